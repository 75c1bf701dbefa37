#!/bin/sh
# float_run.sh: the floating-point benchmark (make bench-float). For gcc and clang at -O2,
# builds bench/float_bench.c with its {fmt} part, prints ns per call of glibc, {fmt} and
# runtime/float.h side by side with the ratios, and the fast path's share of the inputs;
# with valgrind, the instructions per call of the runtime's loop (callgrind), which a
# busy machine does not change.
#   BENCH_COMPILERS  default "gcc clang"    BENCH_REPS  timings per cell, default 9
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=${BENCH_OUT:-$here/../build/bench}
mkdir -p "$out" || exit 1

for cc in ${BENCH_COMPILERS:-gcc clang}; do
    cxx=$(echo "$cc" | sed 's/gcc/g++/; s/clang/clang++/')
    exe=$out/float_bench-$cc
    $cxx -O2 -std=c++17 -c "$here/float_bench_fmt.cc" -o "$exe-fmt.o" &&
        $cc -std=c11 -O2 -Wall -Wextra "$here/float_bench.c" "$exe-fmt.o" -o "$exe" -lfmt -lstdc++ ||
        { echo "bench-float: $cc: build failed" >&2; exit 1; }
    echo "== $cc -O2 ($("$cc" --version | head -n 1))"
    "$exe" "${BENCH_REPS:-9}"
    "$exe" share
    command -v valgrind >/dev/null 2>&1 || continue
    for c in g14:%.14g g17:%.17g g:%g e:%e f3:%.3f; do
        valgrind --tool=callgrind --toggle-collect="qr_${c%%:*}" --callgrind-out-file="$out/callgrind.out" \
            "$exe" one "${c#*:}" 2>&1 | awk -v c="${c#*:}" '/Collected/ { printf "%-6s %6.0f instructions per call (callgrind)\n", c, $4 / 262144 }'
    done
done

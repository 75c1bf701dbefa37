#!/bin/sh
# stream_run.sh: the printf-family benchmark (part of make bench). For gcc and clang at
# -O2, builds bench/stream_bench.c with bench/stream_calls.c plainly and through qrintf
# (bench/qrcc.sh) and with {fmt}'s calls (stream_fmt.cc), and prints ns per call of
# glibc, qrintf and {fmt} side by side with the ratios, stdout a pipe.
#   BENCH_COMPILERS  default "gcc clang"    BENCH_REPS  timings per cell, default 7
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=${BENCH_OUT:-$here/../build/bench}
mkdir -p "$out" || exit 1

for cc in ${BENCH_COMPILERS:-gcc clang}; do
    cxx=$(echo "$cc" | sed 's/gcc/g++/; s/clang/clang++/')
    exe=$out/stream_bench-$cc
    flags="-O2 -Wall -Wextra"
    $cc -std=c11 $flags -DSTREAM_VARIANT=libc -c "$here/stream_calls.c" -o "$exe-libc.o" &&
        sh "$here/qrcc.sh" "$cc" "$here/stream_calls.c" "$exe-qr.o" -std=c11 $flags -DSTREAM_VARIANT=qr >/dev/null &&
        $cxx $flags -std=c++17 -c "$here/stream_fmt.cc" -o "$exe-fmt.o" &&
        $cc -std=c11 $flags "$here/stream_bench.c" "$exe-libc.o" "$exe-qr.o" "$exe-fmt.o" -o "$exe" -lfmt -lstdc++ ||
        { echo "bench: stream: $cc: build failed" >&2; exit 1; }
    echo "== printf family, $cc -O2: $(grep -c ': rewrote' "$exe-qr.o.notes") of 3 calls rewritten"
    { "$exe" "${BENCH_REPS:-7}" | cat >/dev/null; } 2>&1 || exit 1
done

#!/bin/sh
# lengths.sh: make bench-lengths: bench/lengths.c with gcc and with clang, at -O2: the
# repeating %d and %llu of make bench one digit count at a time, qrintf against the
# hand-written floor inline and behind a call. Prints markdown tables.
#   BENCH_COMPILERS  default "gcc clang"   BENCH_ROUNDS  default 15   BENCH_SCALE  default 1
#   QRINTF_BIN       directory holding qrintf / qrintf-pp (default build/bin)
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
out=${BENCH_OUT:-$root/build/bench}/lengths
flags="-O2 -Wall -Wextra"
status=0
for cc in ${BENCH_COMPILERS:-gcc clang}; do
    if ! command -v $cc >/dev/null 2>&1; then
        echo "bench-lengths: $cc not found: no $cc table" >&2
        continue
    fi
    d=$out/$cc
    mkdir -p "$d" || exit 1
    if ! { $cc $flags -c "$here/lengths.c" -o "$d/lengths.o" &&
           sh "$here/qrcc.sh" $cc "$here/calls.c" "$d/qr.o" $flags -DBENCH_VARIANT=qr >/dev/null &&
           $cc $flags -c "$here/floor.c" -o "$d/floor.o" &&
           $cc $flags -DFLR_CALL -c "$here/floor.c" -o "$d/floorcall.o" &&
           $cc $flags "$d/lengths.o" "$d/qr.o" "$d/floor.o" "$d/floorcall.o" -o "$d/lengths"; }; then
        echo "bench-lengths: cannot build with $cc" >&2
        status=1
        continue
    fi
    echo "### $cc $($cc -dumpfullversion 2>/dev/null || $cc -dumpversion), -O2"
    echo
    "$d/lengths" "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)" || status=1
done
exit $status

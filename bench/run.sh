#!/bin/sh
# run.sh: the runtime benchmark (make bench). For gcc and for clang, builds the same calls
# six ways (glibc, stb_sprintf, {fmt}, qrintf, the hand-written floor, and its loose form
# that breaks qrintf's rules; the integer cases also by std::to_chars), runs them side by
# side in one process and prints ns per call with ratios, then times the alternatives the
# runtime chose between (variants.c); then the code size per call; then printf, fprintf and
# dprintf to a stream (stream_run.sh).
# Writes build/bench/results.md, results-<cc>.dat and bench.png (gnuplot).
#   BENCH_COMPILERS  default "gcc clang"        BENCH_REPS   default 7
#   BENCH_SCALE      scales the calls per measurement (0.2: a quick look)
#   BENCH_ONLY       e.g. "d,llu": only these cases   BENCH_CLOCK=cpu: thread CPU time
#   QRINTF_BIN       directory holding qrintf / qrintf-pp (default build/bin)
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
out=${BENCH_OUT:-$root/build/bench}
compilers=${BENCH_COMPILERS:-gcc clang}
cflags="-O2 -Wall -Wextra"

die() {
    echo "bench: $*" >&2
    exit 1
}

# has_header CC LANG HEADER: the compiler finds the header.
has_header() {
    printf '#include <%s>\n' "$3" | $1 ${4:-} -x "$2" -E - >/dev/null 2>&1
}

# check_deps: what the benchmark needs, by Debian package; the missing ones fail it,
# except clang (its table is skipped) and gnuplot (no chart).
check_deps() {
    missing=
    command -v gcc >/dev/null 2>&1 || missing="$missing gcc"
    command -v g++ >/dev/null 2>&1 || missing="$missing g++"
    if command -v g++ >/dev/null 2>&1; then
        has_header g++ c++ fmt/compile.h -std=c++17 || missing="$missing libfmt-dev"
    fi
    has_header gcc c stb/stb_sprintf.h || missing="$missing libstb-dev"
    if [ -n "$missing" ]; then
        echo "bench: missing:$missing" >&2
        die "install them (Debian: apt-get install$missing; or make deps)"
    fi
    command -v gnuplot >/dev/null 2>&1 ||
        echo "bench: gnuplot not found (Debian: gnuplot-nox): no chart" >&2
}

# build CC CXX DIR [FLAGS]: the benchmark program DIR/bench, every part at -O2 with CC and
# CXX, and FLAGS; with an empty CXX, the portable build: glibc, stb and qrintf only
# (BENCH_PORTABLE).
build() {
    cc=$1 cxx=$2 dir=$3 flags="$cflags ${4:-}"
    [ -n "$cxx" ] || flags="$flags -DBENCH_PORTABLE"
    mkdir -p "$dir" || return 1
    $cc $flags -c "$here/main.c" -o "$dir/main.o" &&
    $cc $flags -c "$here/stb.c" -o "$dir/stb.o" &&
    $cc $flags -fno-builtin -DBENCH_VARIANT=libc -c "$here/calls.c" -o "$dir/libc.o" &&
    way=$(sh "$here/qrcc.sh" $cc "$here/calls.c" "$dir/qr.o" $flags -DBENCH_VARIANT=qr) &&
    set -- "$dir/main.o" "$dir/stb.o" "$dir/libc.o" "$dir/qr.o" &&
    if [ -n "$cxx" ]; then
        $cc $flags -c "$here/floor.c" -o "$dir/floor.o" &&
        $cc $flags -DFLR_LOOSE -c "$here/floor.c" -o "$dir/loose.o" &&
        $cxx $flags -std=c++17 -c "$here/bench_fmt.cc" -o "$dir/fmt.o" &&
        $cxx $flags -std=c++17 -c "$here/tochars.cc" -o "$dir/tochars.o" &&
        $cxx $flags "$@" "$dir/floor.o" "$dir/loose.o" "$dir/fmt.o" "$dir/tochars.o" -lfmt \
            -o "$dir/bench"
    else
        $cc $flags "$@" -o "$dir/bench"
    fi || return 1
    notes=$dir/qr.o.notes
    echo "bench: $cc: calls.c through qrintf ($way): $(grep -c ': rewrote' "$notes") rewritten," \
         "$(grep -c 'partially rewrote' "$notes") partially, $(grep -c 'unchanged' "$notes") left unchanged"
    grep 'unchanged' "$notes" >&2
    return 0
}

# machine: one line on where the numbers come from.
machine() {
    cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)
    echo "${cpu:-unknown CPU}, $(nproc 2>/dev/null || echo '?') CPUs, load average" \
         "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'), clock ${BENCH_CLOCK:-monotonic}"
}

# busy_warning: wall-clock numbers on a busy machine count the waits for a CPU.
busy_warning() {
    awk -v n="$(nproc 2>/dev/null || echo 1)" '$1 > n / 2 { exit 1 }' /proc/loadavg 2>/dev/null && return
    [ "${BENCH_CLOCK:-}" = cpu ] && return
    echo "bench: the machine is busy (load $(cut -d' ' -f1 /proc/loadavg)):" \
         "times are inflated; ratios still hold roughly. BENCH_CLOCK=cpu measures CPU time." >&2
}

check_deps
mkdir -p "$out" || exit 1
status=0
mds=
for cc in $compilers; do
    case $cc in clang) cxx=clang++ ;; gcc) cxx=g++ ;; *) cxx=${cc%cc}++ ;; esac
    if ! command -v $cc >/dev/null 2>&1 || ! command -v $cxx >/dev/null 2>&1; then
        echo "bench: $cc or $cxx not found: no $cc table" >&2
        continue
    fi
    build $cc $cxx "$out/$cc" || die "cannot build the benchmark with $cc"
    busy_warning
    title="$cc $($cc -dumpfullversion 2>/dev/null || $cc -dumpversion), -O2"
    "$out/$cc/bench" "$title" "$out/results-$cc"
    rc=$?
    [ $rc = 0 ] || { echo "bench: $cc: qrintf or a floor disagrees with glibc (see above)" >&2; status=1; }
    [ -f "$out/results-$cc.md" ] && mds="$mds $out/results-$cc.md"
    # the building blocks the runtime chose between, with the same compiler
    if $cc $cflags "$here/variants.c" -o "$out/$cc/variants"; then
        "$out/$cc/variants" "$title" "$out/variants-$cc.md" || status=1
    else
        echo "bench: cannot build variants.c with $cc" >&2
        status=1
    fi
done

# The integer cases on 32-bit x86, where the runtime's 64-bit conversions run on 32-bit
# registers: gcc -m32, glibc, stb and qrintf only.
if ! printf 'int main(void) { return 0; }\n' | gcc -m32 -x c - -o "$out/m32-probe" 2>/dev/null; then
    echo "bench: gcc -m32 cannot link (Debian: libc6-dev-i386 lib32gcc-12-dev; make deps): no -m32 table" >&2
elif ! "$out/m32-probe" 2>/dev/null; then
    echo "bench: this kernel does not run 32-bit x86 programs (no IA32 emulation): no -m32 table" >&2
else
    build gcc "" "$out/gcc-m32" -m32 || die "cannot build the benchmark with gcc -m32"
    title="gcc $(gcc -dumpfullversion 2>/dev/null || gcc -dumpversion), -O2 -m32, integer cases"
    BENCH_ONLY=${BENCH_ONLY:-ipv4,d,llu,x08,padded,size} "$out/gcc-m32/bench" "$title" "$out/results-gcc-m32" ||
        { echo "bench: gcc -m32: qrintf or a floor disagrees with glibc (see above)" >&2; status=1; }
    [ -f "$out/results-gcc-m32.md" ] && mds="$mds $out/results-gcc-m32.md"
fi
rm -f "$out/m32-probe"

echo
sh "$here/codesize.sh" "$out/codesize.md" || status=1

# printf, fprintf and dprintf to a file, a pipe and /dev/null (bench/stream_run.sh)
echo
BENCH_COMPILERS="$compilers" sh "$here/stream_run.sh" >"$out/stream.md" 2>&1 || status=1
cat "$out/stream.md"

{
    echo "## qrintf runtime benchmark"
    echo
    echo "$(date -u '+%Y-%m-%d %H:%M UTC'); $(machine)."
    echo "Median of ${BENCH_REPS:-7} interleaved runs per variant, each over $((1 << 18)) varied inputs."
    echo "glibc: the calls built with -fno-builtin; qrintf: the same file through qrintf;"
    echo "stb: stb_sprintf; fmt: {fmt} with FMT_COMPILE; floor: hand-written C for each format,"
    echo "held to qrintf's rules; loose: the same free to store past the terminator and to read"
    echo "past the end of strings."
    echo "Every variant is checked against glibc on all inputs first; WRONG: qrintf or a floor"
    echo "disagrees (not timed); *: a peer (stb, fmt) disagrees on some inputs, timed all the same."
    for f in $mds; do echo; cat "$f"; done
    echo
    cat "$out/codesize.md" 2>/dev/null
    [ -s "$out/stream.md" ] && { echo; echo '```'; cat "$out/stream.md"; echo '```'; }
    for cc in $compilers; do [ -f "$out/variants-$cc.md" ] && { echo; cat "$out/variants-$cc.md"; }; done
} > "$out/results.md"

if command -v gnuplot >/dev/null 2>&1 && [ -n "$mds" ]; then
    set --
    for cc in $compilers; do [ -f "$out/results-$cc.dat" ] && set -- "$@" "$out/results-$cc.dat" "$cc"; done
    gnuplot -e "files='$*'; out='$out/bench.png'" "$here/plot.gp" && echo "bench: chart in $out/bench.png"
fi
echo "bench: tables in $out/results.md"
exit $status

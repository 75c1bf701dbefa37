#!/bin/sh
# build.sh: the build cost of qrintf (make bench-build). Builds Lua 5.4 (Debian's source
# package lua5.4) with make -jN at -O2, plainly and through qrintf, alternating, and
# prints the median wall and CPU time of each and their ratio, measured side by side in
# one run; then how many call sites qrintf rewrote; then the cost of single translation
# units (bench/dense.sh: a call-dense file and two small ones, gcc and clang).
#   BENCH_RUNS   builds of each kind (default 3)    BENCH_JOBS   make -j (default nproc)
#   BENCH_CC     the compiler (default gcc)          QRINTF       default build/bin/qrintf
#   BENCH_CACHE  where the source package is kept (default /var/cache/qrintf-bench when
#                writable, else ${XDG_CACHE_HOME:-~/.cache}/qrintf-bench)
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
runs=${BENCH_RUNS:-3}
jobs=${BENCH_JOBS:-$(nproc 2>/dev/null || echo 2)}
cc=${BENCH_CC:-gcc}
qrintf=${QRINTF:-$root/build/bin/qrintf}
case $qrintf in /*) ;; *) qrintf=$root/$qrintf ;; esac

die() {
    echo "bench-build: $*" >&2
    exit 1
}

cache_dir() {
    if [ -n "${BENCH_CACHE:-}" ]; then
        echo "$BENCH_CACHE"
    elif mkdir -p /var/cache/qrintf-bench 2>/dev/null && [ -w /var/cache/qrintf-bench ]; then
        echo /var/cache/qrintf-bench
    else
        echo "${XDG_CACHE_HOME:-$HOME/.cache}/qrintf-bench"
    fi
}

# private_apt_source DIR: apt-get source through a private sources list that adds
# deb-src to the system's deb entries, for a system that has no deb-src; root only.
private_apt_source() {
    dir=$1
    [ "$(id -u)" = 0 ] || return 1
    mkdir -p "$dir/apt/lists/partial" "$dir/apt/cache/archives/partial"
    {
        cat /etc/apt/sources.list.d/*.sources 2>/dev/null | sed 's/^Types:.*/Types: deb-src/'
        sed -n 's/^deb \(.*\)/deb-src \1/p' /etc/apt/sources.list 2>/dev/null
    } >"$dir/apt/src.sources"
    case $(head -c 5 "$dir/apt/src.sources") in
    deb-s) mv "$dir/apt/src.sources" "$dir/apt/src.list" && set -- -o Dir::Etc::SourceList="$dir/apt/src.list" ;;
    *) set -- -o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$dir/apt/parts"
       mkdir -p "$dir/apt/parts" && mv "$dir/apt/src.sources" "$dir/apt/parts/src.sources" ;;
    esac
    set -- "$@" -o Dir::State::Lists="$dir/apt/lists" -o Dir::Cache="$dir/apt/cache"
    apt-get "$@" update >/dev/null && (cd "$dir" && apt-get "$@" source --download-only lua5.4)
}

# lua_tarball: the path of Lua's upstream source, fetched once into the cache.
lua_tarball() {
    dir=$(cache_dir)
    mkdir -p "$dir" || die "cannot make $dir"
    t=$(ls "$dir"/lua5.4_*.orig.tar.* 2>/dev/null | tail -1)
    if [ -z "$t" ]; then
        echo "bench-build: fetching the source of lua5.4 into $dir" >&2
        command -v apt-get >/dev/null || die "apt-get is needed to fetch the source of lua5.4"
        (cd "$dir" && apt-get source --download-only lua5.4) >&2 2>&1 ||
            private_apt_source "$dir" >&2 ||
            die "apt-get source lua5.4 failed: enable deb-src in /etc/apt (Types: deb deb-src)"
        t=$(ls "$dir"/lua5.4_*.orig.tar.* 2>/dev/null | tail -1)
    fi
    [ -n "$t" ] || die "no lua5.4 source in $dir"
    echo "$t"
}

# cpu_seconds: sets cpu to the user and system time of this shell's finished children,
# in seconds (times must run in this shell, not in a subshell of its own).
cpu_seconds() {
    times >"$work/times.txt"
    cpu=$(awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); s += t[1] * 60 + t[2] } print s }' \
        "$work/times.txt")
}

now() {
    date +%s.%N
}

# build KIND: one clean build; appends "wall cpu" to KIND.times.
build() {
    make -s -C "$src" clean >/dev/null 2>&1
    if [ "$1" = plain ]; then
        set -- plain "$cc -std=gnu99"
    else
        set -- qrintf "$qrintf $cc -std=gnu99"
    fi
    cpu_seconds
    c0=$cpu
    w0=$(now)
    make -s -C "$src" -j"$jobs" linux CC="$2" >"$work/$1.log" 2>&1 ||
        die "the $1 build failed: $(tail -20 "$work/$1.log")"
    w1=$(now)
    cpu_seconds
    c1=$cpu
    echo "$w0 $w1 $c0 $c1" | awk '{ printf "%.3f %.3f\n", $2 - $1, $4 - $3 }' >>"$work/$1.times"
    printf '  %-7s %s\n' "$1" "$(tail -1 "$work/$1.times" | awk '{ printf "wall %6.2f s   cpu %6.2f s", $1, $2 }')"
}

median() {  # median FILE COLUMN
    sort -n -k"$2","$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

[ -x "$qrintf" ] || die "$qrintf is not built (make)"
command -v "$cc" >/dev/null || die "$cc is not installed"
tarball=$(lua_tarball) || exit 1
work=$(mktemp -d "${TMPDIR:-/tmp}/qrintf-bench-build.XXXXXX") || die "no temp directory"
trap 'rm -rf "$work"' EXIT
tar -xf "$tarball" -C "$work" || die "cannot unpack $tarball"
src=$(ls -d "$work"/lua-*)
echo "bench-build: $(basename "$src"), make -j$jobs linux CC=\"[qrintf] $cc -std=gnu99\" (-O2), $runs builds each, alternating"
: >"$work/plain.times"
: >"$work/qrintf.times"
build plain  # a warm-up: the page cache, and the make and compiler binaries
: >"$work/plain.times"
i=0
while [ $i -lt "$runs" ]; do
    build plain
    build qrintf
    i=$((i + 1))
done

# Both Lua interpreters print the same; then what qrintf rewrote.
lua_says() {
    "$src/src/lua" -e 'print(string.format("%5.2f|%d|%x|%s|%g", 3.14159, 42, 255, "x", 1e300), 2^63, -0.0, 1/3)'
}
lua_says >"$work/qrintf.says" || die "the qrintf-built lua does not run"
make -s -C "$src" clean >/dev/null 2>&1
QRINTF_REPORT=1 make -s -C "$src" -j"$jobs" linux CC="$qrintf $cc -std=gnu99" >"$work/report.log" 2>&1 ||
    die "the report build failed"
make -s -C "$src" clean >/dev/null 2>&1
make -s -C "$src" -j"$jobs" linux CC="$cc -std=gnu99" >/dev/null 2>&1 && lua_says >"$work/plain.says"
cmp -s "$work/plain.says" "$work/qrintf.says" || die "the two lua interpreters print differently"
full=$(grep -c 'note: qrintf: rewrote' "$work/report.log")
part=$(grep -c 'note: qrintf: partially rewrote' "$work/report.log")
left=$(grep -c 'note: qrintf: left' "$work/report.log")
files=$(ls "$src"/src/*.c | wc -l)

pw=$(median "$work/plain.times" 1)
qw=$(median "$work/qrintf.times" 1)
pc=$(median "$work/plain.times" 2)
qc=$(median "$work/qrintf.times" 2)
echo
echo "median of $runs     plain      qrintf     ratio"
awk -v pw="$pw" -v qw="$qw" -v pc="$pc" -v qc="$qc" 'BEGIN {
    printf "wall time     %6.2f s   %6.2f s   %.2fx\n", pw, qw, qw / pw
    printf "cpu time      %6.2f s   %6.2f s   %.2fx\n", pc, qc, qc / pc }'
echo "call sites: $full rewritten, $part partially, $left left unchanged, in $files sources"

# One translation unit: the call-dense file and two small ones (bench/dense.sh).
echo
echo "bench-build: one translation unit, compile CPU time (best of ${BENCH_RUNS:-3}) and .text bytes"
QRINTF=$qrintf sh "$here/dense.sh"

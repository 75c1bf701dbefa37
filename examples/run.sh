#!/bin/sh
# run.sh: the examples, each built plainly and through qrintf.
#   sh examples/run.sh demo    cc -O2 both ways: wall times and speedups
#   sh examples/run.sh check   gcc and clang -O2 both ways, -Werror: outputs must be equal
# QRINTF_BIN: the directory holding qrintf (default build/bin).
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
bin=${QRINTF_BIN:-$root/build/bin}
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
examples="ipv4addr http_status access_log etag"
cflags="-std=c11 -O2 -Wall -Wextra -pedantic"

[ -x "$bin/qrintf" ] || { echo "examples: no qrintf in $bin (run make)" >&2; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/qrintf-examples.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

# build CC NAME EXTRA_FLAGS: NAME.plain and NAME.qrintf in $tmp; fails loudly.
build() {
    $1 $cflags $3 "$here/$2.c" -o "$tmp/$2.plain" ||
        { echo "examples: $2: $1 failed" >&2; return 1; }
    "$bin/qrintf" $1 $cflags $3 "$here/$2.c" -o "$tmp/$2.qrintf" ||
        { echo "examples: $2: qrintf $1 failed" >&2; return 1; }
}

# same NAME: runs both builds; fails loudly when their outputs differ.
same() {
    "$tmp/$1.plain" > "$tmp/$1.plain.out" && "$tmp/$1.qrintf" > "$tmp/$1.qrintf.out" ||
        { echo "examples: $1: a program failed" >&2; return 1; }
    cmp -s "$tmp/$1.plain.out" "$tmp/$1.qrintf.out" && return 0
    echo "examples: $1: OUTPUTS DIFFER" >&2
    echo "  plain:  $(cat "$tmp/$1.plain.out")" >&2
    echo "  qrintf: $(cat "$tmp/$1.qrintf.out")" >&2
    return 1
}

# best_ns PROGRAM: the shortest of three wall times, in nanoseconds.
best_ns() {
    best=
    for run in 1 2 3; do
        t0=$(date +%s%N)
        "$1" > /dev/null
        t=$(($(date +%s%N) - t0))
        [ -z "$best" ] || [ $t -lt $best ] && best=$t
    done
    echo $best
}

# seconds NS: nanoseconds as seconds with three decimals.
seconds() {
    awk -v ns="$1" 'BEGIN { printf "%.3f", ns / 1e9 }'
}

demo() {
    first=1
    for ex in $examples; do
        build cc $ex "" && same $ex || return 1
        plain=$(best_ns "$tmp/$ex.plain") fast=$(best_ns "$tmp/$ex.qrintf")
        speedup=$(awk -v a=$plain -v b=$fast 'BEGIN { printf "%.1f", a / b }')
        if [ $first = 1 ]; then
            echo "$ex.c:"
            echo "    plain   cc -O2:   $(seconds $plain) s"
            echo "    qrintf  cc -O2:   $(seconds $fast) s"
            echo "    speedup: ${speedup}x   (outputs identical)"
            first=0
        else
            printf '%-16s plain %s s, qrintf %s s, speedup %sx (outputs identical)\n' \
                "$ex.c:" "$(seconds $plain)" "$(seconds $fast)" "$speedup"
        fi
    done
}

# check: -Werror too, since qrintf promises no new warnings.
check() {
    status=0
    for cc in gcc clang; do
        for ex in $examples; do
            if build $cc $ex -Werror && same $ex; then
                echo "examples $ex $cc -O2: outputs identical"
            else
                echo "examples $ex $cc -O2: FAIL"
                status=1
            fi
        done
    done
    return $status
}

case ${1:-demo} in
demo) demo ;;
check) check ;;
*) echo "usage: sh examples/run.sh [demo|check]" >&2; exit 2 ;;
esac

#!/bin/sh
# run.sh: the examples, each built plainly and through qrintf.
#   sh examples/run.sh demo    cc -O2 both ways: wall times and speedups
#   sh examples/run.sh check   gcc and clang -O2 both ways, -Werror: outputs must be equal
#   sh examples/run.sh cross [TARGET...]   the same for each target of tests/cross.sh found
#                              (default: all), with fewer rounds, under qemu-user where it is
#                              another architecture; the calls rewritten must be x86-64's
# QRINTF_BIN: the directory holding qrintf (default build/bin).
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
bin=${QRINTF_BIN:-$root/build/bin}
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
examples="ipv4addr http_status access_log etag log_lines"
. "$root/tests/cross.sh"
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

# same NAME [RUNNER]: runs both builds; fails loudly when their outputs differ.
same() {
    ${2:-} "$tmp/$1.plain" > "$tmp/$1.plain.out" && ${2:-} "$tmp/$1.qrintf" > "$tmp/$1.qrintf.out" ||
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

# rewrites LABEL NAME: the x86-64 compiler of LABEL's family rewrites the same calls of
# NAME.c as LABEL's (QRINTF_REPORT: places, outcomes, callees; a format's text may differ
# where it comes from <inttypes.h>).
rewrites() {
    for side in host cross; do
        if [ $side = host ]; then cc=$(cross_host "$1"); else cc=$(cross_cc "$1"); fi
        QRINTF_REPORT=1 "$bin/qrintf" $cc $cflags -DROUNDS=20000 -c "$here/$2.c" -o "$tmp/$2.o" \
            2>&1 | sed -e 's/\(rewrote [a-z_]*\) .*/\1/' -e 's/\(unchanged\):.*/\1/' > "$tmp/$2.$side.notes"
    done
    grep -q rewrote "$tmp/$2.host.notes" && cmp -s "$tmp/$2.host.notes" "$tmp/$2.cross.notes" && return 0
    echo "examples: $2: $1 rewrites otherwise than x86-64:" >&2
    diff "$tmp/$2.host.notes" "$tmp/$2.cross.notes" | head -6 >&2
    return 1
}

# cross [TARGET...]: check's comparison on each target that builds and runs programs here.
cross() {
    status=0
    for t in ${*:-$cross_targets}; do
        if ! cross_usable "$t" "$tmp"; then
            echo "examples $t: skipped, $(cross_cc "$t") does not build and run programs here"
            continue
        fi
        for ex in $examples; do
            if build "$(cross_cc "$t")" $ex "-Werror -DROUNDS=20000" && same $ex "$(cross_run "$t")" &&
               rewrites "$t" $ex; then
                echo "examples $ex $t -O2: outputs identical, same calls rewritten"
            else
                echo "examples $ex $t -O2: FAIL"
                status=1
            fi
        done
    done
    return $status
}

case ${1:-demo} in
demo) demo ;;
check) check ;;
cross) shift; cross "$@" ;;
*) echo "usage: sh examples/run.sh [demo | check | cross [TARGET...]]" >&2; exit 2 ;;
esac

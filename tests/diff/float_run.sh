#!/bin/sh
# float_run.sh: runtime/float.h against glibc (tests/diff/float_diff.c), the ' flag of
# runtime/group.h under several locales (tests/diff/group_diff.c), and their promises as
# injected code: no warning in any -std, C or C++; the tables once per program.
#   sh tests/diff/float_run.sh          quick: the warnings, the tables, gcc and clang -O2,
#                                       the runtime built with -ffast-math, the ' flag
#   sh tests/diff/float_run.sh long     QRINTF_FLOAT_COUNT doubles (default 10^7), seed
#                                       QRINTF_SEED (default: the time), one job per CPU
#   sh tests/diff/float_run.sh asan     small, under ASan and UBSan, gcc and clang
#   sh tests/diff/float_run.sh cross [TARGET...]   small, for the targets of tests/cross.sh
#                                       (default m32-gcc s390x-gcc), under qemu-user (the '
#                                       flag under the "C" locale only for big-endian ones)
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mode=${1:-quick}
. "$root/tests/cross.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/qrintf-float.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
failed=0

fail() {
    echo "float: FAIL: $*"
    failed=1
}

# build LABEL CC FLAGS...: the differential program as $tmp/LABEL (GROUP=1: the ' flag's,
# tests/diff/group_diff.c).
build() {
    label=$1 cc=$2 src=$here/float_diff.c
    shift 2
    [ -n "${GROUP:-}" ] && src=$here/group_diff.c
    $cc -std=c11 -Wall -Wextra -pedantic -Werror "$@" "$src" -o "$tmp/$label" -lm -lpthread \
        2> "$tmp/$label.err" || { fail "$label: build failed"; head -20 "$tmp/$label.err"; return 1; }
}

# run LABEL RUNNER ARGS...: runs it; its last line is the summary.
run() {
    label=$1 runner=$2
    shift 2
    $runner "$tmp/$label" "$@" > "$tmp/$label.out" 2>&1 || fail "$label: mismatches or a crash"
    head -n 40 "$tmp/$label.out" | grep -v '^float_diff' | sed 's/^/    /'
    echo "float $label: $(tail -n 1 "$tmp/$label.out")"
}

# The runtime is compiled inside users' programs: no warning under -Wall -Wextra -pedantic
# in any C or C++ standard, at -O0 (where gcc warns otherwise) and -O2.
warnings() {
    printf '%s\n' "#include \"$root/tests/diff/float_base.h\"" \
        "#include \"$root/runtime/float.h\"" 'int qr_use(char *b, double v, int c);' \
        'int qr_use(char *b, double v, int c) { unsigned pre; return __qrintf_dbl(b, v, c, 8, 3, 0x2e, &pre) + (int)pre; }' \
        > "$tmp/use.c"
    # the ' flag's part (fp.h and group.h), in a unit of its own
    printf '%s\n' "#include \"$root/tests/diff/float_base.h\"" "#include \"$root/runtime/float.h\"" \
        "#include \"$root/runtime/fp.h\"" "#include \"$root/runtime/group.h\"" \
        'int qr_group(char *d, char *b, double v, __qrintf_ll i, int w);' \
        'int qr_group(char *d, char *b, double v, __qrintf_ll i, int w) { unsigned q; int x, n;' \
        '  d = __qrintf_grp_u(__qrintf_grp_s(d, i, 32, w, -1, ",", 1), (__qrintf_ull)i, 32, 0, 3, "\342\200\257", 3);' \
        '  n = __qrintf_dbl_group(b, 500, v, 0x67, 32, -1, &q, &x);' \
        '  return n < 0 ? -1 : (int)(__qrintf_dblgf(d, b, n, q, 32, w, x) - d); }' > "$tmp/use_group.c"
    n=0
    for cc in gcc clang; do
        for std in c89 c99 c11 c2x c++98 c++11 c++20; do
            case $std in c++*) lang="-x c++" c=$(echo $cc | sed 's/gcc/g++/; s/clang/clang++/') ;; *) lang= c=$cc ;; esac
            for opt in -O0 -O2 "-O2 -m32"; do
                for u in use use_group; do
                    $c $lang -std=$std $opt -Wall -Wextra -pedantic -Werror -c "$tmp/$u.c" -o "$tmp/$u.o" \
                        2> "$tmp/$u.err" || { fail "$c -std=$std $opt warns ($u.c):"; head -5 "$tmp/$u.err"; }
                    n=$((n + 1))
                done
            done
        done
    done
    grep -nE '0x[0-9a-fA-F]{9}|[0-9]{11}' "$root/runtime/float.h" "$root/runtime/fp.h" "$root/runtime/group.h" &&
        fail "float.h, fp.h or group.h has 64-bit literals"
    echo "float warnings: $n builds (gcc, clang; c89 to c2x, c++98 to c++20; -O0, -O2, -O2 -m32) without a warning"
}

# Two units, one C and one C++, each with the runtime: they link, and the tables are
# there once (under their checksummed symbols).
tables_once() {
    sed -e 's/qr_use/qr_use2/g' -e 's/^int qr_use2(char \*b, double v, int c);/extern "C" &/' \
        "$tmp/use.c" > "$tmp/use2.c"
    printf '%s\n' 'int qr_use(char *b, double v, int c);' 'int qr_use2(char *b, double v, int c);' \
        'int main(void) { char b[400]; return qr_use(b, 1.5, 0x65) + qr_use2(b, 2.5, 0x66) != 14; }' \
        > "$tmp/main.c"
    gcc -O2 -c "$tmp/use.c" -o "$tmp/use.o" && g++ -O2 -x c++ -c "$tmp/use2.c" -o "$tmp/use2.o" &&
        gcc -O2 "$tmp/main.c" "$tmp/use.o" "$tmp/use2.o" -o "$tmp/two" && "$tmp/two" ||
        { fail "two units with the runtime do not link or run"; return; }
    for t in __qrintf_fp_p5 __qrintf_fp_p5big __qrintf_fp_p5near; do
        k=$(nm "$tmp/two" | grep -c " ${t}_[0-9a-f]\{8\}\$")
        [ "$k" = 1 ] || fail "$t is in the program $k times"
    done
    echo "float tables: two units (C and C++) link, each table once in the program"
}

# Groupings no installed locale has, made by localedef (no root needed) into build/ once,
# where LOCPATH finds them: CHAR_MAX after the first group ("3;-1"), every digit with a
# separator of two bytes (U+00A0), changing sizes ("1;2;3"), a separator of four bytes
# (U+1F600) with "2;3". localedef takes a separator of one character only.
test_locales() {
    dir=$root/build/test-locales
    mkdir -p "$dir" || return 1
    for spec in "qa_AA ' 3;-1 ." "qb_BB <U00A0> 1 ," "qc_CC . 1;2;3 ," "qd_DD <U0001F600> 2;3 ."; do
        set -- $spec
        [ -d "$dir/$1.UTF-8" ] && continue
        { echo 'comment_char %'; echo 'escape_char /'
          for c in LC_CTYPE LC_COLLATE LC_TIME LC_MONETARY LC_MESSAGES LC_PAPER LC_NAME LC_ADDRESS \
                   LC_TELEPHONE LC_MEASUREMENT LC_IDENTIFICATION; do
              printf '%s\ncopy "en_US"\nEND %s\n' $c $c
          done
          printf 'LC_NUMERIC\ndecimal_point "%s"\nthousands_sep "%s"\ngrouping %s\nEND LC_NUMERIC\n' "$4" "$2" "$3"
        } > "$dir/$1.src"
        localedef -i "$dir/$1.src" -f UTF-8 "$dir/$1.UTF-8" > "$dir/$1.log" 2>&1 ||
            { fail "cannot make the test locale $1 (localedef; see $dir/$1.log)"; rm -rf "$dir/$1.UTF-8"; }
    done
    GROUP=1 build group-made gcc -O2 &&
        run group-made "env LOCPATH=$dir" quick qa_AA.UTF-8 qb_BB.UTF-8 qc_CC.UTF-8 qd_DD.UTF-8
}

# The runtime built with -ffast-math in a unit of its own (the test's arithmetic stays
# exact): it must not be fooled about the rounding mode.
fast_math() {
    for cc in gcc clang; do
        $cc -std=c11 -O2 -ffast-math -Wall -Wextra -pedantic -Werror -c "$here/float_unit.c" -o "$tmp/unit.o" &&
            build fast-math-$cc $cc -O2 -DFLOAT_DIFF_UNIT "$tmp/unit.o" && run fast-math-$cc "" small
    done
}

case $mode in
quick)
    warnings
    tables_once
    build gcc gcc -O2 && run gcc "" quick
    build clang clang -O2 && run clang "" quick
    fast_math
    GROUP=1 build group-gcc gcc -O2 && run group-gcc "" quick
    GROUP=1 build group-clang clang -O2 && run group-clang "" quick
    test_locales
    ;;
long)
    seed=${QRINTF_SEED:-$(date +%s)}
    count=${QRINTF_FLOAT_COUNT:-10000000}
    jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
    echo "float long: $count doubles, seed $seed, $jobs jobs"
    build long gcc -O2 || exit 1
    i=0
    while [ $i -lt "$jobs" ]; do
        "$tmp/long" long $((seed + i)) $((count / jobs)) > "$tmp/long$i.out" 2>&1 &
        i=$((i + 1))
    done
    GROUP=1 build group-long gcc -O2 && run group-long "" long
    wait
    i=0
    while [ $i -lt "$jobs" ]; do
        grep -q ' 0 mismatches' "$tmp/long$i.out" || fail "job $i (seed $((seed + i))) found mismatches"
        head -n 40 "$tmp/long$i.out" | sed 's/^/    /'
        i=$((i + 1))
    done
    ;;
asan)
    for cc in gcc clang; do
        build asan-$cc $cc -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all &&
            run asan-$cc "" small
        GROUP=1 build group-asan-$cc $cc -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all &&
            run group-asan-$cc "" small
    done
    ;;
cross)
    shift
    for t in ${*:-m32-gcc s390x-gcc}; do
        if ! cross_usable "$t" "$tmp"; then
            echo "float cross $t: skipped (no compiler or qemu for it)"
            continue
        fi
        build "$t" $(cross_cc "$t") -O2 && run "$t" "$(cross_run "$t")" small
        # the ' flag: this machine's locale files are little-endian, so a big-endian target
        # gets the "C" locale only
        locs=
        case $t in s390x-*) locs=C ;; esac
        GROUP=1 build "group-$t" $(cross_cc "$t") -O2 && run "group-$t" "$(cross_run "$t")" small $locs
    done
    ;;
*)
    echo "usage: sh tests/diff/float_run.sh [quick|long|asan|cross [TARGET...]]" >&2
    exit 2
    ;;
esac
exit $failed

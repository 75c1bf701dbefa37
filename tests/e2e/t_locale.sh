# %f %e %g %a write the decimal point of the current locale, as glibc does: a comma under
# de_DE.UTF-8 (setlocale), two bytes under ps_AF.UTF-8 (uselocale in a thread), the
# point under C; the ' flag groups digits by the locale: "\3\3" with '.' (de_DE), "\3\2"
# (en_IN), "\3" with U+202F (fr_FR), "\2\2\2\3" (unm_US), none (C); plain and qrintf
# builds print the same (gcc, clang, C and C++), and the calls are rewritten fully.
. "$(dirname "$0")/lib.sh"
cp "$E2E_DIR/fixtures/locale/point.c" point.c
cp point.c point.cc

check() {  # check CC SRC OPT
    tag="$1 $3 $2" ref=
    case $1 in gcc | g++) ref=-fno-printf-return-value ;; esac
    "$1" $3 $ref "$2" -o plain -pthread 2>plain.err ||
        { fail "$tag: plain build failed"; cat plain.err; return; }
    QRINTF_REPORT=1 "$QRINTF" "$1" $3 "$2" -o ours -pthread 2>ours.err ||
        { fail "$tag: qrintf build failed"; cat ours.err; return; }
    grep -q 'note: qrintf: rewrote snprintf "%f|%.3f' ours.err &&
        grep -q 'note: qrintf: rewrote snprintf "%e|%.3g' ours.err &&
        grep -q "note: qrintf: rewrote snprintf \"%'d|%'+12lld" ours.err &&
        grep -q "note: qrintf: rewrote snprintf \"%'lld\"" ours.err &&
        grep -q "note: qrintf: rewrote snprintf \"%'.2f|%'015.1f" ours.err ||
        { fail "$tag: the floating or grouping calls were not rewritten fully"; cat ours.err; }
    for pair in "de_DE.UTF-8 ps_AF.UTF-8" "C de_DE.UTF-8" "ps_AF.UTF-8 C" "fr_FR.UTF-8 en_IN.UTF-8" \
                "unm_US.UTF-8 fr_FR.UTF-8"; do
        run_to plain ./plain $pair
        run_to ours ./ours $pair
        grep -q '^no locale' plain.out && fail "locale missing ($pair): run make deps"
        [ "${pair%% *}" = de_DE.UTF-8 ] && ! grep -q '^process .* 1,500000|' plain.out &&
            fail "$tag: the plain program wrote no decimal comma under de_DE.UTF-8"
        [ "${pair%% *}" = de_DE.UTF-8 ] && ! grep -q '^process .*|1.234.567|' plain.out &&
            fail "$tag: the plain program grouped no digits under de_DE.UTF-8"
        [ "${pair#* }" = en_IN.UTF-8 ] && ! grep -q '^thread .*|12,34,567|' plain.out &&
            fail "$tag: the plain program grouped no digits as en_IN.UTF-8 does"
        same_run plain ours "$tag: program under $pair"
    done
}

for opt in -O0 -O2; do
    for cc in $C_COMPILERS; do check "$cc" point.c "$opt"; done
    for cc in $CXX_COMPILERS; do check "$cc" point.cc "$opt"; done
done
done_test

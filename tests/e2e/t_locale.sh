# %f %e %g %a write the decimal point of the current locale, as glibc does: a comma under
# de_DE.UTF-8 (setlocale), two bytes under ps_AF.UTF-8 (uselocale in a thread), the
# point under C; plain and qrintf builds print the same (gcc, clang, C and C++).
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
        grep -q 'note: qrintf: rewrote snprintf "%e|%.3g' ours.err ||
        { fail "$tag: the floating calls were not rewritten fully"; cat ours.err; }
    for pair in "de_DE.UTF-8 ps_AF.UTF-8" "C de_DE.UTF-8" "ps_AF.UTF-8 C"; do
        run_to plain ./plain $pair
        run_to ours ./ours $pair
        grep -q '^no locale' plain.out && fail "locale missing ($pair): run make deps"
        [ "${pair%% *}" = de_DE.UTF-8 ] && ! grep -q '^process .* 1,500000|' plain.out &&
            fail "$tag: the plain program wrote no decimal comma under de_DE.UTF-8"
        same_run plain ours "$tag: program under $pair"
    done
}

for opt in -O0 -O2; do
    for cc in $C_COMPILERS; do check "$cc" point.c "$opt"; done
    for cc in $CXX_COMPILERS; do check "$cc" point.cc "$opt"; done
done
done_test

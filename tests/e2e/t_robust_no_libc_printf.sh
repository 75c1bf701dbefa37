# Fully rewritten calls (d i u o x X c s p %% only) format without the C library's
# sprintf family, whose functions trap in the program (gcc, clang; -O0 to -O3; with and
# without _FORTIFY_SOURCE), and print as plainly; a %.2Lf call is reported "partially
# rewrote" and keeps a call into the C library.
. "$(dirname "$0")/lib.sh"
FIX=$E2E_DIR/fixtures/robust
cp "$FIX/fullonly.c" "$FIX/partial.c" .
NOTE=': note: qrintf: rewrote '

nsites=$(grep -c '= s\(n\)\{0,1\}printf(\|^ *sprintf(' fullonly.c)
[ "$nsites" -ge 6 ] || fail "fixture: only $nsites calls found in fullonly.c"

for cc in $C_COMPILERS; do
    for opt in -O0 -O2 -Os -O3; do
        for fortify in "" -D_FORTIFY_SOURCE=2 -D_FORTIFY_SOURCE=3; do
            [ "$opt" = -O0 ] && [ -n "$fortify" ] && continue # fortify needs optimization
            tag="$cc $opt $fortify"
            QRINTF_REPORT=1 "$QRINTF" "$cc" $opt $fortify -c fullonly.c -o full.o 2>full.err ||
                { fail "$tag: qrintf build failed"; cat full.err; continue; }
            n=$(grep -c "^fullonly\.c:[0-9]*:[0-9]*$NOTE" full.err)
            [ "$n" -eq "$nsites" ] ||
                { fail "$tag: $n of $nsites calls fully rewritten:"; cat full.err; }
            "$cc" full.o -o ours && "$cc" $opt $fortify $(ref_flags "$cc") fullonly.c -o plain ||
                { fail "$tag: link failed"; continue; }
            run_to plain ./plain
            run_to ours trapped ./ours
            same_run plain ours "$tag: program"
        done
    done
    for fortify in "" -D_FORTIFY_SOURCE=2; do
        tag="$cc -O2 $fortify partial.c"
        QRINTF_REPORT=1 "$QRINTF" "$cc" -O2 $fortify -c partial.c -o partial.o 2>partial.err ||
            { fail "$tag: qrintf build failed"; cat partial.err; continue; }
        want='note: qrintf: partially rewrote snprintf "%s=%.2Lf" (%.2Lf by libc)'
        grep -q "^partial\.c:[0-9]*:[0-9]*: $want" partial.err ||
            { fail "$tag: no 'partially rewrote' note:"; cat partial.err; }
        nm -u partial.o | grep -q printf || fail "$tag: no call into the C library is left for %.2Lf"
    done
done
tmp_empty "no libc printf"
done_test

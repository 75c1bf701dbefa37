# Queries and commands qrintf leaves alone give plain's stdout, stderr and status.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
i=0
for cc in $C_COMPILERS; do
    for args in --version -dumpversion -dumpmachine -print-search-dirs "-fsyntax-only p.c" \
        "-M p.c" "-MM p.c" "-E -dM p.c" "-c -save-temps=obj p.c -o st.o" "-c" "-o - -S p.c" \
        "-x c-header -c p.c -o p.pch"; do
        i=$((i + 1))
        run_to plain$i "$cc" $args
        rm -f ./*.o ./*.i ./*.s ./*.pch ./*.bc
        QRINTF_VERBOSE=1 "$QRINTF" "$cc" $args >/dev/null 2>verbose$i
        rm -f ./*.o ./*.i ./*.s ./*.pch ./*.bc
        grep -q '/qrintf\.' verbose$i && fail "$cc $args: a step ran: $(cat verbose$i)"
        run_to ours$i "$QRINTF" "$cc" $args
        rm -f ./*.o ./*.i ./*.s ./*.pch ./*.bc
        same_run plain$i ours$i "$cc $args"
    done
    # Passed on after its preprocess step fails.
    run_to plain-missing "$cc" -c no-such-file.c
    run_to ours-missing "$QRINTF" "$cc" -c no-such-file.c
    same_run plain-missing ours-missing "$cc -c no-such-file.c"
done
tmp_empty "pass-through"
done_test

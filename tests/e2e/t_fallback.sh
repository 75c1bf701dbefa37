# When the rewriter or the rewritten compile fails, the original command runs unchanged:
# the object is plain's, byte for byte, the program works, and the report says so.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
for cc in $C_COMPILERS; do
    "$cc" -O2 -c p.c -o "$cc-plain.o"
    for fault in rewrite compile; do
        QRINTF_FAULT=$fault "$QRINTF" "$cc" -O2 -c p.c -o "$cc-$fault.o" ||
            fail "$cc: QRINTF_FAULT=$fault failed"
        same_file "$cc-plain.o" "$cc-$fault.o" "$cc: QRINTF_FAULT=$fault object"
        QRINTF_FAULT=$fault "$QRINTF" "$cc" -O2 p.c -o "$cc-$fault" ||
            fail "$cc: QRINTF_FAULT=$fault link failed"
        "./$cc-$fault" >/dev/null || fail "$cc: QRINTF_FAULT=$fault program failed"
    done
    # The report says the calls were left unchanged after all, and why.
    QRINTF_REPORT=1 QRINTF_FAULT=compile "$QRINTF" "$cc" -O2 -c p.c -o "$cc-r.o" 2>report.txt ||
        fail "$cc: QRINTF_FAULT=compile with the report failed"
    grep -q '^p\.c:[0-9]*:[0-9]*: note: qrintf: left [a-z]*printf unchanged: QRINTF_FAULT=compile$' report.txt ||
        fail "$cc: no note on the fallback: $(cat report.txt)"
    grep -q 'rewrote' report.txt && fail "$cc: the report claims a rewrite that fell back: $(cat report.txt)"
done
tmp_empty "fallback"
done_test

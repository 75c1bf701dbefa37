# When the rewriter or the rewritten compile fails, the original command runs unchanged:
# the object is plain's, byte for byte, and the program works.
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
done
tmp_empty "fallback"
done_test

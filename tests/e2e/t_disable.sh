# QRINTF_DISABLE=1 and a nested qrintf (the guard variable) run the compiler unchanged.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
for cc in $C_COMPILERS; do
    "$cc" -O2 -c p.c -o "$cc-plain.o"
    QRINTF_DISABLE=1 QRINTF_VERBOSE=1 "$QRINTF" "$cc" -O2 -c p.c -o "$cc-off.o" 2>verbose.txt ||
        fail "$cc: QRINTF_DISABLE=1 failed"
    same_file "$cc-plain.o" "$cc-off.o" "$cc: QRINTF_DISABLE=1 object"
    [ "$(cat verbose.txt)" = "qrintf: $cc -O2 -c p.c -o $cc-off.o" ] ||
        fail "$cc: QRINTF_DISABLE=1 ran: $(cat verbose.txt)"
    QRINTF_ACTIVE=1 "$QRINTF" "$cc" -O2 -c p.c -o "$cc-nested.o" ||
        fail "$cc: QRINTF_ACTIVE=1 failed"
    same_file "$cc-plain.o" "$cc-nested.o" "$cc: QRINTF_ACTIVE=1 object"
    "$QRINTF" "$cc" -O2 -c p.c -o "$cc-once.o"
    "$QRINTF" "$QBIN/qrintf-$cc" -O2 -c p.c -o "$cc-twice.o" || fail "$cc: qrintf qrintf-$cc failed"
    same_file "$cc-once.o" "$cc-twice.o" "$cc: qrintf qrintf-$cc rewrote once"
done
tmp_empty "disable"
done_test

# @file response files, nested, work as with plain, also when their sources are rewritten
# and linked.
. "$(dirname "$0")/lib.sh"
write_printf_program 'my prog.c'
echo '-O2 "my prog.c"' >inner.rsp
echo '-DUNUSED=1 @inner.rsp -o prog' >outer.rsp
for cc in $C_COMPILERS; do
    "$QRINTF" "$cc" @outer.rsp || fail "$cc @outer.rsp failed"
    ./prog >ours.txt
    "$cc" @outer.rsp && ./prog >plain.txt
    same_file plain.txt ours.txt "$cc @file: program output"
    QRINTF_REPORT=1 "$QRINTF" "$cc" @outer.rsp 2>report.txt
    grep -q 'my prog.c:.*rewrote' report.txt || fail "$cc @file: nothing was rewritten: $(cat report.txt)"
done
tmp_empty "response files"
done_test

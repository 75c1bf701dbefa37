# QRINTF_REPORT=1 prints one note per call in the compiler's format, also when nothing is
# rewritten; QRINTF_KEEP=DIR keeps the rewritten text; QRINTF_VERBOSE=1 shows each step.
. "$(dirname "$0")/lib.sh"
cat >r.c <<'EOC'
#include <stdio.h>
int main(int argc, char **argv)
{
    char b[64];
    snprintf(b, sizeof b, "%s: %d", argv[0], argc);
    sprintf(b, argv[0]);
    return b[0];
}
EOC
printf '#include <stdio.h>\nint main(int c, char **v) { char b[64]; sprintf(b, v[0]); return b[0] + c; }\n' >none.c
mkdir keep
QRINTF_REPORT=1 QRINTF_KEEP=keep "$QRINTF" gcc -w -c r.c 2>report.txt || fail "report run failed"
grep -qx 'r.c:5:5: note: qrintf: rewrote snprintf "%s: %d"' report.txt ||
    fail "no note for the snprintf: $(cat report.txt)"
grep -q '^r.c:6:5: note: qrintf: left sprintf unchanged: ' report.txt ||
    fail "no note for the sprintf: $(cat report.txt)"
[ "$(wc -l <report.txt)" = 2 ] || fail "report: $(cat report.txt)"
grep -q __qrintf_at "keep$(pwd -P)/r.i" || fail "QRINTF_KEEP: keep/.../r.i lacks the runtime"
QRINTF_REPORT=1 "$QRINTF" gcc -w -c none.c 2>report.txt || fail "report run failed"
grep -q '^none.c:2:.*: note: qrintf: left sprintf unchanged: ' report.txt ||
    fail "no note for a file with nothing rewritten: $(cat report.txt)"
QRINTF_VERBOSE=1 "$QRINTF" gcc -c r.c -o r.o 2>verbose.txt
grep -q '^qrintf: gcc -E r.c -o ' verbose.txt && grep -q '^qrintf: gcc -x cpp-output -c .* -o r.o$' verbose.txt ||
    fail "QRINTF_VERBOSE: $(cat verbose.txt)"
tmp_empty "report"
done_test

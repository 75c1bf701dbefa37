# A command that runs unchanged though it compiles a source says why in one
# QRINTF_REPORT note; an unusable TMPDIR falls back to /tmp, as gcc does.
. "$(dirname "$0")/lib.sh"
cat >h.c <<'EOC'
#include <stdio.h>
int main(int argc, char **argv)
{
    char b[32];
    snprintf(b, sizeof b, "%d", argc);
    return b[0] + (argv != 0);
}
EOC
rewrote='h.c:5:5: note: qrintf: rewrote snprintf "%d"'
"$QRINTF" gcc -c h.c -o good.o || fail "a plain TMPDIR failed"
touch afile
for bad in "$SCRATCH/nonexistent" "$SCRATCH/afile"; do
    TMPDIR=$bad QRINTF_REPORT=1 "$QRINTF" gcc -c h.c -o bad.o 2>bad.err ||
        fail "TMPDIR=$bad: the compile failed"
    [ "$(cat bad.err)" = "$rewrote" ] || fail "TMPDIR=$bad: not rewritten in /tmp: $(cat bad.err)"
    same_file good.o bad.o "TMPDIR=$bad"
done
# Neither TMPDIR nor /tmp: the note gives the path and the system's reason.
if unshare -m true 2>/dev/null; then
    unshare -m sh -c 'mount --bind /tmp /tmp && mount -o remount,bind,ro /tmp &&
        TMPDIR=/nonexistent QRINTF_REPORT=1 "$0" gcc -c "$1" -o /dev/null' "$QRINTF" "$PWD/h.c" \
        2>ro.err || fail "a read-only /tmp: the plain compile failed"
    [ "$(cat ro.err)" = "$PWD/h.c:1:1: note: qrintf: ran the command unchanged: cannot make a temp directory in /tmp: Read-only file system" ] ||
        fail "a read-only /tmp: $(cat ro.err)"
fi
# -save-temps: one note, and otherwise what plain gcc does.
mkdir plain wrapped
(cd plain && gcc -save-temps -c ../h.c 2>../plain.err)
(cd wrapped && QRINTF_REPORT=1 "$QRINTF" gcc -save-temps -c ../h.c 2>../wrapped.err)
[ "$(cat wrapped.err)" = "../h.c:1:1: note: qrintf: ran the command unchanged: -save-temps" ] ||
    fail "-save-temps: $(cat wrapped.err)"
same_file plain/h.o wrapped/h.o "-save-temps"
same_file plain/h.i wrapped/h.i "-save-temps"
# Source from stdin: no file to point at, so qrintf's own prefix.
QRINTF_REPORT=1 "$QRINTF" gcc -x c -c - -o stdin.o <h.c 2>stdin.err || fail "stdin: the compile failed"
[ "$(cat stdin.err)" = "qrintf: note: ran the command unchanged: input from stdin" ] ||
    fail "stdin: $(cat stdin.err)"
# Commands that make no code, or compile no source, lose nothing and say nothing.
for args in "--version" "-M h.c" "-fsyntax-only h.c" "good.o -o prog"; do
    QRINTF_REPORT=1 "$QRINTF" gcc $args >/dev/null 2>quiet.err || fail "$args failed"
    [ ! -s quiet.err ] || fail "$args: a note: $(cat quiet.err)"
done
tmp_empty "fallbacks"
done_test

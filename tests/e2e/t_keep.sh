# QRINTF_KEEP=DIR keeps each rewritten text under DIR at its source's absolute path:
# sources of one name in different folders keep a file each, missing folders are made,
# and a failure says why.
. "$(dirname "$0")/lib.sh"
here=$(pwd -P)
mkdir a b
for d in a b; do
    printf '#include <stdio.h>\nint f(char *b, int x) { return sprintf(b, "%s:%%d", x); }\n' $d >$d/p.c
done
QRINTF_KEEP=keep/new "$QRINTF" gcc -c a/p.c -o a.o 2>a.err || fail "a/p.c: $(cat a.err)"
(cd b && QRINTF_KEEP=../keep/new "$QRINTF" gcc -c p.c -o ../b.o 2>../b.err) || fail "b/p.c: $(cat b.err)"
[ ! -s a.err ] && [ ! -s b.err ] || fail "warnings: $(cat a.err b.err)"
# Each kept text is its own source's, rewritten.
for d in a b; do
    kept=keep/new$here/$d/p.i
    other=a
    [ $d = a ] && other=b
    grep -q "\"$d:%d\"" "$kept" && ! grep -q "\"$other:%d\"" "$kept" ||
        fail "$kept is not the text of $d/p.c"
    grep -q __qrintf_at "$kept" || fail "$kept lacks the runtime"
done
[ "$(find keep -type f | wc -l)" = 2 ] || fail "kept files: $(find keep -type f)"
# A folder that cannot be made: a warning with the path and the system's reason, and
# the build goes on.
touch afile
QRINTF_KEEP=afile "$QRINTF" gcc -c a/p.c -o c.o 2>c.err || fail "a failed keep failed the build"
[ "$(cat c.err)" = "qrintf: warning: cannot keep the rewritten text of 'a/p.c' in 'afile$here/a/p.i': Not a directory" ] ||
    fail "a failed keep: $(cat c.err)"
same_file a.o c.o "the object of a build whose keep failed"
tmp_empty "keep"
done_test

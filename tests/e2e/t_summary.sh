# QRINTF_NOTES and qrintf --summary: make -j8 of files in two folders appends every note
# to one file, whole (one line each, none lost or mixed), at absolute paths, and nothing
# on stderr; the summary counts each call site once though a header and an included
# source are compiled in several files, by outcome and reason.
. "$(dirname "$0")/lib.sh"
mkdir -p proj/sub
cat >proj/util.h <<'EOC'
#include <stdio.h>
static inline int put_id(char *b, int id) { return sprintf(b, "id%d", id); }
EOC
cat >proj/shared.c <<'EOC'
static int shared_fmt(char *b, double x) { return snprintf(b, 32, "%Le|%d", (long double)x, 1); }
EOC
# f1.c ... f8.c: 19 calls rewritten, one left unchanged; f1.c and f2.c include shared.c.
for n in 1 2 3 4 5 6 7 8; do
    {
        echo '#include "util.h"'
        [ $n -le 2 ] && echo '#include "shared.c"'
        echo "int f$n(char *b, const char *fmt, int v)"
        echo '{'
        echo '    int n = sprintf(b, fmt, v);'
        seq 19 | sed "s/.*/    n += sprintf(b, \"%d:$n:&\", v);/"
        echo '    return n;'
        echo '}'
    } >proj/f$n.c
done
cat >proj/sub/s.c <<'EOC'
#include "../util.h"
int s(char *b) { return snprintf(b, 8, "%u", 7u); }
EOC
echo 'int st(char *b) { return sprintf(b, "%d", 1); }' >proj/st.c
cat >proj/Makefile <<'EOC'
OBJS = f1.o f2.o f3.o f4.o f5.o f6.o f7.o f8.o st.o
all: $(OBJS) sub/s.o
st.o: st.c
	$(CC) -save-temps -c st.c
sub/s.o: sub/s.c
	cd sub && $(CC) -c s.c
EOC
QRINTF_NOTES=$SCRATCH/notes.txt make -s -j8 -C proj CC="$QBIN/qrintf-gcc" >make.log 2>&1 ||
    fail "make -j8 failed: $(cat make.log)"
grep -q 'qrintf' make.log && fail "QRINTF_NOTES alone printed notes: $(grep qrintf make.log | head -3)"
# 8 of util.h (one per f*.c) and 1 from sub/s.c, 8 * 20 of f*.c, 2 of shared.c, 1 of s.c,
# 1 for the command with -save-temps.
[ "$(wc -l <notes.txt)" = 173 ] || fail "notes.txt has $(wc -l <notes.txt) lines, not 173"
grep -v "^$SCRATCH/proj/[a-z0-9/]*\.[ch]:[0-9]*:[0-9]*: note: qrintf: [a-z]" notes.txt >bad.txt &&
    fail "notes that are not whole, or not at an absolute path: $(head -3 bad.txt)"
[ "$(grep -c "^$SCRATCH/proj/util.h:2:" notes.txt)" = 9 ] ||
    fail "util.h's call is not noted once per compile that includes it: $(grep util.h notes.txt)"
run_to sum "$QRINTF" --summary notes.txt
[ "$(cat sum.rc)" = 0 ] && [ ! -s sum.err ] || fail "--summary: status $(cat sum.rc): $(cat sum.err)"
# Distinct sites: util.h 1, f*.c 160, shared.c 1, s.c 1; files: util.h, f1-8, shared.c, s.c.
for line in 'qrintf: 173 notes, 163 distinct call sites in 11 files' \
    'rewritten  *154' 'partially rewritten  *1' '  *1  %Le by libc' 'left unchanged  *8' \
    '  *8  [a-z]' 'commands run unchanged  *1' '  *1  -save-temps'; do
    grep -q "^$line" sum.out || fail "--summary does not say '$line': $(cat sum.out)"
done
# A file that cannot be read, and a file that cannot be written, are said.
run_to none "$QRINTF" --summary missing.txt
[ "$(cat none.rc)" = 1 ] && grep -q "cannot read 'missing.txt'" none.err ||
    fail "--summary of a missing file: status $(cat none.rc): $(cat none.err)"
QRINTF_NOTES=$SCRATCH/no/such/dir/notes.txt "$QRINTF" gcc -c proj/sub/s.c -o s.o 2>unwritable.err ||
    fail "an unwritable QRINTF_NOTES failed the compile"
grep -q "qrintf: warning: cannot append the notes to '$SCRATCH/no/such/dir/notes.txt'" unwritable.err ||
    fail "an unwritable QRINTF_NOTES is not said: $(cat unwritable.err)"
tmp_empty "summary"
done_test

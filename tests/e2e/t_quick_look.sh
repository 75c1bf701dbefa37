# The quick look (src/drv_scan.c) sends a source that cannot call a rewritten function
# straight to the compiler, with no preprocess step of qrintf's: calls in a group that
# nothing can turn on (#if 0, or #ifdef of a name that neither -D nor a #define of the
# user's defines) count as none, in the source and in a header's macros. With the names
# defined, the same calls are rewritten, and the program prints what its plain build prints.
. "$(dirname "$0")/lib.sh"
mkdir inc
cat >inc/log.h <<'EOC'
#ifdef TRACE
#define LOG(args) fprintf args
#else
#define LOG(args) ((void)0)
#endif
EOC
cat >q.c <<'EOC'
#include <stdio.h>
#include "log.h"
int main(int argc, char **argv)
{
    char b[32];
#ifdef DEBUG
    sprintf(b, "%d args", argc);
    puts(b);
#endif
#if 0
    snprintf(b, sizeof b, "%s", argv[0]);
#endif
    LOG((stdout, "argc %d\n", argc));
    (void)argv;
    (void)b;
    return 0;
}
EOC
for cc in $C_COMPILERS; do
    for opt in -O0 -O2; do
        "$cc" $opt -Iinc -c q.c -o plain.o || fail "$cc $opt: the plain compile failed"
        QRINTF_VERBOSE=1 "$QRINTF" "$cc" $opt -Iinc -c q.c -o ours.o 2>verbose.txt ||
            fail "$cc $opt: the compile through qrintf failed"
        ! grep -q '/qrintf\.' verbose.txt || fail "$cc $opt: a step ran: $(cat verbose.txt)"
        same_file plain.o ours.o "$cc $opt: object"
        same_build "$cc $opt -DDEBUG -DTRACE" "$cc" $opt -DDEBUG -DTRACE -Iinc q.c
        reported "$cc $opt -DDEBUG" 'q\.c:7:.*rewrote sprintf "%d args"'
        reported "$cc $opt -DTRACE" 'q\.c:13:.*rewrote fprintf "argc %d\\n"'
    done
done
tmp_empty "quick look"
done_test

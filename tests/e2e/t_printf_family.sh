#!/bin/sh
# printf, fprintf and dprintf (and __printf_chk ... under _FORTIFY_SOURCE) are rewritten,
# and write what the C library writes: fixtures/printf/streams.c, built plainly and
# through qrintf with gcc and clang at -O0, -O2 and -O2 -D_FORTIFY_SOURCE=2, runs each
# scenario with stdout and stderr to a pipe and to a file: stdout, stderr and the log of
# results, errno and error indicators are the same bytes. Full, line and unbuffered
# stdout; fmemopen, open_memstream; /dev/full, a pipe with no reader (SIGPIPE ignored),
# a closed descriptor, a read-only stream; a wide-oriented stream, a stream already in
# error; a count past INT_MAX; lines from four threads at once, each whole. The
# rewritten calls of the `fast` scenario never call the C library's printf family; calls
# the compiler makes puts, putchar or fwrite of are left alone, and the report says why;
# the runtime adds no diagnostic in any -std; -fno-builtin-printf and a file's own
# fprintf leave those calls alone.
. "$(dirname "$0")/lib.sh"
cp "$E2E_DIR/fixtures/printf/streams.c" streams.c
cp streams.c streams.cc

# A preloaded library in which the printf family ends the program (status 97).
cat >pftrap.c <<'EOC'
#include <string.h>
#include <unistd.h>
static void trapped(const char *name)
{
    ssize_t r = write(2, "trap: ", 6);
    r += write(2, name, strlen(name));
    r += write(2, " was called\n", 12);
    _exit(97 + 0 * (int)r);
}
int printf(const char *f, ...) { (void)f; trapped("printf"); return 0; }
int fprintf(void *s, const char *f, ...) { (void)s; (void)f; trapped("fprintf"); return 0; }
int dprintf(int d, const char *f, ...) { (void)d; (void)f; trapped("dprintf"); return 0; }
int __printf_chk(int l, const char *f, ...) { (void)l; (void)f; trapped("__printf_chk"); return 0; }
int __fprintf_chk(void *s, int l, const char *f, ...) { (void)s; (void)l; (void)f; trapped("__fprintf_chk"); return 0; }
int __dprintf_chk(int d, int l, const char *f, ...) { (void)d; (void)l; (void)f; trapped("__dprintf_chk"); return 0; }
EOC
gcc -shared -fPIC -O2 pftrap.c -o libpftrap.so || fail "the trap library does not build"

# run_in DIR PROGRAM SCENARIO [MODE] HOW: runs the scenario in DIR, stdout and stderr to
# files (HOW = file) or through pipes (HOW = pipe).
run_in() {
    r_dir=$1 r_prog=$2 r_how=$5
    rm -rf "$r_dir" && mkdir "$r_dir"
    if [ "$r_how" = pipe ]; then
        (cd "$r_dir" && { { "../$r_prog" $3 $4 2>&1 1>&3 | cat >err.txt; } 3>&1 | cat >out.txt; })
    else
        (cd "$r_dir" && "../$r_prog" $3 $4 >out.txt 2>err.txt)
    fi
}

# same_scenario TAG SCENARIO [MODE]: plain and ours agree in it, through pipes and files.
same_scenario() {
    for how in pipe file; do
        run_in p plain "$2" "$3" $how
        run_in q ours "$2" "$3" $how
        for f in out.txt err.txt "$2.log"; do
            same_file "p/$f" "q/$f" "$1: $2 $3 ($how)"
        done
    done
}

scenarios() {  # scenarios TAG
    for s in stdout memory errors orientation; do same_scenario "$1" $s; done
    run_in p plain threads "" pipe
    run_in q ours threads "" pipe
    sort p/out.txt >p.sorted
    sort q/out.txt >q.sorted
    [ "$(wc -l <p.sorted)" = 8000 ] || fail "$1: threads: $(wc -l <p.sorted) lines, not 8000"
    same_file p.sorted q.sorted "$1: threads: the lines (sorted)"
    for m in full line none; do same_scenario "$1" buffering $m; done
    run_in q ours fast "" file
    LD_PRELOAD=$SCRATCH/libpftrap.so ./ours fast >trap.out 2>trap.err ||
        fail "$1: a rewritten call called the C library: $(cat trap.err)"
}

for cc in $C_COMPILERS; do
    for opt in -O0 -O2 "-O2 -D_FORTIFY_SOURCE=2"; do
        same_build "$cc $opt" "$cc" $opt -Wall -Wextra -pthread streams.c
        for f in 'rewrote printf "%s: %d %u %x %5.2f \[%-6s\] %c\\n"' 'rewrote fprintf "to stderr %d %s\\n"' \
                 'rewrote dprintf "dprintf %d to fd 1\\n"' 'rewrote printf "100%%\\n"' \
                 'rewrote printf "a literal, no newline"' 'rewrote dprintf "dprintf literal\\n"' \
                 'rewrote fprintf "wide 100%%\\n"' \
                 'left printf unchanged: the compiler calls puts or putchar' \
                 'left fprintf unchanged: the compiler calls fwrite, fputs or fputc'; do
            reported "$cc $opt" "$f"
        done
        [ -x ours ] && scenarios "$cc $opt"
    done
    same_build "$cc -O2 (overflow)" "$cc" -O2 -pthread streams.c
    same_scenario "$cc -O2" overflow
done
for cc in $CXX_COMPILERS; do
    same_build "$cc -O2" "$cc" -O2 -Wall -Wextra -pthread streams.cc
    reported "$cc -O2" 'rewrote fprintf "%d:%s;"'
    [ -x ours ] && scenarios "$cc -O2"
done

# With glibc's <stdio.h> the runtime reads the error indicator in place (what the
# scenarios above ran); a file that declares what it uses itself, without the header, gets
# the C library's ferror_unlocked, and the same results on an unbuffered /dev/full (the
# programs' output, compared by same_build). The rewritten texts are kept without the cache
# of compiled converters, so that they hold the runtime.
cat >nohdr.c <<'EOC'
typedef struct _IO_FILE FILE;
extern FILE *stdout;
FILE *fopen(const char *, const char *);
int setvbuf(FILE *, char *, int, unsigned long);
int fprintf(FILE *, const char *, ...);
int ferror(FILE *);
int *__errno_location(void);
int main(void)
{
    FILE *f = fopen("/dev/full", "w");
    int a, b;
    if (!f || setvbuf(f, 0, 2 /* _IONBF */, 0))
        return 2;
    a = fprintf(f, "<%d>", 42);
    b = fprintf(f, "<%d>", 43);
    fprintf(stdout, "%d %d %d %d\n", a, b, *__errno_location(), ferror(f) != 0);
    return 0;
}
EOC
here=$(pwd -P)
for cc in $C_COMPILERS; do
    rm -rf keep
    QRINTF_CACHE_DIR= QRINTF_KEEP=$SCRATCH/keep "$QRINTF" "$cc" -O2 -c streams.c -o s.o || fail "$cc: streams.c does not build"
    grep -q 'enum { __QRINTF_GLIBC_FILE = 1 };' "keep$here/streams.i" ||
        fail "$cc: glibc's <stdio.h> does not get the error indicator read in place"
    same_build "$cc -O2 (no <stdio.h>)" "$cc" -O2 nohdr.c
    reported "$cc -O2 (no <stdio.h>)" 'rewrote fprintf "<%d>"'
    QRINTF_CACHE_DIR= QRINTF_KEEP=$SCRATCH/keep "$QRINTF" "$cc" -O2 -c nohdr.c -o n.o || fail "$cc: nohdr.c does not build"
    grep -q 'enum { __QRINTF_GLIBC_FILE = 0 };' "keep$here/nohdr.i" ||
        fail "$cc: a file without <stdio.h> gets the error indicator read in place"
done

# No warning of the runtime's in any -std, C or C++, under -pedantic: the diagnostics
# are the plain build's.
same_warnings() {  # same_warnings CC STD SOURCE
    "$1" -std=$2 -O2 -Wall -Wextra -pedantic -c "$3" -o s.o 2>plain.txt
    "$QRINTF" "$1" -std=$2 -O2 -Wall -Wextra -pedantic -c "$3" -o s.o 2>ours.txt
    same_file plain.txt ours.txt "$1 -std=$2 -pedantic: diagnostics"
}
for std in c89 c99 c11 c2x; do
    for cc in $C_COMPILERS; do same_warnings "$cc" $std streams.c; done
done
for std in c++98 c++11 c++20; do
    for cc in $CXX_COMPILERS; do same_warnings "$cc" $std streams.cc; done
done

# -fno-builtin-printf and a file's own fprintf leave those calls alone.
printf '#include <stdio.h>\nint main(void) { return printf("%%d\\n", 1) != 2; }\n' >nb.c
QRINTF_REPORT=1 "$QRINTF" gcc -O2 -fno-builtin-printf nb.c -o nb 2>nb.txt || fail "-fno-builtin-printf: build failed"
grep -q 'left printf unchanged: the command says' nb.txt || { fail "-fno-builtin-printf: printf rewritten"; cat nb.txt; }
printf '#include <stdio.h>\n#include <stdarg.h>\nint fprintf(FILE *f, const char *s, ...) { (void)f; (void)s; return 7; }\nint main(void) { return fprintf(stdout, "%%d\\n", 1) != 7; }\n' >own.c
QRINTF_REPORT=1 "$QRINTF" gcc -O2 own.c -o own 2>own.txt || fail "own fprintf: build failed"
grep -q 'left fprintf unchanged: the file defines its own' own.txt || { fail "own fprintf: rewritten"; cat own.txt; }
./own || fail "own fprintf: the file's fprintf was not called"
done_test

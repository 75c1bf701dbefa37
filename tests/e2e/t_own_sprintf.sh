# A sprintf or snprintf that is not the C library's is never rewritten, and the report
# says why: a block-scope function pointer, a parameter, a file's own static or external
# definition (without <stdio.h>). A #define to another name and a macro that wraps the
# call change nothing. A file's own function named write, static or external, is not
# what a rewritten dprintf writes with, as it is not what glibc's does. Plain and qrintf
# builds agree in status, diagnostics and output (gcc, clang; -O0, -O2).
. "$(dirname "$0")/lib.sh"
cat >block.c <<'EOC'
#include <stdio.h>
static int mine(char *b, const char *f, ...) { (void)f; return sprintf(b, "mine"); }
int main(void)
{
    char b[16];
    int (*sprintf)(char *, const char *, ...) = mine;
    int n = sprintf(b, "%d", 42);
    printf("%s %d\n", b, n);
    return 0;
}
EOC
cat >param.c <<'EOC'
#include <stdio.h>
typedef int fmt_fn(char *, size_t, const char *, ...);
static int mine(char *b, size_t n, const char *f, ...) { (void)f; return snprintf(b, n, "mine"); }
static void use(fmt_fn snprintf, char *b) { printf("%d ", snprintf(b, 16, "%d", 42)); }
int main(void)
{
    char b[16];
    use(mine, b);
    puts(b);
    return 0;
}
EOC
cat >static.c <<'EOC'
int puts(const char *);
static int sprintf(char *b, const char *f, ...) { (void)f; b[0] = 'M'; b[1] = 0; return 1; }
int main(void)
{
    char b[16];
    sprintf(b, "%d", 42);
    return puts(b) < 0;
}
EOC
cat >extern.c <<'EOC'
int puts(const char *);
int sprintf(char *, const char *, ...);
int main(void)
{
    char b[16];
    sprintf(b, "%d", 42);
    return puts(b) < 0;
}
int sprintf(char *b, const char *f, ...) { (void)f; b[0] = 'E'; b[1] = 0; return 1; }
EOC
cat >define.c <<'EOC'
#include <stdio.h>
static int my_sprintf(char *b, const char *f, int v) { (void)f; return sprintf(b, "my %d", v); }
#define sprintf my_sprintf
int main(void)
{
    char b[16];
    sprintf(b, "%d", 42);
    return puts(b) < 0;
}
EOC
cat >wrap.c <<'EOC'
#include <stdio.h>
#define SHOW(b, v) sprintf(b, "<%d>", v)
int main(int argc, char **argv)
{
    char b[16];
    (void)argv;
    SHOW(b, argc + 41);
    return puts(b) < 0;
}
EOC
cat >ownwrite.c <<'EOC'
#include <stdio.h>
static int lines;
static void write(const char *s) { lines++; fputs(s, stdout); }
int main(int argc, char **argv)
{
    int r;
    (void)argv;
    write("own write\n");
    fflush(stdout);
    r = dprintf(1, "dprintf %d\n", argc + 41);
    printf("%d %d\n", r, lines);
    return 0;
}
EOC
cat >extwrite.c <<'EOC'
#include <stdio.h>
long write(int fd, const void *p, unsigned long n);
long write(int fd, const void *p, unsigned long n)
{
    (void)p;
    fprintf(stderr, "own write(%d, %lu)\n", fd, n);
    return (long)n;
}
int main(int argc, char **argv)
{
    (void)argv;
    return dprintf(2, "dprintf %s %d\n", "x", argc) < 0;
}
EOC
for opt in -O0 -O2; do
    for cc in $C_COMPILERS; do
        tag="$cc $opt"
        same_build "$tag block" "$cc" $opt -Wall block.c
        reported "$tag block" 'block\.c:7:.*left sprintf unchanged: the name is declared other than'
        same_build "$tag param" "$cc" $opt -Wall param.c
        reported "$tag param" 'param\.c:4:.*left snprintf unchanged: the name is declared other than'
        same_build "$tag static" "$cc" $opt static.c
        reported "$tag static" 'left sprintf unchanged: the file declares a static function'
        same_build "$tag extern" "$cc" $opt extern.c
        reported "$tag extern" 'left sprintf unchanged: the file defines its own function'
        same_build "$tag define" "$cc" $opt -Wall define.c
        grep -q 'define\.c:7:' ours.report && fail "$tag define: my_sprintf was reported"
        same_build "$tag wrap" "$cc" $opt -Wall wrap.c
        reported "$tag wrap" 'wrap\.c:7:.*rewrote sprintf "<%d>"'
        same_build "$tag ownwrite" "$cc" $opt -Wall ownwrite.c
        reported "$tag ownwrite" 'ownwrite\.c:10:.*rewrote dprintf'
        same_build "$tag extwrite" "$cc" $opt -Wall extwrite.c
        reported "$tag extwrite" 'extwrite\.c:12:.*rewrote dprintf'
    done
done
done_test

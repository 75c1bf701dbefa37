# A result longer than INT_MAX: snprintf returns -1 and sets errno to EOVERFLOW, and
# leaves the same bytes in the buffer, through qrintf as plainly (gcc, clang, C and C++,
# with and without _FORTIFY_SOURCE); a call that fits leaves errno alone.
. "$(dirname "$0")/lib.sh"
cat >overflow.c <<'EOC'
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

static void show(const char *what, int r, const char *b, size_t n)
{
    printf("%s: %d errno %d:", what, r, errno);
    for (size_t i = 0; i < n; i++)
        printf(" %02x", (unsigned char)b[i]);
    printf("\n");
}

int main(int argc, char **argv)
{
    char b[8];
    int r;
    (void)argv;
    memset(b, 'x', sizeof b);
    errno = 0;
    r = snprintf(b, 4, "%*d%*d", INT_MAX - 5, 1, 10, 2);
    show("over", r, b, sizeof b);
    memset(b, 'x', sizeof b);
    errno = 0;
    r = snprintf(b, 4, "%*d", INT_MAX, argc);
    show("INT_MAX", r, b, sizeof b);
    errno = 0;
    r = snprintf(NULL, 0, "%*d%s", INT_MAX, argc, "ab");
    show("null", r, b, 0);
    return 0;
}
EOC
cp overflow.c overflow.cc
for opt in -O0 -O2 "-O2 -D_FORTIFY_SOURCE=2"; do
    for cc in $C_COMPILERS; do
        same_build "$cc $opt" "$cc" $opt overflow.c
        reported "$cc $opt" 'rewrote snprintf "%\*d%\*d"'
    done
    for cc in $CXX_COMPILERS; do same_build "$cc $opt" "$cc" $opt overflow.cc; done
done
grep -q '^over: -1 errno 75: 20 20 20 00 78' plain.out ||
    { fail "the plain program did not fail with EOVERFLOW:"; cat plain.out; }
done_test

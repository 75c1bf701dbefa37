# A result longer than INT_MAX: snprintf returns -1 and sets errno to EOVERFLOW, and
# leaves the same bytes in the buffer, through qrintf as plainly (gcc, clang, C and C++,
# with and without _FORTIFY_SOURCE). Each such call pads 2 GB, which takes the C library
# a second or two: the program makes one.
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
    errno = 0;
    r = snprintf(b, 4, "%d", argc);
    show("fits", r, b, sizeof b);
    return 0;
}
EOC
cp overflow.c overflow.cc
for cc in $C_COMPILERS; do
    for opt in -O0 "-O2 -D_FORTIFY_SOURCE=2"; do
        same_build "$cc $opt" "$cc" $opt overflow.c
        reported "$cc $opt" 'rewrote snprintf "%\*d%\*d"'
    done
done
for cc in $CXX_COMPILERS; do same_build "$cc -O2" "$cc" -O2 overflow.cc; done
grep -q '^over: -1 errno 75: 20 20 20 00 78' plain.out ||
    { fail "the plain program did not fail with EOVERFLOW:"; cat plain.out; }
done_test

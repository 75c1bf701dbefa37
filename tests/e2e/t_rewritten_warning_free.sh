# The rewritten text is itself warning-free under -Wall -Wextra, at -O0 and -O2, with
# gcc and clang, with and without _FORTIFY_SOURCE: no plain compile of the source
# follows it to find the diagnostics (QRINTF_VERBOSE shows none), which would double
# the file's compile. gcc 12 warned of two things the plain calls do not have: a
# pointer to a stream text's end, passed as a const char *, taken for a read of a byte
# not written (-Wmaybe-uninitialized, where a printf call was inlined), and the C
# library's call made for a destination pointer that the measuring found null
# (-Wformat-truncation, "null destination pointer").
. "$(dirname "$0")/lib.sh"
cat >w.c <<'EOC'
#include <stdio.h>
#include <unistd.h>
static void show(int kind, int v)
{
    switch (kind) {
    case 0:
        printf("nil");
        break;
    case 1:
        printf("%d", v);
        break;
    case 2:
        fprintf(stdout, "<%s>", "t");
        break;
    default:
        fflush(stdout);
        dprintf(1, "[%d]", v);
        break;
    }
}
int format(char *b, long long v)
{
    return snprintf(b, 44, "%lld", v) + sprintf(b, "%d", (int)v);
}
int main(int argc, char **argv)
{
    char b[44];
    (void)argv;
    for (int k = 0; k < 4; k++)
        show(k, argc);
    return format(b, argc) - 2;
}
EOC
for cc in $C_COMPILERS; do
    for opt in -O0 -O2 "-O2 -D_FORTIFY_SOURCE=2"; do
        same_build "$cc $opt -Wall -Wextra" "$cc" $opt -Wall -Wextra w.c
        reported "$cc $opt" 'w\.c:7:.*rewrote printf "nil"'
        reported "$cc $opt" 'w\.c:17:.*rewrote dprintf "\[%d\]"'
        reported "$cc $opt" 'w\.c:23:.*rewrote snprintf "%lld"'
        QRINTF_VERBOSE=1 "$QRINTF" "$cc" $opt -Wall -Wextra -c w.c -o w.o 2>verbose.txt
        ! grep -q 'ref\.o' verbose.txt || fail "$cc $opt: the rewritten text warned: $(cat verbose.txt)"
    done
done
# Where the converters' C stays in the file (no cache here; also -Os, -flto, sanitizers),
# gcc inlines them into the formats' functions and warned where the floating-point
# texts' lengths and prefixes, set only on success, are read only after it (found by
# fuzz_compile): -Wmaybe-uninitialized, -Wstringop-overflow, -Warray-bounds.
cat >f.c <<'EOC'
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
void sink(char *);
int g0(void)
{
    char buf[256];
    sink(buf);
    return snprintf(&buf[2], sizeof buf - 2, "b\t%-+1e%3La9?-:%-la|=9| %5c\t-/?", 1.5, 1.5L, -0.0, 'x');
}
int g1(double d)
{
    char buf[256];
    sink(buf);
    return snprintf(&buf[2], sizeof buf - 2, "a\" %018G%+0Lg%-22eZ_", 1.5, (long double)d, 1.5);
}
int g2(uintmax_t um, ptrdiff_t pd)
{
    char buf[160];
    sink(buf);
    return sprintf(&buf[2], "%9.jx% .5ziZ%- 13g\tZ%lA%%|", um, pd, -0.0, -0.0);
}
EOC
for cc in $C_COMPILERS "g++ -x c++"; do
    QRINTF_CACHE_DIR= QRINTF_VERBOSE=1 "$QRINTF" $cc -O2 -Wall -Wextra -c f.c -o f.o 2>verbose.txt ||
        fail "$cc: converters in the file: the compile failed: $(cat verbose.txt)"
    ! grep -q 'ref\.o' verbose.txt || fail "$cc: converters in the file: the rewritten text warned"
done
tmp_empty "rewritten text warning-free"
done_test

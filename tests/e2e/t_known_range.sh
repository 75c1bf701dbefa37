# What the compiler knows of a value picks the decimal code (gcc and clang, -O2): %u and
# %d of a value below 2^16 (a mask of 0xffff, an unsigned short) take the 16-bit kernel
# inline; %lu and %zu of one that fits 32 bits (an unsigned, a mask, an unsigned short)
# the 32-bit kernel; %llu of any value the 64-bit kernel, and %ld of a mask the 64-bit
# converter (the signed 64-bit ones do not ask: runtime/int.h says what asking costs).
# Each function's calls are read from its relocations, and the program prints every
# function's text of values where digit counts and signs change, the same bytes and
# return values as the plain build.
. "$(dirname "$0")/lib.sh"

cat >range.c <<'EOF'
#include <stddef.h>
#include <stdio.h>
int u16_lu(char *b, unsigned long x) { return snprintf(b, 32, "a%lu", x & 0xffff); }
int u16_zu(char *b, unsigned short x) { return snprintf(b, 32, "b%zu", (size_t)x); }
int u16_u(char *b, unsigned x) { return snprintf(b, 32, "c%u", x & 0xffff); }
int u16_d(char *b, int x) { return snprintf(b, 32, "d%d", x & 0xffff); }
int u16_ld(char *b, long x) { return snprintf(b, 32, "e%ld", x & 0xffff); }
int u32_lu(char *b, unsigned x) { return snprintf(b, 32, "f%lu", (unsigned long)x); }
int u64_llu(char *b, unsigned long long x) { return snprintf(b, 32, "i%llu", x); }
EOF
cat >main.c <<'EOF'
#include <stdio.h>
int u16_lu(char *, unsigned long), u16_zu(char *, unsigned short), u16_u(char *, unsigned),
    u16_d(char *, int), u16_ld(char *, long), u32_lu(char *, unsigned),
    u64_llu(char *, unsigned long long);
int main(void)
{
    char b[32];
    unsigned long long p, v;
    int d;
    for (p = 1; p && p <= 10000000000000000000ull; p = p * 10 > p ? p * 10 : 0)
        for (d = -2; d <= 2; d++) {
            v = p + (unsigned long long)d;
            printf("%d %s\n", u16_lu(b, (unsigned long)v), b);
            printf("%d %s\n", u16_zu(b, (unsigned short)v), b);
            printf("%d %s\n", u16_u(b, (unsigned)v), b);
            printf("%d %s\n", u16_d(b, (int)v), b);
            printf("%d %s\n", u16_ld(b, (long)v), b);
            printf("%d %s\n", u32_lu(b, (unsigned)v), b);
            printf("%d %s\n", u64_llu(b, v), b);
            printf("%d %s\n", u64_llu(b, ~v), b);
        }
    return 0;
}
EOF

# calls OBJ FUNCTION: the functions FUNCTION calls, by relocation, without the converters'
# hash suffix, one line.
calls() {
    objdump -dr "$1" | awk -v f="<$2>:" '/^[0-9a-f]+ </ { on = $2 == f }
        on && /R_X86_64_PLT32/ { sub(/\..*/, "", $3); sub(/-0x4$/, "", $3); print $3 }' | sort -u | tr '\n' ' '
}

# expect_calls CC FUNCTION CALLS: FUNCTION's calls are exactly CALLS.
expect_calls() {
    got=$(calls range.o "$2")
    [ "$got" = "$3" ] || fail "$1: $2 calls '$got', not '$3'"
}

for cc in $C_COMPILERS; do
    "$QRINTF" "$cc" -O2 -c range.c -o range.o || { fail "$cc: range.c did not build"; continue; }
    expect_calls "$cc" u16_u ""
    expect_calls "$cc" u16_d ""
    for f in u16_lu u16_zu u32_lu; do expect_calls "$cc" $f "__qrintf_udec32 "; done
    expect_calls "$cc" u16_ld "__qrintf_i64k "
    expect_calls "$cc" u64_llu "__qrintf_udec "
    same_build "$cc -O2" "$cc" -O2 range.c main.c
    [ "$(wc -l <plain.out)" = 800 ] || fail "$cc: the plain program printed $(wc -l <plain.out) lines, not 800"
done
done_test

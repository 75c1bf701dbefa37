/* float_tables.c: prints the tables of runtime/float.h, which holds them between the lines
 * "float_tables: begin" and "float_tables: end"; `make tables` puts them there and `make
 * check-tables` fails when the two differ. Exact big-integer arithmetic, so that every
 * entry is the floor of the value it stands for.
 *
 * __qrintf_fp_p5[r] is 5^r for r in 0..26 (5^26 < 2^61). __qrintf_fp_p5big[q + 12] is
 * 5^(27q), for q in -12..12, as the floor of its 128 most significant bits: hi and lo
 * words of F in [2^127, 2^128) with F <= 5^(27q) * 2^-g < F + 1 for some integer g. Those
 * 25 rows and the 27 small powers give 5^s for every s in -324..350 (float.h multiplies
 * one row by one small power), the range of decimal scalings a double needs for up to
 * 17 significant digits. __qrintf_fp_p5near[k + 32] is 5^k in the same form for k in
 * -32..31, the scalings of values from about 10^-30 to 10^30, which then need no
 * multiplication to make their power. 1,640 bytes in all. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LIMBS = 64, QMIN = -12, QMAX = 12, STEP = 27, DMIN = -32, DMAX = 31 }; /* 5^324 < 2^753 */

typedef struct big {
    uint32_t w[LIMBS]; /* little-endian 32-bit limbs */
} big;

static void big_set(big *a, uint32_t v)
{
    memset(a, 0, sizeof *a);
    a->w[0] = v;
}

static void big_mul(big *a, uint32_t f)
{
    uint64_t c = 0;
    for (int i = 0; i < LIMBS; i++) {
        c += (uint64_t)a->w[i] * f;
        a->w[i] = (uint32_t)c;
        c >>= 32;
    }
}

static int big_bits(const big *a)
{
    for (int i = LIMBS - 1; i >= 0; i--)
        for (int b = 31; b >= 0; b--)
            if (a->w[i] >> b & 1)
                return 32 * i + b + 1;
    return 0;
}

static int big_bit(const big *a, int i)
{
    return i >= 0 && i < 32 * LIMBS ? (int)(a->w[i / 32] >> (i % 32) & 1) : 0;
}

/* a >= b */
static int big_ge(const big *a, const big *b)
{
    for (int i = LIMBS - 1; i >= 0; i--)
        if (a->w[i] != b->w[i])
            return a->w[i] > b->w[i];
    return 1;
}

static void big_sub(big *a, const big *b)
{
    uint64_t borrow = 0;
    for (int i = 0; i < LIMBS; i++) {
        uint64_t d = (uint64_t)a->w[i] - b->w[i] - borrow;
        a->w[i] = (uint32_t)d;
        borrow = d >> 63;
    }
}

/* 2a + bit */
static void big_twice(big *a, int bit)
{
    for (int i = LIMBS - 1; i > 0; i--)
        a->w[i] = a->w[i] << 1 | a->w[i - 1] >> 31;
    a->w[0] = a->w[0] << 1 | (uint32_t)bit;
}

static void big_pow5(big *a, int k)
{
    big_set(a, 1);
    while (k-- > 0)
        big_mul(a, 5);
}

/* The 128 most significant bits of 5^k, k >= 0, truncated. */
static void top128(int k, uint64_t *hi, uint64_t *lo)
{
    big a;
    big_pow5(&a, k);
    int n = big_bits(&a);
    *hi = *lo = 0;
    for (int i = 0; i < 128; i++) {
        int bit = big_bit(&a, n - 1 - i);
        if (i < 64)
            *hi = *hi << 1 | (uint64_t)bit;
        else
            *lo = *lo << 1 | (uint64_t)bit;
    }
}

/* floor(2^(n + 127) / 5^k) for k > 0, n the bit length of 5^k: in (2^127, 2^128), by long
 * division, one quotient bit at a time. */
static void recip128(int k, uint64_t *hi, uint64_t *lo)
{
    big d, r;
    big_pow5(&d, k);
    big_set(&r, 0);
    int n = big_bits(&d);
    *hi = *lo = 0;
    for (int i = 0; i <= n + 127; i++) {
        big_twice(&r, i == 0);
        int bit = big_ge(&r, &d);
        if (bit)
            big_sub(&r, &d);
        *hi = *hi << 1 | *lo >> 63;
        *lo = *lo << 1 | (uint64_t)bit;
    }
}

/* The text of the table being made: its rows, before its declarations are printed. */
static char rows[1 << 14];
static size_t rows_len;

static void put(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    rows_len += (size_t)vsnprintf(rows + rows_len, sizeof rows - rows_len, fmt, ap);
    va_end(ap);
    if (rows_len >= sizeof rows) {
        fprintf(stderr, "float_tables: a table's text does not fit %zu bytes\n", sizeof rows);
        exit(1);
    }
}

/* A 64-bit constant without a 64-bit literal, which C89 and C++98 do not have (and
 * __extension__ does not quiet g++ -m32 -std=c++98 -pedantic about). */
static void put_u64(uint64_t v)
{
    put("(__qrintf_ull)0x%08lxu << 32 | 0x%08lxu", (unsigned long)(v >> 32), (unsigned long)(v & 0xffffffffu));
}

/* Prints the table name[dims] of the rows made, as a weak, hidden definition whose
 * symbol is named after its text (FNV-1a): an object that a qrintf of other tables made,
 * linked into the same program (a build not redone since), keeps its own and never
 * reads these. */
static void print_table(const char *name, const char *dims)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < strlen(dims); i++)
        h = (h ^ (unsigned char)dims[i]) * 16777619u;
    for (size_t i = 0; i < rows_len; i++)
        h = (h ^ (unsigned char)rows[i]) * 16777619u;
    printf("extern const __qrintf_ull %s%s __asm__(\"%s_%08lx\") __attribute__((__visibility__(\"hidden\")));\n",
           name, dims, name, (unsigned long)h);
    printf("extern const __qrintf_ull %s%s __attribute__((__weak__));\n", name, dims);
    printf("const __qrintf_ull %s%s = {\n%.*s};\n", name, dims, (int)rows_len, rows);
    rows_len = 0;
}

/* The table name of rows F of 5^(step * i), i from lo to hi, each as hi and lo words. */
static void print_rows(const char *name, int lo, int hi, int step)
{
    char dims[32];
    for (int i = lo; i <= hi; i++) {
        uint64_t h, l;
        if (i < 0)
            recip128(-step * i, &h, &l);
        else
            top128(step * i, &h, &l);
        put("    { ");
        put_u64(h);
        put(", ");
        put_u64(l);
        put(" }%s /* 5^%d */\n", i < hi ? "," : "", step * i);
    }
    snprintf(dims, sizeof dims, "[%d][2]", hi - lo + 1);
    print_table(name, dims);
}

int main(void)
{
    uint64_t p = 1;
    for (int r = 0; r < STEP; r++, p *= 5) {
        put("    ");
        put_u64(p);
        put("%s\n", r + 1 < STEP ? "," : "");
    }
    print_table("__qrintf_fp_p5", "[27]");
    printf("\n");
    print_rows("__qrintf_fp_p5big", QMIN, QMAX, STEP);
    printf("\n");
    print_rows("__qrintf_fp_p5near", DMIN, DMAX, 1);
    return 0;
}

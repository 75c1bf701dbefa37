/* variants.c: the alternatives the runtime chose between, timed side by side.
 *  - Decimal conversion of a 32-bit value, every digit count equally likely: a digit at
 *    a time, two at a time from a table of pairs, five at a time (Jones's method: a
 *    fixed-point reciprocal multiplication, then one digit per multiplication by ten),
 *    and the runtime's __qrintf_udec (below 1000 with no branch on the length, above a
 *    branch per class of lengths, a short chain of multiplications each).
 *  - Copies of a length known only at run time, 0 to 31 bytes at random: a byte loop,
 *    memcpy, two overlapping moves of the size class's width chosen by a branch per
 *    class, and the runtime's __qrintf_put (a move per bit of the length without a
 *    branch, in a function of its own).
 * Every variant is checked before it is timed. Medians of BENCH_REPS (default 7)
 * interleaved runs; BENCH_CLOCK=cpu measures the thread's CPU time.
 *   variants TITLE [OUT.md]    OUT.md gets the tables as markdown too */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../runtime/qrintf.h"

#define INLINE static inline __attribute__((__always_inline__))
#define ESCAPE(p) __asm__ __volatile__("" : : "r"(p) : "memory")

/* N inputs, cycled through: far more than a branch predictor can learn. With 2^14 of
 * them, as in the main benchmark, this machine's predictor learned the sequence of copy
 * lengths, and branches on it looked free. The copies read from a 4 KiB source that
 * stays in the cache. */
enum { N = 1 << 20, SRC = 4096, REPS_MAX = 101, CALLS = 4000000 };

static unsigned dec_in[N];
static struct { unsigned short at, n; } copy_in[N];
static char copy_src[SRC + 32];

/* ---- decimal: digits of v at p, their number returned ----------------------------- */

INLINE unsigned dec_digit(char *p, unsigned v)
{
    unsigned n = __qrintf_ndig32(v), i = n;
    do {
        p[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (i);
    return n;
}

INLINE unsigned dec_pair(char *p, unsigned v)
{
    unsigned n = __qrintf_ndig32(v);
    char *e = p + n;
    while (v >= 100) {
        e -= 2;
        memcpy(e, __qrintf_dec_table + 4 * (100 + v % 100) + 1, 2);
        v /= 100;
    }
    if (v >= 10)
        memcpy(e - 2, __qrintf_dec_table + 4 * (100 + v) + 1, 2);
    else
        e[-1] = (char)('0' + v);
    return n;
}

/* The k digits of x < 10^k (k <= 5), leading zeros included: x / 10^(k-1) as a 24.40
 * fixed-point number, rounded up so that it is never below the true value; each digit is
 * the integer part, and the fraction times ten gives the next. The excess stays below
 * 10^5 * 2^-40 * 10^4, far less than the distance to the next integer. */
INLINE void dec_group(char *p, unsigned x, unsigned k)
{
    static const uint64_t recip[5] = {
        (1ull << 40) / 1 + 1, (1ull << 40) / 10 + 1, (1ull << 40) / 100 + 1,
        (1ull << 40) / 1000 + 1, (1ull << 40) / 10000 + 1
    };
    uint64_t f = x * recip[k - 1];
    unsigned i;
    for (i = 0; i < k; i++) {
        p[i] = (char)('0' + (f >> 40));
        f = (f & ((1ull << 40) - 1)) * 10;
    }
}

INLINE unsigned dec_five(char *p, unsigned v)
{
    unsigned n = __qrintf_ndig32(v), hi;
    if (n <= 5) {
        dec_group(p, v, n);
        return n;
    }
    hi = v / 100000;
    dec_group(p, hi, n - 5);
    dec_group(p + n - 5, v - hi * 100000, 5);
    return n;
}

INLINE unsigned dec_qrintf(char *p, unsigned v)
{
    return __qrintf_udec(p, v);
}

/* ---- copies of n < 32 bytes from s to p, n returned ----------------------------------- */

/* The empty asm keeps the compilers from turning the loop into a call to memcpy. */
INLINE unsigned copy_bytes(char *p, const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        __asm__("" : "+r"(i));
        p[i] = s[i];
    }
    return (unsigned)n;
}

INLINE unsigned copy_memcpy(char *p, const char *s, size_t n)
{
    memcpy(p, s, n);
    return (unsigned)n;
}

/* Two overlapping moves of the size class's width, a branch per class. */
INLINE unsigned copy_classes(char *p, const char *s, size_t n)
{
    if (n >= 16) {
        memcpy(p, s, 16);
        memcpy(p + n - 16, s + n - 16, 16);
    } else if (n >= 8) {
        memcpy(p, s, 8);
        memcpy(p + n - 8, s + n - 8, 8);
    } else if (n >= 4) {
        memcpy(p, s, 4);
        memcpy(p + n - 4, s + n - 4, 4);
    } else if (n >= 2) {
        memcpy(p, s, 2);
        memcpy(p + n - 2, s + n - 2, 2);
    } else if (n) {
        *p = *s;
    }
    return (unsigned)n;
}

INLINE unsigned copy_qrintf(char *p, const char *s, size_t n)
{
    return (unsigned)(__qrintf_put(p, s, n) - p);
}

/* ---- timing ------------------------------------------------------------------------- */

/* loop_NAME: CALL (with b and the input index k) in a loop; CALL returns a length. */
#define LOOP(name, call)                                                                 \
    static unsigned long long loop_##name(size_t calls)                                  \
    {                                                                                    \
        char b[32];                                                                      \
        unsigned long long sum = 0;                                                      \
        size_t i;                                                                        \
        for (i = 0; i < calls; i++) {                                                    \
            size_t k = i & (N - 1);                                                      \
            unsigned n = call;                                                           \
            ESCAPE(b);                                                                   \
            sum += n + (unsigned char)b[0];                                              \
        }                                                                                \
        return sum;                                                                      \
    }
#define DEC_LOOP(name) LOOP(name, name(b, dec_in[k]))
#define COPY_LOOP(name) LOOP(name, name(b, copy_src + copy_in[k].at, copy_in[k].n))
DEC_LOOP(dec_digit)
DEC_LOOP(dec_pair)
DEC_LOOP(dec_five)
DEC_LOOP(dec_qrintf)
COPY_LOOP(copy_bytes)
COPY_LOOP(copy_memcpy)
COPY_LOOP(copy_classes)
COPY_LOOP(copy_qrintf)

typedef unsigned long long loop_fn(size_t);
typedef struct {
    const char *label;
    loop_fn *loop;
} variant;

static const variant dec_variants[] = {
    { "a digit at a time (% 10, / 10)", loop_dec_digit },
    { "two digits at a time (table of pairs)", loop_dec_pair },
    { "five at a time (Jones: reciprocal, then x10)", loop_dec_five },
    { "__qrintf_udec (length classes)", loop_dec_qrintf },
};
static const variant copy_variants[] = {
    { "byte loop", loop_copy_bytes },
    { "memcpy", loop_copy_memcpy },
    { "a branch per size class, two moves", loop_copy_classes },
    { "__qrintf_put (a move per bit, no branch)", loop_copy_qrintf },
};
enum { NV = 4 };

static clockid_t clock_id = CLOCK_MONOTONIC;
static volatile unsigned long long sink;

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(clock_id, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Medians in med[], the variants taking turns in a rotating order. */
static void time_all(const variant *v, int reps, double *med)
{
    static double t[NV][REPS_MAX];
    int r, k;
    for (k = 0; k < NV; k++)
        sink += v[k].loop(CALLS / 10);
    for (r = 0; r < reps; r++)
        for (k = 0; k < NV; k++) {
            int i = (k + r) % NV;
            double t0 = now_ns();
            sink += v[i].loop(CALLS);
            t[i][r] = (now_ns() - t0) / CALLS;
        }
    for (k = 0; k < NV; k++) {
        qsort(t[k], (size_t)reps, sizeof t[k][0], cmp_double);
        med[k] = t[k][reps / 2];
    }
}

static void print_table(FILE *f, int md, const char *what, const variant *v, const double *med)
{
    int k;
    if (md)
        fprintf(f, "\n%s\n\n| variant | ns | vs qrintf |\n|---|--:|--:|\n", what);
    else
        fprintf(f, "\n%s\n", what);
    for (k = 0; k < NV; k++)
        fprintf(f, md ? "| %s | %.2f | %.2f |\n" : "  %-46s %6.2f ns %6.2fx\n", v[k].label, med[k],
                med[k] / med[NV - 1]);
}

/* ---- checks ------------------------------------------------------------------------- */

typedef unsigned dec_fn(char *, unsigned);
typedef unsigned copy_fn(char *, const char *, size_t);

#define DEC_ONE(name) static unsigned one_##name(char *p, unsigned v) { return name(p, v); }
#define COPY_ONE(name)                                                                   \
    static unsigned one_##name(char *p, const char *s, size_t n) { return name(p, s, n); }
DEC_ONE(dec_digit)
DEC_ONE(dec_pair)
DEC_ONE(dec_five)
DEC_ONE(dec_qrintf)
COPY_ONE(copy_bytes)
COPY_ONE(copy_memcpy)
COPY_ONE(copy_classes)
COPY_ONE(copy_qrintf)

static int check_dec(const char *label, dec_fn *f, unsigned v)
{
    char want[16], got[16];
    int n = snprintf(want, sizeof want, "%u", v);
    memset(got, 0x5a, sizeof got);
    if (f(got, v) == (unsigned)n && !memcmp(got, want, (size_t)n) && got[n] == 0x5a)
        return 1;
    fprintf(stderr, "variants: %s is wrong for %u\n", label, v);
    return 0;
}

static int check_copy(const char *label, copy_fn *f, const char *s, size_t n)
{
    char got[48];
    memset(got, 0x5a, sizeof got);
    if (f(got + 8, s, n) == n && !memcmp(got + 8, s, n) && got[7] == 0x5a && got[8 + n] == 0x5a)
        return 1;
    fprintf(stderr, "variants: %s is wrong for %zu bytes\n", label, n);
    return 0;
}

/* Every value below 10^6, a seventh of the inputs, the edges; every length at 32 offsets. */
static int check_all(void)
{
    static dec_fn *const dec[NV] = { one_dec_digit, one_dec_pair, one_dec_five, one_dec_qrintf };
    static copy_fn *const copy[NV] = { one_copy_bytes, one_copy_memcpy, one_copy_classes,
                                       one_copy_qrintf };
    static const unsigned edges[] = { 99999, 100000, 999999999, 1000000000, 4294967295u };
    int k, ok = 1;
    unsigned v;
    size_t i, n;
    for (k = 0; k < NV; k++) {
        for (v = 0; v < 1000000 && ok; v++)
            ok &= check_dec(dec_variants[k].label, dec[k], v);
        for (i = 0; i < N && ok; i += 7)
            ok &= check_dec(dec_variants[k].label, dec[k], dec_in[i]);
        for (i = 0; i < sizeof edges / sizeof *edges && ok; i++)
            ok &= check_dec(dec_variants[k].label, dec[k], edges[i]);
        for (n = 0; n < 32 && ok; n++)
            for (i = 0; i < 32 && ok; i++)
                ok &= check_copy(copy_variants[k].label, copy[k], copy_src + i, n);
    }
    return ok;
}

/* ---- main --------------------------------------------------------------------------- */

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static unsigned below(unsigned n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)((rng >> 32) * n >> 32);
}

int main(int argc, char **argv)
{
    static const unsigned p10[11] = { 0, 10, 100, 1000, 10000, 100000, 1000000, 10000000,
                                      100000000, 1000000000, 4294967295u };
    const char *title = argc > 1 ? argv[1] : "variants";
    const char *env = getenv("BENCH_REPS");
    int reps = env && atoi(env) > 0 ? atoi(env) : 7;
    double dec_med[NV], copy_med[NV];
    size_t i;
    FILE *md = NULL;
    if (reps > REPS_MAX)
        reps = REPS_MAX;
    if (getenv("BENCH_CLOCK") && !strcmp(getenv("BENCH_CLOCK"), "cpu"))
        clock_id = CLOCK_THREAD_CPUTIME_ID;
    for (i = 0; i < sizeof copy_src; i++)
        copy_src[i] = (char)('a' + below(26));
    for (i = 0; i < N; i++) {
        unsigned k = below(10), lo = p10[k], hi = p10[k + 1] - (k < 9);
        dec_in[i] = lo + below(hi - lo + 1);
        copy_in[i].n = (unsigned short)below(32);
        copy_in[i].at = (unsigned short)below(SRC);
    }
    if (!check_all())
        return 1;
    time_all(dec_variants, reps, dec_med);
    time_all(copy_variants, reps, copy_med);
    printf("\n%s: ns per call (median of %d)\n", title, reps);
    print_table(stdout, 0, "decimal conversion, 1 to 10 digits at random:", dec_variants, dec_med);
    print_table(stdout, 0, "copies of 0 to 31 bytes at random:", copy_variants, copy_med);
    if (argc > 2 && !(md = fopen(argv[2], "w"))) {
        perror(argv[2]);
        return 1;
    }
    if (md) {
        fprintf(md, "### Building blocks, %s\n", title);
        print_table(md, 1, "Decimal conversion, 1 to 10 digits at random:", dec_variants, dec_med);
        print_table(md, 1, "Copies of 0 to 31 bytes at random:", copy_variants, copy_med);
        if (fclose(md))
            return 1;
    }
    return 0;
}

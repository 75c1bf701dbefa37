/* float_bench.c: ns per call of %.14g, %.17g, %g, %e and %.3f of one double, side by side
 * in one run: glibc's snprintf, {fmt} 9 (float_bench_fmt.cc, FMT_COMPILE) and the runtime's
 * __qrintf_dbl with the sign written as the generated code will write it. 2^18 doubles of
 * many decades and both signs; each variant is first checked against glibc.
 *   float_bench [REPS]      the table (REPS timings per cell, the fastest kept; default 9)
 *   float_bench one CASE    one pass of qrintf over the inputs, for callgrind
 *   float_bench share       how many of the inputs each case's fast path decides */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../tests/diff/float_base.h"
#include "../runtime/float.h"

enum { N = 1 << 18, OUT = 512 };

typedef long loop_fn(char *out, const double *in, int n);

/* The {fmt} loops, in float_bench_fmt.cc. */
loop_fn fmt_g14, fmt_g17, fmt_g, fmt_e, fmt_f3;

typedef struct bench_case {
    const char *name;
    int conv, prec;
    loop_fn *libc, *fmt, *qr;
} bench_case;

static double in[N];

/* One directive as generated code writes it into a destination that has room: the sign,
 * then the body straight after it. */
static __inline__ int qr_put(char *o, double v, int conv, int prec)
{
    __qrintf_ull bits;
    unsigned pre;
    int s, n;
    memcpy(&bits, &v, 8);
    s = (int)(bits >> 63);
    o[0] = '-';
    n = s + __qrintf_dbl(o + s, v, conv, 0, prec, '.', &pre);
    o[n] = 0;
    return n;
}

#define LOOPS(id, fmt, conv, prec)                                                   \
    static long libc_##id(char *o, const double *v, int n)                          \
    {                                                                                \
        long t = 0;                                                                  \
        for (int i = 0; i < n; i++)                                                  \
            t += snprintf(o, OUT, fmt, v[i]);                                        \
        return t;                                                                    \
    }                                                                                \
    __attribute__((__noinline__)) long qr_##id(char *o, const double *v, int n);     \
    __attribute__((__noinline__)) long qr_##id(char *o, const double *v, int n)      \
    {                                                                                \
        long t = 0;                                                                  \
        for (int i = 0; i < n; i++)                                                  \
            t += qr_put(o, v[i], conv, prec);                                        \
        return t;                                                                    \
    }
LOOPS(g14, "%.14g", 'g', 14)
LOOPS(g17, "%.17g", 'g', 17)
LOOPS(g, "%g", 'g', -1)
LOOPS(e, "%e", 'e', -1)
LOOPS(f3, "%.3f", 'f', 3)

static const bench_case cases[] = {
    { "%.14g", 'g', 14, libc_g14, fmt_g14, qr_g14 }, { "%.17g", 'g', 17, libc_g17, fmt_g17, qr_g17 },
    { "%g", 'g', -1, libc_g, fmt_g, qr_g },         { "%e", 'e', -1, libc_e, fmt_e, qr_e },
    { "%.3f", 'f', 3, libc_f3, fmt_f3, qr_f3 },
};
enum { NCASES = sizeof cases / sizeof cases[0] };

/* Varied doubles: a random significand in [1, 10), a decade in 10^-20..10^19, either sign. */
static void make_inputs(void)
{
    uint64_t s = 12345;
    for (int i = 0; i < N; i++) {
        uint64_t z = (s += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        z ^= z >> 31;
        char t[40];
        snprintf(t, sizeof t, "%c%.17fe%d", z & 1 ? '-' : '+', 1 + 9 * ((double)(z >> 11) / 9007199254740992.0),
                 (int)(z >> 1 & 63) % 40 - 20);
        in[i] = strtod(t, 0);
    }
}

/* Inputs where a variant's text is not glibc's. */
static int differences(loop_fn *fn, loop_fn *ref)
{
    char a[OUT], b[OUT];
    int bad = 0;
    for (int i = 0; i < N; i++) {
        fn(a, in + i, 1);
        ref(b, in + i, 1);
        if (strcmp(a, b) && bad++ < 3)
            printf("  %a: %s, glibc %s\n", in[i], a, b);
    }
    return bad;
}

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static volatile long sink;

static double time_loop(loop_fn *fn)
{
    static char out[OUT];
    double t0 = now_ns();
    sink += fn(out, in, N);
    return (now_ns() - t0) / N;
}

/* The share of inputs that the fast path decides, as __qrintf_dbl dispatches them. */
static void shares(void)
{
    for (int c = 0; c < NCASES; c++) {
        int fast = 0, p = cases[c].prec < 0 ? 6 : cases[c].prec;
        for (int i = 0; i < N; i++) {
            __qrintf_ull bits;
            __qrintf_fp_val v;
            __qrintf_fp_dig d;
            memcpy(&bits, &in[i], 8);
            v.m = (bits & 0xfffffffffffffu) | (__qrintf_ull)1 << 52;
            v.e2 = (int)(bits >> 52 & 0x7ff) - 1075;
            v.neg = (int)(bits >> 63);
            v.mode = 0;
            if (cases[c].conv == 'f')
                fast += __qrintf_fp_fast_f(&v, p, &d);
            else
                fast += __qrintf_fp_fast_e(&v, cases[c].conv == 'e' ? p + 1 : p, &d);
        }
        printf("%-6s fast path %.4f%%, slow path %.4f%% (%d of %d)\n", cases[c].name, 100.0 * fast / N,
               100.0 * (N - fast) / N, N - fast, N);
    }
}

static void table(int reps)
{
    double best[NCASES][3];
    for (int c = 0; c < NCASES; c++) {
        int d1 = differences(cases[c].fmt, cases[c].libc), d2 = differences(cases[c].qr, cases[c].libc);
        if (d1 || d2)
            printf("%s: %d texts of {fmt} and %d of qrintf differ from glibc's\n", cases[c].name, d1, d2);
        best[c][0] = best[c][1] = best[c][2] = 1e30;
    }
    for (int r = 0; r < reps; r++)
        for (int c = 0; c < NCASES; c++) {
            loop_fn *fn[3] = { cases[c].libc, cases[c].fmt, cases[c].qr };
            for (int v = 0; v < 3; v++) {
                double t = time_loop(fn[v]);
                best[c][v] = t < best[c][v] ? t : best[c][v];
            }
        }
    printf("%-7s %9s %9s %9s %12s %12s\n", "case", "glibc", "{fmt}", "qrintf", "glibc/qrintf", "{fmt}/qrintf");
    for (int c = 0; c < NCASES; c++)
        printf("%-7s %9.1f %9.1f %9.1f %11.1fx %11.1fx\n", cases[c].name, best[c][0], best[c][1], best[c][2],
               best[c][0] / best[c][2], best[c][1] / best[c][2]);
}

int main(int argc, char **argv)
{
    make_inputs();
    if (argc > 2 && !strcmp(argv[1], "one")) {
        for (int c = 0; c < NCASES; c++)
            if (!strcmp(argv[2], cases[c].name))
                sink += cases[c].qr((char[OUT]){ 0 }, in, N);
        return 0;
    }
    if (argc > 1 && !strcmp(argv[1], "share")) {
        shares();
        return 0;
    }
    printf("ns per call, %d doubles, fastest of %d runs\n", N, argc > 1 ? atoi(argv[1]) : 9);
    table(argc > 1 ? atoi(argv[1]) : 9);
    return 0;
}

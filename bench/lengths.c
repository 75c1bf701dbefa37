/* lengths.c: the repeating integer cases of make bench one digit count at a time (make
 * bench-lengths): for each count, 4,096 values of that many digits, repeated, through
 * qrintf, the hand-written floor, and the same floor behind a call (floor.c built with
 * FLR_CALL: each case a function of its own, as qrintf's kernels are). The three run in
 * turns; printed are the medians over the rounds of ns per call and of the ratios.
 *   lengths TITLE    BENCH_ROUNDS (default 15) rounds, BENCH_SCALE scales the calls
 * %d takes half of its values negative, as make bench's %d does. The three must agree on
 * the checksum of all their loops (the return values and first bytes), else it fails;
 * make bench checks every byte against glibc. */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cases.h"

#define DEFINE_INPUT(id, type, size, calls, label) type bench_##id##_in[BENCH_N];
BENCH_CASES(DEFINE_INPUT)

bench_loop_fn bench_floorcall_d_rep_loop, bench_floorcall_llu_rep_loop;

enum { MAX_ROUNDS = 101, VARIANTS = 3 };

typedef struct {
    const char *label;
    unsigned maxdig;
    bench_loop_fn *loop[VARIANTS];
} lengths_case;

static const lengths_case cases[] = {
    { "%d", 10, { bench_qr_d_rep_loop, bench_floor_d_rep_loop, bench_floorcall_d_rep_loop } },
    { "%llu", 20, { bench_qr_llu_rep_loop, bench_floor_llu_rep_loop, bench_floorcall_llu_rep_loop } },
};

static unsigned long long state = 0x2545f4914f6cdd1dull;

/* xorshift64: a fixed seed, the same inputs in every run. */
static unsigned long long next(void)
{
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

/* A value of exactly k digits (1 <= k <= 20), at most max. */
static unsigned long long of_length(unsigned k, unsigned long long max)
{
    unsigned long long lo = 1, hi;
    unsigned i;
    for (i = 1; i < k; i++)
        lo *= 10;
    hi = k < 20 && lo * 10 - 1 < max ? lo * 10 - 1 : max;
    if (k == 1)
        lo = 0;
    return lo + next() % (hi - lo + 1);
}

static void fill(const lengths_case *c, unsigned k)
{
    size_t i;
    for (i = 0; i < BENCH_N; i++) {
        if (i >= BENCH_REP) {
            bench_d_rep_in[i] = bench_d_rep_in[i % BENCH_REP];
            bench_llu_rep_in[i] = bench_llu_rep_in[i % BENCH_REP];
        } else if (c->maxdig == 10) {
            int v = (int)of_length(k, INT_MAX);
            bench_d_rep_in[i] = next() & 1 ? -v : v;
        } else {
            bench_llu_rep_in[i] = of_length(k, ~0ull);
        }
    }
}

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return v[n / 2];
}

int main(int argc, char **argv)
{
    const char *r = getenv("BENCH_ROUNDS"), *s = getenv("BENCH_SCALE");
    int rounds = r ? atoi(r) : 15, i, j, v;
    size_t n = (size_t)(2000000 * (s ? atof(s) : 1.0));
    unsigned k;
    static double t[VARIANTS][MAX_ROUNDS], q[3][MAX_ROUNDS];
    if (rounds < 1 || rounds > MAX_ROUNDS || n < 1000) {
        fprintf(stderr, "lengths: BENCH_ROUNDS must be 1 to %d, BENCH_SCALE at least 0.0005\n", MAX_ROUNDS);
        return 2;
    }
    printf("%s: ns per call, the median of %d rounds; each ratio the median of the rounds' ratios\n\n",
           argc > 1 ? argv[1] : "lengths", rounds);
    for (i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        const lengths_case *c = &cases[i];
        printf("| `%s`, digits | qrintf | floor | floor, called | qrintf/floor | called/floor | qrintf/called |\n"
               "|--:|--:|--:|--:|--:|--:|--:|\n", c->label);
        for (k = 1; k <= c->maxdig; k++) {
            unsigned long long sum[VARIANTS];
            fill(c, k);
            for (v = 0; v < VARIANTS; v++)
                sum[v] = c->loop[v](n / 10); /* warm up caches, predictors and clock */
            for (j = 0; j < rounds; j++) {
                for (v = 0; v < VARIANTS; v++) {
                    int w = (v + j) % VARIANTS;
                    double t0 = now_ns();
                    sum[w] += c->loop[w](n);
                    t[w][j] = (now_ns() - t0) / (double)n;
                }
                q[0][j] = t[0][j] / t[1][j];
                q[1][j] = t[2][j] / t[1][j];
                q[2][j] = t[0][j] / t[2][j];
            }
            if (sum[0] != sum[1] || sum[0] != sum[2]) {
                fprintf(stderr, "lengths: %s of %u digits: the checksums differ\n", c->label, k);
                return 1;
            }
            printf("| %u | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |\n", k, median(t[0], rounds),
                   median(t[1], rounds), median(t[2], rounds), median(q[0], rounds),
                   median(q[1], rounds), median(q[2], rounds));
        }
        printf("\n");
    }
    return 0;
}

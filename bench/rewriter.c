/* rewriter.c: the rewriter's throughput and memory. MB/s of rew_text over large
 * preprocessed text without calls and dense with calls, its peak memory as a multiple of
 * the input, and its times on inputs built to be quadratic for a naive scanner.
 * Usage: rewriter [-mb N] [-dense-mb N] [-runs N] FILE.i... (bench/rewriter.sh makes the
 * files: real preprocessed C and C++, which are repeated to N MB). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "buf.h"
#include "rewrite.h"
#include "../tests/fuzz/pathological.h"

/* CPU time of this process: the rewriter is single-threaded, and on a shared machine
 * wall time measures the neighbours as much as the rewriter. */
static double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double bench_maxrss_mb(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return (double)ru.ru_maxrss / 1024.0;
}

static int bench_cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Times runs rewrites of in; returns the median, *out_len is the output's size. */
static double bench_median(const buf *in, int runs, size_t *out_len)
{
    const rew_options opt = { .runtime = rew_runtime_text, .default_file = "bench.c" };
    double t[64];
    int i;
    for (i = 0; i < runs && i < 64; i++) {
        rew_result r;
        double t0 = bench_now();
        if (rew_text(in->data, in->len, &opt, &r) < 0)
            abort();
        t[i] = bench_now() - t0;
        *out_len = r.text.len;
        rew_result_free(&r);
    }
    qsort(t, (size_t)i, sizeof *t, bench_cmp);
    return t[i / 2];
}

/* An input of exactly reps copies of unit, so that building it leaves no slack in the
 * peak memory measured after. */
static void bench_repeat(const buf *unit, size_t mb, buf *in)
{
    size_t reps = (mb << 20) / (unit->len ? unit->len : 1) + 1, i;
    in->cap = reps * unit->len + 1;
    if (!(in->data = malloc(in->cap)))
        abort();
    for (i = 0; i < reps; i++)
        memcpy(in->data + i * unit->len, unit->data, unit->len);
    in->len = reps * unit->len;
    in->data[in->len] = 0;
}

/* Calls of the shapes real code has, one function after another. */
static void bench_dense_unit(const buf *prologue, size_t functions, buf *unit)
{
    static const char *const calls[] = {
        "sprintf(b, \"%d\", i)", "snprintf(b, n, \"%s: %u\", s, u)",
        "sprintf(b, \"%08x-%04X\", u, u)", "snprintf(b, n, \"[%-10s] %5.2f\", s, d)",
        "sprintf(b, \"%ld %lu %c\", l, ul, c)", "sprintf(b, \"%p %%\", p)",
        "snprintf(b, n, \"%*d|%.*s\", i, i, i, s)", "sprintf(b, \"%lld\\n\", ll)",
    };
    size_t f, k;
    if (prologue->len && buf_add(unit, prologue->data, prologue->len) < 0)
        abort();
    patho_add(unit, "# 1 \"dense.c\"\n");
    for (f = 0; f < functions; f++) {
        if (buf_printf(unit, "int g%zu(char *b, size_t n, int i, unsigned u, long l, "
                             "unsigned long ul, long long ll, double d, const char *s, void *p, "
                             "int c)\n{\n    int r = 0;\n", f) < 0)
            abort();
        for (k = 0; k < 10; k++)
            if (buf_printf(unit, "    r += %s;\n", calls[(f + k) % 8]) < 0)
                abort();
        patho_add(unit, "    return r;\n}\n");
    }
}

/* The files named on the command line, one after another. */
static void bench_read_files(char **files, int n, buf *unit)
{
    char chunk[65536];
    size_t got;
    int i;
    for (i = 0; i < n; i++) {
        FILE *f = fopen(files[i], "rb");
        if (!f) {
            perror(files[i]);
            exit(2);
        }
        while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
            if (buf_add(unit, chunk, got) < 0)
                abort();
        fclose(f);
    }
}

/* One measurement in a child of its own, so that its peak memory is its own. */
static void bench_scenario(const char *name, const buf *unit, size_t mb, int runs)
{
    pid_t pid;
    fflush(stdout); /* the child would print what is buffered again */
    pid = fork();
    if (pid == 0) {
        buf in = { NULL, 0, 0 };
        double base = bench_maxrss_mb(), in_mb, t;
        size_t out_len = 0;
        bench_repeat(unit, mb, &in);
        in_mb = (double)in.len / (1 << 20);
        t = bench_median(&in, runs, &out_len);
        printf("%-22s %7.1f MB in %7.1f MB out %8.1f MB/s   peak %7.1f MB = %4.2f x input\n",
               name, in_mb, (double)out_len / (1 << 20), in_mb / t, bench_maxrss_mb() - base,
               (bench_maxrss_mb() - base) / in_mb);
        fflush(stdout);
        _exit(0);
    }
    if (pid < 0 || waitpid(pid, NULL, 0) < 0)
        perror("fork");
}

/* The least disturbed of runs rewrites of about n bytes of p, in seconds. */
static double bench_best(const patho_input *p, size_t n, int runs)
{
    const rew_options opt = { .runtime = rew_runtime_text, .default_file = "p.c" };
    buf in = { NULL, 0, 0 };
    double best = 1e30;
    p->make(&in, n);
    while (runs-- > 0) {
        rew_result r;
        double t = bench_now();
        if (rew_text(in.data, in.len, &opt, &r) < 0)
            abort();
        t = bench_now() - t;
        best = t < best ? t : best;
        rew_result_free(&r);
    }
    buf_free(&in);
    return best;
}

/* Each input at 100 KB and at 200 KB: linear code takes about twice as long. */
static void bench_pathological(void)
{
    size_t i;
    printf("\n%-22s %10s %10s %7s\n", "pathological input", "100 KB", "200 KB", "ratio");
    for (i = 0; i < sizeof patho_inputs / sizeof *patho_inputs; i++) {
        double t1 = bench_best(&patho_inputs[i], 100 << 10, 3);
        double t2 = bench_best(&patho_inputs[i], 200 << 10, t1 > 0.5 ? 1 : 3);
        printf("%-22s %7.2f ms %7.2f ms %7.2f\n", patho_inputs[i].name, t1 * 1e3, t2 * 1e3,
               t2 / t1);
        fflush(stdout);
    }
}

int main(int argc, char **argv)
{
    buf text = { NULL, 0, 0 }, dense = { NULL, 0, 0 };
    size_t mb = 100, dense_mb = 20;
    int runs = 5, i = 1;
    for (; i + 1 < argc && argv[i][0] == '-'; i += 2) {
        if (!strcmp(argv[i], "-mb"))
            mb = strtoul(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "-dense-mb"))
            dense_mb = strtoul(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "-runs"))
            runs = atoi(argv[i + 1]);
    }
    if (i == argc || runs < 1) {
        fprintf(stderr, "usage: rewriter [-mb N] [-dense-mb N] [-runs N] FILE.i...\n");
        return 2;
    }
    bench_read_files(argv + i, argc - i, &text);
    bench_dense_unit(&text, 5000, &dense);
    printf("rew_text, median CPU time of %d runs; peak is the resident high-water mark over "
           "an empty process\n", runs);
    bench_scenario("preprocessed, no calls", &text, mb, runs);
    bench_scenario("dense with calls", &dense, dense_mb, runs);
    bench_pathological();
    buf_free(&text);
    buf_free(&dense);
    return 0;
}

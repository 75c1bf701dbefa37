/* main.c: the runtime benchmark's harness: generates varied inputs, checks every variant
 * against glibc once, times the variants side by side and prints ns per call and ratios.
 *   bench TITLE [OUT]   OUT.dat (for gnuplot) and OUT.md (a markdown table) as well
 * BENCH_REPS (default 7) measurements per variant, BENCH_SCALE (default 1) scales the
 * calls per measurement, BENCH_ONLY (e.g. "d,llu") times only the cases named,
 * BENCH_CLOCK=cpu measures the thread's CPU time instead of CLOCK_MONOTONIC (for a
 * machine busy with other work, where wall time counts the waits for a CPU). */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cases.h"

enum { V_LIBC, V_STB, V_FMT, V_QR, V_FLOOR, V_LOOSE, V_TC, V_COUNT };
enum { MAX_REPS = 101, MAX_SIZE = 256 };

static const char *const variant_names[V_COUNT] = { "glibc", "stb", "fmt", "qrintf", "floor",
                                                    "loose", "to_chars" };

typedef struct {
    bench_one_fn *one;
    bench_loop_fn *loop;
} bench_impl;

typedef struct {
    const char *id, *label;
    size_t size, calls;
    bench_impl v[V_COUNT];
} bench_case;

#define IMPL(variant, id) { bench_##variant##_##id##_one, bench_##variant##_##id##_loop }
/* BENCH_PORTABLE: a build for another target than x86-64 (gcc -m32), without {fmt} (no
 * 32-bit C++ library here) and the floors (written for x86-64); their columns show "-". */
#ifdef BENCH_PORTABLE
#define IMPL_X86_64(variant, id) { 0, 0 }
#else
#define IMPL_X86_64(variant, id) IMPL(variant, id)
#endif
#define CASE_ROW(id, type, size, calls, label)                                         \
    { #id, label, size, calls,                                                         \
      { IMPL(libc, id), IMPL(stb, id), IMPL_X86_64(fmt, id), IMPL(qr, id),              \
        IMPL_X86_64(floor, id), IMPL_X86_64(loose, id), IMPL_X86_64(tc, id) } },
static const bench_case cases[] = { BENCH_CASES(CASE_ROW) };
enum { NCASES = sizeof cases / sizeof cases[0] };

#define DEFINE_INPUT(id, type, size, calls, label) type bench_##id##_in[BENCH_N];
BENCH_CASES(DEFINE_INPUT)

static volatile unsigned long long bench_sink;

/* ---- inputs ---------------------------------------------------------------------- */

typedef struct {
    uint64_t s;     /* splitmix64 state: a fixed seed, the same inputs in every run */
    char *arena;    /* strings live here, one after another */
    size_t used, cap;
} gen;

static uint64_t gen_u64(gen *g)
{
    uint64_t z = (g->s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static unsigned gen_below(gen *g, unsigned n)
{
    return (unsigned)(((gen_u64(g) >> 32) * n) >> 32);
}

/* A copy of s in the arena. */
static const char *gen_keep(gen *g, const char *s, size_t n)
{
    char *p;
    if (g->used + n + 1 > g->cap) {
        fprintf(stderr, "bench: string arena full\n");
        exit(1);
    }
    p = g->arena + g->used;
    memcpy(p, s, n);
    p[n] = 0;
    g->used += n + 1;
    return p;
}

/* n random characters from set. */
static const char *gen_word(gen *g, const char *set, size_t n)
{
    char t[256];
    size_t i, k = strlen(set);
    for (i = 0; i < n; i++)
        t[i] = set[gen_below(g, (unsigned)k)];
    return gen_keep(g, t, n);
}

/* A uniform digit count up to maxdig, negative in negpct percent of the cases. */
static int gen_int(gen *g, unsigned maxdig, int negpct)
{
    static const unsigned p10[] = { 1, 10, 100, 1000, 10000, 100000, 1000000, 10000000,
                                    100000000, 1000000000 };
    unsigned k = gen_below(g, maxdig), lo = k ? p10[k] : 0;
    unsigned hi = k == 9 ? INT_MAX : p10[k + 1] - 1;
    int v = (int)(lo + gen_below(g, hi - lo + 1));
    return (int)gen_below(g, 100) < negpct ? -v : v;
}

static void gen_numbers(gen *g)
{
    size_t i;
    for (i = 0; i < BENCH_N; i++) {
        uint64_t r = gen_u64(g);
        bench_ipv4_in[i].o[0] = (unsigned char)r;
        bench_ipv4_in[i].o[1] = (unsigned char)(r >> 8);
        bench_ipv4_in[i].o[2] = (unsigned char)(r >> 16);
        bench_ipv4_in[i].o[3] = (unsigned char)(r >> 24);
        bench_d_in[i] = i == 0 ? INT_MIN : i == 1 ? INT_MAX : gen_int(g, 10, 50);
        bench_size_in[i] = i == 0 ? INT_MIN : gen_int(g, 10, 50);
        /* uniform bit length: every digit count up to 20 */
        bench_llu_in[i] = i == 0 ? 0 : i == 1 ? ~0ull : gen_u64(g) >> gen_below(g, 64);
        bench_x08_in[i] = (unsigned)(gen_u64(g) >> 32) >> gen_below(g, 32);
        /* uniform bit length up to 16: one to five digits */
        bench_u16_in[i] = (unsigned)(gen_u64(g) >> 48) >> gen_below(g, 16);
        bench_d_rep_in[i] = bench_d_in[i % BENCH_REP];
        bench_llu_rep_in[i] = bench_llu_in[i % BENCH_REP];
        bench_u16_rep_in[i] = bench_u16_in[i % BENCH_REP];
    }
}

static void gen_strings(gen *g)
{
    static const char lower[] = "abcdefghijklmnopqrstuvwxyz0123456789-";
    static const struct { int code; const char *reason; } st[] = {
        { 200, "OK" }, { 200, "OK" }, { 200, "OK" }, { 201, "Created" }, { 204, "No Content" },
        { 206, "Partial Content" }, { 301, "Moved Permanently" }, { 302, "Found" },
        { 304, "Not Modified" }, { 400, "Bad Request" }, { 403, "Forbidden" },
        { 404, "Not Found" }, { 500, "Internal Server Error" }, { 503, "Service Unavailable" },
    };
    size_t i;
    for (i = 0; i < BENCH_N; i++) {
        unsigned k = gen_below(g, sizeof st / sizeof st[0]);
        bench_pair_in[i].a = gen_word(g, lower, 1 + gen_below(g, 12));
        bench_pair_in[i].b = gen_word(g, lower, 1 + gen_below(g, 12));
        bench_status_in[i].code = st[k].code;
        bench_status_in[i].reason = st[k].reason;
        bench_padded_in[i].n = gen_int(g, 7, 25);
        bench_padded_in[i].s = gen_word(g, lower, gen_below(g, 12));
        bench_padded_in[i].x = (unsigned long)(gen_u64(g) >> gen_below(g, 64));
    }
}

static void gen_log(gen *g)
{
    static const char *const mon[] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                       "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
    static const char *const method[] = { "GET", "GET", "GET", "GET", "POST", "HEAD", "PUT",
                                          "DELETE", "OPTIONS" };
    static const int status[] = { 200, 200, 200, 200, 304, 404, 301, 500, 206 };
    static const char path[] = "abcdefghijklmnopqrstuvwxyz0123456789/._-";
    size_t i;
    for (i = 0; i < BENCH_N; i++) {
        bench_in_log *x = &bench_log_in[i];
        char host[16];
        uint64_t r = gen_u64(g);
        int n = snprintf(host, sizeof host, "%u.%u.%u.%u", (unsigned)(r & 255),
                         (unsigned)(r >> 8 & 255), (unsigned)(r >> 16 & 255), (unsigned)(r >> 24 & 255));
        char p[64];
        size_t plen = 1 + gen_below(g, 48);
        x->host = gen_keep(g, host, (size_t)n);
        x->day = 1 + (int)gen_below(g, 28);
        x->mon = mon[gen_below(g, 12)];
        x->year = 2000 + (int)gen_below(g, 30);
        x->hour = (int)gen_below(g, 24);
        x->min = (int)gen_below(g, 60);
        x->sec = (int)gen_below(g, 60);
        x->method = method[gen_below(g, sizeof method / sizeof method[0])];
        p[0] = '/';
        memcpy(p + 1, gen_word(g, path, plen), plen);
        x->path = gen_keep(g, p, plen + 1);
        x->status = status[gen_below(g, sizeof status / sizeof status[0])];
        x->bytes = (size_t)(gen_u64(g) >> (40 + gen_below(g, 24)));
    }
}

static void gen_took(gen *g)
{
    static const char *const name[] = { "parse", "render", "db query", "GET /index.html",
                                        "gc", "compile shaders", "fsync" };
    static const double p10[] = { 0.001, 0.01, 0.1, 1, 10, 100, 1000 };
    size_t i;
    for (i = 0; i < BENCH_N; i++) {
        double u = (double)(gen_u64(g) >> 11) / 9007199254740992.0;
        bench_took_in[i].name = name[gen_below(g, sizeof name / sizeof name[0])];
        bench_took_in[i].ms = (1 + 9 * u) * p10[gen_below(g, 7)];
    }
}

/* The floating cases' doubles, the same for all five, and those of make bench-float
 * (bench/float_bench.c): a significand of 18 random digits in [1, 10), a decade from
 * 10^-20 to 10^19, either sign (texts of at most 26 bytes). */
static void gen_floats(gen *g)
{
    size_t i;
    for (i = 0; i < BENCH_N; i++) {
        char t[40];
        double u = (double)(gen_u64(g) >> 11) / 9007199254740992.0, v;
        snprintf(t, sizeof t, "%c%.17fe%d", gen_below(g, 2) ? '-' : '+', 1 + 9 * u, (int)gen_below(g, 40) - 20);
        v = strtod(t, NULL);
        bench_g14_in[i] = bench_g17_in[i] = bench_g_in[i] = bench_e_in[i] = bench_f3_in[i] = v;
    }
}

static void gen_all(gen *g)
{
    gen_numbers(g);
    gen_strings(g);
    gen_log(g);
    gen_took(g);
    gen_floats(g);
}

/* ---- checking -------------------------------------------------------------------- */

/* Runs input i through f into out, which starts as a pattern that no variant writes. */
static int check_one(const bench_case *c, int v, size_t i, char *out)
{
    memset(out, 0x5a, MAX_SIZE);
    return c->v[v].one(out, i);
}

static void check_show(const char *s, int r, size_t size)
{
    size_t n = size == 0 ? 0 : (size_t)r < size ? (size_t)r : size - 1;
    fprintf(stderr, "%d \"%.*s\"", r, (int)n, s);
}

/* 1 when variant v writes the bytes glibc writes, terminator included, and returns the
 * same count, for every input of the case. qrintf and the floor must also leave every
 * byte after the terminator as it was, as glibc does; the loose floor is free to use them. */
static int check_variant(const bench_case *c, int v)
{
    char ref[MAX_SIZE], got[MAX_SIZE];
    size_t i;
    for (i = 0; i < BENCH_N; i++) {
        int r0 = check_one(c, V_LIBC, i, ref), r1 = check_one(c, v, i, got);
        size_t n = c->size == 0 || r0 < 0 ? 0 : (size_t)r0 < c->size ? (size_t)r0 + 1 : c->size;
        size_t k = v == V_QR || v == V_FLOOR ? MAX_SIZE : n;
        if (r0 != r1 || memcmp(ref, got, k) != 0) {
            fprintf(stderr, "bench: %s disagrees with glibc on case %s, input %zu: ",
                    variant_names[v], c->id, i);
            check_show(got, r1, c->size);
            fprintf(stderr, " where glibc gives ");
            check_show(ref, r0, c->size);
            fprintf(stderr, "%s\n", r0 == r1 && !memcmp(ref, got, n)
                                        ? " (but changes bytes after the terminator)" : "");
            return 0;
        }
    }
    return 1;
}

/* ---- timing ---------------------------------------------------------------------- */

static clockid_t bench_clock = CLOCK_MONOTONIC;

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(bench_clock, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static double time_loop(bench_loop_fn *f, size_t n)
{
    double t0 = now_ns();
    bench_sink += f(n);
    return (now_ns() - t0) / (double)n;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The median over reps measurements per variant, the variants taking turns in an order
 * that rotates, so that noise hits them all alike. Wrong variants get no number (-1). */
static void time_case(const bench_case *c, const int *ok, int reps, double scale, double *med)
{
    static double t[V_COUNT][MAX_REPS];
    size_t n = (size_t)((double)c->calls * scale);
    int r, k;
    if (n < 1000)
        n = 1000;
    for (k = 0; k < V_COUNT; k++)
        if (ok[k])
            time_loop(c->v[k].loop, n / 10); /* warm up caches, predictors and clock */
    for (r = 0; r < reps; r++)
        for (k = 0; k < V_COUNT; k++) {
            int v = (k + r) % V_COUNT;
            if (ok[v])
                t[v][r] = time_loop(c->v[v].loop, n);
        }
    for (k = 0; k < V_COUNT; k++) {
        med[k] = -1;
        if (ok[k]) {
            qsort(t[k], (size_t)reps, sizeof t[k][0], cmp_double);
            med[k] = t[k][reps / 2];
        }
    }
}

/* ---- output ---------------------------------------------------------------------- */

/* Peers (stb, fmt) that print other bytes than glibc for some inputs of a
 * case: timed all the same, and marked with a '*'. */
static int differs[NCASES][V_COUNT];

/* -1: qrintf or a floor disagrees with glibc; -2: the case was not run, or the variant
 * has no form for it. */
static void print_ns(FILE *f, double ns, int width, int mark)
{
    if (ns < -1.5)
        fprintf(f, "%*s", width, "-");
    else if (ns < 0)
        fprintf(f, "%*s", width, "WRONG");
    else if (mark)
        fprintf(f, "%*.*f*", width > 0 ? width - 1 : 0, ns < 10 ? 2 : 1, ns);
    else
        fprintf(f, "%*.*f", width, ns < 10 ? 2 : 1, ns);
}

static const char bench_legend[] =
    "-: no such variant for the case (std::to_chars: integers only; floor, loose: no "
    "hand-written floor for the floating cases). *: prints other bytes than glibc for some "
    "inputs (bench: ... disagrees, above), timed all the same; every other number is of a "
    "variant whose bytes and return value were checked equal to glibc's on every input.";

static void print_ratio(FILE *f, double a, double b, int width)
{
    if (a < 0 || b < 0)
        fprintf(f, "%*s", width, "-");
    else
        fprintf(f, "%*.2f", width, a / b);
}

static void print_text(const char *title, double med[][V_COUNT])
{
    int c, v;
    printf("\n%s: ns per call (median)\n", title);
    printf("%-26s %7s %7s %7s %7s %7s %7s %7s  %11s %9s %11s %11s %11s\n", "case", "glibc", "stb",
           "fmt", "qrintf", "floor", "loose", "to_chars", "glibc/qrintf", "qrintf/fmt",
           "qrintf/floor", "qrintf/loose", "qr/to_chars");
    for (c = 0; c < NCASES; c++) {
        printf("%-26s", cases[c].label);
        for (v = 0; v < V_COUNT; v++)
            print_ns(stdout, med[c][v], 8, differs[c][v]);
        print_ratio(stdout, med[c][V_LIBC], med[c][V_QR], 13);
        print_ratio(stdout, med[c][V_QR], med[c][V_FMT], 11);
        print_ratio(stdout, med[c][V_QR], med[c][V_FLOOR], 13);
        print_ratio(stdout, med[c][V_QR], med[c][V_LOOSE], 13);
        print_ratio(stdout, med[c][V_QR], med[c][V_TC], 12);
        printf("\n");
    }
    printf("%s\n", bench_legend);
}

/* A label as markdown table text: | and backslashes would be read as markup. */
static void print_md_label(FILE *f, const char *s)
{
    fputc('`', f);
    for (; *s; s++)
        fprintf(f, *s == '|' ? "\\|" : "%c", *s);
    fputc('`', f);
}

static void print_md(FILE *f, const char *title, double med[][V_COUNT])
{
    int c, v;
    fprintf(f, "### %s\n\nns per call, median. glibc/qrintf: times faster than glibc; qrintf/fmt and "
               "qrintf/floor: below 1, qrintf is the faster (targets: at most 1.0 and 1.5); "
               "qrintf/loose: what the rules cost.\n\n", title);
    fprintf(f, "| case | glibc | stb | fmt | qrintf | floor | loose | to_chars | glibc/qrintf "
               "| qrintf/fmt | qrintf/floor | qrintf/loose | qrintf/to_chars |\n");
    fprintf(f, "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    for (c = 0; c < NCASES; c++) {
        fprintf(f, "| ");
        print_md_label(f, cases[c].label);
        for (v = 0; v < V_COUNT; v++) {
            fprintf(f, " | ");
            print_ns(f, med[c][v], 0, differs[c][v]);
        }
        fprintf(f, " | ");
        print_ratio(f, med[c][V_LIBC], med[c][V_QR], 0);
        fprintf(f, " | ");
        print_ratio(f, med[c][V_QR], med[c][V_FMT], 0);
        fprintf(f, " | ");
        print_ratio(f, med[c][V_QR], med[c][V_FLOOR], 0);
        fprintf(f, " | ");
        print_ratio(f, med[c][V_QR], med[c][V_LOOSE], 0);
        fprintf(f, " | ");
        print_ratio(f, med[c][V_QR], med[c][V_TC], 0);
        fprintf(f, " |\n");
    }
    fprintf(f, "\n%s\n", bench_legend);
}

/* One line per case for gnuplot: index, label (double quotes made single, backslashes
 * doubled: gnuplot reads escapes there), then ns per variant (NaN: wrong or not run). */
static void print_dat(FILE *f, double med[][V_COUNT])
{
    int c, v;
    const char *s;
    fprintf(f, "# case label glibc stb fmt qrintf floor loose to_chars (ns per call)\n");
    for (c = 0; c < NCASES; c++) {
        fprintf(f, "%d \"", c);
        for (s = cases[c].label; *s; s++) {
            if (*s == '\\')
                fputc('\\', f);
            fputc(*s == '"' ? '\'' : *s, f);
        }
        fputc('"', f);
        for (v = 0; v < V_COUNT; v++)
            if (med[c][v] < 0)
                fprintf(f, " NaN");
            else
                fprintf(f, " %.3f", med[c][v]);
        fprintf(f, "\n");
    }
}

static int write_file(const char *out, const char *ext, const char *title, double med[][V_COUNT])
{
    char path[4096];
    FILE *f;
    snprintf(path, sizeof path, "%s.%s", out, ext);
    if (!(f = fopen(path, "w"))) {
        perror(path);
        return -1;
    }
    if (ext[0] == 'm')
        print_md(f, title, med);
    else
        print_dat(f, med);
    return fclose(f) ? -1 : 0;
}

/* ---- main ------------------------------------------------------------------------ */

/* 1 when BENCH_ONLY is unset or names the case (a comma-separated list of ids). */
static int case_wanted(const char *id)
{
    const char *only = getenv("BENCH_ONLY"), *p;
    size_t n = strlen(id);
    if (!only || !*only)
        return 1;
    for (p = only; (p = strstr(p, id)) != NULL; p += n)
        if ((p == only || p[-1] == ',') && (p[n] == 0 || p[n] == ','))
            return 1;
    return 0;
}

static int env_int(const char *name, int dflt, int lo, int hi)
{
    const char *s = getenv(name);
    int v = s && *s ? atoi(s) : dflt;
    return v < lo ? lo : v > hi ? hi : v;
}

int main(int argc, char **argv)
{
    static char arena[1 << 25]; /* about 70 bytes of strings per input */
    gen g = { 0x243f6a8885a308d3ull, arena, 0, sizeof arena };
    const char *title = argc > 1 ? argv[1] : "qrintf benchmark";
    int reps = env_int("BENCH_REPS", 7, 1, MAX_REPS);
    double scale = getenv("BENCH_SCALE") ? atof(getenv("BENCH_SCALE")) : 1.0;
    static double med[NCASES][V_COUNT];
    int c, v, bad = 0; /* qrintf or a floor wrong: a bug here, so the exit status says it */

    if (getenv("BENCH_CLOCK") && !strcmp(getenv("BENCH_CLOCK"), "cpu"))
        bench_clock = CLOCK_THREAD_CPUTIME_ID;
    gen_all(&g);
    for (c = 0; c < NCASES; c++) {
        int ok[V_COUNT];
        if (!case_wanted(cases[c].id)) {
            for (v = 0; v < V_COUNT; v++)
                med[c][v] = -2;
            continue;
        }
        for (v = 0; v < V_COUNT; v++) {
            ok[v] = v == V_LIBC || (cases[c].v[v].one && check_variant(&cases[c], v));
            bad |= !ok[v] && v >= V_QR && cases[c].v[v].one;
            if (!ok[v] && cases[c].v[v].one && (v == V_STB || v == V_FMT))
                ok[v] = differs[c][v] = 1;
        }
        time_case(&cases[c], ok, reps, scale > 0 ? scale : 1.0, med[c]);
        for (v = 0; v < V_COUNT; v++)
            if (!cases[c].v[v].one)
                med[c][v] = -2;
        fprintf(stderr, ".");
    }
    fprintf(stderr, "\n");
    print_text(title, med);
    if (argc > 2 && (write_file(argv[2], "md", title, med) || write_file(argv[2], "dat", title, med)))
        return 1;
    return bad ? 3 : 0;
}

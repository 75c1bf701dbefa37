/* test_linear.c: the rewriter is linear in its input: on every input built to be
 * quadratic for a naive scanner, doubling the input at most about doubles the time; and
 * on a large text shaped like real preprocessed code its peak memory, the input
 * included, stays under four times the input. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "buf.h"
#include "rewrite.h"
#include "../fuzz/pathological.h"
#include "unit.h"

static const rew_options opts = { .runtime = "/* runtime */\n", .default_file = "p.c" };

/* CPU time: other jobs on the machine do not count against the rewriter. */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Best of three runs over about n bytes of the input: the least disturbed by the rest
 * of the machine. */
static double best_time(const patho_input *p, size_t n)
{
    buf in = { NULL, 0, 0 };
    double best = 1e9;
    int i;
    p->make(&in, n);
    for (i = 0; i < 3; i++) {
        rew_result r;
        double t = now();
        ck_assert_int_eq(rew_text(in.data, in.len, &opts, &r), 0);
        t = now() - t;
        best = t < best ? t : best;
        rew_result_free(&r);
    }
    buf_free(&in);
    return best;
}

/* The size is doubled from 16 KB until a run takes 10 ms, long enough to time, then
 * doubled once more. A quadratic scan takes four times as long; the bound of three
 * leaves room for what grows faster than the input without being the rewriter's doing
 * (the output of a call-dense input outgrowing the caches, the kernel's first touch of
 * its pages), and a millisecond of slack absorbs the clock's noise. A pair of times
 * over the bound is measured once more, since the machine may have disturbed it: a
 * quadratic scan exceeds the bound every time. */
static int within_bound(double t1, double t2)
{
    return t2 <= 3 * t1 + 0.001;
}

TABLE_START(doubling_a_pathological_input_at_most_doubles_the_time, patho_inputs)
{
    const patho_input *p = &patho_inputs[_i];
    size_t n = 16384;
    double t1, t2;
    while ((t1 = best_time(p, n)) < 0.010 && n < ((size_t)4 << 20))
        n *= 2;
    t2 = best_time(p, 2 * n);
    if (!within_bound(t1, t2)) {
        fprintf(stderr, "%s: %zu bytes in %.1f ms, %zu bytes in %.1f ms; measuring again\n",
                p->name, n, t1 * 1e3, 2 * n, t2 * 1e3);
        t1 = best_time(p, n);
        t2 = best_time(p, 2 * n);
    }
    ck_assert_msg(within_bound(t1, t2), "%s: %zu bytes in %.1f ms, %zu bytes in %.1f ms",
                  p->name, n, t1 * 1e3, 2 * n, t2 * 1e3);
}
END_TEST

static long maxrss_kb(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss;
}

/* About 32 MB of what a header-heavy translation unit looks like once preprocessed:
 * declarations, line markers, literals with commas and parentheses, and now and then a
 * function with calls to rewrite. */
static void realistic_text(buf *in)
{
    unsigned i;
    for (i = 0; in->len < ((size_t)32 << 20); i++) {
        ck_assert_int_eq(buf_printf(in, "# %u \"/usr/include/x%u.h\" 3 4\n"
                                        "extern int f%u (const char *__restrict, ...) "
                                        "__attribute__ ((__nothrow__ , __leaf__));\n"
                                        "struct s%u { int a, b; char c[16]; };\n", i % 900 + 1, i % 7, i, i), 0);
        if (i % 64 == 0)
            ck_assert_int_eq(buf_printf(in, "# %u \"p.c\"\nint g%u(char *b, int n, const char *s)\n"
                                            "{\n    int r = sprintf(b, \"%%s, (%%d)\", s, n);\n"
                                            "    return r + snprintf(b, 8, \"%%08x\", (unsigned)n);\n}\n",
                                            i + 1, i), 0);
    }
}

/* In a child of its own, so that the peak is this rewrite's alone. */
START_TEST(rewriting_a_large_realistic_text_peaks_below_four_times_its_size)
{
    int status;
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        buf in = { NULL, 0, 0 };
        rew_result r;
        long base = maxrss_kb(), peak;
        realistic_text(&in);
        if (rew_text(in.data, in.len, &opts, &r) < 0 || r.rewritten == 0)
            _exit(2);
        peak = maxrss_kb() - base;
        if ((double)peak * 1024 > 4.0 * (double)in.len) {
            fprintf(stderr, "peak %ld KB for %zu KB of input\n", peak, in.len >> 10);
            _exit(1);
        }
        _exit(0);
    }
    ck_assert_int_eq(waitpid(pid, &status, 0), pid);
    ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0,
                  "the rewrite failed or peaked above 4x its input (status %d)", status);
}
END_TEST

/* AddressSanitizer keeps freed memory in quarantine and adds its own shadow: under it the
 * peak measures the sanitizer, so the memory test runs in the plain build only. */
#if defined(__SANITIZE_ADDRESS__)
#define MEASURES_MEMORY 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MEASURES_MEMORY 0
#endif
#endif
#ifndef MEASURES_MEMORY
#define MEASURES_MEMORY 1
#endif

int main(void)
{
    const unit_test tests[] = {
        UNIT_SLOW_CASE("linear", 30),
        UNIT_TABLE(doubling_a_pathological_input_at_most_doubles_the_time),
        UNIT_LOOP(rewriting_a_large_realistic_text_peaks_below_four_times_its_size,
                  MEASURES_MEMORY),  /* no run at all under a sanitizer */
    };
    return UNIT_MAIN("linear", tests);
}

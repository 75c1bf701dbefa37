/* test_linear.c: the rewriter is linear in its input: on every input built to be
 * quadratic for a naive scanner, doubling the input at most about doubles the time. */
#include <check.h>
#include <stdlib.h>
#include <time.h>

#include "buf.h"
#include "rewrite.h"
#include "../fuzz/pathological.h"

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
 * doubled once more; a millisecond of slack absorbs the clock's and the cache's noise. */
START_TEST(doubling_a_pathological_input_at_most_doubles_the_time)
{
    const patho_input *p = &patho_inputs[_i];
    size_t n = 16384;
    double t1, t2;
    while ((t1 = best_time(p, n)) < 0.010 && n < ((size_t)4 << 20))
        n *= 2;
    t2 = best_time(p, 2 * n);
    ck_assert_msg(t2 <= 2.5 * t1 + 0.001, "%s: %zu bytes in %.1f ms, %zu bytes in %.1f ms",
                  p->name, n, t1 * 1e3, 2 * n, t2 * 1e3);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("linear");
    TCase *tc = tcase_create("linear");
    SRunner *sr;
    int failed;
    tcase_add_loop_test(tc, doubling_a_pathological_input_at_most_doubles_the_time, 0,
                        (int)(sizeof patho_inputs / sizeof *patho_inputs));
    tcase_set_timeout(tc, 30);
    suite_add_tcase(s, tc);
    sr = srunner_create(s);
    srunner_run_all(sr, CK_ENV);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* unit.h: what every unit suite shares: loop tests that know their table, and a suite
 * written as one table of its test cases and tests, run by UNIT_MAIN. */
#ifndef QRINTF_UNIT_H
#define QRINTF_UNIT_H

#include <check.h>
#include <stdlib.h>

/* Begins a loop test over every row of table, as START_TEST begins a test: its body
 * reads the row table[_i]. The test knows its table, so UNIT_TABLE lists it by name. */
#define TABLE_START(name, table) \
    enum { name##_rows = (int)(sizeof table / sizeof table[0]) }; \
    START_TEST(name)

/* A loop test named name, the sentence its table's rows all illustrate, that passes each
 * row of table to check. */
#define TABLE_TEST(name, check, table) \
    TABLE_START(name, table) { check(&table[_i]); } END_TEST

/* One row of a suite's table: a test case, which the tests after it belong to, or a test
 * run rows times with _i from 0. A test of TABLE_START or TABLE_TEST goes in with
 * UNIT_TABLE (with UNIT, only its first row would run); any other with UNIT. */
typedef struct unit_test {
    const char *tcase;   /* a case: its name, which CK_RUN_CASE selects; NULL for a test */
    int timeout;         /* a case: seconds a test may take, 0 for Check's default */
    const TTest *test;
    int rows;
} unit_test;

#define UNIT_CASE(name) { name, 0, NULL, 0 }
#define UNIT_SLOW_CASE(name, seconds) { name, seconds, NULL, 0 }
#define UNIT(test) { NULL, 0, test, 1 }
#define UNIT_TABLE(test) { NULL, 0, test, test##_rows }
#define UNIT_LOOP(test, times) { NULL, 0, test, times }

/* Runs the suite of the table tests (a case first), as the main of a test binary:
 * CK_RUN_CASE and CK_VERBOSITY apply; EXIT_FAILURE when a test failed. */
#define UNIT_MAIN(suite, tests) unit_main(suite, tests, sizeof tests / sizeof tests[0])

static inline int unit_main(const char *suite, const unit_test *tests, size_t n)
{
    Suite *s = suite_create(suite);
    TCase *tc = NULL;
    for (size_t i = 0; i < n; i++) {
        if (tests[i].tcase) {
            tc = tcase_create(tests[i].tcase);
            if (tests[i].timeout)
                tcase_set_timeout(tc, tests[i].timeout);
            suite_add_tcase(s, tc);
        } else {
            tcase_add_loop_test(tc, tests[i].test, 0, tests[i].rows);
        }
    }
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_ENV);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

#endif

/* test_buf.c: unit tests of the growable byte buffer: appends of every kind keep the
 * data NUL-terminated and the length exact across growth. */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "buf.h"

START_TEST(appends_concatenate_and_keep_a_terminating_nul)
{
    buf b = { 0 };

    ck_assert_int_eq(buf_add(&b, "ab", 2), 0);
    ck_assert_int_eq(buf_adds(&b, "cd"), 0);
    ck_assert_int_eq(buf_addc(&b, 'e'), 0);
    ck_assert_int_eq(buf_printf(&b, "%d-%s", 42, "x"), 0);
    ck_assert_uint_eq(b.len, 9);
    ck_assert_str_eq(b.data, "abcde42-x");
    ck_assert_uint_gt(b.cap, b.len);
    buf_free(&b);
}
END_TEST

START_TEST(an_empty_append_still_leaves_a_c_string)
{
    buf b = { 0 };

    ck_assert_int_eq(buf_add(&b, NULL, 0), 0);
    ck_assert_ptr_nonnull(b.data);
    ck_assert_str_eq(b.data, "");
    ck_assert_int_eq(buf_printf(&b, "%s", ""), 0);
    ck_assert_uint_eq(b.len, 0);
    buf_free(&b);
}
END_TEST

START_TEST(embedded_nul_bytes_are_kept)
{
    buf b = { 0 };

    ck_assert_int_eq(buf_add(&b, "a\0b", 3), 0);
    ck_assert_int_eq(buf_addc(&b, '\0'), 0);
    ck_assert_uint_eq(b.len, 4);
    ck_assert_mem_eq(b.data, "a\0b\0", 5);
    buf_free(&b);
}
END_TEST

/* Lengths around the growth steps, for buf_printf's format-then-grow path too. */
static const size_t growth_lengths[] = { 1, 62, 63, 64, 65, 127, 128, 1000, 70000 };

START_TEST(growth_preserves_every_byte)
{
    size_t n = growth_lengths[_i], i;
    char *want = malloc(n + 1);
    buf b = { 0 }, p = { 0 };

    ck_assert_ptr_nonnull(want);
    for (i = 0; i < n; i++)
        want[i] = (char)('a' + i % 26);
    want[n] = '\0';
    for (i = 0; i < n; i++)
        ck_assert_int_eq(buf_addc(&b, want[i]), 0);
    ck_assert_int_eq(buf_adds(&p, "<"), 0);
    ck_assert_int_eq(buf_printf(&p, "%s>", want), 0);
    ck_assert_uint_eq(b.len, n);
    ck_assert_str_eq(b.data, want);
    ck_assert_uint_eq(p.len, n + 2);
    ck_assert_mem_eq(p.data + 1, want, n);
    ck_assert_str_eq(p.data + n + 1, ">");
    buf_free(&b);
    buf_free(&p);
    free(want);
}
END_TEST

START_TEST(free_leaves_an_empty_reusable_buffer)
{
    buf b = { 0 };

    ck_assert_int_eq(buf_adds(&b, "abc"), 0);
    buf_free(&b);
    ck_assert_ptr_null(b.data);
    ck_assert_uint_eq(b.len, 0);
    ck_assert_uint_eq(b.cap, 0);
    ck_assert_int_eq(buf_adds(&b, "d"), 0);
    ck_assert_str_eq(b.data, "d");
    buf_free(&b);
    buf_free(&b);
}
END_TEST

static Suite *buf_suite(void)
{
    Suite *s = suite_create("buf");
    TCase *tc = tcase_create("buf");

    tcase_add_test(tc, appends_concatenate_and_keep_a_terminating_nul);
    tcase_add_test(tc, an_empty_append_still_leaves_a_c_string);
    tcase_add_test(tc, embedded_nul_bytes_are_kept);
    tcase_add_loop_test(tc, growth_preserves_every_byte, 0,
                        (int)(sizeof growth_lengths / sizeof growth_lengths[0]));
    tcase_add_test(tc, free_leaves_an_empty_reusable_buffer);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(buf_suite());
    int failed;

    srunner_run_all(sr, CK_ENV);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* test_buf.c: unit tests of the growable byte buffer: appends of every kind keep the
 * data NUL-terminated and the length exact across growth; arrays grow by one rule;
 * whole files are read or left unread. */
#include <check.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
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

START_TEST(an_array_grows_to_the_need_and_keeps_its_elements)
{
    size_t cap = 0, n;
    int *a = NULL;

    for (n = 0; n < 1000; n++) {
        if (n == cap) {
            int *p = buf_grow(a, &cap, n + 1, sizeof *p);
            ck_assert_ptr_nonnull(p);
            a = p;
        }
        a[n] = (int)n;
    }
    ck_assert_uint_eq(cap, 1024);
    for (n = 0; n < 1000; n++)
        ck_assert_int_eq(a[n], (int)n);
    a = buf_grow(a, &cap, 5000, sizeof *a);
    ck_assert_ptr_nonnull(a);
    ck_assert_uint_eq(cap, 8192);
    ck_assert_int_eq(a[999], 999);
    free(a);
}
END_TEST

START_TEST(an_array_too_large_for_memory_is_refused_and_left_alone)
{
    size_t cap = 16;
    char *a = malloc(cap);

    ck_assert_ptr_nonnull(a);
    ck_assert_ptr_null(buf_grow(a, &cap, (size_t)-1 / 2, 4));
    ck_assert_uint_eq(cap, 16);
    free(a);
}
END_TEST

/* Longer than one read of the reader, with every byte value. */
START_TEST(a_whole_file_is_appended_with_every_byte)
{
    char path[] = "/tmp/test_buf.XXXXXX";
    int fd = mkstemp(path);
    size_t n = 200000, i;
    char *want = malloc(n);
    buf b = { 0 };

    ck_assert_int_ge(fd, 0);
    ck_assert_ptr_nonnull(want);
    for (i = 0; i < n; i++)
        want[i] = (char)(i * 7);
    ck_assert_int_eq(write(fd, want, n), (int)n);
    close(fd);
    ck_assert_int_eq(buf_adds(&b, "<"), 0);
    ck_assert_int_eq(buf_read_file(&b, path), 0);
    unlink(path);
    ck_assert_uint_eq(b.len, n + 1);
    ck_assert_mem_eq(b.data + 1, want, n);
    ck_assert_int_eq(b.data[b.len], '\0');
    buf_free(&b);
    free(want);
}
END_TEST

START_TEST(an_empty_file_leaves_a_c_string)
{
    buf b = { 0 };

    ck_assert_int_eq(buf_read_file(&b, "/dev/null"), 0);
    ck_assert_uint_eq(b.len, 0);
    ck_assert_str_eq(b.data, "");
    buf_free(&b);
}
END_TEST

static const char *const unreadable[] = { "/nonexistent/file", "/tmp" };

START_TEST(a_file_that_cannot_be_read_leaves_the_buffer_as_it_was)
{
    buf b = { 0 };

    ck_assert_int_eq(buf_adds(&b, "keep"), 0);
    errno = 0;
    ck_assert_int_eq(buf_read_file(&b, unreadable[_i]), -1);
    ck_assert_int_ne(errno, 0);
    ck_assert_uint_eq(b.len, 4);
    ck_assert_str_eq(b.data, "keep");
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
    tcase_add_test(tc, an_array_grows_to_the_need_and_keeps_its_elements);
    tcase_add_test(tc, an_array_too_large_for_memory_is_refused_and_left_alone);
    tcase_add_test(tc, a_whole_file_is_appended_with_every_byte);
    tcase_add_test(tc, an_empty_file_leaves_a_c_string);
    tcase_add_loop_test(tc, a_file_that_cannot_be_read_leaves_the_buffer_as_it_was, 0,
                        (int)(sizeof unreadable / sizeof unreadable[0]));
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

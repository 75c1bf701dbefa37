/* test_buf.c: unit tests of the growable byte buffer: appends of every kind keep the
 * data NUL-terminated and the length exact across growth; arrays grow by one rule;
 * whole files are read or left unread. */
#include <check.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "buf.h"
#include "unit.h"

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

TABLE_START(growth_preserves_every_byte, growth_lengths)
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
    buf want = { 0 }, b = { 0 };

    for (size_t i = 0; i < 200000; i++)
        ck_assert_int_eq(buf_addc(&want, (char)(i * 7)), 0);
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, want.data, want.len), (ssize_t)want.len);
    close(fd);
    ck_assert_int_eq(buf_adds(&b, "<"), 0);
    ck_assert_int_eq(buf_read_file(&b, path), 0);
    unlink(path);
    ck_assert_uint_eq(b.len, want.len + 1);
    ck_assert_mem_eq(b.data + 1, want.data, want.len);
    ck_assert_int_eq(b.data[b.len], '\0');
    buf_free(&b);
    buf_free(&want);
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

TABLE_START(a_file_that_cannot_be_read_leaves_the_buffer_as_it_was, unreadable)
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

int main(void)
{
    const unit_test tests[] = {
        UNIT_CASE("append"),
        UNIT(appends_concatenate_and_keep_a_terminating_nul),
        UNIT(an_empty_append_still_leaves_a_c_string),
        UNIT(embedded_nul_bytes_are_kept),
        UNIT_TABLE(growth_preserves_every_byte),
        UNIT(free_leaves_an_empty_reusable_buffer),
        UNIT_CASE("grow"),
        UNIT(an_array_grows_to_the_need_and_keeps_its_elements),
        UNIT(an_array_too_large_for_memory_is_refused_and_left_alone),
        UNIT_CASE("read"),
        UNIT(a_whole_file_is_appended_with_every_byte),
        UNIT(an_empty_file_leaves_a_c_string),
        UNIT_TABLE(a_file_that_cannot_be_read_leaves_the_buffer_as_it_was),
    };
    return UNIT_MAIN("buf", tests);
}

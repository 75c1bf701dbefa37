/* test_fuzz_regressions.c: one test for each input the fuzz harnesses (tests/fuzz/) found
 * crashing the rewriter, tripping a sanitizer or breaking one of its promises; each input
 * is the minimized one, spelled as the harness saw it. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "call.h"
#include "rewrite_helpers.h"
#include "unit.h"

/* word stands at the same presumed file and line in the input and in its rewrite. */
static void check_same_place(const char *src, const char *word)
{
    rew_result r = rewrite_n(src, strlen(src));
    lex_token a = find_token(src, strlen(src), word);
    lex_token b = find_token(r.text.data, r.text.len, word);
    ck_assert_uint_eq(r.rewritten, 1);
    ck_assert_uint_eq(a.line, b.line);
    ck_assert_uint_eq(a.where.file_len, b.where.file_len);
    ck_assert_mem_eq(src + a.where.file_off, r.text.data + b.where.file_off, a.where.file_len);
    rew_result_free(&r);
}

/* Nothing in src is rewritten: the text comes back byte for byte. */
static void check_left_alone(const char *src, size_t len)
{
    rew_result r = rewrite_n(src, len);
    ck_assert_uint_eq(r.rewritten, 0);
    ck_assert_uint_eq(r.text.len, len);
    ck_assert_mem_eq(r.text.data, src, len);
    rew_result_free(&r);
}

START_TEST(code_between_the_runtime_and_the_first_call_keeps_its_line)
{
    check_same_place("# 1 \"a.c\"\nint x;\nvoid f(char *b) { sprintf(b, \"%d\", 1); }\n", "x");
}
END_TEST

START_TEST(code_after_the_directory_marker_keeps_its_file_and_line)
{
    check_same_place("# 0 \"a.c\"\n# 1 \"/w//\"\nint x;\n"
                     "void f(char *b) { sprintf(b, \"%d\", 1); }\n", "x");
}
END_TEST

/* The runtime went after the first newline, inside the marker's logical line. */
START_TEST(a_first_marker_continued_by_a_backslash_keeps_the_runtime_out_of_it)
{
    static const char src[] = "# 7 \"a.c\" \\\n\nint x;\n"
                              "void f(char *b) { sprintf(b, \"%d\", 1); }\n";
    rew_result r = rewrite_n(src, sizeof src - 1);
    lex_state lx;
    lex_token t;
    lex_init(&lx, r.text.data, r.text.len);
    lex_next(&lx, &t);
    ck_assert_uint_eq(t.len, 12);
    rew_result_free(&r);
    check_same_place(src, "x");
}
END_TEST

START_TEST(a_marker_file_name_the_lexer_cannot_decode_does_not_fail_the_rewrite)
{
    static const char src[] = "#7 \"\\\0\"\nsprintf()";
    static const char unknown_escape[] = "# 1 \"\\q.c\"\n"
                                         "void f(char *b) { sprintf(b, \"%d\", 1); }\n";
    check_left_alone(src, sizeof src - 1);
    rew_result r = rewrite_n(unknown_escape, strlen(unknown_escape));
    ck_assert_uint_eq(r.rewritten, 1);
    rew_result_free(&r);
}
END_TEST

/* Under UBSan: the wrapper's arguments were indexed before they were counted. */
START_TEST(a_fortify_call_without_arguments_in_a_system_header_is_survived)
{
    static const char src[] = "# 5 \"\" 3\n__sprintf_chk()";
    check_left_alone(src, sizeof src - 1);
}
END_TEST

START_TEST(an_argument_whose_brackets_do_not_nest_is_not_a_call)
{
    static const char src[] = "){sprintf(,\"%u\",{))}sprintf(,\"%d\",)";
    check_left_alone(src, sizeof src - 1);
}
END_TEST

/* The first pass left snprintf's call, its name being also an argument of the sprintf it
 * rewrote; the second found that use only in the original kept under __typeof__, whose
 * arguments it did not look into, and rewrote the call. */
START_TEST(a_second_pass_leaves_a_call_the_first_left_for_a_use_in_a_rewritten_one)
{
    static const char src[] = "{snprintf(b,2,\"\")sprintf(snprintf,\"\");";
    rew_result r = rewrite_n(src, sizeof src - 1);
    ck_assert_uint_eq(r.rewritten, 1);
    check_rewritten_again_unchanged(&r);
    rew_result_free(&r);
}
END_TEST

/* The same in the user's own unevaluated operand: the use in sizeof's call counts as
 * one in an evaluated call does, also in a call nested in it. */
START_TEST(a_use_in_the_arguments_of_an_unevaluated_call_counts_as_in_any_call)
{
    static const char *const srcs[] = {
        "void f(char *b) { (void)sizeof(sprintf(b, \"%p\", (void *)snprintf)); snprintf(b, 2, \"x\"); }",
        "void f(char *b) { (void)sizeof(sprintf(b, \"%d\", sprintf(b, \"%p\", snprintf))); snprintf(b, 2, \"x\"); }",
        "void f(char *b) { sprintf(b, \"%p\", (void *)snprintf); snprintf(b, 2, \"x\"); }",
    };
    for (size_t i = 0; i < sizeof srcs / sizeof srcs[0]; i++) {
        rew_result r = rewrite_n(srcs[i], strlen(srcs[i]));
        ck_assert_uint_eq(r.nnotes, i < 2 ? 1 : 2);
        ck_assert_int_eq(r.notes[r.nnotes - 1].outcome, REW_UNCHANGED);
        ck_assert_ptr_nonnull(strstr(r.notes[r.nnotes - 1].detail, "used other than in calls"));
        rew_result_free(&r);
    }
}
END_TEST

/* The number of calls the finder returns in src, which must then be at its end. */
static size_t count_calls(const char *src, size_t len, call_finder *cf)
{
    call_site s;
    size_t n = 0;
    int r;
    call_init(cf, src, len);
    while ((r = call_next(cf, &s)) == 1)
        n++;
    ck_assert_int_eq(r, 0);
    return n;
}

/* Appends head, part times times, and tail to src. */
static void add_repeated(buf *src, const char *head, const char *part, size_t times,
                         const char *tail)
{
    ck_assert_int_eq(buf_adds(src, head), 0);
    while (times-- > 0)
        ck_assert_int_eq(buf_adds(src, part), 0);
    ck_assert_int_eq(buf_adds(src, tail), 0);
}

/* A call whose tokens take dozens of times its bytes once stored (a long sum, a format of
 * many adjacent literals) was kept whole: memory grew far past the input's size. */
START_TEST(a_call_too_long_to_keep_is_left_alone_with_storage_bounded)
{
    buf src = { NULL, 0, 0 };
    call_finder cf;
    add_repeated(&src, "void f(char *b, int x) { sprintf(b, \"%d\", x", " + x", 100000,
                 "); snprintf(b, 4, \"%d\", x); }");
    ck_assert_uint_eq(count_calls(src.data, src.len, &cf), 1);
    ck_assert_uint_le(cf.cap * sizeof *cf.toks, (size_t)1 << 20);
    call_free(&cf);
    buf_free(&src);
}
END_TEST

START_TEST(brackets_nested_deeper_than_any_real_argument_leave_the_call_alone)
{
    buf src = { NULL, 0, 0 };
    call_finder cf;
    add_repeated(&src, "void f(char *b) { sprintf(b, \"%d\", ", "(", 1000, "1");
    add_repeated(&src, "", ")", 1000, "); sprintf(b, \"%d\", ((1))); }");
    ck_assert_uint_eq(count_calls(src.data, src.len, &cf), 1);
    call_free(&cf);
    buf_free(&src);
}
END_TEST

/* lex_is no longer measures the word first; a NUL byte in the source must not read as
 * the end of the word. */
START_TEST(lex_is_tells_a_nul_in_the_source_from_the_end_of_the_word)
{
    static const char src[] = "ab\0 ab";
    lex_token t = { LEX_OTHER, 0, 3, 0, 1, { 0, 0, 0 } };
    ck_assert(!lex_is(src, &t, "ab"));
    ck_assert(!lex_is(src, &t, "abc"));
    t.len = 2;
    ck_assert(lex_is(src, &t, "ab"));
    ck_assert(!lex_is(src, &t, "a"));
    ck_assert(!lex_is(src, &t, "abc"));
}
END_TEST

int main(void)
{
    const unit_test tests[] = {
        UNIT_CASE("fuzz_regressions"),
        UNIT(code_between_the_runtime_and_the_first_call_keeps_its_line),
        UNIT(code_after_the_directory_marker_keeps_its_file_and_line),
        UNIT(a_first_marker_continued_by_a_backslash_keeps_the_runtime_out_of_it),
        UNIT(a_marker_file_name_the_lexer_cannot_decode_does_not_fail_the_rewrite),
        UNIT(a_fortify_call_without_arguments_in_a_system_header_is_survived),
        UNIT(an_argument_whose_brackets_do_not_nest_is_not_a_call),
        UNIT(a_call_too_long_to_keep_is_left_alone_with_storage_bounded),
        UNIT(brackets_nested_deeper_than_any_real_argument_leave_the_call_alone),
        UNIT(lex_is_tells_a_nul_in_the_source_from_the_end_of_the_word),
        UNIT(a_second_pass_leaves_a_call_the_first_left_for_a_use_in_a_rewritten_one),
        UNIT(a_use_in_the_arguments_of_an_unevaluated_call_counts_as_in_any_call),
    };
    return UNIT_MAIN("fuzz_regressions", tests);
}

/* test_rewrite.c: the rewriter and its code generator: what is rewritten or left alone
 * and why, that everything else stays byte for byte and on its line, and idempotence. */
#include <check.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "call.h"
#include "emit.h"
#include "rewrite_helpers.h"
#include "unit.h"

static rew_result rewrite(const char *src)
{
    return rewrite_n(src, strlen(src));
}

static const struct {
    const char *src;
    rew_outcome outcome;
    const char *detail;
} outcomes[] = {
    { "void f(char *b){ sprintf(b, \"%d\", 1); }", REW_REWROTE, NULL },
    { "void f(char *b){ snprintf(b, 4, \"%s|%-5u\", \"x\", 2u); }", REW_REWROTE, NULL },
    { "void f(char *b){ sprintf(b, \"%\" \"l\" \"u\", 2ul); }", REW_REWROTE, NULL },
    { "void f(char *b){ sprintf(b, \"%n\", (int *)0); }", REW_UNCHANGED, "%n directive" },
    { "void f(char *b){ sprintf(b, \"%1$d\", 1); }", REW_UNCHANGED, "positional arguments" },
    { "void f(char *b){ sprintf(b, \"%f\", 1.0); }", REW_REWROTE, NULL },
    { "void f(char *b){ sprintf(b, \"%s %0-*.3Lf|%e|%Lg\", \"a\", 3, 1.0L, 2.0, 3.0L); }", REW_PARTIAL,
      "%-0*.3Lf, %Lg by libc" },
    { "void f(char *b){ sprintf(b, \"%.2F|%g|%#a|%-12.30E\", 1.0, 2.0, 3.0, 4.0); }", REW_REWROTE, NULL },
    { "void f(char *b, const char *f){ sprintf(b, f, 1); }", REW_UNCHANGED,
      "format is not a string literal" },
    { "void f(char *b){ sprintf(b, L\"%d\", 1); }", REW_UNCHANGED, "format is not a string literal" },
    { "void f(char *b){ sprintf(b, (\"%d\"), 1); }", REW_REWROTE, NULL },
    { "void f(char *b){ sprintf(b, ((\"%\" \"d\")), 1); }", REW_REWROTE, NULL },
    { "void f(void *o){ fprintf(o, (\"lit\\n\")); }", REW_UNCHANGED,
      "the compiler calls fwrite, fputs or fputc in its place, which is cheaper" },
    { "void f(char *b){ sprintf(b, (\"%d\") + 1, 1); }", REW_UNCHANGED, "format is not a string literal" },
    { "void f(char *b, int c){ sprintf(b, (c ? \"%d\" : \"%u\"), 1); }", REW_UNCHANGED,
      "format is not a string literal" },
    { "void f(char *b){ sprintf(b, (\"%d\")(\"%d\"), 1); }", REW_UNCHANGED, "format is not a string literal" },
    { "void f(char *b){ sprintf(b, \"%d %d\", 1); }", REW_UNCHANGED,
      "argument count does not match the format" },
    { "void f(char *b){ sprintf(b, \"x\", 1); }", REW_UNCHANGED,
      "argument count does not match the format" },
    { "int n = sprintf(b, \"%d\", 1);", REW_UNCHANGED, "not inside a function" },
    { "void f(char *b){ snprintf(b, , \"x\"); }", REW_UNCHANGED, "an argument is empty" },
    { "void f(char *b){ sprintf(, \"x\"); }", REW_UNCHANGED, "an argument is empty" },
    { "void f(char *b){ sprintf(b, \"%d\", ); }", REW_UNCHANGED, "an argument is empty" },
    { "int f(b, n) char *b; int n; { return sprintf(b, \"%d\", n); }", REW_REWROTE, NULL },
    { "void f(char *b){ sprintf(b, \"%s\", 42); }", REW_UNCHANGED, "an argument does not match its directive" },
    { "void f(char *b){ sprintf(b, \"%s\", ((42))); }", REW_UNCHANGED, "an argument does not match its directive" },
    { "void f(char *b){ sprintf(b, \"%d\", \"x\"); }", REW_UNCHANGED, "an argument does not match its directive" },
    { "void f(char *b){ sprintf(b, \"%d\", 1.5); }", REW_UNCHANGED, "an argument does not match its directive" },
    { "void f(char *b){ sprintf(b, \"%*f\", 3, 1); }", REW_UNCHANGED, "an argument does not match its directive" },
    { "void f(char *b){ sprintf(b, \"%s%x%e\", 0, 0x1e, 1e3); }", REW_REWROTE, NULL },
    { "void f(char *b){ sprintf(b, \"%.12f|%.*f\", 1.0, 2, 1.0); }", REW_REWROTE, NULL },
    { "void f(char *b){ sprintf(b,\n#pragma x\n\"%d\", 1); }", REW_UNCHANGED, "directive inside the call" },
    { "void f(int x){ printf(\"x=%d\\n\", x); }", REW_REWROTE, NULL },
    { "void f(void *o, int x){ fprintf(o, \"%5d|%s\", x, \"y\"); }", REW_REWROTE, NULL },
    { "void f(int x){ dprintf(2, \"%x\\n\", x); }", REW_REWROTE, NULL },
    { "void f(int x){ __printf_chk(1, \"%d\", x); }", REW_REWROTE, NULL },
    { "void f(void *o, int x){ __fprintf_chk(o, 1, \"%d\", x); }", REW_REWROTE, NULL },
    { "void f(int x){ __dprintf_chk(x, 1, \"%d\", x); }", REW_REWROTE, NULL },
    { "void f(void){ printf(\"hello\"); }", REW_REWROTE, NULL },
    { "void f(void){ printf(\"100%%\\n\"); }", REW_REWROTE, NULL },
    { "void f(const char *s){ printf(\"%s\", s); }", REW_REWROTE, NULL },
    { "void f(void){ dprintf(1, \"hi\\n\"); }", REW_REWROTE, NULL },
    { "void f(void){ printf(\"hi\\n\"); }", REW_UNCHANGED,
      "the compiler calls puts or putchar in its place, which is cheaper" },
    { "void f(void){ printf(\"\"); }", REW_UNCHANGED,
      "the compiler calls puts or putchar in its place, which is cheaper" },
    { "void f(void){ printf(\"x\"); }", REW_UNCHANGED,
      "the compiler calls puts or putchar in its place, which is cheaper" },
    { "void f(const char *s){ printf(\"%s\\n\", s); }", REW_UNCHANGED,
      "the compiler calls puts or putchar in its place, which is cheaper" },
    { "void f(int c){ __printf_chk(1, \"%c\", c); }", REW_UNCHANGED,
      "the compiler calls puts or putchar in its place, which is cheaper" },
    { "void f(void *o){ fprintf(o, \"lit\\n\"); }", REW_UNCHANGED,
      "the compiler calls fwrite, fputs or fputc in its place, which is cheaper" },
    { "void f(void *o, const char *s){ fprintf(o, \"%s\", s); }", REW_UNCHANGED,
      "the compiler calls fwrite, fputs or fputc in its place, which is cheaper" },
    { "void f(void *o, int c){ fprintf(o, \"%c\", c); }", REW_UNCHANGED,
      "the compiler calls fwrite, fputs or fputc in its place, which is cheaper" },
    { "void f(int x){ printf(\"%n\", &x); }", REW_UNCHANGED, "%n directive" },
};

TABLE_START(each_call_is_rewritten_or_left_unchanged_with_its_reason, outcomes)
{
    rew_result r = rewrite(outcomes[_i].src);
    ck_assert_uint_eq(r.nnotes, 1);
    ck_assert_int_eq(r.notes[0].outcome, outcomes[_i].outcome);
    if (outcomes[_i].detail)
        ck_assert_str_eq(r.notes[0].detail, outcomes[_i].detail);
    ck_assert_uint_eq(r.rewritten, outcomes[_i].outcome != REW_UNCHANGED);
    if (r.rewritten == 0)
        ck_assert_str_eq(r.text.data, outcomes[_i].src);
    rew_result_free(&r);
}
END_TEST

static const char *const unchanged[] = {
    "",
    "# 1 \"a.c\"\nint main(void) { return 0; }\n",
    "# 0 \"a.c\"\n# 1 \"/w//\"\nvoid f(char *b) { my_sprintf(b, \"%d\", 1); sprintf_s(b, \"x\"); }\n",
    ("struct L { int (*sprintf)(char *, const char *, ...); };\n"
     "void f(struct L *l, struct L o, char *b) { l->sprintf(b, \"%d\", 1); o.sprintf(b, \"%d\", 1); }\n"),
    "int (*p)(char *, const char *, ...) = sprintf; int sprintf(char *, const char *, ...);\n",
};

TABLE_START(text_with_nothing_to_rewrite_comes_out_byte_identical, unchanged)
{
    rew_result r = rewrite(unchanged[_i]);
    ck_assert_uint_eq(r.rewritten, 0);
    ck_assert_uint_eq(r.text.len, strlen(unchanged[_i]));
    ck_assert_mem_eq(r.text.data ? r.text.data : "", unchanged[_i], r.text.len);
    rew_result_free(&r);
}
END_TEST

static const char *const rewritable[] = {
    "# 0 \"a.c\"\n# 1 \"/w//\"\n# 1 \"a.c\"\nvoid f(char *b) {\n  int n = sprintf(b, \"%d\", 1); int after;\n  int next;\n}\n",
    "# 1 \"a.c\"\nvoid f(char *b) {\n  if (snprintf(b, 8,\n        \"%s-%u\", \"x\",\n        3u) > 2) {} int after;\n  int next;\n}\n",
    "# 1 \"a.c\"\nvoid f(char *b) {\n\tint n = snprintf(\n# 5 \"a.c\" 3 4\n((void *)0)\n# 5 \"a.c\"\n, 0, \"%d\", 7); int after;\n  int next;\n}\n",
    "void f(char *b) { sprintf(b, \"%c\", 'x'); int after; }\nint next;\n",
};

TABLE_START(tokens_after_a_rewritten_call_keep_their_line_and_column, rewritable)
{
    static const char *const words[] = { "after", "next" };
    const char *src = rewritable[_i];
    rew_result r = rewrite(src);
    size_t w;
    ck_assert_uint_eq(r.rewritten, 1);
    for (w = 0; w < 2; w++) {
        lex_token a = find_token(src, strlen(src), words[w]);
        lex_token b = find_token(r.text.data, r.text.len, words[w]);
        ck_assert_uint_eq(a.line, b.line);
        ck_assert_uint_eq(a.off - a.line_start, b.off - b.line_start);
        if (a.where.file_len) {
            ck_assert_uint_eq(a.where.file_len, b.where.file_len);
            ck_assert_mem_eq(src + a.where.file_off, r.text.data + b.where.file_off, a.where.file_len);
        } else { /* without markers, the default file name stands for the input */
            ck_assert_uint_eq(b.where.file_len, strlen(opts.default_file) + 2);
            ck_assert_mem_eq(r.text.data + b.where.file_off + 1, opts.default_file, b.where.file_len - 2);
        }
    }
    rew_result_free(&r);
}
END_TEST

TABLE_START(the_original_call_stays_under_typeof_at_its_own_line_and_column, rewritable)
{
    const char *src = rewritable[_i];
    rew_result r = rewrite(src);
    const char *name = strstr(src, "snprintf") ? "snprintf" : "sprintf";
    lex_token a = find_token(src, strlen(src), name);
    lex_token b = find_token(r.text.data, r.text.len, name);
    ck_assert_uint_eq(a.line, b.line);
    ck_assert_uint_eq(a.off - a.line_start, b.off - b.line_start);
    ck_assert_int_eq(b.where.flags & LEX_FLAG_SYSTEM, 0);
    ck_assert_ptr_nonnull(strstr(r.text.data, "((void)(__typeof__("));
    rew_result_free(&r);
}
END_TEST

TABLE_START(rewriting_the_output_again_changes_nothing, rewritable)
{
    rew_result r = rewrite(rewritable[_i]);
    check_rewritten_again_unchanged(&r);
    rew_result_free(&r);
}
END_TEST

START_TEST(the_runtime_goes_after_the_first_marker_and_the_directory_marker)
{
    rew_result r = rewrite(rewritable[0]);
    static const char head[] = "# 0 \"a.c\"\n# 1 \"/w//\"\n# 1 \"<qrintf runtime>\" 3\n/* runtime */\n";
    ck_assert_mem_eq(r.text.data, head, sizeof head - 1);
    ck_assert_ptr_eq(strstr(r.text.data + 1, "/* runtime */"), r.text.data + sizeof head - 15);
    rew_result_free(&r);
}
END_TEST

START_TEST(report_notes_carry_the_presumed_file_line_and_column)
{
    rew_result r = rewrite("# 7 \"dir/x\\\\y.c\"\nvoid f(char *b) {\n   sprintf(b, \"%d\\n\", 1);\n}\n");
    buf line = { NULL, 0, 0 };
    ck_assert_uint_eq(r.nnotes, 1);
    ck_assert_int_eq(rew_note_line(&line, &r.notes[0]), 0);
    ck_assert_str_eq(line.data, "dir/x\\y.c:8:4: note: qrintf: rewrote sprintf \"%d\\n\"\n");
    buf_free(&line);
    rew_result_free(&r);
}
END_TEST

/* gcc's fortify wrappers are inline functions in a system header (bits/stdio2.h). */
static const char fortified[] =
    "# 1 \"a.c\"\n# 1 \"/usr/include/x86_64-linux-gnu/bits/stdio2.h\" 1 3 4\n"
    "extern __inline int sprintf (char *__restrict __s, const char *__restrict __fmt, ...)\n"
    "{ return __builtin___sprintf_chk (__s, 2 - 1, __builtin_object_size (__s, 2 > 1), __fmt,"
    " __builtin_va_arg_pack ()); }\n"
    "# 5 \"a.c\" 2\n"
    "void f(char *b) { sprintf(b, \"%d\", 1); snprintf(b, 2, \"%d\", 1); }\n";

/* Under a fortify wrapper, a destination that does more than name the buffer keeps its
 * call: the object size of it unevaluated is unknown to gcc. Casts, members, indexes and
 * offsets are names of the buffer. */
static const struct {
    const char *dest;
    int acts;
} fortified_dests[] = {
    { "(i++, b)", 1 }, { "get()", 1 }, { "&b[i++]", 1 }, { "b + (i = 1)", 1 }, { "(*fp)(b)", 1 },
    { "s.p[0]()", 1 }, { "b += 1", 1 }, { "b", 0 }, { "(char *)b", 0 }, { "&s.a[2]", 0 },
    { "b + sizeof(int)", 0 }, { "s.p[1] + i", 0 },
};

TABLE_START(under_fortify_a_destination_that_acts_keeps_its_call, fortified_dests)
{
    char src[1024];
    snprintf(src, sizeof src,
             "# 1 \"a.c\"\n# 1 \"/usr/include/x86_64-linux-gnu/bits/stdio2.h\" 1 3 4\n"
             "extern __inline int sprintf (char *__restrict __s, const char *__restrict __fmt, ...)\n"
             "{ return __builtin___sprintf_chk (__s, 2 - 1, __builtin_object_size (__s, 2 > 1), __fmt,"
             " __builtin_va_arg_pack ()); }\n"
             "# 5 \"a.c\" 2\n"
             "void f(char *b, int i, char *(*fp)(char *)) { sprintf(%s, \"%%d\", 1); }\n",
             fortified_dests[_i].dest);
    rew_result r = rewrite(src);
    ck_assert_uint_eq(r.nnotes, 1);
    ck_assert_msg((r.notes[0].outcome == REW_REWROTE) == !fortified_dests[_i].acts, "%s: %s",
                  fortified_dests[_i].dest, r.notes[0].detail ? r.notes[0].detail : "rewritten");
    if (fortified_dests[_i].acts)
        ck_assert_ptr_nonnull(strstr(r.notes[0].detail, "under _FORTIFY_SOURCE"));
    rew_result_free(&r);
}
END_TEST

START_TEST(calls_in_system_headers_are_neither_rewritten_nor_reported)
{
    rew_result r = rewrite(fortified);
    ck_assert_uint_eq(r.nnotes, 2);
    ck_assert_uint_eq(r.notes[0].line, 5);
    ck_assert_ptr_nonnull(strstr(r.text.data, "__builtin___sprintf_chk (__s, 2 - 1"));
    rew_result_free(&r);
}
END_TEST

/* The definition of generated function fn in a rewritten text. */
static const char *function_def(const char *text, int fn)
{
    char head[40];
    snprintf(head, sizeof head, " int __qrintf_f%d(", fn);
    return strstr(text, head);
}

/* How many times needle occurs in text. */
static int occurrences(const char *text, const char *needle)
{
    int n = 0;
    for (const char *at = strstr(text, needle); at; at = strstr(at + 1, needle))
        n++;
    return n;
}

START_TEST(a_fortify_wrapper_gives_later_plain_calls_its_object_size_check)
{
    rew_result r = rewrite(fortified);
    const char *f0 = function_def(r.text.data, 0), *f1 = function_def(r.text.data, 1);
    ck_assert_ptr_nonnull(f0);
    ck_assert_ptr_nonnull(f1);
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_f0((char *)(\n# 5 \"a.c\"\nb \n# 5 \"a.c\" 3\n), "
                                              "(__qrintf_size)(__builtin_object_size ( (b ) , 2 > 1 ) )"));
    ck_assert_ptr_nonnull(strstr(f0, "__qrintf_at(__qrintf_arg_d, __qrintf_arg_s,"));
    ck_assert_ptr_nonnull(strstr(f0, "return __qrintf_libc_sprintf_chk(__qrintf_arg_d, 0, __qrintf_arg_s, "));
    /* no wrapper was seen for snprintf */
    ck_assert_ptr_nonnull(strstr(f1, "__qrintf_at(__qrintf_arg_d, __qrintf_arg_n,"));
    ck_assert_ptr_null(strstr(f1, "__qrintf_arg_s"));
    rew_result_free(&r);
}
END_TEST

START_TEST(the_fortified_builtins_are_rewritten_with_their_object_size)
{
    rew_result r = rewrite("void f(char *b) { __builtin___snprintf_chk(b, 4, 2 - 1, "
                           "__builtin_object_size (b, 1), \"%s\", \"x\");"
                           " __builtin___snprintf_chk(b, 4, 2 - 1, "
                           "__builtin_object_size (b, 1), \"%u\", 7u); }");
    ck_assert_uint_eq(r.rewritten, 2);
    ck_assert_str_eq(r.notes[0].callee, "snprintf");
    /* a size beyond the object's: the C library's fortified call, which fails */
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_arg_s < __qrintf_arg_n ? (char *)0 : "
                                              "__qrintf_at(__qrintf_arg_d, __qrintf_arg_n,"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "return __qrintf_libc_snprintf_chk(__qrintf_arg_d, __qrintf_arg_n, "
                                              "__qrintf_arg_f, __qrintf_arg_s, "));
    rew_result_free(&r);
}
END_TEST

/* At one or two sites the function is the compiler's to inline, with the hint of an
 * inline function when the build favours speed (the helper's goal). */
START_TEST(a_format_used_at_several_call_sites_is_one_function_that_stays_out_of_line)
{
    rew_result r = rewrite("void f(char *b, int i) { sprintf(b, \"%d\", i); sprintf(b, \"%u\", 1u);"
                           " sprintf(b, \"%d\", i + 1); sprintf(b, \"%u\", 2u);"
                           " sprintf(b, \"%d\", i + 2); }");
    ck_assert_uint_eq(r.rewritten, 5);
    ck_assert_ptr_nonnull(strstr(r.text.data, "static __attribute__((__noinline__)) int __qrintf_f0("));
    ck_assert_ptr_nonnull(strstr(r.text.data, "static __inline__ int __qrintf_f1("));
    ck_assert_ptr_null(function_def(r.text.data, 2));
    ck_assert_ptr_null(strstr(r.text.data, "__qrintf_f2"));
    rew_result_free(&r);
}
END_TEST

/* A format called once in a large function body (2,000 tokens or more) stays out of line
 * too, and so does one in the arguments of a call kept there; in a smaller body it is the
 * compiler's to inline. */
START_TEST(a_format_called_in_a_large_function_body_stays_out_of_line)
{
    buf src = { NULL, 0, 0 };
    for (int large = 0; large < 2; large++) {
        ck_assert_int_eq(buf_printf(&src, "void f%d(char *b, int x) { g(sprintf(b, \"(%%d)%d\", x));"
                                          " sprintf(b, \"%%d.%d\", x);", large, large, large), 0);
        for (int i = 0; i < 329 + large; i++)
            ck_assert_int_eq(buf_adds(&src, " x = x + 1;"), 0);
        ck_assert_int_eq(buf_adds(&src, " }\n"), 0);
    }
    rew_result r = rewrite(src.data);
    ck_assert_uint_eq(r.rewritten, 4);
    /* after f0's '{', 1,995 tokens: 12 and 8 of the calls, 329 * 6 of "x = x + 1;", the
     * '}'; after f1's, 2,001 */
    ck_assert_ptr_nonnull(strstr(r.text.data, "static __inline__ int __qrintf_f0("));
    ck_assert_ptr_nonnull(strstr(r.text.data, "static __inline__ int __qrintf_f1("));
    ck_assert_ptr_nonnull(strstr(r.text.data, "static __attribute__((__noinline__)) int __qrintf_f2("));
    ck_assert_ptr_nonnull(strstr(r.text.data, "static __attribute__((__noinline__)) int __qrintf_f3("));
    ck_assert_ptr_nonnull(strstr(function_def(r.text.data, 0), "\"(%d)0\""));
    ck_assert_ptr_nonnull(strstr(function_def(r.text.data, 2), "\"(%d)1\""));
    rew_result_free(&r);
    buf_free(&src);
}
END_TEST

/* So is one called in a body of many calls (a printing routine): 15 calls of their own
 * formats in one body leave them inline, 16 in another make them noinline, a call in
 * another rewritten call's arguments counting for the body that call lies in. */
START_TEST(a_format_called_in_a_body_of_many_calls_stays_out_of_line)
{
    buf src = { NULL, 0, 0 };
    static const char *const head[2] = { "static __inline__ int __qrintf_f",
                                         "static __attribute__((__noinline__)) int __qrintf_f" };
    for (int dense = 0; dense < 2; dense++) {
        ck_assert_int_eq(buf_printf(&src, "void f%d(char *b, int x) {", dense), 0);
        for (int i = 0; i < 13; i++)
            ck_assert_int_eq(buf_printf(&src, " sprintf(b, \"%%d.%d.%d\", x);", dense, i), 0);
        ck_assert_int_eq(buf_printf(&src, " sprintf(b, \"%%d:%d\", sprintf(b + 9, \"%%d;%d\", x));",
                                    dense, dense), 0);
        if (dense)
            ck_assert_int_eq(buf_adds(&src, " sprintf(b, \"%d!\", x);"), 0);
        ck_assert_int_eq(buf_adds(&src, " }\n"), 0);
    }
    rew_result r = rewrite(src.data);
    ck_assert_uint_eq(r.rewritten, 31);
    for (int fn = 0; fn < 31; fn++) {
        char name[80];
        snprintf(name, sizeof name, "%s%d(", head[fn >= 15], fn);
        ck_assert_msg(strstr(r.text.data, name) != NULL, "no %s", name);
    }
    rew_result_free(&r);
    buf_free(&src);
}
END_TEST

/* Each goal of the build gets its form of the runtime: the inlining hints for speed, none
 * without; for size, also the switch that makes the kernels loops. The generated
 * functions are the same but for their own hint, for speed only. */
static const struct {
    rew_goal goal;
    const char *present[3], *absent[3];
} goal_forms[] = {
    { REW_GOAL_SPEED, { "__always_inline__", "enum { __QRINTF_FAST = 1 };", "static __inline__ int __qrintf_f0(" },
      { "__qrintf_int_s(", "enum { __QRINTF_FAST = 0 };", "static int __qrintf_f0(" } },
    { REW_GOAL_NONE, { "__qrintf_i32(__qrintf_p, __qrintf_arg0, ", "enum { __QRINTF_FAST = 1 };",
                       "static int __qrintf_f0(" },
      { "__always_inline__", "__qrintf_int_s(", "__inline__ int __qrintf_f0(" } },
    { REW_GOAL_SIZE, { "__qrintf_i32(__qrintf_p, __qrintf_arg0, ", "enum { __QRINTF_FAST = 0 };",
                       "static int __qrintf_f0(" },
      { "__always_inline__", "enum { __QRINTF_FAST = 1 };", "__inline__ int __qrintf_f0(" } },
};

TABLE_START(each_build_goal_gets_its_own_form_of_the_runtime_and_the_functions, goal_forms)
{
    static const char src[] = "void f(char *b, int i) { sprintf(b, \"<%d\", i); }";
    rew_options o = opts;
    rew_result r;
    o.runtime = rew_runtime_text;
    o.goal = goal_forms[_i].goal;
    ck_assert_int_eq(rew_text(src, strlen(src), &o, &r), 0);
    ck_assert_uint_eq(r.rewritten, 1);
    for (int k = 0; k < 3; k++) {
        ck_assert_ptr_nonnull(strstr(r.text.data, goal_forms[_i].present[k]));
        ck_assert_ptr_null(strstr(r.text.data, goal_forms[_i].absent[k]));
    }
    rew_result_free(&r);
}
END_TEST

/* An argument's text in a rewritten call of a file without markers: in the user's
 * region, at its line (1), between markers. */
#define USER_ARG(text) "\n# 1 \"t.c\"\n" text " \n# 1 \"t.c\" 3\n"

START_TEST(a_literal_zero_size_gets_a_function_of_its_own_that_only_counts)
{
    rew_result r = rewrite("int f(char *b, int i) { return snprintf(0, 0, \"%d\", i)"
                           " + snprintf(b, 0, \"%d\", i) + snprintf(b, 00, \"%d\", i)"
                           " + snprintf(0, 0, \"%.2f\", 1.5); }");
    ck_assert_uint_eq(r.rewritten, 4);
    ck_assert_ptr_nonnull(strstr(r.text.data, "int __qrintf_f0(char * __qrintf_arg_d, int __qrintf_arg0)"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_n = (__qrintf_ull)0 + __qrintf_len_i32(__qrintf_arg0);"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "return __qrintf_libc_snprintf(__qrintf_arg_d, 0, "));
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_f0((char *)(" USER_ARG("0") "), (int)(" USER_ARG("i") "))"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_f0((char *)(" USER_ARG("b") "), (int)(" USER_ARG("i") "))"));
    /* any other spelling of the size is passed as it is */
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_f1((char *)(" USER_ARG("b") "), (__qrintf_size)("
                                              USER_ARG("00") "), (int)(" USER_ARG("i") "))"));
    /* a format whose lengths come only from writing it: through the scratch space, kept */
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_at(__qrintf_arg_d, 0,"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "return __qrintf_end_n(__qrintf_arg_d, 0, "));
    rew_result_free(&r);
}
END_TEST

/* A null string jumps to the call of the C library, labelled, before its length is taken,
 * where the function has that call: not in one that only counts, nor for a '*'
 * precision, whose length __qrintf_slen takes, null or not. */
START_TEST(a_null_string_jumps_to_the_c_librarys_call_before_its_length_is_taken)
{
    rew_result r = rewrite("int f(char *b, const char *s, int p) { return sprintf(b, \"[%s]\", s)"
                           " + snprintf(0, 0, \"<%s>\", s) + snprintf(b, 9, \"{%.*s}\", p, s); }");
    ck_assert_uint_eq(r.rewritten, 3);
    const char *f0 = function_def(r.text.data, 0), *f1 = function_def(r.text.data, 1);
    const char *f2 = function_def(r.text.data, 2);
    ck_assert(f0 && f1 && f2 && f0 < f1 && f1 < f2);
    const char *jump = strstr(f0, "    if (__builtin_expect(!__qrintf_arg0, 0))\n        goto __qrintf_libc;\n"
                                  "    __qrintf_l0 = __builtin_strlen(__qrintf_arg0);\n");
    const char *label = strstr(f0, "    if (__builtin_expect(!__qrintf_p, 0)) {\n__qrintf_libc:\n"
                                   "        return __qrintf_libc_sprintf(__qrintf_arg_d, ");
    ck_assert(jump && label && jump < label && label < f1);
    const char *count = strstr(f1, "__qrintf_l0 = __qrintf_slen(__qrintf_arg0, -1);");
    ck_assert(count && count < f2);
    ck_assert_ptr_nonnull(strstr(f2, "__qrintf_l0 = __qrintf_slen(__qrintf_arg1, __qrintf_arg0);"));
    ck_assert_ptr_null(strstr(f1, "__qrintf_libc:"));
    rew_result_free(&r);
}
END_TEST

/* Calls whose longest text is a constant that always fits where it is written have no call
 * of the C library; the others keep it: a measured string or floating text, a '*' operand,
 * a fortified size check, a bounded text longer than the scratch space. */
static const struct {
    const char *src;
    int libc;
} fits_forms[] = {
    { "int f(char *b, int i) { return sprintf(b, \"<%d>\", i); }", 0 },
    { "int f(char *b, unsigned long n, unsigned u) { return snprintf(b, n, \"%08x|%c\", u, 'q'); }", 0 },
    { "int f(char *b, void *p) { return snprintf(b, 0, \"%p\", p); }", 0 },
    { "int f(char *b, const char *s) { return sprintf(b, \"%.3s\", s); }", 1 },
    { "int f(char *b, double v) { return sprintf(b, \"%.2f\", v); }", 1 },
    { "int f(char *b, int w, int i) { return sprintf(b, \"%*d\", w, i); }", 1 },
    { "int f(char *b, int i) { return __builtin___sprintf_chk(b, 1, __builtin_object_size (b, 1), \"%d\", i); }",
      1 },
    { "int f(char *b, unsigned long n, int i) { return snprintf(b, n, \"%d %d %d %d %d %d %d %d %d %d %d %d\","
      " i, i, i, i, i, i, i, i, i, i, i, i); }", 1 },
    { "int f(char *b, int i) { return sprintf(b, \"%2147483647d%d\", i, i); }", 1 },
};

TABLE_START(only_a_text_that_may_not_fit_keeps_the_c_librarys_call, fits_forms)
{
    rew_result r = rewrite(fits_forms[_i].src);
    const char *f0 = function_def(r.text.data, 0), *end = f0 ? strstr(f0, "\n}\n") : NULL;
    const char *call = f0 ? strstr(f0, "printf") : NULL, *test = f0 ? strstr(f0, "(!__qrintf_p, 0)") : NULL;
    ck_assert_uint_eq(r.rewritten, 1);
    ck_assert_ptr_nonnull(end);
    ck_assert_int_eq(call && call < end, fits_forms[_i].libc);
    ck_assert_int_eq(test && test < end, fits_forms[_i].libc);
    rew_result_free(&r);
}
END_TEST

/* C++ name lookup: a user's own sprintf (a namespace's, a member) may be the one that an
 * unqualified call finds, even when it is declared after the call. */
static const char *const shadowing[] = {
    "namespace u { int f(char *b) { return sprintf(b, \"%d\", 1); }"
    " int sprintf(char *, const char *, ...); }",
    "struct S { int run(char *b) { return sprintf(b, \"%d\", 1); }"
    " int sprintf(char *, const char *, int); };",
    "void f(char *b, struct L *l) { l->sprintf(b, \"%d\", 1); sprintf(b, \"%d\", 2); }",
    "using u::sprintf; void f(char *b) { sprintf(b, \"%d\", 2); }",
};

TABLE_START(in_cxx_a_user_entity_named_sprintf_keeps_unqualified_calls_unchanged, shadowing)
{
    rew_result r = rewrite_cxx(shadowing[_i]);
    ck_assert_uint_eq(r.rewritten, 0);
    for (size_t i = 0; i < r.nnotes; i++)
        ck_assert_str_eq(r.notes[i].detail, call_use_reason(CALL_USE_LOOKUP));
    ck_assert_str_eq(r.text.data, shadowing[_i]);
    rew_result_free(&r);
    r = rewrite(shadowing[_i]); /* in C, lookup finds only the C library's function */
    ck_assert_uint_ge(r.rewritten, 1);
    rew_result_free(&r);
}
END_TEST

/* C: what makes sprintf another function than the C library's, anywhere in the text,
 * even after the calls, each with the reason the report gives for every call. */
static const struct { const char *text; call_use why; } own[] = {
    { "void f(char *b) { int (*sprintf)(char *, const char *, ...) = g; sprintf(b, \"%d\", 4); }",
      CALL_USE_OTHER },
    { "typedef int fmt_fn(char *, const char *, ...);"
      " void use(fmt_fn sprintf, char *b) { sprintf(b, \"%d\", 4); }", CALL_USE_OTHER },
    { "static int sprintf(char *b, const char *f, ...) { return *b = *f; }"
      " void f(char *b) { sprintf(b, \"%d\", 4); }", CALL_USE_STATIC },
    { "void f(char *b) { sprintf(b, \"%d\", 4); }"
      " int sprintf(char *b, const char *f, ...) { return *b = *f; }", CALL_USE_DEFINED },
    { "# 1 \"own.h\" 1 3 4\nstatic int sprintf(char *, const char *, ...);\n# 2 \"a.c\" 2\n"
      "void f(char *b) { sprintf(b, \"%d\", 4); }", CALL_USE_STATIC },
    { "static int n = 1, sprintf(char *, const char *, ...);"
      " void f(char *b) { sprintf(b, \"%d\", 4); }", CALL_USE_STATIC },
};

TABLE_START(a_sprintf_that_is_not_the_c_librarys_keeps_every_call_unchanged, own)
{
    rew_result r = rewrite(own[_i].text);
    ck_assert_uint_eq(r.rewritten, 0);
    ck_assert_uint_ge(r.nnotes, 1);
    for (size_t i = 0; i < r.nnotes; i++)
        ck_assert_str_eq(r.notes[i].detail, call_use_reason(own[_i].why));
    ck_assert_str_eq(r.text.data, own[_i].text);
    rew_result_free(&r);
}
END_TEST

/* The C library's own declarations, from glibc's headers, change nothing, nor do a
 * prototype of the user's, a member or the function's address in a table or another
 * initializer at file scope. */
static const char *const library[] = {
    "# 1 \"/usr/include/stdio.h\" 1 3 4\nextern int sprintf (char *__restrict __s,"
    " const char *__restrict __format, ...) __attribute__ ((__nothrow__));\n"
    "extern __inline __attribute__ ((__always_inline__)) __attribute__ ((__artificial__)) int"
    " sprintf (char *__restrict __s, const char *__restrict __fmt, ...)"
    " { return __builtin___sprintf_chk (__s, 1, __builtin_object_size (__s, 1), __fmt,"
    " __builtin_va_arg_pack ()); }\n# 2 \"a.c\" 2\n",
    "int sprintf(char *, const char *, ...);\n",
    "struct S { int (*sprintf)(char *, const char *, ...); };\n",
    "int (*const table[])(char *, const char *, ...) = { sprintf };\n",
    "static int (*const pick)(char *, const char *, ...) = sprintf;\n",
    "int (*ptr)(char *, const char *, ...) = sprintf, (*other)(char *, const char *, ...) = sprintf;\n",
    "int g(char *b) { return (sprintf)(b, \"x\") + sizeof (sprintf)(b, \"y\"); }\n",
};

TABLE_START(the_c_librarys_own_declarations_leave_calls_rewritten, library)
{
    buf text = { NULL, 0, 0 };
    ck_assert_int_eq(buf_printf(&text, "%svoid f(char *b) { sprintf(b, \"%%d\", 4); }", library[_i]), 0);
    rew_result r = rewrite_n(text.data, text.len);
    ck_assert_uint_eq(r.rewritten, 1);
    rew_result_free(&r);
    buf_free(&text);
}
END_TEST

/* printf where it names no function of the file's own: the archetype of a format
 * attribute (a header that declares printf-like functions), a value in a function body
 * (an argument of a call, what is assigned, also with '&' or a cast). Those leave the
 * printf calls rewritten, in C and in C++; the same name where a declaration could be,
 * or anywhere else in an attribute, still keeps them (rewritten 0). */
static const struct { const char *text; unsigned rewritten; } names_no_function[] = {
    { "int log1(const char *, ...) __attribute__((format(printf, 1, 2)));\n", 1 },
    { "__attribute__ ((__nonnull__ (1), __format__ (printf, 1, 2))) int log1(const char *, ...);\n", 1 },
    { "typedef void (*log_fn)(const char *, ...) __attribute__((format(printf, 1, 2)));\n", 1 },
    { "[[gnu::format(printf, 1, 2)]] int log1(const char *, ...);\n", 1 },
    { "void g(void) { extern int log1(const char *, ...) __attribute__((unused, format(printf, 1, 2))); }\n", 1 },
    { "void g(int x) { show(x, printf, 2); show(printf, x); show(x, printf); (*tab[x])(x, printf); }\n", 1 },
    { "void g(void) { int (*p)(const char *, ...) __attribute__((unused)) = printf; p = printf, q = printf; }\n", 1 },
    { "void g(int x) { show(x, &printf); p = (print_fn) printf; q = (int (*)(const char *, ...)) &printf;"
      " show((void *) printf, x); }\n", 1 },
    { "void g(void) { int x __attribute__((cleanup(printf), format(printf, 1, 2))); }\n", 0 },
    { "void g(void) { __typeof__(show) printf; }\n", 0 },
    { "void g(int x) { show(x & printf, x); }\n", 0 },
    { "void g(void) { print_fn (printf); }\n", 0 },
    { "void g(void) { int a, printf; }\n", 0 },
    { "void g(void) { for (int i = 0, printf = 0; i < printf; i++) ; }\n", 0 },
    { "void g(int x) { show(printf); }\n", 0 },
    { "void g(int x) { if (sizeof (x, printf) == 8) show(x); }\n", 0 },
};

TABLE_START(printf_where_it_names_no_function_of_the_files_leaves_printf_calls_rewritten, names_no_function)
{
    buf text = { NULL, 0, 0 };
    ck_assert_int_eq(buf_printf(&text, "%svoid f(int x) { printf(\"%%d\\n\", x); }", names_no_function[_i].text), 0);
    rew_result r = rewrite_n(text.data, text.len);
    ck_assert_uint_eq(r.rewritten, names_no_function[_i].rewritten);
    rew_result_free(&r);
    r = rewrite_cxx(text.data);
    ck_assert_uint_eq(r.rewritten, names_no_function[_i].rewritten);
    rew_result_free(&r);
    buf_free(&text);
}
END_TEST

/* C++: a header's overload, namespace or class (even a system header's: -isystem) may
 * be what an unqualified call finds; glibc's extern "C" declarations and libstdc++'s
 * using declarations in std are the library's. */
static const struct { const char *text; unsigned rewritten; } lookup[] = {
    { "# 1 \"/opt/lib.h\" 1 3 4\nnamespace lib { struct Buf {}; int sprintf(Buf &, const char *, ...); }\n"
      "# 2 \"a.cc\" 2\nvoid f(char *b) { sprintf(b, \"%d\", 4); }", 0 },
    { "# 1 \"/opt/lib.h\" 1 3 4\nstruct Base { int snprintf(char *, int, const char *, ...); };\n"
      "# 2 \"a.cc\" 2\nvoid f(char *b) { snprintf(b, 2, \"%d\", 4); }", 0 },
    { "# 1 \"/opt/lib.h\" 1 3 4\nstruct Buf {}; int sprintf(Buf &, const char *, ...);\n"
      "# 2 \"a.cc\" 2\nvoid f(char *b) { sprintf(b, \"%d\", 4) + ::sprintf(b, \"%d\", 4); }", 0 },
    { "# 1 \"/usr/include/stdio.h\" 1 3 4\nextern \"C\" { extern int sprintf (char *, const char *, ...)"
      " throw (); }\nnamespace std { using ::sprintf; }\n"
      "# 2 \"a.cc\" 2\nvoid f(char *b) { sprintf(b, \"%d\", 4) + std::sprintf(b, \"%d\", 4); }", 2 },
    { "namespace lib { int sprintf(char *, const char *, ...); }\nusing lib::sprintf;\n"
      "void f(char *b) { std::sprintf(b, \"%d\", 4) + ::sprintf(b, \"%d\", 4); }", 1 },
    { "template <class T = int> int sprintf(char *, const char *, T);\n"
      "void f(char *b) { sprintf(b, \"%d\", 4); }", 0 },
};

TABLE_START(in_cxx_what_lookup_may_find_from_any_header_keeps_unqualified_calls_unchanged, lookup)
{
    rew_result r = rewrite_cxx(lookup[_i].text);
    ck_assert_uint_eq(r.rewritten, lookup[_i].rewritten);
    rew_result_free(&r);
}
END_TEST

START_TEST(a_command_that_says_sprintf_is_not_the_librarys_keeps_its_calls_unchanged)
{
    static const char src[] = "void f(char *b) { sprintf(b, \"%d\", 1); snprintf(b, 2, \"%d\", 1); }";
    rew_options o = opts;
    rew_result r;
    o.not_libc = 1;
    ck_assert_int_eq(rew_text(src, strlen(src), &o, &r), 0);
    ck_assert_uint_eq(r.rewritten, 1);
    ck_assert_int_eq(r.notes[0].outcome, REW_UNCHANGED);
    ck_assert_ptr_nonnull(strstr(r.notes[0].detail, "-fno-builtin"));
    ck_assert_int_eq(r.notes[1].outcome, REW_REWROTE);
    rew_result_free(&r);
}
END_TEST

START_TEST(a_command_that_says_printf_is_not_the_librarys_keeps_only_its_calls_unchanged)
{
    static const char src[] = "void f(void *o, int x) { printf(\"%d\", x); fprintf(o, \"%d\", x); }";
    rew_options o = opts;
    rew_result r;
    o.not_libc = 1u << CALL_PRINTF;
    ck_assert_int_eq(rew_text(src, strlen(src), &o, &r), 0);
    ck_assert_uint_eq(r.rewritten, 1);
    ck_assert_int_eq(r.notes[0].outcome, REW_UNCHANGED);
    ck_assert_int_eq(r.notes[1].outcome, REW_REWROTE);
    rew_result_free(&r);
}
END_TEST

/* The generated functions of the printf family: the stream a parameter of fprintf's, and
 * stdout printf's; the text handed over at the end, the C library's call after it. */
START_TEST(printf_family_functions_hand_their_text_to_the_stream)
{
    static const char src[] = "void f(void *o, int x) { printf(\"%c\\n\", x); fprintf(o, \"[%c]\", x);"
                              " dprintf(x, \"%u\", 1u); __fprintf_chk(o, 1, \"<%c>\", x); }";
    rew_result r = rewrite(src);
    ck_assert_uint_eq(r.rewritten, 4);
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_fput(__qrintf_stdout, __qrintf_o, (__qrintf_size)(__qrintf_p - __qrintf_o), 0)"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_libc_printf(\"%c\\n\", __qrintf_arg0)"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "(__qrintf_file * __qrintf_arg_F, int __qrintf_arg0)"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_fput(__qrintf_arg_F, __qrintf_o, (__qrintf_size)(__qrintf_p - __qrintf_o), 0)"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_dput(__qrintf_arg_D, __qrintf_o, (__qrintf_size)(__qrintf_p - __qrintf_o), 0)"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_libc_fprintf_chk(__qrintf_arg_F, __qrintf_arg_f, "));
    rew_result_free(&r);
}
END_TEST

/* With nodebug (clang), every generated function, inline or not, says that it has no
 * debug information; without, none does. */
START_TEST(generated_functions_carry_no_debug_information_when_asked)
{
    static const char src[] = "void f(char *b, int x) { sprintf(b, \"%d\", x);"
                              " sprintf(b, \"<%d>\", x); sprintf(b, \"<%d>\", x); sprintf(b, \"<%d>\", x); }";
    rew_options o = opts;
    rew_result r;
    o.nodebug = 1;
    ck_assert_int_eq(rew_text(src, strlen(src), &o, &r), 0);
    ck_assert_uint_eq(r.rewritten, 4);
    ck_assert_int_eq(occurrences(r.text.data, " __attribute__((__nodebug__)) int __qrintf_f"), 2);
    ck_assert_ptr_nonnull(strstr(r.text.data, "static __attribute__((__noinline__)) __attribute__((__nodebug__)) int __qrintf_f1("));
    rew_result_free(&r);
    r = rewrite(src);
    ck_assert_uint_eq(r.rewritten, 4);
    ck_assert_ptr_null(strstr(r.text.data, "__nodebug__"));
    rew_result_free(&r);
}
END_TEST

/* A printf or fprintf whose text always fits the scratch space and cannot hold a null
 * character (numbers alone, or a literal) ends with the stream's call alone, which
 * leaves what the stream refuses to the C library as the text: no call of the format
 * with its arguments, fortified or not. A %c, which may print a null character, keeps
 * the format's call; so does a %s, whose text may not fit, and a dprintf. */
START_TEST(a_printf_family_text_of_numbers_leaves_the_c_library_its_text)
{
    static const char src[] = "void f(void *o, int x, const char *s) { printf(\"%d\\n\", x); fprintf(o, \"[%d]\", x);"
                              " __fprintf_chk(o, 1, \"<%u>\", x); printf(\"lit\"); fprintf(o, \"(%c)\", x);"
                              " fprintf(o, \"{%s}\", s); dprintf(x, \"%d;\", x); }";
    rew_result r = rewrite(src);
    ck_assert_uint_eq(r.rewritten, 7);
    ck_assert_ptr_nonnull(strstr(r.text.data, "    return __qrintf_fput(__qrintf_stdout, __qrintf_o, (__qrintf_size)(__qrintf_p - __qrintf_o), 1);\n}"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "    return __qrintf_fput(__qrintf_stdout, \"lit\", 3, 1);\n}"));
    ck_assert_int_eq(occurrences(r.text.data, "__qrintf_fput(__qrintf_arg_F, __qrintf_o, (__qrintf_size)(__qrintf_p - __qrintf_o), 1)"), 2);
    ck_assert_int_eq(occurrences(r.text.data, "__qrintf_fput(__qrintf_arg_F, __qrintf_o, (__qrintf_size)(__qrintf_p - __qrintf_o), 0)"), 2);
    ck_assert_ptr_null(strstr(r.text.data, "__qrintf_libc_printf("));
    ck_assert_ptr_null(strstr(r.text.data, "__qrintf_libc_fprintf_chk("));
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_libc_fprintf(__qrintf_arg_F, \"(%c)\", __qrintf_arg0)"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_libc_fprintf(__qrintf_arg_F, \"{%s}\", __qrintf_arg0)"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_libc_dprintf(__qrintf_arg_D, \"%d;\", __qrintf_arg0)"));
    rew_result_free(&r);
}
END_TEST

/* A printf-family text with no bound (a %s without precision) is made in snprintf's 128
 * bytes of scratch space, a longer one by the C library, so that the function stays the
 * compiler's to inline like any other: into the caller, a dprintf's write() returns
 * where the C library's would. The longest text is compared with the space, and a null
 * string goes to the C library before its length is taken, each by a jump to its call. */
START_TEST(a_printf_family_text_with_no_bound_leaves_the_function_inlinable)
{
    static const char src[] = "void f(void *o, int d, const char *s) { fprintf(o, \"%s=%d\\n\", s, d);"
                              " dprintf(d, \"[%s]\", s); }";
    rew_result r = rewrite(src);
    ck_assert_uint_eq(r.rewritten, 2);
    ck_assert_ptr_nonnull(strstr(r.text.data, "static __inline__ int __qrintf_f0("));
    ck_assert_ptr_nonnull(strstr(r.text.data, "static __inline__ int __qrintf_f1("));
    ck_assert_ptr_null(strstr(r.text.data, "__noinline__)) int __qrintf_f"));
    const char *f0 = function_def(r.text.data, 0), *f1 = function_def(r.text.data, 1);
    ck_assert_ptr_nonnull(f0);
    ck_assert_ptr_nonnull(f1);
    const char *tmp0 = strstr(f0, "    char __qrintf_tmp[128];\n"), *tmp1 = strstr(f1, "    char __qrintf_tmp[128];\n");
    ck_assert_ptr_nonnull(tmp1);
    ck_assert(tmp0 && tmp0 < f1);
    ck_assert_ptr_nonnull(strstr(f0, "    if (__builtin_expect(!__qrintf_arg0, 0))\n        goto __qrintf_libc;\n"
                                     "    __qrintf_l0 = __builtin_strlen(__qrintf_arg0);\n"));
    ck_assert_ptr_nonnull(strstr(f0, " >= 128, 0))\n        goto __qrintf_libc;\n"
                                     "    __qrintf_p = __qrintf_o = __qrintf_tmp;\n"));
    ck_assert_ptr_nonnull(strstr(f1, " >= 128, 0))\n        goto __qrintf_libc;\n"
                                     "    __qrintf_p = __qrintf_o = __qrintf_tmp;\n"));
    ck_assert_ptr_null(strstr(f0, "__qrintf_at("));
    ck_assert_ptr_null(strstr(f0, "__qrintf_slen("));
    rew_result_free(&r);
}
END_TEST

/* The error indicator is read in place only where the unit's <stdio.h> is glibc's: a
 * system header defines struct _IO_FILE with int _flags first. A user's own struct of
 * that name, or a system header's of another shape, leaves the C library's function. */
static const struct {
    const char *file;
    int glibc;
} file_structs[] = {
    { "# 1 \"/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h\" 1 3 4\n"
      "struct _IO_FILE\n{\n  int _flags;\n  char *_IO_read_ptr;\n};\n# 2 \"a.c\" 2\n", 1 },
    { "struct _IO_FILE { int _flags; char *_IO_read_ptr; };\n", 0 },
    { "# 1 \"/usr/include/stdio.h\" 1 3 4\nstruct _IO_FILE { unsigned flags; int _flags; };\n"
      "# 2 \"a.c\" 2\n", 0 },
    { "", 0 },
};

TABLE_START(the_error_indicator_is_read_in_place_only_with_glibcs_file, file_structs)
{
    static const char call[] = "void f(void *o, int x) { fprintf(o, \"[%d]\", x); }\n";
    char src[400];
    rew_options o = opts;
    rew_result r;
    o.runtime = rew_runtime_text;
    snprintf(src, sizeof src, "# 1 \"a.c\"\n%s%s", file_structs[_i].file, call);
    ck_assert_int_eq(rew_text(src, strlen(src), &o, &r), 0);
    ck_assert_uint_eq(r.rewritten, 1);
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_fput(__qrintf_arg_F, "));
    ck_assert_ptr_nonnull(strstr(r.text.data, file_structs[_i].glibc ? "enum { __QRINTF_GLIBC_FILE = 1 };"
                                                                      : "enum { __QRINTF_GLIBC_FILE = 0 };"));
    rew_result_free(&r);
}
END_TEST

/* A dprintf's %s without precision is measured with its newlines (the text may end with
 * one of a string that ends it); one with a precision is looked at where the text goes. */
START_TEST(a_dprintf_string_is_measured_with_its_newlines)
{
    static const char src[] = "void f(int d, const char *s) { dprintf(d, \"%s=%.3s\\n\", s, s);"
                              " dprintf(d, \"<%5s\", s); }";
    rew_result r = rewrite(src);
    ck_assert_uint_eq(r.rewritten, 2);
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_l0 = __qrintf_dslen(__qrintf_arg0, 0);\n"
                                              "    if (__builtin_expect(__qrintf_l0 == (__qrintf_size)-1, 0))\n"
                                              "        goto __qrintf_libc;\n"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "    if (__builtin_expect(!__qrintf_arg1, 0))\n        goto __qrintf_libc;\n"
                                              "    __qrintf_l1 = __qrintf_strnlen(__qrintf_arg1, 3);"));
    ck_assert_ptr_nonnull(strstr(r.text.data, ", 0 || __qrintf_has_nl(__qrintf_arg1, __qrintf_l1));"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "__qrintf_l0 = __qrintf_dslen(__qrintf_arg0, 1);"));
    ck_assert_ptr_nonnull(strstr(r.text.data, "(__qrintf_size)(__qrintf_p - __qrintf_o), 0);"));
    rew_result_free(&r);
}
END_TEST

START_TEST(in_cxx_std_qualified_calls_are_rewritten_even_when_the_name_is_shadowed)
{
    static const char src[] = "namespace u { int sprintf(char *, const char *, ...);"
                              " int f(char *b) { return std::sprintf(b, \"%d\", 1) + sprintf(b, \"x\"); } }";
    rew_result r = rewrite_cxx(src);
    ck_assert_uint_eq(r.rewritten, 1);
    ck_assert_uint_eq(r.nnotes, 2);
    ck_assert_int_eq(r.notes[0].outcome, REW_REWROTE);
    ck_assert_int_eq(r.notes[1].outcome, REW_UNCHANGED);
    rew_result_free(&r);
}
END_TEST

START_TEST(in_cxx_a_comma_in_template_arguments_is_not_called_a_count_mismatch)
{
    static const char src[] = "template <class A, class B> struct P { A v; };"
                              " void f(char *b, int x) { sprintf(b, \"%d\", P<int, long>{x}.v); }";
    rew_result r = rewrite_cxx(src);
    ck_assert_uint_eq(r.nnotes, 1);
    ck_assert_int_eq(r.notes[0].outcome, REW_UNCHANGED);
    ck_assert_str_eq(r.notes[0].detail,
                     "the arguments could not be split: a comma may stand in template arguments");
    rew_result_free(&r);
}
END_TEST

START_TEST(calls_in_a_rewritten_calls_arguments_are_rewritten_too)
{
    static const char src[] =
        "void f(char *a, char *b) { sprintf(a, \"%d\", snprintf(0, 0, \"%s\", (sprintf(b, \"%u\", 1u), b))); }";
    rew_result r = rewrite(src);
    const char *copy = strstr(r.text.data, "__typeof__(");
    ck_assert_uint_eq(r.rewritten, 3);
    ck_assert_uint_eq(r.nnotes, 3);
    ck_assert_ptr_nonnull(copy); /* one original copy, holding the inner calls as written */
    ck_assert_ptr_null(strstr(copy + 1, "__typeof__("));
    ck_assert_ptr_nonnull(strstr(copy, "snprintf(0, 0, \"%s\", (sprintf(b, \"%u\", 1u), b))"));
    rew_result_free(&r);
}
END_TEST

START_TEST(calls_in_an_unchanged_calls_arguments_are_still_rewritten)
{
    static const char src[] = "void f(char *a, char *b) { sprintf(a, \"%1$d\", sprintf(b, \"%u\", 1u)); }";
    rew_result r = rewrite(src);
    ck_assert_uint_eq(r.rewritten, 1);
    ck_assert_uint_eq(r.nnotes, 2);
    ck_assert_int_eq(r.notes[0].outcome, REW_REWROTE);
    ck_assert_int_eq(r.notes[1].outcome, REW_UNCHANGED);
    ck_assert_ptr_nonnull(strstr(r.text.data, " sprintf(a, \"%1$d\", "));
    rew_result_free(&r);
}
END_TEST

START_TEST(c_strings_read_back_as_the_same_bytes_for_every_byte_value)
{
    char bytes[256 + 6];
    buf lit = { NULL, 0, 0 }, back = { NULL, 0, 0 };
    lex_state lx;
    lex_token t;
    int i;
    for (i = 0; i < 256; i++)
        bytes[i] = (char)i;
    memcpy(bytes + 256, "?\?=?\"7", 6); /* a trigraph, a quote, and a digit after an escape */
    ck_assert_int_eq(emit_c_string(&lit, bytes, sizeof bytes), 0);
    ck_assert_ptr_null(strstr(lit.data, "??"));
    lex_init(&lx, lit.data, lit.len);
    lex_next(&lx, &t);
    ck_assert_int_eq(t.kind, LEX_STRING);
    ck_assert_uint_eq(t.len, lit.len);
    ck_assert_int_eq(lex_string_bytes(lit.data, &t, &back), 0);
    ck_assert_uint_eq(back.len, sizeof bytes);
    ck_assert_mem_eq(back.data, bytes, sizeof bytes);
    buf_free(&lit);
    buf_free(&back);
}
END_TEST

int main(void)
{
    const unit_test tests[] = {
        UNIT_CASE("outcomes"),
        UNIT_TABLE(each_call_is_rewritten_or_left_unchanged_with_its_reason),
        UNIT_TABLE(text_with_nothing_to_rewrite_comes_out_byte_identical),
        UNIT_TABLE(rewriting_the_output_again_changes_nothing),
        UNIT(c_strings_read_back_as_the_same_bytes_for_every_byte_value),
        UNIT_CASE("positions"),
        UNIT_TABLE(tokens_after_a_rewritten_call_keep_their_line_and_column),
        UNIT_TABLE(the_original_call_stays_under_typeof_at_its_own_line_and_column),
        UNIT(the_runtime_goes_after_the_first_marker_and_the_directory_marker),
        UNIT(report_notes_carry_the_presumed_file_line_and_column),
        UNIT_CASE("system_headers"),
        UNIT(calls_in_system_headers_are_neither_rewritten_nor_reported),
        UNIT_TABLE(under_fortify_a_destination_that_acts_keeps_its_call),
        UNIT(a_fortify_wrapper_gives_later_plain_calls_its_object_size_check),
        UNIT(the_fortified_builtins_are_rewritten_with_their_object_size),
        UNIT_CASE("functions"),
        UNIT(a_format_used_at_several_call_sites_is_one_function_that_stays_out_of_line),
        UNIT(a_format_called_in_a_large_function_body_stays_out_of_line),
        UNIT(a_format_called_in_a_body_of_many_calls_stays_out_of_line),
        UNIT_TABLE(each_build_goal_gets_its_own_form_of_the_runtime_and_the_functions),
        UNIT(a_literal_zero_size_gets_a_function_of_its_own_that_only_counts),
        UNIT(a_null_string_jumps_to_the_c_librarys_call_before_its_length_is_taken),
        UNIT_TABLE(only_a_text_that_may_not_fit_keeps_the_c_librarys_call),
        UNIT(printf_family_functions_hand_their_text_to_the_stream),
        UNIT(a_printf_family_text_of_numbers_leaves_the_c_library_its_text),
        UNIT(generated_functions_carry_no_debug_information_when_asked),
        UNIT_TABLE(the_error_indicator_is_read_in_place_only_with_glibcs_file),
        UNIT(a_printf_family_text_with_no_bound_leaves_the_function_inlinable),
        UNIT(a_dprintf_string_is_measured_with_its_newlines),
        UNIT_CASE("cxx"),
        UNIT_TABLE(in_cxx_a_user_entity_named_sprintf_keeps_unqualified_calls_unchanged),
        UNIT(in_cxx_std_qualified_calls_are_rewritten_even_when_the_name_is_shadowed),
        UNIT_TABLE(in_cxx_what_lookup_may_find_from_any_header_keeps_unqualified_calls_unchanged),
        UNIT_CASE("own_sprintf"),
        UNIT_TABLE(a_sprintf_that_is_not_the_c_librarys_keeps_every_call_unchanged),
        UNIT_TABLE(the_c_librarys_own_declarations_leave_calls_rewritten),
        UNIT_TABLE(printf_where_it_names_no_function_of_the_files_leaves_printf_calls_rewritten),
        UNIT(a_command_that_says_sprintf_is_not_the_librarys_keeps_its_calls_unchanged),
        UNIT(a_command_that_says_printf_is_not_the_librarys_keeps_only_its_calls_unchanged),
        UNIT(in_cxx_a_comma_in_template_arguments_is_not_called_a_count_mismatch),
        UNIT_CASE("nested_calls"),
        UNIT(calls_in_a_rewritten_calls_arguments_are_rewritten_too),
        UNIT(calls_in_an_unchanged_calls_arguments_are_still_rewritten),
    };
    return UNIT_MAIN("rewrite", tests);
}

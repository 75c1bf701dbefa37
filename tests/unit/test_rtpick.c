/* test_rtpick.c: the runtime items a translation unit carries: those its generated code
 * names, and those they need in turn, in the runtime's order. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "lex.h"
#include "rewrite.h"
#include "rtpick.h"
#include "unit.h"

static const char runtime[] =
    "/* the runtime */\n\n"
    "typedef unsigned long __qrintf_size;\n\n"
    "/* mentions __qrintf_dec only in a comment */\n"
    "static int __qrintf_table[2] = { 1, 2 };\n\n"
    "static int __qrintf_dec(__qrintf_size v)\n{\n    return (int)v;\n}\n\n"
    "static int __qrintf_hex(int v)\n{\n    return v + __qrintf_table[0];\n}\n\n"
    "static int __qrintf_u32(__qrintf_size v)\n{\n    return __qrintf_dec(v);\n}\n";

/* The items picked for the code uses, as one string. */
static char *pick(const char *uses)
{
    buf out = { NULL, 0, 0 };
    ck_assert_int_eq(rtpick_add(&out, runtime, uses, strlen(uses)), 0);
    ck_assert_int_eq(buf_addc(&out, 0), 0);
    return out.data;
}

START_TEST(an_item_named_by_the_code_comes_with_what_it_needs_in_the_runtime_order)
{
    char *s = pick("return __qrintf_u32(7);");
    ck_assert_str_eq(s, "typedef unsigned long __qrintf_size;\n"
                        "static int __qrintf_dec(__qrintf_size v)\n{\n    return (int)v;\n}\n"
                        "static int __qrintf_u32(__qrintf_size v)\n{\n    return __qrintf_dec(v);\n}\n");
    free(s);
}
END_TEST

START_TEST(a_name_in_a_comment_or_a_string_pulls_in_nothing)
{
    char *s = pick("/* __qrintf_hex */ \"__qrintf_u32 \\\" __qrintf_dec\" '\\'' // __qrintf_dec\n"
                   "my__qrintf_dec __qrintf_table[1] /*/ __qrintf_hex */ '\"' __qrintf_0x");
    ck_assert_str_eq(s, "/* mentions __qrintf_dec only in a comment */\n"
                        "static int __qrintf_table[2] = { 1, 2 };\n");
    free(s);
}
END_TEST

START_TEST(code_that_names_no_runtime_item_gets_none)
{
    char *s = pick("int x = __qrintf_missing + y;");
    ck_assert_str_eq(s, "");
    free(s);
}
END_TEST

/* The real runtime keeps the layout the picker relies on: every blank-line separated item
 * closes all the braces and parentheses it opens, so none is a piece of a function. */
START_TEST(every_item_of_the_runtime_is_whole)
{
    const char *t = rew_runtime_text;
    int items = 0;
    while (*t) {
        const char *gap = strstr(t, "\n\n");
        size_t len = gap ? (size_t)(gap - t) + 1 : strlen(t);
        lex_state lx;
        lex_token tok;
        int depth = 0;
        lex_init(&lx, t, len);
        for (lex_next(&lx, &tok); tok.kind != LEX_EOF; lex_next(&lx, &tok))
            if (tok.kind == LEX_PUNCT && tok.len == 1 && strchr("{(})", t[tok.off]))
                depth += t[tok.off] == '{' || t[tok.off] == '(' ? 1 : -1;
        ck_assert_msg(depth == 0, "runtime item %d is not whole: %.60s", items, t);
        items++;
        for (t += len; *t == '\n'; t++)
            ;
    }
    ck_assert_int_gt(items, 50);
}
END_TEST

int main(void)
{
    const unit_test tests[] = {
        UNIT_CASE("picking"),
        UNIT(an_item_named_by_the_code_comes_with_what_it_needs_in_the_runtime_order),
        UNIT(a_name_in_a_comment_or_a_string_pulls_in_nothing),
        UNIT(code_that_names_no_runtime_item_gets_none),
        UNIT(every_item_of_the_runtime_is_whole),
    };
    return UNIT_MAIN("rtpick", tests);
}

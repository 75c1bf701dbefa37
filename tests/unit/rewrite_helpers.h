/* rewrite_helpers.h: what the rewriter's unit tests share: the options they rewrite
 * with, a rewrite that must succeed, and the token that shows where a word landed. */
#ifndef QRINTF_REWRITE_HELPERS_H
#define QRINTF_REWRITE_HELPERS_H

#include <check.h>
#include <string.h>
#include "lex.h"
#include "rewrite.h"

/* A stand-in for the runtime: the rewriter keeps the items of it that generated code
 * names, and every generated function names __qrintf_at. */
static const rew_options opts = { "/* runtime */\nchar *__qrintf_at();\n", "t.c", 0, 0, 0, 0, 0, 0 };

static inline rew_result rewrite_n(const char *src, size_t len)
{
    rew_result r;
    ck_assert_int_eq(rew_text(src, len, &opts, &r), 0);
    return r;
}

/* A second pass over r's text rewrites nothing and changes no byte. */
static inline void check_rewritten_again_unchanged(const rew_result *r)
{
    rew_result again = rewrite_n(r->text.data, r->text.len);
    ck_assert_uint_eq(again.rewritten, 0);
    ck_assert_uint_eq(again.text.len, r->text.len);
    ck_assert_mem_eq(again.text.data, r->text.data, r->text.len);
    rew_result_free(&again);
}

/* The same, the text taken as C++. */
static inline rew_result rewrite_cxx(const char *src)
{
    rew_options cxx = opts;
    rew_result r;
    cxx.cxx = 1;
    ck_assert_int_eq(rew_text(src, strlen(src), &cxx, &r), 0);
    return r;
}

/* The first token spelled word, lexed with line markers. */
static inline lex_token find_token(const char *text, size_t len, const char *word)
{
    lex_state lx;
    lex_token t;
    lex_init(&lx, text, len);
    do
        lex_next(&lx, &t);
    while (t.kind != LEX_EOF && !lex_is(text, &t, word));
    ck_assert_msg(t.kind != LEX_EOF, "no token %s", word);
    return t;
}

#endif

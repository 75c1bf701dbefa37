/* pathological.h: inputs built to be quadratic for a naive scanner, shared by the
 * linearity test (tests/unit/test_linear.c) and the benchmark (bench/rewriter.c). Each
 * generator appends about n bytes of preprocessed-looking text to out. */
#ifndef QRINTF_PATHOLOGICAL_H
#define QRINTF_PATHOLOGICAL_H

#include <stdlib.h>

#include "buf.h"

static void patho_add(buf *out, const char *s)
{
    if (buf_adds(out, s) < 0)
        abort();
}

static void patho_repeat(buf *out, const char *s, size_t times)
{
    while (times-- > 0)
        patho_add(out, s);
}

/* p.c with head, then first repeated n1 times, middle, second repeated n2 times, and
 * tail. */
#define PATHO_FN "void f(char *b) "

static void patho_file(buf *out, const char *head, const char *first, size_t n1,
                       const char *middle, const char *second, size_t n2, const char *tail)
{
    patho_add(out, "# 1 \"p.c\"\n");
    patho_add(out, head);
    patho_repeat(out, first, n1);
    patho_add(out, middle);
    patho_repeat(out, second, n2);
    patho_add(out, tail);
}

/* An argument of n/2 nested parentheses. */
static void patho_nested_parens(buf *out, size_t n)
{
    patho_file(out, PATHO_FN "{ sprintf(b, \"%d\", ", "(", n / 2, "1", ")", n / 2, "); }\n");
}

/* Calls that never close: each one's arguments run to a stray '}' or to the end. */
static void patho_unterminated_calls(buf *out, size_t n)
{
    patho_file(out, PATHO_FN "{\n", "sprintf(b, \"%d\", (1;\n", n / 40, "",
               "{ sprintf(b, \"%d\", 1; }\n", n / 40, "");
}

/* One call whose last argument is n bytes of a sum. */
static void patho_long_argument(buf *out, size_t n)
{
    patho_file(out, "void f(char *b, int x) { sprintf(b, \"%d\", x", " + x", n / 4, "", "", 0,
               "); }\n");
}

/* A format of n/4 adjacent string literals, one directive among them. */
static void patho_adjacent_literals(buf *out, size_t n)
{
    patho_file(out, PATHO_FN "{ sprintf(b, \"%d\"", " \"a\"", n / 4, "", "", 0, ", 1); }\n");
}

/* A format of n/8 directives, and as many arguments. */
static void patho_many_directives(buf *out, size_t n)
{
    patho_file(out, PATHO_FN "{ sprintf(b, \"", "%d", n / 8, "\"", ", 1", n / 8, "); }\n");
}

/* Calls side by side on one line, as one macro expansion leaves them: a column-keeping
 * layout pads each one to its column. */
static void patho_calls_on_one_line(buf *out, size_t n)
{
    patho_file(out, PATHO_FN "{ ", "sprintf(b, \"%d\", 1); ", n / 22, "", "", 0, "}\n");
}

/* Braces n/2 deep, every level a block of a function body. */
static void patho_deep_braces(buf *out, size_t n)
{
    patho_file(out, PATHO_FN, "{", n / 2, "sprintf(b, \"%d\", 1);", "}", n / 2, "\n");
}

typedef struct patho_input {
    const char *name;
    void (*make)(buf *out, size_t n);
} patho_input;

static const patho_input patho_inputs[] = {
    { "nested parentheses", patho_nested_parens },
    { "unterminated calls", patho_unterminated_calls },
    { "one long argument", patho_long_argument },
    { "adjacent literals", patho_adjacent_literals },
    { "many directives", patho_many_directives },
    { "calls on one line", patho_calls_on_one_line },
    { "deep braces", patho_deep_braces },
};

#undef PATHO_FN

#endif

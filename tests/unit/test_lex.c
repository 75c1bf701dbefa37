/* test_lex.c: unit tests of the tokenizer: token kinds and spellings, literal prefixes,
 * line markers, presumed lines, and the decoding of narrow string literals. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "buf.h"
#include "lex.h"
#include "unit.h"

#define MAX_TOKS 32

typedef struct expect_tok {
    lex_kind kind;
    const char *text;
} expect_tok;

typedef struct token_case {
    const char *src;
    expect_tok toks[MAX_TOKS]; /* ends at the first entry with text NULL */
} token_case;

#define I(s) { LEX_IDENT, s }
#define N(s) { LEX_NUMBER, s }
#define S(s) { LEX_STRING, s }
#define C(s) { LEX_CHAR, s }
#define P(s) { LEX_PUNCT, s }
#define D(s) { LEX_DIRECTIVE, s }
#define O(s) { LEX_OTHER, s }

/* Lexes src and compares every token's kind and spelling with want, then expects EOF. */
static void check_tokens(const char *src, const expect_tok *want)
{
    lex_state lx;
    lex_token t;
    size_t i;

    lex_init(&lx, src, strlen(src));
    for (i = 0; want[i].text; i++) {
        lex_next(&lx, &t);
        ck_assert_msg(t.kind == want[i].kind && lex_is(src, &t, want[i].text),
                      "in `%s` token %zu: want kind %d `%s`, got kind %d `%.*s`", src, i,
                      want[i].kind, want[i].text, t.kind, (int)t.len, src + t.off);
    }
    lex_next(&lx, &t);
    ck_assert_msg(t.kind == LEX_EOF, "in `%s`: extra token `%.*s`", src, (int)t.len, src + t.off);
}

static void check_token_case(const token_case *c)
{
    check_tokens(c->src, c->toks);
}

/* Lexes src up to the first token spelled text. */
static lex_token first_token(lex_state *lx, const char *src, const char *text)
{
    lex_token t;

    lex_init(lx, src, strlen(src));
    do
        lex_next(lx, &t);
    while (t.kind != LEX_EOF && !lex_is(src, &t, text));
    ck_assert_msg(t.kind != LEX_EOF, "no token `%s` in `%s`", text, src);
    return t;
}

static const token_case kind_cases[] = {
    { "int x_1 $y _Z9", { I("int"), I("x_1"), I("$y"), I("_Z9") } },
    { "caf\xc3\xa9 \xe5\x90\x8d=1", { I("caf\xc3\xa9"), I("\xe5\x90\x8d"), P("="), N("1") } },
    { "42 0x1F 1.5e-3 .5 0x1p+3 1e+ 12ull 1.2.3 0E-x",
      { N("42"), N("0x1F"), N("1.5e-3"), N(".5"), N("0x1p+3"), N("1e+"), N("12ull"),
        N("1.2.3"), N("0E-x") } },
    { "1'000'000 0b1010'1010 1'a 1' 2", { N("1'000'000"), N("0b1010'1010"), N("1'a"), N("1"),
                                          C("' 2") } },
    { "1+2 x.5 1.e+5f", { N("1"), P("+"), N("2"), I("x"), N(".5"), N("1.e+5f") } },
    { "'a' '\\'' '\\n' '\"'", { C("'a'"), C("'\\''"), C("'\\n'"), C("'\"'") } },
    { "\"s\" \"a\\\"b\" \"'\"", { S("\"s\""), S("\"a\\\"b\""), S("\"'\"") } },
    { "( ) [ ] { } . , ; : ? ~ ! + - * / % < > = & ^ | #",
      { P("("), P(")"), P("["), P("]"), P("{"), P("}"), P("."), P(","), P(";"), P(":"),
        P("?"), P("~"), P("!"), P("+"), P("-"), P("*"), P("/"), P("%"), P("<"), P(">"),
        P("="), P("&"), P("^"), P("|"), P("#") } },
    { "@ ` \\ \x01", { O("@"), O("`"), O("\\"), O("\x01") } },
    { "#pragma once\nx", { D("#pragma once"), I("x") } },
};

TABLE_TEST(every_token_kind_is_recognized, check_token_case, kind_cases)

static const token_case prefix_cases[] = {
    { "L\"a\" u\"b\" U\"c\" u8\"d\"", { S("L\"a\""), S("u\"b\""), S("U\"c\""), S("u8\"d\"") } },
    { "L'a' u'b' U'c' u8'd'", { C("L'a'"), C("u'b'"), C("U'c'"), C("u8'd'") } },
    { "R\"(x)\" LR\"(x)\" uR\"(x)\" UR\"(x)\" u8R\"(x)\"",
      { S("R\"(x)\""), S("LR\"(x)\""), S("uR\"(x)\""), S("UR\"(x)\""), S("u8R\"(x)\"") } },
    { "Lx\"a\" u8 \"b\" U8\"c\"",
      { I("Lx"), S("\"a\""), I("u8"), S("\"b\""), I("U8"), S("\"c\"") } },
    { "R'a' uR'b' RR\"c\"", { I("R"), C("'a'"), I("uR"), C("'b'"), I("RR"), S("\"c\"") } },
};

TABLE_TEST(literal_prefixes_belong_to_the_literal, check_token_case, prefix_cases)

static const token_case raw_cases[] = {
    { "R\"abc(a)\"b)abc\" x", { S("R\"abc(a)\"b)abc\""), I("x") } },
    { "R\"(a\nb)\" y", { S("R\"(a\nb)\""), I("y") } },
    { "R\"(\\)\" z", { S("R\"(\\)\""), I("z") } },
    { "R\"x(a)y)x\"", { S("R\"x(a)y)x\"") } },
    { "R\"0123456789abcdef(s)0123456789abcdef\"",
      { S("R\"0123456789abcdef(s)0123456789abcdef\"") } },
    /* A delimiter of 17 characters or with a space is no raw string: lexed as ordinary. */
    { "R\"0123456789abcdefg(s)\" w", { S("R\"0123456789abcdefg(s)\""), I("w") } },
    { "R\"a b(x)\" y", { S("R\"a b(x)\""), I("y") } },
    { "R\"(never closed\n\"x\"\n", { S("R\"(never closed\n\"x\"\n") } },
};

TABLE_TEST(raw_strings_honor_custom_delimiters, check_token_case, raw_cases)

static const token_case suffix_cases[] = {
    { "\"abc\"_s 'c'_c R\"(x)\"_r u8\"x\"sv 12_km",
      { S("\"abc\"_s"), C("'c'_c"), S("R\"(x)\"_r"), S("u8\"x\"sv"), N("12_km") } },
    { "\"a\"\"b\" \"%\" \"d\"", { S("\"a\""), S("\"b\""), S("\"%\""), S("\"d\"") } },
    { "\"a\"1 \"b\"+", { S("\"a\""), N("1"), S("\"b\""), P("+") } },
};

TABLE_TEST(ud_suffixes_belong_to_the_literal_and_adjacent_strings_stay_apart, check_token_case, suffix_cases)

static const token_case unterminated_cases[] = {
    { "\"abc\nx", { S("\"abc"), I("x") } },
    { "'a\ny", { C("'a"), I("y") } },
    { "\"abc\\\nx\"", { S("\"abc\\"), I("x"), S("\"") } },
    { "u8\"abc", { S("u8\"abc") } },
    { "\"abc\\", { S("\"abc\\") } },
};

TABLE_TEST(unterminated_literals_end_at_end_of_line, check_token_case, unterminated_cases)

static const token_case punct_cases[] = {
    { "<<= >>= <=> -> ->* .* :: ++ -- << >> <= >= == != && || += -= *= /= %= &= ^= |= ## ...",
      { P("<<="), P(">>="), P("<=>"), P("->"), P("->*"), P(".*"), P("::"), P("++"), P("--"),
        P("<<"), P(">>"), P("<="), P(">="), P("=="), P("!="), P("&&"), P("||"), P("+="),
        P("-="), P("*="), P("/="), P("%="), P("&="), P("^="), P("|="), P("##"), P("...") } },
    { "a|=b##c", { I("a"), P("|="), I("b"), P("##"), I("c") } },
    { "a...b..c", { I("a"), P("..."), I("b"), P("."), P("."), I("c") } },
    { "x+++y", { I("x"), P("++"), P("+"), I("y") } },
    { "a-->b", { I("a"), P("--"), P(">"), I("b") } },
    { ">>>=", { P(">>"), P(">=") } },
    { "p->*q", { I("p"), P("->*"), I("q") } },
    { "a<=>b<==c", { I("a"), P("<=>"), I("b"), P("<="), P("="), I("c") } },
    { "x&&&y", { I("x"), P("&&"), P("&"), I("y") } },
    { "::::", { P("::"), P("::") } },
};

TABLE_TEST(punctuators_are_matched_longest_first, check_token_case, punct_cases)

static const token_case digraph_cases[] = {
    { "<: :> <% %> x %: %:%:", { P("<:"), P(":>"), P("<%"), P("%>"), I("x"), P("%:"), P("%:%:") } },
    { "a<::b", { I("a"), P("<:"), P(":"), I("b") } },
    { "x%:%:%:", { I("x"), P("%:%:"), P("%:") } },
    { "x%:%", { I("x"), P("%:"), P("%") } },
    { "a%>b:>=", { I("a"), P("%>"), I("b"), P(":>"), P("=") } },
};

TABLE_TEST(digraphs_are_punctuators, check_token_case, digraph_cases)

static const token_case comment_cases[] = {
    { "a /* x */ b // c\nd", { I("a"), I("b"), I("d") } },
    { "a/**/b/*/ c */d", { I("a"), I("b"), I("d") } },
    { "a // c \\\n still comment\nb", { I("a"), I("b") } },
    { "a /* never closed", { I("a") } },
    { "\"/* no */\" '//'", { S("\"/* no */\""), C("'//'") } },
    { "a/ /b", { I("a"), P("/"), P("/"), I("b") } },
};

TABLE_TEST(comments_are_skipped, check_token_case, comment_cases)

#define SYS_EXTERN_C (1u << 3 | 1u << 4)

typedef struct marker_case {
    const char *src;      /* lexed up to the identifier x */
    unsigned line;        /* x's presumed line */
    const char *file;     /* x's file as spelled, "" for none */
    unsigned flags;
    int markers;
} marker_case;

static const marker_case marker_cases[] = {
    { "# 0 \"f.c\"\nx", 0, "\"f.c\"", 0, 1 },
    { "# 1 \"/usr/include/stdio.h\" 1 3 4\nx", 1, "\"/usr/include/stdio.h\"", SYS_EXTERN_C, 1 },
    { "# 12 \"f.c\" 2\nx", 12, "\"f.c\"", 0, 1 },
    { "# 27 \"/usr/include/stdio.h\" 3 4\n\n\nx", 29, "\"/usr/include/stdio.h\"", SYS_EXTERN_C, 1 },
    { "# 1 \"<built-in>\" 3\n# 383 \"<built-in>\" 3\nx", 383, "\"<built-in>\"", 1u << 3, 2 },
    { "# 1 \"<stdin>\"\n# 1 \"<built-in>\" 1\n# 1 \"<stdin>\" 2\nx", 1, "\"<stdin>\"", 0, 3 },
    { "#line 40 \"g.c\"\nx", 40, "\"g.c\"", 0, 1 },
    { "# 3 \"h.c\" 3\n#line 7\nx", 7, "\"h.c\"", 1u << 3, 2 },
    { "  #  5 \"sp.c\"\n\tx", 5, "\"sp.c\"", 0, 1 },
    { "# 9 \"a\\\"b.c\"\nx", 9, "\"a\\\"b.c\"", 0, 1 },
    { "# 3 \"f.c\"\n#pragma a\n#ident \"v\"\nx", 5, "\"f.c\"", 0, 1 },
    { "#pragma GCC system_header\nx", 2, "", 0, 0 },
    { "# 5x \"f.c\"\nx", 2, "", 0, 0 },
    { "#line5\nx", 2, "", 0, 0 },
    { "# 99999999999 \"f.c\"\nx", 2, "", 0, 0 },
    { "# 4 \"unclosed\nx", 4, "", 0, 1 },
    { "#define A \\\n  1\nx", 3, "", 0, 0 },
    { "# 8 \"f.c\"\r\nx", 8, "\"f.c\"", 0, 1 },
};

TABLE_START(line_markers_set_the_presumed_location_of_following_lines, marker_cases)
{
    const marker_case *c = &marker_cases[_i];
    lex_state lx;
    lex_token t = first_token(&lx, c->src, "x");

    ck_assert_msg(t.line == c->line, "`%s`: line %u, want %u", c->src, t.line, c->line);
    ck_assert_uint_eq(t.where.file_len, strlen(c->file));
    ck_assert_mem_eq(c->src + t.where.file_off, c->file, strlen(c->file));
    ck_assert_uint_eq(t.where.flags, c->flags);
    ck_assert_int_eq(lx.markers, c->markers);
}
END_TEST

START_TEST(directive_carries_the_location_of_its_own_line)
{
    const char *src = "# 1 \"a.c\"\n# 10 \"b.h\" 1 3\nx";
    lex_state lx;
    lex_token t;

    lex_init(&lx, src, strlen(src));
    lex_next(&lx, &t);
    ck_assert_int_eq(t.kind, LEX_DIRECTIVE);
    ck_assert_uint_eq(t.line, 1);
    ck_assert_uint_eq(t.where.file_len, 0);
    lex_next(&lx, &t);
    ck_assert_int_eq(t.kind, LEX_DIRECTIVE);
    ck_assert_uint_eq(t.line, 1);
    ck_assert_mem_eq(src + t.where.file_off, "\"a.c\"", 5);
    ck_assert_uint_eq(t.where.flags, 0);
    lex_next(&lx, &t);
    ck_assert_uint_eq(t.line, 10);
    ck_assert_mem_eq(src + t.where.file_off, "\"b.h\"", 5);
    ck_assert_uint_eq(t.where.flags, 1u << 3);
}
END_TEST

static const token_case directive_cases[] = {
    { "#define X \\\n 1\ny", { D("#define X \\\n 1"), I("y") } },
    { "#pragma a \\\r\n b\nz", { D("#pragma a \\\r\n b"), I("z") } },
    { "a # b ## c", { I("a"), P("#"), I("b"), P("##"), I("c") } },
    { "/* c */ # 1 \"x\"", { P("#"), N("1"), S("\"x\"") } },
    { "x\n  #pragma omp parallel\ny", { I("x"), D("#pragma omp parallel"), I("y") } },
    { "#", { D("#") } },
    { "#\n#\n", { D("#"), D("#") } },
};

TABLE_TEST(directive_lines_are_single_tokens, check_token_case, directive_cases)

/* A word of src and the presumed line and the start of the physical line it lies on. */
static const struct {
    const char *src, *word;
    unsigned line;
    size_t line_start;
} line_cases[] = {
    { "ab\n  cd ef\n\n g", "ef", 2, 3 },
    { "ab\n  cd ef\n\n g", "g", 4, 12 },
    { "a R\"d(1\n2\n)\")d\" b\nc", "b", 3, 10 },
    { "a R\"d(1\n2\n)\")d\" b\nc", "c", 4, 18 },
    { "a /* x\ny\n*/ b // c \\\n d\ne", "b", 3, 9 },
    { "a /* x\ny\n*/ b // c \\\n d\ne", "e", 5, 24 },
};

TABLE_START(newlines_in_raw_strings_and_comments_count_toward_the_line_and_its_start, line_cases)
{
    lex_state lx;
    lex_token t = first_token(&lx, line_cases[_i].src, line_cases[_i].word);
    ck_assert_uint_eq(t.line, line_cases[_i].line);
    ck_assert_uint_eq(t.line_start, line_cases[_i].line_start);
}
END_TEST

START_TEST(end_of_input_is_returned_again_and_again)
{
    const char *src = "a ";
    lex_state lx;
    lex_token t;
    int i;

    lex_init(&lx, src, strlen(src));
    lex_next(&lx, &t);
    for (i = 0; i < 3; i++) {
        lex_next(&lx, &t);
        ck_assert_int_eq(t.kind, LEX_EOF);
        ck_assert_uint_eq(t.off, 2);
        ck_assert_uint_eq(t.len, 0);
    }
    lex_init(&lx, "", 0);
    lex_next(&lx, &t);
    ck_assert_int_eq(t.kind, LEX_EOF);
}
END_TEST

START_TEST(lex_is_compares_the_exact_spelling)
{
    const char *src = "ab";
    lex_state lx;
    lex_token t;

    lex_init(&lx, src, 2);
    lex_next(&lx, &t);
    ck_assert(lex_is(src, &t, "ab"));
    ck_assert(!lex_is(src, &t, "a"));
    ck_assert(!lex_is(src, &t, "abc"));
    ck_assert(!lex_is(src, &t, "aB"));
    ck_assert(!lex_is(src, &t, ""));
}
END_TEST

typedef struct bytes_case {
    const char *literal;
    const char *bytes;
    size_t len;
} bytes_case;

#define B(lit, bytes) { lit, bytes, sizeof bytes - 1 }

static const bytes_case bytes_cases[] = {
    B("\"abc\"", "abc"),
    B("\"\"", ""),
    B("\"\\'\\\"\\?\\\\\\a\\b\\f\\n\\r\\t\\v\"", "'\"?\\\a\b\f\n\r\t\v"),
    B("\"\\e\\E\"", "\x1b\x1b"),
    B("\"\\0\"", "\0"),
    B("\"\\08\"", "\0" "8"),
    B("\"\\101\\1012\"", "AA2"),
    B("\"\\7\\77\\377\"", "\7\77\377"),
    B("\"\\x41\\x0041\\xff\\x00000000ff\"", "AA\xff\xff"),
    B("\"\\x4g\\xAb\"", "\x04g\xab"),
    B("u8\"a\\tb\"", "a\tb"),
    B("\"%d\\n\"", "%d\n"),
    B("\"caf\xc3\xa9\"", "caf\xc3\xa9"),
};

TABLE_START(string_bytes_decodes_escapes_as_the_compiler_does, bytes_cases)
{
    const bytes_case *c = &bytes_cases[_i];
    buf out = { 0 };
    lex_state lx;
    lex_token t;

    lex_init(&lx, c->literal, strlen(c->literal));
    lex_next(&lx, &t);
    ck_assert_int_eq(lex_string_bytes(c->literal, &t, &out), 0);
    ck_assert_uint_eq(out.len, c->len);
    ck_assert_mem_eq(out.data, c->bytes, c->len);
    ck_assert_int_eq(out.data[out.len], '\0');
    buf_free(&out);
}
END_TEST

static const char *const undecodable_cases[] = {
    "\"\\400\"", "\"\\777\"", "\"\\x100\"", "\"\\x\"", "\"\\xg\"", "\"\\u00e9\"",
    "\"\\U0001F600\"", "\"\\q\"", "\"\\x{41}\"", "L\"a\"", "u\"a\"", "U\"a\"",
    "R\"(a)\"", "u8R\"(a)\"", "\"a\"_s", "\"abc", "\"abc\\\"", "'a'", "ident", "\"",
};

TABLE_START(string_bytes_rejects_what_it_does_not_decode, undecodable_cases)
{
    const char *lit = undecodable_cases[_i];
    buf out = { 0 };
    lex_state lx;
    lex_token t;

    ck_assert_int_eq(buf_adds(&out, "keep"), 0);
    lex_init(&lx, lit, strlen(lit));
    lex_next(&lx, &t);
    ck_assert_msg(lex_string_bytes(lit, &t, &out) == -1, "`%s` was decoded", lit);
    ck_assert_uint_eq(out.len, 4);
    ck_assert_str_eq(out.data, "keep");
    buf_free(&out);
}
END_TEST

/* Runs cmd and returns its whole output (NUL-terminated) in *out. */
static void read_command(const char *cmd, buf *out)
{
    FILE *f = popen(cmd, "r");

    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(buf_read_fd(out, fileno(f)), 0);
    ck_assert_int_eq(pclose(f), 0);
}

static const char *const preprocess_commands[] = {
    "printf '#include <stdio.h>\\n#include <stdlib.h>\\n#include <string.h>\\nint probe;\\n'"
    " | gcc -E -x c - 2>/dev/null",
    "printf '#include <stdio.h>\\n#include <stdlib.h>\\n#include <string.h>\\nint probe;\\n'"
    " | clang -E -C -x c - 2>/dev/null",
    "printf '#include <cstdio>\\n#include <string>\\n#include <vector>\\nint probe;\\n'"
    " | g++ -std=c++17 -E -x c++ - 2>/dev/null",
};

TABLE_START(real_preprocessed_headers_lex_to_the_end, preprocess_commands)
{
    buf text = { 0 };
    lex_state lx;
    lex_token t, probe = { 0 };

    read_command(preprocess_commands[_i], &text);
    ck_assert_uint_gt(text.len, 10000);
    lex_init(&lx, text.data, text.len);
    do {
        lex_next(&lx, &t);
        ck_assert_uint_le(t.off + t.len, text.len);
        ck_assert_uint_ge(t.off, t.line_start);
        ck_assert_msg(t.kind != LEX_OTHER, "stray `%.*s` at line %u", (int)t.len,
                      text.data + t.off, t.line);
        if (t.kind == LEX_IDENT && lex_is(text.data, &t, "probe"))
            probe = t;
    } while (t.kind != LEX_EOF);
    ck_assert_uint_eq(t.off, text.len);
    ck_assert_int_gt(lx.markers, 3);
    ck_assert_uint_eq(probe.line, 4);
    ck_assert_uint_eq(probe.where.file_len, strlen("\"<stdin>\""));
    ck_assert_mem_eq(text.data + probe.where.file_off, "\"<stdin>\"", probe.where.file_len);
    ck_assert_uint_eq(probe.where.flags, 0);
    buf_free(&text);
}
END_TEST

int main(void)
{
    const unit_test tests[] = {
        UNIT_CASE("tokens"),
        UNIT_TABLE(every_token_kind_is_recognized),
        UNIT_TABLE(literal_prefixes_belong_to_the_literal),
        UNIT_TABLE(raw_strings_honor_custom_delimiters),
        UNIT_TABLE(ud_suffixes_belong_to_the_literal_and_adjacent_strings_stay_apart),
        UNIT_TABLE(unterminated_literals_end_at_end_of_line),
        UNIT_TABLE(punctuators_are_matched_longest_first),
        UNIT_TABLE(digraphs_are_punctuators),
        UNIT_TABLE(comments_are_skipped),
        UNIT_TABLE(directive_lines_are_single_tokens),
        UNIT(end_of_input_is_returned_again_and_again),
        UNIT(lex_is_compares_the_exact_spelling),
        UNIT_CASE("lines"),
        UNIT_TABLE(line_markers_set_the_presumed_location_of_following_lines),
        UNIT(directive_carries_the_location_of_its_own_line),
        UNIT_TABLE(newlines_in_raw_strings_and_comments_count_toward_the_line_and_its_start),
        UNIT_CASE("string_bytes"),
        UNIT_TABLE(string_bytes_decodes_escapes_as_the_compiler_does),
        UNIT_TABLE(string_bytes_rejects_what_it_does_not_decode),
        UNIT_SLOW_CASE("real", 60),
        UNIT_TABLE(real_preprocessed_headers_lex_to_the_end),
    };
    return UNIT_MAIN("lex", tests);
}

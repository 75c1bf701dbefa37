/* test_call.c: unit tests of the call finder: which sprintf-family calls it returns, how
 * it splits their arguments, and whether it places them inside function bodies. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "buf.h"
#include "call.h"
#include "unit.h"

typedef struct call_case {
    const char *src;
    const char *want; /* every call returned, as described by describe_calls */
} call_case;

/* Checks what every site must satisfy, whatever the input. */
static void check_site_shape(const char *src, const call_site *s)
{
    size_t i;

    ck_assert_uint_ge(s->ntoks, s->name_tok + 3);
    ck_assert(lex_is(src, &s->toks[s->name_tok + 1], "("));
    ck_assert(lex_is(src, &s->toks[s->ntoks - 1], ")"));
    ck_assert_uint_eq(s->begin, s->toks[0].off);
    ck_assert_uint_eq(s->end, s->toks[s->ntoks - 1].off + 1);
    for (i = 0; i < s->nargs; i++) {
        ck_assert_uint_ge(s->args[i].first, s->name_tok + 2);
        ck_assert_uint_le(s->args[i].first, s->args[i].end);
        ck_assert_uint_le(s->args[i].end, s->ntoks - 1);
        if (i > 0)
            ck_assert_uint_eq(s->args[i].first, s->args[i - 1].end + 1);
    }
}

/* Appends `callee(arg|arg)` with each argument as its source text. */
static void describe_site(const char *src, const call_site *s, buf *out)
{
    const lex_token *name = &s->toks[s->name_tok];
    size_t i;

    check_site_shape(src, s);
    buf_add(out, src + s->begin, name->off + name->len - s->begin);
    buf_addc(out, '(');
    for (i = 0; i < s->nargs; i++) {
        const lex_token *a = &s->toks[s->args[i].first], *z = &s->toks[s->args[i].end - 1];

        if (i > 0)
            buf_addc(out, '|');
        if (s->args[i].first < s->args[i].end)
            buf_add(out, src + a->off, z->off + z->len - a->off);
    }
    buf_addc(out, ')');
}

/* Describes every call in src: `d` for the calls, `f` for their in_function flags,
 * `h` for their has_directive flags; calls are separated by "; ". */
static char *describe_calls(const char *src, char what)
{
    call_finder cf;
    call_site s;
    buf out = { 0 };
    int r;

    buf_adds(&out, "");
    call_init(&cf, src, strlen(src));
    while ((r = call_next(&cf, &s)) == 1) {
        if (out.len)
            buf_adds(&out, "; ");
        if (what == 'd')
            describe_site(src, &s, &out);
        else
            buf_printf(&out, "%d", what == 'f' ? s.in_function : s.has_directive);
    }
    ck_assert_int_eq(r, 0);
    ck_assert_int_eq(call_next(&cf, &s), 0);
    call_free(&cf);
    return out.data;
}

static void check_calls(const call_case *c, char what)
{
    char *got = describe_calls(c->src, what);

    ck_assert_msg(strcmp(got, c->want) == 0, "in `%s`:\n  got  `%s`\n  want `%s`", c->src, got,
                  c->want);
    free(got);
}

/* The views of the calls each table checks. */
static void check_arguments(const call_case *c)
{
    check_calls(c, 'd');
}

static void check_in_function(const call_case *c)
{
    check_calls(c, 'f');
}

static void check_directives(const call_case *c)
{
    check_calls(c, 'h');
}

static const call_case found_cases[] = {
    { "int f(char *b) { return sprintf(b, \"%d\", 1); }", "sprintf(b|\"%d\"|1)" },
    { "n = snprintf(b, sizeof b, \"%s\", s);", "snprintf(b|sizeof b|\"%s\"|s)" },
    { "__builtin_sprintf(b, \"x\"); __builtin_snprintf(b, 4, \"y\");",
      "__builtin_sprintf(b|\"x\"); __builtin_snprintf(b|4|\"y\")" },
    { "__builtin___sprintf_chk(b, 1, __builtin_object_size(b, 1), \"%d\", x);",
      "__builtin___sprintf_chk(b|1|__builtin_object_size(b, 1)|\"%d\"|x)" },
    { "__sprintf_chk(b, 1, 8, \"x\"); __snprintf_chk(b, 8, 1, 8, \"y\");",
      "__sprintf_chk(b|1|8|\"x\"); __snprintf_chk(b|8|1|8|\"y\")" },
    { "__builtin___snprintf_chk(b, n, 1, 8, \"%d\", x);",
      "__builtin___snprintf_chk(b|n|1|8|\"%d\"|x)" },
    { "std::sprintf(b, \"x\");", "std::sprintf(b|\"x\")" },
    { "x = ::snprintf(b, 2, \"x\");", "::snprintf(b|2|\"x\")" },
    { "{ ::std::sprintf(b, \"x\"); }", "::std::sprintf(b|\"x\")" },
    { "return ::sprintf(b, \"x\");", "::sprintf(b|\"x\")" },
    { "if (x) ::sprintf(b, \"x\"); else std :: sprintf(b, \"y\");",
      "::sprintf(b|\"x\"); std :: sprintf(b|\"y\")" },
    { "do sprintf(b, \"1\"); while (0); case 2: sprintf(b, \"2\");",
      "sprintf(b|\"1\"); sprintf(b|\"2\")" },
    { "co_return sprintf(b, \"c\"); throw sprintf(b, \"t\");",
      "sprintf(b|\"c\"); sprintf(b|\"t\")" },
    { "x = a ? sprintf(b, \"1\") : snprintf(b, 2, \"2\");",
      "sprintf(b|\"1\"); snprintf(b|2|\"2\")" },
    { "sprintf(a, \"x\"), snprintf(b, 1, \"y\");", "sprintf(a|\"x\"); snprintf(b|1|\"y\")" },
    { "f(sprintf(b, \"x\")); (sprintf(c, \"y\"));", "sprintf(b|\"x\"); sprintf(c|\"y\")" },
    { "n = (int)sprintf(b, \"x\") + 1;", "sprintf(b|\"x\")" },
    { "sprintf();", "sprintf()" },
    { "sprintf(a,);", "sprintf(a|)" },
    { "sprintf(,);", "sprintf(|)" },
    { "sprintf\n(\nb\n,\n\"x\"\n)", "sprintf(b|\"x\")" },
};

TABLE_TEST(calls_are_found_with_their_arguments, check_arguments, found_cases)

static const call_case argument_cases[] = {
    { "sprintf(b, \"%d\", f(1, 2), g[3, 4], (5, 6));",
      "sprintf(b|\"%d\"|f(1, 2)|g[3, 4]|(5, 6))" },
    { "sprintf((char *)p, \"%d\", (int)(x + 1));", "sprintf((char *)p|\"%d\"|(int)(x + 1))" },
    { "sprintf(b, \"%d\", (struct s){1, 2}.a);", "sprintf(b|\"%d\"|(struct s){1, 2}.a)" },
    { "sprintf(b, \"%d\", ({ int t = 1, u = 2; t + u; }));",
      "sprintf(b|\"%d\"|({ int t = 1, u = 2; t + u; }))" },
    { "sprintf(b, \"(%d, %d)\", \")\", \",(\");", "sprintf(b|\"(%d, %d)\"|\")\"|\",(\")" },
    { "sprintf(b, \"%c%c\", ',', ')');", "sprintf(b|\"%c%c\"|','|')')" },
    { "sprintf(b, \"%d\", c ? 1, 2 : 3);", "sprintf(b|\"%d\"|c ? 1, 2 : 3)" },
    { "sprintf(b, \"%d%d\", c ? 1 : 2, 3);", "sprintf(b|\"%d%d\"|c ? 1 : 2|3)" },
    { "sprintf(b, \"%d\", a ? b ? 1, 2 : 3 : 4, 5);", "sprintf(b|\"%d\"|a ? b ? 1, 2 : 3 : 4|5)" },
    { "sprintf(b, \"%d %d\", c ?: 1, 2);", "sprintf(b|\"%d %d\"|c ?: 1|2)" },
    { "sprintf(b, \"%d\", c ? std::x : y, z);", "sprintf(b|\"%d\"|c ? std::x : y|z)" },
    { "sprintf(b, \"%d\", [a, c](int x, int y) { return x, y; }(1, 2), 3);",
      "sprintf(b|\"%d\"|[a, c](int x, int y) { return x, y; }(1, 2)|3)" },
    { "sprintf(b, \"%d\", a<:1, 2:>, <%1, 2%>);", "sprintf(b|\"%d\"|a<:1, 2:>|<%1, 2%>)" },
    { "sprintf(b, \"%s\", sprintf(c, \"x\") ? \"a\" : \"b\");",
      "sprintf(b|\"%s\"|sprintf(c, \"x\") ? \"a\" : \"b\")" },
    { "sprintf(b, \"%s\" \"%d\", R\"(a, b))\", 'x');",
      "sprintf(b|\"%s\" \"%d\"|R\"(a, b))\"|'x')" },
};

TABLE_TEST(arguments_split_at_top_level_commas_only, check_arguments, argument_cases)

static const call_case not_call_cases[] = {
    { "(sprintf)(b, \"x\"); p = &sprintf; q = snprintf;", "" },
    { "int (*f)(char *, const char *, ...) = sprintf;", "" },
    { "obj.sprintf(b, \"x\"); p->snprintf(b, 1, \"x\");", "" },
    { "o.*sprintf(b, \"x\"); o->*snprintf(b, 1, \"x\");", "" },
    { "Logger::snprintf(b, 1, \"x\"); util::sprintf(b, \"x\");", "" },
    { "a::std::sprintf(b, \"x\"); o.std::sprintf(b, \"x\");", "" },
    { "Fmt<int>::sprintf(b, \"x\"); Fmt<V<int>>::sprintf(b, \"x\");", "" },
    { "int sprintf(char *s, const char *f, ...);", "" },
    { "extern int snprintf (char *__restrict __s, unsigned long __n, const char *f, ...);", "" },
    { "static inline int __sprintf_chk(char *s, int f, unsigned long n, const char *fmt, ...);",
      "" },
    { "my_sprintf(b, \"x\"); sprintf_s(b, 1, \"x\"); vsprintf(b, \"x\", ap); __sprintf(b);", "" },
    { "sprintf; sprintf <int>(b); sprintf", "" },
    { "sprintf\n#pragma x\n(b, \"x\");", "" },
    { "std sprintf(b, \"x\");", "" },
};

TABLE_TEST(names_that_are_not_library_calls_are_left_alone, check_arguments, not_call_cases)

static const call_case unevaluated_cases[] = {
    { "n = sizeof sprintf(b, \"x\");", "" },
    { "n = sizeof (sprintf(b, \"x\")) + sizeof ((snprintf(b, 1, \"y\")));", "" },
    { "typeof(sprintf(b, \"x\")) v; __typeof__(snprintf(0, 0, \"x\")) w;", "" },
    { "__typeof(sprintf(b, \"x\")) v; decltype(std::sprintf(b, \"x\")) w;", "" },
    { "n = _Alignof(sprintf(b, \"x\")) + alignof(sprintf(b, \"y\")) + "
      "__alignof__(sprintf(b, \"z\"));", "" },
    { "n = sizeof ::sprintf(b, \"x\") + sizeof(::std::sprintf(b, \"y\"));", "" },
    { "n = sizeof sprintf(b, \"%d\", sprintf(c, \"y\")) + sprintf(d, \"z\");", "sprintf(d|\"z\")" },
    { "n = sizeof(x) + sprintf(b, \"x\");", "sprintf(b|\"x\")" },
    { "b = noexcept(sprintf(b, \"x\"));", "" },
};

TABLE_TEST(calls_in_unevaluated_operands_are_skipped, check_arguments, unevaluated_cases)

static const call_case in_function_cases[] = {
    { "int f(void) { return sprintf(b, \"x\"); }", "1" },
    { "int n = sprintf(b, \"x\");", "0" },
    { "void f(void) { if (x) { for (;;) { sprintf(b, \"x\"); } } } int n = sprintf(b, \"y\");",
      "1; 0" },
    { "struct s *make(void) { sprintf(b, \"x\"); }", "1" },
    { "int f(void) <% return sprintf(b, \"x\"); %> int n = sprintf(b, \"y\");", "1; 0" },
    { "void f(void)\n#pragma x\n{ sprintf(b, \"x\"); }", "1" },
    { "void f(void) { x = (struct s){ sprintf(b, \"x\") }; }", "1" },
    { "int a[] = { sprintf(b, \"x\") }; S s{ sprintf(b, \"y\") };", "0; 0" },
    { "namespace a { int n = sprintf(b, \"x\"); } namespace a::b { int m = sprintf(b, \"y\"); }",
      "0; 0" },
    { "extern \"C\" { int n = sprintf(b, \"x\"); }", "0" },
    { "struct S { int m = sprintf(b, \"x\"); };", "0" },
    { "struct S { void f() { sprintf(b, \"x\"); } };", "1" },
    { "struct S { int f() const noexcept { return sprintf(b, \"x\"); } };", "1" },
    { "struct S { S() : m(sprintf(b, \"a\")) { sprintf(b, \"b\"); } int m; };", "0; 1" },
    { "namespace { auto l = [](char *b) { return sprintf(b, \"x\"); }; }", "1" },
    { "auto l = [] { return sprintf(b, \"x\"); };", "1" },
    { "auto f() -> int { return sprintf(b, \"x\"); }", "1" },
    { "void f() try { sprintf(b, \"x\"); } catch (...) { sprintf(b, \"y\"); }", "1; 1" },
    { "template <class T> int f(T b) { return sprintf(b, \"x\"); }", "1" },
    { "template <class T> struct S : B<T> { T m = sprintf(b, \"x\"); };", "0" },
    { "struct __attribute__((packed)) S { int m = sprintf(b, \"x\"); };", "0" },
    { "struct [[nodiscard]] S { int m = sprintf(b, \"x\"); };", "0" },
    { "struct alignas(8) S { int m = sprintf(b, \"x\"); };", "0" },
    { "void f() { struct L { int m = sprintf(b, \"x\"); }; sprintf(b, \"y\"); }", "0; 1" },
    { "auto h = [x = a[1]] { return sprintf(b, \"x\"); };", "1" },
};

TABLE_TEST(calls_know_whether_they_are_in_a_function_body, check_in_function, in_function_cases)

static const call_case directive_cases[] = {
    { "sprintf(b,\n#pragma GCC diagnostic push\n\"x\");", "1" },
    { "sprintf(b,\n# 5 \"f.c\"\n\"x\");", "1" },
    { "#pragma a\nsprintf(b, \"x\");\n#pragma b\n", "0" },
    { "sprintf(b, \"x\"); sprintf(b,\n#define X\n\"y\"); sprintf(b, \"z\");", "0; 1; 0" },
};

TABLE_TEST(directives_inside_a_call_are_noted, check_directives, directive_cases)

static const call_case unbalanced_cases[] = {
    { ") ) } } ] sprintf(b, \"x\");", "sprintf(b|\"x\")" },
    { "sprintf(b, \"x\" } int f() { sprintf(c, \"y\"); }", "sprintf(c|\"y\")" },
    { "sprintf(b, ]) sprintf(c, \"y\")", "sprintf(c|\"y\")" },
    { "sprintf(a, \"1\"); sprintf(b, ", "sprintf(a|\"1\")" },
    { "int f() { sprintf(b, \"x\"", "" },
    { "sprintf(b, (", "" },
    { "sprintf(", "" },
    { "sprintf(b, \"%d\", x ? 1, 2);", "sprintf(b|\"%d\"|x ? 1, 2)" },
    { "}}}}{ sprintf(b, \"x\"); :> %> ", "sprintf(b|\"x\")" },
    { "", "" },
};

TABLE_TEST(unbalanced_input_is_survived, check_arguments, unbalanced_cases)

START_TEST(unbalanced_braces_do_not_leave_the_file_scope)
{
    check_calls(&(call_case){ "} } int n = sprintf(b, \"x\"); void f() { sprintf(b, \"y\"); }"
                              " } } int m = sprintf(b, \"z\");", "0; 1; 0" }, 'f');
}
END_TEST

/* Each call knows the function body it lies in, by the offset of its '{'; the finder
 * lists the bodies that held calls with their tokens after the '{' (line markers aside),
 * and none that held no call; a block, a local struct and a lambda-like nested body stay
 * within their function's. */
START_TEST(calls_know_their_function_body_and_its_size)
{
    static const char src[] = "int g(void) { return 1; }\n"
                              "int f(char *b) { struct s { int a; } x; { sprintf(b, \"x\"); }\n"
                              "# 3 \"t.c\"\n"
                              " return sprintf(b, \"y\"); }\n"
                              "int n = sprintf(b, \"z\");\n"
                              "void h(char *b) { sprintf(b, \"w\"); }";
    size_t f = (size_t)(strchr(strstr(src, "int f("), '{') - src);
    size_t h = (size_t)(strchr(strstr(src, "void h("), '{') - src);
    call_finder cf;
    call_site s;
    size_t bodies[4], n = 0;
    call_init(&cf, src, strlen(src));
    while (call_next(&cf, &s) == 1) {
        ck_assert_uint_lt(n, 4);
        bodies[n++] = s.body;
    }
    ck_assert_uint_eq(n, 4);
    ck_assert_uint_eq(bodies[0], f);
    ck_assert_uint_eq(bodies[1], f);
    ck_assert_uint_eq(bodies[2], 0);
    ck_assert_uint_eq(bodies[3], h);
    ck_assert_uint_eq(cf.nbodies, 2);
    ck_assert_uint_eq(cf.bodies[0].open, f);
    /* struct s { int a ; } x ; { sprintf ( b , "x" ) ; } return sprintf ( b , "y" ) ; } */
    ck_assert_uint_eq(cf.bodies[0].tokens, 27);
    ck_assert_uint_eq(cf.bodies[1].open, h);
    /* sprintf ( b , "w" ) ; } */
    ck_assert_uint_eq(cf.bodies[1].tokens, 8);
    call_free(&cf);
}
END_TEST

START_TEST(qualified_callees_start_at_their_qualifier)
{
    const char *src = "x = ::std::snprintf(b, 1, \"y\") + 2;";
    call_finder cf;
    call_site s;

    call_init(&cf, src, strlen(src));
    ck_assert_int_eq(call_next(&cf, &s), 1);
    ck_assert_int_eq(s.name, CALL_SNPRINTF);
    ck_assert_uint_eq(s.name_tok, 3);
    ck_assert(lex_is(src, &s.toks[0], "::"));
    ck_assert(lex_is(src, &s.toks[1], "std"));
    ck_assert(lex_is(src, &s.toks[3], "snprintf"));
    ck_assert_uint_eq(s.begin, 4);
    ck_assert_uint_eq(s.end, strlen("x = ::std::snprintf(b, 1, \"y\")"));
    ck_assert_uint_eq(s.nargs, 3);
    ck_assert_uint_eq(s.ntoks, 11);
    call_free(&cf);
}
END_TEST

typedef struct name_case {
    const char *callee;
    call_name name;
} name_case;

static const name_case name_cases[] = {
    { "sprintf", CALL_SPRINTF },
    { "std::sprintf", CALL_SPRINTF },
    { "__builtin_sprintf", CALL_SPRINTF },
    { "snprintf", CALL_SNPRINTF },
    { "::snprintf", CALL_SNPRINTF },
    { "__builtin_snprintf", CALL_SNPRINTF },
    { "__builtin___sprintf_chk", CALL_SPRINTF_CHK },
    { "__sprintf_chk", CALL_SPRINTF_CHK },
    { "__builtin___snprintf_chk", CALL_SNPRINTF_CHK },
    { "__snprintf_chk", CALL_SNPRINTF_CHK },
    { "printf", CALL_PRINTF },
    { "std::fprintf", CALL_FPRINTF },
    { "__builtin_dprintf", CALL_DPRINTF },
    { "__printf_chk", CALL_PRINTF_CHK },
    { "__builtin___fprintf_chk", CALL_FPRINTF_CHK },
    { "__dprintf_chk", CALL_DPRINTF_CHK },
};

TABLE_START(callee_names_map_to_their_kind, name_cases)
{
    char src[64];
    call_finder cf;
    call_site s;

    snprintf(src, sizeof src, "%s(b, \"x\");", name_cases[_i].callee);
    call_init(&cf, src, strlen(src));
    ck_assert_int_eq(call_next(&cf, &s), 1);
    ck_assert_int_eq(s.name, name_cases[_i].name);
    call_free(&cf);
}
END_TEST

static const struct {
    call_name name;
    const char *leading, *function;
    int fortified;
} kind_cases[] = {
    { CALL_SPRINTF, "d", "sprintf", 0 },
    { CALL_SNPRINTF, "dn", "snprintf", 0 },
    { CALL_SPRINTF_CHK, "dfs", "sprintf", 1 },
    { CALL_SNPRINTF_CHK, "dnfs", "snprintf", 1 },
    { CALL_PRINTF, "", "printf", 0 },
    { CALL_FPRINTF, "F", "fprintf", 0 },
    { CALL_DPRINTF, "D", "dprintf", 0 },
    { CALL_PRINTF_CHK, "f", "printf", 1 },
    { CALL_FPRINTF_CHK, "Ff", "fprintf", 1 },
    { CALL_DPRINTF_CHK, "Df", "dprintf", 1 },
};

TABLE_START(each_kind_has_its_leading_arguments_function_and_fortification, kind_cases)
{
    ck_assert_str_eq(call_leading_args(kind_cases[_i].name), kind_cases[_i].leading);
    ck_assert_str_eq(call_function(kind_cases[_i].name), kind_cases[_i].function);
    ck_assert_int_eq(call_is_fortified(kind_cases[_i].name), kind_cases[_i].fortified);
    ck_assert_int_eq(call_is_stream(kind_cases[_i].name), kind_cases[_i].leading[0] != 'd');
    ck_assert_str_eq(call_function((call_name)call_base(kind_cases[_i].name)), kind_cases[_i].function);
}
END_TEST

static const char *const unknown_names[] = {
    "vprintf", "vsnprintf", "sprintf_s", "vfprintf", "asprintf", "__printf", "printf_chk", "snprintf2", "_sprintf", "__sprintf", "sprintf_chk",
    "__sprintf_chkx", "__builtin_sprintf_chk", "__builtin___sprintf", "__builtin_",
    "__builtin___builtin_sprintf", "__builtin_std", "",
};

TABLE_START(names_of_other_functions_have_no_kind, unknown_names)
{
    const char *s = unknown_names[_i];

    ck_assert_msg(call_kind_of(s, strlen(s)) == -1, "%s has a kind", s);
}
END_TEST

START_TEST(calls_keep_the_location_of_their_tokens)
{
    const char *src = "# 7 \"u.c\"\nint f(void)\n{\n  return sprintf(b,\n \"x\");\n}\n";
    call_finder cf;
    call_site s;

    call_init(&cf, src, strlen(src));
    ck_assert_int_eq(call_next(&cf, &s), 1);
    ck_assert_uint_eq(s.toks[s.name_tok].line, 9);
    ck_assert_uint_eq(s.toks[s.ntoks - 1].line, 10);
    ck_assert_mem_eq(src + s.toks[0].where.file_off, "\"u.c\"", 5);
    ck_assert_uint_eq(s.toks[s.name_tok].off - s.toks[s.name_tok].line_start, 9);
    call_free(&cf);
}
END_TEST

/* Many calls and much text stream through storage sized by the longest call. */
START_TEST(storage_is_bounded_by_the_longest_call)
{
    buf src = { 0 };
    call_finder cf;
    call_site s;
    size_t i, n = 0;

    for (i = 0; i < 20000; i++)
        ck_assert_int_eq(buf_printf(&src, "void f%zu(void) { { sprintf(b, \"%%d\", %zu); } }\n",
                                    i, i), 0);
    call_init(&cf, src.data, src.len);
    while (call_next(&cf, &s) == 1) {
        ck_assert_int_eq(s.in_function, 1);
        n++;
    }
    ck_assert_uint_eq(n, 20000);
    ck_assert_uint_le(cf.cap, 64);
    ck_assert_uint_le(cf.args_cap, 16);
    ck_assert_uint_le(cf.braces_cap, 32);
    call_free(&cf);
    buf_free(&src);
}
END_TEST

/* Token soup from a fixed seed: whatever the order, the finder must neither crash nor
 * return a malformed site (the sanitizer build checks the memory side). */
START_TEST(token_soup_yields_well_formed_sites)
{
    static const char *const pieces[] = {
        "sprintf", "snprintf", "std", "::", "(", ")", "{", "}", "[", "]", ",", "?", ":",
        ";", "=", ".", "->", "sizeof", "x", "\"s\"", "'c'", "\n#pragma p\n", "<:", "%>",
        "return", "struct", "__attribute__", "1",
    };
    unsigned long long seed = 12345 + (unsigned long long)_i;
    buf src = { 0 };
    call_finder cf;
    call_site s;
    int i, r;

    for (i = 0; i < 4000; i++) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        buf_adds(&src, pieces[(seed >> 33) % (sizeof pieces / sizeof pieces[0])]);
        buf_addc(&src, ' ');
    }
    call_init(&cf, src.data, src.len);
    while ((r = call_next(&cf, &s)) == 1)
        check_site_shape(src.data, &s);
    ck_assert_int_eq(r, 0);
    call_free(&cf);
    buf_free(&src);
}
END_TEST

int main(void)
{
    const unit_test tests[] = {
        UNIT_CASE("find"),
        UNIT_TABLE(calls_are_found_with_their_arguments),
        UNIT_TABLE(arguments_split_at_top_level_commas_only),
        UNIT_TABLE(names_that_are_not_library_calls_are_left_alone),
        UNIT_TABLE(calls_in_unevaluated_operands_are_skipped),
        UNIT_TABLE(directives_inside_a_call_are_noted),
        UNIT_TABLE(callee_names_map_to_their_kind),
        UNIT_TABLE(each_kind_has_its_leading_arguments_function_and_fortification),
        UNIT_TABLE(names_of_other_functions_have_no_kind),
        UNIT(qualified_callees_start_at_their_qualifier),
        UNIT(calls_keep_the_location_of_their_tokens),
        UNIT_CASE("scope"),
        UNIT_TABLE(calls_know_whether_they_are_in_a_function_body),
        UNIT(unbalanced_braces_do_not_leave_the_file_scope),
        UNIT(calls_know_their_function_body_and_its_size),
        UNIT_SLOW_CASE("robust", 60),
        UNIT_TABLE(unbalanced_input_is_survived),
        UNIT(storage_is_bounded_by_the_longest_call),
        UNIT_LOOP(token_soup_yields_well_formed_sites, 50),
    };
    return UNIT_MAIN("call", tests);
}

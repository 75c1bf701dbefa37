/* test_fmt.c: the format decoder maps every directive C11 defines to its struct, and
 * everything undefined or unsupported to "leave unchanged" with a reason. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fmt.h"
#include "unit.h"

/* One decoder for every test, made in main, as the rewriter keeps one for a whole text. */
static fmt_decoder *dec;

/* One directive alone in a format, and the struct it must decode to. */
static const struct {
    const char *format;
    char conv;
    unsigned flags;
    int width, prec;
    fmt_length length;
} accepted[] = {
    { "%d", 'd', 0, FMT_NONE, FMT_NONE, FMT_LEN_NONE },
    { "%i", 'i', 0, FMT_NONE, FMT_NONE, FMT_LEN_NONE },
    { "%-5u", 'u', FMT_MINUS, 5, FMT_NONE, FMT_LEN_NONE },
    { "%08x", 'x', FMT_ZERO, 8, FMT_NONE, FMT_LEN_NONE },
    { "%0-8X", 'X', FMT_ZERO | FMT_MINUS, 8, FMT_NONE, FMT_LEN_NONE },
    { "%+ d", 'd', FMT_PLUS | FMT_SPACE, FMT_NONE, FMT_NONE, FMT_LEN_NONE },
    { "%#o", 'o', FMT_HASH, FMT_NONE, FMT_NONE, FMT_LEN_NONE },
    { "%#.0o", 'o', FMT_HASH, FMT_NONE, 0, FMT_LEN_NONE },
    { "%.d", 'd', 0, FMT_NONE, 0, FMT_LEN_NONE },
    { "%*d", 'd', 0, FMT_STAR, FMT_NONE, FMT_LEN_NONE },
    { "%-*.*s", 's', FMT_MINUS, FMT_STAR, FMT_STAR, FMT_LEN_NONE },
    { "%.12s", 's', 0, FMT_NONE, 12, FMT_LEN_NONE },
    { "%hhd", 'd', 0, FMT_NONE, FMT_NONE, FMT_LEN_HH },
    { "%hu", 'u', 0, FMT_NONE, FMT_NONE, FMT_LEN_H },
    { "%ld", 'd', 0, FMT_NONE, FMT_NONE, FMT_LEN_L },
    { "%llx", 'x', 0, FMT_NONE, FMT_NONE, FMT_LEN_LL },
    { "%jd", 'd', 0, FMT_NONE, FMT_NONE, FMT_LEN_J },
    { "%zu", 'u', 0, FMT_NONE, FMT_NONE, FMT_LEN_Z },
    { "%td", 'd', 0, FMT_NONE, FMT_NONE, FMT_LEN_T },
    { "%c", 'c', 0, FMT_NONE, FMT_NONE, FMT_LEN_NONE },
    { "%-3c", 'c', FMT_MINUS, 3, FMT_NONE, FMT_LEN_NONE },
    { "%p", 'p', 0, FMT_NONE, FMT_NONE, FMT_LEN_NONE },
    { "%+20p", 'p', FMT_PLUS, 20, FMT_NONE, FMT_LEN_NONE },
    { "%.3f", 'f', 0, FMT_NONE, 3, FMT_LEN_NONE },
    { "%#Lg", 'g', FMT_HASH, FMT_NONE, FMT_NONE, FMT_LEN_BIG_L },
    { "%lf", 'f', 0, FMT_NONE, FMT_NONE, FMT_LEN_L },
    { "%2147483647d", 'd', 0, 2147483647, FMT_NONE, FMT_LEN_NONE },
    { "%'d", 'd', FMT_GROUP, FMT_NONE, FMT_NONE, FMT_LEN_NONE },
    { "%'i", 'i', FMT_GROUP, FMT_NONE, FMT_NONE, FMT_LEN_NONE },
    { "%-'12llu", 'u', FMT_MINUS | FMT_GROUP, 12, FMT_NONE, FMT_LEN_LL },
    { "%'0+*.*zd", 'd', FMT_GROUP | FMT_ZERO | FMT_PLUS, FMT_STAR, FMT_STAR, FMT_LEN_Z },
    { "%'.3f", 'f', FMT_GROUP, FMT_NONE, 3, FMT_LEN_NONE },
    { "%'#G", 'G', FMT_GROUP | FMT_HASH, FMT_NONE, FMT_NONE, FMT_LEN_NONE },
    { "%'e", 'e', FMT_GROUP, FMT_NONE, FMT_NONE, FMT_LEN_NONE },
    { "%'a", 'a', FMT_GROUP, FMT_NONE, FMT_NONE, FMT_LEN_NONE },
    { "%''Lf", 'f', FMT_GROUP, FMT_NONE, FMT_NONE, FMT_LEN_BIG_L },
};

TABLE_START(every_defined_directive_maps_to_its_struct, accepted)
{
    fmt_list l;
    const char *why;
    const char *f = accepted[_i].format;
    ck_assert_msg(fmt_decode(dec, f, strlen(f), (size_t)-1, &l, &why) == 0, "%s: %s", f, why);
    ck_assert_uint_eq(l.n, 2);
    ck_assert_int_eq(l.dirs[0].conv, accepted[_i].conv);
    ck_assert_uint_eq(l.dirs[0].flags, accepted[_i].flags);
    ck_assert_int_eq(l.dirs[0].width, accepted[_i].width);
    ck_assert_int_eq(l.dirs[0].prec, accepted[_i].prec);
    ck_assert_int_eq(l.dirs[0].length, accepted[_i].length);
    ck_assert_int_eq(l.dirs[1].conv, 0);
    fmt_list_free(&l);
}
END_TEST

static const struct {
    const char *format;
    const char *reason;
} refused[] = {
    { "%n", "%n directive" },
    { "a%hhn", "%n directive" },
    { "%m", "%m directive" },
    { "%1$d", "positional arguments" },
    { "%*1$d", "positional arguments" },
    { "%.*2$d", "positional arguments" },
    { "%ls", "wide character conversion" },
    { "%lc", "wide character conversion" },
    { "%S", "unsupported conversion" },
    { "%b", "unsupported conversion" },
    { "%y", "unsupported conversion" },
    { "%#d", "'#' flag undefined for this conversion" },
    { "%#s", "'#' flag undefined for this conversion" },
    { "%#p", "'#' flag undefined for this conversion" },
    { "%05s", "'0' flag undefined for this conversion" },
    { "%05c", "'0' flag undefined for this conversion" },
    { "%0p", "'0' flag undefined for this conversion" },
    { "%.3c", "precision undefined for this conversion" },
    { "%.3p", "precision undefined for this conversion" },
    { "%hs", "length modifier undefined for this conversion" },
    { "%lp", "length modifier undefined for this conversion" },
    { "%Ld", "length modifier undefined for this conversion" },
    { "%hf", "length modifier undefined for this conversion" },
    { "%qd", "nonstandard length modifier" },
    { "%Zu", "nonstandard length modifier" },
    { "%'x", "''' flag on o, x or X" },
    { "%'#o", "''' flag on o, x or X" },
    { "%'X", "''' flag on o, x or X" },
    { "%'s", "''' flag undefined for this conversion" },
    { "%'c", "''' flag undefined for this conversion" },
    { "%'p", "''' flag undefined for this conversion" },
    { "%Id", "nonstandard flag" },
    { "%'Id", "nonstandard flag" },
    { "%5%", "invalid directive" },
    { "%-%", "invalid directive" },
    { "abc%", "'%' at the end of the format" },
    { "%2147483648d", "width or precision too large" },
    { "%.99999999999s", "width or precision too large" },
};

TABLE_START(every_undefined_directive_is_refused_with_its_reason, refused)
{
    fmt_list l;
    const char *why = NULL;
    const char *f = refused[_i].format;
    ck_assert_msg(fmt_decode(dec, f, strlen(f), (size_t)-1, &l, &why) == -1, "%s was accepted", f);
    ck_assert_str_eq(why, refused[_i].reason);
    ck_assert_ptr_null(l.dirs);
}
END_TEST

START_TEST(literal_text_and_percent_percent_become_literal_runs)
{
    static const char f[] = "a%%b%dc%%%sd%%";
    fmt_list l;
    const char *why;
    ck_assert_int_eq(fmt_decode(dec, f, sizeof f - 1, (size_t)-1, &l, &why), 0);
    ck_assert_uint_eq(l.n, 3);
    ck_assert_mem_eq(l.text + l.dirs[0].lit_off, "a%b", 3);
    ck_assert_uint_eq(l.dirs[0].lit_len, 3);
    ck_assert_mem_eq(l.text + l.dirs[1].lit_off, "c%", 2);
    ck_assert_uint_eq(l.dirs[1].lit_len, 2);
    ck_assert_mem_eq(l.text + l.dirs[2].lit_off, "d%", 2);
    ck_assert_uint_eq(l.dirs[2].lit_len, 2);
    ck_assert_int_eq(l.dirs[2].conv, 0);
    ck_assert_uint_eq(fmt_arg_count(&l), 2);
    fmt_list_free(&l);
}
END_TEST

/* A format (its length given, a NUL counted in), the entries it decodes to (the trailing
 * one included) and the arguments they consume. */
#define F(s) s, sizeof s - 1
static const struct {
    const char *format;
    size_t len, entries, args;
} count_cases[] = {
    { F(""), 1, 0 },                         /* only the trailing entry */
    { F("x%d\0%n"), 2, 1 },                  /* the format ends at its first NUL */
    { F("%*.*d %*s %.*x %d"), 5, 3 + 2 + 2 + 1 }, /* a '*' consumes an argument */
};
#undef F

TABLE_START(each_format_decodes_to_its_entries_and_the_arguments_they_consume, count_cases)
{
    fmt_list l;
    const char *why;
    ck_assert_int_eq(fmt_decode(dec, count_cases[_i].format, count_cases[_i].len, (size_t)-1,
                                &l, &why), 0);
    ck_assert_uint_eq(l.n, count_cases[_i].entries);
    ck_assert_uint_eq(fmt_arg_count(&l), count_cases[_i].args);
    ck_assert_uint_eq(l.dirs[l.n - 1].conv, 0);
    ck_assert_uint_eq(l.dirs[l.n - 1].lit_len, 0);
    fmt_list_free(&l);
}
END_TEST

/* The ' flag (POSIX thousands grouping) with each conversion: kept as FMT_GROUP where the
 * runtime does what glibc does (groups d i u f F g G, ignores it for e E a A), refused
 * where glibc groups digits the runtime leaves to it (o x X) or where it means nothing. */
static const struct {
    char conv;
    const char *reason; /* NULL: accepted */
} grouping[] = {
    { 'd', NULL }, { 'i', NULL }, { 'u', NULL }, { 'f', NULL }, { 'F', NULL }, { 'g', NULL },
    { 'G', NULL }, { 'e', NULL }, { 'E', NULL }, { 'a', NULL }, { 'A', NULL },
    { 'o', "''' flag on o, x or X" }, { 'x', "''' flag on o, x or X" }, { 'X', "''' flag on o, x or X" },
    { 'c', "''' flag undefined for this conversion" }, { 's', "''' flag undefined for this conversion" },
    { 'p', "''' flag undefined for this conversion" },
};

TABLE_START(the_grouping_flag_is_kept_for_the_conversions_glibc_groups_or_ignores_it_for, grouping)
{
    char f[16];
    fmt_list l;
    const char *why = NULL;
    snprintf(f, sizeof f, "<%%'-12%c>", grouping[_i].conv);
    int r = fmt_decode(dec, f, strlen(f), (size_t)-1, &l, &why);
    if (grouping[_i].reason) {
        ck_assert_msg(r == -1, "%s was accepted", f);
        ck_assert_str_eq(why, grouping[_i].reason);
        return;
    }
    ck_assert_msg(r == 0, "%s: %s", f, why);
    ck_assert_uint_eq(l.dirs[0].flags, FMT_GROUP | FMT_MINUS);
    ck_assert_int_eq(l.dirs[0].width, 12);
    ck_assert_int_eq(l.dirs[0].conv, grouping[_i].conv);
    fmt_list_free(&l);
}
END_TEST

START_TEST(decoding_stops_at_the_first_directive_beyond_the_arguments_given)
{
    static const char f[] = "%d %*s %%";
    fmt_list l;
    const char *why;
    ck_assert_int_eq(fmt_decode(dec, f, sizeof f - 1, 3, &l, &why), 0);
    fmt_list_free(&l);
    ck_assert_int_eq(fmt_decode(dec, f, sizeof f - 1, 2, &l, &why), -1);
    ck_assert_str_eq(why, "argument count does not match the format");
    ck_assert_ptr_null(l.dirs);
}
END_TEST

int main(void)
{
    const unit_test tests[] = {
        UNIT_CASE("decode"),
        UNIT_TABLE(every_defined_directive_maps_to_its_struct),
        UNIT_TABLE(every_undefined_directive_is_refused_with_its_reason),
        UNIT(literal_text_and_percent_percent_become_literal_runs),
        UNIT_TABLE(each_format_decodes_to_its_entries_and_the_arguments_they_consume),
        UNIT(decoding_stops_at_the_first_directive_beyond_the_arguments_given),
        UNIT_TABLE(the_grouping_flag_is_kept_for_the_conversions_glibc_groups_or_ignores_it_for),
    };
    dec = fmt_decoder_new();
    if (!dec)
        return EXIT_FAILURE;
    int failed = UNIT_MAIN("fmt", tests);
    fmt_decoder_free(dec);
    return failed;
}

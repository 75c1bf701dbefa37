/* test_runtime.c: the runtime's converters against the C library's snprintf, over edge
 * values, every flag combination, widths, precisions and destination sizes. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <check.h>
#include <limits.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "../../runtime/qrintf.h"
#include "unit.h"

static const long long edge_values[] = {
    0, 1, -1, 7, 8, 9, 10, 11, 99, 100, 101, 255, 256, -128, -129, 32767, 65535, 65536,
    99999, 100000, 999999999, 1000000000, INT_MAX, INT_MIN, (long long)INT_MAX + 1,
    UINT_MAX, (long long)UINT_MAX + 1, 9999999999LL, 10000000000LL, 99999999999999999LL,
    100000000000000000LL, 999999999999999999LL, 1000000000000000000LL, LLONG_MAX, LLONG_MIN,
    LLONG_MIN + 1, -1000000000000000000LL, 0x123456789abcdefLL,
};

static const size_t sizes[] = { 0, 1, 2, 3, 5, 8, 13, 64 };

/* Compares one formatted result with snprintf's: return value and every byte of the
 * destination, including those after the text, which must be untouched. */
static void expect_same(const char *fmt, int got, const char *out, size_t n, int want,
                        const char *ref)
{
    ck_assert_msg(got == want, "%s: returned %d, libc %d", fmt, got, want);
    ck_assert_msg(!memcmp(out, ref, 80), "%s (size %zu): \"%.*s\" vs libc \"%.*s\"", fmt, n,
                  (int)(n ? n : 1), out, (int)(n ? n : 1), ref);
}

static void check_int(unsigned flags, int width, int prec, int conv, long long v, size_t n)
{
    char fmt[40], out[80], ref[80];
    __qrintf_ctx c;
    int want, got, k = 0;
    fmt[k++] = '%';
    if (flags & __QRINTF_MINUS) fmt[k++] = '-';
    if (flags & __QRINTF_PLUS) fmt[k++] = '+';
    if (flags & __QRINTF_SPACE) fmt[k++] = ' ';
    if (flags & __QRINTF_HASH) fmt[k++] = '#';
    if (flags & __QRINTF_ZERO) fmt[k++] = '0';
    k += sprintf(fmt + k, "*.*ll%c", conv);
    memset(out, 0xa5, sizeof out);
    memset(ref, 0xa5, sizeof ref);
    want = snprintf(ref, n, fmt, width, prec, v);
    __qrintf_init(&c, out, n);
    if (conv == 'd')
        __qrintf_int_s(&c, v, (int)flags, width, prec);
    else
        __qrintf_int_u(&c, (__qrintf_ull)v, conv, (int)flags, width, prec);
    got = __qrintf_end(&c);
    expect_same(fmt, got, out, n, want, ref);
}

static const int convs[] = { 'd', 'u', 'o', 'x', 'X' };

TABLE_START(integer_conversions_match_snprintf_for_every_flag_width_and_precision, convs)
{
    static const int widths[] = { 0, 1, 5, 25, -7 }, precs[] = { -1, 0, 1, 3, 22, -4 };
    unsigned flags;
    size_t v, w, p, n;
    for (flags = 0; flags < 32; flags++) {
        if ((flags & __QRINTF_HASH) && (convs[_i] == 'd' || convs[_i] == 'u'))
            continue;
        for (v = 0; v < sizeof edge_values / sizeof *edge_values; v++)
            for (w = 0; w < sizeof widths / sizeof *widths; w++)
                for (p = 0; p < sizeof precs / sizeof *precs; p++)
                    for (n = 0; n < sizeof sizes / sizeof *sizes; n += 3)
                        check_int(flags, widths[w], precs[p], convs[_i], edge_values[v], sizes[n]);
    }
}
END_TEST

START_TEST(plain_decimal_forms_match_snprintf_at_every_size)
{
    size_t v, n;
    for (v = 0; v < sizeof edge_values / sizeof *edge_values; v++)
        for (n = 0; n < sizeof sizes / sizeof *sizes; n++) {
            long long x = edge_values[v];
            char out[80], ref[80];
            __qrintf_ctx c;
            struct { const char *fmt; int want, got; } r[4];
            memset(ref, 0xa5, sizeof ref);
            r[0].fmt = "%d";
            r[0].want = snprintf(ref, sizes[n], "%d|%u|%lld|%llu", (int)x, (unsigned)x, x,
                                 (unsigned long long)x);
            memset(out, 0xa5, sizeof out);
            __qrintf_init(&c, out, sizes[n]);
            /* slack: the bytes the rest of "%d|%u|%lld|%llu" surely writes, terminator included */
            __qrintf_u64(__qrintf_lit(__qrintf_i64(__qrintf_lit(__qrintf_u32(__qrintf_lit(
                           __qrintf_i32(&c, (int)x, 7), "|", 1), (unsigned)x, 5), "|", 1), x), "|", 1),
                       (__qrintf_ull)x);
            r[0].got = __qrintf_end(&c);
            expect_same("%d|%u|%lld|%llu", r[0].got, out, sizes[n], r[0].want, ref);
        }
}
END_TEST

/* The way through scratch space of a short bounded format: at every size from 0 to past
 * the longest text (47 bytes for "%d|%u|%x.%o"), the bytes and the result of snprintf,
 * whether the text went straight to the destination or through the scratch space. */
START_TEST(a_short_format_through_scratch_space_matches_snprintf_at_every_size)
{
    size_t v, n;
    for (v = 0; v < sizeof edge_values / sizeof *edge_values; v++)
        for (n = 0; n <= 49; n++) {
            long long x = edge_values[v];
            char out[80], ref[80], tmp[48];
            __qrintf_ctx c;
            int want, got;
            memset(ref, 0xa5, sizeof ref);
            memset(out, 0xa5, sizeof out);
            want = snprintf(ref, n, "%d|%u|%x.%o", (int)x, (unsigned)x, (unsigned)x, (unsigned)x);
            got = __qrintf_end_via(__qrintf_radix_out(__qrintf_lit(__qrintf_radix_out(__qrintf_lit(
                      __qrintf_u32(__qrintf_lit(__qrintf_i32(__qrintf_init_via(&c, out, n, (__qrintf_size)-1,
                      tmp, 47), (int)x, 7), "|", 1), (unsigned)x, 5), "|", 1), (unsigned)x, 'x'), ".", 1),
                      (unsigned)x, 'o'), out, n, tmp, 47);
            expect_same("%d|%u|%x.%o", got, out, n, want, ref);
        }
}
END_TEST

/* A value of a random bit length, so that every digit count is as likely as any. */
static unsigned long long random_bits(unsigned long long *state)
{
    unsigned long long z = (*state += 0x9e3779b97f4a7c15ull), bits;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    bits = z % 65;
    return bits == 0 ? 0 : z >> (64 - bits);
}

START_TEST(plain_decimal_forms_match_snprintf_for_random_values_of_every_length)
{
    unsigned long long state = 42;
    int i;
    for (i = 0; i < 200000; i++) {
        unsigned long long x = random_bits(&state);
        size_t n = i % 7 == 0 ? (size_t)(i % 23) : 64;
        char out[80], ref[80];
        __qrintf_ctx c;
        int want, got;
        memset(ref, 0xa5, sizeof ref);
        memset(out, 0xa5, sizeof out);
        want = snprintf(ref, n, "%u %d %llu %lld", (unsigned)x, (int)x, x, (long long)x);
        __qrintf_init(&c, out, n);
        __qrintf_i64(__qrintf_lit(__qrintf_u64(__qrintf_lit(__qrintf_i32(__qrintf_lit(__qrintf_u32(&c, (unsigned)x, 7),
                   " ", 1), (int)x, 5), " ", 1), x), " ", 1), (long long)x);
        got = __qrintf_end(&c);
        expect_same("%u %d %llu %lld", got, out, n, want, ref);
    }
}
END_TEST

START_TEST(radix_forms_without_flags_match_snprintf)
{
    size_t v, n;
    for (v = 0; v < sizeof edge_values / sizeof *edge_values; v++)
        for (n = 0; n < sizeof sizes / sizeof *sizes; n++) {
            char out[80], ref[80];
            __qrintf_ctx c;
            unsigned long long x = (unsigned long long)edge_values[v];
            int want, got;
            memset(ref, 0xa5, sizeof ref);
            memset(out, 0xa5, sizeof out);
            want = snprintf(ref, sizes[n], "%llo%llx%llX", x, x, x);
            __qrintf_init(&c, out, sizes[n]);
            __qrintf_radix_out(__qrintf_radix_out(__qrintf_radix_out(&c, x, 'o'), x, 'x'), x, 'X');
            got = __qrintf_end(&c);
            expect_same("%llo%llx%llX", got, out, sizes[n], want, ref);
        }
}
END_TEST

/* One %0Nx or %0NX through __qrintf_int_u, inlined where the width and the value's type are
 * known to the compiler, as in a rewritten call: a width that the type's range fits takes
 * the digits straight from the sixteen that the runtime makes. */
static inline __attribute__((always_inline)) void check_hex0(__qrintf_ull x, int width, int conv,
                                                           size_t n)
{
    char out[80], ref[80];
    __qrintf_ctx c;
    int want, got;
    memset(out, 0xa5, sizeof out);
    memset(ref, 0xa5, sizeof ref);
    want = snprintf(ref, n, conv == 'x' ? "%0*llx" : "%0*llX", width, (unsigned long long)x);
    __qrintf_init(&c, out, n);
    __qrintf_int_u(&c, x, conv, __QRINTF_ZERO, width, -1);
    got = __qrintf_end(&c);
    expect_same(conv == 'x' ? "%0*llx" : "%0*llX", got, out, n, want, ref);
}

START_TEST(zero_padded_hex_matches_snprintf_when_the_type_bounds_the_digits)
{
    unsigned long long state = 11;
    size_t i, n;
    for (i = 0; i < 3000; i++) {
        unsigned long long r = random_bits(&state) >> (i % 64);
        for (n = 0; n < sizeof sizes / sizeof *sizes; n++) {
            check_hex0((unsigned char)r, 2, 'x', sizes[n]);
            check_hex0((unsigned short)r, 4, 'X', sizes[n]);
            check_hex0((unsigned)r, 8, 'x', sizes[n]);
            check_hex0((unsigned)r, 11, 'X', sizes[n]);
            check_hex0((unsigned)r, 4, 'x', sizes[n]);
            check_hex0(r, 16, 'x', sizes[n]);
            check_hex0(r, 8, 'X', sizes[n]);
        }
    }
}
END_TEST

static const char *const strings[] = { "", "a", "hello", "a longer string of text", NULL };

TABLE_START(strings_match_snprintf_with_width_precision_and_null, strings)
{
    static const int widths[] = { 0, 3, 10, -8 }, precs[] = { -1, 0, 2, 5, 6, 40, -3 };
    size_t w, p, n, m;
    for (m = 0; m < 2; m++)
        for (w = 0; w < sizeof widths / sizeof *widths; w++)
            for (p = 0; p < sizeof precs / sizeof *precs; p++)
                for (n = 0; n < sizeof sizes / sizeof *sizes; n++) {
                    char out[80], ref[80];
                    __qrintf_ctx c;
                    int want, got;
                    const char *fmt = m ? "%-*.*s" : "%*.*s";
                    memset(ref, 0xa5, sizeof ref);
                    memset(out, 0xa5, sizeof out);
                    want = snprintf(ref, sizes[n], fmt, widths[w], precs[p], strings[_i]);
                    __qrintf_init(&c, out, sizes[n]);
                    __qrintf_str(&c, strings[_i], m ? __QRINTF_MINUS : 0, widths[w], precs[p]);
                    got = __qrintf_end(&c);
                    expect_same(fmt, got, out, sizes[n], want, ref);
                }
}
END_TEST

/* A plain %s of s against snprintf, at every destination size. */
static void check_plain_s(const char *s)
{
    size_t n;
    for (n = 0; n < sizeof sizes / sizeof *sizes; n++) {
        char out[80], ref[80];
        __qrintf_ctx c;
        int want, got;
        memset(ref, 0xa5, sizeof ref);
        memset(out, 0xa5, sizeof out);
        want = snprintf(ref, sizes[n], "%s", s);
        __qrintf_init(&c, out, sizes[n]);
        __qrintf_s(&c, s);
        got = __qrintf_end(&c);
        expect_same("%s", got, out, sizes[n], want, ref);
    }
}

TABLE_START(plain_strings_and_a_null_pointer_match_snprintf_at_every_size, strings)
{
    check_plain_s(strings[_i]);
}
END_TEST

START_TEST(precision_on_s_never_reads_past_the_given_length)
{
    char *s = malloc(4), out[16];
    __qrintf_ctx c;
    memcpy(s, "abcd", 4); /* no terminator: the precision must stop the read */
    __qrintf_init(&c, out, sizeof out);
    __qrintf_str(&c, s, 0, 0, 4);
    ck_assert_int_eq(__qrintf_end(&c), 4);
    ck_assert_str_eq(out, "abcd");
    free(s);
}
END_TEST

/* __qrintf_s copies strings below 32 bytes with one move per bit of the length: every
 * length, at every alignment, and nothing read past the terminator, which a string that
 * ends a page followed by one that cannot be read would show by a fault. */
START_TEST(plain_strings_match_snprintf_at_every_length_and_alignment_up_to_a_page_end)
{
    long page = sysconf(_SC_PAGESIZE);
    char *map = mmap(NULL, 2 * (size_t)page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    size_t len, at;
    ck_assert(map != MAP_FAILED);
    ck_assert_int_eq(mprotect(map + page, (size_t)page, PROT_NONE), 0);
    for (len = 0; len < 40; len++)
        for (at = 0; at < 48; at++) {
            /* the terminator at the page's last byte minus at, and mid-page */
            char *ends[2], *s;
            size_t e;
            ends[0] = map + page - 1 - at;
            ends[1] = map + page / 2 + at;
            for (e = 0; e < 2; e++) {
                size_t i;
                s = ends[e] - len;
                s[-1] = 0; /* as when strings are packed one after another */
                for (i = 0; i < len; i++)
                    s[i] = (char)(i % 3 == 0 ? 0x01 : i % 3 == 1 ? 0x80 : 0xff - i);
                s[len] = 0;
                check_plain_s(s);
            }
        }
    munmap(map, 2 * (size_t)page);
}
END_TEST

START_TEST(characters_and_pointers_match_snprintf)
{
    static const int chars[] = { 'a', 0, 255, -1, 300 };
    static const uintptr_t ptrs[] = { 0, 1, 0xdeadbeef, UINTPTR_MAX };
    static const unsigned flags[] = { 0, __QRINTF_MINUS, __QRINTF_PLUS, __QRINTF_SPACE, __QRINTF_PLUS | __QRINTF_MINUS };
    static const char *const pfmt[] = { "%*p", "%-*p", "%+*p", "% *p", "%+-*p" };
    static const int widths[] = { 0, 1, 4, 20, -20 };
    size_t i, f, w, n;
    for (i = 0; i < 5; i++)
        for (w = 0; w < 5; w++)
            for (n = 0; n < sizeof sizes / sizeof *sizes; n++) {
                char out[80], ref[80];
                __qrintf_ctx c;
                int want, got;
                memset(ref, 0xa5, sizeof ref);
                memset(out, 0xa5, sizeof out);
                want = snprintf(ref, sizes[n], "%*c%c", widths[w], chars[i], chars[i]);
                __qrintf_init(&c, out, sizes[n]);
                __qrintf_c(__qrintf_chr(&c, chars[i], 0, widths[w]), chars[i]);
                got = __qrintf_end(&c);
                expect_same("%*c%c", got, out, sizes[n], want, ref);
            }
    for (i = 0; i < 4; i++)
        for (f = 0; f < 5; f++)
            for (w = 0; w < 5; w++)
                for (n = 0; n < sizeof sizes / sizeof *sizes; n++) {
                    char out[80], ref[80];
                    __qrintf_ctx c;
                    int want, got;
                    memset(ref, 0xa5, sizeof ref);
                    memset(out, 0xa5, sizeof out);
                    want = snprintf(ref, sizes[n], pfmt[f], widths[w], (void *)ptrs[i]);
                    __qrintf_init(&c, out, sizes[n]);
                    __qrintf_ptr(&c, (const void *)ptrs[i], (int)flags[f], widths[w]);
                    got = __qrintf_end(&c);
                    expect_same(pfmt[f], got, out, sizes[n], want, ref);
                }
}
END_TEST

START_TEST(digit_counts_are_exact_around_every_power_of_two_and_ten)
{
    unsigned long long p;
    int k, d;
    for (k = 0; k < 64; k++)
        for (d = -1; d <= 1; d++) {
            char t[32];
            p = (1ull << k) + (unsigned long long)d;
            ck_assert_uint_eq(__qrintf_ndig64(p), (unsigned)sprintf(t, "%llu", p));
            if (p <= UINT_MAX)
                ck_assert_uint_eq(__qrintf_ndig32((unsigned)p), (unsigned)sprintf(t, "%u", (unsigned)p));
        }
    for (p = 1, k = 0; k < 20; k++, p *= 10)
        for (d = -1; d <= 1; d++) {
            char t[32];
            unsigned long long q = p + (unsigned long long)d;
            ck_assert_uint_eq(__qrintf_ndig64(q), (unsigned)sprintf(t, "%llu", q));
            if (q <= UINT_MAX)
                ck_assert_uint_eq(__qrintf_ndig32((unsigned)q), (unsigned)sprintf(t, "%u", (unsigned)q));
        }
}
END_TEST

/* Doubles that stress %f: ties at every precision, powers of two and ten, the edges of
 * the exact path, subnormals, signed zeros, and what must go to the C library. */
static double special_double(int i)
{
    static const double d[] = {
        0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 0.0005, 0.0015, 1e-300, -1e-320,
        4.9e-324, 1.0, 9.5, 99.5, 0.05, 0.25, 1e9, 1.8446744073709552e19, 1.8e10, 123456789.987654321,
        9007199254740993.0, 4503599627370495.5, 1e22, 1e300, -1e300, 0.1, 0.2, 0.3,
        1.0 / 0.0, -1.0 / 0.0
    };
    return d[i % (int)(sizeof d / sizeof *d)];
}

/* %f in every flag, width, precision and size against snprintf, count values. */
static void check_fixed(int count)
{
    static const char *const fmts[] = { "%*.*f", "%-*.*f", "%+*.*f", "% *.*f", "%0*.*f", "%#*.*f", "%-+*.*F" };
    static const int flags[] = { 0, __QRINTF_MINUS, __QRINTF_PLUS, __QRINTF_SPACE, __QRINTF_ZERO, __QRINTF_HASH,
                                 __QRINTF_MINUS | __QRINTF_PLUS };
    unsigned long long state = 7;
    int i, f;
    for (i = 0; i < count; i++) {
        unsigned long long bits = random_bits(&state);
        double v;
        int prec = i % 12 - 1, width = i % 17 == 0 ? 30 : i % 5, n = i % 11 == 0 ? 9 : 64;
        char out[400], ref[400];
        __qrintf_ctx c;
        if (i % 4 == 0)
            v = special_double(i / 4);
        else if (i % 4 == 1)
            memcpy(&v, &bits, sizeof v);
        else if (i % 4 == 2)
            v = (double)(long long)bits / (double)(1 + i % 1000);
        else /* ordinary magnitudes, and ties: a multiple of a power of two */
            v = (double)((long long)(bits % 2000001) - 1000000) / (double)(1 << (i % 23));
        for (f = 0; f < 7; f++) {
            int want, got;
            memset(ref, 0xa5, sizeof ref);
            memset(out, 0xa5, sizeof out);
            want = snprintf(ref, (size_t)n, fmts[f], width, prec, v);
            __qrintf_init(&c, out, (size_t)n);
            __qrintf_fixed(&c, fmts[f], flags[f], width, prec, v);
            got = __qrintf_end(&c);
            ck_assert_msg(got == want && !memcmp(out, ref, sizeof out), "%s %d %d %.17g: [%s] vs libc [%s]",
                          fmts[f], width, prec, v, out, ref);
        }
    }
}

START_TEST(fixed_notation_matches_snprintf_for_every_precision_and_flag)
{
    check_fixed(60000);
}
END_TEST

/* The decimal point is the locale's: a comma set for the process by setlocale, and a
 * point of two bytes (U+066B) set for the thread alone by uselocale. make deps
 * generates both locales. */
START_TEST(fixed_notation_writes_the_decimal_point_of_the_current_locale)
{
    locale_t arabic, old;
    ck_assert_msg(setlocale(LC_ALL, "de_DE.UTF-8") != NULL, "no de_DE.UTF-8 locale: run make deps");
    ck_assert_str_eq(localeconv()->decimal_point, ",");
    check_fixed(5000);
    arabic = newlocale(LC_ALL_MASK, "ps_AF.UTF-8", (locale_t)0);
    ck_assert_msg(arabic != (locale_t)0, "no ps_AF.UTF-8 locale: run make deps");
    old = uselocale(arabic);
    ck_assert_uint_eq(strlen(localeconv()->decimal_point), 2);
    check_fixed(5000);
    uselocale(old);
    freelocale(arabic);
    setlocale(LC_ALL, "C");
    check_fixed(1000);
}
END_TEST

START_TEST(fixed_notation_takes_the_exact_path_for_ordinary_values)
{
    static const double v[] = { 0.0, 3.14159, -2.5, 1e-9, 123456.5, 1e9, 1.8e10, 4.9e-324 };
    __qrintf_ull r;
    size_t i;
    int prec;
    for (i = 0; i < sizeof v / sizeof *v; i++)
        for (prec = 0; prec <= 9; prec++)
            ck_assert_int_ne(__qrintf_fixed_scaled(v[i], prec, &r), 0);
    ck_assert_int_eq(__qrintf_fixed_scaled(1.0 / 0.0, 3, &r), 0);
    ck_assert_int_eq(__qrintf_fixed_scaled(1e300, 3, &r), 0);
    ck_assert_int_eq(__qrintf_fixed_scaled(1.0, 10, &r), 0);
}
END_TEST

START_TEST(a_count_beyond_int_max_returns_minus_one)
{
    static volatile int big = 0x7fffffff; /* opaque, or gcc warns about the libc call */
    __qrintf_ctx c;
    __qrintf_init(&c, NULL, 0);
    __qrintf_str(&c, "x", 0, big, -1);
    __qrintf_c(&c, 'y');
    ck_assert_int_eq(__qrintf_end(&c), snprintf(NULL, 0, "%*sy", big, "x"));
}
END_TEST

int main(void)
{
    const unit_test tests[] = {
        UNIT_SLOW_CASE("against snprintf", 60),
        UNIT_TABLE(integer_conversions_match_snprintf_for_every_flag_width_and_precision),
        UNIT(plain_decimal_forms_match_snprintf_at_every_size),
        UNIT(a_short_format_through_scratch_space_matches_snprintf_at_every_size),
        UNIT(plain_decimal_forms_match_snprintf_for_random_values_of_every_length),
        UNIT(radix_forms_without_flags_match_snprintf),
        UNIT(zero_padded_hex_matches_snprintf_when_the_type_bounds_the_digits),
        UNIT_TABLE(strings_match_snprintf_with_width_precision_and_null),
        UNIT_TABLE(plain_strings_and_a_null_pointer_match_snprintf_at_every_size),
        UNIT(precision_on_s_never_reads_past_the_given_length),
        UNIT(plain_strings_match_snprintf_at_every_length_and_alignment_up_to_a_page_end),
        UNIT(characters_and_pointers_match_snprintf),
        UNIT(digit_counts_are_exact_around_every_power_of_two_and_ten),
        UNIT(fixed_notation_matches_snprintf_for_every_precision_and_flag),
        UNIT(fixed_notation_writes_the_decimal_point_of_the_current_locale),
        UNIT(fixed_notation_takes_the_exact_path_for_ordinary_values),
        UNIT(a_count_beyond_int_max_returns_minus_one),
    };
    return UNIT_MAIN("runtime", tests);
}

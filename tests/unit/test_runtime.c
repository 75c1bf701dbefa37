/* test_runtime.c: the runtime's converters against the C library's snprintf, over edge
 * values, every flag combination, widths and precisions; and the way a generated
 * function sends its text to the destination or through scratch space, at every size. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <check.h>
#include <errno.h>
#include <fenv.h>
#include <limits.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <wchar.h>

#include "../../runtime/qrintf.h"
#include "../../runtime/wide.h" /* after it: the runtime's own code stays portable, and the
                                    compiled converters' forms are there to test beside it */
#include "unit.h"

static const long long edge_values[] = {
    0, 1, -1, 7, 8, 9, 10, 11, 99, 100, 101, 255, 256, -128, -129, 999, 1000, 9999, 10000,
    32767, 65535, 65536, 99999, 100000, 9999999, 10000000, 99999999, 100000000, 999999999,
    1000000000, INT_MAX, INT_MIN, (long long)INT_MAX + 1, UINT_MAX, (long long)UINT_MAX + 1,
    9999999999LL, 10000000000LL, 99999999999999999LL, 100000000000000000LL,
    999999999999999999LL, 1000000000000000000LL, LLONG_MAX, LLONG_MIN, LLONG_MIN + 1,
    -1000000000000000000LL, 0x123456789abcdefLL,
};

enum { GUARD = 0xa5, OUT = 200 };

/* Random bits of a random length: every magnitude is as likely. */
static unsigned long long random_bits(unsigned long long *state)
{
    unsigned long long z = (*state += 0x9e3779b97f4a7c15ull), bits;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    bits = z % 65;
    return bits == 0 ? 0 : z >> (64 - bits);
}

/* A converter wrote out[0, end) and, for slack s, may have run over s more bytes; the
 * text must be snprintf's (ref, want bytes) and every byte after out + want + slack, to
 * the end of the buffer (guard), untouched. One assertion at the end: Check reports
 * every assertion that passes to its parent process. */
static void expect_text_in(const char *what, const char *out, const char *end, size_t slack,
                           const char *ref, int want, const char *guard)
{
    char guard_bytes[1024]; /* the largest buffer a test checks */
    const char *from = out + (end - out == want ? (size_t)want + slack : 0);
    int ok;
    memset(guard_bytes, GUARD, sizeof guard_bytes);
    ok = end - out == want && !memcmp(out, ref, (size_t)want) &&
         (from >= guard || !memcmp(from, guard_bytes, (size_t)(guard - from)));
    if (!ok)
        ck_abort_msg("%s: \"%.*s\" (%d bytes, or bytes past them stored) vs libc \"%s\" (%d)", what,
                     (int)(end - out), out, (int)(end - out), ref, want);
}

#define expect_text(what, out, end, slack, ref, want) \
    expect_text_in(what, out, end, slack, ref, want, out + OUT)

static void check_int(unsigned flags, int width, int prec, int conv, long long v)
{
    char fmt[40], out[OUT], ref[OUT], *end;
    int k = 0;
    fmt[k++] = '%';
    if (flags & __QRINTF_MINUS) fmt[k++] = '-';
    if (flags & __QRINTF_PLUS) fmt[k++] = '+';
    if (flags & __QRINTF_SPACE) fmt[k++] = ' ';
    if (flags & __QRINTF_HASH) fmt[k++] = '#';
    if (flags & __QRINTF_ZERO) fmt[k++] = '0';
    sprintf(fmt + k, "*.*ll%c", conv);
    memset(out, GUARD, sizeof out);
    if (conv == 'd')
        end = __qrintf_int_s(out, v, (int)flags, width, prec);
    else
        end = __qrintf_int_u(out, (__qrintf_ull)v, conv, (int)flags, width, prec);
    expect_text(fmt, out, end, 0, ref, snprintf(ref, sizeof ref, fmt, width, prec, v));
}

static const int convs[] = { 'd', 'u', 'o', 'x', 'X' };

TABLE_START(integer_conversions_match_snprintf_for_every_flag_width_and_precision, convs)
{
    static const int widths[] = { 0, 1, 5, 25, -7 }, precs[] = { -1, 0, 1, 3, 22, -4 };
    unsigned flags;
    size_t v, w, p;
    for (flags = 0; flags < 32; flags++) {
        if ((flags & __QRINTF_HASH) && (convs[_i] == 'd' || convs[_i] == 'u'))
            continue;
        for (v = 0; v < sizeof edge_values / sizeof *edge_values; v++)
            for (w = 0; w < sizeof widths / sizeof *widths; w++)
                for (p = 0; p < sizeof precs / sizeof *precs; p++)
                    check_int(flags, widths[w], precs[p], convs[_i], edge_values[v]);
    }
}
END_TEST

/* The plain forms of one value: %d %u %lld %llu %o %x %X, the decimal ones with the
 * least slack a generated function gives them (the terminator) and with the most, and as
 * a printf-family function writes them (out of line: a byte of slack for the 32-bit
 * ones, none for the others). */
static void check_plain(long long x)
{
    static const char *const fmts[] = { "%d", "%u", "%lld", "%llu", "%llo", "%llx", "%llX",
                                        "%d", "%u", "%lld", "%llu" };
    char out[OUT], ref[OUT], *end = NULL;
    int f, slack;
    for (f = 0; f < 11; f++)
        for (slack = 1; slack <= 8; slack += 7) {
            memset(out, GUARD, sizeof out);
            switch (f) {
            case 0: end = __qrintf_i32(out, (int)x, slack); break;
            case 1: end = __qrintf_u32(out, (unsigned)x, slack); break;
            case 2: end = __qrintf_i64(out, x, slack); break;
            case 3: end = __qrintf_u64(out, (__qrintf_ull)x, slack); break;
            case 7: end = __qrintf_i32k(out, (int)x); break;
            case 8: end = __qrintf_u32k(out, (unsigned)x); break;
            case 9: end = __qrintf_i64k(out, x); break;
            case 10: end = __qrintf_u64k(out, (__qrintf_ull)x); break;
            default: end = __qrintf_rad(out, (__qrintf_ull)x, fmts[f][3]); break;
            }
            expect_text(fmts[f], out, end, f < 4 ? (size_t)slack : f == 7 || f == 8, ref,
                        f == 0 || f == 7 ? snprintf(ref, sizeof ref, "%d", (int)x)
                        : f == 1 || f == 8 ? snprintf(ref, sizeof ref, "%u", (unsigned)x)
                        : snprintf(ref, sizeof ref, fmts[f], x));
        }
}

START_TEST(plain_forms_match_snprintf_for_edge_values_and_random_values_of_every_length)
{
    unsigned long long state = 1;
    size_t v;
    int i;
    for (v = 0; v < sizeof edge_values / sizeof *edge_values; v++)
        check_plain(edge_values[v]);
    for (i = 0; i < 200000; i++)
        check_plain((long long)random_bits(&state));
}
END_TEST

/* What emit.c generates for snprintf(d, n, "%d|%u|%x.%o", ...): its longest text, a
 * constant, always fits in the destination or the scratch space, so there is no call of
 * the C library. */
static int generated_ints(char *d, size_t n, int a, unsigned b, unsigned c, unsigned e)
{
    char tmp[48], *o, *p;
    p = o = __qrintf_at(d, n, (__qrintf_ull)47, tmp, sizeof tmp);
    p = __qrintf_i32(p, a, 8);
    *p++ = '|';
    p = __qrintf_u32(p, b, 6);
    *p++ = '|';
    p = __qrintf_rad(p, c, 'x');
    *p++ = '.';
    p = __qrintf_rad(p, e, 'o');
    return __qrintf_end_n(d, n, o, p);
}

/* At every size from 0 to past the longest text (47 bytes), whether the text went
 * straight to the destination or through the scratch space; also with no destination. */
START_TEST(a_call_matches_snprintf_at_every_size_of_the_destination)
{
    size_t v, n;
    for (v = 0; v < sizeof edge_values / sizeof *edge_values; v++) {
        long long x = edge_values[v];
        ck_assert_int_eq(generated_ints(NULL, 0, (int)x, (unsigned)x, (unsigned)x, (unsigned)x),
                         snprintf(NULL, 0, "%d|%u|%x.%o", (int)x, (unsigned)x, (unsigned)x, (unsigned)x));
        for (n = 0; n <= 50; n++) {
            char out[80], ref[80];
            int want, got;
            memset(ref, GUARD, sizeof ref);
            memset(out, GUARD, sizeof out);
            want = snprintf(ref, n, "%d|%u|%x.%o", (int)x, (unsigned)x, (unsigned)x, (unsigned)x);
            got = generated_ints(out, n, (int)x, (unsigned)x, (unsigned)x, (unsigned)x);
            if (got != want || memcmp(out, ref, sizeof out))
                ck_abort_msg("size %zu: %d \"%s\" vs libc %d \"%s\"", n, got, out, want, ref);
        }
    }
}
END_TEST

START_TEST(a_text_that_fits_nowhere_or_is_longer_than_int_max_goes_to_the_c_library)
{
    char d[8], tmp[16];
    ck_assert_ptr_eq(__qrintf_at(d, 8, 7, tmp, sizeof tmp), d);
    ck_assert_ptr_eq(__qrintf_at(d, 8, 8, tmp, sizeof tmp), tmp);
    ck_assert_ptr_null(__qrintf_at(d, 8, 16, tmp, sizeof tmp));
    ck_assert_ptr_eq(__qrintf_at(d, (__qrintf_size)-1, 0x7fffffff, NULL, 0), d);
    ck_assert_ptr_null(__qrintf_at(d, (__qrintf_size)-1, 0x80000000u, NULL, 0));
    ck_assert_ptr_null(__qrintf_at(d, (__qrintf_size)-1, ~(__qrintf_ull)0, NULL, 0));
}
END_TEST

/* %0Nx through __qrintf_hexw, or __qrintf_hexwl for a 64-bit value (wide), held when the
 * type alone bounds the digits by the width. */
static void check_hexw(__qrintf_ull x, unsigned width, int conv, int wide, int held)
{
    char out[OUT], ref[OUT], fmt[16], *end;
    sprintf(fmt, "%%0%ull%c", width, conv);
    memset(out, GUARD, sizeof out);
    end = wide ? __qrintf_hexwl(out, x, width, conv == 'X', held) : __qrintf_hexw(out, x, width, conv == 'X', held);
    expect_text(fmt, out, end, 0, ref, snprintf(ref, sizeof ref, fmt, x));
}

START_TEST(zero_padded_hex_of_a_small_width_matches_snprintf)
{
    unsigned long long state = 11;
    size_t i;
    unsigned w;
    for (i = 0; i < 30000; i++) {
        unsigned long long r = random_bits(&state);
        check_hexw((unsigned char)r, 2, 'x', 0, 1);
        check_hexw((unsigned short)r, 4, 'X', 0, 1);
        check_hexw((unsigned)r, 8, 'x', 0, 1);
        check_hexw(r, 16, 'x', 1, 1);
        for (w = 1; w <= 16; w++) {
            check_hexw(r, w, 'X', 1, 0);
            check_hexw(r >> (r & 63), w, 'x', 1, 0); /* every length */
            if (w <= 8)
                check_hexw((unsigned)r, w, 'x', 0, 0);
        }
    }
}
END_TEST

START_TEST(zero_padded_decimals_of_a_small_width_match_snprintf)
{
    unsigned long long state = 5;
    size_t i;
    unsigned w;
    for (i = 0; i < 20000; i++) {
        long long x = i < sizeof edge_values / sizeof *edge_values ? edge_values[i] : (long long)random_bits(&state);
        for (w = 2; w <= 9; w++) {
            char out[OUT], ref[OUT], fmt[16], *end;
            sprintf(fmt, "%%0%ud", w);
            memset(out, GUARD, sizeof out);
            end = __qrintf_dec0w(out, (int)x, w);
            expect_text(fmt, out, end, 0, ref, snprintf(ref, sizeof ref, fmt, (int)x));
            sprintf(fmt, "%%0%uu", w);
            memset(out, GUARD, sizeof out);
            end = __qrintf_dec0w(out, (unsigned)x, w);
            expect_text(fmt, out, end, 0, ref, snprintf(ref, sizeof ref, fmt, (unsigned)x));
        }
    }
}
END_TEST

/* %Nd, %-Nd, %Nu and %-Nu of a small width through __qrintf_decw. */
START_TEST(space_padded_decimals_of_a_small_width_match_snprintf)
{
    unsigned long long state = 9;
    size_t i;
    unsigned w;
    int left;
    for (i = 0; i < 20000; i++) {
        long long x = i < sizeof edge_values / sizeof *edge_values ? edge_values[i] : (long long)random_bits(&state);
        for (w = 1; w <= 16; w++)
            for (left = 0; left < 2; left++) {
                char out[OUT], ref[OUT], fmt[16], *end;
                sprintf(fmt, "%%%s%ud", left ? "-" : "", w);
                memset(out, GUARD, sizeof out);
                end = __qrintf_decw(out, (int)x, w, left);
                expect_text(fmt, out, end, 0, ref, snprintf(ref, sizeof ref, fmt, (int)x));
                sprintf(fmt, "%%%s%uu", left ? "-" : "", w);
                memset(out, GUARD, sizeof out);
                end = __qrintf_decw(out, (unsigned)x, w, left);
                expect_text(fmt, out, end, 0, ref, snprintf(ref, sizeof ref, fmt, (unsigned)x));
            }
    }
}
END_TEST

/* %s as a generated function writes it: the length is measured with the precision, then
 * the text copied, in a field when there is a width; NULL where the measure is past what
 * a call may write, so that the C library makes the call (a null pointer). */
static char *put_s(char *p, const char *s, int flags, int width, int prec)
{
    __qrintf_size n = __qrintf_slen(s, prec);
    if (n > 0x7fffffff)
        return NULL;
    if (width >= 1 && width <= 16)
        return __qrintf_strw(p, s, n, (unsigned)width, flags & __QRINTF_MINUS);
    return width ? __qrintf_strf(p, s, n, flags, width) : __qrintf_put(p, s, n);
}

static const char *const strings[] = { "", "a", "hello", "a longer string of text", NULL };

TABLE_START(strings_match_snprintf_with_width_precision_and_null, strings)
{
    static const int widths[] = { 0, 1, 3, 5, 10, 16, 17, 30, -8 }, precs[] = { -1, 0, 2, 5, 6, 40, -3 };
    size_t w, p, m;
    for (m = 0; m < 2; m++)
        for (w = 0; w < sizeof widths / sizeof *widths; w++)
            for (p = 0; p < sizeof precs / sizeof *precs; p++) {
                char out[OUT], ref[OUT], *end;
                const char *fmt = m ? "%-*.*s" : "%*.*s";
                memset(out, GUARD, sizeof out);
                end = put_s(out, strings[_i], m ? __QRINTF_MINUS : 0, widths[w], precs[p]);
                if (!strings[_i]) {
                    ck_assert_ptr_null(end);
                    continue;
                }
                expect_text(fmt, out, end, 0, ref, snprintf(ref, sizeof ref, fmt, widths[w], precs[p], strings[_i]));
            }
}
END_TEST

START_TEST(precision_on_s_never_reads_past_the_given_length)
{
    char *s = malloc(4), out[OUT], *end;
    memcpy(s, "abcd", 4); /* no terminator: the precision must stop the read */
    memset(out, GUARD, sizeof out);
    end = put_s(out, s, 0, 0, 4);
    expect_text("%.4s", out, end, 0, "abcd", 4);
    free(s);
}
END_TEST

/* __qrintf_put copies strings below 32 bytes with one move per bit of the length: every
 * length, at every alignment, and nothing read past the terminator, which a string that
 * ends a page followed by one that cannot be read would show by a fault. */
START_TEST(plain_strings_match_snprintf_at_every_length_and_alignment_up_to_a_page_end)
{
    long page = sysconf(_SC_PAGESIZE);
    char *map = mmap(NULL, 2 * (size_t)page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    size_t len, at, e, i;
    ck_assert(map != MAP_FAILED);
    ck_assert_int_eq(mprotect(map + page, (size_t)page, PROT_NONE), 0);
    for (len = 0; len < 40; len++)
        for (at = 0; at < 48; at++) {
            /* the terminator at the page's last byte minus at, and mid-page */
            char *ends[2];
            ends[0] = map + page - 1 - at;
            ends[1] = map + page / 2 + at;
            for (e = 0; e < 2; e++) {
                char *s = ends[e] - len, out[OUT], ref[OUT], *end;
                s[-1] = 0; /* as when strings are packed one after another */
                for (i = 0; i < len; i++)
                    s[i] = (char)(i % 3 == 0 ? 0x01 : i % 3 == 1 ? 0x80 : 0xff - i);
                s[len] = 0;
                memset(out, GUARD, sizeof out);
                end = put_s(out + at % 8, s, 0, 0, -1);
                expect_text_in("%s", out + at % 8, end, 0, ref, snprintf(ref, sizeof ref, "%s", s),
                               out + sizeof out);
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
    size_t i, f, w;
    for (i = 0; i < 5; i++)
        for (w = 0; w < 5; w++) {
            char out[OUT], ref[OUT], *end;
            memset(out, GUARD, sizeof out);
            end = __qrintf_chrf(out, chars[i], 0, widths[w]);
            expect_text("%*c", out, end, 0, ref, snprintf(ref, sizeof ref, "%*c", widths[w], chars[i]));
        }
    for (i = 0; i < 4; i++)
        for (f = 0; f < 5; f++)
            for (w = 0; w < 5; w++) {
                char out[OUT], ref[OUT], *end;
                memset(out, GUARD, sizeof out);
                end = __qrintf_ptr(out, (const void *)ptrs[i], (int)flags[f], widths[w]);
                expect_text(pfmt[f], out, end, 0, ref, snprintf(ref, sizeof ref, pfmt[f], widths[w], (void *)ptrs[i]));
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

/* Counts the odometer of n decimal digits at d up by one. */
static void odometer_up(char *d, int n)
{
    int i;
    for (i = n - 1; i >= 0 && d[i] == '9'; i--)
        d[i] = '0';
    if (i >= 0)
        d[i]++;
}

/* The word of eight digits, which the digits of %f, %e and %g go through, for every
 * value it takes: its bytes in memory against an odometer of eight digits counted up
 * alongside. */
START_TEST(the_eight_digit_word_is_exact_for_every_value_below_ten_to_the_eight)
{
    char want[8] = "00000000", got[8];
    unsigned x;
    for (x = 0; x < 100000000u; x++) {
        __qrintf_ull w = __qrintf_dec8_word(x);
        memcpy(got, &w, 8);
        if (memcmp(got, want, 8))
            ck_abort_msg("%u: %.8s", x, got);
        odometer_up(want, 8);
    }
}
END_TEST

/* The digits from the top, which the decimal kernels write after the head of a number:
 * eight with their leading zeros for every value below 10^8, and the head and six
 * digits of a number of seven to nine for every value of the largest heads, where the
 * scale's rounding errs most (the kernels' tests below take the other heads at their
 * bounds and at random); against odometers counted up alongside, and no byte stored
 * around them. */
START_TEST(the_digits_from_the_top_are_exact_below_ten_to_the_eight_and_where_the_rounding_errs_most)
{
    char want[9], got[11];
    unsigned x;
    memset(want, '0', 8);
    for (x = 0; x < 100000000u; x++) {
        memset(got, GUARD, sizeof got);
        __qrintf_dec_top(got + 1, x);
        if (memcmp(got + 1, want, 8) || (unsigned char)got[0] != GUARD ||
            (unsigned char)got[9] != GUARD)
            ck_abort_msg("%u: %.8s", x, got + 1);
        odometer_up(want, 8);
    }
    memcpy(want, "998000000", 9);
    for (x = 998000000u; x < 1000000000u; x++) {
        __qrintf_size h;
        __qrintf_ull f = (__qrintf_frac_scale)(x, 6, &h); /* int.h's own form, as frac6's */
        memset(got, GUARD, sizeof got);
        if (h != x / 1000000u)
            ck_abort_msg("%u: head %u", x, (unsigned)h);
        __qrintf_frac6(got + 1, f);
        if (memcmp(got + 1, want + 3, 6) || (unsigned char)got[0] != GUARD ||
            (unsigned char)got[7] != GUARD)
            ck_abort_msg("%u: %.6s", x, got + 1);
        odometer_up(want, 9);
    }
}
END_TEST

/* Whether v's head (v / 10^k) and the k digits after it come out of the fixed point of
 * __qrintf_frac_scale and __qrintf_frac_next one digit a step: int.h's form (32-bit
 * fractions), or wide.h's where the target has a 128-bit product (64-bit fractions). */
static int frac_digits_exact(unsigned v, int k, int wide)
{
    unsigned p10 = k == 3 ? 1000u : 1000000u, unit;
    __qrintf_size h, d;
    __qrintf_ull f = wide ? __qrintf_frac_scale(v, k, &h) : (__qrintf_frac_scale)(v, k, &h);
    if (h != v / p10)
        return 0;
    for (unit = p10 / 10; unit; unit /= 10) {
        f = wide ? __qrintf_frac_next(f, 10, &d) : (__qrintf_frac_next)(f, 10, &d);
        if (d != v / unit % 10)
            return 0;
    }
    return 1;
}

/* The kernels' fixed point in both forms, digit by digit: every value below 10^6 by
 * 10^3, and by 10^6 every value below 10^8 and the largest heads', where the rounding
 * errs most. */
START_TEST(the_fixed_point_heads_and_digits_are_exact_in_both_forms)
{
    unsigned v;
    int wide;
    for (wide = 0; wide < 2; wide++) {
        for (v = 0; v < 1000000u; v++)
            if (!frac_digits_exact(v, 3, wide))
                ck_abort_msg("%u by 10^3, %s form", v, wide ? "wide" : "portable");
        for (v = 0; v < 1000000000u; v = v == 99999999u ? 998000000u : v + 1)
            if (!frac_digits_exact(v, 6, wide))
                ck_abort_msg("%u by 10^6, %s form", v, wide ? "wide" : "portable");
    }
}
END_TEST

/* A kernel's digits, n of them at out + 4 in a buffer of guard bytes, against the
 * reference ref of len bytes: the digits, their count, and no byte stored around them. */
static void expect_digits(const char *out, unsigned n, const char *ref, int len)
{
    ck_assert_int_eq((int)n, len);
    ck_assert_int_eq(memcmp(out + 4, ref, n), 0);
    ck_assert_int_eq((unsigned char)out[3], GUARD);
    ck_assert_int_eq((unsigned char)out[4 + n], GUARD);
}

static void expect_kernel(unsigned (*kernel)(char *, unsigned), unsigned v, const char *ref, int len)
{
    char out[16];
    memset(out, GUARD, sizeof out);
    expect_digits(out, kernel(out + 4, v), ref, len);
}

/* The 32-bit kernel against the C library's text of v. */
static void expect_kernel_ref(unsigned v)
{
    char ref[16];
    int len = sprintf(ref, "%u", v);
    expect_kernel(__qrintf_udec32, v, ref, len);
}

/* The same for the 64-bit kernel, with the C library's text of v; above 2^32 also for
 * its part there as the compiled converters take it (wide.h's form where the target has
 * one, such as SSE2's). */
static void expect_kernel64(unsigned long long v)
{
    char out[32], ref[32];
    int len = sprintf(ref, "%llu", v);
    memset(out, GUARD, sizeof out);
    expect_digits(out, __qrintf_udec(out + 4, v), ref, len);
    if (v > 0xffffffffu) {
        memset(out, GUARD, sizeof out);
        expect_digits(out, __qrintf_udec_big(out + 4, v, v / 100000000u), ref, len);
    }
}

/* The kernel of values the compiler knows to be below 2^16, for every one it takes, and
 * the 32-bit kernel for the same values. */
START_TEST(the_16_bit_and_32_bit_kernels_are_exact_for_every_value_from_1000_to_65535)
{
    unsigned v;
    for (v = 1000; v < 65536; v++) {
        char ref[16];
        int len = sprintf(ref, "%u", v);
        expect_kernel(__qrintf_udec16, v, ref, len);
        expect_kernel(__qrintf_udec32, v, ref, len);
    }
}
END_TEST

/* The 32-bit kernel where each digit count and each of its length classes (below 1000,
 * four to six digits, seven to nine, ten) begins and ends, with the head of three
 * digits or fewer from the table at its bounds (10^k and 2^k and their neighbours, 999
 * and 100 followed by zeros and nines), and at random lengths. */
START_TEST(the_32_bit_kernel_is_exact_where_each_digit_count_begins_and_ends_and_at_random)
{
    static const unsigned heads[] = { 100000, 199999, 999000, 999999, 100000000, 100999999,
                                      999000000, 999999999, 4294967295u };
    unsigned long long state = 13;
    unsigned p, v;
    int k, d, i;
    for (p = 1, k = 0; k < 10; k++, p *= 10)
        for (d = -3; d <= 3; d++)
            expect_kernel_ref(p + (unsigned)d); /* 1 - 3 wraps to the top of the range */
    for (k = 0; k < 32; k++)
        for (d = -2; d <= 2; d++)
            expect_kernel_ref((1u << k) + (unsigned)d);
    for (i = 0; i < (int)(sizeof heads / sizeof heads[0]); i++)
        expect_kernel_ref(heads[i]);
    for (i = 0; i < 1000000; i++) {
        v = (unsigned)random_bits(&state);
        expect_kernel_ref(v >> (v % 32));
    }
}
END_TEST

/* The 64-bit kernel, whose words of digits are stored over each other (two below 10^16,
 * three above), where each digit count begins and ends (10^k and 2^k and their
 * neighbours), at random and at random lengths. */
START_TEST(the_64_bit_kernel_is_exact_where_each_digit_count_begins_and_ends_and_at_random)
{
    unsigned long long p, state = 11;
    int k, d, i;
    for (p = 1, k = 0; k < 20; k++, p *= 10)
        for (d = -3; d <= 3; d++)
            expect_kernel64(p + (unsigned long long)d);
    for (k = 0; k < 64; k++)
        for (d = -2; d <= 2; d++)
            expect_kernel64((1ull << k) + (unsigned long long)d);
    for (i = 0; i < 1000000; i++) {
        unsigned long long v = random_bits(&state);
        expect_kernel64(i % 2 ? v : v >> (v % 64));
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

/* A floating conversion of v as a generated function makes it: the text first
 * (__qrintf_fixed for f and F, __qrintf_dbl_text for the others), then the field, or
 * without a width (here 0) the text's copy, which stores nothing past it but into the
 * slack bytes the rest of the call writes (here 0, 4 and 8). Returns -1 when the runtime
 * leaves the call to the C library, else checks against snprintf. */
static int check_dbl(const char *fmt, int conv, int flags, int width, int prec, double v)
{
    char b[__QRINTF_FP_ROOM + 64 + 2], out[1024], ref[1024], *end;
    unsigned pre;
    int slack, want, n = conv == 'f' || conv == 'F' ? __qrintf_fixed(b, sizeof b, v, conv, flags, prec, &pre)
                                                    : __qrintf_dbl_text(b, sizeof b, v, conv, flags, prec, &pre);
    if (n < 0)
        return -1;
    want = snprintf(ref, sizeof ref, fmt, width, prec, v);
    for (slack = 0; slack <= (width ? 0 : 8); slack += 4) {
        memset(out, GUARD, sizeof out);
        end = width ? __qrintf_dblf(out, b, n, pre, flags, width)
                    : __qrintf_dbl_put(out, b, (__qrintf_size)n, slack);
        expect_text_in(fmt, out, end, (size_t)slack, ref, want, out + sizeof out);
    }
    return 0;
}

/* Every floating conversion in every flag, width and precision against snprintf, count
 * values each; returns how many calls the runtime formatted. */
static int check_floats(int count)
{
    static const char convs[] = "fFeEgGaA";
    static const char *const forms[] = { "%*.*", "%-*.*", "%+*.*", "% *.*", "%0*.*", "%#*.*", "%-+*.*" };
    static const int flags[] = { 0, __QRINTF_MINUS, __QRINTF_PLUS, __QRINTF_SPACE, __QRINTF_ZERO, __QRINTF_HASH,
                                 __QRINTF_MINUS | __QRINTF_PLUS };
    unsigned long long state = 7;
    int i, f, c, native = 0;
    for (i = 0; i < count; i++) {
        unsigned long long bits = random_bits(&state);
        double v;
        int prec = i % 19 - 1, width = i % 17 == 0 ? 30 : i % 5;
        if (i % 4 == 0)
            v = special_double(i / 4);
        else if (i % 4 == 1)
            memcpy(&v, &bits, sizeof v);
        else if (i % 4 == 2)
            v = (double)(long long)bits / (double)(1 + i % 1000);
        else /* ordinary magnitudes, and ties: a multiple of a power of two */
            v = (double)((long long)(bits % 2000001) - 1000000) / (double)(1 << (i % 23));
        for (c = 0; c < 8; c++)
            for (f = 0; f < 7; f++) {
                char fmt[16];
                sprintf(fmt, "%s%c", forms[f], convs[c]);
                native += check_dbl(fmt, convs[c], flags[f], width, prec, v) == 0;
            }
    }
    return native;
}

START_TEST(floating_conversions_match_snprintf_for_every_precision_and_flag)
{
    ck_assert_int_eq(check_floats(6000), 6000 * 8 * 7);
}
END_TEST

/* glibc honours the rounding mode; so do both ways to %f and the others. */
START_TEST(floating_conversions_round_as_the_current_rounding_mode_says)
{
    static const int modes[] = { FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO, FE_TONEAREST };
    size_t m;
    for (m = 0; m < sizeof modes / sizeof *modes; m++) {
        ck_assert_int_eq(fesetround(modes[m]), 0);
        ck_assert_int_eq(check_floats(500), 500 * 8 * 7);
    }
}
END_TEST

/* The decimal point is the locale's: a comma set for the process by setlocale, and a
 * point of two bytes (U+066B) set for the thread alone by uselocale, which the runtime
 * leaves to the C library when the text has a point. make deps generates both locales. */
START_TEST(floating_conversions_write_the_decimal_point_of_the_current_locale)
{
    locale_t arabic, old;
    ck_assert_msg(setlocale(LC_ALL, "de_DE.UTF-8") != NULL, "no de_DE.UTF-8 locale: run make deps");
    ck_assert_str_eq(localeconv()->decimal_point, ",");
    ck_assert_int_eq(check_floats(1000), 1000 * 8 * 7);
    arabic = newlocale(LC_ALL_MASK, "ps_AF.UTF-8", (locale_t)0);
    ck_assert_msg(arabic != (locale_t)0, "no ps_AF.UTF-8 locale: run make deps");
    old = uselocale(arabic);
    ck_assert_uint_eq(strlen(localeconv()->decimal_point), 2);
    check_floats(1000);
    uselocale(old);
    freelocale(arabic);
    setlocale(LC_ALL, "C");
    ck_assert_int_eq(check_floats(200), 200 * 8 * 7);
}
END_TEST

START_TEST(fixed_notation_takes_the_short_exact_path_for_ordinary_values)
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

/* A precision the buffer has no room for, and a long double directive longer than its
 * buffer, go to the C library (-1); a long double directive that fits is its text. */
START_TEST(a_floating_text_beyond_its_buffer_goes_to_the_c_library)
{
    char b[__QRINTF_FP_ROOM + 2 + 8], ref[64];
    unsigned pre;
    ck_assert_int_eq(__qrintf_dbl_text(b, sizeof b, 1.5, 'e', 0, 9, &pre), -1);
    ck_assert_int_eq(__qrintf_dbl_text(b, sizeof b, 1.5, 'e', 0, 8, &pre), snprintf(ref, sizeof ref, "%.8e", 1.5));
    ck_assert_int_eq(__qrintf_fpl(b, 16, "%*.*Lg", 9, -1, 2.5L), snprintf(ref, sizeof ref, "%9Lg", 2.5L));
    ck_assert_int_eq(__qrintf_fpl(b, 16, "%*.*Le", 0, 20, 2.5L), -1);
}
END_TEST

/* A newline is found wherever it stands in a text of any length up to 150, whatever the
 * bytes around it (those next to '\n' among them), and never one just past the end. */
START_TEST(a_newline_is_found_at_every_place_of_a_text_of_every_length)
{
    static const unsigned char fills[] = { 'a', 0x0b, 0x09, 0x8a, 0x00, 0xff, 0x0a ^ 0x80 };
    char b[160];
    for (size_t n = 0; n <= 150; n++)
        for (size_t f = 0; f < sizeof fills; f++)
            for (long at = -1; at < (long)n; at++) {
                memset(b, fills[f], sizeof b);
                b[n] = '\n';
                if (at >= 0)
                    b[at] = '\n';
                ck_assert_int_eq(__qrintf_has_nl(b, n), at >= 0);
            }
}
END_TEST

/* A dprintf's string is measured and its newlines found in one pass: its length when it
 * holds none, or only one as its last byte where it ends the text; else (size_t)-1.
 * Every length up to 40, a newline at every place, and one more at the end or none. */
START_TEST(a_dprintf_string_is_measured_with_its_newlines_in_one_pass)
{
    char b[48];
    for (size_t n = 0; n <= 40; n++)
        for (long at = -1; at < (long)n; at++)
            for (int last = 0; last <= (n > 0); last++)
                for (int end = 0; end <= 1; end++) {
                    const char *nl;
                    size_t want;
                    memset(b, 'a', sizeof b);
                    b[n] = 0;
                    if (at >= 0)
                        b[at] = '\n';
                    if (last)
                        b[n - 1] = '\n';
                    nl = strchr(b, '\n');
                    want = !nl ? n : end && nl == b + n - 1 ? n : (size_t)-1;
                    ck_assert_uint_eq(__qrintf_dslen(b, end), want);
                }
}
END_TEST

/* printf's and fprintf's text goes to the stream in one piece, with its count; an empty
 * text, a stream already in error and a wide one go back to the C library (-2); a write
 * error is -1 with errno and the error indicator as the C library sets them. */
START_TEST(a_text_goes_to_the_stream_or_back_to_the_c_library)
{
    char *m = NULL, t[] = "x=1\n";
    size_t mn = 0;
    FILE *f = open_memstream(&m, &mn);
    ck_assert_int_eq(__qrintf_fput(f, t, 0, 0), -2);
    ck_assert_int_eq(__qrintf_fput(f, t, 4, 0), 4);
    fflush(f);
    ck_assert_str_eq(m, "x=1\n");
    fclose(f);
    free(m);
    f = fopen("/dev/full", "w");
    setvbuf(f, NULL, _IONBF, 0);
    errno = 0;
    ck_assert_int_eq(__qrintf_fput(f, t, 4, 0), -1);
    ck_assert_int_eq(errno, ENOSPC);
    ck_assert(ferror(f));
    ck_assert_int_eq(__qrintf_fput(f, t, 4, 0), -2);
    fclose(f);
    f = fopen("/dev/null", "w");
    fwide(f, 1);
    ck_assert_int_eq(__qrintf_fput(f, t, 4, 0), -2);
    ck_assert(!ferror(f));
    fclose(f);
}
END_TEST

/* What the stream refuses, left to the C library as the text (__qrintf_fput told so),
 * ends as the format's own call does: the same result, errno, error indicator,
 * orientation and bytes, for the two calls on twin streams: an empty text on a stream
 * for writing and on one for reading, a stream already in error (buffered, unbuffered,
 * with bytes written or not) and a wide one. */
static char *read_file(const char *path)
{
    char *m = malloc(256);
    FILE *f = fopen(path, "r");
    ck_assert(m && f);
    m[fread(m, 1, 255, f)] = 0;
    fclose(f);
    return m;
}

static FILE *twin_stream(int kind, const char *path)
{
    FILE *f = fopen(kind == 1 ? "/proc/self/exe" : kind == 2 || kind == 3 ? "/dev/full" : path,
                    kind == 1 ? "r" : "w");
    ck_assert_ptr_nonnull(f);
    if (kind == 2 || kind == 3) {
        if (kind == 3)
            setvbuf(f, NULL, _IONBF, 0);
        fputc('a', f);
        fflush(f);
        ck_assert(ferror(f));
    } else if (kind == 4) {
        ck_assert_int_eq(fgetc(f), EOF);
        ck_assert(ferror(f));
    } else if (kind == 5) {
        fwide(f, 1);
    }
    return f;
}

START_TEST(what_the_stream_refuses_the_c_library_makes_of_the_text)
{
    char path[2][64];
    for (int kind = 0; kind <= 5; kind++)
        for (int empty = 0; empty <= 1; empty++) {
            FILE *f[2];
            int r[2], e[2], err[2], wide[2];
            for (int i = 0; i < 2; i++) {
                snprintf(path[i], sizeof path[i], "/tmp/qrintf-twin-%d-%d", (int)getpid(), i);
                f[i] = twin_stream(kind, path[i]);
                errno = 0;
                r[i] = i ? __qrintf_fput(f[i], empty ? "" : "x=17;", empty ? 0 : 5, 1)
                         : empty ? fprintf(f[i], "%s", "") : fprintf(f[i], "x=%d;", 17);
                e[i] = errno;
                err[i] = ferror(f[i]) != 0;
                wide[i] = fwide(f[i], 0);
                fclose(f[i]);
            }
            ck_assert_int_eq(r[1], r[0]);
            ck_assert_int_eq(e[1], e[0]);
            ck_assert_int_eq(err[1], err[0]);
            ck_assert_int_eq(wide[1], wide[0]);
            if (kind == 0 || kind == 4 || kind == 5) {
                char *a = read_file(path[0]), *b = read_file(path[1]);
                ck_assert_str_eq(b, a);
                free(a);
                free(b);
            }
            unlink(path[0]);
            unlink(path[1]);
        }
}
END_TEST

/* dprintf's text goes out in write() calls until all is written (after a short first
 * write, the rest follows); one that may hold lines, and an empty one, go back to the C
 * library; a bad descriptor is -1, EBADF. */
START_TEST(a_dprintf_text_is_written_whole_or_goes_back_to_the_c_library)
{
    char t[] = "x=1\n", got[8];
    int fds[2];
    ck_assert_int_eq(pipe(fds), 0);
    ck_assert_int_eq(__qrintf_dput(fds[1], t, 4, 0), 4);
    ck_assert_int_eq(read(fds[0], got, sizeof got), 4);
    ck_assert_int_eq(memcmp(got, t, 4), 0);
    ck_assert_int_eq(__qrintf_dput_rest(fds[1], t, 4, 1), 4);
    ck_assert_int_eq(read(fds[0], got, sizeof got), 3);
    ck_assert_int_eq(memcmp(got, t + 1, 3), 0);
    ck_assert_int_eq(__qrintf_dput_rest(fds[1], t, 4, -1), -1);
    ck_assert_int_eq(__qrintf_dput(fds[1], t, 4, 1), -2);
    ck_assert_int_eq(__qrintf_dput(fds[1], t, 0, 0), -2);
    close(fds[0]);
    close(fds[1]);
    errno = 0;
    ck_assert_int_eq(__qrintf_dput(fds[1], t, 4, 0), -1);
    ck_assert_int_eq(errno, EBADF);
}
END_TEST

int main(void)
{
    const unit_test tests[] = {
        UNIT_SLOW_CASE("against snprintf", 60),
        UNIT_TABLE(integer_conversions_match_snprintf_for_every_flag_width_and_precision),
        UNIT(plain_forms_match_snprintf_for_edge_values_and_random_values_of_every_length),
        UNIT(a_call_matches_snprintf_at_every_size_of_the_destination),
        UNIT(a_text_that_fits_nowhere_or_is_longer_than_int_max_goes_to_the_c_library),
        UNIT(zero_padded_hex_of_a_small_width_matches_snprintf),
        UNIT(zero_padded_decimals_of_a_small_width_match_snprintf),
        UNIT(space_padded_decimals_of_a_small_width_match_snprintf),
        UNIT_TABLE(strings_match_snprintf_with_width_precision_and_null),
        UNIT(precision_on_s_never_reads_past_the_given_length),
        UNIT(plain_strings_match_snprintf_at_every_length_and_alignment_up_to_a_page_end),
        UNIT(characters_and_pointers_match_snprintf),
        UNIT(digit_counts_are_exact_around_every_power_of_two_and_ten),
        UNIT(the_eight_digit_word_is_exact_for_every_value_below_ten_to_the_eight),
        UNIT(the_16_bit_and_32_bit_kernels_are_exact_for_every_value_from_1000_to_65535),
        UNIT(the_digits_from_the_top_are_exact_below_ten_to_the_eight_and_where_the_rounding_errs_most),
        UNIT(the_fixed_point_heads_and_digits_are_exact_in_both_forms),
        UNIT(the_32_bit_kernel_is_exact_where_each_digit_count_begins_and_ends_and_at_random),
        UNIT(the_64_bit_kernel_is_exact_where_each_digit_count_begins_and_ends_and_at_random),
        UNIT(floating_conversions_match_snprintf_for_every_precision_and_flag),
        UNIT(floating_conversions_round_as_the_current_rounding_mode_says),
        UNIT(floating_conversions_write_the_decimal_point_of_the_current_locale),
        UNIT(fixed_notation_takes_the_short_exact_path_for_ordinary_values),
        UNIT(a_floating_text_beyond_its_buffer_goes_to_the_c_library),
        UNIT_CASE("streams"),
        UNIT(a_newline_is_found_at_every_place_of_a_text_of_every_length),
        UNIT(a_text_goes_to_the_stream_or_back_to_the_c_library),
        UNIT(what_the_stream_refuses_the_c_library_makes_of_the_text),
        UNIT(a_dprintf_string_is_measured_with_its_newlines_in_one_pass),
        UNIT(a_dprintf_text_is_written_whole_or_goes_back_to_the_c_library),
    };
    return UNIT_MAIN("runtime", tests);
}

/* group_diff.c: differential test of the ' flag (runtime/group.h) against the C library,
 * under locales of every kind of grouping: none (C; el_GR, whose grouping is -1; bg_BG,
 * whose separator is empty), "\3\3" (de_DE '.', en_US ','), "\3" with a separator of three
 * bytes (fr_FR, U+202F), "\3\2" (en_IN), "\2\2\2\3" (unm_US), and a decimal point and a
 * separator of two bytes (ps_AF, whose floating conversions the C library formats). Each
 * locale is set by setlocale, then by uselocale in the main thread and in another thread
 * whose locale differs from the process's. Each directive, of every flag set, width and
 * precision (given and by '*', negative too) and length, is made as the generated code
 * makes it (integers by __qrintf_grp_s or __qrintf_grp_u, or without the flag where the
 * separator is empty; doubles by __qrintf_dbl_group, then __qrintf_dblgf for the field)
 * and compared with snprintf's; what the C library formats is counted. A locale that is
 * not installed fails the test, by name.
 *   group_diff [quick|small|long] [LOCALE...]    those locales rather than the nine
 *                                                (float_run.sh: groupings no installed
 *                                                locale has, made by localedef, LOCPATH) */
#define _GNU_SOURCE
#include <limits.h>
#include <locale.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "float_base.h"
#include "../../runtime/float.h"
#include "../../runtime/fp.h"
#include "../../runtime/group.h"

enum { F_MINUS = 1, F_PLUS = 2, F_SPACE = 4, F_HASH = 8, F_ZERO = 16, F_GROUP = 32 };

static const char *const system_locales[] = {
    "C", "de_DE.UTF-8", "en_US.UTF-8", "en_IN.UTF-8", "fr_FR.UTF-8", "el_GR.UTF-8",
    "unm_US.UTF-8", "ps_AF.UTF-8", "bg_BG.UTF-8"
};

static unsigned long long rng_state;
static long checked, libc_calls, mismatches;
static int small, big;

static uint64_t rng(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* The directive: flags, '*' width and precision, length and conversion. */
static void spec_text(char *p, int flags, const char *len, int conv)
{
    *p++ = '%';
    *p++ = '\'';
    if (flags & F_MINUS) *p++ = '-';
    if (flags & F_PLUS) *p++ = '+';
    if (flags & F_SPACE) *p++ = ' ';
    if (flags & F_HASH) *p++ = '#';
    if (flags & F_ZERO) *p++ = '0';
    sprintf(p, "*.*%s%c", len, conv);
}

/* got ends at e, or is null when the C library formats the call. */
static void compare(const char *fmt, const char *want, int nw, char *got, char *e, int width, const char *what)
{
    checked++;
    if (!got) {
        libc_calls++;
        return;
    }
    *e = 0;
    if ((int)(e - got) == nw && !strcmp(got, want))
        return;
    if (++mismatches <= 30)
        printf("MISMATCH %s %s width %d, locale %s\n  glibc:  [%s] (%d)\n  qrintf: [%s] (%d)\n", fmt, what,
               width, setlocale(LC_NUMERIC, NULL), want, nw, got, (int)(e - got));
}

/* A double's text, made by __qrintf_dbl_group or __qrintf_dbl_text, in its field. */
static void compare_dbl(const char *fmt, const char *want, int nw, const char *text, int n, unsigned pre,
                        int flags, int width, int x)
{
    char got[1200];
    if (n < 0)
        compare(fmt, want, nw, NULL, NULL, width, "double");
    else
        compare(fmt, want, nw, got, __qrintf_dblgf(got, text, n, pre, flags | F_GROUP, width, x), width, "double");
}

static long long int_value(void)
{
    static const long long edge[] = { 0, 1, -1, 9, 10, 99, 100, 999, 1000, -1000, 9999, 12345, 100000,
                                      INT_MAX, INT_MIN, LLONG_MAX, LLONG_MIN, 255, -128, 65535, -32768 };
    uint64_t r = rng();
    if (r % 4 == 0)
        return edge[r / 4 % (sizeof edge / sizeof *edge)];
    return (long long)(rng() >> (r % 64)) * (r & 64 ? -1 : 1);
}

/* One integer of each length modifier and each of d and u. */
static void check_int(int flags, int width, int prec)
{
    static const char *const lens[] = { "hh", "h", "", "l", "ll" };
    char fmt[32], want[1200], got[1200], *e;
    long long v = int_value();
    const char *s;
    int l, u, nw, ns = __qrintf_group_sep(&s);
    for (l = 0; l < 5; l++)
        for (u = 0; u < 2; u++) {
            long long sv = l == 0 ? (signed char)v : l == 1 ? (short)v : l == 2 ? (int)v : l == 3 ? (long)v : v;
            unsigned long long uv = l == 0 ? (unsigned char)v : l == 1 ? (unsigned short)v : l == 2 ? (unsigned)v
                                  : l == 3 ? (unsigned long)v : (unsigned long long)v;
            spec_text(fmt, flags, lens[l], u ? 'u' : 'd');
            if (!u) {
                nw = l < 3 ? snprintf(want, sizeof want, fmt, width, prec, (int)sv)
                   : l == 3 ? snprintf(want, sizeof want, fmt, width, prec, (long)sv)
                            : snprintf(want, sizeof want, fmt, width, prec, sv);
                e = ns ? __qrintf_grp_s(got, sv, flags | F_GROUP, width, prec, s, ns)
                       : __qrintf_int_s(got, sv, flags, width, prec);
            } else {
                nw = l < 3 ? snprintf(want, sizeof want, fmt, width, prec, (unsigned)uv)
                   : l == 3 ? snprintf(want, sizeof want, fmt, width, prec, (unsigned long)uv)
                            : snprintf(want, sizeof want, fmt, width, prec, uv);
                e = ns ? __qrintf_grp_u(got, uv, flags | F_GROUP, width, prec, s, ns)
                       : __qrintf_int_u(got, uv, u ? 'u' : 'd', flags, width, prec);
            }
            compare(fmt, want, nw, ns < 0 ? NULL : got, e, width, "int");
        }
}

static double dbl_value(void)
{
    static const double edge[] = { 0.0, -0.0, 0.5, 999.5, 999999.5, 1e15, 123456789.125, 1e21, 9.999999e22,
                                   1e300, -1.7976931348623157e308, 5e-324, 1.0 / 0.0, -1.0 / 0.0 };
    uint64_t r = rng();
    double d;
    if (r % 8 == 0)
        return edge[r / 8 % (sizeof edge / sizeof *edge)];
    if (r % 8 == 1) { /* any bit pattern */
        uint64_t b = rng();
        memcpy(&d, &b, sizeof d);
        return d;
    }
    /* many decades, mostly where the integer part has digits to group */
    d = (double)(rng() >> 11) / 9007199254740992.0;
    for (r = rng() % 26; r > 0; r--)
        d *= 10;
    return rng() & 1 ? -d : d;
}

/* One double under each of f F g G e E a A, as the generated code formats them: f F g G
 * by __qrintf_dbl_group, the others as without the flag, which glibc ignores for them. */
static void check_dbl(int flags, int width, int prec)
{
    static const char convs[] = "fFgGeEaA";
    char fmt[32], want[1200], text[__QRINTF_FP_ROOM + 64 + 2 + 128];
    double v = dbl_value();
    unsigned pre;
    int c, nw, n, x = 0;
    for (c = 0; convs[c]; c++) {
        spec_text(fmt, flags, "", convs[c]);
        nw = snprintf(want, sizeof want, fmt, width, prec, v);
        if (c < 4)
            n = __qrintf_dbl_group(text, sizeof text, v, convs[c], flags | F_GROUP, prec, &pre, &x);
        else
            n = __qrintf_dbl_text(text, sizeof text, v, convs[c], flags | F_GROUP, prec, &pre), x = 0;
        compare_dbl(fmt, want, nw, text, n, pre, flags, width, x);
    }
}

/* Every flag set (# for the floating conversions only), widths and precisions from none
 * and negative '*' values to beyond the longest texts. */
static void check_all(void)
{
    int flags, w, p, k, reps = big ? 3 : 1;
    for (flags = 0; flags < 32; flags++)
        for (w = -30; w <= 40; w += small ? 7 : 3)
            for (p = -2; p <= 30; p += small ? 5 : 2)
                for (k = 0; k < reps; k++) {
                    if (!(flags & F_HASH))
                        check_int(flags, w, p);
                    check_dbl(flags, w, p > 20 ? p - 15 : p);
                }
}

static void *in_thread(void *arg)
{
    locale_t loc = newlocale(LC_ALL_MASK, (const char *)arg, (locale_t)0);
    if (!loc)
        return (void *)1;
    uselocale(loc);
    check_all();
    uselocale(LC_GLOBAL_LOCALE);
    freelocale(loc);
    return NULL;
}

int main(int argc, char **argv)
{
    const char *const *locales = argc > 2 ? (const char *const *)argv + 2 : system_locales;
    size_t i, nloc = argc > 2 ? (size_t)argc - 2 : sizeof system_locales / sizeof *system_locales;
    int missing = 0;
    small = argc > 1 && !strcmp(argv[1], "small");
    big = argc > 1 && !strcmp(argv[1], "long");
    rng_state = 1;
    for (i = 0; i < nloc; i++) {
        locale_t loc = newlocale(LC_ALL_MASK, locales[i], (locale_t)0);
        pthread_t t;
        void *r;
        if (!loc || !setlocale(LC_ALL, locales[i])) {
            printf("group_diff: FAIL: the locale %s is not installed (make deps generates it;"
                   " or localedef -i %.*s -f UTF-8 %s)\n", locales[i], (int)strcspn(locales[i], "."), locales[i],
                   locales[i]);
            missing++;
            if (loc)
                freelocale(loc);
            continue;
        }
        check_all(); /* by setlocale */
        setlocale(LC_ALL, "C");
        uselocale(loc); /* by uselocale, in this thread */
        check_all();
        uselocale(LC_GLOBAL_LOCALE);
        freelocale(loc);
        setlocale(LC_ALL, i ? locales[i - 1] : "C"); /* another locale for the process */
        if (pthread_create(&t, NULL, in_thread, (void *)locales[i]) || pthread_join(t, &r) || r) {
            printf("group_diff: FAIL: the thread under %s did not run\n", locales[i]);
            missing++;
        }
        setlocale(LC_ALL, "C");
    }
    printf("%ld directives in %d locales (setlocale, uselocale, uselocale in a thread), %ld by the C library,"
           " %ld mismatches%s\n", checked, (int)nloc - missing, libc_calls, mismatches,
           missing ? ", LOCALES MISSING" : "");
    return mismatches || missing;
}

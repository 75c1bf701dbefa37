/* float_diff.c: differential test of runtime/float.h against the C library. Each double
 * is formatted by __qrintf_dbl, completed with the sign and the width padding by
 * qr_format below (as the generated code will do), and compared with snprintf for the
 * same directive, under each rounding mode; one call in eight with ',' for the locale's
 * point, against glibc's text with its point changed. Also checks that nothing is stored
 * past the room __qrintf_dbl promises to use. Prints the mismatches; exits 1 on any.
 *   float_diff quick [SEED]          some seconds (make check)
 *   float_diff long [SEED] [COUNT]   COUNT (default 10^7) random doubles, each under one
 *                                    directive of each family and one random directive of
 *                                    each family (make check-long)
 *   float_diff small [SEED]          a smaller run, for qemu and the sanitizers */
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef FLOAT_DIFF_UNIT /* the runtime in float_unit.c, built with flags of its own */
int float_unit_dbl(char *b, double v, int conv, int flags, int prec, char point, unsigned *pre);
int float_unit_room(void);
#define qr_dbl float_unit_dbl
#define QR_ROOM float_unit_room()
#else
#include "float_base.h"
#include "../../runtime/float.h"
#define qr_dbl __qrintf_dbl
#define QR_ROOM __QRINTF_FP_ROOM
#endif

enum { F_MINUS = 1, F_PLUS = 2, F_SPACE = 4, F_HASH = 8, F_ZERO = 16 };
enum { MAX_PREC = 1100, TEXT = 400 + MAX_PREC + 64 };

typedef struct spec {
    int conv, flags, width, prec; /* prec < 0: none */
} spec;

static const int modes[4] = { FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO };
static const char *const mode_names[4] = { "nearest", "upward", "downward", "toward zero" };
static unsigned long long rng_state;
static long checked, mismatches;

static uint64_t rng(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static double from_bits(uint64_t u)
{
    double d;
    memcpy(&d, &u, sizeof d);
    return d;
}

static uint64_t to_bits(double d)
{
    uint64_t u;
    memcpy(&u, &d, sizeof u);
    return u;
}

/* The directive's text as the generated code will make it: sign, then the body padded to
 * the width with spaces (left or right) or, with 0 and a finite value, with zeros after
 * the sign and the 0x of %a (C11 7.21.6.1p6). */
static int qr_format(char *out, double v, spec s, char point)
{
    char body[TEXT];
    unsigned pre;
    int room = QR_ROOM + (s.prec > 0 ? s.prec : 0), n, k;
    memset(body + room, 0x5a, 64); /* the promised room: nothing is stored past it */
    n = qr_dbl(body, v, s.conv, s.flags & F_HASH, s.prec, point, &pre);
    for (k = 0; k < 64; k++)
        if (body[room + k] != 0x5a) {
            printf("ROOM %.20g: a byte stored %d past the room of %d\n", v, k, room);
            mismatches++;
            break;
        }
    char sign = signbit(v) ? '-' : s.flags & F_PLUS ? '+' : s.flags & F_SPACE ? ' ' : 0;
    int len = n + (sign != 0), pad = s.width > len ? s.width - len : 0, o = 0;
    int zero = (s.flags & (F_ZERO | F_MINUS)) == F_ZERO && isfinite(v);
    if (!(s.flags & F_MINUS) && !zero)
        for (; pad > 0; pad--)
            out[o++] = ' ';
    if (sign)
        out[o++] = sign;
    memcpy(out + o, body, pre);
    o += (int)pre;
    for (; zero && pad > 0; pad--)
        out[o++] = '0';
    memcpy(out + o, body + pre, (size_t)n - pre);
    o += n - (int)pre;
    for (; pad > 0; pad--)
        out[o++] = ' ';
    out[o] = 0;
    return o;
}

static void spec_text(char *fmt, spec s)
{
    char *p = fmt;
    *p++ = '%';
    if (s.flags & F_MINUS) *p++ = '-';
    if (s.flags & F_PLUS) *p++ = '+';
    if (s.flags & F_SPACE) *p++ = ' ';
    if (s.flags & F_HASH) *p++ = '#';
    if (s.flags & F_ZERO) *p++ = '0';
    if (s.width)
        p += sprintf(p, "%d", s.width);
    if (s.prec >= 0)
        p += sprintf(p, ".%d", s.prec);
    *p++ = (char)s.conv;
    *p = 0;
}

static void check(double v, spec s, int mode)
{
    static char want[TEXT + 64], got[TEXT + 64];
    char fmt[32];
    int nw, ng;
    spec_text(fmt, s);
    if (mode)
        fesetround(modes[mode]);
    nw = snprintf(want, sizeof want, fmt, v);
    ng = qr_format(got, v, s, checked % 8 ? '.' : ',');
    if (mode)
        fesetround(FE_TONEAREST);
    if (checked++ % 8 == 0) { /* a locale's point: glibc's text with its point changed */
        char *p = strchr(want, '.');
        if (p)
            *p = ',';
    }
    if (nw == ng && !strcmp(want, got))
        return;
    if (++mismatches <= 30)
        printf("MISMATCH %s (%s) v=%a bits=%016llx\n  glibc: %s (%d)\n  qrintf: %s (%d)\n", fmt,
               mode_names[mode], v, (unsigned long long)to_bits(v), want, nw, got, ng);
}

static const char convs[] = "eEfFgGaA";

/* A random directive of the conversion family fam (0 e, 1 f, 2 g, 3 a): flags, a width
 * up to 40, a precision that is mostly 0..40, sometimes absent, sometimes above 100. */
static spec random_spec(int fam)
{
    spec s;
    uint64_t r = rng();
    s.conv = convs[2 * fam + (int)(r & 1)];
    s.flags = (int)(r >> 1 & 31);
    s.width = r >> 6 & 1 ? (int)(r >> 7 & 63) % 41 : 0;
    switch (r >> 13 & 15) {
    case 0: case 1: s.prec = -1; break;
    case 2: s.prec = 100 + (int)(r >> 17 & 511); break;
    default: s.prec = (int)(r >> 17 & 63) % 41; break;
    }
    if (fam == 1 && s.prec > 100 && (r >> 30 & 3)) /* long %f texts are slow to compare */
        s.prec = (int)(r >> 32 & 127);
    return s;
}

/* The directives that matter most, checked for every value. */
static const spec common[] = {
    { 'g', 0, 0, 17 }, { 'g', 0, 0, 14 }, { 'g', 0, 0, -1 }, { 'e', 0, 0, -1 }, { 'f', 0, 0, 3 },
    { 'f', 0, 0, -1 }, { 'a', 0, 0, -1 }, { 'G', F_HASH, 0, 6 }, { 'e', 0, 0, 0 },
    { 'f', F_HASH, 0, 0 }, { 'g', 0, 0, 0 }, { 'E', F_HASH, 0, 16 }, { 'a', 0, 0, 1 },
    { 'g', 0, 0, 1 }, { 'f', 0, 0, 0 }, { 'e', 0, 0, 17 }, { 'g', 0, 0, 15 },
};

/* v under the directives of common[] (all of them, or the one of each family that the
 * round-robin turn picks) and under random ones, one per family in turn. */
static void check_value(double v, int mode, int randoms, int all)
{
    static unsigned turn;
    unsigned i, n = sizeof common / sizeof common[0];
    int k;
    for (i = 0; i < n; i++)
        if (all || i % 4 == turn % 4)
            check(v, common[(i + 4 * (turn / 4)) % n], mode);
    turn++;
    for (k = 0; k < randoms; k++)
        check(v, random_spec(k % 4), mode);
}

/* A double of random bits (any class), or one within the decades where values usually
 * live, with both signs. */
static double random_double(void)
{
    uint64_t r = rng();
    if (r & 1)
        return from_bits(rng());
    return (r & 2 ? -1 : 1) * ldexp((double)(rng() >> 11), (int)(r >> 2 & 127) - 53 - 64);
}

/* Values where rounding is hard or the style changes: powers of two and ten and their
 * neighbours, m * 2^-j (finite decimals, exact ties at some precision), 9s below a power
 * of ten (carries, %g switching), halfway values, the ends of every range. */
static void hard_values(int mode, int randoms)
{
    static const double ends[] = { 0.0, -0.0, DBL_MIN, DBL_MAX, DBL_TRUE_MIN, 1.0, 0.5, 1e-4,
                                   9.9995e-5, 0.00009999995, 999999.5, 9999995.0, 1e15, 1e16,
                                   1e17, 1e22, 1e23, 5e-324, 2.2250738585072009e-308 };
    char t[64];
    int e, k, d;
    unsigned i;
    for (i = 0; i < sizeof ends / sizeof ends[0]; i++) {
        check_value(ends[i], mode, randoms, 1);
        check_value(nextafter(ends[i], 0), mode, randoms, 1);
        check_value(nextafter(ends[i], INFINITY), mode, randoms, 1);
    }
    check_value(INFINITY, mode, randoms, 1);
    check_value(-INFINITY, mode, randoms, 1);
    check_value(NAN, mode, randoms, 1);
    check_value(-NAN, mode, randoms, 1);
    for (e = -1074; e <= 1023; e += mode ? 7 : 1)
        check_value(ldexp(1, e), mode, 1, 1);
    for (k = -325; k <= 308; k += mode ? 3 : 1) {
        snprintf(t, sizeof t, "1e%d", k);
        check_value(strtod(t, 0), mode, 1, 1);
        check_value(nextafter(strtod(t, 0), 0), mode, 1, 1);
    }
    for (d = 1; d <= 18; d++)
        for (k = -30; k <= 30; k += mode ? 5 : 1) {
            snprintf(t, sizeof t, "%.*s5e%d", d, "9999999999999999999", k - d);
            check_value(strtod(t, 0), mode, 2, 1);
            snprintf(t, sizeof t, "%.*se%d", d, "9999999999999999999", k - d + 1);
            check_value(strtod(t, 0), mode, 2, 1);
        }
}

/* m * 2^-j for small j: finite decimal expansions, checked at every precision around
 * their length, where the last digit kept is followed by exactly a 5 (a tie). */
static void tie_values(int count, int mode)
{
    int i, p, j;
    spec s;
    for (i = 0; i < count; i++) {
        uint64_t r = rng();
        j = (int)(r % 60);
        double v = ldexp((double)(rng() >> (11 + (r >> 8) % 50)), -j) * (r >> 20 & 1 ? -1 : 1);
        for (p = 0; p <= 40; p++) {
            s.conv = convs[(p + i) % 6];
            s.flags = (int)(r >> 24 & F_HASH);
            s.width = 0;
            s.prec = p;
            check(v, s, mode);
        }
    }
}

/* count random doubles to nearest, an eighth of that in each directed mode; the hard
 * values and the ties first. all: every common directive for each double, else one of
 * each family. */
static void run(long count, int ties, int randoms, int all)
{
    long i;
    int mode;
    for (mode = 0; mode < 4; mode++) {
        hard_values(mode, randoms);
        tie_values(mode ? ties / 4 : ties, mode);
        for (i = 0; i < (mode ? count / 8 : count); i++)
            check_value(random_double(), mode, randoms, all);
    }
}

int main(int argc, char **argv)
{
    const char *how = argc > 1 ? argv[1] : "quick";
    long count = 0;
    if (QR_ROOM + MAX_PREC + 64 > TEXT) {
        printf("float_diff: TEXT is too small for the runtime's room\n");
        return 2;
    }
    rng_state = argc > 2 ? strtoull(argv[2], 0, 0) : 1;
    if (!strcmp(how, "long")) {
        count = argc > 3 ? atol(argv[3]) : 10000000;
        run(count, (int)(count / 50), 4, 0);
    } else if (!strcmp(how, "small")) {
        run(3000, 300, 4, 1);
    } else {
        run(150000, 20000, 8, 1);
    }
    printf("float_diff %s: %ld directives compared, %ld mismatches\n", how, checked, mismatches);
    return mismatches != 0;
}

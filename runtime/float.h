/* float.h: the text of one double under %e %E %f %F %g %G %a %A, byte for byte as glibc
 * writes it, in every rounding mode: a fast path for up to 17 significant digits (128-bit
 * powers of five, with the error bounded and the undecided cases sent on) and an exact
 * slow path (the binary value as a decimal integer in base-10^9 limbs) for the rest.
 * Needs from qrintf.h the typedef __qrintf_ull (unsigned, 64 bits); takes unsigned to
 * have 32 bits. Like the rest of the runtime: no #include, no macro, no library call. */

/* The room __qrintf_dbl needs beyond the precision: %f of DBL_MAX has 309 integer digits,
 * and the digit writers may store up to 24 bytes past the end of the text. */
enum { __QRINTF_FP_ROOM = 340 };

/* float_tables: begin */
extern const __qrintf_ull __qrintf_fp_p5[27] __attribute__((__weak__, __visibility__("hidden")));
__extension__ const __qrintf_ull __qrintf_fp_p5[27] = {
    0x0000000000000001u,
    0x0000000000000005u,
    0x0000000000000019u,
    0x000000000000007du,
    0x0000000000000271u,
    0x0000000000000c35u,
    0x0000000000003d09u,
    0x000000000001312du,
    0x000000000005f5e1u,
    0x00000000001dcd65u,
    0x00000000009502f9u,
    0x0000000002e90eddu,
    0x000000000e8d4a51u,
    0x0000000048c27395u,
    0x000000016bcc41e9u,
    0x000000071afd498du,
    0x0000002386f26fc1u,
    0x000000b1a2bc2ec5u,
    0x000003782dace9d9u,
    0x00001158e460913du,
    0x000056bc75e2d631u,
    0x0001b1ae4d6e2ef5u,
    0x000878678326eac9u,
    0x002a5a058fc295edu,
    0x00d3c21bcecceda1u,
    0x0422ca8b0a00a425u,
    0x14adf4b7320334b9u
};

extern const __qrintf_ull __qrintf_fp_p5big[25][2] __attribute__((__weak__, __visibility__("hidden")));
__extension__ const __qrintf_ull __qrintf_fp_p5big[25][2] = {
    { 0xcf42894a5dce35eau, 0x52064cac828675b9u }, /* 5^-324 */
    { 0xa76c582338ed2621u, 0xaf2af2b80af6f24eu }, /* 5^-297 */
    { 0x873e4f75e2224e68u, 0x5a7744a6e804a291u }, /* 5^-270 */
    { 0xda7f5bf590966848u, 0xaf39a475506a899eu }, /* 5^-243 */
    { 0xb080392cc4349decu, 0xbd8d794d96aacfb3u }, /* 5^-216 */
    { 0x8e938662882af53eu, 0x547eb47b7282ee9cu }, /* 5^-189 */
    { 0xe65829b3046b0afau, 0x0cb4a5a3112a5112u }, /* 5^-162 */
    { 0xba121a4650e4ddebu, 0x92f34d62616ce413u }, /* 5^-135 */
    { 0x964e858c91ba2655u, 0x3a6a07f8d510f86fu }, /* 5^-108 */
    { 0xf2d56790ab41c2a2u, 0xfae27299423fb9c3u }, /* 5^-81 */
    { 0xc428d05aa4751e4cu, 0xaa97e14c3c26b886u }, /* 5^-54 */
    { 0x9e74d1b791e07e48u, 0x775ea264cf55347du }, /* 5^-27 */
    { 0x8000000000000000u, 0x0000000000000000u }, /* 5^0 */
    { 0xcecb8f27f4200f3au, 0x0000000000000000u }, /* 5^27 */
    { 0xa70c3c40a64e6c51u, 0x999090b65f67d924u }, /* 5^54 */
    { 0x86f0ac99b4e8dafdu, 0x69a028bb3ded71a3u }, /* 5^81 */
    { 0xda01ee641a708de9u, 0xe80e6f4820cc9495u }, /* 5^108 */
    { 0xb01ae745b101e9e4u, 0x5ec05dcff72e7f8fu }, /* 5^135 */
    { 0x8e41ade9fbebc27du, 0x14588f13be847307u }, /* 5^162 */
    { 0xe5d3ef282a242e81u, 0x8f1668c8a86da5fau }, /* 5^189 */
    { 0xb9a74a0637ce2ee1u, 0x6d953e2bd7173692u }, /* 5^216 */
    { 0x95f83d0a1fb69cd9u, 0x4abdaf101564f98eu }, /* 5^243 */
    { 0xf24a01a73cf2dccfu, 0xbc633b39673c8cecu }, /* 5^270 */
    { 0xc3b8358109e84f07u, 0x0a862f80ec4700c8u }, /* 5^297 */
    { 0x9e19db92b4e31ba9u, 0x6c07a2c26a8346d1u } /* 5^324 */
};
/* float_tables: end */

/* 10^n for n <= 19, as 5^n * 2^n. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_fp_p10(int n)
{
    return __qrintf_fp_p5[n] << n;
}

/* The 128-bit product of a and b: returns the low half and stores the high one. From
 * 32-bit halves, since not every target has a 128-bit type and the injected text cannot
 * test for one. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_fp_mul(__qrintf_ull a, __qrintf_ull b, __qrintf_ull *hi)
{
    __qrintf_ull al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
    __qrintf_ull ll = al * bl, lh = al * bh, hl = ah * bl, mid;
    mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    *hi = ah * bh + (lh >> 32) + (hl >> 32) + (mid >> 32);
    return mid << 32 | (ll & 0xffffffffu);
}

/* The current rounding mode, which glibc's printf honours: 0 to nearest, 1 upward, 2
 * downward, 3 toward zero. Found by arithmetic, with no library call: 1 + 1.5 * 2^-53
 * rounds up only to nearest and upward, 1 + 2^-53 (a tie) only upward, -1 - 2^-53 down
 * only downward. The operands are volatile so that nothing is folded, and so are the
 * results, so that x87 excess precision is rounded to double as well. */
static __attribute__((__unused__))
int __qrintf_fp_mode(void)
{
    volatile double one = 1.0, ulp = 1.0 / 9007199254740992.0, a, b;
    a = one + 1.5 * ulp;
    if (a != 1.0) {
        b = one + ulp;
        return b != 1.0;
    }
    b = -one - ulp;
    return b != -1.0 ? 2 : 3;
}

/* Whether the kept digits round away from zero, glibc's rule in each mode: odd is the
 * last kept digit's parity, half whether the first dropped digit is at least half its
 * base, more whether the dropped part is anything but 0 or exactly a half. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fp_away(int mode, int neg, int odd, int half, int more)
{
    if (mode == 0)
        return half && (odd || more);
    return mode != 3 && (mode == 1) != neg && (half || more);
}

/* 5^s for -324 <= s <= 350 as F * 2^g, F in [2^127, 2^128) in *hi and *lo, with
 * F <= 5^s * 2^-g < F + 3 (the row's truncation, scaled, and the product's; at most
 * 2.52 over the range, checked with exact arithmetic); returns g. Below 5^27 the small
 * power is exact; else a row of 5^(27q) times a small power 5^r. floor(log2(5^k)) =
 * k * 1217359 >> 19 for |k| <= 400 (checked exhaustively). */
static __attribute__((__unused__))
int __qrintf_fp_pow5(int s, __qrintf_ull *hi, __qrintf_ull *lo)
{
    int q = (s + 324) / 27 - 12, r = s - 27 * q, k, g = ((27 * q * 1217359) >> 19) - 127;
    const __qrintf_ull *row = __qrintf_fp_p5big[q + 12];
    __qrintf_ull p = __qrintf_fp_p5[r], w0, w1, w2, t;
    if (q == 0) {
        k = __builtin_clzll(p);
        *hi = p << k;
        *lo = 0;
        return -64 - k;
    }
    *hi = row[0];
    *lo = row[1];
    if (r == 0)
        return g;
    w0 = __qrintf_fp_mul(row[1], p, &w1);
    t = __qrintf_fp_mul(row[0], p, &w2);
    w1 += t;
    w2 += w1 < t;
    k = __builtin_clzll(w2);
    *hi = w2 << k | (w1 >> 1 >> (63 - k));
    *lo = w1 << k | (w0 >> 1 >> (63 - k));
    return g + 64 - k;
}

/* v * 10^s for v = m * 2^e2 (0 < m < 2^53) as an integer part *ip and a 64-bit fraction
 * *fr, both truncated: every error (the power's, the dropped product bits) is an
 * underestimate, and the true fraction lies in [*fr, *fr + 4) units of 2^-64. Returns 0
 * when s is out of the table's range or the integer part may reach 2^63. */
static __attribute__((__unused__))
int __qrintf_fp_scale(__qrintf_ull m, int e2, int s, __qrintf_ull *ip, __qrintf_ull *fr)
{
    __qrintf_ull fh, fl, hh, hl, y;
    int k = __builtin_clzll(m), t, u;
    if (s < -324 || s > 350)
        return 0;
    /* v * 10^s = (m << k) * F * 2^(e2 - k + s + g), the product's high 128 bits at 2^-t */
    t = -(64 + e2 - k + s + __qrintf_fp_pow5(s, &fh, &fl));
    if (t < 65)
        return 0;
    *ip = *fr = 0;
    if (t > 128) /* below 1/2: the product is below 2^128 */
        return 1;
    m <<= k;
    hl = __qrintf_fp_mul(m, fh, &hh);
    if (fl) {
        __qrintf_fp_mul(m, fl, &y);
        hl += y;
        hh += hl < y;
    }
    u = t - 64;
    *ip = u < 64 ? hh >> u : 0;
    *fr = u < 64 ? hh << (64 - u) | hl >> u : hh;
    return 1;
}

/* Whether v * 10^s, v = m * 2^e2, lies exactly halfway between two integers, that is
 * whether 2 * v * 10^s = (m >> z) * 5^s * 2^(e2 + z + s + 1) is an odd integer, z the
 * trailing zero bits of m. For s < 0, 5^-s must divide m, which needs -s <= 22. */
static __attribute__((__unused__))
int __qrintf_fp_tie(__qrintf_ull m, int e2, int s)
{
    int z = __builtin_ctzll(m);
    if (e2 + z + s + 1 != 0)
        return 0;
    return s >= 0 || (s >= -26 && (m >> z) % __qrintf_fp_p5[-s] == 0);
}

/* ip + fr (scale's output, for the same s) divided by div (1 or 10), rounded to nearest
 * with ties to even (glibc in the default mode), in *r. The remainder is compared with a
 * half in units of 2^-60 of div: below by 2 or more units, above, or an exact tie decide;
 * else the approximation cannot (once in 2^50 or so), and this returns 0. */
static __attribute__((__unused__))
int __qrintf_fp_near(__qrintf_ull ip, __qrintf_ull fr, unsigned div, __qrintf_ull m, int e2, int s,
                     __qrintf_ull *r)
{
    __qrintf_ull q = div == 10 ? ip / 10 : ip;
    __qrintf_ull rem = (ip - q * div) << 60 | fr >> 4, half = (__qrintf_ull)div << 59;
    if (rem + 2 <= half)
        *r = q;
    else if (rem > half)
        *r = q + 1;
    else if (__qrintf_fp_tie(m, e2, div == 10 ? s - 1 : s))
        *r = q + (q & 1);
    else if (rem == half) /* the true remainder is at least a half, and not a half */
        *r = q + 1;
    else
        return 0;
    return 1;
}

/* The eight digits of x < 10^8 at p, leading zeros included: x / 10^6 as a 32.32
 * fixed-point number, whose integer part is the first pair and whose fraction, times 100,
 * gives the next one. It must not be below the true value, and above it by less than
 * 2^32 / 10^6 units, which the next multiplications by 100 scale up: x * ceil(2^48 / 10^6)
 * / 2^16, truncated, plus one, is (checked exhaustively). A pair d splits as d * 103 >> 10. */
static __attribute__((__unused__))
void __qrintf_fp_dec8(char *p, unsigned x)
{
    __qrintf_ull y = ((__qrintf_ull)x * 281474977u >> 16) + 1;
    unsigned d, t;
    int i;
    for (i = 0; i < 8; i += 2) {
        d = (unsigned)(y >> 32);
        t = d * 103 >> 10;
        p[i] = (char)('0' + t);
        p[i + 1] = (char)('0' + d - 10 * t);
        y = (y & 0xffffffffu) * 100;
    }
}

/* The n digits of r < 10^n, 1 <= n <= 24, leading zeros included, at p, in groups of
 * eight; the first group is written left-aligned (times a power of ten), so that it may
 * spill zeros into the places of the next ones, which are written after it. Stores up to
 * 7 bytes past p + n. */
static __attribute__((__unused__))
void __qrintf_fp_digits(char *p, __qrintf_ull r, int n)
{
    unsigned low[2];
    int c = 0, top;
    __qrintf_ull q;
    while (n - 8 * c > 8) {
        q = r / 100000000u;
        low[c++] = (unsigned)(r - q * 100000000u);
        r = q;
    }
    top = n - 8 * c;
    __qrintf_fp_dec8(p, (unsigned)r * (unsigned)__qrintf_fp_p10(8 - top));
    for (p += top; c > 0; p += 8)
        __qrintf_fp_dec8(p, low[--c]);
}

/* Number of decimal digits of 1 <= r < 10^19: an estimate from the bit length, corrected
 * by one comparison. */
static __attribute__((__unused__))
int __qrintf_fp_ndig(__qrintf_ull r)
{
    int t = (64 - __builtin_clzll(r)) * 1233 >> 12;
    return t + (r >= __qrintf_fp_p10(t));
}

/* Fast path, significant digits: the D <= 17 first digits of v = m * 2^e2 rounded to
 * nearest at b, the exponent of the first in *x. The exponent is estimated from the
 * binary one, floor(E * log10(2)) = E * 78913 >> 18 for |E| <= 1100 (checked); when the
 * true one is the next, the scaled value has a digit more, dropped by the rounding.
 * Returns 0 when the slow path must decide. */
static __attribute__((__unused__))
int __qrintf_fp_fast_e(char *b, __qrintf_ull m, int e2, int D, int *x)
{
    int xe = (e2 + 63 - __builtin_clzll(m)) * 78913 >> 18;
    __qrintf_ull ip, fr, r, top = __qrintf_fp_p10(D);
    unsigned div;
    if (!__qrintf_fp_scale(m, e2, D - 1 - xe, &ip, &fr))
        return 0;
    div = ip >= top ? 10 : 1;
    if (!__qrintf_fp_near(ip, fr, div, m, e2, D - 1 - xe, &r))
        return 0;
    xe += div == 10;
    if (r == top) { /* 9.99... rounded up to 10.0... */
        r /= 10;
        xe++;
    }
    __qrintf_fp_digits(b, r, D);
    *x = xe;
    return 1;
}

/* Fast path, fixed: the digits of v * 10^prec rounded to nearest, at b; returns their
 * number (0 when it rounds to 0) and the exponent of the first in *x, or -1 when the slow
 * path must do it. */
static __attribute__((__unused__))
int __qrintf_fp_fast_f(char *b, __qrintf_ull m, int e2, int prec, int *x)
{
    __qrintf_ull ip, fr, r;
    int n;
    if (!__qrintf_fp_scale(m, e2, prec, &ip, &fr) || !__qrintf_fp_near(ip, fr, 1, m, e2, prec, &r))
        return -1;
    if (r == 0)
        return 0;
    n = __qrintf_fp_ndig(r);
    __qrintf_fp_digits(b, r, n);
    *x = n - 1 - prec;
    return n;
}

/* a[0, n) *= f, in base 10^9, f < 10^9; returns the new limb count. */
static __attribute__((__unused__))
int __qrintf_fp_big_mul(unsigned *a, int n, unsigned f)
{
    __qrintf_ull c = 0;
    int i;
    for (i = 0; i < n; i++) {
        c += (__qrintf_ull)a[i] * f;
        a[i] = (unsigned)(c % 1000000000u);
        c /= 1000000000u;
    }
    if (c)
        a[n++] = (unsigned)c;
    return n;
}

/* v = m * 2^e2 exactly, as a decimal integer N in base-10^9 limbs, a[0] the least
 * significant, with v = N * 10^-*k: m * 2^e2 itself for e2 >= 0, and m * 5^-e2 for
 * e2 < 0, since m / 2^j = m * 5^j / 10^j. Returns the limb count: at most 86, for m * 5^1074. */
static __attribute__((__unused__))
int __qrintf_fp_big(unsigned *a, __qrintf_ull m, int e2, int *k)
{
    int n = 0, j;
    for (; m; m /= 1000000000u)
        a[n++] = (unsigned)(m % 1000000000u);
    *k = e2 < 0 ? -e2 : 0;
    for (; e2 > 0; e2 -= j) {
        j = e2 < 29 ? e2 : 29;
        n = __qrintf_fp_big_mul(a, n, 1u << j);
    }
    for (; e2 < 0; e2 += j) {
        j = -e2 < 12 ? -e2 : 12;
        n = __qrintf_fp_big_mul(a, n, (unsigned)__qrintf_fp_p5[j]);
    }
    return n;
}

/* The nine digits of x < 10^9 at p. */
static __attribute__((__unused__))
void __qrintf_fp_dec9(char *p, unsigned x)
{
    p[0] = (char)('0' + x / 100000000u);
    __qrintf_fp_dec8(p + 1, x % 100000000u);
}

/* The first c >= 0 digits of N (n limbs, nd digits) at p, then zeros up to c; returns
 * the digit after them (0 past the end) and sets *more when a later digit is not 0. Whole
 * limbs are written, the first one left-aligned, so up to 9 bytes past p + c. */
static __attribute__((__unused__))
int __qrintf_fp_big_digits(char *p, const unsigned *a, int n, int nd, int c, int *more)
{
    int w = nd - 9 * (n - 1), i = n - 1;
    __qrintf_fp_dec9(p, a[i] * (unsigned)__qrintf_fp_p10(9 - w));
    while (w <= c && i > 0) {
        __qrintf_fp_dec9(p + w, a[--i]);
        w += 9;
    }
    *more = 0;
    if (c >= nd) {
        for (; w < c; w++)
            p[w] = '0';
        return 0;
    }
    for (w--; w > c; w--)
        *more |= p[w] != '0';
    while (i > 0)
        *more |= a[--i] != 0;
    return p[c] - '0';
}

/* Adds one unit in the last of the c digits at b, the first at 10^*x. When all are nines
 * (or c <= 0, nothing kept), the result is a 1 at the next place up: then the exponent
 * grows, and in fixed notation (where the last place stays) the digit count too. */
static __attribute__((__unused__))
int __qrintf_fp_carry(char *b, int c, int fixed, int *x)
{
    int i = c;
    if (c <= 0) { /* a 1 in the last place, 10^-prec */
        b[0] = '1';
        *x += 1 - c;
        return 1;
    }
    while (i > 0 && b[i - 1] == '9')
        b[--i] = '0';
    if (i > 0) {
        b[i - 1]++;
        return c;
    }
    b[0] = '1';
    b[c] = '0';
    ++*x;
    return c + fixed;
}

/* Slow path, exact in every mode: the digits of v = m * 2^e2 (sign neg) rounded to prec
 * significant digits (fixed = 0) or at 10^-prec (fixed = 1), at b; returns their number
 * (0: zero) and the exponent of the first in *x. */
static __attribute__((__unused__))
int __qrintf_fp_slow(char *b, __qrintf_ull m, int e2, int neg, int mode, int fixed, int prec, int *x)
{
    unsigned a[90];
    int k, n = __qrintf_fp_big(a, m, e2, &k), nd = 9 * (n - 1) + __qrintf_fp_ndig(a[n - 1]);
    int c, next = 0, more = 1;
    *x = nd - 1 - k;
    c = fixed ? *x + 1 + prec : prec;
    if (c >= 0)
        next = __qrintf_fp_big_digits(b, a, n, nd, c, &more);
    if (__qrintf_fp_away(mode, neg, c > 0 && (b[c - 1] & 1), next >= 5, more || (next != 0 && next != 5)))
        return __qrintf_fp_carry(b, c, fixed, x);
    return c > 0 ? c : 0;
}

/* p[0, n) moved to p + by, the last byte first. */
static __attribute__((__unused__))
void __qrintf_fp_move(char *p, int n, int by)
{
    while (n-- > 0)
        p[n + by] = p[n];
}

static __attribute__((__unused__))
void __qrintf_fp_zeros(char *p, int n)
{
    while (n-- > 0)
        p[n] = '0';
}

/* e+dd or e-dd (E for upper case), at least two digits (C11 7.21.6.1p8), up to three
 * for a double. Returns the length. */
static __attribute__((__unused__))
int __qrintf_fp_exp(char *p, int x, int upper)
{
    unsigned u = (unsigned)(x < 0 ? -x : x), n = 2 + (u >= 100);
    p[0] = upper ? 'E' : 'e';
    p[1] = x < 0 ? '-' : '+';
    p[n + 1] = (char)('0' + u % 10);
    p[n] = (char)('0' + u / 10 % 10);
    p[2] = n == 3 ? (char)('0' + u / 100) : p[2];
    return (int)n + 2;
}

/* %e from the n digits at b, the first at 10^x: d.ddd with prec decimals (zeros after the
 * digits), no point when prec is 0 unless # (C11 7.21.6.1p6, p8), then the exponent. */
static __attribute__((__unused__))
int __qrintf_fp_put_e(char *b, int n, int x, int prec, int alt, char point, int upper)
{
    int len = 1;
    if (prec > 0 || alt) {
        __qrintf_fp_move(b + 1, n - 1, 1);
        b[1] = point;
        __qrintf_fp_zeros(b + n + 1, prec + 1 - n);
        len = prec + 2;
    }
    return len + __qrintf_fp_exp(b + len, x, upper);
}

/* %f from the n digits at b, the first at 10^x and the last not below 10^-prec: the
 * integer digits (0 when there are none), the point unless prec is 0 without # (C11
 * 7.21.6.1p8), prec decimals. With x >= 0, the digits hold at least the integer ones. */
static __attribute__((__unused__))
int __qrintf_fp_put_f(char *b, int n, int x, int prec, int alt, char point)
{
    int pt = prec > 0 || alt, lead = n > 0 ? -x - 1 : prec;
    if (n > 0 && x >= 0) {
        __qrintf_fp_move(b + x + 1, n - x - 1, pt);
        b[x + 1] = pt ? point : b[x + 1];
        __qrintf_fp_zeros(b + n + pt, prec - (n - x - 1));
        return x + 1 + pt + prec;
    }
    __qrintf_fp_move(b, n, 1 + pt + lead);
    b[0] = '0';
    b[1] = pt ? point : b[1];
    __qrintf_fp_zeros(b + 1 + pt, lead);
    __qrintf_fp_zeros(b + 1 + pt + lead + n, prec - lead - n);
    return 1 + pt + prec;
}

/* The D significant digits of v (zeros for 0) at b, the exponent of the first in *x. */
static __attribute__((__unused__))
void __qrintf_fp_sig(char *b, __qrintf_ull m, int e2, int neg, int mode, int D, int *x)
{
    *x = 0;
    if (m == 0)
        __qrintf_fp_zeros(b, D);
    else if (mode != 0 || D > 17 || !__qrintf_fp_fast_e(b, m, e2, D, x))
        __qrintf_fp_slow(b, m, e2, neg, mode, 0, D, x);
}

/* %g: P significant digits (the precision, 1 for 0, 6 when absent), in the style of %e
 * when the exponent x after rounding is below -4 or at least P, else of %f with P - 1 - x
 * decimals; without #, trailing zeros of the fraction go, and the point with them (C11
 * 7.21.6.1p8). One glibc quirk: with #, when rounding carries a value below 10^P up to
 * 10^P (999999.5 for %#g), glibc writes no decimals ("1.e+06"), having planned the %f
 * style, which had none. That needs P <= 16 (a double below 10^17 is 1 below it, at
 * least), where 10^P is a double and av, the absolute value, compares exactly. */
static __attribute__((__unused__))
int __qrintf_fp_put_g(char *b, double av, __qrintf_ull m, int e2, int neg, int mode, int prec, int alt,
                      char point, int upper)
{
    int p = prec < 0 ? 6 : prec == 0 ? 1 : prec, n = p, x;
    __qrintf_fp_sig(b, m, e2, neg, mode, p, &x);
    while (!alt && n > 1 && b[n - 1] == '0')
        n--;
    if (x == p && alt && p <= 16 && av < (double)__qrintf_fp_p10(p))
        return __qrintf_fp_put_e(b, 1, x, 0, alt, point, upper);
    if (x < -4 || x >= p)
        return __qrintf_fp_put_e(b, n, x, alt ? p - 1 : n - 1, alt, point, upper);
    n = n < x + 1 ? x + 1 : n;
    return __qrintf_fp_put_f(b, n, x, alt ? p - 1 - x : n - 1 - x, alt, point);
}

/* %a's fraction f (13 hexadecimal digits, 52 bits) rounded to nd < 13 digits in the
 * current mode, as glibc rounds it; a carry out of the fraction goes to the leading digit
 * *lead (1 becomes 2 rather than a new exponent, 0 of a subnormal becomes 1). */
static __attribute__((__unused__))
__qrintf_ull __qrintf_fp_hex_round(__qrintf_ull f, int nd, int *lead, int mode, int neg)
{
    int sh = 4 * (13 - nd);
    __qrintf_ull unit = (__qrintf_ull)1 << sh, drop = f & (unit - 1);
    int odd = (int)(nd ? f >> sh : (__qrintf_ull)*lead) & 1;
    f -= drop;
    if (__qrintf_fp_away(mode, neg, odd, drop >= unit >> 1, (drop & ((unit >> 1) - 1)) != 0)) {
        f += unit;
        *lead += (int)(f >> 52);
        f &= 0xfffffffffffffu;
    }
    return f;
}

/* The decimal digits of u < 10^4 at p, without leading zeros; returns their number. */
static __attribute__((__unused__))
int __qrintf_fp_small_dec(char *p, unsigned u)
{
    int n = 1 + (u >= 10) + (u >= 100) + (u >= 1000), i;
    for (i = n; i-- > 0; u /= 10)
        p[i] = (char)('0' + u % 10);
    return n;
}

/* %a (C11 7.21.6.1p8): 0x, the leading hexadecimal digit (1 for normal numbers; glibc
 * writes 0 for zero and for subnormals, with the exponent -1022), the point unless no
 * digit follows it and # is absent, the fraction's 13 digits rounded to the precision or,
 * without one, those up to the last nonzero, then p and the binary exponent in decimal. */
static __attribute__((__unused__))
int __qrintf_fp_hex(char *b, __qrintf_ull bits, int prec, int alt, char point, int mode, int upper)
{
    const char *dig = upper ? "0123456789ABCDEFXP" : "0123456789abcdefxp";
    __qrintf_ull f = bits & 0xfffffffffffffu;
    int be = (int)(bits >> 52 & 0x7ff), lead = be != 0, x = be ? be - 1023 : f ? -1022 : 0;
    int nd = prec >= 0 ? prec : f ? 13 - __builtin_ctzll(f) / 4 : 0, i, len;
    if (nd < 13)
        f = __qrintf_fp_hex_round(f, nd, &lead, mode, (int)(bits >> 63));
    b[0] = '0';
    b[1] = dig[16];
    b[2] = (char)('0' + lead);
    b[3] = point;
    len = 3 + (nd > 0 || alt);
    for (i = 0; i < nd; i++)
        b[len++] = i < 13 ? dig[f >> (48 - 4 * i) & 0xf] : '0';
    b[len++] = dig[17];
    b[len++] = x < 0 ? '-' : '+';
    return len + __qrintf_fp_small_dec(b + len, (unsigned)(x < 0 ? -x : x));
}

/* inf and nan, in the case of the conversion (C11 7.21.6.1p8); the caller writes the
 * sign, and pads with spaces only. */
static __attribute__((__unused__))
int __qrintf_fp_special(char *b, int nan, int upper)
{
    const char *s = nan ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
    b[0] = s[0];
    b[1] = s[1];
    b[2] = s[2];
    return 3;
}

/* Writes the text of %<flags>.<prec><conv> of v, without the sign and without width
 * padding, at b, and returns its length; *pre gets the number of its first bytes that
 * zero padding goes after (2 for the 0x of %a, else 0). conv is one of e E f F g G a A;
 * flags holds at most __QRINTF_HASH (8); prec < 0 means none (6 for e, f and g; exact for
 * a); point is the locale's decimal-point byte. b has room for __QRINTF_FP_ROOM + prec
 * bytes, all of which it may write. Never fails: returns no -1. */
static __attribute__((__unused__))
int __qrintf_dbl(char *b, double v, int conv, int flags, int prec, char point, unsigned *pre)
{
    __qrintf_ull bits, m;
    int be, e2, n, x = 0, mode, alt = (flags & 8) != 0, upper = !(conv & 0x20), neg;
    __builtin_memcpy(&bits, &v, 8);
    *pre = 0;
    be = (int)(bits >> 52 & 0x7ff);
    if (be == 0x7ff)
        return __qrintf_fp_special(b, (bits & 0xfffffffffffffu) != 0, upper);
    mode = __qrintf_fp_mode();
    neg = (int)(bits >> 63);
    conv |= 0x20;
    if (conv == 'a') {
        *pre = 2;
        return __qrintf_fp_hex(b, bits, prec, alt, point, mode, upper);
    }
    m = bits & 0xfffffffffffffu;
    m |= be ? (__qrintf_ull)1 << 52 : 0;
    e2 = (be ? be : 1) - 1075;
    prec = prec < 0 && conv != 'g' ? 6 : prec;
    if (conv == 'g')
        return __qrintf_fp_put_g(b, neg ? -v : v, m, e2, neg, mode, prec, alt, point, upper);
    if (conv == 'e') {
        __qrintf_fp_sig(b, m, e2, neg, mode, prec + 1, &x);
        return __qrintf_fp_put_e(b, prec + 1, x, prec, alt, point, upper);
    }
    n = m && mode == 0 ? __qrintf_fp_fast_f(b, m, e2, prec, &x) : -1;
    if (n < 0)
        n = m ? __qrintf_fp_slow(b, m, e2, neg, mode, 1, prec, &x) : 0;
    return __qrintf_fp_put_f(b, n, x, prec, alt, point);
}

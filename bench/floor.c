/* floor.c: the limit: for each case, the fastest C we can write by hand for that one
 * format and destination size, built twice (and a third time for make bench-lengths,
 * with FLR_CALL: the floor behind a call).
 *  - floor: held to qrintf's rules. It writes the bytes snprintf writes and no other (the
 *    bytes after the terminator are the caller's), and it reads no byte past the end of
 *    a string (AddressSanitizer and valgrind forbid it). Within that, the text still to
 *    come is scratch: a store may run past a part into bytes that a later store of the
 *    same call overwrites.
 *  - loose (FLR_LOOSE defined): free of both rules. The destination's whole size is
 *    scratch, stores 4, 8 or 16 bytes wide write past the terminator, and strings are
 *    read 16 or 32 bytes at a time past their end when that stays within the page (as
 *    glibc's own strlen does, in assembly). What the rules cost.
 * Both are exact for every input and fast on the common ones: strings of 32 bytes or more
 * take strlen and memcpy, and inputs outside the fast path (text that would not fit, a
 * huge double, a number too wide for its field) are passed to snprintf.
 * Written for x86-64 (SSE2 is in the baseline; no -march). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#if !defined(__SSE2__) || !defined(__SIZEOF_INT128__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the hand-written floor is written for x86-64"
#endif
#include <emmintrin.h>

#include "cases.h"

#ifdef FLR_LOOSE
#define BENCH_VARIANT loose
#define FLR_EXACT 0
#elif defined FLR_CALL
/* The floor behind a call, for bench/lengths.c: each case a function of its own that its
 * loop calls, as qrintf's calls reach its out-of-line kernels. */
#define BENCH_VARIANT floorcall
#define FLR_EXACT 1
#undef BENCH_CASE
#define BENCH_CASE static __attribute__((__noinline__)) int
#else
#define BENCH_VARIANT floor
#define FLR_EXACT 1
#endif

__extension__ typedef unsigned __int128 flr_u128;

/* Every helper is inlined: clang would otherwise call the larger ones. */
#define FLR_INLINE static inline __attribute__((__always_inline__))

static const char flr_pairs[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

/* Two digits of v < 100, the first in the low byte. */
FLR_INLINE uint32_t flr_pair(unsigned v)
{
    uint16_t r;
    memcpy(&r, flr_pairs + 2 * v, 2);
    return r;
}

/* Digit counts from the bit length, corrected by one comparison: no branch. */
FLR_INLINE unsigned flr_ndig32(uint32_t v)
{
    static const uint32_t p10[10] = {
        0, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000
    };
    unsigned t = ((32u - (unsigned)__builtin_clz(v | 1)) * 1233u) >> 12;
    return t + (v >= p10[t]);
}

FLR_INLINE unsigned flr_ndig64(uint64_t v)
{
    static const uint64_t p10[20] = {
        0, 10u, 100u, 1000u, 10000u, 100000u, 1000000u, 10000000u, 100000000u, 1000000000u,
        10000000000u, 100000000000u, 1000000000000u, 10000000000000u, 100000000000000u,
        1000000000000000u, 10000000000000000u, 100000000000000000u,
        1000000000000000000u, 10000000000000000000u
    };
    unsigned t = ((64u - (unsigned)__builtin_clzll(v | 1)) * 1233u) >> 12;
    return t + (v >= p10[t]);
}

/* Eight digits of v < 10^8, leading zeros included, the first in the low byte: the
 * divisions by 10^4, 100 and 10 done on all lanes of one word at once (Lemire). */
FLR_INLINE uint64_t flr_8dig(uint32_t v)
{
    uint64_t merged = (uint64_t)(v / 10000) | (uint64_t)(v % 10000) << 32;
    uint64_t top = ((merged * 10486) >> 20) & (0x7full << 32 | 0x7f);
    uint64_t bot = merged - 100 * top;
    uint64_t hundreds = (bot << 16) + top;
    uint64_t tens = (hundreds * 103) >> 10;
    tens &= 0xfull << 48 | 0xfull << 32 | 0xfull << 16 | 0xf;
    tens += (hundreds - 10 * tens) << 8;
    return tens + 0x3030303030303030ull;
}

/* v as sixteen characters, right-aligned with leading '0's, the first in the low byte. */
FLR_INLINE flr_u128 flr_dec16(uint32_t v)
{
    uint32_t hi = v / 100000000, lo = v - hi * 100000000;
    uint64_t a = 0x0000303030303030ull | (uint64_t)flr_pair(hi) << 48;
    return (flr_u128)flr_8dig(lo) << 64 | a;
}

/* An unsigned decimal with neg ? '-' : nothing in front: 8 or 16 bytes stored at p, the
 * length returned. Up to seven digits (most numbers) the digits are shifted within one
 * word; beyond, within two, where the leading '0' that the shift leaves becomes the '-'.
 * Measured: one branch on the size beats the branch-free two-word path for all sizes. */
FLR_INLINE unsigned flr_dec(char *p, uint32_t u, unsigned neg)
{
    unsigned n = flr_ndig32(u), len = n + neg;
    flr_u128 x;
    if (u < 10000000) {
        uint64_t w = flr_8dig(u) >> (8 * (8 - n)) << (8 * neg);
        w |= neg * '-';
        memcpy(p, &w, 8);
        return len;
    }
    x = flr_dec16(u) >> (8 * (16 - len));
    x -= neg * ('0' - '-');
    memcpy(p, &x, 16);
    return len;
}

/* The sign bit and the magnitude without a branch: signs of random inputs defeat the
 * branch predictor. */
FLR_INLINE unsigned flr_neg(int v)
{
    return (unsigned)v >> 31;
}

FLR_INLINE uint32_t flr_abs(int v)
{
    unsigned neg = flr_neg(v);
    return ((unsigned)v ^ (0u - neg)) + neg;
}

FLR_INLINE unsigned flr_i32(char *p, int v)
{
    return flr_dec(p, flr_abs(v), flr_neg(v));
}

/* %llu: up to 24 bytes stored at p. Short numbers as by flr_dec; else the top four of
 * twenty digits go first, then the sixteen others over whatever of them is not shown. */
FLR_INLINE unsigned flr_u64(char *p, uint64_t v)
{
    uint64_t q, lo, t;
    uint32_t top, mid;
    unsigned n, k;
    flr_u128 x;
    if (v < 10000000)
        return flr_dec(p, (uint32_t)v, 0);
    q = v / 100000000;
    lo = v - q * 100000000;
    top = (uint32_t)(q / 100000000);
    mid = (uint32_t)(q - (uint64_t)top * 100000000);
    n = flr_ndig64(v);
    k = n > 16 ? n - 16 : 0;
    t = flr_pair(top / 100) | (uint64_t)flr_pair(top % 100) << 16;
    x = (flr_u128)flr_8dig((uint32_t)lo) << 64 | flr_8dig(mid);
    t >>= 8 * (4 - k);
    x >>= 8 * (16 - (n - k));
    memcpy(p, &t, 8);
    memcpy(p + k, &x, 16);
    return n;
}

/* Eight lowercase hex digits of v, the first in the low byte. */
FLR_INLINE uint64_t flr_hex8(uint32_t v)
{
    uint64_t x = v, ten;
    x = (x | x << 16) & 0x0000ffff0000ffffull;
    x = (x | x << 8) & 0x00ff00ff00ff00ffull;
    x = (x | x << 4) & 0x0f0f0f0f0f0f0f0full;
    x = __builtin_bswap64(x);
    ten = ((x + 0x0606060606060606ull) >> 4) & 0x0101010101010101ull;
    return x + 0x3030303030303030ull + ten * ('a' - '0' - 10);
}

#if FLR_EXACT
/* The move for bit k of n (a constant) in a copy of n < 32 bytes: from from[1] to to[1]
 * when the bit is set, else between the dummies from[0] and to[0]. */
FLR_INLINE void flr_move(char *const *to, const char *const *from, size_t n, size_t k)
{
    size_t on = (n & k) != 0, at = n & ~(2 * k - 1);
    memcpy(to[on] + at, from[on] + at, k);
}

/* Exactly n < 32 bytes from s to p, without a branch on n: a move per bit of n. */
FLR_INLINE void flr_copy31(char *p, const char *s, size_t n)
{
    static const char dummy[32];
    char junk[32], *to[2];
    const char *from[2];
    to[0] = junk;
    to[1] = p;
    from[0] = dummy;
    from[1] = s;
    flr_move(to, from, n, 16);
    flr_move(to, from, n, 8);
    flr_move(to, from, n, 4);
    flr_move(to, from, n, 2);
    flr_move(to, from, n, 1);
}

/* The n bytes made in the temporary t, then a terminator, copied exactly to p. */
FLR_INLINE unsigned flr_put_exact(char *p, char *t, unsigned n)
{
    t[n] = 0;
    flr_copy31(p, t, n + 1);
    return n;
}
#else
/* The first 16 bytes of s in *v, and the length of s if below 16, else 16. */
static __attribute__((noinline)) unsigned flr_load16_slow(const char *s, __m128i *v)
{
    char t[16] = { 0 };
    unsigned n = 0;
    while (n < 16 && s[n])
        n++;
    memcpy(t, s, n);
    *v = _mm_loadu_si128((const __m128i *)(const void *)t);
    return n;
}

FLR_INLINE unsigned flr_load16(const char *s, __m128i *v)
{
    unsigned m;
    if (((uintptr_t)s & 4095) > 4096 - 16)
        return flr_load16_slow(s, v);
    *v = _mm_loadu_si128((const __m128i *)(const void *)s);
    m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(*v, _mm_setzero_si128()));
    return (unsigned)__builtin_ctz(m | 0x10000);
}
#endif

/* Copies s (without its terminator) to p, returns its length; -1 when it does not fit
 * below end. */
static __attribute__((noinline)) long flr_str_slow(char *p, const char *s, const char *end)
{
    size_t n = strlen(s);
    if (n > (size_t)(end - p))
        return -1;
    memcpy(p, s, n);
    return (long)n;
}

#if FLR_EXACT
/* The same; strings below 32 bytes are measured by strlen and copied by flr_copy31. */
FLR_INLINE long flr_str(char *p, const char *s, const char *end)
{
    size_t n = strlen(s);
    if (n > 31 || n > (size_t)(end - p))
        return flr_str_slow(p, s, end);
    flr_copy31(p, s, n);
    return (long)n;
}
#else
/* The same; strings below 32 bytes are copied by two 16-byte stores, without a branch
 * on their length. */
FLR_INLINE long flr_str(char *p, const char *s, const char *end)
{
    __m128i v0, v1, z = _mm_setzero_si128();
    unsigned m;
    if (((uintptr_t)s & 4095) > 4096 - 32 || end - p < 32)
        return flr_str_slow(p, s, end);
    v0 = _mm_loadu_si128((const __m128i *)(const void *)s);
    v1 = _mm_loadu_si128((const __m128i *)(const void *)(s + 16));
    m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v0, z)) |
        (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v1, z)) << 16;
    _mm_storeu_si128((__m128i *)(void *)p, v0);
    _mm_storeu_si128((__m128i *)(void *)(p + 16), v1);
    if (__builtin_expect(m != 0, 1))
        return __builtin_ctz(m);
    return flr_str_slow(p, s, end);
}
#endif

/* "0." to "255.", four bytes each, and the length (dot included) in the high half. */
#define FLR_D(i) ((uint64_t)('0' + (i)))
#define FLR_OCT(i)                                                                      \
    ((i) >= 100 ? FLR_D((i) / 100) | FLR_D((i) / 10 % 10) << 8 | FLR_D((i) % 10) << 16 | \
                      (uint64_t)'.' << 24 | 4ull << 32                                  \
     : (i) >= 10 ? FLR_D((i) / 10) | FLR_D((i) % 10) << 8 | (uint64_t)'.' << 16 | 3ull << 32 \
                 : FLR_D(i) | (uint64_t)'.' << 8 | 2ull << 32)
#define FLR_4(i) FLR_OCT(i), FLR_OCT((i) + 1), FLR_OCT((i) + 2), FLR_OCT((i) + 3)
#define FLR_16(i) FLR_4(i), FLR_4((i) + 4), FLR_4((i) + 8), FLR_4((i) + 12)
#define FLR_64(i) FLR_16(i), FLR_16((i) + 16), FLR_16((i) + 32), FLR_16((i) + 48)
static const uint64_t flr_oct[256] = { FLR_64(0), FLR_64(64), FLR_64(128), FLR_64(192) };

/* Four bytes stored per octet: its digits, the dot, then bytes the next octet
 * overwrites. The last octet's dot becomes the terminator: floor stores only up to it,
 * in two overlapping moves of two bytes; loose stores all four. */
BENCH_CASE case_ipv4(char *b, const bench_in_ipv4 *x)
{
    char *p = b;
    uint64_t e;
    unsigned n;
    e = flr_oct[x->o[0]];
    memcpy(p, &e, 4);
    p += e >> 32;
    e = flr_oct[x->o[1]];
    memcpy(p, &e, 4);
    p += e >> 32;
    e = flr_oct[x->o[2]];
    memcpy(p, &e, 4);
    p += e >> 32;
    e = flr_oct[x->o[3]];
    n = (unsigned)(e >> 32) - 1;
    e &= ~(0xffull << (8 * n));
#if FLR_EXACT
    {
        uint16_t h = (uint16_t)e, t = (uint16_t)(e >> (8 * (n - 1)));
        memcpy(p, &h, 2);
        memcpy(p + n - 1, &t, 2);
    }
#else
    memcpy(p, &e, 4);
#endif
    return (int)(p + n - b);
}

/* A number and its terminator: floor makes them in a temporary and copies exactly their
 * bytes; loose makes them in place, its wide stores running past the terminator. */
BENCH_CASE case_d(char *b, const int *x)
{
#if FLR_EXACT
    char t[16];
    return (int)flr_put_exact(b, t, flr_i32(t, *x));
#else
    unsigned n = flr_i32(b, *x);
    b[n] = 0;
    return (int)n;
#endif
}

BENCH_CASE case_llu(char *b, const unsigned long long *x)
{
#if FLR_EXACT
    char t[32];
    return (int)flr_put_exact(b, t, flr_u64(t, *x));
#else
    unsigned n = flr_u64(b, *x);
    b[n] = 0;
    return (int)n;
#endif
}

/* The other regime: lengths that repeat, which the branch predictor learns, so that a
 * branch on the length costs nothing. The digits then come from the top, two per step:
 * v scaled to a fixed-point fraction (57 bits) of 10^d, d the digits after the top one
 * or two, each step a multiplication by 100 whose integer part is the next pair. The
 * scale is rounded up; the error stays below one step while v * 10^d < 2^57, which holds
 * up to nine digits; ten take a division first. Every store lies within the number. */
#define FLR_M57(d) ((((uint64_t)1 << 57) + (d) - 1) / (d))

/* The top digit (one) or pair (two) of y, then k pairs after it; p is past the last. */
FLR_INLINE char *flr_from_top(char *p, uint64_t y, int two, unsigned k)
{
    unsigned i;
    if (two) {
        memcpy(p, flr_pairs + 2 * (y >> 57), 2);
        p += 2;
    } else {
        *p++ = (char)('0' + (y >> 57));
    }
    for (i = 0; i < k; i++, p += 2) {
        y = (y & (((uint64_t)1 << 57) - 1)) * 100;
        memcpy(p, flr_pairs + 2 * (y >> 57), 2);
    }
    return p;
}

FLR_INLINE unsigned flr_branchy32(char *p, uint32_t u)
{
    char *e;
    if (u < 100) {
        if (u < 10)
            e = p, *e++ = (char)('0' + u);
        else
            e = p + 2, memcpy(p, flr_pairs + 2 * u, 2);
    } else if (u < 10000) {
        e = flr_from_top(p, u * FLR_M57(100), u >= 1000, 1);
    } else if (u < 1000000) {
        e = flr_from_top(p, u * FLR_M57(10000), u >= 100000, 2);
    } else if (u < 100000000) {
        e = flr_from_top(p, u * FLR_M57(1000000), u >= 10000000, 3);
    } else if (u < 1000000000) {
        e = flr_from_top(p, u * FLR_M57(100000000), 0, 4);
    } else {
        uint32_t hi = u / 100000000;
        memcpy(p, flr_pairs + 2 * hi, 2);
        e = flr_from_top(p + 2, (u - hi * 100000000) * FLR_M57(1000000), 1, 3);
    }
    return (unsigned)(e - p);
}

/* Eight digits of u < 10^8, leading zeros included. */
FLR_INLINE void flr_pad8(char *p, uint32_t u)
{
    flr_from_top(p, u * FLR_M57(1000000), 1, 3);
}

FLR_INLINE unsigned flr_branchy64(char *p, uint64_t v)
{
    uint64_t top, rest;
    unsigned n;
    if (v >> 32 == 0)
        return flr_branchy32(p, (uint32_t)v);
    if (v < 10000000000000000ull) {
        top = v / 100000000;
        n = flr_branchy32(p, (uint32_t)top);
        flr_pad8(p + n, (uint32_t)(v - top * 100000000));
        return n + 8;
    }
    top = v / 10000000000000000ull;
    rest = v - top * 10000000000000000ull;
    n = flr_branchy32(p, (uint32_t)top);
    flr_pad8(p + n, (uint32_t)(rest / 100000000));
    flr_pad8(p + n + 8, (uint32_t)(rest % 100000000));
    return n + 16;
}

BENCH_CASE case_d_rep(char *b, const int *x)
{
    unsigned neg = flr_neg(*x), n;
    b[0] = '-';
    n = neg + flr_branchy32(b + neg, flr_abs(*x));
    b[n] = 0;
    return (int)n;
}

BENCH_CASE case_llu_rep(char *b, const unsigned long long *x)
{
    unsigned n = flr_branchy64(b, *x);
    b[n] = 0;
    return (int)n;
}

BENCH_CASE case_u16_rep(char *b, const unsigned *x)
{
    unsigned n = flr_branchy32(b, *x & 0xffff);
    b[n] = 0;
    return (int)n;
}

/* Random lengths: as %d. */
BENCH_CASE case_u16(char *b, const unsigned *x)
{
#if FLR_EXACT
    char t[16];
    return (int)flr_put_exact(b, t, flr_dec(t, *x & 0xffff, 0));
#else
    unsigned n = flr_dec(b, *x & 0xffff, 0);
    b[n] = 0;
    return (int)n;
#endif
}

/* A 32-bit value never has more than eight hex digits. */
BENCH_CASE case_x08(char *b, const unsigned *x)
{
    uint64_t h = flr_hex8(*x);
    memcpy(b, &h, 8);
    b[8] = 0;
    return 8;
}

static __attribute__((noinline)) int flr_pair_slow(char *b, const bench_in_pair *x)
{
    return snprintf(b, 64, "%s:%s", x->a, x->b);
}

BENCH_CASE case_pair(char *b, const bench_in_pair *x)
{
    char *end = b + 64;
    long n1 = flr_str(b, x->a, end), n2;
    if (n1 < 0 || n1 > 31)
        return flr_pair_slow(b, x);
    b[n1] = ':';
    n2 = flr_str(b + n1 + 1, x->b, end);
    if (n2 < 0 || n1 + 1 + n2 > 63)
        return flr_pair_slow(b, x);
    b[n1 + 1 + n2] = 0;
    return (int)(n1 + 1 + n2);
}

static __attribute__((noinline)) int flr_status_slow(char *b, const bench_in_status *x)
{
    return snprintf(b, 64, "HTTP/1.1 %d %s\r\n", x->code, x->reason);
}

/* Status codes have three digits; the line's fixed text goes in whole words. */
BENCH_CASE case_status(char *b, const bench_in_status *x)
{
    unsigned c = (unsigned)x->code;
    uint32_t w;
    long n;
    if (c - 100 >= 900)
        return flr_status_slow(b, x);
    memcpy(b, "HTTP/1.1 ", 9);
    w = ('0' + c / 100) | flr_pair(c % 100) << 8 | (uint32_t)' ' << 24;
    memcpy(b + 9, &w, 4);
    n = flr_str(b + 13, x->reason, b + 64);
    if (n < 0 || n > 48)
        return flr_status_slow(b, x);
    memcpy(b + 13 + n, "\r\n", 3);
    return (int)(15 + n);
}

/* %5d: the digits right-aligned in max(5, length) bytes; the shifted-in '0's in front
 * become spaces, and the last of them the '-'. */
FLR_INLINE unsigned flr_i32_w5(char *p, int v)
{
    unsigned neg = flr_neg(v), u = flr_abs(v);
    unsigned n = flr_ndig32(u), len = n + neg < 5 ? 5 : n + neg, z = len - n;
    flr_u128 x = flr_dec16(u) >> (8 * (16 - len));
    x -= 0x1010101010ull & ((1ull << (8 * z)) - 1);
    x += ((uint64_t)(neg * ('-' - ' ')) << (8 * z)) >> 8;
    memcpy(p, &x, 16);
    return len;
}

#if FLR_EXACT
/* %-8s of s, of length n below 16: eight spaces, then the string over them. */
FLR_INLINE unsigned flr_str_left8(char *p, const char *s, unsigned n)
{
    memcpy(p, "        ", 8);
    flr_copy31(p, s, n);
    return n < 8 ? 8 : n;
}
#else
/* %-8s of a string below 16 bytes: its bytes, then spaces, in one 16-byte store. */
FLR_INLINE unsigned flr_str_left8(char *p, unsigned n, __m128i v)
{
    const __m128i idx = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m128i keep = _mm_cmplt_epi8(idx, _mm_set1_epi8((char)n));
    v = _mm_or_si128(_mm_and_si128(keep, v), _mm_andnot_si128(keep, _mm_set1_epi8(' ')));
    _mm_storeu_si128((__m128i *)(void *)p, v);
    return n < 8 ? 8 : n;
}
#endif

/* %08lx: sixteen hex digits, shifted so that max(8, length) remain: floor stores the
 * first eight and the last eight, overlapping; loose all sixteen. */
FLR_INLINE unsigned flr_hex_w8(char *p, uint64_t v)
{
    unsigned h = (67u - (unsigned)__builtin_clzll(v | 1)) / 4, len = h < 8 ? 8 : h;
    uint64_t last = flr_hex8((uint32_t)v);
    flr_u128 x = (flr_u128)last << 64 | flr_hex8((uint32_t)(v >> 32));
    x >>= 8 * (16 - len);
#if FLR_EXACT
    memcpy(p, &x, 8);
    memcpy(p + len - 8, &last, 8);
#else
    memcpy(p, &x, 16);
#endif
    return len;
}

static __attribute__((noinline)) int flr_padded_slow(char *b, const bench_in_padded *x)
{
    return snprintf(b, 64, "%5d|%-8s|%08lx", x->n, x->s, x->x);
}

/* At most 11 + 1 + 15 + 1 bytes before the last 16-byte store: all within 64. The %5d
 * store runs at most 11 bytes past its field, which the 19 or more that follow cover. */
BENCH_CASE case_padded(char *b, const bench_in_padded *x)
{
    char *p = b;
#if FLR_EXACT
    unsigned n = (unsigned)strnlen(x->s, 16);
#else
    __m128i v;
    unsigned n = flr_load16(x->s, &v);
#endif
    if (n >= 16)
        return flr_padded_slow(b, x);
    p += flr_i32_w5(p, x->n);
    *p++ = '|';
#if FLR_EXACT
    p += flr_str_left8(p, x->s, n);
#else
    p += flr_str_left8(p, n, v);
#endif
    *p++ = '|';
    p += flr_hex_w8(p, x->x);
    *p = 0;
    return (int)(p - b);
}

static __attribute__((noinline)) int flr_log_slow(char *b, const bench_in_log *x)
{
    return snprintf(b, 256, "%s - - [%02d/%s/%04d:%02d:%02d:%02d +0000] \"%s %s HTTP/1.1\" %d %zu",
                    x->host, x->day, x->mon, x->year, x->hour, x->min, x->sec,
                    x->method, x->path, x->status, x->bytes);
}

/* "/yyyy:hh:mm:ss +0000] \"": 23 bytes. */
FLR_INLINE void flr_log_time(char *p, const bench_in_log *x)
{
    unsigned y = (unsigned)x->year;
    uint64_t w = '/' | flr_pair(y / 100) << 8 | (uint64_t)flr_pair(y % 100) << 24 |
                 (uint64_t)':' << 40 | (uint64_t)flr_pair((unsigned)x->hour) << 48;
    uint32_t w2 = ':' | flr_pair((unsigned)x->min) << 8 | (uint32_t)':' << 24;
    memcpy(p, &w, 8);
    memcpy(p + 8, &w2, 4);
    memcpy(p + 12, flr_pairs + 2 * x->sec, 2);
    memcpy(p + 14, " +0000] \"", 10);
}

/* Every store stays below b + 256: the room left is checked before each part whose
 * length is not known. floor makes the status, the size and the terminator in a
 * temporary and copies exactly their bytes. */
BENCH_CASE case_log(char *b, const bench_in_log *x)
{
    char *p = b, *end = b + 256;
    long n;
    if ((unsigned)x->day > 99 || (unsigned)x->year > 9999 || (unsigned)x->hour > 99 ||
        (unsigned)x->min > 99 || (unsigned)x->sec > 99 ||
        (FLR_EXACT && (unsigned)x->status > 999))
        return flr_log_slow(b, x);
    if ((n = flr_str(p, x->host, end)) < 0 || end - (p += n) < 48)
        return flr_log_slow(b, x);
    memcpy(p, " - - [", 6);
    memcpy(p + 6, flr_pairs + 2 * x->day, 2);
    p[8] = '/';
    if ((n = flr_str(p + 9, x->mon, end)) < 0 || end - (p += 9 + n) < 64)
        return flr_log_slow(b, x);
    flr_log_time(p, x);
    if ((n = flr_str(p + 23, x->method, end)) < 0 || end - (p += 23 + n) < 40)
        return flr_log_slow(b, x);
    *p++ = ' ';
    if ((n = flr_str(p, x->path, end)) < 0 || end - (p += n) < 64)
        return flr_log_slow(b, x);
    memcpy(p, " HTTP/1.1\" ", 11);
#if FLR_EXACT
    {
        char t[48];
        unsigned k = flr_i32(t, x->status);
        t[k++] = ' ';
        k += flr_u64(t + k, x->bytes);
        p += 11 + flr_put_exact(p + 11, t, k);
    }
#else
    p += 11 + flr_i32(p + 11, x->status);
    *p++ = ' ';
    p += flr_u64(p, x->bytes);
    *p = 0;
#endif
    return (int)(p - b);
}

BENCH_CASE case_size(char *b, const int *x)
{
    (void)b;
    return (int)(flr_ndig32(flr_abs(*x)) + flr_neg(*x));
}

/* %.3f of x with |x| < 2^31, exactly as glibc rounds it: x = m * 2^-s exactly, and
 * m * 1000 < 2^63, so x * 1000 is m * 1000 >> s, rounded half to even on the bits shifted
 * out. 16 + 4 bytes stored at p; -1 for values outside that range. */
FLR_INLINE long flr_f3(char *p, double x)
{
    uint64_t bits, m, q, r, half;
    unsigned neg, ex, s, ip, frac, len;
    uint32_t w;
    memcpy(&bits, &x, 8);
    neg = (unsigned)(bits >> 63);
    ex = (unsigned)(bits >> 52) & 0x7ff;
    if (ex >= 1023 + 31)
        return -1;
    m = (bits & ((1ull << 52) - 1)) | (uint64_t)(ex != 0) << 52;
    s = 1075 - (ex ? ex : 1);
    m *= 1000;
    if (s >= 64) {
        q = 0;
    } else {
        q = m >> s;
        r = m & ((1ull << s) - 1);
        half = 1ull << (s - 1);
        q += r > half || (r == half && (q & 1));
    }
    ip = (unsigned)(q / 1000);
    frac = (unsigned)(q - (uint64_t)ip * 1000);
    len = flr_dec(p, ip, neg);
    w = '.' | ('0' + frac / 100) << 8 | flr_pair(frac % 100) << 16;
    memcpy(p + len, &w, 4);
    return len + 4;
}

static __attribute__((noinline)) int flr_took_slow(char *b, const bench_in_took *x)
{
    return snprintf(b, 64, "%s took %.3f ms", x->name, x->ms);
}

/* At most 31 + 6 + 15 + 4 bytes, the last 16-byte store ending at 31 + 6 + 16. The
 * number's wide store runs at most 8 bytes past its digits, into the ".ddd ms" and the
 * terminator that follow. */
BENCH_CASE case_took(char *b, const bench_in_took *x)
{
    char *p = b;
    long n = flr_str(p, x->name, b + 64);
    if (n < 0 || n > 31)
        return flr_took_slow(b, x);
    p += n;
    memcpy(p, " took ", 6);
    p += 6;
    if ((n = flr_f3(p, x->ms)) < 0)
        return flr_took_slow(b, x);
    p += n;
    memcpy(p, " ms", 4);
    return (int)(p + 3 - b);
}

BENCH_BASE_CASES(BENCH_DEFINE_ROW)

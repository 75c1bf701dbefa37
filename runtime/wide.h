/* wide.h: forms of runtime functions that only some targets can compile, each in an #if
 * of its own that ends in a macro standing for the portable function: float.h's
 * 64-by-64-bit products by one multiplication and int.h's fixed point of 64 bits, where
 * the target has a 128-bit type, and int.h's 64-bit kernel above 2^32 with SSE2. Not
 * part of the runtime a rewritten unit carries, whose text runs no #if (it goes into
 * preprocessed code): only the converters' source, which the driver compiles once
 * through the preprocessor (src/rtsplit.c), takes each part, just after the portable
 * definition it names, for which it then stands; the tests include it before or after
 * those (the definitions spell their names in parentheses, which the macros do not
 * expand). */
#if defined(__SIZEOF_INT128__)
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_fp_mul_wide(__qrintf_ull a, __qrintf_ull b, __qrintf_ull *hi)
{
    __extension__ typedef unsigned __int128 __qrintf_u128;
    __qrintf_u128 p = (__qrintf_u128)a * b;
    *hi = (__qrintf_ull)(p >> 64);
    return (__qrintf_ull)p;
}
#define __qrintf_fp_mul(a, b, hi) __qrintf_fp_mul_wide(a, b, hi)
#endif

#if defined(__SIZEOF_INT128__)
/* int.h's fixed point with fractions of 64 bits: each step is one multiplication (x86's
 * mul), whose high half is the head or the digits and whose low half the next fraction,
 * with no mask and no shift. __qrintf_frac_scale multiplies v by 2^64 / 10^k rounded up,
 * too large by less than 1 for each unit of v, below 10^9 in all, far short of the last
 * digit's unit, 2^64 / 10^k; __qrintf_frac_next by 10 or 100. The empty asm keeps each
 * half where the multiplication leaves it: clang else folds the table's scale of the
 * high half into a 128-bit shift (shld; make bench's %d, repeating, 1.45x of jeaiii's
 * itoa's time), and gcc copies the low half to another register and back before the
 * next multiplication (two moves a pair; see bench/NOTES.md, 2026-12-02).
 * The inner #endif has a comment, so that src/rtsplit.c, which ends a part at the first
 * bare #endif, keeps the part whole; the part goes after int.h's __qrintf_frac_scale, the
 * first macro's, and holds both. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_frac_mul_wide(__qrintf_ull f, __qrintf_ull m, __qrintf_size *high)
{
    __extension__ typedef unsigned __int128 __qrintf_u128;
    __qrintf_u128 y = (__qrintf_u128)f * m;
    __qrintf_ull h = (__qrintf_ull)(y >> 64), l = (__qrintf_ull)y;
#if defined(__clang__)
    __asm__("" : "+r"(h));
#elif defined(__x86_64__)
    __asm__("" : "+a"(l), "+d"(h));
#endif /* clang, or gcc on x86-64 */
    *high = (__qrintf_size)h;
    return l;
}
#define __qrintf_frac_scale(v, k, head) \
    __qrintf_frac_mul_wide(v, (__qrintf_ull)-1 / ((k) == 3 ? 1000u : 1000000u) + 1, head)
#define __qrintf_frac_next(f, m, top) __qrintf_frac_mul_wide(f, m, top)
#endif

#if defined(__SSE2__)
typedef short __qrintf_v8hi __attribute__((__vector_size__(16)));
typedef unsigned short __qrintf_v8hu __attribute__((__vector_size__(16)));
typedef int __qrintf_v4si __attribute__((__vector_size__(16)));
typedef unsigned __qrintf_v4su __attribute__((__vector_size__(16)));
typedef __qrintf_ull __qrintf_v2du __attribute__((__vector_size__(16)));

/* The eight digits of a < 10^8 and the eight of b < 10^8, leading zeros included, as two
 * words of lanes (__qrintf_dec8_lanes's), a's first: both split at once, by 10^4 in the
 * 64-bit halves (x * 109951163 >> 40, then x - 10^4 * that; pmuludq takes the low 32 bits
 * of each half), by 100 in the 32-bit quarters (x * 5243 >> 19: pmulhuw's high 16 bits
 * of the product, >> 3) and by 10 in the 16-bit lanes (x * 6554 >> 16), each quotient to
 * the lower half of its lane, the first in memory (SSE2 is x86's, little-endian). The
 * empty asm hides the multipliers 100 and 10 from gcc, which else makes each product
 * five shifts and adds where one pmullw does (make bench's %llu, repeating, 1.06 -> 0.98
 * of jeaiii's itoa's time on 2026-12-02; clang multiplies either way). */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_v2du __qrintf_dec16_lanes(unsigned a, unsigned b)
{
    const __qrintf_v4si by4 = { 109951163, 0, 109951163, 0 }, e4 = { 10000, 0, 10000, 0 };
    const __qrintf_v8hi by2 = { 5243, 5243, 5243, 5243, 5243, 5243, 5243, 5243 };
    const __qrintf_v8hi by1 = { 6554, 6554, 6554, 6554, 6554, 6554, 6554, 6554 };
    __qrintf_v8hu e2 = { 100, 100, 100, 100, 100, 100, 100, 100 };
    __qrintf_v8hu e1 = { 10, 10, 10, 10, 10, 10, 10, 10 };
    __qrintf_v2du w = { 0, 0 }, t;
    __qrintf_v8hu q;
    __asm__("" : "+x"(e2), "+x"(e1));
    w[0] = a;
    w[1] = b;
    t = (__qrintf_v2du)__builtin_ia32_pmuludq128((__qrintf_v4si)w, by4) >> 40;
    w = t | (w - (__qrintf_v2du)__builtin_ia32_pmuludq128((__qrintf_v4si)t, e4)) << 32;
    q = (__qrintf_v8hu)__builtin_ia32_pmulhuw128((__qrintf_v8hi)w, by2) >> 3;
    w = (__qrintf_v2du)(q | (__qrintf_v8hu)((__qrintf_v4su)((__qrintf_v8hu)w - q * e2) << 16));
    q = (__qrintf_v8hu)__builtin_ia32_pmulhuw128((__qrintf_v8hi)w, by1);
    return (__qrintf_v2du)(q | ((__qrintf_v8hu)w - q * e1) << 8);
}

/* int.h's __qrintf_udec_big with the two words of eight digits after the first (q's
 * significant digits below 10^16, h's four lanes above) made at once, and the second
 * word, or the two, stored from the vector: fewer instructions, and none of them waits
 * on the first word's length but the stores. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_udec_big_sse2(char *p, __qrintf_ull v, __qrintf_ull q)
{
    const __qrintf_v2du zeros = { (__qrintf_ull)0x30303030u << 32 | 0x30303030u,
                                  (__qrintf_ull)0x30303030u << 32 | 0x30303030u };
    __qrintf_v2du d;
    unsigned n, h;
    if (v < (__qrintf_ull)100000000u * 100000000u) {
        d = __qrintf_dec16_lanes((unsigned)q, (unsigned)(v - 100000000u * q));
        n = __qrintf_lanes_put(p, d[0]);
        d |= zeros;
        __builtin_memcpy(p + n, (char *)&d + 8, 8);
        return n + 8;
    }
    h = (unsigned)(q / 100000000u);
    n = __qrintf_lanes_put(p, (__qrintf_ull)__qrintf_dec4_lanes(h) << 32);
    d = __qrintf_dec16_lanes((unsigned)(q - 100000000u * h), (unsigned)(v - 100000000u * q)) | zeros;
    __builtin_memcpy(p + n, &d, 16);
    return n + 16;
}
#define __qrintf_udec_big(p, v, q) __qrintf_udec_big_sse2(p, v, q)
#endif

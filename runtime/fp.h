/* fp.h: the floating conversions of a double, by float.h's kernel, and for %f and %F of
 * the common precisions a shorter exact path; long double is the C library's. The text of
 * each goes first into a buffer of the generated function's, in the measuring, so that
 * its length is known before anything is written. */

/* m * p / 2^s rounded half to even, for m < 2^53, p < 2^30 and s >= 1, where m * p may
 * not fit 64 bits; in 64-bit arithmetic, since not every target has a 128-bit type and the
 * injected text cannot test for one (gcc runs no #if in preprocessed input). The low
 * j = min(s, 23) bits of m are multiplied apart, so that both products fit. When s > 23,
 * the second product's low 23 bits, all below the rounding bit, fold into one sticky bit,
 * which keeps whether the rest is below, at or above a half. Returns 0 when the quotient
 * does not fit 64 bits. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_scale_down(__qrintf_ull m, __qrintf_ull p, unsigned s, __qrintf_ull *r)
{
    unsigned j = s < 23 ? s : 23, k = s - j;
    __qrintf_ull mask = ((__qrintf_ull)1 << j) - 1, lo = (m & mask) * p, hi, u, v;
    if (__builtin_mul_overflow(m >> j, p, &hi) || (u = hi + (lo >> j)) < hi)
        return 0;
    if (k == 0) { /* the rounding rule of the 64-bit path, on the remainder alone */
        *r = u + (((lo & mask) + (mask >> 1) + (u & 1)) >> j);
        return *r >= u;
    }
    if (k >= 63) { /* u < 2^61: below a half of 2^k */
        *r = 0;
        return 1;
    }
    v = u << 1 | ((lo & mask) != 0);
    *r = (v + ((__qrintf_ull)1 << k) - 1 + (v >> (k + 1) & 1)) >> (k + 1);
    return 1;
}

/* %f of a finite double as glibc prints it, when its value times 10^prec (prec at most
 * 9) fits 64 bits: the exact binary value m * 2^e, scaled by 10^prec and rounded half to
 * even, in *r. Returns 0 when the C library must do it. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fixed_scaled(double v, int prec, __qrintf_ull *r)
{
    __qrintf_ull bits, m, p, t;
    int e, wide;
    __builtin_memcpy(&bits, &v, 8);
    e = (int)(bits >> 52 & 0x7ff);
    if (e == 0x7ff || prec > 9 || __qrintf_fp_mode() != 0)
        return 0;
    m = __qrintf_fp_frac(bits);
    if (e)
        m |= (__qrintf_ull)1 << 52;
    e = (e ? e : 1) - 1075;
    p = __qrintf_p10[prec];
    wide = __builtin_mul_overflow(m, p, &t);
    if (e >= 0) {
        if (e > 11 || wide || (e && t >> (64 - e)))
            return 0;
        *r = t << e;
    } else if (e > -64 && !wide && !(t >> 63)) {
        /* t / 2^-e rounded half to even: adding half less one rounds up above the half,
         * and the quotient's low bit makes an exact half round up when it is odd. The
         * common case (below 2^63, nothing overflows). */
        *r = (t + ((__qrintf_ull)1 << (-e - 1)) - 1 + (t >> -e & 1)) >> -e;
    } else {
        return __qrintf_scale_down(m, p, (unsigned)-e, r);
    }
    return 1;
}

/* glibc's nl_langinfo, under a name of the runtime's own, so that no declaration of the
 * user's can conflict with it; 0x10000 is RADIXCHAR, LC_NUMERIC's decimal point. */
extern char *__qrintf_langinfo(int) __asm__("nl_langinfo");

/* The decimal point of the current locale (C11 7.21.6.1p8 for f: "the decimal-point
 * character", which setlocale and uselocale set), or 0 when it is more than one byte,
 * which the C library then writes. */
static __inline__ __attribute__((__always_inline__, __unused__))
char __qrintf_point(void)
{
    const char *p = __qrintf_langinfo(0x10000);
    return p[0] && !p[1] ? p[0] : 0;
}

/* The text of r / 10^prec: the integer digits, the point (not for a precision of 0
 * without the # flag) and prec digits, at most 30 bytes, into d, where it may store up to
 * 9 bytes past them. Returns the length. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_fixed_text(char *d, __qrintf_ull r, int prec, char point)
{
    __qrintf_ull ip = r / __qrintf_p10[prec];
    unsigned frac = (unsigned)(r - ip * __qrintf_p10[prec]), n;
    n = ip < 1000 ? __qrintf_dec3_wide(d, (unsigned)ip) : __qrintf_udec(d, ip);
    if (point)
        d[n++] = point;
    if (prec == 1)
        d[n] = (char)('0' + frac);
    else if (prec > 1)
        __qrintf_dec10_last(d + n, frac, (unsigned)prec);
    return n + (unsigned)prec;
}

/* A floating conversion of a double into b, of size bytes: the sign, then the text of
 * __qrintf_dbl (float.h); *pre gets how many of its first bytes the zeros of the 0 flag
 * go after (the sign, 0x), or ~0 when that flag pads with spaces: an infinity or a NaN.
 * Returns the length, or -1 when the C library must format the call: a precision that
 * b has no room for, a decimal point of more than one byte. *pre is set then too, which
 * no caller reads, but a compiler that inlines this cannot always tell, and warns
 * (-Wmaybe-uninitialized). */
static __attribute__((__unused__))
int __qrintf_dbl_text(char *b, __qrintf_size size, double v, int conv, int flags, int prec, unsigned *pre)
{
    __qrintf_ull bits;
    char point = __qrintf_point();
    unsigned np, kp;
    int n;
    if (!point || (prec > 0 && (__qrintf_size)prec > size - __QRINTF_FP_ROOM - 2)) {
        *pre = ~0u;
        return -1;
    }
    __builtin_memcpy(&bits, &v, 8);
    b[0] = __qrintf_sign((int)(bits >> 63), flags);
    np = b[0] != 0;
    n = __qrintf_dbl(b + np, v, conv, flags & __QRINTF_HASH, prec, point, &kp);
    *pre = (bits >> 52 & 0x7ff) == 0x7ff ? ~0u : np + kp;
    return (int)np + n;
}

/* %f and %F: the short exact path (__qrintf_fixed_scaled) where it applies, which is
 * most values of the common precisions, else __qrintf_dbl_text. */
static __attribute__((__unused__))
int __qrintf_fixed(char *b, __qrintf_size size, double v, int conv, int flags, int prec, unsigned *pre)
{
    __qrintf_ull bits, r;
    char point = 0;
    int digits = prec < 0 ? 6 : prec;
    if (digits || (flags & __QRINTF_HASH))
        point = __qrintf_point();
    if ((point || !(digits || (flags & __QRINTF_HASH))) && __qrintf_fixed_scaled(v, digits, &r)) {
        __builtin_memcpy(&bits, &v, 8);
        b[0] = __qrintf_sign((int)(bits >> 63), flags);
        *pre = b[0] != 0;
        return (int)(*pre + __qrintf_fixed_text(b + *pre, r, digits, point));
    }
    return __qrintf_dbl_text(b, size, v, conv, flags, prec, pre);
}

/* The text of a floating conversion, n bytes at b (a buffer of at least 32 bytes), at p;
 * returns its end. From 8 to 32 bytes, as most of %e's and %g's texts are, four 8-byte
 * moves, each at the lesser of its place and n - 8, so that they overlap rather than
 * pass the end: no branch on the length, which varies from value to value, and less
 * work than __qrintf_put's move per bit of it. A shorter text (%.3f of a small value) is
 * one 8-byte move when the rest of the call surely writes slack bytes after it (the
 * terminator counts) that cover the move's last ones. A converter: made inline, it cost
 * each format some 14M instructions more to compile at gcc -O2 (sprintf's "%.3f": 33M
 * against 19M), 9M with clang, and 130 bytes of code, for 1% of a call's instructions. */
static __attribute__((__unused__))
char *__qrintf_dbl_put(char *p, const char *b, __qrintf_size n, int slack)
{
    __qrintf_size last = n - 8, at8 = last < 8 ? last : 8, at16 = last < 16 ? last : 16,
                  at24 = last < 24 ? last : 24;
    if (n < 8 && n + (__qrintf_size)slack >= 8 && __QRINTF_FAST) {
        __builtin_memcpy(p, b, 8);
        return p + n;
    }
    if (n < 8 || n > 32 || !__QRINTF_FAST)
        return __qrintf_put(p, b, n);
    __builtin_memcpy(p, b, 8);
    __builtin_memcpy(p + at8, b + at8, 8);
    __builtin_memcpy(p + at16, b + at16, 8);
    __builtin_memcpy(p + at24, b + at24, 8);
    return p + n;
}

/* The text of a floating conversion in a field of the width. */
static __attribute__((__unused__))
char *__qrintf_dblf(char *p, const char *b, int n, unsigned pre, int flags, int width)
{
    __qrintf_size w = __qrintf_width(width, &flags);
    unsigned np = pre == ~0u ? 0 : pre;
    return __qrintf_field(p, b, np, 0, b + np, (__qrintf_size)n - np, w, flags & __QRINTF_MINUS,
                          (flags & (__QRINTF_ZERO | __QRINTF_MINUS)) == __QRINTF_ZERO && pre != ~0u);
}

/* A long double directive, which the C library formats (fmt: the directive, with '*' for
 * width and precision), into b of size bytes. Returns the length, or -1 when it does not
 * fit there (the C library then formats the whole call) or is an error. */
static __attribute__((__unused__))
int __qrintf_fpl(char *b, __qrintf_size size, const char *fmt, int width, int prec, long double v)
{
    int n = __qrintf_libc_snprintf(b, size, fmt, width, prec, v);
    return n >= 0 && (__qrintf_size)n < size ? n : -1;
}

/* qrintf runtime: the converters that rewritten sprintf and snprintf calls chain together.
 * The rewriter injects this text into every translation unit it changes, so it includes
 * nothing and defines no macros; it compiles as C89 to C23 and as C++. */

typedef __typeof__(sizeof 0) qrintf_size;
typedef __typeof__("" - "") qrintf_ssize; /* signed, as wide as size_t: %zd and %td */
/* 64-bit types spelled so that C89 and C++98 under -pedantic do not object to long long */
typedef __typeof__(__extension__ 0xffffffffffffffffu) qrintf_ull;
typedef __typeof__(__extension__ 0x7fffffffffffffff) qrintf_ll;

/* Flag bits, as the rewriter encodes them in generated calls. */
enum { QRINTF_MINUS = 1, QRINTF_PLUS = 2, QRINTF_SPACE = 4, QRINTF_HASH = 8, QRINTF_ZERO = 16 };

/* One call's output state. p never passes the last byte that may hold text, so the
 * terminating NUL can always be stored at p; bytes that did not fit are counted in lost.
 * With a capacity of 0 nothing at all is stored (term is 0, and p may be null). The cold
 * paths take and return the state by value, so that it never has to live in memory on
 * the hot path. */
typedef struct qrintf_ctx {
    char *p;
    qrintf_size room;
    qrintf_size room0;
    qrintf_size lost;
    int term;
    int chk;   /* a fortified call: text that does not fit ends the program */
} qrintf_ctx;

static const char qrintf_pairs[201] __attribute__((__unused__)) =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

static const char qrintf_hexdigits[2][17] __attribute__((__unused__)) = {
    "0123456789abcdef", "0123456789ABCDEF"
};

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_init(qrintf_ctx *c, char *buf, qrintf_size cap)
{
    c->p = buf;
    c->room = cap ? cap - 1 : 0;
    c->room0 = c->room;
    c->lost = 0;
    c->term = cap != 0;
    c->chk = 0;
    return c;
}

/* sprintf: no bound, but the count must still fit the return value. */
static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_init_unbounded(qrintf_ctx *c, char *buf)
{
    return qrintf_init(c, buf, ~(qrintf_size)0 >> 1);
}

/* Ends the program as glibc's fortified functions do (the "buffer overflow detected"
 * message, then SIGABRT), by asking glibc itself: __memcpy_chk fails whenever the
 * destination is smaller than the length given. The values are hidden from the
 * optimizer, which would otherwise warn about them. */
static __attribute__((__noinline__, __cold__, __noreturn__, __unused__))
void qrintf_chk_fail(void)
{
    char b[2] = { 0, 0 }, *d = b;
    qrintf_size two = 2, one = 1;
    __asm__("" : "+r"(d), "+r"(two), "+r"(one));
    __builtin___memcpy_chk(d, b, two, one);
    __builtin_trap();
}

/* __sprintf_chk(s, flag, slen, ...): slen is the destination's size as the compiler
 * knows it, (size_t)-1 when it does not. glibc fails at once when slen is 0 and as soon
 * as the text and its terminator would not fit. */
static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_init_chk(qrintf_ctx *c, char *buf, qrintf_size slen)
{
    if (slen == (qrintf_size)-1)
        return qrintf_init_unbounded(c, buf);
    if (slen == 0)
        qrintf_chk_fail();
    qrintf_init(c, buf, slen);
    c->chk = 1;
    return c;
}

/* __snprintf_chk(s, maxlen, flag, slen, ...) fails when maxlen exceeds slen, and is
 * snprintf otherwise. */
static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_init_nchk(qrintf_ctx *c, char *buf, qrintf_size maxlen, qrintf_size slen)
{
    if (slen < maxlen)
        qrintf_chk_fail();
    return qrintf_init(c, buf, maxlen);
}

/* C11 7.21.6.5p3: the result is the length that would have been written; a count that
 * does not fit an int is an error, reported as glibc does, by -1. */
static __inline__ __attribute__((__always_inline__, __unused__))
int qrintf_end(qrintf_ctx *c)
{
    qrintf_size n = c->room0 - c->room + c->lost;
    if (c->chk && c->lost)
        qrintf_chk_fail();
    if (c->term)
        *c->p = 0;
    return n > 0x7fffffff ? -1 : (int)n;
}

/* Stores what fits of n bytes; with nothing to store the pointer is left alone, since
 * it may be null (snprintf(NULL, 0, ...)). */
static __attribute__((__noinline__, __cold__, __unused__))
qrintf_ctx qrintf_put_slow(qrintf_ctx c, const char *s, qrintf_size n)
{
    qrintf_size k = n < c.room ? n : c.room;
    if (k) {
        __builtin_memcpy(c.p, s, k);
        c.p += k;
        c.room -= k;
    }
    c.lost += n - k;
    return c;
}

static __attribute__((__noinline__, __cold__, __unused__))
qrintf_ctx qrintf_pad_slow(qrintf_ctx c, int ch, qrintf_size n)
{
    qrintf_size k = n < c.room ? n : c.room;
    if (k) {
        __builtin_memset(c.p, ch, k);
        c.p += k;
        c.room -= k;
    }
    c.lost += n - k;
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
void qrintf_put(qrintf_ctx *c, const char *s, qrintf_size n)
{
    if (n - 1 < c->room) { /* 1 <= n <= room: an empty copy takes the cold path */
        __builtin_memcpy(c->p, s, n);
        c->p += n;
        c->room -= n;
    } else {
        *c = qrintf_put_slow(*c, s, n);
    }
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_lit(qrintf_ctx *c, const char *s, qrintf_size n)
{
    qrintf_put(c, s, n);
    return c;
}

/* Number of decimal digits of v (1 for 0): an estimate from the bit length, corrected
 * by one comparison with a power of ten. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned qrintf_ndig32(unsigned v)
{
    static const unsigned p10[10] = {
        0, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000
    };
    unsigned t = ((32u - (unsigned)__builtin_clz(v | 1)) * 1233u) >> 12;
    return t + (v >= p10[t]);
}

static __inline__ __attribute__((__always_inline__, __unused__))
unsigned qrintf_ndig64(qrintf_ull v)
{
    static const qrintf_ull p10[20] = {
        0, 10u, 100u, 1000u, 10000u, 100000u, 1000000u, 10000000u, 100000000u, 1000000000u,
        10000000000u, 100000000000u, 1000000000000u, 10000000000000u, 100000000000000u,
        1000000000000000u, 10000000000000000u, 100000000000000000u,
        1000000000000000000u, 10000000000000000000u
    };
    unsigned t = ((64u - (unsigned)__builtin_clzll(v | 1)) * 1233u) >> 12;
    return t + (v >= p10[t]);
}

/* Below 1000, without a branch on the digit count (random lengths defeat the branch
 * predictor): each digit is stored at its place clamped to p, most significant first, so
 * that the later stores overwrite the clamped ones. Stores stay within p[0, n). */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned qrintf_dec3(char *p, unsigned v)
{
    unsigned a = (v * 5243u) >> 19;            /* v / 100, exact below 43699 */
    unsigned r = v - 100 * a;
    unsigned b = (r * 205u) >> 11;             /* r / 10, exact below 1029 */
    unsigned ge10 = (v + 1014) >> 10;          /* v >= 10 and v >= 100, as arithmetic */
    unsigned ge100 = (v + 924) >> 10;          /* so that no branch comes back */
    p[0] = (char)('0' + a);
    p[ge100] = (char)('0' + b);
    p[ge10 + ge100] = (char)('0' + r - 10 * b);
    return 1 + ge10 + ge100;
}

/* The same idea for longer numbers, two digits at a time: pair k (of the number written
 * with all its leading zeros) belongs at p + 2k - start; a pair left of p is stored at p
 * and overwritten later, and the pair that straddles p is taken one byte further into
 * the table, so that its second digit lands on p. Needs at least two digits. */
static __inline__ __attribute__((__always_inline__, __unused__))
void qrintf_pair(char *p, int k, unsigned start, unsigned x)
{
    int t = 2 * k - (int)start;
    __builtin_memcpy(p + (t & ~(t >> 31)), qrintf_pairs + 2 * x + (t == -1), 2);
}

/* Four digits, leading zeros included, as pairs k and k + 1. */
static __inline__ __attribute__((__always_inline__, __unused__))
void qrintf_quad(char *p, int k, unsigned start, unsigned x)
{
    unsigned hi = (x * 5243u) >> 19;           /* x / 100 */
    qrintf_pair(p, k, start, hi);
    qrintf_pair(p, k + 1, start, x - 100 * hi);
}

/* 10 <= v < 2^32: ten digits as five pairs, no branch. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned qrintf_dec10(char *p, unsigned v)
{
    unsigned n = qrintf_ndig32(v), start = 10 - n;
    unsigned hi = v / 100000000u, lo = v - 100000000u * hi, a = lo / 10000u;
    qrintf_pair(p, 0, start, hi);
    qrintf_quad(p, 1, start, a);
    qrintf_quad(p, 3, start, lo - 10000u * a);
    return n;
}

/* 10 <= v: twenty digits as ten pairs, split by 10^8 so that most work is 32-bit. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned qrintf_dec20(char *p, qrintf_ull v)
{
    unsigned n = qrintf_ndig64(v), start = 20 - n;
    qrintf_ull q = v / 100000000u;
    unsigned lo = (unsigned)(v - 100000000u * q), hi = (unsigned)(q / 100000000u);
    unsigned mid = (unsigned)(q - 100000000u * (qrintf_ull)hi), a = mid / 10000u, b = lo / 10000u;
    qrintf_quad(p, 0, start, hi);
    qrintf_quad(p, 2, start, a);
    qrintf_quad(p, 4, start, mid - 10000u * a);
    qrintf_quad(p, 6, start, b);
    qrintf_quad(p, 8, start, lo - 10000u * b);
    return n;
}

/* The digits of v at p; returns their number. Small values, the common case, take the
 * short path; the compiler drops the test when it knows the range (v & 255). */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned qrintf_udec32(char *p, unsigned v)
{
    return v < 1000 ? qrintf_dec3(p, v) : qrintf_dec10(p, v);
}

static __inline__ __attribute__((__always_inline__, __unused__))
unsigned qrintf_udec64(char *p, qrintf_ull v)
{
    return v <= 0xffffffffu ? qrintf_udec32(p, (unsigned)v) : qrintf_dec20(p, v);
}

/* Hexadecimal (conv 'x' or 'X') or octal ('o') digits at p, their number from the bit
 * length. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned qrintf_radix(char *p, qrintf_ull v, int conv)
{
    unsigned shift = conv == 'o' ? 3 : 4, mask = (1u << shift) - 1;
    unsigned n = (64u - (unsigned)__builtin_clzll(v | 1) + shift - 1) / shift;
    const char *digits = qrintf_hexdigits[conv == 'X'];
    char *e = p + n;
    do {
        *--e = digits[v & mask];
        v >>= shift;
    } while (e != p);
    return n;
}

static __inline__ __attribute__((__always_inline__, __unused__))
unsigned qrintf_digits(char *p, qrintf_ull v, int conv)
{
    return conv == 'd' || conv == 'u' ? qrintf_udec64(p, v) : qrintf_radix(p, v, conv);
}

/* Where a plain number goes: straight into the destination when its longest form fits,
 * else into t, to be copied as far as it fits. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *qrintf_num_at(qrintf_ctx *c, char *t, qrintf_size longest)
{
    return longest <= c->room ? c->p : t;
}

static __inline__ __attribute__((__always_inline__, __unused__))
void qrintf_num_done(qrintf_ctx *c, const char *t, const char *p, unsigned n)
{
    if (p == t) {
        *c = qrintf_put_slow(*c, t, n);
    } else {
        c->p += n;
        c->room -= n;
    }
}

/* %u and %d without flags, width or precision. The sign is stored first and, for a
 * number that has none, overwritten by the first digit. */
static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_dec32_out(qrintf_ctx *c, unsigned m, unsigned neg)
{
    char t[11], *p = qrintf_num_at(c, t, (m < 1000 ? 3 : 10) + neg);
    *p = '-';
    qrintf_num_done(c, t, p, neg + qrintf_udec32(p + neg, m));
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_dec64_out(qrintf_ctx *c, qrintf_ull m, unsigned neg)
{
    char t[21], *p = qrintf_num_at(c, t, 20 + neg);
    *p = '-';
    qrintf_num_done(c, t, p, neg + qrintf_udec64(p + neg, m));
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_u32(qrintf_ctx *c, unsigned v)
{
    return qrintf_dec32_out(c, v, 0);
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_i32(qrintf_ctx *c, int v)
{
    return v < 0 ? qrintf_dec32_out(c, 0u - (unsigned)v, 1) : qrintf_dec32_out(c, (unsigned)v, 0);
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_u64(qrintf_ctx *c, qrintf_ull v)
{
    return qrintf_dec64_out(c, v, 0);
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_i64(qrintf_ctx *c, qrintf_ll v)
{
    return v < 0 ? qrintf_dec64_out(c, 0u - (qrintf_ull)v, 1) : qrintf_dec64_out(c, (qrintf_ull)v, 0);
}

/* A field whose length is not known in advance or that is padded: C11 7.21.6.1p4-p6.
 * Layout: spaces (right-justified), prefix (sign, 0x), zeros, body, spaces (with '-').
 * zpad moves the padding between prefix and body as zeros (the '0' flag). */
static __attribute__((__noinline__, __cold__, __unused__))
qrintf_ctx qrintf_field_slow(qrintf_ctx c, const char *pre, unsigned np, qrintf_size zeros,
                             const char *body, qrintf_size nb, qrintf_size fill, int left)
{
    if (!left)
        c = qrintf_pad_slow(c, ' ', fill);
    c = qrintf_put_slow(c, pre, np);
    c = qrintf_pad_slow(c, '0', zeros);
    c = qrintf_put_slow(c, body, nb);
    if (left)
        c = qrintf_pad_slow(c, ' ', fill);
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
void qrintf_field(qrintf_ctx *c, const char *pre, unsigned np, qrintf_size zeros,
                  const char *body, qrintf_size nb, qrintf_size width, int left, int zpad)
{
    qrintf_size len = np + zeros + nb;
    qrintf_size fill = width > len ? width - len : 0;
    if (zpad) {
        zeros += fill;
        fill = 0;
    }
    if (np + zeros + nb + fill - 1 < c->room) { /* not empty, and it fits */
        char *p = c->p;
        if (!left) {
            __builtin_memset(p, ' ', fill);
            p += fill;
        }
        __builtin_memcpy(p, pre, np);
        p += np;
        __builtin_memset(p, '0', zeros);
        p += zeros;
        __builtin_memcpy(p, body, nb);
        p += nb;
        if (left) {
            __builtin_memset(p, ' ', fill);
            p += fill;
        }
        c->room -= (qrintf_size)(p - c->p);
        c->p = p;
    } else {
        *c = qrintf_field_slow(*c, pre, np, zeros, body, nb, fill, left);
    }
}

/* A width given by a '*' argument may be negative: C11 7.21.6.1p5 reads it as the '-'
 * flag with a positive width. */
static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_size qrintf_width(int width, int *flags)
{
    if (width < 0) {
        *flags |= QRINTF_MINUS;
        return 0u - (qrintf_size)(qrintf_ll)width;
    }
    return (qrintf_size)width;
}

/* Any integer conversion with flags, width or precision: m is the magnitude, neg its
 * sign, conv one of d u o x X (i is passed as d). A negative precision means none. */
static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_int(qrintf_ctx *c, qrintf_ull m, int neg, int conv, int flags, int width, int prec)
{
    char d[22], pre[2] = { 0, 0 };
    qrintf_size nd = qrintf_digits(d, m, conv), zeros = 0, w = qrintf_width(width, &flags);
    unsigned np = 0;
    if (prec >= 0) {
        /* p8: a precision of 0 with the value 0 gives no digits */
        if (prec == 0 && m == 0)
            nd = 0;
        if ((qrintf_size)prec > nd)
            zeros = (qrintf_size)prec - nd;
    }
    if (conv == 'd') {
        if (neg)
            pre[np++] = '-';
        else if (flags & QRINTF_PLUS)
            pre[np++] = '+';
        else if (flags & QRINTF_SPACE)
            pre[np++] = ' ';
    } else if (flags & QRINTF_HASH) {
        /* p6: '#' makes o start with 0 and gives x and X a 0x prefix for nonzero values */
        if (conv == 'o') {
            if (zeros == 0 && (nd == 0 || m != 0))
                zeros = 1;
        } else if (m != 0) {
            pre[np++] = '0';
            pre[np++] = (char)conv;
        }
    }
    qrintf_field(c, pre, np, zeros, d, nd, w, flags & QRINTF_MINUS,
                 (flags & (QRINTF_ZERO | QRINTF_MINUS)) == QRINTF_ZERO && prec < 0);
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_int_s(qrintf_ctx *c, qrintf_ll v, int flags, int width, int prec)
{
    qrintf_ull m = v < 0 ? 0u - (qrintf_ull)v : (qrintf_ull)v;
    return qrintf_int(c, m, v < 0, 'd', flags, width, prec);
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_int_u(qrintf_ctx *c, qrintf_ull v, int conv, int flags, int width, int prec)
{
    return qrintf_int(c, v, 0, conv, flags, width, prec);
}

/* %x, %X and %o without flags, width or precision. */
static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_radix_out(qrintf_ctx *c, qrintf_ull v, int conv)
{
    char t[22], *p = qrintf_num_at(c, t, 22);
    qrintf_num_done(c, t, p, qrintf_radix(p, v, conv));
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_chr(qrintf_ctx *c, int ch, int flags, int width)
{
    char b = (char)(unsigned char)ch;
    qrintf_size w = qrintf_width(width, &flags);
    qrintf_field(c, "", 0, 0, &b, 1, w, flags & QRINTF_MINUS, 0);
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_c(qrintf_ctx *c, int ch)
{
    char b = (char)(unsigned char)ch;
    qrintf_put(c, &b, 1);
    return c;
}

/* Length of s, reading at most max bytes (precision on %s must not read past it). */
static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_size qrintf_strnlen(const char *s, qrintf_size max)
{
    qrintf_size n = 0;
    while (n < max && s[n])
        n++;
    return n;
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_s(qrintf_ctx *c, const char *s)
{
    if (!s)
        s = "(null)"; /* glibc's rendering of the undefined null %s */
    qrintf_put(c, s, __builtin_strlen(s));
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_str(qrintf_ctx *c, const char *s, int flags, int width, int prec)
{
    qrintf_size n, w = qrintf_width(width, &flags);
    if (!s) /* glibc prints "(null)" only when the precision lets all of it through */
        s = prec < 0 || prec >= 6 ? "(null)" : "";
    n = prec < 0 ? __builtin_strlen(s) : qrintf_strnlen(s, (qrintf_size)prec);
    qrintf_field(c, "", 0, 0, s, n, w, flags & QRINTF_MINUS, 0);
    return c;
}

/* %p as glibc prints it: "(nil)" for a null pointer, else %#lx, with a sign for '+' or ' '. */
static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_ptr(qrintf_ctx *c, const void *v, int flags, int width)
{
    char d[16], pre[3] = { 0, 0, 0 };
    unsigned np = 0, nd;
    qrintf_size w = qrintf_width(width, &flags);
    if (!v) {
        qrintf_field(c, "", 0, 0, "(nil)", 5, w, flags & QRINTF_MINUS, 0);
        return c;
    }
    nd = qrintf_radix(d, (qrintf_ull)(qrintf_size)v, 'x');
    if (flags & QRINTF_PLUS)
        pre[np++] = '+';
    else if (flags & QRINTF_SPACE)
        pre[np++] = ' ';
    pre[np++] = '0';
    pre[np++] = 'x';
    qrintf_field(c, pre, np, 0, d, nd, w, flags & QRINTF_MINUS, 0);
    return c;
}

/* A directive the C library formats (floating point): written in place with the room
 * that is left, counted like the rest. The format is hidden from the optimizer, whose
 * compile-time idea of a printf result is occasionally wrong (gcc 12 folds
 * sprintf(b, "\t[%-.a", -1e-300) to 12 where glibc returns 11). A C library error makes
 * the whole call return -1, as it would have. */
static __inline__ __attribute__((__always_inline__, __unused__))
void qrintf_libc_done(qrintf_ctx *c, int n)
{
    qrintf_size k;
    if (n < 0) {
        c->lost = ~(qrintf_size)0 >> 1;
        return;
    }
    k = (qrintf_size)n < c->room ? (qrintf_size)n : c->room;
    if (k) {
        c->p += k;
        c->room -= k;
    }
    c->lost += (qrintf_size)n - k;
}

/* The size given to the C library: what is left, counting the terminator's place, but
 * never above INT_MAX, beyond which glibc fails and gcc warns. */
static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_size qrintf_libc_size(const qrintf_ctx *c)
{
    qrintf_size n = c->room + (qrintf_size)c->term;
    return n < 0x7fffffff ? n : 0x7fffffff;
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_fp(qrintf_ctx *c, const char *fmt, int width, int prec, double v)
{
    __asm__("" : "+r"(fmt));
    qrintf_libc_done(c, __builtin_snprintf(c->p, qrintf_libc_size(c), fmt, width, prec, v));
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_fpl(qrintf_ctx *c, const char *fmt, int width, int prec, long double v)
{
    __asm__("" : "+r"(fmt));
    qrintf_libc_done(c, __builtin_snprintf(c->p, qrintf_libc_size(c), fmt, width, prec, v));
    return c;
}

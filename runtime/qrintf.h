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

/* Decimal digits are written backwards, two at a time from a table of pairs; each
 * function returns where the digits start. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *qrintf_dec32(char *end, unsigned v)
{
    while (v >= 100) {
        unsigned q = v / 100;
        end -= 2;
        __builtin_memcpy(end, qrintf_pairs + 2 * (v - 100 * q), 2);
        v = q;
    }
    if (v >= 10) {
        end -= 2;
        __builtin_memcpy(end, qrintf_pairs + 2 * v, 2);
    } else {
        *--end = (char)('0' + v);
    }
    return end;
}

/* Exactly eight digits, leading zeros included. */
static __inline__ __attribute__((__always_inline__, __unused__))
void qrintf_dec8(char *p, unsigned v)
{
    unsigned hi = v / 10000, lo = v - 10000 * hi;
    __builtin_memcpy(p, qrintf_pairs + 2 * (hi / 100), 2);
    __builtin_memcpy(p + 2, qrintf_pairs + 2 * (hi % 100), 2);
    __builtin_memcpy(p + 4, qrintf_pairs + 2 * (lo / 100), 2);
    __builtin_memcpy(p + 6, qrintf_pairs + 2 * (lo % 100), 2);
}

/* Above 32 bits, eight-digit groups split off by one 64-bit division each keep the
 * remaining work in 32-bit arithmetic. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *qrintf_dec64(char *end, qrintf_ull v)
{
    while (v > 0xffffffffu) {
        qrintf_ull q = v / 100000000u;
        end -= 8;
        qrintf_dec8(end, (unsigned)(v - 100000000u * q));
        v = q;
    }
    return qrintf_dec32(end, (unsigned)v);
}

/* Hexadecimal (conv 'x' or 'X') or octal ('o') digits, written backwards. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *qrintf_radix(char *end, qrintf_ull v, int conv)
{
    if (conv == 'o') {
        do {
            *--end = (char)('0' + (v & 7));
            v >>= 3;
        } while (v);
    } else {
        const char *digits = qrintf_hexdigits[conv == 'X'];
        do {
            *--end = digits[v & 15];
            v >>= 4;
        } while (v);
    }
    return end;
}

static __inline__ __attribute__((__always_inline__, __unused__))
char *qrintf_digits(char *end, qrintf_ull v, int conv)
{
    if (conv == 'd' || conv == 'u')
        return qrintf_dec64(end, v);
    return qrintf_radix(end, v, conv);
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

/* %u and %d without flags, width or precision: the digit count is known first, so the
 * digits go straight to the destination when they fit. */
static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_dec32_out(qrintf_ctx *c, unsigned m, unsigned neg)
{
    unsigned n;
    if (m < 1000 && 3 + neg <= c->room) {
        if (neg)
            *c->p = '-';
        n = neg + qrintf_dec3(c->p + neg, m);
        c->p += n;
        c->room -= n;
        return c;
    }
    n = qrintf_ndig32(m) + neg;
    if (n <= c->room) {
        qrintf_dec32(c->p + n, m);
        if (neg)
            *c->p = '-';
        c->p += n;
        c->room -= n;
    } else {
        char t[11];
        char *s = qrintf_dec32(t + 11, m);
        if (neg)
            *--s = '-';
        *c = qrintf_put_slow(*c, s, n);
    }
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
qrintf_ctx *qrintf_dec64_out(qrintf_ctx *c, qrintf_ull m, unsigned neg)
{
    unsigned n = qrintf_ndig64(m) + neg;
    if (n <= c->room) {
        qrintf_dec64(c->p + n, m);
        if (neg)
            *c->p = '-';
        c->p += n;
        c->room -= n;
    } else {
        char t[21];
        char *s = qrintf_dec64(t + 21, m);
        if (neg)
            *--s = '-';
        *c = qrintf_put_slow(*c, s, n);
    }
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
    char buf[22], pre[2] = { 0, 0 };
    char *end = buf + sizeof buf;
    char *d = qrintf_digits(end, m, conv);
    qrintf_size nd = (qrintf_size)(end - d), zeros = 0, w = qrintf_width(width, &flags);
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
    char buf[22];
    char *end = buf + sizeof buf, *d = qrintf_radix(end, v, conv);
    qrintf_put(c, d, (qrintf_size)(end - d));
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
    char buf[16], pre[3] = { 0, 0, 0 };
    char *end = buf + sizeof buf, *d;
    unsigned np = 0;
    qrintf_size w = qrintf_width(width, &flags);
    if (!v) {
        qrintf_field(c, "", 0, 0, "(nil)", 5, w, flags & QRINTF_MINUS, 0);
        return c;
    }
    d = qrintf_radix(end, (qrintf_ull)(qrintf_size)v, 'x');
    if (flags & QRINTF_PLUS)
        pre[np++] = '+';
    else if (flags & QRINTF_SPACE)
        pre[np++] = ' ';
    pre[np++] = '0';
    pre[np++] = 'x';
    qrintf_field(c, pre, np, 0, d, (qrintf_size)(end - d), w, flags & QRINTF_MINUS, 0);
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

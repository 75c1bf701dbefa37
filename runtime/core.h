/* core.h: what every generated function uses: the types, where the text goes and how it
 * ends, copies, padding, and the layout of a padded field. */

typedef __typeof__(sizeof 0) __qrintf_size;
typedef __typeof__("" - "") __qrintf_ssize; /* signed, as wide as size_t: %zd and %td */
/* 64-bit types spelled so that C89 and C++98 under -pedantic do not object to long long */
typedef __typeof__(__extension__ 0xffffffffffffffffu) __qrintf_ull;
typedef __typeof__(__extension__ 0x7fffffffffffffff) __qrintf_ll;

/* Flag bits, as the rewriter encodes them in generated calls. */
enum { __QRINTF_MINUS = 1, __QRINTF_PLUS = 2, __QRINTF_SPACE = 4, __QRINTF_HASH = 8, __QRINTF_ZERO = 16,
       __QRINTF_GROUP = 32 };

/* Whether the build optimizes for speed. The rewriter writes 0 here for -Os and -Oz: then
 * the word-at-a-time kernels give way to short loops. */
enum { __QRINTF_FAST = 1 };

/* Where a call's text goes. A generated function first adds up `need`, the longest text
 * its arguments can give (string lengths measured, numbers at their widest); when that
 * and the terminator fit the n bytes of the destination, the text goes straight there,
 * with no check at all on the way; else, when it fits the scratch space tmp (room
 * bytes), it goes there and __qrintf_end_n copies what fits; else nowhere (null): the
 * C library formats the whole call, which is then also right about counts beyond
 * INT_MAX (EOVERFLOW) and the fortified checks. sprintf passes n = (size_t)-1 and no
 * scratch space, and room is far below 2^31. The destination is the expected case, taken
 * by a branch: made a select of the two places, clang carried both to the end of the
 * text (12% more instructions for the bench's HTTP status line). */
static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_at(char *d, __qrintf_size n, __qrintf_ull need, char *tmp, __qrintf_size room)
{
    if (__builtin_expect(need < n && need <= 0x7fffffff, 1))
        return d;
    return need < room ? tmp : (char *)0;
}

/* The end of a bounded call whose text went to the scratch space (C11 7.21.6.5p2): what
 * fits is copied, and the terminator stored, when n is not 0. Returns the length the
 * whole text has (p3). */
static __attribute__((__unused__))
int __qrintf_end_tmp(char *d, __qrintf_size n, const char *tmp, __qrintf_size len)
{
    __qrintf_size k;
    if (n) {
        k = len < n ? len : n - 1;
        __builtin_memcpy(d, tmp, k);
        d[k] = 0;
    }
    return (int)len;
}

/* The end of a bounded call: the terminator after a text that went to the destination,
 * the copy of one that went to the scratch space. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_end_n(char *d, __qrintf_size n, const char *at, char *p)
{
    if (at != d)
        return __qrintf_end_tmp(d, n, at, (__qrintf_size)(p - at));
    *p = 0;
    return (int)(p - d);
}

/* Never true: the condition of the branch that keeps a rewritten call's original for
 * gcc's warnings about it where nothing folds (-O0, -fno-printf-return-value; emit.c);
 * volatile, so that the branch stays until gcc's sprintf pass has seen the call. */
static volatile int __qrintf_never __attribute__((__unused__));

/* The C library's functions for the calls it makes (a text that does not fit, a
 * fortified size check that fails), under names of the runtime's own, whose assembler
 * names are the library's (as stream.h's): not builtins, so the compiler neither folds
 * such a call, whose result it occasionally gets wrong (gcc 12 folds sprintf(b, "\t[%-.a",
 * -1e-300) to 12 where glibc returns 11), nor warns about what the measuring ruled out
 * (-Wformat-truncation; a null destination, where the measuring found no room at it). */
extern int __qrintf_libc_sprintf(char *, const char *, ...) __asm__("sprintf");

extern int __qrintf_libc_snprintf(char *, __qrintf_size, const char *, ...) __asm__("snprintf");

extern int __qrintf_libc_sprintf_chk(char *, int, __qrintf_size, const char *, ...) __asm__("__sprintf_chk");

extern int __qrintf_libc_snprintf_chk(char *, __qrintf_size, int, __qrintf_size, const char *, ...)
    __asm__("__snprintf_chk");

/* The n bytes of s at p; returns their end. Below 32 bytes, with no call to the C
 * library (whose setup costs more than the copy of a few bytes) and no branch on n (a
 * string's length is often as random as a number's): a move for each bit of n, of that
 * bit's size, to p when the bit is set and else between the scratch bytes junk and any,
 * so that nothing past s + n is read and nothing past p + n is written. Measured against
 * two overlapping moves chosen by a branch per size class (bench/variants.c, random
 * lengths): 0.37x to 0.64x of its time on an Intel Xeon; 1.5x on an AMD EPYC. A copy of
 * 32 bytes or more is a function of its own, reached by a jump, so that the short one
 * calls nothing and needs no frame: with the call of memcpy in place, clang saved
 * registers and made a frame on every call (8 instructions of its 57; gcc 55 -> 51). */
static __attribute__((__noinline__, __unused__))
char *__qrintf_put_long(char *p, const char *s, __qrintf_size n)
{
    __builtin_memcpy(p, s, n);
    return p + n;
}

static __attribute__((__unused__))
char *__qrintf_put(char *p, const char *s, __qrintf_size n)
{
    static const char any[32] = { 0 };
    char junk[32], *to[2];
    const char *from[2];
    if (!__QRINTF_FAST) {
        __builtin_memcpy(p, s, n);
        return p + n;
    }
    if (n >= 32)
        return __qrintf_put_long(p, s, n);
    to[0] = junk;
    to[1] = p;
    from[0] = any;
    from[1] = s;
    __builtin_memcpy(to[n >> 4 & 1], from[n >> 4 & 1], 16);
    __builtin_memcpy(to[n >> 3 & 1] + (n & 16), from[n >> 3 & 1] + (n & 16), 8);
    __builtin_memcpy(to[n >> 2 & 1] + (n & 24), from[n >> 2 & 1] + (n & 24), 4);
    __builtin_memcpy(to[n >> 1 & 1] + (n & 28), from[n >> 1 & 1] + (n & 28), 2);
    __builtin_memcpy(to[n & 1] + (n & 30), from[n & 1] + (n & 30), 1);
    return p + n;
}

/* The padding a field of width w leaves beside a text of n bytes: w - n, or 0 when the
 * text fills the field; made by a mask, with no branch on n, which is often as random as
 * a number's length. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_size __qrintf_gap(unsigned w, __qrintf_size n)
{
    __qrintf_size d = w - n;
    return d & (0 - (__qrintf_size)(d <= w));
}

/* n spaces or zeros (ch) at p; returns their end. n is below 2^31, as every text that
 * gets here (__qrintf_at); the mask tells the compiler so, which may otherwise follow a
 * path that cannot be taken to a size beyond any object and warn (-Wstringop-overflow). */
static __attribute__((__unused__))
char *__qrintf_pad(char *p, int ch, __qrintf_size n)
{
    static const char blanks[2][33] = { "                                ",
                                        "00000000000000000000000000000000" };
    if (n <= 32)
        return __qrintf_put(p, blanks[ch == '0'], n);
    __builtin_memset(p, ch, n & 0x7fffffff);
    return p + n;
}

/* A padded field, C11 7.21.6.1p2-p6: pre (a sign, 0x) np bytes, then zeros, then the
 * body, nb bytes, filled to the width w with spaces on the left, or on the right with
 * the - flag, or with zeros after pre for the 0 flag (zpad). */
static __attribute__((__unused__))
char *__qrintf_field(char *p, const char *pre, unsigned np, __qrintf_size zeros,
                     const char *body, __qrintf_size nb, __qrintf_size w, int left, int zpad)
{
    __qrintf_size len = np + zeros + nb, fill = w > len ? w - len : 0;
    if (zpad) {
        zeros += fill;
        fill = 0;
    }
    if (!left)
        p = __qrintf_pad(p, ' ', fill);
    p = __qrintf_put(p, pre, np);
    p = __qrintf_pad(p, '0', zeros);
    p = __qrintf_put(p, body, nb);
    return left ? __qrintf_pad(p, ' ', fill) : p;
}

/* A width given by a '*' argument may be negative: C11 7.21.6.1p5 reads it as the '-'
 * flag with a positive width. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_size __qrintf_width(int width, int *flags)
{
    if (width < 0) {
        *flags |= __QRINTF_MINUS;
        return (__qrintf_size)0 - (__qrintf_size)(__qrintf_ll)width;
    }
    return (__qrintf_size)width;
}

/* The room a '*' width may take, for the measuring: its magnitude. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_abs(int v)
{
    return v < 0 ? 0u - (__qrintf_ull)v : (__qrintf_ull)v;
}

/* The sign of a signed conversion (C11 7.21.6.1p6): '-' for a negative value, else '+'
 * with the + flag, else a space with the space flag, else none (0). With no branch on
 * neg, which varies from value to value as often as not: the difference between '-' and
 * the other sign, masked in. */
static __inline__ __attribute__((__always_inline__, __unused__))
char __qrintf_sign(int neg, int flags)
{
    int other = flags & __QRINTF_PLUS ? '+' : flags & __QRINTF_SPACE ? ' ' : 0;
    return (char)(other + (('-' - other) & -(neg != 0)));
}

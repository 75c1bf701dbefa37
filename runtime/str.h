/* str.h: %s and %c. A string's length is measured before anything is written (it counts
 * in the call's longest text), so the converters take it. */

/* Length of s, reading at most max bytes (a precision on %s must not read past it:
 * C11 7.21.6.1p8). */
static __attribute__((__unused__))
__qrintf_size __qrintf_strnlen(const char *s, __qrintf_size max)
{
    __qrintf_size n = 0;
    while (n < max && s[n])
        n++;
    return n;
}

/* The length %s takes of s, with its precision (negative: none). A null s (undefined;
 * glibc prints "(null)", or nothing where the precision cuts that) measures 2^31 bytes,
 * past what a call may write, so that the C library makes the call: a branch that is
 * never taken, not a conditional move, so that strlen does not wait for the test. With
 * the text "(null)" made here instead, each %s cost its format some 3-5M instructions
 * more to compile at gcc -O2. A generated function with a labelled call of the C library
 * jumps to it for a null string instead, and takes the length itself (src/emit.c's
 * emit_measure): this is for a '*' precision and for a function that only counts. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_size __qrintf_slen(const char *s, int prec)
{
    if (__builtin_expect(!s, 0))
        return (__qrintf_size)0x80000000u;
    return prec < 0 ? __builtin_strlen(s) : __qrintf_strnlen(s, (__qrintf_size)prec);
}

/* %s or %c with a width: the n bytes of s in a field. */
static __attribute__((__unused__))
char *__qrintf_strf(char *p, const char *s, __qrintf_size n, int flags, int width)
{
    __qrintf_size w = __qrintf_width(width, &flags);
    return __qrintf_field(p, "", 0, 0, s, n, w, flags & __QRINTF_MINUS, 0);
}

static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_chrf(char *p, int ch, int flags, int width)
{
    char b = (char)(unsigned char)ch;
    return __qrintf_strf(p, &b, 1, flags, width);
}

/* %Ns and %-Ns of a small width the format gives (w <= 16): the w spaces stored first, a
 * store of a constant length (__qrintf_strw, below), then the text over them by
 * __qrintf_strwk, which returns the text's end; a text as long as the field or longer
 * covers them all. As __qrintf_decw, with no branch on the text's length, and a
 * converter for the same reason: made inline, the field cost each format some 4M
 * instructions more to compile at gcc -O2. The copy is the converter's last call (its
 * result the converter's), so that it stays a leaf with no frame, as __qrintf_put is;
 * the end of a left-justified field is then made inline. */
static __attribute__((__unused__))
char *__qrintf_strwk(char *p, const char *s, __qrintf_size n, unsigned w, int left)
{
    return __qrintf_put(left ? p : p + __qrintf_gap(w, n), s, n);
}

static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_strw(char *p, const char *s, __qrintf_size n, unsigned w, int left)
{
    char *e;
    __builtin_memcpy(p, "                ", w);
    e = __qrintf_strwk(p, s, n, w, left);
    return left && e < p + w ? p + w : e;
}

/* group.h: the ' flag (POSIX: thousands grouping) of d i u and of the integer part of f F
 * g G, by the separator and the grouping of the locale's LC_NUMERIC, as glibc applies
 * them: the digits alone are grouped; the precision's zeros and the 0 flag's are not,
 * and both, like the width, count the separators' bytes. */

/* Whether a grouping entry ends the grouping (POSIX localeconv: CHAR_MAX, or negative
 * where char is signed); 0, the end of the string, repeats the entry before it. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_group_end(char c)
{
    unsigned char u = (unsigned char)c;
    return (char)-1 < 0 ? u >= 0x7f : u == 0xff;
}

/* How many separators n digits get from the grouping g, whose first entry is the size
 * of the rightmost group; none when g is empty or its first entry ends it. */
static __attribute__((__unused__))
int __qrintf_group_count(const char *g, int n)
{
    int k = 0, len = (unsigned char)*g;
    if (!*g || __qrintf_group_end(*g))
        return 0;
    while (n > len) {
        k++;
        n -= len;
        if (g[1]) {
            if (__qrintf_group_end(*++g))
                break;
            len = (unsigned char)*g;
        }
    }
    return k;
}

/* The n digits at d grouped in place by g, with k (__qrintf_group_count's) separators s
 * of ns bytes; the tail bytes after the digits move along. From the right, so that every
 * byte is moved before its place is written. */
static __attribute__((__unused__))
void __qrintf_group_digits(char *d, int n, int tail, const char *g, const char *s, int ns, int k)
{
    char *src = d + n + tail, *dst = src + k * ns;
    int len = (unsigned char)*g, i;
    while (src > d + n)
        *--dst = *--src;
    for (; k > 0; k--) {
        for (i = 0; i < len; i++)
            *--dst = *--src;
        for (i = ns; i-- > 0;)
            *--dst = s[i];
        if (g[1])
            len = (unsigned char)*++g;
    }
}

/* The locale's thousands separator (nl_langinfo's THOUSEP, 0x10001), and its length, or
 * -1 when it is longer than the runtime takes (the C library then formats the call). An
 * integer conversion takes no more room than without the flag when it is 0, as in the
 * "C" locale, and at most 19 separators more otherwise (__qrintf_group_room). */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_group_sep(const char **s)
{
    int n = 0;
    *s = __qrintf_langinfo(0x10001);
    while ((*s)[n] && n < 16)
        n++;
    return (*s)[n] ? -1 : n;
}

static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_group_room(int ns)
{
    return ns > 0 ? 19 * (__qrintf_ull)ns : 0;
}

/* d i u with the ' flag in a locale whose separator s is not empty (ns bytes, at most
 * 16): the sign (conv 'd'), the zeros of the precision, the digits of m grouped by the
 * locale's GROUPING (nl_langinfo 0x10002), in a field of the width. The precision and
 * the width count the separators' bytes, as glibc does; the 0 flag's zeros go after the
 * sign, and a precision makes that flag void (C11 7.21.6.1p6). */
static __attribute__((__unused__))
char *__qrintf_grp(char *p, __qrintf_ull m, int neg, int conv, int flags, int width, int prec, const char *s,
                   int ns)
{
    char d[24 + 19 * 16], pre[1];
    const char *g = __qrintf_langinfo(0x10002);
    __qrintf_size w = __qrintf_width(width, &flags);
    int n = prec == 0 && m == 0 ? 0 : (int)__qrintf_udec(d, m), k = __qrintf_group_count(g, n);
    __qrintf_group_digits(d, n, 0, g, s, ns, k);
    n += k * ns;
    pre[0] = conv == 'd' ? __qrintf_sign(neg, flags) : 0;
    return __qrintf_field(p, pre, pre[0] != 0, prec > n ? (__qrintf_size)(prec - n) : 0, d, (__qrintf_size)n, w,
                          flags & __QRINTF_MINUS, (flags & (__QRINTF_ZERO | __QRINTF_MINUS)) == __QRINTF_ZERO && prec < 0);
}

static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_grp_s(char *p, __qrintf_ll v, int flags, int width, int prec, const char *s, int ns)
{
    __qrintf_ull m = v < 0 ? 0u - (__qrintf_ull)v : (__qrintf_ull)v;
    return __qrintf_grp(p, m, v < 0, 'd', flags, width, prec, s, ns);
}

static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_grp_u(char *p, __qrintf_ull v, int flags, int width, int prec, const char *s, int ns)
{
    return __qrintf_grp(p, v, 0, 'u', flags, width, prec, s, ns);
}

/* The integer digits of a floating text b[0, n) (those after the first at bytes, the
 * sign, up to the point; one digit in the style of %e) grouped by the locale, with the
 * separator s of ns bytes; *x gets how many more bytes than characters the separators
 * have. Returns the new length, or -1 when b, of size bytes, has no room for them. */
static __attribute__((__unused__))
int __qrintf_group_text(char *b, __qrintf_size size, int n, int at, const char *s, int ns, int *x)
{
    const char *g = __qrintf_langinfo(0x10002);
    int nd = 0, k;
    while (at + nd < n && b[at + nd] >= '0' && b[at + nd] <= '9')
        nd++;
    k = __qrintf_group_count(g, nd);
    if ((__qrintf_size)(n + k * ns) > size)
        return -1;
    __qrintf_group_digits(b + at, nd, n - at - nd, g, s, ns, k);
    *x = k * (ns - 1);
    return n + k * ns;
}

/* f F g G with the ' flag: the text of __qrintf_fixed or __qrintf_dbl_text (conv is a
 * constant where this is inlined, so that the call is theirs), then grouped where the
 * locale has a separator. -1 as theirs, and when b has no room for the separators. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_dbl_group(char *b, __qrintf_size size, double v, int conv, int flags, int prec, unsigned *pre,
                       int *x)
{
    const char *s;
    int ns = __qrintf_group_sep(&s), n;
    *x = 0;
    if (ns < 0)
        return -1;
    n = (conv | 0x20) == 'f' ? __qrintf_fixed(b, size, v, conv, flags, prec, pre)
                             : __qrintf_dbl_text(b, size, v, conv, flags, prec, pre);
    if (n < 0 || !ns || *pre == ~0u) /* an error, no separator, inf or nan */
        return n;
    return __qrintf_group_text(b, size, n, (int)*pre, s, ns, x);
}

/* The text of __qrintf_dbl_group in a field of the width, which glibc counts in
 * characters for the floating conversions (a separator of several bytes is one), and in
 * bytes for the integer ones. x <= n, and the width and n fit the call's INT_MAX bytes. */
static __attribute__((__unused__))
char *__qrintf_dblgf(char *p, const char *b, int n, unsigned pre, int flags, int width, int x)
{
    __qrintf_size w = __qrintf_width(width, &flags);
    return __qrintf_dblf(p, b, n, pre, flags, (int)w + x);
}

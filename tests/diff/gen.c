/* gen.c: writes one C program of random sprintf and snprintf calls (some of the sprintf
 * ones made printf, fprintf to stdout or dprintf to 1) for the differential
 * test (run.sh). `gen SEED COUNT`; the program prints one line per call. */
#define _POSIX_C_SOURCE 200809L
#include <float.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <wchar.h>

enum {
    BUF_SIZE = 4096,      /* the program's destination buffer */
    SPRINTF_MAX = 3000,   /* longest output a sprintf call may have, so it always fits */
    LOCAL_MAX = 1024,     /* largest exactly sized local destination array */
    MAX_DIRS = 8,
    MAX_TEXT = 64,        /* literal bytes between two directives */
    MAX_STR = 128,        /* bytes of a %s argument */
    CALLS_PER_FUNC = 10,  /* small functions: the rewritten code is slow to compile */
    CALLS_PER_LARGE = 40  /* but every fifth large (some 2,500 tokens), whose calls the
                             rewriter keeps out of line */
};

/* ---- text ---- */

typedef struct str {
    char *p;
    size_t len, cap;
} str;

static void str_add(str *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void str_add(str *s, const char *fmt, ...)
{
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (s->len + (size_t)n + 1 > s->cap) {
        s->cap = 2 * (s->len + (size_t)n + 1);
        s->p = realloc(s->p, s->cap);
        if (!s->p) {
            fputs("gen: out of memory\n", stderr);
            exit(1);
        }
    }
    va_start(ap, fmt);
    vsnprintf(s->p + s->len, s->cap - s->len, fmt, ap);
    va_end(ap);
    s->len += (size_t)n;
}

/* ---- random numbers: splitmix64, so a seed means the same program everywhere ---- */

typedef struct gen {
    uint64_t rng;
    str body;     /* statements of the function being filled */
    str helpers;  /* functions that hold one call each, written before that function */
} gen;

static uint64_t rnd(gen *g)
{
    uint64_t z = (g->rng += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static uint64_t below(gen *g, uint64_t n)
{
    return rnd(g) % n;
}

static int pct(gen *g, unsigned p)
{
    return below(g, 100) < p;
}

/* An index into weights[0..n), drawn in proportion to the weights. */
static int pick(gen *g, const int *weights, int n)
{
    int i, sum = 0, x;
    for (i = 0; i < n; i++)
        sum += weights[i];
    x = (int)below(g, (uint64_t)sum);
    for (i = 0; x >= weights[i]; i++)
        x -= weights[i];
    return i;
}

#define PICK(g, w) pick(g, w, (int)(sizeof w / sizeof w[0]))

/* ---- argument types ---- */

typedef enum arg_type {
    T_NONE, T_INT, T_UINT, T_LONG, T_ULONG, T_LLONG, T_ULLONG, T_INTMAX, T_UINTMAX,
    T_SIZE, T_SSIZE, T_PTRDIFF, T_I8, T_U16, T_I32, T_U32, T_I64, T_U64, T_UPTR,
    T_DOUBLE, T_LDOUBLE, T_STR, T_WSTR, T_WINT, T_PTR, T_COUNT
} arg_type;

typedef struct type_info {
    const char *name;  /* the argument's C type */
    const char *opq;   /* its opaque identity function in the generated program */
    int bits;          /* integer types: width in bits; 0 for the others */
    int is_signed;
} type_info;

#define INT_TYPE(t, opq, s) { #t, opq, (int)(8 * sizeof(t)), s }

static const type_info types[T_COUNT] = {
    [T_NONE] = { "void", "", 0, 0 },
    [T_INT] = INT_TYPE(int, "opq_int", 1),
    [T_UINT] = INT_TYPE(unsigned, "opq_uint", 0),
    [T_LONG] = INT_TYPE(long, "opq_long", 1),
    [T_ULONG] = INT_TYPE(unsigned long, "opq_ulong", 0),
    [T_LLONG] = INT_TYPE(long long, "opq_llong", 1),
    [T_ULLONG] = INT_TYPE(unsigned long long, "opq_ullong", 0),
    [T_INTMAX] = INT_TYPE(intmax_t, "opq_intmax", 1),
    [T_UINTMAX] = INT_TYPE(uintmax_t, "opq_uintmax", 0),
    [T_SIZE] = INT_TYPE(size_t, "opq_size", 0),
    [T_SSIZE] = INT_TYPE(ssize_t, "opq_ssize", 1),
    [T_PTRDIFF] = INT_TYPE(ptrdiff_t, "opq_ptrdiff", 1),
    [T_I8] = INT_TYPE(int8_t, "opq_i8", 1),
    [T_U16] = INT_TYPE(uint16_t, "opq_u16", 0),
    [T_I32] = INT_TYPE(int32_t, "opq_i32", 1),
    [T_U32] = INT_TYPE(uint32_t, "opq_u32", 0),
    [T_I64] = INT_TYPE(int64_t, "opq_i64", 1),
    [T_U64] = INT_TYPE(uint64_t, "opq_u64", 0),
    [T_UPTR] = INT_TYPE(uintptr_t, "opq_uptr", 0),
    [T_DOUBLE] = { "double", "opq_double", 0, 1 },
    [T_LDOUBLE] = { "long double", "opq_ldouble", 0, 1 },
    [T_STR] = { "const char *", "opq_str", 0, 0 },
    [T_WSTR] = { "const wchar_t *", "opq_wstr", 0, 0 },
    [T_WINT] = { "wint_t", "opq_wint", 0, 0 },
    [T_PTR] = { "void *", "opq_ptr", 0, 0 },
};

/* Length modifiers of d i o u x X (C11 7.21.6.1p7) and the argument types they take.
 * hh and h take an int whose value is converted, so wider values are generated too. */
typedef struct int_length {
    const char *len;
    arg_type sig, uns;  /* argument type for d i, and for o u x X */
    int narrow;         /* bits the value is converted to, or 0 */
    int weight;
} int_length;

static const int_length int_lengths[] = {
    { "", T_INT, T_UINT, 0, 40 },
    { "hh", T_INT, T_INT, 8, 7 },
    { "h", T_INT, T_INT, 16, 7 },
    { "l", T_LONG, T_ULONG, 0, 10 },
    { "ll", T_LLONG, T_ULLONG, 0, 10 },
    { "j", T_INTMAX, T_UINTMAX, 0, 5 },
    { "z", T_SSIZE, T_SIZE, 0, 6 },
    { "t", T_PTRDIFF, T_SIZE, 0, 5 },
};

/* <inttypes.h> macros: the format spells them as "%" PRIu64, and they end in the
 * conversion character. */
typedef struct pri_macro {
    const char *name, *expansion;
    arg_type type;
} pri_macro;

static const pri_macro pri_macros[] = {
    { "PRId8", PRId8, T_I8 }, { "PRIu16", PRIu16, T_U16 }, { "PRIx16", PRIx16, T_U16 },
    { "PRId32", PRId32, T_I32 }, { "PRIi32", PRIi32, T_I32 }, { "PRIu32", PRIu32, T_U32 },
    { "PRIx32", PRIx32, T_U32 }, { "PRId64", PRId64, T_I64 }, { "PRIu64", PRIu64, T_U64 },
    { "PRIx64", PRIx64, T_U64 }, { "PRIX64", PRIX64, T_U64 }, { "PRIo64", PRIo64, T_U64 },
    { "PRIdMAX", PRIdMAX, T_INTMAX }, { "PRIuPTR", PRIuPTR, T_UPTR },
    { "PRIxPTR", PRIxPTR, T_UPTR },
};

/* Wide strings for %ls: ASCII only, as the program runs in the "C" locale. */
static const struct {
    const char *text;
    const wchar_t *wide;
} wide_strings[] = {
    { "", L"" }, { "w", L"w" }, { "wide", L"wide" }, { "a longer wide string", L"a longer wide string" },
};

/* ---- conversions ---- */

typedef enum conv_kind { K_SIGNED, K_UNSIGNED, K_CHAR, K_STRING, K_POINTER, K_PERCENT, K_FLOAT } conv_kind;

typedef struct conv_info {
    char conv;
    const char *flags;  /* the flags C11 7.21.6.1p6 defines for it */
    int has_prec;       /* precision is defined for it */
    conv_kind kind;
    int weight;         /* in calls without floating point */
    int float_weight;   /* when a floating-point directive is wanted */
} conv_info;

static const conv_info convs[] = {
    { 'd', "-+ 0", 1, K_SIGNED, 14, 0 },
    { 'i', "-+ 0", 1, K_SIGNED, 4, 0 },
    { 'u', "-+ 0", 1, K_UNSIGNED, 9, 0 },
    { 'o', "-+ #0", 1, K_UNSIGNED, 4, 0 },
    { 'x', "-+ #0", 1, K_UNSIGNED, 8, 0 },
    { 'X', "-+ #0", 1, K_UNSIGNED, 4, 0 },
    { 'c', "-+ ", 0, K_CHAR, 6, 0 },
    { 's', "-+ ", 1, K_STRING, 14, 0 },
    { 'p', "-+ ", 0, K_POINTER, 4, 0 },
    { '%', "", 0, K_PERCENT, 3, 0 },
    { 'f', "-+ #0", 1, K_FLOAT, 0, 4 },
    { 'F', "-+ #0", 1, K_FLOAT, 0, 1 },
    { 'e', "-+ #0", 1, K_FLOAT, 0, 3 },
    { 'E', "-+ #0", 1, K_FLOAT, 0, 1 },
    { 'g', "-+ #0", 1, K_FLOAT, 0, 4 },
    { 'G', "-+ #0", 1, K_FLOAT, 0, 1 },
    { 'a', "-+ #0", 1, K_FLOAT, 0, 2 },
    { 'A', "-+ #0", 1, K_FLOAT, 0, 1 },
};

enum { NCONVS = sizeof convs / sizeof convs[0] };

static const conv_info *conv_lookup(char conv)
{
    int i;
    for (i = 0; convs[i].conv != conv; i++)
        ;
    return &convs[i];
}

static const conv_info *conv_pick(gen *g, int want_float)
{
    int w[NCONVS], i;
    for (i = 0; i < NCONVS; i++)
        w[i] = want_float ? convs[i].float_weight : convs[i].weight;
    return &convs[pick(g, w, NCONVS)];
}

/* ---- the model of one call ---- */

typedef struct directive {
    char conv;               /* conversion character; '%' for %% */
    char head[64];           /* between '%' (or "N$") and the length: flags, width, precision */
    const char *len;         /* length modifier as written */
    const pri_macro *pri;    /* the macro that spells length and conversion, or NULL */
    int nstars, stars[2];    /* '*' arguments: the width's, then the precision's */
    int argno;               /* positional %N$, or 0 */
    arg_type type;
    uint64_t u;              /* integers as a bit pattern; %ls: index into wide_strings */
    long double f;
    int is_null;             /* %s of a null pointer */
    char str[MAX_STR + 1];
} directive;

/* DST_STREAM: the call is printf, fprintf(stdout, ...) or dprintf(1, ...), its text
 * written into the program's output. */
typedef enum dst_kind { DST_BUF, DST_LOCAL, DST_NULL, DST_STREAM } dst_kind;

typedef enum ctx_kind {
    CTX_ASSIGN, CTX_PAREN, CTX_ADD, CTX_IF, CTX_ARG, CTX_TERNARY, CTX_TERNARY_ELSE,
    CTX_COMMA, CTX_UNUSED, CTX_FOR, CTX_DO, CTX_INIT, CTX_FUNC, CTX_COUNT
} ctx_kind;

typedef struct call {
    int index;
    int is_snprintf, positional, literal_args, multiline;
    int ndirs;
    directive dirs[MAX_DIRS];
    unsigned char text[MAX_DIRS + 1][MAX_TEXT];  /* before each directive, then after the last */
    size_t text_len[MAX_DIRS + 1];
    int nul_tail;            /* the format goes on after an embedded NUL */
    long long total;         /* what glibc returns: the output length, or -1 */
    dst_kind dst;
    int stream;              /* DST_STREAM: 0 printf, 1 fprintf to stdout, 2 dprintf to 1 */
    size_t off, size;        /* destination offset in buf; snprintf's size */
    ctx_kind ctx;
} call;

/* ---- values ---- */

static uint64_t mask(int bits)
{
    return bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
}

static int64_t sign_extend(uint64_t u, int bits)
{
    uint64_t top = (uint64_t)1 << (bits - 1);
    u &= mask(bits);
    return u & top ? -(int64_t)(mask(bits) - u) - 1 : (int64_t)u;
}

/* Values where digit counts, signs and bounds change: 0, 1, the extremes and their
 * neighbours, powers of ten and two and their neighbours; each possibly negated. */
static uint64_t edge_value(gen *g, int bits, int is_signed)
{
    uint64_t m = mask(bits), max = is_signed ? m >> 1 : m, x, p = 1;
    int k;
    switch (below(g, 5)) {
    case 0:
        x = below(g, 2);
        break;
    case 1:
        x = max - below(g, 2);
        break;
    case 2: /* the minimum and its successor (all ones for unsigned) */
        return is_signed ? (max + 1 + below(g, 2)) & m : m;
    case 3:
        for (k = (int)below(g, 20); k > 0 && p <= max / 10; k--)
            p *= 10;
        x = p - 1 + below(g, 3);
        break;
    default:
        p <<= below(g, (uint64_t)(bits - is_signed));
        x = p - 1 + below(g, 3);
        break;
    }
    if (x > max)
        x = max;
    if (is_signed && below(g, 2))
        x = 0 - x;
    return x & m;
}

/* A value of uniformly random bit length, so small and large magnitudes are as likely. */
static uint64_t random_value(gen *g, int bits, int is_signed)
{
    int len = 1 + (int)below(g, (uint64_t)bits);
    uint64_t x = (rnd(g) & mask(len)) | (uint64_t)1 << (len - 1);
    if (is_signed && len < bits && below(g, 2))
        x = 0 - x;
    return x & mask(bits);
}

/* hh and h: values around the narrow type's bounds and beyond them, which the
 * conversion must wrap (C11 7.21.6.1p7). */
static uint64_t narrow_value(gen *g, int narrow)
{
    static const int edges[] = {
        -1, 0, 127, 128, 255, 256, 300, -127, -128, -129, -255, -256, -300,
        32767, 32768, 65535, 65536, 70000, -32767, -32768, -32769, -65536, -70000
    };
    if (pct(g, 40))
        return (uint64_t)(int64_t)edges[below(g, sizeof edges / sizeof edges[0])] & mask(32);
    return (uint64_t)sign_extend(random_value(g, narrow + 4, 1), narrow + 4) & mask(32);
}

static uint64_t int_value(gen *g, arg_type t, int narrow)
{
    int bits = types[t].bits, s = types[t].is_signed;
    if (narrow && pct(g, 60))
        return narrow_value(g, narrow);
    return pct(g, 50) ? edge_value(g, bits, s) : random_value(g, bits, s);
}

/* %c: printable characters mostly, then NUL, controls, bytes >= 0x80, values beyond
 * unsigned char that the conversion wraps (C11 7.21.6.1p8). */
static uint64_t char_value(gen *g)
{
    static const int edges[] = { 0, '\n', '\t', '\'', '\\', 127, 128, 255, 256 + 'A', -1, -128, 1000 };
    if (pct(g, 60))
        return ' ' + below(g, 95);
    if (pct(g, 70))
        return (uint64_t)(int64_t)edges[below(g, sizeof edges / sizeof edges[0])] & mask(32);
    return random_value(g, 32, 1);
}

static uint64_t pointer_value(gen *g)
{
    switch (below(g, 6)) {
    case 0:
    case 1:
        return 0;
    case 2:
        return 1 + below(g, 4096);
    case 3:
        return pct(g, 50) ? ~(uint64_t)0 : (uint64_t)1 << 63;
    default:
        return rnd(g) >> (16 + below(g, 40));
    }
}

/* Floating-point values: roundings at digit boundaries, %g's switch points, extremes,
 * infinities and NaNs, then random ones. %Lf is kept below 2^1100 so it fits the buffer. */
static long double float_value(gen *g, int is_long, int conv)
{
    static const double edges[] = {
        0.0, 0.5, 1.0, 0.1, 0.05, 0.125, 2.5, 9.5, 99.5, 999999.5, 1e-5, 1e-4, 1e6,
        1e15, 1e16, 1e17, 123456789.0, 1e21, 1e300, DBL_MAX, DBL_MIN, 0x1p-1074, 0.3
    };
    static const long double long_edges[] = { LDBL_MAX, LDBL_MIN, 0x1p-16445L, 0x1.fffffffffffffffep0L };
    int fixed = conv == 'f' || conv == 'F', e;
    long double x;
    if (pct(g, 5))
        x = pct(g, 50) ? (long double)HUGE_VAL : (long double)NAN;
    else if (is_long && !fixed && pct(g, 10))
        x = long_edges[below(g, sizeof long_edges / sizeof long_edges[0])];
    else if (pct(g, 40))
        x = edges[below(g, sizeof edges / sizeof edges[0])];
    else {
        e = pct(g, 70) ? (int)below(g, 111) - 40
            : is_long && !fixed ? (int)below(g, 32820) - 16440
            : (int)below(g, 2098) - 1074;
        x = is_long ? ldexpl((long double)(rnd(g) | (uint64_t)1 << 63), e - 63)
                    : ldexp((double)(rnd(g) >> 11 | (uint64_t)1 << 52), e - 52);
    }
    return pct(g, 50) ? -x : x;
}

/* Literal text: mostly printable ASCII, then what needs care in C source: quotes,
 * backslashes, "??" that would make a trigraph, controls, UTF-8 and stray high bytes. */
static size_t gen_text(gen *g, unsigned char *out, size_t max, int allow_percent)
{
    static const char *const specials[] = {
        "\"", "\\", "\n", "\t", "\r", "\x7f", "\x01", "\x1b", "?\?=", "?\?/", "?\?'", "?\?(",
        "?\?)", "?\?!", "?\?<", "?\?>", "?\?-", "?", "\xc3\xa9", "\xe2\x82\xac", "'"
    };
    size_t n = 0, k;
    const char *s;
    while (n < max) {
        unsigned c = (unsigned)below(g, 100);
        if (c < 85) {
            unsigned char ch = (unsigned char)(' ' + below(g, 95));
            if (ch != '%' || allow_percent)
                out[n++] = ch;
        } else if (c < 96) {
            s = specials[below(g, sizeof specials / sizeof specials[0])];
            k = strlen(s);
            if (n + k > max)
                break;
            memcpy(out + n, s, k);
            n += k;
        } else {
            out[n++] = (unsigned char)(0x80 + below(g, 128));
        }
    }
    return n;
}

/* %s arguments: rarely a null pointer (glibc prints "(null)"), then empty, one byte,
 * words, long words, and text with escapes, high bytes and '%'. */
static void gen_string(gen *g, directive *d)
{
    static const struct {
        size_t min, max;
        int words;
    } kinds[] = { { 0, 0, 1 }, { 1, 1, 0 }, { 2, 12, 1 }, { 80, 128, 1 }, { 1, 30, 0 } };
    static const int weights[] = { 10, 10, 40, 10, 30 };
    int k = PICK(g, weights);
    size_t n = kinds[k].min + below(g, kinds[k].max - kinds[k].min + 1), i;
    if (pct(g, 3)) {
        d->is_null = 1;
        return;
    }
    if (kinds[k].words) {
        for (i = 0; i < n; i++)
            d->str[i] = (char)(pct(g, 15) ? ' ' : 'a' + below(g, 26));
        d->str[n] = 0;
    } else {
        d->str[gen_text(g, (unsigned char *)d->str, n, 1)] = 0;
    }
}

/* ---- directives ---- */

static void head_add(directive *d, const char *s)
{
    size_t n = strlen(d->head);
    snprintf(d->head + n, sizeof d->head - n, "%s", s);
}

/* Any subset of the flags the conversion defines, in any order, now and then one
 * repeated; rarely the POSIX grouping flag "'" where it applies. */
static void gen_flags(gen *g, directive *d, const conv_info *ci)
{
    char f[16], t;
    size_t n = 0, i, j;
    const char *p;
    for (p = ci->flags; *p; p++) {
        if (pct(g, 20))
            f[n++] = *p;
        if (pct(g, 2))
            f[n++] = *p;
    }
    if (strchr("diufFgG", ci->conv) && below(g, 200) == 0)
        f[n++] = '\'';
    for (i = n; i > 1; i--) {
        j = below(g, i);
        t = f[i - 1];
        f[i - 1] = f[j];
        f[j] = t;
    }
    f[n] = 0;
    head_add(d, f);
}

/* Widths and precisions too large for an int make glibc fail with EOVERFLOW. */
static const char *const huge_numbers[] = { "2147483648", "4294967296", "99999999999999999999" };

/* Width: a number, '*' (negative means '-', C11 7.21.6.1p5), rarely huge. Large '*'
 * widths only for snprintf, which truncates. */
static void gen_width(gen *g, const call *c, directive *d)
{
    static const int stars[] = { 0, 1, -1, 2, -2, 5, -5, 10, -10, 20, -20, 40, -40, 100, -100, 200, -200 };
    unsigned u = (unsigned)below(g, 1000);
    int w = 0;
    char num[24];
    if (u < 450)
        return;
    if (u < 750)
        w = 1 + (int)below(g, 20);
    else if (u < 850)
        w = 21 + (int)below(g, 20);
    else if (u < 880)
        w = 100 + (int)below(g, 101);
    else if (u < 997) {
        if (c->positional)
            return;
        head_add(d, "*");
        w = c->is_snprintf && pct(g, 3) ? (1 << 16) + (int)below(g, 1 << 20)
            : stars[below(g, sizeof stars / sizeof stars[0])];
        d->stars[d->nstars++] = pct(g, 50) ? w : -w;
        return;
    } else {
        head_add(d, huge_numbers[below(g, 3)]);
        return;
    }
    snprintf(num, sizeof num, "%d", w);
    head_add(d, num);
}

/* Precision: a number (sometimes with leading zeros), a lone '.', or '*' (negative
 * means none, C11 7.21.6.1p5); rarely huge. */
static void gen_precision(gen *g, const call *c, directive *d, const conv_info *ci)
{
    static const int stars[] = { -1, -2, -100, INT_MIN, 0, 1, 2, 3, 5, 6, 7, 10, 17, 30, 60 };
    unsigned u = (unsigned)below(g, 1000);
    char num[24];
    if (u < 500)
        return;
    if (u < 550) {
        head_add(d, ".");
    } else if (u < 860) {
        int p = u < 800 ? (int)below(g, 21) : 21 + (int)below(g, 40);
        snprintf(num, sizeof num, pct(g, 10) ? ".00%d" : ".%d", p);
        head_add(d, num);
    } else if (u < 997) {
        if (c->positional)
            return;
        head_add(d, ".*");
        d->stars[d->nstars++] = ci->kind == K_STRING && pct(g, 3) ? INT_MAX
                                : stars[below(g, sizeof stars / sizeof stars[0])];
    } else {
        head_add(d, ".");
        head_add(d, huge_numbers[below(g, 3)]);
    }
}

/* Length modifier, argument type and value. */
static void gen_argument(gen *g, directive *d, const conv_info *ci)
{
    int w[sizeof int_lengths / sizeof int_lengths[0]];
    const int_length *il;
    size_t i;
    switch (ci->kind) {
    case K_SIGNED:
    case K_UNSIGNED:
        if (d->pri) {
            d->type = d->pri->type;
            d->u = int_value(g, d->type, 0);
            return;
        }
        for (i = 0; i < sizeof w / sizeof w[0]; i++)
            w[i] = int_lengths[i].weight;
        il = &int_lengths[PICK(g, w)];
        d->len = il->len;
        d->type = ci->kind == K_SIGNED ? il->sig : il->uns;
        d->u = int_value(g, d->type, il->narrow);
        return;
    case K_CHAR:
        d->len = pct(g, 2) ? "l" : "";
        d->type = *d->len ? T_WINT : T_INT;
        d->u = *d->len ? (pct(g, 10) ? 0 : 'a' + below(g, 26)) : char_value(g);
        return;
    case K_STRING:
        d->len = pct(g, 2) ? "l" : "";
        d->type = *d->len ? T_WSTR : T_STR;
        if (*d->len)
            d->u = below(g, sizeof wide_strings / sizeof wide_strings[0]);
        else
            gen_string(g, d);
        return;
    case K_POINTER:
        d->type = T_PTR;
        d->u = pointer_value(g);
        return;
    case K_FLOAT:
        i = below(g, 100);
        d->len = i < 20 ? "L" : i < 23 ? "l" : "";
        d->type = i < 20 ? T_LDOUBLE : T_DOUBLE;
        d->f = float_value(g, d->type == T_LDOUBLE, ci->conv);
        return;
    case K_PERCENT:
        return;
    }
}

static void gen_directive(gen *g, const call *c, directive *d, int want_float)
{
    const conv_info *ci = conv_pick(g, want_float);
    memset(d, 0, sizeof *d);
    d->len = "";
    if ((ci->kind == K_SIGNED || ci->kind == K_UNSIGNED) && pct(g, 8)) {
        d->pri = &pri_macros[below(g, sizeof pri_macros / sizeof pri_macros[0])];
        ci = conv_lookup(d->pri->expansion[strlen(d->pri->expansion) - 1]);
    }
    d->conv = ci->conv;
    if (ci->kind == K_PERCENT)
        return;
    gen_flags(g, d, ci);
    gen_width(g, c, d);
    if (ci->has_prec)
        gen_precision(g, c, d, ci);
    gen_argument(g, d, ci);
}

/* Positional formats (POSIX %N$) number every argument; here in a shuffled order. */
static void number_arguments(gen *g, call *c)
{
    int perm[MAX_DIRS], n = 0, i, j, t;
    for (i = 0; i < c->ndirs; i++)
        if (c->dirs[i].conv != '%') {
            perm[n] = n + 1;
            n++;
        }
    for (i = n; i > 1; i--) {
        j = (int)below(g, (uint64_t)i);
        t = perm[i - 1];
        perm[i - 1] = perm[j];
        perm[j] = t;
    }
    for (i = 0, j = 0; i < c->ndirs; i++)
        if (c->dirs[i].conv != '%')
            c->dirs[i].argno = perm[j++];
}

static size_t text_length(gen *g)
{
    static const int weights[] = { 40, 40, 15, 5 };
    switch (PICK(g, weights)) {
    case 0:
        return 0;
    case 1:
        return 1 + below(g, 6);
    case 2:
        return 7 + below(g, 14);
    default:
        return 30 + below(g, 31);
    }
}

/* About one call in ten has floating-point directives, which qrintf leaves to libc. */
static void gen_format(gen *g, call *c)
{
    static const int ndirs_weights[MAX_DIRS + 1] = { 5, 30, 25, 18, 10, 6, 3, 2, 1 };
    int floats = pct(g, 10), forced, i;
    c->is_snprintf = pct(g, 55);
    c->positional = pct(g, 3);
    c->literal_args = pct(g, 10);
    c->ndirs = PICK(g, ndirs_weights);
    forced = floats && c->ndirs ? (int)below(g, (uint64_t)c->ndirs) : -1;
    for (i = 0; i <= c->ndirs; i++) {
        c->text_len[i] = gen_text(g, c->text[i], text_length(g), 0);
        if (i < c->ndirs)
            gen_directive(g, c, &c->dirs[i], i == forced || (floats && pct(g, 25)));
    }
    c->nul_tail = pct(g, 1);
    if (c->positional)
        number_arguments(g, c);
}

/* ---- what glibc makes of it: the generator runs on the same C library ---- */

/* Bytes one directive writes, by glibc formatting it alone; -1 for an error. */
static int eval_directive(const directive *d)
{
    const type_info *t = &types[d->type];
    int64_t s = t->bits ? sign_extend(d->u, t->bits) : 0;
    uint64_t u = d->u;
    const char *str = d->is_null ? NULL : d->str;
    char spec[96];
    if (d->conv == '%')
        return 1;
    if (d->pri)
        snprintf(spec, sizeof spec, "%%%s%s", d->head, d->pri->expansion);
    else
        snprintf(spec, sizeof spec, "%%%s%s%c", d->head, d->len, d->conv);
#define EVAL(x) (d->nstars == 0 ? snprintf(NULL, 0, spec, x) \
                 : d->nstars == 1 ? snprintf(NULL, 0, spec, d->stars[0], x) \
                 : snprintf(NULL, 0, spec, d->stars[0], d->stars[1], x))
    switch (d->type) {
    case T_INT: return EVAL((int)s);
    case T_UINT: return EVAL((unsigned)u);
    case T_LONG: return EVAL((long)s);
    case T_ULONG: return EVAL((unsigned long)u);
    case T_LLONG: return EVAL((long long)s);
    case T_ULLONG: return EVAL((unsigned long long)u);
    case T_INTMAX: return EVAL((intmax_t)s);
    case T_UINTMAX: return EVAL((uintmax_t)u);
    case T_SIZE: return EVAL((size_t)u);
    case T_SSIZE: return EVAL((ssize_t)s);
    case T_PTRDIFF: return EVAL((ptrdiff_t)s);
    case T_I8: return EVAL((int8_t)s);
    case T_U16: return EVAL((uint16_t)u);
    case T_I32: return EVAL((int32_t)s);
    case T_U32: return EVAL((uint32_t)u);
    case T_I64: return EVAL((int64_t)s);
    case T_U64: return EVAL((uint64_t)u);
    case T_UPTR: return EVAL((uintptr_t)u);
    case T_DOUBLE: return EVAL((double)d->f);
    case T_LDOUBLE: return EVAL(d->f);
    case T_STR: return EVAL(str);
    case T_WSTR: return EVAL(wide_strings[u].wide);
    case T_WINT: return EVAL((wint_t)u);
    case T_PTR: return EVAL((void *)(uintptr_t)u);
    case T_NONE:
    case T_COUNT:
        break;
    }
#undef EVAL
    return 0;
}

static void eval_call(call *c)
{
    long long total = (long long)c->text_len[c->ndirs];
    int i, n;
    for (i = 0; i < c->ndirs; i++) {
        n = eval_directive(&c->dirs[i]);
        if (n < 0) {
            c->total = -1;
            return;
        }
        total += (long long)c->text_len[i] + n;
    }
    c->total = total > INT_MAX ? -1 : total;
}

/* ---- where the output goes and how the call is written ---- */

/* snprintf sizes cluster where truncation starts: 0, 1, 2, the output length and its
 * neighbours; sprintf always has room. Exactly sized local arrays let a sanitizer see
 * any write past the end. */
static void gen_destination(gen *g, call *c)
{
    static const int weights[] = { 8, 4, 6, 4, 15, 12, 8, 12, 10, 21 };
    size_t need = c->total < 0 ? 16 : (size_t)c->total, room;
    c->off = below(g, 64);
    room = BUF_SIZE - c->off;
    c->dst = DST_BUF;
    if (!c->is_snprintf) {
        c->size = need + 1;
        if (c->total >= 0 && c->size <= LOCAL_MAX && pct(g, 12))
            c->dst = DST_LOCAL;
        else if (pct(g, 25)) {
            c->dst = DST_STREAM;
            c->stream = (int)below(g, 3);
        }
        return;
    }
    switch (PICK(g, weights)) {
    case 0: c->dst = DST_NULL; c->size = 0; return;
    case 1: c->size = 0; break;
    case 2: c->size = 1; break;
    case 3: c->size = 2; break;
    case 4: c->size = 3 + below(g, 14); break;
    case 5: c->size = need; break;
    case 6: c->size = need ? need - 1 : 0; break;
    case 7: c->size = need + 1; break;
    case 8: c->size = below(g, need + 9); break;
    default: c->size = room; break;
    }
    if (c->size > room)
        c->size = room;
    if (c->size > 0 && c->size <= LOCAL_MAX && pct(g, 15))
        c->dst = DST_LOCAL;
}

static void gen_context(gen *g, call *c)
{
    static const int weights[CTX_COUNT] = { 35, 5, 6, 8, 8, 5, 3, 5, 6, 4, 3, 5, 7 };
    do
        c->ctx = (ctx_kind)PICK(g, weights);
    while (c->ctx == CTX_UNUSED && c->dst == DST_NULL);
    c->multiline = pct(g, 5);
}

/* Whether the compiler may make the call one of a string function (sprintf's strcpy,
 * printf's puts, fprintf's fputs): its format, up to a NUL, is one plain %s with at most
 * a newline after it. A null string there, which glibc prints as "(null)", would go to
 * that function, and crash the program built plainly as well as through qrintf, while
 * the reference, built with -fno-builtin, prints it: such a call gets an empty string. */
static int bare_string_format(const call *c)
{
    const directive *d = &c->dirs[0];
    return c->ndirs == 1 && d->conv == 's' && !d->head[0] && c->text_len[0] == 0 &&
           (c->text_len[1] == 0 || (c->text_len[1] == 1 && c->text[1][0] == '\n'));
}

static void gen_call(gen *g, call *c, int index)
{
    do {
        gen_format(g, c);
        if (bare_string_format(c) && c->dirs[0].is_null) {
            c->dirs[0].is_null = 0;
            c->dirs[0].str[0] = 0;
        }
        eval_call(c);
    } while (!c->is_snprintf && c->total > SPRINTF_MAX);
    c->index = index;
    gen_destination(g, c);
    gen_context(g, c);
}

/* ---- C source ---- */

/* Length of a UTF-8 sequence at b that compilers take without complaint, else 0. */
static size_t utf8_length(const unsigned char *b, size_t n)
{
    if (n >= 2 && b[0] >= 0xc2 && b[0] <= 0xdf && (b[1] & 0xc0) == 0x80)
        return 2;
    if (n >= 3 && b[0] >= 0xe1 && b[0] <= 0xef && b[0] != 0xed && (b[1] & 0xc0) == 0x80
        && (b[2] & 0xc0) == 0x80)
        return 3;
    return 0;
}

/* One byte inside a string literal, spelled one of the equivalent ways. A '?' after a
 * '?' is escaped so no trigraph forms; a hex digit after a hex escape starts a new
 * literal. Returns whether a hex escape was written. */
static int emit_byte(gen *g, str *o, unsigned char c, int after_hex, int *after_q)
{
    int q = *after_q;
    *after_q = c == '?';
    switch (c) {
    case '"': str_add(o, "\\\""); return 0;
    case '\\': str_add(o, "\\\\"); return 0;
    case '\n': str_add(o, "\\n"); return 0;
    case '\t': str_add(o, "\\t"); return 0;
    case '?': str_add(o, q ? "\\?" : "?"); return 0;
    }
    if (c >= 0x80 || c < 0x20 || c == 0x7f || pct(g, 5)) {
        if (pct(g, 50)) {
            str_add(o, "\\%03o", c);
            return 0;
        }
        str_add(o, "\\x%02x", c);
        return 1;
    }
    if (after_hex && strchr("0123456789abcdefABCDEF", c))
        str_add(o, "\" \"");
    str_add(o, "%c", c);
    return 0;
}

/* Bytes as the inside of a string literal, split into adjacent literals ("ab" "cd")
 * at split_per_mille of the byte boundaries. */
static void emit_bytes(gen *g, str *o, const unsigned char *b, size_t n, unsigned split_per_mille)
{
    int after_hex = 0, after_q = 0;
    size_t i = 0, k;
    while (i < n) {
        if (split_per_mille && below(g, 1000) < split_per_mille) {
            str_add(o, pct(g, 20) ? "\"\n        \"" : "\" \"");
            after_hex = after_q = 0;
        }
        k = utf8_length(b + i, n - i);
        if (k && pct(g, 50)) {
            str_add(o, "%.*s", (int)k, (const char *)b + i);
            after_hex = after_q = 0;
            i += k;
        } else {
            after_hex = emit_byte(g, o, b[i++], after_hex, &after_q);
        }
    }
}

/* The format as the compiler sees it after concatenation, with the places where an
 * <inttypes.h> macro stands. */
typedef struct format_bytes {
    unsigned char b[MAX_DIRS * (MAX_TEXT + 96) + MAX_TEXT + 32];
    size_t n;
    size_t macro_at[MAX_DIRS];
    const char *macro[MAX_DIRS];
    int nmacros;
} format_bytes;

static void fb_add(format_bytes *f, const void *p, size_t n)
{
    memcpy(f->b + f->n, p, n);
    f->n += n;
}

static void build_format(const call *c, format_bytes *f)
{
    static const char nul_tail[] = "\0 and %d after it";
    char spec[96];
    int i, n;
    f->n = 0;
    f->nmacros = 0;
    for (i = 0; i < c->ndirs; i++) {
        const directive *d = &c->dirs[i];
        fb_add(f, c->text[i], c->text_len[i]);
        if (d->conv == '%') {
            fb_add(f, "%%", 2);
            continue;
        }
        n = d->argno ? snprintf(spec, sizeof spec, "%%%d$%s", d->argno, d->head)
                     : snprintf(spec, sizeof spec, "%%%s", d->head);
        fb_add(f, spec, (size_t)n);
        if (d->pri) {
            f->macro_at[f->nmacros] = f->n;
            f->macro[f->nmacros++] = d->pri->name;
        } else {
            n = snprintf(spec, sizeof spec, "%s%c", d->len, d->conv);
            fb_add(f, spec, (size_t)n);
        }
    }
    fb_add(f, c->text[c->ndirs], c->text_len[c->ndirs]);
    if (c->nul_tail)
        fb_add(f, nul_tail, sizeof nul_tail - 1);
}

/* The format as written at the call: a literal, split over lines now and then, with the
 * PRI macros between its pieces, and now and then in parentheses. */
static void emit_format(gen *g, str *o, const call *c)
{
    format_bytes f;
    unsigned split = pct(g, 20) ? 40 : 0;
    size_t pos = 0;
    int i;
    int paren = pct(g, 5); /* as a macro passes it: (s) */
    build_format(c, &f);
    str_add(o, paren ? "(\"" : "\"");
    for (i = 0; i < f.nmacros; i++) {
        emit_bytes(g, o, f.b + pos, f.macro_at[i] - pos, split);
        str_add(o, "\" %s \"", f.macro[i]);
        pos = f.macro_at[i];
    }
    emit_bytes(g, o, f.b + pos, f.n - pos, split);
    str_add(o, paren ? "\")" : "\"");
}

/* An integer constant of type name (NULL: plain int or unsigned); the minimum is spelled
 * as an expression, since -9223372036854775808 is not a constant of a signed type. */
static void emit_int(str *o, const char *name, uint64_t u, int bits, int is_signed)
{
    int64_t s = sign_extend(u, bits), max = (int64_t)(mask(bits) >> 1);
    const char *suffix = name ? (is_signed ? "LL" : "ULL") : (is_signed ? "" : "u");
    if (name)
        str_add(o, "(%s)", name);
    if (is_signed && s == -max - 1)
        str_add(o, "(-%" PRId64 "%s - 1)", max, suffix);
    else if (is_signed)
        str_add(o, "%" PRId64 "%s", s, suffix);
    else
        str_add(o, "%" PRIu64 "%s", u & mask(bits), suffix);
}

/* %c arguments are often character constants: 'a', '\'', '\0'. */
static int emit_char_constant(gen *g, str *o, uint64_t u)
{
    static const char *const escapes[][2] = { { "\0", "'\\0'" }, { "\n", "'\\n'" }, { "\t", "'\\t'" },
                                              { "'", "'\\''" }, { "\\", "'\\\\'" } };
    size_t i;
    if (u > 126 || pct(g, 30))
        return 0;
    for (i = 0; i < sizeof escapes / sizeof escapes[0]; i++)
        if ((unsigned char)escapes[i][0][0] == u) {
            str_add(o, "%s", escapes[i][1]);
            return 1;
        }
    if (u < ' ')
        return 0;
    str_add(o, "'%c'", (int)u);
    return 1;
}

static void emit_float(str *o, long double f, int is_long)
{
    const char *sign = signbit(f) ? "-" : "";
    if (isnan(f))
        str_add(o, "%s%s", sign, is_long ? "(long double)NAN" : "NAN");
    else if (isinf(f))
        str_add(o, "%s%s", sign, is_long ? "HUGE_VALL" : "HUGE_VAL");
    else if (is_long)
        str_add(o, "%LaL", f);
    else
        str_add(o, "%a", (double)f);
}

static void emit_literal(gen *g, str *o, const directive *d)
{
    const type_info *t = &types[d->type];
    switch (d->type) {
    case T_DOUBLE:
    case T_LDOUBLE:
        emit_float(o, d->f, d->type == T_LDOUBLE);
        return;
    case T_STR:
        if (d->is_null) {
            str_add(o, "(const char *)0");
            return;
        }
        str_add(o, "\"");
        emit_bytes(g, o, (const unsigned char *)d->str, strlen(d->str), 10);
        str_add(o, "\"");
        return;
    case T_WSTR:
        str_add(o, "L\"%s\"", wide_strings[d->u].text);
        return;
    case T_WINT:
        str_add(o, "(wint_t)%d", (int)d->u);
        return;
    case T_PTR:
        str_add(o, d->u ? "(void *)(uintptr_t)0x%" PRIx64 "u" : "(void *)0", d->u);
        return;
    default:
        if (d->conv == 'c' && d->type == T_INT && emit_char_constant(g, o, d->u))
            return;
        emit_int(o, d->type == T_INT || d->type == T_UINT ? NULL : t->name, d->u, t->bits, t->is_signed);
        return;
    }
}

/* A %d, %i or %u argument whose value fits a narrower type than its own, now and then
 * spelled so that the compiler knows that range and no more, as the runtime uses it: a
 * mask of 0xffff, or the narrower type's opaque value converted (an unsigned short, an
 * unsigned or an int passed to %lu, %ld or %d). Returns whether it wrote the argument. */
static int emit_ranged_arg(gen *g, str *o, const directive *d)
{
    static const arg_type narrower[] = { T_U16, T_I32, T_U32 };
    const type_info *t = &types[d->type], *n;
    int64_t v = t->is_signed ? sign_extend(d->u, t->bits) : (int64_t)(d->u & mask(t->bits));
    arg_type fits[3];
    int i, k = 0;
    if (!t->bits || !strchr("diu", d->conv) || !pct(g, 50))
        return 0;
    for (i = 0; i < 3; i++) {
        int64_t max;
        n = &types[narrower[i]];
        max = (int64_t)(n->is_signed ? mask(n->bits) >> 1 : mask(n->bits));
        if (n->bits < t->bits && v >= (n->is_signed ? -max - 1 : 0) && v <= max)
            fits[k++] = narrower[i];
    }
    if (!k)
        return 0;
    i = (int)below(g, (uint64_t)k);
    n = &types[fits[i]];
    if (fits[i] == T_U16 && pct(g, 50)) {
        str_add(o, "(%s(", t->opq);
        emit_int(o, d->type == T_INT || d->type == T_UINT ? NULL : t->name, d->u, t->bits, t->is_signed);
        str_add(o, ") & 0xffff)");
    } else {
        str_add(o, "(%s)%s(", t->name, n->opq);
        emit_int(o, NULL, (uint64_t)v, 32, n->is_signed);
        str_add(o, ")");
    }
    return 1;
}

/* Arguments go through the opaque identity functions so the compiler cannot fold the
 * call, except in calls that test the folding of constants. A null %s stays opaque. */
static void emit_arg(gen *g, str *o, const call *c, const directive *d)
{
    int opaque = !c->literal_args || d->is_null;
    if (opaque && emit_ranged_arg(g, o, d))
        return;
    if (opaque)
        str_add(o, "%s(", types[d->type].opq);
    emit_literal(g, o, d);
    if (opaque)
        str_add(o, ")");
}

static void emit_star(str *o, const call *c, int v)
{
    str_add(o, c->literal_args ? "" : "opq_int(");
    emit_int(o, NULL, (uint64_t)(int64_t)v, 32, 1);
    str_add(o, c->literal_args ? "" : ")");
}

static void emit_args(gen *g, str *o, const call *c, const char *sep)
{
    int i, k, nargs = 0;
    if (c->positional) {
        for (i = 0; i < c->ndirs; i++)
            if (c->dirs[i].argno > nargs)
                nargs = c->dirs[i].argno;
        for (k = 1; k <= nargs; k++)
            for (i = 0; i < c->ndirs; i++)
                if (c->dirs[i].argno == k) {
                    str_add(o, "%s", sep);
                    emit_arg(g, o, c, &c->dirs[i]);
                }
        return;
    }
    for (i = 0; i < c->ndirs; i++) {
        const directive *d = &c->dirs[i];
        for (k = 0; k < d->nstars; k++) {
            str_add(o, "%s", sep);
            emit_star(o, c, d->stars[k]);
        }
        if (d->conv != '%') {
            str_add(o, "%s", sep);
            emit_arg(g, o, c, d);
        }
    }
}

/* The call itself; now and then spelled as the builtin or with the name in parentheses. */
static void emit_call_expr(gen *g, str *o, const call *c, const char *dst, const char *size)
{
    static const char *const streams[] = { "printf", "fprintf", "dprintf" };
    const char *sep = c->multiline ? ",\n            " : ", ";
    const char *name = c->dst == DST_STREAM ? streams[c->stream] : c->is_snprintf ? "snprintf" : "sprintf";
    unsigned spelling = (unsigned)below(g, 100);
    str_add(o, spelling < 3 && c->stream != 2 ? "__builtin_%s(" : spelling < 5 ? "(%s)(" : "%s(", name);
    if (c->dst == DST_STREAM)
        str_add(o, "%s", c->stream == 1 ? "stdout, " : c->stream == 2 ? "1, " : "");
    else
        str_add(o, "%s%s", dst, sep);
    if (c->is_snprintf)
        str_add(o, "%s%s", size, sep);
    emit_format(g, o, c);
    emit_args(g, o, c, sep);
    str_add(o, ")");
}

/* Destination and size as written at the call: plain, indexed, through an opaque
 * function, or from sizeof. In a function of its own the call can only use literals. */
static void dst_exprs(gen *g, const call *c, char *dst, char *size, size_t n)
{
    unsigned u = (unsigned)below(g, 100);
    int own_function = c->ctx == CTX_FUNC;
    if (c->dst == DST_NULL)
        snprintf(dst, n, "%s", u < 40 ? "NULL" : u < 70 ? "(char *)0" : "opq_dst(NULL)");
    else if (c->dst == DST_LOCAL)
        snprintf(dst, n, "a");
    else if (c->off == 0 && u < 50)
        snprintf(dst, n, "buf");
    else
        snprintf(dst, n, u < 60 ? "buf + %zu" : u < 85 ? "&buf[%zu]" : "opq_dst(buf + %zu)", c->off);
    u = (unsigned)below(g, 100);
    if (c->dst == DST_LOCAL && !own_function && u < 70)
        snprintf(size, n, "sizeof a");
    else if (c->dst == DST_BUF && c->size == BUF_SIZE - c->off && u < 50)
        snprintf(size, n, "sizeof buf - %zu", c->off);
    else
        snprintf(size, n, u < 75 ? "%zu" : "opq_size(%zu)", c->size);
}

/* How the call sits in its statement; each template takes the call and a number to
 * compare the result with (snprintf's truncation test). */
static const char *const ctx_templates[CTX_COUNT] = {
    [CTX_ASSIGN] = "r = %s;",
    [CTX_PAREN] = "r = (%s);",
    [CTX_ADD] = "r = 0;\n    r += %s;",
    [CTX_IF] = "if (%s >= %lld)\n        r = 1;\n    else\n        r = 0;",
    [CTX_ARG] = "r = pass(%s);",
    [CTX_TERNARY] = "r = opq_int(1) ? %s : -7;",
    [CTX_TERNARY_ELSE] = "r = opq_int(0) ? -7 : %s;",
    [CTX_COMMA] = "r = (opq_int(0), %s);",
    [CTX_UNUSED] = "r = -999;\n    %s;",
    [CTX_FOR] = "for (int once = 0; once < 1; once++)\n        r = %s;",
    [CTX_DO] = "do\n        r = %s;\n    while (0);",
    [CTX_INIT] = "{\n        int n = %s;\n        r = n;\n    }",
    [CTX_FUNC] = "r = site_%d(%s);",
};

/* The bytes shown: from a little before the destination to a little after the last
 * byte that may change; the rest of the buffer is covered by the hash. */
static void emit_show(str *o, const call *c)
{
    size_t need = c->total < 0 ? 64 : (size_t)c->total + 1;
    size_t span = c->is_snprintf && c->size < need ? c->size : need;
    size_t from = c->off >= 4 ? c->off - 4 : 0, to = c->off + span + 8;
    if (c->dst == DST_STREAM)
        str_add(o, "    show_text_end(%d, r);\n", c->index);
    else if (c->dst == DST_NULL)
        str_add(o, "    show_ret(%d, r);\n", c->index);
    else if (c->dst == DST_LOCAL)
        str_add(o, "    show(%d, r, a, sizeof a, 0, sizeof a);\n", c->index);
    else
        str_add(o, "    show(%d, r, buf, sizeof buf, %zu, %zu);\n", c->index, from,
                to < BUF_SIZE ? to : (size_t)BUF_SIZE);
}

static void emit_call(gen *g, const call *c)
{
    str expr = { 0 }, *o = &g->body;
    char dst[64], size[64];
    long long limit = c->is_snprintf ? (long long)c->size : c->total;
    dst_exprs(g, c, dst, size, sizeof dst);
    emit_call_expr(g, &expr, c, c->ctx == CTX_FUNC ? "d" : dst, size);
    str_add(o, "    /* call %d */\n", c->index);
    if (c->dst == DST_LOCAL)
        str_add(o, "    {\n    char a[%zu];\n    fill(a, sizeof a);\n", c->size);
    else if (c->dst == DST_BUF)
        str_add(o, "    fill(buf, sizeof buf);\n");
    else if (c->dst == DST_STREAM)
        str_add(o, "    show_text_start(%d);\n", c->index);
    if (c->ctx == CTX_FUNC) {
        str_add(&g->helpers, "/* call %d */\nstatic int site_%d(char *d)\n{\n    return %s;\n}\n/* end %d */\n\n",
                c->index, c->index, expr.p, c->index);
        str_add(o, "    ");
        str_add(o, ctx_templates[CTX_FUNC], c->index, dst);
    } else {
        str_add(o, "    ");
        str_add(o, ctx_templates[c->ctx], expr.p, limit);
    }
    str_add(o, "\n");
    emit_show(o, c);
    if (c->dst == DST_LOCAL)
        str_add(o, "    }\n");
    str_add(o, "    /* end %d */\n", c->index);
    free(expr.p);
}

/* ---- the program around the calls ---- */

static const char prologue[] =
    "#define _POSIX_C_SOURCE 200809L\n"
    "#include <inttypes.h>\n"
    "#include <math.h>\n"
    "#include <stddef.h>\n"
    "#include <stdint.h>\n"
    "#include <stdio.h>\n"
    "#include <string.h>\n"
    "#include <sys/types.h>\n"
    "#include <wchar.h>\n"
    "\n"
    "#define UNUSED __attribute__((__unused__))\n"
    "\n"
    "static int r;\n"
    "\n"
    "static UNUSED __attribute__((__noinline__)) int pass(int x)\n{\n    return x;\n}\n\n"
    "static UNUSED char *opq_dst(char *x)\n{\n    char *volatile v = x;\n    return v;\n}\n\n"
    "static void fill(char *m, size_t n)\n{\n    memset(m, 0xa5, n);\n}\n\n"
    "/* index, return value, bytes [from, to) of m in hex, FNV-1a hash of all n bytes */\n"
    "static UNUSED void show(int i, int ret, const char *m, size_t n, size_t from, size_t to)\n"
    "{\n"
    "    static const char hex[] = \"0123456789abcdef\";\n"
    "    uint64_t h = 14695981039346656037u;\n"
    "    size_t k;\n"
    "    for (k = 0; k < n; k++)\n"
    "        h = (h ^ (unsigned char)m[k]) * 1099511628211u;\n"
    "    printf(\"%d r=%d @%zu \", i, ret, from);\n"
    "    for (k = from; k < to; k++) {\n"
    "        putchar(hex[(unsigned char)m[k] >> 4]);\n"
    "        putchar(hex[(unsigned char)m[k] & 15]);\n"
    "    }\n"
    "    printf(\" #%016\" PRIx64 \"\\n\", h);\n"
    "}\n"
    "\n"
    "static UNUSED void show_ret(int i, int ret)\n{\n    printf(\"%d r=%d\\n\", i, ret);\n}\n\n"
    "/* around the text of a printf-family call, flushed for dprintf's */\n"
    "static UNUSED void show_text_start(int i)\n{\n    printf(\"%d text=\", i);\n    fflush(stdout);\n}\n\n"
    "static UNUSED void show_text_end(int i, int ret)\n{\n    printf(\"\\n%d r=%d\\n\", i, ret);\n}\n\n";

static void emit_prologue(unsigned long long seed, int count)
{
    int t;
    printf("/* Generated by tests/diff/gen %llu %d: random sprintf, snprintf and printf-family calls, each\n"
           " * followed by a line with its index, return value and destination bytes. */\n",
           seed, count);
    fputs(prologue, stdout);
    printf("static char buf[%d];\n\n", BUF_SIZE);
    for (t = T_NONE + 1; t < T_COUNT; t++)
        printf("static UNUSED %s %s(%s x)\n{\n    %s volatile v = x;\n    return v;\n}\n\n",
               types[t].name, types[t].opq, types[t].name, types[t].name);
}

static void flush_function(gen *g, int k)
{
    if (g->helpers.len)
        fputs(g->helpers.p, stdout);
    printf("static void calls_%d(void)\n{\n%s}\n\n", k, g->body.len ? g->body.p : "");
    g->helpers.len = g->body.len = 0;
}

int main(int argc, char **argv)
{
    gen g = { 0 };
    call c;
    unsigned long long seed;
    int count, i, nfuncs = 0, in_func = 0;
    if (argc != 3 || (count = atoi(argv[2])) < 0) {
        fputs("usage: gen SEED COUNT\n", stderr);
        return 2;
    }
    seed = strtoull(argv[1], NULL, 10);
    g.rng = seed;
    emit_prologue(seed, count);
    for (i = 0; i < count; i++) {
        gen_call(&g, &c, i);
        emit_call(&g, &c);
        if (++in_func == (nfuncs % 5 == 4 ? CALLS_PER_LARGE : CALLS_PER_FUNC) || i + 1 == count) {
            flush_function(&g, nfuncs++);
            in_func = 0;
        }
    }
    printf("int main(void)\n{\n");
    for (i = 0; i < nfuncs; i++)
        printf("    calls_%d();\n", i);
    printf("    puts(\"done\");\n    return 0;\n}\n");
    free(g.body.p);
    free(g.helpers.p);
    return ferror(stdout) || fflush(stdout) ? 1 : 0;
}

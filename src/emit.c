/* emit.c: the code of rewritten calls. For each distinct callee and format of a
 * translation unit, one static function, defined once, with the runtime, before any of the
 * user's code. It measures first: the longest text the call can have (the numbers at
 * their widest, the strings' lengths); when that fits the destination, the text goes
 * straight there with no check on the way, else through scratch space when it fits
 * there, else the C library formats the call (too long a text, a count past INT_MAX, a
 * fortified size check that fails; a format of numbers and characters alone, whose text
 * always fits, has no such call). For snprintf(b, sizeof b, "%s=%u\n", key, v):
 *
 *     static int __qrintf_f0(char * __qrintf_arg_d, __qrintf_size __qrintf_arg_n,
 *                            const char * __qrintf_arg0, unsigned int __qrintf_arg1)
 *     {
 *         char __qrintf_tmp[128];
 *         char *__qrintf_o, *__qrintf_p;
 *         __qrintf_size __qrintf_l0;
 *         __qrintf_l0 = __qrintf_slen(__qrintf_arg0, -1);
 *         __qrintf_p = __qrintf_o = __qrintf_at(__qrintf_arg_d, __qrintf_arg_n,
 *             (__qrintf_ull)13 + (__qrintf_ull)__qrintf_l0, __qrintf_tmp, 128);
 *         if (__builtin_expect(!__qrintf_p, 0))
 *             return __qrintf_libc_snprintf(__qrintf_arg_d, __qrintf_arg_n, "%s=%u\n",
 *                                           __qrintf_arg0, __qrintf_arg1);
 *         __qrintf_p = __qrintf_put(__qrintf_p, __qrintf_arg0, __qrintf_l0);
 *         __builtin_memcpy(__qrintf_p, "=", 1);
 *         __qrintf_p += 1;
 *         __qrintf_p = __qrintf_u32(__qrintf_p, __qrintf_arg1, 2);
 *         __builtin_memcpy(__qrintf_p, "\n", 1);
 *         __qrintf_p += 1;
 *         return __qrintf_end_n(__qrintf_arg_d, __qrintf_arg_n, __qrintf_o, __qrintf_p);
 *     }
 *
 * A call whose size is a literal 0 gets a function of its own that stores nothing (lead
 * 'z'). printf, fprintf and dprintf make their text in the scratch space, of the same
 * 128 bytes at most, and end with it handed to the stream, or the C library's call:
 *
 *         __qrintf_r = __qrintf_fput(__qrintf_stdout, __qrintf_o,
 *                                    (__qrintf_size)(__qrintf_p - __qrintf_o), 0);
 *         if (__builtin_expect(__qrintf_r != -2, 1))
 *             return __qrintf_r;
 *     __qrintf_libc:
 *         return __qrintf_libc_printf("%s=%u\n", __qrintf_arg0, __qrintf_arg1);
 *
 * or, for a printf or fprintf whose text always fits and holds no null character, with
 * the stream's call alone, which leaves what the stream refuses to the C library as
 * the text:
 *
 *         return __qrintf_fput(__qrintf_stdout, __qrintf_o,
 *                              (__qrintf_size)(__qrintf_p - __qrintf_o), 1);
 *
 * The converters are the runtime's (runtime/), mostly shared functions, with the
 * common short forms inline; the driver may carry the shared ones compiled once, as
 * assembly, in place of their C (drv_rtcache.h).
 *
 * Each call site becomes a call of it with the user's own argument expressions, which the
 * compiler evaluates as it evaluates the plain call's, and which see nothing generated but
 * the function's name. The original call stays, unevaluated, under __typeof__ at its own
 * line and column, so the compiler's format checks fire once, where the user wrote it
 * (clang would warn about side effects under sizeof, not under __typeof__):
 *
 *     ((void)(__typeof__(snprintf(b, sizeof b, "%s=%u\n", key, v)) *)0,
 *      __qrintf_f0((char *)(b), (__qrintf_size)(sizeof b), (const char *)(key),
 *                  (unsigned int)(v)))
 *
 * Line markers put the call of __qrintf_f0 in a region flagged as a system header, where
 * its casts cannot warn, on the call's first line, where a debugger's breakpoint on that
 * line stops before the formatting runs. A format used once is a function the compiler
 * inlines at -O2; one used fifty times is one noinline function, called fifty times,
 * which the driver may carry compiled, as the converters (src/drv_rtcache.c). */
#include <string.h>

#include "emit.h"

/* The C type each conversion reads its argument as (the type va_arg would use, narrowed
 * for hh and h as C11 7.21.6.1p7 says), and whether it takes the 64-bit converters. */
static const char *emit_type(const fmt_directive *d, int *wide)
{
    static const char *const sig[] = {
        "int", "signed char", "short", "long", "long long", "long long", "__qrintf_ssize",
        "__qrintf_ssize", "int"
    };
    static const char *const uns[] = {
        "unsigned int", "unsigned char", "unsigned short", "unsigned long",
        "unsigned long long", "unsigned long long", "__qrintf_size", "__qrintf_size",
        "unsigned int"
    };
    *wide = d->length >= FMT_LEN_L && d->length <= FMT_LEN_T;
    switch (d->conv) {
    case 'd': case 'i':
        return sig[d->length];
    case 'u': case 'o': case 'x': case 'X':
        return uns[d->length];
    case 'c':
        return "int";
    case 's':
        return "const char *";
    case 'p':
        return "const void *";
    default:
        return d->length == FMT_LEN_BIG_L ? "long double" : "double";
    }
}

/* The type of a leading parameter. */
static const char *emit_lead_type(char letter)
{
    switch (letter) {
    case 'd':
        return "char *";
    case 'f': case 'D':
        return "int";
    case 'F':
        return "__qrintf_file *";
    default:
        return "__qrintf_size";
    }
}

/* Where the call's text goes: a buffer (sprintf and snprintf), a FILE (printf's o,
 * fprintf's F), a descriptor (dprintf's D). */
enum { EMIT_TO_BUF, EMIT_TO_FILE, EMIT_TO_FD };

static int emit_dest(const char *lead)
{
    return strchr(lead, 'D') ? EMIT_TO_FD : strpbrk(lead, "oF") ? EMIT_TO_FILE : EMIT_TO_BUF;
}

/* The stream's expression in the generated function. */
static const char *emit_stream(const char *lead)
{
    return strchr(lead, 'o') ? "__qrintf_stdout" : strchr(lead, 'F') ? "__qrintf_arg_F" : "__qrintf_arg_D";
}

int emit_spec(buf *out, const fmt_directive *d, int stars)
{
    static const char *const lengths[] = { "", "hh", "h", "l", "ll", "j", "z", "t", "L" };
    static const char flag_chars[] = "-+ #0'";
    int r = buf_addc(out, '%');
    for (int i = 0; i < 6 && !r; i++)
        if (d->flags & 1u << i)
            r = buf_addc(out, flag_chars[i]);
    if (!r && (stars || d->width != FMT_NONE))
        r = stars || d->width == FMT_STAR ? buf_addc(out, '*') : buf_printf(out, "%d", d->width);
    if (!r && (stars || d->prec != FMT_NONE))
        r = stars || d->prec == FMT_STAR ? buf_adds(out, ".*") : buf_printf(out, ".%d", d->prec);
    if (!r)
        r = buf_adds(out, lengths[d->length]);
    return r ? r : buf_addc(out, d->conv);
}

/* '?' after '?' is escaped so that no trigraph can form; octal escapes have three digits
 * so that the next character cannot extend them. */
int emit_c_string(buf *out, const char *s, size_t n)
{
    int r = buf_addc(out, '"');
    for (size_t i = 0; i < n && !r; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\n')
            r = buf_adds(out, "\\n");
        else if (c == '\t')
            r = buf_adds(out, "\\t");
        else if (c == '"' || c == '\\' || (c == '?' && i > 0 && s[i - 1] == '?'))
            r = buf_printf(out, "\\%c", c);
        else if (c >= 0x20 && c < 0x7f)
            r = buf_addc(out, (char)c);
        else
            r = buf_printf(out, "\\%03o", c);
    }
    return r ? r : buf_addc(out, '"');
}

int emit_tokens(buf *out, const char *src, const lex_token *toks, size_t first, size_t end)
{
    int r = 0;
    for (size_t i = first; i < end && !r; i++) {
        if (toks[i].kind == LEX_DIRECTIVE) /* a line marker: here it would break the line */
            continue;
        r = buf_add(out, src + toks[i].off, toks[i].len);
        if (!r)
            r = buf_addc(out, ' ');
    }
    return r;
}

int emit_marker(buf *out, const char *src, const lex_where *w, unsigned line, int sys,
                const char *default_file)
{
    int r = buf_printf(out, "\n# %u ", line);
    if (!r)
        r = w->file_len ? buf_add(out, src + w->file_off, w->file_len)
                        : buf_printf(out, "\"%s\"", default_file);
    if (!r && (sys || (w->flags & LEX_FLAG_SYSTEM)))
        r = buf_adds(out, " 3");
    if (!r && (w->flags & LEX_FLAG_EXTERN_C))
        r = buf_adds(out, " 4");
    return r ? r : buf_addc(out, '\n');
}

/* Blanks that bring the next byte to the column of src[to] on its line: tabs are kept so
 * that tab-expanded columns agree too, and UTF-8 continuation bytes take no column.
 * Beyond EMIT_PAD_MAX columns (long lines of macro expansions, where columns say little)
 * nothing is padded, so that many calls on one line cost linear time, not quadratic. */
enum { EMIT_PAD_MAX = 1024 };

static int emit_pad(buf *out, const char *src, size_t from, size_t to)
{
    int r = 0;
    if (to - from > EMIT_PAD_MAX)
        return 0;
    for (; from < to && !r; from++) {
        unsigned char c = (unsigned char)src[from];
        if ((c & 0xc0) != 0x80)
            r = buf_addc(out, c == '\t' ? '\t' : ' ');
    }
    return r;
}

/* The function's head: its leading parameters, then one per value and '*' argument. */
static int emit_params(buf *out, unsigned fn, const char *lead, const fmt_list *fmt)
{
    size_t k = 0;
    int wide, r = buf_printf(out, "int __qrintf_f%u(", fn);
    const char *sep = "";
    for (const char *l = lead; *l && !r; l++)
        if (*l != 'z' && *l != 'o') {
            r = buf_printf(out, "%s%s __qrintf_arg_%c", sep, emit_lead_type(*l), *l);
            sep = ", ";
        }
    for (size_t i = 0; i < fmt->n && fmt->dirs[i].conv && !r; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        int stars = (d->width == FMT_STAR) + (d->prec == FMT_STAR);
        for (int j = 0; j <= stars && !r; j++, sep = ", ")
            r = buf_printf(out, "%s%s __qrintf_arg%zu", sep, j < stars ? "int" : emit_type(d, &wide), k++);
    }
    if (!r && !*sep) /* printf of a format without directives */
        r = buf_adds(out, "void");
    return r ? r : buf_adds(out, ")\n");
}

/* The C library's part of a partially rewritten call: the directive with '*' for width
 * and precision, so that one runtime function serves every spelling. */
static int emit_libc_format(buf *out, const fmt_directive *d)
{
    buf spec = { NULL, 0, 0 };
    int r = buf_adds(out, ", ");
    if (!r)
        r = emit_spec(&spec, d, 1);
    if (!r)
        r = emit_c_string(out, spec.data, spec.len);
    buf_free(&spec);
    return r;
}

/* How a directive is converted: an integer or %p, an integer with the ' flag (the
 * locale's separator found first: when it is empty, as in the "C" locale, the integer's
 * own path), a character, a string (its length measured first), a floating conversion
 * of a double (its text made first, by the runtime), or of a long double (its text made
 * first by the C library). */
typedef enum emit_kind { EMIT_INT, EMIT_GRP, EMIT_CHR, EMIT_STR, EMIT_DBL, EMIT_LIBC } emit_kind;

static emit_kind emit_kind_of(const fmt_directive *d)
{
    switch (d->conv) {
    case 'd': case 'i': case 'u':
        return d->flags & FMT_GROUP ? EMIT_GRP : EMIT_INT;
    case 'c':
        return EMIT_CHR;
    case 's':
        return EMIT_STR;
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
        return d->length == FMT_LEN_BIG_L ? EMIT_LIBC : EMIT_DBL;
    default:
        return EMIT_INT;
    }
}

enum { EMIT_UNBOUNDED = 1 << 20 };

/* The longest text a directive can produce with the numbers written in the format, or
 * EMIT_UNBOUNDED: for each conversion, its longest number of the widest type its length
 * modifier may name (a long is taken as 64 bits), with sign or prefix, widened by a
 * precision or width it knows; a '*' counts for nothing here. */
static size_t emit_max_len(const fmt_directive *d)
{
    static const size_t dec[] = { 11, 4, 6, 20, 20, 20, 20, 20 }, oct[] = { 12, 4, 7, 23, 23, 23, 23, 23 };
    size_t n, hex = d->length >= FMT_LEN_L ? 18 : d->length == FMT_LEN_NONE ? 10 : 2 + 4 * (size_t)d->length;
    size_t prec = d->prec > 0 ? (size_t)d->prec : 0;
    switch (d->conv) {
    case 'd': case 'i': case 'u':
        n = dec[d->length] + prec;
        break;
    case 'o':
        n = oct[d->length] + prec;
        break;
    case 'x': case 'X':
        n = hex + prec;
        break;
    case 'c':
        n = 1;
        break;
    case 'p':
        n = 19;
        break;
    case 's':
        n = d->prec >= 0 ? prec : EMIT_UNBOUNDED;
        break;
    case 0:
        return 0;
    default:
        n = EMIT_UNBOUNDED;
    }
    return d->width > 0 && (size_t)d->width > n ? (size_t)d->width : n;
}

/* The scratch space of a bounded call: the longest text and its terminator when the
 * format bounds it below EMIT_TMP_MAX bytes, else EMIT_TMP_MAX, enough for most lines with
 * strings, and small enough for the function to be inlined, where its space joins the
 * caller's frame on every level of a recursion that prints. For dprintf, also below the
 * buffer size of any file glibc's dprintf writes through (st_blksize), so that the C
 * library too writes it at once. A longer text goes to the C library. */
enum { EMIT_TMP_MAX = 128 };

static size_t emit_tmp_size(const fmt_list *fmt)
{
    size_t n = 1;
    for (size_t i = 0; i < fmt->n && n < EMIT_TMP_MAX; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        n += d->lit_len + (d->width == FMT_STAR || d->prec == FMT_STAR ? EMIT_UNBOUNDED : emit_max_len(d));
        if (d->conv && emit_kind_of(d) == EMIT_GRP)
            n += 19 * 3; /* separators of up to 3 bytes (U+202F) */
    }
    return n < EMIT_TMP_MAX ? n : EMIT_TMP_MAX;
}

/* The parameter numbers of one directive's operands: its '*' width and precision (-1
 * when not '*') and its value. */
typedef struct emit_ops {
    long w, p;
    size_t v;
} emit_ops;

static emit_ops emit_ops_next(const fmt_directive *d, size_t *k)
{
    emit_ops o = { -1, -1, 0 };
    if (d->width == FMT_STAR)
        o.w = (long)(*k)++;
    if (d->prec == FMT_STAR)
        o.p = (long)(*k)++;
    o.v = (*k)++;
    return o;
}

/* A width or precision operand: its '*' argument, else the number, else `none`. */
static int emit_num(buf *out, const char *before, int v, long star, int none)
{
    if (star >= 0)
        return buf_printf(out, "%s__qrintf_arg%ld", before, star);
    return buf_printf(out, "%s%d", before, v == FMT_NONE ? none : v);
}

/* A floating conversion that the ' flag groups: f F g G (glibc ignores it for e E a A). */
static int emit_dbl_group(const fmt_directive *d)
{
    return (d->flags & FMT_GROUP) && strchr("fFgG", d->conv) && d->length != FMT_LEN_BIG_L;
}

/* The declarations of what the measuring makes for directive i. */
static int emit_decls(buf *out, const fmt_directive *d, size_t i)
{
    size_t prec = d->prec > 0 ? (size_t)d->prec : 0, libc = 64 + (d->width > 0 ? (size_t)d->width : 0) + prec;
    int r;
    switch (emit_kind_of(d)) {
    case EMIT_STR:
        return buf_printf(out, "    __qrintf_size __qrintf_l%zu;\n", i);
    case EMIT_DBL: /* the kernel's room, a sign, a '*' precision up to 64, separators */
        r = buf_printf(out, "    char __qrintf_b%zu[__QRINTF_FP_ROOM + %zu];\n    int __qrintf_l%zu;\n"
                            "    unsigned __qrintf_q%zu;\n", i, prec + 2 + (d->prec == FMT_STAR ? 64 : 0) +
                            (emit_dbl_group(d) ? 128 : 0), i, i);
        return r || !emit_dbl_group(d) ? r : buf_printf(out, "    int __qrintf_x%zu;\n", i);
    case EMIT_GRP:
        return buf_printf(out, "    const char *__qrintf_s%zu;\n    int __qrintf_g%zu;\n", i, i);
    case EMIT_LIBC:
        return buf_printf(out, "    char __qrintf_b%zu[%zu];\n    int __qrintf_l%zu;\n", i, libc, i);
    default:
        return 0;
    }
}

/* Whether directive i's text ends the call's text: it is the last conversion, no
 * literal follows, and no padding after it (a '-' flag; a '*' width may be negative). */
static int emit_ends_text(const fmt_list *fmt, size_t i)
{
    const fmt_directive *d = &fmt->dirs[i];
    size_t last = fmt->n - 1;
    return i + 1 == last && !fmt->dirs[last].lit_len && !(d->flags & FMT_MINUS) && d->width != FMT_STAR;
}

/* Whether a dprintf's %s has its length and its newlines found in one pass, without a
 * precision (runtime/stream.h's __qrintf_dslen): one that may make the text hold lines
 * goes to the C library at once. */
static int emit_dslen(const fmt_directive *d)
{
    return d->prec == FMT_NONE;
}

/* Whether a function of fmt that calls the C library (or, lean, its whole form) for what
 * may not fit jumps to that call for a null string: one with a %s whose precision is
 * not '*' (whose length __qrintf_slen takes otherwise, by a test of its own). The caller
 * asks only where the call, and so its label, is made. */
static int emit_null_jumps(const fmt_list *fmt)
{
    for (size_t i = 0; i < fmt->n; i++)
        if (fmt->dirs[i].conv && emit_kind_of(&fmt->dirs[i]) == EMIT_STR && fmt->dirs[i].prec != FMT_STAR)
            return 1;
    return 0;
}

/* The measuring of directive i: a string's length, a floating conversion's text. Where
 * the call of the C library (or of the whole function) has a label (jump), a null string
 * (undefined; glibc prints "(null)") jumps to it before the length is taken, which cost
 * gcc -O2 some 1M instructions less a string than __qrintf_slen's null test (its length
 * then too long for any place). */
static int emit_measure(buf *out, const fmt_list *fmt, size_t i, const emit_ops *o, const char *lead, int jump)
{
    const fmt_directive *d = &fmt->dirs[i];
    int r;
    switch (emit_kind_of(d)) {
    case EMIT_STR:
        if (strchr(lead, 'D') && emit_dslen(d))
            return buf_printf(out, "    __qrintf_l%zu = __qrintf_dslen(__qrintf_arg%zu, %d);\n"
                                   "    if (__builtin_expect(__qrintf_l%zu == (__qrintf_size)-1, 0))\n"
                                   "        goto __qrintf_libc;\n", i, o->v, emit_ends_text(fmt, i), i);
        if (jump && d->prec != FMT_STAR) {
            r = buf_printf(out, "    if (__builtin_expect(!__qrintf_arg%zu, 0))\n        goto __qrintf_libc;\n", o->v);
            if (!r && d->prec == FMT_NONE)
                return buf_printf(out, "    __qrintf_l%zu = __builtin_strlen(__qrintf_arg%zu);\n", i, o->v);
            return r ? r : buf_printf(out, "    __qrintf_l%zu = __qrintf_strnlen(__qrintf_arg%zu, %d);\n", i, o->v,
                                      d->prec);
        }
        r = buf_printf(out, "    __qrintf_l%zu = __qrintf_slen(__qrintf_arg%zu", i, o->v);
        break;
    case EMIT_DBL:
        r = buf_printf(out, "    __qrintf_l%zu = __qrintf_%s(__qrintf_b%zu, sizeof __qrintf_b%zu, __qrintf_arg%zu, '%c', %u", i,
                       emit_dbl_group(d) ? "dbl_group" : strchr("fF", d->conv) ? "fixed" : "dbl_text",
                       i, i, o->v, d->conv, d->flags);
        if (!r)
            r = emit_num(out, ", ", d->prec, o->p, -1);
        if (!r && emit_dbl_group(d))
            r = buf_printf(out, ", &__qrintf_q%zu, &__qrintf_x%zu);\n", i, i);
        else if (!r)
            r = buf_printf(out, ", &__qrintf_q%zu);\n", i);
        return r;
    case EMIT_GRP:
        return buf_printf(out, "    __qrintf_g%zu = __qrintf_group_sep(&__qrintf_s%zu);\n", i, i);
    case EMIT_LIBC:
        r = buf_printf(out, "    __qrintf_l%zu = __qrintf_fpl(__qrintf_b%zu, sizeof __qrintf_b%zu", i, i, i);
        if (!r)
            r = emit_libc_format(out, d);
        if (!r)
            r = emit_num(out, ", ", d->width, o->w, 0);
        if (!r)
            r = emit_num(out, ", ", d->prec, o->p, -1);
        return r ? r : buf_printf(out, ", __qrintf_arg%zu);\n", o->v);
    default:
        return 0;
    }
    if (!r)
        r = emit_num(out, ", ", d->prec, o->p, -1);
    return r ? r : buf_adds(out, ");\n");
}

/* What directive i adds to the longest text beyond the constant part: a measured length,
 * and the magnitudes of '*' operands (the C library's text holds its width). */
static int emit_need_terms(buf *out, const fmt_directive *d, size_t i, const emit_ops *o)
{
    emit_kind kind = emit_kind_of(d);
    int r = kind >= EMIT_STR ? buf_printf(out, " + (__qrintf_ull)__qrintf_l%zu", i)
          : kind == EMIT_GRP ? buf_printf(out, " + __qrintf_group_room(__qrintf_g%zu)", i) : 0;
    if (!r && o->w >= 0 && kind != EMIT_LIBC)
        r = buf_printf(out, " + __qrintf_abs(__qrintf_arg%ld)", o->w);
    if (!r && o->p >= 0 && kind <= EMIT_CHR)
        r = buf_printf(out, " + __qrintf_abs(__qrintf_arg%ld)", o->p);
    return r;
}

/* The constant part of the longest text: the literal bytes, the numbers at their
 * longest, and the widths of what the measuring finds. */
static size_t emit_need_const(const fmt_list *fmt)
{
    size_t n = 0;
    for (size_t i = 0; i < fmt->n; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        emit_kind kind = emit_kind_of(d);
        n += d->lit_len;
        if (d->conv && kind <= EMIT_CHR)
            n += emit_max_len(d);
        else if (d->conv && kind != EMIT_LIBC && d->width > 0)
            n += (size_t)d->width;
    }
    return n;
}

/* The longest text (see __qrintf_at), which is too long (all ones) when a text made in
 * the measuring is an error or does not fit its buffer. */
static int emit_need(buf *out, const fmt_list *fmt)
{
    int r = 0, fails = 0;
    for (size_t i = 0; i < fmt->n && !r; i++)
        if (fmt->dirs[i].conv && emit_kind_of(&fmt->dirs[i]) >= EMIT_DBL)
            r = buf_printf(out, "%s__qrintf_l%zu < 0", fails++ ? " || " : "", i);
        else if (fmt->dirs[i].conv && emit_kind_of(&fmt->dirs[i]) == EMIT_GRP)
            r = buf_printf(out, "%s__qrintf_g%zu < 0", fails++ ? " || " : "", i);
    if (!r && fails)
        r = buf_adds(out, " ? ~(__qrintf_ull)0 : ");
    if (!r)
        r = buf_printf(out, "(__qrintf_ull)%zu", emit_need_const(fmt));
    size_t k = 0;
    for (size_t i = 0; i < fmt->n && fmt->dirs[i].conv && !r; i++) {
        emit_ops o = emit_ops_next(&fmt->dirs[i], &k);
        r = emit_need_terms(out, &fmt->dirs[i], i, &o);
    }
    return r;
}

/* Where the text goes: for a printf-family call, the scratch space, when the longest text
 * fits it, else the C library's call (a comparison and a jump: __qrintf_at's choice of a
 * place, tested after it, cost gcc -O2 some 2M instructions more a format); for the
 * others __qrintf_at's place, tested by the caller. A fortified snprintf whose size
 * exceeds the object's goes to the C library, which fails. */
static int emit_where(buf *out, const char *lead, const fmt_list *fmt, size_t tmp)
{
    if (emit_dest(lead)) {
        int r = buf_adds(out, "    if (__builtin_expect(");
        if (!r)
            r = emit_need(out, fmt);
        return r ? r : buf_printf(out, " >= %zu, 0))\n        goto __qrintf_libc;\n"
                                       "    __qrintf_p = __qrintf_o = __qrintf_tmp;\n", tmp);
    }
    const char *n = strchr(lead, 'n') ? "__qrintf_arg_n" : strchr(lead, 'z') ? "0" : NULL;
    int chk = strchr(lead, 's') != NULL;
    int r = buf_adds(out, "    __qrintf_p = __qrintf_o = ");
    if (!r && chk && strchr(lead, 'n'))
        r = buf_adds(out, "__qrintf_arg_s < __qrintf_arg_n ? (char *)0 : ");
    if (!r)
        r = buf_printf(out, "__qrintf_at(__qrintf_arg_d, %s,\n        ",
                       n ? n : chk ? "__qrintf_arg_s" : "(__qrintf_size)-1");
    if (!r)
        r = emit_need(out, fmt);
    if (!r)
        r = tmp ? buf_printf(out, ", __qrintf_tmp, %zu);\n", tmp) : buf_adds(out, ", (char *)0, 0);\n");
    return r;
}

/* The C library's call for printf, fprintf and dprintf, or their fortified forms: the
 * functions as the runtime declares them (runtime/stream.h), which no header need have
 * declared before. */
static int emit_stream_libc_call(buf *out, const char *lead)
{
    const char *chk = strchr(lead, 'f') ? "_chk" : "";
    if (strchr(lead, 'o'))
        return buf_printf(out, "__qrintf_libc_printf%s(%s", chk, *chk ? "__qrintf_arg_f, " : "");
    if (strchr(lead, 'F'))
        return buf_printf(out, "__qrintf_libc_fprintf%s(__qrintf_arg_F, %s", chk, *chk ? "__qrintf_arg_f, " : "");
    return buf_printf(out, "__qrintf_libc_dprintf%s(__qrintf_arg_D, %s", chk, *chk ? "__qrintf_arg_f, " : "");
}

/* The whole call by the C library, when the text does not go where __qrintf_at can put
 * it: the same function (the fortified one for a fortified call), the same arguments, by
 * the runtime's names for it (runtime/core.h, runtime/stream.h), which the compiler
 * neither folds nor warns about. */
static int emit_libc_call(buf *out, const char *lead, const char *format, size_t len, size_t nargs)
{
    const char *n = strchr(lead, 'n') ? "__qrintf_arg_n" : strchr(lead, 'z') ? "0" : NULL;
    const char *flag = strchr(lead, 'f') ? "__qrintf_arg_f" : "0";
    int chk = strchr(lead, 's') != NULL, r;
    if (emit_dest(lead))
        r = emit_stream_libc_call(out, lead);
    else  /* (d, [n,] [flag, objsize,] format, ...); a stream's lead has no n, z nor s */
        r = buf_printf(out, "__qrintf_libc_%sprintf%s(__qrintf_arg_d, ", n ? "sn" : "s", chk ? "_chk" : "");
    if (!r && n)
        r = buf_printf(out, "%s, ", n);
    if (!r && chk)
        r = buf_printf(out, "%s, __qrintf_arg_s, ", flag);
    if (!r)
        r = emit_c_string(out, format, len);
    for (size_t k = 0; k < nargs && !r; k++)
        r = buf_printf(out, ", __qrintf_arg%zu", k);
    return r ? r : buf_adds(out, ");\n");
}

/* Whether a dprintf text may hold a newline before its last byte (runtime/stream.h's
 * __qrintf_dput), as an expression, after ", ": 1 when a literal has one that is not
 * the format's last byte; else whether a string (one with a precision: the others were
 * looked at as they were measured), character or floating text has one, looked for
 * where it was read or made rather than in the text just stored, where loads would wait
 * for the stores. A string or character that ends the text may end with it. */
static int emit_lines(buf *out, const fmt_list *fmt)
{
    size_t k = 0, last = fmt->n - 1;
    int r = buf_adds(out, ", 0");
    for (size_t i = 0; i < fmt->n && !r; i++) {
        const char *lit = fmt->text + fmt->dirs[i].lit_off, *nl = memchr(lit, '\n', fmt->dirs[i].lit_len);
        if (nl && (i != last || nl != lit + fmt->dirs[i].lit_len - 1))
            return buf_adds(out, " || 1");
    }
    for (size_t i = 0; i + 1 < fmt->n && !r; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        emit_ops o = emit_ops_next(d, &k);
        int at_end = emit_ends_text(fmt, i);
        switch (emit_kind_of(d)) {
        case EMIT_STR:
            if (emit_dslen(d))
                break;
            r = at_end ? buf_printf(out, " || (__qrintf_l%zu && __qrintf_has_nl(__qrintf_arg%zu, __qrintf_l%zu - 1))", i, o.v, i)
                       : buf_printf(out, " || __qrintf_has_nl(__qrintf_arg%zu, __qrintf_l%zu)", o.v, i);
            break;
        case EMIT_CHR:
            r = at_end ? 0 : buf_printf(out, " || (char)__qrintf_arg%zu == '\\n'", o.v);
            break;
        case EMIT_DBL: case EMIT_LIBC:
            r = buf_printf(out, " || __qrintf_has_nl(__qrintf_b%zu, (__qrintf_size)__qrintf_l%zu)", i, i);
            break;
        default:
            break;
        }
    }
    return r;
}

/* Whether what the stream refuses of a printf or fprintf call can be left to the C
 * library as the text rather than as the format and its arguments (runtime/stream.h's
 * __qrintf_fput, told so): no test before goes to the format's call (label), and the
 * text cannot hold a null character, at which "%.*s" would stop (a %c or %lc may print
 * one). A dprintf keeps its own end: its first write() is inline (__qrintf_dput), and
 * the arguments of its C library's call cost it little to compile (0.1M a format). */
static int emit_text_end(const char *lead, const fmt_list *fmt, int label)
{
    if (label || emit_dest(lead) != EMIT_TO_FILE)
        return 0;
    for (size_t i = 0; i < fmt->n; i++)
        if (fmt->dirs[i].conv && emit_kind_of(&fmt->dirs[i]) == EMIT_CHR)
            return 0;
    return 1;
}

/* The end of a printf-family call: the text to the stream (runtime/stream.h), or, when
 * that says so (-2) or the text did not fit the scratch space, the C library's call; or,
 * where emit_text_end says so, the stream's call alone, which makes the C library's.
 * The text goes as its start and length: gcc 12 takes a pointer to its end, passed as a
 * const char *, for a read of the byte there, which is not written, and warns
 * (-Wmaybe-uninitialized) where such a function is inlined. A format of literal text
 * alone (lit) hands the stream its literal, and the function makes nothing. The label of
 * the C library's call is there when a test before goes to it (label). */
static int emit_stream_end(buf *out, const char *lead, const fmt_list *fmt, const char *format, size_t len,
                           size_t nargs, int lit, int label)
{
    int text = emit_text_end(lead, fmt, label);
    int r = buf_printf(out, "    %s__qrintf_%cput(%s, ", text ? "return " : "__qrintf_r = ",
                       strchr(lead, 'D') ? 'd' : 'f', emit_stream(lead));
    if (!r && lit)
        r = emit_c_string(out, fmt->text + fmt->dirs[0].lit_off, fmt->dirs[0].lit_len);
    if (!r)
        r = lit ? buf_printf(out, ", %zu", fmt->dirs[0].lit_len)
                : buf_adds(out, "__qrintf_o, (__qrintf_size)(__qrintf_p - __qrintf_o)");
    if (!r)
        r = strchr(lead, 'D') ? emit_lines(out, fmt) : buf_printf(out, ", %d", text);
    if (text)
        return r ? r : buf_adds(out, ");\n");
    if (!r)
        r = buf_adds(out, ");\n    if (__builtin_expect(__qrintf_r != -2, 1))\n        return __qrintf_r;\n");
    if (!r)
        r = buf_adds(out, label ? "__qrintf_libc:\n    return " : "    return ");
    return r ? r : emit_libc_call(out, lead, format, len, nargs);
}

/* The most hexadecimal digits a value of the directive's type has. */
static int emit_hex_digits(const fmt_directive *d)
{
    static const int digits[] = { 8, 2, 4, 16, 16, 16, 16, 16 };
    return digits[d->length];
}

/* %0Nx and %0NX of a small width, whose digits the width mostly holds: a store of a
 * constant length (__qrintf_hexw, __qrintf_hexwl). */
static int emit_is_hexw(const fmt_directive *d, int wide)
{
    return d->flags == FMT_ZERO && d->prec == FMT_NONE && (d->conv == 'x' || d->conv == 'X') &&
           d->width >= 1 && d->width <= (wide ? 16 : 8);
}

/* A field of spaces of a small width the format gives, and no precision: a store of a
 * constant length, the text over it (__qrintf_decw, __qrintf_strw). */
static int emit_small_width(const fmt_directive *d)
{
    return (d->flags & ~FMT_MINUS) == 0 && d->prec == FMT_NONE && d->width >= 1 && d->width <= 16;
}

/* The fewest bytes a directive can produce, whatever its arguments. */
static size_t emit_min_len(const fmt_directive *d)
{
    size_t least = !d->conv ? 0
                 : strchr("diouxX", d->conv) ? d->prec == FMT_NONE
                 : d->conv == 'p' ? 3 : d->conv != 's';
    return d->width >= 0 && (size_t)d->width > least ? (size_t)d->width : least;
}

static int emit_write(buf *out, const fmt_directive *d, size_t i, const emit_ops *o, size_t after,
                      int stream);

/* An integer with the ' flag: without it where the locale has no separator, the common
 * case, else grouped (__qrintf_grp_s, __qrintf_grp_u). */
static int emit_write_grp(buf *out, const fmt_directive *d, size_t i, const emit_ops *o, size_t after,
                          int stream)
{
    fmt_directive plain = *d;
    plain.flags &= ~(unsigned)FMT_GROUP;
    int r = buf_printf(out, "    if (!__qrintf_g%zu) {\n", i);
    if (!r)
        r = emit_write(out, &plain, i, o, after, stream);
    if (!r)
        r = buf_printf(out, "    } else\n        __qrintf_p = __qrintf_grp_%c(__qrintf_p, __qrintf_arg%zu, %u",
                       d->conv == 'u' ? 'u' : 's', o->v, d->flags);
    if (!r)
        r = emit_num(out, ", ", d->width, o->w, 0);
    if (!r)
        r = emit_num(out, ", ", d->prec, o->p, -1);
    return r ? r : buf_printf(out, ", __qrintf_s%zu, __qrintf_g%zu);\n", i, i);
}

/* The writing of directive i, after which the rest of the call surely writes `after`
 * bytes, the terminator included: the plain forms take only the value, a zero-padded
 * number of a small width has a path of its own, anything else with flags, width or
 * precision goes through the general converters. In a printf-family function (stream,
 * not EMIT_TO_BUF), whose time goes to the stream, a plain %d or %u (%lld, %llu) is a
 * call of a shared converter (__qrintf_i32k, __qrintf_u32k; __qrintf_i64k,
 * __qrintf_u64k), not the inline form, whose table copy below 1000 costs each format
 * some 0.5M instructions more to compile at gcc -O2 (0.3M with clang) and 50 bytes of
 * code (25) for a few instructions less of a call that then takes 50 ns or more to hand
 * its text to the stream (a file of printf's "%dzN\n" and "%lldyN\n", N from 0 to 49,
 * 2026-12-01); and a plain %s is copied by memcpy, some 17 instructions for a short
 * string against __qrintf_put's 50, whose gain, no branch on the length, is small beside
 * the stream's own. */
static int emit_write(buf *out, const fmt_directive *d, size_t i, const emit_ops *o, size_t after,
                      int stream)
{
    int wide, r, plain = d->width == FMT_NONE && d->prec == FMT_NONE;
    int slack = after < 8 ? (int)after : 8; /* what the converters' wide stores may run into */
    emit_type(d, &wide);
    switch (emit_kind_of(d)) {
    case EMIT_STR:
        if (d->width == FMT_NONE && stream)
            return buf_printf(out, "    __builtin_memcpy(__qrintf_p, __qrintf_arg%zu, __qrintf_l%zu);\n"
                                   "    __qrintf_p += __qrintf_l%zu;\n", o->v, i, i);
        if (d->width == FMT_NONE)
            return buf_printf(out, "    __qrintf_p = __qrintf_put(__qrintf_p, __qrintf_arg%zu, __qrintf_l%zu);\n", o->v, i);
        if (emit_small_width(d))
            return buf_printf(out, "    __qrintf_p = __qrintf_strw(__qrintf_p, __qrintf_arg%zu, __qrintf_l%zu, %d, %d);\n",
                              o->v, i, d->width, (d->flags & FMT_MINUS) != 0);
        r = buf_printf(out, "    __qrintf_p = __qrintf_strf(__qrintf_p, __qrintf_arg%zu, __qrintf_l%zu, %u", o->v, i, d->flags);
        break;
    case EMIT_CHR:
        if (d->width == FMT_NONE)
            return buf_printf(out, "    *__qrintf_p++ = (char)(unsigned char)__qrintf_arg%zu;\n", o->v);
        r = buf_printf(out, "    __qrintf_p = __qrintf_chrf(__qrintf_p, __qrintf_arg%zu, %u", o->v, d->flags);
        break;
    case EMIT_GRP:
        return emit_write_grp(out, d, i, o, after, stream);
    case EMIT_DBL:
        if (d->width != FMT_NONE) {
            r = buf_printf(out, "    __qrintf_p = __qrintf_dbl%sf(__qrintf_p, __qrintf_b%zu, __qrintf_l%zu, __qrintf_q%zu, %u",
                           emit_dbl_group(d) ? "g" : "", i, i, i, d->flags);
            if (!r)
                r = emit_num(out, ", ", d->width, o->w, 0);
            if (!r && emit_dbl_group(d))
                r = buf_printf(out, ", __qrintf_x%zu", i);
            return r ? r : buf_adds(out, ");\n");
        }
        return buf_printf(out, "    __qrintf_p = __qrintf_dbl_put(__qrintf_p, __qrintf_b%zu, (__qrintf_size)__qrintf_l%zu, %d);\n",
                          i, i, slack);
    case EMIT_LIBC:
        return buf_printf(out, "    __qrintf_p = __qrintf_put(__qrintf_p, __qrintf_b%zu, (__qrintf_size)__qrintf_l%zu);\n", i, i);
    default:
        if (d->conv == 'p') {
            r = buf_printf(out, "    __qrintf_p = __qrintf_ptr(__qrintf_p, __qrintf_arg%zu, %u", o->v, d->flags);
            break;
        }
        if (emit_is_hexw(d, wide))
            return buf_printf(out, "    __qrintf_p = __qrintf_hexw%s(__qrintf_p, __qrintf_arg%zu, %d, %d, %d);\n",
                              wide ? "l" : "", o->v, d->width, d->conv == 'X', d->width >= emit_hex_digits(d));
        if (d->flags == FMT_ZERO && d->prec == FMT_NONE && d->width >= 2 && d->width <= 9 && !wide &&
            strchr("diu", d->conv))
            return buf_printf(out, "    __qrintf_p = __qrintf_dec0w(__qrintf_p, __qrintf_arg%zu, %d);\n",
                              o->v, d->width);
        if (emit_small_width(d) && !wide && strchr("diu", d->conv))
            return buf_printf(out, "    __qrintf_p = __qrintf_decw(__qrintf_p, __qrintf_arg%zu, %d, %d);\n",
                              o->v, d->width, (d->flags & FMT_MINUS) != 0);
        if (plain && (d->conv == 'u' || !(d->flags & (FMT_PLUS | FMT_SPACE))) && strchr("diu", d->conv)) {
            r = buf_printf(out, "    __qrintf_p = __qrintf_%c%s%s(__qrintf_p, __qrintf_arg%zu", d->conv == 'u' ? 'u' : 'i',
                           wide ? "64" : "32", stream ? "k" : "", o->v);
            if (!r && !stream)
                r = buf_printf(out, ", %d", slack);
            return r ? r : buf_adds(out, ");\n");
        }
        if (plain && d->conv != 'd' && d->conv != 'i' && !(d->flags & FMT_HASH))
            return buf_printf(out, "    __qrintf_p = __qrintf_rad(__qrintf_p, __qrintf_arg%zu, '%c');\n", o->v, d->conv);
        if (d->conv == 'd' || d->conv == 'i')
            r = buf_printf(out, "    __qrintf_p = __qrintf_int_s(__qrintf_p, __qrintf_arg%zu, %u", o->v, d->flags);
        else
            r = buf_printf(out, "    __qrintf_p = __qrintf_int_u(__qrintf_p, __qrintf_arg%zu, '%c', %u", o->v, d->conv, d->flags);
        if (!r)
            r = emit_num(out, ", ", d->width, o->w, 0);
        if (!r)
            r = emit_num(out, ", ", d->prec, o->p, -1);
        return r ? r : buf_adds(out, ");\n");
    }
    if (!r)
        r = emit_num(out, ", ", d->width, o->w, 0);
    return r ? r : buf_adds(out, ");\n");
}

/* The literal bytes before a directive. */
static int emit_lit(buf *out, const char *s, size_t n)
{
    int r = buf_adds(out, "    __builtin_memcpy(__qrintf_p, ");
    if (!r)
        r = emit_c_string(out, s, n);
    return r ? r : buf_printf(out, ", %zu);\n    __qrintf_p += %zu;\n", n, n);
}

/* A function kept apart (apart: the rewriter's choice) stays one function, noinline: a
 * format used at more than two call sites, which compilers that inline a small static
 * function wherever it is called (clang does) would otherwise copy into each (a file of
 * 500 calls of one format would take clang 25 times as long to compile), and one called
 * in a large function body. Otherwise the compiler decides, and may specialize each copy for
 * its constant arguments; when the build favours speed, with the hint of an inline
 * function (gcc otherwise keeps a small one apart when it has two callers, and each
 * conversion pays a call more than the code written in place). With nodebug, clang
 * describes none of it in the debug information (-g): a debugger steps over a call of
 * it, as over the converters, and its code inlined takes the line of the call (the
 * runtime's inline parts keep theirs); described, the functions and their inlined
 * copies were a sixth of what the rewriting added to a compile with -g (Lua's luac.c,
 * clang -g -O2: 1,347.1M -> 1,245.6M instructions, plain 746.6M). gcc has no such
 * attribute. */
int emit_function_prefix(buf *out, int apart, int speed, int nodebug)
{
    int r = buf_adds(out, apart ? "static __attribute__((__noinline__)) "
                          : speed ? "static __inline__ " : "static ");
    return r || !nodebug ? r : buf_adds(out, "__attribute__((__nodebug__)) ");
}

/* Whether a call that only counts (lead z) can count without writing anything: every
 * directive's length follows from its value alone. */
static int emit_countable(const fmt_list *fmt)
{
    for (size_t i = 0; i < fmt->n && fmt->dirs[i].conv; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        emit_kind kind = emit_kind_of(d);
        if (d->width != FMT_NONE || (kind != EMIT_STR && d->prec != FMT_NONE) ||
            kind >= EMIT_DBL || kind == EMIT_GRP || d->conv == 'p' ||
            (d->flags & (FMT_PLUS | FMT_SPACE | FMT_HASH)))
            return 0;
    }
    return 1;
}

/* What directive i adds to the count: its length from its value. */
static int emit_count_term(buf *out, const fmt_directive *d, size_t i, const emit_ops *o)
{
    int wide;
    emit_type(d, &wide);
    switch (d->conv) {
    case 'c':
        return 0;
    case 's':
        return buf_printf(out, " + (__qrintf_ull)__qrintf_l%zu", i);
    case 'd': case 'i':
        return buf_printf(out, " + __qrintf_len_i%s(__qrintf_arg%zu)", wide ? "64" : "32", o->v);
    case 'u':
        return buf_printf(out, " + __qrintf_ndig%s(__qrintf_arg%zu)", wide ? "64" : "32", o->v);
    default:
        return buf_printf(out, " + __qrintf_nradix(__qrintf_arg%zu, '%c')", o->v, d->conv);
    }
}

/* The count of a call that only counts, from the measured and the values' lengths; the
 * C library's call when it is beyond INT_MAX. */
static int emit_count(buf *out, const char *lead, const fmt_list *fmt, const char *format, size_t len)
{
    size_t k = 0, fixed = 0;
    for (size_t i = 0; i < fmt->n; i++)
        fixed += fmt->dirs[i].lit_len + (fmt->dirs[i].conv == 'c');
    int r = buf_printf(out, "    __qrintf_n = (__qrintf_ull)%zu", fixed);
    for (size_t i = 0; i < fmt->n && fmt->dirs[i].conv && !r; i++) {
        emit_ops o = emit_ops_next(&fmt->dirs[i], &k);
        r = emit_count_term(out, &fmt->dirs[i], i, &o);
    }
    if (!r)
        r = buf_adds(out, ";\n    if (__builtin_expect(__qrintf_n > 0x7fffffff, 0))\n        return ");
    if (!r)
        r = emit_libc_call(out, lead, format, len, k);
    return r ? r : buf_adds(out, "    return (int)__qrintf_n;\n");
}

/* Whether the text of a call always goes where __qrintf_at puts it: the longest text is
 * a constant (nothing measured, no '*' operand), at most INT_MAX, and shorter than the
 * scratch space tmp of a bounded call or a printf-family one, and no fortified size
 * check can fail. An sprintf or snprintf then leaves its C library's call out, which
 * cannot be reached (the test would only ask whether the destination is null, where the
 * plain call is undefined too): the fallback's branch and call cost a format some 4M
 * instructions to compile (gcc -O2), and a sprintf a test of its destination at run
 * time. A printf-family call makes its text in the scratch space with no test (some
 * 0.5M a format), and keeps its call for what the stream refuses where emit_text_end
 * cannot leave that to the stream's function. */
static int emit_always_fits(const char *lead, const fmt_list *fmt, size_t tmp)
{
    if (strchr(lead, 's'))
        return 0;
    for (size_t i = 0; i < fmt->n; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        emit_kind kind = emit_kind_of(d);
        if (d->conv && ((kind != EMIT_INT && kind != EMIT_CHR) || d->width == FMT_STAR || d->prec == FMT_STAR))
            return 0;
    }
    size_t need = emit_need_const(fmt);
    return tmp ? need < tmp : need <= 0x7fffffff;
}

/* The call of __qrintf_gN, the whole function of a lean one (emit_lean_function), with
 * the lean one's parameters. */
static int emit_whole_call(buf *out, unsigned fn, const char *lead, size_t nargs)
{
    const char *sep = "";
    int r = buf_printf(out, "__qrintf_g%u(", fn);
    for (const char *l = lead; *l && !r; l++, sep = ", ")
        r = buf_printf(out, "%s__qrintf_arg_%c", sep, *l); /* a lean lead has no z nor o */
    for (size_t k = 0; k < nargs && !r; k++, sep = ", ")
        r = buf_printf(out, "%s__qrintf_arg%zu", sep, k);
    return r ? r : buf_adds(out, ");\n");
}

/* The body: the declarations, the measuring, where the text goes (else the C library's
 * call), the writing, the end; or, for a call that only counts, the count; or, for a
 * printf-family call of literal text that the scratch space would hold, the end alone.
 * lean (the function's number): the lean form, with no scratch space, where the call of
 * the whole function stands for the C library's. */
static int emit_body(buf *out, const char *lead, const fmt_list *fmt, const char *format, size_t len,
                     const unsigned *lean)
{
    int count = strchr(lead, 'z') && emit_countable(fmt), stream = emit_dest(lead);
    if (stream && !fmt->dirs[0].conv && fmt->dirs[0].lit_len < EMIT_TMP_MAX) {
        int r = emit_text_end(lead, fmt, 0) ? 0 : buf_adds(out, "    int __qrintf_r;\n");
        return r ? r : emit_stream_end(out, lead, fmt, format, len, 0, 1, 0);
    }
    size_t tmp = !lean && (stream || (strpbrk(lead, "nz") && !count)) ? emit_tmp_size(fmt) : 0, k = 0;
    int fits = !lean && emit_always_fits(lead, fmt, tmp), jump = !count && !fits && emit_null_jumps(fmt);
    int r = tmp ? buf_printf(out, "    char __qrintf_tmp[%zu];\n", tmp) : 0;
    if (!r)
        r = buf_adds(out, count ? "    __qrintf_ull __qrintf_n;\n" : "    char *__qrintf_o, *__qrintf_p;\n");
    if (!r && stream && !emit_text_end(lead, fmt, !fits))
        r = buf_adds(out, "    int __qrintf_r;\n");
    for (size_t i = 0; i < fmt->n && fmt->dirs[i].conv && !r; i++)
        r = emit_decls(out, &fmt->dirs[i], i);
    for (size_t i = 0; i < fmt->n && fmt->dirs[i].conv && !r; i++) {
        emit_ops o = emit_ops_next(&fmt->dirs[i], &k);
        r = emit_measure(out, fmt, i, &o, lead, jump);
    }
    if (!r && count)
        return emit_count(out, lead, fmt, format, len);
    if (!r && stream && fits)
        r = buf_adds(out, "    __qrintf_p = __qrintf_o = __qrintf_tmp;\n");
    else if (!r)
        r = emit_where(out, lead, fmt, tmp);
    if (!r && !stream && !fits) {
        r = buf_adds(out, jump ? "    if (__builtin_expect(!__qrintf_p, 0)) {\n__qrintf_libc:\n        return "
                               : "    if (__builtin_expect(!__qrintf_p, 0))\n        return ");
        if (!r)
            r = lean ? emit_whole_call(out, *lean, lead, k) : emit_libc_call(out, lead, format, len, k);
        if (!r && jump)
            r = buf_adds(out, "    }\n");
    }
    size_t nargs = k;
    size_t after = 1; /* the terminator */
    for (size_t i = 0; i < fmt->n; i++)
        after += fmt->dirs[i].lit_len + emit_min_len(&fmt->dirs[i]);
    k = 0;
    for (size_t i = 0; i < fmt->n && !r; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        after -= d->lit_len + emit_min_len(d);
        if (d->lit_len)
            r = emit_lit(out, fmt->text + d->lit_off, d->lit_len);
        if (!r && d->conv) {
            emit_ops o = emit_ops_next(d, &k);
            r = emit_write(out, d, i, &o, after, stream);
        }
    }
    if (!r && stream)
        return emit_stream_end(out, lead, fmt, format, len, nargs, 0, !fits);
    if (!r && tmp)
        return buf_printf(out, "    return __qrintf_end_n(__qrintf_arg_d, %s, __qrintf_o, __qrintf_p);\n",
                          strchr(lead, 'n') ? "__qrintf_arg_n" : "0");
    return r ? r : buf_adds(out, "    *__qrintf_p = 0;\n    return (int)(__qrintf_p - __qrintf_o);\n");
}

int emit_function(buf *out, unsigned fn, const char *lead, const fmt_list *fmt, const char *format, size_t len)
{
    int r = emit_params(out, fn, lead, fmt);
    if (!r)
        r = buf_adds(out, "{\n");
    if (!r)
        r = emit_body(out, lead, fmt, format, len, NULL);
    return r ? r : buf_adds(out, "}\n");
}

int emit_has_lean(const char *lead, const fmt_list *fmt)
{
    if (!strchr(lead, 'n') || emit_dest(lead))
        return 0;
    for (size_t i = 0; i < fmt->n; i++) {
        emit_kind kind = emit_kind_of(&fmt->dirs[i]);
        if (fmt->dirs[i].conv && ((kind != EMIT_STR && kind != EMIT_DBL) || fmt->dirs[i].width != FMT_NONE))
            return 0;
    }
    return 1;
}

int emit_lean_function(buf *out, unsigned fn, const char *lead, const fmt_list *fmt, const char *format,
                       size_t len)
{
    int r = emit_params(out, fn, lead, fmt);
    if (!r)
        r = buf_adds(out, "{\n");
    if (!r)
        r = emit_body(out, lead, fmt, format, len, &fn);
    return r ? r : buf_adds(out, "}\n");
}

/* One argument of the call of the generated function, converted to its parameter's type:
 * explicitly, since a pointer of another type does not convert by itself in C++. In a
 * call that is not flat, the argument's own text stands in the user's region, at the line
 * of its first token, and the conversion in the system-header region around it: what a
 * compiler says of the user's expression in an evaluated call (clang's -Wuninitialized,
 * -Wunsequenced, -Warray-bounds, which it keeps quiet about in system headers and in the
 * original's unevaluated copy) it says here too, and the compile that follows such a
 * diagnostic shows the plain compile's (see src/drv_compile.c). */
static int emit_arg(buf *out, const char *src, const emit_args *args, size_t i, const char *type,
                    const emit_site *e)
{
    const lex_token *at = e->flat ? NULL : args->at[i];
    int r = buf_printf(out, "%s(%s)(", i ? ", " : "", type);
    if (!r && at)
        r = emit_marker(out, src, &at->where, at->line, 0, e->default_file);
    if (!r)
        r = buf_add(out, args->text + args->off[i], args->off[i + 1] - args->off[i]);
    if (!r && at)
        r = emit_marker(out, src, &at->where, at->line, 1, e->default_file);
    return r ? r : buf_addc(out, ')');
}

/* An object-size expression learned from a fortify wrapper, with '@' standing for the
 * wrapper's destination parameter, applied to this call's destination, which it does not
 * evaluate. */
static int emit_objsize(buf *out, const emit_args *args, const char *objsize)
{
    int r = buf_adds(out, ", (__qrintf_size)(");
    for (; *objsize && !r; objsize++) {
        if (*objsize != '@') {
            r = buf_addc(out, *objsize);
            continue;
        }
        r = buf_addc(out, '(');
        if (!r)
            r = buf_add(out, args->text + args->off[0], args->off[1] - args->off[0]);
        if (!r)
            r = buf_addc(out, ')');
    }
    return r ? r : buf_addc(out, ')');
}

/* The call of the generated function: the leading arguments, the object size a fortify
 * wrapper would have passed, then the values (after the format, which is not passed). */
static int emit_work(buf *out, const char *src, const fmt_list *fmt, const emit_args *args,
                     const emit_site *e)
{
    size_t nlead = strlen(e->lead) - (e->objsize != NULL) - (strchr(e->lead, 'o') != NULL), a = 0;
    int wide, r = buf_printf(out, "__qrintf_f%u(", e->fn);
    for (; a < nlead && !r; a++)
        if (e->lead[a] != 'z')
            r = emit_arg(out, src, args, a, emit_lead_type(e->lead[a]), e);
    if (!r && e->objsize)
        r = emit_objsize(out, args, e->objsize);
    for (size_t i = 0; i < fmt->n && fmt->dirs[i].conv && !r; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        int stars = (d->width == FMT_STAR) + (d->prec == FMT_STAR);
        for (int j = 0; j <= stars && !r; j++, a++)
            r = emit_arg(out, src, args, a, j < stars ? "int" : emit_type(d, &wide), e);
    }
    return r ? r : buf_addc(out, ')');
}

/* gcc's warnings about a call of the C library's (-Wformat-overflow, -Wformat-truncation,
 * -Wrestrict) come from its sprintf pass, which runs late (in the strlen pass at -O1 and
 * above), on what the optimizers left. A copy under __typeof__ is gone by then, and so
 * is one in a branch on __builtin_constant_p, which ranger folds to 0 after inlining
 * (dom2, vrp1), before that pass. So the copy goes in a branch on the result of
 * snprintf(0, 0, "%c", 0): no earlier pass folds that call, and the sprintf pass folds
 * it to 1 (-fprintf-return-value: it writes nothing and its result is known) in the very
 * walk in which it analyses the copy; the branch is dropped right after, and neither the
 * copy nor the guard leaves code or data in the object. Where nothing folds (-O0,
 * -fno-printf-return-value) that guard would call the C library at every call; the
 * branch is then on a volatile that is never true (__qrintf_never): a load and a branch
 * that stay, over a copy that never runs (gcc 12). */
/* Whether gcc's sprintf pass, which reads printf, fprintf and dprintf calls too, may warn
 * about one of this format (-Wformat-overflow): of a null %s argument, or of a text that
 * passes INT_MAX, as a '*' operand or a vast width or precision can make it (a wide %lc
 * is left to it as well). Where it cannot, the call's original copy needs no guard, only
 * __typeof__: kept until that pass, the copies of Lua's luac.c (167 printf calls) were a
 * third of what qrintf added to its compile. */
static int emit_stream_may_warn(const fmt_list *fmt)
{
    size_t n = 0;
    for (size_t i = 0; i < fmt->n; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        if (d->conv == 's' || (d->conv == 'c' && d->length != FMT_LEN_NONE) || d->width == FMT_STAR ||
            d->prec == FMT_STAR)
            return 1;
        n += d->lit_len + (d->width > 0 ? (size_t)d->width : 0) + (d->prec > 0 ? (size_t)d->prec : 0) + 1024;
    }
    return n > 0x7fffffff / 2;
}

static const char *const emit_guards[] = {
    "((void)(__typeof__(", "(__builtin_snprintf((char *)0, 0, \"%c\", 0) != 1 ? (",
    "(__qrintf_never ? ("
};

int emit_call(buf *out, const char *src, const call_site *site, const fmt_list *fmt,
              const emit_args *args, const emit_site *e)
{
    const lex_token *first = &site->toks[0], *last = &site->toks[site->ntoks - 1];
    emit_guard guard = emit_dest(e->lead) && !emit_stream_may_warn(fmt) ? EMIT_GUARD_NONE : e->guard;
    if (e->flat)
        return emit_work(out, src, fmt, args, e);
    int r = emit_marker(out, src, &first->where, first->line, 1, e->default_file);
    if (!r)
        r = buf_adds(out, emit_guards[guard]);
    if (!r)
        r = emit_marker(out, src, &first->where, first->line, 0, e->default_file);
    if (!r)
        r = emit_pad(out, src, first->line_start, first->off);
    if (!r)
        r = buf_add(out, src + site->begin, site->end - site->begin);
    if (!r)
        r = emit_marker(out, src, &first->where, first->line, 1, e->default_file);
    if (!r)
        r = buf_adds(out, guard != EMIT_GUARD_NONE ? ") : " : ") *)0, ");
    if (!r)
        r = emit_work(out, src, fmt, args, e);
    if (!r)
        r = buf_addc(out, ')');
    if (!r)
        r = emit_marker(out, src, &last->where, last->line, 0, e->default_file);
    return r ? r : emit_pad(out, src, last->line_start, site->end);
}

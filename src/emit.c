/* emit.c: writes the replacement for one call. The original call stays, unevaluated,
 * under __typeof__ at its own line and column, so the compiler's format checks and
 * argument diagnostics fire once where the user wrote it (clang would warn about side
 * effects under sizeof, not under __typeof__); the code that does the work sits in a
 * line-marker region flagged as a system header, where none of its casts can warn. */
#include <string.h>

#include "emit.h"

/* The C type each conversion reads its argument as (the type va_arg would use, narrowed
 * for hh and h as C11 7.21.6.1p7 says), and whether it takes the 64-bit converters. */
static const char *emit_type(const fmt_directive *d, int *wide)
{
    static const char *const sig[] = {
        "int", "signed char", "short", "long", "long long", "long long", "qrintf_ssize",
        "qrintf_ssize", "int"
    };
    static const char *const uns[] = {
        "unsigned int", "unsigned char", "unsigned short", "unsigned long",
        "unsigned long long", "unsigned long long", "qrintf_size", "qrintf_size", "unsigned int"
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

int emit_spec(buf *out, const fmt_directive *d, int stars)
{
    static const char *const lengths[] = { "", "hh", "h", "l", "ll", "j", "z", "t", "L" };
    static const char flag_chars[] = "-+ #0";
    int i, r = buf_addc(out, '%');
    for (i = 0; i < 5 && !r; i++)
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
    size_t i;
    int r = buf_addc(out, '"');
    for (i = 0; i < n && !r; i++) {
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
    size_t i;
    int r = 0;
    for (i = first; i < end && !r; i++) {
        if (toks[i].kind == LEX_DIRECTIVE) /* a line marker: here it would break the line */
            continue;
        r = buf_add(out, src + toks[i].off, toks[i].len);
        if (!r)
            r = buf_addc(out, ' ');
    }
    return r;
}

/* An argument for the evaluated copy, in parentheses: the caller's text for it when it
 * has one (nested calls rewritten), else its tokens. */
static int emit_arg(buf *out, const char *src, const call_site *site, size_t arg,
                    const emit_opts *o)
{
    int r = buf_addc(out, '(');
    if (!r)
        r = o->arg_text ? o->arg_text(o->arg_ctx, out, site, arg)
                        : emit_tokens(out, src, site->toks, site->args[arg].first, site->args[arg].end);
    return r ? r : buf_addc(out, ')');
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

/* The temporaries: destination, size and object size as the callee has them (an object
 * size from a fortify wrapper too), then one per value and '*' argument. */
static int emit_decls(buf *out, const call_site *site, const fmt_list *fmt, const emit_opts *o)
{
    unsigned id = o->id;
    const char *lead = call_leading_args(site->name);
    size_t i, k = 0;
    int wide, r = buf_printf(out, "char *qrintf_d%u; ", id);
    if (!r && strchr(lead, 'n'))
        r = buf_printf(out, "qrintf_size qrintf_n%u; ", id);
    if (!r && (strchr(lead, 's') || o->objsize))
        r = buf_printf(out, "qrintf_size qrintf_s%u; ", id);
    for (i = 0; i < fmt->n && fmt->dirs[i].conv && !r; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        if (d->width == FMT_STAR)
            r = buf_printf(out, "int qrintf_v%u_%zu; ", id, k++);
        if (!r && d->prec == FMT_STAR)
            r = buf_printf(out, "int qrintf_v%u_%zu; ", id, k++);
        if (!r)
            r = buf_printf(out, "%s qrintf_v%u_%zu; ", emit_type(d, &wide), id, k++);
    }
    return r ? r : buf_printf(out, "qrintf_ctx qrintf_c%u; ", id);
}

/* An object-size expression learned from a fortify wrapper, with '@' standing for the
 * wrapper's destination parameter, applied to this call's destination. */
static int emit_objsize(buf *out, const char *objsize, unsigned id)
{
    int r = buf_printf(out, "), (void)(qrintf_s%u = ", id);
    for (; *objsize && !r; objsize++)
        r = *objsize == '@' ? buf_printf(out, "qrintf_d%u", id) : buf_addc(out, *objsize);
    return r;
}

/* The arguments before the format: each evaluated into its temporary, the fortify flag
 * evaluated for its side effects only. */
static int emit_leading(buf *out, const char *src, const call_site *site, const emit_opts *o)
{
    unsigned id = o->id;
    const char *lead = call_leading_args(site->name);
    size_t a;
    int r = 0;
    for (a = 0; lead[a] && !r; a++) {
        switch (lead[a]) {
        case 'd':
            r = buf_printf(out, "(void)(qrintf_d%u = (char *)", id);
            break;
        case 'f':
            r = buf_adds(out, "), (void)(");
            break;
        default:
            r = buf_printf(out, "), (void)(qrintf_%c%u = (qrintf_size)", lead[a], id);
            break;
        }
        if (!r)
            r = emit_arg(out, src, site, a, o);
    }
    return r || !o->objsize ? r : emit_objsize(out, o->objsize, id);
}

/* Every argument is evaluated, in order, before anything is written, and all in one
 * full expression so that C++ temporaries (s.c_str()) live until the end of the call. */
static int emit_assigns(buf *out, const char *src, const call_site *site, const fmt_list *fmt,
                        const emit_opts *o)
{
    unsigned id = o->id;
    size_t i, k = 0, arg = strlen(call_leading_args(site->name)) + 1;
    int wide, r = emit_leading(out, src, site, o);
    for (i = 0; i < fmt->n && fmt->dirs[i].conv && !r; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        int stars = (d->width == FMT_STAR) + (d->prec == FMT_STAR), j;
        for (j = 0; j <= stars && !r; j++, k++, arg++) {
            r = buf_printf(out, "), (void)(qrintf_v%u_%zu = (%s)", id, k,
                           j < stars ? "int" : emit_type(d, &wide));
            if (!r)
                r = emit_arg(out, src, site, arg, o);
        }
    }
    return r ? r : buf_adds(out, "), ");
}

/* The context for the callee: sprintf is unbounded, snprintf bounded, and the fortified
 * forms also check the object size. */
static int emit_init(buf *out, const call_site *site, const emit_opts *o)
{
    const char *lead = call_leading_args(site->name);
    unsigned id = o->id;
    int chk = strchr(lead, 's') || o->objsize;
    if (strchr(lead, 'n'))
        return chk ? buf_printf(out, "qrintf_init_nchk(&qrintf_c%u, qrintf_d%u, qrintf_n%u, qrintf_s%u)",
                                id, id, id, id)
                   : buf_printf(out, "qrintf_init(&qrintf_c%u, qrintf_d%u, qrintf_n%u)", id, id, id);
    return chk ? buf_printf(out, "qrintf_init_chk(&qrintf_c%u, qrintf_d%u, qrintf_s%u)", id, id, id)
               : buf_printf(out, "qrintf_init_unbounded(&qrintf_c%u, qrintf_d%u)", id, id);
}

/* Width and precision operands: the number, the '*' argument, or none (0 and -1). */
static int emit_operand(buf *out, int v, unsigned id, size_t *k, int none)
{
    if (v == FMT_STAR)
        return buf_printf(out, ", qrintf_v%u_%zu", id, (*k)++);
    return buf_printf(out, ", %d", v == FMT_NONE ? none : v);
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

/* A runtime converter and the operands it takes after the value. */
typedef struct emit_conv {
    const char *name;
    unsigned ops;
} emit_conv;

enum {
    EMIT_OP_CONV = 1, EMIT_OP_FLAGS = 2, EMIT_OP_WIDTH = 4, EMIT_OP_PREC = 8, EMIT_OP_LIBC = 16,
    EMIT_OP_SLACK = 32
};

/* The plain forms take only the value; anything with flags, width or precision goes
 * through the general ones, whose constant operands the compiler folds after inlining. */
static emit_conv emit_pick(const fmt_directive *d)
{
    static const emit_conv
        i32 = { "qrintf_i32", EMIT_OP_SLACK }, i64 = { "qrintf_i64", 0 },
        u32 = { "qrintf_u32", EMIT_OP_SLACK }, u64 = { "qrintf_u64", 0 },
        radix = { "qrintf_radix_out", EMIT_OP_CONV },
        int_s = { "qrintf_int_s", EMIT_OP_FLAGS | EMIT_OP_WIDTH | EMIT_OP_PREC },
        int_u = { "qrintf_int_u", EMIT_OP_CONV | EMIT_OP_FLAGS | EMIT_OP_WIDTH | EMIT_OP_PREC },
        chr1 = { "qrintf_c", 0 }, chr = { "qrintf_chr", EMIT_OP_FLAGS | EMIT_OP_WIDTH },
        str1 = { "qrintf_s", 0 }, str = { "qrintf_str", EMIT_OP_FLAGS | EMIT_OP_WIDTH | EMIT_OP_PREC },
        ptr = { "qrintf_ptr", EMIT_OP_FLAGS | EMIT_OP_WIDTH },
        fp = { "qrintf_fp", EMIT_OP_LIBC | EMIT_OP_WIDTH | EMIT_OP_PREC },
        fixed = { "qrintf_fixed", EMIT_OP_LIBC | EMIT_OP_FLAGS | EMIT_OP_WIDTH | EMIT_OP_PREC },
        fpl = { "qrintf_fpl", EMIT_OP_LIBC | EMIT_OP_WIDTH | EMIT_OP_PREC };
    int wide, plain = d->width == FMT_NONE && d->prec == FMT_NONE;
    emit_type(d, &wide);
    switch (d->conv) {
    case 'd': case 'i':
        return plain && !(d->flags & (FMT_PLUS | FMT_SPACE)) ? (wide ? i64 : i32) : int_s;
    case 'u':
        return plain ? (wide ? u64 : u32) : int_u;
    case 'o': case 'x': case 'X':
        return plain && !(d->flags & FMT_HASH) ? radix : int_u;
    case 'c':
        return d->width == FMT_NONE ? chr1 : chr;
    case 's':
        return plain ? str1 : str;
    case 'p':
        return ptr;
    case 'f': case 'F':
        return d->length == FMT_LEN_BIG_L ? fpl : fixed;
    default:
        return d->length == FMT_LEN_BIG_L ? fpl : fp;
    }
}

/* The fewest bytes a directive can produce, whatever its arguments. */
static size_t emit_min_len(const fmt_directive *d)
{
    size_t least = !d->conv ? 0
                 : strchr("diouxX", d->conv) ? d->prec == FMT_NONE
                 : d->conv == 'p' ? 3 : d->conv != 's';
    return d->width >= 0 && (size_t)d->width > least ? (size_t)d->width : least;
}

/* The operands of one directive's converter; *k counts the argument temporaries and
 * after is how many bytes the rest of the call surely writes, terminator included. */
static int emit_step(buf *out, const fmt_directive *d, unsigned id, size_t *k, size_t after)
{
    emit_conv cv = emit_pick(d);
    size_t v = *k + (d->width == FMT_STAR) + (d->prec == FMT_STAR);
    int r = cv.ops & EMIT_OP_LIBC ? emit_libc_format(out, d) : buf_printf(out, ", qrintf_v%u_%zu", id, v);
    if (!r && (cv.ops & EMIT_OP_CONV))
        r = buf_printf(out, ", '%c'", d->conv);
    if (!r && (cv.ops & EMIT_OP_FLAGS))
        r = buf_printf(out, ", %u", d->flags);
    if (!r && (cv.ops & EMIT_OP_WIDTH))
        r = emit_operand(out, d->width, id, k, 0);
    if (!r && (cv.ops & EMIT_OP_PREC))
        r = emit_operand(out, d->prec, id, k, -1);
    if (!r && (cv.ops & EMIT_OP_LIBC)) /* the C library takes the value last */
        r = buf_printf(out, ", qrintf_v%u_%zu", id, v);
    if (!r && (cv.ops & EMIT_OP_SLACK))
        r = buf_printf(out, ", %d", after < 64 ? (int)after : 64);
    *k = v + 1;
    return r ? r : buf_addc(out, ')');
}

/* The chain: qrintf_end(step_n(...step_1(qrintf_init(&ctx, d, n), args_1)..., args_n)).
 * The converters' names open in reverse order, then the operands close in order. */
static int emit_chain(buf *out, const call_site *site, const fmt_list *fmt, const emit_opts *o)
{
    unsigned id = o->id;
    size_t i, k = 0, after = 1; /* the terminator */
    int r = buf_adds(out, "qrintf_end(");
    for (i = fmt->n; i-- > 0 && !r;) {
        if (fmt->dirs[i].conv)
            r = buf_printf(out, "%s(", emit_pick(&fmt->dirs[i]).name);
        if (!r && fmt->dirs[i].lit_len)
            r = buf_adds(out, "qrintf_lit(");
    }
    if (!r)
        r = emit_init(out, site, o);
    for (i = 0; i < fmt->n; i++)
        after += fmt->dirs[i].lit_len + emit_min_len(&fmt->dirs[i]);
    for (i = 0; i < fmt->n && !r; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        after -= d->lit_len + emit_min_len(d);
        if (d->lit_len) {
            r = buf_adds(out, ", ");
            if (!r)
                r = emit_c_string(out, fmt->text + d->lit_off, d->lit_len);
            if (!r)
                r = buf_printf(out, ", %zu)", d->lit_len);
        }
        if (!r && d->conv)
            r = emit_step(out, d, id, &k, after);
    }
    return r ? r : buf_addc(out, ')');
}

/* The code that does the work: every argument into its temporary, then the chain. */
static int emit_work(buf *out, const char *src, const call_site *site, const fmt_list *fmt,
                     const emit_opts *o)
{
    int r = buf_adds(out, "__extension__ ({ ");
    if (!r)
        r = emit_decls(out, site, fmt, o);
    if (!r)
        r = emit_assigns(out, src, site, fmt, o);
    if (!r)
        r = emit_chain(out, site, fmt, o);
    return r ? r : buf_adds(out, "; })");
}

int emit_call(buf *out, const char *src, const call_site *site, const fmt_list *fmt,
              const emit_opts *o)
{
    const lex_token *first = &site->toks[0], *last = &site->toks[site->ntoks - 1];
    int r;
    if (o->flat)
        return emit_work(out, src, site, fmt, o);
    r = emit_marker(out, src, &first->where, first->line, 1, o->default_file);
    if (!r)
        r = buf_adds(out, "((void)(__typeof__(");
    if (!r)
        r = emit_marker(out, src, &first->where, first->line, 0, o->default_file);
    if (!r)
        r = emit_pad(out, src, first->line_start, first->off);
    if (!r)
        r = buf_add(out, src + site->begin, site->end - site->begin);
    if (!r)
        r = emit_marker(out, src, &last->where, last->line, 1, o->default_file);
    if (!r)
        r = buf_adds(out, ") *)0, ");
    if (!r)
        r = emit_work(out, src, site, fmt, o);
    if (!r)
        r = buf_addc(out, ')');
    if (!r)
        r = emit_marker(out, src, &last->where, last->line, 0, o->default_file);
    return r ? r : emit_pad(out, src, last->line_start, site->end);
}

/* emit.c: the code of rewritten calls. For each distinct callee and format of a
 * translation unit, one static function, defined once, with the runtime, before any of the
 * user's code; for snprintf(b, sizeof b, "%s=%u\n", key, v):
 *
 *     static int __qrintf_f0(char * __qrintf_arg_d, __qrintf_size __qrintf_arg_n,
 *                            const char * __qrintf_arg0, unsigned int __qrintf_arg1)
 *     {
 *         __qrintf_ctx __qrintf_out;
 *         return __qrintf_end(__qrintf_lit(__qrintf_u32(__qrintf_lit(__qrintf_s(
 *             __qrintf_init(&__qrintf_out, __qrintf_arg_d, __qrintf_arg_n), __qrintf_arg0),
 *             "=", 1), __qrintf_arg1, 2), "\n", 1));
 *     }
 *
 * A bounded call whose text has a short known bound (no %s, say) is formatted without
 * checks, straight into the destination or through scratch space (emit_via); one whose
 * size is a literal 0 gets a function of its own that only counts (lead 'z'); and when
 * the build favours size, every directive is a call of a shared converter (emit_pick).
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
 * inlines at -O2; one used fifty times is one noinline function, called fifty times. */
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
    return letter == 'd' ? "char *" : letter == 'f' ? "int" : "__qrintf_size";
}

int emit_spec(buf *out, const fmt_directive *d, int stars)
{
    static const char *const lengths[] = { "", "hh", "h", "l", "ll", "j", "z", "t", "L" };
    static const char flag_chars[] = "-+ #0";
    int r = buf_addc(out, '%');
    for (int i = 0; i < 5 && !r; i++)
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
    for (const char *l = lead; *l && !r; l++)
        if (*l != 'z')
            r = buf_printf(out, "%s%s __qrintf_arg_%c", l == lead ? "" : ", ", emit_lead_type(*l), *l);
    for (size_t i = 0; i < fmt->n && fmt->dirs[i].conv && !r; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        int stars = (d->width == FMT_STAR) + (d->prec == FMT_STAR);
        for (int j = 0; j <= stars && !r; j++)
            r = buf_printf(out, ", %s __qrintf_arg%zu", j < stars ? "int" : emit_type(d, &wide), k++);
    }
    return r ? r : buf_adds(out, ")\n");
}

/* The longest text a directive can produce, or EMIT_UNBOUNDED: for each conversion, its
 * longest number of the widest type its length modifier may name (a long is taken as 64
 * bits), with sign or prefix, then widened by a precision or width it knows. */
enum { EMIT_UNBOUNDED = 1 << 20 };

static size_t emit_max_len(const fmt_directive *d)
{
    static const size_t dec[] = { 11, 4, 6, 20, 20, 20, 20, 20 }, oct[] = { 12, 4, 7, 23, 23, 23, 23, 23 };
    size_t n, hex = d->length >= FMT_LEN_L ? 18 : d->length == FMT_LEN_NONE ? 10 : 2 + 4 * (size_t)d->length;
    if (d->width == FMT_STAR || d->prec == FMT_STAR || d->length == FMT_LEN_BIG_L)
        return EMIT_UNBOUNDED;
    switch (d->conv) {
    case 'd': case 'i': case 'u':
        n = dec[d->length] + (d->prec > 0 ? (size_t)d->prec : 0);
        break;
    case 'o':
        n = oct[d->length] + (d->prec > 0 ? (size_t)d->prec : 0);
        break;
    case 'x': case 'X':
        n = hex + (d->prec > 0 ? (size_t)d->prec : 0);
        break;
    case 'c':
        n = 1;
        break;
    case 'p':
        n = 19;
        break;
    case 's':
        n = d->prec >= 0 ? (size_t)d->prec : EMIT_UNBOUNDED;
        break;
    case 0:
        return 0;
    default:
        return EMIT_UNBOUNDED;
    }
    return d->width > 0 && (size_t)d->width > n ? (size_t)d->width : n;
}

/* The longest text of the whole format, at most EMIT_UNBOUNDED. */
static size_t emit_format_max(const fmt_list *fmt)
{
    size_t n = 0;
    for (size_t i = 0; i < fmt->n && n < EMIT_UNBOUNDED; i++)
        n += fmt->dirs[i].lit_len + emit_max_len(&fmt->dirs[i]);
    return n < EMIT_UNBOUNDED ? n : EMIT_UNBOUNDED;
}

/* A bounded call (snprintf) whose whole text has a short known bound: formatted with no
 * check at all, as sprintf is, straight into the destination when the longest text fits
 * and else into scratch space on the stack, from which __qrintf_end_via copies what
 * fits. One test for the whole call in place of one per directive: shorter code, and
 * faster. Not when the build favours size: there the converters, out of line, do the
 * tests, and the copy would only add code. */
enum { EMIT_VIA_MAX = 64 };

static size_t emit_via(const char *lead, const fmt_list *fmt, int small)
{
    size_t longest = emit_format_max(fmt);
    return !small && strchr(lead, 'n') && longest <= EMIT_VIA_MAX ? longest : 0;
}

/* The context: sprintf is unbounded, snprintf bounded (or formatted via scratch space),
 * and the fortified forms also check the object size. */
static int emit_init(buf *out, const char *lead, size_t via)
{
    int chk = strchr(lead, 's') != NULL;
    if (via)
        return buf_printf(out, "__qrintf_init_via(&__qrintf_out, __qrintf_arg_d, __qrintf_arg_n, %s, "
                               "__qrintf_tmp, %zu)", chk ? "__qrintf_arg_s" : "(__qrintf_size)-1", via);
    if (strchr(lead, 'n'))
        return buf_adds(out, chk ? "__qrintf_init_nchk(&__qrintf_out, __qrintf_arg_d, __qrintf_arg_n, __qrintf_arg_s)"
                                 : "__qrintf_init(&__qrintf_out, __qrintf_arg_d, __qrintf_arg_n)");
    if (strchr(lead, 'z'))
        return buf_adds(out, chk ? "__qrintf_init_nchk(&__qrintf_out, __qrintf_arg_d, 0, __qrintf_arg_s)"
                                 : "__qrintf_init(&__qrintf_out, __qrintf_arg_d, 0)");
    return buf_adds(out, chk ? "__qrintf_init_chk(&__qrintf_out, __qrintf_arg_d, __qrintf_arg_s)"
                             : "__qrintf_init_unbounded(&__qrintf_out, __qrintf_arg_d)");
}

/* Width and precision operands: the number, the '*' argument, or none (0 and -1). */
static int emit_operand(buf *out, int v, size_t *k, int none)
{
    if (v == FMT_STAR)
        return buf_printf(out, ", __qrintf_arg%zu", (*k)++);
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
 * through the general ones, and so does everything when the build favours size (small):
 * then each directive is one call of a converter that every format shares. */
static emit_conv emit_pick(const fmt_directive *d, int small)
{
    static const emit_conv
        i32 = { "__qrintf_i32", EMIT_OP_SLACK }, i64 = { "__qrintf_i64", 0 },
        u32 = { "__qrintf_u32", EMIT_OP_SLACK }, u64 = { "__qrintf_u64", 0 },
        radix = { "__qrintf_radix_out", EMIT_OP_CONV },
        int_s = { "__qrintf_int_s", EMIT_OP_FLAGS | EMIT_OP_WIDTH | EMIT_OP_PREC },
        int_u = { "__qrintf_int_u", EMIT_OP_CONV | EMIT_OP_FLAGS | EMIT_OP_WIDTH | EMIT_OP_PREC },
        chr1 = { "__qrintf_c", 0 }, chr = { "__qrintf_chr", EMIT_OP_FLAGS | EMIT_OP_WIDTH },
        str1 = { "__qrintf_s", 0 },
        str = { "__qrintf_str", EMIT_OP_FLAGS | EMIT_OP_WIDTH | EMIT_OP_PREC },
        ptr = { "__qrintf_ptr", EMIT_OP_FLAGS | EMIT_OP_WIDTH },
        fp = { "__qrintf_fp", EMIT_OP_LIBC | EMIT_OP_WIDTH | EMIT_OP_PREC },
        fixed = { "__qrintf_fixed", EMIT_OP_LIBC | EMIT_OP_FLAGS | EMIT_OP_WIDTH | EMIT_OP_PREC },
        fpl = { "__qrintf_fpl", EMIT_OP_LIBC | EMIT_OP_WIDTH | EMIT_OP_PREC };
    int wide, plain = !small && d->width == FMT_NONE && d->prec == FMT_NONE;
    emit_type(d, &wide);
    switch (d->conv) {
    case 'd': case 'i':
        return plain && !(d->flags & (FMT_PLUS | FMT_SPACE)) ? (wide ? i64 : i32) : int_s;
    case 'u':
        return plain ? (wide ? u64 : u32) : int_u;
    case 'o': case 'x': case 'X':
        return plain && !(d->flags & FMT_HASH) ? radix : int_u;
    case 'c':
        return d->width == FMT_NONE && !small ? chr1 : chr;
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

/* The operands of one directive's converter; *k counts the parameters and after is how
 * many bytes the rest of the call surely writes, terminator included. */
static int emit_step(buf *out, const fmt_directive *d, int small, size_t *k, size_t after)
{
    emit_conv cv = emit_pick(d, small);
    size_t v = *k + (d->width == FMT_STAR) + (d->prec == FMT_STAR);
    int r = cv.ops & EMIT_OP_LIBC ? emit_libc_format(out, d) : buf_printf(out, ", __qrintf_arg%zu", v);
    if (!r && (cv.ops & EMIT_OP_CONV))
        r = buf_printf(out, ", '%c'", d->conv);
    if (!r && (cv.ops & EMIT_OP_FLAGS))
        r = buf_printf(out, ", %u", d->flags);
    if (!r && (cv.ops & EMIT_OP_WIDTH))
        r = emit_operand(out, d->width, k, 0);
    if (!r && (cv.ops & EMIT_OP_PREC))
        r = emit_operand(out, d->prec, k, -1);
    if (!r && (cv.ops & EMIT_OP_LIBC)) /* the C library takes the value last */
        r = buf_printf(out, ", __qrintf_arg%zu", v);
    if (!r && (cv.ops & EMIT_OP_SLACK))
        r = buf_printf(out, ", %d", after < 64 ? (int)after : 64);
    *k = v + 1;
    return r ? r : buf_addc(out, ')');
}

/* The chain: __qrintf_end(step_n(...step_1(__qrintf_init(&out, d, n), args_1)..., args_n)).
 * The converters' names open in reverse order, then the operands close in order. */
static int emit_chain(buf *out, const char *lead, const fmt_list *fmt, int small, size_t via)
{
    size_t k = 0, after = 1; /* the terminator */
    int r = buf_adds(out, via ? "__qrintf_end_via(" : "__qrintf_end(");
    for (size_t i = fmt->n; i-- > 0 && !r;) {
        if (fmt->dirs[i].conv)
            r = buf_printf(out, "%s(", emit_pick(&fmt->dirs[i], small).name);
        if (!r && fmt->dirs[i].lit_len)
            r = buf_adds(out, "__qrintf_lit(");
    }
    if (!r)
        r = emit_init(out, lead, via);
    for (size_t i = 0; i < fmt->n; i++)
        after += fmt->dirs[i].lit_len + emit_min_len(&fmt->dirs[i]);
    for (size_t i = 0; i < fmt->n && !r; i++) {
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
            r = emit_step(out, d, small, &k, after);
    }
    if (!r && via)
        r = buf_printf(out, ", __qrintf_arg_d, __qrintf_arg_n, __qrintf_tmp, %zu", via);
    return r ? r : buf_addc(out, ')');
}

/* A format used at more than two call sites stays one function: compilers that inline a
 * small static function wherever it is called (clang does) would otherwise copy it into
 * each, and a file of 500 calls of one format would take clang 25 times as long to
 * compile. At one or two sites the compiler decides, and may specialize each copy for
 * its constant arguments (snprintf(NULL, 0, ...): clang 5.9 ns a call out of line, 1.6
 * inlined). */
int emit_function_prefix(buf *out, size_t calls)
{
    return buf_adds(out, calls > 2 ? "static __attribute__((__noinline__)) " : "static ");
}

int emit_function(buf *out, unsigned fn, const char *lead, const fmt_list *fmt, int small)
{
    size_t via = emit_via(lead, fmt, small);
    int r = emit_params(out, fn, lead, fmt);
    if (!r)
        r = buf_adds(out, "{\n    __qrintf_ctx __qrintf_out;\n");
    if (!r && via)
        r = buf_printf(out, "    char __qrintf_tmp[%zu];\n", via + 1);
    if (!r)
        r = buf_adds(out, "    return ");
    if (!r)
        r = emit_chain(out, lead, fmt, small, via);
    return r ? r : buf_adds(out, ";\n}\n");
}

/* One argument of the call of the generated function, converted to its parameter's type:
 * explicitly, since a pointer of another type does not convert by itself in C++. */
static int emit_arg(buf *out, const emit_args *args, size_t i, const char *type)
{
    int r = buf_printf(out, "%s(%s)(", i ? ", " : "", type);
    if (!r)
        r = buf_add(out, args->text + args->off[i], args->off[i + 1] - args->off[i]);
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
static int emit_work(buf *out, const fmt_list *fmt, const emit_args *args, const emit_site *e)
{
    size_t nlead = strlen(e->lead) - (e->objsize != NULL), a = 0;
    int wide, r = buf_printf(out, "__qrintf_f%u(", e->fn);
    for (; a < nlead && !r; a++)
        if (e->lead[a] != 'z')
            r = emit_arg(out, args, a, emit_lead_type(e->lead[a]));
    if (!r && e->objsize)
        r = emit_objsize(out, args, e->objsize);
    for (size_t i = 0; i < fmt->n && fmt->dirs[i].conv && !r; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        int stars = (d->width == FMT_STAR) + (d->prec == FMT_STAR);
        for (int j = 0; j <= stars && !r; j++, a++)
            r = emit_arg(out, args, a, j < stars ? "int" : emit_type(d, &wide));
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
 * copy nor the guard leaves code or data in the object. At -O0 and under
 * -fno-printf-return-value the guard would stay as code: no guard then (gcc 12). */
static const char emit_guard[] = "(__builtin_snprintf((char *)0, 0, \"%c\", 0) != 1 ? (";

int emit_call(buf *out, const char *src, const call_site *site, const fmt_list *fmt,
              const emit_args *args, const emit_site *e)
{
    const lex_token *first = &site->toks[0], *last = &site->toks[site->ntoks - 1];
    if (e->flat)
        return emit_work(out, fmt, args, e);
    int r = emit_marker(out, src, &first->where, first->line, 1, e->default_file);
    if (!r)
        r = buf_adds(out, e->guard ? emit_guard : "((void)(__typeof__(");
    if (!r)
        r = emit_marker(out, src, &first->where, first->line, 0, e->default_file);
    if (!r)
        r = emit_pad(out, src, first->line_start, first->off);
    if (!r)
        r = buf_add(out, src + site->begin, site->end - site->begin);
    if (!r)
        r = emit_marker(out, src, &first->where, first->line, 1, e->default_file);
    if (!r)
        r = buf_adds(out, e->guard ? ") : " : ") *)0, ");
    if (!r)
        r = emit_work(out, fmt, args, e);
    if (!r)
        r = buf_addc(out, ')');
    if (!r)
        r = emit_marker(out, src, &last->where, last->line, 0, e->default_file);
    return r ? r : emit_pad(out, src, last->line_start, site->end);
}

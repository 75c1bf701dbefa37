/* fmt.c: decodes a printf format into one fmt_directive per conversion. PCRE2 reads the
 * directive syntax; the checks after it encode what C11 7.21.6.1 leaves undefined. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "fmt.h"

struct fmt_decoder {
    pcre2_code *re;
    pcre2_match_data *md;
};

/* Groups: 1 positional "n$", 2 flags, 3 width, 4 precision (after '.'), 5 length,
 * 6 conversion. The ' flag is POSIX's (thousands grouping); the nonstandard flag I and
 * lengths (q Z L on integers) are matched so that they can be refused by name rather
 * than misread. */
static const char fmt_pattern[] =
    "%([0-9]+\\$)?([-+ #0'I]*)(\\*(?:[0-9]+\\$)?|[0-9]+)?"
    "(?:\\.(\\*(?:[0-9]+\\$)?|[0-9]*))?(hh|h|ll|l|j|z|t|L|q|Z)?(.)?";

enum { G_POS = 1, G_FLAGS, G_WIDTH, G_PREC, G_LEN, G_CONV };

fmt_decoder *fmt_decoder_new(void)
{
    fmt_decoder *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    int err;
    PCRE2_SIZE erroff;
    d->re = pcre2_compile((PCRE2_SPTR)fmt_pattern, PCRE2_ZERO_TERMINATED,
                          PCRE2_ANCHORED | PCRE2_DOTALL, &err, &erroff, NULL);
    d->md = d->re ? pcre2_match_data_create_from_pattern(d->re, NULL) : NULL;
    if (!d->md) {
        fmt_decoder_free(d);
        return NULL;
    }
    return d;
}

void fmt_decoder_free(fmt_decoder *d)
{
    if (!d)
        return;
    pcre2_match_data_free(d->md);
    pcre2_code_free(d->re);
    free(d);
}

/* A captured group as a slice; an unset group is empty with set == 0. */
typedef struct fmt_group {
    const char *s;
    size_t n;
    int set;
} fmt_group;

static fmt_group fmt_get(const fmt_decoder *d, const char *subject, int g)
{
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(d->md);
    fmt_group r = { NULL, 0, 0 };
    if (ov[2 * g] != PCRE2_UNSET) {
        r.s = subject + ov[2 * g];
        r.n = ov[2 * g + 1] - ov[2 * g];
        r.set = 1;
    }
    return r;
}

enum { FMT_TOO_LARGE = -3 };

/* A decimal width or precision; FMT_TOO_LARGE when it does not fit an int. */
static int fmt_number(fmt_group g)
{
    long v = 0;
    for (size_t i = 0; i < g.n; i++) {
        v = v * 10 + (g.s[i] - '0');
        if (v > 0x7fffffff)
            return FMT_TOO_LARGE;
    }
    return (int)v;
}

static const struct { const char *s; fmt_length len; } fmt_lengths[] = {
    { "hh", FMT_LEN_HH }, { "h", FMT_LEN_H }, { "ll", FMT_LEN_LL }, { "l", FMT_LEN_L },
    { "j", FMT_LEN_J }, { "z", FMT_LEN_Z }, { "t", FMT_LEN_T }, { "L", FMT_LEN_BIG_L },
};

/* Flags, width, precision and length into dir; the conversion is checked afterwards. */
static const char *fmt_fields(const fmt_decoder *d, const char *s, fmt_directive *dir)
{
    fmt_group flags = fmt_get(d, s, G_FLAGS), width = fmt_get(d, s, G_WIDTH);
    fmt_group prec = fmt_get(d, s, G_PREC), len = fmt_get(d, s, G_LEN);
    if (fmt_get(d, s, G_POS).set || memchr(width.s ? width.s : "", '$', width.n) ||
        memchr(prec.s ? prec.s : "", '$', prec.n))
        return "positional arguments";
    for (size_t i = 0; i < flags.n; i++) {
        const char *f = strchr("-+ #0'", flags.s[i]);
        if (!f)
            return "nonstandard flag";
        dir->flags |= 1u << (f - "-+ #0'");
    }
    dir->width = !width.set ? FMT_NONE : *width.s == '*' ? FMT_STAR : fmt_number(width);
    dir->prec = !prec.set ? FMT_NONE : prec.n && *prec.s == '*' ? FMT_STAR : fmt_number(prec);
    if (dir->width == FMT_TOO_LARGE || dir->prec == FMT_TOO_LARGE)
        return "width or precision too large";
    dir->length = FMT_LEN_NONE;
    if (len.set) {
        for (size_t i = 0; i < sizeof fmt_lengths / sizeof *fmt_lengths; i++)
            if (len.n == strlen(fmt_lengths[i].s) && !memcmp(len.s, fmt_lengths[i].s, len.n))
                dir->length = fmt_lengths[i].len;
        if (dir->length == FMT_LEN_NONE)
            return "nonstandard length modifier";
    }
    return NULL;
}

/* What C11 7.21.6.1 p6-p8 define for each conversion; the rest is undefined and refused. */
static const char *fmt_check(const fmt_directive *dir)
{
    int ints = strchr("diouxX", dir->conv) != NULL;
    int floats = strchr("fFeEgGaA", dir->conv) != NULL;
    if (dir->conv == 'n')
        return "%n directive";
    if (dir->conv == 'm')
        return "%m directive";
    if ((dir->conv == 'c' || dir->conv == 's') && dir->length == FMT_LEN_L)
        return "wide character conversion";
    if (!ints && !floats && !strchr("csp", dir->conv))
        return "unsupported conversion";
    if ((dir->flags & FMT_HASH) && !floats && !strchr("oxX", dir->conv))
        return "'#' flag undefined for this conversion";
    if ((dir->flags & FMT_ZERO) && !ints && !floats)
        return "'0' flag undefined for this conversion";
    /* POSIX defines ' for i d u f F g G, and glibc ignores it for e E a A; it also groups
     * the digits of o x X, whose calls are left to it. */
    if ((dir->flags & FMT_GROUP) && strchr("oxX", dir->conv))
        return "''' flag on o, x or X";
    if ((dir->flags & FMT_GROUP) && !ints && !floats)
        return "''' flag undefined for this conversion";
    if (dir->prec != FMT_NONE && (dir->conv == 'c' || dir->conv == 'p'))
        return "precision undefined for this conversion";
    if (dir->length == FMT_LEN_BIG_L ? !floats
                                     : dir->length != FMT_LEN_NONE && !ints &&
                                           !(floats && dir->length == FMT_LEN_L))
        return "length modifier undefined for this conversion";
    return NULL;
}

static int fmt_push(fmt_list *l, size_t *cap, const fmt_directive *dir)
{
    if (l->n == *cap) {
        fmt_directive *p = buf_grow(l->dirs, cap, l->n + 1, sizeof *p);
        if (!p)
            return -1;
        l->dirs = p;
    }
    l->dirs[l->n++] = *dir;
    return 0;
}

/* Reads the directive at format[pos] ('%'); returns its length, or 0 with *reason. */
static size_t fmt_directive_at(fmt_decoder *d, const char *format, size_t len, size_t pos,
                               fmt_directive *dir, const char **reason)
{
    if (pcre2_match(d->re, (PCRE2_SPTR)format, len, pos, 0, d->md, NULL) < 0) {
        *reason = "invalid directive";
        return 0;
    }
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(d->md);
    fmt_group conv = fmt_get(d, format, G_CONV);
    if (!conv.set) {
        *reason = "'%' at the end of the format";
        return 0;
    }
    dir->conv = *conv.s;
    *reason = fmt_fields(d, format, dir);
    if (!*reason && dir->conv == '%' && ov[1] - ov[0] != 2)
        *reason = "invalid directive";
    if (!*reason && dir->conv != '%')
        *reason = fmt_check(dir);
    return *reason ? 0 : ov[1] - ov[0];
}

int fmt_decode(fmt_decoder *d, const char *format, size_t len, size_t max_args, fmt_list *out,
               const char **reason)
{
    buf text = { NULL, 0, 0 };
    size_t pos = 0, cap = 0, lit = 0, args = 0;
    const char *nul = memchr(format, 0, len);
    memset(out, 0, sizeof *out);
    *reason = NULL;
    if (nul)
        len = (size_t)(nul - format);
    while (pos <= len) {
        fmt_directive dir = { 0, 0, 0, 0, FMT_NONE, FMT_NONE, FMT_LEN_NONE };
        const char *pct = memchr(format + pos, '%', len - pos);
        size_t next = pct ? (size_t)(pct - format) : len, n = 0;
        if (buf_add(&text, format + pos, next - pos) < 0)
            goto nomem;
        if (pct && !(n = fmt_directive_at(d, format, len, next, &dir, reason)))
            goto fail;
        pos = next + (pct ? n : 1);
        if (dir.conv == '%') {
            if (buf_addc(&text, '%') < 0)
                goto nomem;
            continue;
        }
        args += dir.conv ? 1 + (dir.width == FMT_STAR) + (dir.prec == FMT_STAR) : 0;
        if (args > max_args) { /* also bounds the memory a long format takes */
            *reason = "argument count does not match the format";
            goto fail;
        }
        dir.lit_off = lit;
        dir.lit_len = text.len - lit;
        lit = text.len;
        if (fmt_push(out, &cap, &dir) < 0)
            goto nomem;
    }
    out->text = text.data;
    return 0;
nomem:
    *reason = "out of memory";
fail:
    buf_free(&text);
    fmt_list_free(out);
    return -1;
}

void fmt_list_free(fmt_list *l)
{
    free(l->dirs);
    free(l->text);
    memset(l, 0, sizeof *l);
}

size_t fmt_arg_count(const fmt_list *l)
{
    size_t n = 0;
    for (size_t i = 0; i < l->n; i++)
        if (l->dirs[i].conv)
            n += 1 + (l->dirs[i].width == FMT_STAR) + (l->dirs[i].prec == FMT_STAR);
    return n;
}

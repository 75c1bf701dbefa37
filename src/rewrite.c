/* rewrite.c: the rewriter's main loop. Finds calls, decides for each whether it can be
 * rewritten, copies everything else byte for byte, and injects the runtime once. */
#include <stdlib.h>
#include <string.h>

#include "call.h"
#include "emit.h"
#include "fmt.h"
#include "lex.h"
#include "rewrite.h"

/* Where the runtime goes: after the first line marker and gcc's working-directory marker
 * (`# 1 "/dir//"`), which gcc only recognizes as the first two lines, before any code. */
typedef struct rew_anchor {
    size_t at;
    lex_where where;
    unsigned line;
} rew_anchor;

static size_t rew_line_end(const char *src, size_t len, size_t off)
{
    const char *nl = memchr(src + off, '\n', len - off);
    return nl ? (size_t)(nl - src) + 1 : len;
}

static rew_anchor rew_find_anchor(const char *src, size_t len)
{
    rew_anchor a = { 0, { 0, 0, 0 }, 1 };
    lex_state lx;
    lex_token t;
    lex_init(&lx, src, len);
    lex_next(&lx, &t);
    if (t.kind != LEX_DIRECTIVE || t.off != 0 || lx.markers != 1)
        return a;
    a.at = rew_line_end(src, len, t.off);
    a.where = lx.where;
    a.line = lx.line;
    lex_next(&lx, &t);
    if (t.kind == LEX_DIRECTIVE && lx.markers == 2 && lx.where.file_len > 3 &&
        !memcmp(src + lx.where.file_off + lx.where.file_len - 3, "//\"", 3))
        a.at = rew_line_end(src, len, t.off);
    return a;
}

/* The runtime as a system header of its own, then the location as it was. */
static int rew_add_runtime(buf *out, const char *src, const rew_anchor *a, const rew_options *opt)
{
    int r = buf_adds(out, "# 1 \"<qrintf runtime>\" 3\n");
    if (!r)
        r = buf_adds(out, opt->runtime);
    if (!r)
        r = emit_marker(out, src, &a->where, a->line, 0, opt->default_file);
    return r;
}

/* What the user wrote: the fortified builtins come from glibc's macros for sprintf and
 * snprintf. */
static const char *rew_callee(call_name n)
{
    return n == CALL_SPRINTF || n == CALL_SPRINTF_CHK ? "sprintf" : "snprintf";
}

static size_t rew_format_index(call_name n)
{
    return strlen(call_leading_args(n));
}

/* The state of one rew_text run. objsize[0] and [1] are the object-size expressions of
 * glibc's fortify wrappers for sprintf and snprintf (gcc's inline functions in
 * bits/stdio2.h), learned when their definitions go by, with '@' for the destination. */
typedef struct rew_state {
    const char *src;
    const rew_options *opt;
    fmt_decoder *dec;
    buf objsize[2];
    rew_result *res;
} rew_state;

/* A single-token argument of a given kind. */
static const lex_token *rew_lone(const call_site *site, size_t arg, lex_kind kind)
{
    const call_arg *a = &site->args[arg];
    return a->end == a->first + 1 && site->toks[a->first].kind == kind ? &site->toks[a->first] : NULL;
}

/* A fortify wrapper's body, in a system header: __builtin___sprintf_chk (__s, flag,
 * OBJSIZE, __fmt, __builtin_va_arg_pack ()), destination and format both parameters.
 * OBJSIZE is kept with '@' in place of the destination. */
static int rew_learn_wrapper(rew_state *st, const call_site *site)
{
    size_t fi = rew_format_index(site->name), i;
    const lex_token *dst = site->nargs > fi ? rew_lone(site, 0, LEX_IDENT) : NULL;
    const call_arg *size = &site->args[fi - 1];
    buf *out = &st->objsize[site->name == CALL_SNPRINTF_CHK];
    int r = 0;
    if (!dst || !rew_lone(site, fi, LEX_IDENT))
        return 0;
    out->len = 0;
    for (i = size->first; i < size->end && !r; i++) {
        const lex_token *t = &site->toks[i];
        if (t->kind == LEX_DIRECTIVE || memchr(st->src + t->off, '@', t->len)) {
            out->len = 0; /* not an expression this copy can carry */
            return 0;
        }
        if (t->len == dst->len && !memcmp(st->src + t->off, st->src + dst->off, t->len))
            r = buf_adds(out, "@ ");
        else if (!(r = buf_add(out, st->src + t->off, t->len)))
            r = buf_addc(out, ' ');
    }
    return r;
}

/* Whether a directive token is a line marker (`# 12 "f.h" 3` or `#line 12`), which the
 * preprocessor leaves inside expressions where a macro from a system header expands. */
static int rew_is_marker(const char *src, const lex_token *t)
{
    size_t i = 1;
    while (i < t->len && (src[t->off + i] == ' ' || src[t->off + i] == '\t'))
        i++;
    return i < t->len && ((src[t->off + i] >= '0' && src[t->off + i] <= '9') ||
                          (t->len - i >= 4 && !memcmp(src + t->off + i, "line", 4)));
}

/* Any directive other than a line marker (a #pragma from _Pragma) inside the call. */
static int rew_has_pragma(const char *src, const call_site *site)
{
    size_t i;
    for (i = 0; site->has_directive && i < site->ntoks; i++)
        if (site->toks[i].kind == LEX_DIRECTIVE && !rew_is_marker(src, &site->toks[i]))
            return 1;
    return 0;
}

/* The format's bytes, when the argument is nothing but narrow string literals (adjacent
 * ones concatenated, as translation phase 6 does) and line markers between them. */
static int rew_format_bytes(const char *src, const call_site *site, size_t arg, buf *out)
{
    const call_arg *a = &site->args[arg];
    size_t i;
    if (a->first == a->end)
        return -1;
    for (i = a->first; i < a->end; i++)
        if (site->toks[i].kind != LEX_DIRECTIVE &&
            (site->toks[i].kind != LEX_STRING || lex_string_bytes(src, &site->toks[i], out) < 0))
            return -1;
    return 0;
}

/* Why a call must stay as it is, or NULL when it can be rewritten with fmt. */
static const char *rew_refusal(const rew_state *st, const call_site *site, buf *format,
                               fmt_list *fmt)
{
    const char *reason = NULL;
    size_t fi = rew_format_index(site->name);
    if (rew_has_pragma(st->src, site))
        return "directive inside the call";
    if (!site->in_function)
        return "not inside a function";
    if (site->nargs <= fi || rew_format_bytes(st->src, site, fi, format) < 0)
        return "format is not a string literal";
    if (fmt_decode(st->dec, format->data ? format->data : "", format->len, fmt, &reason) < 0)
        return reason;
    if (fmt_arg_count(fmt) != site->nargs - fi - 1)
        return "argument count does not match the format";
    return NULL;
}

static int rew_add_note(rew_state *st, const call_site *site, const buf *format,
                        rew_outcome outcome, const char *detail)
{
    const lex_token *t = &site->toks[0];
    lex_token name = { LEX_STRING, t->where.file_off, t->where.file_len, 0, 0, t->where };
    buf file = { NULL, 0, 0 }, shown = { NULL, 0, 0 };
    rew_result *res = st->res;
    rew_note *n = realloc(res->notes, (res->nnotes + 1) * sizeof *n);
    if (!n)
        return -1;
    res->notes = n;
    n += res->nnotes;
    n->detail = detail ? strdup(detail) : NULL;
    if ((t->where.file_len ? lex_string_bytes(st->src, &name, &file)
                           : buf_adds(&file, st->opt->default_file)) < 0 ||
        buf_addc(&file, 0) < 0 || (detail && !n->detail) ||
        emit_c_string(&shown, format->data ? format->data : "", format->len) < 0) {
        buf_free(&file);
        buf_free(&shown);
        free(n->detail);
        return -1;
    }
    n->file = file.data;
    n->line = t->line;
    n->col = (unsigned)(t->off - t->line_start + 1);
    n->callee = rew_callee(site->name);
    n->format = shown.data;
    n->outcome = outcome;
    res->nnotes++;
    return 0;
}

/* The directives the C library formats in a rewritten call, as the report names them:
 * "%.3f, %e by libc"; empty when there are none. */
static int rew_libc_part(const fmt_list *fmt, buf *out)
{
    size_t i;
    int r = 0;
    for (i = 0; i < fmt->n && !r; i++)
        if (fmt->dirs[i].conv && strchr("fFeEgGaA", fmt->dirs[i].conv)) {
            if (out->len)
                r = buf_adds(out, ", ");
            if (!r)
                r = emit_spec(out, &fmt->dirs[i], 0);
        }
    return r || !out->len ? r : buf_adds(out, " by libc");
}

/* One call of the user's: its replacement, or its own text, goes to body, and its note
 * to the report. */
static int rew_user_call(rew_state *st, const call_site *site, buf *body)
{
    buf format = { NULL, 0, 0 }, libc = { NULL, 0, 0 };
    fmt_list fmt = { NULL, 0, NULL };
    const char *why = rew_refusal(st, site, &format, &fmt);
    const buf *objsize = site->name <= CALL_SNPRINTF ? &st->objsize[site->name] : NULL;
    int r;
    if (why)
        r = buf_add(body, st->src + site->begin, site->end - site->begin);
    else
        r = emit_call(body, st->src, site, &fmt, (unsigned)st->res->rewritten,
                      objsize && objsize->len ? objsize->data : NULL, st->opt->default_file);
    if (!r && !why)
        r = rew_libc_part(&fmt, &libc);
    if (!r)
        r = rew_add_note(st, site, &format,
                         why ? REW_UNCHANGED : libc.len ? REW_PARTIAL : REW_REWROTE,
                         why ? why : libc.len ? libc.data : NULL);
    if (!r && !why)
        st->res->rewritten++;
    buf_free(&format);
    buf_free(&libc);
    fmt_list_free(&fmt);
    return r;
}

/* Calls inside system headers are not the user's: they stay as they are, unreported,
 * but a fortify wrapper among them changes what the user's calls mean. */
static int rew_call(rew_state *st, const call_site *site, buf *body)
{
    if (!(site->toks[0].where.flags & LEX_FLAG_SYSTEM))
        return rew_user_call(st, site, body);
    if ((site->name == CALL_SPRINTF_CHK || site->name == CALL_SNPRINTF_CHK) &&
        rew_learn_wrapper(st, site) < 0)
        return -1;
    return buf_add(body, st->src + site->begin, site->end - site->begin);
}

static int rew_assemble(const char *src, const rew_anchor *a, const buf *body,
                        const rew_options *opt, rew_result *res)
{
    int r = buf_add(&res->text, src, a->at);
    if (!r && res->rewritten)
        r = rew_add_runtime(&res->text, src, a, opt);
    if (!r)
        r = buf_add(&res->text, body->data ? body->data : "", body->len);
    return r;
}

int rew_text(const char *src, size_t len, const rew_options *opt, rew_result *res)
{
    rew_anchor a = rew_find_anchor(src, len);
    rew_state st = { src, opt, fmt_decoder_new(), { { NULL, 0, 0 }, { NULL, 0, 0 } }, res };
    buf body = { NULL, 0, 0 };
    call_finder cf;
    call_site site;
    size_t copied = a.at;
    int found = 0, r = st.dec ? 0 : -1;
    memset(res, 0, sizeof *res);
    call_init(&cf, src, len);
    while (!r && (found = call_next(&cf, &site)) > 0) {
        r = buf_add(&body, src + copied, site.begin - copied);
        if (!r)
            r = rew_call(&st, &site, &body);
        copied = site.end;
    }
    if (!r && found == 0)
        r = buf_add(&body, src + copied, len - copied);
    if (!r && found == 0)
        r = rew_assemble(src, &a, &body, opt, res);
    call_free(&cf);
    fmt_decoder_free(st.dec);
    buf_free(&st.objsize[0]);
    buf_free(&st.objsize[1]);
    buf_free(&body);
    if (r || found < 0) {
        rew_result_free(res);
        return -1;
    }
    return 0;
}

int rew_note_line(buf *out, const rew_note *n)
{
    int r = buf_printf(out, "%s:%u:%u: note: qrintf: ", n->file, n->line, n->col);
    if (r)
        return r;
    switch (n->outcome) {
    case REW_REWROTE:
        return buf_printf(out, "rewrote %s %s\n", n->callee, n->format);
    case REW_PARTIAL:
        return buf_printf(out, "partially rewrote %s %s (%s)\n", n->callee, n->format, n->detail);
    default:
        return buf_printf(out, "left %s unchanged: %s\n", n->callee, n->detail);
    }
}

void rew_result_free(rew_result *res)
{
    size_t i;
    for (i = 0; i < res->nnotes; i++) {
        free(res->notes[i].file);
        free(res->notes[i].format);
        free(res->notes[i].detail);
    }
    free(res->notes);
    buf_free(&res->text);
    memset(res, 0, sizeof *res);
}

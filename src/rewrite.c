/* rewrite.c: the rewriter's main loop. Finds calls, decides for each whether it can be
 * rewritten, copies everything else byte for byte, and injects the runtime once. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "call.h"
#include "emit.h"
#include "fmt.h"
#include "strtab.h"
#include "lex.h"
#include "rewrite.h"
#include "rtasm.h"
#include "rtpick.h"
#include "rtsplit.h"

/* Where the runtime goes: after the first line marker and gcc's working-directory marker
 * (`# 1 "/dir//"`), which gcc only recognizes as the first two lines, before any code.
 * where and line say what the next line is, for the marker that restores it. */
typedef struct rew_anchor {
    size_t at;
    lex_where where;
    unsigned line;
} rew_anchor;

/* A marker token at the anchor: the anchor moves past its logical line (a backslash may
 * continue it), and the lexer's state after it is what the next line is. */
static void rew_anchor_after(rew_anchor *a, const lex_state *lx, const lex_token *t)
{
    a->at = t->off + t->len;
    if (a->at < lx->len && lx->src[a->at] == '\n')
        a->at++;
    a->where = lx->where;
    a->line = lx->line + 1; /* the marker's number takes effect on the next line */
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
    rew_anchor_after(&a, &lx, &t);
    lex_next(&lx, &t);
    if (t.kind == LEX_DIRECTIVE && t.off == a.at && lx.markers == 2 && lx.where.file_len > 3 &&
        !memcmp(src + lx.where.file_off + lx.where.file_len - 3, "//\"", 3))
        rew_anchor_after(&a, &lx, &t);
    return a;
}

/* The runtime text s made to fit the build's goal (rew_goal) and the unit's C library:
 * without inlining hints unless the goal is speed, and with the runtime's switch
 * __QRINTF_FAST at 0, which makes its kernels loops, when it is size (at -O0 the switch
 * stays: unoptimized code keeps dead branches, and there the word-at-a-time kernels are
 * the shorter code); with __QRINTF_GLIBC_FILE at 1 when the unit's <stdio.h> is glibc's
 * (call_finder.glibc_file). */
static int rew_fit_text(buf *out, rew_goal goal, int glibc_file, const char *s)
{
    static const char *const edits[][2] = {
        { "__inline__ __attribute__((__always_inline__, ", "__attribute__((" },
        { "enum { __QRINTF_FAST = 1 };", "enum { __QRINTF_FAST = 0 };" },
        { "enum { __QRINTF_GLIBC_FILE = 0 };", "enum { __QRINTF_GLIBC_FILE = 1 };" },
    };
    int on[] = { goal != REW_GOAL_SPEED, goal == REW_GOAL_SIZE, glibc_file }, r = 0;
    for (;;) {
        const char *hit = NULL;
        size_t k = 0;
        for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
            const char *h = on[i] ? strstr(s, edits[i][0]) : NULL;
            if (h && (!hit || h < hit))
                hit = h, k = i;
        }
        if (!hit)
            break;
        r = buf_add(out, s, (size_t)(hit - s));
        if (!r)
            r = buf_adds(out, edits[k][1]);
        if (r)
            return r;
        s = hit + strlen(edits[k][0]);
    }
    return buf_adds(out, s);
}

/* The parts of the runtime that the generated functions use (defs, len), made to fit
 * the build's goal and the unit's C library. */
static int rew_add_runtime_text(buf *out, const rew_options *opt, int glibc_file,
                                const char *runtime, const char *defs, size_t len)
{
    buf picked = { NULL, 0, 0 }, uses = { NULL, 0, 0 };
    /* the generated functions, and the call sites' guard where it stays */
    int r = buf_add(&uses, defs, len);
    if (!r && opt->guard == EMIT_GUARD_KEPT)
        r = buf_adds(&uses, " __qrintf_never");
    if (!r)
        r = rtpick_add(&picked, runtime, uses.data, uses.len);
    buf_free(&uses);
    if (!r)
        r = buf_addc(&picked, 0);
    if (!r)
        r = rew_fit_text(out, opt->goal, glibc_file, picked.data);
    buf_free(&picked);
    return r;
}

static size_t rew_format_index(call_name n)
{
    return strlen(call_leading_args(n));
}

/* Where a generated function's definition, and its lean form's, lie in the definitions,
 * how many call sites call it, and from where. */
typedef struct rew_fn_use {
    size_t def_off, def_len;   /* its definition in rew_state.defs */
    size_t lean_off, lean_len; /* its lean form's (emit_lean_function), or none: 0 */
    size_t calls;
    int in_large;  /* called in a large function body (rew_mark_large) */
} rew_fn_use;

/* A rewritten call: its generated function, and the function body it lies in (its '{',
 * or 0 when unknown). */
typedef struct rew_call_at {
    size_t fn, body;
} rew_call_at;

/* The state of one rew_text run. objsize[0] and [1] are the object-size expressions of
 * glibc's fortify wrappers for sprintf and snprintf (gcc's inline functions in
 * bits/stdio2.h), learned when their definitions go by, with '@' for the destination. */
typedef struct rew_state {
    const char *src;
    const rew_options *opt;
    fmt_decoder *dec;
    buf objsize[2];
    rew_result *res;
    unsigned shadowed;   /* rew_use_bits of the uses, when calls that may name another
                            entity than the C library's function must stay */
    unsigned rewrote;    /* bit call_base: unqualified calls rewritten; bit CALL_NBASE +
                            call_base: ::-qualified ones */
    unsigned char other[CALL_NBASE][2]; /* what the call finders saw of the names' other
                                  uses (call_finder.uses) */
    strtab fns;           /* the generated functions, one per callee kind and format */
    buf defs;            /* their definitions, which go in at the anchor */
    buf uses;            /* rew_fn_use per function, by number */
    buf calls;           /* rew_call_at per rewritten call */
    size_t body;         /* the body of the call whose arguments are being scanned */
    size_t notes_cap;    /* room for notes in res->notes */
    const rew_anchor *anchor;
    int in_function;     /* the calls being scanned lie in another call inside a function */
    int flat;            /* ... in the evaluated arguments of a rewritten call */
    int glibc_file;      /* a call finder saw glibc's struct _IO_FILE (call_finder.glibc_file) */
} rew_state;

/* The kinds of use (call_use bits) that may make a name mean another entity than the C
 * library's function: in C, only declarations that shadow it or define it; in C++ also
 * what name lookup finds, and file-scope declarations, which may be overloads. */
static unsigned rew_use_mask(const rew_options *opt)
{
    unsigned all = (1u << CALL_NUSES) - 1;
    return opt->cxx ? all : all & ~(1u << CALL_USE_DECL | 1u << CALL_USE_LOOKUP);
}

/* The uses that matter, as bits: bit call_base for uses anywhere; bit CALL_NBASE +
 * call_base for uses at global scope. */
static unsigned rew_use_bits(const rew_state *st)
{
    unsigned mask = rew_use_mask(st->opt), bits = 0;
    for (unsigned n = 0; n < CALL_NBASE; n++) {
        if ((st->other[n][0] | st->other[n][1]) & mask)
            bits |= 1u << n;
        if (st->other[n][1] & mask)
            bits |= 1u << (n + CALL_NBASE);
    }
    return bits;
}

/* Why, given the other uses of the names, a call may find another entity than the C
 * library's function, or NULL: an unqualified one whenever the name has other uses,
 * `::name` when one is at global scope, `std::name` never. The reason given is that of
 * the weightiest use. */
static const char *rew_shadowed(const rew_state *st, const call_site *site)
{
    unsigned n = call_base(site->name), bit = 1u << n;
    if (!(site->name_tok == 0 ? (st->shadowed & (bit | bit << CALL_NBASE))
          : site->name_tok == 1 ? (st->shadowed & bit << CALL_NBASE) : 0))
        return NULL;
    unsigned kinds = (st->other[n][0] | st->other[n][1]) & rew_use_mask(st->opt);
    unsigned use = CALL_NUSES;
    while (use-- > 0 && !(kinds & 1u << use))
        ;
    return call_use_reason((call_use)use);
}

/* Merges what a finder saw of the names' other uses, and of glibc's FILE. */
static void rew_add_uses(rew_state *st, const call_finder *cf)
{
    st->glibc_file |= cf->glibc_file;
    for (unsigned n = 0; n < CALL_NBASE; n++)
        for (unsigned g = 0; g < 2; g++)
            st->other[n][g] |= cf->uses[n][g];
}

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
    size_t fi = rew_format_index(site->name);
    const lex_token *dst = site->nargs > fi ? rew_lone(site, 0, LEX_IDENT) : NULL;
    buf *out = &st->objsize[site->name == CALL_SNPRINTF_CHK];
    int r = 0;
    if (!dst || !rew_lone(site, fi, LEX_IDENT))
        return 0;
    const call_arg *size = &site->args[fi - 1];
    out->len = 0;
    for (size_t i = size->first; i < size->end && !r; i++) {
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
    for (size_t i = 0; site->has_directive && i < site->ntoks; i++)
        if (site->toks[i].kind == LEX_DIRECTIVE && !rew_is_marker(src, &site->toks[i]))
            return 1;
    return 0;
}

/* The tokens of argument arg without the parentheses around all of it, as a macro's
 * (v) puts them: [*first, *end). A pair that does not enclose the whole, as in (a)(b),
 * is taken away too; what it leaves ("a")("b" here) is no literal of any kind. */
static void rew_unparen(const char *src, const call_site *site, size_t arg, size_t *first, size_t *end)
{
    *first = site->args[arg].first;
    *end = site->args[arg].end;
    while (*end - *first > 2 && lex_is(src, &site->toks[*first], "(") &&
           lex_is(src, &site->toks[*end - 1], ")")) {
        ++*first;
        --*end;
    }
}

/* The format's bytes, when the argument, in parentheses or not, is nothing but narrow
 * string literals (adjacent ones concatenated, as translation phase 6 does) and line
 * markers between them. */
static int rew_format_bytes(const char *src, const call_site *site, size_t arg, buf *out)
{
    size_t first, end;
    rew_unparen(src, site, arg, &first, &end);
    if (first == end)
        return -1;
    for (size_t i = first; i < end; i++)
        if (site->toks[i].kind != LEX_DIRECTIVE &&
            (site->toks[i].kind != LEX_STRING || lex_string_bytes(src, &site->toks[i], out) < 0))
            return -1;
    return 0;
}

/* A literal argument that cannot be what its directive reads (42 for %s, "x" for %d,
 * 1 for %f): the call is left as it is, so that the compiler's -Wformat says so exactly
 * as without qrintf and nothing of qrintf's adds to it. */
static int rew_literal_mismatch(const char *src, const call_site *site, size_t arg, char conv)
{
    size_t first, end;
    rew_unparen(src, site, arg, &first, &end);
    const lex_token *t = &site->toks[first];
    if (end != first + 1 || (t->kind != LEX_NUMBER && t->kind != LEX_STRING))
        return 0;
    if (t->kind == LEX_STRING)
        return conv != 's' && conv != 'p';
    int fp = (memchr(src + t->off, '.', t->len) || (!memchr(src + t->off, 'x', t->len) &&
              (memchr(src + t->off, 'e', t->len) || memchr(src + t->off, 'E', t->len))));
    if (strchr("fFeEgGaA", conv))
        return !fp;
    return fp || (conv == 's' && !lex_is(src, t, "0"));
}

static int rew_args_mismatch(const char *src, const call_site *site, const fmt_list *fmt)
{
    size_t arg = rew_format_index(site->name) + 1;
    for (size_t i = 0; i < fmt->n && fmt->dirs[i].conv; i++) {
        arg += (fmt->dirs[i].width == FMT_STAR) + (fmt->dirs[i].prec == FMT_STAR);
        if (rew_literal_mismatch(src, site, arg++, fmt->dirs[i].conv))
            return 1;
    }
    return 0;
}

/* Whether an argument after the format opens more '<' than it closes: the finder splits
 * arguments at every top-level comma, which in C++ may stand inside template arguments
 * (P<int, long>{x}.v), so then the count tells nothing about the format. */
static int rew_split_in_template(const char *src, const call_site *site)
{
    for (size_t a = rew_format_index(site->name) + 1; a < site->nargs; a++) {
        int open = 0;
        for (size_t i = site->args[a].first; i < site->args[a].end; i++) {
            const lex_token *t = &site->toks[i];
            open += lex_is(src, t, "<") - lex_is(src, t, ">") - 2 * lex_is(src, t, ">>");
        }
        if (open > 0)
            return 1;
    }
    return 0;
}

/* Why gcc and clang already make a printf or fprintf call cheaper than the rewritten one
 * would be (call_folded_by_compiler), or NULL. */
static const char *rew_folded_by_compiler(const call_site *site, const buf *format)
{
    switch (call_folded_by_compiler(site->name, format->data ? format->data : "", format->len)) {
    case CALL_FOLD_PUTS: return "the compiler calls puts or putchar in its place, which is cheaper";
    case CALL_FOLD_FPUTS: return "the compiler calls fwrite, fputs or fputc in its place, which is cheaper";
    case CALL_FOLD_NONE: break;
    }
    return NULL;
}

/* Whether an argument of the call has no tokens but line markers: not C (snprintf(, n,
 * "x")), which the compiler refuses as it is; rewritten, only its diagnostics would
 * change. */
static int rew_empty_arg(const call_site *site)
{
    for (size_t i = 0; i < site->nargs; i++) {
        size_t k = site->args[i].first;
        while (k < site->args[i].end && site->toks[k].kind == LEX_DIRECTIVE)
            k++;
        if (k == site->args[i].end)
            return 1;
    }
    return 0;
}

/* Whether evaluating the destination, argument 0, may do something (++, --, an
 * assignment, a comma, a call: a '(' after a name other than sizeof, or after ')' or
 * ']'). A fortify wrapper asks the object size of its parameter, which holds the value
 * the call evaluated; the generated call asks it of the destination itself, unevaluated,
 * where gcc answers "unknown" for any such effect, and the check would be lost. */
static int rew_dest_acts(const rew_state *st, const call_site *site)
{
    static const char *const acts[] = { "++", "--", "=", "+=", "-=", "*=", "/=", "%=",
                                        "&=", "|=", "^=", "<<=", ">>=", "," };
    const lex_token *prev = NULL;
    for (size_t i = site->args[0].first; i < site->args[0].end; i++) {
        const lex_token *t = &site->toks[i];
        if (t->kind == LEX_DIRECTIVE)
            continue;
        if (t->kind == LEX_PUNCT) {
            for (size_t k = 0; k < sizeof acts / sizeof *acts; k++)
                if (lex_is(st->src, t, acts[k]))
                    return 1;
            if (lex_is(st->src, t, "(") && prev &&
                ((prev->kind == LEX_IDENT && !lex_is(st->src, prev, "sizeof")) ||
                 lex_is(st->src, prev, ")") || lex_is(st->src, prev, "]")))
                return 1;
        }
        prev = t;
    }
    return 0;
}

/* Why a call must stay as it is, or NULL when it can be rewritten with fmt. */
static const char *rew_refusal(const rew_state *st, const call_site *site, buf *format,
                               fmt_list *fmt)
{
    const char *reason = NULL;
    size_t fi = rew_format_index(site->name);
    if (st->opt->not_libc & 1u << call_base(site->name))
        return "the command says the C library's function may not be the one called "
               "(-ffreestanding, -fno-hosted, -fno-builtin or -fno-builtin-<name>)";
    if ((reason = rew_shadowed(st, site)) != NULL)
        return reason;
    if (rew_has_pragma(st->src, site))
        return "directive inside the call";
    if (!site->in_function && !st->in_function && (st->opt->cxx || !site->in_braces))
        return "not inside a function";
    if (rew_empty_arg(site))
        return "an argument is empty";
    if (site->name <= CALL_SNPRINTF && st->objsize[site->name].len && rew_dest_acts(st, site))
        return "under _FORTIFY_SOURCE, the destination does more than name the buffer "
               "(a call, ++, an assignment), which the object-size check cannot look through";
    if (site->nargs <= fi || rew_format_bytes(st->src, site, fi, format) < 0)
        return "format is not a string literal";
    if ((reason = rew_folded_by_compiler(site, format)) != NULL)
        return reason;
    if (fmt_decode(st->dec, format->data ? format->data : "", format->len, site->nargs - fi - 1,
                   fmt, &reason) < 0)
        return reason;
    if (fmt_arg_count(fmt) != site->nargs - fi - 1 && st->opt->cxx &&
        rew_split_in_template(st->src, site))
        return "the arguments could not be split: a comma may stand in template arguments";
    if (fmt_arg_count(fmt) != site->nargs - fi - 1)
        return "argument count does not match the format";
    if (rew_args_mismatch(st->src, site, fmt))
        return "an argument does not match its directive";
    return NULL;
}

/* The file name a marker spells, as the compiler reads it; one the lexer cannot decode
 * (a universal character name) is shown as spelled. */
static int rew_note_file(const rew_state *st, const lex_where *w, buf *out)
{
    lex_token name = { LEX_STRING, w->file_off, w->file_len, 0, 0, *w };
    if (!w->file_len)
        return buf_adds(out, st->opt->default_file);
    if (lex_string_bytes(st->src, &name, out) == 0)
        return 0;
    return buf_add(out, st->src + w->file_off + 1, w->file_len - 2);
}

static int rew_add_note(rew_state *st, const call_site *site, const buf *format,
                        rew_outcome outcome, const char *detail)
{
    const lex_token *t = &site->toks[0];
    buf file = { NULL, 0, 0 }, shown = { NULL, 0, 0 };
    rew_result *res = st->res;
    rew_note *n = res->notes;
    if (res->nnotes == st->notes_cap) {
        n = buf_grow(res->notes, &st->notes_cap, res->nnotes + 1, sizeof *n);
        if (!n)
            return -1;
        res->notes = n;
    }
    n += res->nnotes;
    n->detail = detail ? strdup(detail) : NULL;
    if (rew_note_file(st, &t->where, &file) < 0 || buf_addc(&file, 0) < 0 ||
        (detail && !n->detail) ||
        emit_c_string(&shown, format->data ? format->data : "", format->len) < 0) {
        buf_free(&file);
        buf_free(&shown);
        free(n->detail);
        return -1;
    }
    n->file = file.data;
    n->line = t->line;
    n->col = (unsigned)(t->off - t->line_start + 1);
    n->callee = call_function(site->name); /* the fortified builtins come from glibc's
                                               macros for the plain names */
    n->format = shown.data;
    n->outcome = outcome;
    res->nnotes++;
    return 0;
}

/* The directives the C library formats in a rewritten call, as the report names them:
 * "%Le, %Lf by libc" (the long double ones); empty when there are none. */
static int rew_libc_part(const fmt_list *fmt, buf *out)
{
    int bad = 0;
    for (size_t i = 0; i < fmt->n && !bad; i++) {
        const fmt_directive *d = &fmt->dirs[i];
        if (d->conv && strchr("fFeEgGaA", d->conv) && d->length == FMT_LEN_BIG_L)
            bad = (out->len && buf_adds(out, ", ")) || emit_spec(out, d, 0);
    }
    if (!bad && out->len)
        bad = buf_adds(out, " by libc");
    return bad ? -1 : 0;
}

static int rew_call(rew_state *st, const call_site *site, buf *body);
static int rew_arg_text(rew_state *st, buf *out, const call_site *site, size_t arg);

/* Function bodies of at least REW_LARGE_BODY tokens, or holding at least REW_DENSE_BODY
 * rewritten calls, are large: a format called in one is kept apart from it
 * (rew_fn_apart). Inlined into a long function, a format costs the compiler more than
 * into a small one (gcc -O2 -g, a format of bc's: some 47M instructions in its parser's
 * 5,873 tokens, against 26M in a function of 1,000), and the call costs such a function's
 * time little. A body of many calls is a printing routine (a disassembler's, a usage
 * text, a report), where most of a file's formats are, each some 26M instructions to
 * compile inlined: mawk's da.c, whose da_this holds 28 of its 31 rewritten calls,
 * 1,150M -> 754M apart (plain 563M), for 13 to 15 instructions more a call. */
enum { REW_LARGE_BODY = 2000, REW_DENSE_BODY = 16 };

/* The function body a call lies in: its own, as the finder of the whole text saw it, or,
 * for a call found in another call's arguments (whose finder sees no bodies), that
 * call's. */
static size_t rew_body_of(const rew_state *st, const call_site *site)
{
    return site->body ? site->body : st->body;
}

/* Marks the generated functions called in the large bodies the finder saw (only the
 * finder of the whole text sees bodies: calls in another call's arguments take that
 * call's). Both lists are in the text's order, so that a body's calls are a run of the
 * calls' list. */
static void rew_mark_large(rew_state *st, const call_finder *cf)
{
    const rew_call_at *calls = (const void *)st->calls.data;
    rew_fn_use *uses = (void *)st->uses.data;
    size_t n = cf->nbodies ? st->calls.len / sizeof *calls : 0, b = 0, end;
    for (size_t i = 0; i < n; i = end) {
        for (end = i + 1; end < n && calls[end].body == calls[i].body; end++)
            ;
        for (; b < cf->nbodies && cf->bodies[b].open < calls[i].body; b++)
            ;
        if (b < cf->nbodies && cf->bodies[b].open == calls[i].body &&
            (cf->bodies[b].tokens >= REW_LARGE_BODY || end - i >= REW_DENSE_BODY))
            for (size_t k = i; k < end; k++)
                uses[calls[k].fn].in_large = 1;
    }
}

/* Copies src[from, end) to body with every call the finder meets replaced; the finder is
 * freed. */
static int rew_scan(rew_state *st, call_finder *cf, size_t from, size_t end, buf *body)
{
    call_site site;
    size_t copied = from;
    int found, r = 0;
    while (!r && (found = call_next(cf, &site)) > 0) {
        r = buf_add(body, st->src + copied, site.begin - copied);
        if (!r)
            r = rew_call(st, &site, body);
        copied = site.end;
    }
    if (!r && found == 0)
        r = buf_add(body, st->src + copied, end - copied);
    rew_add_uses(st, cf);
    rew_mark_large(st, cf);
    call_free(cf);
    return r ? r : found < 0 ? -1 : 0;
}

/* A call left as it is: its own text, but the calls in its arguments are found and
 * treated like any other (calls nested in a rewritten call are handled by
 * rew_arg_text). */
static int rew_keep(rew_state *st, const call_site *site, buf *body)
{
    const lex_token *open = &site->toks[site->name_tok + 1], *close = &site->toks[site->ntoks - 1];
    if (st->flat)
        return emit_tokens(body, st->src, site->toks, 0, site->ntoks);
    if (site->ntoks < site->name_tok + 4) /* no arguments */
        return buf_add(body, st->src + site->begin, site->end - site->begin);
    int r = buf_add(body, st->src + site->begin, open->off + 1 - site->begin), saved = st->in_function;
    size_t saved_body = st->body;
    call_finder cf;
    call_init_at(&cf, st->src, close->off, &site->toks[site->name_tok + 2]);
    st->in_function = saved || site->in_function;
    st->body = rew_body_of(st, site);
    if (!r)
        r = rew_scan(st, &cf, open->off + 1, close->off, body);
    else
        call_free(&cf);
    st->in_function = saved;
    st->body = saved_body;
    return r ? r : buf_add(body, st->src + close->off, site->end - close->off);
}

/* The texts of the arguments a rewritten call passes on: all but the format. */
static int rew_args_text(rew_state *st, const call_site *site, buf *texts, size_t *off,
                         const lex_token **at)
{
    size_t fi = rew_format_index(site->name), k = 0;
    int r = 0;
    for (size_t a = 0; a < site->nargs && !r; a++) {
        const lex_token *t = &site->toks[site->args[a].first], *end = &site->toks[site->args[a].end];
        if (a == fi)
            continue;
        while (t < end && t->kind == LEX_DIRECTIVE)
            t++;  /* the first token that is not a line marker */
        at[k] = t < end ? t : NULL;
        off[k++] = texts->len;
        r = rew_arg_text(st, texts, site, a);
    }
    off[k] = texts->len;
    return r;
}

/* The generated function for the call's callee and format, defined when it is new; one
 * more call of it. */
static long rew_function(rew_state *st, const char *lead, const buf *format, const fmt_list *fmt)
{
    buf key = { NULL, 0, 0 };
    int added = 0;
    long fn = -1;
    if (buf_adds(&key, lead) == 0 && buf_addc(&key, '\n') == 0 &&
        buf_add(&key, format->data, format->len) == 0)
        fn = strtab_get(&st->fns, key.data, key.len, &added);
    if (added) {
        rew_fn_use use = { st->defs.len, 0, 0, 0, 0, 0 };
        int r = emit_function(&st->defs, (unsigned)fn, lead, fmt, format->data, format->len);
        use.def_len = st->defs.len - use.def_off;
        use.lean_off = st->defs.len;
        if (!r && emit_has_lean(lead, fmt))
            r = emit_lean_function(&st->defs, (unsigned)fn, lead, fmt, format->data, format->len);
        use.lean_len = st->defs.len - use.lean_off;
        if (r || buf_add(&st->uses, &use, sizeof use) < 0)
            fn = -1;
    }
    if (fn >= 0)
        ((rew_fn_use *)(void *)st->uses.data)[fn].calls++;
    buf_free(&key);
    return fn;
}

/* snprintf(NULL, 0, ...), which only measures, gets a function of its own, lead 'z' for
 * 'n': the size, a literal 0, is not passed, and the compiler, knowing that nothing is
 * stored, keeps only the counting. */
static void rew_size_zero(const rew_state *st, const call_site *site, char *lead)
{
    char *n = strchr(lead, 'n');
    const call_arg *a = n ? &site->args[n - lead] : NULL;
    if (a && a->end == a->first + 1 && lex_is(st->src, &site->toks[a->first], "0"))
        *n = 'z';
}

/* A rewritten call: the call of its generated function. */
static int rew_emit(rew_state *st, const call_site *site, const buf *format, const fmt_list *fmt,
                    buf *body)
{
    const buf *objsize = site->name <= CALL_SNPRINTF ? &st->objsize[site->name] : NULL;
    emit_site e = { 0, NULL, NULL, st->opt->default_file, st->flat, st->opt->guard };
    emit_lead lead;
    buf texts = { NULL, 0, 0 };
    size_t *off = malloc(site->nargs * sizeof *off);
    const lex_token **at = malloc(site->nargs * sizeof *at);
    e.objsize = objsize && objsize->len ? objsize->data : NULL;
    snprintf(lead, sizeof lead, "%s%s%s", call_leading_args(site->name), e.objsize ? "s" : "",
             call_base(site->name) == CALL_PRINTF ? "o" : "");
    rew_size_zero(st, site, lead);
    e.lead = lead;
    long fn = off && at ? rew_function(st, lead, format, fmt) : -1;
    rew_call_at call = { (size_t)fn, rew_body_of(st, site) };
    int r = fn < 0 ? -1 : buf_add(&st->calls, &call, sizeof call);
    if (!r)
        r = rew_args_text(st, site, &texts, off, at);
    emit_args args = { texts.data ? texts.data : "", off, at }; /* no text: empty arguments */
    e.fn = (unsigned)fn;
    if (!r)
        r = emit_call(body, st->src, site, fmt, &args, &e);
    buf_free(&texts);
    free(off);
    free(at);
    return r;
}

/* One call of the user's: its replacement, or its own text, goes to body, and its note
 * to the report. */
static int rew_user_call(rew_state *st, const call_site *site, buf *body)
{
    buf format = { NULL, 0, 0 }, libc = { NULL, 0, 0 };
    fmt_list fmt = { NULL, 0, NULL };
    const char *why = rew_refusal(st, site, &format, &fmt);
    int r = why ? rew_keep(st, site, body) : rew_emit(st, site, &format, &fmt, body);
    if (!r && !why)
        r = rew_libc_part(&fmt, &libc);
    if (!r)
        r = rew_add_note(st, site, &format,
                         why ? REW_UNCHANGED : libc.len ? REW_PARTIAL : REW_REWROTE,
                         why ? why : libc.len ? libc.data : NULL);
    if (!r && !why) {
        st->res->rewritten++;
        if (site->name_tok < 2)
            st->rewrote |= 1u << (call_base(site->name) + CALL_NBASE * site->name_tok);
    }
    buf_free(&format);
    buf_free(&libc);
    fmt_list_free(&fmt);
    return r;
}

/* An argument of a rewritten call, for its evaluated copy, in the system-header region:
 * its tokens, with the calls in it rewritten in the flat form. */
static int rew_arg_text(rew_state *st, buf *out, const call_site *site, size_t arg)
{
    const call_arg *a = &site->args[arg];
    const lex_token *last = &site->toks[a->end - 1];
    call_finder cf;
    call_site inner;
    size_t i = a->first, j;
    int found = 0, r = 0, saved_flat = st->flat, saved_in = st->in_function;
    size_t saved_body = st->body;
    if (a->first == a->end)
        return 0;
    call_init_at(&cf, st->src, last->off + last->len, &site->toks[a->first]);
    st->flat = st->in_function = 1;
    st->body = rew_body_of(st, site);
    while (!r && (found = call_next(&cf, &inner)) > 0) {
        for (j = i; j < a->end && site->toks[j].off < inner.begin; j++)
            ;
        r = emit_tokens(out, st->src, site->toks, i, j);
        if (!r)
            r = rew_user_call(st, &inner, out);
        for (; j < a->end && site->toks[j].off < inner.end; j++)
            ;
        i = j;
    }
    if (!r && found == 0)
        r = emit_tokens(out, st->src, site->toks, i, a->end);
    rew_add_uses(st, &cf);
    st->flat = saved_flat;
    st->in_function = saved_in;
    st->body = saved_body;
    call_free(&cf);
    return r ? r : found < 0 ? -1 : 0;
}

/* Calls inside system headers are not the user's: they stay as they are, unreported,
 * but a fortify wrapper among them changes what the user's calls mean. */
static int rew_call(rew_state *st, const call_site *site, buf *body)
{
    if (st->flat || !(site->toks[0].where.flags & LEX_FLAG_SYSTEM))
        return rew_user_call(st, site, body);
    if ((site->name == CALL_SPRINTF_CHK || site->name == CALL_SNPRINTF_CHK) &&
        rew_learn_wrapper(st, site) < 0)
        return -1;
    return buf_add(body, st->src + site->begin, site->end - site->begin);
}

/* Whether some call rewritten in a pass is one that the other uses (rew_use_bits) may
 * shadow. */
static int rew_conflict(unsigned rewrote, unsigned uses)
{
    unsigned all = (1u << CALL_NBASE) - 1;
    return (rewrote & all & (uses | uses >> CALL_NBASE)) || (rewrote >> CALL_NBASE & uses >> CALL_NBASE);
}

/* Whether generated function fn is kept apart from its callers (noinline): called more
 * than twice, so that its code is not copied into each, or in a large function body. */
static int rew_fn_apart(const rew_state *st, size_t fn)
{
    const rew_fn_use *uses = (const void *)st->uses.data;
    return uses[fn].calls > 2 || uses[fn].in_large;
}

/* Whether generated function fn is inlined in its lean form, its whole form compiled
 * apart as __qrintf_gN: one the compiler may inline, which has a lean form, in a unit
 * whose converters come compiled and that favours speed. The lean form leaves out what
 * the rare paths cost the compiler (the scratch space, the C library's call): some 14M
 * of the 24M instructions gcc -O2 spent on an snprintf("<%s>") inlined. */
static int rew_fn_lean(const rew_state *st, size_t fn)
{
    const rew_fn_use *uses = (const void *)st->uses.data;
    return st->opt->split && st->res->nentries && st->opt->goal == REW_GOAL_SPEED &&
           !rew_fn_apart(st, fn) && uses[fn].lean_len;
}

/* Whether generated function fn may come compiled with the converters: one the compiler
 * would not inline (kept apart, or in an unoptimized build), in a unit whose converters
 * come compiled. */
static int rew_fn_compiled(const rew_state *st, size_t fn)
{
    return st->opt->split && st->res->nentries &&
           (rew_fn_apart(st, fn) || st->opt->goal == REW_GOAL_NONE);
}

/* Generated function fn's definition def[0, n) ("int __qrintf_fN(...") as
 * rew_result.fn_decls declares it and fn_source defines it, and its name there in
 * fn_entries: __qrintf_fmt_ and a hash of the definition after its name, so that the
 * same function in another file, whatever its number there, has the same name (and,
 * compiled, the same group: one copy per program). */
static int rew_add_compiled(rew_result *res, const char *def, size_t n)
{
    const char *nl = memchr(def, '\n', n), *params = memchr(def, '(', n);
    size_t sig = (size_t)(nl - def), rest = n - (size_t)(params - def);
    rtasm_hash h;
    char name[40];
    rtasm_hash_init(&h);
    rtasm_hash_mix(&h, params, rest);
    sprintf(name, "__qrintf_fmt_%016llx", (unsigned long long)h.h[0]);
    int r = buf_adds(&res->fn_decls, "extern __attribute__((__visibility__(\"hidden\"))) ");
    if (!r)
        r = buf_add(&res->fn_decls, def, sig);
    if (!r)
        r = buf_printf(&res->fn_decls, " __asm__(\"%s\");\n", name);
    if (!r)
        r = buf_printf(&res->fn_source, "static __attribute__((__noinline__, __used__)) int %s", name);
    if (!r)
        r = buf_add(&res->fn_source, params, rest);
    if (!r)
        r = buf_add(&res->fn_entries, name, strlen(name) + 1);
    res->nfns++;
    return r;
}

/* The generated functions' definitions, each after its storage class and attributes:
 * first those that may come compiled (rew_fn_compiled, and the whole forms of the lean
 * ones, rew_fn_lean), whose place in the text and other forms go to the result, then the
 * others (the lean forms among them). out holds the text from anchor_at on. */
static int rew_add_defs(buf *out, const rew_state *st, size_t anchor_at)
{
    const rew_fn_use *uses = (const void *)st->uses.data;
    size_t n = strtab_count(&st->fns), start = out->len;
    int r = 0;
    buf whole = { NULL, 0, 0 };
    for (int pass = 1; pass >= 0 && !r; pass--) {
        for (size_t fn = 0; fn < n && !r; fn++) {
            const rew_fn_use *u = &uses[fn];
            const char *def = st->defs.data + u->def_off;
            size_t len = u->def_len;
            int lean = rew_fn_lean(st, fn);
            if (lean && !pass) { /* the lean form, to inline */
                def = st->defs.data + u->lean_off;
                len = u->lean_len;
            } else if (!lean && rew_fn_compiled(st, fn) != pass) {
                continue;
            } else if (lean) { /* the whole form, compiled: "int __qrintf_fN(" -> "int __qrintf_gN(" */
                whole.len = 0;
                r = buf_add(&whole, def, len);
                if (r)
                    break;
                whole.data[strlen("int __qrintf_")] = 'g';
                def = whole.data;
            }
            r = emit_function_prefix(out, lean ? pass : rew_fn_apart(st, fn), st->opt->goal == REW_GOAL_SPEED,
                                     st->opt->nodebug);
            if (!r)
                r = buf_add(out, def, len);
            if (!r && pass)
                r = rew_add_compiled(st->res, def, len);
        }
        if (pass) {
            st->res->fn_at = anchor_at + start;
            st->res->fn_len = out->len - start;
        }
    }
    buf_free(&whole);
    return r;
}

/* The C source of the converters res->rt_entries names (runtime: the runtime's text as
 * the unit's goal has it), in res->rt_source: the entries picked by their names alone, so
 * that units needing the same converters have the same source (the cache's key) whatever
 * else of the runtime they use; the float kernels fitted to their callers' constants;
 * the 128-bit products; the entries marked used. */
static int rew_converters_source(rew_state *st, const char *runtime)
{
    rew_result *res = st->res;
    buf source = { NULL, 0, 0 }, callers = { NULL, 0, 0 }, fitted = { NULL, 0, 0 }, widened = { NULL, 0, 0 };
    buf wide = { NULL, 0, 0 };
    /* the entries' names, one after another's terminator, read as any text naming them */
    int r = rew_add_runtime_text(&source, st->opt, st->glibc_file, runtime, res->rt_entries.data,
                                 res->rt_entries.len);
    if (!r)
        r = buf_addc(&source, 0);
    /* the kernels' callers: the generated functions and the runtime's inline layer that
     * stays in the unit (a grouped conversion's), as well as the source's own functions */
    if (!r)
        r = buf_add(&callers, st->defs.data, st->defs.len);
    if (!r)
        r = buf_add(&callers, res->rt_decls.data, res->rt_decls.len);
    if (!r)
        r = rtsplit_fit_floats(&fitted, source.data, callers.data, callers.len);
    if (!r)
        r = buf_addc(&fitted, 0);
    if (!r) /* the target forms with the inlining hints of the goal, as the rest */
        r = rew_fit_text(&wide, st->opt->goal, 0, rew_runtime_wide_text);
    if (!r)
        r = buf_addc(&wide, 0);
    if (!r)
        r = rtsplit_widen(&widened, fitted.data, wide.data);
    if (!r)
        r = buf_addc(&widened, 0);
    if (!r)
        r = rtsplit_mark_used(&res->rt_source, widened.data, &res->rt_entries, res->nentries);
    buf_free(&source);
    buf_free(&callers);
    buf_free(&fitted);
    buf_free(&widened);
    buf_free(&wide);
    return r;
}

/* The C source of the tables res->rt_decls declares, alone: for a unit whose converters
 * stay C (at -Os and -Oz), so that its tables too come compiled, each one copy per
 * program (rtasm.h). */
static int rew_tables_source(rew_state *st, const char *runtime)
{
    rew_result *res = st->res;
    buf names = { NULL, 0, 0 };
    int r = rtsplit_tables(&names, res->rt_decls.data, res->rt_decls.len);
    if (!r && names.len)
        r = rew_add_runtime_text(&res->rt_source, st->opt, st->glibc_file, runtime, names.data, names.len);
    buf_free(&names);
    return r;
}

/* The runtime split for a unit whose converters come compiled: the declaration form of
 * what the generated functions need, and the C source of the converters it declares;
 * where the build favours size, the converters stay C and only the tables are split
 * out. */
static int rew_split_runtime(rew_state *st)
{
    rew_result *res = st->res;
    buf flat = { NULL, 0, 0 }, decls = { NULL, 0, 0 };
    const char *runtime = st->opt->runtime;
    int converters = st->opt->goal != REW_GOAL_SIZE;
    int r = 0;
    if (st->opt->goal == REW_GOAL_NONE) {
        /* unoptimized, the inline layer is functions too: compiled once with the rest */
        r = rew_fit_text(&flat, REW_GOAL_NONE, 0, runtime);
        if (!r)
            r = buf_addc(&flat, 0);
        runtime = flat.data;
    }
    if (!r)
        r = rtsplit_decls(&decls, runtime, st->opt->cxx, converters);
    if (!r)
        r = buf_addc(&decls, 0);
    if (!r)
        r = rew_add_runtime_text(&res->rt_decls, st->opt, st->glibc_file, decls.data, st->defs.data,
                                 st->defs.len);
    if (!r)
        r = rtsplit_entries(&res->rt_entries, &res->nentries, res->rt_decls.data, res->rt_decls.len);
    if (!r && res->nentries)
        r = rew_converters_source(st, runtime);
    else if (!r && !converters)
        r = rew_tables_source(st, runtime);
    buf_free(&flat);
    buf_free(&decls);
    return r;
}

/* When anything was rewritten, the runtime and the generated functions go in at the
 * anchor, before all of the user's code, as a system header of their own, and then the
 * location as it was: the one move this costs is of the whole text. */
static int rew_add_functions(rew_state *st)
{
    buf block = { NULL, 0, 0 };
    if (!strtab_count(&st->fns))
        return 0;
    int r = buf_adds(&block, "# 1 \"" REW_RUNTIME_FILE "\" 3\n");
    size_t rt_at = block.len;
    if (!r)
        r = rew_add_runtime_text(&block, st->opt, st->glibc_file, st->opt->runtime, st->defs.data,
                                 st->defs.len);
    st->res->rt_at = st->anchor->at + rt_at;
    st->res->rt_len = block.len - rt_at;
    if (!r && st->opt->split)
        r = rew_split_runtime(st);
    if (!r)
        r = rew_add_defs(&block, st, st->anchor->at);
    if (!r)
        r = emit_marker(&block, st->src, &st->anchor->where, st->anchor->line, 0, st->opt->default_file);
    if (!r)
        r = buf_insert(&st->res->text, st->anchor->at, block.data, block.len);
    buf_free(&block);
    return r;
}

/* One pass over the text, straight into res->text. Returns 0, or -1 when memory runs
 * out. */
static int rew_pass(rew_state *st, size_t len)
{
    buf *out = &st->res->text;
    call_finder cf;
    if (buf_reserve_more(out, len + len / 8) < 0 || buf_add(out, st->src, st->anchor->at) < 0)
        return -1;
    call_init(&cf, st->src, len); /* from the start, for the markers before the anchor */
    int r = rew_scan(st, &cf, st->anchor->at, len, out);
    return r ? r : rew_add_functions(st);
}

/* A name that the text also declares or uses otherwise may not mean the C library's
 * function in a call; known only at the end of the text (a file may define its own
 * sprintf after the calls, a C++ class declare its member after the functions that call
 * it), so the text is then rewritten once more with those calls left alone. */
int rew_text(const char *src, size_t len, const rew_options *opt, rew_result *res)
{
    rew_anchor a = rew_find_anchor(src, len);
    rew_state st;
    memset(&st, 0, sizeof st);
    st.src = src;
    st.opt = opt;
    st.res = res;
    st.anchor = &a;
    st.dec = fmt_decoder_new();
    memset(res, 0, sizeof *res);
    int r = st.dec ? rew_pass(&st, len) : -1;
    if (!r && rew_conflict(st.rewrote, rew_use_bits(&st))) {
        rew_result_free(res);
        st.shadowed = rew_use_bits(&st);
        st.objsize[0].len = st.objsize[1].len = 0;
        strtab_free(&st.fns);
        st.defs.len = st.uses.len = st.calls.len = st.notes_cap = 0;
        r = rew_pass(&st, len);
    }
    fmt_decoder_free(st.dec);
    strtab_free(&st.fns);
    buf_free(&st.defs);
    buf_free(&st.uses);
    buf_free(&st.calls);
    buf_free(&st.objsize[0]);
    buf_free(&st.objsize[1]);
    if (r)
        rew_result_free(res);
    return r;
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
    for (size_t i = 0; i < res->nnotes; i++) {
        free(res->notes[i].file);
        free(res->notes[i].format);
        free(res->notes[i].detail);
    }
    free(res->notes);
    buf_free(&res->text);
    buf_free(&res->rt_decls);
    buf_free(&res->rt_source);
    buf_free(&res->rt_entries);
    buf_free(&res->fn_decls);
    buf_free(&res->fn_source);
    buf_free(&res->fn_entries);
    memset(res, 0, sizeof *res);
}

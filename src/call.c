/* call.c: the table of rewritten functions; finds their calls in the token stream,
 * splits the arguments at top-level commas, and tracks braces to tell function bodies
 * from other scopes. */
#include <stdlib.h>
#include <string.h>
#include "buf.h"
#include "call.h"

#define CALL_RING (sizeof ((call_finder *)0)->recent / sizeof ((call_finder *)0)->recent[0])

/* How a callee name followed by '(' is to be taken, from the tokens before it. */
typedef enum call_ctx {
    CALL_CTX_NONE, /* not a call to the library function: member, declaration ... */
    CALL_CTX_CALL, /* a call to return */
    CALL_CTX_SKIP  /* a call in an unevaluated operand: consumed but not returned */
} call_ctx;

typedef struct call_row {
    const char *function;
    size_t len;             /* of function */
    const char *leading;
    int fortified;
} call_row;

#define CALL_ROW(kind, function, leading, fortified) \
    [kind] = { function, sizeof function - 1, leading, fortified },
static const call_row call_rows[] = { CALL_FUNCTIONS(CALL_ROW) };
#undef CALL_ROW

/* Identifiers after which an expression, and so a call, may start. */
static const char *const call_expr_keywords[] = {
    "return", "else", "do", "case", "throw", "co_return", "co_yield", "co_await",
    "__extension__", "and", "or", "not", "xor", "bitand", "bitor", "compl",
    "not_eq", "and_eq", "or_eq", "xor_eq", NULL
};

/* Operators whose operand is not evaluated: a call there must stay as it is. */
static const char *const call_unevaluated_keywords[] = {
    "sizeof", "typeof", "__typeof__", "__typeof", "typeof_unqual", "__typeof_unqual__",
    "__typeof_unqual", "decltype", "_Alignof", "alignof", "__alignof__", "__alignof",
    "noexcept", NULL
};

/* Keywords that introduce a parenthesized attribute, which is no parameter list. */
static const char *const call_attribute_keywords[] = {
    "__attribute__", "__attribute", "alignas", "_Alignas", "__declspec", NULL
};

/* Keywords whose '{' opens a class, enum or namespace body, never a function body. */
static const char *const call_scope_keywords[] = {
    "struct", "class", "union", "enum", "namespace", NULL
};

static int call_is_punct(const call_finder *cf, const lex_token *t, const char *s)
{
    return t && t->kind == LEX_PUNCT && lex_is(cf->lx.src, t, s);
}

static int call_is_one_of(const call_finder *cf, const lex_token *t, const char *const *list)
{
    if (!t || t->kind != LEX_IDENT)
        return 0;
    for (; *list; list++)
        if (lex_is(cf->lx.src, t, *list))
            return 1;
    return 0;
}

/* The kind of a bracket, positive for an opener and negative for a closer: 1 for ( ),
 * 2 for [ ] and <: :>, 3 for { } and <% %>; 0 for any other token. A switch on the
 * bytes: the finder asks this of every punctuator. */
static int call_bracket(const call_finder *cf, const lex_token *t)
{
    const char *s = cf->lx.src + t->off;
    if (t->kind != LEX_PUNCT || t->len > 2)
        return 0;
    if (t->len == 2)
        return s[0] == '<' ? (s[1] == ':' ? 2 : s[1] == '%' ? 3 : 0) :
               s[1] == '>' ? (s[0] == ':' ? -2 : s[0] == '%' ? -3 : 0) : 0;
    switch (s[0]) {
    case '(': return 1;
    case '[': return 2;
    case '{': return 3;
    case ')': return -1;
    case ']': return -2;
    case '}': return -3;
    default: return 0;
    }
}

/* +1 for a bracket that opens a nesting level, -1 for one that closes it, else 0. */
static int call_nesting(const call_finder *cf, const lex_token *t)
{
    int k = call_bracket(cf, t);
    return (k > 0) - (k < 0);
}

/* Whether s[0, n) spells the row's function: NAME or, fortified, __NAME_chk. */
static int call_spells(const call_row *r, const char *s, size_t n)
{
    if (!r->fortified)
        return n == r->len && memcmp(s, r->function, n) == 0;
    return n == r->len + 6 && memcmp(s, "__", 2) == 0 &&
           memcmp(s + 2, r->function, r->len) == 0 && memcmp(s + 2 + r->len, "_chk", 4) == 0;
}

/* Most identifiers differ from every row in length, which is compared first. */
int call_kind_of(const char *s, size_t n)
{
    static const char builtin[] = "__builtin_";
    size_t nb = sizeof builtin - 1;
    if (n > nb && memcmp(s, builtin, nb) == 0) {
        s += nb;
        n -= nb;
    }
    for (size_t k = 0; k < CALL_NKINDS; k++)
        if (call_spells(&call_rows[k], s, n))
            return (int)k;
    return -1;
}

/* The kind of function the token names, or -1. */
static int call_callee(const call_finder *cf, const lex_token *t)
{
    return t->kind == LEX_IDENT ? call_kind_of(cf->lx.src + t->off, t->len) : -1;
}

static void call_read(call_finder *cf, lex_token *t)
{
    if (cf->has_pending) {
        *t = cf->pending;
        cf->has_pending = 0;
    } else {
        lex_next(&cf->lx, t);
    }
}

static void call_unread(call_finder *cf, const lex_token *t)
{
    cf->pending = *t;
    cf->has_pending = 1;
}

static void call_remember(call_finder *cf, const lex_token *t)
{
    cf->recent[cf->nrecent++ % CALL_RING] = *t;
}

/* The k-th latest token outside calls (0 is the latest), or NULL beyond what the ring
 * still holds. */
static const lex_token *call_recent(const call_finder *cf, size_t k)
{
    if (k >= cf->nrecent || k >= CALL_RING)
        return NULL;
    return &cf->recent[(cf->nrecent - 1 - k) % CALL_RING];
}

/* From the closer at ring index k, the ring index of its matching opener, or 0 when it
 * is not in the ring (0 is never an opener's index: the closer is at k or later). */
static size_t call_ring_opener(const call_finder *cf, size_t k)
{
    long depth = 0;
    for (const lex_token *t; (t = call_recent(cf, k)) != NULL; k++) {
        depth -= call_nesting(cf, t);
        if (depth == 0)
            return k;
    }
    return 0;
}

/* Whether the group closed at ring index k is an attribute: __attribute__((...)),
 * alignas(...), [[...]]. Returns the index of its first token, or 0 when it is not one. */
static size_t call_ring_attribute(const call_finder *cf, size_t k)
{
    size_t open = call_ring_opener(cf, k);
    if (open == 0)
        return 0;
    if (call_is_punct(cf, call_recent(cf, k), ")"))
        return call_is_one_of(cf, call_recent(cf, open + 1), call_attribute_keywords) ?
               open + 1 : 0;
    if (!call_is_punct(cf, call_recent(cf, k + 1), "]"))
        return 0;
    return call_ring_opener(cf, k + 1) + 1 == open ? open : 0;
}

/* Decides whether the '{' about to be pushed opens a function body, from the tokens back
 * to the last ';' '=' '}' or opening bracket. A ')' or ']' (not an attribute's) ends a
 * parameter list, a lambda introducer or a function's trailer: a body. A class key or
 * `namespace` opens a scope where statement expressions are refused, even inside a
 * function (a local class). Anything else (a block, an initializer) is like its parent. */
static int call_opens_body(const call_finder *cf, int enclosing)
{
    const lex_token *t;
    for (size_t k = 0, attr; (t = call_recent(cf, k)) != NULL; k++) {
        if (call_is_punct(cf, t, ";") || call_is_punct(cf, t, "=") ||
            call_nesting(cf, t) == 1 || call_is_punct(cf, t, "}") || call_is_punct(cf, t, "%>"))
            return enclosing;
        if (call_is_one_of(cf, t, call_scope_keywords))
            return 0;
        if (call_nesting(cf, t) < 0 && (attr = call_ring_attribute(cf, k)) != 0)
            k = attr;
        else if (call_nesting(cf, t) < 0)
            return 1;
    }
    return enclosing;
}

static int call_push_brace(call_finder *cf)
{
    int enclosing = cf->depth > 0 && cf->braces[cf->depth - 1];
    if (cf->depth == cf->braces_cap) {
        unsigned char *p = buf_grow(cf->braces, &cf->braces_cap, cf->depth + 1, 1);
        if (!p)
            return -1;
        cf->braces = p;
    }
    cf->braces[cf->depth++] = (unsigned char)call_opens_body(cf, enclosing);
    return 0;
}

/* Pops the brace closed by '}'; a stray one at file scope is ignored. */
static void call_pop_brace(call_finder *cf)
{
    if (cf->depth > 0)
        cf->depth--;
}

/* How many tokens before the name belong to the callee: 0, 1 for `::`, 2 for `std::`,
 * 3 for `::std::`. Other qualifiers are caught by call_context. */
static size_t call_qualifiers(const call_finder *cf)
{
    if (!call_is_punct(cf, call_recent(cf, 0), "::"))
        return 0;
    const lex_token *q = call_recent(cf, 1);
    if (!q || q->kind != LEX_IDENT || !lex_is(cf->lx.src, q, "std"))
        return 1;
    return call_is_punct(cf, call_recent(cf, 2), "::") ? 3 : 2;
}

/* Whether the callee starting at ring index k is an unevaluated operand: right after
 * sizeof, or after typeof (, decltype ( ... with any number of '('. */
static int call_unevaluated(const call_finder *cf, size_t k)
{
    while (call_is_punct(cf, call_recent(cf, k), "("))
        k++;
    return call_is_one_of(cf, call_recent(cf, k), call_unevaluated_keywords);
}

/* Classifies a callee name followed by '(' by what precedes its first token (at ring
 * index nq, after nq qualifier tokens). */
static call_ctx call_context(const call_finder *cf, size_t nq)
{
    const lex_token *b = call_recent(cf, nq);
    if (!b)
        return CALL_CTX_CALL;
    if (call_unevaluated(cf, nq))
        return CALL_CTX_SKIP;
    /* An identifier before is a type (a declaration) or a qualifier (`util::`), unless
     * it is a keyword that an expression may follow. */
    if (b->kind == LEX_IDENT)
        return call_is_one_of(cf, b, call_expr_keywords) ? CALL_CTX_CALL : CALL_CTX_NONE;
    if (b->kind != LEX_PUNCT || call_is_punct(cf, b, ".") || call_is_punct(cf, b, "->") ||
        call_is_punct(cf, b, ".*") || call_is_punct(cf, b, "->*"))
        return CALL_CTX_NONE;
    /* `Tmpl<T>::sprintf(` names a member of a class template. */
    if (nq % 2 == 1 && (call_is_punct(cf, b, ">") || call_is_punct(cf, b, ">>")))
        return CALL_CTX_NONE;
    return CALL_CTX_CALL;
}

static int call_push_tok(call_finder *cf, const lex_token *t)
{
    if (cf->ntoks == cf->cap) {
        lex_token *p = buf_grow(cf->toks, &cf->cap, cf->ntoks + 1, sizeof *p);
        if (!p)
            return -1;
        cf->toks = p;
    }
    cf->toks[cf->ntoks++] = *t;
    return 0;
}

static int call_push_arg(call_finder *cf, size_t first, size_t end)
{
    if (cf->nargs == cf->args_cap) {
        call_arg *p = buf_grow(cf->args, &cf->args_cap, cf->nargs + 1, sizeof *p);
        if (!p)
            return -1;
        cf->args = p;
    }
    cf->args[cf->nargs].first = first;
    cf->args[cf->nargs].end = end;
    cf->nargs++;
    return 0;
}

/* Ends the argument that runs from first to the current token; an empty list at the
 * closing ')' has no argument at all. */
static int call_end_arg(call_finder *cf, size_t first, int closing)
{
    if (closing && cf->nargs == 0 && first == cf->ntoks)
        return 0;
    return call_push_arg(cf, first, cf->ntoks);
}

/* Brackets nested deeper inside a call are given up on: C11 5.2.4.1 asks for 63 levels.
 * A call of more tokens is consumed but not returned, so that the finder's storage stays
 * bounded (a token takes some 24 times the bytes of a short one's spelling). */
enum { CALL_MAX_NESTING = 256, CALL_MAX_TOKENS = 16384 };

/* At depth 0, commas split the arguments unless they lie between a '?' and its ':'
 * (C11 6.5.15: the middle operand is an expression, commas included). Returns -1 when
 * memory runs out. */
static int call_split(call_finder *cf, const lex_token *t, size_t *pending_colons,
                      size_t *first)
{
    if (call_is_punct(cf, t, "?")) {
        (*pending_colons)++;
    } else if (*pending_colons > 0 && call_is_punct(cf, t, ":")) {
        (*pending_colons)--;
    } else if (*pending_colons == 0 && call_is_punct(cf, t, ",")) {
        if (cf->ntoks < CALL_MAX_TOKENS && call_end_arg(cf, *first, 0) < 0)
            return -1;
        *first = cf->ntoks + 1;
    }
    return 0;
}

/* Reads the arguments after the '(' up to the matching ')', brackets nesting by kind.
 * Returns 1; 2 for a call too long to keep, whose last stored token is its ')'; 0 at the
 * end of input, at a closer of the wrong kind or at nesting too deep (the token left
 * unread for the brace tracking); -1 when memory runs out. */
static int call_collect(call_finder *cf, call_site *site)
{
    size_t first = cf->ntoks, pending_colons = 0, depth = 0;
    signed char open[CALL_MAX_NESTING];
    for (;;) {
        lex_token t;
        call_read(cf, &t);
        if (t.kind == LEX_EOF)
            return 0;
        site->has_directive |= t.kind == LEX_DIRECTIVE;
        int k = call_bracket(cf, &t);
        if ((k < 0 && -k != (depth ? open[depth - 1] : 1)) ||
            (k > 0 && depth == CALL_MAX_NESTING)) {
            call_unread(cf, &t);
            return 0;
        }
        if (k < 0 && depth == 0 && cf->ntoks == CALL_MAX_TOKENS) {
            cf->toks[cf->ntoks - 1] = t;
            return 2;
        }
        if (k < 0 && depth == 0)
            return call_end_arg(cf, first, 1) < 0 || call_push_tok(cf, &t) < 0 ? -1 : 1;
        if (k > 0)
            open[depth++] = (signed char)k;
        else if (k < 0)
            depth--;
        if ((depth == 0 && call_split(cf, &t, &pending_colons, &first) < 0) ||
            (cf->ntoks < CALL_MAX_TOKENS && call_push_tok(cf, &t) < 0))
            return -1;
    }
}

/* Buffers the callee (its qualifiers are still in the ring), the name and the '(',
 * then the arguments. Returns as call_collect. */
static int call_gather(call_finder *cf, size_t nq, const lex_token *name,
                       const lex_token *paren, call_site *site)
{
    cf->ntoks = 0;
    cf->nargs = 0;
    site->has_directive = 0;
    for (size_t k = nq; k > 0; k--)
        if (call_push_tok(cf, call_recent(cf, k - 1)) < 0)
            return -1;
    if (call_push_tok(cf, name) < 0 || call_push_tok(cf, paren) < 0)
        return -1;
    return call_collect(cf, site);
}

/* A callee's name used in the user's code otherwise than as a call of the C library's
 * function: a declaration, a member, another namespace's function, an address. In C++
 * an unqualified call may then mean that other entity, and `::sprintf` too when the use
 * is at global scope; std:: names the library's own. */
static void call_note_other_use(call_finder *cf, const lex_token *name)
{
    unsigned bit = 1u << (call_callee(cf, name) & 1);
    if (!(name->where.flags & LEX_FLAG_SYSTEM) && call_qualifiers(cf) < 2)
        cf->other_uses |= cf->depth ? bit : bit | bit << 2;
}

/* Handles a callee name followed by '('. Returns 1 with *site filled for a call to
 * return, 0 when there is none here, -1 when memory runs out. */
static int call_try(call_finder *cf, const lex_token *name, const lex_token *paren,
                    call_site *site)
{
    size_t nq = call_qualifiers(cf);
    call_ctx ctx = call_context(cf, nq);
    if (ctx == CALL_CTX_NONE) {
        call_note_other_use(cf, name);
        call_remember(cf, name);
        call_unread(cf, paren);
        return 0;
    }
    int r = call_gather(cf, nq, name, paren, site);
    if (r <= 0)
        return r;
    /* `name ( )` stands for the whole call in the look-behind of what follows, with its
     * parentheses balanced for call_ring_opener. */
    call_remember(cf, name);
    call_remember(cf, paren);
    call_remember(cf, &cf->toks[cf->ntoks - 1]);
    if (ctx == CALL_CTX_SKIP || r == 2)
        return 0;
    site->name = (call_name)call_callee(cf, name);
    site->toks = cf->toks;
    site->ntoks = cf->ntoks;
    site->name_tok = nq;
    site->args = cf->args;
    site->nargs = cf->nargs;
    site->begin = cf->toks[0].off;
    site->end = cf->toks[cf->ntoks - 1].off + 1;
    site->in_function = cf->depth > 0 && cf->braces[cf->depth - 1];
    site->in_braces = cf->depth > 0;
    return 1;
}

/* Feeds one token outside calls to the brace tracking and the look-behind, or tries it
 * as a callee. Returns as call_try. */
static int call_step(call_finder *cf, const lex_token *t, call_site *site)
{
    int bracket = call_bracket(cf, t);
    if (bracket == 3) {
        if (call_push_brace(cf) < 0)
            return -1;
    } else if (bracket == -3) {
        call_pop_brace(cf);
    } else if (call_callee(cf, t) >= 0) {
        lex_token next;
        call_read(cf, &next);
        if (call_is_punct(cf, &next, "("))
            return call_try(cf, t, &next, site);
        call_note_other_use(cf, t);
        call_unread(cf, &next);
    }
    call_remember(cf, t);
    return 0;
}

void call_init(call_finder *cf, const char *src, size_t len)
{
    memset(cf, 0, sizeof *cf);
    lex_init(&cf->lx, src, len);
}

void call_init_at(call_finder *cf, const char *src, size_t end, const lex_token *at)
{
    memset(cf, 0, sizeof *cf);
    lex_init_at(&cf->lx, src, end, at);
}

int call_next(call_finder *cf, call_site *site)
{
    for (;;) {
        lex_token t;
        call_read(cf, &t);
        if (t.kind == LEX_EOF)
            return 0;
        if (t.kind == LEX_DIRECTIVE)
            continue;
        int r = call_step(cf, &t, site);
        if (r != 0)
            return r;
    }
}

void call_free(call_finder *cf)
{
    free(cf->toks);
    free(cf->args);
    free(cf->braces);
    cf->toks = NULL;
    cf->args = NULL;
    cf->braces = NULL;
    cf->ntoks = cf->cap = cf->nargs = cf->args_cap = cf->depth = cf->braces_cap = 0;
}

const char *call_leading_args(call_name name)
{
    return call_rows[name].leading;
}

const char *call_function(call_name name)
{
    return call_rows[name].function;
}

int call_is_fortified(call_name name)
{
    return call_rows[name].fortified;
}

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

_Static_assert(CALL_NKINDS == 2 * CALL_NBASE, "a plain and a fortified row per function");

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
        cf->read += t->kind != LEX_DIRECTIVE;
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

/* From ring index k (k itself included), back over whole groups, the innermost opener
 * still open there, or NULL when it is not in the ring; *at gets its ring index. */
static const lex_token *call_ring_enclosing(const call_finder *cf, size_t k, size_t *at)
{
    for (const lex_token *t; (t = call_recent(cf, k)) != NULL; k++) {
        if (call_nesting(cf, t) > 0) {
            *at = k;
            return t;
        }
        if (call_nesting(cf, t) < 0 && (k = call_ring_opener(cf, k)) == 0)
            return NULL;
    }
    return NULL;
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

/* What a brace on the stack says of the scope it opens. */
enum {
    CALL_SCOPE_BODY = 1, /* a function body, or inside one */
    CALL_SCOPE_FILE = 2, /* file scope still: only linkage blocks (extern "C" {) enclose */
    CALL_SCOPE_C = 4,    /* ... and the innermost of them gives C linkage */
    CALL_SCOPE_STD = 8   /* inside namespace std or another of the implementation's
                            (a reserved name: __gnu_cxx, __cxx11) */
};

/* The scope at the current token; the whole text is taken for file scope. */
static unsigned call_scope(const call_finder *cf)
{
    return cf->depth ? cf->braces[cf->depth - 1] : CALL_SCOPE_FILE;
}

static int call_is_word(const call_finder *cf, const lex_token *t, const char *w)
{
    return t && t->kind == LEX_IDENT && lex_is(cf->lx.src, t, w);
}

/* Whether the identifier is std or reserved to the implementation (C++ 16.4.5.3.3). */
static int call_is_std(const call_finder *cf, const lex_token *t)
{
    const char *s = cf->lx.src + t->off;
    return lex_is(cf->lx.src, t, "std") ||
           (t->len > 1 && s[0] == '_' && (s[1] == '_' || (s[1] >= 'A' && s[1] <= 'Z')));
}

/* The scope a '{' that opens no function body opens, from the tokens before it (past
 * attributes): a linkage block keeps file scope, a namespace of the implementation's
 * is std's; anything else (a class, another namespace, an initializer) neither. */
static unsigned call_brace_scope(const call_finder *cf, unsigned enclosing)
{
    size_t k = 0, attr;
    const lex_token *t;
    while ((t = call_recent(cf, k)) != NULL && call_nesting(cf, t) < 0 &&
           (attr = call_ring_attribute(cf, k)) != 0)
        k = attr + 1;
    const lex_token *before = call_recent(cf, k + 1);
    enclosing &= CALL_SCOPE_FILE | CALL_SCOPE_C | CALL_SCOPE_STD;
    if (t && t->kind == LEX_STRING && call_is_word(cf, before, "extern"))
        return enclosing & CALL_SCOPE_FILE ?
               CALL_SCOPE_FILE | (lex_is(cf->lx.src, t, "\"C\"") ? CALL_SCOPE_C : 0) : enclosing;
    if (t && t->kind == LEX_IDENT && call_is_word(cf, before, "namespace") && call_is_std(cf, t))
        return CALL_SCOPE_STD;
    return enclosing & CALL_SCOPE_STD;
}

/* A body after a function declared at file scope defines it: the user's own function,
 * unless it is an extern gnu_inline wrapper, which only stands in for the library's. */
static void call_note_definition(call_finder *cf, unsigned scope)
{
    if (cf->declared && (scope & CALL_SCOPE_BODY) && !cf->declared_gnu_inline)
        cf->uses[cf->declared - 1][1] |= 1u << CALL_USE_DEFINED;
    cf->declared = 0;
}

static int call_push_brace(call_finder *cf, const lex_token *t)
{
    unsigned enclosing = cf->depth > 0 ? cf->braces[cf->depth - 1] : CALL_SCOPE_FILE;
    if (cf->depth == cf->braces_cap) {
        unsigned char *p = buf_grow(cf->braces, &cf->braces_cap, cf->depth + 1, 1);
        if (!p)
            return -1;
        cf->braces = p;
    }
    unsigned scope = call_opens_body(cf, enclosing & CALL_SCOPE_BODY)
                     ? CALL_SCOPE_BODY | (enclosing & CALL_SCOPE_STD)
                     : call_brace_scope(cf, enclosing);
    call_note_definition(cf, scope);
    if (cf->whole && (scope & CALL_SCOPE_BODY) && !(enclosing & CALL_SCOPE_BODY)) {
        cf->body_open = t->off;
        cf->body_read = cf->read;
        cf->body_calls = 0;
    }
    cf->braces[cf->depth++] = (unsigned char)scope;
    return 0;
}

/* Pops the brace closed by '}'; a stray one at file scope is ignored. A function body
 * closed that held calls goes to the list, with its size. */
static int call_pop_brace(call_finder *cf)
{
    if (cf->depth == 0)
        return 0;
    cf->depth--;
    if (!cf->body_open || (cf->depth && (cf->braces[cf->depth - 1] & CALL_SCOPE_BODY)))
        return 0;
    if (cf->body_calls) {
        if (cf->nbodies == cf->bodies_cap) {
            call_body *p = buf_grow(cf->bodies, &cf->bodies_cap, cf->nbodies + 1, sizeof *p);
            if (!p)
                return -1;
            cf->bodies = p;
        }
        cf->bodies[cf->nbodies].open = cf->body_open;
        cf->bodies[cf->nbodies++].tokens = cf->read - cf->body_read;
    }
    cf->body_open = 0;
    return 0;
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

/* The specifiers of the declaration that the name at ring index k ends, back to the
 * previous ';' or brace, or the '(' that opens a parameter list: static, gnu_inline,
 * extern "C", using, typedef, extern and inline. Bracketed groups (attributes) are
 * looked into for gnu_inline only. CALL_SPEC_INIT: the name follows an '=' of its own
 * declarator, with no ',' (another declarator's) or '>' (a template's parameters)
 * between them, so that it is in an initializer; CALL_SPEC_NESTED: the look stopped at a
 * '(' or '[' that the name is inside. */
enum {
    CALL_SPEC_STATIC = 1, CALL_SPEC_GNU_INLINE = 2, CALL_SPEC_C = 4, CALL_SPEC_OTHER = 8,
    CALL_SPEC_EXTERN = 16, CALL_SPEC_INLINE = 32, CALL_SPEC_INIT = 64, CALL_SPEC_NESTED = 128
};

static const char *const call_inline_keywords[] = { "inline", "__inline", "__inline__", NULL };

static unsigned call_specifiers(const call_finder *cf, size_t k)
{
    unsigned spec = 0;
    int other = 0; /* a ',' or '>' passed: an '=' is no longer the name's declarator's */
    for (const lex_token *t; (t = call_recent(cf, k)) != NULL; k++) {
        size_t open = call_nesting(cf, t) < 0 ? call_ring_opener(cf, k) : 0;
        if (call_is_punct(cf, t, "(") || call_is_punct(cf, t, "["))
            return spec | CALL_SPEC_NESTED;
        if (call_is_punct(cf, t, ";") || call_nesting(cf, t) > 0 || call_bracket(cf, t) == -3 ||
            (call_nesting(cf, t) < 0 && !open))
            break;
        for (; k < open; k++)
            if (call_is_word(cf, call_recent(cf, k), "__gnu_inline__") ||
                call_is_word(cf, call_recent(cf, k), "gnu_inline"))
                spec |= CALL_SPEC_GNU_INLINE;
        if (call_is_punct(cf, t, ",") || call_is_punct(cf, t, ">") || call_is_punct(cf, t, ">>"))
            other = 1;
        else if (call_is_punct(cf, t, "=") && !other)
            spec |= CALL_SPEC_INIT;
        else if (call_is_word(cf, t, "static"))
            spec |= CALL_SPEC_STATIC;
        else if (call_is_word(cf, t, "using") || call_is_word(cf, t, "typedef"))
            spec |= CALL_SPEC_OTHER;
        else if (call_is_word(cf, t, "extern"))
            spec |= CALL_SPEC_EXTERN;
        else if (call_is_one_of(cf, t, call_inline_keywords))
            spec |= CALL_SPEC_INLINE;
        else if (t->kind == LEX_STRING && call_is_word(cf, call_recent(cf, k + 1), "extern"))
            spec |= lex_is(cf->lx.src, t, "\"C\"") ? CALL_SPEC_C : 0;
    }
    return spec;
}

/* What a use of the name (not a call of the library's function) may make of its calls,
 * or -1 when nothing: nq qualifier tokens stand before it, and declares says that '('
 * follows, as after a function's name in its declaration. The C library's own
 * declarations are those at file scope with C linkage (in C++: extern "C"; in C every
 * function has it, and CALL_USE_DECL is harmless), and all of namespace std's. */
static int call_use_of(call_finder *cf, const lex_token *name, size_t nq, int declares)
{
    unsigned scope = call_scope(cf), spec;
    const lex_token *q = call_recent(cf, 1), *b = call_recent(cf, nq);
    if ((scope & CALL_SCOPE_STD) || nq >= 2)
        return -1; /* std's, and std::name, are the library's */
    if (nq == 1 && q &&
        (q->kind == LEX_IDENT || call_is_punct(cf, q, ">") || call_is_punct(cf, q, ">>")))
        return CALL_USE_LOOKUP; /* lib::name, T<U>::name */
    if (call_is_punct(cf, b, ".") || call_is_punct(cf, b, "->") ||
        !(scope & (CALL_SCOPE_FILE | CALL_SCOPE_BODY)))
        return CALL_USE_LOOKUP; /* a member, or in a class or a namespace */
    if (scope & CALL_SCOPE_BODY)
        return name->where.flags & LEX_FLAG_SYSTEM ? -1 : CALL_USE_OTHER; /* a header's
                                             function body holds none of the user's calls */
    spec = call_specifiers(cf, nq);
    if ((spec & CALL_SPEC_INIT) && !declares)
        return -1; /* the library's function, named in an initializer at file scope */
    if (spec & CALL_SPEC_STATIC)
        return CALL_USE_STATIC;
    if (!declares || (spec & CALL_SPEC_OTHER))
        return CALL_USE_OTHER;
    cf->declared = call_base((call_name)call_callee(cf, name)) + 1;
    /* glibc's fortify wrappers are gnu_inline, or under -std=gnu89 extern inline, which
     * then means the same */
    cf->declared_gnu_inline = (spec & CALL_SPEC_GNU_INLINE) ||
                              ((name->where.flags & LEX_FLAG_SYSTEM) &&
                               (spec & CALL_SPEC_EXTERN) && (spec & CALL_SPEC_INLINE));
    return (scope & CALL_SCOPE_C) || (spec & CALL_SPEC_C) ? -1 : CALL_USE_DECL;
}

/* `(sprintf)(...)`, `(sprintf)` as a value, `decltype(sprintf)`: the parentheses only
 * keep a macro of that name from expanding, and the name still means the library's
 * function. Not after a type's name, where they would declare it. */
static int call_parenthesized(const call_finder *cf, const lex_token *next)
{
    const lex_token *before = call_recent(cf, 1);
    if (!call_is_punct(cf, next, ")") || !call_is_punct(cf, call_recent(cf, 0), "("))
        return 0;
    return !before || before->kind != LEX_IDENT || call_is_one_of(cf, before, call_expr_keywords) ||
           call_is_one_of(cf, before, call_unevaluated_keywords);
}

/* Whether the callee's name just read, with next after it, is the archetype of a format
 * attribute: `__attribute__((format(printf, 1, 2)))`, `[[gnu::format(printf, 1, 2)]]`,
 * among other attributes too. There the name is a word of the attribute's own, which
 * names no function, and the declarations of printf-like functions in a project's
 * headers would otherwise keep every printf call of the files that include them. */
static int call_is_format_archetype(const call_finder *cf, const lex_token *next)
{
    static const char *const format[] = { "format", "__format__", NULL };
    static const char *const gnu[] = { "gnu", "__gnu__", NULL };
    static const char *const attribute[] = { "__attribute__", "__attribute", NULL };
    size_t k = 2;
    const lex_token *t;
    if (!call_is_punct(cf, next, ",") || !call_is_punct(cf, call_recent(cf, 0), "(") ||
        !call_is_one_of(cf, call_recent(cf, 1), format))
        return 0;
    if (call_is_punct(cf, call_recent(cf, 2), "::")) {
        if (!call_is_one_of(cf, call_recent(cf, 3), gnu))
            return 0;
        k = 4;
    }
    /* back over the attributes before it in the same list, to the list's opener */
    t = call_ring_enclosing(cf, k, &k);
    if (call_is_punct(cf, t, "("))
        return call_is_punct(cf, call_recent(cf, k + 1), "(") &&
               call_is_one_of(cf, call_recent(cf, k + 2), attribute);
    return call_is_punct(cf, t, "[") && call_is_punct(cf, call_recent(cf, k + 1), "[");
}

/* Keywords that a '(' may follow which opens no call's arguments (with the unevaluated,
 * attribute and expression keywords). */
static const char *const call_paren_keywords[] = {
    "if", "while", "for", "switch", "catch", "_Generic", "_Static_assert", "static_assert",
    "asm", "__asm", "__asm__", NULL
};

/* Whether the callee's name just read, with next after it, is a value in a function
 * body: an argument of a call, `show(v, fprintf, out)` (after '(' only when a ','
 * follows: `T (fprintf);` declares an object), or what is assigned, `p = fprintf;`, also
 * with '&' or casts before it (`(print_fn) &fprintf`). No declaration that could hide the
 * library's function stands there: at most one in a function declarator's parameters,
 * whose scope ends with them. The value is the C library's function itself, as where its
 * address goes into a table. */
static int call_is_value_use(const call_finder *cf, const lex_token *next)
{
    const lex_token *prev, *t;
    size_t k = 0;
    int comma;
    if (!(call_scope(cf) & CALL_SCOPE_BODY))
        return 0;
    /* back over '&' and casts: what stands before them must then be '=', ',' or '(' */
    for (; (t = call_recent(cf, k)) != NULL && (call_is_punct(cf, t, "&") || call_is_punct(cf, t, ")")); k++)
        if (call_is_punct(cf, t, ")") && (k = call_ring_opener(cf, k)) == 0)
            return 0;
    prev = call_recent(cf, k);
    if (call_is_punct(cf, prev, "="))
        return call_is_punct(cf, next, ";") || call_is_punct(cf, next, ",") || call_is_punct(cf, next, ")");
    comma = call_is_punct(cf, prev, ",");
    if (!(comma && call_is_punct(cf, next, ")")) &&
        !((comma || call_is_punct(cf, prev, "(")) && call_is_punct(cf, next, ",")))
        return 0;
    /* back over the arguments before it, to the '(' that opens them */
    if (!call_is_punct(cf, call_ring_enclosing(cf, k, &k), "("))
        return 0;
    t = call_recent(cf, k + 1);
    if (t && t->kind == LEX_IDENT)
        return !call_is_one_of(cf, t, call_paren_keywords) && !call_is_one_of(cf, t, call_expr_keywords) &&
               !call_is_one_of(cf, t, call_unevaluated_keywords) && !call_is_one_of(cf, t, call_attribute_keywords);
    return call_is_punct(cf, t, ")") || call_is_punct(cf, t, "]");
}

/* Records a use of a callee's name other than as a call of the C library's function: at
 * file scope, `::name` may find what it declares too. */
static void call_note_other_use(call_finder *cf, const lex_token *name, int declares)
{
    size_t nq = call_qualifiers(cf);
    int use = call_use_of(cf, name, nq, declares);
    unsigned base = call_base((call_name)call_callee(cf, name));
    if (use >= 0)
        cf->uses[base][(call_scope(cf) & CALL_SCOPE_FILE) != 0] |= (unsigned char)(1u << use);
}

/* Notes into cf the other uses of the callees' names in src from the token first to the
 * offset end, as the rewriter's scan of a call's arguments notes them: a finder of their
 * own, and the arguments of each call it finds in turn. Returns 0, or -1 when memory
 * runs out. */
static int call_note_uses_in(call_finder *cf, const char *src, const lex_token *first, size_t end)
{
    call_finder in;
    call_site s;
    int r;
    call_init_at(&in, src, end, first);
    while ((r = call_next(&in, &s)) == 1)
        if (s.ntoks >= s.name_tok + 4 &&
            call_note_uses_in(cf, src, &s.toks[s.name_tok + 2], s.toks[s.ntoks - 1].off) < 0) {
            r = -1;
            break;
        }
    for (unsigned n = 0; n < CALL_NBASE; n++)
        for (unsigned g = 0; g < 2; g++)
            cf->uses[n][g] |= in.uses[n][g];
    call_free(&in);
    return r;
}

/* Handles a callee name followed by '('. Returns 1 with *site filled for a call to
 * return, 0 when there is none here, -1 when memory runs out. */
static int call_try(call_finder *cf, const lex_token *name, const lex_token *paren,
                    call_site *site)
{
    size_t nq = call_qualifiers(cf);
    call_ctx ctx = call_context(cf, nq);
    /* At file scope nothing is called but in an initializer: in a static declaration,
     * after ',' or '*', the name is a declarator of the file's own function
     * (`static int n, sprintf(char *, const char *, ...);`). */
    if (ctx == CALL_CTX_CALL && (call_scope(cf) & CALL_SCOPE_FILE) &&
        (call_specifiers(cf, nq) & (CALL_SPEC_STATIC | CALL_SPEC_INIT | CALL_SPEC_NESTED)) == CALL_SPEC_STATIC)
        ctx = CALL_CTX_NONE;
    if (ctx == CALL_CTX_NONE) {
        call_note_other_use(cf, name, 1);
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
    /* A call in an unevaluated operand is not returned, but the uses in its arguments
     * count as in any call's: the original that a rewritten call keeps under __typeof__
     * then counts as the call it was, and a second pass leaves what the first left. */
    if (ctx == CALL_CTX_SKIP && r == 1 && cf->ntoks >= nq + 4 &&
        call_note_uses_in(cf, cf->lx.src, &cf->toks[nq + 2], cf->toks[cf->ntoks - 1].off) < 0)
        return -1;
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
    site->in_function = (call_scope(cf) & CALL_SCOPE_BODY) != 0;
    site->in_braces = cf->depth > 0;
    site->body = cf->body_open;
    cf->body_calls |= cf->body_open != 0;
    return 1;
}

/* `struct _IO_FILE { int _flags` in a system header: glibc's definition of FILE, whose
 * inline ferror_unlocked reads the error indicator in _flags. */
static int call_is_glibc_file(const call_finder *cf, const lex_token *t)
{
    return (t->where.flags & LEX_FLAG_SYSTEM) && call_is_word(cf, t, "_flags") &&
           call_is_word(cf, call_recent(cf, 0), "int") && call_is_punct(cf, call_recent(cf, 1), "{") &&
           call_is_word(cf, call_recent(cf, 2), "_IO_FILE") && call_is_word(cf, call_recent(cf, 3), "struct");
}

/* Feeds one token outside calls to the brace tracking and the look-behind, or tries it
 * as a callee. Returns as call_try. */
static int call_step(call_finder *cf, const lex_token *t, call_site *site)
{
    int bracket = call_bracket(cf, t);
    if (bracket == 3) {
        if (call_push_brace(cf, t) < 0)
            return -1;
    } else if (bracket == -3) {
        if (call_pop_brace(cf) < 0)
            return -1;
    } else if (cf->declared && call_is_punct(cf, t, ";")) {
        cf->declared = 0;
    } else if (!cf->glibc_file && call_is_glibc_file(cf, t)) {
        cf->glibc_file = 1;
    } else if (call_callee(cf, t) >= 0) {
        lex_token next;
        call_read(cf, &next);
        if (call_is_punct(cf, &next, "("))
            return call_try(cf, t, &next, site);
        if (!call_parenthesized(cf, &next) && !call_is_format_archetype(cf, &next) &&
            !call_is_value_use(cf, &next))
            call_note_other_use(cf, t, 0);
        call_unread(cf, &next);
    }
    call_remember(cf, t);
    return 0;
}

void call_init(call_finder *cf, const char *src, size_t len)
{
    memset(cf, 0, sizeof *cf);
    lex_init(&cf->lx, src, len);
    cf->whole = 1;
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
    free(cf->bodies);
    cf->toks = NULL;
    cf->args = NULL;
    cf->braces = NULL;
    cf->bodies = NULL;
    cf->ntoks = cf->cap = cf->nargs = cf->args_cap = cf->depth = cf->braces_cap = 0;
    cf->nbodies = cf->bodies_cap = 0;
}

const char *call_leading_args(call_name name)
{
    return call_rows[name].leading;
}

const char *call_use_reason(call_use use)
{
    static const char *const reasons[CALL_NUSES] = {
        [CALL_USE_DECL] = "a function of that name is declared without C linkage: an "
                          "overload may be the one called",
        [CALL_USE_LOOKUP] = "name lookup may find another entity of that name (a member, "
                            "a namespace's, a using declaration)",
        [CALL_USE_OTHER] = "the name is declared other than as the C library's function "
                           "(in a block, as a parameter or an object) or used other than in "
                           "calls",
        [CALL_USE_STATIC] = "the file declares a static function of that name",
        [CALL_USE_DEFINED] = "the file defines its own function of that name",
    };
    return reasons[use];
}

const char *call_function(call_name name)
{
    return call_rows[name].function;
}

call_fold call_folded_by_compiler(call_name name, const char *f, size_t len)
{
    unsigned base = call_base(name);
    int plain;
    len = strnlen(f, len);
    plain = memchr(f, '%', len) == NULL;
    if (base == CALL_PRINTF && ((plain && (len <= 1 || f[len - 1] == '\n')) ||
                                (len == 3 && !memcmp(f, "%s\n", 3)) || (len == 2 && !memcmp(f, "%c", 2))))
        return CALL_FOLD_PUTS;
    if (base == CALL_FPRINTF && (plain || (len == 2 && (!memcmp(f, "%s", 2) || !memcmp(f, "%c", 2)))))
        return CALL_FOLD_FPUTS;
    return CALL_FOLD_NONE;
}

int call_is_fortified(call_name name)
{
    return call_rows[name].fortified;
}

unsigned call_base(call_name name)
{
    return (unsigned)name % CALL_NBASE;
}

int call_is_stream(call_name name)
{
    unsigned b = call_base(name);
    return b == CALL_PRINTF || b == CALL_FPRINTF || b == CALL_DPRINTF;
}

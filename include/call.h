/* call.h: finds calls to sprintf and snprintf (and their fortified builtins) in
 * preprocessed text and splits their arguments at top-level commas. */
#ifndef QRINTF_CALL_H
#define QRINTF_CALL_H

#include <stddef.h>
#include "lex.h"

typedef enum call_name {
    CALL_SPRINTF,       /* sprintf, std::sprintf, ::sprintf, __builtin_sprintf */
    CALL_SNPRINTF,      /* snprintf, std::snprintf, ::snprintf, __builtin_snprintf */
    CALL_SPRINTF_CHK,   /* __builtin___sprintf_chk, __sprintf_chk (dst, flag, size, fmt, ...) */
    CALL_SNPRINTF_CHK   /* __builtin___snprintf_chk, __snprintf_chk (dst, n, flag, size, fmt, ...) */
} call_name;

typedef struct call_arg {
    size_t first, end;  /* token indexes into call_site.toks: [first, end) */
} call_arg;

typedef struct call_site {
    call_name name;
    const lex_token *toks;  /* from the first token of the callee (std, ::, or the name)
                               to the closing ')' inclusive; owned by the finder */
    size_t ntoks;
    size_t name_tok;        /* index of the name token in toks */
    const call_arg *args;   /* owned by the finder */
    size_t nargs;
    size_t begin, end;      /* byte range of the call in the source: toks[0].off to just
                               after the closing ')' */
    int in_function;        /* inside a function body, where statement expressions work */
    int in_braces;          /* inside braces of any kind: in C, only function bodies can
                               hold a call (K&R definitions included) */
    int has_directive;      /* a directive line (#pragma ...) lies inside the call */
} call_site;

typedef struct call_finder {
    lex_state lx;
    lex_token *toks;        /* working storage, grows with the longest call */
    size_t ntoks, cap;
    call_arg *args;
    size_t nargs, args_cap;
    lex_token recent[64];   /* ring of the latest tokens outside calls, for look-behind */
    size_t nrecent;
    unsigned char *braces;  /* stack: 1 for a brace that opens a function body or lies inside one */
    size_t depth, braces_cap;
    lex_token pending;      /* a token read ahead and not yet consumed */
    int has_pending;
    unsigned other_uses;    /* bit 0 sprintf, bit 1 snprintf: the name was seen in the
                               user's code other than as a call of the C library's
                               function (declared, a member, an address, util::); bits
                               2 and 3: so it was at global scope */
} call_finder;

void call_init(call_finder *cf, const char *src, size_t len);

/* Finds calls in src[at->off, end) only, a part of a text (another call's arguments);
 * tokens keep the locations the whole text gives them. in_function is then 0. */
void call_init_at(call_finder *cf, const char *src, size_t end, const lex_token *at);

/* Finds the next call. Returns 1 and fills *site (valid until the next call_next or
 * call_free), 0 at the end of input, -1 when memory runs out. Calls nested in another
 * call's arguments are not returned separately. */
int call_next(call_finder *cf, call_site *site);

void call_free(call_finder *cf);

/* The arguments before the format, one letter each: d destination, n size, f fortify
 * flag, s object size ("d" for sprintf ... "dnfs" for __snprintf_chk). The format is the
 * argument at the index of the string's length. */
const char *call_leading_args(call_name name);

#endif

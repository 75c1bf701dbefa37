/* call.h: the table of the functions qrintf rewrites; finds their calls in preprocessed
 * text and splits the arguments at top-level commas. */
#ifndef QRINTF_CALL_H
#define QRINTF_CALL_H

#include <stddef.h>
#include "lex.h"

/* The functions rewritten, one row each, the one place that knows them: the kind, the C
 * library's function as the user writes it, the arguments before the format (one letter
 * each: d destination, n size, f fortify flag, s object size, F a stream, D a file
 * descriptor), and whether the row is the fortified form. A plain row is spelled NAME
 * and __builtin_NAME, a fortified one __NAME_chk and __builtin___NAME_chk; std:: and ::
 * may qualify either. The plain rows come first, the fortified ones after them in the
 * same order: a kind modulo CALL_NBASE is its function's number (call_base). The call
 * finder and the driver's quick look (drv_scan.c) both read it. */
#define CALL_FUNCTIONS(X) \
    X(CALL_SPRINTF, "sprintf", "d", 0) \
    X(CALL_SNPRINTF, "snprintf", "dn", 0) \
    X(CALL_PRINTF, "printf", "", 0) \
    X(CALL_FPRINTF, "fprintf", "F", 0) \
    X(CALL_DPRINTF, "dprintf", "D", 0) \
    X(CALL_SPRINTF_CHK, "sprintf", "dfs", 1) \
    X(CALL_SNPRINTF_CHK, "snprintf", "dnfs", 1) \
    X(CALL_PRINTF_CHK, "printf", "f", 1) \
    X(CALL_FPRINTF_CHK, "fprintf", "Ff", 1) \
    X(CALL_DPRINTF_CHK, "dprintf", "Df", 1)

/* The number of functions, each with a plain and a fortified row. */
enum { CALL_NBASE = 5 };

#define CALL_KIND(kind, name, leading, fortified) kind,
typedef enum call_name { CALL_FUNCTIONS(CALL_KIND) CALL_NKINDS } call_name;
#undef CALL_KIND

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
    size_t body;            /* the offset of the '{' that opens the function body holding
                               the call (the outermost, for a lambda or a nested function),
                               or 0: none seen by this finder */
} call_site;

/* A function body that holds calls the finder returned, and its size in tokens. */
typedef struct call_body {
    size_t open;            /* the offset of its '{' */
    size_t tokens;          /* its tokens after the '{' (the '}' and calls included, line
                               markers not) */
} call_body;

/* A use of a callee's name other than as a call of the C library's function, by what it
 * may make of the calls of that name; the rewriter decides which kinds matter in C and
 * in C++. */
typedef enum call_use {
    CALL_USE_DECL,    /* a function declared at file scope without C linkage: in C++ an
                         overload, in C the library's own */
    CALL_USE_LOOKUP,  /* a member, a namespace's entity, a qualified name, a using
                         declaration: C++ lookup may find it, C never does */
    CALL_USE_OTHER,   /* a block-scope or parameter declaration, an object, an address:
                         anything else, which may shadow the function */
    CALL_USE_STATIC,  /* declared static at file scope */
    CALL_USE_DEFINED, /* defined at file scope, other than as an extern gnu_inline wrapper
                         such as glibc's fortify functions */
    CALL_NUSES
} call_use;

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
    unsigned char uses[CALL_NBASE][2]; /* [call_base][at global scope]: bit 1 << call_use
                               for each kind of use seen, in the user's code or in any
                               header, the C library's own declarations aside */
    unsigned declared;      /* 1 + call_base of a function declared at file scope whose
                               body may follow */
    int declared_gnu_inline; /* ... declared gnu_inline, so that a body is no definition */
    int glibc_file;         /* a system header defined glibc's struct _IO_FILE, whose first
                               member is int _flags: the C library is glibc (or keeps its
                               layout), whose <stdio.h> reads the error indicator there */
    int whole;              /* reads a whole text (call_init), whose function bodies it
                               tracks; a part of one (call_init_at) has none */
    size_t read;            /* tokens read so far, line markers aside */
    size_t body_open, body_read; /* the function body open now (call_site.body) and read
                               when it opened */
    int body_calls;         /* ... a call in it was returned */
    call_body *bodies;      /* the bodies closed that held calls returned, in order */
    size_t nbodies, bodies_cap;
} call_finder;

void call_init(call_finder *cf, const char *src, size_t len);

/* Finds calls in src[at->off, end) only, a part of a text (another call's arguments);
 * tokens keep the locations the whole text gives them. in_function and body are then 0. */
void call_init_at(call_finder *cf, const char *src, size_t end, const lex_token *at);

/* Finds the next call. Returns 1 and fills *site (valid until the next call_next or
 * call_free), 0 at the end of input, -1 when memory runs out. Calls nested in another
 * call's arguments are not returned separately. */
int call_next(call_finder *cf, call_site *site);

void call_free(call_finder *cf);

/* Why a call stays as it is when a use of this kind was seen. */
const char *call_use_reason(call_use use);

/* The kind of function the identifier s[0, n) names, or -1 when it names none. */
int call_kind_of(const char *s, size_t n);

/* From the table: the arguments before the format ("d" for sprintf ... "dnfs" for
 * __snprintf_chk; the format is the argument at the index of the string's length), the
 * C library's function ("sprintf" for __builtin___sprintf_chk too), whether fortified. */
const char *call_leading_args(call_name name);
const char *call_function(call_name name);
int call_is_fortified(call_name name);

/* How gcc and clang make a call of this function with the format f[0, len) cheaper, a
 * call of their own they make in its place (when its result is unused), which the
 * rewriter leaves them to: CALL_FOLD_PUTS (printf: puts or putchar, for a format without
 * '%' ending in a newline or of one byte, "%s\n" or "%c"; nothing for ""), CALL_FOLD_FPUTS
 * (fprintf: fwrite, fputs or fputc, for one without '%', "%s" or "%c"), or CALL_FOLD_NONE. */
typedef enum call_fold { CALL_FOLD_NONE, CALL_FOLD_PUTS, CALL_FOLD_FPUTS } call_fold;
call_fold call_folded_by_compiler(call_name name, const char *f, size_t len);

/* The function's number, the same for its plain and fortified rows: the kind of the
 * plain row (CALL_SPRINTF ... CALL_DPRINTF). */
unsigned call_base(call_name name);

/* Whether the function writes to a stream (printf, fprintf, dprintf) rather than to a
 * buffer. */
int call_is_stream(call_name name);

#endif

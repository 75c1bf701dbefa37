/* lex.h: tokenizer for preprocessed C and C++ text. Tokens are slices of the input;
 * line markers are followed so every token knows its presumed file and line. */
#ifndef QRINTF_LEX_H
#define QRINTF_LEX_H

#include <stddef.h>

typedef enum lex_kind {
    LEX_EOF,
    LEX_IDENT,     /* identifiers and keywords */
    LEX_NUMBER,    /* preprocessing numbers, e.g. 0x1p-3, 1'000 */
    LEX_STRING,    /* string literal with any prefix (L u U u8 R) and C++ ud-suffix */
    LEX_CHAR,      /* character literal with any prefix */
    LEX_PUNCT,     /* punctuator, longest match: "::", "->", "...", "<<=", "<:" ... */
    LEX_DIRECTIVE, /* a whole '#' line: line marker, #pragma, #ident ... */
    LEX_OTHER      /* any other byte (a stray '\\', '@', '`', a control byte...) */
} lex_kind;

enum { /* lex_where.flags: the line-marker flags that describe a region, not an event */
    LEX_FLAG_SYSTEM = 1u << 3,   /* flag 3: system header */
    LEX_FLAG_EXTERN_C = 1u << 4  /* flag 4: implicit extern "C" */
};

/* Where the presumed location comes from: the last line marker. */
typedef struct lex_where {
    size_t file_off, file_len; /* the file name as spelled in the marker, quotes included;
                                  file_len 0 before the first marker */
    unsigned flags;            /* the marker's flags as bits: 1 << 3 system header,
                                  1 << 4 extern "C" (1 and 2 are not kept) */
} lex_where;

typedef struct lex_token {
    lex_kind kind;
    size_t off, len;     /* the token is src[off, off + len) */
    size_t line_start;   /* offset of the first byte of its physical line */
    unsigned line;       /* presumed line number */
    lex_where where;
} lex_token;

typedef struct lex_state {
    const char *src;
    size_t len, pos;
    size_t line_start;
    unsigned line;
    lex_where where;
    int markers;         /* number of line markers seen so far */
} lex_state;

void lex_init(lex_state *lx, const char *src, size_t len);

/* Lexes src[at->off, end) as a continuation of the text before it: the first token is
 * the one `at` describes, with its line and file. */
void lex_init_at(lex_state *lx, const char *src, size_t end, const lex_token *at);

/* Reads the next token; at the end of input returns LEX_EOF (again on every call). */
void lex_next(lex_state *lx, lex_token *tok);

/* The classes of bytes, by a table of our own rather than <ctype.h>: the locale must not
 * change how source text is split, and identifiers, most of preprocessed text, are
 * scanned with one load per byte. Bytes from 0x80 up are taken as parts of UTF-8
 * identifiers, as gcc and clang do. */
enum { LEX_C_IDENT = 1, LEX_C_DIGIT = 2, LEX_C_BLANK = 4, LEX_C_ALPHA = 8 };
extern const unsigned char lex_class[256];

/* Whether c may be part of an identifier (letters, digits, '_', '$', bytes above 0x7f);
 * inline, since every scan of text asks it of most bytes. */
static inline int lex_ident_char(char c)
{
    return lex_class[(unsigned char)c] & LEX_C_IDENT;
}

/* Whether the token is spelled exactly s. */
int lex_is(const char *src, const lex_token *tok, const char *s);

/* Decodes the bytes of a narrow string literal token ("..." or u8"...") as the compiler
 * would: simple, octal and hex escapes. Returns 0 and appends the bytes (without a
 * terminating NUL) to *out, or -1 when the token is not such a literal or holds something
 * the tool does not decode (raw strings, universal character names, ud-suffixes). */
struct buf;
int lex_string_bytes(const char *src, const lex_token *tok, struct buf *out);

#endif

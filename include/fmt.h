/* fmt.h: decodes a printf format string, with PCRE2, into one struct per directive. */
#ifndef QRINTF_FMT_H
#define QRINTF_FMT_H

#include <stddef.h>

typedef enum fmt_length {
    FMT_LEN_NONE, FMT_LEN_HH, FMT_LEN_H, FMT_LEN_L, FMT_LEN_LL,
    FMT_LEN_J, FMT_LEN_Z, FMT_LEN_T, FMT_LEN_BIG_L
} fmt_length;

enum { /* flag bits: the same values as the runtime's QRINTF_MINUS ... QRINTF_GROUP */
    FMT_MINUS = 1, FMT_PLUS = 2, FMT_SPACE = 4, FMT_HASH = 8, FMT_ZERO = 16,
    FMT_GROUP = 32 /* ', POSIX: thousands grouping by the locale's LC_NUMERIC */
};

enum { /* width and precision that are not numbers */
    FMT_NONE = -1, /* absent */
    FMT_STAR = -2  /* taken from an int argument */
};

typedef struct fmt_directive {
    size_t lit_off, lit_len;  /* the literal text before this directive, in the format,
                                 with every %% already turned into one '%' */
    char conv;                /* conversion character; 0 in the last entry, which only
                                 carries the trailing literal text */
    unsigned flags;
    int width, prec;          /* a number, FMT_NONE or FMT_STAR */
    fmt_length length;
} fmt_directive;

typedef struct fmt_list {
    fmt_directive *dirs;      /* conversions in order, then the trailing entry */
    size_t n;
    char *text;               /* the literal bytes the lit_off fields point into */
} fmt_list;

typedef struct fmt_decoder fmt_decoder;

fmt_decoder *fmt_decoder_new(void);
void fmt_decoder_free(fmt_decoder *d);

/* Decodes len bytes of format (it ends at the first NUL if there is one). Returns 0 and
 * fills *out, or -1 with *reason set to a short static text saying why the call must be
 * left unchanged ("%n directive", "positional arguments", ...), among them directives
 * that need more than max_args arguments. */
int fmt_decode(fmt_decoder *d, const char *format, size_t len, size_t max_args, fmt_list *out,
               const char **reason);

void fmt_list_free(fmt_list *l);

/* Number of arguments the directives consume ('*' counts). */
size_t fmt_arg_count(const fmt_list *l);

#endif

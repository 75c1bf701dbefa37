/* emit.h: generates the code of rewritten calls: one static function per distinct format,
 * and at each call site a call of it, laid out so that diagnostics keep the user's file,
 * line and column. */
#ifndef QRINTF_EMIT_H
#define QRINTF_EMIT_H

#include <stddef.h>
#include "buf.h"
#include "call.h"
#include "fmt.h"

/* The parameters of a generated function before the values, one letter each: d the
 * destination, n the size, f the fortify flag (unused by sprintf's, passed on to the C
 * library by printf's), s the destination's object size, F a stream, D a file
 * descriptor. "d" for sprintf ... "dnfs" for __snprintf_chk, and an s added when a
 * fortify wrapper's object size is passed ("ds", "dns"). A size that is a literal 0 is z
 * in place of n, and is not passed. printf's text goes to stdout, o, which is not
 * passed: "o" for printf, "fo" for __printf_chk. At most 5 letters. */
typedef char emit_lead[6];

/* The text a rewritten call site passes for each of its arguments, the format's excepted
 * (calls nested in them rewritten): argument i is text[off[i], off[i + 1]), and at[i] its
 * first token (NULL for an empty one), where its text goes in a call that is not flat. */
typedef struct emit_args {
    const char *text;
    const size_t *off;
    const lex_token *const *at;
} emit_args;

/* How a rewritten call keeps its original for gcc's sprintf pass, whose warnings about it
 * (-Wformat-overflow, -Wformat-truncation, -Wrestrict) must stay (emit_call): not at all
 * (under __typeof__ only, for -Wformat), in a branch the pass itself folds away when it
 * folds results (-fprintf-return-value, optimizing), or in a branch on a volatile that
 * is never true, which stays (-O0, -fno-printf-return-value). */
typedef enum emit_guard { EMIT_GUARD_NONE, EMIT_GUARD_FOLDED, EMIT_GUARD_KEPT } emit_guard;

typedef struct emit_site {
    unsigned fn;              /* the generated function's number */
    const char *lead;         /* its leading parameters, as in emit_lead */
    const char *objsize;      /* the object-size expression of a fortify wrapper that the
                                 plain call goes through, '@' for the destination
                                 ("__builtin_object_size (@, 1)"); NULL when none */
    const char *default_file; /* names the file in line markers when the input had none */
    int flat;                 /* the call lies in another call's evaluated arguments, in
                                 the system-header region: no markers, no original copy */
    emit_guard guard;         /* where the original copy goes */
} emit_site;

/* Appends the definition of generated function fn, for calls with the given leading
 * parameters and format (fmt decoded, format[0, len) as written), all but what
 * emit_function_prefix writes before it. Returns 0, or -1 when memory runs out. */
int emit_function(buf *out, unsigned fn, const char *lead, const fmt_list *fmt, const char *format,
                  size_t len);

/* Whether the function of a call with these leading parameters and this format has a
 * lean form (emit_lean_function): a bounded call (snprintf's n) into a destination whose
 * longest text is its exact length (strings and floating texts, measured, without a
 * width; a number counts at its widest), so that a text the destination does not hold
 * is one the call truncates, the rare case. */
int emit_has_lean(const char *lead, const fmt_list *fmt);

/* Appends the lean form of generated function fn, the one to inline where its whole form
 * comes compiled: the path where the text fits the destination alone, the others (the
 * scratch space, the C library's call) left to the whole function, named __qrintf_gN
 * (the definition emit_function appends, under that name), which it calls with its own
 * arguments. Returns as emit_function. */
int emit_lean_function(buf *out, unsigned fn, const char *lead, const fmt_list *fmt, const char *format,
                       size_t len);

/* Appends the storage class and attributes of a generated function, kept apart from its
 * callers (noinline) or not, in a build that favours speed or not, and with no debug
 * information of its own (nodebug: clang's __nodebug__). */
int emit_function_prefix(buf *out, int apart, int speed, int nodebug);

/* Appends the replacement of site (src is the whole preprocessed text): a call of the
 * generated function with args. Returns 0, or -1 when memory runs out. */
int emit_call(buf *out, const char *src, const call_site *site, const fmt_list *fmt,
              const emit_args *args, const emit_site *e);

/* Appends toks[first, end) each followed by a space, leaving out directives (line
 * markers): what stays on one line and reads as the same tokens. */
int emit_tokens(buf *out, const char *src, const lex_token *toks, size_t first, size_t end);

/* Appends a line marker (on a line of its own) that puts the next line at `line` of the
 * file w names (default_file when w has none); sys adds the system-header flag 3. */
int emit_marker(buf *out, const char *src, const lex_where *w, unsigned line, int sys,
                const char *default_file);

/* Appends n bytes as one C string literal, escaped so that any compiler reads the same
 * bytes back and a person can read it. */
int emit_c_string(buf *out, const char *s, size_t n);

/* Appends the directive's spelling, flags in a fixed order; with stars, width and
 * precision are spelled '*' and ".*" whatever they are. */
int emit_spec(buf *out, const fmt_directive *d, int stars);

#endif

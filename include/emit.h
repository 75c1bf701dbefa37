/* emit.h: generates the replacement for one call: an expression of chained calls into
 * the runtime, laid out so that diagnostics keep the user's file, line and column. */
#ifndef QRINTF_EMIT_H
#define QRINTF_EMIT_H

#include <stddef.h>
#include "buf.h"
#include "call.h"
#include "fmt.h"

/* Writes the text of an argument of site for the evaluated copy. */
typedef int (*emit_arg_fn)(void *ctx, buf *out, const call_site *site, size_t arg);

typedef struct emit_opts {
    unsigned id;              /* makes the generated names unique in the translation unit */
    const char *objsize;      /* the object-size expression of a fortify wrapper that the
                                 plain call goes through, '@' for the destination
                                 ("__builtin_object_size (@, 1)"); NULL when none */
    const char *default_file; /* names the file in line markers when the input had none */
    int flat;                 /* the call lies in another call's evaluated arguments, in
                                 the system-header region: no markers, no original copy */
    emit_arg_fn arg_text;     /* NULL: an argument's tokens as they are */
    void *arg_ctx;
} emit_opts;

/* Appends the replacement of site (src is the whole preprocessed text) to out.
 * Returns 0, or -1 when memory runs out. */
int emit_call(buf *out, const char *src, const call_site *site, const fmt_list *fmt,
              const emit_opts *o);

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

/* emit.h: generates the replacement for one call: an expression of chained calls into
 * the runtime, laid out so that diagnostics keep the user's file, line and column. */
#ifndef QRINTF_EMIT_H
#define QRINTF_EMIT_H

#include <stddef.h>
#include "buf.h"
#include "call.h"
#include "fmt.h"

/* Appends the replacement of site (src is the whole preprocessed text) to out.
 * site_id makes the generated names unique within the translation unit. objsize, when
 * not NULL, is the object-size expression of a fortify wrapper that the plain call goes
 * through, with '@' for the destination ("__builtin_object_size (@, 1)").
 * default_file names the file in line markers when the input had none.
 * Returns 0, or -1 when memory runs out. */
int emit_call(buf *out, const char *src, const call_site *site, const fmt_list *fmt,
              unsigned site_id, const char *objsize, const char *default_file);

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

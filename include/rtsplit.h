/* rtsplit.h: the runtime split in two for a translation unit that carries its converters
 * compiled (rtasm.h): what the unit's own code needs as C (types, the inline layer,
 * declarations of the converters and tables) and the C source of the converters, which
 * the driver compiles once. A converter is a function the runtime defines as
 * `static __attribute__((__unused__...))`; a table is a definition after a hidden
 * `extern` declaration and a second one, `__attribute__((__weak__))`. The unit keeps
 * the first alone: code that reads a table the unit is sure to define (weak, in its
 * compiled converters) then takes the table's address as a local symbol's, where a weak
 * declaration would send every read through the GOT. */
#ifndef QRINTF_RTSPLIT_H
#define QRINTF_RTSPLIT_H

#include "buf.h"

/* Appends the runtime text with every converter's definition made a declaration of a
 * hidden function defined elsewhere (with C linkage when cxx; when converters is 0, the
 * definitions stay as they are) and every table's definition left out after its
 * declaration. Returns 0, or -1 when memory runs out. */
int rtsplit_decls(buf *out, const char *runtime, int cxx, int converters);

/* Appends text[0, len), made by rtsplit_decls, as C: a C++ unit's declarations with C
 * linkage (extern "C") made plain extern ones, for a compile of C after them. Returns 0,
 * or -1 when memory runs out. */
int rtsplit_c_decls(buf *out, const char *text, size_t len);

/* The names of the tables that text, made by rtsplit_decls and picked, declares, each
 * followed by a blank, appended to names. Returns 0, or -1 when memory runs out. */
int rtsplit_tables(buf *names, const char *text, size_t len);

/* The converters that text, made by rtsplit_decls and picked, declares: their names,
 * each NUL-terminated, one after another, appended to names; *count says how many.
 * Returns 0, or -1 when memory runs out. */
int rtsplit_entries(buf *names, size_t *count, const char *text, size_t len);

/* Whether name[0, n) is one of the count names listed in names, as rtsplit_entries lists
 * them. */
int rtsplit_listed(const buf *names, size_t count, const char *name, size_t n);

/* Appends src, the runtime's converters in C, with each floating-point kernel that calls
 * pass constants for the conversion, flags and precision fitted to them: the kernel's
 * definition renamed and inlined, and under its own name a function that calls it with
 * each set of constants (up to four; the compiler then specializes a copy for each, as it
 * did when the kernel was compiled in the file with its one caller), and with its own
 * arguments for any other call. The calls are those of the unit's code that stays C
 * (defs, len: the generated functions and the inline layer) and of src's own functions.
 * Returns 0, or -1 when memory runs out. */
int rtsplit_fit_floats(buf *out, const char *src, const char *defs, size_t len);

/* Appends src, the runtime's converters in C, with each part of wide (runtime/wide.h: an
 * #if of forms that only some targets can compile, which the preprocessor decides) just
 * after the portable definition it names, for which it then stands, when src has that.
 * Returns 0, or -1 when memory runs out. */
int rtsplit_widen(buf *out, const char *src, const char *wide);

/* Appends src, the runtime's converters in C, with the converters named in names (count
 * of them, as rtsplit_entries lists them) marked used, so that the compiler emits each
 * under its own name even where nothing in src calls it. Returns 0, or -1. */
int rtsplit_mark_used(buf *out, const char *src, const buf *names, size_t count);

#endif

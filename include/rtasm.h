/* rtasm.h: the runtime's converters compiled once, as assembly that a rewritten
 * translation unit carries in a top-level __asm__ statement instead of their C source.
 * The assembly comes from the user's own compiler with the user's code-generation
 * options (drv_rtcache.c); this module makes it fit to share a file with the user's
 * code: every symbol it defines stays local to it except the converters the
 * translation unit calls and the runtime's weak tables, and the section it leaves
 * is the one it found. */
#ifndef QRINTF_RTASM_H
#define QRINTF_RTASM_H

#include <stddef.h>
#include "buf.h"

/* Rewrites the compiler's assembly asm[0, len) into out as the body of a top-level
 * __asm__ statement (C string literals, one a line). entries, count of them listed as
 * rtsplit_entries lists them: the converters the translation unit calls, which keep
 * their names. Every other symbol
 * the text defines is renamed into names no compiler makes (local labels .Lqr_...,
 * others __qrintf_rt. + name); lines that describe the file rather than code (.file,
 * .ident, .addrsig, the GNU-stack and property notes) are dropped; a weak table's own
 * section (.rodata.NAME, as -fdata-sections makes it) becomes a COMDAT group of the
 * table's name, so that a program keeps one copy; the whole is wrapped in
 * .pushsection/.popsection. Returns 0; 1 when the text holds what this cannot vouch for
 * (a section other than code or data, .previous, a converter that is global or
 * missing, a runtime name left that nothing defines), out then unchanged; -1 when
 * memory runs out. */
int rtasm_fit(buf *out, const char *asm_text, size_t len, const buf *entries, size_t count);

#endif

/* rtasm.h: the runtime's converters compiled once, as assembly that a rewritten
 * translation unit carries in a top-level __asm__ statement instead of their C source.
 * The assembly comes from the user's own compiler with the user's code-generation
 * options (drv_rtcache.c); this module makes it fit to share a file with the user's
 * code: every symbol it defines stays local to it except its functions' groups (or, in
 * text that does not lend itself to them, the converters the translation unit calls)
 * and the runtime's weak tables, and the section it leaves is the one it found. */
#ifndef QRINTF_RTASM_H
#define QRINTF_RTASM_H

#include <stddef.h>
#include <stdint.h>
#include "buf.h"

/* Rewrites the compiler's assembly asm[0, len) into out as the body of a top-level
 * __asm__ statement (C string literals, one a line). entries, count of them listed as
 * rtsplit_entries lists them: the converters the translation unit calls.
 *
 * When the functions were compiled each in a section of its own (-ffunction-sections),
 * each function, with its cold part and its own read-only data (.rodata.F), becomes a
 * COMDAT group named F.HASH, weak and hidden, where HASH (32 hexadecimal digits) is
 * that of its code, of the groups it calls and of the read-only data it reads: objects
 * that carry the same function share one copy of it in the program, and two functions of
 * one name do the same. The translation unit must then call an entry by its group's name
 * (rtasm_group_of). When the text does not lend itself to groups (a function outside
 * its own section, functions that call each other, code that reads writable data or
 * another group's labels, a name given a value), the functions stay local, the entries
 * keep their names.
 *
 * Every other symbol the text defines is renamed into names no compiler makes (local
 * labels .Lqr_..., others __qrintf_rt. + name); lines that describe the file rather than
 * code (.file, .ident, .addrsig, the GNU-stack and property notes) are dropped; a weak
 * table's own section (.rodata.NAME, as -fdata-sections makes it) becomes a COMDAT group
 * of the table's name, so that a program keeps one copy; the whole is wrapped in
 * .pushsection/.popsection. Returns 0; 1 when the text holds what this cannot vouch for
 * (a section other than code or data, .previous, a converter that is global or
 * missing, a runtime name left that nothing defines, where a name that known, when not
 * NULL, holds counts as defined: the unit's fitted converters, which functions compiled
 * after them call, and then the text's own names are renamed apart from theirs: .Lqf_...
 * and __qrintf_fn. + name), out then unchanged; -1 when memory runs out. */
int rtasm_fit(buf *out, const char *asm_text, size_t len, const buf *entries, size_t count,
              const buf *known);

/* Whether text[0, len) has the frame of what rtasm_fit makes (a cache entry that does
 * not is damaged). */
int rtasm_looks_fitted(const char *text, size_t len);

/* Whether fitted[0, len), text that rtasm_fit made, defines the label name[0, n). */
int rtasm_defines(const char *fitted, size_t len, const char *name, size_t n);

/* The name of the group that holds the converter name[0, n) in fitted[0, len), text that
 * rtasm_fit made: *at, *glen. Returns 0 when the converter has no group (it keeps its
 * name). */
int rtasm_group_of(const char *fitted, size_t len, const char *name, size_t n, size_t *at, size_t *glen);

/* A 128-bit hash, FNV-1a twice over with two bases: the groups' names, the cache's
 * entries. */
typedef struct rtasm_hash {
    uint64_t h[2];
} rtasm_hash;

void rtasm_hash_init(rtasm_hash *k);
void rtasm_hash_mix(rtasm_hash *k, const void *p, size_t n);

#endif

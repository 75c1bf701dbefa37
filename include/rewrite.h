/* rewrite.h: the whole rewriter: preprocessed text in, rewritten text and a report out. */
#ifndef QRINTF_REWRITE_H
#define QRINTF_REWRITE_H

#include <stddef.h>
#include "buf.h"
#include "emit.h"

/* The file name the rewritten text gives the runtime's part (a line marker's): what the
 * compiler says about that part names it. */
#define REW_RUNTIME_FILE "<qrintf runtime>"

typedef enum rew_outcome { REW_REWROTE, REW_PARTIAL, REW_UNCHANGED } rew_outcome;

/* What the compile command optimizes for: with REW_GOAL_SPEED the runtime keeps its
 * inlining hints; without, none (at -O0 a forced inlining only makes code longer; at -Os
 * and -Oz the compiler inlines what makes the code smaller); with REW_GOAL_SIZE the
 * kernels are also the compact ones (loops). */
typedef enum rew_goal { REW_GOAL_SPEED, REW_GOAL_NONE, REW_GOAL_SIZE } rew_goal;

/* One line of the QRINTF_REPORT output: where a call is and what became of it. */
typedef struct rew_note {
    char *file;          /* presumed file name, unescaped */
    unsigned line, col;
    const char *callee;  /* "sprintf", "snprintf" ... */
    char *format;        /* the format as a C string literal, for display */
    rew_outcome outcome;
    char *detail;        /* why unchanged, or which directives libc formats; NULL when
                            fully rewritten */
} rew_note;

typedef struct rew_result {
    buf text;            /* the rewritten text (a copy of the input when nothing changed) */
    size_t rewritten;    /* calls rewritten fully or partially */
    rew_note *notes;
    size_t nnotes;
    /* With rew_options.split, when the runtime's part in text holds converters: that
     * part is text[rt_at, rt_at + rt_len); rt_decls is what may stand there instead
     * when the converters come compiled (rtsplit.h), their C source is rt_source, and
     * rt_entries holds the names of the nentries converters that rt_decls declares,
     * each NUL-terminated. Where the build favours size, the converters stay C in
     * rt_decls (nentries is 0) and rt_source holds the tables alone. */
    size_t rt_at, rt_len;
    buf rt_decls, rt_source, rt_entries;
    size_t nentries;
    /* With converters compiled: the generated functions that may come
     * compiled as well (each one the compiler would not inline: called more than twice
     * or in a large function body, or in an unoptimized build) are text[fn_at, fn_at + fn_len); fn_decls declares
     * them (hidden, each with __asm__("NAME")), fn_source defines them, for a compile
     * after rt_decls, and fn_entries names the nfns of them as rt_entries does. */
    size_t fn_at, fn_len;
    buf fn_decls, fn_source, fn_entries;
    size_t nfns;
} rew_result;

typedef struct rew_options {
    const char *runtime;      /* runtime source injected when a call is rewritten */
    const char *default_file; /* file name for line markers when the input has none */
    int cxx;                  /* the text is C++: name lookup may find the user's own
                                 sprintf in an unqualified call */
    rew_goal goal;            /* what the build optimizes for (-O0, -Os, -O2 ...) */
    emit_guard guard;         /* how the original calls are kept for gcc's sprintf
                                 pass, when the command may ask for its warnings */
    unsigned not_libc;        /* bit call_base(name): the command says the
                                 name may not be the C library's (-ffreestanding,
                                 -fno-builtin ...): no call of it is rewritten */
    int split;                /* also give the runtime split (rew_result.rt_decls) */
    int nodebug;              /* the generated functions without debug information
                                 (clang: emit_function_prefix) */
} rew_options;

/* Rewrites len bytes of preprocessed text. Returns 0, or -1 when memory runs out
 * (then *res holds nothing to free). */
int rew_text(const char *src, size_t len, const rew_options *opt, rew_result *res);

void rew_result_free(rew_result *res);

/* Appends the report line for one note, in the compiler's diagnostic form:
 * `file:line:col: note: qrintf: rewrote snprintf "%s: %d"` and its newline. */
int rew_note_line(buf *out, const rew_note *n);

/* The runtime text built into the binary, and runtime/wide.h's, which only the
 * converters' source takes (rtsplit_widen). */
extern const char rew_runtime_text[], rew_runtime_wide_text[];

#endif

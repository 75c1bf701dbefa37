/* drv_compile.h: one compiler command through qrintf: each C or C++ source preprocessed
 * by the user's compiler, rewritten in-process, compiled from the rewritten text; then
 * the link (or the compile of what is left) with rewritten sources swapped for objects. */
#ifndef QRINTF_DRV_COMPILE_H
#define QRINTF_DRV_COMPILE_H

#include "drv_cc.h"
#include "drv_opts.h"

/* The QRINTF_* settings from the environment. */
typedef struct drv_env {
    int verbose;          /* QRINTF_VERBOSE: print each child command line */
    int report;           /* QRINTF_REPORT: print the rewriter's notes */
    const char *notes;    /* QRINTF_NOTES: a file every note is appended to, NULL for none */
    const char *keep;     /* QRINTF_KEEP: a directory that receives each rewritten text */
    const char *fault;    /* QRINTF_FAULT: "rewrite" or "compile" fails on purpose (tests) */
    const char *cache;    /* the cache of compiled converters (drv_rtcache.h), NULL for none */
    int tty;              /* stderr is a terminal that gcc and clang would colour */
} drv_env;

typedef enum drv_end {
    DRV_END_DONE,         /* every step succeeded and their output is printed: exit 0 */
    DRV_END_PLAIN,        /* run the original command unchanged: nothing was rewritten,
                             or a step failed (its output is discarded) */
    DRV_END_SIGNAL        /* a signal came: clean up and die by drv_signal_caught() */
} drv_end;

/* Runs cmd, classified and not plain, with temp files under tmpdir. rsp: the user's
 * command used @files, so child commands get their arguments in one too. On
 * DRV_END_PLAIN, *why says why, for QRINTF_VERBOSE. */
drv_end drv_compile(const drv_cc *cc, const drv_cmd *cmd, const drv_env *env,
                    const char *tmpdir, int rsp, const char **why);

#endif

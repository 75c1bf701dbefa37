/* drv_diag.h: the captured stderr of the steps, shown as plain prints it. Plain runs one
 * compiler proper per source; qrintf runs a preprocess and a compile step per source,
 * and each repeats what the compiler says about the options alone. */
#ifndef QRINTF_DRV_DIAG_H
#define QRINTF_DRV_DIAG_H

#include <stddef.h>
#include "buf.h"
#include "drv_argv.h"
#include "drv_opts.h"

typedef enum drv_diag_kind {
    DRV_DIAG_CODE,      /* about the code, with a location, or its context */
    DRV_DIAG_BARE,      /* "warning: ...": clang's compiler proper on its options */
    DRV_DIAG_PROGRAM,   /* "cc1: warning: ...", "clang: warning: ...": a program on its
                           options, once per source */
    DRV_DIAG_COMMAND,   /* "clang: warning: argument unused ...": once per command */
    DRV_DIAG_SUMMARY    /* clang's "N warnings generated.", once per source, last */
} drv_diag_kind;

typedef struct drv_diag {
    int hoist;            /* clang: the driver says all it has to say before any compile */
    drv_argv command;     /* the lines about the command shown so far (strings owned) */
    buf head;             /* the driver's lines, gathered by drv_diag_hoist */
} drv_diag;

/* What line (len bytes, no newline) is, colour escapes aside. */
drv_diag_kind drv_diag_classify(const char *line, size_t len);

/* How much of a compiler a compile of the same code needs to say again what one of
 * kind said in text (len bytes): the front end alone (-fsyntax-only), when each line
 * that warns ends with an option of drv_front_end's list; gcc's front end and the
 * lowering passes after it (a compile to link-time bytecode alone, -flto
 * -fno-fat-lto-objects), when some end with one of drv_lowering's; all of it otherwise,
 * and for an error or a remark. */
typedef enum drv_stage { DRV_STAGE_ALL, DRV_STAGE_FRONT, DRV_STAGE_LOWERING } drv_stage;
drv_stage drv_diag_stage(drv_kind kind, const char *text, size_t len);

/* For clang, before the sources are shown: gathers the driver's lines from one source's
 * steps (or from the final command, cc_err NULL), once each. */
int drv_diag_hoist(drv_diag *d, const char *pp_err, const char *cc_err);

/* Shows what drv_diag_hoist gathered. */
int drv_diag_head(drv_diag *d, int fd);

/* Shows on fd the stderr of one source's steps, the files pp_err then cc_err (either
 * NULL or missing when the step did not run), as plain's one compile of the source
 * shows it: what a step says about the options once, one warning count. */
int drv_diag_source(drv_diag *d, const char *pp_err, const char *cc_err, int fd);

/* Shows on fd the stderr of the final command, less what was said about the command. */
int drv_diag_command(drv_diag *d, const char *err, int fd);

void drv_diag_free(drv_diag *d);

#endif

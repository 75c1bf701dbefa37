/* drv_rsp.h: expands @file response files the way gcc (libiberty) and clang read them,
 * so options hidden in them are classified like any other. */
#ifndef QRINTF_DRV_RSP_H
#define QRINTF_DRV_RSP_H

#include <stddef.h>
#include "buf.h"
#include "drv_argv.h"

/* Appends argv[0..argc) to out with each @file replaced by the arguments it holds,
 * nested files included; an @file that cannot be read stays as it is, as gcc keeps it.
 * Strings read from files are owned by pool. Sets *expanded when a file was read.
 * Returns 0, or -1 when memory runs out. */
int drv_rsp_expand(const char *const *argv, size_t argc, drv_argv *out, drv_argv *pool,
                   int *expanded);

/* Splits response file text into arguments: whitespace separates them, '...' and "..."
 * quote, a backslash escapes any byte. Strings go to pool, pointers to out. */
int drv_rsp_split(const char *text, drv_argv *out, drv_argv *pool);

/* Appends v[0..n) to out as response file text that drv_rsp_split (and gcc, and clang)
 * splits back into the same arguments. Returns 0, or -1 when memory runs out. */
int drv_rsp_quote(const char *const *v, size_t n, buf *out);

#endif

/* drv_keep.h: QRINTF_KEEP, a copy of each rewritten text where its source's name says. */
#ifndef QRINTF_DRV_KEEP_H
#define QRINTF_DRV_KEEP_H

#include "buf.h"

/* Writes text to dir followed by src's absolute path, its suffix replaced by suffix,
 * making the folders it needs. *path (malloc'd, NULL when not made yet) is the file
 * meant. Returns 0, or -1 with errno set. */
int drv_keep_write(const char *dir, const char *src, const char *suffix, const buf *text,
                   char **path);

#endif

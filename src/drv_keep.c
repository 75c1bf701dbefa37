/* drv_keep.c: QRINTF_KEEP's copies of rewritten texts, each under DIR at its source's
 * absolute path, so that sources of one name in different folders, or compiled from
 * different working directories, keep one file each, and a rebuild replaces its own. */
#define _XOPEN_SOURCE 700  /* realpath */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "drv_keep.h"
#include "drv_opts.h"
#include "drv_proc.h"

/* The absolute path of src's folder, resolved as the compiler found it. */
static int drv_real_folder(const char *src, char *real)
{
    char *copy = strdup(src);
    if (!copy)
        return -1;
    char *slash = strrchr(copy, '/');
    const char *folder = !slash ? "." : slash == copy ? "/" : (*slash = 0, copy);
    int r = realpath(folder, real) ? 0 : -1;
    int e = errno;
    free(copy);
    errno = e;
    return r;
}

int drv_keep_write(const char *dir, const char *src, const char *suffix, const buf *text,
                   char **path)
{
    char real[PATH_MAX];
    *path = NULL;
    if (drv_real_folder(src, real) < 0)
        return -1;
    char *name = drv_suffixed(src, 0, suffix);
    *path = name ? malloc(strlen(dir) + strlen(real) + strlen(name) + 3) : NULL;
    if (*path)
        sprintf(*path, "%s%s/%s", dir, strcmp(real, "/") ? real : "", name);
    free(name);
    if (!*path) {
        errno = ENOMEM;
        return -1;
    }
    return drv_mkdirs(*path) < 0 ? -1 : drv_file_write(*path, text->data, text->len);
}

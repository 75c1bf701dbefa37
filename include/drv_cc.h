/* drv_cc.h: finds the wrapped compiler from qrintf's own command line: on PATH but never
 * this very program, and tells gcc from clang and C from C++ drivers by name alone. */
#ifndef QRINTF_DRV_CC_H
#define QRINTF_DRV_CC_H

#include <stddef.h>
#include "drv_opts.h"

typedef struct drv_cc {
    const char *words[2];  /* the compiler, or a launcher (ccache ...) and the compiler,
                              spelled as the user spelled them: words[0] is the child's argv[0] */
    size_t nwords;         /* 0 when no compiler was named */
    char *path;            /* words[0] resolved to an executable, by drv_cc_resolve */
    drv_kind kind;
    int cxx;               /* a C++ driver: g++, clang++, c++ */
} drv_cc;

/* Finds the compiler command in argv: argv[0] named qrintf-NAME wraps NAME, otherwise
 * argv[1] (and argv[2] after ccache, distcc, sccache or icecc) is it. Returns the index
 * of the compiler's first argument in argv; cc->nwords is 0 when none was named. */
int drv_cc_split(int argc, char **argv, drv_cc *cc);

enum { DRV_CC_SELF = -2 };  /* the name leads to qrintf itself, and to nothing else */

/* Resolves cc->words[0] to cc->path and sets kind and cxx; words[0] becomes the path
 * when its name on PATH leads back to qrintf. Returns 0, DRV_CC_SELF, or -1 with errno
 * set as exec would set it (ENOENT, EACCES, ENOMEM). */
int drv_cc_resolve(drv_cc *cc);

/* Whether name is an archiver or symbol lister (ar, nm, ranlib, or a name ending in
 * -ar, -nm, -ranlib, perhaps with a version: gcc-ar-12, llvm-nm) rather than a compiler:
 * qrintf runs it unchanged. */
int drv_cc_is_binutil(const char *name);

/* The last part of a path: what follows its last '/'. */
const char *drv_cc_base(const char *path);

void drv_cc_free(drv_cc *cc);

/* The file exec would run for name: a name with a '/' as it is, else the first executable
 * file on PATH that is not self (a realpath; NULL to skip nothing), setting *skipped when
 * self came first. Returns a malloc'd path, or NULL with errno set. */
char *drv_which(const char *name, const char *self, int *skipped);

/* Kind and driver language from the name the compiler was called by; path, its resolved
 * file, decides for names that say neither, such as cc and c++. */
void drv_cc_kind(const char *name, const char *path, drv_kind *kind, int *cxx);

#endif

/* fntab.h: the set of distinct generated functions of a translation unit: a key (callee
 * kind and format) to the function's number, in the order of first use. */
#ifndef QRINTF_FNTAB_H
#define QRINTF_FNTAB_H

#include <stddef.h>
#include "buf.h"

typedef struct fntab {
    buf keys;         /* the keys, one after another */
    buf ents;         /* fntab_ent per function, by number */
    unsigned *slots;  /* open addressing: a function's number + 1, 0 for none */
    size_t nslots;    /* a power of two, at least twice the number of functions */
} fntab;

/* The number of the function for key[0, len), new ones numbered from 0 up. *added says
 * whether it is new. Returns -1 when memory runs out. */
long fntab_get(fntab *t, const char *key, size_t len, int *added);

/* How many functions there are. */
size_t fntab_count(const fntab *t);

void fntab_free(fntab *t);

#endif

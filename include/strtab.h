/* strtab.h: a set of byte strings, each numbered in the order it was first added: the
 * generated functions by callee kind and format, the runtime's names, the quick look's
 * names and files. */
#ifndef QRINTF_STRTAB_H
#define QRINTF_STRTAB_H

#include <stddef.h>
#include "buf.h"

typedef struct strtab {
    buf keys;         /* the keys, one after another */
    buf ents;         /* strtab_ent per key, by number */
    unsigned *slots;  /* open addressing: a key's number + 1, 0 for none */
    size_t nslots;    /* a power of two, at least twice the number of keys */
} strtab;

/* The number of key[0, len), new keys numbered from 0 up. *added says whether it is new.
 * Returns -1 when memory runs out. */
long strtab_get(strtab *t, const char *key, size_t len, int *added);

/* The number of key[0, len), -1 when it is not in the table. */
long strtab_find(const strtab *t, const char *key, size_t len);

/* How many keys there are. */
size_t strtab_count(const strtab *t);

void strtab_free(strtab *t);

#endif

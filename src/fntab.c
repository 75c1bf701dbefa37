/* fntab.c: the distinct generated functions of a translation unit, found by hashing, so
 * that a file of many calls costs linear time. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fntab.h"

typedef struct fntab_ent {
    size_t off, len;  /* the key, in keys */
} fntab_ent;

/* FNV-1a: short keys, no adversary that hashing must resist beyond linear time. */
static size_t fntab_hash(const char *key, size_t len)
{
    uint64_t h = 14695981039346656037u;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)key[i]) * 1099511628211u;
    return (size_t)h;
}

static const fntab_ent *fntab_ent_at(const fntab *t, size_t n)
{
    return (const fntab_ent *)(const void *)t->ents.data + n;
}

/* The slot that holds key, or the empty one where it would go. */
static unsigned *fntab_slot(const fntab *t, const char *key, size_t len)
{
    size_t mask = t->nslots - 1, i = fntab_hash(key, len) & mask;
    for (;; i = (i + 1) & mask) {
        unsigned s = t->slots[i];
        if (!s)
            return &t->slots[i];
        const fntab_ent *e = fntab_ent_at(t, s - 1);
        if (e->len == len && !memcmp(t->keys.data + e->off, key, len))
            return &t->slots[i];
    }
}

/* Twice the slots, every function placed again. */
static int fntab_grow(fntab *t)
{
    fntab bigger = *t;
    bigger.nslots = t->nslots ? 2 * t->nslots : 16;
    bigger.slots = calloc(bigger.nslots, sizeof *bigger.slots);
    if (!bigger.slots)
        return -1;
    for (size_t n = 0; n < fntab_count(t); n++) {
        const fntab_ent *e = fntab_ent_at(t, n);
        *fntab_slot(&bigger, t->keys.data + e->off, e->len) = (unsigned)n + 1;
    }
    free(t->slots);
    *t = bigger;
    return 0;
}

long fntab_get(fntab *t, const char *key, size_t len, int *added)
{
    *added = 0;
    if (2 * (fntab_count(t) + 1) > t->nslots && fntab_grow(t) < 0)
        return -1;
    unsigned *slot = fntab_slot(t, key, len);
    if (*slot)
        return (long)*slot - 1;
    fntab_ent e = { t->keys.len, len };
    if (buf_add(&t->keys, key, len) < 0)
        return -1;
    if (buf_add(&t->ents, &e, sizeof e) < 0) {
        t->keys.len = e.off;
        return -1;
    }
    *slot = (unsigned)fntab_count(t);
    *added = 1;
    return (long)*slot - 1;
}

size_t fntab_count(const fntab *t)
{
    return t->ents.len / sizeof(fntab_ent);
}

void fntab_free(fntab *t)
{
    buf_free(&t->keys);
    buf_free(&t->ents);
    free(t->slots);
    memset(t, 0, sizeof *t);
}

/* strtab.c: a set of byte strings, found by hashing, so that a file of many calls or
 * names costs linear time. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "strtab.h"

typedef struct strtab_ent {
    size_t off, len;  /* the key, in keys */
} strtab_ent;

/* FNV-1a: short keys, no adversary that hashing must resist beyond linear time. */
static size_t strtab_hash(const char *key, size_t len)
{
    uint64_t h = 14695981039346656037u;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)key[i]) * 1099511628211u;
    return (size_t)h;
}

static const strtab_ent *strtab_ent_at(const strtab *t, size_t n)
{
    return (const strtab_ent *)(const void *)t->ents.data + n;
}

/* The slot that holds key, or the empty one where it would go. */
static unsigned *strtab_slot(const strtab *t, const char *key, size_t len)
{
    size_t mask = t->nslots - 1, i = strtab_hash(key, len) & mask;
    for (;; i = (i + 1) & mask) {
        unsigned s = t->slots[i];
        if (!s)
            return &t->slots[i];
        const strtab_ent *e = strtab_ent_at(t, s - 1);
        if (e->len == len && !memcmp(t->keys.data + e->off, key, len))
            return &t->slots[i];
    }
}

/* Twice the slots, every key placed again. */
static int strtab_grow(strtab *t)
{
    strtab bigger = *t;
    bigger.nslots = t->nslots ? 2 * t->nslots : 16;
    bigger.slots = calloc(bigger.nslots, sizeof *bigger.slots);
    if (!bigger.slots)
        return -1;
    for (size_t n = 0; n < strtab_count(t); n++) {
        const strtab_ent *e = strtab_ent_at(t, n);
        *strtab_slot(&bigger, t->keys.data + e->off, e->len) = (unsigned)n + 1;
    }
    free(t->slots);
    *t = bigger;
    return 0;
}

long strtab_get(strtab *t, const char *key, size_t len, int *added)
{
    *added = 0;
    if (2 * (strtab_count(t) + 1) > t->nslots && strtab_grow(t) < 0)
        return -1;
    unsigned *slot = strtab_slot(t, key, len);
    if (*slot)
        return (long)*slot - 1;
    strtab_ent e = { t->keys.len, len };
    if (buf_add(&t->keys, key, len) < 0)
        return -1;
    if (buf_add(&t->ents, &e, sizeof e) < 0) {
        t->keys.len = e.off;
        return -1;
    }
    *slot = (unsigned)strtab_count(t);
    *added = 1;
    return (long)*slot - 1;
}

long strtab_find(const strtab *t, const char *key, size_t len)
{
    unsigned *slot = t->nslots ? strtab_slot(t, key, len) : NULL;
    return slot && *slot ? (long)*slot - 1 : -1;
}

size_t strtab_count(const strtab *t)
{
    return t->ents.len / sizeof(strtab_ent);
}

void strtab_free(strtab *t)
{
    buf_free(&t->keys);
    buf_free(&t->ents);
    free(t->slots);
    memset(t, 0, sizeof *t);
}

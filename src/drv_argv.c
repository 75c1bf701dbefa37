/* drv_argv.c: the argument vector the driver builds child command lines in. */
#include <stdlib.h>
#include "buf.h"
#include "drv_argv.h"

int drv_argv_push(drv_argv *a, const char *s)
{
    if (a->n + 2 > a->cap) {
        const char **v = buf_grow(a->v, &a->cap, a->n + 2, sizeof *v);
        if (!v)
            return -1;
        a->v = v;
    }
    a->v[a->n++] = s;
    a->v[a->n] = NULL;
    return 0;
}

int drv_argv_pushn(drv_argv *a, const char *const *v, size_t n)
{
    size_t old = a->n;
    for (size_t i = 0; i < n; i++) {
        if (drv_argv_push(a, v[i]) < 0) {
            a->n = old;
            if (a->v)
                a->v[old] = NULL;
            return -1;
        }
    }
    return 0;
}

char *drv_argv_own(drv_argv *a, char *s)
{
    if (s && drv_argv_push(a, s) < 0) {
        free(s);
        return NULL;
    }
    return s;
}

void drv_argv_free(drv_argv *a)
{
    free(a->v);
    a->v = NULL;
    a->n = a->cap = 0;
}

void drv_argv_free_all(drv_argv *a)
{
    for (size_t i = 0; i < a->n; i++)
        free((char *)a->v[i]);
    drv_argv_free(a);
}

/* drv_argv.h: a growable, NULL-terminated vector of argument strings; the driver builds
 * every child's command line in one, and keeps the strings it allocates in another. */
#ifndef QRINTF_DRV_ARGV_H
#define QRINTF_DRV_ARGV_H

#include <stddef.h>

typedef struct drv_argv {
    const char **v;      /* v[n] is NULL once anything was pushed */
    size_t n, cap;
} drv_argv;

/* Each returns 0, or -1 when memory runs out (the vector is then unchanged). */
int drv_argv_push(drv_argv *a, const char *s);
int drv_argv_pushn(drv_argv *a, const char *const *v, size_t n);

/* Hands the malloc'd s over to a, which then owns it: returns s, or NULL when memory
 * runs out (s is then freed). Accepts s == NULL and returns NULL. */
char *drv_argv_own(drv_argv *a, char *s);

/* Frees the vector; drv_argv_free_all also frees the strings (a vector filled by
 * drv_argv_own). */
void drv_argv_free(drv_argv *a);
void drv_argv_free_all(drv_argv *a);

#endif

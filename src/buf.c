/* buf.c: the growable byte buffer. Data stays NUL-terminated after every append so
 * that text built here can be handed to C string functions as it is. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "buf.h"

/* Makes room for n more bytes plus the terminating NUL; the buffer is unchanged on
 * failure. Capacity doubles so that appending is amortized linear. */
static int buf_reserve(buf *b, size_t n)
{
    size_t need, cap;
    char *p;

    if (n > SIZE_MAX - 1 - b->len)
        return -1;
    need = b->len + n + 1;
    if (need <= b->cap)
        return 0;
    cap = b->cap ? b->cap : 64;
    while (cap < need)
        cap = cap > SIZE_MAX / 2 ? need : cap * 2;
    p = realloc(b->data, cap);
    if (!p)
        return -1;
    b->data = p;
    b->cap = cap;
    return 0;
}

int buf_insert(buf *b, size_t at, const void *p, size_t n)
{
    if (at > b->len || buf_reserve(b, n) < 0)
        return -1;
    memmove(b->data + at + n, b->data + at, b->len - at + 1); /* the NUL too */
    if (n)
        memcpy(b->data + at, p, n);
    b->len += n;
    return 0;
}

int buf_reserve_more(buf *b, size_t n)
{
    return buf_reserve(b, n);
}

int buf_add(buf *b, const void *p, size_t n)
{
    if (buf_reserve(b, n) < 0)
        return -1;
    if (n)
        memcpy(b->data + b->len, p, n);
    b->len += n;
    b->data[b->len] = '\0';
    return 0;
}

int buf_adds(buf *b, const char *s)
{
    return buf_add(b, s, strlen(s));
}

int buf_addc(buf *b, char c)
{
    return buf_add(b, &c, 1);
}

/* Formats into the free space first and grows only when the text did not fit, so the
 * common short case formats once. */
int buf_printf(buf *b, const char *fmt, ...)
{
    va_list ap;
    int n;

    if (buf_reserve(b, 0) < 0)
        return -1;
    va_start(ap, fmt);
    n = vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
    va_end(ap);
    if (n >= 0 && (size_t)n >= b->cap - b->len) {
        if (buf_reserve(b, (size_t)n) == 0) {
            va_start(ap, fmt);
            n = vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
            va_end(ap);
        } else {
            n = -1;
        }
    }
    if (n < 0) {
        b->data[b->len] = '\0'; /* a partial first attempt may have overwritten it */
        return -1;
    }
    b->len += (size_t)n;
    return 0;
}

void buf_free(buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

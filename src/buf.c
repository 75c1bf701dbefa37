/* buf.c: the growable byte buffer. Data stays NUL-terminated after every append so
 * that text built here can be handed to C string functions as it is. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "buf.h"

void *buf_grow(void *items, size_t *cap, size_t need, size_t size)
{
    size_t n = *cap ? *cap : 16;
    while (n < need)
        n = n > SIZE_MAX / 2 ? need : n * 2;
    if (n > SIZE_MAX / size)
        return NULL;
    void *p = realloc(items, n * size);
    if (p)
        *cap = n;
    return p;
}

/* Makes room for n more bytes plus the terminating NUL; the buffer is unchanged on
 * failure. Capacity doubles so that appending is amortized linear. */
static int buf_reserve(buf *b, size_t n)
{
    if (n > SIZE_MAX - 1 - b->len)
        return -1;
    if (b->len + n + 1 <= b->cap)
        return 0;
    char *p = buf_grow(b->data, &b->cap, b->len + n + 1, 1);
    if (!p)
        return -1;
    b->data = p;
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
    if (buf_reserve(b, 0) < 0)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
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

/* Reads straight into the buffer's free space: a whole preprocessed file is copied
 * once. */
int buf_read_fd(buf *b, int fd)
{
    enum { CHUNK = 65536 };
    size_t keep = b->len;
    for (;;) {
        if (buf_reserve(b, CHUNK) < 0) {
            errno = ENOMEM;
            break;
        }
        ssize_t got = read(fd, b->data + b->len, CHUNK);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            break;
        b->len += (size_t)got;
        b->data[b->len] = '\0';
        if (got == 0)
            return 0;
    }
    b->len = keep;
    if (b->data)
        b->data[keep] = '\0';
    return -1;
}

int buf_read_file(buf *b, const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return -1;
    int r = buf_read_fd(b, fd), saved = errno;
    close(fd);
    errno = saved;
    return r;
}

/* buf.h: a growable byte buffer, the one container the tool uses for text; the growth
 * rule every other growing array shares; and the one way to read a whole file. */
#ifndef QRINTF_BUF_H
#define QRINTF_BUF_H

#include <stddef.h>

typedef struct buf {
    char *data;
    size_t len, cap;
} buf;

/* Each returns 0, or -1 when memory runs out (the buffer is then unchanged). */
int buf_add(buf *b, const void *p, size_t n);
int buf_adds(buf *b, const char *s);
int buf_addc(buf *b, char c);
int buf_printf(buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Inserts n bytes at offset at (at most len), moving the rest up. */
int buf_insert(buf *b, size_t at, const void *p, size_t n);
/* Makes room for n more bytes ahead of time, so that appending them moves nothing. */
int buf_reserve_more(buf *b, size_t n);
void buf_free(buf *b);

/* Appends all that fd reads until its end, or the whole file at path. Returns 0, or -1
 * with errno set (ENOMEM when memory runs out), the buffer then unchanged. */
int buf_read_fd(buf *b, int fd);
int buf_read_file(buf *b, const char *path);

/* Room for need elements of size bytes in the array items (NULL when empty), which holds
 * *cap: returns the array, realloc'd to a capacity doubled from 16 until it holds need,
 * and sets *cap; or NULL when memory runs out, items then unchanged and still the
 * caller's. Call it when the array is full: it reallocates every time. */
void *buf_grow(void *items, size_t *cap, size_t need, size_t size);

#endif

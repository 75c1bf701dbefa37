/* stream_calls.c: the printf-family benchmark's calls, compiled plainly (the glibc
 * variant, STREAM_VARIANT=libc) and through qrintf (STREAM_VARIANT=qr). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>

#include "stream_cases.h"

#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#define NAME(id) CAT(STREAM_VARIANT, _##id)

long NAME(log)(FILE *f, long n)
{
    long t = 0;
    for (long i = 0; i < n; i++) {
        const stream_in_log *v = &stream_log_in[i & (STREAM_N - 1)];
        t += fprintf(f, "%s %-5s [%d] %s: request %u done in %u us\n", v->when, v->level, v->pid,
                     v->module, v->id, v->us);
    }
    return t;
}

long NAME(csv)(long n)
{
    long t = 0;
    for (long i = 0; i < n; i++) {
        const stream_in_csv *v = &stream_csv_in[i & (STREAM_N - 1)];
        t += printf("%d,%d,%d,%s\n", v->a, v->b, v->c, v->name);
    }
    return t;
}

long NAME(fd)(int d, long n)
{
    long t = 0;
    for (long i = 0; i < n; i++) {
        const stream_in_fd *v = &stream_fd_in[i & (STREAM_N - 1)];
        t += dprintf(d, "%s=%d\n", v->name, v->v);
    }
    return t;
}

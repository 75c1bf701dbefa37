/* stream_cases.h: the printf-family benchmark's cases (bench/stream_bench.c): their
 * inputs, and the loops each variant (glibc, qrintf, {fmt}) defines. C and C++. */
#ifndef BENCH_STREAM_CASES_H
#define BENCH_STREAM_CASES_H

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { STREAM_N = 1 << 12 }; /* inputs, cycled through */

typedef struct {
    const char *when, *level, *module;
    int pid;
    unsigned id, us;
} stream_in_log;
typedef struct { int a, b, c; const char *name; } stream_in_csv;
typedef struct { const char *name; int v; } stream_in_fd;

extern stream_in_log stream_log_in[STREAM_N];
extern stream_in_csv stream_csv_in[STREAM_N];
extern stream_in_fd stream_fd_in[STREAM_N];

/* n calls over the inputs in turn; returns the sum of the results. log writes to f,
 * csv to stdout, fd to the descriptor d. */
#define STREAM_LOOPS(v)                                   \
    long v##_log(FILE *f, long n);                        \
    long v##_csv(long n);                                 \
    long v##_fd(int d, long n);
STREAM_LOOPS(libc)
STREAM_LOOPS(qr)
STREAM_LOOPS(fmt)

#ifdef __cplusplus
}
#endif
#endif

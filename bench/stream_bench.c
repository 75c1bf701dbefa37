/* stream_bench.c: ns per call of printf-family calls, side by side in one run: glibc, qrintf
 * (bench/stream_calls.c through qrintf) and {fmt} (format_to_n, then fwrite or write):
 *   log  fprintf of a log line to a fully buffered file
 *   csv  printf of a CSV row (three ints and a short string) to stdout, a pipe
 *   fd   dprintf of a short line to /dev/null
 * Each variant's bytes are first compared with glibc's. stdout must be a pipe (run.sh:
 * `stream_bench | cat >/dev/null`); the table goes to stderr.
 *   stream_bench [REPS]     REPS timings per cell, the fastest kept (default 7) */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "stream_cases.h"

stream_in_log stream_log_in[STREAM_N];
stream_in_csv stream_csv_in[STREAM_N];
stream_in_fd stream_fd_in[STREAM_N];

static unsigned long long rnd_state = 88172645463325252ull;

static unsigned rnd(void)
{
    rnd_state ^= rnd_state << 13;
    rnd_state ^= rnd_state >> 7;
    rnd_state ^= rnd_state << 17;
    return (unsigned)(rnd_state >> 11);
}

static void make_inputs(void)
{
    static const char *const levels[] = { "INFO", "WARN", "DEBUG", "ERROR" };
    static const char *const modules[] = { "http", "db.pool", "auth", "cache", "scheduler" };
    static const char *const names[] = { "alpha", "beta", "gamma", "delta", "epsilon", "zeta" };
    static char when[64][32];
    for (int i = 0; i < 64; i++)
        snprintf(when[i], sizeof when[i], "2026-11-26T12:%02d:%02d.%03dZ", i % 60, (i * 7) % 60, i * 13 % 1000);
    for (int i = 0; i < STREAM_N; i++) {
        stream_in_log *l = &stream_log_in[i];
        l->when = when[rnd() % 64];
        l->level = levels[rnd() % 4];
        l->module = modules[rnd() % 5];
        l->pid = 1000 + (int)(rnd() % 60000);
        l->id = rnd() % 10000000;
        l->us = rnd() % (rnd() % 2 ? 1000 : 1000000);
        stream_csv_in[i] = (stream_in_csv){ (int)(rnd() % 100000) - 50000, (int)(rnd() % 1000),
                                            (int)(rnd() % 10), names[rnd() % 6] };
        stream_fd_in[i] = (stream_in_fd){ names[rnd() % 6], (int)(rnd() % 100000) };
    }
}

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

typedef struct variant {
    const char *name;
    long (*log)(FILE *, long);
    long (*csv)(long);
    long (*fd)(int, long);
} variant;

static const variant variants[] = {
    { "glibc", libc_log, libc_csv, libc_fd },
    { "qrintf", qr_log, qr_csv, qr_fd },
    { "{fmt}", fmt_log, fmt_csv, fmt_fd },
};
enum { NV = sizeof variants / sizeof variants[0], NCASES = 3, CHECK_N = STREAM_N };

/* What a variant writes for CHECK_N calls of a case, in memory: stdout and the file
 * become a memory stream, the descriptor a temporary file's. */
static char *output(const variant *v, int c, size_t *len)
{
    char *m = NULL, path[] = "/tmp/qrintf-stream-bench.XXXXXX";
    FILE *f = open_memstream(&m, len), *saved = stdout;
    int d;
    if (c == 0)
        v->log(f, CHECK_N);
    else if (c == 1) {
        stdout = f;
        v->csv(CHECK_N);
        stdout = saved;
    } else if ((d = mkstemp(path)) >= 0) {
        unlink(path);
        v->fd(d, CHECK_N);
        size_t n = (size_t)lseek(d, 0, SEEK_CUR);
        char *b = malloc(n);
        if (b && pread(d, b, n, 0) == (ssize_t)n)
            fwrite(b, 1, n, f);
        free(b);
        close(d);
    }
    fclose(f);
    return m;
}

static int check(void)
{
    int bad = 0;
    for (int c = 0; c < NCASES; c++) {
        size_t n0, n;
        char *ref = output(&variants[0], c, &n0);
        for (int v = 1; v < NV; v++) {
            char *m = output(&variants[v], c, &n);
            if (n != n0 || memcmp(m, ref, n)) {
                fprintf(stderr, "stream_bench: case %d: %s writes other bytes than glibc\n", c, variants[v].name);
                bad = 1;
            }
            free(m);
        }
        free(ref);
    }
    return bad;
}

static volatile long sink;

static double time_case(const variant *v, int c, FILE *file, int null_fd)
{
    static const long calls[NCASES] = { 400000, 400000, 400000 };
    double t0 = now_ns();
    if (c == 0)
        sink += v->log(file, calls[c]);
    else if (c == 1)
        sink += v->csv(calls[c]);
    else
        sink += v->fd(null_fd, calls[c]);
    fflush(c == 0 ? file : stdout);
    return (now_ns() - t0) / calls[c];
}

int main(int argc, char **argv)
{
    static const char *const labels[NCASES] = {
        "fprintf log line, buffered file", "printf CSV row, pipe", "dprintf, /dev/null"
    };
    static char file_buf[1 << 16];
    int reps = argc > 1 ? atoi(argv[1]) : 7, null_fd = open("/dev/null", O_WRONLY);
    char path[] = "/tmp/qrintf-stream-bench.XXXXXX";
    int fd = mkstemp(path);
    FILE *file = fd >= 0 ? fdopen(fd, "w") : NULL;
    double best[NCASES][NV];
    if (!file || null_fd < 0 || isatty(1)) {
        fprintf(stderr, "stream_bench: needs /tmp, /dev/null, and stdout a pipe\n");
        return 2;
    }
    unlink(path);
    setvbuf(file, file_buf, _IOFBF, sizeof file_buf);
    make_inputs();
    if (check())
        return 1;
    for (int c = 0; c < NCASES; c++)
        for (int v = 0; v < NV; v++)
            best[c][v] = 1e30;
    for (int r = 0; r < reps; r++)
        for (int c = 0; c < NCASES; c++)
            for (int v = 0; v < NV; v++) {
                double t;
                if (c == 0)
                    rewind(file); /* the file stays small */
                t = time_case(&variants[v], c, file, null_fd);
                best[c][v] = t < best[c][v] ? t : best[c][v];
            }
    fprintf(stderr, "%-32s %8s %8s %8s %13s %13s\n", "ns per call, fastest of runs", "glibc", "qrintf", "{fmt}",
            "glibc/qrintf", "{fmt}/qrintf");
    for (int c = 0; c < NCASES; c++)
        fprintf(stderr, "%-32s %8.1f %8.1f %8.1f %12.2fx %12.2fx\n", labels[c], best[c][0], best[c][1], best[c][2],
                best[c][0] / best[c][1], best[c][2] / best[c][1]);
    fclose(file);
    return 0;
}

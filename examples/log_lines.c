/* log_lines.c: writes application log lines with fprintf to a buffered stream, as a
 * server's logger does; the stream's bytes go to a checksum (fopencookie), which covers
 * every output. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>

/* Calls made; make check-cross makes fewer, under qemu-user. */
#ifndef ROUNDS
#define ROUNDS 2000000
#endif

static const char *const levels[] = { "INFO", "INFO", "DEBUG", "WARN", "INFO", "ERROR" };
static const char *const modules[] = { "http", "db.pool", "auth", "cache", "scheduler", "http" };

#define PICK(table, v) table[(v) % (sizeof table / sizeof table[0])]

/* The bytes the stream hands over: counted and hashed (FNV-1a). */
static unsigned long long total, hash = 14695981039346656037ull;

static ssize_t sink(void *cookie, const char *b, size_t n)
{
    size_t i;
    (void)cookie;
    for (i = 0; i < n; i++)
        hash = (hash ^ (unsigned char)b[i]) * 1099511628211ull;
    total += n;
    return (ssize_t)n;
}

int main(void)
{
    cookie_io_functions_t io = { NULL, sink, NULL, NULL };
    FILE *log = fopencookie(NULL, "w", io);
    uint32_t x = 271828182u; /* xorshift32 state: the event being logged */
    long i, sum = 0;
    if (!log)
        return 1;
    setvbuf(log, NULL, _IOFBF, 1 << 16);
    for (i = 0; i < ROUNDS; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        sum += fprintf(log, "2026-11-26T%02d:%02d:%02d.%03uZ %-5s [%d] %s: request %u done in %u us\n",
                       (int)(x >> 3) % 24, (int)(x >> 9) % 60, (int)(x >> 15) % 60, x % 1000,
                       PICK(levels, x >> 7), 1000 + (int)(x % 50000), PICK(modules, x >> 11),
                       x >> 8, x % (x & 1 ? 1000 : 1000000));
    }
    fclose(log);
    printf("log_lines: %ld returned, %llu bytes, hash %016llx\n", sum, total, hash);
    return 0;
}

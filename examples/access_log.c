/* access_log.c: formats web server access-log lines (the common log format) with
 * snprintf; the checksum covers every output. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Calls made; make check-cross makes fewer, under qemu-user. */
#ifndef ROUNDS
#define ROUNDS 3000000
#endif

static const char *const clients[] = {
    "192.0.2.1", "198.51.100.23", "203.0.113.254", "10.0.0.7", "2001:db8::1", "172.16.31.200",
};
static const char *const months[] = {
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
};
static const char *const methods[] = { "GET", "GET", "GET", "POST", "HEAD", "PUT" };
static const char *const paths[] = {
    "/", "/index.html", "/static/app.js", "/api/v1/items?page=2", "/favicon.ico",
    "/images/logo-large.png",
};
static const int statuses[] = { 200, 200, 200, 304, 404, 500 };

#define PICK(table, v) table[(v) % (sizeof table / sizeof table[0])]

int main(void)
{
    char line[256];
    uint32_t x = 314159265u; /* xorshift32 state: the request being logged */
    unsigned long long sum = 0, check = 0;
    long i;
    for (i = 0; i < ROUNDS; i++) {
        int n;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        n = snprintf(line, sizeof line,
                     "%s - - [%02d/%s/%04d:%02d:%02d:%02d +0000] \"%s %s HTTP/1.1\" %d %zu",
                     PICK(clients, x), (int)(x % 28) + 1, PICK(months, x >> 8),
                     2000 + (int)(x >> 27), (int)(x >> 5) % 24, (int)(x >> 11) % 60,
                     (int)(x >> 17) % 60, PICK(methods, x >> 3), PICK(paths, x >> 13),
                     PICK(statuses, x >> 21), (size_t)(x >> 12));
        sum += (unsigned)n;
        check = check * 31 + (unsigned char)line[20 + (i & 31)];
    }
    printf("access_log: length sum %llu, checksum %016llx, last %s\n", sum, check, line);
    return 0;
}

/* http_status.c: writes the status line of an HTTP response with snprintf, as a server
 * does once per response; the checksum covers every output. */
#include <stdint.h>
#include <stdio.h>

/* Calls made; make check-cross makes fewer, under qemu-user. */
#ifndef ROUNDS
#define ROUNDS 5000000
#endif

static const struct {
    int code;
    const char *reason;
} statuses[] = {
    { 200, "OK" }, { 201, "Created" }, { 204, "No Content" }, { 206, "Partial Content" },
    { 301, "Moved Permanently" }, { 302, "Found" }, { 304, "Not Modified" },
    { 400, "Bad Request" }, { 401, "Unauthorized" }, { 403, "Forbidden" },
    { 404, "Not Found" }, { 429, "Too Many Requests" }, { 500, "Internal Server Error" },
    { 502, "Bad Gateway" }, { 503, "Service Unavailable" },
};

enum { NSTATUS = sizeof statuses / sizeof statuses[0] };

int main(void)
{
    char buf[64];
    uint32_t x = 88172645u; /* xorshift32 state: which response this is */
    unsigned long long sum = 0, check = 0;
    long i;
    int n = 0;
    for (i = 0; i < ROUNDS; i++) {
        int k;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        k = (int)(x % NSTATUS);
        n = snprintf(buf, sizeof buf, "HTTP/1.1 %d %s\r\n", statuses[k].code, statuses[k].reason);
        sum += (unsigned)n;
        /* the shortest line, "HTTP/1.1 200 OK\r\n", has 17 bytes */
        check = check * 31 + (unsigned char)buf[i & 15];
    }
    printf("http_status: length sum %llu, checksum %016llx, last %.*s\n", sum, check,
           n - 2, buf); /* without its CRLF */
    return 0;
}

/* ipv4addr.c: formats ten million IPv4 addresses with sprintf, the benchmark qrintf is
 * known for; the checksum covers every output, so two builds can be compared. */
#include <stdint.h>
#include <stdio.h>

/* Calls made; make check-cross makes fewer, under qemu-user. */
#ifndef ROUNDS
#define ROUNDS 10000000
#endif

int main(void)
{
    char buf[16];
    uint32_t x = 2463534242u; /* xorshift32 state: addresses with all bytes varying */
    unsigned long long sum = 0, check = 0;
    long i;
    for (i = 0; i < ROUNDS; i++) {
        int n;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        n = sprintf(buf, "%u.%u.%u.%u", x >> 24, (x >> 16) & 255, (x >> 8) & 255, x & 255);
        sum += (unsigned)n;
        /* one byte per output, at a varying place: never past the NUL, as n >= 7 */
        check = check * 31 + (unsigned char)buf[i & 7];
    }
    printf("ipv4addr: length sum %llu, checksum %016llx, last %s\n", sum, check, buf);
    return 0;
}

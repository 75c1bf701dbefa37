/* etag.c: makes HTTP entity tags from a file's modification time and size with
 * snprintf, strong and weak, as a static file server does; the checksum covers every
 * output. */
#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Calls made; make check-cross makes fewer, under qemu-user. */
#ifndef ROUNDS
#define ROUNDS 5000000
#endif

int main(void)
{
    char buf[48];
    uint64_t x = 0x9e3779b97f4a7c15u; /* xorshift64 state: the file being served */
    unsigned long long sum = 0, check = 0;
    long i;
    for (i = 0; i < ROUNDS; i++) {
        uint64_t mtime, size;
        int n;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        mtime = 1500000000u + (x >> 36);            /* seconds, around 2017 to 2025 */
        size = (x & 0xffffff) >> ((x >> 60) & 15);   /* bytes: up to 16 MB, often far less */
        if (i & 1)
            n = snprintf(buf, sizeof buf, "\"%" PRIx64 "-%" PRIx64 "\"", mtime, size);
        else
            n = snprintf(buf, sizeof buf, "W/\"%lx-%zx\"", (unsigned long)mtime, (size_t)size);
        sum += (unsigned)n;
        check = check * 31 + (unsigned char)buf[i & 7];
    }
    printf("etag: length sum %llu, checksum %016llx, last %s\n", sum, check, buf);
    return 0;
}

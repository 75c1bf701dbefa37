/* calls.c: the benchmarked calls, written as a user writes them. Built twice from this
 * same text: plainly with -fno-builtin, so that every call reaches glibc (BENCH_VARIANT
 * libc), and through qrintf (BENCH_VARIANT qr). */
#include <stdio.h>

#include "cases.h"

BENCH_CASE case_ipv4(char *b, const bench_in_ipv4 *x)
{
    return sprintf(b, "%u.%u.%u.%u", x->o[0], x->o[1], x->o[2], x->o[3]);
}

BENCH_CASE case_d(char *b, const int *x)
{
    return snprintf(b, 32, "%d", *x);
}

BENCH_CASE case_llu(char *b, const unsigned long long *x)
{
    return snprintf(b, 32, "%llu", *x);
}

BENCH_CASE case_x08(char *b, const unsigned *x)
{
    return snprintf(b, 32, "%08x", *x);
}

BENCH_CASE case_d_rep(char *b, const int *x)
{
    return snprintf(b, 32, "%d", *x);
}

BENCH_CASE case_llu_rep(char *b, const unsigned long long *x)
{
    return snprintf(b, 32, "%llu", *x);
}

BENCH_CASE case_u16(char *b, const unsigned *x)
{
    return snprintf(b, 32, "%u", *x & 0xffff);
}

BENCH_CASE case_u16_rep(char *b, const unsigned *x)
{
    return snprintf(b, 32, "%u", *x & 0xffff);
}

BENCH_CASE case_pair(char *b, const bench_in_pair *x)
{
    return snprintf(b, 64, "%s:%s", x->a, x->b);
}

BENCH_CASE case_status(char *b, const bench_in_status *x)
{
    return snprintf(b, 64, "HTTP/1.1 %d %s\r\n", x->code, x->reason);
}

BENCH_CASE case_padded(char *b, const bench_in_padded *x)
{
    return snprintf(b, 64, "%5d|%-8s|%08lx", x->n, x->s, x->x);
}

BENCH_CASE case_log(char *b, const bench_in_log *x)
{
    return snprintf(b, 256, "%s - - [%02d/%s/%04d:%02d:%02d:%02d +0000] \"%s %s HTTP/1.1\" %d %zu",
                    x->host, x->day, x->mon, x->year, x->hour, x->min, x->sec,
                    x->method, x->path, x->status, x->bytes);
}

BENCH_CASE case_size(char *b, const int *x)
{
    (void)b;
    return snprintf(NULL, 0, "%d", *x);
}

BENCH_CASE case_took(char *b, const bench_in_took *x)
{
    return snprintf(b, 64, "%s took %.3f ms", x->name, x->ms);
}

BENCH_CASE case_g14(char *b, const double *x)
{
    return snprintf(b, 32, "%.14g", *x);
}

BENCH_CASE case_g17(char *b, const double *x)
{
    return snprintf(b, 32, "%.17g", *x);
}

BENCH_CASE case_g(char *b, const double *x)
{
    return snprintf(b, 32, "%g", *x);
}

BENCH_CASE case_e(char *b, const double *x)
{
    return snprintf(b, 32, "%e", *x);
}

BENCH_CASE case_f3(char *b, const double *x)
{
    return snprintf(b, 32, "%.3f", *x);
}

BENCH_CASES(BENCH_DEFINE_ROW)

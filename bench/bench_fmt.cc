// bench_fmt.cc: the benchmarked calls through {fmt} (Debian libfmt-dev), formats compiled
// at build time (FMT_COMPILE), in fmt's fastest form that keeps snprintf's meaning: each
// writes what the C call writes, terminator included, and returns the same count.
//  - output bounded by the argument types (numbers only): format_to straight into b;
//  - output with strings: format_to into a stack memory_buffer of the destination's
//    size, then what fits is copied. format_to_n would say the same in one call, but
//    its per-character truncating iterator makes it 5-10 times slower.
#include <string.h>

#include <fmt/compile.h>
#include <fmt/format.h>

#include "cases.h"

#define BENCH_VARIANT fmt

// sprintf(b, ...) where the types bound the length.
template <typename S, typename... T>
static inline int bench_fmt_to(char *b, const S &f, const T &...args)
{
    char *e = fmt::format_to(b, f, args...);
    *e = 0;
    return static_cast<int>(e - b);
}

// snprintf(b, size, ...): at most size - 1 characters, then the terminator.
template <size_t size, typename S, typename... T>
static inline int bench_fmt_n(char *b, const S &f, const T &...args)
{
    fmt::basic_memory_buffer<char, size> m;
    fmt::format_to(std::back_inserter(m), f, args...);
    size_t k = m.size() < size - 1 ? m.size() : size - 1;
    memcpy(b, m.data(), k);
    b[k] = 0;
    return static_cast<int>(m.size());
}

BENCH_CASE case_ipv4(char *b, const bench_in_ipv4 *x)
{
    return bench_fmt_to(b, FMT_COMPILE("{}.{}.{}.{}"), unsigned(x->o[0]), unsigned(x->o[1]),
                        unsigned(x->o[2]), unsigned(x->o[3]));
}

BENCH_CASE case_d(char *b, const int *x)
{
    return bench_fmt_to(b, FMT_COMPILE("{}"), *x);
}

BENCH_CASE case_llu(char *b, const unsigned long long *x)
{
    return bench_fmt_to(b, FMT_COMPILE("{}"), *x);
}

BENCH_CASE case_d_rep(char *b, const int *x)
{
    return case_d(b, x);
}

BENCH_CASE case_llu_rep(char *b, const unsigned long long *x)
{
    return case_llu(b, x);
}

BENCH_CASE case_u16(char *b, const unsigned *x)
{
    return bench_fmt_to(b, FMT_COMPILE("{}"), *x & 0xffff);
}

BENCH_CASE case_u16_rep(char *b, const unsigned *x)
{
    return case_u16(b, x);
}

BENCH_CASE case_x08(char *b, const unsigned *x)
{
    return bench_fmt_to(b, FMT_COMPILE("{:08x}"), *x);
}

BENCH_CASE case_pair(char *b, const bench_in_pair *x)
{
    return bench_fmt_n<64>(b, FMT_COMPILE("{}:{}"), x->a, x->b);
}

BENCH_CASE case_status(char *b, const bench_in_status *x)
{
    return bench_fmt_n<64>(b, FMT_COMPILE("HTTP/1.1 {} {}\r\n"), x->code, x->reason);
}

BENCH_CASE case_padded(char *b, const bench_in_padded *x)
{
    return bench_fmt_n<64>(b, FMT_COMPILE("{:5}|{:<8}|{:08x}"), x->n, x->s, x->x);
}

BENCH_CASE case_log(char *b, const bench_in_log *x)
{
    return bench_fmt_n<256>(b, FMT_COMPILE("{} - - [{:02}/{}/{:04}:{:02}:{:02}:{:02} +0000] \"{} {} HTTP/1.1\" {} {}"),
                            x->host, x->day, x->mon, x->year, x->hour, x->min, x->sec,
                            x->method, x->path, x->status, x->bytes);
}

BENCH_CASE case_size(char *b, const int *x)
{
    (void)b;
    return static_cast<int>(fmt::formatted_size(FMT_COMPILE("{}"), *x));
}

BENCH_CASE case_took(char *b, const bench_in_took *x)
{
    return bench_fmt_n<64>(b, FMT_COMPILE("{} took {:.3f} ms"), x->name, x->ms);
}

// The doubles' texts are at most 26 bytes (|v| < 10^20): straight into b.
BENCH_CASE case_g14(char *b, const double *x)
{
    return bench_fmt_to(b, FMT_COMPILE("{:.14g}"), *x);
}

BENCH_CASE case_g17(char *b, const double *x)
{
    return bench_fmt_to(b, FMT_COMPILE("{:.17g}"), *x);
}

BENCH_CASE case_g(char *b, const double *x)
{
    return bench_fmt_to(b, FMT_COMPILE("{:g}"), *x);
}

BENCH_CASE case_e(char *b, const double *x)
{
    return bench_fmt_to(b, FMT_COMPILE("{:e}"), *x);
}

BENCH_CASE case_f3(char *b, const double *x)
{
    return bench_fmt_to(b, FMT_COMPILE("{:.3f}"), *x);
}

BENCH_CASES(BENCH_DEFINE_ROW)

// tochars.cc: the integer cases through C++17's std::to_chars, the C++ library's own
// conversion, writing what the C call writes, terminator included; the other cases have
// no to_chars form (their functions stay absent: weak in cases.h).
#include <charconv>

#include "cases.h"

#define BENCH_VARIANT tc

template <typename T>
static inline int bench_tc(char *b, T v)
{
    char *e = std::to_chars(b, b + 31, v).ptr;
    *e = 0;
    return static_cast<int>(e - b);
}

BENCH_CASE case_d(char *b, const int *x)
{
    return bench_tc(b, *x);
}

BENCH_CASE case_llu(char *b, const unsigned long long *x)
{
    return bench_tc(b, *x);
}

BENCH_CASE case_d_rep(char *b, const int *x)
{
    return bench_tc(b, *x);
}

BENCH_CASE case_llu_rep(char *b, const unsigned long long *x)
{
    return bench_tc(b, *x);
}

BENCH_CASE case_u16(char *b, const unsigned *x)
{
    return bench_tc(b, *x & 0xffff);
}

BENCH_CASE case_u16_rep(char *b, const unsigned *x)
{
    return bench_tc(b, *x & 0xffff);
}

BENCH_DEFINE_FNS(tc, d, int, 32)
BENCH_DEFINE_FNS(tc, llu, unsigned long long, 32)
BENCH_DEFINE_FNS(tc, d_rep, int, 32)
BENCH_DEFINE_FNS(tc, llu_rep, unsigned long long, 32)
BENCH_DEFINE_FNS(tc, u16, unsigned, 32)
BENCH_DEFINE_FNS(tc, u16_rep, unsigned, 32)

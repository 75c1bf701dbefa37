/* cases.h: the runtime benchmark's cases, their inputs, and the two functions every
 * variant (glibc, stb_sprintf, {fmt}, qrintf; the hand-written floor and its loose form
 * for all but the floating cases; std::to_chars for the integer cases) defines per case.
 * C and C++. */
#ifndef BENCH_CASES_H
#define BENCH_CASES_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Inputs per case, cycled through: a power of two, and too many for the branch predictor
 * to learn the sequence of digit counts and string lengths. Measured on this project's
 * machine: with 2^14 inputs it learned them, and %d took 4.7 ns where it takes 8.5 with
 * 2^18 or 2^20; with 2^16 it still learned part of them. The _rep cases are the other
 * regime, the common one in real programs (ports, status codes, counters): their first
 * BENCH_REP inputs repeat, a sequence of lengths the predictor learns. */
enum { BENCH_REP = 4096 };
enum { BENCH_N = 1 << 18 };

typedef struct { unsigned char o[4]; } bench_in_ipv4;
typedef struct { const char *a, *b; } bench_in_pair;
typedef struct { int code; const char *reason; } bench_in_status;
typedef struct { int n; const char *s; unsigned long x; } bench_in_padded;
typedef struct {
    const char *host;
    int day;
    const char *mon;
    int year, hour, min, sec;
    const char *method, *path;
    int status;
    size_t bytes;
} bench_in_log;
typedef struct { const char *name; double ms; } bench_in_took;

/* X(id, input type, destination size, calls per measurement, label). The destination
 * size is the one the call gives snprintf (16: the array sprintf writes into; 0: none).
 * The calls per measurement make glibc take roughly 50-100 ms. BENCH_BASE_CASES have a
 * hand-written floor (floor.c); the floating cases, one double each, the same doubles for
 * all five (many decades, both signs), have none. */
#define BENCH_CASES(X) BENCH_BASE_CASES(X) BENCH_FLOAT_CASES(X)
#define BENCH_BASE_CASES(X)                                                         \
    X(ipv4, bench_in_ipv4, 16, 600000, "sprintf %u.%u.%u.%u")                      \
    X(d, int, 32, 1500000, "%d")                                                   \
    X(llu, unsigned long long, 32, 1000000, "%llu")                                \
    X(x08, unsigned, 32, 1500000, "%08x")                                          \
    X(d_rep, int, 32, 1500000, "%d, repeating")                                   \
    X(llu_rep, unsigned long long, 32, 1000000, "%llu, repeating")                \
    X(u16, unsigned, 32, 1500000, "%u, 16 bits")                                   \
    X(u16_rep, unsigned, 32, 1500000, "%u, 16 bits, repeating")                    \
    X(pair, bench_in_pair, 64, 1500000, "%s:%s")                                   \
    X(status, bench_in_status, 64, 1200000, "HTTP/1.1 %d %s\\r\\n")                \
    X(padded, bench_in_padded, 64, 600000, "%5d|%-8s|%08lx")                       \
    X(log, bench_in_log, 256, 200000, "access log line")                           \
    X(size, int, 0, 1500000, "snprintf(NULL, 0, \"%d\")")                          \
    X(took, bench_in_took, 64, 400000, "%s took %.3f ms")
#define BENCH_FLOAT_CASES(X)                                                        \
    X(g14, double, 32, 200000, "%.14g")                                            \
    X(g17, double, 32, 200000, "%.17g")                                            \
    X(g, double, 32, 250000, "%g")                                                 \
    X(e, double, 32, 250000, "%e")                                                 \
    X(f3, double, 32, 200000, "%.3f")

/* The inputs, filled once by the harness: bench_<id>_in[BENCH_N]. */
#define BENCH_DECLARE_INPUT(id, type, size, calls, label) extern type bench_##id##_in[BENCH_N];
BENCH_CASES(BENCH_DECLARE_INPUT)

/* Per variant and case: _one formats input i into out (which has the case's size, at
 * least 1) and returns what the call returned; _loop makes n calls over the inputs in
 * turn and returns a checksum, so that no work can be optimized away. */
typedef int bench_one_fn(char *out, size_t i);
typedef unsigned long long bench_loop_fn(size_t n);

#define BENCH_DECLARE_FNS(variant, id)                                              \
    bench_one_fn bench_##variant##_##id##_one;                                      \
    bench_loop_fn bench_##variant##_##id##_loop;
/* std::to_chars (tochars.cc) has the integer cases only, and the floors (floor.c) all but
 * the floating ones: their functions are weak, absent (null) for the others. */
#define BENCH_DECLARE_WEAK(variant, id)                                             \
    bench_one_fn bench_##variant##_##id##_one __attribute__((__weak__));            \
    bench_loop_fn bench_##variant##_##id##_loop __attribute__((__weak__));
#define BENCH_DECLARE_ROW(id, type, size, calls, label)                             \
    BENCH_DECLARE_FNS(libc, id) BENCH_DECLARE_FNS(stb, id) BENCH_DECLARE_FNS(fmt, id) \
    BENCH_DECLARE_FNS(qr, id) BENCH_DECLARE_WEAK(floor, id) BENCH_DECLARE_WEAK(loose, id) \
    BENCH_DECLARE_WEAK(tc, id)
BENCH_CASES(BENCH_DECLARE_ROW)

/* The destination escapes after every call: every byte must really be stored, as for a
 * buffer that is passed on, and nothing moves across calls. */
#define BENCH_ESCAPE(p) __asm__ __volatile__("" : : "r"(p) : "memory")

/* A variant's case_<id>(char *b, const type *x) formats *x into b as the case's call
 * does. It is inlined into the loop, as a call written in place would be. */
#define BENCH_CASE static inline __attribute__((__always_inline__)) int

/* Defines the two functions of a case from the variant's case_<id>. */
#define BENCH_DEFINE_FNS(variant, id, type, size)                                   \
    int bench_##variant##_##id##_one(char *out, size_t i)                           \
    {                                                                               \
        return case_##id(out, &bench_##id##_in[i]);                                 \
    }                                                                               \
    unsigned long long bench_##variant##_##id##_loop(size_t n)                      \
    {                                                                               \
        char b[(size) > 0 ? (size) : 1];                                            \
        unsigned long long sum = 0;                                                 \
        size_t i;                                                                   \
        b[0] = 0;                                                                   \
        for (i = 0; i < n; i++) {                                                   \
            int r = case_##id(b, &bench_##id##_in[i & (BENCH_N - 1)]);              \
            BENCH_ESCAPE(b);                                                        \
            sum += (unsigned)r + (unsigned char)b[0];                               \
        }                                                                           \
        return sum;                                                                 \
    }
#define BENCH_DEFINE_ROW2(variant, id, type, size) BENCH_DEFINE_FNS(variant, id, type, size)
#define BENCH_DEFINE_ROW(id, type, size, calls, label) BENCH_DEFINE_ROW2(BENCH_VARIANT, id, type, size)

#ifdef __cplusplus
}
#endif

#endif

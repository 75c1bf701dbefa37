// float_bench_fmt.cc: float_bench.c's cases through {fmt} (Debian libfmt-dev), formats
// compiled at build time (FMT_COMPILE), straight into the destination, terminated.
#include <fmt/compile.h>
#include <fmt/format.h>

#define FMT_LOOP(id, spec)                                                  \
    extern "C" long fmt_##id(char *o, const double *v, int n)               \
    {                                                                       \
        long t = 0;                                                         \
        for (int i = 0; i < n; i++) {                                       \
            char *e = fmt::format_to(o, FMT_COMPILE(spec), v[i]);           \
            *e = 0;                                                         \
            t += e - o;                                                     \
        }                                                                   \
        return t;                                                           \
    }

FMT_LOOP(g14, "{:.14g}")
FMT_LOOP(g17, "{:.17g}")
FMT_LOOP(g, "{:g}")
FMT_LOOP(e, "{:e}")
FMT_LOOP(f3, "{:.3f}")

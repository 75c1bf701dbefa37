// stream_fmt.cc: the printf-family benchmark's calls through {fmt} (Debian libfmt-dev):
// formats compiled at build time (FMT_COMPILE) into a buffer on the stack (fmt::format_to;
// the lines are far shorter than the buffer), handed over in one fwrite or write, as
// qrintf's rewritten calls do.
#include <fmt/compile.h>
#include <fmt/format.h>
#include <unistd.h>

#include "stream_cases.h"

extern "C" long fmt_log(FILE *f, long n)
{
    long t = 0;
    for (long i = 0; i < n; i++) {
        const stream_in_log *v = &stream_log_in[i & (STREAM_N - 1)];
        char b[512];
        char *e = fmt::format_to(b, FMT_COMPILE("{} {:<5} [{}] {}: request {} done in {} us\n"),
                                  v->when, v->level, v->pid, v->module, v->id, v->us);
        t += (long)fwrite(b, 1, (size_t)(e - b), f);
    }
    return t;
}

extern "C" long fmt_csv(long n)
{
    long t = 0;
    for (long i = 0; i < n; i++) {
        const stream_in_csv *v = &stream_csv_in[i & (STREAM_N - 1)];
        char b[512];
        char *e = fmt::format_to(b, FMT_COMPILE("{},{},{},{}\n"), v->a, v->b, v->c, v->name);
        t += (long)fwrite(b, 1, (size_t)(e - b), stdout);
    }
    return t;
}

extern "C" long fmt_fd(int d, long n)
{
    long t = 0;
    for (long i = 0; i < n; i++) {
        const stream_in_fd *v = &stream_fd_in[i & (STREAM_N - 1)];
        char b[512];
        char *e = fmt::format_to(b, FMT_COMPILE("{}={}\n"), v->name, v->v);
        t += (long)write(d, b, (size_t)(e - b));
    }
    return t;
}

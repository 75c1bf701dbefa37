/* calls.c: sprintf and snprintf in the contexts C allows them, preprocessed by seeds.sh
 * into fuzz seeds. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

struct printer {
    int (*sprintf)(char *, const char *, ...);
};

static char table[32];
static int (*indirect)(char *, const char *, ...) = sprintf;

int plain(char *out, size_t n, int i, unsigned u, const char *s, double d)
{
    int k = sprintf(out, "%d %u %s", i, u, s);
    k += snprintf(out, n, "%-8.3s|%+05d|%#x|%%", s, i, u);
    k += snprintf(NULL, 0, "%.*f %e %g", 3, d, d, d);
    return k + sprintf(table, "%c%p", 'x', (void *)out);
}

int lengths(char *out, int64_t a, uint64_t b, intmax_t j, size_t z, ptrdiff_t t, long double ld)
{
    char local[64];
    int k = sprintf(out, "%" PRId64 " %" PRIu64 " %" PRIxMAX, a, b, (uintmax_t)j);
    k += sprintf(local, "%zu %td %hhd %hu %ld %lld %Lf", z, t, (signed char)a, (unsigned short)b,
                 (long)a, (long long)b, ld);
    return k + (int)strlen(local);
}

int contexts(char *out, size_t n, int i, struct printer *p)
{
    int k = i ? sprintf(out, "%d", i) : snprintf(out, n, "none");
    if (snprintf(out, n, "%*d", i, i) < 0)
        return -1;
    for (k += sprintf(out, "x"); k < 0; k++) {
    }
    k += (int)sizeof(sprintf(out, "%d", i));
    k += p->sprintf(out, "%d", i);
    k += indirect(out, "%d", i);
    k += sprintf(out, "%d%s", sprintf(out + 1, "%d", i), i ? "a" : "b");
    k += sprintf(out, "%d", i ? (void)0, 1 : 2);
    k += sprintf(out, "%d", ({ int t = i; t * 2; }));
    k += sprintf(out, "%n", &i);
    k += sprintf(out, "%1$d", i);
    k += sprintf(out, out, i);
    switch (i) {
    case 1:
        return sprintf(out, "\t\"%s\"\n\x41\101?\?=", "q");
    default:
        return k + sprintf(out,
                           "%s"
                           "%d",
                           "multi", i);
    }
}

/* rtsplit.c: the runtime split into the C its caller keeps and the converters compiled
 * apart (see rtsplit.h). The runtime's items are the runs of lines between blank lines,
 * as src/rtpick.c reads them. */
#include <stdio.h>
#include <string.h>

#include "lex.h"
#include "rtsplit.h"

static const char rtsplit_def[] = "static __attribute__((__unused__";
static const char rtsplit_decl[] = " __attribute__((__visibility__(\"hidden\")";
static const char rtsplit_table[] = " __attribute__((__weak__));\n";
static const char rtsplit_extern[] = "extern", rtsplit_extern_c[] = "extern \"C\"";

/* The first occurrence of needle in s[0, n), NULL when none. */
static const char *rtsplit_find(const char *s, size_t n, const char *needle)
{
    size_t k = strlen(needle);
    for (size_t i = 0; i + k <= n; i++)
        if (s[i] == needle[0] && !memcmp(s + i, needle, k))
            return s + i;
    return NULL;
}

/* The line of s[0, n) that starts with prefix, NULL when none does. */
static const char *rtsplit_line(const char *s, size_t n, const char *prefix)
{
    size_t pl = strlen(prefix);
    for (const char *p = s; p && (size_t)(p - s) + pl <= n;) {
        if (!memcmp(p, prefix, pl))
            return p;
        p = memchr(p, '\n', n - (size_t)(p - s));
        p = p ? p + 1 : NULL;
    }
    return NULL;
}

/* The name a function's signature at sig declares: the identifier before its first '('. */
static const char *rtsplit_name(const char *sig, size_t *len)
{
    const char *paren = strchr(sig, '('), *end = paren;
    while (end && end > sig && end[-1] == ' ')
        end--;
    const char *start = end;
    while (start && start > sig && lex_ident_char(start[-1]))
        start--;
    *len = start ? (size_t)(end - start) : 0;
    return start;
}

/* One item as its declaration form: a converter's definition as a declaration, a
 * table's definition left out, anything else as it is. */
static int rtsplit_item(buf *out, const char *item, size_t n, int cxx)
{
    const char *def = rtsplit_line(item, n, rtsplit_def);
    const char *body = def ? rtsplit_line(def, n - (size_t)(def - item), "{") : NULL;
    if (def && body) {
        const char *attr_end = memchr(def, '\n', (size_t)(body - def));
        int r = buf_adds(out, cxx ? rtsplit_extern_c : rtsplit_extern);
        if (!r)
            r = buf_adds(out, rtsplit_decl);
        if (!r)
            r = buf_add(out, def + sizeof rtsplit_def - 1, (size_t)(attr_end - def) - (sizeof rtsplit_def - 1));
        if (!r)
            r = buf_add(out, attr_end, (size_t)(body - attr_end) - 1);
        return r ? r : buf_adds(out, ";\n");
    }
    const char *table = rtsplit_find(item, n, rtsplit_table);
    while (table && table > item && table[-1] != '\n')
        table--;
    return buf_add(out, item, table ? (size_t)(table - item) : n);
}

/* Whether s[0, n), the start of a line before rtsplit_decl, is how rtsplit_item starts a
 * converter's declaration. */
static int rtsplit_is_decl_start(const char *s, size_t n)
{
    return (n == sizeof rtsplit_extern - 1 && !memcmp(s, rtsplit_extern, n)) ||
           (n == sizeof rtsplit_extern_c - 1 && !memcmp(s, rtsplit_extern_c, n));
}

int rtsplit_decls(buf *out, const char *runtime, int cxx)
{
    size_t off = 0, total = strlen(runtime);
    int r = 0;
    while (off < total && !r) {
        const char *gap = strstr(runtime + off, "\n\n");
        size_t end = gap ? (size_t)(gap - runtime) + 1 : total;
        r = rtsplit_item(out, runtime + off, end - off, cxx);
        if (!r)
            r = buf_addc(out, '\n');
        for (off = end; off < total && runtime[off] == '\n'; off++)
            ;
    }
    return r;
}

int rtsplit_entries(buf *names, size_t *count, const char *text, size_t len)
{
    const char *p = text, *end = text + len;
    *count = 0;
    while ((p = rtsplit_find(p, (size_t)(end - p), rtsplit_decl)) != NULL) {
        const char *line = p, *sig = memchr(p, '\n', (size_t)(end - p));
        size_t n;
        while (line > text && line[-1] != '\n')
            line--;
        if (!rtsplit_is_decl_start(line, (size_t)(p - line))) {  /* a table's declaration */
            p += sizeof rtsplit_decl - 1;
            continue;
        }
        const char *name = sig ? rtsplit_name(sig + 1, &n) : NULL;
        if (!name || !n)
            break;
        if (buf_add(names, name, n) < 0 || buf_addc(names, 0) < 0)
            return -1;
        ++*count;
        p = sig;
    }
    return 0;
}

int rtsplit_listed(const buf *names, size_t count, const char *name, size_t n)
{
    const char *s = names->data;
    for (size_t i = 0; i < count; i++, s += strlen(s) + 1)
        if (strlen(s) == n && !memcmp(s, name, n))
            return 1;
    return 0;
}

/* The floating-point kernels, in the order the runtime defines them, all of this
 * signature; the fourth to the sixth of their arguments are the conversion, the flags
 * and the precision. */
static const char *const rtsplit_floats[] = { "__qrintf_dbl_text", "__qrintf_fixed" };
static const char rtsplit_float_sig[] =
    "(char *b, __qrintf_size size, double v, int conv, int flags, int prec, unsigned *pre)\n{\n";

/* Whether s[0, n) is a constant as the generated functions write one: a character
 * literal, or a decimal number, perhaps negative. */
static int rtsplit_constant(const char *s, size_t n)
{
    if (n == 3 && s[0] == '\'' && s[2] == '\'')
        return 1;
    size_t i = n && s[0] == '-';
    if (i == n)
        return 0;
    for (; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    return 1;
}

/* The conversion, flags and precision that the calls of kernel name in text[0, len) pass
 * (its definition, "\nint name(", is no call): when they are all constants, and the same
 * as those of the calls seen before (*n bytes in consts, 0 for none yet), 0 with them in
 * consts and their length in *n (at most cap - 1); else -1. */
static int rtsplit_float_consts(const char *text, size_t len, const char *name, char *consts, size_t cap,
                                size_t *n)
{
    size_t k = strlen(name);
    const char *p = text, *end = text + len, *hit;
    while ((hit = rtsplit_find(p, (size_t)(end - p), name)) != NULL) {
        const char *a = hit + k, *close;
        p = a;
        if ((hit > text && lex_ident_char(hit[-1])) || a == end || *a != '(' ||
            (hit - text >= 5 && !memcmp(hit - 5, "\nint ", 5)))
            continue;
        if (!(close = memchr(a, ')', (size_t)(end - a))))
            return -1;
        /* the arguments after the third comma, up to the sixth */
        const char *from = a, *to;
        int commas = 0;
        for (; from < close && commas < 3; from++)
            commas += *from == ',';
        for (to = from, commas = 0; to < close && commas < 3; to++)
            commas += *to == ',';
        if (commas < 3)
            return -1;
        to--; /* the sixth comma */
        for (const char *q = from; q < to;) {
            const char *c = memchr(q, ',', (size_t)(to - q));
            if (!c)
                c = to;
            while (q < c && *q == ' ')
                q++;
            if (!rtsplit_constant(q, (size_t)(c - q)))
                return -1;
            q = c + 1;
        }
        size_t got = (size_t)(to - from);
        if (got >= cap || (*n && (got != *n || memcmp(consts, from, got))))
            return -1;
        memcpy(consts, from, got);
        *n = got;
    }
    return 0;
}

int rtsplit_fit_floats(buf *out, const char *src, const char *defs, size_t len)
{
    struct {
        const char *at; /* the definition, "\nint name(...)\n{\n", when fitted */
        size_t n;
        char consts[32];
    } k[2];
    int r = 0;
    for (size_t i = 0; i < 2; i++) {
        char def[160];
        k[i].n = 0;
        k[i].at = NULL;
        /* the calls of the generated functions, and those of the runtime's own functions
         * (a kernel that calls the other, a grouped conversion that calls both) */
        if (rtsplit_float_consts(defs, len, rtsplit_floats[i], k[i].consts, sizeof k[i].consts, &k[i].n) < 0 ||
            rtsplit_float_consts(src, strlen(src), rtsplit_floats[i], k[i].consts, sizeof k[i].consts, &k[i].n) < 0 ||
            !k[i].n)
            continue;
        snprintf(def, sizeof def, "\nint %s%s", rtsplit_floats[i], rtsplit_float_sig);
        k[i].at = strstr(src, def);
    }
    /* the fitted definitions renamed */
    const char *p = src;
    for (size_t i = 0; !r && i < 2; i++) {
        if (!k[i].at || k[i].at < p) {
            k[i].at = NULL;
            continue;
        }
        const char *head = k[i].at + strlen("\nint ") + strlen(rtsplit_floats[i]);
        r = buf_add(out, p, (size_t)(head - p));
        if (!r)
            r = buf_adds(out, "_any");
        p = head;
    }
    if (!r)
        r = buf_adds(out, p);
    /* and in their place, each a call of it with the file's constants */
    for (size_t i = 0; !r && i < 2; i++)
        if (k[i].at)
            r = buf_printf(out,
                           "\n/* every call in this file passes%.*s */\n"
                           "static __attribute__((__unused__))\nint %s%s"
                           "    (void)conv;\n    (void)flags;\n    (void)prec;\n"
                           "    return %s_any(b, size, v,%.*s, pre);\n}\n",
                           (int)k[i].n, k[i].consts, rtsplit_floats[i], rtsplit_float_sig,
                           rtsplit_floats[i], (int)k[i].n, k[i].consts);
    return r;
}

int rtsplit_mark_used(buf *out, const char *src, const buf *names, size_t count)
{
    const char *p = src, *def;
    int r = 0;
    while (!r && (def = strstr(p, rtsplit_def)) != NULL) {
        const char *sig = strchr(def, '\n');
        size_t n = 0;
        const char *name = sig ? rtsplit_name(sig + 1, &n) : NULL;
        size_t head = (size_t)(def - p) + strlen("static __attribute__((");
        r = buf_add(out, p, head);
        if (!r && name && rtsplit_listed(names, count, name, n))
            r = buf_adds(out, "__used__, ");
        p += head;
    }
    return r ? r : buf_adds(out, p);
}

/* rtsplit.c: the runtime split into the C its caller keeps and the converters compiled
 * apart (see rtsplit.h). The runtime's items are the runs of lines between blank lines,
 * as src/rtpick.c reads them. */
#include <string.h>

#include "rtsplit.h"

static const char rtsplit_def[] = "static __attribute__((__unused__";
static const char rtsplit_decl[] = " __attribute__((__visibility__(\"hidden\")";

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
    while (start && start > sig && (start[-1] == '_' || (start[-1] >= 'a' && start[-1] <= 'z') ||
                                    (start[-1] >= 'A' && start[-1] <= 'Z') ||
                                    (start[-1] >= '0' && start[-1] <= '9')))
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
        int r = buf_adds(out, cxx ? "extern \"C\"" : "extern");
        if (!r)
            r = buf_adds(out, rtsplit_decl);
        if (!r)
            r = buf_add(out, def + sizeof rtsplit_def - 1, (size_t)(attr_end - def) - (sizeof rtsplit_def - 1));
        if (!r)
            r = buf_add(out, attr_end, (size_t)(body - attr_end) - 1);
        return r ? r : buf_adds(out, ";\n");
    }
    const char *weak = rtsplit_line(item, n, "extern ");
    const char *eol = weak ? memchr(weak, '\n', n - (size_t)(weak - item)) : NULL;
    if (weak && eol && rtsplit_find(weak, (size_t)(eol - weak), "__weak__"))
        return buf_add(out, item, (size_t)(eol - item) + 1);
    return buf_add(out, item, n);
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
        const char *sig = memchr(p, '\n', (size_t)(end - p));
        size_t n;
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

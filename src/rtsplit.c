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

/* One item as its declaration form: a converter's definition as a declaration (unless
 * converters is 0), a table's definition left out, anything else as it is. */
static int rtsplit_item(buf *out, const char *item, size_t n, int cxx, int converters)
{
    const char *def = converters ? rtsplit_line(item, n, rtsplit_def) : NULL;
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
        size_t len;
        const char *name = rtsplit_name(attr_end + 1, &len);
        return r ? r : buf_printf(out, " __asm__(\"%.*s\");\n", (int)len, name);
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

int rtsplit_decls(buf *out, const char *runtime, int cxx, int converters)
{
    size_t off = 0, total = strlen(runtime);
    int r = 0;
    while (off < total && !r) {
        const char *gap = strstr(runtime + off, "\n\n");
        size_t end = gap ? (size_t)(gap - runtime) + 1 : total;
        r = rtsplit_item(out, runtime + off, end - off, cxx, converters);
        if (!r)
            r = buf_addc(out, '\n');
        for (off = end; off < total && runtime[off] == '\n'; off++)
            ;
    }
    return r;
}

int rtsplit_c_decls(buf *out, const char *text, size_t len)
{
    static const char from[] = "\nextern \"C\"";
    size_t done = 0;
    int r = 0;
    for (size_t k = 0; k + sizeof from - 1 <= len && !r; k++) {
        if (memcmp(text + k, from, sizeof from - 1))
            continue;
        r = buf_add(out, text + done, k + 1 - done);
        if (!r)
            r = buf_adds(out, rtsplit_extern);
        done = k + sizeof from - 1;
    }
    return r ? r : buf_add(out, text + done, len - done);
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

int rtsplit_tables(buf *names, const char *text, size_t len)
{
    const char *p = text, *end = text + len;
    while ((p = rtsplit_find(p, (size_t)(end - p), rtsplit_decl)) != NULL) {
        const char *line = p, *name;
        while (line > text && line[-1] != '\n')
            line--;
        p += sizeof rtsplit_decl - 1;
        if (rtsplit_is_decl_start(line, (size_t)(p - line) - (sizeof rtsplit_decl - 1)))
            continue;  /* a converter's declaration */
        const char *bracket = memchr(line, '[', (size_t)(p - line));
        for (name = bracket; name && name > line && lex_ident_char(name[-1]); name--)
            ;
        if (name && name < bracket &&
            (buf_add(names, name, (size_t)(bracket - name)) < 0 || buf_addc(names, ' ') < 0))
            return -1;
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
/* ... and for each, the functions that do its work, which each fitted copy inlines too
 * (else the copies would share them, made for any conversion), as they are declared */
static const char *const rtsplit_float_work[][2] = { { "int __qrintf_dbl", "unsigned __qrintf_fp_fast" },
                                                     { NULL, NULL } };
static const char rtsplit_float_sig[] =
    "(char *b, __qrintf_size size, double v, int conv, int flags, int prec, unsigned *pre)\n{\n";
static const char rtsplit_float_attr[] = "static __attribute__((__unused__))";

/* A kernel's fitting: the sets of constants its calls pass (each the three arguments as
 * written), at most RTSPLIT_FITS of them, since each costs a copy of the kernel (3 to
 * 4 KB of code); any: some call passes others (a value known when it runs, a set past
 * the first RTSPLIT_FITS). */
enum { RTSPLIT_FITS = 4 };
typedef struct rtsplit_fit {
    const char *at; /* the definition, "\nint name(...)\n{\n", when fitted */
    size_t count;
    int any;
    char consts[RTSPLIT_FITS][3][16];
} rtsplit_fit;

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

/* The conversion, flags and precision of one call, args[0, n) the text after its fourth
 * argument's comma up to the sixth's, added to f: a set of constants not seen before, or
 * any. */
static void rtsplit_fit_call(rtsplit_fit *f, const char *args, size_t n)
{
    char c[3][16];
    const char *q = args, *end = args + n;
    memset(c, 0, sizeof c);
    for (int j = 0; j < 3; j++) {
        const char *comma = memchr(q, ',', (size_t)(end - q));
        const char *to = comma && j < 2 ? comma : end;
        while (q < to && *q == ' ')
            q++;
        if ((size_t)(to - q) >= sizeof c[j] || !rtsplit_constant(q, (size_t)(to - q))) {
            f->any = 1;
            return;
        }
        memcpy(c[j], q, (size_t)(to - q));
        c[j][to - q] = 0;
        q = to + 1;
    }
    for (size_t i = 0; i < f->count; i++)
        if (!memcmp(f->consts[i], c, sizeof c))
            return;
    if (f->count == RTSPLIT_FITS)
        f->any = 1;
    else
        memcpy(f->consts[f->count++], c, sizeof c);
}

/* The calls of kernel name in text[0, len) (its definition, "\nint name(", is no call)
 * added to f. Returns 0, or -1 when a call is not as the runtime and the generated
 * functions write them. */
static int rtsplit_fit_calls(rtsplit_fit *f, const char *text, size_t len, const char *name)
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
        rtsplit_fit_call(f, from, (size_t)(to - 1 - from));
    }
    return 0;
}

/* Under kernel name, a function that passes each set of constants of f's to the kernel,
 * renamed name_any, as constants (when every call passes one of them, the last one
 * without a test), and anything else as it is. */
static int rtsplit_fit_wrapper(buf *out, const rtsplit_fit *f, const char *name)
{
    size_t last = f->count - !f->any;
    int r = buf_printf(out, "\n/* the kernel for the constants of this file's calls%s */\n%s\nint %s%s",
                       f->any ? ", and for any others" : "", rtsplit_float_attr, name, rtsplit_float_sig);
    for (size_t i = 0; !r && i < last; i++)
        r = buf_printf(out, "    if (conv == %s && flags == %s && prec == %s)\n"
                            "        return %s_any(b, size, v, %s, %s, %s, pre);\n",
                       f->consts[i][0], f->consts[i][1], f->consts[i][2], name,
                       f->consts[i][0], f->consts[i][1], f->consts[i][2]);
    if (!r && f->any)
        r = buf_printf(out, "    return %s_any(b, size, v, conv, flags, prec, pre);\n}\n", name);
    else if (!r)
        r = buf_printf(out, "    (void)conv;\n    (void)flags;\n    (void)prec;\n"
                            "    return %s_any(b, size, v, %s, %s, %s, pre);\n}\n",
                       name, f->consts[last][0], f->consts[last][1], f->consts[last][2]);
    return r;
}

/* Where src defines a function as the runtime defines its kernels: "\n", decl (its type
 * and name) and tail, after rtsplit_float_attr; NULL when it does not. */
static const char *rtsplit_float_def(const char *src, const char *decl, const char *tail)
{
    char def[192];
    size_t attr = strlen(rtsplit_float_attr);
    snprintf(def, sizeof def, "\n%s%s", decl, tail);
    const char *at = strstr(src, def);
    return at && (size_t)(at - src) >= attr && !memcmp(at - attr, rtsplit_float_attr, attr) ? at : NULL;
}

/* A definition that the fitting changes: a fitted kernel's, renamed, inlined and declared
 * where it was; those of the functions that do its work, inlined. */
typedef struct rtsplit_edit {
    const char *at, *name; /* at: the definition's "\n", its type and name, after rtsplit_float_attr */
    int rename;
} rtsplit_edit;

/* Appends src with the n edits, in the order of the text, made. */
static int rtsplit_edit_defs(buf *out, const char *src, rtsplit_edit *e, size_t n)
{
    size_t attr = strlen(rtsplit_float_attr);
    rtsplit_edit t;
    int r = 0;
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && e[j].at < e[j - 1].at; j--) {
            t = e[j];
            e[j] = e[j - 1];
            e[j - 1] = t;
        }
    const char *p = src;
    for (size_t i = 0; !r && i < n; i++) {
        r = buf_add(out, p, (size_t)(e[i].at - attr - p));
        if (!r && e[i].rename) /* for the callers between there and its definition */
            r = buf_printf(out, "static int %s%.*s;\n", e[i].name, (int)strcspn(rtsplit_float_sig, "\n"),
                           rtsplit_float_sig);
        if (!r)
            r = buf_printf(out, "static __inline__ __attribute__((__always_inline__, __unused__))%s%s%s",
                           e[i].rename ? "\nint " : "", e[i].rename ? e[i].name : "", e[i].rename ? "_any" : "");
        p = e[i].at + (e[i].rename ? strlen("\nint ") + strlen(e[i].name) : 0);
    }
    return r ? r : buf_adds(out, p);
}

int rtsplit_fit_floats(buf *out, const char *src, const char *defs, size_t len)
{
    rtsplit_edit e[2 * (1 + 2)]; /* each kernel, and the functions that do its work */
    rtsplit_fit k[2];
    size_t n = 0;
    int r;
    for (size_t i = 0; i < 2; i++) {
        char decl[64];
        memset(&k[i], 0, sizeof k[i]);
        snprintf(decl, sizeof decl, "int %s", rtsplit_floats[i]);
        /* the calls of the generated functions, and those of the runtime's own functions
         * (a kernel that calls the other, a grouped conversion that calls both) */
        if (rtsplit_fit_calls(&k[i], defs, len, rtsplit_floats[i]) < 0 ||
            rtsplit_fit_calls(&k[i], src, strlen(src), rtsplit_floats[i]) < 0 || !k[i].count ||
            !(k[i].at = rtsplit_float_def(src, decl, rtsplit_float_sig)))
            continue;
        e[n].at = k[i].at;
        e[n].name = rtsplit_floats[i];
        e[n++].rename = 1;
        for (size_t j = 0; j < 2; j++)
            if (rtsplit_float_work[i][j] && (e[n].at = rtsplit_float_def(src, rtsplit_float_work[i][j], "(")) != NULL) {
                e[n].name = rtsplit_float_work[i][j];
                e[n++].rename = 0;
            }
    }
    r = rtsplit_edit_defs(out, src, e, n);
    /* and in their place, each a function that calls it with the file's constants */
    for (size_t i = 0; !r && i < 2; i++)
        if (k[i].at)
            r = rtsplit_fit_wrapper(out, &k[i], rtsplit_floats[i]);
    return r;
}

/* One of wide.h's parts (an #if to its #endif) and where it goes in the source: just
 * after the definition of the function its macro names, spelled "(name)(". */
typedef struct rtsplit_part {
    const char *text, *at;
    size_t len;
} rtsplit_part;

/* The place in src for the part wide[0, len), NULL when src has no definition of the
 * function it stands for. */
static const char *rtsplit_part_place(const char *src, const char *wide, size_t len)
{
    const char *def = rtsplit_find(wide, len, "\n#define "), *name, *end;
    char anchor[80];
    size_t n = 0;
    name = def ? rtsplit_name(def + 1, &n) : NULL;
    if (!n || n > 64)
        return NULL;
    snprintf(anchor, sizeof anchor, "(%.*s)(", (int)n, name);
    def = strstr(src, anchor);
    end = def ? strstr(def, "\n}\n") : NULL;
    return end ? end + 3 : NULL;
}

int rtsplit_widen(buf *out, const char *src, const char *wide)
{
    rtsplit_part parts[8];
    size_t n = 0;
    int r = 0;
    for (const char *p = wide; n < sizeof parts / sizeof parts[0] && (p = strstr(p, "\n#if ")) != NULL;) {
        const char *end = strstr(p, "\n#endif\n");
        if (!end)
            break;
        rtsplit_part part = { p + 1, NULL, (size_t)(end - p) + 7 };
        if ((part.at = rtsplit_part_place(src, part.text, part.len)) != NULL) {
            size_t i = n++; /* in the order of their places */
            for (; i && parts[i - 1].at > part.at; i--)
                parts[i] = parts[i - 1];
            parts[i] = part;
        }
        p = end + 7;
    }
    for (size_t i = 0; !r && i < n; src = parts[i++].at) {
        r = buf_add(out, src, (size_t)(parts[i].at - src));
        if (!r)
            r = buf_add(out, parts[i].text, parts[i].len);
    }
    return r ? r : buf_adds(out, src);
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

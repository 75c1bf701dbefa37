/* drv_scan.c: a conservative pre-check of a source: the rewriter's lexer, over it and
 * the user's headers it includes, collects the identifiers used outside directives and
 * the bodies of macros, then follows macros from those identifiers to a callee name.
 * What an #if group holds counts unless its condition is one this look can see to be
 * false: #if 0, or a name that nothing of the user's defines (#ifdef DEBUG). */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "buf.h"
#include "call.h"
#include "drv_scan.h"
#include "strtab.h"
#include "lex.h"

/* Past these the look costs about what the preprocess step it would save costs. */
enum { DRV_SCAN_MAX_FILES = 1000, DRV_SCAN_MAX_BYTES = 64 << 20 };

/* What is known of a name. */
enum {
    DRV_SCAN_CALL = 1u << 0,     /* a function of the call finder's table */
    DRV_SCAN_PRINTF = 1u << 1,   /* holds "printf", as every function of the table does:
                                    pasting onto it may make one */
    DRV_SCAN_ROOT = 1u << 2,     /* appears outside directives */
    DRV_SCAN_DEFINED = 1u << 3,  /* a #define or -D defines it */
    DRV_SCAN_PASTES = 1u << 4,   /* a definition of it pastes with ## ... */
    DRV_SCAN_NAMES_PRINTF = 1u << 5, /* ... and one names a DRV_SCAN_PRINTF name */
    DRV_SCAN_REACHED = 1u << 6
};

/* What is known of a name, by its number in drv_scan_state.names. */
typedef struct drv_scan_entry {
    unsigned flags;    /* DRV_SCAN_* */
    size_t body;       /* the last edge out of its definitions, + 1; 0 for none */
} drv_scan_entry;

/* One identifier in a macro body, linked to the one before it in the same macro. */
typedef struct drv_scan_edge {
    size_t to, next;   /* next: an edge index + 1, 0 at the end */
    size_t guard;      /* the guard of the group the definition is in */
} drv_scan_edge;

/* The condition of an #if group, in a chain to the enclosing groups' conditions; known
 * by its index + 1, where 0 is no group, or one that may be taken. The group is not
 * taken when its name is defined by no #define of the user's files read nor by -D (a
 * definition anywhere counts, even one in a group not taken), or, for name 0, ever. */
typedef struct drv_scan_guard {
    size_t outer;      /* the enclosing group's guard */
    size_t name;       /* the name's number + 1; 0: never taken (#if 0) */
} drv_scan_guard;

/* An #if in the file read: the guards of the groups it opens. */
typedef struct drv_scan_cond {
    size_t outer;      /* outside the #if */
    size_t other;      /* of the #else group */
} drv_scan_cond;

/* A name used in a group that may not be taken, or in a call that the compiler makes
 * cheaper itself (drv_scan_folded), which counts only if a macro of the user's may make
 * it another. */
typedef struct drv_scan_use {
    size_t name, guard;
    int folded;
} drv_scan_use;

typedef struct drv_scan_dir {
    const char *path;
    int quote_only;    /* -iquote: searched for #include "..." only */
} drv_scan_dir;

typedef struct drv_scan_state {
    strtab names;       /* every name met, numbered */
    buf entries;       /* drv_scan_entry per name, by number */
    strtab files;       /* the files queued, by device and inode */
    buf edges;         /* drv_scan_edge */
    buf dirs;          /* drv_scan_dir */
    buf queue;         /* char *: the files to read, owned */
    buf computed;      /* size_t: names that start an #include NAME */
    buf guards;        /* drv_scan_guard */
    buf conds;         /* drv_scan_cond: the #if groups open in the file read */
    buf uses;          /* drv_scan_use */
    size_t guard;      /* of the text read */
    size_t bytes;      /* the size of the files queued */
    int want_fall;     /* read on past a call, to tell whether any file holds "fall" */
    int calls;         /* a call was met (want_fall only: else the look stops there) */
    int fall;          /* a file read holds "fall", in any case */
} drv_scan_state;

#define DRV_SCAN_AT(b, type) ((type *)(void *)(b).data)
#define DRV_SCAN_COUNT(b, type) ((b).len / sizeof(type))

static drv_scan_entry *drv_scan_names(drv_scan_state *st)
{
    return DRV_SCAN_AT(st->entries, drv_scan_entry);
}

/* Whether s[0, n) holds "fall" in any case, as every comment does that gcc's
 * -Wimplicit-fallthrough (levels 2 to 4) takes for a "fall through": a name such as
 * fallback or a string counts too, which only keeps comments where they were not needed. */
static int drv_scan_has_fall(const char *s, size_t n)
{
    for (size_t i = 0; i + 4 <= n; i++)
        if ((s[i] | 0x20) == 'f' && (s[i + 1] | 0x20) == 'a' && (s[i + 2] | 0x20) == 'l' &&
            (s[i + 3] | 0x20) == 'l')
            return 1;
    return 0;
}

static int drv_scan_has_printf(const char *s, size_t n)
{
    for (size_t i = 0; i + 6 <= n; i++)
        if (memcmp(s + i, "printf", 6) == 0)
            return 1;
    return 0;
}

/* Numbers a name, noting what it is when it is new, and sets flags on it; -1 when memory
 * runs out. */
static int drv_scan_name(drv_scan_state *st, const char *s, size_t n, unsigned flags, size_t *id)
{
    int added;
    long k = strtab_get(&st->names, s, n, &added);
    drv_scan_entry e = {0, 0};
    if (k < 0 || (added && buf_add(&st->entries, &e, sizeof e) < 0))
        return -1;
    if (added && call_kind_of(s, n) >= 0)
        flags |= DRV_SCAN_CALL;
    if (added && drv_scan_has_printf(s, n))
        flags |= DRV_SCAN_PRINTF;
    *id = (size_t)k;
    drv_scan_names(st)[*id].flags |= flags;
    return 0;
}

/* Joins the lines that a backslash ends, as translation phase 2 does, in place; gcc
 * takes whitespace between the backslash and the newline too. Returns the new length. */
static size_t drv_scan_splice(char *s, size_t n)
{
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\\') {
            size_t j = i + 1;
            while (j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r' || s[j] == '\f' ||
                             s[j] == '\v'))
                j++;
            if (j < n && s[j] == '\n') {
                i = j;
                continue;
            }
        }
        s[o++] = s[i];
    }
    return o;
}

/* Whether path is a file to read that is not queued yet: 1 when it is, 0 when not, -1
 * to give up. A source must be a regular file; a header not here is elsewhere, or the
 * system's. */
static int drv_scan_new_file(drv_scan_state *st, const char *path, int source)
{
    struct stat sb;
    if (!path)
        return -1;
    if (stat(path, &sb) != 0)
        return source ? -1 : 0;
    if (!S_ISREG(sb.st_mode))
        return source || !S_ISDIR(sb.st_mode) ? -1 : 0;  /* the compiler searches on past a directory */
    char key[sizeof sb.st_dev + sizeof sb.st_ino];
    memcpy(key, &sb.st_dev, sizeof sb.st_dev);
    memcpy(key + sizeof sb.st_dev, &sb.st_ino, sizeof sb.st_ino);
    int added;
    long id = strtab_get(&st->files, key, sizeof key, &added);
    if (id < 0 || !added)
        return id < 0 ? -1 : 0;
    st->bytes += sb.st_size > DRV_SCAN_MAX_BYTES ? DRV_SCAN_MAX_BYTES + 1 : (size_t)sb.st_size;
    return id >= DRV_SCAN_MAX_FILES || st->bytes > DRV_SCAN_MAX_BYTES ? -1 : 1;
}

/* Queues path, taking it, unless it is queued already. Returns 1 to give up. */
static int drv_scan_enqueue(drv_scan_state *st, char *path, int source)
{
    int r = drv_scan_new_file(st, path, source);
    if (r > 0 && buf_add(&st->queue, &path, sizeof path) == 0)
        return 0;
    free(path);
    return r != 0;
}

/* Queues dir/name when it is a file. */
static int drv_scan_try(drv_scan_state *st, const char *dir, size_t dirlen, const char *name,
                        size_t len)
{
    buf path = {0};
    if (buf_add(&path, dir, dirlen) < 0 ||
        (dirlen && dir[dirlen - 1] != '/' && buf_addc(&path, '/') < 0) ||
        buf_add(&path, name, len) < 0) {
        buf_free(&path);
        return 1;
    }
    return drv_scan_enqueue(st, path.data, 0);
}

/* The header name[0, len) as #include "..." (quoted) or <...> in the file from: every
 * directory that has it is read, so the search order, #include_next and -I- need no
 * following; reading one too many only makes the answer 1 more often. */
static int drv_scan_header(drv_scan_state *st, const char *from, const char *name, size_t len,
                           int quoted)
{
    if (len == 0)
        return 0;  /* an error, for the compiler to tell */
    if (name[0] == '/')
        return drv_scan_try(st, "", 0, name, len);
    const char *slash = strrchr(from, '/');
    int r = quoted ? drv_scan_try(st, from, slash ? (size_t)(slash - from) + 1 : 0, name, len) : 0;
    const drv_scan_dir *d = DRV_SCAN_AT(st->dirs, drv_scan_dir);
    for (size_t i = 0; i < DRV_SCAN_COUNT(st->dirs, drv_scan_dir) && !r; i++)
        if (quoted || !d[i].quote_only)
            r = drv_scan_try(st, d[i].path, strlen(d[i].path), name, len);
    return r;
}

/* The identifier a token holds, *n bytes: the token itself, or what lex.c takes for a
 * literal's C++ ud-suffix, an identifier of its own in C ("%"PRIu64); NULL for none. */
static const char *drv_scan_ident(const char *s, const lex_token *t, size_t *n)
{
    size_t k = t->len;
    if (t->kind == LEX_IDENT) {
        *n = k;
        return s + t->off;
    }
    if (t->kind != LEX_STRING && t->kind != LEX_CHAR)
        return NULL;
    while (k > 0 && s[t->off + k - 1] != '"' && s[t->off + k - 1] != '\'')
        k--;
    *n = t->len - k;
    return k > 0 && *n ? s + t->off + k : NULL;
}

/* A definition's body, the rest of the directive lx reads, into macro. */
static int drv_scan_body(drv_scan_state *st, lex_state *lx, size_t macro)
{
    lex_token t;
    for (lex_next(lx, &t); t.kind != LEX_EOF; lex_next(lx, &t)) {
        size_t to, n;
        const char *id = drv_scan_ident(lx->src, &t, &n);
        if (lex_is(lx->src, &t, "##") || lex_is(lx->src, &t, "%:%:"))
            drv_scan_names(st)[macro].flags |= DRV_SCAN_PASTES;
        if (!id)
            continue;
        if (drv_scan_name(st, id, n, 0, &to) < 0)
            return 1;
        drv_scan_entry *m = &drv_scan_names(st)[macro];
        drv_scan_edge e = {to, m->body, st->guard};
        if (drv_scan_names(st)[to].flags & DRV_SCAN_PRINTF)
            m->flags |= DRV_SCAN_NAMES_PRINTF;
        m->body = DRV_SCAN_COUNT(st->edges, drv_scan_edge) + 1;
        if (buf_add(&st->edges, &e, sizeof e) < 0)
            return 1;
    }
    return 0;
}

static int drv_scan_define(drv_scan_state *st, lex_state *lx)
{
    lex_token t;
    size_t macro;
    lex_next(lx, &t);
    if (t.kind != LEX_IDENT)
        return 0;  /* an error, for the compiler to tell */
    if (drv_scan_name(st, lx->src + t.off, t.len, DRV_SCAN_DEFINED, &macro) < 0)
        return 1;
    return drv_scan_body(st, lx, macro);
}

/* The header name after #include, read to its closing quote or '>' as C11 6.4.7 has it
 * (no escapes); a name a macro makes is noted, to be judged once every file is read and
 * so every definition known. */
static int drv_scan_include(drv_scan_state *st, lex_state *lx, const char *from)
{
    lex_token t;
    lex_next(lx, &t);
    const char *p = lx->src + t.off;
    char close = t.kind == LEX_STRING && *p == '"' ? '"'
                 : t.kind == LEX_PUNCT && *p == '<' ? '>' : 0;
    if (close) {
        const char *q = memchr(p + 1, close, lx->len - t.off - 1);
        if (!q)
            return 0;  /* an error, for the compiler to tell */
        return drv_scan_header(st, from, p + 1, (size_t)(q - p - 1), close == '"');
    }
    size_t id;
    if (t.kind != LEX_IDENT)
        return 1;
    return drv_scan_name(st, p, t.len, 0, &id) < 0 ||
           buf_add(&st->computed, &id, sizeof id) < 0;
}

/* A new guard inside the current one: name + 1 as drv_scan_guard has it. Returns its
 * number, 0 when memory runs out (no guard: the group counts). */
static size_t drv_scan_new_guard(drv_scan_state *st, size_t name)
{
    drv_scan_guard g = {st->guard, name};
    return buf_add(&st->guards, &g, sizeof g) < 0 ? 0 : DRV_SCAN_COUNT(st->guards, drv_scan_guard);
}

/* Whether op and num make NAME op num false for NAME 0: > followed by a decimal
 * constant, >= or == by one above 0 (bc's #if DEBUG > 3). */
static int drv_scan_false_at_zero(const char *s, const lex_token *op, const lex_token *num)
{
    size_t digits = 0, zeros = 0;
    if (num->kind != LEX_NUMBER)
        return 0;
    while (digits < num->len && s[num->off + digits] >= '0' && s[num->off + digits] <= '9')
        zeros += s[num->off + digits++] == '0';
    if (digits != num->len)
        return 0;
    return lex_is(s, op, ">") || ((lex_is(s, op, ">=") || lex_is(s, op, "==")) && zeros < digits);
}

/* The name a condition tests, the rest of the directive lx reads: NAME (#ifdef, #ifndef)
 * or, for #if (expr), NAME, defined NAME, defined(NAME), 0 or 1, each maybe after a '!',
 * which *negated counts, and NAME > N, NAME >= N or NAME == N false for NAME 0, taken as
 * NAME. Returns its number + 1; 0 for the constant 0 (negated: 1);
 * -1 for any other condition, which this look does not judge, and for a name that the
 * compiler or the C library may define: one reserved to them (C11 7.1.3: _Upper, __x),
 * and true and false, which are 1 and 0 in C++ and C23 conditions. */
static long drv_scan_tested(drv_scan_state *st, lex_state *lx, int expr, int *negated)
{
    lex_token t[6];
    const char *s = lx->src;
    size_t n = 0, i = 0, end, id;
    while (n < 6 && (lex_next(lx, &t[n]), t[n].kind != LEX_EOF))
        n++;
    *negated = expr && n > 1 && lex_is(s, &t[0], "!");
    i = (size_t)*negated;
    if (n == 0 || n == 6)
        return -1;
    if (expr && n == 3 && drv_scan_false_at_zero(s, &t[1], &t[2]))
        n = 1;
    if (expr && n == i + 1 && (lex_is(s, &t[i], "0") || lex_is(s, &t[i], "1"))) {
        *negated ^= lex_is(s, &t[i], "1");
        return 0;
    }
    end = expr ? i + 1 : n;  /* #ifdef X junk: gcc warns, and tests X */
    if (expr && n > i + 1 && lex_is(s, &t[i], "defined")) {
        int paren = lex_is(s, &t[i + 1], "(");
        i += 1 + (size_t)paren;
        end = i + 1 + (size_t)paren;
        if (paren && (n != end || !lex_is(s, &t[i + 1], ")")))
            return -1;
    }
    const char *p = s + t[i].off;
    size_t len = t[i].len;
    if (n != end || t[i].kind != LEX_IDENT ||
        (len > 1 && p[0] == '_' && (p[1] == '_' || (p[1] >= 'A' && p[1] <= 'Z'))) ||
        (len == 4 && memcmp(p, "true", 4) == 0) || (len == 5 && memcmp(p, "false", 5) == 0) ||
        drv_scan_name(st, p, len, 0, &id) < 0)
        return -1;
    return (long)id + 1;
}

/* #if, #ifdef, #ifndef: the guard of the group it opens and, kept for its #else, of
 * that group. A name tested true (#ifndef X, #if !defined X) guards the #else group. */
static int drv_scan_if(drv_scan_state *st, lex_state *lx, const lex_token *t)
{
    int expr = lex_is(lx->src, t, "if"), negated;
    drv_scan_cond c = {st->guard, st->guard};
    long name = drv_scan_tested(st, lx, expr, &negated);
    negated ^= lex_is(lx->src, t, "ifndef");
    if (name >= 0) {
        size_t g = drv_scan_new_guard(st, (size_t)name);
        if (negated)
            c.other = g;
        else
            st->guard = g;
    }
    return buf_add(&st->conds, &c, sizeof c) < 0;
}

/* #elif (and C23's #elifdef, #elifndef), #else, #endif: an #elif's group, and an #else
 * after it, count wherever the #if's group does, since this look does not judge what the
 * groups before them leave; an #endif with no #if is the compiler's error. */
static void drv_scan_endif(drv_scan_state *st, const char *s, const lex_token *t)
{
    size_t n = DRV_SCAN_COUNT(st->conds, drv_scan_cond);
    drv_scan_cond *c = n ? &DRV_SCAN_AT(st->conds, drv_scan_cond)[n - 1] : NULL;
    if (!c)
        return;
    if (lex_is(s, t, "elif") || lex_is(s, t, "elifdef") || lex_is(s, t, "elifndef")) {
        st->guard = c->other = c->outer;
    } else if (lex_is(s, t, "else")) {
        st->guard = c->other;
    } else {
        st->guard = c->outer;
        st->conds.len -= sizeof *c;
    }
}

/* A directive's text after its '#', one line. */
static int drv_scan_directive(drv_scan_state *st, const char *s, size_t n, const char *from)
{
    lex_state lx;
    lex_token t;
    lex_init(&lx, s, n);
    lex_next(&lx, &t);
    if (t.kind != LEX_IDENT)
        return 0;
    if (lex_is(s, &t, "define"))
        return drv_scan_define(st, &lx);
    if (lex_is(s, &t, "include") || lex_is(s, &t, "import") || lex_is(s, &t, "include_next"))
        return drv_scan_include(st, &lx, from);
    if (lex_is(s, &t, "if") || lex_is(s, &t, "ifdef") || lex_is(s, &t, "ifndef"))
        return drv_scan_if(st, &lx, &t);
    if (lex_is(s, &t, "elif") || lex_is(s, &t, "elifdef") || lex_is(s, &t, "elifndef") ||
        lex_is(s, &t, "else") || lex_is(s, &t, "endif"))
        drv_scan_endif(st, s, &t);
    return 0;
}

/* A token first on its line, '#' or its digraph "%:", that lex.c, which reads
 * preprocessed text, does not take for a directive: it follows a comment, or is spelled
 * "%:". The directive runs to the end of the line, where the lexer goes on. */
static int drv_scan_late_directive(drv_scan_state *st, lex_state *lx, const lex_token *t,
                                   const char *from)
{
    size_t at = t->off + t->len;
    const char *nl = memchr(lx->src + at, '\n', lx->len - at);
    size_t n = nl ? (size_t)(nl - (lx->src + at)) : lx->len - at;
    lx->pos = at + n;
    return drv_scan_directive(st, lx->src + at, n, from);
}

/* Whether the callee name of kind just read from lx starts a call that the rewriter
 * leaves to the compiler, which makes it a cheaper call of its own
 * (call_folded_by_compiler): `printf("done\n")`, `fprintf(stderr, "%s", s)`, its format
 * string literals alone. */
static int drv_scan_folded(const lex_state *lx, int kind)
{
    lex_state p = *lx;
    lex_token t;
    buf f = {0};
    size_t before = strlen(call_leading_args((call_name)kind));
    int depth = 0, r = 0, strings = 0;
    unsigned base = call_base((call_name)kind);
    if (base != CALL_PRINTF && base != CALL_FPRINTF)
        return 0;
    lex_next(&p, &t);
    if (!lex_is(p.src, &t, "("))
        return 0;
    while (before > 0) {  /* the arguments before the format */
        lex_next(&p, &t);
        if (t.kind == LEX_EOF || t.kind == LEX_DIRECTIVE)
            return 0;
        if (lex_is(p.src, &t, "(") || lex_is(p.src, &t, "[") || lex_is(p.src, &t, "{"))
            depth++;
        else if (lex_is(p.src, &t, ")") || lex_is(p.src, &t, "]") || lex_is(p.src, &t, "}"))
            depth--;
        if (depth < 0)
            return 0;
        before -= depth == 0 && lex_is(p.src, &t, ",");
    }
    for (lex_next(&p, &t); t.kind == LEX_STRING; lex_next(&p, &t), strings++)
        if (lex_string_bytes(p.src, &t, &f) < 0) {
            buf_free(&f);
            return 0;
        }
    if (strings && (lex_is(p.src, &t, ")") || lex_is(p.src, &t, ",")))
        r = call_folded_by_compiler((call_name)kind, f.data ? f.data : "", f.len) != CALL_FOLD_NONE;
    buf_free(&f);
    return r;
}

/* One token of a file: a directive, a root name, or what hides the rest of the file. A
 * callee used outside directives settles the answer at once, but for one right after
 * `int` (after_int), which declares it (`extern int fprintf(FILE *, const char *, ...);`,
 * as headers for pre-standard systems have): no call is made there; and one in a call
 * that the compiler makes cheaper itself is judged at the end. */
static int drv_scan_token(drv_scan_state *st, lex_state *lx, const lex_token *t, int first,
                          int after_int, const char *from)
{
    const char *s = lx->src;
    size_t id, n;
    const char *name = drv_scan_ident(s, t, &n);
    if (t->kind == LEX_DIRECTIVE && t->len > 1 && s[t->off + 1] == '#') {
        lx->pos = t->off + 2;  /* "##" opens no directive: its line is code */
        return 0;
    }
    if (t->kind == LEX_DIRECTIVE)
        return drv_scan_directive(st, s + t->off + 1, t->len - 1, from);
    if (first && t->kind == LEX_PUNCT && (lex_is(s, t, "#") || lex_is(s, t, "%:")))
        return drv_scan_late_directive(st, lx, t, from);
    int kind = name && t->kind == LEX_IDENT ? call_kind_of(name, n) : -1;
    if (kind >= 0 && after_int)
        return 0;
    int folded = kind >= 0 && drv_scan_folded(lx, kind);
    if (name && (st->guard || folded)) {  /* judged once every definition is known */
        if (drv_scan_name(st, name, n, 0, &id) < 0)
            return 1;
        drv_scan_use u = {id, st->guard, folded};
        if (buf_add(&st->uses, &u, sizeof u) < 0)
            return 1;
    } else if (name && drv_scan_name(st, name, n, DRV_SCAN_ROOT, &id) < 0) {
        return 1;
    } else if (name && (drv_scan_names(st)[id].flags & DRV_SCAN_CALL)) {
        st->calls = 1;
        return !st->want_fall || st->fall;  /* reads on only while that can tell more */
    }
    /* A literal that reaches the end of the text may be a raw string that never closes:
     * what it hides may call. */
    return (t->kind == LEX_STRING || t->kind == LEX_CHAR) && t->off + t->len == lx->len;
}

/* One file's text: roots, definitions and includes, read with the rewriter's lexer. Its
 * #if groups are its own: a file that leaves one open closes it. */
static int drv_scan_text(drv_scan_state *st, const char *from, const char *s, size_t n)
{
    lex_state lx;
    lex_token t;
    size_t line = (size_t)-1;  /* where the line of the token before starts */
    int after_int = 0;
    st->guard = 0;
    st->conds.len = 0;
    lex_init(&lx, s, n);
    for (lex_next(&lx, &t); t.kind != LEX_EOF; lex_next(&lx, &t)) {
        int first = t.line_start != line;
        line = t.line_start;
        if (drv_scan_token(st, &lx, &t, first, after_int, from))
            return 1;
        after_int = t.kind == LEX_IDENT && lex_is(s, &t, "int");
    }
    return 0;
}

static int drv_scan_file(drv_scan_state *st, const char *path)
{
    buf text = {0};
    int r = buf_read_file(&text, path) < 0;
    char *s = text.data;
    size_t n = text.len;
    if (n >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0) {
        s += 3;  /* a UTF-8 byte order mark, which would read as an identifier */
        n -= 3;
    }
    if (r == 0 && st->want_fall && !st->fall)
        st->fall = drv_scan_has_fall(s, n);
    if (r == 0 && n)
        r = drv_scan_text(st, path, s, drv_scan_splice(s, n));
    buf_free(&text);
    return r;
}

typedef enum drv_scan_opt_kind {
    DRV_SCAN_OPT_NONE,
    DRV_SCAN_OPT_DIR,        /* searched for both kinds of #include */
    DRV_SCAN_OPT_QUOTE_DIR,  /* searched for #include "..." only */
    DRV_SCAN_OPT_DEFINE,
    DRV_SCAN_OPT_FILE,       /* read before the source */
    DRV_SCAN_OPT_WORDS,      /* -Wp,: words for the preprocessor, split at commas */
    DRV_SCAN_OPT_WORD,       /* one word for it, or for clang's cc1 */
    DRV_SCAN_OPT_OPAQUE      /* directories or macros this look does not follow */
} drv_scan_opt_kind;

static const struct {
    const char *name;
    drv_scan_opt_kind kind;
} drv_scan_opts[] = {
    {"-D", DRV_SCAN_OPT_DEFINE}, {"-F", DRV_SCAN_OPT_OPAQUE}, {"-I", DRV_SCAN_OPT_DIR},
    {"-Wp,", DRV_SCAN_OPT_WORDS}, {"-Xclang", DRV_SCAN_OPT_WORD},
    {"-Xpreprocessor", DRV_SCAN_OPT_WORD}, {"-idirafter", DRV_SCAN_OPT_DIR},
    {"-imacros", DRV_SCAN_OPT_FILE}, {"-include", DRV_SCAN_OPT_FILE},
    {"-include-pch", DRV_SCAN_OPT_OPAQUE}, {"-iquote", DRV_SCAN_OPT_QUOTE_DIR},
    {"-iwithprefix", DRV_SCAN_OPT_OPAQUE}, {"-iwithprefixbefore", DRV_SCAN_OPT_OPAQUE},
};

static drv_scan_opt_kind drv_scan_opt_kind_of(const drv_opt *o)
{
    for (size_t i = 0; o && i < sizeof drv_scan_opts / sizeof *drv_scan_opts; i++)
        if (strcmp(o->name, drv_scan_opts[i].name) == 0)
            return drv_scan_opts[i].kind;
    return DRV_SCAN_OPT_NONE;
}

/* -DNAME, -DNAME=body, -D'NAME(a)=body' from s[0, n): "#define NAME body". */
static int drv_scan_define_arg(drv_scan_state *st, const char *s, size_t n)
{
    size_t k = 0, macro;
    while (k < n && s[k] != '=' && s[k] != '(')
        k++;
    if (k == 0)
        return 0;
    if (drv_scan_name(st, s, k, DRV_SCAN_DEFINED, &macro) < 0)
        return 1;
    lex_state lx;
    lex_init(&lx, s + k, n - k);
    return drv_scan_body(st, &lx, macro);
}

/* A word for the preprocessor alone: -DX is a definition; a -D whose macro is the next
 * word, and -I and -i... (directories and files), are beyond this look. */
static int drv_scan_pp_word(drv_scan_state *st, const char *w, size_t n)
{
    if (n > 2 && w[0] == '-' && w[1] == 'D')
        return drv_scan_define_arg(st, w + 2, n - 2);
    return n >= 2 && w[0] == '-' && strchr("DIi", w[1]);
}

/* -Wp,-MD,f,-DX: gcc splits at every comma (clang reads -MD,f as one, which is no
 * definition either way). */
static int drv_scan_pp_words(drv_scan_state *st, const char *v)
{
    for (;;) {
        size_t n = strcspn(v, ",");
        int r = drv_scan_pp_word(st, v, n);
        if (r || !v[n])
            return r;
        v += n + 1;
    }
}

static int drv_scan_apply(drv_scan_state *st, drv_scan_opt_kind kind, const char *v)
{
    drv_scan_dir d = {v, kind == DRV_SCAN_OPT_QUOTE_DIR};
    switch (kind) {
    case DRV_SCAN_OPT_DIR:
    case DRV_SCAN_OPT_QUOTE_DIR:
        return v[0] == '=' || buf_add(&st->dirs, &d, sizeof d) < 0;  /* -I=dir: in the sysroot */
    case DRV_SCAN_OPT_DEFINE: return drv_scan_define_arg(st, v, strlen(v));
    case DRV_SCAN_OPT_FILE: return drv_scan_header(st, "", v, strlen(v), 1);  /* from "." */
    case DRV_SCAN_OPT_WORDS: return drv_scan_pp_words(st, v);
    case DRV_SCAN_OPT_WORD: return drv_scan_pp_word(st, v, strlen(v));
    case DRV_SCAN_OPT_OPAQUE: return 1;
    case DRV_SCAN_OPT_NONE: return 0;
    }
    return 1;
}

/* The next option from *i on, with its argument, joined or separate, in *value (for an
 * option not in the table, its text); advances *i past them. NULL after the last. */
static const drv_arg *drv_scan_arg(const drv_cmd *cmd, size_t *i, const char **value)
{
    while (*i < cmd->nargs) {
        const drv_arg *a = &cmd->args[(*i)++];
        if (a->role != DRV_ROLE_OPTION)
            continue;
        *value = a->opt ? a->text + strlen(a->opt->name) : a->text;
        if (a->opt && !**value && (a->opt->bits & DRV_OPT_SEP) && *i < cmd->nargs &&
            cmd->args[*i].opt == a->opt)
            *value = cmd->args[(*i)++].text;
        return a;
    }
    return NULL;
}

/* gcc's long spellings (--include-directory=, --define-macro ...) are not in the table. */
static int drv_scan_unknown(const char *text)
{
    return strncmp(text, "--", 2) == 0 &&
           (strstr(text, "include") || strstr(text, "define") || strstr(text, "imacros"));
}

/* Every option but -include and -imacros, or (files) only those, once every directory
 * is known. */
static int drv_scan_options(drv_scan_state *st, const drv_cmd *cmd, int files)
{
    const drv_arg *a;
    const char *v;
    for (size_t i = 0; (a = drv_scan_arg(cmd, &i, &v)) != NULL;) {
        drv_scan_opt_kind kind = drv_scan_opt_kind_of(a->opt);
        int r;
        if (!a->opt)
            r = !files && drv_scan_unknown(v);
        else
            r = (kind == DRV_SCAN_OPT_FILE) == files ? drv_scan_apply(st, kind, v) : 0;
        if (r)
            return r;
    }
    return 0;
}

/* Whether a group of guard g is surely not taken: its condition, or that of a group it
 * is in, is one that nothing makes true. */
static int drv_scan_not_taken(const drv_scan_state *st, size_t g)
{
    const drv_scan_guard *guards = DRV_SCAN_AT(st->guards, drv_scan_guard);
    const drv_scan_entry *names = DRV_SCAN_AT(st->entries, drv_scan_entry);
    for (; g; g = guards[g - 1].outer)
        if (!guards[g - 1].name || !(names[guards[g - 1].name - 1].flags & DRV_SCAN_DEFINED))
            return 1;
    return 0;
}

/* Follows macros from the root name from; 1 when one reached is a callee or pastes onto
 * a printf name. */
static int drv_scan_walk(drv_scan_state *st, size_t from, buf *stack)
{
    drv_scan_entry *names = drv_scan_names(st);
    const drv_scan_edge *edges = DRV_SCAN_AT(st->edges, drv_scan_edge);
    stack->len = 0;
    names[from].flags |= DRV_SCAN_REACHED;
    if (buf_add(stack, &from, sizeof from) < 0)
        return 1;
    while (stack->len) {
        size_t x = DRV_SCAN_AT(*stack, size_t)[DRV_SCAN_COUNT(*stack, size_t) - 1];
        unsigned f = names[x].flags;
        stack->len -= sizeof x;
        if ((f & DRV_SCAN_CALL) || ((f & DRV_SCAN_PASTES) && (f & DRV_SCAN_NAMES_PRINTF)))
            return 1;
        for (size_t e = names[x].body; e; e = edges[e - 1].next) {
            size_t to = edges[e - 1].to;
            if ((names[to].flags & DRV_SCAN_REACHED) || drv_scan_not_taken(st, edges[e - 1].guard))
                continue;
            names[to].flags |= DRV_SCAN_REACHED;
            if (buf_add(stack, &to, sizeof to) < 0)
                return 1;
        }
    }
    return 0;
}

/* An #include NAME counts as a call when a user's file or -D defines NAME: its header
 * is not followed. When nothing does, the include sits in an #if that is false (Lua's
 * #include LUA_USER_H), or NAME comes from a system header and so, most likely, does
 * what it names. */
static int drv_scan_answer(drv_scan_state *st)
{
    const size_t *computed = DRV_SCAN_AT(st->computed, size_t);
    drv_scan_entry *names = drv_scan_names(st);
    int r = 0;
    const drv_scan_use *uses = DRV_SCAN_AT(st->uses, drv_scan_use);
    for (size_t i = 0; i < DRV_SCAN_COUNT(st->computed, size_t); i++)
        if (names[computed[i]].flags & DRV_SCAN_DEFINED)
            return 1;
    for (size_t i = 0; i < DRV_SCAN_COUNT(st->uses, drv_scan_use); i++)
        if (!drv_scan_not_taken(st, uses[i].guard) &&
            (!uses[i].folded || (names[uses[i].name].flags & DRV_SCAN_DEFINED)))
            names[uses[i].name].flags |= DRV_SCAN_ROOT;
    buf stack = {0};
    for (size_t i = 0; i < DRV_SCAN_COUNT(st->entries, drv_scan_entry) && !r; i++)
        if ((names[i].flags & (DRV_SCAN_ROOT | DRV_SCAN_REACHED)) == DRV_SCAN_ROOT)
            r = drv_scan_walk(st, i, &stack);
    buf_free(&stack);
    return r;
}

/* The answer once every file is read, else -1: the look stopped at what it cannot
 * follow, or at a call, when it is not reading on for "fall" or has found it. */
static int drv_scan_run(drv_scan_state *st, const drv_cmd *cmd, const char *source)
{
    if (drv_scan_options(st, cmd, 0) || drv_scan_options(st, cmd, 1) ||
        drv_scan_enqueue(st, strdup(source), 1))
        return -1;
    for (size_t i = 0; i < DRV_SCAN_COUNT(st->queue, char *); i++)
        if ((st->calls && st->fall) || drv_scan_file(st, DRV_SCAN_AT(st->queue, char *)[i]))
            return -1;
    return st->calls ? 1 : drv_scan_answer(st);
}

int drv_scan_may_call(const drv_cmd *cmd, size_t input, int *fall)
{
    const drv_arg *src = &cmd->args[input];
    const char *cpath = getenv("CPATH");  /* directories searched as -I ones are */
    if (fall)
        *fall = 1;
    if ((src->lang != DRV_LANG_C && src->lang != DRV_LANG_CXX) || (cpath && *cpath))
        return 1;
    drv_scan_state st;
    memset(&st, 0, sizeof st);
    st.want_fall = fall != NULL;
    int r = drv_scan_run(&st, cmd, src->text);
    if (fall && r >= 0)
        *fall = st.fall;
    for (size_t i = 0; i < DRV_SCAN_COUNT(st.queue, char *); i++)
        free(DRV_SCAN_AT(st.queue, char *)[i]);
    strtab_free(&st.names);
    strtab_free(&st.files);
    buf_free(&st.entries);
    buf_free(&st.edges);
    buf_free(&st.dirs);
    buf_free(&st.queue);
    buf_free(&st.computed);
    buf_free(&st.guards);
    buf_free(&st.conds);
    buf_free(&st.uses);
    return r != 0;
}

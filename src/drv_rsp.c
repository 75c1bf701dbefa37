/* drv_rsp.c: response files (@file), split as libiberty's buildargv splits them. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "buf.h"
#include "drv_rsp.h"

enum { DRV_RSP_DEPTH = 16 };  /* nesting beyond this is a loop; leave the @file alone */

static int drv_rsp_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Copies one argument starting at *p into a new string; leaves *p after it. */
static char *drv_rsp_word(const char **p)
{
    const char *s = *p;
    char *w = malloc(strlen(s) + 1), *o = w;
    char quote = 0;
    int escaped = 0;
    if (!w)
        return NULL;
    for (; *s; s++) {
        if (escaped) {
            *o++ = *s;
            escaped = 0;
        } else if (*s == '\\') {
            escaped = 1;  /* libiberty escapes inside quotes too */
        } else if (quote) {
            if (*s == quote)
                quote = 0;
            else
                *o++ = *s;
        } else if (*s == '\'' || *s == '"') {
            quote = *s;
        } else if (drv_rsp_space(*s)) {
            break;
        } else {
            *o++ = *s;
        }
    }
    *o = 0;
    *p = s;
    return w;
}

int drv_rsp_split(const char *text, drv_argv *out, drv_argv *pool)
{
    const char *p = text;
    for (;;) {
        while (drv_rsp_space(*p))
            p++;
        if (!*p)
            return 0;
        char *w = drv_argv_own(pool, drv_rsp_word(&p));
        if (!w || drv_argv_push(out, w) < 0)
            return -1;
    }
}

/* Reads a whole file as a string; 1 on success, 0 when it cannot be read (the @file
 * then stays an argument, as gcc keeps it), -1 when memory runs out. */
static int drv_rsp_read(const char *path, buf *b)
{
    if (buf_read_file(b, path) == 0)
        return 1;
    return errno == ENOMEM ? -1 : 0;
}

static int drv_rsp_add(const char *const *argv, size_t argc, drv_argv *out, drv_argv *pool,
                       int *expanded, int depth)
{
    for (size_t i = 0; i < argc; i++) {
        buf text = {0};
        int r = argv[i][0] == '@' && depth < DRV_RSP_DEPTH ? drv_rsp_read(argv[i] + 1, &text) : 0;
        if (r < 0)
            return -1;
        if (r == 0) {
            if (drv_argv_push(out, argv[i]) < 0)
                return -1;
            continue;
        }
        drv_argv words = {0};
        *expanded = 1;
        r = drv_rsp_split(text.data, &words, pool);
        buf_free(&text);
        if (r == 0)
            r = drv_rsp_add(words.v, words.n, out, pool, expanded, depth + 1);
        drv_argv_free(&words);
        if (r < 0)
            return -1;
    }
    return 0;
}

int drv_rsp_expand(const char *const *argv, size_t argc, drv_argv *out, drv_argv *pool,
                   int *expanded)
{
    *expanded = 0;
    return drv_rsp_add(argv, argc, out, pool, expanded, 0);
}

int drv_rsp_quote(const char *const *v, size_t n, buf *out)
{
    for (size_t i = 0; i < n; i++) {
        const char *s = v[i];
        if (!*s && buf_adds(out, "\"\"") < 0)
            return -1;  /* an empty argument */
        for (; *s; s++) {
            int special = drv_rsp_space(*s) || *s == '\\' || *s == '\'' || *s == '"';
            if ((special && buf_addc(out, '\\') < 0) || buf_addc(out, *s) < 0)
                return -1;
        }
        if (buf_addc(out, '\n') < 0)
            return -1;
    }
    return 0;
}

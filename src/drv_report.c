/* drv_report.c: QRINTF_REPORT's notes, at the columns of the user's own source, and
 * QRINTF_NOTES's file. The rewriter only sees preprocessed text, whose columns drift
 * where a macro expanded earlier on the line or the preprocessor dropped indentation;
 * the source line says where the call really stands when the callee's name is written
 * there. */
#define _XOPEN_SOURCE 700  /* realpath */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "drv_report.h"

/* Line `line` (1-based) of file, malloc'd without its newline; NULL when unreadable. */
static char *drv_source_line(const char *file, unsigned line)
{
    FILE *f = fopen(file, "r");
    char *text = NULL;
    size_t cap = 0;
    ssize_t n = -1;
    if (!f)
        return NULL;
    for (unsigned k = 0; k < line && (n = getline(&text, &cap, f)) >= 0; k++)
        ;
    fclose(f);
    if (n < 0) {
        free(text);
        return NULL;
    }
    text[strcspn(text, "\n")] = 0;
    return text;
}

static int drv_ident_char(char c)
{
    return c == '_' || (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z');
}

/* The column of the k-th (0-based) use of name as a whole identifier in text, moved back
 * over a `std::` or `::` qualifier written right before it; 0 when there is none. With
 * k == (unsigned)-1, the number of uses instead. */
static unsigned drv_nth_use(const char *text, const char *name, unsigned k)
{
    size_t n = strlen(name);
    unsigned seen = 0;
    for (const char *p = strstr(text, name); p; p = strstr(p + 1, name)) {
        const char *q = p;
        if ((p > text && drv_ident_char(p[-1])) || drv_ident_char(p[n]))
            continue;
        if (seen++ != k)
            continue;
        if (q - text >= 2 && q[-1] == ':' && q[-2] == ':') {
            q -= 2;
            if (q - text >= 3 && !strncmp(q - 3, "std", 3) && (q - 3 == text || !drv_ident_char(q[-4])))
                q -= 3;
        }
        return (unsigned)(q - text) + 1;
    }
    return k == (unsigned)-1 ? seen : 0;
}

/* Notes i of the same file, line and callee as note n, and n's rank among them by
 * column. */
static void drv_same_line(const rew_result *res, const rew_note *n, unsigned *count,
                          unsigned *rank)
{
    *count = *rank = 0;
    for (size_t i = 0; i < res->nnotes; i++) {
        const rew_note *m = &res->notes[i];
        if (m->line != n->line || strcmp(m->callee, n->callee) || strcmp(m->file, n->file))
            continue;
        ++*count;
        *rank += m->col < n->col;
    }
}

/* n's column in its source, when the source line holds as many uses of the callee's name
 * as the text has calls of it there; else the preprocessed text's. */
static unsigned drv_source_col(const rew_result *res, const rew_note *n)
{
    unsigned count, rank, col = n->col;
    char *text = drv_source_line(n->file, n->line);
    if (!text)
        return col;
    drv_same_line(res, n, &count, &rank);
    if (drv_nth_use(text, n->callee, (unsigned)-1) == count)
        col = drv_nth_use(text, n->callee, rank);
    free(text);
    return col ? col : n->col;
}

int drv_report_on(const drv_env *env)
{
    return env->report || env->notes;
}

/* QRINTF_NOTES's file, opened to append; -1 when there is none, or when it cannot be
 * opened, which is said: the user asked for the notes. */
static int drv_notes_open(const drv_env *env)
{
    if (!env->notes)
        return -1;
    int fd = open(env->notes, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0)
        fprintf(stderr, "qrintf: warning: cannot append the notes to '%s': %s\n", env->notes,
                strerror(errno));
    return fd;
}

/* Shows a note line that begins with file (NULL: with no file name): on stderr as it is,
 * and in the notes file (fd, -1 for none) at file's absolute path, since the compiles
 * of a build run in many folders and the summary counts each call site once. One write
 * per note: with O_APPEND, the notes of concurrent compiles stay whole. */
static void drv_note_show(const drv_env *env, int fd, const char *file, const buf *line)
{
    if (env->report)
        fwrite(line->data, 1, line->len, stderr);
    if (fd < 0)
        return;
    char *abs = file ? realpath(file, NULL) : NULL;
    size_t skip = abs ? strlen(file) : 0;
    buf kept = { NULL, 0, 0 };
    if (buf_adds(&kept, abs ? abs : "") == 0 &&
        buf_add(&kept, line->data + skip, line->len - skip) == 0 &&
        write(fd, kept.data, kept.len) != (ssize_t)kept.len)
        fprintf(stderr, "qrintf: warning: cannot append the notes to '%s': %s\n", env->notes,
                strerror(errno));
    free(abs);
    buf_free(&kept);
}

void drv_report_notes(const drv_env *env, const rew_result *res, const char *undone)
{
    buf line = { NULL, 0, 0 };
    char *why = undone ? strdup(undone) : NULL;
    int fd = drv_notes_open(env);
    for (size_t i = 0; i < res->nnotes; i++) {
        rew_note n = res->notes[i];
        n.col = drv_source_col(res, &n);
        if (why && n.outcome != REW_UNCHANGED) {
            n.outcome = REW_UNCHANGED;
            n.detail = why;
        }
        line.len = 0;
        if (rew_note_line(&line, &n) == 0)
            drv_note_show(env, fd, n.file, &line);
    }
    if (fd >= 0)
        close(fd);
    free(why);
    buf_free(&line);
}

void drv_report_command(const drv_env *env, const char *file, const char *text)
{
    buf line = { NULL, 0, 0 };
    int fd = drv_notes_open(env);
    if ((file ? buf_printf(&line, "%s:1:1: note: qrintf: %s\n", file, text)
              : buf_printf(&line, "qrintf: note: %s\n", text)) == 0)
        drv_note_show(env, fd, file, &line);
    if (fd >= 0)
        close(fd);
    buf_free(&line);
}

void drv_report_broke(const drv_env *env, const char *file, const char *why)
{
    buf text = { NULL, 0, 0 };
    if (buf_printf(&text, "compiled unchanged: the rewritten text does not compile, though "
                   "the source does (%s); a qrintf bug, QRINTF_KEEP=DIR keeps the text", why) == 0)
        drv_report_command(env, file, text.data);
    buf_free(&text);
}

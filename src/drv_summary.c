/* drv_summary.c: qrintf --summary. A build notes a call site at every compile of it (a
 * header, or a source that several files include, repeats its notes), so each distinct
 * note, the same site with the same words, counts once. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "drv_summary.h"
#include "strtab.h"

typedef enum drv_sum_kind {
    DRV_SUM_REWROTE, DRV_SUM_PARTIAL, DRV_SUM_LEFT, DRV_SUM_COMMAND, DRV_SUM_KINDS
} drv_sum_kind;

static const char *const drv_sum_titles[DRV_SUM_KINDS] = {
    "rewritten", "partially rewritten", "left unchanged", "commands run unchanged"
};

/* The distinct notes of one kind that give one reason. */
typedef struct drv_sum_group {
    drv_sum_kind kind;
    const char *reason;   /* in the notes text; empty for a rewritten call */
    size_t count;
} drv_sum_group;

typedef struct drv_sum {
    strtab notes, sites, files;
    strtab reasons;          /* the kind as a digit, then the reason */
    drv_sum_group *groups;   /* by the number of their key in reasons */
    size_t cap, lines, others, counts[DRV_SUM_KINDS];
} drv_sum;

static const char drv_sum_at[] = ": note: qrintf: ";  /* after file:line:col */
static const char drv_sum_bare[] = "qrintf: note: ";   /* a command's note, no file */

static int drv_starts(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* The reason a partial note gives in parentheses after the format literal, whose
 * escapes may hold anything; its closing parenthesis is cut. */
static char *drv_sum_partial_reason(char *text)
{
    char *p = strchr(text, '"');
    if (!p)
        return text + strlen(text);
    for (p++; *p && *p != '"'; p++)
        if (*p == '\\' && p[1])
            p++;
    if (!drv_starts(p, "\" ("))
        return p;
    size_t len = strlen(p);
    if (p[len - 1] == ')')
        p[len - 1] = 0;
    return p + 3;
}

/* The kind of a note's text, and its reason. */
static drv_sum_kind drv_sum_classify(char *text, char **reason)
{
    static const char ran[] = "ran the command unchanged: ", left[] = " unchanged: ";
    char *p;
    *reason = text + strlen(text);
    if (drv_starts(text, "rewrote "))
        return DRV_SUM_REWROTE;
    if (drv_starts(text, "partially rewrote ")) {
        *reason = drv_sum_partial_reason(text);
        return DRV_SUM_PARTIAL;
    }
    if (drv_starts(text, "left ") && (p = strstr(text, left))) {
        *reason = p + strlen(left);
        return DRV_SUM_LEFT;
    }
    *reason = drv_starts(text, ran) ? text + strlen(ran) : text;
    return DRV_SUM_COMMAND;
}

/* Counts the call site line[0, at), "file:line:col", and its file. */
static int drv_sum_site(drv_sum *s, const char *line, const char *at)
{
    const char *file_end = at;
    int added, colons = 0;
    while (file_end > line && colons < 2)
        colons += *--file_end == ':';
    if (strtab_get(&s->sites, line, (size_t)(at - line), &added) < 0 ||
        strtab_get(&s->files, line, (size_t)(file_end - line), &added) < 0)
        return -1;
    return 0;
}

/* Counts a distinct note of kind for reason. */
static int drv_sum_count(drv_sum *s, drv_sum_kind kind, const char *reason)
{
    buf key = { NULL, 0, 0 };
    int added;
    long g = -1;
    if (buf_addc(&key, (char)('0' + kind)) == 0 && buf_adds(&key, reason) == 0)
        g = strtab_get(&s->reasons, key.data, key.len, &added);
    buf_free(&key);
    if (g < 0)
        return -1;
    if (added && (size_t)g == s->cap) {
        drv_sum_group *more = buf_grow(s->groups, &s->cap, (size_t)g + 1, sizeof *more);
        if (!more)
            return -1;
        s->groups = more;
    }
    if (added)
        s->groups[g] = (drv_sum_group){ kind, reason, 0 };
    s->groups[g].count++;
    s->counts[kind]++;
    return 0;
}

/* Counts one line of the notes, once however often it occurs. */
static int drv_sum_line(drv_sum *s, char *line)
{
    char *at = strstr(line, drv_sum_at), *text, *reason;
    int added;
    if (at)
        text = at + strlen(drv_sum_at);
    else if (drv_starts(line, drv_sum_bare))
        text = line + strlen(drv_sum_bare);
    else {
        s->others += *line != 0;
        return 0;
    }
    s->lines++;
    if (strtab_get(&s->notes, line, strlen(line), &added) < 0)
        return -1;
    if (!added)
        return 0;
    drv_sum_kind kind = drv_sum_classify(text, &reason);
    if (kind != DRV_SUM_COMMAND && drv_sum_site(s, line, at) < 0)
        return -1;
    return drv_sum_count(s, kind, reason);
}

/* Kinds in their order, then the most frequent reasons first. */
static int drv_sum_order(const void *a, const void *b)
{
    const drv_sum_group *x = a, *y = b;
    if (x->kind != y->kind)
        return x->kind < y->kind ? -1 : 1;
    if (x->count != y->count)
        return x->count > y->count ? -1 : 1;
    return strcmp(x->reason, y->reason);
}

static void drv_sum_print(drv_sum *s, FILE *out)
{
    size_t n = strtab_count(&s->reasons), sites = strtab_count(&s->sites), g = 0;
    size_t calls = s->counts[DRV_SUM_REWROTE] + s->counts[DRV_SUM_PARTIAL] + s->counts[DRV_SUM_LEFT];
    if (n)
        qsort(s->groups, n, sizeof *s->groups, drv_sum_order);
    fprintf(out, "qrintf: %zu notes, %zu distinct call sites in %zu files\n", s->lines, sites,
            strtab_count(&s->files));
    for (int k = 0; k < DRV_SUM_KINDS; k++) {
        fprintf(out, "%-24s %6zu\n", drv_sum_titles[k], s->counts[k]);
        for (; g < n && s->groups[g].kind == (drv_sum_kind)k; g++)
            if (*s->groups[g].reason)
                fprintf(out, "    %6zu  %s\n", s->groups[g].count, s->groups[g].reason);
    }
    if (calls > sites)
        fprintf(out, "(%zu more notes than sites: compiles that noted a site differently "
                "count once each)\n", calls - sites);
    if (s->others)
        fprintf(out, "(%zu lines that are not qrintf notes were skipped)\n", s->others);
}

int drv_summary_write(buf *notes, FILE *out)
{
    drv_sum s;
    memset(&s, 0, sizeof s);
    if (buf_addc(notes, 0) < 0)
        return -1;
    int r = 0;
    for (char *p = notes->data, *end = p + notes->len - 1; r == 0 && p < end;) {
        char *nl = memchr(p, '\n', (size_t)(end - p));
        if (nl)
            *nl = 0;
        r = drv_sum_line(&s, p);
        p = nl ? nl + 1 : end;
    }
    if (r == 0)
        drv_sum_print(&s, out);
    strtab_free(&s.notes);
    strtab_free(&s.sites);
    strtab_free(&s.files);
    strtab_free(&s.reasons);
    free(s.groups);
    return r;
}

int drv_summary_main(const char *path)
{
    buf notes = { NULL, 0, 0 };
    if (buf_read_file(&notes, path) < 0) {
        fprintf(stderr, "qrintf: fatal error: cannot read '%s': %s\n", path, strerror(errno));
        return 1;
    }
    int r = drv_summary_write(&notes, stdout);
    buf_free(&notes);
    if (r < 0)
        fputs("qrintf: fatal error: out of memory\n", stderr);
    return r < 0 ? 1 : 0;
}

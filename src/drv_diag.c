/* drv_diag.c: replays the steps' stderr line by line, leaving out a step's repeats of
 * what an earlier step of the source said about the options, adding up clang's warning
 * counts, and putting clang's driver lines first, where its driver prints them. */
#include <stdlib.h>
#include <string.h>
#include "drv_diag.h"
#include "drv_proc.h"

static const char *const drv_severities[] = {"warning: ", "error: ", "note: ", "fatal error: "};

/* line less its ANSI escapes (ESC [ parameters final-byte), which colour and erase. */
static int drv_plain_text(const char *line, size_t len, buf *out)
{
    for (size_t i = 0; i < len; i++) {
        if (line[i] == '\033' && i + 1 < len && line[i + 1] == '[') {
            for (i += 2; i < len && !(line[i] >= '@' && line[i] <= '~'); i++)
                ;
            continue;
        }
        if (buf_addc(out, line[i]) < 0)
            return -1;
    }
    return buf_addc(out, 0);
}

/* The length of the escapes that line starts with. */
static size_t drv_escapes(const char *line, size_t len)
{
    size_t i = 0;
    while (i + 1 < len && line[i] == '\033' && line[i + 1] == '[') {
        for (i += 2; i < len && !(line[i] >= '@' && line[i] <= '~'); i++)
            ;
        i += i < len;
    }
    return i;
}

static int drv_is_severity(const char *s)
{
    for (size_t i = 0; i < sizeof drv_severities / sizeof *drv_severities; i++)
        if (strncmp(s, drv_severities[i], strlen(drv_severities[i])) == 0)
            return 1;
    return 0;
}

/* clang's count of a compile's warnings: "1 warning generated.", "3 warnings generated."
 * Returns the count, or -1 for any other line. */
static long drv_warning_count(const char *s)
{
    char *end;
    long n = strtol(s, &end, 10);
    if (end == s || *s == '-' || *s == '+' || n <= 0)
        return -1;
    return strcmp(end, n == 1 ? " warning generated." : " warnings generated.") == 0 ? n : -1;
}

static drv_diag_kind drv_diag_kind_of(const char *s)
{
    /* a program's name, such as cc1 or clang-14, and not a file:line */
    size_t who = strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._+-");
    if (drv_warning_count(s) > 0)
        return DRV_DIAG_SUMMARY;
    if (drv_is_severity(s))
        return DRV_DIAG_BARE;
    if (who == 0 || s[who] != ':' || s[who + 1] != ' ' || !drv_is_severity(s + who + 2))
        return DRV_DIAG_CODE;
    /* clang looks for unused arguments once, after building all its jobs */
    return strstr(s, "-Wunused-command-line-argument]") ? DRV_DIAG_COMMAND : DRV_DIAG_PROGRAM;
}

/* gcc lists the options it did not know at the end of a run that said anything:
 * plain's one run says it after the diagnostics of both our steps. */
static int drv_is_late(const char *s)
{
    return strstr(s, ": note: unrecognized command-line option") != NULL;
}

drv_diag_kind drv_diag_classify(const char *line, size_t len)
{
    buf text = {0};
    drv_diag_kind kind = drv_plain_text(line, len, &text) == 0 ? drv_diag_kind_of(text.data)
                                                                : DRV_DIAG_CODE;
    buf_free(&text);
    return kind;
}

/* Warnings that the front end gives while it reads the code (gcc's and clang's parser
 * and semantic checks), each as -fsyntax-only gives it, in the same words and place
 * (tests/e2e/t_recheck_front_end.sh compiles a sample of each both ways). Not gcc's
 * -Wunused-variable and -Wunused-function, given for a static object or function after
 * the parse, nor what its middle end gives (-Wunused-result, listed below,
 * -Wuninitialized, -Warray-bounds, ...). clang's macro-bound warnings are here:
 * preprocessed text revives them. */
static const char *const drv_front_end_gcc[] = {
    "address", "cast-qual", "char-subscripts", "deprecated-declarations",
    "discarded-qualifiers", "empty-body", "format=", "format-extra-args", "format-security",
    "implicit-function-declaration", "incompatible-pointer-types", "int-conversion",
    "logical-not-parentheses", "misleading-indentation", "missing-field-initializers",
    "missing-prototypes", "parentheses", "pointer-arith", "pointer-sign", "shadow",
    "sign-compare", "strict-prototypes", "switch", "type-limits", "unused-but-set-variable",
    "unused-label", "unused-parameter", "unused-value", NULL};
static const char *const drv_front_end_clang[] = {
    "cast-qual", "char-subscripts", "constant-logical-operand", "deprecated-declarations",
    "empty-body", "format", "format-extra-args", "format-security",
    "implicit-function-declaration", "incompatible-pointer-types",
    "incompatible-pointer-types-discards-qualifiers", "int-conversion",
    "logical-not-parentheses", "missing-field-initializers", "missing-prototypes",
    "parentheses", "parentheses-equality", "pointer-arith", "pointer-bool-conversion",
    "pointer-sign", "return-type", "self-assign", "shadow", "sign-compare",
    "strict-prototypes", "switch", "tautological-pointer-compare", "unused-but-set-variable",
    "unused-comparison", "unused-label", "unused-parameter", "unused-result", "unused-value",
    "unused-variable", NULL};

/* Warnings that gcc gives from the passes that lower the parsed code, before the
 * optimizers and the code generator: a compile to link-time bytecode alone (-flto
 * -fno-fat-lto-objects) gives them as a whole compile does (t_recheck_front_end.sh
 * compiles a sample both ways). */
static const char *const drv_lowering_gcc[] = {"implicit-fallthrough=", "return-type",
                                               "unused-result", NULL};

/* Whether the line (no escapes) that warns names one of names, "[-Wname]" at its end. */
static int drv_warning_in(const char *const *names, const char *s)
{
    const char *open = strrchr(s, '['), *close = s + strlen(s) - 1;
    if (!open || strncmp(open, "[-W", 3) != 0 || *close != ']')
        return 0;
    for (size_t i = 0; names[i]; i++)
        if (strlen(names[i]) == (size_t)(close - open - 3) && !memcmp(open + 3, names[i], strlen(names[i])))
            return 1;
    return 0;
}

/* Whether s (no escapes) is the context a compiler gives before a diagnostic: the
 * function ("a.c: In function 'f':", "At top level:") or the include chain it is in. */
static int drv_is_context(const char *s)
{
    return strncmp(s, "In file included from ", 22) == 0 || strncmp(s, "                 from ", 22) == 0 ||
           ((strstr(s, ": In ") || strstr(s, ": At top level:")) && s[strlen(s) - 1] == ':');
}

/* The stage a warning line (no escapes) comes from. */
static drv_stage drv_warning_stage(drv_kind kind, const char *s)
{
    int gcc = kind == DRV_KIND_GCC;
    if (drv_warning_in(gcc ? drv_front_end_gcc : drv_front_end_clang, s))
        return DRV_STAGE_FRONT;
    return gcc && drv_warning_in(drv_lowering_gcc, s) ? DRV_STAGE_LOWERING : DRV_STAGE_ALL;
}

/* Each line must be one of those such warnings are made of: the warning, its notes, up
 * to three lines after each of them (the source line, the caret, a fix-it), the
 * context, clang's count. Anything else (-v, -ftime-report, gcc's -fopt-info) may come
 * from further on. */
drv_stage drv_diag_stage(drv_kind kind, const char *text, size_t len)
{
    drv_stage stage = DRV_STAGE_FRONT;
    int follow = 0;
    for (size_t at = 0; at < len && stage != DRV_STAGE_ALL;) {
        const char *line = text + at, *nl = memchr(line, '\n', len - at);
        size_t n = nl ? (size_t)(nl - line) : len - at;
        buf plain = {0};
        if (drv_plain_text(line, n, &plain) < 0 || strstr(plain.data, "error: ") ||
            strstr(plain.data, "remark: ")) {
            stage = DRV_STAGE_ALL;
        } else if (strstr(plain.data, ": warning: ")) {
            drv_stage w = drv_warning_stage(kind, plain.data);
            stage = w == DRV_STAGE_FRONT ? stage : w;
            follow = 3;
        } else if (strstr(plain.data, ": note: ")) {
            follow = 3;
        } else if (drv_is_context(plain.data) || drv_warning_count(plain.data) > 0) {
            follow = 0;
        } else if (follow-- <= 0) {
            stage = DRV_STAGE_ALL;
        }
        buf_free(&plain);
        at += n + (nl != NULL);
    }
    return stage;
}

static int drv_seen(const drv_argv *a, const char *line, size_t len)
{
    for (size_t i = 0; i < a->n; i++)
        if (strlen(a->v[i]) == len && memcmp(a->v[i], line, len) == 0)
            return 1;
    return 0;
}

static int drv_diag_remember(drv_argv *a, const char *line, size_t len)
{
    if (drv_seen(a, line, len))
        return 0;
    return drv_argv_own(a, strndup(line, len)) ? 0 : -1;
}

typedef enum { DRV_SHOW_ALL, DRV_SHOW_PROGRAM, DRV_SHOW_NO_PROGRAM } drv_show;

/* One pass of the filter over a source's or a command's stderr: the lines it keeps,
 * and what was said. */
typedef struct drv_diag_filter {
    drv_diag *d;
    drv_show show;
    int whole;            /* the final command: one run of the compiler, like plain's */
    const buf *later;     /* the text of the file after this one, NULL when none */
    buf *out;
    drv_argv said;        /* lines about the options that an earlier file showed */
    drv_argv said_now;    /* ... and this one, for the files after it */
    int counts;           /* clang's counts seen, and the sum of what they count */
    long warnings;
    char lead[16];        /* the escapes before a count ("\033[0m" in colour) */
} drv_diag_filter;

/* Whether the filter keeps a line of this kind, seen or not before. */
static int drv_keeps(const drv_diag_filter *r, drv_diag_kind kind, int seen, int seen_command)
{
    int program = kind == DRV_DIAG_PROGRAM || kind == DRV_DIAG_COMMAND;
    if (r->show == DRV_SHOW_PROGRAM ? !program : r->show == DRV_SHOW_NO_PROGRAM && program)
        return 0;
    if (kind == DRV_DIAG_COMMAND && seen_command)
        return 0;
    if (r->whole || kind == DRV_DIAG_CODE)
        return 1;
    return kind != DRV_DIAG_SUMMARY && !seen;
}

/* Whether text has the line line. */
static int drv_has_line(const buf *text, const char *line, size_t len)
{
    for (size_t at = 0; at < text->len;) {
        const char *l = text->data + at;
        const char *nl = memchr(l, '\n', text->len - at);
        size_t n = nl ? (size_t)(nl - l) : text->len - at;
        if (n == len && memcmp(l, line, len) == 0)
            return 1;
        at += n + (nl != NULL);
    }
    return 0;
}

static int drv_diag_filter_line(drv_diag_filter *r, const char *line, size_t len, size_t end)
{
    buf text = {0};
    if (drv_plain_text(line, len, &text) < 0) {
        buf_free(&text);
        return -1;
    }
    drv_diag_kind kind = drv_diag_kind_of(text.data);
    int seen = drv_seen(&r->said, line, len), rc = 0;
    int keep = drv_keeps(r, kind, seen, drv_seen(&r->d->command, line, len));
    if (kind == DRV_DIAG_PROGRAM && !r->whole && drv_is_late(text.data))
        keep = r->later ? !drv_has_line(r->later, line, len) : drv_keeps(r, kind, 0, 0);
    if (kind == DRV_DIAG_SUMMARY && !r->whole) {
        size_t lead = drv_escapes(line, len);
        r->counts = 1;
        r->warnings += drv_warning_count(text.data);
        if (lead < sizeof r->lead) {
            memcpy(r->lead, line, lead);
            r->lead[lead] = 0;
        }
    } else if (kind == DRV_DIAG_BARE && seen && !r->whole) {
        r->warnings -= strncmp(text.data, "warning: ", 9) == 0;  /* counted, not shown */
    }
    buf_free(&text);
    if (kind != DRV_DIAG_CODE && kind != DRV_DIAG_SUMMARY)
        rc = drv_diag_remember(&r->said_now, line, len);
    if (rc == 0 && kind == DRV_DIAG_COMMAND && keep)
        rc = drv_diag_remember(&r->d->command, line, len);
    if (rc == 0 && keep)
        rc = buf_add(r->out, line, end);
    return rc;
}

/* Adds the kept lines of text to r->out. */
static int drv_diag_filter_text(drv_diag_filter *r, const buf *text)
{
    int rc = 0;
    for (size_t at = 0; at < text->len && rc == 0;) {
        const char *line = text->data + at;
        const char *nl = memchr(line, '\n', text->len - at);
        size_t len = nl ? (size_t)(nl - line) : text->len - at;
        rc = drv_diag_filter_line(r, line, len, len + (nl != NULL));
        at += len + (nl != NULL);
    }
    for (size_t i = 0; rc == 0 && i < r->said_now.n; i++)
        rc = drv_diag_remember(&r->said, r->said_now.v[i], strlen(r->said_now.v[i]));
    drv_argv_free_all(&r->said_now);
    return rc;
}

static int drv_diag_filter_files(drv_diag *d, drv_show show, int whole, const char *first,
                                 const char *second, buf *out)
{
    drv_diag_filter r = {d, show, whole, NULL, out, {0}, {0}, 0, 0, ""};
    buf a = {0}, b = {0};
    int rc = 0;
    if (first)
        buf_read_file(&a, first);  /* a step that did not run left no file: no text */
    if (second)
        buf_read_file(&b, second);
    r.later = second ? &b : NULL;
    rc = drv_diag_filter_text(&r, &a);
    r.later = NULL;
    if (rc == 0)
        rc = drv_diag_filter_text(&r, &b);
    buf_free(&a);
    buf_free(&b);
    if (rc == 0 && show != DRV_SHOW_PROGRAM && r.counts && r.warnings > 0)
        rc = buf_printf(out, "%s%ld warning%s generated.\n", r.lead, r.warnings,
                        r.warnings == 1 ? "" : "s");
    drv_argv_free_all(&r.said);
    return rc;
}

static int drv_diag_show(drv_diag *d, int whole, const char *first, const char *second, int fd)
{
    buf out = {0};
    int rc = drv_diag_filter_files(d, d->hoist ? DRV_SHOW_NO_PROGRAM : DRV_SHOW_ALL, whole,
                                   first, second, &out);
    if (rc == 0)
        rc = drv_fd_write(fd, out.data, out.len);
    buf_free(&out);
    return rc;
}

int drv_diag_hoist(drv_diag *d, const char *pp_err, const char *cc_err)
{
    return drv_diag_filter_files(d, DRV_SHOW_PROGRAM, 0, pp_err, cc_err, &d->head);
}

int drv_diag_head(drv_diag *d, int fd)
{
    int rc = drv_fd_write(fd, d->head.data, d->head.len);
    buf_free(&d->head);
    return rc;
}

int drv_diag_source(drv_diag *d, const char *pp_err, const char *cc_err, int fd)
{
    return drv_diag_show(d, 0, pp_err, cc_err, fd);
}

int drv_diag_command(drv_diag *d, const char *err, int fd)
{
    return drv_diag_show(d, 1, err, NULL, fd);
}

void drv_diag_free(drv_diag *d)
{
    drv_argv_free_all(&d->command);
    buf_free(&d->head);
}

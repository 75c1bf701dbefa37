/* rtasm.c: the compiled converters made fit to share a translation unit's assembly (see
 * rtasm.h). Two passes over the lines: the first learns which symbols the text defines
 * and which it makes global, and checks its sections; the second copies the lines it
 * keeps with those symbols renamed, as C string literals. */
#include <string.h>

#include "rtasm.h"
#include "rtsplit.h"
#include "strtab.h"

/* A name starts with a letter, '_' or '.'; a '$' before it is AT&T's mark of an
 * immediate ($sym@GOTOFF), not part of it. */
static int rtasm_is_start(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.';
}

static int rtasm_is_char(char c)
{
    return rtasm_is_start(c) || (c >= '0' && c <= '9') || c == '$';
}

/* The name at s (of n bytes), 0 when none starts there. */
static size_t rtasm_name(const char *s, size_t n)
{
    size_t k = 0;
    if (n && rtasm_is_start(s[0]))
        for (k = 1; k < n && rtasm_is_char(s[k]); k++)
            ;
    return k;
}

/* Whether line[0, n), its blanks skipped, starts with the directive d followed by a
 * blank or its end; *rest is then what follows, blanks skipped. */
static int rtasm_directive(const char *line, size_t n, const char *d, const char **rest)
{
    size_t k = 0, dl = strlen(d);
    while (k < n && (line[k] == ' ' || line[k] == '\t'))
        k++;
    if (n - k < dl || memcmp(line + k, d, dl) || (n - k > dl && line[k + dl] != ' ' && line[k + dl] != '\t'))
        return 0;
    for (k += dl; k < n && (line[k] == ' ' || line[k] == '\t'); k++)
        ;
    *rest = line + k;
    return 1;
}

typedef enum rtasm_sec { RTASM_KEEP, RTASM_DROP, RTASM_UNKNOWN } rtasm_sec;

/* What a section of that name is to us: code and data are kept, the notes that describe
 * the file dropped (the translation unit makes its own), anything else unknown. */
static rtasm_sec rtasm_section(const char *name, size_t n)
{
    static const char *const keep[] = { ".text", ".rodata", ".data", ".bss" };
    static const char *const drop[] = { ".note.GNU-stack", ".note.gnu.property", ".comment",
                                        ".llvm_addrsig" };
    for (size_t i = 0; i < sizeof keep / sizeof *keep; i++)
        if (n >= strlen(keep[i]) && !memcmp(name, keep[i], strlen(keep[i])) &&
            (n == strlen(keep[i]) || name[strlen(keep[i])] == '.'))
            return RTASM_KEEP;
    for (size_t i = 0; i < sizeof drop / sizeof *drop; i++)
        if (n == strlen(drop[i]) && !memcmp(name, drop[i], n))
            return RTASM_DROP;
    return RTASM_UNKNOWN;
}

typedef struct rtasm_state {
    strtab defined;  /* the names the text defines */
    strtab globals;  /* the names it makes global or weak, defined or not */
} rtasm_state;

static int rtasm_note(strtab *t, const char *s, size_t n)
{
    int added;
    return strtab_get(t, s, n, &added) < 0 ? -1 : 0;
}

/* One line of the first pass: its section switch, the names it defines or makes
 * global. *sec is the section the line is in, updated by a switch. Returns 0, 1 for
 * what this cannot vouch for, -1 when memory runs out. */
static int rtasm_learn(rtasm_state *st, const char *line, size_t n, rtasm_sec *sec)
{
    static const char *const defs[] = { ".comm", ".lcomm", ".local", ".set", ".equ" };
    const char *rest;
    size_t k;
    if (rtasm_directive(line, n, ".section", &rest)) {
        const char *end = line + n;
        int quoted = rest < end && *rest == '"'; /* clang quotes some names */
        rest += quoted;
        for (k = 0; rest + k < end && rest[k] != (quoted ? '"' : ',') && (quoted || (rest[k] != ' ' && rest[k] != '\t')); k++)
            ;
        *sec = rtasm_section(rest, k);
        return *sec == RTASM_UNKNOWN;
    }
    if (rtasm_directive(line, n, ".text", &rest) || rtasm_directive(line, n, ".data", &rest) ||
        rtasm_directive(line, n, ".bss", &rest)) {
        *sec = RTASM_KEEP;
        return 0;
    }
    if (rtasm_directive(line, n, ".previous", &rest) || rtasm_directive(line, n, ".pushsection", &rest) ||
        rtasm_directive(line, n, ".popsection", &rest) || rtasm_directive(line, n, ".subsection", &rest))
        return 1;
    if (rtasm_directive(line, n, ".globl", &rest) || rtasm_directive(line, n, ".global", &rest) ||
        rtasm_directive(line, n, ".weak", &rest))
        return rtasm_note(&st->globals, rest, rtasm_name(rest, (size_t)(line + n - rest)));
    for (size_t i = 0; i < sizeof defs / sizeof *defs; i++)
        if (rtasm_directive(line, n, defs[i], &rest))
            return rtasm_note(&st->defined, rest, rtasm_name(rest, (size_t)(line + n - rest)));
    for (k = 0; k < n && (line[k] == ' ' || line[k] == '\t'); k++)
        ;
    size_t len = rtasm_name(line + k, n - k);
    if (len && k + len < n && line[k + len] == ':')
        return rtasm_note(&st->defined, line + k, len);
    return 0;
}

/* Whether the line describes the file, not code: dropped wherever it stands. */
static int rtasm_file_line(const char *line, size_t n)
{
    static const char *const drop[] = { ".file", ".ident", ".addrsig", ".addrsig_sym" };
    const char *rest;
    for (size_t i = 0; i < sizeof drop / sizeof *drop; i++)
        if (rtasm_directive(line, n, drop[i], &rest))
            return 1;
    return 0;
}

/* Whether name[0, n) is a weak table's: defined and made global under a runtime name
 * (the converters' own symbols are local). */
static int rtasm_is_table(const rtasm_state *st, const char *name, size_t n)
{
    return n > 9 && !memcmp(name, "__qrintf_", 9) && strtab_find(&st->defined, name, n) >= 0 &&
           strtab_find(&st->globals, name, n) >= 0;
}

/* The name s[0, n) as the output spells it: a converter's and a weak table's as it is
 * (a table is one per program, by its name), any other the text defines renamed. */
static int rtasm_put_name(buf *out, const rtasm_state *st, const char *s, size_t n,
                          const buf *entries, size_t count)
{
    if (strtab_find(&st->defined, s, n) < 0 || rtsplit_listed(entries, count, s, n) || rtasm_is_table(st, s, n))
        return buf_add(out, s, n);
    if (n > 2 && s[0] == '.' && s[1] == 'L')
        return buf_adds(out, ".Lqr_") < 0 ? -1 : buf_add(out, s + 2, n - 2);
    return buf_adds(out, "__qrintf_rt.") < 0 ? -1 : buf_add(out, s, n);
}

/* One kept line, renamed, as a C string literal line. */
static int rtasm_put_line(buf *out, const rtasm_state *st, const char *line, size_t n,
                          const buf *entries, size_t count)
{
    buf text = { NULL, 0, 0 };
    int r = 0;
    for (size_t k = 0; k < n && !r;) {
        size_t len = rtasm_name(line + k, n - k);
        if (len) {
            r = rtasm_put_name(&text, st, line + k, len, entries, count);
            k += len;
        } else if (line[k] >= '0' && line[k] <= '9') {
            for (len = 1; k + len < n && rtasm_is_char(line[k + len]); len++)
                ;  /* a number, or a numeric label's reference (1b): never a name */
            r = buf_add(&text, line + k, len);
            k += len;
        } else if (line[k] == '"') {
            for (len = 1; k + len < n && line[k + len] != '"'; len++)
                if (line[k + len] == '\\' && k + len + 1 < n)
                    len++;
            len += k + len < n;
            r = buf_add(&text, line + k, len);
            k += len;
        } else {
            r = buf_addc(&text, line[k++]);
        }
    }
    if (!r)
        r = buf_addc(out, '"');
    for (size_t k = 0; k < text.len && !r; k++) {
        char c = text.data[k];
        r = c == '\\' || c == '"' || c == '?' ? buf_addc(out, '\\') : 0;
        if (!r)
            r = buf_addc(out, c);
    }
    if (!r)
        r = buf_adds(out, "\\n\"\n");
    buf_free(&text);
    return r;
}

static void rtasm_free(rtasm_state *st)
{
    strtab_free(&st->defined);
    strtab_free(&st->globals);
}

/* A weak table's own read-only section (the converters are compiled with -fdata-sections:
 * .section .rodata.NAME,...) as a COMDAT group of the table's name, written to out: the
 * linker then keeps one copy of the table in a program, where with the section alone
 * every object's copy stayed (the name resolved to one, the bytes of the others unused).
 * Returns 1 when the line is not such a switch, out unchanged. */
static int rtasm_put_group(buf *out, const rtasm_state *st, const char *line, size_t n,
                           const buf *entries, size_t count)
{
    static const char ro[] = ".rodata.";
    const char *rest;
    if (!rtasm_directive(line, n, ".section", &rest) || (size_t)(line + n - rest) < sizeof ro ||
        memcmp(rest, ro, sizeof ro - 1))
        return 1;
    const char *name = rest + sizeof ro - 1;
    size_t len = rtasm_name(name, (size_t)(line + n - name));
    if (!rtasm_is_table(st, name, len) || (name + len < line + n && name[len] != ','))
        return 1;
    buf text = { NULL, 0, 0 };
    int r = buf_adds(&text, "\t.section\t.rodata.");
    r = r ? r : buf_add(&text, name, len);
    r = r ? r : buf_adds(&text, ",\"aG\",%progbits,");
    r = r ? r : buf_add(&text, name, len);
    r = r ? r : buf_adds(&text, ",comdat");
    r = r ? r : rtasm_put_line(out, st, text.data, text.len, entries, count);
    buf_free(&text);
    return r;
}

/* Whether the line switches sections. */
static int rtasm_switch(const char *line, size_t n)
{
    const char *rest;
    return rtasm_directive(line, n, ".section", &rest) || rtasm_directive(line, n, ".text", &rest) ||
           rtasm_directive(line, n, ".data", &rest) || rtasm_directive(line, n, ".bss", &rest);
}

/* The check after the renaming, by plain search rather than by the renaming's own
 * reading of names (a '$' before one counts as a boundary here): every runtime name left
 * in text[0, n) is a converter the file calls or one the text defines under its own name
 * (a weak table); anything else would be a reference the assembler leaves for the
 * linker to fail on. */
static int rtasm_names_resolved(const rtasm_state *st, const char *text, size_t n,
                                const buf *entries, size_t count)
{
    static const char rt[] = "__qrintf_", renamed[] = "__qrintf_rt.";
    for (size_t k = 0; k + sizeof rt - 1 <= n; k++) {
        if (memcmp(text + k, rt, sizeof rt - 1) || (k && text[k - 1] != '$' && rtasm_is_char(text[k - 1])))
            continue;  /* not a runtime name, or inside a longer one (.text.__qrintf_udec32) */
        size_t len = sizeof rt - 1;
        while (k + len < n && rtasm_is_char(text[k + len]))
            len++;
        if (!(n - k >= sizeof renamed - 1 && !memcmp(text + k, renamed, sizeof renamed - 1)) &&
            !rtsplit_listed(entries, count, text + k, len) && !rtasm_is_table(st, text + k, len))
            return 0;
        k += len - 1;
    }
    return 1;
}

int rtasm_fit(buf *out, const char *asm_text, size_t len, const buf *entries, size_t count)
{
    rtasm_state st;
    rtasm_sec sec = RTASM_KEEP;
    size_t mark = out->len, at, n;
    int r = 0;
    memset(&st, 0, sizeof st);
    for (at = 0; at < len && !r; at += n + 1) {
        const char *nl = memchr(asm_text + at, '\n', len - at);
        n = nl ? (size_t)(nl - asm_text) - at : len - at;
        r = rtasm_learn(&st, asm_text + at, n, &sec);
    }
    const char *e = entries->data;
    for (size_t i = 0; i < count && !r; i++, e += strlen(e) + 1) /* each defined, and local */
        r = strtab_find(&st.defined, e, strlen(e)) < 0 || strtab_find(&st.globals, e, strlen(e)) >= 0;
    if (!r)
        r = buf_adds(out, "\".pushsection .text\\n\"\n");
    sec = RTASM_KEEP;
    for (at = 0; at < len && !r; at += n + 1) {
        const char *nl = memchr(asm_text + at, '\n', len - at), *line = asm_text + at;
        n = nl ? (size_t)(nl - asm_text) - at : len - at;
        if (rtasm_switch(line, n))
            r = rtasm_learn(&st, line, n, &sec);
        if (!r && sec == RTASM_KEEP && !rtasm_file_line(line, n) &&
            (r = rtasm_put_group(out, &st, line, n, entries, count)) == 1)
            r = rtasm_put_line(out, &st, line, n, entries, count);
    }
    if (!r)
        r = buf_adds(out, "\".popsection\\n\"\n");
    if (!r && !rtasm_names_resolved(&st, out->data + mark, out->len - mark, entries, count))
        r = 1;
    rtasm_free(&st);
    if (r)
        out->len = mark;
    return r;
}

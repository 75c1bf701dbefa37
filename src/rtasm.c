/* rtasm.c: the compiled converters made fit to share a translation unit's assembly (see
 * rtasm.h). Two passes over the lines: the first learns which symbols the text defines
 * and which it makes global, and checks its sections; then each function's group is
 * planned and named (rtasm_plan); the second pass copies the lines it keeps with those
 * symbols renamed, as C string literals. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
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

/* A section switch at line[0, n): the section's name (clang quotes some names; .text,
 * .data and .bss are their own names) and its flags' string, when given ("ax" without the
 * quotes; *flags NULL when none); *plain says whether the switch is .section NAME,
 * .section NAME,"FLAGS" or .section NAME,"FLAGS",@progbits (or %progbits), the forms a
 * group's switch can be made of. Returns 0 when the line is no switch. */
static int rtasm_switch_to(const char *line, size_t n, const char **name, size_t *len,
                           const char **flags, size_t *flen, int *plain)
{
    static const char *const bare[] = { ".text", ".data", ".bss" };
    const char *rest, *end = line + n;
    size_t k;
    *flags = NULL;
    *flen = 0;
    *plain = 0;
    for (size_t i = 0; i < sizeof bare / sizeof *bare; i++)
        if (rtasm_directive(line, n, bare[i], &rest)) {
            *name = bare[i];
            *len = strlen(bare[i]);
            return 1;
        }
    if (!rtasm_directive(line, n, ".section", &rest))
        return 0;
    int quoted = rest < end && *rest == '"';
    rest += quoted;
    for (k = 0; rest + k < end && rest[k] != (quoted ? '"' : ',') && (quoted || (rest[k] != ' ' && rest[k] != '\t')); k++)
        ;
    *name = rest;
    *len = k;
    rest += k + quoted;
    if (rest == end) {
        *plain = 1;
        return 1;
    }
    if (end - rest < 3 || rest[0] != ',' || rest[1] != '"')
        return 1;
    *flags = rest + 2;
    const char *q = memchr(*flags, '"', (size_t)(end - *flags));
    if (!q)
        return 1;
    *flen = (size_t)(q - *flags);
    *plain = end - q == 1 || (end - q == 11 && q[1] == ',' && (q[2] == '@' || q[2] == '%') && !memcmp(q + 3, "progbits", 8));
    return 1;
}

/* Whether the line switches sections. */
static int rtasm_switch(const char *line, size_t n)
{
    const char *name, *flags;
    size_t len, flen;
    int plain;
    return rtasm_switch_to(line, n, &name, &len, &flags, &flen, &plain);
}

/* rtasm_hash (rtasm.h). */
void rtasm_hash_init(rtasm_hash *k)
{
    k->h[0] = 14695981039346656037u;
    k->h[1] = 0x84222325cbf29ce4u;
}

void rtasm_hash_mix(rtasm_hash *k, const void *p, size_t n)
{
    const unsigned char *s = p;
    for (size_t i = 0; i < n; i++) {
        k->h[0] = (k->h[0] ^ s[i]) * 1099511628211u;
        k->h[1] = (k->h[1] ^ s[i]) * 1099511628211u;
    }
}

typedef struct rtasm_line {
    size_t at, n;  /* the line, in the text */
    long sec;      /* the section it is in (a switch: the one it enters), by number in
                      rtasm_plan.secs; -1 before any */
} rtasm_line;

typedef struct rtasm_secinfo {
    long owner;        /* the function whose group it joins, -1 for none */
    int foreign;       /* it is in a group already (its flags have G: gcc's PIC thunks) */
    int plain;         /* every switch to it has a form rtasm_switch_to calls plain */
    const char *flags; /* its flags, as its first switch that has some gives them */
    size_t flen;
    int text;          /* a .text section (code) */
    const char *name;  /* its name */
    size_t len;
} rtasm_secinfo;

typedef struct rtasm_fninfo {
    const char *name;  /* its name, in the text */
    size_t len;
    int state;         /* 0 not named yet, 1 being named (its callees first), 2 named */
    size_t gn;         /* its group's name, at gnames.data + gn */
} rtasm_fninfo;

/* The plan of one COMDAT group per function of the converters (compiled with
 * -ffunction-sections), each named after a hash of what it does. */
typedef struct rtasm_plan {
    rtasm_line *lines;
    size_t nlines;
    strtab secs;           /* the sections' names, numbered as met */
    rtasm_secinfo *sec;    /* per section */
    strtab fns;            /* the functions, numbered as met */
    rtasm_fninfo *fn;      /* per function */
    long *def;             /* per name of rtasm_state.defined: the line that defines it */
    strtab typed;          /* the names typed as functions */
    strtab locals;         /* scratch: the local labels of the function being hashed */
    strtab gnamed;         /* the groups' names */
    buf gnames;            /* the groups' names, each NUL-terminated */
    int grouped;           /* the plan holds and is followed */
} rtasm_plan;

typedef struct rtasm_state {
    strtab defined;  /* the names the text defines */
    strtab globals;  /* the names it makes global or weak, defined or not */
    rtasm_plan plan;
    const char *label, *other;  /* what the text's own local labels and other names
                                   become: .Lqr_ and __qrintf_rt., or in a text after the
                                   converters' (rtasm_fit's known), .Lqf_ and __qrintf_fn. */
    strtab known;    /* the runtime names rtasm_fit's known holds */
} rtasm_state;

static int rtasm_note(strtab *t, const char *s, size_t n)
{
    int added;
    return strtab_get(t, s, n, &added) < 0 ? -1 : 0;
}

/* Whether line[0, n) gives a name a value (NAME = EXPR, as ARM's section anchors are
 * made: .LANCHOR0 = . + 0): a definition, renamed as any other, but one whose data the
 * plan's hash cannot follow. */
static int rtasm_assigns(const char *line, size_t n)
{
    size_t k, len;
    for (k = 0; k < n && (line[k] == ' ' || line[k] == '\t'); k++)
        ;
    len = rtasm_name(line + k, n - k);
    for (k += len; len && k < n && (line[k] == ' ' || line[k] == '\t'); k++)
        ;
    return len && k < n && line[k] == '=' && (k + 1 == n || line[k + 1] != '=');
}

/* One line of the first pass: its section switch, the names it defines or makes
 * global. *sec is the section the line is in, updated by a switch. Returns 0, 1 for
 * what this cannot vouch for, -1 when memory runs out. */
static int rtasm_learn(rtasm_state *st, const char *line, size_t n, rtasm_sec *sec)
{
    static const char *const defs[] = { ".comm", ".lcomm", ".local", ".set", ".equ" };
    const char *rest, *name, *flags;
    size_t k, len, flen;
    int plain;
    if (rtasm_switch_to(line, n, &name, &len, &flags, &flen, &plain)) {
        *sec = rtasm_section(name, len);
        return *sec == RTASM_UNKNOWN;
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
    len = rtasm_name(line + k, n - k);
    if (len && ((k + len < n && line[k + len] == ':') || rtasm_assigns(line, n)))
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

/* The name of function f's group. */
static const char *rtasm_group_name(const rtasm_plan *p, long f)
{
    return p->gnames.data + p->fn[f].gn;
}

/* The function s[0, n) is, by number, when the plan is followed; -1 for none. */
static long rtasm_function(const rtasm_state *st, const char *s, size_t n)
{
    return st->plan.grouped ? strtab_find(&st->plan.fns, s, n) : -1;
}

/* The name s[0, n) as the output spells it: a function's of a group as its group's (a
 * function is one per program, by its group), a converter's and a weak table's as it is
 * (a table is one per program, by its name), any other the text defines renamed. */
static int rtasm_put_name(buf *out, const rtasm_state *st, const char *s, size_t n,
                          const buf *entries, size_t count)
{
    long f = rtasm_function(st, s, n);
    if (f >= 0)
        return buf_adds(out, rtasm_group_name(&st->plan, f));
    if (strtab_find(&st->defined, s, n) < 0 || rtsplit_listed(entries, count, s, n) || rtasm_is_table(st, s, n))
        return buf_add(out, s, n);
    if (n > 2 && s[0] == '.' && s[1] == 'L')
        return buf_adds(out, st->label) < 0 ? -1 : buf_add(out, s + 2, n - 2);
    return buf_adds(out, st->other) < 0 ? -1 : buf_add(out, s, n);
}

/* The token at line + k (k < n): *len bytes; returns 1 for a name, 0 for anything else
 * (a number or a numeric label's reference such as 1b, never a name; a string literal;
 * one other byte). */
static int rtasm_token(const char *line, size_t n, size_t k, size_t *len)
{
    size_t l = rtasm_name(line + k, n - k);
    if (l) {
        *len = l;
        return 1;
    }
    if (line[k] >= '0' && line[k] <= '9') {
        for (l = 1; k + l < n && rtasm_is_char(line[k + l]); l++)
            ;
    } else if (line[k] == '"') {
        for (l = 1; k + l < n && line[k + l] != '"'; l++)
            if (line[k + l] == '\\' && k + l + 1 < n)
                l++;
        l += k + l < n;
    } else {
        l = 1;
    }
    *len = l;
    return 0;
}

/* Text as a C string literal line. */
static int rtasm_put_literal(buf *out, const char *text, size_t n)
{
    int r = buf_addc(out, '"');
    for (size_t k = 0; k < n && !r; k++) {
        char c = text[k];
        r = c == '\\' || c == '"' || c == '?' ? buf_addc(out, '\\') : 0;
        if (!r)
            r = buf_addc(out, c);
    }
    return r ? r : buf_adds(out, "\\n\"\n");
}

/* One kept line, renamed, as a C string literal line. */
static int rtasm_put_line(buf *out, const rtasm_state *st, const char *line, size_t n,
                          const buf *entries, size_t count)
{
    buf text = { NULL, 0, 0 };
    int r = 0;
    for (size_t k = 0, len; k < n && !r; k += len)
        r = rtasm_token(line, n, k, &len) ? rtasm_put_name(&text, st, line + k, len, entries, count)
                                          : buf_add(&text, line + k, len);
    if (!r)
        r = rtasm_put_literal(out, text.data, text.len);
    buf_free(&text);
    return r;
}

/* Where the label defined at the start of line[0, n) is (*k, *len), if one is. */
static int rtasm_label(const char *line, size_t n, size_t *k, size_t *len)
{
    for (*k = 0; *k < n && (line[*k] == ' ' || line[*k] == '\t'); ++*k)
        ;
    *len = rtasm_name(line + *k, n - *k);
    return *len && *k + *len < n && line[*k + *len] == ':';
}

/* The name that line[0, n) types as a function (.type NAME, @function or %function, a
 * comment after it as clang writes one), if it does. */
static int rtasm_typed_function(const char *line, size_t n, const char **name, size_t *len)
{
    const char *rest, *end = line + n;
    if (!rtasm_directive(line, n, ".type", &rest))
        return 0;
    *name = rest;
    *len = rtasm_name(rest, (size_t)(end - rest));
    for (rest += *len; rest < end && (*rest == ',' || *rest == ' ' || *rest == '\t'); rest++)
        ;
    return *len && end - rest >= 9 && (*rest == '@' || *rest == '%') && !memcmp(rest + 1, "function", 8) &&
           (end - rest == 9 || rest[9] == ' ' || rest[9] == '\t');
}

/* Splits the text into lines and learns the sections, the names typed as functions and
 * the line that defines each name. Returns 0, or -1 when memory runs out. */
static int rtasm_plan_lines(rtasm_state *st, const char *text, size_t len)
{
    static const char *const defs[] = { ".comm", ".lcomm", ".set", ".equ" };
    rtasm_plan *p = &st->plan;
    size_t cap = 0, seccap = 0, ndef = strtab_count(&st->defined);
    long sec = -1;
    int added;
    p->def = malloc((ndef ? ndef : 1) * sizeof *p->def);
    if (!p->def)
        return -1;
    for (size_t i = 0; i < ndef; i++)
        p->def[i] = -1;
    for (size_t at = 0, n; at < len; at += n + 1) {
        const char *line = text + at, *nl = memchr(line, '\n', len - at), *name, *flags, *rest;
        size_t nlen, flen, k;
        int plain;
        n = nl ? (size_t)(nl - line) : len - at;
        if (p->nlines == cap) {
            rtasm_line *more = buf_grow(p->lines, &cap, p->nlines + 1, sizeof *more);
            if (!more)
                return -1;
            p->lines = more;
        }
        if (rtasm_switch_to(line, n, &name, &nlen, &flags, &flen, &plain)) {
            sec = strtab_get(&p->secs, name, nlen, &added);
            if (sec < 0)
                return -1;
            if (added) {
                if ((size_t)sec == seccap) {
                    rtasm_secinfo *more = buf_grow(p->sec, &seccap, (size_t)sec + 1, sizeof *more);
                    if (!more)
                        return -1;
                    p->sec = more;
                }
                p->sec[sec] = (rtasm_secinfo){ -1, 0, 1, NULL, 0, nlen >= 5 && !memcmp(name, ".text", 5), name, nlen };
            }
            rtasm_secinfo *si = &p->sec[sec];
            if (flags && !si->flags) {
                si->flags = flags;
                si->flen = flen;
            }
            si->foreign |= flags && memchr(flags, 'G', flen) != NULL;
            si->plain &= plain;
        }
        p->lines[p->nlines++] = (rtasm_line){ at, n, sec };
        if (rtasm_typed_function(line, n, &name, &nlen) && strtab_get(&p->typed, name, nlen, &added) < 0)
            return -1;
        long d = -1;
        if (rtasm_label(line, n, &k, &nlen))
            d = strtab_find(&st->defined, line + k, nlen);
        for (size_t i = 0; i < sizeof defs / sizeof *defs && d < 0; i++)
            if (rtasm_directive(line, n, defs[i], &rest))
                d = strtab_find(&st->defined, rest, rtasm_name(rest, (size_t)(line + n - rest)));
        if (d >= 0 && p->def[d] < 0)
            p->def[d] = (long)p->nlines - 1;
    }
    return 0;
}

/* The section the name s[0, n) is defined in, -1 when the text defines it nowhere. */
static long rtasm_home(const rtasm_state *st, const char *s, size_t n)
{
    long d = strtab_find(&st->defined, s, n);
    return d < 0 || st->plan.def[d] < 0 ? -1 : st->plan.lines[st->plan.def[d]].sec;
}

/* The length of the prefix of a section's name, name[0, n), that makes it a part of a
 * function's group, the function's name following: .text.F, its cold and hot parts
 * (.text.unlikely.F ...), its read-only data (.rodata.F: jump tables, s390x's literal
 * pools); 0 for none. text says that the part must be code. */
static size_t rtasm_part(const char *name, size_t n, int text)
{
    static const char *const parts[] = { ".text.unlikely.", ".text.hot.", ".text.startup.", ".text.",
                                         ".rodata." };
    for (size_t i = 0; i < sizeof parts / sizeof *parts - (size_t)text; i++)
        if (n > strlen(parts[i]) && !memcmp(name, parts[i], strlen(parts[i])))
            return strlen(parts[i]);
    return 0;
}

/* Gives each section its function: a part (rtasm_part) joins the group of F, a name typed
 * as a function and defined in a code part of its own name (.text.F, or .text.unlikely.F
 * for a function the compiler deems cold). Returns 0, 1 when the text does not lend
 * itself to groups (a group's section switched to in another form), -1 when memory runs
 * out. */
static int rtasm_plan_owners(rtasm_state *st)
{
    rtasm_plan *p = &st->plan;
    size_t cap = 0;
    int added;
    for (long s = 0; s < (long)strtab_count(&p->secs); s++) {
        rtasm_secinfo *si = &p->sec[s];
        size_t pl = si->foreign ? 0 : rtasm_part(si->name, si->len, 0);
        if (pl && strtab_find(&p->typed, si->name + pl, si->len - pl) >= 0) {
            long home = rtasm_home(st, si->name + pl, si->len - pl);
            const rtasm_secinfo *hi = home >= 0 ? &p->sec[home] : NULL;
            size_t hl = hi ? rtasm_part(hi->name, hi->len, 1) : 0;
            if (!hl || hi->len - hl != si->len - pl || memcmp(hi->name + hl, si->name + pl, si->len - pl))
                continue;
            si->owner = strtab_get(&p->fns, si->name + pl, si->len - pl, &added);
            if (si->owner < 0)
                return -1;
            if (added) {
                if ((size_t)si->owner == cap) {
                    rtasm_fninfo *more = buf_grow(p->fn, &cap, (size_t)si->owner + 1, sizeof *more);
                    if (!more)
                        return -1;
                    p->fn = more;
                }
                p->fn[si->owner] = (rtasm_fninfo){ si->name + pl, si->len - pl, 0, 0 };
            }
        }
        if (si->owner >= 0 && (!si->plain || !si->flags))
            return 1;
    }
    return 0;
}

/* Whether s[0, n) may be named from outside the group its definition is in: a group's
 * function may (its name is global); a label of a group's code or data may not, being
 * local to a copy the linker may drop. */
static int rtasm_reachable(const rtasm_state *st, const char *s, size_t n)
{
    long home = rtasm_home(st, s, n);
    return home < 0 || st->plan.sec[home].owner < 0 || strtab_find(&st->plan.fns, s, n) >= 0;
}

/* Checks the text outside the groups: no code there (every function has its group, or a
 * group of its own as gcc's PIC thunks have), and nothing there names a group's label;
 * and no name given a value anywhere, whose references the hash could not follow.
 * Returns 0, or 1 when the plan cannot hold. */
static int rtasm_plan_check(const rtasm_state *st, const char *text)
{
    const rtasm_plan *p = &st->plan;
    for (size_t i = 0; i < p->nlines; i++) {
        const rtasm_line *l = &p->lines[i];
        const rtasm_secinfo *si = l->sec >= 0 ? &p->sec[l->sec] : NULL;
        const char *line = text + l->at, *name;
        size_t k, len;
        if (rtasm_assigns(line, l->n))
            return 1;
        if (si && si->owner >= 0)
            continue;
        if (rtasm_typed_function(line, l->n, &name, &len)) {
            long home = rtasm_home(st, name, len);
            if (home >= 0 && p->sec[home].owner < 0 && !p->sec[home].foreign)
                return 1;
        }
        if ((!si || (si->text && !si->foreign)) && rtasm_label(line, l->n, &k, &len))
            return 1;
        for (k = 0; k < l->n; k += len)
            if (rtasm_token(line, l->n, k, &len) && !rtasm_reachable(st, line + k, len))
                return 1;
    }
    return 0;
}

/* Whether the section may be written: data a group could not share with another
 * object's copy of it. */
static int rtasm_writable(const rtasm_secinfo *si)
{
    static const char *const kinds[] = { ".data", ".bss", ".tdata", ".tbss" };
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (si->len >= strlen(kinds[i]) && !memcmp(si->name, kinds[i], strlen(kinds[i])))
            return 1;
    return si->flags && memchr(si->flags, 'w', si->flen) != NULL;
}

/* Whether the line gives a symbol's binding or visibility (.globl, .weak, .hidden ...),
 * which says nothing of what code does (gcc declares the helpers it calls, __udivdi3, at
 * the file's start; the compilers give a table's where the section before it ends). */
static int rtasm_binding(const char *line, size_t n)
{
    static const char *const kinds[] = { ".globl", ".global", ".weak", ".hidden", ".protected", ".internal",
                                         ".local" };
    const char *rest;
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (rtasm_directive(line, n, kinds[i], &rest))
            return 1;
    return 0;
}

/* Mixes into k what the read-only data defined at line d holds: its lines to the next
 * section switch (which covers it, and perhaps more), without its labels' names, the
 * .type and .size lines, the bindings (rtasm_binding: a table's, when the table comes
 * next) and the lines that describe the file (.ident, when the data comes last), which
 * vary from compile to compile and change no byte. Returns 0, or 1 when the data names a
 * label (a pointer, whose target would need its hash). */
static int rtasm_plan_data(const rtasm_state *st, const char *text, size_t d, rtasm_hash *k)
{
    const rtasm_plan *p = &st->plan;
    for (size_t i = d; i < p->nlines; i++) {
        const char *line = text + p->lines[i].at, *rest;
        size_t n = p->lines[i].n, at, len;
        if (i > d && rtasm_switch(line, n))
            break;
        if (rtasm_directive(line, n, ".type", &rest) || rtasm_directive(line, n, ".size", &rest) ||
            rtasm_binding(line, n) || rtasm_file_line(line, n))
            continue;
        int label = rtasm_label(line, n, &at, &len);
        for (size_t j = 0, tl; j < n; j += tl) {
            int name = rtasm_token(line, n, j, &tl);
            if (name && strtab_find(&st->defined, line + j, tl) >= 0 && !rtasm_is_table(st, line + j, tl)) {
                if (!label || j != at)
                    return 1;
            } else {
                rtasm_hash_mix(k, line + j, tl);
            }
        }
        rtasm_hash_mix(k, "\n", 1);
    }
    return 0;
}

/* Mixes into k the name s[0, n) as function f's code names it: itself as itself; another
 * function as its group's name; a name the text does not define (an instruction, a
 * register, a symbol of the program's), a weak table (named by its content) and a thunk
 * in a group of its own as they are; a label of f's own by its place among them; the
 * read-only data it reads by what that holds. Returns 0, 1 when it names what the plan
 * cannot vouch for (another group's label, data that may be written), -1. */
static int rtasm_plan_mix_name(rtasm_state *st, const char *text, long f, const char *s, size_t n,
                               rtasm_hash *k)
{
    rtasm_plan *p = &st->plan;
    long g = strtab_find(&p->fns, s, n), home = rtasm_home(st, s, n);
    int added;
    if (g == f) {
        rtasm_hash_mix(k, "\1", 1);
    } else if (g >= 0) {
        rtasm_hash_mix(k, rtasm_group_name(p, g), strlen(rtasm_group_name(p, g)) + 1);
    } else if (strtab_find(&st->defined, s, n) < 0 || rtasm_is_table(st, s, n) ||
               (home >= 0 && p->sec[home].foreign)) {
        rtasm_hash_mix(k, s, n);
    } else if (home >= 0 && p->sec[home].owner == f) {
        char place[24];
        long o = strtab_get(&p->locals, s, n, &added);
        if (o < 0)
            return -1;
        rtasm_hash_mix(k, place, (size_t)sprintf(place, "\2%ld", o));
    } else if (home < 0 || p->sec[home].owner >= 0 || p->sec[home].text || rtasm_writable(&p->sec[home])) {
        return 1;
    } else {
        rtasm_hash_mix(k, "\3", 1);
        return rtasm_plan_data(st, text, (size_t)p->def[strtab_find(&st->defined, s, n)], k);
    }
    return 0;
}

/* Whether a line of function f's group says nothing of what it does: a binding, a line
 * that describes the file (.ident, when f comes last), a .type or .size of a name not f's
 * own (a table's, given at the end of the section before it). */
static int rtasm_hashless(const rtasm_state *st, long f, const char *line, size_t n)
{
    const char *rest;
    if (rtasm_binding(line, n) || rtasm_file_line(line, n))
        return 1;
    if (!rtasm_directive(line, n, ".type", &rest) && !rtasm_directive(line, n, ".size", &rest))
        return 0;
    long home = rtasm_home(st, rest, rtasm_name(rest, (size_t)(line + n - rest)));
    return home < 0 || st->plan.sec[home].owner != f;
}

/* Whether line i is in function f's group. */
static int rtasm_in_group(const rtasm_plan *p, size_t i, long f)
{
    return p->lines[i].sec >= 0 && p->sec[p->lines[i].sec].owner == f;
}

/* Names function f's group: the functions it calls first, then f as F.HASH, the hash of
 * its lines as they name things (rtasm_plan_mix_name), after the text's prelude. Two
 * objects' groups of one name then hold the same code, calling the same functions and
 * reading the same data, and the linker may keep either. Returns 0, 1 when the plan
 * cannot hold (functions that call each other, a name it cannot vouch for), -1. */
static int rtasm_plan_name(rtasm_state *st, const char *text, long f, const rtasm_hash *prelude)
{
    rtasm_plan *p = &st->plan;
    rtasm_hash k = *prelude;
    int r = 0;
    if (p->fn[f].state)
        return p->fn[f].state == 1;
    p->fn[f].state = 1;
    for (size_t i = 0; i < p->nlines && !r; i++) {
        const char *line = text + p->lines[i].at;
        if (!rtasm_in_group(p, i, f))
            continue;
        for (size_t j = 0, len; j < p->lines[i].n && !r; j += len) {
            long g = rtasm_token(line, p->lines[i].n, j, &len) ? strtab_find(&p->fns, line + j, len) : -1;
            if (g >= 0 && g != f)
                r = rtasm_plan_name(st, text, g, prelude);
        }
    }
    strtab_free(&p->locals);
    memset(&p->locals, 0, sizeof p->locals);
    for (size_t i = 0; i < p->nlines && !r; i++) {
        const char *line = text + p->lines[i].at;
        if (!rtasm_in_group(p, i, f) || rtasm_hashless(st, f, line, p->lines[i].n))
            continue;
        for (size_t j = 0, len; j < p->lines[i].n && !r; j += len)
            if (rtasm_token(line, p->lines[i].n, j, &len))
                r = rtasm_plan_mix_name(st, text, f, line + j, len, &k);
            else
                rtasm_hash_mix(&k, line + j, len);
        rtasm_hash_mix(&k, "\n", 1);
    }
    if (r)
        return r;
    p->fn[f].gn = p->gnames.len;
    int added;
    if (buf_add(&p->gnames, p->fn[f].name, p->fn[f].len) < 0 ||
        buf_printf(&p->gnames, ".%016llx%016llx", (unsigned long long)k.h[0], (unsigned long long)k.h[1]) < 0 ||
        buf_addc(&p->gnames, 0) < 0 ||
        strtab_get(&p->gnamed, rtasm_group_name(p, f), strlen(rtasm_group_name(p, f)), &added) < 0)
        return -1;
    p->fn[f].state = 2;
    return 0;
}

/* Plans a COMDAT group for each function of the text (rtasm_plan), the entries among
 * them. Returns 0, 1 when the text does not lend itself to groups, -1. */
static int rtasm_plan_make(rtasm_state *st, const char *text, size_t len, const buf *entries, size_t count)
{
    rtasm_plan *p = &st->plan;
    rtasm_hash prelude;
    int r = rtasm_plan_lines(st, text, len);
    if (!r)
        r = rtasm_plan_owners(st);
    if (!r)
        r = !strtab_count(&p->fns) || rtasm_plan_check(st, text);
    const char *e = entries->data;
    for (size_t i = 0; i < count && !r; i++, e += strlen(e) + 1)
        r = strtab_find(&p->fns, e, strlen(e)) < 0;
    rtasm_hash_init(&prelude); /* what stands outside the sections' code and data: .arch, .syntax */
    for (size_t i = 0; i < p->nlines && !r; i++) {
        const rtasm_line *l = &p->lines[i];
        if ((l->sec < 0 || (p->sec[l->sec].text && p->sec[l->sec].owner < 0 && !p->sec[l->sec].foreign)) &&
            !rtasm_file_line(text + l->at, l->n) && !rtasm_binding(text + l->at, l->n)) {
            rtasm_hash_mix(&prelude, text + l->at, l->n);
            rtasm_hash_mix(&prelude, "\n", 1);
        }
    }
    for (long f = 0; f < (long)strtab_count(&p->fns) && !r; f++)
        r = rtasm_plan_name(st, text, f, &prelude);
    p->grouped = !r;
    return r;
}

/* The COMDAT group a section goes into, *len bytes at the result; NULL for none: a
 * function's part, that function's group, when the plan is followed; a weak table's own
 * section (.rodata.NAME, as -fdata-sections makes it), a group of the table's name, so
 * that the linker keeps one copy of the table in a program, where with the section alone
 * every object's copy stayed (the name resolved to one, the bytes of the others unused). */
static const char *rtasm_sec_group(const rtasm_state *st, const rtasm_secinfo *si, size_t *len)
{
    static const char ro[] = ".rodata.";
    if (st->plan.grouped && si->owner >= 0) {
        const char *gn = rtasm_group_name(&st->plan, si->owner);
        *len = strlen(gn);
        return gn;
    }
    *len = si->len - (sizeof ro - 1);
    return si->len > sizeof ro - 1 && !memcmp(si->name, ro, sizeof ro - 1) && si->flags && si->plain &&
                   rtasm_is_table(st, si->name + sizeof ro - 1, *len)
               ? si->name + sizeof ro - 1
               : NULL;
}

/* A line the groups change, written to out: a switch to a group's section, with its
 * flags, G and the group's name; a function's label, after the directives that make its
 * group's name weak and hidden (weak, as a C++ inline function's: where a partial link
 * dissolves the groups, ld -r --force-group-allocation, the copies do not clash).
 * Returns 1 when the line is neither, out unchanged. */
static int rtasm_put_grouped(buf *out, const rtasm_state *st, const char *text, const rtasm_line *l,
                             const buf *entries, size_t count)
{
    const rtasm_plan *p = &st->plan;
    const char *line = text + l->at, *group;
    buf t = { NULL, 0, 0 };
    size_t k, len;
    long f;
    int r = 1;
    if (rtasm_switch(line, l->n) && (group = rtasm_sec_group(st, &p->sec[l->sec], &len)) != NULL) {
        const rtasm_secinfo *si = &p->sec[l->sec];
        r = buf_printf(&t, "\t.section\t%.*s,\"%.*sG\",%%progbits,%.*s,comdat", (int)si->len, si->name,
                       (int)si->flen, si->flags, (int)len, group);
        r = r ? r : rtasm_put_literal(out, t.data, t.len);
    } else if (rtasm_label(line, l->n, &k, &len) && (f = rtasm_function(st, line + k, len)) >= 0) {
        r = buf_printf(&t, "\t.weak\t%s", rtasm_group_name(p, f));
        r = r ? r : rtasm_put_literal(out, t.data, t.len);
        t.len = 0;
        r = r ? r : buf_printf(&t, "\t.hidden\t%s", rtasm_group_name(p, f));
        r = r ? r : rtasm_put_literal(out, t.data, t.len);
        r = r ? r : rtasm_put_line(out, st, line, l->n, entries, count);
    }
    buf_free(&t);
    return r;
}

static void rtasm_free(rtasm_state *st)
{
    rtasm_plan *p = &st->plan;
    strtab_free(&st->defined);
    strtab_free(&st->globals);
    strtab_free(&st->known);
    free(p->lines);
    strtab_free(&p->secs);
    free(p->sec);
    strtab_free(&p->fns);
    free(p->fn);
    free(p->def);
    strtab_free(&p->typed);
    strtab_free(&p->locals);
    strtab_free(&p->gnamed);
    buf_free(&p->gnames);
}

/* The next runtime name in text[*k, n), by plain search rather than by the renaming's own
 * reading of names (a '$' before one counts as a boundary here): returns 1 with *k at
 * its start and *len its length, 0 when there is none. */
static int rtasm_next_runtime_name(const char *text, size_t n, size_t *k, size_t *len)
{
    static const char rt[] = "__qrintf_";
    for (; *k + sizeof rt - 1 <= n; ++*k) {
        if (memcmp(text + *k, rt, sizeof rt - 1) || (*k && text[*k - 1] != '$' && rtasm_is_char(text[*k - 1])))
            continue;  /* not a runtime name, or inside a longer one (.text.__qrintf_udec32) */
        for (*len = sizeof rt - 1; *k + *len < n && rtasm_is_char(text[*k + *len]); ++*len)
            ;
        return 1;
    }
    return 0;
}

/* The check after the renaming: every runtime name left in text[0, n) is a converter the
 * file calls, a group's name, one the text defines under its own name (a weak table), or
 * one of rtasm_fit's known; anything else would be a reference the assembler leaves for
 * the linker to fail on. */
static int rtasm_names_resolved(const rtasm_state *st, const char *text, size_t n,
                                const buf *entries, size_t count)
{
    size_t renamed = strlen(st->other), len;
    for (size_t k = 0; rtasm_next_runtime_name(text, n, &k, &len); k += len)
        if (!(len >= renamed && !memcmp(text + k, st->other, renamed)) &&
            !rtsplit_listed(entries, count, text + k, len) && !rtasm_is_table(st, text + k, len) &&
            strtab_find(&st->plan.gnamed, text + k, len) < 0 && strtab_find(&st->known, text + k, len) < 0)
            return 0;
    return 1;
}

/* The frame of the fitted text. */
static const char rtasm_push[] = "\".pushsection .text\\n\"\n", rtasm_pop[] = "\".popsection\\n\"\n";

int rtasm_fit(buf *out, const char *asm_text, size_t len, const buf *entries, size_t count,
              const buf *known)
{
    rtasm_state st;
    rtasm_sec sec = RTASM_KEEP;
    size_t mark = out->len, at, n;
    int r = 0;
    memset(&st, 0, sizeof st);
    st.label = known ? ".Lqf_" : ".Lqr_";
    st.other = known ? "__qrintf_fn." : "__qrintf_rt.";
    for (size_t k = 0, kl; known && !r && rtasm_next_runtime_name(known->data, known->len, &k, &kl); k += kl)
        r = rtasm_note(&st.known, known->data + k, kl);  /* the names known holds */
    for (at = 0; at < len && !r; at += n + 1) {
        const char *nl = memchr(asm_text + at, '\n', len - at);
        n = nl ? (size_t)(nl - asm_text) - at : len - at;
        r = rtasm_learn(&st, asm_text + at, n, &sec);
    }
    const char *e = entries->data;
    for (size_t i = 0; i < count && !r; i++, e += strlen(e) + 1) /* each defined, and local */
        r = strtab_find(&st.defined, e, strlen(e)) < 0 || strtab_find(&st.globals, e, strlen(e)) >= 0;
    if (!r && rtasm_plan_make(&st, asm_text, len, entries, count) < 0)
        r = -1;  /* 1: no groups, the text as before */
    if (!r)
        r = buf_adds(out, rtasm_push);
    for (size_t i = 0; i < st.plan.nlines && !r; i++) {
        const rtasm_line *l = &st.plan.lines[i];
        const char *line = asm_text + l->at;
        if ((l->sec < 0 || rtasm_section(st.plan.sec[l->sec].name, st.plan.sec[l->sec].len) == RTASM_KEEP) &&
            !rtasm_file_line(line, l->n) && (r = rtasm_put_grouped(out, &st, asm_text, l, entries, count)) == 1)
            r = rtasm_put_line(out, &st, line, l->n, entries, count);
    }
    if (!r)
        r = buf_adds(out, rtasm_pop);
    if (!r && !rtasm_names_resolved(&st, out->data + mark, out->len - mark, entries, count))
        r = 1;
    rtasm_free(&st);
    if (r)
        out->len = mark;
    return r;
}

int rtasm_looks_fitted(const char *text, size_t len)
{
    return len >= sizeof rtasm_push - 1 + sizeof rtasm_pop - 1 && !memcmp(text, rtasm_push, sizeof rtasm_push - 1) &&
           !memcmp(text + len - (sizeof rtasm_pop - 1), rtasm_pop, sizeof rtasm_pop - 1);
}

int rtasm_defines(const char *fitted, size_t len, const char *name, size_t n)
{
    for (size_t k = 0; k + n + 3 <= len; k++) {
        const char *after = fitted + k + 1 + n;  /* the end of the line, or a comment (clang's) */
        if (fitted[k] == '"' && (k == 0 || fitted[k - 1] == '\n') && !memcmp(fitted + k + 1, name, n) &&
            after[0] == ':' && (after[1] == '\\' || after[1] == ' ' || after[1] == '\t'))
            return 1;
    }
    return 0;
}

int rtasm_group_of(const char *fitted, size_t len, const char *name, size_t n, size_t *at, size_t *glen)
{
    static const char weak[] = "\"\t.weak\t", end[] = "\\n\"";
    const size_t hex = 32, whole = sizeof weak - 1 + n + 1 + hex + sizeof end - 1;
    for (size_t k = 0; k + whole <= len; k++) {
        const char *g = fitted + k + sizeof weak - 1, *h = g + n + 1;
        size_t d = 0;
        if (memcmp(fitted + k, weak, sizeof weak - 1) || memcmp(g, name, n) || g[n] != '.')
            continue;
        while (d < hex && ((h[d] >= '0' && h[d] <= '9') || (h[d] >= 'a' && h[d] <= 'f')))
            d++;
        if (d == hex && !memcmp(h + hex, end, sizeof end - 1)) {
            *at = (size_t)(g - fitted);
            *glen = n + 1 + hex;
            return 1;
        }
    }
    return 0;
}

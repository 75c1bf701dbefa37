/* rtpick.c: picks the runtime's items that generated code needs, so that a rewritten file
 * carries, and its compiler parses and compiles, only those (a file with one %d call does
 * not pay for floating point). */
#include <stdlib.h>
#include <string.h>

#include "lex.h"
#include "strtab.h"
#include "rtpick.h"

/* One item: runtime[off, off + len), and the runtime names it mentions, at
 * refs[first, end) as their numbers in the names table. */
typedef struct rtpick_item {
    size_t off, len, first, end;
} rtpick_item;

typedef struct rtpick_state {
    strtab names;  /* every runtime name, numbered in the order of first mention */
    buf refs;     /* unsigned name numbers: the items' mentions, then the uses' */
    buf items;    /* rtpick_item */
} rtpick_state;

static int rtpick_is_name(const char *s, size_t n)
{
    return n > 9 && (!memcmp(s, "__qrintf_", 9) || !memcmp(s, "__QRINTF_", 9));
}

/* The bytes where something the scan must see may start: a comment, a literal, a name
 * (whose first byte is '_'). The others are passed over by a loop of a few instructions
 * a byte. */
static const unsigned char rtpick_stop[256] = { ['/'] = 1, ['"'] = 1, ['\''] = 1, ['_'] = 1 };

/* Appends the numbers of the runtime names in text[0, len) to refs; new names get the
 * next numbers. Comments and string and character literals name nothing. A scan of its
 * own rather than the lexer's: the runtime is scanned in every rewritten compile, and
 * only its names matter here. */
static int rtpick_scan(rtpick_state *st, const char *text, size_t len)
{
    size_t i = 0;
    while (i < len) {
        char c = text[i];
        if (!rtpick_stop[(unsigned char)c]) {
            while (++i < len && !rtpick_stop[(unsigned char)text[i]])
                ;
        } else if (c == '/' && i + 1 < len && text[i + 1] == '/') {
            const char *nl = memchr(text + i, '\n', len - i);
            i = nl ? (size_t)(nl - text) + 1 : len;
        } else if (c == '/' && i + 1 < len && text[i + 1] == '*') {
            /* its end: the first slash after a star, that star not the opening one's */
            const char *end = text + i + 2, *stop = text + len;
            do
                end = end + 1 < stop ? memchr(end + 1, '/', (size_t)(stop - end - 1)) : NULL;
            while (end && end[-1] != '*');
            i = end ? (size_t)(end - text) + 1 : len;
        } else if (c == '"' || c == '\'') {
            for (i++; i < len && text[i] != c; i++)
                i += text[i] == '\\';
            i++;
        } else if (c == '_') {
            size_t start = i;
            while (i < len && lex_ident_char(text[i]))
                i++;
            /* a name starts an identifier: not the rest of one such as lex_ident */
            if ((start == 0 || !lex_ident_char(text[start - 1])) && rtpick_is_name(text + start, i - start)) {
                int added;
                long n = strtab_get(&st->names, text + start, i - start, &added);
                unsigned u = (unsigned)n;
                if (n < 0 || buf_add(&st->refs, &u, sizeof u) < 0)
                    return -1;
            }
        } else {
            i++;
        }
    }
    return 0;
}

static size_t rtpick_nrefs(const rtpick_state *st)
{
    return st->refs.len / sizeof(unsigned);
}

/* The items: runs of lines between blank lines. */
static int rtpick_split(rtpick_state *st, const char *runtime)
{
    size_t off = 0, total = strlen(runtime);
    while (off < total) {
        const char *gap = strstr(runtime + off, "\n\n");
        size_t end = gap ? (size_t)(gap - runtime) + 1 : total;
        rtpick_item it = { off, end - off, rtpick_nrefs(st), 0 };
        if (rtpick_scan(st, runtime + off, end - off) < 0)
            return -1;
        it.end = rtpick_nrefs(st);
        if (buf_add(&st->items, &it, sizeof it) < 0)
            return -1;
        for (off = end; off < total && runtime[off] == '\n'; off++)
            ;
    }
    return 0;
}

/* keep[i] for each item. needed[name] starts with the names the uses mention; from the
 * last item to the first, an item is kept when it mentions first a name that is needed,
 * and then every name it mentions is needed (C declares before it uses, so one pass
 * suffices). */
static void rtpick_close(const rtpick_state *st, char *needed, size_t *owner, char *keep)
{
    const rtpick_item *items = (const void *)st->items.data;
    const unsigned *refs = (const void *)st->refs.data;
    size_t n = st->items.len / sizeof *items;
    for (size_t i = n; i-- > 0;)
        for (size_t r = items[i].first; r < items[i].end; r++)
            owner[refs[r]] = i;
    for (size_t i = n; i-- > 0;) {
        for (size_t r = items[i].first; r < items[i].end && !keep[i]; r++)
            keep[i] = needed[refs[r]] && owner[refs[r]] == i;
        for (size_t r = items[i].first; r < items[i].end && keep[i]; r++)
            needed[refs[r]] = 1;
    }
}

static int rtpick_emit(buf *out, const rtpick_state *st, const char *runtime, const char *keep)
{
    const rtpick_item *items = (const void *)st->items.data;
    int r = 0;
    for (size_t i = 0; i < st->items.len / sizeof *items && !r; i++)
        if (keep[i])
            r = buf_add(out, runtime + items[i].off, items[i].len);
    return r;
}

int rtpick_add(buf *out, const char *runtime, const char *uses, size_t len)
{
    rtpick_state st;
    memset(&st, 0, sizeof st);
    int r = rtpick_split(&st, runtime);
    size_t from = rtpick_nrefs(&st);
    if (!r)
        r = rtpick_scan(&st, uses, len);
    size_t names = strtab_count(&st.names), nitems = st.items.len / sizeof(rtpick_item);
    char *needed = calloc(names + 1, 1), *keep = calloc(nitems + 1, 1);
    size_t *owner = calloc(names + 1, sizeof *owner);
    if (!r && (!needed || !keep || !owner))
        r = -1;
    if (!r) {
        for (size_t k = from; k < rtpick_nrefs(&st); k++)
            needed[((const unsigned *)(const void *)st.refs.data)[k]] = 1;
        for (size_t k = 0; k < names; k++)
            owner[k] = nitems; /* no item: a name only the uses mention */
        rtpick_close(&st, needed, owner, keep);
        r = rtpick_emit(out, &st, runtime, keep);
    }
    free(needed);
    free(keep);
    free(owner);
    strtab_free(&st.names);
    buf_free(&st.refs);
    buf_free(&st.items);
    return r;
}

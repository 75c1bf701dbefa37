/* fuzz_rewrite.c: libFuzzer harness for the whole rewriter. Any bytes in must not crash;
 * text with nothing rewritten comes out byte for byte; and for text a preprocessor could
 * have written, a second pass changes nothing and every token of the user's keeps its
 * presumed file, line and column. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex.h"
#include "rewrite.h"

/* A short stand-in for the runtime, so that the second pass spends its time on the
 * user's text; the real one is checked once, in LLVMFuzzerInitialize. It names
 * __qrintf_ctx, as every generated function does, so that the rewriter keeps it, and it
 * ends at file scope with a '}' as the real one does, which the call finder looks back
 * at. */
static const char fuzz_stand_in[] =
    "struct __qrintf_ctx;\nstatic int __qrintf_stand_in(int x)\n{\n    return x;\n}\n";
static const char fuzz_runtime_file[] = "\"<qrintf runtime>\"";

static void fuzz_fail(const char *what, size_t off)
{
    fprintf(stderr, "fuzz_rewrite: %s (input offset %zu)\n", what, off);
    abort();
}

/* The next token that is not a directive. */
static void fuzz_next(lex_state *lx, lex_token *t)
{
    do
        lex_next(lx, t);
    while (t->kind == LEX_DIRECTIVE);
}

/* The column as the compilers count it: characters, not UTF-8 continuation bytes. */
static size_t fuzz_col(const char *s, const lex_token *t)
{
    size_t p, col = 0;
    for (p = t->line_start; p < t->off; p++)
        col += ((unsigned char)s[p] & 0xc0) != 0x80;
    return col;
}

/* Whether where names the file f (a quoted spelling); no marker at all stands for the
 * default file. */
static int fuzz_file_is(const char *s, const lex_where *w, const char *f)
{
    size_t n = strlen(f);
    return w->file_len == n && !memcmp(s + w->file_off, f, n);
}

static int fuzz_same_file(const char *in, const lex_where *a, const char *out, const lex_where *b)
{
    if (!a->file_len)
        return fuzz_file_is(out, b, "\"fuzz.c\"") || !b->file_len;
    return a->file_len == b->file_len && !memcmp(in + a->file_off, out + b->file_off, a->file_len)
           && a->flags == b->flags;
}

/* Columns are kept up to this many bytes into a line (emit.c's EMIT_PAD_MAX): beyond,
 * padding every call on a long line would cost quadratic time. */
enum { FUZZ_PAD_MAX = 1024 };

/* The user's token a, seen again in the output as b, at the same presumed place. */
static void fuzz_same(const char *in, const lex_token *a, const char *out, const lex_token *b)
{
    if (a->kind != b->kind || a->len != b->len || memcmp(in + a->off, out + b->off, a->len))
        fuzz_fail("a token of the input is missing from the output", a->off);
    if (a->line != b->line)
        fuzz_fail("a token moved to another line", a->off);
    if (a->off - a->line_start <= FUZZ_PAD_MAX && fuzz_col(in, a) != fuzz_col(out, b))
        fuzz_fail("a token moved to another column", a->off);
    if (!fuzz_same_file(in, &a->where, out, &b->where))
        fuzz_fail("a token moved to another file", a->off);
}

/* +1 for an opening bracket, -1 for a closing one, as the call finder counts them. */
static int fuzz_nesting(const char *s, const lex_token *t)
{
    static const char *const open[] = { "(", "[", "{", "<:", "<%" };
    static const char *const close[] = { ")", "]", "}", ":>", "%>" };
    size_t i;
    for (i = 0; t->kind == LEX_PUNCT && i < sizeof open / sizeof *open; i++) {
        if (lex_is(s, t, open[i]))
            return 1;
        if (lex_is(s, t, close[i]))
            return -1;
    }
    return 0;
}

/* Whether a literal token lexes the same when it stands alone, as the generated code
 * copies it: an unclosed one swallows what follows. */
static int fuzz_stable(const char *s, const lex_token *t)
{
    char *copy;
    lex_state lx;
    lex_token again;
    if (t->kind != LEX_STRING && t->kind != LEX_CHAR)
        return 1;
    if (!(copy = malloc(t->len + 3)))
        abort();
    memcpy(copy, s + t->off, t->len);
    memcpy(copy + t->len, " )", 3);
    lex_init(&lx, copy, t->len + 2);
    lex_next(&lx, &again);
    free(copy);
    return again.len == t->len;
}

/* Whether the text could come out of a preprocessor for code a compiler accepts: no
 * stray bytes, no '#' outside directives, no unclosed literal. The promises beyond "no
 * crash" are made for such text only. */
static int fuzz_plausible(const char *s, size_t len)
{
    static const char *const hashes[] = { "#", "##", "%:", "%:%:" };
    lex_state lx;
    lex_token t;
    size_t i;
    lex_init(&lx, s, len);
    for (fuzz_next(&lx, &t); t.kind != LEX_EOF; fuzz_next(&lx, &t)) {
        if (t.kind == LEX_OTHER || !fuzz_stable(s, &t))
            return 0;
        for (i = 0; t.kind == LEX_PUNCT && i < sizeof hashes / sizeof *hashes; i++)
            if (lex_is(s, &t, hashes[i]))
                return 0;
    }
    return 1;
}

/* The output as it is walked: one token of lookahead, the runtime's tokens skipped. */
typedef struct fuzz_out {
    lex_state lx;
    lex_token t;
} fuzz_out;

static void fuzz_advance(fuzz_out *o)
{
    do
        fuzz_next(&o->lx, &o->t);
    while (o->t.kind != LEX_EOF && fuzz_file_is(o->lx.src, &o->t.where, fuzz_runtime_file));
}

/* Skips generated tokens up to the first spelled like the call's first token, a, which
 * the replacement keeps (unevaluated) for the compiler's checks. Returns the brackets
 * the skipped tokens left open. */
static long fuzz_skip_prefix(fuzz_out *o, const char *in, const lex_token *a)
{
    long depth = 0;
    while (o->t.len != a->len || memcmp(o->lx.src + o->t.off, in + a->off, a->len)) {
        if (o->t.kind == LEX_EOF)
            fuzz_fail("a rewritten call is missing from its replacement", a->off);
        depth += fuzz_nesting(o->lx.src, &o->t);
        fuzz_advance(o);
    }
    return depth;
}

/* Skips the generated rest of a replacement: up to where its brackets close. */
static void fuzz_skip_suffix(fuzz_out *o, long depth, size_t at)
{
    while (depth > 0) {
        if (o->t.kind == LEX_EOF)
            fuzz_fail("a replacement is not closed", at);
        depth += fuzz_nesting(o->lx.src, &o->t);
        fuzz_advance(o);
    }
}

/* Where the call whose first token the input lexer li just read ends: past the first
 * '(' and the bracket that closes it. Read with a copy of the lexer; 0 when unclosed. */
static size_t fuzz_call_end(const lex_state *li)
{
    lex_state lx = *li;
    lex_token t;
    long depth = 0;
    do {
        fuzz_next(&lx, &t);
        depth += fuzz_nesting(lx.src, &t);
    } while (t.kind != LEX_EOF && depth == 0);
    while (t.kind != LEX_EOF && depth > 0) {
        fuzz_next(&lx, &t);
        depth += fuzz_nesting(lx.src, &t);
    }
    return t.kind == LEX_EOF ? 0 : t.off + t.len;
}

/* A replacement being walked: where its call ends in the input, and the brackets its
 * generated start left open. */
typedef struct fuzz_open {
    size_t end;
    long depth;
} fuzz_open;

/* Walks input and output together. The output is the input with the runtime inserted
 * and calls wrapped in generated code that keeps the call's own tokens: where the output
 * does not go on with the input's callee, a replacement starts, and it ends where the
 * call does (calls nest, and so do replacements of calls left in unchanged ones). */
static void fuzz_check_places(const char *in, size_t len, const rew_result *r)
{
    fuzz_open *open = malloc(len / 2 * sizeof *open + sizeof *open);
    size_t n = 0;
    lex_state li;
    lex_token a;
    fuzz_out o;
    if (!open)
        abort();
    lex_init(&li, in, len);
    lex_init(&o.lx, r->text.data, r->text.len);
    fuzz_advance(&o);
    for (fuzz_next(&li, &a);; fuzz_next(&li, &a)) {
        for (; n > 0 && a.off >= open[n - 1].end; n--)
            fuzz_skip_suffix(&o, open[n - 1].depth, open[n - 1].end);
        if (a.kind == LEX_EOF)
            break;
        if ((a.kind == LEX_IDENT || lex_is(in, &a, "::")) &&
            (o.t.len != a.len || memcmp(o.lx.src + o.t.off, in + a.off, a.len))) {
            if (!(open[n].end = fuzz_call_end(&li)))
                fuzz_fail("a replacement of what is no call", a.off);
            open[n++].depth = fuzz_skip_prefix(&o, in, &a);
        }
        fuzz_same(in, &a, r->text.data, &o.t);
        fuzz_advance(&o);
    }
    if (o.t.kind != LEX_EOF)
        fuzz_fail("the output has tokens after the input's last", len);
    free(open);
}

static int fuzz_contains(const char *s, size_t len, const char *word)
{
    size_t i, n = strlen(word);
    for (i = 0; i + n <= len; i++)
        if (s[i] == word[0] && !memcmp(s + i, word, n))
            return 1;
    return 0;
}

static int fuzz_same_text(const buf *b, const char *s, size_t len)
{
    return b->len == len && (!len || !memcmp(b->data, s, len));
}

/* The runtime, read as user code, has nothing to rewrite: a second pass over any
 * rewritten text depends on it. */
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    const rew_options opt = { .runtime = fuzz_stand_in, .default_file = "fuzz.c" };
    rew_result r;
    (void)argc;
    (void)argv;
    if (rew_text(rew_runtime_text, strlen(rew_runtime_text), &opt, &r) < 0 || r.rewritten)
        fuzz_fail("the runtime itself is rewritten", 0);
    rew_result_free(&r);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* Inputs of odd length are read as C++, where name lookup changes what is a call. */
    const rew_options opt = { .runtime = fuzz_stand_in, .default_file = "fuzz.c", .cxx = size & 1 };
    const char *in = (const char *)data;
    rew_result r, again;
    int plausible = fuzz_plausible(in, size) && !fuzz_contains(in, size, "<qrintf runtime>");
    if (rew_text(in, size, &opt, &r) < 0)
        fuzz_fail("rew_text failed", 0);
    if (!r.rewritten && !fuzz_same_text(&r.text, in, size))
        fuzz_fail("nothing was rewritten, yet the text changed", 0);
    if (rew_text(r.text.data, r.text.len, &opt, &again) < 0)
        fuzz_fail("rew_text failed on its own output", 0);
    if (plausible && (again.rewritten || !fuzz_same_text(&again.text, r.text.data, r.text.len)))
        fuzz_fail("a second pass changed the text", 0);
    if (plausible && r.rewritten)
        fuzz_check_places(in, size, &r);
    rew_result_free(&again);
    rew_result_free(&r);
    return 0;
}

/* fuzz_format.c: libFuzzer harness for the format decoder. Any bytes must decode or be
 * refused without a crash; an accepted format must hold only in-range fields, consume the
 * arguments glibc's parse_printf_format says it does, and decode again from its spelling. */
#define _GNU_SOURCE /* parse_printf_format */
#include <printf.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "emit.h"
#include "fmt.h"

static fmt_decoder *fuzz_dec;

static void fuzz_fail(const char *what, size_t i)
{
    fprintf(stderr, "fuzz_format: %s (directive %zu)\n", what, i);
    abort();
}

/* The length modifiers C11 7.21.6.1p7 defines for each conversion. */
static int fuzz_length_fits(const fmt_directive *d)
{
    if (strchr("diouxX", d->conv))
        return d->length != FMT_LEN_BIG_L;
    if (strchr("fFeEgGaA", d->conv))
        return d->length == FMT_LEN_NONE || d->length == FMT_LEN_L || d->length == FMT_LEN_BIG_L;
    return d->length == FMT_LEN_NONE;
}

/* Every field in range, and the literal runs laid end to end in the text. */
static void fuzz_check_fields(const fmt_list *l)
{
    size_t i, lit = 0, text_len = strlen(l->text);
    if (l->n == 0 || l->dirs[l->n - 1].conv != 0)
        fuzz_fail("no trailing entry", l->n);
    for (i = 0; i < l->n; i++) {
        const fmt_directive *d = &l->dirs[i];
        if (d->lit_off != lit || d->lit_len > text_len - lit)
            fuzz_fail("literal runs out of order", i);
        lit += d->lit_len;
        if (i + 1 == l->n)
            break;
        if (!d->conv || !strchr("diouxXcspfFeEgGaA", d->conv))
            fuzz_fail("conversion out of range", i);
        if (d->flags >= 2 * FMT_GROUP || d->width < FMT_STAR || d->prec < FMT_STAR)
            fuzz_fail("flags, width or precision out of range", i);
        if ((unsigned)d->length > FMT_LEN_BIG_L || !fuzz_length_fits(d))
            fuzz_fail("length modifier out of range", i);
    }
    if (lit != text_len)
        fuzz_fail("literal text left over", l->n);
}

/* glibc marks a type as long long only when it is wider than long (LP64: never). */
#define FUZZ_PA_WIDE(t) (sizeof(t) > sizeof(long) ? PA_FLAG_LONG_LONG : PA_FLAG_LONG)

/* The argument type glibc reports for a directive's value. */
static int fuzz_pa_type(const fmt_directive *d)
{
    static const int ints[] = {
        PA_INT, PA_CHAR, PA_INT | PA_FLAG_SHORT, PA_INT | PA_FLAG_LONG,
        PA_INT | FUZZ_PA_WIDE(long long), PA_INT | FUZZ_PA_WIDE(intmax_t),
        PA_INT | FUZZ_PA_WIDE(size_t), PA_INT | FUZZ_PA_WIDE(ptrdiff_t)
    };
    switch (d->conv) {
    case 'c':
        return PA_CHAR;
    case 's':
        return PA_STRING;
    case 'p':
        return PA_POINTER;
    default:
        if (strchr("diouxX", d->conv))
            return ints[d->length];
        return d->length == FMT_LEN_BIG_L ? PA_DOUBLE | PA_FLAG_LONG_DOUBLE : PA_DOUBLE;
    }
}

/* glibc as the oracle for which arguments the format consumes, in order. */
static void fuzz_check_args(const char *format, size_t len, const fmt_list *l)
{
    size_t n = fmt_arg_count(l), i, k = 0;
    int *types = malloc((n + 1) * sizeof *types);
    char *z = malloc(len + 1);
    if (!types || !z)
        abort();
    memcpy(z, format, len);
    z[len] = 0;
    if (parse_printf_format(z, n + 1, types) != n)
        fuzz_fail("argument count differs from glibc's", l->n);
    for (i = 0; i + 1 < l->n; i++) {
        const fmt_directive *d = &l->dirs[i];
        if ((d->width == FMT_STAR && types[k++] != PA_INT) ||
            (d->prec == FMT_STAR && types[k++] != PA_INT) || types[k++] != fuzz_pa_type(d))
            fuzz_fail("argument type differs from glibc's", i);
    }
    free(types);
    free(z);
}

/* The format spelled again from its directives: literal runs with '%' doubled, each
 * directive as emit_spec writes it. */
static void fuzz_respell(const fmt_list *l, buf *out)
{
    size_t i, j;
    for (i = 0; i < l->n; i++) {
        const fmt_directive *d = &l->dirs[i];
        for (j = 0; j < d->lit_len; j++)
            if ((l->text[d->lit_off + j] == '%' && buf_addc(out, '%') < 0) ||
                buf_addc(out, l->text[d->lit_off + j]) < 0)
                abort();
        if (d->conv && emit_spec(out, d, 0) < 0)
            abort();
    }
}

static void fuzz_check_respelling(const fmt_list *l)
{
    buf spelled = { NULL, 0, 0 };
    fmt_list again;
    const char *reason;
    size_t i;
    fuzz_respell(l, &spelled);
    if (fmt_decode(fuzz_dec, spelled.data ? spelled.data : "", spelled.len, (size_t)-1, &again, &reason) < 0)
        fuzz_fail("the respelled format is refused", 0);
    if (again.n != l->n || strcmp(again.text, l->text))
        fuzz_fail("the respelled format decodes to other text", again.n);
    for (i = 0; i < l->n; i++) {
        const fmt_directive *a = &l->dirs[i], *b = &again.dirs[i];
        if (a->lit_len != b->lit_len || a->conv != b->conv || a->flags != b->flags ||
            a->width != b->width || a->prec != b->prec || a->length != b->length)
            fuzz_fail("the respelled format decodes to another directive", i);
    }
    fmt_list_free(&again);
    buf_free(&spelled);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *format = (const char *)data;
    const char *reason = NULL;
    fmt_list l;
    if (!fuzz_dec && !(fuzz_dec = fmt_decoder_new()))
        abort();
    if (fmt_decode(fuzz_dec, format, size, (size_t)-1, &l, &reason) < 0) {
        if (!reason || l.dirs || l.text || l.n)
            fuzz_fail("a refusal without a reason, or with a list", 0);
        return 0;
    }
    fuzz_check_fields(&l);
    fuzz_check_args(format, memchr(format, 0, size) ? strlen(format) : size, &l);
    fuzz_check_respelling(&l);
    fmt_list_free(&l);
    return 0;
}

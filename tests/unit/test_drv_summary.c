/* test_drv_summary.c: qrintf --summary reads the notes as the driver writes them. */
#define _POSIX_C_SOURCE 200809L  /* open_memstream */
#include <stdio.h>
#include <string.h>
#include "drv_summary.h"
#include "unit.h"

/* The summary of notes. */
static char *summary_of(const char *notes)
{
    buf text = { NULL, 0, 0 };
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(buf_adds(&text, notes), 0);
    ck_assert_int_eq(drv_summary_write(&text, f), 0);
    fclose(f);
    buf_free(&text);
    return out;
}

static const struct {
    const char *notes, *says;
} cases[] = {
    {"", "qrintf: 0 notes, 0 distinct call sites in 0 files\n"},
    /* The same note twice is one site; a note that differs is another. */
    {"/a.c:1:2: note: qrintf: rewrote sprintf \"%d\"\n/a.c:1:2: note: qrintf: rewrote sprintf \"%d\"\n"
     "/a.c:3:2: note: qrintf: rewrote sprintf \"%d\"\n",
     "qrintf: 3 notes, 2 distinct call sites in 1 files\nrewritten                     2\n"},
    /* A format whose escapes hold a quote and a parenthesis, and no newline at the end. */
    {"/b.h:9:1: note: qrintf: partially rewrote snprintf \"\\\" (%e)\" (%e by libc)",
     "partially rewritten           1\n         1  %e by libc\n"},
    {"/c.c:4:5: note: qrintf: left sprintf unchanged: format is not a string literal\n",
     "left unchanged                1\n         1  format is not a string literal\n"},
    {"qrintf: note: ran the command unchanged: input from stdin\n",
     "commands run unchanged        1\n         1  input from stdin\n"},
    /* Files are told apart by their whole path, colons included. */
    {"/x:y.c:1:1: note: qrintf: rewrote sprintf \"%d\"\n/x:z.c:1:1: note: qrintf: rewrote sprintf \"%d\"\n",
     "2 distinct call sites in 2 files"},
    /* A site noted differently by two compiles counts under both notes, and says so. */
    {"/a.c:1:2: note: qrintf: rewrote sprintf \"%d\"\n"
     "/a.c:1:2: note: qrintf: left sprintf unchanged: the command ran unchanged\n",
     "(1 more notes than sites: compiles that noted a site differently count once each)\n"},
    {"gcc: error: no input files\n", "(1 lines that are not qrintf notes were skipped)\n"},
};

TABLE_START(the_summary_counts_each_distinct_note_once_by_outcome_and_reason, cases)
{
    char *out = summary_of(cases[_i].notes);
    ck_assert_msg(strstr(out, cases[_i].says), "row %d: no \"%s\" in:\n%s", _i, cases[_i].says, out);
    free(out);
}
END_TEST

int main(void)
{
    const unit_test tests[] = {
        UNIT_CASE("summary"),
        UNIT_TABLE(the_summary_counts_each_distinct_note_once_by_outcome_and_reason),
    };
    return UNIT_MAIN("drv_summary", tests);
}

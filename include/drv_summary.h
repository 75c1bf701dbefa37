/* drv_summary.h: qrintf --summary, the notes a whole build gathered in one file
 * (QRINTF_NOTES) counted by outcome and reason. */
#ifndef QRINTF_DRV_SUMMARY_H
#define QRINTF_DRV_SUMMARY_H

#include <stdio.h>
#include "buf.h"

/* Writes to out the summary of notes, the text of a notes file; each distinct note
 * counts once. Returns 0, or -1 when memory runs out. The text is changed (its lines
 * are cut). */
int drv_summary_write(buf *notes, FILE *out);

/* The summary of the notes file at path on stdout, as qrintf --summary shows it: exit
 * status 0, or 1 with the reason on stderr when the file cannot be read. */
int drv_summary_main(const char *path);

#endif

/* drv_report.h: QRINTF_REPORT's notes, at the user's source columns, on stderr; and
 * QRINTF_NOTES's file, where the notes of a whole build gather for qrintf --summary. */
#ifndef QRINTF_DRV_REPORT_H
#define QRINTF_DRV_REPORT_H

#include "drv_compile.h"
#include "rewrite.h"

/* Whether notes are wanted at all: on stderr, in a file, or both. */
int drv_report_on(const drv_env *env);

/* One line per note, in the compiler's diagnostic form. With undone set, the calls
 * rewritten were compiled unchanged after all, and it says why. */
void drv_report_notes(const drv_env *env, const rew_result *res, const char *undone);

/* The one note of a command that ran unchanged although it would compile file (NULL when
 * it comes from stdin): text says why. */
void drv_report_command(const drv_env *env, const char *file, const char *text);

/* The note that says file was compiled unchanged because its rewritten text did not
 * compile while the source does: a fallback that is qrintf's fault, not the user's. */
void drv_report_broke(const drv_env *env, const char *file, const char *why);

#endif

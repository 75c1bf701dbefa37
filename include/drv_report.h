/* drv_report.h: printing QRINTF_REPORT's notes, at the user's source columns. */
#ifndef QRINTF_DRV_REPORT_H
#define QRINTF_DRV_REPORT_H

#include "rewrite.h"

/* Prints one line per note on stderr, in the compiler's diagnostic form. With undone
 * set, the calls rewritten were compiled unchanged after all, and it says why. */
void drv_report_notes(const rew_result *res, const char *undone);

/* Prints the note that says file was compiled unchanged because its rewritten text did
 * not compile while the source does: a fallback that is qrintf's fault, not the user's. */
void drv_report_broke(const char *file, const char *why);

#endif

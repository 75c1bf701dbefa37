/* drv_report.h: printing QRINTF_REPORT's notes, at the user's source columns. */
#ifndef QRINTF_DRV_REPORT_H
#define QRINTF_DRV_REPORT_H

#include "rewrite.h"

/* Prints one line per note on stderr, in the compiler's diagnostic form. */
void drv_report_notes(const rew_result *res);

#endif

/* rtpick.h: the parts of the runtime that a translation unit's generated code needs. */
#ifndef QRINTF_RTPICK_H
#define QRINTF_RTPICK_H

#include <stddef.h>
#include "buf.h"

/* Appends to out, in their order, the items of runtime (top-level declarations separated
 * by blank lines) that the code uses[0, len) needs, directly or through other items: an
 * item is the one that first names a runtime identifier (__qrintf_..., __QRINTF_...), as C
 * declares before it uses. Returns 0, or -1 when memory runs out. */
int rtpick_add(buf *out, const char *runtime, const char *uses, size_t len);

#endif

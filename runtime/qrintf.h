/* qrintf runtime: the converters that the generated function of each format calls. The
 * rewriter injects the parts of these files that those functions need into every
 * translation unit it changes, in the order they are included here (the Makefile reads
 * the list from this file), so they include nothing and define no macros; they compile
 * as C89 to C23 and as C++. Top-level declarations are separated by blank lines and hold
 * none: the rewriter picks them by those (src/rtpick.c). */
#include "core.h"
#include "int.h"
#include "str.h"
#include "float.h"
#include "fp.h"
#include "group.h"
#include "stream.h"

/* float_base.h: the parts of the runtime that float.h builds on (core.h's types, int.h's
 * digit words), for the float tests, in a system header as the rewriter injects them:
 * their long string and 64-bit constants, which strict C90 would warn about, are not
 * these tests' subject; float.h's own warnings are. */
#pragma GCC system_header
#include "../../runtime/core.h"
#include "../../runtime/int.h"

/* float_base.h: the parts of the runtime that float.h builds on (core.h's types, int.h's
 * digit words), for the float tests, in a system header as the rewriter injects them:
 * their long string and 64-bit constants, which strict C90 would warn about, are not
 * these tests' subject; float.h's own warnings are. And wide.h, as the compiled
 * converters take it: where the target has a 128-bit type, the tests check float.h
 * with its products (the portable ones elsewhere, -m32 among them). */
#pragma GCC system_header
#include "../../runtime/core.h"
#include "../../runtime/int.h"
#include "../../runtime/wide.h"

/* drv_scan.h: a cheap look through a source and the user's headers it includes for
 * whether preprocessing could leave a call the rewriter wants; where none can, the
 * driver may skip the preprocess step and compile the source plainly. */
#ifndef QRINTF_DRV_SCAN_H
#define QRINTF_DRV_SCAN_H

#include <stddef.h>
#include "drv_opts.h"

/* Whether the source cmd->args[input] may call a function of call.h's table (sprintf
 * ... dprintf, or their builtin and fortified names) once preprocessed: 0 only when it
 * certainly does not.
 *
 * Reads the source, the -include and -imacros files and, transitively, the headers they
 * include that are found in the including file's directory, -iquote (for "..."), -I or
 * -idirafter; runs nothing. A header found nowhere else is the system's: its calls are
 * not rewritten, so it is not read. #if is ignored: everything counts. A call counts when
 * a callee name appears outside directives, or in a macro that an identifier outside
 * directives reaches (through other macros), or when such a macro pastes with ## and
 * names something holding "printf" (s##printf). Anything this look cannot follow makes the answer 1: a source
 * that is no regular file, .i and .ii, #include MACRO where a user's file or -D defines
 * MACRO, options that add directories it does not model (-iwithprefix, -Wp,-I ..., CPATH
 * in the environment), more than 1000 files or 64 MB.
 *
 * With fall not NULL, the look reads on past a call, and *fall tells whether any file it
 * read holds "fall" in any case (every comment that gcc's -Wimplicit-fallthrough at
 * levels 2 to 4 reads holds it): 0 only when it read them all and none does. */
int drv_scan_may_call(const drv_cmd *cmd, size_t input, int *fall);

#endif

/* drv_steps.h: the command line of each step, built from a classified command: the
 * preprocess step, the compile step of rewritten text, and the final link or compile. */
#ifndef QRINTF_DRV_STEPS_H
#define QRINTF_DRV_STEPS_H

#include "drv_argv.h"
#include "drv_cc.h"
#include "drv_diag.h"
#include "drv_opts.h"

/* Whether comments may matter to the compile step: gcc's -Wimplicit-fallthrough, which an
 * option turns on outside -E, reads "fall through" comments (1), or any comment at level
 * 1 (2); else 0. */
int drv_pp_comments_matter(const drv_cc *cc, const drv_cmd *cmd);

/* The preprocess step for the source cmd->args[input]: the options for the preprocessor
 * (under -E all the user's), -E, -C where comments matter and the user's files may hold
 * one gcc reads (fall, from drv_scan_may_call; any comment at level 1), so that they reach
 * the compiler (else they go, which spares both steps their bytes), the source under its
 * -x, -o out, and with -MD or -MMD the -MF dep_file and -MQ dep_target that name the
 * dependency file and its target as plain would (each NULL when the user gave it). */
int drv_pp_argv(const drv_cc *cc, const drv_cmd *cmd, size_t input, const char *out,
                const char *dep_file, const char *dep_target, int fall, drv_argv *argv);

/* The compile step: the options for the compiler proper (under -c and -S also those
 * for the link alone), -x cpp-output (c++-cpp-output for C++), -c (-S under -S), the
 * preprocessed file in, -o out. */
int drv_cc_argv(const drv_cc *cc, const drv_cmd *cmd, drv_lang lang, const char *in,
                const char *out, drv_argv *argv);

/* The reference compile: the source cmd->args[input] compiled as plain compiles it,
 * with every option but those about the dependency file, -c (-S under -S), -o out, and
 * for the stage that is to say what it says: -fsyntax-only for the front end alone (out
 * is then not written), -flto -fno-fat-lto-objects for the lowering passes too (out then
 * holds no code). What it says about the code is what the user's build says. */
int drv_ref_argv(const drv_cc *cc, const drv_cmd *cmd, size_t input, const char *out,
                 drv_stage stage, drv_argv *argv);

/* The final command: the user's, with each input cmd->args[i] that has objs[i] set
 * replaced in place by that object when linking, or left out under -c and -S. Under -x,
 * "-x none" goes before such an object. Options the link does not need go only when the
 * command still compiles something. Sets *needed to 0 when nothing is left to run. */
int drv_final_argv(const drv_cc *cc, const drv_cmd *cmd, const char *const *objs,
                   drv_argv *argv, int *needed);

/* argv with -fdiagnostics-color=always after the compiler words, which gcc and clang
 * both take: a step's stderr goes to a file, where they would not colour it, and is
 * then shown on the terminal that plain would have coloured it for. */
int drv_colored_argv(const drv_cc *cc, const drv_argv *argv, drv_argv *out);

#endif

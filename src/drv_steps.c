/* drv_steps.c: child command lines, each option routed by its table bits. */
#include <string.h>
#include "drv_steps.h"

/* Whether a is an option about the dependency file (-MD, -MF f, -Wp,-MD,f ...): every
 * option in the table that starts with -M is, and the others are not. */
static int drv_is_dep_option(const drv_arg *a)
{
    return a->opt && (strncmp(a->opt->name, "-M", 2) == 0 ||
                      (a->opt->act == DRV_ACT_WP && strncmp(a->text, "-Wp,-M", 6) == 0));
}

/* Pushes the compiler words, then every option whose steps include mask, and with
 * ld_only also those that go to the link alone; with no_deps none about the
 * dependency file. */
static int drv_push_options(const drv_cc *cc, const drv_cmd *cmd, unsigned mask, int ld_only,
                            int no_deps, drv_argv *argv)
{
    if (drv_argv_pushn(argv, cc->words, cc->nwords) < 0)
        return -1;
    for (size_t i = 0; i < cmd->nargs; i++) {
        const drv_arg *a = &cmd->args[i];
        int wanted = ((a->dest & mask) || (ld_only && a->dest == DRV_TO_LD)) &&
                     !(no_deps && drv_is_dep_option(a));
        if (a->role == DRV_ROLE_OPTION && wanted && drv_argv_push(argv, a->text) < 0)
            return -1;
    }
    return 0;
}

static int drv_push2(drv_argv *argv, const char *a, const char *b)
{
    return drv_argv_push(argv, a) < 0 || drv_argv_push(argv, b) < 0 ? -1 : 0;
}

/* Whether an option may turn on gcc's -Wimplicit-fallthrough, which reads comments (a
 * "fall through" comment ends a case quietly): 2 when at level 1, where any comment
 * counts, else 1, or 0. gcc reads them only when an option turned the warning on: turned
 * on by a pragma alone, it warns of a commented fall through plainly too. */
static int drv_may_warn_fallthrough(const drv_cmd *cmd)
{
    int r = 0;
    for (size_t i = 0; i < cmd->nargs; i++) {
        const char *t = cmd->args[i].text;
        if (cmd->args[i].role != DRV_ROLE_OPTION)
            continue;
        if (!strcmp(t, "-Wimplicit-fallthrough=1") || !strcmp(t, "-Werror=implicit-fallthrough=1"))
            return 2;
        if (!strcmp(t, "-W") || !strcmp(t, "-Wextra") || !strcmp(t, "-Werror=extra") ||
            !strncmp(t, "-Wimplicit-fallthrough", 22) || !strncmp(t, "-Werror=implicit-fallthrough", 28))
            r = 1;
    }
    return r;
}

int drv_pp_comments_matter(const drv_cc *cc, const drv_cmd *cmd)
{
    return cc->kind == DRV_KIND_GCC && cmd->mode != DRV_MODE_PREPROCESS ? drv_may_warn_fallthrough(cmd) : 0;
}

int drv_pp_argv(const drv_cc *cc, const drv_cmd *cmd, size_t input, const char *out,
                const char *dep_file, const char *dep_target, int fall, drv_argv *argv)
{
    int e_mode = cmd->mode == DRV_MODE_PREPROCESS, comments = drv_pp_comments_matter(cc, cmd);
    const drv_arg *src = &cmd->args[input];
    if (drv_push_options(cc, cmd, e_mode ? DRV_TO_ALL : DRV_TO_PP, 0, 0, argv) < 0 ||
        drv_argv_push(argv, "-E") < 0)
        return -1;
    if (comments && (fall || comments == 2) && drv_argv_push(argv, "-C") < 0)
        return -1;
    if (src->xlang && drv_push2(argv, "-x", src->xlang) < 0)
        return -1;
    if (drv_argv_push(argv, src->text) < 0 || drv_push2(argv, "-o", out) < 0)
        return -1;
    if (dep_file && drv_push2(argv, "-MF", dep_file) < 0)
        return -1;
    if (dep_target && drv_push2(argv, "-MQ", dep_target) < 0)
        return -1;
    return 0;
}

int drv_colored_argv(const drv_cc *cc, const drv_argv *argv, drv_argv *out)
{
    size_t nw = cc->nwords;
    if (drv_argv_pushn(out, argv->v, nw) < 0 ||
        drv_argv_push(out, "-fdiagnostics-color=always") < 0 ||
        drv_argv_pushn(out, argv->v + nw, argv->n - nw) < 0)
        return -1;
    return 0;
}

/* Whether the command has -Werror. */
static int drv_werror(const drv_cmd *cmd)
{
    for (size_t i = 0; i < cmd->nargs; i++)
        if (cmd->args[i].role == DRV_ROLE_OPTION && !strcmp(cmd->args[i].text, "-Werror"))
            return 1;
    return 0;
}

int drv_cc_argv(const drv_cc *cc, const drv_cmd *cmd, drv_lang lang, const char *in,
                const char *out, drv_argv *argv)
{
    int c = lang == DRV_LANG_C || lang == DRV_LANG_PP_C;
    /* Under -c and -S plain gets the link options too and ignores them, clang with a
     * warning ("-lm: 'linker' input unused") that must come out the same; the options
     * that go to the preprocessor as well are left out, as the compile step would not
     * use them where plain does. -Werror gives way to -Wno-error: any warning of this
     * step makes the source compile as plain compiles it, whose diagnostics and status
     * are then the command's, so that one the preprocessed text revives (see
     * drv_job_recheck) needs no third compile of the text with -w. */
    if (drv_push_options(cc, cmd, DRV_TO_CC, cmd->mode != DRV_MODE_LINK, 0, argv) < 0 ||
        (drv_werror(cmd) && drv_argv_push(argv, "-Wno-error") < 0) ||
        drv_push2(argv, "-x", c ? "cpp-output" : "c++-cpp-output") < 0 ||
        drv_argv_push(argv, cmd->mode == DRV_MODE_ASM ? "-S" : "-c") < 0 ||
        drv_argv_push(argv, in) < 0 || drv_push2(argv, "-o", out) < 0)
        return -1;
    return 0;
}

int drv_ref_argv(const drv_cc *cc, const drv_cmd *cmd, size_t input, const char *out,
                 drv_stage stage, drv_argv *argv)
{
    const drv_arg *src = &cmd->args[input];
    if (drv_push_options(cc, cmd, DRV_TO_PP | DRV_TO_CC, cmd->mode != DRV_MODE_LINK, 1,
                         argv) < 0 ||
        (src->xlang && drv_push2(argv, "-x", src->xlang) < 0) ||
        drv_argv_push(argv, cmd->mode == DRV_MODE_ASM ? "-S" : "-c") < 0 ||
        (stage == DRV_STAGE_FRONT && drv_argv_push(argv, "-fsyntax-only") < 0) ||
        (stage == DRV_STAGE_LOWERING && drv_push2(argv, "-flto", "-fno-fat-lto-objects") < 0) ||
        drv_argv_push(argv, src->text) < 0 || drv_push2(argv, "-o", out) < 0)
        return -1;
    return 0;
}

/* Whether the final command still compiles or assembles an input of its own. */
static int drv_final_compiles(const drv_cmd *cmd, const char *const *objs)
{
    for (size_t i = 0; i < cmd->nargs; i++) {
        const drv_arg *a = &cmd->args[i];
        if (a->role == DRV_ROLE_INPUT && !objs[i] && a->lang != DRV_LANG_OBJECT)
            return 1;
    }
    return 0;
}

static int drv_same_lang(const char *a, const char *b)
{
    return a == b || (a && b && strcmp(a, b) == 0);
}

/* Pushes an input, after the -x that applies to it when that is not the one already in
 * effect (*cur) where it lands: -x goes only where an input needs it, so no -x is ever
 * left after the last input, which gcc would warn about. */
static int drv_push_input(drv_argv *argv, const char *text, const char *xlang,
                          const char **cur)
{
    if (!drv_same_lang(*cur, xlang)) {
        if (drv_push2(argv, "-x", xlang ? xlang : "none") < 0)
            return -1;
        *cur = xlang;
    }
    return drv_argv_push(argv, text);
}

int drv_final_argv(const drv_cc *cc, const drv_cmd *cmd, const char *const *objs,
                   drv_argv *argv, int *needed)
{
    int link = cmd->mode == DRV_MODE_LINK;
    /* clang -Werror rejects -Wa, -nostdinc ... in a link that compiles nothing. */
    unsigned mask = !link || drv_final_compiles(cmd, objs) ? DRV_TO_ALL : DRV_TO_LD;
    const char *cur = NULL;
    *needed = link;
    if (drv_argv_pushn(argv, cc->words, cc->nwords) < 0)
        return -1;
    for (size_t i = 0; i < cmd->nargs; i++) {
        const drv_arg *a = &cmd->args[i];
        int r = 0;
        if (a->role == DRV_ROLE_INPUT && !objs[i]) {
            *needed = 1;
            r = drv_push_input(argv, a->text, a->xlang, &cur);
        } else if (a->role == DRV_ROLE_INPUT) {
            r = link ? drv_push_input(argv, objs[i], NULL, &cur) : 0;
        } else if (a->role == DRV_ROLE_OPTION) {
            r = (a->dest & mask) ? drv_argv_push(argv, a->text) : 0;
        } else if (a->role != DRV_ROLE_LANG) {
            r = drv_argv_push(argv, a->text);
        }
        if (r < 0)
            return -1;
    }
    return 0;
}

/* drv_compile.c: the per-source pipeline, and the rule that keeps builds safe: when any
 * step fails, the whole command goes back to the compiler unchanged. */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "drv_compile.h"
#include "drv_diag.h"
#include "drv_keep.h"
#include "drv_proc.h"
#include "drv_report.h"
#include "drv_rtcache.h"
#include "drv_rsp.h"
#include "drv_scan.h"
#include "drv_steps.h"
#include "rewrite.h"

enum { DRV_OK, DRV_FAIL, DRV_INTR };  /* how a stage went; DRV_FAIL means run plain */

enum { DRV_LOG_PP_OUT, DRV_LOG_PP_ERR, DRV_LOG_CC_OUT, DRV_LOG_CC_ERR, DRV_NLOGS };

typedef struct drv_job {
    size_t arg;              /* the source is cmd->args[arg] */
    const char *pp;          /* its preprocessed text: a temp file, or a .i/.ii input */
    const char *obj;         /* what the compile step wrote */
    const char *log[DRV_NLOGS];  /* captured stdout and stderr of its steps */
    buf text;                /* the preprocessed text */
    rew_result res;
    int have_res;
    buf c_text;              /* the rewritten text with the converters' and generated
                                functions' C, when res.text carries them compiled, from
                                the cache entries at entry (the second: NULL, or the
                                generated functions') */
    char *entry[2];
    int used;                /* its rewritten text was compiled, or under -E printed */
    int broke;               /* its rewritten text did not compile, though the source does */
    int wrote;               /* a compile step of its rewritten text wrote obj */
    int fall;                /* its files may hold a "fall through" comment (drv_scan.h) */
} drv_job;

typedef struct drv_ctx {
    const drv_cc *cc;
    const drv_cmd *cmd;
    const drv_env *env;
    const char *tmpdir;
    int rsp;
    int color;               /* steps get -fdiagnostics-color=always */
    unsigned nrsp;
    drv_argv strs;           /* every string made on the way */
    drv_job *jobs;
    size_t njobs;
    const char *why;         /* why the command must run unchanged */
} drv_ctx;

/* Notes why the command must run unchanged, for QRINTF_VERBOSE; passes r through. */
static int drv_why(drv_ctx *c, int r, const char *why)
{
    if (r == DRV_FAIL && !c->why)
        c->why = why;
    return r;
}

/* "<tmpdir>/<n>-<name>": owned by c, NULL when memory runs out. */
static const char *drv_tmp(drv_ctx *c, size_t n, const char *name)
{
    char *s = malloc(strlen(c->tmpdir) + strlen(name) + 32);
    if (s)
        sprintf(s, "%s/%zu-%s", c->tmpdir, n, name);
    return drv_argv_own(&c->strs, s);
}

static const char *drv_own(drv_ctx *c, char *s)
{
    return drv_argv_own(&c->strs, s);
}

/* The arguments after the compiler words moved into a response file, for commands as
 * long as the user's own that needed one. */
static int drv_via_rsp(drv_ctx *c, const drv_argv *argv, drv_argv *run)
{
    size_t nw = c->cc->nwords;
    const char *file = drv_tmp(c, ++c->nrsp, "args.rsp");
    buf text = {0};
    int r = -1;
    if (file && drv_rsp_quote(argv->v + nw, argv->n - nw, &text) == 0 &&
        drv_file_write(file, text.data, text.len) == 0)
        r = 0;
    buf_free(&text);
    char *at = r == 0 ? malloc(strlen(file) + 2) : NULL;
    if (!at)
        return -1;
    sprintf(at, "@%s", file);
    if (!drv_own(c, at) || drv_argv_pushn(run, argv->v, nw) < 0 || drv_argv_push(run, at) < 0)
        return -1;
    return 0;
}

/* Runs one step with its stdout and stderr captured in out and err; own: the step reads
 * a file of qrintf's or compiles into one, so that a dependency rule the environment asks
 * gcc for would name it (drv_run_own). */
static int drv_run_step(drv_ctx *c, const drv_argv *step, const char *out, const char *err, int own)
{
    drv_argv colored = {0}, run = {0};
    const drv_argv *argv = step;
    if (drv_signal_caught())
        return DRV_INTR;
    if (c->color && drv_colored_argv(c->cc, step, &colored) == 0)
        argv = &colored;
    if (c->rsp && drv_via_rsp(c, argv, &run) < 0) {
        drv_argv_free(&colored);
        drv_argv_free(&run);
        return DRV_FAIL;
    }
    const char *const *v = c->rsp ? run.v : argv->v;
    if (c->env->verbose)
        drv_print_cmd(argv->v);  /* what runs, @file or not */
    drv_status st;
    int r = (own ? drv_run_own : drv_run)(c->cc->path, v, out, err, &st);
    drv_argv_free(&colored);
    drv_argv_free(&run);
    if (drv_signal_caught())
        return DRV_INTR;
    return r < 0 || st.signaled || st.code ? DRV_FAIL : DRV_OK;
}

static int drv_is_preprocessed(drv_lang lang)
{
    return lang == DRV_LANG_PP_C || lang == DRV_LANG_PP_CXX;
}

/* The -MF and -MQ the preprocess step needs for the dependency file to be plain's. */
static int drv_dep_names(drv_ctx *c, const char *src, const char **file, const char **target)
{
    const drv_cmd *cmd = c->cmd;
    *file = *target = NULL;
    if (!cmd->deps)
        return 0;
    if (!cmd->dep_file && !(*file = drv_own(c, drv_dep_file(cmd, src))))
        return -1;
    if (!cmd->dep_target && !(*target = drv_own(c, drv_dep_target(cmd, c->cc->kind, src))))
        return -1;
    return 0;
}

/* Fills j->text with the preprocessed source: the compiler's -E output, or a .i/.ii
 * input as it is. */
static int drv_job_preprocess(drv_ctx *c, drv_job *j, size_t n)
{
    const drv_arg *a = &c->cmd->args[j->arg];
    const char *dep_file, *dep_target;
    drv_argv argv = {0};
    int r = DRV_FAIL;
    if (drv_is_preprocessed(a->lang)) {
        j->pp = a->text;
    } else {
        j->pp = drv_tmp(c, n, "pp.i");
        j->log[DRV_LOG_PP_OUT] = drv_tmp(c, n, "pp.out");
        j->log[DRV_LOG_PP_ERR] = drv_tmp(c, n, "pp.err");
        if (!j->pp || !j->log[DRV_LOG_PP_OUT] || !j->log[DRV_LOG_PP_ERR] ||
            drv_dep_names(c, a->text, &dep_file, &dep_target) < 0 ||
            drv_pp_argv(c->cc, c->cmd, j->arg, j->pp, dep_file, dep_target, j->fall, &argv) < 0)
            goto out;
        r = drv_run_step(c, &argv, j->log[DRV_LOG_PP_OUT], j->log[DRV_LOG_PP_ERR], 0);
        if (r != DRV_OK)
            goto out;
    }
    r = buf_read_file(&j->text, j->pp) < 0 ? DRV_FAIL : DRV_OK;
out:
    drv_argv_free(&argv);
    return drv_why(c, r, "the preprocess step failed");
}

/* QRINTF_KEEP: a copy of the rewritten text, named after the source's path. */
static void drv_keep(drv_ctx *c, const drv_job *j)
{
    const drv_arg *a = &c->cmd->args[j->arg];
    int cxx = a->lang == DRV_LANG_CXX || a->lang == DRV_LANG_PP_CXX;
    char *path;
    if (drv_keep_write(c->env->keep, a->text, cxx ? ".ii" : ".i", &j->res.text, &path) < 0)
        fprintf(stderr, "qrintf: warning: cannot keep the rewritten text of '%s' in '%s': %s\n",
                a->text, path ? path : c->env->keep, strerror(errno));
    free(path);
}

static int drv_job_rewrite(drv_ctx *c, drv_job *j, size_t n)
{
    const drv_arg *a = &c->cmd->args[j->arg];
    rew_goal goal = drv_opt_goal(c->cmd);
    /* At -Os and -Oz the converters stay C in the file, where the compiler specializes
     * them for their few callers: smaller code, which is what the build asks for; the
     * tables alone come compiled (rew_options.split). */
    rew_options opt = {rew_runtime_text, a->text,
                       a->lang == DRV_LANG_CXX || a->lang == DRV_LANG_PP_CXX,
                       goal, 0, drv_not_libc(c->cmd), 1, c->cc->kind == DRV_KIND_CLANG};
    /* the guards call snprintf, which must then be the library's */
    opt.guard = opt.not_libc ? EMIT_GUARD_NONE : drv_sprintf_pass_guard(c->cmd, c->cc->kind);
    if (c->env->fault && strcmp(c->env->fault, "rewrite") == 0)
        return drv_why(c, DRV_FAIL, "QRINTF_FAULT=rewrite");
    if (rew_text(j->text.data, j->text.len, &opt, &j->res) < 0)
        return drv_why(c, DRV_FAIL, "the rewriter ran out of memory");
    j->have_res = 1;
    if (j->res.rewritten > 0 &&
        drv_rtcache_swap(c->cc, c->cmd, c->env, c->tmpdir, n, &j->res, &j->c_text, j->entry) < 0)
        return drv_why(c, DRV_FAIL, "out of memory");
    if (j->res.rewritten > 0 && c->env->keep)
        drv_keep(c, j);
    return DRV_OK;
}

static int drv_file_empty(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && st.st_size == 0;
}

/* Whether a compile step that failed may have failed for the converters' compiled form:
 * its messages blame the runtime's part of the text or the assembler (gcc's "Assembler
 * messages:", clang's "<inline asm>"), or are no compiler's errors at all (none, or a
 * crash). Not when the compiler found errors in the user's code alone, such as a
 * -Werror warning that compiled preprocessed text revives: the recheck deals with
 * those, and compiling the converters' C as well would only double the work. */
static int drv_fail_may_be_asm(const char *err_path)
{
    buf err = {0};
    int r = buf_read_file(&err, err_path) < 0 || !err.data || strstr(err.data, REW_RUNTIME_FILE) ||
            strstr(err.data, "Assembler messages:") || strstr(err.data, "<inline asm>") ||
            !strstr(err.data, "error:");
    buf_free(&err);
    return r;
}

/* How much of the compiler says again what the compile step, which succeeded, said
 * (drv_diag_stage). */
static drv_stage drv_said_stage(const drv_ctx *c, const char *err_path)
{
    buf err = {0};
    drv_stage r = buf_read_file(&err, err_path) == 0 ? drv_diag_stage(c->cc->kind, err.data, err.len)
                                                     : DRV_STAGE_ALL;
    buf_free(&err);
    return r;
}

/* Whether a compile said something about its command (drv_diag_classify), as gcc's
 * "cc1: note: '-gsplit-dwarf' is not supported with LTO, disabling". */
static int drv_said_of_command(const char *err_path)
{
    buf err = {0};
    int r = 0;
    if (buf_read_file(&err, err_path) < 0)
        return 1;
    for (size_t at = 0; at < err.len && !r;) {
        const char *line = err.data + at, *nl = memchr(line, '\n', err.len - at);
        size_t len = nl ? (size_t)(nl - line) : err.len - at;
        drv_diag_kind kind = drv_diag_classify(line, len);
        r = kind != DRV_DIAG_CODE && kind != DRV_DIAG_SUMMARY;
        at += len + (nl != NULL);
    }
    buf_free(&err);
    return r;
}

/* After a compile step that failed or said something. Compiled preprocessed text
 * revives warnings that compilers keep quiet about inside macro expansions (gcc's
 * -Waddress, clang's -Wparentheses-equality), which -Werror makes errors. So the source
 * is compiled as plain compiles it: when that fails, so does the command, plainly; else
 * its diagnostics are the ones shown, and a compile step that failed runs again with -w.
 * When the step succeeded and said only what the front end says, the front end alone
 * (-fsyntax-only) is enough to say it as plain does: what the rest of a compiler says
 * the compile step said too, as it compiled the same code; and when it said only what
 * gcc's front end and lowering passes say, a compile that stops after them. Not behind
 * a launcher: distcc preprocesses with the options of the compile, and clang then warns
 * that -fsyntax-only went unused. Such a partial compile that says something of its
 * options, which plain's whole one does not, gives way to the whole one. (A source from
 * the user's own .i/.ii has nothing to compare with.) */
static int drv_job_recheck(drv_ctx *c, drv_job *j, size_t n, drv_argv *cc_argv, int r)
{
    const char *obj = drv_tmp(c, n, "ref.o");
    const char *out = drv_tmp(c, n, "ref.out"), *err = drv_tmp(c, n, "ref.err");
    drv_argv argv = {0};
    int ref = DRV_FAIL;
    drv_stage stage = DRV_STAGE_ALL;
    if (drv_is_preprocessed(c->cmd->args[j->arg].lang))
        return r;
    if (r == DRV_OK && c->cc->nwords == 1)
        stage = drv_said_stage(c, j->log[DRV_LOG_CC_ERR]);
    for (;;) {
        ref = DRV_FAIL;
        if (obj && out && err && drv_ref_argv(c->cc, c->cmd, j->arg, obj, stage, &argv) == 0)
            ref = drv_run_step(c, &argv, out, err, 1);
        drv_argv_free(&argv);
        if (stage == DRV_STAGE_ALL || !drv_said_of_command(err))
            break;
        stage = DRV_STAGE_ALL;
    }
    if (ref != DRV_OK)
        return drv_why(c, ref, "the source does not compile plainly");
    if (r == DRV_FAIL) {
        r = drv_argv_push(cc_argv, "-w") < 0 ? DRV_FAIL :
            drv_run_step(c, cc_argv, j->log[DRV_LOG_CC_OUT], j->log[DRV_LOG_CC_ERR], 1);
        j->wrote |= r == DRV_OK;
    }
    j->log[DRV_LOG_PP_OUT] = NULL;  /* the reference ran the preprocessor too */
    j->log[DRV_LOG_PP_ERR] = NULL;
    j->log[DRV_LOG_CC_OUT] = out;
    j->log[DRV_LOG_CC_ERR] = err;
    return r;
}

/* Compiles the rewritten text into the user's output under -c and -S, else into a temp
 * object for the link. */
static int drv_job_compile(drv_ctx *c, drv_job *j, size_t n)
{
    const drv_cmd *cmd = c->cmd;
    const drv_arg *a = &cmd->args[j->arg];
    const char *rw = drv_tmp(c, n, "rw.i");
    drv_argv argv = {0};
    int r = DRV_FAIL;
    j->obj = cmd->mode == DRV_MODE_LINK ? drv_tmp(c, n, "obj.o") :
                                          drv_own(c, drv_output_name(cmd, a->text));
    j->log[DRV_LOG_CC_OUT] = drv_tmp(c, n, "cc.out");
    j->log[DRV_LOG_CC_ERR] = drv_tmp(c, n, "cc.err");
    if (rw && j->obj && j->log[DRV_LOG_CC_OUT] && j->log[DRV_LOG_CC_ERR] &&
        drv_file_write(rw, j->res.text.data, j->res.text.len) == 0 &&
        drv_cc_argv(c->cc, cmd, a->lang, rw, j->obj, &argv) == 0) {
        r = drv_run_step(c, &argv, j->log[DRV_LOG_CC_OUT], j->log[DRV_LOG_CC_ERR], 1);
        j->wrote = r == DRV_OK;
        if (r == DRV_FAIL && j->entry[0] && drv_fail_may_be_asm(j->log[DRV_LOG_CC_ERR])) {
            /* the text with the converters' C in place of their compiled form; when that
             * compiles, the cache entry was at fault (damaged, or assembly this could not
             * vouch for after all), and goes */
            buf_free(&j->res.text);
            j->res.text = j->c_text;
            memset(&j->c_text, 0, sizeof j->c_text);
            r = drv_file_write(rw, j->res.text.data, j->res.text.len) < 0 ? DRV_FAIL :
                drv_run_step(c, &argv, j->log[DRV_LOG_CC_OUT], j->log[DRV_LOG_CC_ERR], 1);
            for (int e = 0; e < 2 && r == DRV_OK; e++)
                if (j->entry[e])
                    unlink(j->entry[e]);
            j->wrote = r == DRV_OK;
        }
        if (r == DRV_FAIL || (r == DRV_OK && !drv_file_empty(j->log[DRV_LOG_CC_ERR])))
            r = drv_job_recheck(c, j, n, &argv, r);
    }
    drv_argv_free(&argv);
    j->broke = r == DRV_FAIL && !c->why;  /* the recheck found the source compiles plainly */
    if (r == DRV_OK && c->env->fault && strcmp(c->env->fault, "compile") == 0) {
        r = drv_why(c, DRV_FAIL, "QRINTF_FAULT=compile");
        j->broke = 1;
    }
    j->used = r == DRV_OK;
    return drv_why(c, r, "the compile step failed");
}

/* Preprocesses and rewrites every source that may hold a call; compiles those with
 * rewritten calls. The others are left to the final command, as plain compiles them. */
static int drv_jobs_run(drv_ctx *c)
{
    for (size_t n = 0; n < c->njobs; n++) {
        drv_job *j = &c->jobs[n];
        if (!drv_scan_may_call(c->cmd, j->arg, drv_pp_comments_matter(c->cc, c->cmd) == 1 ? &j->fall : NULL))
            continue;
        int r = drv_job_preprocess(c, j, n + 1);
        if (r == DRV_OK)
            r = drv_job_rewrite(c, j, n + 1);
        if (r == DRV_OK && j->res.rewritten > 0) {
            if (c->cmd->mode == DRV_MODE_PREPROCESS)
                j->used = 1;
            else
                r = drv_job_compile(c, j, n + 1);
        }
        if (r != DRV_OK)
            return r;
    }
    return DRV_OK;
}

/* The notes of what the user's build really gets: a rewritten text not used means the
 * source was compiled unchanged, for the reason c->why gives. */
static void drv_job_report(const drv_ctx *c, const drv_job *j)
{
    if (drv_report_on(c->env) && j->broke)
        drv_report_broke(c->env, c->cmd->args[j->arg].text, c->why);
    if (drv_report_on(c->env) && j->have_res)
        drv_report_notes(c->env, &j->res, j->used || j->res.rewritten == 0 ? NULL :
                                           c->why ? c->why : "the command ran unchanged");
}

/* -E: every source's text, rewritten where it was, to -o's file or stdout. */
static int drv_print_preprocessed(drv_ctx *c)
{
    int fd = 1, r = DRV_OK;
    drv_diag diag = {c->cc->kind == DRV_KIND_CLANG, {0}, {0}};
    if (c->cmd->output && (fd = open(c->cmd->output, O_WRONLY | O_CREAT | O_TRUNC, 0666)) < 0)
        return DRV_FAIL;
    for (size_t n = 0; diag.hoist && n < c->njobs; n++)
        drv_diag_hoist(&diag, c->jobs[n].log[DRV_LOG_PP_ERR], NULL);
    drv_diag_head(&diag, 2);
    for (size_t n = 0; n < c->njobs && r == DRV_OK; n++) {
        const drv_job *j = &c->jobs[n];
        const buf *text = j->used ? &j->res.text : &j->text;
        drv_diag_source(&diag, j->log[DRV_LOG_PP_ERR], NULL, 2);
        if (drv_fd_write(fd, text->data, text->len) < 0)
            r = DRV_FAIL;
        drv_job_report(c, j);
    }
    drv_diag_free(&diag);
    if (fd != 1 && close(fd) < 0)
        r = DRV_FAIL;
    return r;
}

/* The link, or under -c and -S the compile of the inputs left, as the user's command with
 * the rewritten sources swapped for their objects or left out. */
static int drv_final(drv_ctx *c, const char **log)
{
    const char **objs = calloc(c->cmd->nargs ? c->cmd->nargs : 1, sizeof *objs);
    drv_argv argv = {0};
    int needed = 0, r = DRV_FAIL;
    log[0] = drv_tmp(c, 0, "final.out");
    log[1] = drv_tmp(c, 0, "final.err");
    if (!objs || !log[0] || !log[1])
        goto out;
    for (size_t n = 0; n < c->njobs; n++)
        if (c->jobs[n].used)
            objs[c->jobs[n].arg] = c->jobs[n].obj;
    if (drv_final_argv(c->cc, c->cmd, objs, &argv, &needed) == 0)
        r = needed ? drv_run_step(c, &argv, log[0], log[1], 0) : DRV_OK;
out:
    free(objs);
    drv_argv_free(&argv);
    return drv_why(c, r, "the final command failed");
}

/* Everything succeeded: the captured output, in command order, as plain would print it. */
static void drv_print_outputs(const drv_ctx *c, const char *const *final_log)
{
    drv_diag diag = {c->cc->kind == DRV_KIND_CLANG, {0}, {0}};
    for (size_t n = 0; diag.hoist && n < c->njobs; n++) {
        const drv_job *j = &c->jobs[n];
        if (j->used)
            drv_diag_hoist(&diag, j->log[DRV_LOG_PP_ERR], j->log[DRV_LOG_CC_ERR]);
    }
    if (diag.hoist)
        drv_diag_hoist(&diag, final_log[1], NULL);
    drv_diag_head(&diag, 2);
    for (size_t n = 0; n < c->njobs; n++) {
        const drv_job *j = &c->jobs[n];
        if (j->used) {  /* steps print on stderr: where stdout goes next to it is moot */
            drv_file_replay(j->log[DRV_LOG_PP_OUT], 1);
            drv_file_replay(j->log[DRV_LOG_CC_OUT], 1);
            drv_diag_source(&diag, j->log[DRV_LOG_PP_ERR], j->log[DRV_LOG_CC_ERR], 2);
        }
        drv_job_report(c, j);
    }
    drv_file_replay(final_log[0], 1);
    drv_diag_command(&diag, final_log[1], 2);
    drv_diag_free(&diag);
}

static int drv_any_used(const drv_ctx *c)
{
    for (size_t n = 0; n < c->njobs; n++)
        if (c->jobs[n].used)
            return 1;
    return 0;
}

static int drv_jobs_make(drv_ctx *c)
{
    c->jobs = calloc(c->cmd->nsources, sizeof *c->jobs);
    if (!c->jobs)
        return -1;
    for (size_t i = 0; i < c->cmd->nargs; i++) {
        const drv_arg *a = &c->cmd->args[i];
        if (a->role == DRV_ROLE_INPUT && drv_lang_is_ours(a->lang, c->cmd->mode))
            c->jobs[c->njobs++].arg = i;
    }
    return 0;
}

static void drv_ctx_free(drv_ctx *c)
{
    for (size_t n = 0; n < c->njobs; n++) {
        buf_free(&c->jobs[n].text);
        buf_free(&c->jobs[n].c_text);
        free(c->jobs[n].entry[0]);
        free(c->jobs[n].entry[1]);
        if (c->jobs[n].have_res)
            rew_result_free(&c->jobs[n].res);
    }
    free(c->jobs);
    drv_argv_free_all(&c->strs);
}

static int drv_pipeline(drv_ctx *c)
{
    const char *final_log[2] = {NULL, NULL};
    int r = drv_jobs_make(c) < 0 ? drv_why(c, DRV_FAIL, "out of memory") : drv_jobs_run(c);
    if (r == DRV_OK && !drv_any_used(c))  /* plain then gives byte-identical objects */
        r = drv_why(c, DRV_FAIL, "no call was rewritten");
    if (r == DRV_OK && c->cmd->mode == DRV_MODE_PREPROCESS)
        return drv_why(c, drv_print_preprocessed(c), "writing the output failed");
    if (r == DRV_OK)
        r = drv_final(c, final_log);
    if (r == DRV_OK)
        drv_print_outputs(c, final_log);
    return r;
}

drv_end drv_compile(const drv_cc *cc, const drv_cmd *cmd, const drv_env *env,
                    const char *tmpdir, int rsp, const char **why)
{
    drv_ctx c = {cc, cmd, env, tmpdir, rsp, env->tty && !cmd->color, 0, {0}, NULL, 0, NULL};
    int r = drv_pipeline(&c);
    if (drv_signal_caught())
        r = DRV_INTR;
    *why = c.why;
    if (r == DRV_FAIL) {
        for (size_t n = 0; n < c.njobs; n++) {
            /* the plain command compiles them all; an output of -c or -S that a compile
             * step wrote goes first, so that plain's failing leaves none, as it would */
            if (c.jobs[n].wrote && cmd->mode != DRV_MODE_LINK)
                unlink(c.jobs[n].obj);
            c.jobs[n].used = 0;
            drv_job_report(&c, &c.jobs[n]);
        }
    }
    drv_ctx_free(&c);
    return r == DRV_OK ? DRV_END_DONE : r == DRV_FAIL ? DRV_END_PLAIN : DRV_END_SIGNAL;
}

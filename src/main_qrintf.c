/* main_qrintf.c: qrintf, the compiler wrapper: finds the compiler, decides whether the
 * command can go through the rewriter, and ends exactly as the compiler would. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "drv_argv.h"
#include "drv_cc.h"
#include "drv_compile.h"
#include "drv_opts.h"
#include "drv_proc.h"
#include "drv_report.h"
#include "drv_rsp.h"
#include "drv_rtcache.h"
#include "drv_summary.h"
#include "version.h"

static const char drv_usage_text[] =
    "usage: qrintf CC [ARGS...]      e.g. qrintf gcc -O2 -c foo.c\n"
    "       qrintf-CC [ARGS...]      e.g. make CC=qrintf-gcc (a symlink to qrintf)\n"
    "       qrintf --summary FILE    what the notes in FILE (QRINTF_NOTES) add up to\n"
    "       qrintf --help | --version\n"
    "\n"
    "Compiles with CC, with every sprintf, snprintf, printf, fprintf and dprintf call\n"
    "whose format is a constant rewritten into specialized inline code. CC may follow\n"
    "a launcher: qrintf ccache gcc.\n"
    "\n"
    "Environment:\n"
    "  QRINTF_DISABLE=1     run the compiler with the arguments unchanged\n"
    "  QRINTF_VERBOSE=1     print each command qrintf runs\n"
    "  QRINTF_REPORT=1      print a note for each call: rewritten, or why not\n"
    "  QRINTF_NOTES=FILE    append those notes to FILE instead, for qrintf --summary FILE\n"
    "  QRINTF_KEEP=DIR      also write each rewritten text to DIR/<source's full path>.i\n"
    "  QRINTF_CACHE_DIR=DIR keep the compiled converters in DIR (empty: nowhere);\n"
    "                       by default $XDG_CACHE_HOME/qrintf or ~/.cache/qrintf\n"
    "\n"
    "The manual: man qrintf\n";

/* qrintf alone or followed by an option: its own help or version. Anything else is a
 * mistake that one line names, as the compiler names its own, with status 1. */
static int drv_own_options(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "--help") == 0) {
        fputs(drv_usage_text, stdout);
        return 0;
    }
    if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
        puts("qrintf " QRINTF_VERSION);
        return 0;
    }
    if (argc == 3 && strcmp(argv[1], "--summary") == 0)
        return drv_summary_main(argv[2]);
    if (argc >= 2 && strcmp(argv[1], "--summary") == 0)
        fputs("qrintf: fatal error: '--summary' takes one file; see 'qrintf --help'\n", stderr);
    else if (argc < 2)
        fputs("qrintf: fatal error: no compiler named; see 'qrintf --help'\n", stderr);
    else
        fprintf(stderr, "qrintf: fatal error: '%s' is not a qrintf option and no compiler is "
                "named before it; see 'qrintf --help'\n", argv[1]);
    return 1;
}

/* Why the compiler cannot run, in one line, with exec's status 127. A name that only
 * leads back to qrintf would make qrintf run itself forever: that is said, not ENOENT. */
static int drv_cannot_run(const drv_cc *cc, int r)
{
    const char *name = cc->words[0];
    if (r == DRV_CC_SELF && strncmp(drv_cc_base(name), "qrintf", 6) == 0)
        fprintf(stderr, "qrintf: fatal error: '%s' is qrintf itself; name the compiler it "
                "wraps once, as in 'qrintf gcc' or 'qrintf-gcc'\n", name);
    else if (r == DRV_CC_SELF)
        fprintf(stderr, "qrintf: fatal error: '%s' on PATH is qrintf itself and no other "
                "'%s' follows it\n", name, name);
    else
        fprintf(stderr, "qrintf: fatal error: cannot execute '%s': %s\n", name, strerror(errno));
    return 127;
}

static int drv_env_on(const char *name)
{
    const char *v = getenv(name);
    return v && *v && strcmp(v, "0") != 0;
}

static drv_env drv_env_read(void)
{
    drv_env env;
    env.verbose = drv_env_on("QRINTF_VERBOSE");
    env.report = drv_env_on("QRINTF_REPORT");
    env.notes = getenv("QRINTF_NOTES");
    if (env.notes && !*env.notes)
        env.notes = NULL;
    env.keep = getenv("QRINTF_KEEP");
    if (env.keep && !*env.keep)
        env.keep = NULL;
    env.fault = getenv("QRINTF_FAULT");
    env.cache = drv_rtcache_dir();
    /* gcc's rule for -fdiagnostics-color=auto; clang's differs only for odd terminals. */
    const char *term = getenv("TERM");
    env.tty = term && strcmp(term, "dumb") != 0 && isatty(2);
    return env;
}

/* Replaces this process with the user's command, unchanged: plain is the compiler words
 * followed by the user's arguments, NULL-terminated, as in qrintf's own argv. */
static int drv_exec_plain(const drv_cc *cc, char **plain, const drv_env *env, const char *why)
{
    if (drv_signal_caught())
        drv_exit_as((drv_status){1, drv_signal_caught()});
    if (env->verbose && why)
        fprintf(stderr, "qrintf: running the command unchanged: %s\n", why);
    if (env->verbose)
        drv_print_cmd((const char *const *)plain);
    drv_exec(cc->path, (const char *const *)plain);
    fprintf(stderr, "qrintf: fatal error: cannot execute '%s': %s\n", cc->words[0],
            strerror(errno));
    return 127;
}

static size_t drv_count(char **v)
{
    size_t n = 0;
    while (v[n])
        n++;
    return n;
}

/* QRINTF_REPORT's one note for a command that runs unchanged although it would compile
 * a C or C++ source: at that source, or qrintf's own when it comes from stdin. A command
 * that makes no code loses nothing and says nothing. */
static void drv_report_plain(const drv_cmd *cmd, const drv_env *env, const char *why)
{
    const char *file = NULL;
    char text[600];
    if (!drv_report_on(env) || cmd->nocode || cmd->nsources == 0)
        return;
    for (size_t i = 0; i < cmd->nargs && !file; i++)
        if (cmd->args[i].role == DRV_ROLE_INPUT && drv_lang_is_ours(cmd->args[i].lang, cmd->mode))
            file = cmd->args[i].text;
    snprintf(text, sizeof text, "ran the command unchanged: %s", why);
    drv_report_command(env, file && strcmp(file, "-") != 0 ? file : NULL, text);
}

/* The rewriting path: 1 when it did the whole job, 0 when the command must run
 * unchanged (*why says why, in reason when it is made here). A signal that interrupts it
 * is died of, after cleaning up. */
static int drv_run_wrapped(const drv_cc *cc, const drv_cmd *cmd, const drv_env *env, int rsp,
                           const char **why, char *reason, size_t size)
{
    drv_signals_catch();
    const char *base;
    char *tmp = drv_tmpdir_make(&base);
    if (!tmp) {
        snprintf(reason, size, "cannot make a temp directory in %s: %s", base, strerror(errno));
        *why = reason;
        drv_report_plain(cmd, env, reason);
        return 0;
    }
    drv_end end = drv_compile(cc, cmd, env, tmp, rsp, why);
    drv_tmpdir_remove(tmp);
    free(tmp);
    if (end == DRV_END_SIGNAL || drv_signal_caught())
        drv_exit_as((drv_status){1, drv_signal_caught()});
    return end == DRV_END_DONE;
}

/* Classifies the command and runs it through the rewriter, or unchanged. */
static int drv_wrap(const drv_cc *cc, char **plain, const drv_env *env)
{
    char **user = plain + cc->nwords;
    drv_argv args = {0}, pool = {0};
    drv_cmd cmd = {0};
    const char *why = "out of memory";
    char reason[512];
    int rsp = 0, done = 0;
    if (drv_rsp_expand((const char *const *)user, drv_count(user), &args, &pool, &rsp) == 0 &&
        drv_classify(args.v, args.n, cc->kind, cc->cxx, &cmd) == 0) {
        why = cmd.plain;
        if (why)
            drv_report_plain(&cmd, env, why);
        else
            done = drv_run_wrapped(cc, &cmd, env, rsp, &why, reason, sizeof reason);
    }
    drv_cmd_free(&cmd);
    drv_argv_free(&args);
    drv_argv_free_all(&pool);
    return done ? 0 : drv_exec_plain(cc, plain, env, why);
}

int main(int argc, char **argv)
{
    drv_cc cc;
    int first = drv_cc_split(argc, argv, &cc);
    if (cc.nwords == 0)
        return drv_own_options(argc, argv);
    int r = drv_cc_resolve(&cc);
    if (r < 0)
        return drv_cannot_run(&cc, r);
    drv_env env = drv_env_read();
    /* The command as plain would run it sits in argv already: the words before the
     * user's arguments; argv[0] becomes the compiler's name in the qrintf-CC form. */
    char **plain = argv + first - cc.nwords;
    plain[0] = (char *)cc.words[0];
    int status;
    if (drv_env_on("QRINTF_DISABLE") || drv_cc_is_binutil(cc.words[cc.nwords - 1]) ||
        getenv("QRINTF_ACTIVE") ||
        setenv("QRINTF_ACTIVE", "1", 1) < 0)  /* children that are qrintf pass through */
        status = drv_exec_plain(&cc, plain, &env, NULL);
    else
        status = drv_wrap(&cc, plain, &env);
    drv_cc_free(&cc);
    free((char *)env.cache);
    return status;
}

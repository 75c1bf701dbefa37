/* drv_rtcache.c: the converters compiled once and kept (see drv_rtcache.h). An entry is
 * named after a hash of what decides its bytes: the compiler's files, the options that
 * shape code, and the converters' C source; it holds their assembly as rtasm_fit made
 * it, or nothing when that assembly could not be used (so that it is not tried again). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "drv_argv.h"
#include "drv_proc.h"
#include "drv_rtcache.h"
#include "rtasm.h"
#include "rtsplit.h"

char *drv_rtcache_dir(void)
{
    const char *dir = getenv("QRINTF_CACHE_DIR"), *base = getenv("XDG_CACHE_HOME");
    const char *sub = "/qrintf";
    if (dir)
        return *dir ? strdup(dir) : NULL;
    if (!base || *base != '/') {
        base = getenv("HOME");
        sub = "/.cache/qrintf";
    }
    if (!base || !*base)
        return NULL;
    char *s = malloc(strlen(base) + strlen(sub) + 1);
    if (s)
        sprintf(s, "%s%s", base, sub);
    return s;
}

/* Options that change no byte of the converters' code, or that would write files or
 * text of their own beside it: left out of their compile. Among them the maps of
 * source paths (-ffile-prefix-map and -fmacro-prefix-map; -fdebug-prefix-map is a
 * -fdebug option): they change debug information and __FILE__, which the converters,
 * compiled without the one, never use, and a build in a directory of its own names that
 * directory in them (Debian's flags do: -ffile-prefix-map=$PWD=.), so that with them
 * in the entry's key every new tree of the same project compiled the converters again. */
static int drv_rtcache_dropped(const char *opt)
{
    static const char *const prefixes[] = {
        "-W", "-std=", "-ansi", "-pedantic", "--coverage", "-fprofile", "-ftest-coverage",
        "-fcoverage", "-fdump", "-save-temps", "-frecord-gcc-switches", "-fverbose-asm",
        "-fstack-usage", "-fcallgraph-info", "-fopt-info", "-fdiagnostics", "-fmessage-length",
        "-fdebug", "-ffile-prefix-map", "-fmacro-prefix-map", "-ffile-compilation-dir",
        "-fcolor-diagnostics", "-fno-color-diagnostics", "-ftime-report",
        "-fmem-report", "-v", "-###", "-Q"
    };
    if (opt[0] == '-' && opt[1] == 'g' && strcmp(opt, "-gcc-toolchain") != 0)
        return 1;  /* debug information: the converters are compiled without */
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (!strncmp(opt, prefixes[i], strlen(prefixes[i])))
            return 1;
    return 0;
}

/* Options under which assembly may not join the unit's code: LTO and LLVM bitcode
 * (whose top-level assembly lands wherever the link-time partition puts it). */
static int drv_rtcache_rules_out(const char *opt)
{
    return !strncmp(opt, "-flto", 5) || !strcmp(opt, "-emit-llvm") || !strcmp(opt, "-fsyntax-only");
}

/* The compiler words and the options of the compile step that shape code, with the
 * optimization level last: the user's, or -O2 where that is -O0 (or none), since
 * unoptimized converters would only be larger, slower and longer to assemble in every
 * compile, and nobody steps through them (they carry no debug information). Returns 0,
 * 1 when an option rules the compiled converters out, -1 when memory runs out. */
static int drv_rtcache_argv(const drv_cc *cc, const drv_cmd *cmd, drv_argv *argv)
{
    const char *level = "-O0";
    if (drv_argv_pushn(argv, cc->words, cc->nwords) < 0)
        return -1;
    for (size_t i = 0; i < cmd->nargs; i++) {
        const drv_arg *a = &cmd->args[i];
        int pair = a->opt && (a->opt->bits & DRV_OPT_SEP) && !strcmp(a->text, a->opt->name) &&
                   i + 1 < cmd->nargs;
        if (a->role != DRV_ROLE_OPTION || !(a->dest & DRV_TO_CC))
            continue;
        if (drv_rtcache_rules_out(a->text))
            return 1;
        if (a->text[0] == '-' && a->text[1] == 'O')
            level = a->text;
        else if (!drv_rtcache_dropped(a->text) &&
                 (drv_argv_push(argv, a->text) < 0 || (pair && drv_argv_push(argv, cmd->args[i + 1].text) < 0)))
            return -1;
        i += pair;
    }
    return drv_argv_push(argv, strcmp(level, "-O0") ? level : "-O2") < 0 ? -1 : 0;
}

/* The file a compiler word runs, by its path and identity: a new compiler is a new file. */
static void drv_rtcache_mix_file(rtasm_hash *k, const char *word)
{
    int skipped;
    char *path = drv_which(word, NULL, &skipped);
    struct stat st;
    if (path && stat(path, &st) == 0) {
        long long id[4] = { (long long)st.st_ino, (long long)st.st_size, (long long)st.st_mtim.tv_sec,
                            (long long)st.st_mtim.tv_nsec };
        rtasm_hash_mix(k, path, strlen(path) + 1);
        rtasm_hash_mix(k, id, sizeof id);
    }
    free(path);
}

static void drv_rtcache_key(char name[33], const drv_cc *cc, const drv_argv *argv, const buf *source)
{
    /* how rtasm_fit makes entries and drv_rtcache reads them: a new version with every
     * change to either (28509ca made groups .weak and read them so without one, and
     * then every compile that found an entry of the build before failed to link and
     * ran plainly) */
    static const char version[] = "qrintf converters 5";
    rtasm_hash k;
    rtasm_hash_init(&k);
    rtasm_hash_mix(&k, version, sizeof version);
    for (size_t i = 0; i < cc->nwords; i++)
        drv_rtcache_mix_file(&k, cc->words[i]);
    for (size_t i = 0; i < argv->n; i++)
        rtasm_hash_mix(&k, argv->v[i], strlen(argv->v[i]) + 1);
    rtasm_hash_mix(&k, source->data, source->len);
    sprintf(name, "%016llx%016llx", (unsigned long long)k.h[0], (unsigned long long)k.h[1]);
}

/* Keeps text as the entry at path, whole or not at all: written beside it, then renamed. */
static void drv_rtcache_store(const char *path, const buf *text)
{
    char *tmp = malloc(strlen(path) + 32);
    if (tmp) {
        sprintf(tmp, "%s.%ld.tmp", path, (long)getpid());
        if (drv_mkdirs(tmp) < 0 || drv_file_write(tmp, text->data, text->len) < 0 || rename(tmp, path) < 0)
            unlink(tmp);
    }
    free(tmp);
}

/* What one compile of the cache makes: the C source, the functions the unit calls (count
 * of them, as rtsplit_entries lists them) and the names the unit defines otherwise, which
 * the source may use (rtasm_fit's known; NULL for none). */
typedef struct drv_rtcache_unit {
    const buf *source, *entries, *known;
    size_t count;
    const buf *decls;    /* what the unit's text declares in place of the C */
    const char *suffix;  /* of the temp files' names */
} drv_rtcache_unit;

/* Compiles a unit's source into fitted assembly in out. Returns 0, out empty (to be kept
 * as such) when the compiler refused the source or its assembly cannot be used; 1 when
 * the compile did not run to its end (nothing to keep); -1 when memory runs out. */
static int drv_rtcache_build(const drv_cc *cc, const drv_env *env, const char *tmpdir, size_t n,
                             const drv_argv *base, const drv_rtcache_unit *u, buf *out)
{
    size_t len = strlen(tmpdir) + 32;
    char *src = malloc(len), *asm_file = malloc(len), *err = malloc(len);
    buf text = { NULL, 0, 0 };
    drv_argv args = { 0 }, *argv = &args;
    drv_status st;
    int r = -1;
    if (!src || !asm_file || !err || drv_argv_pushn(argv, base->v, base->n) < 0)
        goto out;
    sprintf(src, "%s/%zu-%s.c", tmpdir, n, u->suffix);
    sprintf(asm_file, "%s/%zu-%s.s", tmpdir, n, u->suffix);
    sprintf(err, "%s/%zu-%s.err", tmpdir, n, u->suffix);
    if (drv_argv_push(argv, "-w") < 0 || drv_argv_push(argv, "-g0") < 0 ||
        drv_argv_push(argv, "-ffunction-sections") < 0 ||
        drv_argv_push(argv, "-fdata-sections") < 0 || drv_argv_push(argv, "-x") < 0 ||
        drv_argv_push(argv, "c") < 0 || drv_argv_push(argv, "-S") < 0 || drv_argv_push(argv, src) < 0 ||
        drv_argv_push(argv, "-o") < 0 || drv_argv_push(argv, asm_file) < 0)
        goto out;
    r = 1;
    if (drv_file_write(src, u->source->data, u->source->len) < 0)
        goto out;
    if (env->verbose)
        drv_print_cmd(argv->v);
    if (drv_run_own(cc->path, argv->v, NULL, err, &st) < 0 || st.signaled)
        goto out;
    if (st.code) { /* an option of the user's the converters cannot take: kept empty, so
                      that the next compile with it does not try again */
        r = 0;
        goto out;
    }
    if (buf_read_file(&text, asm_file) < 0)
        goto out;
    r = rtasm_fit(out, text.data, text.len, u->entries, u->count, u->known);
    if (r == 1) /* kept empty: the cache then knows not to try again */
        r = 0;
out:
    drv_argv_free(argv);
    buf_free(&text);
    free(src);
    free(asm_file);
    free(err);
    return r;
}

/* The declarations decls[0, n) to text, each converter's assembler name (rtsplit_decls
 * gives every one, __asm__("NAME")) its group's where the fitted assembly has one; with
 * text NULL, only the check that the assembly defines every runtime name so declared
 * (drv_rtcache_get makes it before any use). Returns 0, 1 when the check fails (a damaged
 * entry: a reference that only the link would find missing), -1 when memory runs out. */
static int drv_rtcache_put_decls(buf *text, const char *decls, size_t n, const buf *fitted)
{
    static const char label[] = "__asm__(\"", rt[] = "__qrintf_";
    size_t done = 0;
    int r = 0;
    for (size_t k = 0; k + sizeof label - 1 <= n && !r; k++) {
        const char *name = decls + k + sizeof label - 1, *end, *def;
        size_t at, len;
        if (memcmp(decls + k, label, sizeof label - 1) || !(end = memchr(name, '"', n - (size_t)(name - decls))))
            continue;
        len = (size_t)(end - name);
        def = name;
        if (rtasm_group_of(fitted->data, fitted->len, name, len, &at, &len))
            def = fitted->data + at;
        if (!text) {
            if (len > sizeof rt - 1 && !memcmp(def, rt, sizeof rt - 1) &&
                !rtasm_defines(fitted->data, fitted->len, def, len))
                return 1;
            continue;
        }
        if (def == name)
            continue;
        r = buf_add(text, decls + done, (size_t)(name - decls) - done);
        if (!r)
            r = buf_add(text, def, len);
        done = (size_t)(end - decls);
    }
    return r || !text ? r : buf_add(text, decls + done, n - done);
}

/* res->text with its C at [at, at + len) swapped for the declarations decls (named as
 * drv_rtcache_put_decls names them) and the assembly fitted; the text it had goes to
 * old. */
static int drv_rtcache_splice(rew_result *res, size_t at, size_t len, const buf *decls, const buf *fitted,
                              buf *old)
{
    buf text = { NULL, 0, 0 };
    int r = buf_add(&text, res->text.data, at);
    if (!r)
        r = buf_add(&text, decls->data, decls->len);
    if (!r)
        r = buf_adds(&text, "__asm__(\n");
    if (!r)
        r = buf_add(&text, fitted->data, fitted->len);
    if (!r)
        r = buf_adds(&text, ");\n");
    if (!r)
        r = buf_add(&text, res->text.data + at + len, res->text.len - at - len);
    if (r) {
        buf_free(&text);
        return -1;
    }
    *old = res->text;
    res->text = text;
    return 0;
}

/* Whether fitted, an entry's text, can stand for a unit's C: it has the frame rtasm_fit
 * gives, and defines every runtime name the unit's declarations name. Returns 1 or 0,
 * -1 when memory runs out. */
static int drv_rtcache_usable(const drv_rtcache_unit *u, const buf *fitted)
{
    int r;
    if (!rtasm_looks_fitted(fitted->data, fitted->len))
        return 0;
    r = drv_rtcache_put_decls(NULL, u->decls->data, u->decls->len, fitted);
    return r < 0 ? -1 : !r;
}

/* The fitted assembly of a unit, from the cache entry its key names, or compiled and
 * kept there: in *fitted (empty when it cannot be had), the entry's path in *path
 * (malloc'd). Returns 0, or -1 when memory runs out. */
static int drv_rtcache_get(const drv_cc *cc, const drv_env *env, const char *tmpdir, size_t n,
                           const drv_argv *argv, const drv_rtcache_unit *u, buf *fitted, char **path)
{
    char name[33];
    int ok;
    drv_rtcache_key(name, cc, argv, u->source);
    *path = malloc(strlen(env->cache) + sizeof name + 4);
    if (!*path)
        return -1;
    sprintf(*path, "%s/%s.s", env->cache, name);
    if (buf_read_file(fitted, *path) == 0) {
        if (!fitted->len)
            return 0;  /* the compile failed before, and is not tried again */
        if ((ok = drv_rtcache_usable(u, fitted)) != 0)
            return ok < 0 ? -1 : 0;
        fitted->len = 0;  /* damaged: made again */
    }
    if ((ok = drv_rtcache_build(cc, env, tmpdir, n, argv, u, fitted)) != 0)
        return ok < 0 ? -1 : 0;  /* 1: the compile did not run to its end, nothing to keep */
    if (fitted->len && (ok = drv_rtcache_usable(u, fitted)) <= 0) {
        if (ok < 0)
            return -1;
        fitted->len = 0;  /* kept empty: assembly that leaves what the text declares undefined */
    }
    drv_rtcache_store(*path, fitted);
    return 0;
}

/* With the converters in res->text compiled (their declarations as the text has them,
 * named, and their assembly converters), the generated functions that may come compiled
 * as well (rew_result.fn_at, now at fn_at), by a second compile, of their C after those
 * declarations, kept in the cache as the converters are: they then cost the unit's
 * compile their declarations alone. Returns 1 when the text changed (the entry's path in
 * *entry), 0 when not, -1 when memory runs out. */
static int drv_rtcache_swap_fns(const drv_cc *cc, const drv_env *env, const char *tmpdir, size_t n,
                                const drv_argv *argv, rew_result *res, const buf *named, const buf *converters,
                                size_t fn_at, char **entry)
{
    buf source = { NULL, 0, 0 }, fitted = { NULL, 0, 0 }, decls = { NULL, 0, 0 }, old = { NULL, 0, 0 };
    drv_rtcache_unit u = { &source, &res->fn_entries, converters, res->nfns, &res->fn_decls, "fn" };
    char *path = NULL;
    /* compiled as C, as the converters are, whatever the unit's language */
    int r = rtsplit_c_decls(&source, named->data, named->len);
    if (!r)
        r = buf_add(&source, res->fn_source.data, res->fn_source.len);
    if (!r)
        r = drv_rtcache_get(cc, env, tmpdir, n, argv, &u, &fitted, &path);
    if (!r && fitted.len && (r = drv_rtcache_put_decls(&decls, res->fn_decls.data, res->fn_decls.len, &fitted)) == 0 &&
        (r = drv_rtcache_splice(res, fn_at, res->fn_len, &decls, &fitted, &old)) == 0) {
        *entry = path;
        path = NULL;
        r = 1;
    }
    buf_free(&source);
    buf_free(&fitted);
    buf_free(&decls);
    buf_free(&old);
    free(path);
    return r;
}

int drv_rtcache_swap(const drv_cc *cc, const drv_cmd *cmd, const drv_env *env, const char *tmpdir,
                     size_t n, rew_result *res, buf *c_text, char *entry[2])
{
    drv_argv argv = { 0 };
    buf fitted = { NULL, 0, 0 }, named = { NULL, 0, 0 };
    drv_rtcache_unit u = { &res->rt_source, &res->rt_entries, NULL, res->nentries, &res->rt_decls, "rt" };
    char *path = NULL;
    size_t tail = res->text.len - res->fn_at;  /* the text from the generated functions on */
    int r = 0, got;
    if (!res->rt_source.len || !env->cache || cmd->mode == DRV_MODE_PREPROCESS)
        return 0;
    if ((got = drv_rtcache_argv(cc, cmd, &argv)) != 0) {
        r = got < 0 ? -1 : 0;
        goto out;
    }
    if (drv_rtcache_get(cc, env, tmpdir, n, &argv, &u, &fitted, &path) < 0) {
        r = -1;
        goto out;
    }
    if (!fitted.len)
        goto out;
    if (drv_rtcache_put_decls(&named, res->rt_decls.data, res->rt_decls.len, &fitted) < 0 ||
        drv_rtcache_splice(res, res->rt_at, res->rt_len, &named, &fitted, c_text) < 0) {
        r = -1;
        goto out;
    }
    r = 1;
    entry[0] = path;
    path = NULL;
    if (res->nfns &&
        drv_rtcache_swap_fns(cc, env, tmpdir, n, &argv, res, &named, &fitted, res->text.len - tail, &entry[1]) < 0)
        r = -1;
out:
    drv_argv_free(&argv);
    buf_free(&fitted);
    buf_free(&named);
    free(path);
    return r;
}

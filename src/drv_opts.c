/* drv_opts.c: the compiler options table (ccache-style: sorted spellings with flag bits)
 * and the classification of a command line into mode, inputs and per-step options. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "call.h"
#include "drv_opts.h"

enum { PP = DRV_TO_PP, CC = DRV_TO_CC, LD = DRV_TO_LD, ALL = DRV_TO_ALL,
       SEP = DRV_OPT_SEP, JOIN = DRV_OPT_JOIN, PLAIN = DRV_OPT_PLAIN,
       NOCODE = DRV_OPT_PLAIN | DRV_OPT_NOCODE };

/* Sorted by strcmp. Options missing here go to every step and take no separate
 * argument, which is right for -O -g -f -m -W -std= -pthread --sysroot= and the like. */
static const drv_opt drv_opts[] = {
    {"-###", NOCODE, DRV_ACT_NONE},
    {"--analyze", PLAIN, DRV_ACT_NONE},
    {"--assemble", PLAIN, DRV_ACT_NONE},
    {"--compile", PLAIN, DRV_ACT_NONE},
    {"--coverage", PLAIN, DRV_ACT_NONE},
    {"--dependencies", PLAIN, DRV_ACT_NONE},
    {"--help", NOCODE, DRV_ACT_NONE},
    {"--help=", NOCODE | JOIN, DRV_ACT_NONE},
    {"--include", PP | SEP, DRV_ACT_INCLUDE},
    {"--include=", PP | JOIN, DRV_ACT_INCLUDE},
    {"--ld-path=", LD | JOIN, DRV_ACT_NONE},
    {"--no-line-commands", PP, DRV_ACT_E_ONLY},
    {"--output", PLAIN | SEP, DRV_ACT_NONE},
    {"--output=", PLAIN | JOIN, DRV_ACT_NONE},
    {"--param", ALL | SEP, DRV_ACT_NONE},
    {"--preprocess", PLAIN, DRV_ACT_NONE},
    {"--print-", NOCODE | JOIN, DRV_ACT_NONE},
    {"--rtlib=", LD | JOIN, DRV_ACT_NONE},
    {"--save-temps", PLAIN, DRV_ACT_NONE},
    {"--serialize-diagnostics", PLAIN | SEP, DRV_ACT_NONE},
    {"--stdlib=", PP | LD | JOIN, DRV_ACT_NONE},
    {"--sysroot", ALL | SEP, DRV_ACT_NONE},
    {"--target-help", NOCODE, DRV_ACT_NONE},
    {"--unwindlib=", LD | JOIN, DRV_ACT_NONE},
    {"--user-dependencies", PLAIN, DRV_ACT_NONE},
    {"--verbose", PLAIN, DRV_ACT_NONE},
    {"--version", NOCODE, DRV_ACT_NONE},
    {"--write-dependencies", PLAIN, DRV_ACT_NONE},
    {"--write-user-dependencies", PLAIN, DRV_ACT_NONE},
    {"-A", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-B", ALL | SEP | JOIN, DRV_ACT_NONE},
    {"-C", PP, DRV_ACT_NONE},
    {"-CC", PP, DRV_ACT_NONE},
    {"-D", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-E", 0, DRV_ACT_MODE_E},
    {"-F", PP | LD | SEP | JOIN, DRV_ACT_NONE},
    {"-H", PP, DRV_ACT_NONE},
    {"-I", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-L", LD | SEP | JOIN, DRV_ACT_NONE},
    {"-M", NOCODE, DRV_ACT_NONE},
    {"-MD", PP, DRV_ACT_DEPS},
    {"-MF", PP | SEP | JOIN, DRV_ACT_DEP_FILE},
    {"-MG", PP, DRV_ACT_NONE},
    {"-MJ", PLAIN | SEP | JOIN, DRV_ACT_NONE},
    {"-MM", NOCODE, DRV_ACT_NONE},
    {"-MMD", PP, DRV_ACT_DEPS},
    {"-MP", PP, DRV_ACT_NONE},
    {"-MQ", PP | SEP | JOIN, DRV_ACT_DEP_TARGET},
    {"-MT", PP | SEP | JOIN, DRV_ACT_DEP_TARGET},
    {"-MV", PP, DRV_ACT_NONE},
    {"-P", PP, DRV_ACT_E_ONLY},
    {"-S", 0, DRV_ACT_MODE_S},
    {"-T", LD | SEP | JOIN, DRV_ACT_NONE},
    {"-U", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-Wa,", CC | JOIN, DRV_ACT_NONE},
    {"-Wl,", LD | JOIN, DRV_ACT_NONE},
    {"-Wp,", PP | JOIN, DRV_ACT_WP},
    {"-Xassembler", CC | SEP, DRV_ACT_NONE},
    {"-Xclang", ALL | SEP, DRV_ACT_NONE},
    {"-Xlinker", LD | SEP, DRV_ACT_NONE},
    {"-Xpreprocessor", PP | SEP, DRV_ACT_XPP},
    {"-arch", ALL | SEP, DRV_ACT_ARCH},
    {"-aux-info", PLAIN | SEP, DRV_ACT_NONE},
    {"-c", 0, DRV_ACT_MODE_C},
    {"-cxx-isystem", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-dD", PLAIN, DRV_ACT_NONE},
    {"-dI", PLAIN, DRV_ACT_NONE},
    {"-dM", NOCODE, DRV_ACT_NONE},
    {"-dN", PLAIN, DRV_ACT_NONE},
    {"-dU", PLAIN, DRV_ACT_NONE},
    {"-dumpbase", ALL | SEP, DRV_ACT_NONE},
    {"-dumpbase-ext", ALL | SEP, DRV_ACT_NONE},
    {"-dumpdir", ALL | SEP, DRV_ACT_NONE},
    {"-dumpfullversion", NOCODE, DRV_ACT_NONE},
    {"-dumpmachine", NOCODE, DRV_ACT_NONE},
    {"-dumpspecs", NOCODE, DRV_ACT_NONE},
    {"-dumpversion", NOCODE, DRV_ACT_NONE},
    {"-e", LD | SEP, DRV_ACT_NONE},
    {"-emit-ast", PLAIN, DRV_ACT_NONE},
    {"-emit-llvm", PLAIN, DRV_ACT_NONE},
    {"-fcallgraph-info", PLAIN, DRV_ACT_NONE},
    {"-fcallgraph-info=", PLAIN | JOIN, DRV_ACT_NONE},
    {"-fcolor-diagnostics", ALL, DRV_ACT_COLOR},
    {"-fdiagnostics-color", ALL, DRV_ACT_COLOR},
    {"-fdiagnostics-color=", ALL | JOIN, DRV_ACT_COLOR},
    {"-fdiagnostics-plain-output", ALL, DRV_ACT_COLOR},
    {"-fdirectives-only", PLAIN, DRV_ACT_NONE},
    {"-fdump-", PLAIN | JOIN, DRV_ACT_NONE},
    {"-finput-charset=", PP | JOIN, DRV_ACT_NONE},
    {"-fmacro-prefix-map=", PP | JOIN, DRV_ACT_NONE},
    {"-fno-color-diagnostics", ALL, DRV_ACT_COLOR},
    {"-fno-diagnostics-color", ALL, DRV_ACT_COLOR},
    {"-fpreprocessed", PLAIN, DRV_ACT_NONE},
    {"-fproc-stat-report", PLAIN, DRV_ACT_NONE},
    {"-fproc-stat-report=", PLAIN | JOIN, DRV_ACT_NONE},
    {"-fprofile-arcs", ALL, DRV_ACT_AUX},
    {"-fprofile-generate", ALL, DRV_ACT_AUX},
    {"-fprofile-generate=", ALL | JOIN, DRV_ACT_AUX},
    {"-framework", LD | SEP, DRV_ACT_NONE},
    {"-fstack-usage", ALL, DRV_ACT_AUX},
    {"-fsyntax-only", NOCODE, DRV_ACT_NONE},
    {"-ftest-coverage", PLAIN, DRV_ACT_NONE},
    {"-fuse-ld=", LD | JOIN, DRV_ACT_NONE},
    {"-gcc-toolchain", ALL | SEP, DRV_ACT_NONE},
    {"-gsplit-dwarf", ALL, DRV_ACT_AUX},
    {"-gsplit-dwarf=", ALL | JOIN, DRV_ACT_AUX},
    {"-idirafter", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-iframework", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-imacros", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-imultiarch", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-imultilib", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-include", PP | SEP | JOIN, DRV_ACT_INCLUDE},
    {"-include-pch", PLAIN | SEP, DRV_ACT_NONE},
    {"-iprefix", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-iquote", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-isysroot", PP | LD | SEP | JOIN, DRV_ACT_NONE},
    {"-isystem", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-isystem-after", PP | SEP, DRV_ACT_NONE},
    {"-iwithprefix", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-iwithprefixbefore", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-iwithsysroot", PP | SEP | JOIN, DRV_ACT_NONE},
    {"-l", LD | SEP | JOIN, DRV_ACT_NONE},
    {"-mllvm", ALL | SEP, DRV_ACT_NONE},
    {"-no-pie", LD, DRV_ACT_NONE},
    {"-nobuiltininc", PP, DRV_ACT_NONE},
    {"-nodefaultlibs", LD, DRV_ACT_NONE},
    {"-nolibc", LD, DRV_ACT_NONE},
    {"-nostartfiles", LD, DRV_ACT_NONE},
    {"-nostdinc", PP, DRV_ACT_NONE},
    {"-nostdinc++", PP, DRV_ACT_NONE},
    {"-nostdlib", LD, DRV_ACT_NONE},
    {"-nostdlib++", LD, DRV_ACT_NONE},
    {"-nostdlibinc", PP, DRV_ACT_NONE},
    {"-o", SEP | JOIN, DRV_ACT_OUTPUT},
    {"-pie", LD, DRV_ACT_NONE},
    {"-print-", NOCODE | JOIN, DRV_ACT_NONE},
    {"-r", LD, DRV_ACT_NONE},
    {"-rdynamic", LD, DRV_ACT_NONE},
    {"-resource-dir", ALL | SEP, DRV_ACT_NONE},
    {"-rtlib=", LD | JOIN, DRV_ACT_NONE},
    {"-s", LD, DRV_ACT_NONE},
    {"-save-stats", PLAIN, DRV_ACT_NONE},
    {"-save-stats=", PLAIN | JOIN, DRV_ACT_NONE},
    {"-save-temps", PLAIN, DRV_ACT_NONE},
    {"-save-temps=", PLAIN | JOIN, DRV_ACT_NONE},
    {"-shared", LD, DRV_ACT_NONE},
    {"-shared-libgcc", LD, DRV_ACT_NONE},
    {"-static", LD, DRV_ACT_NONE},
    {"-static-lib", LD | JOIN, DRV_ACT_NONE},  /* -static-libgcc, -static-libstdc++ ... */
    {"-static-pie", LD, DRV_ACT_NONE},
    {"-stdlib=", PP | LD | JOIN, DRV_ACT_NONE},
    {"-symbolic", LD, DRV_ACT_NONE},
    {"-target", ALL | SEP, DRV_ACT_NONE},
    {"-traditional", PLAIN, DRV_ACT_NONE},
    {"-traditional-cpp", PLAIN, DRV_ACT_NONE},
    {"-u", LD | SEP | JOIN, DRV_ACT_NONE},
    {"-undef", PP, DRV_ACT_NONE},
    {"-unwindlib=", LD | JOIN, DRV_ACT_NONE},
    {"-v", PLAIN, DRV_ACT_NONE},
    {"-wrapper", PLAIN | SEP, DRV_ACT_NONE},
    {"-x", SEP | JOIN, DRV_ACT_LANG},
    {"-z", LD | SEP | JOIN, DRV_ACT_NONE},
};

#define DRV_NOPTS (sizeof drv_opts / sizeof drv_opts[0])

const drv_opt *drv_opt_table(size_t *n)
{
    *n = DRV_NOPTS;
    return drv_opts;
}

/* Orders the first n bytes of s against name as strcmp would order them as strings. */
static int drv_opt_cmp(const char *s, size_t n, const char *name)
{
    int c = strncmp(s, name, n);
    if (c)
        return c;
    return name[n] ? -1 : 0;
}

static const drv_opt *drv_opt_find(const char *s, size_t n)
{
    size_t lo = 0, hi = DRV_NOPTS;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = drv_opt_cmp(s, n, drv_opts[mid].name);
        if (c == 0)
            return &drv_opts[mid];
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

const drv_opt *drv_opt_lookup(const char *arg, int *joined)
{
    size_t n = strlen(arg);
    const drv_opt *o = drv_opt_find(arg, n);
    *joined = 0;
    if (o)
        return o;
    /* Longest prefix first: -static-libgcc is -static-lib..., not -s... */
    for (size_t k = n < DRV_OPT_NAME_MAX ? n : DRV_OPT_NAME_MAX; k-- > 2;) {
        o = drv_opt_find(arg, k);
        if (o && (o->bits & DRV_OPT_JOIN)) {
            *joined = 1;
            return o;
        }
    }
    return NULL;
}

/* The file name part of path, and through *n the length of it before its suffix: the
 * last '.' in the file name starts the suffix, as gcc sees it (".x" has an empty stem). */
static const char *drv_stem(const char *path, size_t *n)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *dot = strrchr(base, '.');
    *n = dot ? (size_t)(dot - base) : strlen(base);
    return base;
}

static const char *drv_suffix(const char *path)
{
    size_t n;
    const char *base = drv_stem(path, &n);
    return base[n] ? base + n + 1 : NULL;
}

char *drv_suffixed(const char *path, int keep_dir, const char *suffix)
{
    size_t n;
    const char *stem = drv_stem(path, &n);
    const char *from = keep_dir ? path : stem;
    size_t len = (size_t)(stem - from) + n;
    char *s = malloc(len + strlen(suffix) + 1);
    if (!s)
        return NULL;
    memcpy(s, from, len);
    strcpy(s + len, suffix);
    return s;
}

typedef struct drv_lang_name {
    const char *name;
    drv_lang lang;
} drv_lang_name;

/* Suffixes as gcc's and clang's drivers read them; ".c" and ".i" depend on the driver. */
static const drv_lang_name drv_suffixes[] = {
    {"C", DRV_LANG_CXX}, {"CPP", DRV_LANG_CXX}, {"H", DRV_LANG_HEADER},
    {"HPP", DRV_LANG_HEADER}, {"a", DRV_LANG_OBJECT}, {"c++", DRV_LANG_CXX},
    {"cc", DRV_LANG_CXX}, {"cp", DRV_LANG_CXX}, {"cpp", DRV_LANG_CXX},
    {"cxx", DRV_LANG_CXX}, {"dll", DRV_LANG_OBJECT}, {"dylib", DRV_LANG_OBJECT},
    {"h", DRV_LANG_HEADER}, {"h++", DRV_LANG_HEADER}, {"hh", DRV_LANG_HEADER},
    {"hp", DRV_LANG_HEADER}, {"hpp", DRV_LANG_HEADER}, {"hxx", DRV_LANG_HEADER},
    {"ii", DRV_LANG_PP_CXX}, {"lib", DRV_LANG_OBJECT}, {"lo", DRV_LANG_OBJECT},
    {"o", DRV_LANG_OBJECT}, {"obj", DRV_LANG_OBJECT}, {"so", DRV_LANG_OBJECT},
    {"tbd", DRV_LANG_OBJECT}, {"tcc", DRV_LANG_HEADER},
};

/* The -x languages we know; any other -x makes the command run unchanged. */
static const drv_lang_name drv_xlangs[] = {
    {"assembler", DRV_LANG_FOREIGN}, {"assembler-with-cpp", DRV_LANG_FOREIGN},
    {"c", DRV_LANG_C}, {"c++", DRV_LANG_CXX}, {"c++-cpp-output", DRV_LANG_PP_CXX},
    {"c++-header", DRV_LANG_HEADER}, {"c-header", DRV_LANG_HEADER},
    {"cpp-output", DRV_LANG_PP_C},
};

static int drv_lang_name_cmp(const void *key, const void *entry)
{
    return strcmp(key, ((const drv_lang_name *)entry)->name);
}

static const drv_lang_name *drv_lang_find(const drv_lang_name *t, size_t n, const char *s)
{
    return bsearch(s, t, n, sizeof *t, drv_lang_name_cmp);
}

drv_lang drv_lang_of_suffix(const char *path, int cxx)
{
    const char *suf = drv_suffix(path);
    if (!suf)
        return DRV_LANG_OBJECT;  /* gcc hands a file without a suffix to the linker */
    if (strcmp(suf, "c") == 0)
        return cxx ? DRV_LANG_CXX : DRV_LANG_C;
    if (strcmp(suf, "i") == 0)
        return cxx ? DRV_LANG_PP_CXX : DRV_LANG_PP_C;
    const drv_lang_name *e =
        drv_lang_find(drv_suffixes, sizeof drv_suffixes / sizeof *drv_suffixes, suf);
    if (e)
        return e->lang;
    if (strstr(path, ".so."))
        return DRV_LANG_OBJECT;  /* libfoo.so.1 */
    return DRV_LANG_FOREIGN;
}

int drv_lang_is_ours(drv_lang lang, drv_mode mode)
{
    switch (lang) {
    case DRV_LANG_C:
    case DRV_LANG_CXX:
        return 1;
    case DRV_LANG_PP_C:
    case DRV_LANG_PP_CXX:
        return mode != DRV_MODE_PREPROCESS;  /* -E copies them; nothing to rewrite */
    default:
        return 0;
    }
}

/* The classifier's state while it walks argv. */
typedef struct drv_classifier {
    drv_cmd *cmd;
    drv_kind kind;
    int cxx;
    const char *xlang;   /* the -x argument in effect */
    drv_lang xkind;
    unsigned narch;
    int aux;             /* an option writes files named after the object */
    int x_after;         /* a -x other than none follows the last input: gcc warns */
} drv_classifier;

static void drv_set_plain(drv_cmd *cmd, const char *why)
{
    if (!cmd->plain)
        cmd->plain = why;
}

static void drv_apply_lang(drv_classifier *s, const char *value)
{
    s->x_after = strcmp(value, "none") != 0;
    if (!s->x_after) {
        s->xlang = NULL;
        return;
    }
    const drv_lang_name *e =
        drv_lang_find(drv_xlangs, sizeof drv_xlangs / sizeof *drv_xlangs, value);
    if (!e)
        drv_set_plain(s->cmd, "-x with a language qrintf does not handle");
    else if (e->lang == DRV_LANG_HEADER)
        drv_set_plain(s->cmd, "a precompiled header");
    s->xlang = value;
    s->xkind = e ? e->lang : DRV_LANG_FOREIGN;
}

static void drv_raise_mode(drv_cmd *cmd, drv_mode mode)
{
    if (mode > cmd->mode)  /* -E beats -S beats -c, wherever they stand */
        cmd->mode = mode;
}

/* Whether the compiler would read a precompiled header for -include file: file.gch
 * (gcc, clang) or file.pch (clang) stands beside it. The rewritten text has the header
 * in it, so such a build is left as it is. */
static int drv_has_pch(const char *file)
{
    static const char *const suffixes[] = {".gch", ".pch"};
    int found = 0;
    for (size_t i = 0; i < sizeof suffixes / sizeof *suffixes && !found; i++) {
        char *path = malloc(strlen(file) + 5);
        if (!path)
            return 1;
        strcpy(path, file);
        strcat(path, suffixes[i]);
        found = access(path, F_OK) == 0;
        free(path);
    }
    return found;
}

/* Whether a comma-separated list of options, as -Wp, passes them, holds one that starts
 * with -M. */
static int drv_has_dep_item(const char *list)
{
    for (const char *p = list; p; p = strchr(p, ','), p = p ? p + 1 : NULL)
        if (strncmp(p, "-M", 2) == 0)
            return 1;
    return 0;
}

/* Does what an option does beyond routing; returns its role. */
static drv_role drv_apply(drv_classifier *s, const drv_opt *o, const char *value)
{
    drv_cmd *cmd = s->cmd;
    switch (o->act) {
    case DRV_ACT_OUTPUT: cmd->output = value; return DRV_ROLE_OUTPUT;
    case DRV_ACT_LANG: drv_apply_lang(s, value); return DRV_ROLE_LANG;
    case DRV_ACT_MODE_C: drv_raise_mode(cmd, DRV_MODE_OBJECT); return DRV_ROLE_MODE;
    case DRV_ACT_MODE_S: drv_raise_mode(cmd, DRV_MODE_ASM); return DRV_ROLE_MODE;
    case DRV_ACT_MODE_E: drv_raise_mode(cmd, DRV_MODE_PREPROCESS); return DRV_ROLE_MODE;
    case DRV_ACT_DEPS: cmd->deps = 1; break;
    case DRV_ACT_DEP_FILE: cmd->dep_file = value; break;
    case DRV_ACT_DEP_TARGET: cmd->dep_target = 1; break;
    case DRV_ACT_WP: {
        /* -Wp,-MD,f and -Wp,-MMD,f, which clang reads as -MD -MF f and gcc's preprocessor
         * as they are; any other dependency option given the preprocessor alone (-MT in
         * -Wp, or after -Xpreprocessor) would meet the ones the preprocess step adds */
        const char *file = strncmp(value, "-MD,", 4) == 0    ? value + 4 :
                           strncmp(value, "-MMD,", 5) == 0 ? value + 5 : NULL;
        if (file && !strchr(file, ',')) {
            if (s->kind == DRV_KIND_CLANG) {
                cmd->deps = 1;
                cmd->dep_file = file;
            }
        } else if (drv_has_dep_item(value)) {
            drv_set_plain(cmd, "a dependency option for the preprocessor alone");
        }
        break;
    }
    case DRV_ACT_XPP:
        if (drv_has_dep_item(value))
            drv_set_plain(cmd, "a dependency option for the preprocessor alone");
        break;
    case DRV_ACT_ARCH: s->narch++; break;
    case DRV_ACT_AUX: s->aux = 1; break;
    case DRV_ACT_COLOR: cmd->color = 1; break;
    case DRV_ACT_INCLUDE:
        if (drv_has_pch(value))
            drv_set_plain(cmd, "a precompiled header");
        break;
    case DRV_ACT_E_ONLY:
    case DRV_ACT_NONE: break;
    }
    if (o->bits & DRV_OPT_PLAIN)
        drv_set_plain(cmd, o->name);
    if (o->bits & DRV_OPT_NOCODE)
        cmd->nocode = 1;
    return DRV_ROLE_OPTION;
}

/* Classifies the option at argv[*i], and its separate argument; advances *i past them. */
static void drv_classify_option(drv_classifier *s, const char *const *argv, size_t argc,
                                size_t *i)
{
    drv_arg *a = &s->cmd->args[*i];
    int joined;
    const drv_opt *o = drv_opt_lookup(argv[*i], &joined);
    a->text = argv[*i];
    a->opt = o;
    a->role = DRV_ROLE_OPTION;
    a->dest = o ? o->bits & DRV_TO_ALL : DRV_TO_ALL;
    (*i)++;
    if (!o)
        return;
    int separate = !joined && (o->bits & DRV_OPT_SEP);
    if (separate && *i == argc) {
        drv_set_plain(s->cmd, "an option without its argument");
        return;
    }
    a->role = drv_apply(s, o, separate ? argv[*i] : a->text + strlen(o->name));
    if (separate) {
        s->cmd->args[*i] = *a;
        s->cmd->args[*i].text = argv[*i];
        (*i)++;
    }
}

static void drv_classify_input(drv_classifier *s, const char *path, drv_arg *a)
{
    a->text = path;
    a->role = DRV_ROLE_INPUT;
    s->x_after = 0;
    a->xlang = s->xlang;
    a->lang = s->xlang ? s->xkind : drv_lang_of_suffix(path, s->cxx);
    if (strcmp(path, "-") == 0)
        drv_set_plain(s->cmd, "input from stdin");
    else if (a->lang == DRV_LANG_HEADER)
        drv_set_plain(s->cmd, "a precompiled header");
    s->cmd->ninputs++;
}

static int drv_same_stem(const char *a, const char *b)
{
    size_t na, nb;
    const char *sa = drv_stem(a, &na), *sb = drv_stem(b, &nb);
    return na == nb && memcmp(sa, sb, na) == 0;
}

/* With -c or -S and no -o, each input that is compiled makes <stem>.o or <stem>.s in the
 * working directory; when two would make the same file, the order of writes decides
 * which survives, and only the compiler itself keeps that order. */
static int drv_outputs_collide(const drv_cmd *cmd)
{
    for (size_t i = 0; i < cmd->nargs; i++) {
        const drv_arg *a = &cmd->args[i];
        if (a->role != DRV_ROLE_INPUT || a->lang == DRV_LANG_OBJECT)
            continue;
        for (size_t j = i + 1; j < cmd->nargs; j++) {
            const drv_arg *b = &cmd->args[j];
            if (b->role == DRV_ROLE_INPUT && b->lang != DRV_LANG_OBJECT &&
                drv_same_stem(a->text, b->text))
                return 1;
        }
    }
    return 0;
}

/* Whether the output names the same file as an input (the compiler refuses that, or
 * overwrites the input, in place of the compile step). */
static int drv_output_is_input(const drv_cmd *cmd)
{
    struct stat out, in;
    if (!cmd->output || stat(cmd->output, &out) != 0)
        return 0;
    for (size_t i = 0; i < cmd->nargs; i++)
        if (cmd->args[i].role == DRV_ROLE_INPUT && stat(cmd->args[i].text, &in) == 0 &&
            in.st_dev == out.st_dev && in.st_ino == out.st_ino)
            return 1;
    return 0;
}

/* What only the whole command line decides: the sources, -P, and the remaining reasons
 * to run the command unchanged. */
static void drv_classify_finish(drv_classifier *s)
{
    drv_cmd *cmd = s->cmd;
    size_t ncompiled = 0;
    int lines = 1;  /* -E keeps its line markers */
    for (size_t i = 0; i < cmd->nargs; i++) {
        drv_arg *a = &cmd->args[i];
        if (a->role == DRV_ROLE_INPUT && drv_lang_is_ours(a->lang, cmd->mode))
            cmd->nsources++;
        if (a->role == DRV_ROLE_INPUT && a->lang != DRV_LANG_OBJECT)
            ncompiled++;
        if (a->opt && a->opt->act == DRV_ACT_E_ONLY && cmd->mode != DRV_MODE_PREPROCESS)
            a->dest = 0;
        else if (a->opt && a->opt->act == DRV_ACT_E_ONLY)
            lines = 0;
    }
    if (!lines)
        drv_set_plain(cmd, "-E without line markers");
    else if (s->x_after)
        drv_set_plain(cmd, "-x after the last input");
    else if (drv_output_is_input(cmd))
        drv_set_plain(cmd, "the output is an input");
    else if (cmd->ninputs == 0)
        drv_set_plain(cmd, "no input files");
    else if (s->narch > 1)
        drv_set_plain(cmd, "more than one -arch");
    else if (s->aux && cmd->mode == DRV_MODE_LINK)
        drv_set_plain(cmd, "files named after a temp object");
    else if (cmd->deps && (cmd->dep_file || (cmd->output && cmd->mode == DRV_MODE_LINK)) &&
             ncompiled > 1)
        drv_set_plain(cmd, "one dependency file for several inputs");  /* the last wins */
    else if (cmd->output && strcmp(cmd->output, "-") == 0)
        drv_set_plain(cmd, "output to stdout");
    else if (cmd->mode != DRV_MODE_LINK && cmd->output && cmd->ninputs > 1)
        drv_set_plain(cmd, "-o with several inputs");
    else if (cmd->nsources == 0)
        drv_set_plain(cmd, "no C or C++ source");
    else if (cmd->mode == DRV_MODE_PREPROCESS && cmd->nsources < cmd->ninputs)
        drv_set_plain(cmd, "-E of an input that is not C or C++ source");
    else if ((cmd->mode == DRV_MODE_OBJECT || cmd->mode == DRV_MODE_ASM) && !cmd->output &&
             drv_outputs_collide(cmd))
        drv_set_plain(cmd, "two inputs with one output name");
}

int drv_classify(const char *const *argv, size_t argc, drv_kind kind, int cxx, drv_cmd *cmd)
{
    memset(cmd, 0, sizeof *cmd);
    cmd->args = calloc(argc ? argc : 1, sizeof *cmd->args);
    if (!cmd->args)
        return -1;
    cmd->nargs = argc;
    drv_classifier s = {cmd, kind, cxx, NULL, DRV_LANG_OBJECT, 0, 0, 0};
    for (size_t i = 0; i < argc;) {
        if (argv[i][0] == '-' && argv[i][1]) {
            drv_classify_option(&s, argv, argc, &i);
        } else {
            drv_classify_input(&s, argv[i], &cmd->args[i]);
            i++;
        }
    }
    drv_classify_finish(&s);
    return 0;
}

void drv_cmd_free(drv_cmd *cmd)
{
    free(cmd->args);
    cmd->args = NULL;
}

char *drv_output_name(const drv_cmd *cmd, const char *src)
{
    if (cmd->output)
        return strdup(cmd->output);
    return drv_suffixed(src, 0, cmd->mode == DRV_MODE_ASM ? ".s" : ".o");
}

char *drv_dep_file(const drv_cmd *cmd, const char *src)
{
    if (cmd->dep_file)
        return strdup(cmd->dep_file);
    if (cmd->output)
        return drv_suffixed(cmd->output, 1, ".d");
    return drv_suffixed(src, 0, ".d");
}

/* gcc names the target after -o except under -E, where its preprocessor falls back to
 * the source's object name; clang always follows -o. */
char *drv_dep_target(const drv_cmd *cmd, drv_kind kind, const char *src)
{
    if (cmd->output && !(cmd->mode == DRV_MODE_PREPROCESS && kind == DRV_KIND_GCC))
        return strdup(cmd->output);
    return drv_suffixed(src, 0, ".o");
}

/* The user then says that a function of that name is not the standard one (C11 4p6: a
 * freestanding implementation need not provide <stdio.h>), which the compiler heeds by
 * no longer treating it as the builtin. Seen wherever they stand: -fhosted or -fbuiltin
 * after them is taken as not undoing them, which can only leave calls unchanged. */
unsigned drv_not_libc(const drv_cmd *cmd)
{
    static const char *const all[] = {"-ffreestanding", "-fno-hosted", "-fno-builtin"};
    static const char one[] = "-fno-builtin-";
    unsigned bits = 0;
    for (size_t i = 0; i < cmd->nargs; i++) {
        const char *t = cmd->args[i].text;
        if (cmd->args[i].role != DRV_ROLE_OPTION)
            continue;
        for (size_t k = 0; k < sizeof all / sizeof *all; k++)
            if (strcmp(t, all[k]) == 0)
                bits = (1u << CALL_NBASE) - 1;
        int kind = strncmp(t, one, sizeof one - 1) ? -1 : call_kind_of(t + sizeof one - 1,
                                                                       strlen(t + sizeof one - 1));
        if (kind >= 0)
            bits |= 1u << call_base((call_name)kind);
    }
    return bits;
}

emit_guard drv_sprintf_pass_guard(const drv_cmd *cmd, drv_kind kind)
{
    static const char *const asks[] = {"-Wall", "-Wformat", "-Wrestrict", "-Werror=format",
                                       "-Werror=restrict"};
    int on = 0, folds = 1, warns = 0;
    for (size_t i = 0; i < cmd->nargs; i++) {
        const char *t = cmd->args[i].text;
        if (cmd->args[i].role != DRV_ROLE_OPTION)
            continue;
        if (t[0] == '-' && t[1] == 'O')
            on = strcmp(t, "-O0") != 0;
        else if (strcmp(t, "-fprintf-return-value") == 0 ||
                 strcmp(t, "-fno-printf-return-value") == 0)
            folds = t[2] == 'p';
        for (size_t k = 0; k < sizeof asks / sizeof *asks; k++)
            warns |= strncmp(t, asks[k], strlen(asks[k])) == 0;
    }
    if (kind != DRV_KIND_GCC || !warns)
        return EMIT_GUARD_NONE;
    return on && folds ? EMIT_GUARD_FOLDED : EMIT_GUARD_KEPT;
}

rew_goal drv_opt_goal(const drv_cmd *cmd)
{
    rew_goal goal = REW_GOAL_NONE;
    for (size_t i = 0; i < cmd->nargs; i++) {
        const char *t = cmd->args[i].text;
        if (cmd->args[i].role == DRV_ROLE_OPTION && t[0] == '-' && t[1] == 'O')
            goal = !strcmp(t, "-O0") ? REW_GOAL_NONE
                 : !strcmp(t, "-Os") || !strcmp(t, "-Oz") ? REW_GOAL_SIZE : REW_GOAL_SPEED;
    }
    return goal;
}

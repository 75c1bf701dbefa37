/* test_drv_opts.c: unit tests of the driver's command line handling: the option table,
 * which step each option goes to, modes, languages, pass-through, output and dependency
 * file names, the step command lines, response files and compiler names. */
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "drv_cc.h"
#include "drv_diag.h"
#include "drv_opts.h"
#include "drv_proc.h"
#include "drv_rsp.h"
#include "drv_steps.h"
#include "unit.h"

enum { PP = DRV_TO_PP, CC = DRV_TO_CC, LD = DRV_TO_LD, ALL = DRV_TO_ALL };
#define GCC DRV_KIND_GCC
#define CLANG DRV_KIND_CLANG

/* A command line split as a response file is, and classified. */
typedef struct parsed {
    drv_argv args, pool;
    drv_cmd cmd;
} parsed;

static void parse(parsed *p, const char *line, drv_kind kind, int cxx)
{
    memset(p, 0, sizeof *p);
    ck_assert_int_eq(drv_rsp_split(line, &p->args, &p->pool), 0);
    ck_assert_int_eq(drv_classify(p->args.v, p->args.n, kind, cxx, &p->cmd), 0);
}

static void unparse(parsed *p)
{
    drv_cmd_free(&p->cmd);
    drv_argv_free(&p->args);
    drv_argv_free_all(&p->pool);
}

/* The last argument spelled text, so "-D X" finds the X after -D. */
static const drv_arg *find_arg(const drv_cmd *cmd, const char *text)
{
    const drv_arg *found = NULL;
    for (size_t i = 0; i < cmd->nargs; i++)
        if (strcmp(cmd->args[i].text, text) == 0)
            found = &cmd->args[i];
    ck_assert_msg(found != NULL, "no argument '%s'", text);
    return found;
}

static size_t find_index(const drv_cmd *cmd, const char *text)
{
    return (size_t)(find_arg(cmd, text) - cmd->args);
}

/* The vector as one line, words separated by single spaces. */
static char *joined(const drv_argv *a)
{
    buf b = {0};
    for (size_t i = 0; i < a->n; i++)
        ck_assert_int_eq(buf_printf(&b, i ? " %s" : "%s", a->v[i]), 0);
    ck_assert_int_eq(buf_addc(&b, 0), 0);
    return b.data;
}

START_TEST(the_option_table_is_sorted_and_its_names_fit_the_prefix_search)
{
    size_t n;
    const drv_opt *t = drv_opt_table(&n);
    for (size_t i = 0; i < n; i++) {
        ck_assert_msg(strlen(t[i].name) < DRV_OPT_NAME_MAX, "%s is too long", t[i].name);
        if (i > 0)
            ck_assert_msg(strcmp(t[i - 1].name, t[i].name) < 0, "%s is out of order", t[i].name);
        int joined;
        ck_assert_ptr_eq(drv_opt_lookup(t[i].name, &joined), &t[i]);
        ck_assert_int_eq(joined, 0);
    }
}
END_TEST

static const struct {
    const char *line, *arg;
    unsigned dest;
} routes[] = {
    {"-c a.c -DX=1", "-DX=1", PP},
    {"-c a.c -D X", "X", PP},
    {"-c a.c -UX", "-UX", PP},
    {"-c a.c -Iinc", "-Iinc", PP},
    {"-c a.c -isystem /x", "/x", PP},
    {"-c a.c -include cfg.h", "cfg.h", PP},
    {"-c a.c -imacros m.h", "m.h", PP},
    {"-c a.c -iquote q", "q", PP},
    {"-c a.c -idirafter d", "d", PP},
    {"-c a.c -MD", "-MD", PP},
    {"-c a.c -MMD", "-MMD", PP},
    {"-c a.c -MF a.d", "a.d", PP},
    {"-c a.c -MFa.d", "-MFa.d", PP},
    {"-c a.c -MT t", "t", PP},
    {"-c a.c -MP", "-MP", PP},
    {"-c a.c -Wp,-DX", "-Wp,-DX", PP},
    {"-c a.c -Xpreprocessor -DX", "-DX", PP},
    {"-c a.c -finput-charset=ISO-8859-1", "-finput-charset=ISO-8859-1", PP},
    {"-c a.c -nostdinc", "-nostdinc", PP},
    {"-c a.c -undef", "-undef", PP},
    {"-c a.c -C", "-C", PP},
    {"-c a.c -H", "-H", PP},
    {"-c a.c -P", "-P", 0},
    {"-c a.c -isysroot /sdk", "/sdk", PP | LD},
    {"-c a.cc -stdlib=libc++", "-stdlib=libc++", PP | LD},
    {"-c a.c -Wa,--noexecstack", "-Wa,--noexecstack", CC},
    {"-c a.c -Xassembler -x", "-x", CC},
    {"a.c -lm", "-lm", LD},
    {"a.c -l m", "m", LD},
    {"a.c -L/lib", "-L/lib", LD},
    {"a.c -Wl,-E", "-Wl,-E", LD},
    {"a.c -Xlinker -E", "-E", LD},
    {"a.c -rdynamic", "-rdynamic", LD},
    {"a.c -shared", "-shared", LD},
    {"a.c -static", "-static", LD},
    {"a.c -static-libgcc", "-static-libgcc", LD},
    {"a.c -s", "-s", LD},
    {"a.c -pie", "-pie", LD},
    {"a.c -no-pie", "-no-pie", LD},
    {"a.c -nostdlib", "-nostdlib", LD},
    {"a.c -nostartfiles", "-nostartfiles", LD},
    {"a.c -fuse-ld=lld", "-fuse-ld=lld", LD},
    {"a.c -T link.ld", "link.ld", LD},
    {"a.c -z now", "now", LD},
    {"a.c -u sym", "sym", LD},
    {"-c a.c -O2", "-O2", ALL},
    {"-c a.c -g", "-g", ALL},
    {"-c a.c -fPIC", "-fPIC", ALL},
    {"-c a.c -pthread", "-pthread", ALL},
    {"-c a.c -fopenmp", "-fopenmp", ALL},
    {"-c a.c -std=c99", "-std=c99", ALL},
    {"-c a.c -ansi", "-ansi", ALL},
    {"-c a.c -pedantic", "-pedantic", ALL},
    {"-c a.c -Wall", "-Wall", ALL},
    {"-c a.c -march=native", "-march=native", ALL},
    {"-c a.c -fsanitize=address", "-fsanitize=address", ALL},
    {"-c a.c -std=gnu11", "-std=gnu11", ALL},
    {"-c a.c --sysroot=/s", "--sysroot=/s", ALL},
    {"-c a.c --sysroot /s", "/s", ALL},
    {"-c a.c -Xclang -fno-color-diagnostics", "-fno-color-diagnostics", ALL},
    {"-c a.c -mllvm -x", "-x", ALL},
    {"-c a.c -target x86_64-linux-gnu", "x86_64-linux-gnu", ALL},
    {"-c a.c --param max-inline-insns-single=10", "max-inline-insns-single=10", ALL},
    {"-c a.c -some-unknown-option", "-some-unknown-option", ALL},
};

TABLE_START(each_option_goes_to_the_steps_that_need_it, routes)
{
    parsed p;
    parse(&p, routes[_i].line, GCC, 0);
    const drv_arg *a = find_arg(&p.cmd, routes[_i].arg);
    ck_assert_msg(a->role == DRV_ROLE_OPTION, "%s: %s is not an option", routes[_i].line,
                  routes[_i].arg);
    ck_assert_msg(a->dest == routes[_i].dest, "%s: %s goes to %u, not %u", routes[_i].line,
                  routes[_i].arg, a->dest, routes[_i].dest);
    ck_assert_ptr_null(p.cmd.plain);
    unparse(&p);
}
END_TEST

static const struct {
    const char *line;
    drv_mode mode;
} modes[] = {
    {"a.c", DRV_MODE_LINK},
    {"-c a.c", DRV_MODE_OBJECT},
    {"-S a.c", DRV_MODE_ASM},
    {"-E a.c", DRV_MODE_PREPROCESS},
    {"-c -S a.c", DRV_MODE_ASM},
    {"-S -c a.c", DRV_MODE_ASM},
    {"-c -E a.c", DRV_MODE_PREPROCESS},
    {"a.c -Wl,-E", DRV_MODE_LINK},
    {"a.c -Xlinker -E", DRV_MODE_LINK},
    {"a.c -Xassembler -c", DRV_MODE_LINK},
    {"a.c -o -c", DRV_MODE_LINK},
};

TABLE_START(the_mode_comes_from_c_s_and_e_and_never_from_an_option_argument, modes)
{
    parsed p;
    parse(&p, modes[_i].line, GCC, 0);
    ck_assert_msg(p.cmd.mode == modes[_i].mode, "%s: mode %d", modes[_i].line, p.cmd.mode);
    unparse(&p);
}
END_TEST

static const struct {
    const char *line, *input;
    int cxx;
    drv_lang lang;
} langs[] = {
    {"-c a.c", "a.c", 0, DRV_LANG_C},
    {"-c a.c", "a.c", 1, DRV_LANG_CXX},
    {"-c a.cc", "a.cc", 0, DRV_LANG_CXX},
    {"-c a.cpp", "a.cpp", 0, DRV_LANG_CXX},
    {"-c a.cxx", "a.cxx", 0, DRV_LANG_CXX},
    {"-c a.cp", "a.cp", 0, DRV_LANG_CXX},
    {"-c a.CPP", "a.CPP", 0, DRV_LANG_CXX},
    {"-c a.c++", "a.c++", 0, DRV_LANG_CXX},
    {"-c a.C", "a.C", 0, DRV_LANG_CXX},
    {"-c a.i", "a.i", 0, DRV_LANG_PP_C},
    {"-c a.i", "a.i", 1, DRV_LANG_PP_CXX},
    {"-c a.ii", "a.ii", 0, DRV_LANG_PP_CXX},
    {"a.c x.o", "x.o", 0, DRV_LANG_OBJECT},
    {"a.c libx.a", "libx.a", 0, DRV_LANG_OBJECT},
    {"a.c libx.so.1", "libx.so.1", 0, DRV_LANG_OBJECT},
    {"a.c prog", "prog", 0, DRV_LANG_OBJECT},
    {"a.c b.s", "b.s", 0, DRV_LANG_FOREIGN},
    {"a.c b.S", "b.S", 0, DRV_LANG_FOREIGN},
    {"a.c b.m", "b.m", 0, DRV_LANG_FOREIGN},
    {"-c -x c foo.txt", "foo.txt", 0, DRV_LANG_C},
    {"-c -x c a.c", "a.c", 1, DRV_LANG_C},
    {"-c -x c++ a.c", "a.c", 0, DRV_LANG_CXX},
    {"-c -xc++ a.c", "a.c", 0, DRV_LANG_CXX},
    {"-c -x cpp-output a.c", "a.c", 0, DRV_LANG_PP_C},
    {"-c -x c++-cpp-output a.c", "a.c", 0, DRV_LANG_PP_CXX},
    {"-c -x c a.c -x none b.cc", "b.cc", 0, DRV_LANG_CXX},
    {"-c a.c -x assembler b.c", "b.c", 0, DRV_LANG_FOREIGN},
};

TABLE_START(inputs_get_their_language_from_the_suffix_the_driver_and_x, langs)
{
    parsed p;
    parse(&p, langs[_i].line, GCC, langs[_i].cxx);
    const drv_arg *a = find_arg(&p.cmd, langs[_i].input);
    ck_assert_int_eq(a->role, DRV_ROLE_INPUT);
    ck_assert_msg(a->lang == langs[_i].lang, "%s: %s has language %d", langs[_i].line,
                  langs[_i].input, a->lang);
    unparse(&p);
}
END_TEST

static const struct {
    const char *line;
    int plain;
} plains[] = {
    {"--version", 1}, {"-v -c a.c", 1}, {"-### -c a.c", 1}, {"-dumpversion", 1},
    {"-dumpmachine", 1}, {"-print-search-dirs", 1}, {"-print-file-name=libc.so", 1},
    {"--help", 1}, {"--help=warnings", 1}, {"-c a.c -save-temps", 1},
    {"-c a.c -save-temps=obj", 1}, {"-c a.c -wrapper gdb,--args", 1},
    {"-arch x86_64 -arch arm64 -c a.c", 1}, {"-M a.c", 1}, {"-MM a.c", 1},
    {"-E -dM a.c", 1}, {"-fsyntax-only a.c", 1}, {"-c -", 1}, {"-c a.c -o -", 1},
    {"-c a.h", 1}, {"-c a.hpp", 1}, {"-x c-header -c a.c", 1}, {"-x objective-c -c a.m", 1},
    {"-c a.s", 1}, {"a.o -lm -o prog", 1}, {"", 1}, {"-lm", 1}, {"-c a.c b.c -o x.o", 1},
    {"-c d1/x.c d2/x.c", 1}, {"-S d1/x.c d2/x.c", 1}, {"-c x.c x.s", 1}, {"-c a.c -o", 1},
    {"-E a.c b.s", 1}, {"-E a.i", 1}, {"-c a.c -MJ cdb.json", 1}, {"-traditional-cpp -c a.c", 1},
    {"-c a.c -fdirectives-only", 1}, {"-c a.c --serialize-diagnostics a.dia", 1},
    {"-c a.c", 0}, {"-c a.c -o a.o", 0}, {"a.c -o prog", 0}, {"-E a.c", 0}, {"-S a.c", 0},
    {"-c a.c b.c", 0}, {"-c d1/x.c d2/y.c", 0}, {"-c d1/x.c d2/x.o", 0}, {"-c a.i", 0},
    {"a.c libx.a -lm -o prog", 0}, {"-arch x86_64 -c a.c", 0}, {"a.c -Wl,-E -o prog", 0},
    {"-c a.c -MD -MF a.d", 0}, {"-c a.cc", 0}, {"-c -x c foo.txt", 0}, {"a.c x.o", 0},
    {"-c a.c -x none", 0}, {"a.c b.s -o prog", 0}, {"-c -x c x.c -x assembler x.s -o", 1},
    {"--coverage a.c -o prog", 1}, {"-gsplit-dwarf a.c", 1}, {"-fdump-tree-all a.c", 1},
    {"-fprofile-generate=dir a.c", 1}, {"-fstack-usage a.c b.o", 1},
    {"-MD a.c b.c -o prog", 1}, {"-MD -MF x.d -c a.c b.c", 1}, {"-MD -c a.c b.c", 0},
    {"-MD a.c b.c", 0}, {"-MD a.c b.o -o prog", 0}, {"-gsplit-dwarf -c a.c -o a.o", 0}, {"-fstack-usage -S a.c", 0},
    {"--coverage -c a.c", 1}, {"-ftest-coverage -c a.c", 1}, {"-fprofile-arcs -c a.c", 0},
    {"--compile a.c", 1}, {"--assemble a.c", 1}, {"--preprocess a.c", 1}, {"-c a.c --output=x.o", 1},
    {"-c a.c --output x.o", 1}, {"-c a.c --write-dependencies", 1}, {"-c --verbose a.c", 1},
    {"-E -P a.c", 1}, {"-E --no-line-commands a.c", 1}, {"-c -P a.c", 0}, {"-c -emit-llvm a.c", 1},
    {"--analyze a.c", 1}, {"-emit-ast a.c", 1}, {"-c -save-stats a.c", 1}, {"-c -fproc-stat-report a.c", 1},
    {"-c -fdump-tree-original a.c", 1}, {"-c -aux-info x.h a.c", 1}, {"-c -fcallgraph-info a.c", 1},
    {"-c a.c -x c", 1}, {"-c a.c -xc", 1}, {"-x c -c a.c", 0},
    {"-c a.c -MD -Wp,-MT,zz", 1}, {"-c a.c -Wp,-DX,-MQ,zz", 1}, {"-c a.c -Wp,-MD,a.d", 0},
    {"-c a.c -Wp,-MD,a.d,-MT,zz", 1}, {"-c a.c -Wp,-DX", 0},
    {"-c a.c -MD -Xpreprocessor -MT -Xpreprocessor zz", 1}, {"-c a.c -Xpreprocessor -DX", 0},
};

TABLE_START(some_commands_run_unchanged, plains)
{
    parsed p;
    parse(&p, plains[_i].line, GCC, 0);
    ck_assert_msg((p.cmd.plain != NULL) == plains[_i].plain, "'%s': %s", plains[_i].line,
                  p.cmd.plain ? p.cmd.plain : "not unchanged");
    unparse(&p);
}
END_TEST

static const struct {
    const char *line;
    rew_goal goal;
} goals[] = {
    {"-c a.c", REW_GOAL_NONE}, {"-O0 -c a.c", REW_GOAL_NONE}, {"-O2 -c a.c", REW_GOAL_SPEED},
    {"-O -c a.c", REW_GOAL_SPEED}, {"-Ofast -c a.c", REW_GOAL_SPEED}, {"-Og -c a.c", REW_GOAL_SPEED},
    {"-Os -c a.c", REW_GOAL_SIZE}, {"-Oz -c a.c", REW_GOAL_SIZE}, {"-Os -O2 -c a.c", REW_GOAL_SPEED},
    {"-O3 -O0 -c a.c", REW_GOAL_NONE}, {"-O2 -Oz -c a.c", REW_GOAL_SIZE},
    {"-o -Os -c a.c", REW_GOAL_NONE},
};

TABLE_START(the_last_o_option_says_whether_the_build_wants_speed_size_or_neither, goals)
{
    parsed p;
    parse(&p, goals[_i].line, GCC, 0);
    ck_assert_msg(drv_opt_goal(&p.cmd) == goals[_i].goal, "'%s'", goals[_i].line);
    unparse(&p);
}
END_TEST

static const struct {
    const char *line, *src, *name;
} outputs[] = {
    {"-c a.c", "a.c", "a.o"},
    {"-c sub/a.c", "sub/a.c", "a.o"},
    {"-c a.c -o out/x.o", "a.c", "out/x.o"},
    {"-c a.c -oout/x.o", "a.c", "out/x.o"},
    {"-S sub/a.c", "sub/a.c", "a.s"},
    {"-S a.c -o y.s", "a.c", "y.s"},
    {"-c a.b.c", "a.b.c", "a.b.o"},
    {"-c -x c foo", "foo", "foo.o"},
    {"-c dir.d/a.cc", "dir.d/a.cc", "a.o"},
};

TABLE_START(outputs_are_named_as_plain_names_them, outputs)
{
    parsed p;
    parse(&p, outputs[_i].line, GCC, 0);
    char *name = drv_output_name(&p.cmd, outputs[_i].src);
    ck_assert_str_eq(name, outputs[_i].name);
    free(name);
    unparse(&p);
}
END_TEST

static const struct {
    const char *line, *src;
    drv_kind kind;
    const char *file, *target;
} deps[] = {
    {"-MD -c a.c", "a.c", GCC, "a.d", "a.o"},
    {"-MMD -c sub/a.c", "sub/a.c", GCC, "a.d", "a.o"},
    {"-MD -c a.c -o out/x.o", "a.c", GCC, "out/x.d", "out/x.o"},
    {"-MD -c a.c -o out/x", "a.c", CLANG, "out/x.d", "out/x"},
    {"-MD a.c -o prog", "a.c", GCC, "prog.d", "prog"},
    {"-MD a.c", "a.c", CLANG, "a.d", "a.o"},
    {"-MD -S a.c", "a.c", GCC, "a.d", "a.o"},
    {"-MD -S a.c -o y.s", "a.c", GCC, "y.d", "y.s"},
    {"-MD -E a.c -o p.i", "a.c", GCC, "p.d", "a.o"},
    {"-MD -E a.c -o p.i", "a.c", CLANG, "p.d", "p.i"},
    {"-MD -MF my.d -c a.c", "a.c", GCC, "my.d", "a.o"},
    {"-MD -c a.c -o dd/.x", "a.c", GCC, "dd/.d", "dd/.x"},
    {"-MD -c a.c -o x.tar.o", "a.c", GCC, "x.tar.d", "x.tar.o"},
    {"-MD -c a.c -o d.d/x", "a.c", GCC, "d.d/x.d", "d.d/x"},
    {"-Wp,-MD,wp.d -c a.c -o o.o", "a.c", CLANG, "wp.d", "o.o"},
    {"-Wp,-MMD,wp.d -c a.c", "a.c", CLANG, "wp.d", "a.o"},
};

TABLE_START(dependency_files_and_targets_are_named_as_plain_names_them, deps)
{
    parsed p;
    parse(&p, deps[_i].line, deps[_i].kind, 0);
    ck_assert_int_eq(p.cmd.deps, 1);
    char *file = drv_dep_file(&p.cmd, deps[_i].src);
    char *target = drv_dep_target(&p.cmd, deps[_i].kind, deps[_i].src);
    ck_assert_str_eq(file, deps[_i].file);
    ck_assert_str_eq(target, deps[_i].target);
    free(file);
    free(target);
    unparse(&p);
}
END_TEST

START_TEST(gcc_writes_the_dependency_file_of_wp_md_itself)
{
    parsed p;
    parse(&p, "-Wp,-MD,wp.d -c a.c", GCC, 0);
    ck_assert_int_eq(p.cmd.deps, 0);  /* its preprocessor names the target as plain's does */
    ck_assert_uint_eq(find_arg(&p.cmd, "-Wp,-MD,wp.d")->dest, PP);
    unparse(&p);
}
END_TEST

static const struct {
    drv_kind kind;
    const char *line, *src, *dep_file, *dep_target, *expect;
    int fall;  /* the user's files may hold a "fall through" comment */
} pp_steps[] = {
    {GCC, "-O2 -DX -Iinc -c a.c -o a.o -lm -Wa,-q -MD", "a.c", "a.d", "a.o",
     "gcc -O2 -DX -Iinc -MD -E a.c -o T -MF a.d -MQ a.o", 1},
    {CLANG, "-O2 -DX -Iinc -c a.c -o a.o -lm -Wa,-q -MD", "a.c", "a.d", "a.o",
     "clang -O2 -DX -Iinc -MD -E a.c -o T -MF a.d -MQ a.o", 1},
    {GCC, "-x c foo.txt -c -pthread", "foo.txt", NULL, NULL,
     "gcc -pthread -E -x c foo.txt -o T", 1},
    {GCC, "-c a.c -x assembler b.s -P", "a.c", NULL, NULL, "gcc -E a.c -o T", 1},
    {GCC, "-E a.c -DX -lm -P -Wa,-q", "a.c", NULL, NULL, "gcc -DX -lm -P -Wa,-q -E a.c -o T", 1},
    {GCC, "-MD -MF my.d -MT t -c a.c", "a.c", NULL, NULL, "gcc -MD -MF my.d -MT t -E a.c -o T", 1},
    {CLANG, "a.c b.c -Xlinker -E -fopenmp -o prog", "b.c", NULL, NULL,
     "clang -fopenmp -E b.c -o T", 1},
    /* comments kept where gcc may warn of a fall through without one, and the user's
     * files may hold one (any comment at level 1) */
    {GCC, "-Wall -Wextra -c a.c", "a.c", NULL, NULL, "gcc -Wall -Wextra -E -C a.c -o T", 1},
    {GCC, "-W -c a.c", "a.c", NULL, NULL, "gcc -W -E -C a.c -o T", 1},
    {GCC, "-Wimplicit-fallthrough=3 -c a.c", "a.c", NULL, NULL,
     "gcc -Wimplicit-fallthrough=3 -E -C a.c -o T", 1},
    {GCC, "-Werror=implicit-fallthrough -c a.c", "a.c", NULL, NULL,
     "gcc -Werror=implicit-fallthrough -E -C a.c -o T", 1},
    {GCC, "-Werror=extra -c a.c", "a.c", NULL, NULL, "gcc -Werror=extra -E -C a.c -o T", 1},
    {CLANG, "-Wextra -c a.c", "a.c", NULL, NULL, "clang -Wextra -E a.c -o T", 1},
    {GCC, "-Wall -Wextra -c a.c", "a.c", NULL, NULL, "gcc -Wall -Wextra -E a.c -o T", 0},
    {GCC, "-Wimplicit-fallthrough=1 -c a.c", "a.c", NULL, NULL,
     "gcc -Wimplicit-fallthrough=1 -E -C a.c -o T", 0},
    {GCC, "-Wextra -E a.c", "a.c", NULL, NULL, "gcc -Wextra -E a.c -o T", 1},
};

TABLE_START(the_preprocess_step_gets_preprocessor_and_shared_options, pp_steps)
{
    parsed p;
    drv_cc cc = {{pp_steps[_i].kind == GCC ? "gcc" : "clang", NULL}, 1, NULL,
                 pp_steps[_i].kind, 0};
    drv_argv argv = {0};
    parse(&p, pp_steps[_i].line, pp_steps[_i].kind, 0);
    ck_assert_int_eq(drv_pp_argv(&cc, &p.cmd, find_index(&p.cmd, pp_steps[_i].src), "T",
                                 pp_steps[_i].dep_file, pp_steps[_i].dep_target, pp_steps[_i].fall,
                                 &argv), 0);
    char *line = joined(&argv);
    ck_assert_str_eq(line, pp_steps[_i].expect);
    free(line);
    drv_argv_free(&argv);
    unparse(&p);
}
END_TEST

static const struct {
    const char *line;
    drv_lang lang;
    const char *expect;
} cc_steps[] = {
    {"-O2 -DX -Iinc -c a.c -o a.o -lm -Wa,-q -MD -g", DRV_LANG_C,
     "cc -O2 -lm -Wa,-q -g -x cpp-output -c T -o O"},
    {"-std=c++17 -include x.h -c a.cc", DRV_LANG_CXX, "cc -std=c++17 -x c++-cpp-output -c T -o O"},
    {"-S a.i -fPIC -Xassembler --64 -Xlinker -E", DRV_LANG_PP_C,
     "cc -fPIC -Xassembler --64 -Xlinker -E -x cpp-output -S T -o O"},
    {"-c a.c -L/lib -lm -Wl,-z,now -isysroot /s -stdlib=libc++", DRV_LANG_C,
     "cc -L/lib -lm -Wl,-z,now -x cpp-output -c T -o O"},
    {"a.c -fmacro-prefix-map=/a=/b -isysroot /s -rdynamic", DRV_LANG_C,
     "cc -x cpp-output -c T -o O"},
};

TABLE_START(the_compile_step_gets_compiler_and_shared_options, cc_steps)
{
    parsed p;
    drv_cc cc = {{"cc", NULL}, 1, NULL, GCC, 0};
    drv_argv argv = {0};
    parse(&p, cc_steps[_i].line, GCC, 0);
    ck_assert_int_eq(drv_cc_argv(&cc, &p.cmd, cc_steps[_i].lang, "T", "O", &argv), 0);
    char *line = joined(&argv);
    ck_assert_str_eq(line, cc_steps[_i].expect);
    free(line);
    drv_argv_free(&argv);
    unparse(&p);
}
END_TEST

START_TEST(a_colored_step_gets_the_color_option_after_the_compiler_words)
{
    parsed p;
    drv_cc cc = {{"ccache", "clang"}, 2, NULL, CLANG, 0};
    drv_argv argv = {0}, colored = {0};
    parse(&p, "-O2 -c a.c", CLANG, 0);
    ck_assert_int_eq(p.cmd.color, 0);
    ck_assert_int_eq(drv_cc_argv(&cc, &p.cmd, DRV_LANG_C, "T", "O", &argv), 0);
    ck_assert_int_eq(drv_colored_argv(&cc, &argv, &colored), 0);
    char *line = joined(&colored);
    ck_assert_str_eq(line, "ccache clang -fdiagnostics-color=always -O2 -x cpp-output -c T -o O");
    free(line);
    drv_argv_free(&argv);
    drv_argv_free(&colored);
    unparse(&p);
}
END_TEST

static const char *const color_choices[] = {
    "-fdiagnostics-color", "-fdiagnostics-color=never", "-fdiagnostics-color=auto",
    "-fno-diagnostics-color", "-fcolor-diagnostics", "-fno-color-diagnostics",
    "-fdiagnostics-plain-output",
};

TABLE_START(an_option_that_chooses_colours_is_noted_and_passed_to_every_step, color_choices)
{
    parsed p;
    char line[128];
    snprintf(line, sizeof line, "-c a.c %s", color_choices[_i]);
    parse(&p, line, GCC, 0);
    ck_assert_int_eq(p.cmd.color, 1);
    ck_assert_uint_eq(find_arg(&p.cmd, color_choices[_i])->dest, ALL);
    ck_assert_ptr_null(p.cmd.plain);
    unparse(&p);
}
END_TEST

static const struct {
    const char *line;
    drv_diag_kind kind;
} diag_lines[] = {
    {"a.c:3:5: warning: unused variable 'x' [-Wunused-variable]", DRV_DIAG_CODE},
    {"a.c: In function 'main':", DRV_DIAG_CODE},
    {"In file included from a.c:1:", DRV_DIAG_CODE},
    {"    3 | int x;", DRV_DIAG_CODE},
    {"<command-line>: warning: \"X\" redefined", DRV_DIAG_CODE},
    {"At top level:", DRV_DIAG_CODE},
    {"warning: unknown warning option '-Wfoo' [-Wunknown-warning-option]", DRV_DIAG_BARE},
    {"cc1: warning: command-line option '-fpermissive' is valid for C++", DRV_DIAG_PROGRAM},
    {"\033[01m\033[Kcc1:\033[m\033[K \033[01;35m\033[Kwarning: \033[m\033[Kx", DRV_DIAG_PROGRAM},
    {"clang: warning: optimization flag '-fno-tree-vrp' is not supported", DRV_DIAG_PROGRAM},
    {"clang: warning: -lm: 'linker' input unused [-Wunused-command-line-argument]",
     DRV_DIAG_COMMAND},
    {"clang-14: warning: argument unused during compilation: '-arch x86_64' "
     "[-Wunused-command-line-argument]", DRV_DIAG_COMMAND},
    {"1 warning generated.", DRV_DIAG_SUMMARY},
    {"12 warnings generated.", DRV_DIAG_SUMMARY},
    {"1 warnings generated.", DRV_DIAG_CODE},
    {"2 warnings and 1 error generated.", DRV_DIAG_CODE},
};

TABLE_START(diagnostics_about_options_are_told_from_those_about_code, diag_lines)
{
    const char *l = diag_lines[_i].line;
    ck_assert_msg(drv_diag_classify(l, strlen(l)) == diag_lines[_i].kind, "%s: kind %d", l,
                  drv_diag_classify(l, strlen(l)));
}
END_TEST

static const struct {
    drv_kind kind;
    const char *text;
    drv_stage stage;
} stage_texts[] = {
    {DRV_KIND_GCC, "", DRV_STAGE_FRONT},
    {DRV_KIND_GCC, "a.c: In function 'f':\na.c:4:24: warning: the address of 'n' will always "
                   "evaluate as 'true' [-Waddress]\n    4 | #define H (n ? 1 : 0)\n      |   ^\n"
                   "a.c:7:24: note: in expansion of macro 'H'\n", DRV_STAGE_FRONT},
    {DRV_KIND_GCC, "\033[01m\033[Ka.c:5:30:\033[m\033[K \033[01;35m\033[Kwarning: \033[m\033[K"
                   "unused parameter 'u' [\033[01;35m\033[K-Wunused-parameter\033[m\033[K]\n", DRV_STAGE_FRONT},
    {DRV_KIND_GCC, "a.c:9:5: warning: ignoring return value of 'write' [-Wunused-result]\n", DRV_STAGE_LOWERING},
    {DRV_KIND_GCC, "a.c: In function 'f':\na.c:1:5: warning: unused parameter 'u' [-Wunused-parameter]\n"
                   "a.c:9:5: warning: ignoring return value of 'write' [-Wunused-result]\n"
                   "    9 |   write(1, \"x\", 1);\n      |   ^~~~~~~~~~~~~~~~\n"
                   "a.c:12:9: warning: comparison of integer expressions of different "
                   "signedness [-Wsign-compare]\n", DRV_STAGE_LOWERING},
    {DRV_KIND_GCC, "a.c:2:41: warning: this statement may fall through [-Wimplicit-fallthrough=]\n"
                   "a.c:1:34: warning: control reaches end of non-void function [-Wreturn-type]\n",
     DRV_STAGE_LOWERING},
    {DRV_KIND_GCC, "a.c:9:5: warning: ignoring return value of 'write' [-Wunused-result]\n"
                   "a.c:9:1: warning: the frame size of 4096 bytes is larger than 1024 bytes "
                   "[-Wframe-larger-than=]\n", DRV_STAGE_ALL},
    {DRV_KIND_CLANG, "a.c:9:5: warning: ignoring return value of function declared with "
                     "'warn_unused_result' attribute [-Wunused-result]\n1 warning generated.\n",
                     DRV_STAGE_FRONT},
    {DRV_KIND_GCC, "a.c:2:1: warning: 'g' defined but not used [-Wunused-function]\n", DRV_STAGE_ALL},
    {DRV_KIND_GCC, "a.c:1:5: warning: unused parameter 'u' [-Wunused-parameter]\n"
                   "a.c:9:1: warning: the frame size of 4096 bytes is larger than 1024 bytes "
                   "[-Wframe-larger-than=]\n", DRV_STAGE_ALL},
    {DRV_KIND_GCC, "a.c:3:7: warning: suggest parentheses [-Wparentheses-equality]\n", DRV_STAGE_ALL},
    {DRV_KIND_GCC, "a.c:1:2: warning: #warning x\n", DRV_STAGE_ALL},
    {DRV_KIND_GCC, "a.c:1:2: error: expected ';' before '}' token\n", DRV_STAGE_ALL},
    {DRV_KIND_CLANG, "a.c:3:7: warning: equality comparison with extraneous parentheses "
                     "[-Wparentheses-equality]\n  if ((a == b))\n      ~~^~~~\n"
                     "a.c:3:7: note: remove extraneous parentheses\n1 warning generated.\n", DRV_STAGE_FRONT},
    {DRV_KIND_CLANG, "a.c:3:7: warning: x [-Wparentheses-equality]\n"
                     "a.c:9:5: warning: stack frame size (4104) exceeds limit (1024) in 'f' "
                     "[-Wframe-larger-than]\n2 warnings generated.\n", DRV_STAGE_ALL},
    {DRV_KIND_CLANG, "a.c:3:7: remark: loop vectorized [-Rpass=loop-vectorize]\n", DRV_STAGE_ALL},
    {DRV_KIND_CLANG, "a.c:3:7: error: x [-Werror,-Wparentheses-equality]\n", DRV_STAGE_ALL},
    {DRV_KIND_CLANG, "In file included from a.c:1:\nb.h:3:7: warning: x [-Wunused-parameter]\n"
                     "int f(int u) { return 0; }\n           ^\n1 warning generated.\n", DRV_STAGE_FRONT},
    {DRV_KIND_GCC, "a.c: In function 'f':\na.c:5:3: optimized: loop vectorized using 16 byte "
                   "vectors\n", DRV_STAGE_ALL},
    {DRV_KIND_GCC, "a.c:1:5: warning: unused parameter 'u' [-Wunused-parameter]\n    1 | int "
                   "f(int u)\n      |       ~~~~^\n\nExecution times (seconds)\n", DRV_STAGE_ALL},
    {DRV_KIND_GCC, "Using built-in specs.\nCOLLECT_GCC=gcc\n", DRV_STAGE_ALL},
};

TABLE_START(a_recheck_goes_only_as_far_into_the_compiler_as_what_the_compile_said_comes_from,
            stage_texts)
{
    const char *t = stage_texts[_i].text;
    ck_assert_int_eq(drv_diag_stage(stage_texts[_i].kind, t, strlen(t)), stage_texts[_i].stage);
}
END_TEST

/* Writes text to a temp file; returns its malloc'd name. */
static char *temp_text(const char *text)
{
    char *name = strdup("/tmp/test_drv_diag.XXXXXX");
    int fd = mkstemp(name);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, text, strlen(text)), (int)strlen(text));
    close(fd);
    return name;
}

/* What drv_diag shows for one source's two steps, then a final command. */
static char *diag_shown(int hoist, const char *pp, const char *cc, const char *final)
{
    char *files[3] = {temp_text(pp), temp_text(cc), temp_text(final)};
    char *out = temp_text("");
    drv_diag d = {hoist, {0}, {0}};
    buf b = {0};
    int fd = open(out, O_WRONLY | O_TRUNC);
    ck_assert_int_ge(fd, 0);
    if (hoist) {
        ck_assert_int_eq(drv_diag_hoist(&d, files[0], files[1]), 0);
        ck_assert_int_eq(drv_diag_hoist(&d, files[2], NULL), 0);
    }
    ck_assert_int_eq(drv_diag_head(&d, fd), 0);
    ck_assert_int_eq(drv_diag_source(&d, files[0], files[1], fd), 0);
    ck_assert_int_eq(drv_diag_command(&d, files[2], fd), 0);
    close(fd);
    drv_diag_free(&d);
    ck_assert_int_eq(buf_read_file(&b, out), 0);
    for (int i = 0; i < 3; i++) {
        unlink(files[i]);
        free(files[i]);
    }
    unlink(out);
    free(out);
    return b.data ? b.data : strdup("");
}

static const struct {
    int hoist;
    const char *pp, *cc, *final, *expect;
} diag_replays[] = {
    /* gcc: cc1 says it in both steps, plain's one cc1 once */
    {0, "cc1: warning: opt\na.c:1:2: warning: #warning x\n", "cc1: warning: opt\n", "",
     "cc1: warning: opt\na.c:1:2: warning: #warning x\n"},
    /* gcc: the unknown -Wno- option note comes last, after "At top level:" */
    {0, "a.c:1:2: warning: #warning x\ncc1: note: unrecognized command-line option 'y'\n",
     "a.c:3: warning: z\nAt top level:\ncc1: note: unrecognized command-line option 'y'\n", "",
     "a.c:1:2: warning: #warning x\na.c:3: warning: z\nAt top level:\n"
     "cc1: note: unrecognized command-line option 'y'\n"},
    /* clang: the driver first, its unused arguments once; one count per source */
    {1, "clang: warning: arg [-Wunused-command-line-argument]\nwarning: unknown\n"
        "a.c:1:2: warning: x\n2 warnings generated.\n",
     "clang: warning: arg [-Wunused-command-line-argument]\nwarning: unknown\n"
     "a.c:3:1: warning: y\n2 warnings generated.\n",
     "clang: warning: arg [-Wunused-command-line-argument]\n",
     "clang: warning: arg [-Wunused-command-line-argument]\nwarning: unknown\n"
     "a.c:1:2: warning: x\na.c:3:1: warning: y\n3 warnings generated.\n"},
    /* code diagnostics repeat as often as they come */
    {0, "a.c:1: warning: x\na.c:1: warning: x\n", "a.c:1: warning: x\n", "a.c:1: warning: x\n",
     "a.c:1: warning: x\na.c:1: warning: x\na.c:1: warning: x\na.c:1: warning: x\n"},
};

TABLE_START(step_diagnostics_are_shown_as_plain_shows_them, diag_replays)
{
    char *shown = diag_shown(diag_replays[_i].hoist, diag_replays[_i].pp, diag_replays[_i].cc,
                             diag_replays[_i].final);
    ck_assert_str_eq(shown, diag_replays[_i].expect);
    free(shown);
}
END_TEST

static const struct {
    const char *line, *replaced, *expect;
    int needed;
} finals[] = {
    {"-O2 -Iinc a.c libx.a -lm -o prog", "a.c", "gcc -O2 T.o libx.a -lm -o prog", 1},
    {"-Iinc a.c b.c -o prog", "a.c", "gcc -Iinc T.o b.c -o prog", 1},
    {"-x c a.c b.c", "a.c", "gcc T.o -x c b.c", 1},
    {"-x c a.c b.c", "b.c", "gcc -x c a.c -x none T.o", 1},
    {"-Wa,--noexecstack -nostdinc a.c", "a.c", "gcc T.o", 1},
    {"-Wa,--noexecstack a.c b.s", "a.c", "gcc -Wa,--noexecstack T.o b.s", 1},
    {"-c a.c b.c -MD", "a.c", "gcc -c b.c -MD", 1},
    {"-c -Iinc a.c -o a.o", "a.c", "gcc -c -Iinc -o a.o", 0},
    {"-c -x c a.c -x c b.c", "b.c", "gcc -c -x c a.c", 1},
};

TABLE_START(the_final_command_swaps_rewritten_sources_for_objects_in_place, finals)
{
    parsed p;
    drv_cc cc = {{"gcc", NULL}, 1, NULL, GCC, 0};
    drv_argv argv = {0};
    int needed = -1;
    parse(&p, finals[_i].line, GCC, 0);
    const char **objs = calloc(p.cmd.nargs, sizeof *objs);
    ck_assert_ptr_nonnull(objs);
    objs[find_index(&p.cmd, finals[_i].replaced)] = "T.o";
    ck_assert_int_eq(drv_final_argv(&cc, &p.cmd, objs, &argv, &needed), 0);
    ck_assert_int_eq(needed, finals[_i].needed);
    if (needed) {
        char *line = joined(&argv);
        ck_assert_str_eq(line, finals[_i].expect);
        free(line);
    }
    free(objs);
    drv_argv_free(&argv);
    unparse(&p);
}
END_TEST

START_TEST(response_files_split_at_whitespace_with_quotes_and_backslashes)
{
    drv_argv args = {0}, pool = {0};
    const char *expect[] = {"a", "b c", "d e", "f g", "h\\i", "", "j'k", "l"};
    ck_assert_int_eq(drv_rsp_split(" a 'b c'\t\"d e\"\nf\\ g h\\\\i \"\" \"j'k\" l\n",
                                   &args, &pool), 0);
    ck_assert_uint_eq(args.n, sizeof expect / sizeof *expect);
    for (size_t i = 0; i < args.n; i++)
        ck_assert_str_eq(args.v[i], expect[i]);
    drv_argv_free(&args);
    drv_argv_free_all(&pool);
}
END_TEST

START_TEST(quoted_arguments_split_back_into_the_same_arguments)
{
    const char *v[] = {"plain", "with space", "it's", "\"q\"", "back\\slash", "", "tab\there"};
    size_t n = sizeof v / sizeof *v;
    buf text = {0};
    drv_argv args = {0}, pool = {0};
    ck_assert_int_eq(drv_rsp_quote(v, n, &text), 0);
    ck_assert_int_eq(buf_addc(&text, 0), 0);
    ck_assert_int_eq(drv_rsp_split(text.data, &args, &pool), 0);
    ck_assert_uint_eq(args.n, n);
    for (size_t i = 0; i < n; i++)
        ck_assert_str_eq(args.v[i], v[i]);
    buf_free(&text);
    drv_argv_free(&args);
    drv_argv_free_all(&pool);
}
END_TEST

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

START_TEST(nested_response_files_expand_and_unreadable_ones_stay)
{
    char dir[] = "/tmp/test_drv_opts.XXXXXX", outer[64], inner[64], line[256];
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(outer, sizeof outer, "%s/outer", dir);
    snprintf(inner, sizeof inner, "%s/inner", dir);
    snprintf(line, sizeof line, "-c @%s 'a b.c'", inner);
    write_text(outer, line);
    write_text(inner, "-DX=1 -Iinc\n");
    char at_outer[80];
    snprintf(at_outer, sizeof at_outer, "@%s", outer);
    const char *argv[] = {"-O2", at_outer, "@/no/such/file"};
    const char *expect[] = {"-O2", "-c", "-DX=1", "-Iinc", "a b.c", "@/no/such/file"};
    drv_argv args = {0}, pool = {0};
    int expanded = 0;
    ck_assert_int_eq(drv_rsp_expand(argv, 3, &args, &pool, &expanded), 0);
    ck_assert_int_eq(expanded, 1);
    ck_assert_uint_eq(args.n, sizeof expect / sizeof *expect);
    for (size_t i = 0; i < args.n; i++)
        ck_assert_str_eq(args.v[i], expect[i]);
    drv_argv_free(&args);
    drv_argv_free_all(&pool);
    unlink(outer);
    unlink(inner);
    rmdir(dir);
}
END_TEST

static const struct {
    const char *name;
    drv_kind kind;
    int cxx;
} names[] = {
    {"gcc", GCC, 0}, {"g++", GCC, 1}, {"clang", CLANG, 0}, {"clang++", CLANG, 1},
    {"clang-14", CLANG, 0}, {"clang++-14", CLANG, 1}, {"x86_64-linux-gnu-gcc-12", GCC, 0},
    {"x86_64-linux-gnu-g++-12", GCC, 1}, {"/usr/lib/llvm-14/bin/clang", CLANG, 0},
    {"c++", GCC, 1}, {"cc", GCC, 0},
};

TABLE_START(the_compiler_kind_and_language_come_from_its_name, names)
{
    drv_kind kind;
    int cxx;
    drv_cc_kind(names[_i].name, NULL, &kind, &cxx);
    ck_assert_msg(kind == names[_i].kind && cxx == names[_i].cxx, "%s: kind %d cxx %d",
                  names[_i].name, kind, cxx);
}
END_TEST

START_TEST(a_name_that_says_neither_is_resolved_through_its_symlinks)
{
    char dir[] = "/tmp/test_drv_opts.XXXXXX", target[64], link[64];
    drv_kind kind;
    int cxx;
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(target, sizeof target, "%s/clang-99", dir);
    snprintf(link, sizeof link, "%s/cc", dir);
    write_text(target, "");
    ck_assert_int_eq(symlink("clang-99", link), 0);
    drv_cc_kind("cc", link, &kind, &cxx);
    ck_assert_int_eq(kind, CLANG);
    ck_assert_int_eq(cxx, 0);
    unlink(link);
    unlink(target);
    rmdir(dir);
}
END_TEST

static const struct {
    const char *name;
    int binutil;
} tools[] = {
    {"gcc-ar", 1}, {"gcc-nm", 1}, {"gcc-ranlib", 1}, {"gcc-ar-12", 1}, {"llvm-ar", 1},
    {"llvm-nm-14", 1}, {"/usr/bin/llvm-ranlib", 1}, {"x86_64-linux-gnu-gcc-ar-12", 1},
    {"ar", 1}, {"gcc", 0}, {"clang-14", 0}, {"cc", 0}, {"c++", 0}, {"tar", 0},
    {"gcc-12", 0}, {"nm2", 0},
};

TABLE_START(archivers_and_symbol_listers_are_told_from_compilers_by_name, tools)
{
    ck_assert_msg(drv_cc_is_binutil(tools[_i].name) == tools[_i].binutil, "%s", tools[_i].name);
}
END_TEST

static const struct {
    const char *argv[5];
    int argc, first;
    size_t nwords;
    const char *words[2];
} splits[] = {
    {{"qrintf", "gcc", "-c", "a.c"}, 4, 2, 1, {"gcc"}},
    {{"/bin/qrintf-clang++", "-c", "a.cc"}, 3, 1, 1, {"clang++"}},
    {{"qrintf-x86_64-linux-gnu-gcc", "-c"}, 2, 1, 1, {"x86_64-linux-gnu-gcc"}},
    {{"qrintf", "ccache", "gcc", "-c", "a.c"}, 5, 3, 2, {"ccache", "gcc"}},
    {{"qrintf", "/usr/bin/distcc", "cc", "-c"}, 4, 3, 2, {"/usr/bin/distcc", "cc"}},
    {{"qrintf", "ccache", "-s"}, 3, 2, 1, {"ccache"}},
    {{"qrintf"}, 1, 1, 0, {NULL}},
    {{"qrintf", "--help"}, 2, 1, 0, {NULL}},
};

TABLE_START(the_compiler_command_is_found_in_argv0_or_after_qrintf, splits)
{
    drv_cc cc;
    int first = drv_cc_split(splits[_i].argc, (char **)splits[_i].argv, &cc);
    ck_assert_uint_eq(cc.nwords, splits[_i].nwords);
    if (cc.nwords)
        ck_assert_int_eq(first, splits[_i].first);
    for (size_t i = 0; i < cc.nwords; i++)
        ck_assert_str_eq(cc.words[i], splits[_i].words[i]);
}
END_TEST

START_TEST(a_path_search_skips_this_very_program)
{
    char dir[] = "/tmp/test_drv_opts.XXXXXX", a[64], b[64], self[128], path[256];
    int skipped;
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(a, sizeof a, "%s/a", dir);
    snprintf(b, sizeof b, "%s/b", dir);
    ck_assert_int_eq(mkdir(a, 0700) | mkdir(b, 0700), 0);
    snprintf(self, sizeof self, "%s/tool", a);
    write_text(self, "");
    chmod(self, 0700);
    snprintf(path, sizeof path, "%s/tool", b);
    write_text(path, "");
    chmod(path, 0700);
    snprintf(path, sizeof path, "%s:%s", a, b);
    setenv("PATH", path, 1);
    char *found = drv_which("tool", self, &skipped);  /* /tmp/... holds no symlink */
    ck_assert_int_eq(skipped, 1);
    snprintf(path, sizeof path, "%s/tool", b);
    ck_assert_str_eq(found, path);
    free(found);
    found = drv_which("tool", NULL, &skipped);
    ck_assert_str_eq(found, self);
    ck_assert_int_eq(skipped, 0);
    ck_assert_ptr_null(drv_which("no-such-tool", NULL, &skipped));
    free(found);
    unlink(self);
    unlink(path);
    rmdir(a);
    rmdir(b);
    rmdir(dir);
}
END_TEST

/* Options that say a library function qrintf rewrites may not be the standard one: bit
 * call_base (0 sprintf, 1 snprintf, 2 printf, 3 fprintf, 4 dprintf). */
static const struct { const char *line; unsigned bits; } not_libc[] = {
    { "-O2 -c a.c", 0 },
    { "-c a.c -ffreestanding", 31 },
    { "-fno-hosted -c a.c", 31 },
    { "-fno-builtin -c a.c", 31 },
    { "-fno-builtin-sprintf -c a.c", 1 },
    { "-fno-builtin-snprintf -fno-builtin-memcpy -c a.c", 2 },
    { "-fno-builtin-printf -fbuiltin -c a.c", 4 },
    { "-fno-builtin-fprintf -fno-builtin-dprintf -c a.c", 24 },
    { "-fno-builtin-puts -c a.c", 0 },
    { "-c -o -fno-builtin a.c", 0 }, /* an output file's name */
};

TABLE_START(freestanding_and_no_builtin_options_name_the_functions_that_may_not_be_the_librarys,
            not_libc)
{
    parsed p;
    parse(&p, not_libc[_i].line, GCC, 0);
    ck_assert_uint_eq(drv_not_libc(&p.cmd), not_libc[_i].bits);
    unparse(&p);
}
END_TEST

/* How the original calls are kept for gcc's sprintf pass, which warns about calls of the
 * C library's: when the command may ask for its warnings, a guard the pass folds if it
 * folds results (optimizing, -fprintf-return-value), else one that stays. */
static const struct { const char *line; drv_kind kind; emit_guard guard; } sprintf_pass[] = {
    { "-O2 -Wall -c a.c", GCC, EMIT_GUARD_FOLDED },
    { "-Og -Wformat -c a.c", GCC, EMIT_GUARD_FOLDED },
    { "-O2 -Wformat-truncation=2 -c a.c", GCC, EMIT_GUARD_FOLDED },
    { "-O3 -Wrestrict -c a.c", GCC, EMIT_GUARD_FOLDED },
    { "-Os -Werror=format-overflow -c a.c", GCC, EMIT_GUARD_FOLDED },
    { "-O2 -c a.c", GCC, EMIT_GUARD_NONE },               /* no warning asked for: nothing to keep */
    { "-O2 -Wextra -c a.c", GCC, EMIT_GUARD_NONE },
    { "-Wall -c a.c", GCC, EMIT_GUARD_KEPT },
    { "-O2 -Wall -O0 -c a.c", GCC, EMIT_GUARD_KEPT },
    { "-O2 -Wall -fno-printf-return-value -c a.c", GCC, EMIT_GUARD_KEPT },
    { "-fno-printf-return-value -O1 -Wall -fprintf-return-value -c a.c", GCC, EMIT_GUARD_FOLDED },
    { "-O2 -Wall -c a.c", CLANG, EMIT_GUARD_NONE },
    { "-Wall -c -o -O2 a.c", GCC, EMIT_GUARD_KEPT }, /* an output file's name */
};

TABLE_START(the_sprintf_pass_sees_the_calls_when_gcc_may_warn_and_the_guard_folds_when_it_can, sprintf_pass)
{
    parsed p;
    parse(&p, sprintf_pass[_i].line, sprintf_pass[_i].kind, 0);
    ck_assert_int_eq(drv_sprintf_pass_guard(&p.cmd, sprintf_pass[_i].kind), sprintf_pass[_i].guard);
    unparse(&p);
}
END_TEST

int main(void)
{
    const unit_test tests[] = {
        UNIT_CASE("options"),
        UNIT(the_option_table_is_sorted_and_its_names_fit_the_prefix_search),
        UNIT_TABLE(each_option_goes_to_the_steps_that_need_it),
        UNIT_TABLE(the_mode_comes_from_c_s_and_e_and_never_from_an_option_argument),
        UNIT_TABLE(inputs_get_their_language_from_the_suffix_the_driver_and_x),
        UNIT_TABLE(some_commands_run_unchanged),
        UNIT_TABLE(the_last_o_option_says_whether_the_build_wants_speed_size_or_neither),
        UNIT_TABLE(freestanding_and_no_builtin_options_name_the_functions_that_may_not_be_the_librarys),
        UNIT_TABLE(the_sprintf_pass_sees_the_calls_when_gcc_may_warn_and_the_guard_folds_when_it_can),
        UNIT_CASE("names"),
        UNIT_TABLE(outputs_are_named_as_plain_names_them),
        UNIT_TABLE(dependency_files_and_targets_are_named_as_plain_names_them),
        UNIT(gcc_writes_the_dependency_file_of_wp_md_itself),
        UNIT_CASE("steps"),
        UNIT_TABLE(the_preprocess_step_gets_preprocessor_and_shared_options),
        UNIT_TABLE(the_compile_step_gets_compiler_and_shared_options),
        UNIT_TABLE(the_final_command_swaps_rewritten_sources_for_objects_in_place),
        UNIT(a_colored_step_gets_the_color_option_after_the_compiler_words),
        UNIT_TABLE(an_option_that_chooses_colours_is_noted_and_passed_to_every_step),
        UNIT_CASE("diagnostics"),
        UNIT_TABLE(diagnostics_about_options_are_told_from_those_about_code),
        UNIT_TABLE(a_recheck_goes_only_as_far_into_the_compiler_as_what_the_compile_said_comes_from),
        UNIT_TABLE(step_diagnostics_are_shown_as_plain_shows_them),
        UNIT_CASE("response_files"),
        UNIT(response_files_split_at_whitespace_with_quotes_and_backslashes),
        UNIT(quoted_arguments_split_back_into_the_same_arguments),
        UNIT(nested_response_files_expand_and_unreadable_ones_stay),
        UNIT_CASE("compiler"),
        UNIT_TABLE(the_compiler_kind_and_language_come_from_its_name),
        UNIT(a_name_that_says_neither_is_resolved_through_its_symlinks),
        UNIT_TABLE(archivers_and_symbol_listers_are_told_from_compilers_by_name),
        UNIT_TABLE(the_compiler_command_is_found_in_argv0_or_after_qrintf),
        UNIT(a_path_search_skips_this_very_program),
    };
    return UNIT_MAIN("drv_opts", tests);
}

/* drv_opts.h: the wrapped compiler's options as a sorted data table, and the
 * classification of a command line: mode, inputs, output, the steps each option goes to,
 * and the names plain gcc or clang would give outputs and dependency files. */
#ifndef QRINTF_DRV_OPTS_H
#define QRINTF_DRV_OPTS_H

#include <stddef.h>
#include "rewrite.h"

typedef enum drv_kind { DRV_KIND_GCC, DRV_KIND_CLANG } drv_kind;

/* The steps an option goes to; an unknown option goes to all three. */
enum {
    DRV_TO_PP = 1u << 0,  /* the preprocess step (-E) */
    DRV_TO_CC = 1u << 1,  /* the step that compiles preprocessed text */
    DRV_TO_LD = 1u << 2,  /* the final link, when it compiles nothing itself */
    DRV_TO_ALL = DRV_TO_PP | DRV_TO_CC | DRV_TO_LD
};

/* How an option takes its argument, and options no wrapper should second-guess. */
enum {
    DRV_OPT_SEP = 1u << 3,    /* exact spelling: the next argv element is the argument */
    DRV_OPT_JOIN = 1u << 4,   /* a longer spelling carries the argument: -DX, -Wl,-E */
    DRV_OPT_PLAIN = 1u << 5,  /* the whole command runs unchanged */
    DRV_OPT_NOCODE = 1u << 6  /* it makes no code, so running it unchanged loses nothing */
};

/* What the classifier does with an option beyond routing it. */
typedef enum drv_act {
    DRV_ACT_NONE,
    DRV_ACT_OUTPUT,     /* -o */
    DRV_ACT_LANG,       /* -x */
    DRV_ACT_MODE_C,     /* -c */
    DRV_ACT_MODE_S,     /* -S */
    DRV_ACT_MODE_E,     /* -E */
    DRV_ACT_DEPS,       /* -MD, -MMD: a dependency file as a side effect */
    DRV_ACT_DEP_FILE,   /* -MF */
    DRV_ACT_DEP_TARGET, /* -MT, -MQ */
    DRV_ACT_WP,         /* -Wp,: clang reads -Wp,-MD,f as -MD -MF f */
    DRV_ACT_XPP,        /* -Xpreprocessor: an option for the preprocessor alone */
    DRV_ACT_ARCH,       /* -arch: more than one makes a universal binary */
    DRV_ACT_AUX,        /* -fprofile-arcs, -gsplit-dwarf ...: files named after the object,
                           which is a temp file when the command links */
    DRV_ACT_E_ONLY,     /* -P: -E output without line markers (then run unchanged: the
                           text need not be C), dropped otherwise */
    DRV_ACT_COLOR,      /* -fdiagnostics-color and the like: the user chose colours */
    DRV_ACT_INCLUDE     /* -include: a precompiled header may stand beside the file */
} drv_act;

typedef struct drv_opt {
    const char *name;
    unsigned bits;        /* DRV_TO_* | DRV_OPT_* */
    drv_act act;
} drv_opt;

enum { DRV_OPT_NAME_MAX = 32 };  /* every name in the table is shorter */

typedef enum drv_mode {
    DRV_MODE_LINK,        /* none of -c -S -E */
    DRV_MODE_OBJECT,      /* -c */
    DRV_MODE_ASM,         /* -S */
    DRV_MODE_PREPROCESS   /* -E */
} drv_mode;

typedef enum drv_lang {
    DRV_LANG_OBJECT,      /* objects and libraries: only the linker reads them */
    DRV_LANG_FOREIGN,     /* compiled, but not by us: assembler, Objective-C, Fortran ... */
    DRV_LANG_C,
    DRV_LANG_CXX,
    DRV_LANG_PP_C,        /* preprocessed C (.i) */
    DRV_LANG_PP_CXX,      /* preprocessed C++ (.ii) */
    DRV_LANG_HEADER       /* a header to precompile */
} drv_lang;

typedef enum drv_role {
    DRV_ROLE_OPTION,      /* an option, or the separate argument of one */
    DRV_ROLE_INPUT,
    DRV_ROLE_OUTPUT,      /* -o and its argument */
    DRV_ROLE_LANG,        /* -x and its argument */
    DRV_ROLE_MODE         /* -c, -S, -E */
} drv_role;

typedef struct drv_arg {
    const char *text;
    drv_role role;
    const drv_opt *opt;   /* the table entry, NULL for unknown options and inputs */
    unsigned dest;        /* options: DRV_TO_* bits */
    drv_lang lang;        /* inputs */
    const char *xlang;    /* inputs: the -x argument in effect, NULL when none */
} drv_arg;

typedef struct drv_cmd {
    drv_arg *args;        /* one per argv element after the compiler */
    size_t nargs;
    drv_mode mode;
    const char *output;   /* the -o argument, NULL when none */
    const char *plain;    /* why the command must run unchanged, NULL when it need not */
    int deps;             /* -MD or -MMD (or clang's -Wp,-MD,f) */
    const char *dep_file; /* the -MF argument, NULL when none */
    int dep_target;       /* an -MT or -MQ was given */
    size_t ninputs;
    size_t nsources;      /* inputs we rewrite: C, C++, and outside -E their .i/.ii */
    int color;            /* an option says whether diagnostics are coloured */
    int nocode;           /* an option makes the command print or check, not compile */
} drv_cmd;

/* The sorted table, for tests. */
const drv_opt *drv_opt_table(size_t *n);

/* Finds arg's entry: an exact spelling, else the longest joined-argument prefix.
 * Sets *joined when the argument is joined. Returns NULL for unknown options. */
const drv_opt *drv_opt_lookup(const char *arg, int *joined);

/* The language of an input by its suffix; cxx is set for a C++ driver (g++, clang++). */
drv_lang drv_lang_of_suffix(const char *path, int cxx);

/* Whether an input of this language is rewritten in mode. */
int drv_lang_is_ours(drv_lang lang, drv_mode mode);

/* Classifies argv[0..argc) (the arguments after the compiler, @files expanded).
 * Returns 0, or -1 when memory runs out. cmd->args point into argv. */
int drv_classify(const char *const *argv, size_t argc, drv_kind kind, int cxx, drv_cmd *cmd);
void drv_cmd_free(drv_cmd *cmd);

/* What the command optimizes for, from its last -O option: nothing for -O0 (and no -O),
 * size for -Os and -Oz, else speed. */
rew_goal drv_opt_goal(const drv_cmd *cmd);

/* How rewritten calls keep their originals for gcc's sprintf pass (emit_guard): none
 * unless the compiler is gcc (not clang) and an option may ask for the pass's warnings
 * (-Wall, -Wformat..., -Wrestrict, -Werror=format... -Werror=restrict; a -Wno- later is
 * not looked at, which only costs time); then the guard the pass folds when the last -O
 * option is not -O0 and -fprintf-return-value is in effect, else the one that stays.
 * Keeping the original calls costs compile time (on bench/dense.sh's 240 calls, +17% cc1
 * instructions at -O2, +32% at -Os), paid only when the warnings may be asked for. */
emit_guard drv_sprintf_pass_guard(const drv_cmd *cmd, drv_kind kind);

/* The rewritten names that the command says may not be the C library's functions:
 * bit call_base (call.h's table: 0 sprintf, 1 snprintf, 2 printf, 3 fprintf, 4 dprintf), for -ffreestanding, -fno-hosted
 * and -fno-builtin (all of them) and -fno-builtin-NAME. */
unsigned drv_not_libc(const drv_cmd *cmd);

/* Names as plain gcc and clang choose them; each returns a malloc'd string, or NULL when
 * memory runs out. */
char *drv_output_name(const drv_cmd *cmd, const char *src);   /* under -c or -S */
char *drv_dep_file(const drv_cmd *cmd, const char *src);      /* when cmd->deps */
char *drv_dep_target(const drv_cmd *cmd, drv_kind kind, const char *src);

/* path with its suffix replaced (or, having none, extended) by suffix; keep_dir keeps
 * the directory part, else the result names a file in the working directory. The
 * suffix starts at the last '.' of the file name, as gcc sees it. */
char *drv_suffixed(const char *path, int keep_dir, const char *suffix);

#endif

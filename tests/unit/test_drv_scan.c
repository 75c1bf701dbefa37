/* test_drv_scan.c: unit tests of the pre-check that tells sources which cannot call
 * a function qrintf rewrites (sprintf ... dprintf) once preprocessed: files written into a temporary directory, the
 * command line classified as the driver classifies it. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "drv_opts.h"
#include "drv_rsp.h"
#include "drv_scan.h"
#include "unit.h"

typedef struct file {
    const char *path, *text;  /* text NULL: a directory */
} file;

typedef struct scan_case {
    const char *line;         /* the command line after the compiler */
    file files[6];
    int may_call;
} scan_case;

static void write_file(const file *f)
{
    char dir[256];
    snprintf(dir, sizeof dir, "%s", f->path);
    for (char *s = strchr(dir, '/'); s; s = strchr(s + 1, '/')) {
        *s = 0;
        mkdir(dir, 0700);  /* may be there already */
        *s = '/';
    }
    if (!f->text) {
        ck_assert_int_eq(mkdir(f->path, 0700), 0);
        return;
    }
    FILE *out = fopen(f->path, "w");
    ck_assert_ptr_nonnull(out);
    fputs(f->text, out);
    fclose(out);
}

/* Removes a file, then the directories above it that this leaves empty. */
static void remove_file(const file *f)
{
    char dir[256];
    snprintf(dir, sizeof dir, "%s", f->path);
    if (f->text)
        unlink(dir);
    for (char *s = dir + strlen(dir); s > dir; s--) {
        if (*s == '/' || !*s) {
            *s = 0;
            rmdir(dir);
        }
    }
}

/* Writes files[0..n) into a new temporary directory and scans there the first input of
 * line, split as a response file is; fall as drv_scan_may_call takes it. */
static int scan_files_fall(const char *line, const file *files, size_t n, int *fall)
{
    char dir[] = "/tmp/test_drv_scan.XXXXXX", cwd[4096];
    drv_argv args = {0}, pool = {0};
    drv_cmd cmd;
    ck_assert_ptr_nonnull(getcwd(cwd, sizeof cwd));
    ck_assert_ptr_nonnull(mkdtemp(dir));
    ck_assert_int_eq(chdir(dir), 0);
    for (size_t i = 0; i < n; i++)
        write_file(&files[i]);
    ck_assert_int_eq(drv_rsp_split(line, &args, &pool), 0);
    ck_assert_int_eq(drv_classify(args.v, args.n, DRV_KIND_GCC, 0, &cmd), 0);
    size_t input = 0;
    while (input < cmd.nargs && cmd.args[input].role != DRV_ROLE_INPUT)
        input++;
    ck_assert_uint_lt(input, cmd.nargs);
    int r = drv_scan_may_call(&cmd, input, fall);
    drv_cmd_free(&cmd);
    drv_argv_free(&args);
    drv_argv_free_all(&pool);
    for (size_t i = n; i-- > 0;)
        remove_file(&files[i]);
    ck_assert_int_eq(chdir(cwd), 0);
    ck_assert_int_eq(rmdir(dir), 0);
    return r;
}

static int scan_files(const char *line, const file *files, size_t n)
{
    return scan_files_fall(line, files, n, NULL);
}

static void check_case(const scan_case *c)
{
    size_t n = 0;
    while (n < sizeof c->files / sizeof *c->files && c->files[n].path)
        n++;
    int r = scan_files(c->line, c->files, n);
    ck_assert_msg(r == c->may_call, "%s with %s: %d, not %d", c->line,
                  n ? c->files[n - 1].path : "no files", r, c->may_call);
}

/* One source, a.c, compiled with -c. */
static int scan_source(const char *text)
{
    file f = {"a.c", text};
    return scan_files("-c a.c", &f, 1);
}

static const char *const callees[] = {
    "sprintf", "snprintf", "__builtin_sprintf", "__builtin_snprintf",
    "__builtin___sprintf_chk", "__builtin___snprintf_chk", "__sprintf_chk", "__snprintf_chk",
};

TABLE_START(a_source_that_calls_sprintf_may_call, callees)
{
    char text[256];
    snprintf(text, sizeof text, "void f(char *b) { %s(b, 9, \"%%d\", 1); }\n", callees[_i]);
    ck_assert_msg(scan_source(text) == 1, "%s", text);
}
END_TEST

static const char *const no_calls[] = {
    "int x; /* sprintf(b, \"x\"); */\n",
    "int x; // sprintf(b, \"x\");\n",
    "// a comment that goes on \\\n sprintf(b, \"x\");\n",
    "const char *s = \"sprintf(b, x)\";\n",
    "const char *s = \"\\\" sprintf(b)\";\n",
    "char c = '\\''; const char *s = \"snprintf\";\n",
    "const char *r = R\"x(sprintf(\"a\"))x\";\n",
    "const char *u = u8\"sprintf\"; const int *w = L\"snprintf\"; char c = u'\\'';\n",
    "void f(void) { vprintf(\"x\", ap); vfprintf(stderr, \"%d\", ap); vsnprintf(b, 1, f, ap); }\n",
    "int my_sprintf(char *); int sprintf_s; int snprintf2; int __sprintf;\n",
    "#error don't use sprintf\n#pragma message(\"snprintf\")\n",
    "#ifdef sprintf\n#undef sprintf\n#endif\n#if defined(snprintf)\n#endif\n",
    "int n = 1'000'000; /* ' */\n",
    "extern int fprintf(FILE *, const char *, ...);\nint\nsprintf(char *, const char *, ...);\n",
};

TABLE_START(names_in_comments_literals_directives_or_longer_names_are_no_calls, no_calls)
{
    ck_assert_msg(scan_source(no_calls[_i]) == 0, "%s", no_calls[_i]);
}
END_TEST

/* Each holds a call that a lexer too rough would lose. */
static const char *const hidden_calls[] = {
    "int f(char *b) { return spr\\\nintf(b, \"x\"); }\n",
    "int f(char *b) { return spr\\ \t\nintf(b, \"x\"); }\n",
    "int f(char *b) { return spr\\\r\nintf(b, \"x\"); }\n",
    "#error don't\nint f(char *b) { return sprintf(b, \"x\"); }\n",
    "#if 0\nit's prose\n#endif\nint f(char *b) { return sprintf(b, \"x\"); }\n",
    "char q = '\"'; int f(char *b) { return sprintf(b, \"x\"); }\n",
    "const char *s = \"a\\\\\"; int f(char *b) { return sprintf(b, \"x\"); }\n",
    "int n = 1'000'000 + snprintf(0, 0, \"\");\n",
    "int n = 0x1p-3 + 1e+5 + snprintf(0, 0, \"\");\n",
    "int n = a /* a comment\n over lines */ + snprintf(0, 0, \"\");\n",
    "#define A 1 /* a comment\n over lines */\nint n = snprintf(0, 0, \"\");\n",
    "#define SHOW(x) x\nint n = SHOW(snprintf)(0, 0, \"\");\n",
    "int n = std::snprintf(0, 0, \"\");\n",
    "const char *r = R\"x(a)\" b)x\"; int n = snprintf(0, 0, \"\");\n",
    "const char *r = R\"this delimiter is too long for a raw string(\"; int n = snprintf(0, 0, \"\");\n",
    "const char *r = R\"(never closed;\nint n = snprintf(0, 0, \"\");\n",
    "int n = sizeof \"x\"snprintf(0, 0, \"\");\n",
    "const char *r = R\"(; int n = snprintf(0, 0, \"\");",
    "## sprintf\n",
    "\xEF\xBB\xBFint n = snprintf(0, 0, \"\");\n",
    "int printf(const char *, ...); int n = (int) snprintf(0, 0, \"\");\n",
    "#define LOGGED(f) f(void) { return printf(\"%d\\n\", 1); }\nint LOGGED(g)\n",
    "int f(char *b) { return int(sprintf(b, \"x\")); }\n",
};

TABLE_START(calls_that_a_rough_lexer_could_hide_may_call, hidden_calls)
{
    ck_assert_msg(scan_source(hidden_calls[_i]) == 1, "%s", hidden_calls[_i]);
}
END_TEST

/* Calls that gcc and clang make cheaper calls of their own, which the rewriter leaves
 * to them, need no preprocessing, unless a macro of the user's may make them others. */
static const struct {
    const char *text;
    int may_call;
} folded_calls[] = {
    {"void f(const char *s) { printf(\"done\\n\"); printf(\"%s\\n\", s); printf(\"%c\", *s);\n"
     "  printf(\"\"); printf(\"x\"); printf(\"a\" \"b\\n\"); }\n", 0},
    {"void f(const char *s) { fprintf(stderr, \"%s\", s); fprintf(g(s, 1), \"no percent here\"); "
     "std::fprintf(stdout, \"%c\", *s); }\n", 0},
    {"void f(void) { __printf_chk(1, \"x\\n\"); __fprintf_chk(stderr, 1, \"y\"); }\n", 0},
    {"#if 0\nvoid f(void) { printf(\"%d\\n\", 1); }\n#endif\nvoid g(void) { printf(\"y\\n\"); }\n", 0},
    {"void f(void) { printf(\"%d\\n\", 1); }\n", 1},
    {"void f(void) { printf(\"x\"); printf(\"ab\"); }\n", 1},
    {"void f(const char *s) { printf(\"x\" FMT \"\\n\"); }\n", 1},
    {"void f(const char *s) { printf(\"x\\n\" + 1); }\n", 1},
    {"void f(const char *s) { printf(s); }\n", 1},
    {"void f(const char *s) { fprintf(stderr, \"%s\\n\", s); }\n", 1},
    {"void f(const char *s) { fprintf(stderr); }\n", 1},
    {"void f(const char *s) { sprintf(b, \"x\"); }\n", 1},
    {"#define printf(...) fprintf(stderr, __VA_ARGS__)\nvoid f(const char *s) { printf(\"%s\\n\", s); }\n", 1},
    {"void f(const char *s) { printf(\"%s\\n\", s); }\n#define printf my_printf\n", 1},
};

TABLE_START(calls_the_compiler_makes_cheaper_itself_need_no_preprocessing, folded_calls)
{
    ck_assert_msg(scan_source(folded_calls[_i].text) == folded_calls[_i].may_call, "%s",
                  folded_calls[_i].text);
}
END_TEST

static const char call_h[] = "static int f(char *b) { return sprintf(b, \"x\"); }\n";

static const scan_case headers[] = {
    {"-c a.c", {{"a.c", "#include \"b.h\"\nint x;\n"}, {"b.h", call_h}}, 1},
    {"-c a.c", {{"a.c", "#  include \"b.h\" // why\n"}, {"b.h", "int y;\n"}}, 0},
    {"-c src/a.c", {{"src/a.c", "#include \"sub/b.h\"\n"}, {"src/sub/b.h", "#include \"c.h\"\n"},
                    {"src/sub/c.h", call_h}}, 1},
    {"-c -Iinc a.c", {{"a.c", "#include <b.h>\n"}, {"inc/b.h", call_h}}, 1},
    {"-c -I inc a.c", {{"a.c", "#include <b.h>\n"}, {"inc/b.h", call_h}}, 1},
    {"-c -I inc/ a.c", {{"a.c", "#include \"b.h\"\n"}, {"inc/b.h", call_h}}, 1},
    {"-c a.c", {{"a.c", "#include <b.h>\n"}, {"b.h", call_h}}, 0},
    {"-c -iquote q a.c", {{"a.c", "#include \"b.h\"\n"}, {"q/b.h", call_h}}, 1},
    {"-c -iquote q a.c", {{"a.c", "#include <b.h>\n"}, {"q/b.h", call_h}}, 0},
    {"-c -idirafter late a.c", {{"a.c", "#include <b.h>\n"}, {"late/b.h", call_h}}, 1},
    {"-c -isystem sys a.c", {{"a.c", "#include <b.h>\n"}, {"sys/b.h", call_h}}, 0},
    {"-c -isystemsys a.c", {{"a.c", "#include \"b.h\"\n"}, {"sys/b.h", call_h}}, 0},
    {"-c a.c", {{"a.c", "#include <stdio.h>\n#include <string.h>\nint x;\n"}}, 0},
    {"-c -Ione -Itwo a.c", {{"a.c", "#include <b.h>\n"}, {"one/b.h", "#include_next <b.h>\n"},
                           {"two/b.h", call_h}}, 1},
    {"-c a.c", {{"a.c", "#import \"b.h\"\n"}, {"b.h", call_h}}, 1},
    {"-c a.c", {{"a.c", "%:include \"b.h\"\n"}, {"b.h", call_h}}, 1},
    {"-c a.c", {{"a.c", "/* a\n comment */ #include \"b.h\"\n"}, {"b.h", call_h}}, 1},
    {"-c a.c", {{"a.c", "int x;\n/* a comment */ #include \"b.h\"\n"}, {"b.h", call_h}}, 1},
    {"-c a.c", {{"a.c", "int x;\n  %:  include /* b */ <b.h> // c\n"}, {"b.h", call_h}}, 0},
    {"-c -I. a.c", {{"a.c", "int x;\n  %:  include /* b */ <b.h> // c\n"}, {"b.h", call_h}}, 1},
    {"-c a.c", {{"a.c", "\xEF\xBB\xBF#include \"b.h\"\n"}, {"b.h", call_h}}, 1},
    {"-c a.c", {{"a.c", "#include \"d\"\n#include \"b.h\"\n"}, {"d", NULL}, {"b.h", "int y;\n"}}, 0},
    {"-c a.c", {{"a.c", "#include \"b.h\"\nint f(char *b) { return fmt_num(b, 1); }\n"},
                {"b.h", "static inline int fmt_num(char *b, int n)\n"
                        "{\n    return snprintf(b, 16, \"%d\", n);\n}\n"}}, 1},
};

TABLE_TEST(a_call_in_a_user_header_may_call_and_one_in_a_system_header_does_not, check_case, headers)

static const scan_case cycles[] = {
    {"-c a.c", {{"a.c", "#include \"a.h\"\n"}, {"a.h", "#include \"b.h\"\n"},
                {"b.h", "#include \"a.h\"\n#include \"./a.h\"\nint y;\n"}}, 0},
    {"-c a.c", {{"a.c", "#include \"a.h\"\n"}, {"a.h", "#include \"b.h\"\n"},
                {"b.h", "#include \"a.h\"\n" "int n = snprintf(0, 0, \"\");\n"}}, 1},
    {"-c a.c", {{"a.c", "#include \"a.c\"\nint x;\n"}}, 0},
};

TABLE_TEST(an_include_cycle_ends, check_case, cycles)

/* Lua's way: luaconf.h defines its number formatting through l_sprintf. */
static const char luaconf_h[] =
    "#define l_sprintf(s,sz,f,i)\tsnprintf(s,sz,f,i)\n"
    "#define lua_number2str(s,sz,n)  \\\n"
    "\tl_sprintf((s), sz, LUAI_NUMFFORMAT, (LUAI_UACNUMBER)(n))\n"
    "#define LUAI_NUMFFORMAT \"%.14g\"\n";

static const scan_case macros[] = {
    {"-c lobject.c", {{"lobject.c", "#include \"luaconf.h\"\n"
                                    "static int tostringbuff(char *buff, double n) {\n"
                                    "  return lua_number2str(buff, 44, n);\n}\n"},
                      {"luaconf.h", luaconf_h}}, 1},
    {"-c lgc.c", {{"lgc.c", "#include \"luaconf.h\"\nint f(double n) { return (int)n; }\n"},
                  {"luaconf.h", luaconf_h}}, 0},
    {"-c a.c", {{"a.c", "#define LOG(b) sprintf(b, \"x\")\nint x;\n"}}, 0},
    {"-c a.c", {{"a.c", "#include \"log.h\"\nvoid f(char *b) { LOG(b); }\n"},
                {"log.h", "#define LOG(b) fputs(b, stderr)\n#define ERR(b) LOG(b)\n"}}, 0},
    {"-c a.c", {{"a.c", "#include \"log.h\"\nvoid f(char *b) { LOG(b); }\n"},
                {"log.h", "#define LOG(b) fprintf(stderr, b)\n#define ERR(b) LOG(b)\n"}}, 1},
    {"-c a.c", {{"a.c", "#include \"log.h\"\nvoid f(char *b) { A(b); }\n"},
                {"log.h", "#define C(b) sprintf(b, \"x\")\n#define B C\n#define A(b) B(b)\n"}}, 1},
    {"-c a.c", {{"a.c", "#define LOG X\n#define LOG(b) sprintf(b, \"x\")\nvoid f(char *b) "
                        "{ LOG(b); }\n"}}, 1},
    {"-c a.c", {{"a.c", "#define S(x) x##printf\nvoid f(char *b) { S(s)(b, \"\"); }\n"}}, 1},
    {"-c a.c", {{"a.c", "#define S(x) x ## snprintf\nvoid f(char *b) { S(y)(b, \"\"); }\n"}}, 1},
    {"-c a.c", {{"a.c", "#define S(x) x##printf\nvoid f(char *b) { puts(b); }\n"}}, 0},
    {"-c a.c", {{"a.c", "void f(char *b) { printf(b); dprintf(1, b); }\n"}}, 1},
    {"-c a.c", {{"a.c", "#define CAT(a, b) a##b\nint CAT(x, y);\n"}}, 0},
    {"-c a.c", {{"a.c", "%:define S(x) x %:%: printf\nvoid f(char *b) { S(s)(b, \"\"); }\n"}}, 1},
    {"-c a.c", {{"a.c", "#define X X\n#define Y Z\n#define Z Y\nint X, Y;\n"}}, 0},
    {"-c a.c", {{"a.c", "#define F \"%\"LOG(b)\nvoid f(char *b) { puts(\"\"F); }\n"},
                {"log.h", "#define LOG(b) sprintf(b, \"x\")\n"}}, 0},
    {"-c -include log.h a.c", {{"a.c", "#define F \"%\"LOG(b)\nvoid f(char *b) { puts(\"\"F); }\n"},
                               {"log.h", "#define LOG(b) sprintf(b, \"x\")\n"}}, 1},
};

TABLE_TEST(a_macro_reached_from_the_code_may_call_and_one_never_used_does_not, check_case, macros)

static const char uses_log[] = "void f(char *b) { LOG(b, \"x\"); }\n";

static const scan_case definitions[] = {
    {"-c -DLOG=sprintf a.c", {{"a.c", uses_log}}, 1},
    {"-c -D LOG=sprintf a.c", {{"a.c", uses_log}}, 1},
    {"-c -DLOG=sprintf a.c", {{"a.c", "int x;\n"}}, 0},
    {"-c '-DLOG(b, f)=snprintf(b, 8, f)' a.c", {{"a.c", uses_log}}, 1},
    {"-c -DLOG=puts a.c", {{"a.c", uses_log}}, 0},
    {"-c -DLOG a.c", {{"a.c", uses_log}}, 0},
    {"-c -Wp,-DLOG=sprintf a.c", {{"a.c", uses_log}}, 1},
    {"-c -Wp,-MD,a.d,-DLOG=sprintf a.c", {{"a.c", uses_log}}, 1},
    {"-c -Wp,-D_FORTIFY_SOURCE=2 -Wp,-MD,a.d a.c", {{"a.c", uses_log}}, 0},
    {"-c -Xpreprocessor -DLOG=sprintf a.c", {{"a.c", uses_log}}, 1},
    {"-c -DSTR=str -DLOG=STR##printf a.c", {{"a.c", uses_log}}, 1},
    {"-c -DLOG=sprintf -ULOG a.c", {{"a.c", uses_log}}, 1},  /* not followed: one too many */
};

TABLE_TEST(command_line_definitions_count_as_definitions, check_case, definitions)

static const char call_c[] = "int f(char *b) { return sprintf(b, \"x\"); }\n";

/* A group is left out only when its condition is sure to be false: #if 0, or a name that
 * nothing defines, neither -D nor a #define in a file of the user's, wherever it is
 * (#ifdef NAME, #if NAME, #if NAME > 3: false while NAME is 0). */
static const scan_case groups[] = {
    {"-c a.c", {{"a.c", "#ifdef DEBUG\nint f(char *b) { return sprintf(b, \"x\"); }\n#endif\n"}}, 0},
    {"-c -DDEBUG a.c", {{"a.c", "#ifdef DEBUG\nint f(char *b) { return sprintf(b, \"x\"); }\n#endif\n"}},
     1},
    {"-c -DDEBUG=0 a.c", {{"a.c", "#if DEBUG\nint f(char *b) { return sprintf(b, \"x\"); }\n#endif\n"}},
     1},
    {"-c a.c", {{"a.c", "#include \"b.h\"\n#ifdef DEBUG\nint f(char *b) { return sprintf(b, \"x\"); }\n"
                        "#endif\n"}, {"b.h", "#define DEBUG\n"}}, 1},
    {"-c a.c", {{"a.c", "#ifdef DEBUG\nint f(char *b) { return sprintf(b, \"x\"); }\n#endif\n"
                        "#define DEBUG\n"}}, 1},
    {"-c a.c", {{"a.c", "#if 0\nsnprintf\n#endif\n"}}, 0},
    {"-c a.c", {{"a.c", "# if 0 // off\nsnprintf\n# endif\n"}}, 0},
    {"-c a.c", {{"a.c", "/* a */ %:if 0\nsnprintf\n%:endif\n"}}, 0},
    {"-c a.c", {{"a.c", "#if 0\n#else\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#if 1\n#else\nsnprintf\n#endif\n"}}, 0},
    {"-c a.c", {{"a.c", "#if !1\nsnprintf\n#endif\n"}}, 0},
    {"-c a.c", {{"a.c", "#if 0 + 0\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#if defined(DEBUG)\nsnprintf\n#endif\n"}}, 0},
    {"-c a.c", {{"a.c", "#if defined DEBUG\nsnprintf\n#endif\n"}}, 0},
    {"-c a.c", {{"a.c", "#if DEBUG\nsnprintf\n#endif\n"}}, 0},
    {"-c a.c", {{"a.c", "#if DEBUG > 1\nsnprintf\n#endif\n"}}, 0},
    {"-c a.c", {{"a.c", "#if DEBUG > 0\nsnprintf\n#endif\n"}}, 0},
    {"-c a.c", {{"a.c", "#if DEBUG >= 2\nsnprintf\n#endif\n"}}, 0},
    {"-c a.c", {{"a.c", "#if DEBUG == 3\nsnprintf\n#endif\n"}}, 0},
    {"-c -DDEBUG=4 a.c", {{"a.c", "#if DEBUG > 3\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#if DEBUG >= 0\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#if DEBUG == 00\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#if DEBUG < 3\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#if DEBUG > 0x1\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#if DEBUG > 1u\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#if 4 > DEBUG\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#if __GNUC__ > 3\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#if DEBUG > 1\n#else\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#if defined(DEBUG) || defined(TRACE)\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#ifndef DEBUG\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#ifndef DEBUG\n#else\nsnprintf\n#endif\n"}}, 0},
    {"-c a.c", {{"a.c", "#if !defined(DEBUG)\n#else\nsnprintf\n#endif\n"}}, 0},
    {"-c a.c", {{"a.c", "#if !DEBUG\nint x;\n#else\nsnprintf\n#endif\n"}}, 0},
    {"-c a.c", {{"a.c", "#ifdef DEBUG\n#else\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#ifdef DEBUG\n#elif X\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#ifndef DEBUG\n#elif X\n#else\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#ifdef __GNUC__\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#ifdef _WIN32\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#ifdef _debug\nsnprintf\n#endif\n"}}, 0},
    {"-c a.cc", {{"a.cc", "#if true\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#ifdef A\n#ifdef B\n#endif\nsnprintf\n#endif\n#define B\n"}}, 0},
    {"-c a.c", {{"a.c", "#ifdef A\n#endif\nsnprintf\n"}}, 1},
    {"-c a.c", {{"a.c", "#if 1\n#ifdef DEBUG\n#endif\nsnprintf\n#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#endif\nsnprintf\n"}}, 1},
    {"-c a.c", {{"a.c", "#include \"b.h\"\nsnprintf\n"}, {"b.h", "#if 0\n"}}, 1},
    {"-c a.c", {{"a.c", "#ifdef DEBUG\n#include \"b.h\"\n#endif\n"}, {"b.h", call_c}}, 1},
    {"-c a.c", {{"a.c", "#include \"log.h\"\nvoid f(char *b) { LOG((b, \"x\")); }\n"},
                {"log.h", "#ifdef DEBUG\n#define LOG(x) sprintf x\n#else\n#define LOG(x)\n#endif\n"}}, 0},
    {"-c -DDEBUG a.c", {{"a.c", "#include \"log.h\"\nvoid f(char *b) { LOG((b, \"x\")); }\n"},
                        {"log.h", "#ifdef DEBUG\n#define LOG(x) sprintf x\n#else\n#define LOG(x)\n"
                                  "#endif\n"}}, 1},
    {"-c a.c", {{"a.c", "#include \"log.h\"\nvoid f(char *b) { LOG((b, \"x\")); }\n"},
                {"log.h", "#ifdef DEBUG\n#define PRINT sprintf\n#endif\n#define LOG(x) PRINT x\n"}}, 0},
    {"-c a.c", {{"a.c", "#include \"log.h\"\nvoid f(char *b) { LOG((b, \"x\")); }\n"},
                {"log.h", "#ifdef DEBUG\n#define PRINT puts\n#else\n#define PRINT sprintf\n#endif\n"
                          "#define LOG(x) PRINT x\n"}}, 1},
};

TABLE_TEST(a_group_whose_condition_nothing_can_make_true_does_not_call, check_case, groups)

static const scan_case include_options[] = {
    {"-c -include pre.h a.c", {{"a.c", "int x;\n"}, {"pre.h", call_h}}, 1},
    {"-c -includepre.h a.c", {{"a.c", "int x;\n"}, {"pre.h", call_h}}, 1},
    {"-c -include pre.h a.c", {{"a.c", "int x;\n"}, {"pre.h", "#include \"b.h\"\n"},
                               {"b.h", call_h}}, 1},
    {"-c -include pre.h -Iinc a.c", {{"a.c", "int x;\n"}, {"inc/pre.h", call_h}}, 1},
    {"-c -include pre.h a.c", {{"a.c", "int x;\n"}, {"pre.h", "#define LOG sprintf\n"}}, 0},
    {"-c -imacros m.h a.c", {{"a.c", uses_log}, {"m.h", "#define LOG sprintf\n"}}, 1},
    {"-c -include stdio.h a.c", {{"a.c", "int x;\n"}}, 0},
};

TABLE_TEST(include_options_read_their_files_with_the_source, check_case, include_options)

static const scan_case computed[] = {
    {"-c a.c", {{"a.c", "#if defined(USER_H)\n#include USER_H\n#endif\nint x;\n"}}, 0},
    {"-c a.c", {{"a.c", "#define USER_H \"b.h\"\n#include USER_H\n"}, {"b.h", "int y;\n"}}, 1},
    {"-c -DUSER_H='\"b.h\"' a.c", {{"a.c", "#include USER_H\n"}, {"b.h", "int y;\n"}}, 1},
    {"-c a.c", {{"a.c", "#include \"b.h\"\n#include USER_H\n"}, {"b.h", "#define USER_H <c.h>\n"}},
     1},
    {"-c a.c", {{"a.c", "#include H(b)\n#define H(x) #x\n"}}, 1},
    {"-c a.c", {{"a.c", "#include 1\n"}}, 1},
};

TABLE_TEST(a_computed_include_may_call_when_its_macro_is_the_users, check_case, computed)

static const scan_case opaque[] = {
    {"-c -iprefix p/ -iwithprefix x a.c", {{"a.c", "int x;\n"}}, 1},
    {"-c -iprefix p/ -iwithprefixbefore x a.c", {{"a.c", "int x;\n"}}, 1},
    {"-c -include-pch p.pch a.c", {{"a.c", "int x;\n"}}, 1},
    {"-c -Wp,-Iinc a.c", {{"a.c", "int x;\n"}}, 1},
    {"-c -Wp,-D,X a.c", {{"a.c", "int x;\n"}}, 1},
    {"-c -Xpreprocessor -include -Xpreprocessor x.h a.c", {{"a.c", "int x;\n"}}, 1},
    {"-c -Xclang -include -Xclang x.h a.c", {{"a.c", "int x;\n"}}, 1},
    {"-c -I=inc a.c", {{"a.c", "int x;\n"}}, 1},
    {"-c --include-directory=inc a.c", {{"a.c", "int x;\n"}}, 1},
    {"-c -F fw a.c", {{"a.c", "int x;\n"}}, 1},
};

TABLE_TEST(options_this_look_cannot_follow_may_call, check_case, opaque)

static const scan_case inputs[] = {
    {"-c a.i", {{"a.i", "int x;\n"}}, 1},
    {"-c a.ii", {{"a.ii", "int x;\n"}}, 1},
    {"-c a.c", {{"b.c", "int x;\n"}}, 1},
    {"-c a.c", {{"a.c", NULL}}, 1},
    {"-c a.cc", {{"a.cc", "int x;\n"}}, 0},
    {"-c -x c a.txt", {{"a.txt", "int x;\n"}}, 0},
    {"-c a.c", {{"a.c", ""}}, 0},
};

TABLE_TEST(inputs_that_are_not_c_source_files_may_call, check_case, inputs)

/* Whether a file the look reads holds "fall" (a comment gcc's -Wimplicit-fallthrough
 * reads), found past a call too; unknown (1) where the look stops at what it cannot
 * follow. */
static const struct {
    const char *line;
    file files[2];
    int may_call, fall;
} fall_cases[] = {
    {"-c a.c", {{"a.c", "int f(char *b) { return sprintf(b, \"%d\", 1); }\n#include \"h.h\"\n"},
                {"h.h", "/* Fall through */\n"}}, 1, 1},
    {"-c a.c", {{"a.c", "int f(char *b) { return sprintf(b, \"%d\", 1); }\n#include \"h.h\"\n"},
                {"h.h", "/* no comment a warning reads */\n"}}, 1, 0},
    {"-c a.c", {{"a.c", "#include \"h.h\"\nint f(int x) { switch (x) { case 1: x++; /* FALLTHRU */ default: return x; } }\n"},
                {"h.h", "int g(void);\n"}}, 0, 1},
    {"-c a.c", {{"a.c", "int f(int x) { return x; }\n"}, {"h.h", "/* fall through: not included */\n"}}, 0, 0},
    {"-c a.c", {{"a.c", "int fallback(char *b) { return sprintf(b, \"x\"); }\n"}, {NULL, NULL}}, 1, 1},
    {"-iwithprefix x -c a.c", {{"a.c", "int f(char *b) { return sprintf(b, \"x\"); }\n"}, {NULL, NULL}}, 1, 1},
};

TABLE_START(the_look_tells_whether_a_file_it_reads_holds_fall, fall_cases)
{
    size_t n = fall_cases[_i].files[1].path ? 2 : 1;
    int fall = -1;
    int r = scan_files_fall(fall_cases[_i].line, fall_cases[_i].files, n, &fall);
    ck_assert_int_eq(r, fall_cases[_i].may_call);
    ck_assert_int_eq(fall, fall_cases[_i].fall);
}
END_TEST

START_TEST(a_cpath_in_the_environment_may_call)
{
    setenv("CPATH", "inc", 1);
    ck_assert_int_eq(scan_source("int x;\n"), 1);
    setenv("CPATH", "", 1);
    ck_assert_int_eq(scan_source("int x;\n"), 0);
    unsetenv("CPATH");
}
END_TEST

/* The source and n headers, each included by the source. */
static int scan_many(size_t n)
{
    file *files = calloc(n + 1, sizeof *files);
    buf text = {0};
    char (*names)[32] = calloc(n, sizeof *names);
    ck_assert_ptr_nonnull(files);
    ck_assert_ptr_nonnull(names);
    for (size_t i = 0; i < n; i++) {
        snprintf(names[i], sizeof names[i], "h%zu.h", i);
        files[i + 1] = (file){names[i], "int y;\n"};
        ck_assert_int_eq(buf_printf(&text, "#include \"%s\"\n", names[i]), 0);
    }
    files[0] = (file){"a.c", text.data};
    int r = scan_files("-c a.c", files, n + 1);
    buf_free(&text);
    free(names);
    free(files);
    return r;
}

START_TEST(more_than_a_thousand_files_may_call)
{
    ck_assert_int_eq(scan_many(999), 0);
    ck_assert_int_eq(scan_many(1000), 1);
}
END_TEST

int main(void)
{
    const unit_test tests[] = {
        UNIT_CASE("sources"),
        UNIT_TABLE(a_source_that_calls_sprintf_may_call),
        UNIT_TABLE(names_in_comments_literals_directives_or_longer_names_are_no_calls),
        UNIT_TABLE(calls_that_a_rough_lexer_could_hide_may_call),
        UNIT_TABLE(calls_the_compiler_makes_cheaper_itself_need_no_preprocessing),
        UNIT_CASE("headers"),
        UNIT_TABLE(a_call_in_a_user_header_may_call_and_one_in_a_system_header_does_not),
        UNIT_TABLE(an_include_cycle_ends),
        UNIT_TABLE(a_computed_include_may_call_when_its_macro_is_the_users),
        UNIT_CASE("macros"),
        UNIT_TABLE(a_macro_reached_from_the_code_may_call_and_one_never_used_does_not),
        UNIT_CASE("conditionals"),
        UNIT_TABLE(a_group_whose_condition_nothing_can_make_true_does_not_call),
        UNIT_TABLE(command_line_definitions_count_as_definitions),
        UNIT_CASE("options"),
        UNIT_TABLE(include_options_read_their_files_with_the_source),
        UNIT_TABLE(options_this_look_cannot_follow_may_call),
        UNIT(a_cpath_in_the_environment_may_call),
        UNIT_CASE("limits"),
        UNIT_TABLE(inputs_that_are_not_c_source_files_may_call),
        UNIT(more_than_a_thousand_files_may_call),
        UNIT_TABLE(the_look_tells_whether_a_file_it_reads_holds_fall),
    };
    return UNIT_MAIN("drv_scan", tests);
}

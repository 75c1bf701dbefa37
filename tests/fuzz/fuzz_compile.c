/* fuzz_compile.c: the second fuzz harness. Random valid sprintf and snprintf calls, in
 * functions after a real preprocessed prologue, are rewritten and compiled by gcc, clang,
 * g++ and clang++ with -Wall -Wextra -pedantic -Werror: a call whose original compiles
 * cleanly and whose rewrite does not is a finding, kept with its compiler's words. */
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "buf.h"
#include "rewrite.h"

extern char **environ;

/* xorshift64*: one seed reproduces a whole run. */
typedef struct fc_rng {
    unsigned long long s;
} fc_rng;

static unsigned fc_below(fc_rng *r, unsigned n)
{
    r->s ^= r->s >> 12;
    r->s ^= r->s << 25;
    r->s ^= r->s >> 27;
    return (unsigned)((r->s * 2685821657736338717ULL) >> 33) % n;
}

static int fc_chance(fc_rng *r, unsigned percent)
{
    return fc_below(r, 100) < percent;
}

#define FC_PICK(r, v) ((v)[fc_below((r), sizeof(v) / sizeof *(v))])
#define FC_ADD(b, ...) (buf_printf((b), __VA_ARGS__) < 0 ? abort() : (void)0)

/* The language and -std= of one batch. old: C89 or C++98, which know no long long, no
 * hh j z t, no %F %a %A, no lambdas. */
typedef struct fc_dialect {
    int cxx, old;
    const char *std;
} fc_dialect;

static fc_dialect fc_pick_dialect(fc_rng *r)
{
    static const char *const c_stds[] = { "c89", "c99", "c11", "gnu11", "c17", "c2x" };
    static const char *const cxx_stds[] = { "c++98", "c++11", "c++14", "c++17", "gnu++17",
                                            "c++20" };
    fc_dialect d;
    d.cxx = fc_chance(r, 50);
    d.std = d.cxx ? FC_PICK(r, cxx_stds) : FC_PICK(r, c_stds);
    d.old = !strcmp(d.std, "c89") || !strcmp(d.std, "c++98");
    return d;
}

/* The variables and functions the generated code uses: declared, never defined, so
 * that nothing is unused and no value is known to the compiler. */
static void fc_globals(const fc_dialect *d, buf *out)
{
    FC_ADD(out, "extern int qv_i; extern unsigned qv_u; extern long qv_l; "
                "extern unsigned long qv_ul; extern signed char qv_sc; extern unsigned char qv_uc; "
                "extern short qv_sh; extern unsigned short qv_ush; extern size_t qv_z; "
                "extern ptrdiff_t qv_pd; extern double qv_d; extern float qv_f; "
                "extern long double qv_ld; extern const char *qv_s; extern void *qv_p; "
                "extern char qv_ch; extern char *qv_out;\n"
                "extern int qf_int(void); extern void qf_void(void); extern void qf_use(int); "
                "extern void qf_sink(char *);\n");
    if (!d->old)
        FC_ADD(out, "extern long long qv_ll; extern unsigned long long qv_ull; "
                    "extern intmax_t qv_im; extern uintmax_t qv_um;\n");
    if (d->cxx)
        FC_ADD(out, "extern std::string qv_str;\n");
}

/* The format's source text as it grows: adjacent literals, split at random between any
 * two atoms (inside a directive too, as "%" PRId64 expands). */
typedef struct fc_format {
    fc_rng *r;
    buf src;
    int last_q; /* the last source character is '?': another would start a trigraph */
} fc_format;

static void fc_atom(fc_format *f, const char *atom, int split_after)
{
    const char *text;
    if (f->src.len > 1 && fc_chance(f->r, 8)) {
        FC_ADD(&f->src, "\"%s\"", fc_chance(f->r, 30) ? "\n          " : " ");
        f->last_q = 0;
    } else if (f->src.len == 0) {
        FC_ADD(&f->src, "\"");
    }
    text = !strcmp(atom, "?") && f->last_q ? "\\?" : atom;
    FC_ADD(&f->src, "%s", text);
    f->last_q = *text && text[strlen(text) - 1] == '?';
    if (split_after) { /* a hex escape would swallow a hex digit that follows */
        FC_ADD(&f->src, "\" \"");
        f->last_q = 0;
    }
}

/* Literal text: plain characters, every kind of escape, "%%" and UTF-8. */
static void fc_literal(fc_format *f)
{
    static const char *const atoms[] = {
        "a", "b", "Z", "0", "9", " ", ":", "-", "=", "/", "|", "_", "?", "\\n", "\\t",
        "\\\\", "\\\"", "\\'", "\\101", "\\0033", "%%", "\xc3\xa9", "\\a", "\\?"
    };
    unsigned n = fc_below(f->r, 6), i;
    for (i = 0; i < n; i++) {
        if (fc_chance(f->r, 5))
            fc_atom(f, "\\x41", 1);
        else
            fc_atom(f, FC_PICK(f->r, atoms), 0);
    }
}

static const char *fc_length(fc_rng *r, const fc_dialect *d, char conv)
{
    static const char *const ints[] = { "", "", "hh", "h", "l", "ll", "j", "z", "t" };
    static const char *const old_ints[] = { "", "", "h", "l" };
    static const char *const floats[] = { "", "", "l", "L" };
    static const char *const old_floats[] = { "", "L" };
    if (strchr("diouxX", conv))
        return d->old ? FC_PICK(r, old_ints) : FC_PICK(r, ints);
    if (strchr("fFeEgGaA", conv))
        return d->old ? FC_PICK(r, old_floats) : FC_PICK(r, floats);
    return "";
}

/* An int expression: commas inside parentheses and between '?' and ':' included. */
static const char *fc_int_expr(fc_rng *r)
{
    static const char *const v[] = {
        "qv_i", "-qv_i", "42", "(qv_i ? 1 : 2)", "qf_int()", "qv_i ? qf_void(), qv_i : 3",
        "(qf_void(), qv_i)", "qv_ch", "(int)qv_l", "(-2147483647 - 1)", "qv_i + 1", "0"
    };
    return FC_PICK(r, v);
}

/* The variable of the exact type a length modifier names, signed or unsigned. */
static const char *fc_sized(const char *len, int sign)
{
    static const char *const lens[] = { "hh", "h", "l", "ll", "j", "z", "t" };
    static const char *const s[] = { "qv_sc", "qv_sh", "qv_l", "qv_ll", "qv_im", "qv_pd", "qv_pd" };
    static const char *const u[] = { "qv_uc", "qv_ush", "qv_ul", "qv_ull", "qv_um", "qv_z",
                                     "qv_z" };
    size_t i;
    for (i = 0; i < sizeof lens / sizeof *lens; i++)
        if (!strcmp(len, lens[i]))
            return sign ? s[i] : u[i];
    return NULL;
}

/* An argument of the type the directive reads. */
static const char *fc_value(fc_rng *r, const fc_dialect *d, char conv, const char *len)
{
    static const char *const uns[] = { "qv_u", "7u", "(unsigned)qv_i", "qv_u + 1u", "0u" };
    static const char *const chars[] = { "qv_i", "'x'", "qv_ch", "65" };
    static const char *const strs[] = { "qv_s", "\"lit\"", "(qv_i ? \"a\" : \"bc\")" };
    static const char *const cxx_strs[] = { "qv_str.c_str()", "std::string(qv_s).c_str()" };
    static const char *const ptrs[] = { "qv_p", "(void *)&qv_i", "(const void *)qv_s",
                                        "(void *)0" };
    static const char *const dbls[] = { "qv_d", "1.5", "(double)qv_i", "qv_f", "-0.0" };
    static const char *const ldbls[] = { "qv_ld", "1.5L", "(long double)qv_d" };
    switch (conv) {
    case 'd': case 'i':
        return *len ? fc_sized(len, 1) : fc_int_expr(r);
    case 'u': case 'o': case 'x': case 'X':
        return *len ? fc_sized(len, 0) : FC_PICK(r, uns);
    case 'c':
        return FC_PICK(r, chars);
    case 's':
        return d->cxx && fc_chance(r, 30) ? FC_PICK(r, cxx_strs) : FC_PICK(r, strs);
    case 'p':
        return FC_PICK(r, ptrs);
    default:
        return *len == 'L' ? FC_PICK(r, ldbls) : FC_PICK(r, dbls);
    }
}

static void fc_arg(fc_rng *r, buf *args, const char *expr)
{
    FC_ADD(args, ",%s", fc_chance(r, 10) ? "\n        " : " ");
    FC_ADD(args, fc_chance(r, 15) ? "(%s)" : "%s", expr);
}

/* Flags as C11 7.21.6.1p6 defines them for the conversion, minus the pairs gcc and
 * clang warn about: '0' with '-', ' ' with '+', '0' with an integer precision. */
static unsigned fc_flags(fc_rng *r, char conv, int int_prec)
{
    int ints = strchr("diouxX", conv) != NULL, floats = strchr("fFeEgGaA", conv) != NULL;
    unsigned f = 0;
    if (fc_chance(r, 20))
        f |= 1;
    if ((conv == 'd' || conv == 'i' || floats) && fc_chance(r, 20))
        f |= fc_chance(r, 50) ? 2 : 4;
    if ((strchr("oxX", conv) || floats) && fc_chance(r, 20))
        f |= 8;
    if ((ints || floats) && !(f & 1) && !int_prec && fc_chance(r, 20))
        f |= 16;
    return f;
}

/* Width or precision digits, or '*' with its int argument. */
static void fc_number(fc_format *f, buf *args, unsigned lo, unsigned hi, int star)
{
    static const char *const stars[] = { "qv_i", "-3", "7", "(int)qv_z", "qv_i + 1", "0" };
    char digits[16];
    if (star) {
        fc_atom(f, "*", 0);
        fc_arg(f->r, args, FC_PICK(f->r, stars));
        return;
    }
    snprintf(digits, sizeof digits, "%u", lo + fc_below(f->r, hi - lo + 1));
    fc_atom(f, digits, 0);
}

/* One directive: its characters go to the format as separate atoms, the arguments it
 * consumes to args in order. */
static void fc_directive(fc_format *f, const fc_dialect *d, buf *args)
{
    static const char convs[] = "diouxXcspfeEgG%FaA";
    char conv = convs[fc_below(f->r, d->old ? sizeof convs - 4 : sizeof convs - 1)];
    const char *len = fc_length(f->r, d, conv);
    unsigned width = fc_below(f->r, 10), prec = conv == 'c' || conv == 'p' ? 9 : fc_below(f->r, 10);
    unsigned flags = fc_flags(f->r, conv, prec < 4 && strchr("diouxX", conv)), i;
    char one[2] = { 0, 0 };
    fc_atom(f, "%", 0);
    if (conv == '%') {
        fc_atom(f, "%", 0);
        return;
    }
    for (i = 0; i < 5; i++) {
        one[0] = "-+ #0"[i];
        if (flags & 1u << i)
            fc_atom(f, one, 0);
    }
    if (width < 4)
        fc_number(f, args, 1, 24, width == 0); /* a width never starts with '0' */
    if (prec < 4) {
        fc_atom(f, ".", 0);
        if (prec > 0)
            fc_number(f, args, 0, 12, prec == 1);
    }
    for (i = 0; len[i]; i++) {
        one[0] = len[i];
        fc_atom(f, one, 0);
    }
    one[0] = conv;
    fc_atom(f, one, 0);
    fc_arg(f->r, args, fc_value(f->r, d, conv, len));
}

/* A whole call: callee, destination, size for snprintf, the format and its arguments. */
static void fc_call(fc_rng *r, const fc_dialect *d, buf *out)
{
    static const char *const c_callees[] = { "sprintf", "snprintf", "sprintf", "snprintf",
                                             "__builtin_sprintf", "__builtin_snprintf" };
    static const char *const cxx_callees[] = { "std::sprintf", "std::snprintf", "::sprintf",
                                               "::snprintf" };
    static const char *const dsts[] = { "buf", "buf + 1", "&buf[2]", "qv_out" };
    static const char *const sizes[] = { "sizeof buf", "sizeof buf - 1", "sizeof buf - 2", "qv_z" };
    const char *callee = d->cxx && fc_chance(r, 40) ? FC_PICK(r, cxx_callees)
                       : d->old && !d->cxx ? "sprintf" /* C89 has no snprintf */
                       : FC_PICK(r, c_callees);
    unsigned dst = fc_below(r, 4), n = fc_below(r, 5), i;
    int sized = strstr(callee, "snprintf") != NULL;
    int null_dst = sized && dst == 3 && fc_chance(r, 20);
    fc_format f = { r, { NULL, 0, 0 }, 0 };
    buf args = { NULL, 0, 0 };
    for (i = 0; i < n; i++) {
        fc_literal(&f);
        fc_directive(&f, d, &args);
    }
    fc_literal(&f);
    fc_atom(&f, f.src.len ? "" : "x", 0); /* an empty format draws -Wformat-zero-length */
    FC_ADD(out, "%s(%s, ", callee, null_dst ? "(char *)0" : dsts[dst]);
    if (sized)
        FC_ADD(out, "%s, ", null_dst ? "0" : sizes[dst]);
    FC_ADD(out, "%s\"%s)", f.src.data, args.data ? args.data : "");
    buf_free(&f.src);
    buf_free(&args);
}

/* One statement around one or two calls, in the contexts a call can stand in. */
static void fc_statement(fc_rng *r, const fc_dialect *d, buf *out)
{
    static const char *const forms[] = {
        "n = @;", "(void)@;", "if (@ < 0)\n        return -1;", "n += @;", "n = qv_i ? @ : 0;",
        "for (n = @; n < 0; n++) {}", "qf_use(@);", "return @;", "n = (int)sizeof(@);",
        "{ int k = @; n = k; }", "switch (qv_i) { case 1: n = @; break; default: break; }",
        "do n = @; while (0);", "n = @ + @;", "n = sprintf(buf, \"%d\", @);",
        "/* \xc3\xa9 */\tn = @;", "n = @\n        ;", "n = [&]() { return @; }();"
    };
    const char *form = FC_PICK(r, forms), *at;
    if (strchr(form, '[') && (!d->cxx || d->old))
        form = forms[0];
    for (; (at = strchr(form, '@')) != NULL; form = at + 1) {
        FC_ADD(out, "%.*s", (int)(at - form), form);
        fc_call(r, d, out);
    }
    FC_ADD(out, "%s", form);
}

static void fc_function(fc_rng *r, const fc_dialect *d, unsigned id, buf *out)
{
    FC_ADD(out, "int qf_%u(void)\n{\n    char buf[%u];\n    int n = 0;\n    qf_sink(buf);\n    ",
           id, 128 + 32 * fc_below(r, 5));
    fc_statement(r, d, out);
    FC_ADD(out, "\n    return n;\n}\n");
}

/* Runs argv with stdout and stderr to log; returns the exit status, -1 when it could
 * not run or died of a signal. */
static int fc_spawn(char *const argv[], const char *log)
{
    posix_spawn_file_actions_t fa;
    pid_t pid;
    int status = -1, ok;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    ok = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ) == 0;
    posix_spawn_file_actions_destroy(&fa);
    if (!ok || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status))
        return -1;
    return WEXITSTATUS(status);
}

static int fc_read(const char *path, buf *out)
{
    char chunk[65536];
    size_t n;
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        if (buf_add(out, chunk, n) < 0)
            abort();
    fclose(f);
    return 0;
}

static int fc_write(const char *path, const char *s, size_t n)
{
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(s, 1, n, f) == n;
    return f && !fclose(f) && ok ? 0 : -1;
}

/* One compiler in one configuration. */
typedef struct fc_target {
    const char *dir, *cc;
    fc_dialect d;
    int fortify, o2;
} fc_target;

/* The compiler's own preprocessing of the standard headers, made once per target kind
 * and kept in the work directory. */
static int fc_prologue(const fc_target *t, buf *out)
{
    static const char c_stub[] = "#include <stdio.h>\n#include <stddef.h>\n#include <stdint.h>\n";
    static const char cxx_stub[] = "#include <cstdio>\n#include <stdio.h>\n#include <stddef.h>\n"
                                   "#include <stdint.h>\n#include <string>\n";
    char path[4096], stub[4096], std[32];
    snprintf(path, sizeof path, "%s/prologue-%s-%s%s.i", t->dir, t->cc, t->d.std,
             t->fortify ? "-fortify" : "");
    if (access(path, R_OK) != 0) {
        char *argv[] = { (char *)t->cc, "-E", std, "-D_FORTIFY_SOURCE=2", "-O2", stub, "-o", path,
                         NULL };
        snprintf(stub, sizeof stub, "%s/stub.%s", t->dir, t->d.cxx ? "cc" : "c");
        snprintf(std, sizeof std, "-std=%s", t->d.std);
        if (fc_write(stub, t->d.cxx ? cxx_stub : c_stub,
                     strlen(t->d.cxx ? cxx_stub : c_stub)) < 0)
            return -1;
        if (!t->fortify)
            memmove(argv + 3, argv + 5, 4 * sizeof *argv);
        if (fc_spawn(argv, "/dev/null") != 0)
            return -1;
    }
    return fc_read(path, out);
}

/* Compiles path as preprocessed text; 0 when the compiler says nothing at all. */
static int fc_compile(const fc_target *t, const char *path, const char *log)
{
    char std[32];
    char *argv[] = { (char *)t->cc, "-x", t->d.cxx ? "c++-cpp-output" : "cpp-output", std,
                     "-Wall", "-Wextra", "-pedantic", "-Werror", "-fsyntax-only", (char *)path,
                     NULL, NULL, NULL, NULL };
    struct stat st;
    snprintf(std, sizeof std, "-std=%s", t->d.std);
    if (t->o2) {
        argv[8] = "-O2";
        argv[10] = "-c";
        argv[11] = "-o";
        argv[12] = "/dev/null";
    }
    return fc_spawn(argv, log) == 0 && stat(log, &st) == 0 && st.st_size == 0 ? 0 : -1;
}

/* What a whole run did. */
typedef struct fc_stats {
    unsigned long functions, compiles, rewritten, unchanged, gaps, findings;
} fc_stats;

/* A batch of generated functions, for one target. */
typedef struct fc_batch {
    const fc_target *t;
    buf prologue, globals;
    char **fns;
    size_t nfns;
    fc_stats *st;
} fc_batch;

enum { FC_CLEAN, FC_ORIGINAL_FAILS, FC_REWRITE_FAILS };

static void fc_path(const fc_batch *b, char *path, size_t n, const char *name)
{
    snprintf(path, n, "%s/%s", b->t->dir, name);
}

/* Writes functions [from, to) after the prologue, rewrites, and compiles both. */
static int fc_try(fc_batch *b, size_t from, size_t to, int count)
{
    buf text = { NULL, 0, 0 };
    rew_result res;
    /* As the driver would: C++ by the language, no forced inlining without -O. */
    rew_options opt = { .runtime = rew_runtime_text, .default_file = "fuzzcase.c",
                        .cxx = b->t->d.cxx, .goal = b->t->o2 ? REW_GOAL_SPEED : REW_GOAL_NONE };
    char orig[4096], rew[4096], log[4096];
    size_t i;
    int verdict = FC_CLEAN;
    fc_path(b, orig, sizeof orig, "case.i");
    fc_path(b, rew, sizeof rew, "case.rewritten.i");
    fc_path(b, log, sizeof log, "case.log");
    FC_ADD(&text, "%s# 1 \"fuzzcase.c\"\n%s", b->prologue.data, b->globals.data);
    for (i = from; i < to; i++)
        FC_ADD(&text, "%s", b->fns[i]);
    if (fc_write(orig, text.data, text.len) < 0 || rew_text(text.data, text.len, &opt, &res) < 0 ||
        fc_write(rew, res.text.data, res.text.len) < 0)
        abort();
    for (i = 0; count && i < res.nnotes; i++) {
        if (res.notes[i].outcome == REW_UNCHANGED)
            b->st->unchanged++;
        else
            b->st->rewritten++;
    }
    b->st->compiles += 2;
    if (fc_compile(b->t, orig, log) < 0)
        verdict = FC_ORIGINAL_FAILS;
    else if (fc_compile(b->t, rew, log) < 0)
        verdict = FC_REWRITE_FAILS;
    rew_result_free(&res);
    buf_free(&text);
    return verdict;
}

/* Keeps the files of the last try under kind/N: the original, the rewrite, the log. */
static void fc_keep(const fc_batch *b, const char *kind, unsigned long n)
{
    static const char *const names[] = { "case.i", "case.rewritten.i", "case.log" };
    char from[4096], to[4096];
    size_t i;
    fc_path(b, to, sizeof to, kind);
    mkdir(to, 0755);
    for (i = 0; i < 3; i++) {
        fc_path(b, from, sizeof from, names[i]);
        snprintf(to, sizeof to, "%s/%s/%lu-%s", b->t->dir, kind, n, names[i]);
        rename(from, to);
    }
    fprintf(stderr, "fuzz_compile: %s %s/%s/%lu-case.i (%s -std=%s%s%s)\n",
            strcmp(kind, "findings") ? "generator gap:" : "FINDING:", b->t->dir, kind, n,
            b->t->cc, b->t->d.std, b->t->fortify ? " -D_FORTIFY_SOURCE=2" : "",
            b->t->o2 ? " -O2 -c" : " -fsyntax-only");
}

/* Narrows a failing range down to single functions; a range whose halves both pass
 * fails by what its functions do together, and is kept whole. */
static void fc_bisect(fc_batch *b, size_t from, size_t to, int verdict)
{
    size_t mid = from + (to - from) / 2;
    int left, right;
    if (verdict == FC_CLEAN)
        return;
    if (to - from > 1) {
        left = fc_try(b, from, mid, 0);
        fc_bisect(b, from, mid, left);
        right = fc_try(b, mid, to, 0);
        fc_bisect(b, mid, to, right);
        if (left != FC_CLEAN || right != FC_CLEAN || fc_try(b, from, to, 0) != verdict)
            return;
    }
    if (verdict == FC_ORIGINAL_FAILS)
        fc_keep(b, "gaps", b->st->gaps++);
    else
        fc_keep(b, "findings", b->st->findings++);
}

static void fc_target_init(fc_rng *r, const fc_dialect *d, const char *dir, int clang, fc_target *t)
{
    static const char *const ccs[2][2] = { { "gcc", "clang" }, { "g++", "clang++" } };
    t->dir = dir;
    t->cc = ccs[d->cxx][clang];
    t->d = *d;
    t->fortify = fc_chance(r, 30);
    t->o2 = t->fortify || fc_chance(r, 25); /* fortify and gcc's -Wformat-overflow need it */
}

/* One batch: n functions in one dialect, tried with both compilers of its language. */
static int fc_run_batch(fc_rng *r, const char *dir, size_t n, fc_stats *st)
{
    fc_dialect d = fc_pick_dialect(r);
    fc_batch b = { NULL, { NULL, 0, 0 }, { NULL, 0, 0 }, NULL, n, st };
    fc_target t;
    size_t i;
    int clang, r_ok = 0;
    if (!(b.fns = calloc(n, sizeof *b.fns)))
        abort();
    fc_globals(&d, &b.globals);
    for (i = 0; i < n; i++) {
        buf f = { NULL, 0, 0 };
        fc_function(r, &d, (unsigned)i, &f);
        b.fns[i] = f.data;
    }
    st->functions += n;
    for (clang = 0; clang < 2 && !r_ok; clang++) {
        fc_target_init(r, &d, dir, clang, &t);
        b.t = &t;
        b.prologue.len = 0;
        if ((r_ok = fc_prologue(&t, &b.prologue)) < 0)
            fprintf(stderr, "fuzz_compile: %s -E -std=%s fails\n", t.cc, d.std);
        else
            fc_bisect(&b, 0, n, fc_try(&b, 0, n, 1));
    }
    for (i = 0; i < n; i++)
        free(b.fns[i]);
    free(b.fns);
    buf_free(&b.prologue);
    buf_free(&b.globals);
    return r_ok;
}

typedef struct fc_options {
    const char *dir;
    unsigned long long seed;
    unsigned long count, batch, seconds;
} fc_options;

static int fc_parse(int argc, char **argv, fc_options *o)
{
    int i;
    for (i = 1; i + 1 < argc; i += 2) {
        unsigned long long v = strtoull(argv[i + 1], NULL, 10);
        if (!strcmp(argv[i], "-dir"))
            o->dir = argv[i + 1];
        else if (!strcmp(argv[i], "-seed"))
            o->seed = v;
        else if (!strcmp(argv[i], "-count"))
            o->count = (unsigned long)v;
        else if (!strcmp(argv[i], "-batch") && v > 0)
            o->batch = (unsigned long)v;
        else if (!strcmp(argv[i], "-seconds"))
            o->seconds = (unsigned long)v;
        else
            return -1;
    }
    return i == argc ? 0 : -1;
}

/* Runs batches until -seconds pass or -count functions were tried; the seed printed
 * first reproduces the run. Exits 1 when a rewrite failed to compile. */
int main(int argc, char **argv)
{
    fc_options o = { "build/fuzz/compile", (unsigned long long)time(NULL), 0, 40, 60 };
    fc_stats st = { 0, 0, 0, 0, 0, 0 };
    time_t start = time(NULL);
    fc_rng r;
    if (fc_parse(argc, argv, &o) < 0) {
        fprintf(stderr, "usage: fuzz_compile [-seconds N] [-count N] [-seed N] [-batch N] "
                        "[-dir D]\n");
        return 2;
    }
    mkdir(o.dir, 0755);
    r.s = o.seed * 0x9e3779b97f4a7c15ULL + 1;
    printf("fuzz_compile: -seed %llu -batch %lu\n", o.seed, o.batch);
    fflush(stdout);
    while ((unsigned long)(time(NULL) - start) < o.seconds && (!o.count || st.functions < o.count))
        if (fc_run_batch(&r, o.dir, o.batch, &st) < 0)
            return 2;
    printf("fuzz_compile: %lu functions, %lu calls rewritten, %lu left unchanged, %lu compiles, "
           "%lu generator gaps, %lu findings\n", st.functions, st.rewritten, st.unchanged,
           st.compiles, st.gaps, st.findings);
    return st.findings ? 1 : 0;
}

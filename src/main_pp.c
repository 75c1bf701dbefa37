/* qrintf-pp: the rewriter as a filter: preprocessed C or C++ on stdin (or in FILE),
 * rewritten text on stdout; --report prints what became of each call on stderr. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "rewrite.h"
#include "version.h"

static void pp_report(const rew_result *res)
{
    buf line = { NULL, 0, 0 };
    for (size_t i = 0; i < res->nnotes; i++) {
        line.len = 0;
        if (rew_note_line(&line, &res->notes[i]) == 0)
            fwrite(line.data, 1, line.len, stderr);
    }
    buf_free(&line);
}

static void pp_usage(FILE *to)
{
    fputs("usage: qrintf-pp [--report] [--c++] [FILE]\n"
          "       qrintf-pp --help | --version\n"
          "Rewrites the sprintf, snprintf, printf, fprintf and dprintf calls of preprocessed\n"
          "C (or, with --c++, C++) read from FILE or standard input; writes the result on standard output.\n"
          "--report prints what became of each call on standard error.\n", to);
}

/* --help and --version as qrintf's: on stdout, status 0; -1 for any other argument. */
static int pp_own_option(const char *arg)
{
    if (!strcmp(arg, "--help"))
        pp_usage(stdout);
    else if (!strcmp(arg, "--version"))
        puts("qrintf-pp " QRINTF_VERSION);
    else
        return -1;
    return 0;
}

int main(int argc, char **argv)
{
    rew_options opt = { rew_runtime_text, "<stdin>", 0, 0, 0, 0, 0, 0 };
    int report = 0, i;
    for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        if (!strcmp(argv[i], "--report"))
            report = 1;
        else if (!strcmp(argv[i], "--c++"))
            opt.cxx = 1;
        else if (argc == 2 && pp_own_option(argv[i]) == 0)
            return fflush(stdout) ? 1 : 0;
        else {
            pp_usage(stderr);
            return 2;
        }
    }
    if (argc > i + 1) {
        pp_usage(stderr);
        return 2;
    }
    int fd = i < argc ? open(argv[i], O_RDONLY) : 0;
    if (fd < 0) {
        perror(argv[i]);
        return 1;
    }
    if (i < argc)
        opt.default_file = argv[i];
    buf in = { NULL, 0, 0 };
    rew_result res;
    if (buf_read_fd(&in, fd) < 0 || rew_text(in.data ? in.data : "", in.len, &opt, &res) < 0) {
        fprintf(stderr, "qrintf-pp: error: cannot rewrite %s\n", opt.default_file);
        return 1;
    }
    if (report)
        pp_report(&res);
    fwrite(res.text.data, 1, res.text.len, stdout);
    rew_result_free(&res);
    buf_free(&in);
    return fflush(stdout) ? 1 : 0;
}

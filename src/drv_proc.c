/* drv_proc.c: children run with posix_spawn, their output captured in files (no pipe to
 * fill up), one private temp directory, and signal forwarding for clean interrupts. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "drv_proc.h"

extern char **environ;

/* The one piece of global state: a signal handler has nowhere else to look. */
static volatile sig_atomic_t drv_caught;
static volatile sig_atomic_t drv_child;  /* pid of the running child, 0 when none */

static const int drv_signals[] = {SIGINT, SIGTERM, SIGHUP};

/* SIGPIPE is ignored while qrintf writes -E output itself: when the reader goes away the
 * write fails, and the plain command that then runs meets the closed pipe as it would
 * have. Children get it back at its default. */
static int drv_pipe_ignored;

static void drv_on_signal(int sig)
{
    drv_caught = sig;
    if (drv_child > 0)
        kill((pid_t)drv_child, sig);
}

void drv_signals_catch(void)
{
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = drv_on_signal;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof drv_signals / sizeof *drv_signals; i++) {
        if (sigaction(drv_signals[i], &sa, &old) == 0 && old.sa_handler == SIG_IGN)
            sigaction(drv_signals[i], &old, NULL);  /* nohup: stay deaf, like the child */
    }
    void (*pipe_was)(int) = signal(SIGPIPE, SIG_IGN);
    drv_pipe_ignored = pipe_was == SIG_DFL;
    if (!drv_pipe_ignored)
        signal(SIGPIPE, pipe_was);  /* ignored already: the children inherit that */
}

int drv_signal_caught(void)
{
    return drv_caught;
}

static void drv_block_signals(sigset_t *old)
{
    sigset_t set;
    sigemptyset(&set);
    for (size_t i = 0; i < sizeof drv_signals / sizeof *drv_signals; i++)
        sigaddset(&set, drv_signals[i]);
    sigprocmask(SIG_BLOCK, &set, old);
}

static int drv_spawn(pid_t *pid, const char *path, const char *const *argv, const char *out,
                     const char *err, char *const *envp)
{
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t at;
    int flags = O_WRONLY | O_CREAT | O_TRUNC;
    posix_spawn_file_actions_init(&fa);
    posix_spawnattr_init(&at);
    if (out)
        posix_spawn_file_actions_addopen(&fa, 1, out, flags, 0600);
    if (err)
        posix_spawn_file_actions_addopen(&fa, 2, err, flags, 0600);
    /* Blocked from spawn until drv_child is set, so no signal misses the child. */
    sigset_t old;
    drv_block_signals(&old);
    posix_spawnattr_setsigmask(&at, &old);
    if (drv_pipe_ignored) {
        sigset_t pipe;
        sigemptyset(&pipe);
        sigaddset(&pipe, SIGPIPE);
        posix_spawnattr_setsigdefault(&at, &pipe);
    }
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGMASK |
                                      (drv_pipe_ignored ? POSIX_SPAWN_SETSIGDEF : 0));
    int r = posix_spawn(pid, path, &fa, &at, (char *const *)argv, envp);
    if (r == 0)
        drv_child = *pid;
    sigprocmask(SIG_SETMASK, &old, NULL);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&at);
    return r;
}

/* Waits for the child without reaping it first, so its pid cannot be reused while the
 * signal handler might still send to it. */
static int drv_wait(pid_t pid, drv_status *st)
{
    siginfo_t si;
    while (waitid(P_PID, (id_t)pid, &si, WEXITED | WNOWAIT) < 0)
        if (errno != EINTR)
            return -1;
    sigset_t old;
    drv_block_signals(&old);
    drv_child = 0;
    sigprocmask(SIG_SETMASK, &old, NULL);
    int ws;
    while (waitpid(pid, &ws, 0) < 0)
        if (errno != EINTR)
            return -1;
    st->signaled = WIFSIGNALED(ws);
    st->code = st->signaled ? WTERMSIG(ws) : WEXITSTATUS(ws);
    return 0;
}

static int drv_run_in(const char *path, const char *const *argv, const char *out, const char *err,
                      char *const *envp, drv_status *st)
{
    pid_t pid;
    int r = drv_spawn(&pid, path, argv, out, err, envp);
    if (r != 0) {
        errno = r;
        return -1;
    }
    return drv_wait(pid, st);
}

int drv_run(const char *path, const char *const *argv, const char *out, const char *err,
            drv_status *st)
{
    return drv_run_in(path, argv, out, err, environ, st);
}

int drv_run_own(const char *path, const char *const *argv, const char *out, const char *err,
                drv_status *st)
{
    static const char *const drop[] = { "DEPENDENCIES_OUTPUT=", "SUNPRO_DEPENDENCIES=" };
    size_t n = 0, k = 0;
    while (environ[n])
        n++;
    char **envp = malloc((n + 1) * sizeof *envp);
    if (!envp)
        return -1;
    for (size_t i = 0; i < n; i++) {
        int keep = 1;
        for (size_t d = 0; d < sizeof drop / sizeof *drop; d++)
            keep = keep && strncmp(environ[i], drop[d], strlen(drop[d])) != 0;
        if (keep)
            envp[k++] = environ[i];
    }
    envp[k] = NULL;
    int r = drv_run_in(path, argv, out, err, envp, st);
    free(envp);
    return r;
}

void drv_exec(const char *path, const char *const *argv)
{
    if (drv_pipe_ignored)
        signal(SIGPIPE, SIG_DFL);
    fflush(NULL);
    execv(path, (char *const *)argv);
}

_Noreturn void drv_exit_as(drv_status st)
{
    fflush(NULL);
    if (st.signaled) {
        sigset_t set;
        signal(st.code, SIG_DFL);
        sigemptyset(&set);
        sigaddset(&set, st.code);
        sigprocmask(SIG_UNBLOCK, &set, NULL);
        raise(st.code);
        _exit(128 + st.code);  /* a signal that does not kill by default */
    }
    exit(st.code);
}

/* A fresh private directory under base; NULL with errno set when it cannot be made. */
static char *drv_tmpdir_in(const char *base)
{
    char *dir = malloc(strlen(base) + sizeof "/qrintf.XXXXXX");
    if (!dir)
        return NULL;
    strcpy(dir, base);
    strcat(dir, "/qrintf.XXXXXX");
    if (!mkdtemp(dir)) {
        int e = errno;
        free(dir);
        errno = e;
        return NULL;
    }
    return dir;
}

char *drv_tmpdir_make(const char **base)
{
    *base = getenv("TMPDIR");
    char *dir = *base && **base ? drv_tmpdir_in(*base) : NULL;
    if (!dir) {  /* gcc, too, falls back to /tmp when TMPDIR is unusable */
        *base = "/tmp";
        dir = drv_tmpdir_in(*base);
    }
    return dir;
}

void drv_tmpdir_remove(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        char *sub = malloc(strlen(dir) + strlen(e->d_name) + 2);
        struct stat st;
        if (!sub)
            break;
        sprintf(sub, "%s/%s", dir, e->d_name);
        if (lstat(sub, &st) == 0 && S_ISDIR(st.st_mode))
            drv_tmpdir_remove(sub);  /* a compiler's own subdirectory, e.g. for -gsplit-dwarf */
        else
            unlink(sub);
        free(sub);
    }
    if (d)
        closedir(d);
    rmdir(dir);
}

int drv_fd_write(int fd, const char *data, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, data, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return -1;
        data += n;
        len -= (size_t)n;
    }
    return 0;
}

int drv_mkdirs(char *path)
{
    for (char *p = strchr(path + 1, '/'); p; p = strchr(p + 1, '/')) {
        *p = 0;
        int r = mkdir(path, 0777), e = errno;
        *p = '/';
        if (r < 0 && e != EEXIST) {
            errno = e;
            return -1;
        }
    }
    return 0;
}

int drv_file_write(const char *path, const char *data, size_t len)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0666);
    if (fd < 0)
        return -1;
    int r = drv_fd_write(fd, data, len);
    if (close(fd) < 0)
        r = -1;
    return r;
}

int drv_file_replay(const char *path, int fd)
{
    buf b = {0};
    int r = 0;
    if (!path || access(path, F_OK) < 0)
        return 0;
    if (buf_read_file(&b, path) < 0 || drv_fd_write(fd, b.data, b.len) < 0)
        r = -1;
    buf_free(&b);
    return r;
}

static void drv_print_word(const char *w)
{
    const char *safe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                       "_@%+=:,./-";
    if (*w && strspn(w, safe) == strlen(w)) {
        fputs(w, stderr);
        return;
    }
    fputc('\'', stderr);
    for (; *w; w++) {
        if (*w == '\'')
            fputs("'\\''", stderr);
        else
            fputc(*w, stderr);
    }
    fputc('\'', stderr);
}

void drv_print_cmd(const char *const *argv)
{
    fputs("qrintf:", stderr);
    for (; *argv; argv++) {
        fputc(' ', stderr);
        drv_print_word(*argv);
    }
    fputc('\n', stderr);
}

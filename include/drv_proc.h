/* drv_proc.h: child processes, the private temp directory, and the signals that must
 * leave neither a running child nor a temp file behind. */
#ifndef QRINTF_DRV_PROC_H
#define QRINTF_DRV_PROC_H

#include <stddef.h>
#include "buf.h"

typedef struct drv_status {
    int signaled;   /* the child died by signal code, else it exited with code */
    int code;
} drv_status;

/* Catches SIGINT, SIGTERM and SIGHUP (those not ignored): the signal is passed on to the
 * running child and remembered, so the caller can clean up and die by it. Ignores
 * SIGPIPE in qrintf itself (not in its children), so failed writes fail visibly. */
void drv_signals_catch(void);

/* The signal caught so far, 0 when none. */
int drv_signal_caught(void);

/* Runs path with argv and waits for it; its stdout and stderr go to the files out and
 * err when they are not NULL. Returns 0 and fills *st, or -1 with errno set when the
 * child could not be started. */
int drv_run(const char *path, const char *const *argv, const char *out, const char *err,
            drv_status *st);

/* drv_run for a step whose input is a file of qrintf's (the rewritten text, the
 * converters' source, the plain compile that checks diagnostics): without
 * DEPENDENCIES_OUTPUT and SUNPRO_DEPENDENCIES in its environment, through which gcc would
 * add a rule for that file to the user's dependency file. */
int drv_run_own(const char *path, const char *const *argv, const char *out, const char *err,
                drv_status *st);

/* Replaces this process with path and argv; returns only when exec fails (errno set). */
void drv_exec(const char *path, const char *const *argv);

/* Ends this process as a child ended: with its exit code, or by the same signal. */
_Noreturn void drv_exit_as(drv_status st);

/* Makes a private directory under $TMPDIR, or /tmp when TMPDIR is unset or unusable.
 * Returns its malloc'd path, or NULL with errno set; *base is the directory tried last. */
char *drv_tmpdir_make(const char **base);

/* Removes dir and everything under it. */
void drv_tmpdir_remove(const char *dir);

/* Writes len bytes to fd, or to path (created 0666 less umask, truncated). Returns 0 or -1. */
int drv_fd_write(int fd, const char *data, size_t len);
int drv_file_write(const char *path, const char *data, size_t len);
/* Makes the missing folders of path, as mkdir -p would for its dirname (path is put back
 * as it was). Returns 0, or -1 with errno set. */
int drv_mkdirs(char *path);

/* Copies the file at path to fd; a missing file (or path NULL) copies nothing.
 * Returns 0 or -1. */
int drv_file_replay(const char *path, int fd);

/* Prints a command line on stderr, quoted for a shell, after "qrintf: ". */
void drv_print_cmd(const char *const *argv);

#endif

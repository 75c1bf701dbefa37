/* drv_cc.c: the wrapped compiler: where it is and what kind it is, without running it
 * (a wrapper runs thousands of times per build). */
#define _XOPEN_SOURCE 700  /* realpath */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "drv_cc.h"

static const char *const drv_launchers[] = {"ccache", "distcc", "icecc", "sccache"};

const char *drv_cc_base(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

static int drv_is_launcher(const char *name)
{
    const char *base = drv_cc_base(name);
    for (size_t i = 0; i < sizeof drv_launchers / sizeof *drv_launchers; i++)
        if (strcmp(base, drv_launchers[i]) == 0)
            return 1;
    return 0;
}

/* The tools build systems run beside the compiler. CMake's LTO builds look for NAME-ar
 * and NAME-ranlib beside a compiler called NAME, so qrintf-gcc needs a qrintf-gcc-ar,
 * which must run gcc-ar as it is: its arguments are no compiler's. */
static const char *const drv_binutils[] = {"ar", "nm", "ranlib"};

int drv_cc_is_binutil(const char *name)
{
    const char *base = drv_cc_base(name);
    size_t len = strlen(base), end = len;
    while (end > 0 && (isdigit((unsigned char)base[end - 1]) || base[end - 1] == '.'))
        end--;
    if (end < len && end > 0 && base[end - 1] == '-')
        len = end - 1;  /* a version after the name: gcc-ar-12, llvm-ar-14 */
    for (size_t i = 0; i < sizeof drv_binutils / sizeof *drv_binutils; i++) {
        size_t n = strlen(drv_binutils[i]);
        if (len >= n && memcmp(base + len - n, drv_binutils[i], n) == 0 &&
            (len == n || base[len - n - 1] == '-'))
            return 1;
    }
    return 0;
}

int drv_cc_split(int argc, char **argv, drv_cc *cc)
{
    const char *self = argc > 0 ? drv_cc_base(argv[0]) : "qrintf";
    memset(cc, 0, sizeof *cc);
    if (strncmp(self, "qrintf-", 7) == 0 && self[7]) {
        cc->words[cc->nwords++] = self + 7;
        return 1;
    }
    if (argc < 2 || argv[1][0] == '-')
        return 1;
    cc->words[cc->nwords++] = argv[1];
    if (drv_is_launcher(argv[1]) && argc > 2 && argv[2][0] != '-') {
        cc->words[cc->nwords++] = argv[2];
        return 3;
    }
    return 2;
}

/* Whether path is an executable regular file; sets errno as exec would when not. */
static int drv_executable(const char *path)
{
    struct stat st;
    if (stat(path, &st) < 0)
        return 0;
    if (!S_ISREG(st.st_mode)) {
        errno = EACCES;
        return 0;
    }
    return access(path, X_OK) == 0;
}

static int drv_is_self(const char *path, const char *self)
{
    char real[PATH_MAX];
    return self && realpath(path, real) && strcmp(real, self) == 0;
}

/* Tries dir/name: 1 and *out set when it is an executable other than self, 0 when it
 * is not (*denied set when it exists but may not be run, *skipped when it is self), -1
 * when memory runs out. */
static int drv_try_dir(const char *dir, size_t len, const char *name, const char *self,
                       int *denied, int *skipped, char **out)
{
    char cand[PATH_MAX];
    if (len == 0) {
        dir = ".";  /* an empty PATH element is the working directory */
        len = 1;
    }
    if (len + strlen(name) + 2 > sizeof cand)
        return 0;
    memcpy(cand, dir, len);
    cand[len] = '/';
    strcpy(cand + len + 1, name);
    if (!drv_executable(cand)) {
        if (errno == EACCES)
            *denied = 1;
        return 0;
    }
    if (drv_is_self(cand, self)) {
        *skipped = 1;
        return 0;
    }
    *out = strdup(cand);
    return *out ? 1 : -1;
}

char *drv_which(const char *name, const char *self, int *skipped)
{
    *skipped = 0;
    if (strchr(name, '/'))
        return drv_executable(name) ? strdup(name) : NULL;
    const char *path = getenv("PATH");
    int denied = 0;
    char *found = NULL;
    if (!path)
        path = "/usr/local/bin:/usr/bin:/bin";
    for (const char *p = path;; p++) {
        const char *end = strchr(p, ':');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        int r = drv_try_dir(p, len, name, self, &denied, skipped, &found);
        if (r != 0)
            return found;  /* NULL with errno ENOMEM when r < 0 */
        if (!end)
            break;
        p = end;
    }
    errno = denied ? EACCES : ENOENT;
    return NULL;
}

static int drv_has(const char *s, const char *part)
{
    return strstr(s, part) != NULL;
}

void drv_cc_kind(const char *name, const char *path, drv_kind *kind, int *cxx)
{
    const char *base = drv_cc_base(name);
    char real[PATH_MAX];
    *cxx = drv_has(base, "++");
    if (drv_has(base, "clang"))
        *kind = DRV_KIND_CLANG;
    else if (drv_has(base, "gcc") || drv_has(base, "g++"))
        *kind = DRV_KIND_GCC;
    else if (path && realpath(path, real) && drv_has(drv_cc_base(real), "clang"))
        *kind = DRV_KIND_CLANG;  /* cc -> /etc/alternatives/cc -> .../clang */
    else
        *kind = DRV_KIND_GCC;
}

int drv_cc_resolve(drv_cc *cc)
{
    char self[PATH_MAX];
    const char *me = realpath("/proc/self/exe", self) ? self : NULL;
    const char *compiler = cc->words[cc->nwords - 1];
    int skipped;
    cc->path = drv_which(cc->words[0], me, &skipped);
    if (!cc->path)
        return skipped && errno == ENOENT ? DRV_CC_SELF : -1;
    /* gcc finds its own parts through argv[0] on PATH; when that leads to qrintf (a
     * masquerading symlink), the child must be told where it really is. */
    if (skipped)
        cc->words[0] = cc->path;
    if (cc->nwords == 1) {
        drv_cc_kind(compiler, cc->path, &cc->kind, &cc->cxx);
    } else {
        char *path = drv_which(compiler, me, &skipped);  /* behind a launcher: its name matters */
        drv_cc_kind(compiler, path, &cc->kind, &cc->cxx);
        free(path);
    }
    return 0;
}

void drv_cc_free(drv_cc *cc)
{
    free(cc->path);
    cc->path = NULL;
}

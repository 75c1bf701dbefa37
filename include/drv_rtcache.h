/* drv_rtcache.h: the runtime's converters compiled once per compiler, options and set of
 * converters, and kept in a cache directory (QRINTF_CACHE_DIR), so that a rewritten
 * translation unit carries them as assembly (rtasm.h) instead of C its compiler would
 * compile again: a unit that formats a double no longer pays for the float kernel each
 * time. */
#ifndef QRINTF_DRV_RTCACHE_H
#define QRINTF_DRV_RTCACHE_H

#include "drv_cc.h"
#include "drv_compile.h"
#include "drv_opts.h"
#include "rewrite.h"

/* The cache directory the environment names: QRINTF_CACHE_DIR, empty for none (then
 * NULL), else $XDG_CACHE_HOME/qrintf or $HOME/.cache/qrintf. malloc'd. */
char *drv_rtcache_dir(void);

/* When res holds converters (rew_options.split) and the command compiles to code that
 * the assembly can join: makes res->text carry their compiled form in place of their C,
 * compiling them first when the cache has not got them (temp files under tmpdir, named
 * after n), and then the same for the generated functions that may come compiled
 * (rew_result.fn_at), by a second compile and entry of their own. Returns 1 when the
 * text changed: the text with all of that as C is then in *c_text and the cache
 * entries' paths in entry[0] and, for the generated functions, entry[1] (malloc'd, or
 * NULL), for the caller to go back to and remove, should the text not compile. Returns
 * 0 when the text stays as it is (no cache, an option that rules it out, a compile that
 * failed), -1 when memory runs out. */
int drv_rtcache_swap(const drv_cc *cc, const drv_cmd *cmd, const drv_env *env, const char *tmpdir,
                     size_t n, rew_result *res, buf *c_text, char *entry[2]);

#endif

# Helpers for the real-world run: Debian sources in a cache, scratch trees, timed builds
# plain and through qrintf, the counting of QRINTF_REPORT notes, and the results table.
# Sourced by run.sh; the project recipes (projects/*.sh) call the rw_* functions below.

RW_CACHE=${QRINTF_REALWORLD_CACHE:-/var/cache/qrintf-realworld}
RW_WORK=${QRINTF_REALWORLD_WORK:-$RW_CACHE/work}
RW_JOBS=${QRINTF_REALWORLD_JOBS:-$(nproc)}
# make -j's jobs each print their diagnostics whole (GNU make's output sync), so that two
# compilers' lines never share one: the builds' warnings are compared line by line.
RW_SYNC=--output-sync=target
# Debian's default build flags: _FORTIFY_SOURCE keeps the checked sprintf forms in play.
RW_CFLAGS="-g -O2 -fstack-protector-strong -Wformat -Werror=format-security"
RW_CPPFLAGS="-D_FORTIFY_SOURCE=2"
unset QRINTF_DISABLE QRINTF_ACTIVE QRINTF_VERBOSE QRINTF_REPORT QRINTF_NOTES QRINTF_KEEP QRINTF_FAULT
export LC_ALL=C TZ=UTC
export DEBIAN_FRONTEND=noninteractive

rw_log() {
    printf 'realworld: %s\n' "$*" >&2
}

# rw_need_pkgs PKG...: installs the Debian packages that are missing (as root), else says
# which ones and fails.
rw_need_pkgs() {
    local missing= p
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
            missing="$missing $p"
    done
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" != 0 ]; then
        rw_log "missing packages; run as root: apt-get install$missing"
        return 1
    fi
    rw_log "installing$missing"
    rw_apt_updated || return 1
    apt-get install -y -qq --no-install-recommends $missing >/dev/null
}

# rw_apt_updated: runs apt-get update once per run.
rw_apt_updated() {
    [ -n "$RW_APT_UPDATED" ] && return 0
    apt-get update -qq >/dev/null || return 1
    RW_APT_UPDATED=1
}

# rw_enable_deb_src: makes `apt-get source` work: adds deb-src to the Debian sources
# (deb822 Types: lines, or deb-src lines next to the deb lines of sources.list).
rw_enable_deb_src() {
    apt-cache showsrc zlib 2>/dev/null | grep -q '^Package:' && return 0
    [ "$(id -u)" = 0 ] || { rw_log "no deb-src in the apt sources; run as root"; return 1; }
    local f=/etc/apt/sources.list.d/debian.sources
    if [ -f "$f" ]; then
        sed -i 's/^Types: *deb$/Types: deb deb-src/' "$f"
    fi
    f=/etc/apt/sources.list
    if [ -f "$f" ] && ! grep -q '^deb-src ' "$f"; then
        sed -n 's/^deb \(.*\)/deb-src \1/p' "$f" >>"$f"
    fi
    RW_APT_UPDATED=
    rw_apt_updated && apt-cache showsrc zlib 2>/dev/null | grep -q '^Package:' && return 0
    rw_log "apt-get source still finds nothing after adding deb-src"
    return 1
}

# rw_fetch PKG: the unpacked Debian source of PKG in the cache; prints its directory.
# Tries each version apt knows, newest first, since a mirror may lack some of them.
rw_fetch() {
    local pkg=$1 dir=$RW_CACHE/src/$1 v
    if [ ! -f "$dir/.tree" ]; then
        rw_enable_deb_src || return 1
        rm -rf "$dir" && mkdir -p "$dir" || return 1
        for v in $(apt-cache showsrc "$pkg" | sed -n 's/^Version: //p' | sort -ruV); do
            (cd "$dir" && apt-get source -qq --only-source "$pkg=$v") >"$dir/.log" 2>&1 && break
            rm -rf "${dir:?}"/*
        done
        find "$dir" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | head -1 >"$dir/.tree"
        [ -s "$dir/.tree" ] || { rw_log "apt-get source $pkg failed"; rm -f "$dir/.tree"; return 1; }
    fi
    echo "$dir/$(cat "$dir/.tree")"
}

# rw_time FILE CMD...: runs CMD (a function too) with its output as redirected by the
# caller, and appends its wall and CPU seconds ("real user+sys") to FILE.
rw_time() {
    local file=$1 rc TIMEFORMAT='%R %U %S'
    shift
    { time "$@" 2>&3 3>&-; } 3>&2 2>"$file.t"
    rc=$?
    awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$file.t" >>"$file"
    rm -f "$file.t"
    return $rc
}

# rw_sum_times FILE: the sums of the columns of FILE, "real cpu".
rw_sum_times() {
    awk '{ r += $1; c += $2 } END { printf "%.2f %.2f\n", r, c }' "$1"
}

# rw_faster_times FILE FILE: rw_sum_times of the one with the lower CPU time.
rw_faster_times() {
    local a b
    a=$(rw_sum_times "$1") b=$(rw_sum_times "$2")
    awk -v a="$a" -v b="$b" 'BEGIN { split(a, x, " "); split(b, y, " "); print x[2] + 0 <= y[2] + 0 ? a : b }'
}

# rw_set_compiler MODE CC: the compiler variables a recipe builds with. RW_CC is a command
# line ("gcc" or "/path/qrintf gcc"), for make and configure; RW_CC1 is one word (the
# qrintf-gcc name), for build systems that want a path, such as cmake. Same for C++.
rw_set_compiler() {
    local mode=$1 cc=$2 cxx
    case $cc in clang) cxx=clang++ ;; *) cxx=g++ ;; esac
    if [ "$mode" = plain ]; then
        RW_CC=$cc RW_CC1=$(command -v "$cc") RW_CXX=$cxx RW_CXX1=$(command -v "$cxx")
    else
        RW_CC="$QRINTF $cc" RW_CC1=$QBIN/qrintf-$cc RW_CXX="$QRINTF $cxx" RW_CXX1=$QBIN/qrintf-$cxx
    fi
    RW_MODE=$mode RW_COMPILER=$cc
}

# rw_build_variant MODE CC VDIR [CACHE]: a fresh copy of the source in VDIR/src,
# configured and built by the recipe; QRINTF_NOTES and QRINTF_VERBOSE are on for the
# build step only (configure scripts may take any output on stderr as a failed test).
# The notes go to a file of their own, VDIR/notes.log, one whole line per write: on
# stderr, make -j's buffered output of another command could share a line with one.
# qrintf's compiled converters are kept in CACHE, by default VDIR/cache, new and empty:
# the build's times are then a first build's. Leaves VDIR/build.log, VDIR/notes.log and
# VDIR/times.
rw_build_variant() {
    local mode=$1 cc=$2 vdir=$3 cache=${4:-$3/cache} notes= verbose=
    rm -rf "$vdir" && mkdir -p "$vdir" && cp -a "$RW_SRC" "$vdir/src" || return 1
    rw_set_compiler "$mode" "$cc"
    [ "$mode" = qrintf ] && notes=$vdir/notes.log verbose=1
    : >"$vdir/times"
    [ -z "$notes" ] || : >"$notes"
    (
        cd "$vdir/src" || exit 1
        if declare -F configure >/dev/null; then
            rw_time "$vdir/times" configure >"$vdir/configure.log" 2>&1 || exit 1
        fi
        QRINTF_CACHE_DIR=$cache QRINTF_NOTES=$notes QRINTF_VERBOSE=$verbose \
            rw_time "$vdir/times" build >"$vdir/build.log" 2>&1
    )
}

# rw_run_tests VDIR: the recipe's test suite in a built tree; VDIR/tests.log holds its
# output, and the last line of it that says "N passed, N failed" is the summary.
rw_run_tests() {
    local vdir=$1
    (cd "$vdir/src" && check) >"$vdir/tests.log" 2>&1
}

# rw_run_compare VDIR: the recipe's fixed-input runs, outputs in VDIR/out.
rw_run_compare() {
    local vdir=$1
    rm -rf "$vdir/out" && mkdir -p "$vdir/out"
    (cd "$vdir/src" && compare "$vdir/out") >"$vdir/compare.log" 2>&1
}

# rw_note_file PATH TREE: the path of a note's file relative to TREE. A build names a
# header as each compile found it ("../lib/x.h", "x.h", "tests/../x.h"), so the path is
# made canonical and a relative one is matched against the tree's files by its tail;
# paths outside the tree stay as they are.
rw_note_file() {
    local f tree=$2 m
    f=$(printf '%s\n' "$1" | awk -F/ '{
        n = 0
        for (i = 1; i <= NF; i++) {
            if ($i == "." || ($i == "" && i > 1)) continue
            if ($i == ".." && n > 0 && s[n] != "..") { n--; continue }
            s[++n] = $i
        }
        out = s[1]; for (i = 2; i <= n; i++) out = out "/" s[i]; print out }')
    case $f in
    /*) case $f in "$tree"/*) echo "${f#"$tree"/}" ;; *) echo "$f" ;; esac; return ;;
    esac
    while :; do case $f in ../*) f=${f#../} ;; *) break ;; esac; done
    m=$(cd "$tree" && find . -path "*/$f" -type f | sed 's|^\./||')
    if [ -n "$m" ] && [ "$(printf '%s\n' "$m" | wc -l)" = 1 ]; then echo "$m"; else echo "$f"; fi
}

# rw_count_notes VDIR: the qrintf notes of VDIR/notes.log, one per call site
# (file:line:col), in VDIR/sites as "site<TAB>verdict<TAB>reason"; a site seen with two
# verdicts (a header compiled under different macros) counts with the less rewritten one.
# Prints "sites rewritten partial unchanged".
rw_count_notes() {
    local vdir=$1 f
    sed -n 's/^\(.*\):\([0-9]*\):\([0-9]*\): note: qrintf: \(.*\)$/\1\t\2:\3\t\4/p' \
        "$vdir/notes.log" >"$vdir/notes.raw"
    cut -f1 "$vdir/notes.raw" | sort -u | while IFS= read -r f; do
        printf '%s\t%s\n' "$f" "$(rw_note_file "$f" "$vdir/src")"
    done >"$vdir/notes.files"
    awk -F'\t' '
        NR == FNR { name[$1] = $2; next }
        {
            v = $3 ~ /^rewrote/ ? 1 : $3 ~ /^partially rewrote/ ? 2 : 3
            r = v == 3 ? $3 : ""; sub(/^left [a-z_]* unchanged: /, "", r)
            site = name[$1] ":" $2
            if (!(site in rank) || v > rank[site]) { rank[site] = v; why[site] = r }
        }
        END {
            split("rewrote partial unchanged", label, " ")
            for (s in rank) { n[rank[s]]++; printf "%s\t%s\t%s\n", s, label[rank[s]], why[s] > out }
            printf "%d %d %d %d\n", n[1] + n[2] + n[3], n[1], n[2], n[3]
        }' out="$vdir/sites" "$vdir/notes.files" "$vdir/notes.raw"
}

# rw_fallbacks VDIR: compiles in which a step of qrintf failed and it ran the user's
# command as it was (QRINTF_VERBOSE says so; the other reasons, such as no call to
# rewrite or no source in a link, are no failure), into VDIR/fallbacks with the command
# that followed; prints their count. A build that still succeeded lost its rewrites there.
rw_fallbacks() {
    awk '/^qrintf: running the command unchanged: .*(failed|out of memory|temp directory)/ { why = $0; next }
         why != "" { print why; print "    " $0; why = ""; n++ }
         END { print n + 0 > "/dev/stderr" }' "$1/build.log" 2>&1 >"$1/fallbacks"
}

# rw_new_warnings PLAIN_VDIR Q_VDIR: compiler warnings of the qrintf build that the plain
# build did not give (compared without line numbers, which only the compiler decides),
# into Q_VDIR/new-warnings; prints their count.
rw_new_warnings() {
    local p=$1 q=$2
    rw_warnings "$p/build.log" "$p/src" >"$p/warnings"
    rw_warnings "$q/build.log" "$q/src" >"$q/warnings"
    comm -13 "$p/warnings" "$q/warnings" >"$q/new-warnings"
    wc -l <"$q/new-warnings"
}

rw_warnings() {
    grep -E ': (warning|error): ' "$1" | sed -e "s|$2/||g" -e 's/:[0-9][0-9]*:[0-9][0-9]*:/:/' | sort -u
}

# rw_tests_summary VDIR: "N/M" from the last "N passed, N failed" line of VDIR/tests.log.
rw_tests_summary() {
    awk '/^[0-9]+ passed, [0-9]+ failed/ { p = $1; f = $3 }
         END { if (p != "") printf "%d/%d\n", p, p + f; else print "?" }' "$1/tests.log"
}

# rw_ratio A B: B/A to two decimals.
rw_ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { if (a > 0) printf "%.2f\n", b / a; else print "-" }'
}

# rw_make_check SUMMARY [MAKE ARGS...]: `make check`; prints its log, then the line
# "P passed, F failed" that the awk program SUMMARY makes of the log; returns make's status.
rw_make_check() {
    local summary=$1 rc
    shift
    make check "$@" >check.log 2>&1
    rc=$?
    cat check.log
    awk "$summary" check.log
    return $rc
}

# rw_automake_check [MAKE ARGS...]: rw_make_check of an automake test harness, summed up
# from its "# PASS:" and "# FAIL:" (and ERROR) lines.
rw_automake_check() {
    rw_make_check '/^# (PASS|XFAIL): / { p += $3 } /^# (FAIL|XPASS|ERROR): / { f += $3 }
                   END { print p + 0 " passed, " f + 0 " failed" }' "$@"
}

# rw_ctest_check: ctest of a cmake build in ./build, summed up from its last line
# ("100% tests passed, 0 tests failed out of 19").
rw_ctest_check() {
    local rc
    (cd build && ctest --output-on-failure) >build/ctest.log 2>&1
    rc=$?
    cat build/ctest.log
    sed -n 's/.*tests passed, \([0-9]*\) tests failed out of \([0-9]*\).*/\2 \1/p' build/ctest.log |
        awk '{ print $1 - $2 " passed, " $2 " failed" }'
    return $rc
}

# rw_snapshot_qrintf: a copy of the qrintf under test (the runtime is inside the binary)
# with its compiler names, so that a rebuild during a long run cannot mix two versions.
# Sets QRINTF and QBIN to the copy, which is removed when the run ends.
rw_snapshot_qrintf() {
    local bin=$RW_WORK/bin.$$ n
    rm -rf "$bin" && mkdir -p "$bin" && cp "$QRINTF" "$bin/qrintf" || return 1
    trap 'rm -rf "$QBIN"' EXIT
    for n in gcc g++ clang clang++; do ln -s qrintf "$bin/qrintf-$n"; done
    RW_QRINTF_ID="$(sha256sum "$QRINTF" | cut -c1-12), built $(date -r "$QRINTF" '+%F %T')"
    QRINTF=$bin/qrintf QBIN=$bin
}

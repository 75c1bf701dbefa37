#!/bin/bash
# Builds real C projects from their Debian sources plainly and through qrintf, runs their
# own test suites, compares their output on fixed inputs, and prints a table of the results.
#
#   tests/realworld/run.sh            every project (make check-realworld)
#   tests/realworld/run.sh quick      a few small ones, for CI
#   tests/realworld/run.sh zlib mawk  the projects named
#   tests/realworld/run.sh table      the table again, recounted from the last run's trees
#
# Environment: QRINTF (default build/bin/qrintf), QRINTF_REALWORLD_CACHE (Debian sources,
# default /var/cache/qrintf-realworld), QRINTF_REALWORLD_WORK (scratch trees, kept for a
# look after the run, default $CACHE/work), QRINTF_REALWORLD_OUT (results.tsv, table.md,
# default build/realworld), QRINTF_REALWORLD_JOBS (make -j, default nproc),
# QRINTF_REALWORLD_COMPILERS (instead of each project's list, e.g. "gcc").
# Run from the repository root, as root the first time (apt-get source, build deps).
RW_HOME=$(cd "$(dirname "$0")" && pwd)
. "$RW_HOME/lib.sh"
QRINTF=${QRINTF:-$PWD/build/bin/qrintf}
case $QRINTF in /*) ;; *) QRINTF=$PWD/$QRINTF ;; esac
RW_OUT=${QRINTF_REALWORLD_OUT:-$PWD/build/realworld}

# NAME:CC,CC builds NAME with those compilers only; lua5.4 builds every file as C and C++.
QUICK="lua5.4:gcc zlib cjson"
ALL="lua5.4 zlib cjson mawk bc pcre2 gawk jansson"

# rw_project NAME[:CC,CC]: every compiler of one project (or those named); appends rows to
# $RW_OUT/results.tsv.
rw_project() {
    local only=
    case $1 in *:*) only=${1#*:} only=${only//,/ }; set -- "${1%%:*}" ;; esac
    (
        . "$RW_HOME/projects/$1.sh" || exit 1
        [ -n "$only" ] && COMPILERS=$only
        declare -F fetch >/dev/null || fetch() { rw_fetch "$PKG"; }
        rw_need_pkgs $DEPS || { rw_row "$1" - "missing deps"; exit 1; }
        RW_SRC=$(fetch) || { rw_row "$1" - "fetch failed"; exit 1; }
        for cc in ${QRINTF_REALWORLD_COMPILERS:-${COMPILERS:-gcc}}; do
            rw_project_with "$1" "$cc"
        done
    )
}

# rw_project_with NAME CC: plain and qrintf builds with CC, tests, comparison, one row.
rw_project_with() {
    local name=$1 cc=$2 p=$RW_WORK/$1/plain-$2 q=$RW_WORK/$1/qrintf-$2
    local counts tests=- cmp=- warn=- fb tp tq
    rw_log "$name: plain $cc build"
    if ! rw_build_variant plain "$cc" "$p"; then
        rw_log "$name: plain build failed, see $p"
        rw_row "$name" "$cc" plain-FAIL
        return
    fi
    rw_log "$name: qrintf $cc build"
    rw_build_variant qrintf "$cc" "$q"
    local built=$? tw="- -"
    counts=$(rw_count_notes "$q")
    fb=$(rw_fallbacks "$q")
    tp=$(rw_sum_times "$p/times") tq=$(rw_sum_times "$q/times")
    if [ $built != 0 ]; then
        rw_row "$name" "$cc" FAIL $counts - - - "$fb" $tp $tq $tw
        return
    fi
    # built again from scratch with the converters the first build compiled: every build
    # after a machine's first with the same compiler and options. Then the plain build and
    # this one once more, in turn: the CPU times compared are the lower of each pair.
    rw_log "$name: qrintf $cc build again, converters cached"
    if rw_build_variant qrintf "$cc" "$q-again" "$q/cache"; then
        rw_log "$name: plain and qrintf $cc builds once more, for their times"
        rw_build_variant plain "$cc" "$p-again" && tp=$(rw_faster_times "$p/times" "$p-again/times")
        rw_build_variant qrintf "$cc" "$q-again2" "$q/cache" &&
            tw=$(rw_faster_times "$q-again/times" "$q-again2/times") || tw=$(rw_sum_times "$q-again/times")
        rm -rf "$p-again" "$q-again2"
    fi
    warn=$(rw_new_warnings "$p" "$q")
    rw_log "$name: qrintf $cc tests"
    tests=$(rw_tests_verdict "$p" "$q")
    if declare -F compare >/dev/null; then
        rw_run_compare "$p"
        rw_run_compare "$q"
        if diff -r "$p/out" "$q/out" >"$q/compare.diff" 2>&1; then cmp=same; else cmp=DIFF; fi
    fi
    rw_row "$name" "$cc" ok $counts "$tests" "$cmp" "$warn" "$fb" $tp $tq $tw
}

# rw_tests_verdict P_VDIR Q_VDIR: the qrintf build's test result; when it fails, the plain
# build's tests run too, to tell a qrintf failure from one of the environment.
rw_tests_verdict() {
    local p=$1 q=$2
    if rw_run_tests "$q"; then
        rw_tests_summary "$q"
    elif rw_run_tests "$p"; then
        echo "FAIL $(rw_tests_summary "$q")"
    else
        echo "FAIL (plain too) $(rw_tests_summary "$q")"
    fi
}

# rw_row NAME CC BUILD [SITES REWROTE PARTIAL UNCHANGED TESTS CMP WARN FALLBACKS TP_REAL TP_CPU TQ_REAL TQ_CPU TA_REAL TA_CPU]
rw_row() {
    local IFS=$'\t'
    echo "$*" >>"$RW_OUT/results.tsv"
}

# rw_table: results.tsv as a text table on stdout and as markdown in table.md. Times are
# the configure and build steps in seconds, wall clock; the ratios are qrintf over plain,
# in wall clock and in CPU time (user + system, steadier on a busy machine): the first
# build, whose compiles fill the cache of compiled converters, and the build again from
# scratch that finds them there ("again"). The plain build and the build again ran twice
# each, in turn, and count with the lower CPU time of the two.
rw_table() {
    {
        echo "# qrintf on real projects"
        echo
        echo "qrintf $RW_QRINTF_ID; $(gcc --version | head -1); $(clang --version | head -1);"
        echo "make -j$RW_JOBS on $(nproc) cores; times in seconds (configure and build steps)."
        echo
    } >"$RW_OUT/table.md"
    awk -F'\t' -v md="$RW_OUT/table.md" '
        function ratio(a, b) { return a > 0 && b > 0 ? sprintf("%.2f", b / a) : "-" }
        function emit(c,    i, line) {
            line = "|"
            for (i = 1; i <= 17; i++) line = line " " c[i] " |"
            print line >> md
            printf "%-7s %-5s %5s %5s %5s %5s %-5s %-10s %-6s %4s %4s %7s %7s %5s %5s %7s %5s\n",
                c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9], c[10], c[11], c[12], c[13], c[14], c[15], c[16], c[17]
        }
        BEGIN {
            split("project|cc|sites|rewrote|partial|left|build|tests|output|new warnings|fallbacks|plain s|qrintf s|wall ratio|cpu ratio|again s|again cpu ratio", c, "|")
            line = "|"; for (i = 1; i <= 17; i++) line = line " " c[i] " |"; print line >> md
            print "|---|---|--:|--:|--:|--:|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|" >> md
            printf "%-7s %-5s %5s %5s %5s %5s %-5s %-10s %-6s %4s %4s %7s %7s %5s %5s %7s %5s\n", "project", "cc",
                "sites", "rewr", "part", "left", "build", "tests", "output", "warn", "fall", "plain s", "qrintf s", "wall", "cpu",
                "again s", "cpu"
        }
        {
            for (i = NF + 1; i <= 17; i++) $i = "-"
            c[1] = $1; c[2] = $2; c[3] = $4; c[4] = $5; c[5] = $6; c[6] = $7; c[7] = $3
            c[8] = $8; c[9] = $9; c[10] = $10; c[11] = $11; c[12] = $12; c[13] = $14
            c[14] = ratio($12, $14); c[15] = ratio($13, $15); c[16] = $16; c[17] = ratio($13, $17)
            emit(c)
        }' "$RW_OUT/results.tsv"
}

# rw_reasons PROJECT...: why calls were left unchanged, per project and compiler (markdown).
rw_reasons() {
    local p s
    echo
    echo "## Calls left unchanged, by reason"
    echo
    for p in "$@"; do
        for s in "$RW_WORK/$p"/qrintf-*/sites; do
            [ -f "$s" ] || continue
            s=${s%/sites}
            echo "- $p (${s##*/qrintf-}): $(awk -F'\t' '$2 == "unchanged" { n[$3]++ }
                END { for (r in n) printf "%s%s: %d", (k++ ? "; " : ""), r, n[r]; if (!k) printf "none" }' "$s/sites")"
        done
    done
}

# rw_retable: results.tsv with the notes and fallbacks counted again from the trees (a tree
# with no notes.log, built before the notes had a file of their own, keeps its row).
rw_retable() {
    local f c q
    while IFS=$'\t' read -r -a f; do
        q=$RW_WORK/${f[0]}/qrintf-${f[1]}
        if [ -f "$q/build.log" ] && [ -f "$q/notes.log" ] && [ "${#f[@]}" -ge 15 ]; then
            IFS=' ' read -r -a c <<<"$(rw_count_notes "$q")"
            f[3]=${c[0]} f[4]=${c[1]} f[5]=${c[2]} f[6]=${c[3]} f[10]=$(rw_fallbacks "$q")
        fi
        (IFS=$'\t'; echo "${f[*]}")
    done <"$RW_OUT/results.tsv" >"$RW_OUT/results.tsv.new" && mv "$RW_OUT/results.tsv.new" "$RW_OUT/results.tsv"
    rw_table
    rw_reasons $(cut -f1 "$RW_OUT/results.tsv" | uniq) >>"$RW_OUT/table.md"
    rw_verdict
}

# rw_verdict: one build passes when it built, its tests passed, its output was the same as
# the plain build's, and it gave no new warning and no fallback. Exit status 1 if any failed.
rw_verdict() {
    awk -F'\t' '{ if ($3 == "ok" && $8 !~ /FAIL/ && $9 != "DIFF" && $10 == 0 && $11 == 0) p++; else f++ }
        END { print "realworld: " p + 0 " passed, " f + 0 " failed"; exit f > 0 }' "$RW_OUT/results.tsv"
}

main() {
    local projects start p
    if [ "$1" = table ]; then
        RW_QRINTF_ID=$(cat "$RW_OUT/qrintf-id" 2>/dev/null || echo "(not recorded)")
        rw_retable
        exit
    fi
    case $1 in
    quick) projects=$QUICK ;;
    "" | all) projects=$ALL ;;
    *) projects="$*" ;;
    esac
    [ -x "$QRINTF" ] || { rw_log "no $QRINTF: run make first"; exit 1; }
    rw_need_pkgs $BASE_DEPS || exit 1
    mkdir -p "$RW_OUT" "$RW_WORK" && : >"$RW_OUT/results.tsv" || exit 1
    rw_snapshot_qrintf && echo "$RW_QRINTF_ID" >"$RW_OUT/qrintf-id" || exit 1
    start=$(date +%s)
    for p in $projects; do
        rw_project "$p"
    done
    rw_table
    rw_reasons $(cut -f1 "$RW_OUT/results.tsv" | uniq) >>"$RW_OUT/table.md"
    echo "realworld: $(($(date +%s) - start)) s; logs and trees in $RW_WORK; table in $RW_OUT/table.md"
    rw_verdict
}

BASE_DEPS="dpkg-dev gcc g++ clang make"
main "$@"

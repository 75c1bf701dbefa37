#!/bin/sh
# run.sh: differential test. Programs of random sprintf/snprintf calls (gen.c) are built
# plainly, against glibc, and through qrintf; their outputs must be identical.
#   sh tests/diff/run.sh        fixed seeds: gcc and clang, each at -O0, -Os and -O2
#   sh tests/diff/run.sh long   seed QRINTF_SEED (default: the time), QRINTF_COUNT calls,
#                               levels QRINTF_LEVELS (default "2 2 2 0")
#   sh tests/diff/run.sh cross [TARGET...]   each target of tests/cross.sh (default: all
#                               that are installed), against its plain build, under qemu-user
#                               where it is another architecture; its rewrites must be the
#                               x86-64 compiler's (the QRINTF_REPORT notes)
# QRINTF_BIN: the directory holding qrintf (default build/bin).
# QRINTF_SANITIZE=1: both sides built with ASan and UBSan, clang only.
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=${QRINTF_BIN:-$root/build/bin}
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
mode=${1:-default}
sanitize=${QRINTF_SANITIZE:-}
per_file=500       # calls per generated file: bounds the compilers' time and memory
show_max=3         # mismatching calls shown per file
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
. "$root/tests/cross.sh"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/qrintf-diff.XXXXXX") || exit 1
trap 'rm -rf "$tmp"; exit 130' INT TERM
: > "$tmp/results"

die() {
    echo "diff: $*" >&2
    echo "diff: scratch files kept in $tmp" >&2
    exit 1
}

[ -x "$bin/qrintf" ] || die "no qrintf in $bin (run make, or set QRINTF_BIN)"
cc -std=c11 -O2 -Wall -Wextra -pedantic "$here/gen.c" -o "$tmp/gen" -lm ||
    die "cannot build the generator"
if command -v timeout >/dev/null 2>&1; then run_limit="timeout 300"; else run_limit=; fi

# compile_flags CC SIDE: flags of the reference (ref) or the qrintf (new) build.
# Both use -fno-printf-return-value with gcc: gcc 12 folds some sprintf return values
# wrongly (sprintf(b, "\t[%-.a", -1e-300) becomes 12, glibc says 11), and a call qrintf
# leaves unchanged must not fail for that. -fno-builtin keeps the reference from turning
# calls into strcpy and the like: glibc at run time is the oracle.
compile_flags() {
    f="-w"
    [ -n "$sanitize" ] &&
        f="$f -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
    case $1 in *gcc*) f="$f -fno-printf-return-value" ;; esac
    [ "$2" = ref ] && f="$f -fno-builtin"
    echo "$f"
}

# is_cross LABEL: LABEL names a target of tests/cross.sh, not a compiler.
is_cross() {
    case " $cross_targets " in *" $1 "*) return 0 ;; esac
    return 1
}

# cc_of LABEL, run_of LABEL: the compiler command, and what runs its programs.
cc_of() {
    if is_cross "$1"; then cross_cc "$1"; else echo "$1"; fi
}
run_of() {
    is_cross "$1" && cross_run "$1"
}

# build BASE LABEL OPT: both builds of BASE.c, run in the background; statuses go to files.
# For a cross target, also the x86-64 compiler's notes on the same file (-E: no build).
build() {
    cc=$(cc_of "$2")
    $cc -O$3 $(compile_flags "$cc" ref) "$1.c" -o "$1.ref" 2> "$1.ref.err"
    echo $? > "$1.ref.status"
    QRINTF_REPORT=1 "$bin/qrintf" $cc -O$3 $(compile_flags "$cc" new) "$1.c" -o "$1.new" \
        2> "$1.new.err"
    echo $? > "$1.new.status"
    is_cross "$2" || return 0
    host=$(cross_host "$2")
    QRINTF_REPORT=1 "$bin/qrintf" $host -O$3 $(compile_flags "$host" new) -E "$1.c" -o /dev/null \
        2> "$1.host.err"
}

# notes_differ BASE: the number of calls whose QRINTF_REPORT notes say another outcome
# than the x86-64 compiler's (0 without a cross target). Only the place, the outcome and
# the callee count: the formats' text may differ (PRId64 is "lld" on ILP32, "ld" on LP64).
notes_differ() {
    [ -e "$1.host.err" ] || { echo 0; return; }
    for side in host new; do
        grep 'note: qrintf:' "$1.$side.err" |
            sed -e 's/\(rewrote [a-z_]*\) .*/\1/' -e 's/\(unchanged\):.*/\1/' > "$1.$side.notes"
    done
    diff "$1.host.notes" "$1.new.notes" > "$1.notes.diff"
    grep -c '^>' "$1.notes.diff"
}

# result LABEL CALLS REWRITTEN PARTIAL UNCHANGED MISMATCHES
result() {
    echo "$1|$2|$3|$4|$5|$6" >> "$tmp/results"
}

# show_mismatches BASE GEN_ARGS: the first differing calls, with their source text.
# Long lines are shown around their first difference.
show_mismatches() {
    awk -v max="$show_max" '
        function window(s, p,   from) {
            if (length(s) <= 300) return s
            from = p > 100 ? p - 100 : 1
            return (from > 1 ? "..." : "") substr(s, from, 300) (from + 300 <= length(s) ? "..." : "")
        }
        NR == FNR { ref[FNR] = $0; n = FNR; next }
        { got[FNR] = $0; m = FNR }
        END {
            for (i = 1; i <= (n > m ? n : m) && shown < max; i++) {
                if (ref[i] == got[i]) continue
                for (p = 1; substr(ref[i], p, 1) == substr(got[i], p, 1); p++) ;
                split(ref[i] != "" ? ref[i] : got[i], w, " ")
                print w[1] "\t" window(ref[i], p) "\t" \
                      (i <= m ? window(got[i], p) : "(missing: the program stopped)")
                shown++
            }
        }' "$1.ref.out" "$1.new.out" |
    while IFS='	' read -r idx exp act; do
        echo "  call $idx (gen $2, $1.c):"
        awk -v a="/* call $idx */" -v b="/* end $idx */" '
            index($0, a) { p = 1 } p { print "    | " $0 } index($0, b) { p = 0 }' "$1.c"
        echo "    expected: $exp"
        echo "    actual:   $act"
    done
}

# count_diffs BASE: output lines that differ or are missing.
count_diffs() {
    awk 'NR == FNR { ref[FNR] = $0; n = FNR; next } { if (ref[FNR] != $0) d++; m = FNR }
         END { print d + (n > m ? n - m : 0) }' "$1.ref.out" "$1.new.out"
}

# compare CC OPT SEED COUNT: runs both programs of a built file and records the result.
# The files stay only when something is wrong.
compare() {
    label="$1 -O$2${sanitize:+ asan}" base=$tmp/$1-O$2-$3
    [ "$(cat "$base.ref.status")" = 0 ] ||
        { head -20 "$base.ref.err" >&2; die "$label: reference build failed ($base.c)"; }
    if [ "$(cat "$base.new.status")" != 0 ]; then
        echo "diff $label: FAIL: qrintf build failed (gen $3 $4, $base.c):"
        grep -v 'note: qrintf:' "$base.new.err" | head -20 | sed 's/^/    /'
        result "$label" 0 0 0 0 "$4"
        return
    fi
    runner=$(run_of "$1")
    $run_limit $runner "$base.ref" > "$base.ref.out" 2> "$base.ref.run" ||
        { head -20 "$base.ref.run" >&2; die "$label: reference program failed ($base.ref)"; }
    $run_limit $runner "$base.new" > "$base.new.out" 2> "$base.new.run"
    status=$?
    rew=$(grep -c 'note: qrintf: rewrote' "$base.new.err")
    part=$(grep -c 'note: qrintf: partially rewrote' "$base.new.err")
    unch=$(grep -c 'note: qrintf: left .*unchanged' "$base.new.err")
    # Without notes, the runtime's symbols in the binary tell whether anything was rewritten.
    [ $((rew + part + unch)) = 0 ] && nm "$base.new" 2>/dev/null | grep -q ' qrintf_' &&
        : > "$tmp/seen"
    bad=0
    # most calls are rewritten (the generator's unsupported directives are a few in a
    # hundred): far fewer means that a step failed and the command ran unchanged
    if [ $((rew + part + unch)) != 0 ] && [ $((2 * (rew + part))) -lt $((rew + part + unch)) ]; then
        bad=$((rew + part + unch))
        echo "diff $label: FAIL: only $((rew + part)) of $((rew + part + unch)) calls rewritten (gen $3 $4):"
        grep -v 'note: qrintf:' "$base.new.err" | head -5 | sed 's/^/    /'
    fi
    if [ $status != 0 ] || ! cmp -s "$base.ref.out" "$base.new.out"; then
        differ=$(count_diffs "$base")
        [ "$differ" = 0 ] && differ=1
        bad=$((bad + differ))
        echo "diff $label: MISMATCH: $differ calls differ (gen $3 $4)"
        if [ $status != 0 ]; then
            echo "  the qrintf-built program exited with status $status:"
            head -20 "$base.new.run" | sed 's/^/    /'
        fi
        show_mismatches "$base" "$3 $4"
    fi
    other=$(notes_differ "$base")
    if [ "$other" != 0 ]; then
        echo "diff $label: MISMATCH: $other calls rewritten otherwise than by x86-64 $(cross_host "$1") (gen $3 $4):"
        grep '^[<>]' "$base.notes.diff" | head -6 | sed 's/^/    /'
        bad=$((bad + other))
    fi
    result "$label" "$(grep -c ' r=' "$base.ref.out")" "$rew" "$part" "$unch" "$bad"
    [ "$bad" = 0 ] && rm -f "$base".*
}

# summarize [PREFIX]: one line per configuration in first-seen order, then the total.
summarize() {
    awk -F'|' '
        function line(name, k) {
            printf "diff %s: %d calls compared, %d rewritten, %d partially, %d unchanged, %d mismatches\n",
                   name, c[k], rw[k], pa[k], un[k], bad[k]
        }
        !($1 in c) { order[++n] = $1 }
        { c[$1] += $2; rw[$1] += $3; pa[$1] += $4; un[$1] += $5; bad[$1] += $6
          c[""] += $2; rw[""] += $3; pa[""] += $4; un[""] += $5; bad[""] += $6 }
        END { for (i = 1; i <= n; i++) line(order[i], order[i]); line("total", "") }' "$tmp/results"
}

# run_tasks: builds the files listed in $tmp/tasks ("CC OPT SEED COUNT" lines) jobs at a time,
# then runs and compares each batch.
run_tasks() {
    batch= n=0 done_files=0
    total=$(wc -l < "$tmp/tasks")
    while read -r cc opt seed count; do
        "$tmp/gen" "$seed" "$count" > "$tmp/$cc-O$opt-$seed.c" || die "generator failed (seed $seed)"
        build "$tmp/$cc-O$opt-$seed" "$cc" "$opt" < /dev/null &
        batch="$batch $cc:$opt:$seed:$count" n=$((n + 1))
        [ $n -ge "$jobs" ] && finish_batch
    done < "$tmp/tasks"
    finish_batch
}

finish_batch() {
    [ $n = 0 ] && return
    wait
    for t in $batch; do
        compare $(echo "$t" | tr : ' ')
    done
    done_files=$((done_files + n)) batch= n=0
    [ "$mode" = long ] &&
        echo "diff long: $done_files/$total files: $(summarize | tail -1 | sed 's/^diff total: //')"
}

# add_tasks LABEL OPT FIRST_SEED FILES [COUNT]: FILES files of COUNT calls (default per_file).
add_tasks() {
    if is_cross "$1" && ! cross_usable "$1" "$tmp"; then
        echo "diff $1 -O$2: skipped, $(cross_cc "$1") does not build and run programs here"
        return
    elif ! is_cross "$1" && ! command -v "$1" >/dev/null 2>&1; then
        echo "diff $1 -O$2: skipped, $1 not found"
        return
    fi
    i=0
    while [ $i -lt "$4" ]; do
        echo "$1 $2 $(($3 + i)) ${5:-$per_file}" >> "$tmp/tasks"
        i=$((i + 1))
    done
}

: > "$tmp/tasks"
case $mode in
long)
    # Each file with gcc and clang, at the optimization levels of QRINTF_LEVELS in turn
    # (default: -O2 three times in four, else -O0). Call-dense files compile slowly at -O2,
    # where the runtime is inlined into every call; "0" makes a million calls affordable.
    seed=${QRINTF_SEED:-$(date +%s)}
    count=${QRINTF_COUNT:-100000}
    levels=${QRINTF_LEVELS:-2 2 2 0}
    files=$(((count + per_file - 1) / per_file))
    echo "diff long: seed $seed, $count calls in $files files of $per_file, each built by" \
         "gcc and clang at -O of: $levels (reproduce: QRINTF_SEED=$seed QRINTF_COUNT=$count" \
         "QRINTF_LEVELS='$levels' sh tests/diff/run.sh long)"
    k=0
    while [ $k -lt $files ]; do
        n=$((count - k * per_file < per_file ? count - k * per_file : per_file))
        set -- $levels
        shift $((k % $#))
        add_tasks gcc "$1" $((seed + k)) 1 $n
        add_tasks clang "$1" $((seed + k)) 1 $n
        k=$((k + 1))
    done ;;
default)
    if [ -n "$sanitize" ]; then
        add_tasks clang 0 9001 5
        add_tasks clang 2 9101 5
    else
        add_tasks gcc 0 1001 5
        add_tasks gcc s 1501 5
        add_tasks gcc 2 2001 10
        add_tasks clang 0 3001 5
        add_tasks clang s 3501 5
        add_tasks clang 2 4001 10
    fi ;;
cross)
    # A few thousand calls per target: -O2, where the runtime is inlined, and -O0.
    shift
    for t in ${*:-$cross_targets}; do
        is_cross "$t" || { echo "diff: no target $t in tests/cross.sh" >&2; exit 2; }
        add_tasks "$t" 2 5001 4
        add_tasks "$t" 0 6001 2
    done ;;
*)
    echo "usage: sh tests/diff/run.sh [long | cross [TARGET...]]" >&2
    exit 2 ;;
esac

run_tasks
summarize
set -- $(awk -F'|' '{ r += $3 + $4; b += $6 } END { print r + 0, b + 0 }' "$tmp/results")
if [ "$1" = 0 ] && [ ! -e "$tmp/seen" ]; then
    echo "diff: FAIL: qrintf rewrote nothing"
    echo "diff: scratch files kept in $tmp"
    exit 1
fi
if [ "$2" != 0 ]; then
    echo "diff: scratch files kept in $tmp"
    exit 1
fi
rm -rf "$tmp"

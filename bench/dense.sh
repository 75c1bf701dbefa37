#!/bin/sh
# dense.sh: the build cost of one translation unit (part of make bench-build). Generates a
# call-dense file (240 calls over 20 everyday formats, 10 calls per function), a file of
# one %d call and a small program of 6 calls, and compiles each plainly and through
# qrintf with gcc and clang, side by side: compile CPU time (best of BENCH_RUNS of the
# mean of 5 compiles, 10 for the small files: the shell counts hundredths of a second)
# and code size (.text sections), and their ratios; also the CPU time of the compiler's
# two runs alone, preprocessing and then compiling the text unchanged, the floor of any
# rewriting. qrintf's times are with its compiled converters in the cache (QRINTF_CACHE_DIR),
# as every compile but the first finds them; "first compile" is the one that fills it.
#   BENCH_RUNS   compiles of each kind (default 3)    QRINTF   default build/bin/qrintf
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
runs=${BENCH_RUNS:-3}
qrintf=${QRINTF:-$root/build/bin/qrintf}
case $qrintf in /*) ;; *) qrintf=$root/$qrintf ;; esac
work=$(mktemp -d "${TMPDIR:-/tmp}/qrintf-dense.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
QRINTF_CACHE_DIR=$work/cache  # the compiled converters, emptied before each row's first compile
export QRINTF_CACHE_DIR

# The formats, one a line: format|arguments, read from the record e as log and report
# lines read theirs (K is the call's number).
formats='%d|e->n[K % 8]
%u|e->u[K % 8]
%s|e->name[K % 4]
%s:%d|e->host, e->port
%u.%u.%u.%u|e->ip[0], e->ip[1], e->ip[2], e->ip[3]
%08x|e->u[K % 8] ^ e->flags
%5d|%-8s|%08lx|e->n[K % 8], e->name[K % 4], e->id
HTTP/1.1 %d %s\r\n|e->status, e->reason
%s=%s\n|e->name[K % 4], e->value[K % 4]
%ld|e->id - K
%llu|e->total
%zu|e->len[K % 4]
%02d:%02d:%02d|e->t / 3600 % 24, e->t / 60 % 60, e->t % 60
[%s] %s: %d|e->level, e->name[K % 4], e->n[K % 8]
%x|e->flags
%-10s|%6u|e->name[K % 4], e->u[K % 8]
%c%c|e->name[0][0], e->name[1][0]
%p|(void *)e->name[K % 4]
key %s value %d len %zu|e->name[K % 4], e->n[K % 8], e->len[K % 4]
%lu bytes|(unsigned long)e->len[K % 4]'

# gen_dense N: N calls, formats in turn (one format in three by sprintf, the others by
# snprintf), in functions of ten calls each, each writing at
# the end of what the one before it wrote.
gen_dense() {
    echo '#include <stdio.h>'
    echo 'struct rec { int n[8], port, status, t; unsigned u[8], flags; unsigned char ip[4];'
    echo '             long id; unsigned long long total; size_t len[4];'
    echo '             const char *name[4], *value[4], *host, *reason, *level; };'
    printf '%s\n' "$formats" | awk -F'|' -v n="$1" '
        { f[NR - 1] = $0 } END {
            for (i = 0; i < n; i++) {
                if (i % 10 == 0)
                    printf "size_t f%d(char *b, size_t n, const struct rec *e)\n{\n    size_t at = 0;\n", i / 10
                k = i % NR; split(f[k], p, "|"); args = p[length(p)]
                fmt = substr(f[k], 1, length(f[k]) - length(args) - 1)
                gsub(/K/, i, args)
                if (k % 3 == 0)
                    printf "    at += (size_t)sprintf(b + at, \"%s\", %s);\n", fmt, args
                else
                    printf "    at += (size_t)snprintf(b + at, n - at, \"%s\", %s);\n", fmt, args
                if (i % 10 == 9 || i == n - 1)
                    printf "    return at;\n}\n"
            }
        }'
}

# A file of one %d call, and a newcomer's small program with one %.3f.
gen_one() {
    printf '#include <stdio.h>\nint f(char *b, int d) { return sprintf(b, "%%d", d); }\n'
}
gen_hello() {
    cat <<'EOF'
#include <stdio.h>
int main(int argc, char **argv)
{
    char line[128], name[32], t[16];
    double ms = argc * 1.25;
    snprintf(name, sizeof name, "%s", argv[0]);
    snprintf(t, sizeof t, "%02d:%02d", argc, argc + 1);
    sprintf(line, "%s: %d args", name, argc);
    puts(line);
    snprintf(line, sizeof line, "took %.3f ms", ms);
    puts(line);
    snprintf(line, sizeof line, "%s|%5d|%08x", t, argc, (unsigned)argc);
    puts(line);
    return snprintf(NULL, 0, "%lu", (unsigned long)argc) > 1;
}
EOF
}

# cpu N CMD...: sets best to the least CPU time (user + system, s) of one run of CMD, as
# the mean of N runs in a row (the shell counts in hundredths), best of runs such means.
cpu() {
    n=$1
    shift
    best=
    i=0
    while [ $i -lt "$runs" ]; do
        times >"$work/t0"
        k=0
        while [ $k -lt "$n" ]; do
            "$@" >/dev/null 2>&1 || { echo "dense: failed: $*" >&2; exit 1; }
            k=$((k + 1))
        done
        times >"$work/t1"
        t=$(cat "$work/t0" "$work/t1" | awk -v n="$n" 'NR == 2 || NR == 4 {
                s = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); s += t[1] * 60 + t[2] }
                v[NR] = s } END { printf "%.4f", (v[4] - v[2]) / n }')
        best=$(awk -v a="$best" -v b="$t" 'BEGIN { print (a == "" || b < a) ? b : a }')
        i=$((i + 1))
    done
}

text_bytes() {
    size -A "$1" | awk '$1 ~ /^\.text/ { s += $2 } END { print s + 0 }'
}

# two_runs SRC: the two runs of the compiler that a rewritten file takes, with nothing
# rewritten: the preprocessor on its own, then the compile of its text unchanged (as the
# driver runs them, with cc and opt of the row). What no rewriting can go below.
two_runs() {
    $cc $opt -E "$1" -o "$work/pp.i" && $cc $opt -x cpp-output -c "$work/pp.i" -o "$work/pp.o"
}

# row CC OPT NAME: compiles NAME.c both ways and prints one table row.
row() {
    cc=$1 opt=$2 name=$3 src=$work/$3.c
    reps=5
    [ "$name" = dense ] || reps=10
    cpu $reps $cc $opt -c "$src" -o "$work/p.o"
    pc=$best
    cpu $reps two_runs "$src"
    tc=$best
    rm -rf "$QRINTF_CACHE_DIR"
    cpu_runs=$runs runs=1
    cpu 1 "$qrintf" $cc $opt -c "$src" -o "$work/q.o"
    first=$best runs=$cpu_runs
    cpu $reps "$qrintf" $cc $opt -c "$src" -o "$work/q.o"
    qc=$best
    QRINTF_REPORT=1 "$qrintf" $cc $opt -c "$src" -o "$work/q.o" 2>"$work/notes"
    pt=$(text_bytes "$work/p.o") qt=$(text_bytes "$work/q.o")
    printf '| %s | %s | %s | %d | %s | %s | %.2f | %s | %.2f | %s | %s | %s | %.2f |\n' "$name" "$cc" "$opt" \
        "$(grep -c 'qrintf: rewrote\|qrintf: partially' "$work/notes")" "$pc" "$qc" \
        "$(awk -v a="$pc" -v b="$qc" 'BEGIN { print (a > 0 ? b / a : 0) }')" "$tc" \
        "$(awk -v a="$pc" -v b="$tc" 'BEGIN { print (a > 0 ? b / a : 0) }')" "$first" "$pt" "$qt" \
        "$(awk -v a="$pt" -v b="$qt" 'BEGIN { print (a > 0 ? b / a : 0) }')"
}

[ -x "$qrintf" ] || { echo "dense: no qrintf at $qrintf (run make)" >&2; exit 1; }
gen_dense 240 >"$work/dense.c"
gen_one >"$work/one.c"
gen_hello >"$work/hello.c"
echo "| file | cc | opt | rewritten | cpu plain s | cpu qrintf s | cpu ratio | cpu two runs s | two runs ratio | first compile s | text plain | text qrintf | text ratio |"
echo "|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|"
for cc in gcc clang; do
    command -v $cc >/dev/null 2>&1 || { echo "dense: $cc not found, skipped" >&2; continue; }
    for opt in -O2 -Os; do row $cc $opt dense; done
    for opt in -O0 -O2; do row $cc $opt one; row $cc $opt hello; done
done

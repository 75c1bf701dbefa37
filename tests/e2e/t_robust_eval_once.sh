# Each argument, '*' width and precision, destination and size included, is evaluated once
# and before anything is written: counters and output equal the plain build's (gcc, clang,
# as C++ too; -O0, -O2), and the report shows the calls were rewritten.
. "$(dirname "$0")/lib.sh"
FIX=$E2E_DIR/fixtures/robust
cp "$FIX/evalonce.c" evalonce.c
cp "$FIX/evalonce.c" evalonce.cc
NOTE=': note: qrintf: \(partially \)\{0,1\}rewrote '

ref_flags() {  # gcc's sprintf return value folding is no reference (DESIGN.md)
    case $1 in gcc | g++) echo -fno-printf-return-value ;; esac
}

# The calls in the fixture, one a line, at file:line:col (the VLA one is C only).
awk '{ c = index($0, "= sprintf("); if (!c) c = index($0, "= snprintf(");
       if (c) print FILENAME ":" NR ":" (c + 2) }' evalonce.c >sites.c
sed 's/^evalonce\.c:/evalonce.cc:/' sites.c >sites.all
grep -n 'sizeof(char\[' evalonce.cc | cut -d: -f1 >vla.line
grep -v "^evalonce.cc:$(cat vla.line):" sites.all >sites.cc
[ "$(wc -l <sites.c)" -ge 20 ] || fail "fixture: only $(wc -l <sites.c) call sites found"

check() {  # check CC SRC OPT
    cc=$1 src=$2 opt=$3
    tag="$cc $opt $src"
    "$cc" $opt $(ref_flags "$cc") "$src" -o plain 2>plain.err ||
        { fail "$tag: plain build failed"; cat plain.err; return; }
    QRINTF_REPORT=1 "$QRINTF" "$cc" $opt "$src" -o ours 2>ours.err ||
        { fail "$tag: qrintf build failed"; cat ours.err; return; }
    while read -r site; do
        grep -q "^$site$NOTE" ours.err || fail "$tag: the call at $site was not rewritten"
    done <"sites.${src##*.}"
    run_to plain ./plain
    run_to ours ./ours
    same_run plain ours "$tag: program"
}

for opt in -O0 -O2; do
    for cc in $C_COMPILERS; do check "$cc" evalonce.c "$opt"; done
    for cc in $CXX_COMPILERS; do check "$cc" evalonce.cc "$opt"; done
done
tmp_empty "evaluated once"
done_test

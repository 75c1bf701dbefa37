# Each argument, '*' width and precision, destination and size included, is evaluated once
# and before anything is written: counters and output equal the plain build's (gcc, clang,
# as C++ too; -O0, -O2), and the report shows the calls were rewritten.
. "$(dirname "$0")/lib.sh"
FIX=$E2E_DIR/fixtures/robust
cp "$FIX/evalonce.c" evalonce.c
cp "$FIX/evalonce.c" evalonce.cc
NOTE=': note: qrintf: \(partially \)\{0,1\}rewrote '

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

check_all check evalonce.c evalonce.cc
tmp_empty "evaluated once"
done_test

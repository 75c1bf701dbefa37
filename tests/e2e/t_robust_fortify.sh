# _FORTIFY_SOURCE=2 and =3 still catch overflows of a local array, a struct member and a
# malloc'd buffer: for every text length the rewritten program prints, exits and dies as the
# plain one does (gcc, clang, and g++ whose glibc wrappers fortify too), and its calls are
# rewritten, so the fast path is what runs when the text fits; a destination that does
# more than name the buffer leaves its call as it is, and gcc's checks still fire.
. "$(dirname "$0")/lib.sh"
FIX=$E2E_DIR/fixtures/robust
cp "$FIX/fortify.c" fortify.c
cp "$FIX/fortify.c" fortify.cc
ulimit -c 0 2>/dev/null
NOTE=': note: qrintf: \(partially \)\{0,1\}rewrote '

# The call sites, line:col, from the fixture itself.
awk '/n = sn?printf\(/ { print NR ":" (index($0, "= ") + 2) }' fortify.c >sites.txt
ncases=$(grep -c 'case [0-9]*: {' fortify.c)
[ "$(wc -l <sites.txt)" -eq "$ncases" ] ||
    fail "fixture: $(wc -l <sites.txt) call sites for $ncases cases"

for cc in $C_COMPILERS g++; do
    src=fortify.c
    [ "$cc" = g++ ] && src=fortify.cc
    for lvl in 2 3; do
        tag=$cc-$lvl
        flags="-O2 -D_FORTIFY_SOURCE=$lvl"
        "$cc" $flags $(ref_flags "$cc") "$src" -o "plain-$tag" ||
            { fail "$tag: plain build failed"; continue; }
        QRINTF_REPORT=1 "$QRINTF" "$cc" $flags "$src" -o "ours-$tag" 2>"report-$tag.txt" ||
            { fail "$tag: qrintf build failed"; cat "report-$tag.txt"; continue; }
        # Every call site is rewritten (fully, or partially for the %.1f one).
        while read -r site; do
            grep -q "^$src:$site$NOTE" "report-$tag.txt" ||
                fail "$tag: no 'rewrote' note at $src:$site; report: $(cat "report-$tag.txt")"
        done <sites.txt
        if grep -v "$NOTE" "report-$tag.txt" | grep -q .; then
            fail "$tag: unexpected output while building:"
            cat "report-$tag.txt"
        fi
        c=0
        while [ "$c" -lt "$ncases" ]; do
            aborts=0
            v=
            for ch in '' a b c d e f g h i j k l m n o p; do
                v=$v$ch
                run_to p "./plain-$tag" "$c" "$v" 8
                run_to q "./ours-$tag" "$c" "$v" 8
                same_run p q "$tag case $c text '$v'"
                if [ "$(cat p.rc)" = 134 ]; then
                    aborts=$((aborts + 1))
                    grep -q '^\*\*\* buffer overflow detected \*\*\*: terminated$' p.err ||
                        fail "$tag case $c '$v': plain abort without glibc's message: $(cat p.err)"
                fi
            done
            # The test proves something only if the plain build does catch overflows:
            # everywhere except a malloc'd buffer at level 2 (its size is dynamic).
            dynamic=no
            [ "$lvl" = 2 ] && [ "$c" -ge 4 ] && [ "$c" -le 5 ] && dynamic=yes
            if [ "$aborts" -eq 0 ] && [ "$dynamic" = no ]; then
                fail "$tag case $c: the plain build never detected an overflow (test is vacuous)"
            fi
            c=$((c + 1))
        done
    done
done

# A destination that does more than name the buffer (a comma, ++, a call): the object
# size of the destination unevaluated is unknown to gcc, so such calls stay as they are
# and the checks still fire; a cast of a plain name is rewritten.
cat >acts.c <<'EOC'
#include <stdio.h>
#include <string.h>
static char slot[4];
static char *get(void) { return slot; }
int main(int argc, char **argv)
{
    char b[4];
    int i = 0, n = 0;
    (void)argc;
    switch (argv[1][0]) {
    case '0': n = sprintf((i++, b), "%s", argv[2]); break;
    case '1': n = sprintf(get(), "%s", argv[2]); break;
    case '2': n = snprintf(&b[i++], 8, "%s", argv[2]); break;
    case '3': n = sprintf((char *)b, "%s", argv[2]); break;
    }
    printf("%d %d %d\n", n, i, (int)strlen(argv[1][0] == '1' ? slot : b));
    return 0;
}
EOC
for cc in gcc g++; do
    src=acts.c
    [ "$cc" = g++ ] && { cp acts.c acts.cc; src=acts.cc; }
    "$cc" -O2 -D_FORTIFY_SOURCE=2 -w $(ref_flags "$cc") "$src" -o plain-acts || { fail "$cc acts: plain build failed"; continue; }
    QRINTF_REPORT=1 "$QRINTF" "$cc" -O2 -D_FORTIFY_SOURCE=2 -w "$src" -o ours-acts 2>report-acts.txt ||
        { fail "$cc acts: qrintf build failed"; continue; }
    [ "$(grep -c 'unchanged: under _FORTIFY_SOURCE, the destination does more' report-acts.txt)" = 3 ] ||
        fail "$cc acts: not the three acting destinations left unchanged: $(cat report-acts.txt)"
    grep -q "^$src:14:[0-9]*$NOTE" report-acts.txt || fail "$cc acts: the cast's call was not rewritten"
    for c in 0 1 2 3; do
        aborts=0
        for v in a ab abc abcd abcdefgh; do
            run_to p ./plain-acts $c $v
            run_to q ./ours-acts $c $v
            same_run p q "$cc acts case $c text '$v'"
            [ "$(cat p.rc)" = 134 ] && aborts=$((aborts + 1))
        done
        [ "$aborts" -gt 0 ] || fail "$cc acts case $c: the plain build never detected an overflow (test is vacuous)"
    done
done
tmp_empty "fortify"
done_test

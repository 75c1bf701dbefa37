# A rewritten file that warns is compiled once more, as plain compiles it, for the
# diagnostics. When the rewritten compile said only what a compiler's front end says
# (src/drv_diag.c's lists), that second compile is the front end alone (-fsyntax-only),
# unless a launcher (ccache, distcc) runs the compiler.
# Checked here: each warning of the lists comes from the front end (a sample of it says
# the same with -fsyntax-only as with -c), a file that warns only so has a front-end
# recheck and plain's diagnostics, and one that also warns from the middle or back end a
# whole recheck and plain's diagnostics.
. "$(dirname "$0")/lib.sh"
# listed KIND: the warnings of drv_front_end_KIND, one a line
listed() {
    awk -v k="drv_front_end_$1\\\\[\\\\]" '$0 ~ k { on = 1 } on {
            while (match($0, /"[^"]*"/)) { print substr($0, RSTART + 1, RLENGTH - 2); $0 = substr($0, RSTART + RLENGTH) }
        } on && /NULL};/ { exit }' "$E2E_DIR/../../src/drv_diag.c"
}
# The sample: what draws the listed warnings in both C and C++, then C's own and C++'s.
cat >both.inc <<'EOC'
#include <stddef.h>
#include <stdio.h>
int arr[4];
struct pt { int x, y; };
int eq(int a) { if ((a == 2)) return 1; return 0; }
int paren(int a, int b) { if (a = b) return 1; return 0; }
int addr(void) { return arr ? 1 : 0; }
int tpc(void) { return arr != NULL; }
int scmp(int a, unsigned b) { return a < b; }
int uval(int a) { a == 1; return a; }
int uexpr(int a) { a + 1; return a; }
int upar(int a, int b) { return a; }
int uvar(void) { int v; return 0; }
int uset(void) { int v; v = 1; return 0; }
int mfi(void) { struct pt p = { 1 }; return p.x; }
int lnot(int a, int b) { return !a == b; }
int clo(int a) { return a && 4; }
int selfa(int a) { a = a; return a; }
int mis(int a) { if (a)
    a++;
    a++; return a; }
int fmt(char *b) { return sprintf(b, "%d", "x"); }
__attribute__((deprecated)) int old(void);
int dep(void) { return old(); }
enum e { A, B };
int sw(enum e v) { switch (v) { case A: return 1; } return 0; }
int ulab(void) { unused_label: return 0; }
int tlim(unsigned u) { return u >= 0; }
int eb(int a) { if (a); return a; }
int chs(char c) { static int t[256]; return t[c]; }
int fsec(char *s) { return printf(s); }
int fextra(void) { return printf("x", 1); }
int shadow(int a) { { int a = 2; return a; } }
int noproto() { return 0; }
int cq(const char *s) { return *(char *)s; }
EOC
{ cat both.inc; cat <<'EOC'; } >sample.c
int implicit(void) { return undeclared_fn(); }
int intconv(void) { int *p = 4; return p != 0; }
int incompat(long *l) { int *p = l; return p != 0; }
int psign(unsigned char *c) { char *p = c; return p != 0; }
int dq(const char *s) { char *p = s; return *p; }
int parith(void *p) { return *(char *)(p + 1); }
EOC
{ cat both.inc; cat <<'EOC'; } >sample.cc
template <typename T> int tmpl(T a, int unused) { return a < 1; }
int use() { return tmpl(2u, 0) + tmpl(-1, 0); }
EOC
more="-Wshadow -Wpointer-arith -Wstrict-prototypes -Wmissing-prototypes -Wcast-qual -Wformat-security"
# sample CC SRC: SRC's warnings read the same with -fsyntax-only as with -c; sets drawn
# to how many of the warnings listed for CC's kind they have, missing to the others.
sample() {
    kind=gcc
    case $1 in clang*) kind=clang ;; esac
    "$1" -Wall -Wextra $more -O2 -c "$2" -o sample.o 2>full.err
    "$1" -Wall -Wextra $more -O2 -c -fsyntax-only "$2" -o sample.o 2>front.err
    same_file full.err front.err "$1: the warnings of $2 with -fsyntax-only"
    drawn=0 missing=
    for w in $(listed "$kind"); do
        if grep -q -F -- "[-W$w]" front.err; then drawn=$((drawn + 1)); else missing="$missing -W$w"; fi
    done
}
for cc in $C_COMPILERS; do
    sample "$cc" sample.c
    [ -z "$missing" ] || fail "$cc: the sample does not draw$missing"
    [ $drawn -ge 10 ] || fail "$cc: $drawn warnings listed"
done
# C++ (the lists serve both languages): the warnings C++ has, in and out of a template.
for cc in $CXX_COMPILERS; do
    sample "$cc" sample.cc
    [ $drawn -ge 10 ] || fail "$cc: the C++ sample draws $drawn of the listed warnings"
done

# Revived in preprocessed text: -Waddress (gcc) and -Wparentheses-equality (clang) of a
# macro, and a warning of the code itself (-Wunused-parameter): a front-end recheck.
cat >m.c <<'EOC'
#include <stdio.h>
#define IS(x, v) ((x) == (v))
static char name[8] = "qr";
#define HAS_NAME (name ? 1 : 0)
int f(char *b, int argc, int unused)
{
    if (IS(argc, 1) && HAS_NAME)
        return sprintf(b, "%d:%s", argc, name);
    return snprintf(b, 8, "%x", (unsigned)argc);
}
EOC
# And a middle or back end's warning besides: gcc's -Wunused-result, clang's
# -Wframe-larger-than; then the recheck is a whole compile.
cat >b.c <<'EOC'
#include <stdio.h>
#include <unistd.h>
#define IS(x, v) ((x) == (v))
static char name[8] = "qr";
#define HAS_NAME (name ? 1 : 0)
int f(char *b, int argc, int unused)
{
    volatile char big[4096];
    big[argc] = 1;
    write(1, "x", 1);
    if (IS(argc, 1) && HAS_NAME)
        return sprintf(b, "%d:%s", argc, name) + big[1];
    return snprintf(b, 8, "%x", (unsigned)argc);
}
EOC
for cc in $C_COMPILERS; do
    for src in m b; do
        flags="-O2 -Wall -Wextra -D_FORTIFY_SOURCE=2 -Wframe-larger-than=1024"
        "$cc" $flags -c $src.c -o plain.o 2>plain.err || fail "$cc $src: plain build failed"
        grep -q 'warning:' plain.err || fail "$cc $src: plain does not warn"
        QRINTF_VERBOSE=1 "$QRINTF" "$cc" $flags -c $src.c -o ours.o 2>ours.log ||
            fail "$cc $src: the qrintf build failed: $(cat ours.log)"
        grep -v '^qrintf: ' ours.log >ours.err
        same_file plain.err ours.err "$cc $src: diagnostics"
        grep -q 'rw\.i' ours.log || fail "$cc $src: not rewritten"
        refs=$(grep -c "^qrintf: .* -c $src\.c " ours.log)
        front=$(grep -c "^qrintf: .* -c -fsyntax-only $src\.c " ours.log)
        if [ $src = m ]; then
            [ "$refs:$front" = 0:1 ] || fail "$cc $src: no front-end recheck: $(grep "$src\.c" ours.log)"
        else
            [ "$refs:$front" = 1:0 ] || fail "$cc $src: no whole recheck: $(grep "$src\.c" ours.log)"
        fi
        nm ours.o | grep -q ' T f$' || fail "$cc $src: no f in the object"
    done
    # Behind a launcher, the whole compile: distcc would preprocess with -fsyntax-only,
    # which clang says it did not use.
    QRINTF_VERBOSE=1 "$QRINTF" ccache "$cc" -O2 -Wall -Wextra -c m.c -o ours.o 2>ours.log ||
        fail "$cc: the qrintf ccache build failed: $(cat ours.log)"
    [ "$(grep -c "^qrintf: ccache .* -c m\.c " ours.log)" = 1 ] ||
        fail "$cc: no whole recheck behind ccache: $(grep 'm\.c' ours.log)"
done
tmp_empty "front-end recheck"
done_test

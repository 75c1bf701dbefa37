# A rewritten file that warns is compiled once more, as plain compiles it, for the
# diagnostics. When the rewritten compile said only what a compiler's front end says
# (src/drv_diag.c's lists), that second compile is the front end alone (-fsyntax-only);
# when it said only that and what gcc's lowering passes say, a compile to link-time
# bytecode alone (-flto -fno-fat-lto-objects); either only when no launcher (ccache,
# distcc) runs the compiler.
# Checked here: each warning of the lists comes from the front end (a sample of it says
# the same with -fsyntax-only as with -c), or from gcc's lowering passes (the same with
# -flto -fno-fat-lto-objects as with -c, and not said with -fsyntax-only); a file that
# warns only so has such a recheck and plain's diagnostics, and one that also warns
# from further on a whole recheck and plain's diagnostics.
. "$(dirname "$0")/lib.sh"
# listed ARRAY: the warnings of src/drv_diag.c's ARRAY, one a line
listed() {
    awk -v k="$1\\\\[\\\\]" '$0 ~ k { on = 1 } on {
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
    for w in $(listed "drv_front_end_$kind"); do
        if grep -q -F -- "[-W$w]" front.err; then drawn=$((drawn + 1)); else missing="$missing -W$w"; fi
    done
}
# A result that must not be ignored, a function that may not return one: warnings of
# clang's front end, of gcc's lowering.
cat >wur.inc <<'EOC'
__attribute__((warn_unused_result)) int must(void);
void wur(void) { must(); }
int rt(int a) { if (a) return 1; }
EOC
cat sample.c wur.inc >sample-wur.c
for cc in $C_COMPILERS; do
    case $cc in clang*) sample "$cc" sample-wur.c ;; *) sample "$cc" sample.c ;; esac
    [ -z "$missing" ] || fail "$cc: the sample does not draw$missing"
    [ $drawn -ge 10 ] || fail "$cc: $drawn warnings listed"
done
# gcc's lowering warnings: said alike by a whole compile and one to link-time bytecode
# alone, and not by the front end (-O0, -O2).
{ cat wur.inc; cat <<'EOC'; } >lowering.c
int ft(int a) { switch (a) { case 1: a++; case 2: return a; default: return 0; } }
EOC
for opt in -O0 -O2; do
    gcc -Wall -Wextra $opt -c lowering.c -o sample.o 2>full.err
    gcc -Wall -Wextra $opt -c -flto -fno-fat-lto-objects lowering.c -o sample.o 2>lto.err
    gcc -Wall -Wextra $opt -c -fsyntax-only lowering.c 2>front.err
    same_file full.err lto.err "gcc $opt: the lowering warnings with -flto -fno-fat-lto-objects"
    for w in $(listed drv_lowering_gcc); do
        grep -q -F -- "[-W$w]" full.err || fail "gcc $opt: the sample does not draw -W$w"
        grep -q -F -- "[-W$w]" front.err && fail "gcc $opt: -W$w comes from the front end"
    done
done
# C++ (the lists serve both languages): the warnings C++ has, in and out of a template.
for cc in $CXX_COMPILERS; do
    sample "$cc" sample.cc
    [ $drawn -ge 10 ] || fail "$cc: the C++ sample draws $drawn of the listed warnings"
done

# unit NAME STATEMENT TERM: NAME.c, whose rewritten calls sit in a function that draws a
# macro's comparison, revived in preprocessed text (-Waddress with gcc,
# -Wparentheses-equality with clang), and a warning of the code itself
# (-Wunused-parameter), with STATEMENT first in it and TERM added to its sprintf's result.
unit() {
    cat >$1.c <<EOC
#include <stdio.h>
#include <unistd.h>
#define IS(x, v) ((x) == (v))
static char name[8] = "qr";
#define HAS_NAME (name ? 1 : 0)
int f(char *b, int argc, int unused)
{
    $2
    if (IS(argc, 1) && HAS_NAME)
        return sprintf(b, "%d:%s", argc, name)$3;
    return snprintf(b, 8, "%x", (unsigned)argc);
}
EOC
}
# Those alone: a front-end recheck.
unit m ";" ""
# With a result ignored besides (-Wunused-result): from gcc's lowering passes, a recheck
# that stops after them; from clang's front end, a front-end recheck.
unit l 'write(1, "x", 1);' ""
# And a back end's warning besides (-Wframe-larger-than): a whole compile.
unit b 'volatile char big[4096]; big[argc] = 1; write(1, "x", 1);' " + big[1]"
# rechecked TAG SRC FLAGS...: SRC.c compiled plainly and through qrintf with $cc and
# FLAGS, with the same diagnostics; sets rechecks to the rechecks that ran, as
# whole:front-end:lowering.
rechecked() {
    tag=$1 src=$2
    shift 2
    "$cc" "$@" -c $src.c -o plain.o 2>plain.err || fail "$tag: plain build failed"
    grep -q 'warning:' plain.err || fail "$tag: plain does not warn"
    QRINTF_VERBOSE=1 "$QRINTF" "$cc" "$@" -c $src.c -o ours.o 2>ours.log ||
        fail "$tag: the qrintf build failed: $(cat ours.log)"
    grep -v '^qrintf: ' ours.log >ours.err
    same_file plain.err ours.err "$tag: diagnostics"
    grep -q 'rw\.i' ours.log || fail "$tag: not rewritten"
    rechecks=$(grep -c "^qrintf: .* -c $src\.c " ours.log):$(grep -c "^qrintf: .* -c -fsyntax-only $src\.c " ours.log)
    rechecks=$rechecks:$(grep -c "^qrintf: .* -c -flto -fno-fat-lto-objects $src\.c " ours.log)
}
for cc in $C_COMPILERS; do
    for src in m l b; do
        rechecked "$cc $src" $src -O2 -Wall -Wextra -D_FORTIFY_SOURCE=2 -Wframe-larger-than=1024
        case $src:$cc in
        m:* | l:clang*) want=0:1:0 what=front-end ;;
        l:*) want=0:0:1 what=lowering ;;
        *) want=1:0:0 what=whole ;;
        esac
        [ "$rechecks" = $want ] || fail "$cc $src: no $what recheck: $(grep "$src\.c" ours.log)"
        grep -q 'unused-result' ours.err || [ $src = m ] || fail "$cc $src: no -Wunused-result"
        nm ours.o | grep -q ' T f$' || fail "$cc $src: no f in the object"
    done
    # gcc's compile to link-time bytecode notes that it drops -gsplit-dwarf, which plain
    # does not say: the whole compile after it.
    if [ "$cc" = gcc ]; then
        rechecked "$cc l -gsplit-dwarf" l -O2 -Wall -D_FORTIFY_SOURCE=2 -g -gsplit-dwarf
        [ "$rechecks" = 1:0:1 ] ||
            fail "$cc l -gsplit-dwarf: not a lowering recheck, then a whole one: $(grep 'l\.c' ours.log)"
    fi
    # Behind a launcher, the whole compile: distcc would preprocess with -fsyntax-only,
    # which clang says it did not use.
    QRINTF_VERBOSE=1 "$QRINTF" ccache "$cc" -O2 -Wall -Wextra -c m.c -o ours.o 2>ours.log ||
        fail "$cc: the qrintf ccache build failed: $(cat ours.log)"
    [ "$(grep -c "^qrintf: ccache .* -c m\.c " ours.log)" = 1 ] ||
        fail "$cc: no whole recheck behind ccache: $(grep 'm\.c' ours.log)"
done
tmp_empty "front-end recheck"
done_test

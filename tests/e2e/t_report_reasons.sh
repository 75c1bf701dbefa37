# QRINTF_REPORT's reasons say what happened: a C++ call whose arguments a template's comma
# splits is "could not be split", not a count mismatch; a printf the compiler makes a
# puts of is left to it; a partial rewrite names the directives the C library formats
# (long double).
. "$(dirname "$0")/lib.sh"
cat >t.cc <<'EOC'
#include <cstdio>
template <class A, class B> struct P { A v; B w; };
int main(int argc, char **)
{
    char b[32];
    std::sprintf(b, "%d", P<int, long>{argc, 0}.v);
    std::printf("%s\n", b);
    return 0;
}
EOC
cat >f.c <<'EOC'
#include <stdio.h>
int main(int argc, char **argv)
{
    char b[64];
    snprintf(b, sizeof b, "%.3f|%e|%Lg", argc * 1e17, argc / 3.0, argc / 7.0L);
    puts(b);
    return argv[0][0] == 0;
}
EOC
split='t.cc:6:5: note: qrintf: left sprintf unchanged: the arguments could not be split: a comma may stand in template arguments
t.cc:7:5: note: qrintf: left printf unchanged: the compiler calls puts or putchar in its place, which is cheaper'
for cc in $CXX_COMPILERS; do
    QRINTF_REPORT=1 "$QRINTF" "$cc" t.cc -o "t-$cc" 2>t.err || fail "$cc: t.cc: $(cat t.err)"
    [ "$(cat t.err)" = "$split" ] || fail "$cc: $(cat t.err)"
    [ "$("./t-$cc")" = 1 ] || fail "$cc: the program printed $("./t-$cc")"
done
partial='f.c:5:5: note: qrintf: partially rewrote snprintf "%.3f|%e|%Lg" (%Lg by libc)'
for cc in $C_COMPILERS; do
    QRINTF_REPORT=1 "$QRINTF" "$cc" f.c -o "f-$cc" 2>f.err || fail "$cc: f.c: $(cat f.err)"
    [ "$(cat f.err)" = "$partial" ] || fail "$cc: $(cat f.err)"
    # A %f beyond the short exact path, and the long double, print as plain's.
    "$cc" $(ref_flags "$cc") f.c -o "f-$cc-plain"
    [ "$("./f-$cc")" = "$("./f-$cc-plain")" ] || fail "$cc: $("./f-$cc") differs from plain"
done
tmp_empty "report reasons"
done_test

# QRINTF_REPORT's reasons say what happened: a C++ call whose arguments a template's comma
# splits is "could not be split", not a count mismatch; a %f note says when libc formats it.
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
    snprintf(b, sizeof b, "%.3f|%e", argc * 1e17, argc / 3.0);
    puts(b);
    return argv[0][0] == 0;
}
EOC
split='t.cc:6:5: note: qrintf: left sprintf unchanged: the arguments could not be split: a comma may stand in template arguments'
for cc in $CXX_COMPILERS; do
    QRINTF_REPORT=1 "$QRINTF" "$cc" t.cc -o "t-$cc" 2>t.err || fail "$cc: t.cc: $(cat t.err)"
    [ "$(cat t.err)" = "$split" ] || fail "$cc: $(cat t.err)"
    [ "$("./t-$cc")" = 1 ] || fail "$cc: the program printed $("./t-$cc")"
done
partial='f.c:5:5: note: qrintf: partially rewrote snprintf "%.3f|%e" (%e by libc; %.3f by libc when |value| is above about 1.8e16, or inf or nan)'
for cc in $C_COMPILERS; do
    QRINTF_REPORT=1 "$QRINTF" "$cc" f.c -o "f-$cc" 2>f.err || fail "$cc: f.c: $(cat f.err)"
    [ "$(cat f.err)" = "$partial" ] || fail "$cc: $(cat f.err)"
    # The value above the bound goes to libc and still prints as plain's.
    "$cc" $(ref_flags "$cc") f.c -o "f-$cc-plain"
    [ "$("./f-$cc")" = "$("./f-$cc-plain")" ] || fail "$cc: $("./f-$cc") differs from plain"
done
tmp_empty "report reasons"
done_test

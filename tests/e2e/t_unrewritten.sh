# A source in which nothing is rewritten compiles from the original source: object,
# assembly and stderr byte-identical to plain's, with -g -O2 and a warning, gcc and
# clang, C and C++.
. "$(dirname "$0")/lib.sh"
cat >n.c <<'EOC'
#include <stdio.h>
#define SHOW(x) printf("%c", '0' + (x))  /* left to the compiler, which makes it putchar */
static int twice(int v)
{
    int unused;
    return 2 * v;
}
int main(int argc, char **argv)
{
    char b[32];
    sprintf(b, argv[0]);  /* not a literal format: left alone */
    SHOW(twice(argc));
    return b[0] == 0;
}
EOC
cp n.c n.cc
check() {  # check CC SRC
    cc=$1 src=$2
    for flags in "-g -O2 -Wall" "-g3 -O0 -Wall -Wextra"; do
        run_to plain "$cc" $flags -c "$src" -o plain.o
        QRINTF_REPORT=1 "$QRINTF" "$cc" $flags -c "$src" -o ours.o 2>report.txt
        grep -q 'note: qrintf: rewrote' report.txt && fail "$cc $flags: something was rewritten"
        run_to ours "$QRINTF" "$cc" $flags -c "$src" -o ours.o
        same_run plain ours "$cc $flags -c $src"
        grep -q 'unused' ours.err || fail "$cc $flags -c $src: the warning is missing: $(cat ours.err)"
        same_file plain.o ours.o "$cc $flags -c $src: object"
        "$cc" $flags -S "$src" -o plain.s 2>/dev/null
        "$QRINTF" "$cc" $flags -S "$src" -o ours.s 2>/dev/null
        same_file plain.s ours.s "$cc $flags -S $src: assembly"
    done
}
for cc in $C_COMPILERS; do check "$cc" n.c; done
for cc in $CXX_COMPILERS; do check "$cc" n.cc; done
tmp_empty "unrewritten"
done_test

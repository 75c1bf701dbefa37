# Compile and link in one command, libraries after the sources and -Wl,-E in the
# command; a link-only command (C or C++) runs unchanged, without temp files.
. "$(dirname "$0")/lib.sh"
cat >a.c <<'EOC'
#include <math.h>
#include <stdio.h>
int lib_value(void);
int main(int argc, char **argv)
{
    char b[32];
    (void)argv;
    snprintf(b, sizeof b, "%d/%.0f", lib_value(), sqrt(16.0 * argc));
    puts(b);
    return 0;
}
EOC
cat >lib.c <<'EOC'
int lib_value(void) { return 7; }
EOC
# link_only CC: a command that only links (a.o and libx.a here) runs unchanged.
link_only() {
    QRINTF_VERBOSE=1 "$QRINTF" "$1" a.o libx.a -lm -o prog2 2>verbose.txt ||
        fail "$1: link-only failed"
    [ "$(grep -c '^qrintf: ' verbose.txt)" = 2 ] && grep -qx "qrintf: $1 a.o libx.a -lm -o prog2" verbose.txt ||
        fail "$1: link-only did not run the command unchanged: $(cat verbose.txt)"
    [ "$(./prog2)" = "7/4" ] || fail "$1: link-only: the program printed '$(./prog2)'"
}
for cc in $C_COMPILERS; do
    mkdir "$cc" && cd "$cc" || exit 1
    "$cc" -c ../lib.c -o lib.o && ar rc libx.a lib.o || fail "$cc: library build failed"
    "$QRINTF" "$cc" -O2 ../a.c libx.a -lm -Wl,-E -o prog || fail "$cc: compile and link failed"
    [ "$(./prog)" = "7/4" ] || fail "$cc: the program printed '$(./prog)'"
    [ "$(ls -A | tr '\n' ' ')" = "lib.o libx.a prog " ] ||
        fail "$cc: compile and link: working directory holds: $(ls -A | tr '\n' ' ')"
    "$QRINTF" "$cc" -O2 -rdynamic ../a.c -L. -lx -lm || fail "$cc: link to a.out failed"
    [ "$(./a.out)" = "7/4" ] || fail "$cc: a.out printed '$(./a.out)'"
    "$cc" -c ../a.c -o a.o
    link_only "$cc"
    cd .. || exit 1
done
# C++ link-only commands run unchanged too.
cp a.c a.cc
cp lib.c lib.cc
for cc in $CXX_COMPILERS; do
    mkdir "$cc" && cd "$cc" || exit 1
    "$cc" -c ../lib.cc -o lib.o && ar rc libx.a lib.o && "$cc" -c ../a.cc -o a.o ||
        fail "$cc: objects build failed"
    link_only "$cc"
    cd .. || exit 1
done
tmp_empty "link"
done_test

# Several sources in one -c, in C and C++: each object as plain names it, and nothing
# else is left; two sources with one basename leave the object plain leaves; an
# unrewritten source's object is plain's.
. "$(dirname "$0")/lib.sh"
mkdir d1 d2 sub
for d in d1 d2; do
    cat >"$d/x.c" <<EOC
#include <stdio.h>
const char *which(void)
{
    static char b[16];
    snprintf(b, sizeof b, "%s-%d", "$d", 1);
    return b;
}
EOC
done
cat >main.c <<'EOC'
#include <stdio.h>
const char *which(void);
int twice(int);
int main(void)
{
    printf("%s %d\n", which(), twice(21));
    return 0;
}
EOC
cat >sub/plain.c <<'EOC'
int twice(int v) { return 2 * v; }
EOC
for f in main sub/plain d1/x d2/x; do cp "$f.c" "$f.cc"; done
for cc in $C_COMPILERS $CXX_COMPILERS; do
    c=c
    case $cc in *++) c=cc ;; esac
    mkdir "$cc" "$cc-plain" && cd "$cc" || exit 1
    "$QRINTF" "$cc" -O2 -c ../main.$c ../sub/plain.$c ../d1/x.$c || fail "$cc -c of three failed"
    [ "$(ls -A | tr '\n' ' ')" = "main.o plain.o x.o " ] ||
        fail "$cc -c of three: working directory holds: $(ls -A | tr '\n' ' ')"
    (cd "../$cc-plain" && "$cc" -O2 -c ../sub/plain.$c)
    same_file plain.o "../$cc-plain/plain.o" "$cc: object of a source with nothing to rewrite"
    "$QRINTF" "$cc" -O2 -c ../d1/x.$c ../d2/x.$c || fail "$cc -c d1/x.$c d2/x.$c failed"
    "$cc" main.o plain.o x.o -o prog || fail "$cc: link failed"
    [ "$(./prog)" = "d2-1 42" ] || fail "$cc: two x.$c: the program printed '$(./prog)', not 'd2-1 42'"
    rm -f ./*.o prog
    "$QRINTF" "$cc" -O2 -c ../d1/x.$c ../main.$c || fail "$cc -c x.$c main.$c failed"
    [ "$(ls -A | tr '\n' ' ')" = "main.o x.o " ] ||
        fail "$cc -c of two: working directory holds: $(ls -A | tr '\n' ' ')"
    cd .. || exit 1
done
tmp_empty "-c of several"
done_test

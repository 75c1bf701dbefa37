# Dependency files are byte-identical to plain's: -MD -MF, -MMD, -MD without -MF with and
# without -o, -MT -MP, -Wp,-MD,file.
. "$(dirname "$0")/lib.sh"
mkdir inc out
echo '#define FMT "%d-%s"' >inc/fmt.h
cat >p.c <<'EOC'
#include <stdio.h>
#include "fmt.h"
int main(void)
{
    char b[32];
    sprintf(b, FMT, 1, "x");
    puts(b);
    return 0;
}
EOC
# check CC DEPFILE ARGS...: the dependency file DEPFILE after CC ARGS, plain and ours.
check() {
    cc=$1 dep=$2
    shift 2
    rm -f "$dep" out/* ./*.o ./*.d
    "$cc" "$@" || fail "$cc $*: plain failed"
    [ -f "$dep" ] || { fail "$cc $*: plain wrote no $dep"; return; }
    mv "$dep" plain.dep
    "$QRINTF" "$cc" "$@" || fail "$cc $*: qrintf failed"
    [ -f "$dep" ] || { fail "$cc $*: qrintf wrote no $dep"; return; }
    same_file plain.dep "$dep" "$cc $*"
}
for cc in $C_COMPILERS; do
    check "$cc" out/my.d -Iinc -MD -MF out/my.d -c p.c -o out/p.o
    check "$cc" p.d -Iinc -MMD -c p.c
    check "$cc" p.d -Iinc -MD -c p.c
    check "$cc" out/x.d -Iinc -MD -c p.c -o out/x.o
    check "$cc" d.d -Iinc -MD -MF d.d -MT target -MP -c p.c -o out/p.o
    check "$cc" prog.d -Iinc -MD p.c -o prog
    check "$cc" wp.d -Iinc -Wp,-MD,wp.d -c p.c -o out/p.o
    check "$cc" s.d -Iinc -MD -MF s.d -S p.c
done
tmp_empty "dependencies"
done_test

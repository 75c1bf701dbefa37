# Dependency files are byte-identical to plain's, in C and C++, for a file qrintf rewrote:
# -MD -MF, -MMD, -MD without -MF with and without -o, -MT -MP, -Wp,-MD,file.
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
    QRINTF_REPORT=1 "$QRINTF" "$cc" "$@" 2>report.txt || fail "$cc $*: qrintf failed: $(cat report.txt)"
    grep -q 'rewrote sprintf' report.txt || fail "$cc $*: nothing rewritten: $(cat report.txt)"
    [ -f "$dep" ] || { fail "$cc $*: qrintf wrote no $dep"; return; }
    same_file plain.dep "$dep" "$cc $*"
}
cp p.c p.cc
for cc in $C_COMPILERS $CXX_COMPILERS; do
    src=p.c
    case $cc in *++) src=p.cc ;; esac
    check "$cc" out/my.d -Iinc -MD -MF out/my.d -c $src -o out/p.o
    check "$cc" p.d -Iinc -MMD -c $src
    check "$cc" p.d -Iinc -MD -c $src
    check "$cc" out/x.d -Iinc -MD -c $src -o out/x.o
    check "$cc" d.d -Iinc -MD -MF d.d -MT target -MP -c $src -o out/p.o
    check "$cc" prog.d -Iinc -MD $src -o prog
    check "$cc" wp.d -Iinc -Wp,-MD,wp.d -c $src -o out/p.o
    check "$cc" s.d -Iinc -MD -MF s.d -S $src
done
tmp_empty "dependencies"
done_test

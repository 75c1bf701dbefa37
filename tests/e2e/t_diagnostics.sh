# Diagnostics and debug info: #warning appears once; clang -Werror -I -D -c says nothing
# about unused arguments; -g objects name the user's file and directory, not temp files.
. "$(dirname "$0")/lib.sh"
mkdir inc
cat >w.c <<'EOC'
#warning this is a warning
#include <stdio.h>
int main(void)
{
    char b[16];
    sprintf(b, "%d", 42);
    return b[0];
}
EOC
for cc in $C_COMPILERS; do
    run_to "$cc-plain" "$cc" -c w.c -o "$cc-plain.o"
    run_to "$cc-ours" "$QRINTF" "$cc" -c w.c -o "$cc-ours.o"
    same_run "$cc-plain" "$cc-ours" "$cc: #warning"
    QRINTF_REPORT=1 "$QRINTF" "$cc" -Werror -Iinc -DX=1 -Wa,--noexecstack -O2 -c w.c -Wno-cpp \
        -Wno-\#warnings -Wno-unknown-warning-option -o "$cc-werror.o" 2>err.txt ||
        fail "$cc -Werror -I -D -c failed: $(cat err.txt)"
    grep -q 'unused' err.txt && fail "$cc -Werror: $(cat err.txt)"
    grep -q 'rewrote sprintf' err.txt || fail "$cc -Werror: nothing rewritten: $(cat err.txt)"
    "$QRINTF" "$cc" -g -c w.c -o "$cc-g.o" 2>/dev/null || fail "$cc -g failed"
    strings -a "$cc-g.o" | grep -q 'qrintf\.' && fail "$cc -g: the object names a temp file"
    strings -a "$cc-g.o" | grep -qx "$SCRATCH" || fail "$cc -g: the object lacks the directory $SCRATCH"
done
tmp_empty "diagnostics"
done_test

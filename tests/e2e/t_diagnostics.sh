# Diagnostics and debug info: #warning and -Wmissing-include-dirs appear once; a missing
# header fails as plain fails; clang -Werror -I -D -c says nothing about unused arguments;
# -g objects name the user's file and directory, not temp files.
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
# -Wmissing-include-dirs: once, as plain says it (clang accepts the option silently).
for cc in $C_COMPILERS; do
    run_to "$cc-plain-mid" "$cc" -Wmissing-include-dirs -Ino-such-dir -c w.c -o plain-mid.o
    run_to "$cc-ours-mid" "$QRINTF" "$cc" -Wmissing-include-dirs -Ino-such-dir -c w.c -o ours-mid.o
    same_run "$cc-plain-mid" "$cc-ours-mid" "$cc -Wmissing-include-dirs"
done
grep -c 'no-such-dir' gcc-ours-mid.err | grep -qx 1 || fail "gcc -Wmissing-include-dirs: $(cat gcc-ours-mid.err)"

# A missing header: plain's stderr and status, and no object.
cat >mh.c <<'EOC'
#include <stdio.h>
#include "no-such-header.h"
int main(void) { char b[8]; sprintf(b, "%d", 1); return b[0]; }
EOC
cp mh.c mh.cc
for cc in $C_COMPILERS $CXX_COMPILERS; do
    src=mh.c
    case $cc in *++) src=mh.cc ;; esac
    run_to "$cc-plain-mh" "$cc" -c "$src"
    expect_no_file mh.o "$cc: plain with a missing header"
    run_to "$cc-ours-mh" "$QRINTF" "$cc" -c "$src"
    same_run "$cc-plain-mh" "$cc-ours-mh" "$cc: a missing header"
    expect_no_file mh.o "$cc: a missing header"
    grep -q 'no-such-header.h' "$cc-ours-mh.err" || fail "$cc: a missing header: $(cat "$cc-ours-mh.err")"
done
tmp_empty "diagnostics"
done_test

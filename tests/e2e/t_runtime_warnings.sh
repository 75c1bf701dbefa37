#!/bin/sh
# The inlined runtime draws no warning from the compilers' middle ends (-Warray-bounds,
# -Wstringop-*, -Wmaybe-uninitialized, -Wformat-truncation ...) when they see the
# arguments, at every optimization level and fortify level, with gcc and clang: the
# warnings are those of the plain build (gcc's about the calls themselves).
. "$(dirname "$0")/lib.sh"
fixture=$E2E_DIR/fixtures/runtime/constant_args.c
for cc in $C_COMPILERS; do
    for opt in -O0 -O1 -O2 -O3 -Os; do
        for fort in "" -D_FORTIFY_SOURCE=2 -D_FORTIFY_SOURCE=3; do
            [ "$opt" = -O0 ] && [ -n "$fort" ] && continue
            QRINTF_REPORT=1 "$QRINTF" "$cc" $opt $fort -Wall -Wextra -c "$fixture" -o probe.o 2>err.txt ||
                fail "$cc $opt $fort: compile failed: $(head -3 err.txt)"
            "$cc" $opt $fort -Wall -Wextra -c "$fixture" -o plain.o 2>plain.txt
            grep -v ': note: qrintf: ' err.txt >ours.txt
            same_file plain.txt ours.txt "$cc $opt $fort: warnings"
            rewritten=$(grep -c 'note: qrintf: .*rewrote' err.txt)
            [ "$rewritten" -ge 20 ] || fail "$cc $opt $fort: only $rewritten calls rewritten"
        done
    done
done
done_test

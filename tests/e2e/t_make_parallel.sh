# make -j of a project in several directories (tests/e2e/fixtures/multidir: recursive
# make, sources with one name in two directories, dependency files): every object is
# the one a serial build makes, byte for byte, the program prints what plain's prints
# (without calling the C library's snprintf),
# no temp file collides or stays, and a changed header rebuilds what includes it.
. "$(dirname "$0")/lib.sh"
for cc in $C_COMPILERS; do
    for b in plain serial j2 j8; do cp -r "$E2E_DIR/fixtures/multidir" "$cc-$b"; done
    make -s -C "$cc-plain" -j2 CC="$cc $(ref_flags "$cc")" >/dev/null 2>&1 ||
        fail "$cc: plain build failed"
    "$cc-plain/app/prog" >"$cc-plain.txt"
    make -s -C "$cc-serial" -j1 CC="$QBIN/qrintf-$cc" >serial.log 2>&1 ||
        fail "$cc: serial build failed: $(cat serial.log)"
    for j in 2 8; do
        make -s -C "$cc-j$j" -j$j CC="$QBIN/qrintf-$cc" >j.log 2>&1 ||
            fail "$cc: make -j$j failed: $(cat j.log)"
        for f in $(cd "$cc-serial" && find . -name '*.o' -o -name '*.d' | sort); do
            same_file "$cc-serial/$f" "$cc-j$j/$f" "$cc make -j$j: $f"
        done
        "$cc-j$j/app/prog" >"$cc-j$j.txt" || fail "$cc make -j$j: the program failed"
        same_file "$cc-plain.txt" "$cc-j$j.txt" "$cc make -j$j: program output"
    done
    trapped "$cc-j2/app/prog" >"$cc-trapped.txt" 2>&1 || fail "$cc: prog called the C library: $(tail -1 "$cc-trapped.txt")"
    tmp_empty "$cc make -j"
    # A changed header rebuilds every object that includes it.
    sleep 1
    touch "$cc-j2/include/fmt.h"
    make -s -C "$cc-j2" -j2 CC="$QBIN/qrintf-$cc" >j.log 2>&1 || fail "$cc: the rebuild failed: $(cat j.log)"
    for o in liba/x.o libb/z.o app/prog; do
        [ "$cc-j2/$o" -nt "$cc-j2/include/fmt.h" ] || fail "$cc: $o was not rebuilt after fmt.h changed"
    done
    [ "$cc-j2/app/main.o" -nt "$cc-j2/include/fmt.h" ] && fail "$cc: main.o was rebuilt, and it does not include fmt.h"
done
tmp_empty "make -j"
done_test

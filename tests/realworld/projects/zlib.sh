# zlib: ./configure && make && make test (example and minigzip: static, shared, 64-bit);
# its tests are thin, so minigzip also compresses and expands fixed inputs.
PKG=zlib
DEPS=
COMPILERS="gcc clang"

configure() {
    CC=$RW_CC CFLAGS="$RW_CFLAGS $RW_CPPFLAGS" ./configure
}

build() {
    make -j"$RW_JOBS" $RW_SYNC
}

# The suite prints one "*** zlib ... test OK ***" line per passing build kind.
check() {
    local rc ok
    make test >make-test.log 2>&1
    rc=$?
    cat make-test.log
    ok=$(grep -c 'zlib .*test OK' make-test.log)
    echo "$ok passed, $((3 - ok)) failed"
    return $rc
}

compare() {
    local out=$1 f level
    for f in "$RW_HOME"/inputs/*; do
        for level in 1 6 9; do
            ./minigzip -"$level" <"$f" >"$out/${f##*/}.$level.gz"
            ./minigzip -d <"$out/${f##*/}.$level.gz" | cmp - "$f" >"$out/${f##*/}.$level.rt" 2>&1
        done
    done
    printf 'not gzip data\n' >bad.gz
    ./minigzip -d bad.gz >"$out/bad.txt" 2>&1
    echo "status $?" >>"$out/bad.txt"
}

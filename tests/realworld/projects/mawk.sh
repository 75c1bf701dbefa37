# mawk: ./configure && make && make check (mawktest and fpe_test); the awk programs in
# tests/realworld/awk/ also run over inputs/numbers.txt for the output comparison.
PKG=mawk
DEPS=
COMPILERS=gcc

# mawk's own srand and rand: with glibc's arc4random, srand(1) would not repeat a sequence.
configure() {
    ./configure CC="$RW_CC" CFLAGS="$RW_CFLAGS" CPPFLAGS="$RW_CPPFLAGS" --enable-builtin-srand
}

build() {
    make -j"$RW_JOBS" $RW_SYNC mawk
}

# mawktest ends each group with "<name> OK" or "<name> had N failures"; fpe_test says
# "worked" or "failed" for its three cases.
check() {
    rw_make_check '/^(mawk_test|fpe_test)/ { next }
        / OK$/ && !/^tested / { p++ } / had .* failure/ && !/^tested / { f++ }
        END { print p + 0 " passed, " f + 0 " failed" }'
}

compare() {
    local out=$1 a
    for a in "$RW_HOME"/awk/*.awk; do
        ./mawk -f "$a" "$RW_HOME/inputs/numbers.txt" >"$out/${a##*/}.out" 2>&1
        echo "exit $?" >>"$out/${a##*/}.out"
    done
    ./mawk 'BEGIN { for (i = -5; i <= 5; i++) print i / 3, i * 1e20, i * 1e-20, 2 ^ (i * 13) }' >"$out/begin.out" 2>&1
}

# cJSON with cJSON_Utils: cmake (its own -Werror and long warning list) and ctest. Its
# fuzzing driver (fuzzing/afl.c) also parses and prints fixed inputs, every print mode.
PKG=cjson
DEPS=cmake
COMPILERS="gcc clang"

configure() {
    cmake -S . -B build -DCMAKE_C_COMPILER="$RW_CC1" -DCMAKE_C_FLAGS="$RW_CFLAGS $RW_CPPFLAGS" \
        -DENABLE_CJSON_UTILS=On -DENABLE_CJSON_TEST=On -DENABLE_VALGRIND=Off
}

build() {
    cmake --build build -j"$RW_JOBS" -- $RW_SYNC
}

check() {
    rw_ctest_check
}

# afl.c reads a file whose first two bytes choose the print mode: b(uffered) or u(nbuffered),
# f(ormatted) or m(inified); the JSON follows.
compare() {
    local out=$1 f m
    $RW_CC $RW_CFLAGS fuzzing/afl.c -Lbuild -lcjson -Wl,-rpath,"$PWD/build" -o build/afl-main || return 1
    awk 'BEGIN { srand(1); printf "["; for (i = 0; i < 3000; i++) {
        x = (rand() - 0.5) * 10 ^ int(rand() * 60 - 30); if (i % 7 == 0) x = int(x * 1000)
        printf "%s%.17g", (i ? "," : ""), x } print "]" }' >build/numbers.json
    for f in "$RW_HOME"/inputs/sample.json build/numbers.json tests/inputs/test*[0-9] fuzzing/inputs/*; do
        for m in bf bu uf uu; do
            { printf '%s' "$m"; cat "$f"; } >build/in.json
            ./build/afl-main build/in.json yes >"$out/${f##*/}.$m" 2>&1
            echo "exit $?" >>"$out/${f##*/}.$m"
        done
    done
}

# Jansson: cmake and ctest (its API tests and the valid, invalid and encoding-flags
# suites, each a json_process run compared with an expected output). It writes reals
# with snprintf's "%.*g" at the precision that reads back the same double, integers with
# "%lld", \u escapes with "%04X"; its headers declare printf-like functions with
# format(printf, ...) attributes.
PKG=jansson
DEPS=cmake
COMPILERS="gcc clang"

configure() {
    cmake -S . -B build -DCMAKE_C_COMPILER="$RW_CC1" -DCMAKE_C_FLAGS="$RW_CFLAGS $RW_CPPFLAGS" \
        -DJANSSON_BUILD_DOCS=OFF -DJANSSON_EXAMPLES=ON
}

build() {
    cmake --build build -j"$RW_JOBS" -- $RW_SYNC
}

check() {
    rw_ctest_check
}

# json_process --env reads JSON on stdin and dumps it with the flags of its environment;
# simple_parse reads a JSON text a line and prints each value with printf ("JSON Real: %f").
compare() {
    local out=$1 f p
    awk 'BEGIN { srand(1); printf "["; for (i = 0; i < 3000; i++) {
        x = (rand() - 0.5) * 10 ^ int(rand() * 600 - 300); if (i % 7 == 0) x = int(x * 1000)
        printf "%s%.17g", (i ? "," : ""), x } print "]" }' >build/numbers.json
    for f in "$RW_HOME"/inputs/sample.json build/numbers.json test/suites/valid/*/input; do
        for p in 0 1 3 9 17; do
            JSON_REAL_PRECISION=$p JSON_INDENT=$((p % 4)) JSON_ENSURE_ASCII=$((p % 2)) \
                JSON_SORT_KEYS=1 ./build/bin/json_process --env <"$f" >"$out/${f//\//_}.$p" 2>&1
            echo "exit $?" >>"$out/${f//\//_}.$p"
        done
    done
    { tr -d '\n' <"$RW_HOME/inputs/sample.json"; echo; sed 's/[][]//g; s/,/]\n[/g; s/^/[/; s/$/]/' build/numbers.json
      cat test/suites/valid/*/input; } | ./build/bin/simple_parse >"$out/simple_parse" 2>&1
    echo "exit $?" >>"$out/simple_parse"
}

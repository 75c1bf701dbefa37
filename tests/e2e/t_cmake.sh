# CMake with qrintf three ways (CC="qrintf gcc", CC=qrintf-gcc, the compiler launcher),
# with the Makefile and Ninja generators, gcc and clang, C and C++: configures with the
# compiler plain configures with, builds programs that print what plain's print, with the
# calls rewritten, and a changed header rebuilds what includes it and nothing else.
. "$(dirname "$0")/lib.sh"
command -v cmake >/dev/null || { echo "cmake is not installed"; exit 1; }
command -v ninja >/dev/null || { echo "ninja is not installed"; exit 1; }
cp -r "$E2E_DIR/fixtures/cmake" src
cp "$E2E_DIR"/fixtures/greet/* src/
PATH=$QBIN:$PATH
# build DIR GENERATOR CC CXX [CMAKE-ARGS...]: configures and builds in DIR.
build() {
    b_dir=$1 b_gen=$2 b_cc=$3 b_cxx=$4
    shift 4
    CC=$b_cc CXX=$b_cxx cmake -G "$b_gen" -S src -B "$b_dir" "$@" >"$b_dir.log" 2>&1 ||
        { fail "$b_dir: configure failed: $(tail -20 "$b_dir.log")"; return 1; }
    grep 'qrintf-e2e:' "$b_dir.log" >"$b_dir.ids"
    cmake --build "$b_dir" >>"$b_dir.log" 2>&1 ||
        { fail "$b_dir: build failed: $(tail -20 "$b_dir.log")"; return 1; }
    { "$b_dir/hello" && "$b_dir/hellocxx"; } >"$b_dir.out" || fail "$b_dir: the programs failed"
}
for gen in "Unix Makefiles" Ninja; do
    g=$(echo "$gen" | tr -d ' ')
    for pair in "gcc g++" "clang clang++"; do
        set -- $pair
        cc=$1 cxx=$2
        printf '#define GREETING "hello"\n' >src/greeting.h
        build "plain-$cc-$g" "$gen" "$cc" "$cxx" || continue
        for how in prefix argv0 launcher; do
            dir=$how-$cc-$g
            case $how in
            prefix) build "$dir" "$gen" "qrintf $cc" "qrintf $cxx" ;;
            argv0) build "$dir" "$gen" "qrintf-$cc" "qrintf-$cxx" ;;
            launcher) build "$dir" "$gen" "$cc" "$cxx" -DCMAKE_C_COMPILER_LAUNCHER=qrintf \
                -DCMAKE_CXX_COMPILER_LAUNCHER=qrintf ;;
            esac || continue
            same_file "plain-$cc-$g.ids" "$dir.ids" "$dir: the compiler CMake found"
            same_file "plain-$cc-$g.out" "$dir.out" "$dir: program output"
            obj=$(find "$dir" -name 'greet.c.o')
            nm "$obj" | grep -q printf && fail "$dir: greet.c.o still calls the C library"
            # A changed header rebuilds what includes it, and nothing else.
            before=$(ls -l --time-style=+%s.%N "$obj")
            sleep 1
            printf '#define GREETING "bonjour"\n' >src/greeting.h
            cmake --build "$dir" >>"$dir.log" 2>&1 || fail "$dir: the rebuild failed"
            "$dir/hello" | grep -q '^bonjour, ' || fail "$dir: the header change did not reach hello"
            "$dir/hellocxx" | grep -q '^bonjour, ' || fail "$dir: the header change did not reach hellocxx"
            [ "$(ls -l --time-style=+%s.%N "$obj")" = "$before" ] || fail "$dir: greet.c was rebuilt"
            printf '#define GREETING "hello"\n' >src/greeting.h
        done
    done
done
tmp_empty "cmake"
done_test

# CMake with qrintf three ways (CC="qrintf gcc", CC=qrintf-gcc, the compiler launcher),
# with the Makefile and Ninja generators, gcc and clang, C and C++: configures with the
# compiler plain configures with, builds programs that print what plain's print, with the
# calls rewritten (the C library's snprintf is never called), and a changed header rebuilds what includes it and nothing else.
. "$(dirname "$0")/lib.sh"
cmake_fixture
for gen in "Unix Makefiles" Ninja; do
    g=$(echo "$gen" | tr -d ' ')
    for pair in "gcc g++" "clang clang++"; do
        set -- $pair
        cc=$1 cxx=$2
        printf '#define GREETING "hello"\n' >src/greeting.h
        cmake_build "plain-$cc-$g" "$gen" "$cc" "$cxx" || continue
        for how in $CMAKE_FORMS; do
            dir=$how-$cc-$g
            cmake_build_as "$how" "$dir" "$gen" "$cc" "$cxx" || continue
            same_file "plain-$cc-$g.ids" "$dir.ids" "$dir: the compiler CMake found"
            same_file "plain-$cc-$g.out" "$dir.out" "$dir: program output"
            obj=$(find "$dir" -name 'greet.c.o')
            trapped "$dir/hello" >"$dir.trapped" 2>&1 || fail "$dir: hello called the C library: $(cat "$dir.trapped")"
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

# CMake's link-time optimization (CMAKE_INTERPROCEDURAL_OPTIMIZATION) with a static
# library, every way the README uses qrintf with CMake, Makefile and Ninja generators, gcc
# and clang: CMake finds the archiver beside the compiler's name (qrintf-gcc-ar beside
# qrintf-gcc, qrintf-llvm-ar beside qrintf-clang), the programs print what plain's print,
# and the linked program calls no snprintf where plain's does.
. "$(dirname "$0")/lib.sh"
cmake_fixture
lto=-DCMAKE_INTERPROCEDURAL_OPTIMIZATION=ON
# calls_snprintf DIR: the program hello of DIR calls the C library's snprintf when it runs.
calls_snprintf() {
    trapped "$1/hello" >/dev/null 2>&1
    [ $? = 97 ]
}
for gen in "Unix Makefiles" Ninja; do
    g=$(echo "$gen" | tr -d ' ')
    for pair in "gcc g++ $CMAKE_FORMS" "clang clang++ $CMAKE_FORMS" "cc c++ argv0"; do
        set -- $pair
        cc=$1 cxx=$2
        shift 2
        forms=$*
        cmake_build "plain-$cc-$g" "$gen" "$cc" "$cxx" "$lto" || continue
        grep -rqs -e '-flto' "plain-$cc-$g" || fail "plain-$cc-$g: no -flto: not an LTO build"
        calls_snprintf "plain-$cc-$g" || fail "plain-$cc-$g: hello does not call snprintf"
        for how in $forms; do
            dir=$how-$cc-$g
            cmake_build_as "$how" "$dir" "$gen" "$cc" "$cxx" "$lto" || continue
            grep -rqs -e '-flto' "$dir" || fail "$dir: no -flto: not an LTO build"
            same_file "plain-$cc-$g.out" "$dir.out" "$dir: program output"
            calls_snprintf "$dir" && fail "$dir: hello still calls snprintf"
        done
    done
done
tmp_empty "cmake lto"
done_test

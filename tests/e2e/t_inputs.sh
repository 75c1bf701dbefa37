# Inputs by suffix and by -x: .i and .ii are rewritten (idempotently) and compiled;
# -x c foo.txt, -x c++ a.c and -x none give the language plain gives.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
cp p.c p.cc
gcc -O2 p.c -o plain && ./plain >plain.txt || fail "plain build failed"
# preprocessed_input CC SRC EXT: SRC preprocessed plainly into a .EXT file, which
# qrintf rewrites (the report cites SRC) and builds into the program plain builds.
preprocessed_input() {
    "$1" -E "$2" -o "$1.$3" || fail "$1 -E $2: plain failed"
    QRINTF_REPORT=1 "$QRINTF" "$1" -O2 "$1.$3" -o "$1-$3" 2>report.txt || fail "$1: .$3 input failed"
    grep -q "$2:[0-9]*:[0-9]*: note: qrintf: rewrote snprintf" report.txt ||
        fail "$1: .$3 input: nothing rewritten: $(cat report.txt)"
    "./$1-$3" >out.txt
    same_file plain.txt out.txt "$1: .$3 input: program output"
}
for cc in $C_COMPILERS; do
    preprocessed_input "$cc" p.c i
    "$QRINTF" "$cc" -E p.c -o "$cc-rw.i" || fail "$cc -E p.c: qrintf failed"
    "$QRINTF" "$cc" -O2 "$cc-rw.i" -o "$cc-rw" || fail "$cc: rewritten .i input failed"
    "./$cc-rw" >out.txt
    same_file plain.txt out.txt "$cc: rewritten .i input again: program output"
    cp p.c foo.txt
    "$QRINTF" "$cc" -O2 -x c foo.txt -o "$cc-txt" || fail "$cc -x c foo.txt failed"
    "./$cc-txt" >out.txt
    same_file plain.txt out.txt "$cc -x c foo.txt: program output"
done
for cc in $CXX_COMPILERS; do
    preprocessed_input "$cc" p.cc ii
done
printf 'int sub(void) { return 1; }\n' >sub.c
cat >ov.c <<'EOC'
#include <stdio.h>
static int twice(int v) { return 2 * v; }
static double twice(double v) { return 2 * v; }  /* overloaded: C++ only */
int show(char *b) { return sprintf(b, "%d %d", twice(2), (int)twice(2.5)); }
EOC
# C++ semantics where plain has them: this is valid C and invalid C++.
printf 'int main(void) { int class = 0; return class; }\n' >cls.c
for cc in $C_COMPILERS; do
    run_to plain-cxx "$cc" -x c++ -c cls.c -o cls-plain.o
    run_to ours-cxx "$QRINTF" "$cc" -x c++ -c cls.c -o cls-ours.o
    same_run plain-cxx ours-cxx "$cc -x c++ cls.c"
    "$QRINTF" "$cc" -x c++ -x none -c cls.c -o cls.o || fail "$cc -x c++ -x none cls.c failed"
done
# The outputs -x gives names to: foo.txt under -x c makes foo.o; a .c under -x c++ is
# compiled as C++, and -x none gives the next input back its suffix's language.
for cc in $C_COMPILERS; do
    for how in plain ours; do
        rm -rf "$how" && mkdir "$how" && cd "$how" || exit 1
        q=
        [ $how = ours ] && q=$QRINTF
        $q "$cc" -O2 -x c -c ../foo.txt || fail "$cc -x c -c foo.txt: $how failed"
        $q "$cc" -O2 -x c++ -c ../cls.c -o cls-cxx.o 2>/dev/null && fail "$cc -x c++: $how compiled C"
        $q "$cc" -O2 -x c++ -c ../ov.c -x none ../sub.c || fail "$cc -x c++ -x none: $how failed"
        ls -A >../$how.files
        cd .. || exit 1
    done
    same_file plain.files ours.files "$cc -x: the outputs"
done
tmp_empty "inputs"
done_test

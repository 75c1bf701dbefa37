# Inputs by suffix and by -x: .i and .ii are rewritten (idempotently) and compiled;
# -x c foo.txt, -x c++ a.c and -x none give the language plain gives.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
cp p.c p.cc
gcc -O2 p.c -o plain && ./plain >plain.txt || fail "plain build failed"
for cc in $C_COMPILERS; do
    "$cc" -E p.c -o "$cc.i"
    QRINTF_REPORT=1 "$QRINTF" "$cc" -O2 "$cc.i" -o "$cc-i" 2>report.txt || fail "$cc: .i input failed"
    grep -q 'p.c:[0-9]*:[0-9]*: note: qrintf: rewrote snprintf' report.txt ||
        fail "$cc: .i input: nothing rewritten: $(cat report.txt)"
    "./$cc-i" >out.txt
    same_file plain.txt out.txt "$cc: .i input: program output"
    "$QRINTF" "$cc" -E p.c -o "$cc-rw.i"
    "$QRINTF" "$cc" -O2 "$cc-rw.i" -o "$cc-rw" || fail "$cc: rewritten .i input failed"
    "./$cc-rw" >out.txt
    same_file plain.txt out.txt "$cc: rewritten .i input again: program output"
    cp p.c foo.txt
    "$QRINTF" "$cc" -O2 -x c foo.txt -o "$cc-txt" || fail "$cc -x c foo.txt failed"
    "./$cc-txt" >out.txt
    same_file plain.txt out.txt "$cc -x c foo.txt: program output"
done
for cc in $CXX_COMPILERS; do
    "$cc" -E p.cc -o "$cc.ii"
    "$QRINTF" "$cc" -O2 "$cc.ii" -o "$cc-ii" || fail "$cc: .ii input failed"
    "./$cc-ii" >out.txt
    same_file plain.txt out.txt "$cc: .ii input: program output"
done
# C++ semantics where plain has them: this is valid C and invalid C++.
printf 'int main(void) { int class = 0; return class; }\n' >cls.c
for cc in $C_COMPILERS; do
    run_to plain-cxx "$cc" -x c++ -c cls.c -o cls-plain.o
    run_to ours-cxx "$QRINTF" "$cc" -x c++ -c cls.c -o cls-ours.o
    same_run plain-cxx ours-cxx "$cc -x c++ cls.c"
    "$QRINTF" "$cc" -x c++ -x none -c cls.c -o cls.o || fail "$cc -x c++ -x none cls.c failed"
done
tmp_empty "inputs"
done_test

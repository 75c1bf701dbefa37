# -finput-charset=ISO-8859-1: string literals, the format's included, reach the object in
# the bytes plain puts there (UTF-8), converted once; the compile step of the preprocessed
# text, which is UTF-8 already, does not get the option again. clang takes UTF-8 only and
# refuses the option as plain refuses it.
. "$(dirname "$0")/lib.sh"
# "café" and a format with an é in ISO-8859-1 (é is \351).
printf '#include <stdio.h>\nconst char *word = "caf\351";\nint main(void)\n{\n    char b[32];\n    int n = snprintf(b, sizeof b, "%%s-\351-%%d", word, 1);\n    printf("%%s %%d\\n", b, n);\n    return 0;\n}\n' >l1.c
utf8_word=$(printf 'caf\303\251')
latin_word=$(printf 'caf\351')
gcc -finput-charset=ISO-8859-1 -O2 -c l1.c -o plain.o || fail "gcc: plain failed"
QRINTF_REPORT=1 "$QRINTF" gcc -finput-charset=ISO-8859-1 -O2 -c l1.c -o ours.o 2>report.txt ||
    fail "gcc -finput-charset: qrintf failed"
grep -q 'rewrote snprintf' report.txt || fail "gcc -finput-charset: nothing rewritten: $(cat report.txt)"
for o in plain ours; do
    grep -q "$utf8_word" $o.o || fail "gcc -finput-charset: $o.o lacks the UTF-8 literal"
    grep -q "$latin_word" $o.o && fail "gcc -finput-charset: $o.o has the ISO-8859-1 literal"
    gcc $o.o -o $o && ./$o >$o.txt || fail "gcc -finput-charset: $o program failed"
done
same_file plain.txt ours.txt "gcc -finput-charset: program output"
grep -q "^$utf8_word-$(printf '\303\251')-1 " ours.txt || fail "gcc -finput-charset: output $(cat ours.txt)"
QRINTF_VERBOSE=1 "$QRINTF" gcc -finput-charset=ISO-8859-1 -c l1.c -o ours.o 2>verbose.txt
grep 'cpp-output' verbose.txt | grep -q 'input-charset' &&
    fail "gcc -finput-charset: the compile step got the option: $(cat verbose.txt)"
run_to plain-clang clang -finput-charset=ISO-8859-1 -c l1.c -o clang-plain.o
run_to ours-clang "$QRINTF" clang -finput-charset=ISO-8859-1 -c l1.c -o clang-ours.o
same_run plain-clang ours-clang "clang -finput-charset=ISO-8859-1"
tmp_empty "input charset"
done_test

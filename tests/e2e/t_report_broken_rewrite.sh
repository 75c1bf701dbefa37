# When the rewritten text does not compile but the source does (a qrintf bug, or a target
# whose compiler rejects the runtime), the file is compiled unchanged and the report says
# so in one note at its first line; when the source itself does not compile, it does not.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
printf '#include <stdio.h>\nint main(void) { char b[16]; sprintf(b, "%%d", 1); return undeclared; }\n' > bad.c
mkdir fake
for cc in $C_COMPILERS; do
    # The compiler, except that it rejects the rewritten text, as it would a runtime it
    # cannot compile. qrintf compiles that text as preprocessed input (-x cpp-output).
    cat > "fake/$cc" <<EOS
#!/bin/sh
for a; do [ "\$a" = cpp-output ] && { echo 'rw.i:1:1: error: rejected' >&2; exit 1; }; done
exec $cc "\$@"
EOS
    chmod +x "fake/$cc"
    "$cc" -O2 -c p.c -o "$cc-plain.o"
    QRINTF_REPORT=1 "$QRINTF" "$PWD/fake/$cc" -O2 -c p.c -o "$cc-broken.o" 2>report.txt ||
        fail "$cc: the fallback failed: $(head -3 report.txt)"
    same_file "$cc-plain.o" "$cc-broken.o" "$cc: object after the fallback"
    [ "$(grep -c '^p\.c:1:1: note: qrintf: compiled unchanged: the rewritten text does not compile' report.txt)" = 1 ] ||
        fail "$cc: no single note at p.c:1:1: $(cat report.txt)"
    grep -q 'rewrote' report.txt && fail "$cc: the report claims a rewrite that fell back"
    QRINTF_REPORT=1 QRINTF_FAULT=compile "$QRINTF" "$cc" -O2 -c p.c -o "$cc-fault.o" 2>report.txt
    grep -q '^p\.c:1:1: note: qrintf: compiled unchanged: .*(QRINTF_FAULT=compile)' report.txt ||
        fail "$cc: no note at p.c:1:1 under QRINTF_FAULT=compile: $(cat report.txt)"
    # The user's own error: no note blames the rewritten text.
    QRINTF_REPORT=1 "$QRINTF" "$PWD/fake/$cc" -c bad.c -o bad.o 2>report.txt &&
        fail "$cc: bad.c compiled"
    grep -q 'compiled unchanged' report.txt && fail "$cc: the user's error blamed on qrintf: $(cat report.txt)"
done
tmp_empty "broken rewrite"
done_test

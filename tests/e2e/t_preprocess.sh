# -E prints the rewritten text, which carries the runtime and compiles with the plain
# compiler into a program that prints what the plain build prints.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
for cc in $C_COMPILERS; do
    run_to "$cc-ours" "$QRINTF" "$cc" -E p.c
    [ "$(cat "$cc-ours.rc")" = 0 ] || fail "$cc -E: status $(cat "$cc-ours.rc")"
    grep -q qrintf_ctx "$cc-ours.out" || fail "$cc -E: no qrintf_ctx in the output"
    [ -s "$cc-ours.err" ] && fail "$cc -E: stderr: $(cat "$cc-ours.err")"
    "$cc" -E p.c | grep -q qrintf_ctx && fail "$cc -E: plain output has qrintf_ctx"
    "$QRINTF" "$cc" -E p.c -o "$cc.i" || fail "$cc -E -o failed"
    same_file "$cc-ours.out" "$cc.i" "$cc -E -o"
    "$cc" -x cpp-output "$cc.i" -o "$cc-ours" && "$cc" p.c -o "$cc-plain" ||
        fail "$cc: build failed"
    "./$cc-ours" >"$cc-ours.txt"
    "./$cc-plain" >"$cc-plain.txt"
    same_file "$cc-plain.txt" "$cc-ours.txt" "$cc -E: program output"
done
tmp_empty "-E"
done_test

# -E prints the rewritten text, in C and C++, to stdout and to -o FILE alike (-o -, which
# DRIVER.md leaves to the compiler, prints plain's text); it carries the runtime and compiles with the plain compiler into a program that prints
# what the plain build prints.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
cp p.c p.cc
for cc in $C_COMPILERS $CXX_COMPILERS; do
    src=p.c pp=cpp-output
    case $cc in *++) src=p.cc pp=c++-cpp-output ;; esac
    run_to "$cc-ours" "$QRINTF" "$cc" -E "$src"
    [ "$(cat "$cc-ours.rc")" = 0 ] || fail "$cc -E: status $(cat "$cc-ours.rc")"
    grep -q __qrintf_at "$cc-ours.out" || fail "$cc -E: no __qrintf_at in the output"
    [ -s "$cc-ours.err" ] && fail "$cc -E: stderr: $(cat "$cc-ours.err")"
    "$cc" -E "$src" | grep -q __qrintf_at && fail "$cc -E: plain output has __qrintf_at"
    "$QRINTF" "$cc" -E "$src" -o "$cc.i" || fail "$cc -E -o failed"
    same_file "$cc-ours.out" "$cc.i" "$cc -E -o"
    run_to "$cc-dash" "$QRINTF" "$cc" -E "$src" -o -
    run_to "$cc-dash-plain" "$cc" -E "$src" -o -
    same_run "$cc-dash-plain" "$cc-dash" "$cc -E -o -"
    "$cc" -x "$pp" "$cc.i" -o "$cc-ours" && "$cc" "$src" -o "$cc-plain" ||
        fail "$cc: build failed"
    "./$cc-ours" >"$cc-ours.txt"
    "./$cc-plain" >"$cc-plain.txt"
    same_file "$cc-plain.txt" "$cc-ours.txt" "$cc -E: program output"
done
tmp_empty "-E"
done_test

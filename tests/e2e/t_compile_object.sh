# -c with and without -o: objects named and placed as plain names them, nothing else left
# in the working directory, and the program prints what the plain build prints.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
cp p.c p.cc

check() {  # check CC SRC
    cc=$1 src=$2
    mkdir -p "$cc/cwd" "$cc/out"
    (cd "$cc/cwd" && "$QRINTF" "$cc" -O2 -c "../../$src") || fail "$cc -c $src failed"
    [ "$(ls -A "$cc/cwd")" = p.o ] || fail "$cc -c $src: working directory holds: $(ls -A "$cc/cwd")"
    "$QRINTF" "$cc" -O2 -c "$src" -o "$cc/out/x.o" || fail "$cc -c $src -o failed"
    [ "$(ls -A "$cc/out")" = x.o ] || fail "$cc -c -o: output directory holds: $(ls -A "$cc/out")"
    expect_no_file p.o "$cc -c $src -o"
    "$cc" "$cc/cwd/p.o" -o "$cc/ours1" && "$cc" "$cc/out/x.o" -o "$cc/ours2" &&
        "$cc" -O2 $(ref_flags "$cc") "$src" -o "$cc/plain" || fail "$cc: link failed"
    "./$cc/plain" >"$cc/plain.txt"
    "./$cc/ours1" >"$cc/ours1.txt"
    "./$cc/ours2" >"$cc/ours2.txt"
    same_file "$cc/plain.txt" "$cc/ours1.txt" "$cc -c $src: program output"
    same_file "$cc/plain.txt" "$cc/ours2.txt" "$cc -c $src -o: program output"
}

for cc in $C_COMPILERS; do check "$cc" p.c; done
for cc in $CXX_COMPILERS; do check "$cc" p.cc; done
tmp_empty "-c"
done_test

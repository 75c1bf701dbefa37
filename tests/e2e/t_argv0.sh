# The qrintf-CC names find CC on PATH (their --version is CC's) and never themselves, even
# when a name on PATH leads back to qrintf; the archivers' names (qrintf-gcc-ar) run the
# archiver unchanged.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
cp p.c p.cc
for cc in gcc clang g++ clang++ cc c++; do
    src=p.c
    case $cc in *++) src=p.cc ;; esac
    # It runs CC itself: --version says what plain CC says.
    run_to "$cc-plain-version" "$cc" --version
    run_to "$cc-ours-version" "$QBIN/qrintf-$cc" --version
    same_run "$cc-plain-version" "$cc-ours-version" "qrintf-$cc --version"
    QRINTF_REPORT=1 "$QBIN/qrintf-$cc" -O2 -c "$src" -o "$cc.o" 2>report.txt ||
        fail "qrintf-$cc -c failed"
    grep -q 'rewrote snprintf' report.txt || fail "qrintf-$cc: nothing rewritten: $(cat report.txt)"
    "$cc" "$cc.o" -o "$cc-prog" && "./$cc-prog" >"$cc.txt" || fail "qrintf-$cc: program failed"
done
same_file gcc.txt clang.txt "qrintf-gcc and qrintf-clang: program output"
same_file gcc.txt g++.txt "qrintf-gcc and qrintf-g++: program output"

# A directory first on PATH whose gcc is qrintf itself (a masquerade): no recursion.
mkdir fake
ln -s "$QRINTF" fake/gcc
ln -s "$QRINTF" fake/qrintf-gcc
PATH=$SCRATCH/fake:$PATH timeout 60 fake/qrintf-gcc -c p.c -o fake.o ||
    fail "qrintf-gcc with qrintf as gcc first on PATH failed"
PATH=$SCRATCH/fake:$PATH timeout 60 "$QRINTF" gcc -c p.c -o fake2.o ||
    fail "qrintf gcc with qrintf as gcc first on PATH failed"

# qrintf-gcc-ar, qrintf-llvm-nm ... run the tool as it is: an archive member named
# hello.c is extracted, not preprocessed.
cp p.c hello.c
ar rc src.a hello.c
rm hello.c
for tool in gcc-ar gcc-nm gcc-ranlib llvm-ar llvm-nm llvm-ranlib; do
    command -v "$tool" >/dev/null || continue
    run_to "$tool-plain" "$tool" --version
    run_to "$tool-ours" "$QBIN/qrintf-$tool" --version
    same_run "$tool-plain" "$tool-ours" "qrintf-$tool --version"
done
QRINTF_VERBOSE=1 "$QBIN/qrintf-gcc-ar" x src.a hello.c 2>ar.err || fail "qrintf-gcc-ar x failed"
same_file p.c hello.c "qrintf-gcc-ar x: the extracted member"
[ "$(cat ar.err)" = "qrintf: gcc-ar x src.a hello.c" ] ||
    fail "qrintf-gcc-ar x: not run unchanged: $(cat ar.err)"

triplet=$(gcc -dumpmachine)
if command -v "$triplet-gcc" >/dev/null; then
    ln -s "$QRINTF" "qrintf-$triplet-gcc"
    "./qrintf-$triplet-gcc" -c p.c -o triplet.o || fail "qrintf-$triplet-gcc failed"
fi
tmp_empty "argv[0] forms"
done_test

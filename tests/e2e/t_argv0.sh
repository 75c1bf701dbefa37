# The qrintf-CC names find CC on PATH and never themselves, even when a name on PATH
# leads back to qrintf.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
cp p.c p.cc
for name in gcc clang g++ clang++; do
    src=p.c
    case $name in *++) src=p.cc ;; esac
    "$QBIN/qrintf-$name" -O2 -c "$src" -o "$name.o" || fail "qrintf-$name -c failed"
    "$name" "$name.o" -o "$name-prog" && "./$name-prog" >"$name.txt" || fail "qrintf-$name: program failed"
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

triplet=$(gcc -dumpmachine)
if command -v "$triplet-gcc" >/dev/null; then
    ln -s "$QRINTF" "qrintf-$triplet-gcc"
    "./qrintf-$triplet-gcc" -c p.c -o triplet.o || fail "qrintf-$triplet-gcc failed"
fi
tmp_empty "argv[0] forms"
done_test

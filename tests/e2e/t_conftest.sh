# What configure scripts rely on: `cc conftest.c` leaves a.out and nothing else in the
# working directory, `-c conftest.c` leaves conftest.o; and a read-only working directory
# with -o into a writable one works.
. "$(dirname "$0")/lib.sh"
write_printf_program conftest.c
for cc in $C_COMPILERS; do
    mkdir "$cc" && cd "$cc" || exit 1
    cp ../conftest.c .
    "$QRINTF" "$cc" -O2 conftest.c || fail "$cc conftest.c failed"
    [ "$(ls -A | tr '\n' ' ')" = "a.out conftest.c " ] ||
        fail "$cc conftest.c: the directory holds: $(ls -A | tr '\n' ' ')"
    ./a.out >/dev/null || fail "$cc conftest.c: a.out failed"
    rm a.out
    "$QRINTF" "$cc" -O2 -c conftest.c || fail "$cc -c conftest.c failed"
    [ "$(ls -A | tr '\n' ' ')" = "conftest.c conftest.o " ] ||
        fail "$cc -c conftest.c: the directory holds: $(ls -A | tr '\n' ' ')"
    cd .. || exit 1
done
tmp_empty "conftest"

# A read-only source directory whose out/ leads to a writable one. root may write
# anywhere, so root runs the compiler as nobody, or else in a mount namespace where the
# directory is mounted read-only.
mkdir -p ro/src writable rotmp
cp conftest.c ro/src/
ln -s ../../writable ro/src/out
chmod 755 "$SCRATCH" ro ro/src
chmod 777 writable rotmp
chmod 555 ro/src
# in_read_only CMD...: runs CMD in ro/src, where nothing can be written.
in_read_only() {
    if [ "$(id -u)" != 0 ]; then
        (cd ro/src && "$@")
    elif setpriv --reuid=nobody --regid=nogroup --clear-groups test -x "$QRINTF" 2>/dev/null; then
        (cd ro/src && setpriv --reuid=nobody --regid=nogroup --clear-groups "$@")
    else
        unshare -m sh -c 'mount --bind ro/src ro/src && mount -o remount,bind,ro ro/src &&
            cd ro/src && exec "$@"' sh "$@"
    fi
}
in_read_only sh -c 'touch x' 2>/dev/null && fail "the read-only directory is writable"
for cc in $C_COMPILERS; do
    in_read_only env TMPDIR="$SCRATCH/rotmp" "$QRINTF" "$cc" -O2 -c conftest.c -o "out/$cc.o" ||
        fail "$cc: -c in a read-only directory failed"
    expect_file "writable/$cc.o" "$cc: -c in a read-only directory"
    in_read_only env TMPDIR="$SCRATCH/rotmp" "$QRINTF" "$cc" -O2 conftest.c -o "out/$cc" ||
        fail "$cc: a link in a read-only directory failed"
    "writable/$cc" >/dev/null || fail "$cc: the program built in a read-only directory failed"
done
[ -z "$(ls -A rotmp)" ] || fail "read-only directory: temp files left: $(ls -A rotmp)"
chmod 755 ro/src
done_test

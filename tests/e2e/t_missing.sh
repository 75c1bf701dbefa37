# A compiler that is not there, or is qrintf itself: one line in the compiler's style,
# status 127.
. "$(dirname "$0")/lib.sh"
echo 'int x;' >x.c
"$QRINTF" gcc-99 -c x.c 2>err.txt
[ $? = 127 ] || fail "missing compiler: status is not 127"
[ "$(cat err.txt)" = "qrintf: fatal error: cannot execute 'gcc-99': No such file or directory" ] ||
    fail "missing compiler: stderr: $(cat err.txt)"
ln -s "$QRINTF" qrintf-no-such-cc
./qrintf-no-such-cc -c x.c 2>err.txt
[ $? = 127 ] || fail "qrintf-no-such-cc: status is not 127"
[ "$(wc -l <err.txt)" = 1 ] || fail "qrintf-no-such-cc: stderr: $(cat err.txt)"
touch not-executable
"$QRINTF" ./not-executable -c x.c 2>err.txt
[ $? = 127 ] || fail "non-executable compiler: status is not 127"
[ "$(cat err.txt)" = "qrintf: fatal error: cannot execute './not-executable': Permission denied" ] ||
    fail "non-executable compiler: stderr: $(cat err.txt)"
# A name that leads back to qrintf alone is said to be qrintf, not missing: running it
# would be qrintf running itself.
mkdir bin fake
ln -s "$QRINTF" bin/qrintf-gcc
PATH=$SCRATCH/bin:$PATH "$QRINTF" qrintf-gcc -c x.c 2>err.txt
[ $? = 127 ] || fail "qrintf qrintf-gcc: status is not 127"
[ "$(cat err.txt)" = "qrintf: fatal error: 'qrintf-gcc' is qrintf itself; name the compiler it wraps once, as in 'qrintf gcc' or 'qrintf-gcc'" ] ||
    fail "qrintf qrintf-gcc: stderr: $(cat err.txt)"
ln -s "$QRINTF" fake/gcc
PATH=$SCRATCH/fake "$QBIN/qrintf-gcc" -c x.c 2>err.txt
[ $? = 127 ] || fail "only qrintf as gcc on PATH: status is not 127"
[ "$(cat err.txt)" = "qrintf: fatal error: 'gcc' on PATH is qrintf itself and no other 'gcc' follows it" ] ||
    fail "only qrintf as gcc on PATH: stderr: $(cat err.txt)"
tmp_empty "missing compiler"
done_test

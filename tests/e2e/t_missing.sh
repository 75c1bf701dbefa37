# A compiler that is not there: one line in the compiler's style, status 127.
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
tmp_empty "missing compiler"
done_test

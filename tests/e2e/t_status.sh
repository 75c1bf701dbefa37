# Exit status, stdout and stderr equal plain's: on success, on a warning in a rewritten
# file, on a compile error (cited at the user's file:line, no object left), and for a
# compiler that exits with a status of its own or dies by a signal.
. "$(dirname "$0")/lib.sh"
cat >ok.c <<'EOC'
#include <stdio.h>
int main(void)
{
    int unused;
    char b[16];
    sprintf(b, "%d", 42);
    puts(b);
    return 0;
}
EOC
cat >bad.c <<'EOC'
#include <stdio.h>
int main(void)
{
    char b[16];
    sprintf(b, "%d", 42);
    return undeclared_variable;
}
EOC
for cc in $C_COMPILERS; do
    run_to "$cc-plain-ok" "$cc" -Wall -c ok.c -o "$cc-plain-ok.o"
    run_to "$cc-ours-ok" "$QRINTF" "$cc" -Wall -c ok.c -o "$cc-ours-ok.o"
    same_run "$cc-plain-ok" "$cc-ours-ok" "$cc: a warning in a rewritten file"
    grep -q 'ok.c:4:' "$cc-ours-ok.err" || fail "$cc: the warning does not cite ok.c:4"
    run_to "$cc-plain-bad" "$cc" -c bad.c
    expect_no_file bad.o "$cc: plain compile error"
    run_to "$cc-ours-bad" "$QRINTF" "$cc" -c bad.c
    same_run "$cc-plain-bad" "$cc-ours-bad" "$cc: a compile error"
    grep -q 'bad.c:6:' "$cc-ours-bad.err" || fail "$cc: the error does not cite bad.c:6"
    expect_no_file bad.o "$cc: compile error through qrintf"
done

# A compiler of our own making: exits 3, or kills itself.
cat >exit3-cc <<'EOC'
#!/bin/sh
exit 3
EOC
cat >segv-cc <<'EOC'
#!/bin/sh
kill -SEGV $$
EOC
chmod +x exit3-cc segv-cc
"$QRINTF" ./exit3-cc -c ok.c
[ $? = 3 ] || fail "a compiler's exit status 3 did not come through"
(
    "$QRINTF" ./segv-cc -c ok.c
    echo $? >segv.rc
) 2>/dev/null
./segv-cc
echo $? >segv-plain.rc
same_file segv-plain.rc segv.rc "death by SIGSEGV"
tmp_empty "status"
done_test

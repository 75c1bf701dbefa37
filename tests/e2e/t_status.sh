# Exit status, stdout and stderr equal plain's: on success, on a warning in a rewritten
# file, on a compile error in C and in C++ (cited at the user's file:line, no object
# left), and for a compiler that exits with a status of its own or dies by a signal.
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
cp bad.c bad.cc
for cc in $CXX_COMPILERS; do
    run_to "$cc-plain-bad" "$cc" -c bad.cc
    expect_no_file bad.o "$cc: plain compile error"
    run_to "$cc-ours-bad" "$QRINTF" "$cc" -c bad.cc
    same_run "$cc-plain-bad" "$cc-ours-bad" "$cc: a compile error in C++"
    grep -q 'bad.cc:6:' "$cc-ours-bad.err" || fail "$cc: the error does not cite bad.cc:6"
    [ "$(cat "$cc-ours-bad.rc")" = 0 ] && fail "$cc: a compile error in C++ gave status 0"
    expect_no_file bad.o "$cc: compile error in C++ through qrintf"
done

# A compiler of our own making: exits 3, exits 139 (the status a shell reports for
# death by SIGSEGV), or kills itself with SIGSEGV. The wait status, which perl's system
# gives as "SIGNAL EXIT", tells death by a signal from an exit with 128 + its number.
cat >exit3-cc <<'EOC'
#!/bin/sh
exit 3
EOC
cat >exit139-cc <<'EOC'
#!/bin/sh
exit 139
EOC
cat >segv-cc <<'EOC'
#!/bin/sh
kill -SEGV $$
EOC
chmod +x exit3-cc exit139-cc segv-cc
wait_status() {
    perl -e 'system @ARGV; printf "%d %d\n", $? & 127, $? >> 8' "$@" 2>/dev/null
}
for c in exit3-cc exit139-cc segv-cc; do
    plain=$(wait_status "./$c" -c ok.c)
    ours=$(wait_status "$QRINTF" "./$c" -c ok.c)
    [ "$plain" = "$ours" ] || fail "$c: wait status (signal, exit) $ours, plain $plain"
done
[ "$(wait_status ./segv-cc)" = "$(wait_status ./exit139-cc)" ] &&
    fail "wait_status does not tell SIGSEGV from exit 139"
tmp_empty "status"
done_test

# Warnings a compiler keeps quiet about inside macro expansions (clang's
# -Wparentheses-equality and -Wtautological-pointer-compare, gcc's -Waddress) come back
# when preprocessed text is compiled. Through qrintf a file that builds quietly with
# -Werror still builds quietly, with its calls rewritten, and a file that warns shows
# exactly plain's warnings: with -c, with -S, and compiled and linked in one command.
. "$(dirname "$0")/lib.sh"
cat >w.c <<'EOC'
#include <stdio.h>
#define IS_ZERO(x) ((x) == 0)
#define NON_NULL(p) ((p) != 0)
static char name[8] = "qr";
int main(int argc, char **argv)
{
    char b[32];
    int n = 0;
    (void)argv;
    if (IS_ZERO(argc - 1))
        n += sprintf(b, "%d:%s", argc, name);
    if (NON_NULL(name) && IS_ZERO(name[7]))
        n += snprintf(b + n, sizeof b - (size_t)n, "|%x", 255u);
    puts(b);
    return n == 7 ? 0 : 1;
}
EOC
# The same with one warning plain shows too.
sed 's/int n = 0;/int n = 0, unused;/' w.c >u.c
for cc in $C_COMPILERS; do
    for mode in -c -S link; do
        case $mode in
        link) args="w.c -o w.out" ;;
        *) args="$mode w.c -o w.out" ;;
        esac
        "$cc" -O2 -Wall -Wextra -Werror $args 2>plain.err || fail "$cc $mode: plain build failed"
        QRINTF_REPORT=1 "$QRINTF" "$cc" -O2 -Wall -Wextra -Werror $args 2>ours.err ||
            fail "$cc $mode: the qrintf build failed: $(cat ours.err)"
        grep -v 'note: qrintf:' ours.err >ours.diag
        same_file plain.err ours.diag "$cc $mode: diagnostics of a quiet file"
        [ "$(grep -c 'note: qrintf: rewrote' ours.err)" = 2 ] ||
            fail "$cc $mode: calls not rewritten: $(cat ours.err)"
        [ "$mode" = link ] && { ./w.out >/dev/null || fail "$cc: the program failed"; }
    done
    # With the converters cached, the rewritten text is compiled once: with -Wno-error
    # in place of -Werror, the revived warnings fail neither that compile nor (with the
    # converters' C) a second one, nor need a third with -w; the plain compile that
    # follows says which warnings are shown.
    QRINTF_VERBOSE=1 "$QRINTF" "$cc" -O2 -Wall -Wextra -Werror -c w.c -o w.o 2>ours.log ||
        fail "$cc: the qrintf build failed: $(cat ours.log)"
    [ "$(grep -c 'rw\.i' ours.log)" = 1 ] ||
        { fail "$cc: the rewritten text was not compiled once:"; grep 'rw\.i' ours.log; }
    "$cc" -O2 -Wall -Wextra -c u.c -o u.o 2>plain.err || fail "$cc: plain build of u.c failed"
    [ -s plain.err ] || fail "$cc: u.c does not warn"
    QRINTF_REPORT=1 "$QRINTF" "$cc" -O2 -Wall -Wextra -c u.c -o u.o 2>ours.err ||
        fail "$cc: the qrintf build of u.c failed"
    grep -v 'note: qrintf:' ours.err >ours.diag
    same_file plain.err ours.diag "$cc: diagnostics of a file that warns"
    grep -q 'note: qrintf: rewrote' ours.err || fail "$cc: u.c not rewritten: $(cat ours.err)"
    "$QRINTF" "$cc" -O2 -Wall -Wextra -Werror -c u.c -o u.o 2>ours.err && fail "$cc: -Werror passed"
    "$cc" -O2 -Wall -Wextra -Werror -c u.c -o u.o 2>plain.err
    same_file plain.err ours.err "$cc: diagnostics of a file that fails with -Werror"
done
tmp_empty "macro warnings"
done_test

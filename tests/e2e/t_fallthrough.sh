# A "fall through" comment quiets gcc's -Wimplicit-fallthrough through qrintf as plainly:
# the preprocess step keeps comments when an option turns that warning on (-Wextra, -W,
# -Wimplicit-fallthrough=N, -Werror=...) and drops them otherwise. Turned on by a pragma
# alone, gcc reads no comment, plainly either: the build fails in the same way. The
# rewritten text compiles without a warning, not merely the source again as plainly.
. "$(dirname "$0")/lib.sh"
cat >ft.c <<'EOC'
#include <stdio.h>
static int f(char *b, int x)
{
    switch (x) {
    case 1:
        x++;
        /* fall through */
    case 2:
        return sprintf(b, "%d", x);
    default:
        return 0;
    }
}
int main(int argc, char **argv)
{
    char b[16];
    (void)argv;
    return f(b, argc) + b[0];
}
EOC
{ echo '#pragma GCC diagnostic error "-Wimplicit-fallthrough"'; cat ft.c; } >pragma.c
for opt in -O0 -O2; do
    for w in "-Wextra -Werror" "-W -Werror" "-Wimplicit-fallthrough=3 -Werror" \
        -Werror=implicit-fallthrough "-Wall -Werror=extra"; do
        same_build "gcc $opt $w" gcc $opt $w ft.c
        [ "$(cat ours.status)" = 0 ] || fail "gcc $opt $w: the build failed"
        reported "gcc $opt $w" 'ft\.c:9:.*rewrote sprintf "%d"'
        QRINTF_VERBOSE=1 "$QRINTF" gcc $opt $w -c ft.c -o ft.o 2>verbose.txt
        ! grep -q 'ref\.o' verbose.txt || fail "gcc $opt $w: the rewritten text warned: $(cat verbose.txt)"
    done
    same_build "gcc $opt -Wall -Werror" gcc $opt -Wall -Werror ft.c
    reported "gcc $opt -Wall -Werror" 'ft\.c:9:.*rewrote sprintf "%d"'
    same_build "gcc $opt, the warning turned on by a pragma" gcc $opt pragma.c
    [ "$(cat ours.status)" != 0 ] || fail "gcc $opt, pragma: the build did not fail as plainly"
done
done_test

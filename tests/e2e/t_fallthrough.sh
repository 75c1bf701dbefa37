# A "fall through" comment quiets gcc's -Wimplicit-fallthrough through qrintf as plainly:
# the preprocess step keeps comments when an option turns that warning on (-Wextra, -W,
# -Wimplicit-fallthrough=N, -Werror=...) and a file of the user's that the source reads
# holds "fall" (in a header included after the call too), and drops them otherwise.
# Turned on by a pragma alone, gcc reads no comment, plainly either: the build fails in
# the same way. The rewritten text compiles without a warning, not merely the source again
# as plainly.
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

# The comment in a header that the source includes after its call.
cat >late.c <<'EOC'
#include <stdio.h>
int g(char *b, int x) { return sprintf(b, "%d", x); }
#include "late.h"
int main(int argc, char **argv)
{
    char b[16];
    (void)argv;
    return f(argc) + g(b, argc) + b[0];
}
EOC
cat >late.h <<'EOC'
static int f(int x)
{
    switch (x) {
    case 1:
        x++;
        /* FALLTHROUGH */
    default:
        return x;
    }
}
EOC
same_build "gcc -O2 -Wextra -Werror, the comment in a header" gcc -O2 -Wextra -Werror late.c
[ "$(cat ours.status)" = 0 ] || fail "gcc -Wextra -Werror, the comment in a header: the build failed"
QRINTF_VERBOSE=1 "$QRINTF" gcc -O2 -Wextra -Werror -c late.c -o late.o 2>verbose.txt
grep -q -- '-E -C late\.c' verbose.txt || fail "a header's comment: no -C: $(cat verbose.txt)"
! grep -q 'ref\.o' verbose.txt || fail "a header's comment: the rewritten text warned: $(cat verbose.txt)"

# No file of the user's holds "fall": the comments go.
sed 's|/\* fall through \*/|x--;|' ft.c >nofall.c
same_build "gcc -O2 -Wextra, no comment to keep" gcc -O2 -Wextra nofall.c
QRINTF_VERBOSE=1 "$QRINTF" gcc -O2 -Wextra -c nofall.c -o nofall.o 2>verbose.txt
grep -q -- '-E nofall\.c' verbose.txt || fail "no comment to keep: $(cat verbose.txt)"
done_test

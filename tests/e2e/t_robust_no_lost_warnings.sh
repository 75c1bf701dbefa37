# What a compiler says of the user's expressions in a rewritten call's arguments is said
# through qrintf too: an uninitialized variable, an index past an array, two unsequenced
# ++, a shift past the width, a float promoted to double (clang says none of them in a
# system header or in the original's unevaluated copy). The same diagnostics and status
# as plain, with -Wall -Wextra -Wdouble-promotion, and with -Werror, gcc and clang.
. "$(dirname "$0")/lib.sh"

cat >lost.c <<'EOC'
#include <stdio.h>
int a[4];
int f(char *b, float g)
{
    int x, i = 0, n;
    n = sprintf(b, "%d", x);
    n += sprintf(b, "%d", a[4]);
    n += sprintf(b, "%d %d", i++, i++);
    n += snprintf(b, 64, "%d", 1 << 40);
    n += sprintf(b, "%f", g);
    return n;
}
EOC
for cc in $C_COMPILERS; do
    for werror in "" -Werror; do
        same_build "$cc $werror" "$cc" -Wall -Wextra -Wdouble-promotion $werror -c lost.c
        [ -n "$werror" ] || reported "$cc" 'rewrote sprintf "%d %d"'
        grep -q 'warning\|error' plain.build || fail "$cc $werror: the plain build said nothing (test is vacuous)"
    done
done
tmp_empty "lost warnings"
done_test

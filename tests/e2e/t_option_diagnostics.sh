# What the compiler says about the options alone comes out as plain's does, though each
# source goes through two steps: unknown and unsupported options, link options under -c,
# clang's unused arguments, gcc's note on unknown -Wno- options, clang's warning counts;
# for one source and for two, with #warning and code warnings around them.
. "$(dirname "$0")/lib.sh"
for f in a b; do
    cat >"$f.c" <<'EOC'
#warning a warning of the preprocessor
#include <stdio.h>
static const char *show(int v)
{
    static char b[32];
    snprintf(b, sizeof b, "[%5d]", v);
    return b;
}
int main(void)
{
    int unused;
    puts(show(42));
    return 0;
}
EOC
done
printf 'int answer(void) { return 42; }\n' >plain.c
i=0
for cc in $C_COMPILERS; do
    for opts in "-Wall" "-Wall -fpermissive" "-Wall -Wno-no-such-warning" "-Wall -Wno-such-warning" \
        "-Wall -fno-tree-vrp" "-Wall -lm -L/usr/lib -Wl,-z,now" "-Wall -arch x86_64" "-Wextra -Xlinker -q"; do
        for inputs in "-c a.c" "-c a.c b.c plain.c" "a.c -o prog" "-E a.c -o a.i"; do
            i=$((i + 1))
            run_to plain$i "$cc" $opts $inputs
            rm -f ./*.o ./*.i prog
            if [ "$opts" = -Wall ]; then
                QRINTF_REPORT=1 "$QRINTF" "$cc" $opts $inputs 2>report$i >/dev/null
                rm -f ./*.o ./*.i prog
                grep -q 'rewrote snprintf' report$i || fail "$cc $opts $inputs: nothing rewritten"
            fi
            run_to ours$i "$QRINTF" "$cc" $opts $inputs
            rm -f ./*.o ./*.i prog
            same_run plain$i ours$i "$cc $opts $inputs"
        done
    done
done
tmp_empty "option diagnostics"
done_test

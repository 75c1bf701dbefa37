# gcc's own warnings about calls of the C library's (-Wformat-overflow,
# -Wformat-truncation, -Wrestrict, from its sprintf pass) stay: a build that fails plainly
# under -Wall -Werror fails the same way through qrintf, and without -Werror prints the
# same warnings, at -O0, -O1, -O2, -Os, -O3 and -Og and under -fno-printf-return-value,
# at the higher warning levels too; clang prints what it printed. Where gcc folds printf
# results, the original call that it analyses leaves no call in the object: it calls the
# printf family (in the generated functions' ways to the C library) as often as without
# the warnings; where it does not, the original stays, but never runs.
. "$(dirname "$0")/lib.sh"
cat >warn.c <<'EOC'
#include <stdio.h>
int main(int argc, char **argv)
{
    char b[8] = "";
    int n = snprintf(b, 4, "%s-%d", "abcdef", argc);
    n += sprintf(b, "%s%d", b, argc);
    (void)argv;
    return n + b[0];
}
EOC
cat >clean.c <<'EOC'
#include <stdio.h>
int f(char *b, unsigned n, int v, const char *s)
{
    char t[16];
    int k = snprintf(t, sizeof t, "%d", v);
    return k + snprintf(b, n, "%s=%s|%08x", s, t, (unsigned)v) + sprintf(b + 1, "%u", n);
}
EOC
for opt in -O0 -O1 -O2 -Os -O3 -Og "-O2 -fno-printf-return-value"; do
    for w in "-Wall -Werror" "-Wformat-truncation=2 -Wformat-overflow=2" -Wall; do
        same_build "gcc $opt $w" gcc $opt $w warn.c
    done
    reported "gcc $opt -Wall" 'warn\.c:5:.*rewrote snprintf "%s-%d"'
    grep -q 'warn\.c:6:.*\[-Wrestrict\]' ours.build || fail "gcc $opt: no -Wrestrict warning at line 6"
    grep -q 'warn\.c:5:.*\[-Wformat-truncation=\]' ours.build || fail "gcc $opt: no -Wformat-truncation warning"
    case $opt in -O0|*-fno-printf-return-value) continue ;; esac
    "$QRINTF" gcc $opt -Wall -c clean.c -o guarded.o && "$QRINTF" gcc $opt -c clean.c -o unguarded.o ||
        { fail "gcc $opt: clean.c did not compile"; continue; }
    objdump -dr guarded.o | grep -c 'R_.*printf' >guarded.txt
    objdump -dr unguarded.o | grep -c 'R_.*printf' >unguarded.txt
    same_file unguarded.txt guarded.txt "gcc $opt: calls of the printf family with the original calls kept"
done
for opt in -O0 -O2; do same_build "clang $opt" clang $opt -Wall warn.c; done

# The pass reads printf, fprintf and dprintf calls too, and warns of a null %s: such a
# call keeps its guarded copy; one whose format can give it nothing to say (numbers, no
# '*') keeps its copy under __typeof__ alone.
cat >pwarn.c <<'EOC'
#include <stdio.h>
int main(int argc, char **argv)
{
    int n = printf("%s|%d\n", (const char *)0, argc);
    n += dprintf(1, "%s:%x\n", (char *)0, argc);
    n += printf("%d,%d\n", argc, n);
    (void)argv;
    return n;
}
EOC
for opt in -O1 -O2; do
    same_build "gcc $opt -Wall, printf" gcc $opt -Wall pwarn.c
    for line in 4 5; do
        grep -q "pwarn\.c:$line:.*argument is null" ours.build || fail "gcc $opt: no null %s warning at line $line"
    done
    reported "gcc $opt -Wall" 'pwarn\.c:6:.*rewrote printf "%d,%d\\n"'
    rm -rf keep
    QRINTF_KEEP=$SCRATCH/keep "$QRINTF" gcc $opt -Wall -c pwarn.c -o p.o 2>/dev/null
    guarded=$(grep -o 'snprintf((char \*)0, 0, "%c", 0) != 1' keep$SCRATCH/pwarn.i | wc -l)
    [ "$guarded" = 2 ] || fail "gcc $opt: $guarded calls guarded, not the two with a %s"
done
done_test

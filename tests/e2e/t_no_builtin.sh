# Under -ffreestanding, -fno-hosted, -fno-builtin and -fno-builtin-NAME the user says the
# function of that name is not the standard one: a program that defines its own
# sprintf in another file gets it, through qrintf as plainly, and the report says why;
# -fno-builtin-sprintf leaves snprintf calls to be rewritten (gcc, clang; -O0, -O2).
. "$(dirname "$0")/lib.sh"
cat >main.c <<'EOC'
#include <stdio.h>
int main(int argc, char **argv)
{
    char b[16], c[16];
    (void)argv;
    sprintf(b, "%d", argc + 41);
    snprintf(c, sizeof c, "%d", argc);
    printf("%s %s\n", b, c);
    return 0;
}
EOC
cat >own.c <<'EOC'
int sprintf(char *b, const char *f, ...)
{
    (void)f;
    b[0] = 'o';
    b[1] = 0;
    return 1;
}
EOC
for opt in -O0 -O2; do
    for cc in $C_COMPILERS; do
        flags="-ffreestanding -fno-builtin -fno-builtin-sprintf"
        [ "$cc" = gcc ] && flags="$flags -fno-hosted"
        for flag in $flags; do
            tag="$cc $opt $flag"
            same_build "$tag" "$cc" $opt "$flag" main.c own.c
            reported "$tag" 'main\.c:6:.*left sprintf unchanged: the command says'
            case $flag in
            -fno-builtin-sprintf) reported "$tag" 'main\.c:7:.*rewrote snprintf "%d"' ;;
            *) reported "$tag" 'main\.c:7:.*left snprintf unchanged: the command says' ;;
            esac
        done
        grep -q '^o 1$' plain.out || { fail "$cc: the plain program did not call its own sprintf"; cat plain.out; }
    done
done
done_test

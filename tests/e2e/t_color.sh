# On a terminal, diagnostics are coloured as plain colours them, though qrintf captures
# the steps' output in files: the same bytes on the terminal, with and without the user's
# own colour options; and no colour where plain has none (a pipe, TERM=dumb).
. "$(dirname "$0")/lib.sh"
command -v script >/dev/null || { echo "script (util-linux) is not installed"; exit 1; }
cat >c.c <<'EOC'
#include <stdio.h>
int main(void)
{
    int unused;
    char b[32];
    snprintf(b, sizeof b, "[%5d]", 42);
    puts(b);
    return 0;
}
EOC
# on_tty NAME TERM CMD...: runs CMD with a terminal as stdout and stderr; what the terminal
# shows goes to NAME.tty.
on_tty() {
    name=$1 term=$2
    shift 2
    TERM=$term script -qec "$*" /dev/null >"$name.tty" </dev/null
}
esc=$(printf '\033')
for cc in $C_COMPILERS; do
    for opt in "" -fdiagnostics-color=never -fno-diagnostics-color -fdiagnostics-color=always; do
        on_tty plain xterm "$cc" -Wall $opt -c c.c -o plain.o
        on_tty ours xterm "$QRINTF" "$cc" -Wall $opt -c c.c -o ours.o
        same_file plain.tty ours.tty "$cc -Wall $opt on a terminal"
        grep -q unused ours.tty || fail "$cc -Wall $opt on a terminal: no warning: $(cat ours.tty)"
        case $opt in
        *never | -fno-*) grep -q "$esc" ours.tty && fail "$cc $opt: colours on a terminal" ;;
        *) grep -q "$esc" ours.tty || fail "$cc $opt: no colours on a terminal" ;;
        esac
    done
    on_tty ours xterm QRINTF_REPORT=1 "$QRINTF" "$cc" -Wall -c c.c -o ours.o
    grep -q 'rewrote snprintf' ours.tty || fail "$cc on a terminal: nothing rewritten"
    on_tty plain dumb "$cc" -Wall -c c.c -o plain.o
    on_tty ours dumb "$QRINTF" "$cc" -Wall -c c.c -o ours.o
    same_file plain.tty ours.tty "$cc -Wall with TERM=dumb"
    "$QRINTF" "$cc" -Wall -c c.c -o ours.o 2>pipe.err
    grep -q "$esc" pipe.err && fail "$cc: colours in a pipe"
done
tmp_empty "colour"
done_test

# The user interface: qrintf --help and --version when no compiler follows, and
# qrintf-pp's; one line on a bad call; and the manual page (qrintf.1) that renders
# without warnings and tells what --help tells: the forms, the options and every
# QRINTF_ variable the driver reads.
. "$(dirname "$0")/lib.sh"
ROOT=$(cd "$E2E_DIR/../.." && pwd)
MAN=$ROOT/qrintf.1
run_to help "$QRINTF" --help
[ "$(cat help.rc)" = 0 ] && [ ! -s help.err ] || fail "--help: status $(cat help.rc), stderr $(cat help.err)"
grep -q '^usage: qrintf CC' help.out || fail "--help: no usage: $(cat help.out)"
run_to version "$QRINTF" --version
[ "$(cat version.rc)" = 0 ] && [ ! -s version.err ] || fail "--version: status $(cat version.rc)"
grep -qx 'qrintf [0-9][0-9.]*' version.out || fail "--version: $(cat version.out)"
# qrintf-pp's --help and --version work as qrintf's.
run_to pphelp "$QBIN/qrintf-pp" --help
[ "$(cat pphelp.rc)" = 0 ] && [ ! -s pphelp.err ] && grep -q '^usage: qrintf-pp ' pphelp.out ||
    fail "qrintf-pp --help: status $(cat pphelp.rc), stderr $(cat pphelp.err)"
run_to ppversion "$QBIN/qrintf-pp" --version
[ "$(cat ppversion.rc)" = 0 ] && [ ! -s ppversion.err ] &&
    [ "$(cat ppversion.out)" = "qrintf-pp $(sed 's/^qrintf //' version.out)" ] ||
    fail "qrintf-pp --version: status $(cat ppversion.rc), stdout $(cat ppversion.out)"
# A mistake gets one line in the compiler's style that points at --help, not the usage.
run_to alone "$QRINTF"
[ "$(cat alone.rc)" = 1 ] && [ ! -s alone.out ] &&
    [ "$(cat alone.err)" = "qrintf: fatal error: no compiler named; see 'qrintf --help'" ] ||
    fail "qrintf alone: status $(cat alone.rc), stdout $(cat alone.out), stderr $(cat alone.err)"
for word in --hlep -c; do
    run_to bad "$QRINTF" "$word" x.c
    [ "$(cat bad.rc)" = 1 ] && [ ! -s bad.out ] &&
        [ "$(cat bad.err)" = "qrintf: fatal error: '$word' is not a qrintf option and no compiler is named before it; see 'qrintf --help'" ] ||
        fail "qrintf $word: status $(cat bad.rc), stderr $(cat bad.err)"
done

[ -f "$MAN" ] || { fail "no manual page at $MAN"; done_test; }
if command -v groff >/dev/null; then
    groff -man -ww -z "$MAN" 2>groff.err
    [ -s groff.err ] && fail "qrintf.1: groff warns: $(cat groff.err)"
    groff -man -Tascii -P-cbou "$MAN" >man.txt  # plain text: no bold, no underlining
else
    echo "groff is not installed: the manual page is checked as text"
    sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$MAN" >man.txt
fi
# The manual version is the program's.
grep -q "$(cat version.out)" "$MAN" || fail "qrintf.1 does not say $(cat version.out)"
# Everything --help names, and every variable the driver reads, is in the manual.
for word in $(grep -o 'QRINTF_[A-Z]*' help.out | sort -u) --help --version qrintf-pp \
    qrintf-gcc qrintf-clang ccache distcc TMPDIR; do
    grep -q -- "$word" man.txt || fail "qrintf.1 does not mention $word"
done
for var in $(grep -ho 'getenv("QRINTF_[A-Z]*")\|drv_env_on("QRINTF_[A-Z]*")' "$ROOT"/src/main_qrintf.c |
    grep -o 'QRINTF_[A-Z]*' | sort -u); do
    [ "$var" = QRINTF_FAULT ] && continue  # a hook for the tests, not for users
    grep -q "$var" man.txt || fail "qrintf.1 does not document $var"
done
for section in NAME SYNOPSIS DESCRIPTION CHAINING ENVIRONMENT 'EXIT STATUS' FILES 'SEE ALSO'; do
    grep -q "^$section" man.txt || fail "qrintf.1 has no $section section"
done
# make install puts the manual beside the programs, and the installed driver works alone.
make -s -C "$ROOT" install DESTDIR="$SCRATCH/dest" PREFIX=/usr >install.log 2>&1 ||
    fail "make install: $(cat install.log)"
[ -f dest/usr/share/man/man1/qrintf.1 ] || fail "make install did not install qrintf.1"
cmp -s "$MAN" dest/usr/share/man/man1/qrintf.1 || fail "the installed qrintf.1 differs"
# Each installed name has its manual page: man NAME opens qrintf.1.
for name in $(ls dest/usr/bin); do
    MANPATH=$SCRATCH/dest/usr/share/man man -w "$name" >manw.out 2>&1 &&
        cmp -s "$(cat manw.out)" "$MAN" || fail "man $name does not open qrintf.1: $(cat manw.out)"
done
for name in cc c++ gcc-ar llvm-ar; do
    [ -e "dest/usr/bin/qrintf-$name" ] || fail "make install did not install qrintf-$name"
done
printf '#include <stdio.h>\nint main(void) { char b[16]; return sprintf(b, "%%d", 42) != 2; }\n' >i.c
dest/usr/bin/qrintf-gcc -O2 i.c -o i && ./i || fail "the installed qrintf-gcc does not build a program"
# make uninstall, which make help lists, removes every file make install put there.
make -s -C "$ROOT" help | grep -q '^make uninstall ' || fail "make help does not list uninstall"
make -s -C "$ROOT" uninstall DESTDIR="$SCRATCH/dest" PREFIX=/usr >uninstall.log 2>&1 ||
    fail "make uninstall: $(cat uninstall.log)"
[ -z "$(find dest ! -type d)" ] || fail "make uninstall left: $(find dest ! -type d)"
done_test

# An autotools project with libtool (tests/e2e/fixtures/autotools with the sources of
# fixtures/greet, its build files made here): ./configure CC=qrintf-gcc (and qrintf-clang)
# && make && make check. configure finds what it finds with plain: the executable and
# object suffixes, the dependency mode, libtool's PIC flag; the calls are rewritten; a
# changed header rebuilds hello.
. "$(dirname "$0")/lib.sh"
for t in autoreconf automake libtoolize; do
    command -v $t >/dev/null || { echo "$t is not installed"; exit 1; }
done
cp -r "$E2E_DIR/fixtures/autotools" src
cp "$E2E_DIR"/fixtures/greet/* src/
(cd src && autoreconf -i) >autoreconf.log 2>&1 || { fail "autoreconf failed: $(cat autoreconf.log)"; done_test; }
# found DIR: what configure found, from config.log.
found() {
    grep -E "^(EXEEXT|OBJEXT|am_cv_CC_dependencies_compiler_type|lt_cv_prog_compiler_pic|lt_cv_prog_compiler_pic_works|lt_cv_prog_compiler_c_o|lt_cv_prog_compiler_static_works|ac_cv_c_compiler_gnu|ac_cv_prog_cc_g|ac_cv_func_snprintf|lt_prog_compiler_pic|lt_prog_compiler_wl)=" \
        "$1/config.log" | sort
}
# build DIR CC: configures, builds and checks in DIR, out of the source tree.
build() {
    mkdir "$1"
    (cd "$1" && ../src/configure CC="$2" && QRINTF_NOTES=$PWD/notes make && make check) >"$1.log" 2>&1 ||
        { fail "$1: configure, make or make check failed: $(tail -30 "$1.log")"; return 1; }
    found "$1" >"$1.found"
    [ "$(wc -l <"$1.found")" -ge 10 ] || fail "$1: config.log lacks what configure found: $(cat "$1.found")"
}
for cc in $C_COMPILERS; do
    build "plain-$cc" "$cc" || continue
    build "ours-$cc" "$QBIN/qrintf-$cc" || continue
    same_file "plain-$cc.found" "ours-$cc.found" "$cc: what configure found"
    # greet.c twice (libtool's PIC and static objects), hello.c's snprintf and printf once
    [ "$(grep -c 'greet\.c:.*: note: qrintf: rewrote' "ours-$cc/notes")" = 2 ] &&
        [ "$(grep -c 'hello\.c:.*: note: qrintf: rewrote' "ours-$cc/notes")" = 2 ] ||
        fail "$cc: the calls were not rewritten: $(cat "ours-$cc/notes")"
    (cd "ours-$cc" && ./hello) >ours.txt && (cd "plain-$cc" && ./hello) >plain.txt
    same_file plain.txt ours.txt "$cc: program output"
    # A changed header rebuilds hello.o, and the test sees the change.
    sleep 1
    printf '#define GREETING "bonjour"\n' >src/greeting.h
    (cd "ours-$cc" && make && make check) >>"ours-$cc.log" 2>&1 || fail "$cc: the rebuild failed"
    (cd "ours-$cc" && ./hello) | grep -q '^bonjour, ' || fail "$cc: the header change did not reach hello"
    printf '#define GREETING "hello"\n' >src/greeting.h
done
tmp_empty "autotools"
done_test

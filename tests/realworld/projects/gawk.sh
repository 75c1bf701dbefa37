# GNU awk: ./configure && make && make check (its own large suite, about a thousand
# cases, each compared with a .ok file). The awk programs in tests/realworld/awk/ also
# run over inputs/numbers.txt, for the output comparison.
PKG=gawk
DEPS=locales-all   # the multibyte and thousands-separator cases need en_US.UTF-8
COMPILERS=gcc

# As debian/rules does: Debian's source lacks the manuals under the GFDL, so empty old
# ones stand in for them and make finds nothing to do in doc/.
configure() {
    ./configure CC="$RW_CC" CFLAGS="$RW_CFLAGS" CPPFLAGS="$RW_CPPFLAGS" --disable-rpath &&
        touch --date="Jan 01 2000" doc/gawktexi.in doc/sidebar.awk doc/gawk.texi doc/gawk.info \
            doc/gawkinet.texi doc/gawkinet.info doc/gawkworkflow.texi doc/gawkworkflow.info \
            doc/pm-gawk.texi doc/pm-gawk.info
}

build() {
    make -j"$RW_JOBS" $RW_SYNC
}

# The suite ends with "ALL TESTS PASSED" or "N TESTS FAILED"; each case that ran left
# its name on a line of its own.
check() {
    rw_make_check '/^ALL TESTS PASSED/ { f = 0 } /^[0-9]+ TESTS FAILED/ { f = $1 }
        /^[A-Za-z0-9_+-]+$/ { n++ } END { print n - f " passed, " f + 0 " failed" }'
}

compare() {
    local out=$1 a
    for a in "$RW_HOME"/awk/*.awk; do
        ./gawk -f "$a" "$RW_HOME/inputs/numbers.txt" >"$out/${a##*/}.out" 2>&1
        echo "exit $?" >>"$out/${a##*/}.out"
        ./gawk --posix -f "$a" "$RW_HOME/inputs/numbers.txt" >"$out/${a##*/}.posix.out" 2>&1
    done
    ./gawk 'BEGIN { for (i = -5; i <= 5; i++) print i / 3, i * 1e20, i * 1e-20, 2 ^ (i * 13)
        printf "%d %i %x %o %c %e %g %a\n", 2^53, -2^63, 2^40, 511, 256, 1/3, 1e-5, 1
        print strftime("%Y", 0, 1), sprintf("%'"'"'d", 1234567), length(sprintf("%1000d", 1)) }' \
        >"$out/begin.out" 2>&1
    ./gawk --dump-variables="$out/vars.out" -f "$RW_HOME/awk/numbers.awk" "$RW_HOME/inputs/numbers.txt" \
        >/dev/null 2>&1
    ./gawk --profile="$out/profile.out" -f "$RW_HOME/awk/strings.awk" "$RW_HOME/inputs/numbers.txt" \
        >/dev/null 2>&1
    sed -i '/gawk profile, created/d' "$out/profile.out"   # it carries the date
}

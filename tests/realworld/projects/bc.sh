# GNU bc: ./configure && make. Its source has no test suite, so tests/realworld/bc/checks.bc
# checks known values in bc itself, and bc and dc outputs are compared on fixed programs.
# bc writes the labels of every compiled if, while, for and call with snprintf.
PKG=bc
DEPS="bison flex ed autoconf automake"
COMPILERS=gcc

# autoreconf first, as Debian's build does: its patches touch the Makefile.am files.
configure() {
    autoreconf -fi && ./configure CC="$RW_CC" CFLAGS="$RW_CFLAGS" CPPFLAGS="$RW_CPPFLAGS"
}

# The programs only: the manuals would need makeinfo.
build() {
    make -j"$RW_JOBS" $RW_SYNC SUBDIRS="lib bc dc"
}

check() {
    local pass fail
    ./bc/bc -lq "$RW_HOME/bc/checks.bc" >checks.log 2>&1
    cat checks.log
    pass=$(grep -c '^ok ' checks.log) fail=$(grep -vc '^ok ' checks.log)
    echo "$pass passed, $fail failed"
    [ "$fail" = 0 ] && [ "$pass" -gt 0 ]
}

compare() {
    local out=$1 f
    for f in "$RW_HOME"/bc/*.bc; do
        ./bc/bc -lq "$f" </dev/null >"$out/${f##*/}.out" 2>&1
        echo "exit $?" >>"$out/${f##*/}.out"
    done
    for f in exp ln sine atan jn mul div raise sqrt fact; do
        echo "quit" | cat Test/$f.b - | ./bc/bc -lq >"$out/test-$f.out" 2>&1
    done
    printf 'primes(3000)\nquit\n' | ./bc/bc -lq Examples/primes.b >"$out/primes.out" 2>&1
    printf 'twins(3000)\nquit\n' | ./bc/bc -lq Examples/primes.b Examples/twins.b >"$out/twins.out" 2>&1
    printf 'scale = 300\npi()\nquit\n' | ./bc/bc -lq Examples/pi.b >"$out/pi.out" 2>&1
    printf '20k 2v p 1 3/ p 16o 255 p 2o 10 p 10o 100 1 - p [x]p 3 4 * 5 + p q\n' |
        ./dc/dc >"$out/dc.out" 2>&1
}

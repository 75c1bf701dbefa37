# PCRE2: ./configure && make && make check (RunTest with pcre2test, RunGrepTest with
# pcre2grep, both comparing with expected output files; pcre2test formats its output with
# sprintf).
PKG=pcre2
DEPS=
COMPILERS=gcc

configure() {
    ./configure CC="$RW_CC" CFLAGS="$RW_CFLAGS" CPPFLAGS="$RW_CPPFLAGS" --disable-jit
}

build() {
    make -j"$RW_JOBS" $RW_SYNC
}

check() {
    rw_automake_check -j"$RW_JOBS"
}

# Lua 5.4 the Debian way (a libtool from debian/configure.ac, then `make linux-readline`,
# every file compiled as C and as C++). Its test suite is not in the Debian source: the
# scripts in tests/realworld/lua/ check themselves and their output is compared.
PKG=lua5.4
DEPS="libtool autoconf automake libreadline-dev"
COMPILERS="gcc clang"

configure() {
    mkdir -p debian/libtool && cp debian/configure.ac debian/libtool/ && (
        cd debian/libtool && LIBTOOLIZE='libtoolize -i' autoreconf -f -i &&
            ./configure CC="$RW_CC" CXX="$RW_CXX"
    ) && printf '#define DEB_HOST_MULTIARCH "%s"\n' "$(dpkg-architecture -qDEB_HOST_MULTIARCH)" \
        >src/lua5.4-deb-multiarch.h
}

# The objects in parallel, then the rest serially: the rule that links liblua5.4.la and
# liblua5.4-c++.la runs twice at once under make -j, and the two races break the build.
build() {
    set -- LIBTOOL="$PWD/debian/libtool/libtool --quiet" CC="$RW_CC -std=gnu99" CXX="$RW_CXX"
    make -C src -j"$RW_JOBS" $RW_SYNC o SYSCFLAGS="-DLUA_USE_LINUX -DLUA_USE_READLINE" "$@" &&
        make linux-readline "$@"
}

# Each script checks itself and exits nonzero on a failed check. They run from their own
# directory, so the chunk names in messages are the same for every build.
check() {
    local lua=$PWD/src/lua5.4 pass=0 fail=0 t
    cd "$RW_HOME/lua" || return 1
    for t in *.lua; do
        if "$lua" "$t" >/dev/null; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $t"; fi
    done
    echo "$pass passed, $fail failed"
    [ $fail = 0 ]
}

compare() {
    local lua=$PWD/src/lua5.4 luac=$PWD/src/luac5.4 t
    cd "$RW_HOME/lua" || return 1
    for t in *.lua; do
        "$lua" "$t" >"$1/$t.out" 2>&1
        echo "exit $?" >>"$1/$t.out"
    done
    "$luac" -l -l -p format.lua 2>&1 | sed 's/0x[0-9a-f]\{6,\}/ADDRESS/g' >"$1/luac-listing.out"
}

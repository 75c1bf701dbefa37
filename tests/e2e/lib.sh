# Shared helpers for the end-to-end tests: a scratch directory, the programs under test,
# and comparisons that say what differed. Each test sources this file first.
QRINTF=${QRINTF:-$PWD/build/bin/qrintf}
case $QRINTF in /*) ;; *) QRINTF=$PWD/$QRINTF ;; esac
QBIN=$(dirname "$QRINTF")
E2E_DIR=$(cd "$(dirname "$0")" && pwd)
unset QRINTF_DISABLE QRINTF_ACTIVE QRINTF_VERBOSE QRINTF_REPORT QRINTF_KEEP QRINTF_FAULT
export LC_ALL=C

SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/qrintf-e2e.XXXXXX") || exit 1
# qrintf's compiled converters: make check's cache (the Makefile names it), else one of
# the test's own, never the user's
QRINTF_CACHE_DIR=${QRINTF_CACHE_DIR-$SCRATCH/cache}
export QRINTF_CACHE_DIR
trap 'rm -rf "$SCRATCH"' EXIT
cd "$SCRATCH" || exit 1
# Each test gets its own TMPDIR, so leftovers of qrintf's temp files can be seen.
mkdir tmp
TMPDIR=$SCRATCH/tmp
export TMPDIR

failed=0

# fail MESSAGE...: reports a failure and lets the test go on to report the others.
fail() {
    echo "$*"
    failed=1
}

# done_test: the test's exit status.
done_test() {
    exit $failed
}

# same_file A B WHAT: A and B have the same bytes.
same_file() {
    if ! cmp -s "$1" "$2"; then
        fail "$3: $1 and $2 differ"
        diff "$1" "$2" 2>/dev/null | head -20
    fi
}

# tmp_empty WHAT: qrintf left nothing in TMPDIR.
tmp_empty() {
    if [ -n "$(ls -A "$TMPDIR")" ]; then
        fail "$1: temp files left: $(ls -A "$TMPDIR" | tr '\n' ' ')"
        rm -rf "${TMPDIR:?}"/*
    fi
}

# run_to NAME CMD...: runs CMD with stdout in NAME.out, stderr in NAME.err and its exit
# status in NAME.rc (the file).
run_to() {
    name=$1
    shift
    "$@" >"$name.out" 2>"$name.err"
    echo $? >"$name.rc"
}

# same_run A B WHAT: two run_to results agree in stdout, stderr and status.
same_run() {
    same_file "$1.rc" "$2.rc" "$3: exit status"
    same_file "$1.out" "$2.out" "$3: stdout"
    same_file "$1.err" "$2.err" "$3: stderr"
}

# expect_file PATH WHAT, expect_no_file PATH WHAT
expect_file() {
    [ -e "$1" ] || fail "$2: $1 is missing"
}
expect_no_file() {
    [ ! -e "$1" ] || fail "$2: $1 should not exist"
}

# trapped CMD...: runs CMD with the C library's sprintf family replaced by traps
# (fixtures/trap/trap.c): a call of one of them ends it with status 97 and a message on
# stderr. For programs whose rewritten calls must format without the C library.
trapped() {
    [ -e "$SCRATCH/libtrap.so" ] ||
        gcc -shared -fPIC -O2 "$E2E_DIR/fixtures/trap/trap.c" -o "$SCRATCH/libtrap.so" || return 1
    LD_PRELOAD=$SCRATCH/libtrap.so "$@"
}

# C compilers and C++ compilers the tests run with.
C_COMPILERS="gcc clang"
CXX_COMPILERS="g++ clang++"

# ref_flags CC: the flags a plain reference build with CC adds: gcc's sprintf return
# value folding is no reference (DESIGN.md), so gcc and g++ get -fno-printf-return-value.
ref_flags() {
    case $1 in g*) echo -fno-printf-return-value ;; esac
}

# check_all CHECK C-SOURCE C++-SOURCE: runs `CHECK CC SOURCE OPT` for every C compiler
# with C-SOURCE and every C++ compiler with C++-SOURCE, at -O0 and at -O2.
check_all() {
    for opt in -O0 -O2; do
        for cc in $C_COMPILERS; do "$1" "$cc" "$2" "$opt"; done
        for cc in $CXX_COMPILERS; do "$1" "$cc" "$3" "$opt"; done
    done
}

# write_printf_program FILE: a program whose output depends on snprintf and sprintf
# details; built plainly and through qrintf it must print the same.
write_printf_program() {
    cat >"$1" <<'EOC'
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>

int main(void)
{
    char buf[64];
    int v = -12345;
    uint64_t big = UINT64_MAX;
    int n = snprintf(NULL, 0, "%d", v);
    printf("%d\n", n);
    n = snprintf(buf, sizeof buf, "%-8s|", "ab");
    printf("%s %d\n", buf, n);
    snprintf(buf, sizeof buf, "%" PRIu64, big);
    puts(buf);
    snprintf(buf, sizeof buf, "%u %llu", 1u, 1ull);
    puts(buf);
    snprintf(buf, sizeof buf, "[%*d]", -6, 42);
    puts(buf);
    n = sprintf(buf, "%s: %d", "key", 7);
    printf("%s %d\n", buf, n);
    n = snprintf(buf, 4, "%d", 123456);
    printf("%s %d\n", buf, n);
    return 0;
}
EOC
}

# cmake_fixture: the CMake project of fixtures/cmake and fixtures/greet in src, and
# qrintf's names first on PATH.
cmake_fixture() {
    command -v cmake >/dev/null || { echo "cmake is not installed"; exit 1; }
    command -v ninja >/dev/null || { echo "ninja is not installed"; exit 1; }
    cp -r "$E2E_DIR/fixtures/cmake" src
    cp "$E2E_DIR"/fixtures/greet/* src/
    PATH=$QBIN:$PATH
}

# cmake_build DIR GENERATOR CC CXX [CMAKE-ARGS...]: configures and builds src in DIR, the
# compiler CMake found in DIR.ids, what the programs print in DIR.out.
cmake_build() {
    b_dir=$1 b_gen=$2 b_cc=$3 b_cxx=$4
    shift 4
    CC=$b_cc CXX=$b_cxx cmake -G "$b_gen" -S src -B "$b_dir" "$@" >"$b_dir.log" 2>&1 ||
        { fail "$b_dir: configure failed: $(tail -20 "$b_dir.log")"; return 1; }
    grep 'qrintf-e2e:' "$b_dir.log" >"$b_dir.ids"
    cmake --build "$b_dir" >>"$b_dir.log" 2>&1 ||
        { fail "$b_dir: build failed: $(tail -20 "$b_dir.log")"; return 1; }
    { "$b_dir/hello" && "$b_dir/hellocxx"; } >"$b_dir.out" || fail "$b_dir: the programs failed"
}

# The ways the README gives to use qrintf with CMake, for cmake_build_as.
CMAKE_FORMS="prefix argv0 launcher"

# cmake_build_as FORM DIR GENERATOR CC CXX [CMAKE-ARGS...]: cmake_build with qrintf used
# as FORM says: CC="qrintf gcc", CC=qrintf-gcc, or CMake's compiler launcher.
cmake_build_as() {
    a_how=$1 a_dir=$2 a_gen=$3 a_cc=$4 a_cxx=$5
    shift 5
    case $a_how in
    prefix) cmake_build "$a_dir" "$a_gen" "qrintf $a_cc" "qrintf $a_cxx" "$@" ;;
    argv0) cmake_build "$a_dir" "$a_gen" "qrintf-$a_cc" "qrintf-$a_cxx" "$@" ;;
    launcher) cmake_build "$a_dir" "$a_gen" "$a_cc" "$a_cxx" -DCMAKE_C_COMPILER_LAUNCHER=qrintf \
        -DCMAKE_CXX_COMPILER_LAUNCHER=qrintf "$@" ;;
    esac
}

# same_build TAG CC ARGS...: CC ARGS -o plain (with ref_flags) and the same through qrintf
# (-o ours, with QRINTF_REPORT, whose notes go to ours.report) end alike: the same exit
# status and the same diagnostics; programs both built print the same and exit alike.
same_build() {
    sb_tag=$1 sb_cc=$2
    shift 2
    rm -f plain ours
    "$sb_cc" $(ref_flags "$sb_cc") "$@" -o plain 2>plain.build
    echo $? >plain.status
    QRINTF_REPORT=1 "$QRINTF" "$sb_cc" "$@" -o ours 2>ours.all
    echo $? >ours.status
    grep ': note: qrintf: ' ours.all >ours.report
    grep -v ': note: qrintf: ' ours.all >ours.build
    same_file plain.status ours.status "$sb_tag: build status"
    same_file plain.build ours.build "$sb_tag: diagnostics"
    [ -x plain ] && [ -x ours ] || return 0
    run_to plain ./plain
    run_to ours ./ours
    same_run plain ours "$sb_tag: program"
}

# reported TAG PATTERN: a qrintf report note of the last same_build matches PATTERN.
reported() {
    grep -q "$2" ours.report || { fail "$1: no note matching '$2' in:"; cat ours.report; }
}

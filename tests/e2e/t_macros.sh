# The preprocess step gets the options that define macros: -O2 -fPIC -pthread -fopenmp
# -std=c99 -DNAME (and -std=c++NN in C++) give the program the same predefined macros as
# the plain build; the -E step gets -D and -I, the compile step -O2 -fPIC -pthread.
. "$(dirname "$0")/lib.sh"
cat >m.c <<'EOC'
#include <stdio.h>
#ifdef __OPTIMIZE__
#define OPT 1
#else
#define OPT 0
#endif
#ifdef __PIC__
#define PIC __PIC__
#else
#define PIC 0
#endif
#ifdef _REENTRANT
#define REENTRANT 1
#else
#define REENTRANT 0
#endif
#ifdef _OPENMP
#define OPENMP _OPENMP
#else
#define OPENMP 0
#endif
int main(void)
{
    char b[128];
    snprintf(b, sizeof b, "%d %d %d %ld %ld %d", OPT, PIC, REENTRANT, (long)OPENMP,
             (long)__STDC_VERSION__, NAME);
    puts(b);
    return 0;
}
EOC
# same_program CC SRC FLAGS...: built plainly and through qrintf (which rewrites its
# snprintf), the program prints the same macro values.
same_program() {
    cc=$1 src=$2
    shift 2
    "$cc" "$@" "$src" -o plain || fail "$cc $*: plain build failed"
    QRINTF_REPORT=1 "$QRINTF" "$cc" "$@" "$src" -o ours 2>report.txt ||
        fail "$cc $*: qrintf build failed"
    grep -q 'rewrote snprintf' report.txt || fail "$cc $*: nothing rewritten: $(cat report.txt)"
    ./plain >plain.txt
    ./ours >ours.txt
    same_file plain.txt ours.txt "$cc $*: predefined macros"
}
for cc in $C_COMPILERS; do
    flags="-O2 -fPIC -pthread -std=c99 -DNAME=42"
    [ "$cc" = gcc ] && flags="$flags -fopenmp"  # clang has no OpenMP runtime here
    same_program "$cc" m.c $flags
done
# The steps QRINTF_VERBOSE shows: the -E step gets the cpp flags, the compile step (on
# the rewritten text) the code generation flags.
mkdir inc
for cc in $C_COMPILERS; do
    QRINTF_VERBOSE=1 "$QRINTF" "$cc" -O2 -fPIC -pthread -DNAME=1 -Iinc -c m.c -o v.o 2>verbose.txt ||
        fail "$cc -c: qrintf failed"
    pp=$(grep "^qrintf: $cc .*-E " verbose.txt)
    cc1=$(grep "^qrintf: $cc .*-x cpp-output " verbose.txt)
    [ -n "$pp" ] && [ -n "$cc1" ] || fail "$cc: no -E step or no compile step: $(cat verbose.txt)"
    for f in -DNAME=1 -Iinc; do
        case "$pp " in *" $f "*) ;; *) fail "$cc: the -E step lacks $f: $pp" ;; esac
    done
    for f in -O2 -fPIC -pthread; do
        case "$cc1 " in *" $f "*) ;; *) fail "$cc: the compile step lacks $f: $cc1" ;; esac
    done
done
# C++: -std=c++17 and -std=c++11 give __cplusplus the value plain gives.
cat >v.cc <<'EOC'
#include <cstdio>
int main()
{
    char b[32];
    std::snprintf(b, sizeof b, "%ld", (long)__cplusplus);
    std::puts(b);
    return 0;
}
EOC
for cc in $CXX_COMPILERS; do
    # Neither is the default of both compilers, so a lost -std shows.
    for std in -std=c++17 -std=c++11; do
        same_program "$cc" v.cc $std
    done
done
tmp_empty "macros"
done_test

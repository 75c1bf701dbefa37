# The preprocess step gets the options that define macros: -O2 -fPIC -pthread -fopenmp
# -std=c99 -DNAME give the program the same predefined macros as the plain build.
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
for cc in $C_COMPILERS; do
    flags="-O2 -fPIC -pthread -std=c99 -DNAME=42"
    [ "$cc" = gcc ] && flags="$flags -fopenmp"  # clang has no OpenMP runtime here
    "$cc" $flags m.c -o plain || fail "$cc $flags: plain build failed"
    QRINTF_REPORT=1 "$QRINTF" "$cc" $flags m.c -o ours 2>report.txt ||
        fail "$cc $flags: qrintf build failed"
    grep -q 'rewrote snprintf' report.txt || fail "$cc: nothing rewritten: $(cat report.txt)"
    ./plain >plain.txt
    ./ours >ours.txt
    same_file plain.txt ours.txt "$cc $flags: predefined macros"
done
tmp_empty "macros"
done_test

# An object that an older qrintf made, whose tables (the digit table, the powers of five)
# were laid out otherwise under names without their text's checksum, linked before one
# made now, as an incremental build after an upgrade links them: each object reads its
# own tables, and the program prints what the plain build prints (gcc and clang; -O0,
# -O2; C and C++).
. "$(dirname "$0")/lib.sh"
cat >older.c <<'EOC'
/* The tables as an older qrintf defined them, here full of other bytes. */
#define TABLE __attribute__((__weak__, __visibility__("hidden")))
TABLE const char __qrintf_dec_table[4001] = {'?', '?', '?', 3};
TABLE const unsigned long long __qrintf_fp_p5[27] = {7, 7, 7};
TABLE const unsigned long long __qrintf_fp_p5big[25][2] = {{7, 7}};
TABLE const unsigned long long __qrintf_fp_p5near[64][2] = {{7, 7}};
int older(void) { return __qrintf_dec_table[4000] + (int)__qrintf_fp_p5[0]; }
EOC
cat >now.c <<'EOC'
#include <stdio.h>
#ifdef __cplusplus
extern "C"
#endif
int older(void);
int main(void)
{
    char b[64];
    unsigned v;
    for (v = 0; v < 100000; v += 7) {
        snprintf(b, sizeof b, "%u %d %.3f %g %e", v, (int)v - 50000, v / 7.0, v * 1e-3, v * 1e17);
        puts(b);
    }
    return older() == 0 ? 0 : 1;
}
EOC
for opt in -O0 -O2; do
    for cc in $C_COMPILERS $CXX_COMPILERS; do
        lang=c
        case $cc in *++) lang=c++ ;; esac
        "$cc" $opt -x c -c older.c -o older.o || fail "$cc $opt: older.c does not compile"
        "$cc" $opt -x $lang -c now.c -o now-plain.o || fail "$cc $opt: now.c does not compile"
        "$QRINTF" "$cc" $opt -x $lang -c now.c -o now-ours.o || fail "$cc $opt: now.c does not compile through qrintf"
        "$cc" older.o now-plain.o -o plain && "$cc" older.o now-ours.o -o ours ||
            { fail "$cc $opt: does not link"; continue; }
        run_to plain ./plain
        run_to ours ./ours
        same_run plain ours "$cc $opt"
    done
done
done_test

# A file whose every floating conversion is the same (all %.3f, say) gets its floating-
# point kernel compiled for that conversion, flags and precision (rtsplit_fit_floats):
# for each of a dozen such formats, a program formats 40,000 doubles (random bit
# patterns, halfway cases, powers of two and ten, subnormals, infinities, NaNs, both
# signs), built plainly and through qrintf with gcc and clang at -O2 and -O0, prints
# what the plain build prints, with the C library's sprintf family trapped; the
# converters' source of the qrintf build holds the fitted kernel. A file of several
# precisions gets a copy of the kernel for each, and one for any other call, and prints
# the same too.
. "$(dirname "$0")/lib.sh"

# prog FORMAT...: prog.c, a snprintf of each FORMAT per double, every format in one call.
prog() {
    fmt= args=
    for f in "$@"; do fmt="$fmt|$f" args="$args, v"; done
    cat >prog.c <<EOC
#include <stdio.h>
#include <string.h>

static unsigned long long s = 88172645463325252ull;
static unsigned long long next(void)
{
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
}

int main(void)
{
    static const double special[] = { 0.0, -0.0, 0.5, 1.5, 2.5, 0.125, 1e23, 9.5e-5, 5e-324,
                                      2.2250738585072014e-308, 1.7976931348623157e308,
                                      1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0 };
    char b[1024];
    for (int i = 0; i < 40000; i++) {
        double v;
        unsigned long long bits = next();
        if (i < (int)(sizeof special / sizeof *special))
            v = special[i];
        else if (i % 4 == 0)
            memcpy(&v, &bits, sizeof v);                      /* any bit pattern */
        else if (i % 4 == 1)
            v = (double)(bits >> 40) / 1024 * (bits & 1 ? -1 : 1); /* halfway cases */
        else if (i % 4 == 2)
            v = (double)(1ull << (bits % 60)) / (double)(1ull << (bits >> 8) % 60);
        else
            v = (double)(bits >> 11) * 1e-9 * (double)(bits % 1000);
        int n = snprintf(b, sizeof b, "${fmt#|}"$args);
        printf("%d %s\n", n, b);
    }
    return 0;
}
EOC
}

# The compilers as qrintf finds them on PATH, each keeping a copy of the converters'
# source it compiles (the one argument named *-rt.c) in rt.c.
mkdir wrap
for cc in $C_COMPILERS; do
    real=$(command -v $cc)
    printf '#!/bin/sh\nfor a in "$@"; do case $a in *-rt.c) cp "$a" "%s/rt.c" ;; esac; done\nexec "%s" "$@"\n' \
        "$SCRATCH" "$real" >wrap/$cc
    chmod +x wrap/$cc
done

# check TAG FITTED CC OPT: prog.c built both ways prints the same; FITTED (yes or no)
# says whether the converters' source fits a kernel.
check() {
    tag="$1 $3 $4"
    "$3" $4 $(ref_flags "$3") prog.c -o plain 2>plain.err || { fail "$tag: plain build failed"; cat plain.err; return; }
    rm -rf cache rt.c
    PATH=$SCRATCH/wrap:$PATH QRINTF_CACHE_DIR=$SCRATCH/cache "$QRINTF" "$3" $4 prog.c -o ours 2>ours.err ||
        { fail "$tag: qrintf build failed"; head ours.err; return; }
    [ -f rt.c ] || { fail "$tag: the converters were not compiled apart"; return; }
    fitted=no
    ! grep -q '^int __qrintf_[a-z_]*_any(' rt.c || fitted=yes
    [ "$fitted" = "$2" ] || fail "$tag: a kernel fitted: $fitted, not $2"
    run_to plain ./plain
    trapped ./ours >ours.out 2>ours.err
    echo $? >ours.rc
    same_run plain ours "$tag"
}

for f in '%.3f' '%f' '%.0f' '%#.0f' '%+.17g' '%.14g' '%g' '%e' '%.1e' '%-12.5E' '%010.2f' '%G'; do
    prog "$f" "$f"
    for cc in $C_COMPILERS; do
        for opt in -O2 -O0; do check "$f" yes $cc $opt; done
    done
done
# several sets (each fitted, up to four), the other kernel's calls, a fifth set
for fs in '%.3f %.2f' '%g %.3f' '%.14g %.17g %g %e %.3f' '%.1e %.2e %.3e %.4e %.5e'; do
    prog $fs
    for cc in $C_COMPILERS; do check "$fs" yes $cc -O2; done
done
done_test

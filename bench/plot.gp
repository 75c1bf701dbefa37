# plot.gp: the runtime benchmark as grouped bars: ns per call, a group per case, a bar per
# variant, a panel per compiler. Missing bars: the variant has no form for the case (no
# floor for the floating cases), or qrintf or a floor disagrees with glibc (WRONG); a peer
# that disagrees (stb, fmt) has its bar, marked * in the tables only.
#   gnuplot -e "files='results-gcc.dat gcc results-clang.dat clang'; out='bench.png'" plot.gp
n = words(files) / 2
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo size 1400, 480 * n font "sans,10"
} else {
    set terminal png size 1400, 480 * n
}
set output out
set datafile missing "NaN"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set logscale y
set yrange [0.5:*]
set ylabel "ns per call (log scale, lower is better)"
set grid ytics mytics
set xtics rotate by -20 noenhanced nomirror
set key top left horizontal noenhanced
set multiplot layout n, 1
do for [i = 1:n] {
    f = word(files, 2 * i - 1)
    set title sprintf("qrintf runtime benchmark: %s -O2", word(files, 2 * i)) noenhanced
    plot f using 3:xtic(2) title "glibc" lc rgb "#8c8c8c", \
         '' using 4 title "stb_sprintf" lc rgb "#e6a23c", \
         '' using 5 title "{fmt} FMT_COMPILE" lc rgb "#4c7bd9", \
         '' using 6 title "qrintf" lc rgb "#d9453d", \
         '' using 7 title "hand-written floor" lc rgb "#3da35d", \
         '' using 8 title "loose floor (breaks the rules)" lc rgb "#a8d5b5", \
         '' using 9 title "std::to_chars" lc rgb "#9b59b6"
}
unset multiplot

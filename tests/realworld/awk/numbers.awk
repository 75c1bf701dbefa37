# Numbers in and out of awk: print (OFMT), concatenation (CONVFMT), integers that print
# as integers, and printf with every conversion, over inputs/numbers.txt.
{
    n = $2 + 0; f = $3 + 0; e = $4 + 0
    s = n ""; t = f ""; u = e ""
    print NR, $1, n, f, e, s, t, u, n * 3, f / 7, e * 1e-3, -n, int(f), n % 97
    printf "%d|%i|%5d|%-5d|%05d|%+d|%x|%X|%o|%c|\n", n, f, NR, NR, NR, n, NR * 4099, NR * 65521, NR, 64 + NR % 26
    printf "%e|%.3e|%E|%f|%.2f|%10.4f|%-12.1f|%g|%.10g|%G|%#g\n", f, f, e, f, f, f, f, e, e, e, NR / 8
    printf "%s|%10s|%-10s|%.3s|%%|%5.1s|\n", $1, $1, $1, $1, $1
    sum += f; total += n; if (NR == 1 || f > max) max = f
}
END {
    print "sum", sum, "total", total, "max", max, "avg", sum / NR
    OFMT = "%.2f"; print "OFMT", sum, total, 0.1 + 0.2, 1e6, 1e300, 17
    CONVFMT = "%.3g"; x = sum ""; y = 3.14159 ""; z = 100 ""; print "CONVFMT", x, y, z
    print length(12345678901234567890), 2^31, 2^53, 2^53 + 1, -2^63, 1e15, 1e16, 0.1 * 3
    print 100000 * 100000, 123456789 * 1000, 1/3, -1/3, 1e-5, 1e-4
}

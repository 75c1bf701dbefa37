# String functions, sprintf with computed and literal formats, split, sub and gsub,
# substr, index and the field machinery, over inputs/numbers.txt.
BEGIN { srand(1); fmt = "%08.3f" }
{
    a[$1]++
    line = sprintf("%-8s %12.4f %s", toupper($1), $3, sprintf(fmt, $5 / 3))
    k = split($0, parts, /[ .]/)
    gsub(/[0-9]/, "#", line)
    x = $4; sub(/e\+/, "E", x)
    print NR ": " line " [" k "] " x " " substr($1, 2, 3) " " index($0, "-") " " length($0)
    $3 = sprintf("%.1f", $3); $6 = NR; print
}
END {
    n = 0
    for (w in a) keys[++n] = w
    for (i = 1; i <= n; i++)
        for (j = i + 1; j <= n; j++)
            if (keys[j] < keys[i]) { t = keys[i]; keys[i] = keys[j]; keys[j] = t }
    for (i = 1; i <= n; i++) printf "%-10s %3d %5.1f%%\n", keys[i], a[keys[i]], 100 * a[keys[i]] / NR
    for (i = 0; i < 10; i++) printf "%.6f ", rand(); print ""
    printf "%c%c%c|%c|%5c|\n", "hello", 65, 256 + 66, "", "z"
    printf "%d %d %d %d\n", "12abc", " 7 ", "-0", "0x1A"
    printf "%s %s\n", 1e300 * 1e300, -(1e300 * 1e300)
    printf "%*d|%-*d|%.*f\n", 6, 42, 6, 42, 3, 3.14159
}

#!/bin/sh
# codesize.sh: bytes of machine code per call site, plain and rewritten by qrintf: one
# function holding just the call, built at -O2 both ways with gcc and clang.
#   sh bench/codesize.sh [OUT.md]    prints a table; OUT.md gets it as markdown
# "call" is the function (its .cold part included); "TU" is all the code in the object,
# which adds the runtime's out-of-line slow paths, emitted once per translation unit.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
out=${BENCH_OUT:-$root/build/bench}/codesize
md=${1:-}
mkdir -p "$out" || exit 1

# name|parameters|call
sites='d|char *b, size_t n, int v|snprintf(b, n, "%d", v)
ipv4|char *b, const unsigned char *o|sprintf(b, "%u.%u.%u.%u", o[0], o[1], o[2], o[3])
padded|char *b, size_t n, int d, const char *s, unsigned long x|snprintf(b, n, "%5d|%-8s|%08lx", d, s, x)
took|char *b, size_t n, const char *s, double t|snprintf(b, n, "%s took %.3f ms", s, t)'

# fn_bytes OBJ: size of f and its .cold part; text_bytes OBJ: all code sections.
fn_bytes() {
    nm -S --radix=d "$1" | awk '$4 == "f" || $4 ~ /^f\.cold/ { s += $2 } END { print s + 0 }'
}
text_bytes() {
    size -A "$1" | awk '$1 ~ /^\.text/ { s += $2 } END { print s + 0 }'
}

# One tab-separated line per compiler and site: cc, format, the four sizes.
: > "$out/sizes.tsv"
for cc in gcc clang; do
    command -v $cc >/dev/null 2>&1 || { echo "codesize: $cc not found, skipped" >&2; continue; }
    echo "$sites" | while IFS='|' read -r name params call; do
        src=$out/$cc-$name.c
        fmt=$(echo "$call" | sed 's/^[^"]*"\(.*\)".*/\1/')
        printf '#include <stdio.h>\n#include <stddef.h>\nint f(%s);\nint f(%s)\n{\n    return %s;\n}\n' \
            "$params" "$params" "$call" > "$src"
        $cc -O2 -c "$src" -o "$out/$cc-$name.plain.o" || exit 1
        sh "$here/qrcc.sh" $cc "$src" "$out/$cc-$name.qr.o" -O2 >/dev/null || exit 1
        grep -q 'unchanged' "$out/$cc-$name.qr.o.notes" && fmt="$fmt (left unchanged!)"
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' $cc "$fmt" \
            $(fn_bytes "$out/$cc-$name.plain.o") $(fn_bytes "$out/$cc-$name.qr.o") \
            $(text_bytes "$out/$cc-$name.plain.o") $(text_bytes "$out/$cc-$name.qr.o")
    done >> "$out/sizes.tsv" || exit 1
done

echo "code size per call site, bytes at -O2 (call: the function with its .cold part; TU: all code)"
awk -F '\t' 'BEGIN { printf "%-8s %-22s %12s %12s %10s %10s\n", "compiler", "format",
                     "call plain", "call qrintf", "TU plain", "TU qrintf" }
             { printf "%-8s %-22s %12s %12s %10s %10s\n", $1, $2, $3, $4, $5, $6 }' "$out/sizes.tsv"

if [ -n "$md" ]; then
    {
        echo "### Code size per call site (bytes, -O2)"
        echo
        echo "One function holding just the call. *call*: the function, its .cold part included;"
        echo "*TU*: all code in the object, so with the runtime's out-of-line slow paths too, which"
        echo "a translation unit carries once however many calls it has."
        echo
        echo "| compiler | format | call, plain | call, qrintf | TU, plain | TU, qrintf |"
        echo "|---|---|--:|--:|--:|--:|"
        sed 's/|/\\|/g' "$out/sizes.tsv" |
            awk -F '\t' '{ printf "| %s | `%s` | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6 }'
    } > "$md"
fi

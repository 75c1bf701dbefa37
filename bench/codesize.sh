#!/bin/sh
# codesize.sh: bytes of machine code per call site, plain and rewritten by qrintf: one
# function holding just the call, built at -O2 both ways with gcc and clang.
#   sh bench/codesize.sh [OUT.md]    prints a table; OUT.md gets it as markdown
# "call" is the function (its .cold part included); "TU" is all the code in the object,
# which adds the format's function and the runtime's parts, once per translation unit;
# "more" is what one more call of a format already used in the file adds: the code of
# 21 calls less that of 11, over 10.
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

# more CC NAME PARAMS CALL: bytes that one more call adds, plain and through qrintf: a
# function of 21 calls (each to its own destination) less one of 11, over 10. From one
# call to two, a format's function stops being inlined, a cost paid once.
more() {
    for k in 11 21; do
        {
            printf '#include <stdio.h>\n#include <stddef.h>\nint f(%s);\nint f(%s)\n{\n    int r = 0;\n' "$3" "$3"
            i=0
            while [ $i -lt $k ]; do
                echo "    r += $4;" | sed "s/(b,/(b + $i,/"
                i=$((i + 1))
            done
            printf '    return r;\n}\n'
        } > "$out/$1-$2-$k.c"
        $1 -O2 -c "$out/$1-$2-$k.c" -o "$out/$1-$2-$k.plain.o" || exit 1
        sh "$here/qrcc.sh" $1 "$out/$1-$2-$k.c" "$out/$1-$2-$k.qr.o" -O2 >/dev/null || exit 1
    done
    for way in plain qr; do
        echo $(( ($(text_bytes "$out/$1-$2-21.$way.o") - $(text_bytes "$out/$1-$2-11.$way.o")) / 10 ))
    done
}

# One tab-separated line per compiler and site: cc, format, the six sizes.
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
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' $cc "$fmt" \
            $(fn_bytes "$out/$cc-$name.plain.o") $(fn_bytes "$out/$cc-$name.qr.o") \
            $(text_bytes "$out/$cc-$name.plain.o") $(text_bytes "$out/$cc-$name.qr.o") \
            $(more $cc $name "$params" "$call")
    done >> "$out/sizes.tsv" || exit 1
done

echo "code size per call site, bytes at -O2 (call: the function with its .cold part; TU: all code;"
echo "more: what one more call of the format adds)"
awk -F '\t' 'BEGIN { printf "%-8s %-22s %11s %11s %9s %9s %10s %10s\n", "compiler", "format",
                     "call plain", "call qrintf", "TU plain", "TU qrintf", "more plain", "more qrintf" }
             { printf "%-8s %-22s %11s %11s %9s %9s %10s %10s\n", $1, $2, $3, $4, $5, $6, $7, $8 }' "$out/sizes.tsv"

if [ -n "$md" ]; then
    {
        echo "### Code size per call site (bytes, -O2)"
        echo
        echo "One function holding just the call. *call*: the function, its .cold part included;"
        echo "*TU*: all code in the object, so with the format's function and the runtime's parts"
        echo "too, which a translation unit carries once however many calls it has; *more*: what"
        echo "one more call of a format already used in the file adds (21 calls less 11, over 10)."
        echo
        echo "| compiler | format | call, plain | call, qrintf | TU, plain | TU, qrintf | more, plain | more, qrintf |"
        echo "|---|---|--:|--:|--:|--:|--:|--:|"
        sed 's/|/\\|/g' "$out/sizes.tsv" |
            awk -F '\t' '{ printf "| %s | `%s` | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7, $8 }'
    } > "$md"
fi

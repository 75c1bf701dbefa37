# Each format is compiled once: 100 calls of one format (snprintf, and fprintf) make one
# generated function, and their code stays within 3x the plain build's (.text, -O2, gcc
# and clang); the user's identifiers named like generated ones keep their values, and
# arguments are evaluated in the compiler's own order, as in the plain build (C and C++,
# -O0 and -O2); with -g, the call of the generated function is on the first line of a
# call written over several; the files of a program share one copy of each table, of
# each compiled converter and of each generated function compiled apart; a format called
# once in a large function comes compiled apart too.
. "$(dirname "$0")/lib.sh"

text_bytes() {
    size -A "$1" | awk '$1 ~ /^\.text/ { s += $2 } END { print s + 0 }'
}

# one_format NAME FUNCTION PARAMETERS CALL: a file NAME.c of 100 calls CALL (in which K
# is the call's number) of one format, built plainly and through qrintf with each C
# compiler: every call rewritten, one generated function, and text within 3x plain.
one_format() {
    name=$1 func=$2
    {
        echo '#include <stdio.h>'
        echo "int f($3)"
        echo '{'
        echo '    int r = 0;'
        i=0
        while [ $i -lt 100 ]; do
            echo "    r += $4;" | sed "s/K7/$((i % 7))/; s/K/$i/"
            i=$((i + 1))
        done
        echo '    return r;'
        echo '}'
    } >"$name.c"
    for cc in $C_COMPILERS; do
        "$cc" -O2 -c "$name.c" -o plain.o || fail "$cc: plain build of $name.c failed"
        QRINTF_REPORT=1 "$QRINTF" "$cc" -O2 -c "$name.c" -o ours.o 2>notes.txt ||
            fail "$cc: qrintf build of $name.c failed"
        [ "$(grep -c "qrintf: rewrote $func" notes.txt)" = 100 ] ||
            fail "$cc: not all 100 $func calls were rewritten: $(head -3 notes.txt)"
        "$QRINTF" "$cc" -O2 -E "$name.c" >"$name.i"
        [ "$(grep -c '^static .*int __qrintf_f[0-9]*(' "$name.i")" = 1 ] ||
            fail "$cc: 100 $func calls of one format made $(grep -c '^static .*int __qrintf_f' "$name.i") functions"
        p=$(text_bytes plain.o) q=$(text_bytes ours.o)
        [ "$q" -lt $((3 * p)) ] || fail "$cc -O2: 100 $func calls of one format: $q bytes of text, plain $p"
    done
}

one_format many snprintf 'char *b, size_t n, const unsigned char *o, int i' \
    'snprintf(b, n, "%u.%u.%u.%u:%d", o[K7], o[1], o[2], o[3], i + K)'
# The same for fprintf, whose generated function stays out of line whatever its calls.
one_format manyf fprintf 'FILE *o, const unsigned char *p, int i' \
    'fprintf(o, "%u.%u:%d %s\\n", p[K7], p[1], i + K, "x")'

printf '#include <stdio.h>\nint f(char *b, int x, const char *s)\n{\n    int n = snprintf(b, 64,\n                     "%%d:%%s",\n                     x,\n                     s);\n    return n;\n}\n' >lines.c
for cc in $C_COMPILERS; do
    "$QRINTF" "$cc" -O0 -g -c lines.c -o lines.o || fail "$cc -g: lines.c failed"
    # the call, of a function in the file or of one compiled apart (by its relocation)
    line=$(objdump -d -l -r lines.o | awk '/^[^ ].*lines\.c:[0-9]+/ { sub(/.*:/, ""); l = $0 }
                                             /call.*<__qrintf_f[0-9]+>|R_[A-Z0-9_]+[ \t]+__qrintf_fmt_/ { print l; exit }')
    [ "$line" = 4 ] || fail "$cc -O0 -g: the formatting runs at line '$line' of lines.c, not 4"
done

# A program of three rewritten files holds one copy of each table they share: each object
# puts every weak table it defines in a COMDAT group of the table's name, and the linked
# program has the decimal table's bytes once (they were there three times); at -O2, where
# the converters come compiled, and at -Os, where they stay C and the tables alone do.
# At -O2 each compiled converter is a group of its own too, named after its code: the
# files' converters differ as their formats do, and the program holds one copy of each
# converter's code (__qrintf_i32k, which all three use alike, was there three times); a
# group is weak, so that a partial link that dissolves groups leaves no clashing copies.
printf '#include <stdio.h>\nint f1(char *b, double x, int i) { return sprintf(b, "%%.3g %%d", x, i + 1); }\n' >t1.c
printf '#include <stdio.h>\nint f2(char *b, double x, int i) { return sprintf(b, "%%d %%.3g|%%-5d", i + 2, x, i); }\n' >t2.c
printf '#include <stdio.h>\nint f3(char *b, double x, int i) { return sprintf(b, "%%d %%s", i + 3, x > 0 ? "y" : "n"); }\n' >t3.c
printf '#include <stdio.h>\n#include <string.h>\nint f1(char *, double, int), f2(char *, double, int), f3(char *, double, int);\n' >tm.c
printf 'int main(void) { char b[64], r[64]; int n = 0;\n' >>tm.c
printf '  f1(b, 1.5, 2); sprintf(r, "%%.3g %%d", 1.5, 3); n += strcmp(b, r) != 0;\n' >>tm.c
printf '  f2(b, -2.5e-7, -40000); sprintf(r, "%%d %%.3g|%%-5d", -39998, -2.5e-7, -40000); n += strcmp(b, r) != 0;\n' >>tm.c
printf '  f3(b, 3.5, 1234567); sprintf(r, "%%d %%s", 1234570, "y"); n += strcmp(b, r) != 0;\n  return n; }\n' >>tm.c
for cc in "gcc -O2" "clang -O2" "gcc -Os" "clang -Os"; do
    for k in 1 2 3; do
        "$QRINTF" $cc -c t$k.c -o t$k.o || fail "$cc: t$k.c failed"
        tables=$(nm t$k.o | awk '$2 == "V" && $3 ~ /^__qrintf_/ { print $3 }' | sort)
        groups=$(readelf -g t$k.o | sed -n 's/^COMDAT group section .*\[\(__qrintf_[^]]*\)\].*/\1/p' | sort)
        [ -n "$tables" ] && [ "$tables" = "$(echo "$groups" | grep -v '\.[0-9a-f]\{32\}$')" ] ||
            fail "$cc: t$k.o defines the tables '$(echo $tables)' in the groups '$(echo $groups)'"
        case $cc in
        *-O2)
            conv=$(nm t$k.o | awk '$2 == "W" && $3 ~ /^__qrintf_/ { print $3 }' | sort)
            [ -n "$conv" ] && [ "$conv" = "$(echo "$groups" | grep '\.[0-9a-f]\{32\}$')" ] ||
                fail "$cc: t$k.o defines the converters '$(echo $conv)' in the groups '$(echo $groups)'"
            ;;
        esac
    done
    $cc tm.c t1.o t2.o t3.o -o tables || fail "$cc: the program of three files does not link"
    ./tables || fail "$cc: the program of three files printed other text than sprintf ($? differ)"
    copies=$(LC_ALL=C grep -obUaP '995\x03996\x03997\x03' tables | wc -l)
    [ "$copies" = 1 ] || fail "$cc: the program holds $copies copies of the decimal table"
    case $cc in
    *-O2)
        [ "$(nm t1.o t2.o t3.o | grep -c ' W __qrintf_i32k\.')" = 3 ] ||
            fail "$cc: not every object has __qrintf_i32k"
        kept=$(nm tables | sed -n 's/^[0-9a-f]* [tTwW] \(__qrintf_.*\.[0-9a-f]\{32\}\)$/\1/p' | sort)
        made=$(nm t1.o t2.o t3.o | sed -n 's/^[0-9a-f]* W \(__qrintf_.*\.[0-9a-f]\{32\}\)$/\1/p' | sort -u)
        [ -n "$kept" ] && [ "$kept" = "$made" ] ||
            fail "$cc: the program holds the converters '$(echo $kept)', the objects '$(echo $made)'"
        [ "$(nm tables | grep -c ' __qrintf_i32k\.')" = 1 ] || fail "$cc: the program holds no or several __qrintf_i32k"
        # a partial link that dissolves the groups leaves weak definitions, which do not clash
        ld -r --force-group-allocation t1.o -o t1r.o || fail "$cc: ld -r --force-group-allocation failed"
        $cc tm.c t1r.o t2.o t3.o -o partial && ./partial ||
            fail "$cc: the program of a partial link and two files does not link or run"
        ;;
    esac
done

# A generated function the compiler would not inline (called three times, or any at -O0)
# comes compiled apart, as the converters do, in a group named after its code: two files
# with the same such format share one copy of it in the program, whatever its number in
# each (g2.c has another such format first, of the same converters: a function's group
# follows those of the converters it calls), and the program prints what the plain build
# prints.
printf '#include <stdio.h>\nint g2(char *b, int x)\n{\n    int n = 0;\n' >g2.c
for k in 1 2; do
    [ $k = 1 ] && printf '#include <stdio.h>\nint g1(char *b, int x)\n{\n    int n = 0;\n' >g1.c
    [ $k = 2 ] && printf '    n += sprintf(b + n, "(%%d)", x);\n    n += sprintf(b + n, "(%%d)", x + 1);\n    n += sprintf(b + n, "(%%d)", -x);\n' >>g2.c
    printf '    n += sprintf(b + n, "<%%d|%%s>", x, "a");\n    n += sprintf(b + n, "<%%d|%%s>", x + %s, "b");\n' $k >>g$k.c
    printf '    return n + sprintf(b + n, "<%%d|%%s>", -x, "c");\n}\n' >>g$k.c
done
printf '#include <stdio.h>\nint g1(char *, int), g2(char *, int);\n' >gm.c
printf 'int main(void) { char b[128]; int x;\n  for (x = -3000; x < 3000; x += 999) { printf("%%d ", g1(b, x)); puts(b); printf("%%d ", g2(b, x)); puts(b); }\n  return 0; }\n' >>gm.c
for cc in $C_COMPILERS; do
    for opt in -O2 -O0; do
        $cc $opt gm.c g1.c g2.c -o plain || { fail "$cc $opt: plain build of g1.c, g2.c failed"; continue; }
        "$QRINTF" $cc $opt -c g1.c -o g1.o && "$QRINTF" $cc $opt -c g2.c -o g2.o && $cc gm.c g1.o g2.o -o ours ||
            { fail "$cc $opt: qrintf build of g1.c, g2.c failed"; continue; }
        run_to plain ./plain
        run_to ours ./ours
        same_run plain ours "$cc $opt: two files of one format called three times"
        made=$(nm g1.o g2.o | sed -n 's/^[0-9a-f]* W \(__qrintf_fmt_[0-9a-f]*\.[0-9a-f]\{32\}\)$/\1/p' | sort | uniq -c)
        [ "$(echo "$made" | awk '{ print $1 }' | sort | tr '\n' ' ')" = "1 2 " ] ||
            fail "$cc $opt: the two objects do not define one group of the shared format and one of the other: '$made'"
        [ "$(nm ours | grep -c ' __qrintf_fmt_')" = 2 ] ||
            fail "$cc $opt: the program holds $(nm ours | grep -c ' __qrintf_fmt_') generated functions, not 2"
    done
done

# A format called once in a large function body (some 2,300 tokens here: a switch of 150
# cases) comes compiled apart too, and one called once in a small function stays C, for
# the compiler to inline: one group in the object, and the program prints what the plain
# build prints.
{
    printf '#include <stdio.h>\nint step(int, int);\nint big(char *b, int op, int x)\n{\n    switch (op) {\n'
    i=0
    while [ $i -lt 150 ]; do
        printf '    case %d: x = step(x, %d) ^ %d; break;\n' $i $i $i
        i=$((i + 1))
    done
    printf '    }\n    return snprintf(b, 64, "[%%d:%%s]", x, op & 1 ? "odd" : "even");\n}\n'
    printf 'int small(char *b, int x) { return snprintf(b, 64, "(%%d)", x); }\n'
    printf 'int step(int x, int k) { return x * 3 + k; }\n'
    printf 'int main(void) { char b[64]; int op;\n'
    printf '  for (op = 0; op < 150; op += 7) { printf("%%d ", big(b, op, op - 70)); puts(b); printf("%%d ", small(b, -op * 1000)); puts(b); }\n  return 0; }\n'
} >large.c
for cc in $C_COMPILERS; do
    $cc -O2 large.c -o plain || { fail "$cc: plain build of large.c failed"; continue; }
    "$QRINTF" $cc -O2 -c large.c -o large.o && $cc large.o -o ours || { fail "$cc: qrintf build of large.c failed"; continue; }
    run_to plain ./plain
    run_to ours ./ours
    same_run plain ours "$cc: a format called in a large function"
    [ "$(nm large.o | grep -c ' W __qrintf_fmt_')" = 1 ] ||
        fail "$cc: large.c's object defines $(nm large.o | grep -c ' W __qrintf_fmt_') generated functions compiled apart, not 1"
done

cp "$E2E_DIR/fixtures/once/names.c" names.c
cp names.c names.cc
check() {  # check CC SRC OPT
    ref=
    case $1 in gcc | g++) ref=-fno-printf-return-value ;; esac
    "$1" $3 $ref "$2" -o plain 2>plain.err || { fail "$1 $3 $2: plain build failed"; cat plain.err; return; }
    QRINTF_REPORT=1 "$QRINTF" "$1" $3 "$2" -o ours 2>ours.err ||
        { fail "$1 $3 $2: qrintf build failed"; cat ours.err; return; }
    # four sprintf and snprintf calls, and the printf after each
    [ "$(grep -c 'qrintf: rewrote' ours.err)" = 8 ] ||
        { fail "$1 $3 $2: not all 8 calls were rewritten"; cat ours.err; }
    run_to plain ./plain
    run_to ours ./ours
    same_run plain ours "$1 $3 $2"
}
for opt in -O0 -O2; do
    for cc in $C_COMPILERS; do check "$cc" names.c "$opt"; done
    for cc in $CXX_COMPILERS; do check "$cc" names.cc "$opt"; done
done
done_test

# QRINTF_REPORT notes sit at the user's file:line:col, computed from the fixture's own
# "expect" comments: multi-line calls, two on a line, a tab, a header, #line, a macro
# before the call, a nested call; gcc, clang, g++, clang++, with and without fortify.
. "$(dirname "$0")/lib.sh"
FIX=$E2E_DIR/fixtures/robust
cp "$FIX/report.c" "$FIX/report.h" .
cp report.c report.cc

# One line per expected note: FILE:LINE:BYTECOL:DISPLAYCOL OUTCOME. gcc counts columns
# with tabs expanded to 8 by default, clang in bytes: either is taken as right.
cat >expect.awk <<'EOF'
function disp(s, upto,    i, col) {
    col = 1
    for (i = 1; i < upto; i++)
        col = substr(s, i, 1) == "\t" ? col + 8 - (col - 1) % 8 : col + 1
    return col
}
FNR == 1 { file = FILENAME; base = 0; from = 0 }
/^#line / {
    base = $2; from = FNR
    if (NF >= 3) { file = $3; gsub(/"/, "", file) }
    next
}
/\/\* expect: / {
    line = from ? base + FNR - from - 1 : FNR
    spec = $0
    sub(/.*\/\* expect: /, "", spec)
    sub(/ *\*\/.*/, "", spec)
    n = split(spec, want, " ")
    k = 0
    for (i = 1; i <= length($0); i++) {
        if ((substr($0, i, 8) == "sprintf(" || substr($0, i, 9) == "snprintf(") &&
            (i == 1 || substr($0, i - 1, 1) !~ /[A-Za-z0-9_]/)) {
            k++
            print file ":" line ":" i ":" disp($0, i) " " want[k]
        }
    }
    if (k != n)
        print "fixture " FILENAME ":" FNR ": " k " calls, " n " expectations" > "/dev/stderr"
}
EOF
awk -f expect.awk report.h report.c >expected.txt 2>awk.err
[ -s awk.err ] && fail "$(cat awk.err)"
[ "$(wc -l <expected.txt)" -ge 15 ] || fail "fixture: only $(wc -l <expected.txt) expected notes"

# The note text each expected outcome stands for.
pattern() {
    case $1 in
    rewrote) echo 'note: qrintf: rewrote ' ;;
    partially) echo 'note: qrintf: partially rewrote ' ;;
    left) echo 'note: qrintf: left ' ;;
    *) echo 'note: qrintf: ' ;;
    esac
}

check() {  # check CC SRC FLAGS...
    cc=$1 src=$2
    shift 2
    tag="$cc $* $src"
    QRINTF_REPORT=1 "$QRINTF" "$cc" "$@" -c "$src" -o report.o 2>raw.err ||
        { fail "$tag: qrintf build failed"; cat raw.err; return; }
    # A header may be named ./report.h, as the compiler itself names it.
    sed 's|^\./||' raw.err >notes.err
    sed "s/^report\.c:/$src:/" expected.txt >want.txt
    while read -r where outcome; do
        file=${where%%:*} rest=${where#*:}
        line=${rest%%:*} rest=${rest#*:}
        bcol=${rest%%:*} dcol=${rest#*:}
        pat=$(pattern "$outcome")
        # A #line naming a file that is not there: no source to take the column from,
        # and clang -E drops that line's indentation, so any column will do.
        [ -e "$file" ] || bcol='[0-9]*' dcol='[0-9]*'
        if ! grep -q "^$file:$line:$bcol: $pat" notes.err &&
            ! grep -q "^$file:$line:$dcol: $pat" notes.err; then
            got=$(grep "^$file:$line:" notes.err | tr '\n' ' ')
            fail "$tag: no '$outcome' note at $file:$line:$bcol; that line has: ${got:-none}"
        fi
    done <want.txt
    nwant=$(wc -l <want.txt)
    ngot=$(grep -c ': note: qrintf: ' notes.err)
    [ "$ngot" -eq "$nwant" ] || fail "$tag: $ngot notes for $nwant calls"
    if grep -v ': note: qrintf: ' notes.err | grep -q .; then
        fail "$tag: unexpected diagnostics:"
        grep -v ': note: qrintf: ' notes.err
    fi
}

for cc in $C_COMPILERS; do
    check "$cc" report.c
    check "$cc" report.c -O2 -D_FORTIFY_SOURCE=2
done
for cc in $CXX_COMPILERS; do
    check "$cc" report.cc
    check "$cc" report.cc -O2 -D_FORTIFY_SOURCE=2
done
tmp_empty "report positions"
done_test

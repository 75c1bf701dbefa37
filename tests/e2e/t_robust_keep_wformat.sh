# -Wformat still fires on rewritten calls (full, partial, from a macro): with -Wall, gcc,
# clang, g++, clang++ at -O0 and -O2 give each format warning as often as plainly, at the
# same file:line with the same text, and no other new warning. Columns are only noted.
. "$(dirname "$0")/lib.sh"
FIX=$E2E_DIR/fixtures/robust
cp "$FIX/wformat.c" wformat.c
cp "$FIX/wformat.c" wformat.cc

# The one documented difference: gcc puts a warning about a call inside a macro at the
# macro's definition; compiling the preprocessed text puts it where the macro is used,
# as clang does anyway. So the definition's line counts as the use's.
def_line=$(grep -n '^#define PUT' wformat.c | cut -d: -f1)
use_line=$(grep -n '^ *PUT(' wformat.c | cut -d: -f1)

# warnings ERRFILE: "file:line: text" of each warning, the column dropped.
warnings() {
    grep ': warning: ' "$1" | sed -e 's/^\([^:]*:[0-9]*\):[0-9]*: /\1: /' \
        -e "s/^\\([^:]*\\):$def_line: /\\1:$use_line: /"
}
# located ERRFILE: "file:line:col" of each warning.
located() {
    grep ': warning: ' "$1" | sed -n 's/^\([^:]*:[0-9]*:[0-9]*\): .*/\1/p'
}

check() {  # check CC SRC OPT
    cc=$1 src=$2 opt=$3
    tag="$cc $opt $src"
    "$cc" $opt -Wall -c "$src" -o plain.o 2>plain.err ||
        { fail "$tag: plain build failed"; cat plain.err; return; }
    "$QRINTF" "$cc" $opt -Wall -c "$src" -o ours.o 2>ours.err ||
        { fail "$tag: qrintf build failed"; cat ours.err; return; }
    warnings plain.err | grep '\[-Wformat' | sort >plain.fmt
    warnings ours.err | grep '\[-Wformat' | sort >ours.fmt
    # The fixture's wrong calls each warn once plainly, on their own lines.
    [ "$(wc -l <plain.fmt)" -eq 4 ] && [ "$(cut -d: -f2 plain.fmt | sort -u | wc -l)" -eq 4 ] ||
        fail "$tag: expected four -Wformat warnings on four lines plainly, got: $(cat plain.fmt)"
    if ! cmp -s plain.fmt ours.fmt; then
        fail "$tag: -Wformat warnings differ (< plain, > qrintf):"
        diff plain.fmt ours.fmt
    fi
    warnings plain.err | sort >plain.all
    warnings ours.err | sort >ours.all
    if comm -13 plain.all ours.all | grep -q .; then
        fail "$tag: warnings that the plain build does not give:"
        comm -13 plain.all ours.all
    fi
    if comm -23 plain.all ours.all | grep -q .; then
        fail "$tag: warnings of the plain build missing through qrintf:"
        comm -23 plain.all ours.all
    fi
    located plain.err | grep -F "$src:" >plain.loc
    located ours.err | grep -F "$src:" >ours.loc
    cmp -s plain.loc ours.loc ||
        echo "note: $tag: columns differ:" \
            "plain $(tr '\n' ' ' <plain.loc); qrintf $(tr '\n' ' ' <ours.loc)"
}

check_all check wformat.c wformat.cc
tmp_empty "keep -Wformat"
done_test

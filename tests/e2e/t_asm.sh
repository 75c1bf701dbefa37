# -S writes ./foo.s (or -o's file), in C and C++, which assembles into a program that
# prints what the plain build prints.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
cp p.c p.cc
for cc in $C_COMPILERS $CXX_COMPILERS; do
    src=p.c
    case $cc in *++) src=p.cc ;; esac
    mkdir "$cc" && cd "$cc" || exit 1
    "$QRINTF" "$cc" -O2 -S "../$src" || fail "$cc -S failed"
    [ "$(ls -A)" = p.s ] || fail "$cc -S: working directory holds: $(ls -A)"
    "$QRINTF" "$cc" -O2 -S "../$src" -o other.s || fail "$cc -S -o failed"
    expect_file other.s "$cc -S -o other.s"
    grep -q snprintf p.s && grep -q '%-8s' p.s && fail "$cc -S: the calls were not rewritten"
    "$cc" p.s -o ours && "$cc" -O2 "../$src" -o plain || fail "$cc: build failed"
    ./ours >ours.txt
    ./plain >plain.txt
    same_file plain.txt ours.txt "$cc -S: program output"
    cd .. || exit 1
done
tmp_empty "-S"
done_test

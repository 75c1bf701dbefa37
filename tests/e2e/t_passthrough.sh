# Queries and commands qrintf leaves alone give plain's stdout, stderr and status, with gcc,
# clang, g++ and clang++: queries, -M, -dM, -fsyntax-only, -save-temps, .S and .s inputs,
# stdin, -o -, precompiled headers, several -arch, a user's -wrapper.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
cp p.c p.h
cp p.c p.cc
mkdir in  # inputs the clean-up between runs leaves alone
printf '#define ANSWER 42\n\t.globl answer\nanswer: .long ANSWER\n' >in/asm.S
printf '\t.globl answer\nanswer: .long 42\n' >in/asm.s
# A user's own -wrapper: it notes what it ran, then runs it.
cat >wrapper.sh <<'EOC'
#!/bin/sh
basename "$1" >>wrapped.log
exec "$@"
EOC
chmod +x wrapper.sh
i=0
for cc in $C_COMPILERS $CXX_COMPILERS; do
    src=p.c lang=c
    case $cc in *++) src=p.cc lang=c++ ;; esac
    for args in --version -v --help -dumpversion -dumpmachine -print-search-dirs \
        -print-libgcc-file-name -print-file-name=libc.so -print-prog-name=as "-### -S $src" \
        "-fsyntax-only $src" "-M $src" "-MM $src" "-E -dM $src" "-c -save-temps=obj $src -o st.o" \
        "-save-temps -S $src" "-c" "-o - -S $src" "-x $lang-header -c $src -o p.pch" "-c p.h" \
        "-c in/asm.S -o asm.o" "-c in/asm.s" "-E in/asm.S" "-arch x86_64 -arch x86_64 -c $src -o arch.o"; do
        i=$((i + 1))
        run_to plain$i "$cc" $args
        rm -f ./*.o ./*.i ./*.s ./*.pch ./*.gch ./*.bc
        QRINTF_VERBOSE=1 "$QRINTF" "$cc" $args >/dev/null 2>verbose$i
        rm -f ./*.o ./*.i ./*.s ./*.pch ./*.gch ./*.bc
        grep -q '/qrintf\.' verbose$i && fail "$cc $args: a step ran: $(cat verbose$i)"
        run_to ours$i "$QRINTF" "$cc" $args
        rm -f ./*.o ./*.i ./*.s ./*.pch ./*.gch ./*.bc
        same_run plain$i ours$i "$cc $args"
    done
    # Source on stdin, plain and ours.
    "$cc" -O2 -x $lang -c - -o stdin-plain.o <p.c || fail "$cc -x $lang -: plain failed"
    "$QRINTF" "$cc" -O2 -x $lang -c - -o stdin-ours.o <p.c || fail "$cc -x $lang -: qrintf failed"
    same_file stdin-plain.o stdin-ours.o "$cc -x $lang - (stdin)"
    "$cc" -E - <p.c >stdin-plain.i && "$QRINTF" "$cc" -E - <p.c >stdin-ours.i ||
        fail "$cc -E -: failed"
    same_file stdin-plain.i stdin-ours.i "$cc -E - (stdin)"
    # Passed on after its preprocess step fails.
    run_to plain-missing "$cc" -c no-such-file.c
    run_to ours-missing "$QRINTF" "$cc" -c no-such-file.c
    same_run plain-missing ours-missing "$cc -c no-such-file.c"
done

# A precompiled header in use: with pch.h.gch beside pch.h, -include pch.h compiles as
# plain does (the same object, stderr and status), and so it does with the header itself
# gone, which only the .gch can satisfy.
cat >pch.h <<'EOC'
#include <stdio.h>
#define GREETING "hi %d"
static inline int twice(int v) { return 2 * v; }
EOC
printf 'int show(char *b) { return sprintf(b, GREETING, twice(21)); }\n' >use.c
for cc in $C_COMPILERS; do
    rm -f pch.h.gch
    "$cc" -x c-header -c pch.h && [ -f pch.h.gch ] || fail "$cc -x c-header -c pch.h: no pch.h.gch"
    run_to "$cc-pch-plain" "$cc" -include pch.h -c use.c -o use-plain.o
    run_to "$cc-pch-ours" "$QRINTF" "$cc" -include pch.h -c use.c -o use-ours.o
    same_run "$cc-pch-plain" "$cc-pch-ours" "$cc -include pch.h (pch.h.gch)"
    same_file use-plain.o use-ours.o "$cc -include pch.h (pch.h.gch): object"
    mv pch.h pch.h.away
    rm -f use-plain.o use-ours.o
    run_to "$cc-nohdr-plain" "$cc" -include pch.h -c use.c -o use-plain.o
    run_to "$cc-nohdr-ours" "$QRINTF" "$cc" -include pch.h -c use.c -o use-ours.o
    same_run "$cc-nohdr-plain" "$cc-nohdr-ours" "$cc -include pch.h (pch.h.gch only)"
    [ -f use-plain.o ] && same_file use-plain.o use-ours.o "$cc -include pch.h (pch.h.gch only): object"
    [ -f use-plain.o ] || expect_no_file use-ours.o "$cc -include pch.h (pch.h.gch only)"
    mv pch.h.away pch.h
done
rm -f pch.h.gch

# gcc -wrapper runs the user's wrapper around each program, as plain does.
gcc -wrapper ./wrapper.sh -O2 -c p.c -o wrap-plain.o && mv wrapped.log plain.log
"$QRINTF" gcc -wrapper ./wrapper.sh -O2 -c p.c -o wrap-ours.o && mv wrapped.log ours.log ||
    fail "gcc -wrapper failed"
same_file wrap-plain.o wrap-ours.o "gcc -wrapper: object"
same_file plain.log ours.log "gcc -wrapper: the programs it wrapped"
tmp_empty "pass-through"
done_test

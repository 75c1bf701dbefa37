# Queries and commands qrintf leaves alone give plain's stdout, stderr and status: queries,
# -M, -dM, -fsyntax-only, -save-temps, .S and .s inputs, stdin, -o -, precompiled headers,
# several -arch, a user's -wrapper.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
cp p.c p.h
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
for cc in $C_COMPILERS; do
    for args in --version -v --help -dumpversion -dumpmachine -print-search-dirs \
        -print-libgcc-file-name -print-file-name=libc.so -print-prog-name=as "-### -S p.c" \
        "-fsyntax-only p.c" "-M p.c" "-MM p.c" "-E -dM p.c" "-c -save-temps=obj p.c -o st.o" \
        "-save-temps -S p.c" "-c" "-o - -S p.c" "-x c-header -c p.c -o p.pch" "-c p.h" \
        "-c in/asm.S -o asm.o" "-c in/asm.s" "-E in/asm.S" "-arch x86_64 -arch x86_64 -c p.c -o arch.o"; do
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
    "$cc" -O2 -x c -c - -o stdin-plain.o <p.c || fail "$cc -x c -: plain failed"
    "$QRINTF" "$cc" -O2 -x c -c - -o stdin-ours.o <p.c || fail "$cc -x c -: qrintf failed"
    same_file stdin-plain.o stdin-ours.o "$cc -x c - (stdin)"
    "$cc" -E - <p.c >stdin-plain.i && "$QRINTF" "$cc" -E - <p.c >stdin-ours.i ||
        fail "$cc -E -: failed"
    same_file stdin-plain.i stdin-ours.i "$cc -E - (stdin)"
    # Passed on after its preprocess step fails.
    run_to plain-missing "$cc" -c no-such-file.c
    run_to ours-missing "$QRINTF" "$cc" -c no-such-file.c
    same_run plain-missing ours-missing "$cc -c no-such-file.c"
done

# gcc -wrapper runs the user's wrapper around each program, as plain does.
gcc -wrapper ./wrapper.sh -O2 -c p.c -o wrap-plain.o && mv wrapped.log plain.log
"$QRINTF" gcc -wrapper ./wrapper.sh -O2 -c p.c -o wrap-ours.o && mv wrapped.log ours.log ||
    fail "gcc -wrapper failed"
same_file wrap-plain.o wrap-ours.o "gcc -wrapper: object"
same_file plain.log ours.log "gcc -wrapper: the programs it wrapped"
tmp_empty "pass-through"
done_test

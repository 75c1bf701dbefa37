# Temp files live under TMPDIR (the steps QRINTF_VERBOSE shows write and read there) and
# are gone after success, after failure, and after SIGINT or SIGTERM, which reach the
# running child and then end qrintf by the same signal.
. "$(dirname "$0")/lib.sh"
write_printf_program p.c
printf '#include <stdio.h>\nint main(void) { char b[8]; sprintf(b, "%%d", 1); return nope; }\n' >bad.c
for cc in $C_COMPILERS; do
    "$QRINTF" "$cc" -c p.c -o p.o && "$QRINTF" "$cc" p.c -o prog || fail "$cc: build failed"
    tmp_empty "$cc: after success"
    "$QRINTF" "$cc" -c bad.c 2>/dev/null && fail "$cc: bad.c compiled"
    tmp_empty "$cc: after a compile error"
    QRINTF_FAULT=compile "$QRINTF" "$cc" p.c -o prog || fail "$cc: QRINTF_FAULT=compile failed"
    tmp_empty "$cc: after a failed step"
done
# The steps' files are under TMPDIR: the -E step writes there, the compile step reads there.
cp p.c p.cc
for cc in $C_COMPILERS $CXX_COMPILERS; do
    src=p.c
    case $cc in *++) src=p.cc ;; esac
    QRINTF_VERBOSE=1 "$QRINTF" "$cc" -c "$src" -o p.o 2>verbose.txt || fail "$cc -c $src failed"
    [ "$(grep -c "^qrintf: $cc .*-E .* -o $TMPDIR/[^ ]*\$" verbose.txt)" = 1 ] ||
        fail "$cc: the -E step does not write under $TMPDIR: $(cat verbose.txt)"
    [ "$(grep -c "^qrintf: $cc .*-x [a-z+-]*output -c $TMPDIR/[^ ]* -o p\.o\$" verbose.txt)" = 1 ] ||
        fail "$cc: the compile step does not read from $TMPDIR: $(cat verbose.txt)"
    tmp_empty "$cc: after -c with QRINTF_VERBOSE"
done

# A compiler whose preprocess step hangs until a signal ends it.
cat >slow-cc <<'EOC'
#!/bin/sh
for a in "$@"; do
    [ "$a" = -E ] && echo $$ >slow.pid && exec sleep 30
done
exec gcc "$@"
EOC
chmod +x slow-cc
# run_status FILE CMD...: runs CMD, its pid in FILE.pid and its wait status, as
# "SIGNAL EXIT", in FILE (perl's waitpid tells death by a signal from exit 128 + N).
run_status() {
    perl -e '$f = shift; defined($p = fork) or die; exec @ARGV or exit 127 if !$p;
        open F, ">$f.pid"; print F "$p\n"; close F; waitpid $p, 0;
        open F, ">$f"; printf F "%d %d\n", $? & 127, $? >> 8; close F' "$@"
}
for signo in 2 15; do
    sig=$(kill -l "$signo")  # INT, TERM
    rm -f slow.o slow.pid st st.pid
    # A background job of sh starts with SIGINT ignored; env gives it back.
    run_status st env --default-signal=INT "$QRINTF" ./slow-cc -c p.c -o slow.o &
    job=$!
    i=0
    while { [ ! -s slow.pid ] || [ ! -s st.pid ] || [ -z "$(ls -A "$TMPDIR")" ]; } && [ $i -lt 100 ]; do
        sleep 0.1
        i=$((i + 1))
    done
    [ -s slow.pid ] && [ -s st.pid ] && [ -n "$(ls -A "$TMPDIR")" ] ||
        fail "SIG$sig: the preprocess step did not start within 10s"
    sleep 0.3
    kill -"$sig" "$(cat st.pid)"
    wait "$job"
    [ "$(cat st)" = "$signo 0" ] || fail "SIG$sig: wait status (signal, exit) $(cat st)"
    tmp_empty "after SIG$sig"
    [ -f slow.pid ] && kill -0 "$(cat slow.pid)" 2>/dev/null && fail "SIG$sig: the child still runs"
    expect_no_file slow.o "SIG$sig"
done
done_test

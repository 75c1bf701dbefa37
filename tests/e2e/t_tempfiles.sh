# Temp files live under TMPDIR and are gone after success, after failure, and after
# SIGINT or SIGTERM, which reach the running child.
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

# A compiler whose preprocess step hangs until a signal ends it.
cat >slow-cc <<'EOC'
#!/bin/sh
for a in "$@"; do
    [ "$a" = -E ] && echo $$ >slow.pid && exec sleep 30
done
exec gcc "$@"
EOC
chmod +x slow-cc
for sig in INT TERM; do
    rm -f slow.o slow.pid
    # A background job of sh starts with SIGINT ignored; env gives it back.
    env --default-signal=INT "$QRINTF" ./slow-cc -c p.c -o slow.o &
    pid=$!
    i=0
    while [ -z "$(ls -A "$TMPDIR")" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
    sleep 0.3
    kill -"$sig" "$pid"
    wait "$pid"
    rc=$?
    [ $rc -gt 128 ] && [ "$(kill -l $rc)" = "$sig" ] || fail "SIG$sig: status $rc"
    tmp_empty "after SIG$sig"
    [ -f slow.pid ] && kill -0 "$(cat slow.pid)" 2>/dev/null && fail "SIG$sig: the child still runs"
    expect_no_file slow.o "SIG$sig"
done
done_test

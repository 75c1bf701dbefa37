# distcc both ways round, with a distccd of our own on 127.0.0.1, for gcc, clang, g++ and
# clang++: `qrintf distcc CC` sends the rewritten, self-contained text to a server whose
# compiler has no qrintf; `distcc qrintf-CC` runs qrintf on the server too. Both compile
# remotely (the server's log says so) and give the object a local build gives.
. "$(dirname "$0")/lib.sh"
command -v distcc >/dev/null && command -v distccd >/dev/null ||
    { echo "distcc is not installed"; exit 1; }
write_printf_program p.c
cp p.c p.cc
mkdir -p dlog dtmp client
chmod 755 "$SCRATCH"
chmod 1777 dlog dtmp
DISTCC_DIR=$SCRATCH/client
DISTCC_FALLBACK=0           # a failed remote compile fails, rather than running here
DISTCC_SKIP_LOCAL_RETRY=1
DISTCC_BACKOFF_PERIOD=0
export DISTCC_DIR DISTCC_FALLBACK DISTCC_SKIP_LOCAL_RETRY DISTCC_BACKOFF_PERIOD
user=
if [ "$(id -u)" = 0 ]; then  # distccd will not run as root
    user=nobody
    id distccd >/dev/null 2>&1 && user=distccd
fi
dpid=
stop_daemon() {  # the daemon and the children it forked
    [ -n "$dpid" ] || return 0
    kids=$(pgrep -P "$dpid")
    kill "$dpid" 2>/dev/null
    wait "$dpid" 2>/dev/null
    for k in $kids; do
        i=0
        while kill -0 "$k" 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
        kill "$k" 2>/dev/null
    done
    dpid=
}
trap 'stop_daemon; rm -rf "$SCRATCH"' EXIT
# start_daemon PATH: a distccd on 127.0.0.1 that finds compilers on PATH; sets DISTCC_HOSTS.
start_daemon() {
    for try in 1 2 3 4 5; do
        port=$((20000 + ($$ * 7 + try * 1031) % 30000))
        rm -f dlog/distccd.log  # the daemon makes it, as the user it runs as
        env PATH="$1" TMPDIR="$SCRATCH/dtmp" distccd --daemon --no-detach --listen 127.0.0.1 \
            --allow 127.0.0.1 --port "$port" --jobs 2 --enable-tcp-insecure \
            --log-file "$SCRATCH/dlog/distccd.log" --log-level info ${user:+--user "$user"} &
        dpid=$!
        i=0
        while [ $i -lt 50 ] && kill -0 "$dpid" 2>/dev/null &&
            ! grep -q 'listening on' dlog/distccd.log 2>/dev/null; do
            sleep 0.1
            i=$((i + 1))
        done
        if grep -q 'listening on' dlog/distccd.log 2>/dev/null && kill -0 "$dpid" 2>/dev/null; then
            DISTCC_HOSTS=127.0.0.1:$port/2
            export DISTCC_HOSTS
            return 0
        fi
        stop_daemon
    done
    fail "distccd did not start: $(cat dlog/distccd.log 2>/dev/null)"
    done_test
}
remote_jobs() {
    grep -c 'COMPILE_OK' dlog/distccd.log
}
# settled CMD...: CMD succeeds, now or within 5 s: the server writes a job's lines after
# it has answered the client, so they may take a moment to appear (and another job's
# lines, such as the converters' compiles when the cache is cold, may come first).
settled() {
    i=0
    while ! "$@" && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
    "$@"
}
more_jobs() {  # more_jobs N: the log counts more than N compiles
    [ "$(remote_jobs)" -gt "$1" ]
}
log_has() {  # log_has PATTERN
    grep -q "$1" dlog/distccd.log
}
# remote_compiled WHAT BEFORE FROM OK OBJ [REF]: more compiles than BEFORE on the server,
# whose log has the lines FROM and OK (grep patterns), and OBJ is the local build's object
# (REF, by default CC-local.o).
remote_compiled() {
    settled more_jobs "$2" || fail "$1: nothing was compiled remotely: $(cat dlog/distccd.log)"
    settled log_has "$3" && settled log_has "$4" ||
        fail "$1: the server's log lacks '$3' or '$4': $(cat dlog/distccd.log)"
    same_file "${6:-$cc-local.o}" "$5" "$1: object"
}

# 1. qrintf distcc gcc: the server has only plain compilers on its PATH.
start_daemon /usr/bin:/bin
for cc in $C_COMPILERS $CXX_COMPILERS; do
    src=p.c
    case $cc in *++) src=p.cc ;; esac
    "$QRINTF" "$cc" -O2 -c "$src" -o "$cc-local.o" || fail "$cc: local build failed"
    before=$(remote_jobs)
    QRINTF_REPORT=1 "$QRINTF" distcc "$cc" -O2 -c "$src" -o "$cc-remote.o" 2>report.txt ||
        fail "qrintf distcc $cc failed: $(cat report.txt)"
    grep -q 'rewrote snprintf' report.txt || fail "qrintf distcc $cc: nothing rewritten"
    # The server's log names the job by its output and the compiler it ran, which on
    # the server is plain CC (distcc may give gcc its triplet name) on the rewritten text.
    remote_compiled "qrintf distcc $cc" "$before" "compile from [^ ]*rw\.i to $cc-remote\.o" \
        "COMPILE_OK .*[ -]$cc [^ ]*rw\.i\$" "$cc-remote.o"
done
"$QRINTF" distcc gcc -O2 p.c -o prog && ./prog >remote.txt && gcc -O2 $(ref_flags gcc) p.c -o plain &&
    ./plain >plain.txt || fail "qrintf distcc gcc: compile and link failed"
same_file plain.txt remote.txt "qrintf distcc gcc: program output"
stop_daemon

# 2. distcc qrintf-CC: the server runs qrintf-CC, found on its PATH. Whether its qrintf
# finds a cache of compiled converters (QRINTF_CACHE_DIR) is the server's affair: the
# object is the one a local build gives with a cache, or the one it gives without.
start_daemon "$QBIN:/usr/bin:/bin"
for cc in $C_COMPILERS $CXX_COMPILERS; do
    src=p.c
    case $cc in *++) src=p.cc ;; esac
    before=$(remote_jobs)
    PATH=$QBIN:$PATH distcc "qrintf-$cc" -O2 -c "$src" -o "$cc-distcc.o" || fail "distcc qrintf-$cc failed"
    QRINTF_CACHE_DIR= "$QRINTF" "$cc" -O2 -c "$src" -o "$cc-nocache.o" || fail "$cc: local build without a cache failed"
    ref=$cc-local.o
    cmp -s "$cc-nocache.o" "$cc-distcc.o" && ref=$cc-nocache.o
    remote_compiled "distcc qrintf-$cc" "$before" "compile from $src to $cc-distcc\.o" \
        "COMPILE_OK .* qrintf-$cc $src\$" "$cc-distcc.o" "$ref"
done
stop_daemon
tmp_empty "distcc"
[ -z "$(ls -A dtmp)" ] || fail "distccd left files: $(ls -A dtmp)"
done_test

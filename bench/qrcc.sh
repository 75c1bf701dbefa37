#!/bin/sh
# qrcc.sh: compiles one C file through qrintf: with the driver (build/bin/qrintf) when it
# runs, else as the driver would: preprocess, rewrite with build/bin/qrintf-pp, compile.
#   sh bench/qrcc.sh CC SRC OBJ [FLAGS...]
# The rewriter's notes go to OBJ.notes; the way used is printed (driver or qrintf-pp).
# QRINTF_BIN: the directory holding qrintf and qrintf-pp (default build/bin).
set -u
[ $# -ge 3 ] || { echo "usage: sh bench/qrcc.sh CC SRC OBJ [FLAGS...]" >&2; exit 2; }
cc=$1 src=$2 obj=$3
shift 3
bin=${QRINTF_BIN:-$(cd "$(dirname "$0")/.." && pwd)/build/bin}

fail() {
    cat "$obj.notes" >&2
    echo "qrcc: cannot compile $src through qrintf ($1)" >&2
    exit 1
}

if [ -x "$bin/qrintf" ] && "$bin/qrintf" "$cc" --version >/dev/null 2>&1; then
    QRINTF_REPORT=1 "$bin/qrintf" "$cc" "$@" -c "$src" -o "$obj" 2> "$obj.notes" || fail driver
    echo driver
elif [ -x "$bin/qrintf-pp" ]; then
    "$cc" "$@" -E "$src" -o "$obj.i" 2> "$obj.notes" || fail "$cc -E"
    "$bin/qrintf-pp" --report "$obj.i" > "$obj.rw.i" 2>> "$obj.notes" || fail qrintf-pp
    "$cc" "$@" -c -x cpp-output "$obj.rw.i" -o "$obj" 2>> "$obj.notes" || fail "$cc -c"
    rm -f "$obj.i"
    echo qrintf-pp
else
    echo "qrcc: neither $bin/qrintf nor $bin/qrintf-pp: run make first" >&2
    exit 1
fi

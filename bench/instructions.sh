#!/bin/sh
# instructions.sh CMD [ARG...]: the instructions that CMD and every process it starts
# execute, in millions, counted by callgrind (deterministic, where times are not): e.g.
#   sh bench/instructions.sh build/bin/qrintf gcc -O2 -c foo.c -o foo.o
# The counts are summed from callgrind's output files, one per process: valgrind also
# writes them to each process's stderr, but qrintf reads its compiler's, so the compile
# of the rewritten text would be missing there; and -q keeps valgrind's own lines off
# those streams, which qrintf would take for the compiler's diagnostics (and compile the
# source once more to show them). CMD's output goes to /dev/null; its status is kept.
set -u
[ $# -gt 0 ] || { echo "usage: $0 CMD [ARG...]" >&2; exit 2; }
command -v valgrind >/dev/null 2>&1 || { echo "instructions.sh: valgrind not found" >&2; exit 2; }
out=$(mktemp -d "${TMPDIR:-/tmp}/qrintf-instr.XXXXXX") || exit 2
trap 'rm -rf "$out"' EXIT
valgrind -q --tool=callgrind --trace-children=yes --callgrind-out-file="$out/cg.%p" "$@" >/dev/null
status=$?
cat "$out"/cg.* | awk '/^summary:/ { s += $2 } END { printf "%.1fM\n", s / 1e6 }'
exit $status

# Chained with ccache either way round: the second compile is a cache hit and the
# object is the rewritten one.
. "$(dirname "$0")/lib.sh"
command -v ccache >/dev/null || { echo "ccache is not installed"; exit 1; }
CCACHE_DIR=$SCRATCH/ccache
export CCACHE_DIR
write_printf_program p.c
"$QRINTF" gcc -O2 -c p.c -o direct.o
hits() {
    ccache --print-stats | awk '$1 ~ /^(direct|preprocessed)_cache_hit$/ { n += $2 } END { print n + 0 }'
}
ccache -z >/dev/null
"$QRINTF" ccache gcc -O2 -c p.c -o one.o && "$QRINTF" ccache gcc -O2 -c p.c -o two.o ||
    fail "qrintf ccache gcc failed"
[ "$(hits)" = 1 ] || fail "qrintf ccache gcc: $(hits) cache hits, not 1"
same_file direct.o one.o "qrintf ccache gcc: object"
same_file direct.o two.o "qrintf ccache gcc: object from the cache"
ccache -z >/dev/null
ccache "$QBIN/qrintf-gcc" -O2 -c p.c -o three.o && ccache "$QBIN/qrintf-gcc" -O2 -c p.c -o four.o ||
    fail "ccache qrintf-gcc failed"
[ "$(hits)" = 1 ] || fail "ccache qrintf-gcc: $(hits) cache hits, not 1"
same_file direct.o three.o "ccache qrintf-gcc: object"
same_file direct.o four.o "ccache qrintf-gcc: object from the cache"
tmp_empty "ccache"
done_test

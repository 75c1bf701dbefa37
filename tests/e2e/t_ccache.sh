# Chained with ccache either way round, with gcc and with clang: the second compile is a
# cache hit and the object is the rewritten one.
. "$(dirname "$0")/lib.sh"
command -v ccache >/dev/null || { echo "ccache is not installed"; exit 1; }
CCACHE_DIR=$SCRATCH/ccache
export CCACHE_DIR
write_printf_program p.c
hits() {
    ccache --print-stats | awk '$1 ~ /^(direct|preprocessed)_cache_hit$/ { n += $2 } END { print n + 0 }'
}
for cc in $C_COMPILERS; do
    QRINTF_REPORT=1 "$QRINTF" "$cc" -O2 -c p.c -o "$cc-direct.o" 2>report.txt || fail "qrintf $cc failed"
    grep -q 'rewrote snprintf' report.txt || fail "qrintf $cc: nothing rewritten: $(cat report.txt)"
    ccache -z >/dev/null
    "$QRINTF" ccache "$cc" -O2 -c p.c -o "$cc-one.o" && "$QRINTF" ccache "$cc" -O2 -c p.c -o "$cc-two.o" ||
        fail "qrintf ccache $cc failed"
    [ "$(hits)" = 1 ] || fail "qrintf ccache $cc: $(hits) cache hits, not 1"
    same_file "$cc-direct.o" "$cc-one.o" "qrintf ccache $cc: object"
    same_file "$cc-direct.o" "$cc-two.o" "qrintf ccache $cc: object from the cache"
    ccache -z >/dev/null
    ccache "$QBIN/qrintf-$cc" -O2 -c p.c -o "$cc-three.o" &&
        ccache "$QBIN/qrintf-$cc" -O2 -c p.c -o "$cc-four.o" || fail "ccache qrintf-$cc failed"
    [ "$(hits)" = 1 ] || fail "ccache qrintf-$cc: $(hits) cache hits, not 1"
    same_file "$cc-direct.o" "$cc-three.o" "ccache qrintf-$cc: object"
    same_file "$cc-direct.o" "$cc-four.o" "ccache qrintf-$cc: object from the cache"
done
tmp_empty "ccache"
done_test

#!/bin/sh
# run.sh: builds the fuzz harnesses into build/fuzz/ and runs each for FUZZ_SECONDS
# (default 60), or, with FUZZ_RUNS set, for that many inputs from a fixed seed, the same
# each time (make check-fuzz-quick); exits nonzero when one finds a crash. Usage: run.sh
# [build] [HARNESS...] with HARNESS among rewrite, format, compile (default: all three, one
# at a time), and FUZZ_LIB the rewriter's sources (the Makefile's targets pass them).
set -eu
cd "$(dirname "$0")/../.."

FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_CC=${FUZZ_CC:-clang}
OUT=build/fuzz
# The rewriter's modules, the Makefile's LIB_SRC (make fuzz and make check-fuzz-quick pass
# it), and the runtime text.
LIB="${FUZZ_LIB:?run.sh: run it by make fuzz or make check-fuzz-quick} $OUT/runtime_text.c"
CFLAGS="-std=c11 -D_POSIX_C_SOURCE=200809L -g -O1 -Iinclude $(pkg-config --cflags libpcre2-8)"
SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"

build_only=0
if [ "${1:-}" = build ]; then build_only=1; shift; fi
harnesses=${*:-rewrite format compile}

build() {
    mkdir -p "$OUT"
    # The runtime text as the Makefile embeds it, regenerated from runtime/qrintf.h.
    make -s --no-print-directory build/gen/runtime_text.c
    cp build/gen/runtime_text.c "$OUT/runtime_text.c"
    for h in rewrite format; do
        $FUZZ_CC $CFLAGS -fsanitize=fuzzer $SAN -Wno-overlength-strings \
            "tests/fuzz/fuzz_$h.c" $LIB -lpcre2-8 -o "$OUT/fuzz_$h"
    done
    $FUZZ_CC $CFLAGS $SAN -Wall -Wextra -pedantic -Wno-overlength-strings \
        tests/fuzz/fuzz_compile.c $LIB -lpcre2-8 -o "$OUT/fuzz_compile"
}

# A fixed run starts from the seeds alone, not from what earlier runs found, and writes
# what it finds to a directory emptied first: the same inputs each time.
if [ -n "${FUZZ_RUNS:-}" ]; then
    limit="-runs=$FUZZ_RUNS -seed=1" climit="-count $FUZZ_RUNS -seed 1" fresh=$OUT/fixed
    what="for $FUZZ_RUNS inputs"
else
    limit="-max_total_time=$FUZZ_SECONDS" climit="-seconds $FUZZ_SECONDS" fresh=
    what="for ${FUZZ_SECONDS}s"
fi

# libFuzzer writes new inputs to the first directory and reads the others.
run_libfuzzer() {
    name=$1 max_len=$2
    shift 2
    out=${fresh:-$OUT/corpus-$name}
    [ -z "$fresh" ] || rm -rf "$out"
    mkdir -p "$out" "$OUT/artifacts-$name"
    "$OUT/fuzz_$name" $limit -max_len="$max_len" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$OUT/artifacts-$name/" \
        -dict="tests/fuzz/$name.dict" "$out" "$@"
}

build
[ "$build_only" = 1 ] && exit 0
# The preprocessed seeds, made again for a fixed run: from this tree's seed programs.
[ -z "$fresh" ] && [ -d "$OUT/corpus" ] || sh tests/fuzz/seeds.sh
status=0
for h in $harnesses; do
    echo "== fuzz_$h $what"
    case $h in
    rewrite) run_libfuzzer rewrite 65536 "$OUT/corpus" tests/fuzz/seeds/rewrite || status=1 ;;
    format) run_libfuzzer format 256 tests/fuzz/seeds/format || status=1 ;;
    compile) "$OUT/fuzz_compile" $climit -dir "$OUT/compile" || status=1 ;;
    *) echo "run.sh: unknown harness $h" >&2; status=2 ;;
    esac
done
exit $status

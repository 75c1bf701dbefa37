#!/bin/sh
# seeds.sh: builds the fuzz_rewrite seed corpus in build/fuzz/corpus: the hand-written
# seeds, and the seed programs as gcc, clang, g++ and clang++ preprocess them, with and
# without _FORTIFY_SOURCE. Generated text is never committed.
set -eu
cd "$(dirname "$0")/../.."

SEEDS=tests/fuzz/seeds
OUT=build/fuzz/corpus
rm -rf "$OUT"
mkdir -p "$OUT"
cp "$SEEDS"/rewrite/* "$OUT"/

# preprocess NAME COMPILER SOURCE FLAGS...: the whole text, and its last 60 KB from a line
# start, where the user's code is (fuzz_rewrite reads at most 64 KB of an input).
preprocess() {
    name=$1 cc=$2 src=$3
    shift 3
    command -v "$cc" >/dev/null || { echo "seeds.sh: no $cc, skipped" >&2; return 0; }
    "$cc" -E "$@" "$src" -o "$OUT/$name.i"
    tail -c 61440 "$OUT/$name.i" | sed 1d > "$OUT/$name.tail.i"
}

for cc in gcc clang; do
    for std in c99 gnu11 c17; do
        preprocess "$cc-$std" $cc $SEEDS/programs/calls.c -std=$std
        preprocess "$cc-$std-fortify" $cc $SEEDS/programs/calls.c -std=$std -D_FORTIFY_SOURCE=2 -O2
    done
    preprocess "$cc-comments" $cc $SEEDS/programs/calls.c -C
done
preprocess gcc-directory gcc $SEEDS/programs/calls.c -fworking-directory
for cc in g++ clang++; do
    for std in c++11 c++17 c++20; do
        preprocess "$cc-$std" $cc $SEEDS/programs/calls.cc -std=$std
        preprocess "$cc-$std-fortify" $cc $SEEDS/programs/calls.cc -std=$std -D_FORTIFY_SOURCE=2 -O2
    done
done
echo "seeds.sh: $(ls "$OUT" | wc -l) seeds in $OUT"

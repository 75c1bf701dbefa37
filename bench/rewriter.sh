#!/bin/sh
# rewriter.sh: preprocesses real C and C++ headers into build/bench/, then runs the
# rewriter benchmark over them (bench/rewriter.c). Arguments go to the benchmark.
set -eu
cd "$(dirname "$0")/.."
OUT=${BUILD:-build}/bench
mkdir -p "$OUT"
printf '#include <%s>\n' stdio.h stdlib.h string.h inttypes.h math.h time.h signal.h \
    pthread.h sys/socket.h netinet/in.h unistd.h fcntl.h > "$OUT/headers.c"
printf '#include <%s>\n' cstdio string vector map unordered_map iostream algorithm \
    memory functional > "$OUT/headers.cc"
gcc -E -D_FORTIFY_SOURCE=2 -O2 "$OUT/headers.c" -o "$OUT/headers.i"
g++ -E -std=c++17 "$OUT/headers.cc" -o "$OUT/headers.ii"
exec "$OUT/rewriter" "$@" "$OUT/headers.i" "$OUT/headers.ii"

#!/bin/sh
# Runs every tests/e2e/t_*.sh against the built driver: one line per test, a summary,
# and a nonzero status when any test failed. Run from the repository root.
dir=$(dirname "$0")
QRINTF=${QRINTF:-$PWD/build/bin/qrintf}
export QRINTF
pass=0 fail=0
for t in "$dir"/t_*.sh; do
    name=$(basename "$t" .sh)
    if out=$(sh "$t" 2>&1); then
        echo "PASS $name"
        pass=$((pass + 1))
    else
        echo "FAIL $name"
        printf '%s\n' "$out" | sed 's/^/    /'
        fail=$((fail + 1))
    fi
done
echo "e2e: $pass passed, $fail failed"
[ "$fail" -eq 0 ]

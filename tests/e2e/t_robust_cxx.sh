# C++ (g++, clang++; -std=c++11/17/20): std::, ::, templates, lambdas, nullptr and c_str()
# temporaries are rewritten and print as plainly; user functions named sprintf/snprintf,
# declarations and the function's address are left alone ("// rewrite" and "// keep"
# lines of the fixture). An AddressSanitizer build checks that no temporary dies early.
. "$(dirname "$0")/lib.sh"
FIX=$E2E_DIR/fixtures/robust
cp "$FIX/cxx.cc" cxx.cc
NOTE=': note: qrintf: \(partially \)\{0,1\}rewrote '

grep -n '// rewrite$' cxx.cc | cut -d: -f1 >rewrite.lines
grep -n '// keep$' cxx.cc | cut -d: -f1 >keep.lines
[ "$(wc -l <rewrite.lines)" -ge 15 ] && [ "$(wc -l <keep.lines)" -ge 12 ] ||
    fail "fixture: too few marked lines: $(wc -l <rewrite.lines) rewrite, $(wc -l <keep.lines) keep"

check_notes() {  # check_notes TAG REPORT
    while read -r line; do
        grep -q "^cxx\.cc:$line:[0-9]*$NOTE" "$2" ||
            fail "$1: no 'rewrote' note for line $line: $(sed -n "${line}p" cxx.cc | sed 's/^ *//')"
    done <rewrite.lines
    while read -r line; do
        if grep -q "^cxx\.cc:$line:[0-9]*$NOTE" "$2"; then
            fail "$1: line $line must be left alone: $(sed -n "${line}p" cxx.cc | sed 's/^ *//')"
            grep "^cxx\.cc:$line:" "$2"
        fi
    done <keep.lines
    if grep -v "$NOTE" "$2" | grep -v ': note: qrintf: left ' | grep -q .; then
        fail "$1: unexpected diagnostics:"
        grep -v "$NOTE" "$2" | grep -v ': note: qrintf: left '
    fi
}

for cc in $CXX_COMPILERS; do
    for std in c++11 c++17 c++20; do
        tag="$cc -std=$std"
        "$cc" -std="$std" -O2 $(ref_flags "$cc") cxx.cc -o plain 2>/dev/null ||
            { fail "$tag: plain build failed"; continue; }
        QRINTF_REPORT=1 "$QRINTF" "$cc" -std="$std" -O2 cxx.cc -o ours 2>ours.err ||
            { fail "$tag: qrintf build failed"; cat ours.err; continue; }
        check_notes "$tag" ours.err
        run_to plain ./plain
        run_to ours ./ours
        same_run plain ours "$tag: program"
    done
    # Temporaries that died before the call used them would be a use after free.
    tag="$cc -fsanitize=address"
    asan="-std=c++17 -O1 -fsanitize=address"
    if "$cc" $asan $(ref_flags "$cc") cxx.cc -o plain-asan 2>/dev/null; then
        QRINTF_REPORT=1 "$QRINTF" "$cc" $asan cxx.cc -o ours-asan 2>asan.err ||
            { fail "$tag: qrintf build failed"; cat asan.err; continue; }
        check_notes "$tag" asan.err
        run_to plain ./plain-asan
        run_to ours ./ours-asan
        same_run plain ours "$tag: program"
    else
        echo "note: $cc has no AddressSanitizer here; lifetime check skipped"
    fi
done
tmp_empty "C++"
done_test

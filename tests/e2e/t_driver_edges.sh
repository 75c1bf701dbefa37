# Commands at the edges of the driver's options end as plainly, in files as in messages:
# an output that names the input, a -Werror failure after a clean compile step, the long
# spellings of -c, -S and -o, -E -P, gcc's dumps, clang's other outputs, a -x after the
# last input, a missing input beside a source, dependency options given to the
# preprocessor alone, DEPENDENCIES_OUTPUT, coverage notes. Each runs in two copies of
# one directory, plainly and through qrintf: the same exit status, stdout, stderr and
# files, and the same bytes in the files the case names.
. "$(dirname "$0")/lib.sh"

mkdir src
printf '#include <stdio.h>\nint g(char *b, int x) { return sprintf(b, "%%d", x); }\n' >src/g.c
printf '#include <stdio.h>\nint w(char *b, int x) { int unused; return snprintf(b, 8, "%%d", x); }\n' >src/w.c

# edge TAG FILES -- COMMAND...: COMMAND (its first word the compiler, run through qrintf
# the second time) in p/ and q/, copies of src; FILES (space-separated) must have the
# same bytes in both.
edge() {
    e_tag=$1 e_files=$2
    shift 3
    rm -rf p q
    cp -r src p
    cp -r src q
    (cd p && run_to ../plain "$@")
    (cd q && run_to ../ours "$QRINTF" "$@")
    same_run plain ours "$e_tag"
    (cd p && find . | sort) >plain.files
    (cd q && find . | sort) >ours.files
    same_file plain.files ours.files "$e_tag: files"
    for f in $e_files; do
        [ -e "p/$f" ] && same_file "p/$f" "q/$f" "$e_tag: $f"
    done
    tmp_empty "$e_tag"
}

for cc in $C_COMPILERS; do
    edge "$cc -o names the input" "g.c" -- $cc -c g.c -o g.c
    edge "$cc -Werror after a clean compile step" "" -- $cc -c -Wall -Werror w.c
    edge "$cc -Werror -o" "" -- $cc -c -Wall -Werror w.c -o out.o
    edge "$cc --compile" "" -- $cc --compile g.c
    edge "$cc --output=" "" -- $cc -c g.c --output=x.o
    edge "$cc --output" "" -- $cc -c g.c --output x.o
    edge "$cc -E -P" "" -- $cc -E -P g.c
    edge "$cc -x after the last input" "" -- $cc -c g.c -x c
    edge "$cc a missing input" "" -- $cc -c g.c nosuch.c
    edge "$cc -Wp,-MT" "g.d" -- $cc -c g.c -MD -Wp,-MT,zz
    edge "$cc -Xpreprocessor -MT" "g.d" -- $cc -c g.c -MD -Xpreprocessor -MT -Xpreprocessor zz
    DEPENDENCIES_OUTPUT=deps.d
    export DEPENDENCIES_OUTPUT
    edge "$cc DEPENDENCIES_OUTPUT" "deps.d" -- $cc -c g.c
    edge "$cc DEPENDENCIES_OUTPUT, linking" "deps.d" -- $cc g.c -shared -fPIC -o g.so
    unset DEPENDENCIES_OUTPUT
    edge "$cc --coverage" "" -- $cc -c --coverage g.c
done
edge "gcc -fdump-tree-original" "g.c.005t.original" -- gcc -c -fdump-tree-original g.c
edge "gcc --assemble" "" -- gcc --assemble g.c
edge "gcc --write-dependencies" "g.d" -- gcc -c --write-dependencies g.c
# gcov's report of a coverage build names the user's files alone
printf '#include <stdio.h>\nint main(void) { char b[16]; return sprintf(b, "%%d", 42) != 2; }\n' >src/m.c
for way in plain ours; do
    rm -rf "$way.cov"
    cp -r src "$way.cov"
    if [ $way = plain ]; then run="gcc"; else run="$QRINTF gcc"; fi
    (cd "$way.cov" && $run --coverage -c m.c && $run --coverage m.o -o m && ./m && gcov m.c >../$way.gcov 2>&1 &&
     ls >../$way.gcovfiles) || fail "gcc --coverage ($way): the build, run or gcov failed"
done
same_file plain.gcov ours.gcov "gcc --coverage: gcov's report"
same_file plain.gcovfiles ours.gcovfiles "gcc --coverage: gcov's files"
edge "clang -emit-llvm" "" -- clang -c -emit-llvm g.c
edge "clang -S -emit-llvm" "" -- clang -S -emit-llvm g.c
done_test

# qrintf-pp is idempotent (its output through it again is byte-identical, on -E text of
# files with many calls, C and C++, with -C and fortify) and transparent (-E text with
# nothing to rewrite comes out byte-identical).
. "$(dirname "$0")/lib.sh"
FIX=$E2E_DIR/fixtures/robust
PP=$QBIN/qrintf-pp
cp "$FIX"/*.c "$FIX"/*.cc .
[ -x "$PP" ] || { fail "$PP is missing"; done_test; }

# pp IN OUT: runs the rewriter; a failure is reported.
pp() {
    "$PP" <"$1" >"$2" 2>pp.err || { fail "qrintf-pp failed on $1: $(cat pp.err)"; return 1; }
}

# preprocess CC SRC OUT FLAGS...: the compiler's preprocessed text of SRC.
preprocess() {
    cc=$1 src=$2 out=$3
    shift 3
    "$cc" -E "$@" "$src" >"$out" 2>/dev/null || { fail "$cc -E $* $src failed"; return 1; }
}

idempotent() {  # idempotent CC SRC FLAGS...
    cc=$1 src=$2
    shift 2
    tag="$cc -E $* $src"
    preprocess "$cc" "$src" in.i "$@" || return
    pp in.i once.i || return
    if cmp -s in.i once.i; then
        fail "$tag: nothing was rewritten (the test would prove nothing)"
        return
    fi
    pp in.i again.i && same_file once.i again.i "$tag: same input, same output"
    pp once.i twice.i && same_file once.i twice.i "$tag: rewriting the rewritten text again"
}

transparent() {  # transparent CC SRC FLAGS...
    cc=$1 src=$2
    shift 2
    preprocess "$cc" "$src" in.i "$@" || return
    pp in.i out.i && same_file in.i out.i "$cc -E $* $src: nothing to rewrite"
}

# Every fixture with calls that are rewritten.
for src in fortify.c warnfree.c evalonce.c wformat.c; do
    for cc in $C_COMPILERS; do
        idempotent "$cc" "$src"
        idempotent "$cc" "$src" -C
        idempotent "$cc" "$src" -O2 -D_FORTIFY_SOURCE=2
    done
done
for src in warnfree.cc cxx.cc; do
    for cc in $CXX_COMPILERS; do
        idempotent "$cc" "$src" -std=c++17
        idempotent "$cc" "$src" -std=c++11 -C
        idempotent "$cc" "$src" -std=c++20 -O2 -D_FORTIFY_SOURCE=2
    done
done

for cc in $C_COMPILERS; do
    for src in nothing.c unchanged.c; do
        transparent "$cc" "$src"
        transparent "$cc" "$src" -C
        transparent "$cc" "$src" -dD
        transparent "$cc" "$src" -P
        transparent "$cc" "$src" -O2 -D_FORTIFY_SOURCE=2
    done
done
for cc in $CXX_COMPILERS; do
    transparent "$cc" nothing.cc
    transparent "$cc" nothing.cc -C
    transparent "$cc" nothing.cc -std=c++20 -dD
    transparent "$cc" nothing.cc -O2 -D_FORTIFY_SOURCE=2
done
done_test

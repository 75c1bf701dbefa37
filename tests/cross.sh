# cross.sh: the targets of make check-cross, sourced by tests/diff/run.sh and
# examples/run.sh. A target is a label; these say how to build for it and run its programs.
cross_targets="m32-gcc m32-clang m32sse2-gcc m32sse2-clang armhf-gcc aarch64-gcc s390x-gcc armhf-clang aarch64-clang s390x-clang"

# cross_triplet LABEL: the Debian multiarch triplet of a qemu target, empty for -m32.
cross_triplet() {
    case $1 in
    armhf-*) echo arm-linux-gnueabihf ;;
    aarch64-*) echo aarch64-linux-gnu ;;
    s390x-*) echo s390x-linux-gnu ;;
    esac
}

# cross_cc LABEL: the compiler command.
cross_cc() {
    case $1 in
    m32-*) echo "${1#m32-} -m32" ;;
    m32sse2-*) echo "${1#m32sse2-} -m32 -msse2" ;; # the compiled converters' SSE2 forms
    *-gcc) echo "$(cross_triplet "$1")-gcc" ;;
    *-clang) echo "clang --target=$(cross_triplet "$1")" ;;
    esac
}

# cross_host LABEL: the x86-64 compiler of the same family, whose rewrites must be the same.
cross_host() {
    echo "${1##*-}"
}

# cross_run LABEL: what runs its programs (empty: they run here): qemu-user with the
# target's libraries from /usr/<triplet>; for -m32, qemu-i386 where cross_usable found that
# this kernel does not run 32-bit x86 programs (one built without IA32 emulation).
cross_run() {
    t=$(cross_triplet "$1")
    if [ -n "$t" ]; then
        echo "qemu-${t%%-*} -L /usr/$t"
    else
        echo "${cross_i386_run:-}"
    fi
}

# cross_usable LABEL DIR: the compiler links a program that the runner runs (DIR: scratch).
cross_usable() {
    printf 'int main(void) { return 0; }\n' > "$2/probe.c"
    $(cross_cc "$1") "$2/probe.c" -o "$2/probe" 2>/dev/null || return 1
    if [ -z "$(cross_triplet "$1")" ] && ! "$2/probe" 2>/dev/null; then
        export cross_i386_run=qemu-i386
    fi
    $(cross_run "$1") "$2/probe"
}

# The converters compiled once into assembly kept in QRINTF_CACHE_DIR, and then the
# generated functions the compiler would not inline: with gcc, clang, g++ and clang++ at
# -O0, -O2, -O2 -m32 -fPIC and -O2 -g, programs print what plain builds print, the kept
# text carries both assemblies and the cache their entries, and a second compile finds
# them there; at -Os the converters stay C and the tables alone come compiled. With no cache, under -flto, -S and -E,
# with a cache that cannot be made or holds garbage or a damaged entry, with a compiler
# that refuses the converters' or the generated functions' source (kept as an empty
# entry, not tried again), with units of mixed options and a
# shared library, with four compiles sharing a fresh cache, and for aarch64 and s390x
# under qemu, programs still print what plain builds print. Two trees of one source,
# compiled with their directories mapped away, share the entries.
. "$(dirname "$0")/lib.sh"

cat >prog.c <<'EOC'
#include <limits.h>
#include <stdio.h>

int main(void)
{
    static const int ints[] = { 0, 7, -1, 42, -12345, INT_MAX, INT_MIN };
    static const unsigned uns[] = { 0u, 9u, 10u, 4096u, 99999u, 100000000u, UINT_MAX };
    static const long long lls[] = { 0LL, -1LL, 1234567890123LL, LLONG_MAX, LLONG_MIN };
    static const double dbl[] = { 0.0, -0.5, 1.0 / 3, 2.5e-7, 12345.678, 6.02e23, -1e300 };
    static const char *const strs[] = { "", "a", "ab", "hello" };
    char buf[96];
    unsigned i;
    int n;
    for (i = 0; i < sizeof ints / sizeof *ints; i++) {
        n = sprintf(buf, "%d|%5d|%-4d|%c", ints[i], ints[i] % 1000, (int)i, 'a' + (int)i);
        printf("%s %d\n", buf, n);
    }
    for (i = 0; i < sizeof uns / sizeof *uns; i++) {
        n = snprintf(buf, sizeof buf, "%u %x %08x %#x", uns[i], uns[i], uns[i], uns[i]);
        printf("%s %d\n", buf, n);
        n = snprintf(buf, 6, "%u", uns[i]);
        printf("[%s] %d\n", buf, n);
    }
    for (i = 0; i < sizeof lls / sizeof *lls; i++)
        printf("%lld:%llx\n", lls[i], (unsigned long long)lls[i]);
    for (i = 0; i < sizeof dbl / sizeof *dbl; i++) {
        n = snprintf(buf, sizeof buf, "%.3f %g %e", dbl[i], dbl[i], dbl[i]);
        printf("%s %d\n", buf, n);
    }
    for (i = 0; i < sizeof strs / sizeof *strs; i++) {
        n = snprintf(buf, sizeof buf, "<%s>%5.2s<%-3s>", strs[i], strs[i], strs[i]);
        printf("%s %d\n", buf, n);
    }
    return 0;
}
EOC
cp prog.c prog.cc

# src_for CC: the program in the language of CC.
src_for() {
    case $1 in *++) echo prog.cc ;; *) echo prog.c ;; esac
}

# kept DIR: the text QRINTF_KEEP=DIR kept (the one .i or .ii file under DIR).
kept() {
    find "$1" -type f \( -name '*.i' -o -name '*.ii' \) 2>/dev/null | head -1
}

# top_asm FILE: how many top-level asm statements FILE has.
top_asm() {
    grep -c '^__asm__(' "$1"
}

# c_converters FILE: FILE defines the converters in C (a header line, then `{`).
c_converters() {
    awk 'prev ~ /__qrintf_udec32\(char \*p, unsigned v\)$/ && $0 == "{" { found = 1 }
         { prev = $0 } END { exit !found }' "$1"
}

# inline_layer_in_c FILE: FILE defines the runtime's inline layer in C (here the bounds
# check __qrintf_at, which every bounded call uses).
inline_layer_in_c() {
    awk 'prev ~ /^char \*__qrintf_at\(/ && $0 == "{" { found = 1 }
         { prev = $0 } END { exit !found }' "$1"
}

# has_entry DIR: DIR holds a non-empty entry.
has_entry() {
    for e in "$1"/*.s; do
        [ -s "$e" ] && return 0
    done
    return 1
}

# ran_rt LOG: the QRINTF_VERBOSE log LOG shows the converters' compile; ran_fn, the
# generated functions'.
ran_rt() {
    grep -q -- '-rt\.c' "$1"
}
ran_fn() {
    grep -q -- '-fn\.c' "$1"
}

# plain TAG CC ARGS...: the plain build, its output in plain.out (and .err, .rc).
plain() {
    p_tag=$1 p_cc=$2
    shift 2
    rm -f plain
    "$p_cc" $(ref_flags "$p_cc") "$@" -o plain 2>plain.build ||
        { fail "$p_tag: plain build failed: $(head -5 plain.build)"; return 1; }
    run_to plain $runner ./plain
}

# ours TAG CACHE KEEP CC ARGS...: the build through qrintf with QRINTF_CACHE_DIR=CACHE and
# QRINTF_KEEP=KEEP (empty: none), the verbose log in ours.log; its program prints as the
# last plain build's did.
ours() {
    o_tag=$1 o_cache=$2 o_keep=$3 o_cc=$4
    shift 4
    rm -f ours
    if [ -n "$o_keep" ]; then
        rm -rf "$o_keep"
        QRINTF_CACHE_DIR=$o_cache QRINTF_KEEP=$o_keep QRINTF_VERBOSE=1 "$QRINTF" "$o_cc" "$@" -o ours 2>ours.log
    else
        QRINTF_CACHE_DIR=$o_cache QRINTF_VERBOSE=1 "$QRINTF" "$o_cc" "$@" -o ours 2>ours.log
    fi || { fail "$o_tag: qrintf build failed:"; grep -v '^qrintf: ' ours.log | head -10; return 1; }
    run_to ours $runner ./ours
    same_run plain ours "$o_tag: program"
}

# asm_text TAG FILE: FILE carries the converters as assembly, not as C, and then the
# generated functions that the compiler would not inline (printf's "%s %d\n", called four
# times; at -O0 all of them) as assembly of their own, declared, not defined in C.
asm_text() {
    [ -n "$2" ] && [ -f "$2" ] || { fail "$1: no kept text"; return; }
    [ "$(top_asm "$2")" = 2 ] || fail "$1: $(top_asm "$2") top-level __asm__( statements in the kept text, not 2"
    ! c_converters "$2" || fail "$1: the kept text defines the converters in C"
    ! grep -q '^static __attribute__((__noinline__)) int __qrintf_f' "$2" ||
        fail "$1: the kept text defines a noinline generated function in C"
    grep -q '^extern __attribute__((__visibility__("hidden"))) int __qrintf_f[0-9]*(.*__asm__("__qrintf_fmt_[0-9a-f]\{16\}\.[0-9a-f]\{32\}");$' "$2" ||
        fail "$1: the kept text does not declare a generated function by its group's name"
}

# c_text TAG FILE: FILE carries the converters as C, with no top-level assembly.
c_text() {
    [ -n "$2" ] && [ -f "$2" ] || { fail "$1: no kept text"; return; }
    [ "$(top_asm "$2")" = 0 ] || fail "$1: the kept text has a top-level __asm__("
    c_converters "$2" || fail "$1: the kept text does not define the converters in C"
}

# m32_links CC: CC -m32 links a program of its language that runs here, natively or, where
# this kernel does not run 32-bit x86 programs, under qemu-i386 (then the runner).
m32_links() {
    case $1 in *++) m_src=probe.cc ;; *) m_src=probe.c ;; esac
    printf 'int main(void) { return 0; }\n' >"$m_src"
    "$1" -m32 "$m_src" -o probe 2>/dev/null || return 1
    ./probe 2>/dev/null || { runner=qemu-i386 && $runner ./probe; }
}
runner= # what runs the programs of plain and ours: empty, this machine

# 1, 2: every compiler and options, a fresh cache each: the first compile makes the
# entry, the second finds it.
n=0
for cc in $C_COMPILERS $CXX_COMPILERS; do
    src=$(src_for "$cc")
    for opts in -O0 -O2 -Os "-O2 -m32 -fPIC" "-O2 -g"; do
        tag="$cc $opts" runner=
        case $opts in
        *-m32*) m32_links "$cc" || { echo "note: $cc -m32 does not link and run here; $tag skipped"; continue; } ;;
        esac
        n=$((n + 1))
        plain "$tag" "$cc" $opts "$src" || continue
        ours "$tag" "$SCRATCH/cache.$n" "$SCRATCH/keep.$n" "$cc" $opts "$src" || continue
        if [ "$opts" = -Os ]; then  # for size, the converters stay C, fitted to their callers
            ran_rt ours.log || fail "$tag: the tables were not compiled apart"
            f=$(kept "$SCRATCH/keep.$n")
            [ "$(top_asm "$f")" = 1 ] || fail "$tag: $(top_asm "$f") top-level __asm__( statements in the kept text, not 1"
            c_converters "$f" || fail "$tag: the kept text does not define the converters in C"
            has_entry "$SCRATCH/cache.$n" || fail "$tag: no non-empty entry in the cache"
            continue
        fi
        ran_rt ours.log || fail "$tag: the first compile with a fresh cache did not compile the converters"
        ran_fn ours.log || fail "$tag: the first compile with a fresh cache did not compile the generated functions"
        asm_text "$tag" "$(kept "$SCRATCH/keep.$n")"
        if [ "$opts" = -O0 ]; then  # unoptimized: all of the runtime compiled apart, at -O2
            grep -- '-rt\.c' ours.log | grep -q -- ' -O2 ' ||
                fail "$tag: the converters were not compiled at -O2: $(grep -- '-rt\.c' ours.log)"
            ! inline_layer_in_c "$(kept "$SCRATCH/keep.$n")" || fail "$tag: the kept text defines the inline layer in C"
        else
            grep -- '-rt\.c' ours.log | grep -q -- " ${opts%% *} " ||
                fail "$tag: the converters were not compiled at ${opts%% *}: $(grep -- '-rt\.c' ours.log)"
            inline_layer_in_c "$(kept "$SCRATCH/keep.$n")" || fail "$tag: the kept text lacks the inline layer in C"
        fi
        has_entry "$SCRATCH/cache.$n" || fail "$tag: no non-empty entry in the cache"
        ours "$tag (warm)" "$SCRATCH/cache.$n" "" "$cc" $opts "$src" || continue
        ! ran_rt ours.log || fail "$tag: the second compile compiled the converters again"
        ! ran_fn ours.log || fail "$tag: the second compile compiled the generated functions again"
    done
done
tmp_empty "compilers and options"

# 3: no cache: the converters as C.
for cc in gcc g++; do
    src=$(src_for "$cc")
    plain "$cc no cache" "$cc" -O2 "$src" || continue
    ours "$cc no cache" "" "$SCRATCH/keepnc" "$cc" -O2 "$src" || continue
    ! ran_rt ours.log || fail "$cc no cache: the converters were compiled apart"
    c_text "$cc no cache" "$(kept "$SCRATCH/keepnc")"
done

# 4: a cache that cannot be made, under a regular file: the calls are still rewritten.
: >afile
if plain "unmakeable cache" gcc -O2 prog.c &&
    ours "unmakeable cache" "$SCRATCH/afile/sub" "$SCRATCH/keepun" gcc -O2 prog.c; then
    [ -n "$(kept "$SCRATCH/keepun")" ] || fail "unmakeable cache: nothing was rewritten"
fi
[ -f afile ] && [ ! -s afile ] || fail "unmakeable cache: afile was changed"

# 5: -flto.
if plain "gcc -flto" gcc -O2 -flto prog.c &&
    ours "gcc -flto" "$SCRATCH/cachelto" "$SCRATCH/keeplto" gcc -O2 -flto prog.c; then
    c_text "gcc -flto" "$(kept "$SCRATCH/keeplto")"
    ! has_entry "$SCRATCH/cachelto" || fail "gcc -flto: an entry was made"
fi

# 6: -S, then assembling and linking the .s; -E has no top-level asm.
if plain "gcc -S" gcc -O2 prog.c; then
    if QRINTF_CACHE_DIR=$SCRATCH/caches "$QRINTF" gcc -O2 -S prog.c -o ours.s 2>ours.log &&
        gcc ours.s -o ours 2>>ours.log; then
        run_to ours ./ours
        same_run plain ours "gcc -S: program"
        grep -q '__qrintf_dec_table' ours.s || fail "gcc -S: the assembly has no converters"
        grep -q 'pushsection' ours.s || fail "gcc -S: the assembly has not the compiled converters"
        has_entry "$SCRATCH/caches" || fail "gcc -S: no entry in the cache"
    else
        fail "gcc -S: build failed: $(head -5 ours.log)"
    fi
fi
for cc in gcc g++; do
    src=$(src_for "$cc")
    QRINTF_CACHE_DIR=$SCRATCH/cachee "$QRINTF" "$cc" -O2 -E "$src" >ours.i 2>ours.log ||
        { fail "$cc -E failed: $(head -5 ours.log)"; continue; }
    grep -q '__qrintf_' ours.i || fail "$cc -E: the output is not rewritten"
    [ "$(top_asm ours.i)" = 0 ] || fail "$cc -E: the output has a top-level __asm__("
done

# 7: two units of different options and a shared library, all rewritten, linked together.
cat >main7.c <<'EOC'
#include <stdio.h>
void b_print(int, double);
void lib_print(long long, const char *);
int main(void)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%d %u %x %.3f", -3, 30u, 0xbeefu, 2.0 / 3);
    puts(buf);
    b_print(77, 1.5e10);
    lib_print(-9000000000LL, "library");
    printf("%c%5.2s|%e\n", 'm', "main", 0.125);
    return 0;
}
EOC
cat >b7.c <<'EOC'
#include <stdio.h>
void b_print(int v, double d)
{
    char buf[64];
    int n = sprintf(buf, "%d|%-6u|%g|%s", v, (unsigned)v * 3u, d, "b");
    printf("%s %d\n", buf, n);
}
EOC
cat >lib7.c <<'EOC'
#include <stdio.h>
void lib_print(long long v, const char *s)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%lld %x %5.2s %.3f", v, 255u, s, (double)v / 7);
    printf("lib: %s\n", buf);
}
EOC
# units7 QR CACHE SUFFIX: the three units and the library, built with QR in front.
units7() {
    QRINTF_CACHE_DIR=$2 QRINTF_REPORT=1 ${1:+"$1"} gcc -O0 -c main7.c -o "main7$3.o" &&
        QRINTF_CACHE_DIR=$2 QRINTF_REPORT=1 ${1:+"$1"} gcc -O2 -ffunction-sections -c b7.c -o "b7$3.o" &&
        QRINTF_CACHE_DIR=$2 QRINTF_REPORT=1 ${1:+"$1"} gcc -O2 -fPIC -shared lib7.c -o "lib$3/libqr7.so"
}

# entries DIR: how many non-empty entries DIR holds.
entries() {
    find "$1" -name '*.s' -size +0 2>/dev/null | wc -l
}
mkdir libp libq
if ! units7 "" "" p 2>units.log; then
    fail "units: plain build failed: $(head -5 units.log)"
elif ! units7 "$QRINTF" "$SCRATCH/cacheunits" q 2>units.log; then
    fail "units: qrintf build failed: $(head -5 units.log)"
else
    for gc in "" -Wl,--gc-sections; do
        tag="units ${gc:-without gc}"
        gcc main7p.o b7p.o -Llibp -lqr7 $gc -o plain && run_to plain env LD_LIBRARY_PATH=libp ./plain ||
            { fail "$tag: plain link failed"; continue; }
        gcc main7q.o b7q.o -Llibq -lqr7 $gc -o ours 2>link.log ||
            { fail "$tag: link failed: $(head -10 link.log)"; continue; }
        run_to ours env LD_LIBRARY_PATH=libq ./ours
        same_run plain ours "$tag: program"
    done
    [ "$(grep -c 'qrintf: rewrote' units.log)" = 6 ] ||
        { fail "units: not all 6 calls were rewritten:"; cat units.log; }
    exported=$(nm -D --defined-only libq/libqr7.so | grep __qrintf_)
    [ -z "$exported" ] || fail "units: the library exports $exported"
    [ "$(entries "$SCRATCH/cacheunits")" = 4 ] ||
        fail "units: $(entries "$SCRATCH/cacheunits") non-empty entries in the cache, not 4 (the converters for each options, main7.c's generated functions at -O0)"
fi

# 8: a cache whose entries are garbage, or framed but without the functions the file
# declares: they are made again at once, and the calls rewritten with them; a converters'
# entry that defines what the file declares but does
# not assemble (damaged): the calls are still rewritten, with the converters' C, the
# entry goes (and the generated functions' used with it), and the next compile makes
# them again.
if plain "garbage cache" gcc -O2 prog.c &&
    ours "garbage cache (fill)" "$SCRATCH/cachebad" "" gcc -O2 prog.c; then
    [ "$(entries "$SCRATCH/cachebad")" = 2 ] ||
        fail "garbage cache: $(entries "$SCRATCH/cachebad") entries to spoil, not 2 (converters, generated functions)"
    for e in "$SCRATCH"/cachebad/*.s; do
        [ -s "$e" ] && printf 'this is not assembly\n' >"$e"
    done
    ours "garbage cache" "$SCRATCH/cachebad" "$SCRATCH/keepbad" gcc -O2 prog.c &&
        { ran_rt ours.log && ran_fn ours.log || fail "garbage cache: the spoilt entries were not made again"; }
    asm_text "garbage cache" "$(kept "$SCRATCH/keepbad")"
    ! grep -qx 'this is not assembly' "$SCRATCH"/cachebad/*.s 2>/dev/null ||
        fail "garbage cache: a spoilt entry is still there"
    # an entry with the frame but not the functions the file declares: made again at once
    hollow=$(grep -l '__qrintf_fmt_' "$SCRATCH"/cachebad/*.s)
    printf '".pushsection .text\\n"\n".popsection\\n"\n' >"$hollow"
    ours "hollow entry" "$SCRATCH/cachebad" "$SCRATCH/keephol" gcc -O2 prog.c &&
        { ran_fn ours.log || fail "hollow entry: the generated functions were not compiled again"; }
    asm_text "hollow entry" "$(kept "$SCRATCH/keephol")"
    grep -q '__qrintf_fmt_' "$hollow" || fail "hollow entry: the entry was not made again"
    for e in $(grep -l 'pushsection' "$SCRATCH"/cachebad/*.s); do
        grep -q '__qrintf_fmt_' "$e" && continue  # the generated functions' entry stays
        # the entry whole, with a line the assembler refuses after its first
        sed '1a\
"\tthis is not assembly\\n"' "$e" >damaged.s && mv damaged.s "$e"
        spoilt=$e
    done
    QRINTF_REPORT=1
    export QRINTF_REPORT
    ours "damaged entry" "$SCRATCH/cachebad" "" gcc -O2 prog.c
    unset QRINTF_REPORT
    grep -q 'note: qrintf: rewrote' ours.log && ! grep -q 'compiled unchanged' ours.log ||
        { fail "damaged entry: the calls were not rewritten:"; grep 'note: qrintf' ours.log | head -5; }
    [ -n "${spoilt:-}" ] && [ ! -e "$spoilt" ] || fail "damaged entry: the damaged entry is still there"
    ours "damaged entry (again)" "$SCRATCH/cachebad" "$SCRATCH/keepdam" gcc -O2 prog.c &&
        { ran_rt ours.log || fail "damaged entry: the next compile did not compile the converters"; }
    ran_fn ours.log || fail "damaged entry: the next compile did not compile the generated functions (their entry, used with the damaged one, goes too)"
    asm_text "damaged entry (again)" "$(kept "$SCRATCH/keepdam")"
fi
tmp_empty "garbage cache"

# 8b, 8c: a compiler that refuses the converters' source, then one that refuses the
# generated functions' (wrappers that fail on the one or the other): the calls are
# rewritten with that part as C (the converters as C; the converters compiled and the
# generated functions C), the cache keeps an empty entry, and the next compile does not
# try again.
mkdir -p failbin
for part in rt fn; do
    printf '#!/bin/sh\nfor a; do case $a in *-%s.c) echo "fail%s-gcc: refused" >&2; exit 1 ;; esac; done\nexec gcc "$@"\n' \
        $part $part >failbin/fail$part-gcc
    chmod +x failbin/fail$part-gcc
    tag="refused $part" wrapper=$SCRATCH/failbin/fail$part-gcc
    plain "$tag" gcc -O2 prog.c && ours "$tag" "$SCRATCH/cachefail$part" "$SCRATCH/keepfail$part" "$wrapper" -O2 prog.c ||
        continue
    ran_$part ours.log || fail "$tag: its compile did not run"
    f=$(kept "$SCRATCH/keepfail$part")
    if [ $part = rt ]; then
        c_text "$tag" "$f"
    else
        [ "$(top_asm "$f")" = 1 ] || fail "$tag: $(top_asm "$f") top-level __asm__( statements in the kept text, not 1"
        grep -q '^static __attribute__((__noinline__)) int __qrintf_f' "$f" ||
            fail "$tag: the kept text does not define the noinline generated function in C"
    fi
    [ -n "$(find "$SCRATCH/cachefail$part" -name '*.s' -size 0)" ] || fail "$tag: no empty entry in the cache"
    ours "$tag (again)" "$SCRATCH/cachefail$part" "" "$wrapper" -O2 prog.c &&
        ! ran_$part ours.log || fail "$tag: the next compile tried again"
done

# 9: four compiles at once into one fresh cache.
plain "parallel" gcc -O2 prog.c
pids=
for i in 1 2 3 4; do
    QRINTF_CACHE_DIR=$SCRATCH/cachepar "$QRINTF" gcc -O2 -c prog.c -o "par$i.o" 2>"par$i.log" &
    pids="$pids $!"
done
i=0
for p in $pids; do
    i=$((i + 1))
    wait "$p" || fail "parallel: compile $i failed: $(head -5 "par$i.log")"
done
for i in 1 2 3 4; do
    [ -s "par$i.o" ] || continue
    gcc "par$i.o" -o ours || { fail "parallel: par$i.o does not link"; continue; }
    run_to ours ./ours
    same_run plain ours "parallel: program $i"
done
has_entry "$SCRATCH/cachepar" || fail "parallel: no entry in the cache"
[ -z "$(ls "$SCRATCH/cachepar" 2>/dev/null | grep -v '^[0-9a-f]\{32\}\.s$')" ] ||
    fail "parallel: the cache holds $(ls "$SCRATCH/cachepar" | tr '\n' ' ')"
tmp_empty "parallel"

# 11: the same source in two trees, each compiled with its directory mapped away (as
# Debian's -ffile-prefix-map=$PWD=. does): the second tree finds the first one's entries.
for cc in gcc clang; do
    command -v "$cc" >/dev/null || continue
    for t in 1 2; do
        d=$SCRATCH/tree$t
        mkdir -p "$d" && cp prog.c "$d/" && cd "$d" || { fail "$cc tree$t: cannot make it"; continue; }
        set -- -O2 -g "-ffile-prefix-map=$d=." "-fmacro-prefix-map=$d=." "-fdebug-prefix-map=$d=." prog.c
        if plain "$cc tree$t" "$cc" "$@" && ours "$cc tree$t" "$SCRATCH/cachetree-$cc" "" "$cc" "$@"; then
            if [ $t = 1 ]; then
                ran_rt ours.log || fail "$cc tree1: the converters were not compiled"
            else
                ! ran_rt ours.log || fail "$cc tree2: the converters were compiled again"
                ! ran_fn ours.log || fail "$cc tree2: the generated functions were compiled again"
            fi
        fi
        cd "$SCRATCH" || exit 1
    done
done

# 10: cross compilers under qemu, when installed.
for t in aarch64-linux-gnu s390x-linux-gnu; do
    cc=$t-gcc q=qemu-${t%%-*}
    if ! command -v "$cc" >/dev/null || ! command -v "$q" >/dev/null || [ ! -d "/usr/$t" ]; then
        echo "note: $cc or $q is not installed; $t skipped"
        continue
    fi
    "$cc" -fno-printf-return-value -O2 prog.c -o plain 2>plain.build ||
        { fail "$t: plain build failed: $(head -5 plain.build)"; continue; }
    run_to plain "$q" -L "/usr/$t" ./plain
    rm -rf "$SCRATCH/keepx"
    QRINTF_CACHE_DIR=$SCRATCH/cache-$t QRINTF_KEEP=$SCRATCH/keepx "$QRINTF" "$cc" -O2 prog.c -o ours 2>ours.log ||
        { fail "$t: qrintf build failed: $(head -5 ours.log)"; continue; }
    run_to ours "$q" -L "/usr/$t" ./ours
    same_run plain ours "$t: program"
    asm_text "$t" "$(kept "$SCRATCH/keepx")"
    has_entry "$SCRATCH/cache-$t" || fail "$t: no entry in the cache"
done
done_test

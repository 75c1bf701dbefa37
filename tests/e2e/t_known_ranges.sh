# A value the compiler knows to fit 32 bits takes the 32-bit converters where its format is
# inlined into the call: %llu of an unsigned int widened calls the 32-bit kernel, not the
# 64-bit one, %lld of an int widened the 32-bit converter, and %lu of an unsigned char no
# converter at all (below 1000, inline); %llu of a 64-bit value calls the 64-bit kernel
# (gcc and clang, -O2, the assembly of each function). The program prints what the plain
# build prints, at the types' bounds too.
. "$(dirname "$0")/lib.sh"
cat >known.c <<'EOF'
#include <limits.h>
#include <stdio.h>
int widened_u(char *b, unsigned u) { return snprintf(b, 32, "%llu", (unsigned long long)u); }
int widened_i(char *b, int i) { return sprintf(b, "(%lld)", (long long)i); }
int widened_c(char *b, unsigned char c) { return sprintf(b, "[%lu]", (unsigned long)c); }
int wide(char *b, unsigned long long v) { return snprintf(b, 32, "<%llu>", v); }
int main(void)
{
    static const unsigned us[] = { 0, 9, 999, 1000, 65535, 65536, 99999999, UINT_MAX };
    static const int is[] = { INT_MIN, -1000, -1, 0, 7, 1000, INT_MAX };
    char b[40];
    unsigned k;
    for (k = 0; k < sizeof us / sizeof *us; k++) {
        int n = widened_u(b, us[k]);
        printf("%d %s ", n, b);
        n = widened_c(b, (unsigned char)us[k]);
        printf("%d %s ", n, b);
        n = wide(b, (unsigned long long)us[k] * 4294967311u);
        printf("%d %s\n", n, b);
    }
    for (k = 0; k < sizeof is / sizeof *is; k++) {
        int n = widened_i(b, is[k]);
        printf("%d %s\n", n, b);
    }
    return 0;
}
EOF

# calls FILE.s FUNCTION: the targets of the function's calls and jumps out of it.
calls() {
    awk -v f="$2" 'index($0, f ":") == 1 { on = 1; next }
                   on && /^\t\.size|^\.Lfunc_end/ { on = 0 }
                   on && $1 ~ /^(call|jmp)q?$/ && $2 !~ /^\./ { print $2 }' "$1"
}

for cc in $C_COMPILERS; do
    "$QRINTF" "$cc" -O2 -S known.c -o known.s || fail "$cc -S failed"
    for f in widened_u widened_i widened_c; do
        to=$(calls known.s $f | tr '\n' ' ')
        case " $to" in
        *" __qrintf_udec."* | *" __qrintf_u64"* | *" __qrintf_i64"* | *" __qrintf_f"*)
            fail "$cc -O2: $f reaches 64-bit code or a generated function: $to" ;;
        esac
    done
    case " $(calls known.s widened_u | tr '\n' ' ')" in
    *" __qrintf_udec32."*) ;;
    *) fail "$cc -O2: widened_u does not call the 32-bit kernel: $(calls known.s widened_u | tr '\n' ' ')" ;;
    esac
    [ -z "$(calls known.s widened_c | grep __qrintf_)" ] ||
        fail "$cc -O2: widened_c calls a converter: $(calls known.s widened_c | tr '\n' ' ')"
    calls known.s wide | grep -q '^__qrintf_udec\.' ||
        fail "$cc -O2: wide does not call the 64-bit kernel: $(calls known.s wide | tr '\n' ' ')"
    "$cc" -O2 known.c -o plain && "$QRINTF" "$cc" -O2 known.c -o ours || fail "$cc: build failed"
    ./plain >plain.txt
    ./ours >ours.txt
    same_file plain.txt ours.txt "$cc -O2: program output"
done
tmp_empty "known ranges"
done_test

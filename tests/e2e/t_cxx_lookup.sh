# C++: an unqualified call that name lookup may resolve to another sprintf or snprintf
# than the C library's is never rewritten, wherever that other one is declared: a
# namespace's overload found by argument-dependent lookup, an inherited member, from a
# header included with -I or with -isystem; a using declaration; a namespace's own
# function. std:: calls are still rewritten. Plain and qrintf builds agree in status,
# diagnostics and output (g++, clang++; -O0, -O2).
. "$(dirname "$0")/lib.sh"
mkdir inc
cat >inc/lib.h <<'EOC'
#include <cstdio>
#include <cstring>
namespace lib {
enum Level { LOW = 5 };
inline int sprintf(char *b, const char *, Level) { std::strcpy(b, "lib"); return 3; }
}
struct Base {
    int snprintf(char *b, std::size_t, const char *, ...) { std::strcpy(b, "member"); return 6; }
};
EOC
cat >adl.cc <<'EOC'
#include <lib.h>
struct Derived : Base {
    int run(char *b) { return snprintf(b, 16, "%d", 7); }
};
int main()
{
    char b[16];
    int n = sprintf(b, "%d", lib::LOW);
    std::printf("%s %d\n", b, n);
    n = Derived().run(b);
    std::printf("%s %d\n", b, n);
    n = std::sprintf(b, "%d", 8);
    std::printf("%s %d\n", b, n);
    return 0;
}
EOC
cat >using.cc <<'EOC'
#include <cstdio>
#include <cstring>
namespace fmt2 {
inline int sprintf(char *b, const char *, int) { std::strcpy(b, "fmt2"); return 4; }
}
using fmt2::sprintf;
namespace app {
inline int snprintf(char *b, std::size_t, const char *, int) { std::strcpy(b, "app"); return 3; }
inline int run(char *b) { return snprintf(b, 16, "%d", 1); }
}
int main()
{
    char b[16];
    int n = sprintf(b, "%d", 2);
    std::printf("%s %d\n", b, n);
    n = app::run(b);
    std::printf("%s %d\n", b, n);
    return 0;
}
EOC
for opt in -O0 -O2; do
    for cc in $CXX_COMPILERS; do
        for inc in -I -isystem; do
            tag="$cc $opt $inc"
            same_build "$tag adl" "$cc" $opt -Wall "$inc" inc adl.cc
            reported "$tag adl" 'adl\.cc:8:.*left sprintf unchanged: name lookup may find'
            reported "$tag adl" 'adl\.cc:3:.*left snprintf unchanged: name lookup may find'
            reported "$tag adl" 'adl\.cc:12:.*rewrote sprintf "%d"'
        done
        same_build "$cc $opt using" "$cc" $opt -Wall using.cc
        reported "$cc $opt using" 'using\.cc:14:.*left sprintf unchanged: name lookup may find'
        reported "$cc $opt using" 'using\.cc:9:.*left snprintf unchanged'
    done
done
grep -q '^app 3$' plain.out || { fail "the plain program did not call app::snprintf:"; cat plain.out; }
done_test

// calls.cc: sprintf and snprintf in the contexts C++ allows them, preprocessed by
// seeds.sh into fuzz seeds.
#include <cinttypes>
#include <cstdio>
#include <string>

namespace util {
int sprintf(char *, const char *, ...);
}

struct logger {
    int snprintf(char *, std::size_t, const char *, ...);
    template <class T> int put(char *b, T v) { return std::sprintf(b, "%d", static_cast<int>(v)); }
};

template <class T> struct holder {
    static int sprintf(char *, const char *, ...);
};

int members(char *b, std::size_t n, const std::string &s, logger &l)
{
    int k = std::snprintf(b, n, "%s|%zu", s.c_str(), s.size());
    k += ::sprintf(b, "%s", std::string("tmp").c_str());
    k += l.snprintf(b, n, "%d", 1) + l.put(b, 2.0);
    k += util::sprintf(b, "%d", 3) + holder<int>::sprintf(b, "%d", 4);
    auto f = [&](int v) { return snprintf(b, n, "%#o %s", unsigned(v), R"x(raw"%d)x"); };
    k += f(5);
    decltype(sprintf(b, "%d", 6)) d = 0;
    k += noexcept(sprintf(b, "x")) ? d : 0;
    k += sprintf(b, u8"%d", 7);
    k += sprintf(b, "%" PRIu64 "%c", std::uint64_t{8}, 'c');
    return k + sprintf(b, "%d", n > 0 and n < 9 ? 1 : 0);
}

class widget {
    char name_[16];

public:
    widget() { std::sprintf(name_, "w%d", 1); }
    const char *name() const { return name_; }
};

int use_widget() <% widget w; char b<:32:>; return sprintf(b, "%s", w.name()); %>

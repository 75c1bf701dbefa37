void f(char *b) <% sprintf(b, "%d", 1); %>
struct S { void m(char *b) { sprintf(b, "%d", 1); } };
auto l = [](char *b) { return sprintf(b, "%d", 1); };
void g(char *b) __attribute__((unused)) { sprintf(b, "%x", 1u); }

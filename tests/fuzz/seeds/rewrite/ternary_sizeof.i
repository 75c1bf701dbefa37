void f(char *b, int c) { sprintf(b, "%d%d", c ? 1, 2 : 3, 4); n = sizeof sprintf(b, "%d", 1); decltype(sprintf(b, "x")) y; __typeof__((sprintf(b, "%d", 2))) z; }

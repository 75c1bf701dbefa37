void f(char *b) { sprintf(b, "%d", sprintf(b, "%s", "x")); }

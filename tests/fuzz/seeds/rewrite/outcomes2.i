void f(char *b){ sprintf(b, "%s %0-*.3Lf|%e", "a", 3, 1.0L, 2.0); sprintf(b, L"%d", 1); sprintf(b, "%d %d", 1); }
int n = sprintf(b, "%d", 1);

struct L { int (*sprintf)(char *, const char *, ...); };
void f(struct L *l, struct L o, char *b) { l->sprintf(b, "%d", 1); o.sprintf(b, "%d", 1); }
int (*p)(char *, const char *, ...) = sprintf;

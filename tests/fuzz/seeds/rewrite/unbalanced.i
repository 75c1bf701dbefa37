# 1 "a.c"
void f(char *b) { sprintf(b, "%d", 1) }
}
{ sprintf(b, "%d", 1);

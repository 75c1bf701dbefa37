void f(char *b) { sprintf(b, "%c", 'x'); int after; }
int next;

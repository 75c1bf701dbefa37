# 0 "a.c"
# 1 "/w//"
# 1 "a.c"
void f(char *b) {
  int n = sprintf(b, "%d", 1); int after;
  int next;
}

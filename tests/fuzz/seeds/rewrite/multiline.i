# 1 "a.c"
void f(char *b) {
  if (snprintf(b, 8,
        "%s-%u", "x",
        3u) > 2) {} int after;
  int next;
}

void f(char *b, const char *s) {
  sprintf(b, "\x41\101\t%s\"%-*.*s?\?=", s, 2, 3, s);
  sprintf(b, u8"%d" "é", 1);
  sprintf(b, R"x(%d)x", 1);
  /* é */ sprintf(b, "%c", 1); 	sprintf(b, "%p", (void *)0);
}

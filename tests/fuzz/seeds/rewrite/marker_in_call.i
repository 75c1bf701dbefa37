# 1 "a.c"
void f(char *b) {
	int n = snprintf(
# 5 "a.c" 3 4
((void *)0)
# 5 "a.c"
, 0, "%d", 7); int after;
  int next;
}

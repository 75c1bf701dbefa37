# 7 "dir/x\\y.c"
void f(char *b) {
   sprintf(b, "%d\n", 1);
}

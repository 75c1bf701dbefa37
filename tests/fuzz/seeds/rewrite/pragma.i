void f(char *b){ sprintf(b,
#pragma x
"%d", 1); }

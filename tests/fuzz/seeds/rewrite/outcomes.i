void f(char *b){ snprintf(b, 4, "%s|%-5u", "x", 2u); sprintf(b, "%" "l" "u", 2ul); sprintf(b, "%n", (int *)0); sprintf(b, "%1$d", 1); }

int f(char *b) { return sprintf(b, "%d", 1); }
void g(char *b, int a) { n = snprintf(b, sizeof b, "%s", s); std::sprintf(b, "x"); x = ::snprintf(b, 2, "x"); { ::std::sprintf(b, "x"); }
 if (x) ::sprintf(b, "x"); else std :: sprintf(b, "y");
 do sprintf(b, "1"); while (0); x = a ? sprintf(b, "1") : snprintf(b, 2, "2");
 f(sprintf(b, "x")); n = (int)sprintf(b, "x") + 1; sprintf(); sprintf(a,); sprintf(,);
 sprintf
(
b
,
"x"
) ; }

/* test_rtsplit.c: the converters compiled apart: the runtime split into the C a
 * translation unit keeps and the converters' source (rtsplit.h), and the compiled
 * assembly made fit to share the unit's (rtasm.h). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rewrite.h"
#include "rtasm.h"
#include "rtsplit.h"
#include "unit.h"

static const char runtime[] =
    "typedef unsigned long __qrintf_size;\n\n"
    "/* a table */\n"
    "extern const char __qrintf_t[2] __attribute__((__visibility__(\"hidden\")));\n"
    "extern const char __qrintf_t[2] __attribute__((__weak__));\n"
    "const char __qrintf_t[2] = \"ab\";\n\n"
    "/* a converter */\n"
    "static __attribute__((__unused__, __cold__))\n"
    "char *__qrintf_conv(char *p,\n"
    "                    int v)\n"
    "{\n    *p = (char)v;\n    return p + 1;\n}\n\n"
    "static __inline__ __attribute__((__always_inline__, __unused__))\n"
    "char *__qrintf_small(char *p)\n{\n    return __qrintf_conv(p, 1);\n}\n";

static char *decls(int cxx)
{
    buf out = { NULL, 0, 0 };
    ck_assert_int_eq(rtsplit_decls(&out, runtime, cxx, 1), 0);
    ck_assert_int_eq(buf_addc(&out, 0), 0);
    return out.data;
}

START_TEST(a_converter_becomes_a_hidden_declaration_and_a_table_its_declaration_alone)
{
    char *s = decls(0);
    ck_assert_str_eq(s, "typedef unsigned long __qrintf_size;\n\n"
                        "/* a table */\n"
                        "extern const char __qrintf_t[2] __attribute__((__visibility__(\"hidden\")));\n\n"
                        "extern __attribute__((__visibility__(\"hidden\"), __cold__))\n"
                        "char *__qrintf_conv(char *p,\n"
                        "                    int v) __asm__(\"__qrintf_conv\");\n\n"
                        "static __inline__ __attribute__((__always_inline__, __unused__))\n"
                        "char *__qrintf_small(char *p)\n{\n    return __qrintf_conv(p, 1);\n}\n\n");
    free(s);
}
END_TEST

START_TEST(in_cxx_the_declaration_has_c_linkage)
{
    char *s = decls(1);
    ck_assert_ptr_nonnull(strstr(s, "extern \"C\" __attribute__((__visibility__(\"hidden\"), __cold__))\n"
                                    "char *__qrintf_conv("));
    free(s);
}
END_TEST

/* A C++ unit's declarations read as C: what a compile of C after them takes. */
START_TEST(a_cxx_unit_s_declarations_read_as_c_are_the_c_unit_s)
{
    char *cxx = decls(1), *c = decls(0);
    buf out = { NULL, 0, 0 };
    ck_assert_int_eq(rtsplit_c_decls(&out, cxx, strlen(cxx)), 0);
    ck_assert_int_eq(buf_addc(&out, 0), 0);
    ck_assert_str_eq(out.data, c);
    buf_free(&out);
    free(cxx);
    free(c);
}
END_TEST

START_TEST(the_entries_are_the_converters_declared_and_only_they_are_marked_used)
{
    char *s = decls(0);
    buf names = { NULL, 0, 0 }, src = { NULL, 0, 0 };
    size_t n;
    ck_assert_int_eq(rtsplit_entries(&names, &n, s, strlen(s)), 0);
    ck_assert_uint_eq(n, 1);
    ck_assert_str_eq(names.data, "__qrintf_conv");
    ck_assert_int_eq(rtsplit_mark_used(&src, runtime, &names, n), 0);
    ck_assert_int_eq(buf_addc(&src, 0), 0);
    ck_assert_ptr_nonnull(strstr(src.data, "static __attribute__((__used__, __unused__, __cold__))\n"
                                           "char *__qrintf_conv("));
    ck_assert_ptr_nonnull(strstr(src.data, "static __inline__ __attribute__((__always_inline__, __unused__))"));
    ck_assert_uint_eq(strlen(src.data), strlen(runtime) + strlen("__used__, "));
    buf_free(&names);
    buf_free(&src);
    free(s);
}
END_TEST

/* The real runtime, split for a file with one %d call: the unit keeps the converter's
 * declaration, not its body, and the converters' source defines it, marked used; the
 * unit declares the digit table, which its inline code reads, under its checksummed
 * symbol, hidden and not weak (a weak declaration would send every read through the
 * GOT), and the source defines it weak. */
START_TEST(the_real_runtime_splits_for_a_decimal_call)
{
    static const char src[] = "# 1 \"t.c\"\nint f(char *b, int v) { return sprintf(b, \"%d\", v); }\n";
    rew_options o = { rew_runtime_text, "t.c", 0, REW_GOAL_SPEED, EMIT_GUARD_NONE, 0, 1, 0 };
    rew_result res;
    ck_assert_int_eq(rew_text(src, sizeof src - 1, &o, &res), 0);
    ck_assert_uint_eq(res.rewritten, 1);
    ck_assert_uint_gt(res.nentries, 0);
    ck_assert_int_eq(buf_addc(&res.rt_decls, 0), 0);
    ck_assert_int_eq(buf_addc(&res.rt_source, 0), 0);
    ck_assert_ptr_nonnull(strstr(res.rt_decls.data, "char *__qrintf_i32k(char *p, int v) __asm__(\"__qrintf_i32k\");"));
    ck_assert_ptr_null(strstr(res.rt_decls.data, "char *__qrintf_i32k(char *p, int v)\n{"));
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, "static __attribute__((__used__, __unused__))\n"
                                                      "char *__qrintf_i32k(char *p, int v)\n{"));
    static const char hidden[] = ") __attribute__((__visibility__(\"hidden\")));\n";
    const char *decl = strstr(res.rt_decls.data, "extern const char __qrintf_dec_table[4001] "
                                                 "__asm__(\"__qrintf_dec_table_");
    ck_assert_ptr_nonnull(decl);
    const char *decl_end = strchr(decl, '\n') + 1;
    ck_assert_int_eq(memcmp(decl_end - (sizeof hidden - 1), hidden, sizeof hidden - 1), 0);
    ck_assert_ptr_null(strstr(res.rt_decls.data, "__weak__"));
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, "extern const char __qrintf_dec_table[4001] "
                                                      "__attribute__((__weak__));\n"
                                                      "const char __qrintf_dec_table[4001] ="));
    /* the text's C part, which the declarations may replace, is where it says */
    char *part = strndup(res.text.data + res.rt_at, res.rt_len);
    ck_assert_ptr_nonnull(part);
    ck_assert_int_eq(strncmp(part, "typedef", 7), 0);
    ck_assert_ptr_nonnull(strstr(part, "unsigned __qrintf_udec32(char *p, unsigned v)\n{"));
    ck_assert_ptr_null(strstr(part, " int __qrintf_f0("));
    free(part);
    rew_result_free(&res);
}
END_TEST

/* The split of the real runtime for the one-line file of body (a function of b, v, d
 * and p), with the goal given; rt_source NUL-terminated. */
static void split_real(const char *body, rew_goal goal, rew_result *res)
{
    char src[512];
    snprintf(src, sizeof src, "# 1 \"t.c\"\nint f(char *b, int v, double d, int p) { return %s; }\n", body);
    rew_options o = { rew_runtime_text, "t.c", 0, goal, EMIT_GUARD_NONE, 0, 1, 0 };
    ck_assert_int_eq(rew_text(src, strlen(src), &o, res), 0);
    ck_assert_uint_eq(res->rewritten, 1);
    ck_assert_int_eq(buf_addc(&res->rt_source, 0), 0);
    ck_assert_int_eq(buf_addc(&res->rt_decls, 0), 0);
}

/* Where the build favours size, the converters stay C in the unit (the compiler
 * specializes them for their few callers) and the tables alone are compiled apart: the
 * unit declares them, and their source defines them and nothing else. */
START_TEST(where_the_build_favours_size_only_the_tables_are_split_out)
{
    rew_result res;
    split_real("sprintf(b, \"%d %g\", v, d)", REW_GOAL_SIZE, &res);
    ck_assert_uint_eq(res.nentries, 0);
    ck_assert_ptr_nonnull(strstr(res.rt_decls.data, "char *__qrintf_i32k(char *p, int v)\n{"));
    ck_assert_ptr_nonnull(strstr(res.rt_decls.data, "extern const char __qrintf_dec_table[4001] __asm__("));
    ck_assert_ptr_null(strstr(res.rt_decls.data, "const char __qrintf_dec_table[4001] ="));
    ck_assert_ptr_null(strstr(res.rt_decls.data, "__qrintf_fp_p5big[25][2] ="));
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, "const char __qrintf_dec_table[4001] ="));
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, "__qrintf_fp_p5big[25][2] ="));
    ck_assert_ptr_null(strstr(res.rt_source.data, "__qrintf_i32k"));
    rew_result_free(&res);
    /* a unit without tables has nothing to split out */
    split_real("sprintf(b, \"%c\", v)", REW_GOAL_SIZE, &res);
    ck_assert_str_eq(res.rt_source.data, "");
    rew_result_free(&res);
}
END_TEST

/* A floating-point kernel that every call of the file calls with the same constants is
 * compiled for them: its definition renamed and inlined, and under its name a call of it
 * with them, the one marked used. */
START_TEST(a_float_kernel_called_with_one_set_of_constants_is_compiled_for_them)
{
    rew_result res;
    split_real("sprintf(b, \"%.3f|%.3f\", d, d * 2)", REW_GOAL_SPEED, &res);
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, "static __inline__ __attribute__((__always_inline__, __unused__))\n"
                                                      "int __qrintf_fixed_any(char *b,"));
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, "static __attribute__((__used__, __unused__))\n"
                                                      "int __qrintf_fixed(char *b,"));
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, "    return __qrintf_fixed_any(b, size, v, 'f', 0, 3, pre);\n}"));
    ck_assert_ptr_null(strstr(res.rt_source.data, "if (conv == 'f' &&"));
    rew_result_free(&res);
    /* the functions that do the kernel's work inlined into it too */
    split_real("sprintf(b, \"%e|%e\", d, d)", REW_GOAL_SPEED, &res);
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, "    return __qrintf_dbl_text_any(b, size, v, 'e', 0, -1, pre);\n}"));
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, "static __inline__ __attribute__((__always_inline__, __unused__))\n"
                                                      "int __qrintf_dbl(char *b,"));
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, "static __inline__ __attribute__((__always_inline__, __unused__))\n"
                                                      "unsigned __qrintf_fp_fast("));
    rew_result_free(&res);
}
END_TEST

/* ... and for each set where the calls pass several (up to four), and for any other
 * values where one passes a value only known when it runs, a fifth set, or a grouped
 * conversion or the other kernel calls it with arguments of its own. */
static const char *const float_calls_fitted[][3] = {
    { "sprintf(b, \"%.3f %.2f\", d, d)", "if (conv == 'f' && flags == 0 && prec == 3)\n",
      "    return __qrintf_fixed_any(b, size, v, 'f', 0, 2, pre);\n}" },
    { "sprintf(b, \"%.3f %-.3f\", d, d)", "if (conv == 'f' && flags == 0 && prec == 3)\n",
      "    return __qrintf_fixed_any(b, size, v, 'f', 1, 3, pre);\n}" },
    { "sprintf(b, \"%.3f %.*f\", d, p, d)", "if (conv == 'f' && flags == 0 && prec == 3)\n",
      "    return __qrintf_fixed_any(b, size, v, conv, flags, prec, pre);\n}" },
    { "sprintf(b, \"%.3f %'.3f\", d, d)", "if (conv == 'f' && flags == 0 && prec == 3)\n",
      "    return __qrintf_fixed_any(b, size, v, conv, flags, prec, pre);\n}" },
    { "sprintf(b, \"%.3f %e\", d, d)", "if (conv == 'e' && flags == 0 && prec == -1)\n",
      "    return __qrintf_dbl_text_any(b, size, v, conv, flags, prec, pre);\n}" },
    { "sprintf(b, \"%.1f %.2f %.3f %.4f %.5f\", d, d, d, d, d)", "if (conv == 'f' && flags == 0 && prec == 4)\n",
      "    return __qrintf_fixed_any(b, size, v, conv, flags, prec, pre);\n}" },
};

TABLE_START(a_float_kernel_called_with_several_sets_is_compiled_for_each_and_for_the_rest, float_calls_fitted)
{
    rew_result res;
    split_real(float_calls_fitted[_i][0], REW_GOAL_SPEED, &res);
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, float_calls_fitted[_i][1]));
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, float_calls_fitted[_i][2]));
    ck_assert_ptr_null(strstr(res.rt_source.data, "prec == 5"));
    rew_result_free(&res);
}
END_TEST

/* The converters' source, which the preprocessor reads, takes wide.h's 128-bit product
 * just after the portable one, for which it stands in the code that follows; a source
 * without floating conversions has neither; one with %d has the decimal kernel's fixed
 * point in both forms, the wide one just after the portable and before the kernel. */
START_TEST(the_converters_take_the_wide_product_after_the_portable_one)
{
    rew_result res;
    split_real("sprintf(b, \"%e\", d)", REW_GOAL_SPEED, &res);
    const char *portable = strstr(res.rt_source.data, "__qrintf_ull (__qrintf_fp_mul)(");
    const char *wide = strstr(res.rt_source.data, "#if defined(__SIZEOF_INT128__)");
    const char *use = strstr(res.rt_source.data, "= __qrintf_fp_mul(");
    ck_assert_ptr_nonnull(portable);
    ck_assert_ptr_nonnull(wide);
    ck_assert_ptr_nonnull(use);
    ck_assert(portable < wide && wide < use);
    ck_assert_ptr_null(strstr(res.rt_decls.data, "__SIZEOF_INT128__"));
    rew_result_free(&res);
    split_real("sprintf(b, \"%d\", v)", REW_GOAL_SPEED, &res);
    ck_assert_ptr_null(strstr(res.rt_source.data, "__qrintf_fp_mul_wide("));
    portable = strstr(res.rt_source.data, "__qrintf_ull (__qrintf_frac_scale)(");
    wide = strstr(res.rt_source.data, "__qrintf_ull __qrintf_frac_mul_wide(");
    use = strstr(res.rt_source.data, "unsigned __qrintf_dec_4to6(");
    ck_assert_ptr_nonnull(portable);
    ck_assert_ptr_nonnull(wide);
    ck_assert_ptr_nonnull(use);
    ck_assert(portable < wide && wide < use);
    rew_result_free(&res);
}
END_TEST

/* A source that needs the SSE2 kernel and the product gets each once, just after its
 * portable definition, in the source's order whatever wide.h's (int.h's 64-bit kernel
 * above 2^32 before float.h's product), with the code after them whole: the kernel that
 * calls the SSE2 form, the product's uses. A source with no 64-bit decimal has no SSE2
 * form. */
START_TEST(the_converters_take_each_target_form_after_its_portable_one)
{
    rew_result res;
    split_real("sprintf(b, \"%llu %e\", v, d)", REW_GOAL_SPEED, &res);
    const char *src = res.rt_source.data;
    const char *portable = strstr(src, "unsigned (__qrintf_udec_big)(");
    const char *sse2 = strstr(src, "#if defined(__SSE2__)");
    const char *use = strstr(src, "return __qrintf_udec_big(p, v, v / 100000000u);");
    const char *wide = strstr(src, "__qrintf_fp_mul_wide(");
    ck_assert_ptr_nonnull(portable);
    ck_assert_ptr_nonnull(sse2);
    ck_assert_ptr_nonnull(use);
    ck_assert_ptr_nonnull(wide);
    ck_assert(portable < sse2 && sse2 < use && use < wide);
    ck_assert_ptr_null(strstr(sse2 + 1, "#if defined(__SSE2__)"));
    ck_assert_ptr_null(strstr(wide + 1, "__qrintf_ull __qrintf_fp_mul_wide("));
    ck_assert_ptr_nonnull(strstr(wide, "= __qrintf_fp_mul("));
    rew_result_free(&res);
    split_real("sprintf(b, \"%e\", d)", REW_GOAL_SPEED, &res);
    ck_assert_ptr_null(strstr(res.rt_source.data, "__SSE2__"));
    rew_result_free(&res);
}
END_TEST

/* The converters' source is the cache's key: files whose calls need the same converters
 * (%08x, and %x %08x: __qrintf_radix and __qrintf_put) have the same source, whatever
 * else of the runtime their generated functions use (the inline %x); one that needs
 * another (%d) has another. */
START_TEST(files_that_need_the_same_converters_have_the_same_converters_source)
{
    static const char *const same[] = { "sprintf(b, \"%08x\", (unsigned)v)",
                                        "sprintf(b, \"%x %08x\", (unsigned)v, (unsigned)p)" };
    rew_result first, res;
    split_real(same[0], REW_GOAL_SPEED, &first);
    for (size_t i = 1; i < sizeof same / sizeof *same; i++) {
        split_real(same[i], REW_GOAL_SPEED, &res);
        ck_assert(strcmp(res.rt_decls.data, first.rt_decls.data) != 0);
        ck_assert(strcmp(res.rt_source.data, first.rt_source.data) == 0);
        rew_result_free(&res);
    }
    split_real("sprintf(b, \"%d\", v)", REW_GOAL_SPEED, &res);
    ck_assert(strcmp(res.rt_source.data, first.rt_source.data) != 0);
    rew_result_free(&res);
    rew_result_free(&first);
}
END_TEST

/* Unoptimized, the inline layer is compiled apart too: the unit declares it. */
START_TEST(unoptimized_the_inline_layer_is_compiled_with_the_converters)
{
    rew_result res;
    split_real("sprintf(b, \"%d\", v)", REW_GOAL_NONE, &res);
    ck_assert_ptr_nonnull(strstr(res.rt_decls.data, "char *__qrintf_i32(char *p, int v, int slack) __asm__(\"__qrintf_i32\");"));
    ck_assert_ptr_nonnull(strstr(res.rt_source.data, "static __attribute__((__used__, __unused__))\n"
                                                      "char *__qrintf_i32(char *p, int v, int slack)\n{"));
    ck_assert_ptr_null(strstr(res.rt_source.data, "__always_inline__"));
    rew_result_free(&res);
    split_real("sprintf(b, \"%d\", v)", REW_GOAL_SPEED, &res);
    ck_assert_ptr_nonnull(strstr(res.rt_decls.data, "char *__qrintf_i32(char *p, int v, int slack)\n{"));
    rew_result_free(&res);
}
END_TEST

/* The rewrite of a file whose "%d" is called three times and "%u" once, with goal; with
 * first, "%x" three times before them. */
static void split_calls(rew_goal goal, int first, rew_result *res)
{
    char src[512];
    snprintf(src, sizeof src, "# 1 \"t.c\"\nint f(char *b, int v) { return %s"
             "sprintf(b, \"%%d\", v) + sprintf(b, \"%%d\", v) + sprintf(b, \"%%d\", v) + sprintf(b, \"%%u\", (unsigned)v); }\n",
             first ? "sprintf(b, \"%x\", v) + sprintf(b, \"%x\", v) + sprintf(b, \"%x\", v) + " : "");
    rew_options o = { rew_runtime_text, "t.c", 0, goal, EMIT_GUARD_NONE, 0, 1, 0 };
    ck_assert_int_eq(rew_text(src, strlen(src), &o, res), 0);
    ck_assert_uint_eq(res->rewritten, first ? 7 : 4);
    ck_assert_int_eq(buf_addc(&res->fn_decls, 0), 0);
    ck_assert_int_eq(buf_addc(&res->fn_source, 0), 0);
}

/* A generated function the compiler would not inline (called more than twice) may come
 * compiled, as the converters do: the text holds its definition first, at fn_at, which
 * fn_decls can stand for, and fn_source defines it for a compile of its own, under a
 * name made of its definition (the same in a file where the format has another number);
 * one called once stays C in the text, for the compiler to inline. */
START_TEST(a_function_called_more_than_twice_may_come_compiled_and_one_called_once_not)
{
    static const char def[] = "static __attribute__((__noinline__)) int __qrintf_f0(char * __qrintf_arg_d, "
                              "int __qrintf_arg0)\n{\n";
    static const char decl[] = "extern __attribute__((__visibility__(\"hidden\"))) int __qrintf_f0("
                               "char * __qrintf_arg_d, int __qrintf_arg0) __asm__(\"";
    static const char head[] = "static __attribute__((__noinline__, __used__)) int ";
    rew_result res, other;
    split_calls(REW_GOAL_SPEED, 0, &res);
    ck_assert_uint_eq(res.nfns, 1);
    const char *name = res.fn_entries.data;
    ck_assert_uint_eq(res.fn_entries.len, strlen(name) + 1);
    ck_assert_uint_eq(strlen(name), strlen("__qrintf_fmt_") + 16);
    ck_assert_int_eq(strncmp(name, "__qrintf_fmt_", 13), 0);
    ck_assert_int_eq(strncmp(res.fn_decls.data, decl, sizeof decl - 1), 0);
    ck_assert_int_eq(strncmp(res.fn_decls.data + sizeof decl - 1, name, strlen(name)), 0);
    ck_assert_str_eq(res.fn_decls.data + sizeof decl - 1 + strlen(name), "\");\n");
    ck_assert_int_eq(strncmp(res.fn_source.data, head, sizeof head - 1), 0);
    ck_assert_int_eq(strncmp(res.fn_source.data + sizeof head - 1, name, strlen(name)), 0);
    ck_assert_ptr_null(strstr(res.fn_source.data, "__qrintf_f0"));
    ck_assert_uint_ge(res.fn_len, sizeof def - 1);
    ck_assert_int_eq(memcmp(res.text.data + res.fn_at, def, sizeof def - 1), 0);
    ck_assert_int_eq(memcmp(res.text.data + res.fn_at + res.fn_len - 2, "}\n", 2), 0);
    ck_assert_int_eq(memcmp(res.text.data + res.fn_at + res.fn_len, "static __inline__ int __qrintf_f1(", 34), 0);
    /* the definition, after the name, as the text has it */
    size_t off = (size_t)(strstr(def, "__qrintf_f0(") - def) + strlen("__qrintf_f0");
    ck_assert_uint_eq(strlen(strchr(res.fn_source.data + sizeof head - 1, '(')), res.fn_len - off);
    ck_assert_int_eq(memcmp(strchr(res.fn_source.data + sizeof head - 1, '('), res.text.data + res.fn_at + off,
                            res.fn_len - off), 0);
    /* "%d" numbered f1 in another file: the same name */
    split_calls(REW_GOAL_SPEED, 1, &other);
    ck_assert_uint_eq(other.nfns, 2);
    const char *second = other.fn_entries.data + strlen(other.fn_entries.data) + 1;
    ck_assert_str_eq(second, name);
    ck_assert_str_ne(other.fn_entries.data, name);
    ck_assert_ptr_nonnull(strstr(other.fn_decls.data, "int __qrintf_f1(char * __qrintf_arg_d, int __qrintf_arg0) __asm__(\""));
    rew_result_free(&other);
    rew_result_free(&res);
}
END_TEST

/* A bounded call's function that the compiler may inline, whose longest text is its
 * length (strings, floating texts), comes, where the functions come compiled and the
 * build favours speed, in its lean form: the text goes to the destination or the whole
 * function, __qrintf_g0, compiled apart, makes the call (no scratch space, no call of
 * the C library); one with a number stays whole, and favouring size, every function
 * stays C as before. */
START_TEST(a_bounded_call_inlined_comes_lean_and_its_whole_function_compiled)
{
    static const char src[] = "# 1 \"t.c\"\nint f(char *b, unsigned n, const char *s, double x, int v) {"
                              " return snprintf(b, n, \"<%s|%.3f>\", s, x) + snprintf(b, n, \"<%d>\", v); }\n";
    static const char whole[] = "static __attribute__((__noinline__)) int __qrintf_g0(char * __qrintf_arg_d, "
                                "__qrintf_size __qrintf_arg_n, const char * __qrintf_arg0, double __qrintf_arg1)\n{\n";
    rew_options o = { rew_runtime_text, "t.c", 0, REW_GOAL_SPEED, EMIT_GUARD_NONE, 0, 1, 0 };
    rew_result res;
    ck_assert_int_eq(rew_text(src, strlen(src), &o, &res), 0);
    ck_assert_uint_eq(res.rewritten, 2);
    ck_assert_uint_eq(res.nfns, 1);
    ck_assert_int_eq(buf_addc(&res.fn_decls, 0), 0);
    ck_assert_int_eq(buf_addc(&res.fn_source, 0), 0);
    ck_assert_int_eq(memcmp(res.text.data + res.fn_at, whole, sizeof whole - 1), 0);
    ck_assert_ptr_nonnull(strstr(res.fn_decls.data, "int __qrintf_g0(char * __qrintf_arg_d, "));
    ck_assert_ptr_nonnull(strstr(res.fn_source.data, "__qrintf_tmp"));
    const char *lean = res.text.data + res.fn_at + res.fn_len;
    ck_assert_int_eq(strncmp(lean, "static __inline__ int __qrintf_f0(", 34), 0);
    const char *end = strstr(lean, "\n}\n");
    ck_assert_ptr_nonnull(end);
    const char *slow = strstr(lean, "        return __qrintf_g0(__qrintf_arg_d, __qrintf_arg_n, __qrintf_arg0, __qrintf_arg1);\n");
    ck_assert(slow && slow < end);
    const char *tmp = strstr(lean, "__qrintf_tmp"), *libc = strstr(lean, "__qrintf_libc_snprintf");
    ck_assert(!tmp || tmp > end);
    ck_assert(!libc || libc > end);
    /* "<%d>": a number counts at its widest, which may not fit where the text does: the
     * whole function, inline */
    ck_assert_ptr_null(strstr(res.text.data, "__qrintf_g1"));
    const char *f1 = strstr(res.text.data, "static __inline__ int __qrintf_f1(");
    ck_assert_ptr_nonnull(f1);
    ck_assert_ptr_nonnull(strstr(f1, "__qrintf_tmp"));
    rew_result_free(&res);
    o.goal = REW_GOAL_SIZE;
    ck_assert_int_eq(rew_text(src, strlen(src), &o, &res), 0);
    ck_assert_uint_eq(res.nfns, 0);
    ck_assert_ptr_null(strstr(res.text.data, "__qrintf_g0"));
    ck_assert_ptr_nonnull(strstr(res.text.data, "__qrintf_tmp"));
    rew_result_free(&res);
}
END_TEST

/* Unoptimized, every generated function may come compiled (none is inlined); where the
 * build favours size none does, since the converters it calls stay C in the file. */
START_TEST(unoptimized_every_function_may_come_compiled_and_favouring_size_none)
{
    rew_result res;
    split_calls(REW_GOAL_NONE, 0, &res);
    ck_assert_uint_eq(res.nfns, 2);
    ck_assert_ptr_nonnull(strstr(res.fn_decls.data, "int __qrintf_f0("));
    ck_assert_ptr_nonnull(strstr(res.fn_decls.data, "int __qrintf_f1("));
    rew_result_free(&res);
    split_calls(REW_GOAL_SIZE, 0, &res);
    ck_assert_uint_eq(res.nfns, 0);
    ck_assert_uint_eq(res.fn_len, 0);
    rew_result_free(&res);
}
END_TEST

/* rtasm_fit on text, with the one converter __qrintf_conv; returns its result, the text
 * in *out. */
static int fit(const char *text, char **out)
{
    static const char conv[] = "__qrintf_conv";
    const buf entries = { (char *)conv, sizeof conv, sizeof conv };
    buf b = { NULL, 0, 0 };
    int r = rtasm_fit(&b, text, strlen(text), &entries, 1, NULL);
    ck_assert_int_eq(buf_addc(&b, 0), 0);
    *out = b.data;
    return r;
}

START_TEST(a_converter_keeps_its_name_and_every_other_symbol_gets_one_no_compiler_makes)
{
    char *s;
    ck_assert_int_eq(fit("\t.file\t\"rt.c\"\n"
                         "\t.text\n"
                         "\t.type\t__qrintf_conv, @function\n"
                         "__qrintf_conv:\n"
                         "\tleaq\tany.1(%rip), %rax\n"
                         "\taddl\t$any.1@GOTOFF, %ecx\n"
                         "\tjmp\t.L3\n"
                         ".L3:\n"
                         "\tcall\t__qrintf_conv.part.0\n"
                         "\tleaq\t__qrintf_t(%rip), %rax\n"
                         "\tjmp\t1b\n"
                         "\t.section\t.rodata.__qrintf_conv,\"a\"\n"
                         "any.1:\n"
                         "\t.string\t\"any.1 \\\"?\"\n"
                         "\t.weak\t__qrintf_t\n"
                         "__qrintf_t:\n"
                         "\t.text\n"
                         "__qrintf_conv.part.0:\n"
                         "\tret\n"
                         "\t.ident\t\"GCC\"\n"
                         "\t.section\t.note.GNU-stack,\"\",@progbits\n",
                         &s), 0);
    ck_assert_str_eq(s, "\".pushsection .text\\n\"\n"
                        "\"\t.text\\n\"\n"
                        "\"\t.type\t__qrintf_conv, @function\\n\"\n"
                        "\"__qrintf_conv:\\n\"\n"
                        "\"\tleaq\t__qrintf_rt.any.1(%rip), %rax\\n\"\n"
                        "\"\taddl\t$__qrintf_rt.any.1@GOTOFF, %ecx\\n\"\n"
                        "\"\tjmp\t.Lqr_3\\n\"\n"
                        "\".Lqr_3:\\n\"\n"
                        "\"\tcall\t__qrintf_rt.__qrintf_conv.part.0\\n\"\n"
                        "\"\tleaq\t__qrintf_t(%rip), %rax\\n\"\n"
                        "\"\tjmp\t1b\\n\"\n"
                        "\"\t.section\t.rodata.__qrintf_conv,\\\"a\\\"\\n\"\n"
                        "\"__qrintf_rt.any.1:\\n\"\n"
                        "\"\t.string\t\\\"any.1 \\\\\\\"\\?\\\"\\n\"\n"
                        "\"\t.weak\t__qrintf_t\\n\"\n"
                        "\"__qrintf_t:\\n\"\n"
                        "\"\t.text\\n\"\n"
                        "\"__qrintf_rt.__qrintf_conv.part.0:\\n\"\n"
                        "\"\tret\\n\"\n"
                        "\".popsection\\n\"\n");
    free(s);
}
END_TEST

START_TEST(a_quoted_section_name_is_read_as_clang_writes_it)
{
    char *s;
    ck_assert_int_eq(fit("__qrintf_conv:\n\tret\n\t.section\t\".note.GNU-stack\",\"\",@progbits\n\t.addrsig\n",
                         &s), 0);
    ck_assert_str_eq(s, "\".pushsection .text\\n\"\n\"__qrintf_conv:\\n\"\n\"\tret\\n\"\n\".popsection\\n\"\n");
    free(s);
}
END_TEST

START_TEST(a_name_given_a_value_is_renamed_as_a_label_is)
{
    char *s;
    ck_assert_int_eq(fit("__qrintf_conv:\n\tldr\tr3, .L4\n.L4:\n\t.word\t.LANCHOR0\n"
                         "\t.section\t.rodata.p10,\"a\"\n.LANCHOR0 = . + 0\n\t.word\t10\n",
                         &s), 0);
    ck_assert_ptr_nonnull(strstr(s, "\"\t.word\t.Lqr_ANCHOR0\\n\"\n"));
    ck_assert_ptr_nonnull(strstr(s, "\".Lqr_ANCHOR0 = . + 0\\n\"\n"));
    free(s);
}
END_TEST

START_TEST(a_weak_table_s_own_section_becomes_a_comdat_group_of_its_name)
{
    char *s;
    ck_assert_int_eq(fit("__qrintf_conv:\n"
                         "\tret\n"
                         "\t.weak\t__qrintf_t\n"
                         "\t.section\t.rodata.__qrintf_t,\"a\"\n"
                         "__qrintf_t:\n"
                         "\t.globl\t__qrintf_u\n"
                         "\t.section\t.rodata.__qrintf_u,\"a\",@progbits\n"
                         "__qrintf_u:\n"
                         "\t.section\t.rodata.__qrintf_tx,\"a\"\n"
                         "__qrintf_tx:\n",
                         &s), 0);
    ck_assert_str_eq(s, "\".pushsection .text\\n\"\n"
                        "\"__qrintf_conv:\\n\"\n"
                        "\"\tret\\n\"\n"
                        "\"\t.weak\t__qrintf_t\\n\"\n"
                        "\"\t.section\t.rodata.__qrintf_t,\\\"aG\\\",%progbits,__qrintf_t,comdat\\n\"\n"
                        "\"__qrintf_t:\\n\"\n"
                        "\"\t.globl\t__qrintf_u\\n\"\n"
                        "\"\t.section\t.rodata.__qrintf_u,\\\"aG\\\",%progbits,__qrintf_u,comdat\\n\"\n"
                        "\"__qrintf_u:\\n\"\n"
                        "\"\t.section\t.rodata.__qrintf_tx,\\\"a\\\"\\n\"\n"
                        "\"__qrintf_rt.__qrintf_tx:\\n\"\n"
                        "\".popsection\\n\"\n");
    free(s);
}
END_TEST

/* What the fitting cannot vouch for leaves the text unusable, and nothing written. */
static const char *const unusable[] = {
    "__qrintf_conv:\n\t.section\t.debug_info,\"\",@progbits\n",   /* a section it does not know */
    "__qrintf_conv:\n\t.pushsection\t.rodata\n",                   /* a section stack of its own */
    "__qrintf_conv:\n\t.previous\n",
    "\t.globl\t__qrintf_conv\n__qrintf_conv:\n",                   /* a converter made global */
    "__qrintf_other:\n\tret\n",                                    /* a converter missing */
    "__qrintf_conv:\n\tcall\t__qrintf_elsewhere\n",              /* a runtime name undefined */
    "__qrintf_conv:\n\taddl\t$__qrintf_elsewhere@GOTOFF, %ecx\n", /* also as an immediate */
};

TABLE_START(text_it_cannot_vouch_for_is_not_used, unusable)
{
    char *s;
    ck_assert_int_eq(fit(unusable[_i], &s), 1);
    ck_assert_str_eq(s, "");
    free(s);
}
END_TEST

/* Converters compiled each in a section of its own, as -ffunction-sections makes them:
 * __qrintf_conv (the entry) calls __qrintf_help, has a cold part and a jump table of its
 * own, and reads a constant; __qrintf_help reads a table. body is conv's first
 * instruction, data the constant's, label a label's number, prelude what stands first. */
static char *functions(const char *prelude, const char *body, const char *data, int label)
{
    buf b = { NULL, 0, 0 };
    ck_assert_int_eq(buf_printf(&b,
                                "\t.file\t\"/tmp/x%d/0-rt.c\"\n"
                                "\t.text\n%s"
                                "\t.section\t.text.__qrintf_help,\"ax\",@progbits\n"
                                "\t.type\t__qrintf_help, @function\n"
                                "__qrintf_help:\n"
                                "\tleaq\t__qrintf_t(%%rip), %%rax\n"
                                "\tret\n"
                                "\t.size\t__qrintf_help, .-__qrintf_help\n"
                                "\t.section\t.text.unlikely.__qrintf_conv,\"ax\",@progbits\n"
                                "__qrintf_conv.cold:\n"
                                "\tud2\n"
                                "\t.section\t.text.__qrintf_conv,\"ax\",@progbits\n"
                                "\t.type\t__qrintf_conv, @function # -- Begin function\n"
                                "__qrintf_conv:\n"
                                ".LFB%d:\n"
                                "\t%s\n"
                                "\tmovsd\t.LC%d(%%rip), %%xmm0\n"
                                "\tjmp\t*.L%d(,%%rdi,8)\n"
                                "\tcall\t__qrintf_help\n"
                                "\tjmp\t__qrintf_conv.cold\n"
                                "\t.section\t.rodata.__qrintf_conv,\"a\"\n"
                                ".L%d:\n"
                                "\t.quad\t.LFB%d\n"
                                "\t.section\t.text.__qrintf_conv\n"
                                "\t.size\t__qrintf_conv, .-__qrintf_conv\n"
                                "\t.weak\t__qrintf_t\n"
                                "\t.section\t.rodata.__qrintf_t,\"a\"\n"
                                "__qrintf_t:\n"
                                "\t.string\t\"t\"\n"
                                "\t.section\t.rodata.cst8,\"aM\",@progbits,8\n"
                                ".LC%d:\n"
                                "\t%s\n",
                                label, prelude, label, body, label, label, label, label, label, data),
                     0);
    ck_assert_int_eq(buf_addc(&b, 0), 0);
    return b.data;
}

/* The name of the group that holds name in the fitted text s, "" for none. */
static const char *group_of(const char *s, const char *name)
{
    static char gn[128];
    size_t at, len;
    if (!rtasm_group_of(s, strlen(s), name, strlen(name), &at, &len))
        return "";
    ck_assert_uint_lt(len, sizeof gn);
    memcpy(gn, s + at, len);
    gn[len] = 0;
    return gn;
}

static char *fitted(const char *prelude, const char *body, const char *data, int label)
{
    char *text = functions(prelude, body, data, label), *s;
    ck_assert_int_eq(fit(text, &s), 0);
    free(text);
    return s;
}

START_TEST(each_function_becomes_a_comdat_group_named_after_its_code)
{
    char *s = fitted("", "movl\t%edi, %eax", ".quad\t4607182418800017408", 3);
    char conv[128], help[128], line[512];
    strcpy(conv, group_of(s, "__qrintf_conv"));
    strcpy(help, group_of(s, "__qrintf_help"));
    ck_assert_uint_eq(strlen(conv), strlen("__qrintf_conv.") + 32);
    ck_assert_uint_eq(strlen(help), strlen("__qrintf_help.") + 32);
    /* the code, its cold part and its jump table in its group, each switch to them too */
    sprintf(line, "\"\t.section\t.text.__qrintf_conv,\\\"axG\\\",%%progbits,%s,comdat\\n\"\n", conv);
    ck_assert_ptr_nonnull(strstr(strstr(s, line) + 1, line));
    sprintf(line, "\"\t.section\t.text.unlikely.__qrintf_conv,\\\"axG\\\",%%progbits,%s,comdat\\n\"\n", conv);
    ck_assert_ptr_nonnull(strstr(s, line));
    sprintf(line, "\"\t.section\t.rodata.__qrintf_conv,\\\"aG\\\",%%progbits,%s,comdat\\n\"\n", conv);
    ck_assert_ptr_nonnull(strstr(s, line));
    sprintf(line, "\"\t.weak\t%s\\n\"\n\"\t.hidden\t%s\\n\"\n\"%s:\\n\"\n", conv, conv, conv);
    ck_assert_ptr_nonnull(strstr(s, line));
    /* the call by the callee's group name, the cold part and the constant local */
    sprintf(line, "\"\tcall\t%s\\n\"\n", help);
    ck_assert_ptr_nonnull(strstr(s, line));
    ck_assert_ptr_nonnull(strstr(s, "\"\tjmp\t__qrintf_rt.__qrintf_conv.cold\\n\"\n"));
    ck_assert_ptr_nonnull(strstr(s, "\"\tmovsd\t.Lqr_C3(%rip), %xmm0\\n\"\n"));
    ck_assert_ptr_nonnull(strstr(s, "\"\t.section\t.rodata.cst8,\\\"aM\\\",@progbits,8\\n\"\n"));
    /* the converter's own name is gone: the unit calls the group's */
    ck_assert_ptr_null(strstr(s, "\"__qrintf_conv:"));
    free(s);
}
END_TEST

/* Two compiles of the same code name their groups alike, whatever their labels' numbers
 * and what else they hold (bindings in the prelude or after the data it reads, as a table
 * after it brings, and .ident after it where it comes last); code that differs, reads
 * other data or calls a function that differs names another. */
START_TEST(the_same_code_has_one_group_name_and_other_code_another)
{
    static const char body[] = "movl\t%edi, %eax", data[] = ".quad\t4607182418800017408";
    char *a = fitted("", body, data, 3);
    char conv[128], help[128];
    strcpy(conv, group_of(a, "__qrintf_conv"));
    strcpy(help, group_of(a, "__qrintf_help"));
    char *b = fitted("\t.globl\t__udivdi3\n", body, ".quad\t4607182418800017408\n\t.hidden\ttbl\n\t.weak\ttbl\n\t.ident\t\"GCC\"", 7);
    ck_assert_str_eq(group_of(b, "__qrintf_conv"), conv);
    ck_assert_str_eq(group_of(b, "__qrintf_help"), help);
    char *c = fitted("", "movl\t%esi, %eax", data, 3);
    ck_assert_str_ne(group_of(c, "__qrintf_conv"), conv);
    ck_assert_str_eq(group_of(c, "__qrintf_help"), help);
    char *d = fitted("", body, ".quad\t4611686018427387904", 3);
    ck_assert_str_ne(group_of(d, "__qrintf_conv"), conv);
    char *e = fitted("\t.syntax unified\n", body, data, 3);
    ck_assert_str_ne(group_of(e, "__qrintf_conv"), conv);
    ck_assert_str_ne(group_of(e, "__qrintf_help"), help);
    free(a);
    free(b);
    free(c);
    free(d);
    free(e);
}
END_TEST

/* Text whose functions cannot each stand alone keeps them local, the converter its name. */
static const char *const ungrouped[] = {
    /* functions that call each other */
    "\t.section\t.text.__qrintf_conv,\"ax\",@progbits\n\t.type\t__qrintf_conv, @function\n__qrintf_conv:\n"
    "\tcall\t__qrintf_b\n\t.section\t.text.__qrintf_b,\"ax\",@progbits\n\t.type\t__qrintf_b, @function\n"
    "__qrintf_b:\n\tcall\t__qrintf_conv\n",
    /* data that may be written */
    "\t.section\t.text.__qrintf_conv,\"ax\",@progbits\n\t.type\t__qrintf_conv, @function\n__qrintf_conv:\n"
    "\tmovsd\ttiny.0(%rip), %xmm0\n\t.section\t.data.tiny.0,\"aw\"\ntiny.0:\n\t.quad\t1\n",
    /* another group's label */
    "\t.section\t.text.__qrintf_conv,\"ax\",@progbits\n\t.type\t__qrintf_conv, @function\n__qrintf_conv:\n"
    "\tjmp\t.L5\n\t.section\t.text.__qrintf_b,\"ax\",@progbits\n\t.type\t__qrintf_b, @function\n"
    "__qrintf_b:\n.L5:\n\tret\n",
    /* data that points at a label */
    "\t.section\t.text.__qrintf_conv,\"ax\",@progbits\n\t.type\t__qrintf_conv, @function\n__qrintf_conv:\n"
    "\tmovq\tptrs(%rip), %rax\n\t.section\t.rodata.ptrs,\"a\"\nptrs:\n\t.quad\t.LC0\n"
    "\t.section\t.rodata.str1.1,\"aMS\",@progbits,1\n.LC0:\n\t.string\t\"x\"\n",
    /* a function outside a section of its own */
    "\t.text\n\t.type\t__qrintf_b, @function\n__qrintf_b:\n\tret\n"
    "\t.section\t.text.__qrintf_conv,\"ax\",@progbits\n\t.type\t__qrintf_conv, @function\n__qrintf_conv:\n"
    "\tret\n",
    /* a group's section switched to in a form that cannot be given its group */
    "\t.section\t.text.__qrintf_conv,\"ax\",@progbits,unique,1\n\t.type\t__qrintf_conv, @function\n"
    "__qrintf_conv:\n\tret\n",
    /* a converter not typed as a function */
    "\t.section\t.text.__qrintf_conv,\"ax\",@progbits\n__qrintf_conv:\n\tret\n",
    /* a name given a value (a section anchor), which the hash could not follow */
    "\t.section\t.text.__qrintf_conv,\"ax\",@progbits\n\t.type\t__qrintf_conv, %function\n__qrintf_conv:\n"
    "\tldr\tr3, .L4\n.L4:\n\t.word\t.LANCHOR0\n\t.section\t.rodata.p10,\"a\"\n.LANCHOR0 = . + 0\n"
    "\t.word\t10\n",
};

TABLE_START(text_whose_functions_cannot_stand_alone_keeps_them_local, ungrouped)
{
    char *s;
    ck_assert_int_eq(fit(ungrouped[_i], &s), 0);
    ck_assert_ptr_null(strstr(s, "comdat"));
    ck_assert_ptr_nonnull(strstr(s, "\"__qrintf_conv:\\n\"\n"));
    ck_assert_str_eq(group_of(s, "__qrintf_conv"), "");
    free(s);
}
END_TEST

/* A text compiled after the converters (its functions calling theirs, rtasm_fit's known)
 * fits when the names it calls are known, and its own names are renamed apart from the
 * converters' (.Lqf_, __qrintf_fn.); without them known, it does not fit. */
START_TEST(a_text_after_the_converters_calls_their_names_and_renames_its_own_apart)
{
    static const char fn[] = "__qrintf_f0";
    static const char text[] = "\t.text\n"
                               "\t.section\t.text.__qrintf_f0,\"ax\",@progbits\n"
                               "\t.type\t__qrintf_f0, @function\n"
                               "__qrintf_f0:\n"
                               "\tjmp\t.L2\n"
                               ".L2:\n"
                               "\tleaq\tlit.0(%rip), %rsi\n"
                               "\tjmp\t__qrintf_conv.0123456789abcdef0123456789abcdef\n"
                               "\t.size\t__qrintf_f0, .-__qrintf_f0\n"
                               "\t.section\t.rodata.__qrintf_f0,\"a\"\n"
                               "lit.0:\n"
                               "\t.string\t\"x\"\n";
    static const char conv[] = "\"\t.weak\t__qrintf_conv.0123456789abcdef0123456789abcdef\\n\"\n";
    const buf entries = { (char *)fn, sizeof fn, sizeof fn }, known = { (char *)conv, sizeof conv - 1, sizeof conv };
    buf b = { NULL, 0, 0 };
    ck_assert_int_eq(rtasm_fit(&b, text, sizeof text - 1, &entries, 1, NULL), 1);
    ck_assert_uint_eq(b.len, 0);
    ck_assert_int_eq(rtasm_fit(&b, text, sizeof text - 1, &entries, 1, &known), 0);
    ck_assert_int_eq(buf_addc(&b, 0), 0);
    ck_assert_ptr_nonnull(strstr(b.data, ".Lqf_2:"));
    ck_assert_ptr_nonnull(strstr(b.data, "__qrintf_fn.lit.0"));
    ck_assert_ptr_nonnull(strstr(b.data, "\tjmp\t__qrintf_conv.0123456789abcdef0123456789abcdef"));
    ck_assert_ptr_null(strstr(b.data, ".Lqr_"));
    ck_assert_ptr_null(strstr(b.data, "__qrintf_rt."));
    size_t at, len;
    ck_assert_int_eq(rtasm_group_of(b.data, b.len, fn, sizeof fn - 1, &at, &len), 1);
    buf_free(&b);
}
END_TEST

int main(void)
{
    const unit_test tests[] = {
        UNIT_CASE("split"),
        UNIT(a_converter_becomes_a_hidden_declaration_and_a_table_its_declaration_alone),
        UNIT(in_cxx_the_declaration_has_c_linkage),
        UNIT(a_cxx_unit_s_declarations_read_as_c_are_the_c_unit_s),
        UNIT(the_entries_are_the_converters_declared_and_only_they_are_marked_used),
        UNIT(the_real_runtime_splits_for_a_decimal_call),
        UNIT(where_the_build_favours_size_only_the_tables_are_split_out),
        UNIT(a_float_kernel_called_with_one_set_of_constants_is_compiled_for_them),
        UNIT_TABLE(a_float_kernel_called_with_several_sets_is_compiled_for_each_and_for_the_rest),
        UNIT(the_converters_take_the_wide_product_after_the_portable_one),
        UNIT(the_converters_take_each_target_form_after_its_portable_one),
        UNIT(files_that_need_the_same_converters_have_the_same_converters_source),
        UNIT(unoptimized_the_inline_layer_is_compiled_with_the_converters),
        UNIT(a_function_called_more_than_twice_may_come_compiled_and_one_called_once_not),
        UNIT(unoptimized_every_function_may_come_compiled_and_favouring_size_none),
        UNIT(a_bounded_call_inlined_comes_lean_and_its_whole_function_compiled),
        UNIT_CASE("assembly"),
        UNIT(a_converter_keeps_its_name_and_every_other_symbol_gets_one_no_compiler_makes),
        UNIT(a_quoted_section_name_is_read_as_clang_writes_it),
        UNIT(a_name_given_a_value_is_renamed_as_a_label_is),
        UNIT(a_weak_table_s_own_section_becomes_a_comdat_group_of_its_name),
        UNIT_TABLE(text_it_cannot_vouch_for_is_not_used),
        UNIT(each_function_becomes_a_comdat_group_named_after_its_code),
        UNIT(the_same_code_has_one_group_name_and_other_code_another),
        UNIT_TABLE(text_whose_functions_cannot_stand_alone_keeps_them_local),
        UNIT(a_text_after_the_converters_calls_their_names_and_renames_its_own_apart),
    };
    return UNIT_MAIN("rtsplit", tests);
}

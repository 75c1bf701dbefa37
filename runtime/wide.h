/* wide.h: float.h's 64-by-64-bit products by one multiplication, where the target has a
 * 128-bit type. Not part of the runtime a rewritten unit carries, whose text runs no #if
 * (it goes into preprocessed code): only the converters' source, which the driver
 * compiles once through the preprocessor (src/rtsplit.c), takes it, just after float.h's
 * portable product, for which it then stands; the tests of float.h include it before
 * (that definition spells its name in parentheses, which this macro does not expand).
 * Needs core.h's __qrintf_ull. */
#if defined(__SIZEOF_INT128__)
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_fp_mul_wide(__qrintf_ull a, __qrintf_ull b, __qrintf_ull *hi)
{
    __extension__ typedef unsigned __int128 __qrintf_u128;
    __qrintf_u128 p = (__qrintf_u128)a * b;
    *hi = (__qrintf_ull)(p >> 64);
    return (__qrintf_ull)p;
}
#define __qrintf_fp_mul(a, b, hi) __qrintf_fp_mul_wide(a, b, hi)
#endif

/* float.h: the text of one double under %e %E %f %F %g %G %a %A, byte for byte as glibc
 * writes it, in every rounding mode: a fast path for up to 17 significant digits (128-bit
 * powers of five, with the error bounded and the undecided cases sent on) and an exact
 * slow path (the binary value as a decimal integer in base-10^9 limbs) for the rest.
 * Needs core.h's typedef __qrintf_ull (unsigned, 64 bits) and int.h's digit words; takes
 * unsigned to have 32 bits. Like the rest of the runtime: no #include, no macro, no library call. */

/* The room __qrintf_dbl needs beyond the precision: %f of DBL_MAX has 309 integer digits,
 * and the digit writers store whole groups, up to 10 bytes past the end of the text. */
enum { __QRINTF_FP_ROOM = 340 };

/* float_tables: begin */
extern const __qrintf_ull __qrintf_fp_p5[27] __asm__("__qrintf_fp_p5_8ffc6ac7") __attribute__((__visibility__("hidden")));
extern const __qrintf_ull __qrintf_fp_p5[27] __attribute__((__weak__));
const __qrintf_ull __qrintf_fp_p5[27] = {
    (__qrintf_ull)0x00000000u << 32 | 0x00000001u,
    (__qrintf_ull)0x00000000u << 32 | 0x00000005u,
    (__qrintf_ull)0x00000000u << 32 | 0x00000019u,
    (__qrintf_ull)0x00000000u << 32 | 0x0000007du,
    (__qrintf_ull)0x00000000u << 32 | 0x00000271u,
    (__qrintf_ull)0x00000000u << 32 | 0x00000c35u,
    (__qrintf_ull)0x00000000u << 32 | 0x00003d09u,
    (__qrintf_ull)0x00000000u << 32 | 0x0001312du,
    (__qrintf_ull)0x00000000u << 32 | 0x0005f5e1u,
    (__qrintf_ull)0x00000000u << 32 | 0x001dcd65u,
    (__qrintf_ull)0x00000000u << 32 | 0x009502f9u,
    (__qrintf_ull)0x00000000u << 32 | 0x02e90eddu,
    (__qrintf_ull)0x00000000u << 32 | 0x0e8d4a51u,
    (__qrintf_ull)0x00000000u << 32 | 0x48c27395u,
    (__qrintf_ull)0x00000001u << 32 | 0x6bcc41e9u,
    (__qrintf_ull)0x00000007u << 32 | 0x1afd498du,
    (__qrintf_ull)0x00000023u << 32 | 0x86f26fc1u,
    (__qrintf_ull)0x000000b1u << 32 | 0xa2bc2ec5u,
    (__qrintf_ull)0x00000378u << 32 | 0x2dace9d9u,
    (__qrintf_ull)0x00001158u << 32 | 0xe460913du,
    (__qrintf_ull)0x000056bcu << 32 | 0x75e2d631u,
    (__qrintf_ull)0x0001b1aeu << 32 | 0x4d6e2ef5u,
    (__qrintf_ull)0x00087867u << 32 | 0x8326eac9u,
    (__qrintf_ull)0x002a5a05u << 32 | 0x8fc295edu,
    (__qrintf_ull)0x00d3c21bu << 32 | 0xcecceda1u,
    (__qrintf_ull)0x0422ca8bu << 32 | 0x0a00a425u,
    (__qrintf_ull)0x14adf4b7u << 32 | 0x320334b9u
};

extern const __qrintf_ull __qrintf_fp_p5big[25][2] __asm__("__qrintf_fp_p5big_a16b2894") __attribute__((__visibility__("hidden")));
extern const __qrintf_ull __qrintf_fp_p5big[25][2] __attribute__((__weak__));
const __qrintf_ull __qrintf_fp_p5big[25][2] = {
    { (__qrintf_ull)0xcf42894au << 32 | 0x5dce35eau, (__qrintf_ull)0x52064cacu << 32 | 0x828675b9u }, /* 5^-324 */
    { (__qrintf_ull)0xa76c5823u << 32 | 0x38ed2621u, (__qrintf_ull)0xaf2af2b8u << 32 | 0x0af6f24eu }, /* 5^-297 */
    { (__qrintf_ull)0x873e4f75u << 32 | 0xe2224e68u, (__qrintf_ull)0x5a7744a6u << 32 | 0xe804a291u }, /* 5^-270 */
    { (__qrintf_ull)0xda7f5bf5u << 32 | 0x90966848u, (__qrintf_ull)0xaf39a475u << 32 | 0x506a899eu }, /* 5^-243 */
    { (__qrintf_ull)0xb080392cu << 32 | 0xc4349decu, (__qrintf_ull)0xbd8d794du << 32 | 0x96aacfb3u }, /* 5^-216 */
    { (__qrintf_ull)0x8e938662u << 32 | 0x882af53eu, (__qrintf_ull)0x547eb47bu << 32 | 0x7282ee9cu }, /* 5^-189 */
    { (__qrintf_ull)0xe65829b3u << 32 | 0x046b0afau, (__qrintf_ull)0x0cb4a5a3u << 32 | 0x112a5112u }, /* 5^-162 */
    { (__qrintf_ull)0xba121a46u << 32 | 0x50e4ddebu, (__qrintf_ull)0x92f34d62u << 32 | 0x616ce413u }, /* 5^-135 */
    { (__qrintf_ull)0x964e858cu << 32 | 0x91ba2655u, (__qrintf_ull)0x3a6a07f8u << 32 | 0xd510f86fu }, /* 5^-108 */
    { (__qrintf_ull)0xf2d56790u << 32 | 0xab41c2a2u, (__qrintf_ull)0xfae27299u << 32 | 0x423fb9c3u }, /* 5^-81 */
    { (__qrintf_ull)0xc428d05au << 32 | 0xa4751e4cu, (__qrintf_ull)0xaa97e14cu << 32 | 0x3c26b886u }, /* 5^-54 */
    { (__qrintf_ull)0x9e74d1b7u << 32 | 0x91e07e48u, (__qrintf_ull)0x775ea264u << 32 | 0xcf55347du }, /* 5^-27 */
    { (__qrintf_ull)0x80000000u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^0 */
    { (__qrintf_ull)0xcecb8f27u << 32 | 0xf4200f3au, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^27 */
    { (__qrintf_ull)0xa70c3c40u << 32 | 0xa64e6c51u, (__qrintf_ull)0x999090b6u << 32 | 0x5f67d924u }, /* 5^54 */
    { (__qrintf_ull)0x86f0ac99u << 32 | 0xb4e8dafdu, (__qrintf_ull)0x69a028bbu << 32 | 0x3ded71a3u }, /* 5^81 */
    { (__qrintf_ull)0xda01ee64u << 32 | 0x1a708de9u, (__qrintf_ull)0xe80e6f48u << 32 | 0x20cc9495u }, /* 5^108 */
    { (__qrintf_ull)0xb01ae745u << 32 | 0xb101e9e4u, (__qrintf_ull)0x5ec05dcfu << 32 | 0xf72e7f8fu }, /* 5^135 */
    { (__qrintf_ull)0x8e41ade9u << 32 | 0xfbebc27du, (__qrintf_ull)0x14588f13u << 32 | 0xbe847307u }, /* 5^162 */
    { (__qrintf_ull)0xe5d3ef28u << 32 | 0x2a242e81u, (__qrintf_ull)0x8f1668c8u << 32 | 0xa86da5fau }, /* 5^189 */
    { (__qrintf_ull)0xb9a74a06u << 32 | 0x37ce2ee1u, (__qrintf_ull)0x6d953e2bu << 32 | 0xd7173692u }, /* 5^216 */
    { (__qrintf_ull)0x95f83d0au << 32 | 0x1fb69cd9u, (__qrintf_ull)0x4abdaf10u << 32 | 0x1564f98eu }, /* 5^243 */
    { (__qrintf_ull)0xf24a01a7u << 32 | 0x3cf2dccfu, (__qrintf_ull)0xbc633b39u << 32 | 0x673c8cecu }, /* 5^270 */
    { (__qrintf_ull)0xc3b83581u << 32 | 0x09e84f07u, (__qrintf_ull)0x0a862f80u << 32 | 0xec4700c8u }, /* 5^297 */
    { (__qrintf_ull)0x9e19db92u << 32 | 0xb4e31ba9u, (__qrintf_ull)0x6c07a2c2u << 32 | 0x6a8346d1u } /* 5^324 */
};

extern const __qrintf_ull __qrintf_fp_p5near[64][2] __asm__("__qrintf_fp_p5near_8c571d94") __attribute__((__visibility__("hidden")));
extern const __qrintf_ull __qrintf_fp_p5near[64][2] __attribute__((__weak__));
const __qrintf_ull __qrintf_fp_p5near[64][2] = {
    { (__qrintf_ull)0xcfb11eadu << 32 | 0x453994bau, (__qrintf_ull)0x67de18edu << 32 | 0xa5814af2u }, /* 5^-32 */
    { (__qrintf_ull)0x81ceb32cu << 32 | 0x4b43fcf4u, (__qrintf_ull)0x80eacf94u << 32 | 0x8770ced7u }, /* 5^-31 */
    { (__qrintf_ull)0xa2425ff7u << 32 | 0x5e14fc31u, (__qrintf_ull)0xa1258379u << 32 | 0xa94d028du }, /* 5^-30 */
    { (__qrintf_ull)0xcad2f7f5u << 32 | 0x359a3b3eu, (__qrintf_ull)0x096ee458u << 32 | 0x13a04330u }, /* 5^-29 */
    { (__qrintf_ull)0xfd87b5f2u << 32 | 0x8300ca0du, (__qrintf_ull)0x8bca9d6eu << 32 | 0x188853fcu }, /* 5^-28 */
    { (__qrintf_ull)0x9e74d1b7u << 32 | 0x91e07e48u, (__qrintf_ull)0x775ea264u << 32 | 0xcf55347du }, /* 5^-27 */
    { (__qrintf_ull)0xc6120625u << 32 | 0x76589ddau, (__qrintf_ull)0x95364afeu << 32 | 0x032a819du }, /* 5^-26 */
    { (__qrintf_ull)0xf79687aeu << 32 | 0xd3eec551u, (__qrintf_ull)0x3a83ddbdu << 32 | 0x83f52204u }, /* 5^-25 */
    { (__qrintf_ull)0x9abe14cdu << 32 | 0x44753b52u, (__qrintf_ull)0xc4926a96u << 32 | 0x72793542u }, /* 5^-24 */
    { (__qrintf_ull)0xc16d9a00u << 32 | 0x95928a27u, (__qrintf_ull)0x75b7053cu << 32 | 0x0f178293u }, /* 5^-23 */
    { (__qrintf_ull)0xf1c90080u << 32 | 0xbaf72cb1u, (__qrintf_ull)0x5324c68bu << 32 | 0x12dd6338u }, /* 5^-22 */
    { (__qrintf_ull)0x971da050u << 32 | 0x74da7beeu, (__qrintf_ull)0xd3f6fc16u << 32 | 0xebca5e03u }, /* 5^-21 */
    { (__qrintf_ull)0xbce50864u << 32 | 0x92111aeau, (__qrintf_ull)0x88f4bb1cu << 32 | 0xa6bcf584u }, /* 5^-20 */
    { (__qrintf_ull)0xec1e4a7du << 32 | 0xb69561a5u, (__qrintf_ull)0x2b31e9e3u << 32 | 0xd06c32e5u }, /* 5^-19 */
    { (__qrintf_ull)0x9392ee8eu << 32 | 0x921d5d07u, (__qrintf_ull)0x3aff322eu << 32 | 0x62439fcfu }, /* 5^-18 */
    { (__qrintf_ull)0xb877aa32u << 32 | 0x36a4b449u, (__qrintf_ull)0x09befeb9u << 32 | 0xfad487c2u }, /* 5^-17 */
    { (__qrintf_ull)0xe69594beu << 32 | 0xc44de15bu, (__qrintf_ull)0x4c2ebe68u << 32 | 0x7989a9b3u }, /* 5^-16 */
    { (__qrintf_ull)0x901d7cf7u << 32 | 0x3ab0acd9u, (__qrintf_ull)0x0f9d3701u << 32 | 0x4bf60a10u }, /* 5^-15 */
    { (__qrintf_ull)0xb424dc35u << 32 | 0x095cd80fu, (__qrintf_ull)0x538484c1u << 32 | 0x9ef38c94u }, /* 5^-14 */
    { (__qrintf_ull)0xe12e1342u << 32 | 0x4bb40e13u, (__qrintf_ull)0x2865a5f2u << 32 | 0x06b06fb9u }, /* 5^-13 */
    { (__qrintf_ull)0x8cbccc09u << 32 | 0x6f5088cbu, (__qrintf_ull)0xf93f87b7u << 32 | 0x442e45d3u }, /* 5^-12 */
    { (__qrintf_ull)0xafebff0bu << 32 | 0xcb24aafeu, (__qrintf_ull)0xf78f69a5u << 32 | 0x1539d748u }, /* 5^-11 */
    { (__qrintf_ull)0xdbe6feceu << 32 | 0xbdedd5beu, (__qrintf_ull)0xb573440eu << 32 | 0x5a884d1bu }, /* 5^-10 */
    { (__qrintf_ull)0x89705f41u << 32 | 0x36b4a597u, (__qrintf_ull)0x31680a88u << 32 | 0xf8953030u }, /* 5^-9 */
    { (__qrintf_ull)0xabcc7711u << 32 | 0x8461cefcu, (__qrintf_ull)0xfdc20d2bu << 32 | 0x36ba7c3du }, /* 5^-8 */
    { (__qrintf_ull)0xd6bf94d5u << 32 | 0xe57a42bcu, (__qrintf_ull)0x3d329076u << 32 | 0x04691b4cu }, /* 5^-7 */
    { (__qrintf_ull)0x8637bd05u << 32 | 0xaf6c69b5u, (__qrintf_ull)0xa63f9a49u << 32 | 0xc2c1b10fu }, /* 5^-6 */
    { (__qrintf_ull)0xa7c5ac47u << 32 | 0x1b478423u, (__qrintf_ull)0x0fcf80dcu << 32 | 0x33721d53u }, /* 5^-5 */
    { (__qrintf_ull)0xd1b71758u << 32 | 0xe219652bu, (__qrintf_ull)0xd3c36113u << 32 | 0x404ea4a8u }, /* 5^-4 */
    { (__qrintf_ull)0x83126e97u << 32 | 0x8d4fdf3bu, (__qrintf_ull)0x645a1cacu << 32 | 0x083126e9u }, /* 5^-3 */
    { (__qrintf_ull)0xa3d70a3du << 32 | 0x70a3d70au, (__qrintf_ull)0x3d70a3d7u << 32 | 0x0a3d70a3u }, /* 5^-2 */
    { (__qrintf_ull)0xccccccccu << 32 | 0xccccccccu, (__qrintf_ull)0xccccccccu << 32 | 0xccccccccu }, /* 5^-1 */
    { (__qrintf_ull)0x80000000u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^0 */
    { (__qrintf_ull)0xa0000000u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^1 */
    { (__qrintf_ull)0xc8000000u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^2 */
    { (__qrintf_ull)0xfa000000u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^3 */
    { (__qrintf_ull)0x9c400000u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^4 */
    { (__qrintf_ull)0xc3500000u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^5 */
    { (__qrintf_ull)0xf4240000u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^6 */
    { (__qrintf_ull)0x98968000u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^7 */
    { (__qrintf_ull)0xbebc2000u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^8 */
    { (__qrintf_ull)0xee6b2800u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^9 */
    { (__qrintf_ull)0x9502f900u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^10 */
    { (__qrintf_ull)0xba43b740u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^11 */
    { (__qrintf_ull)0xe8d4a510u << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^12 */
    { (__qrintf_ull)0x9184e72au << 32 | 0x00000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^13 */
    { (__qrintf_ull)0xb5e620f4u << 32 | 0x80000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^14 */
    { (__qrintf_ull)0xe35fa931u << 32 | 0xa0000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^15 */
    { (__qrintf_ull)0x8e1bc9bfu << 32 | 0x04000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^16 */
    { (__qrintf_ull)0xb1a2bc2eu << 32 | 0xc5000000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^17 */
    { (__qrintf_ull)0xde0b6b3au << 32 | 0x76400000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^18 */
    { (__qrintf_ull)0x8ac72304u << 32 | 0x89e80000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^19 */
    { (__qrintf_ull)0xad78ebc5u << 32 | 0xac620000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^20 */
    { (__qrintf_ull)0xd8d726b7u << 32 | 0x177a8000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^21 */
    { (__qrintf_ull)0x87867832u << 32 | 0x6eac9000u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^22 */
    { (__qrintf_ull)0xa968163fu << 32 | 0x0a57b400u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^23 */
    { (__qrintf_ull)0xd3c21bceu << 32 | 0xcceda100u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^24 */
    { (__qrintf_ull)0x84595161u << 32 | 0x401484a0u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^25 */
    { (__qrintf_ull)0xa56fa5b9u << 32 | 0x9019a5c8u, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^26 */
    { (__qrintf_ull)0xcecb8f27u << 32 | 0xf4200f3au, (__qrintf_ull)0x00000000u << 32 | 0x00000000u }, /* 5^27 */
    { (__qrintf_ull)0x813f3978u << 32 | 0xf8940984u, (__qrintf_ull)0x40000000u << 32 | 0x00000000u }, /* 5^28 */
    { (__qrintf_ull)0xa18f07d7u << 32 | 0x36b90be5u, (__qrintf_ull)0x50000000u << 32 | 0x00000000u }, /* 5^29 */
    { (__qrintf_ull)0xc9f2c9cdu << 32 | 0x04674edeu, (__qrintf_ull)0xa4000000u << 32 | 0x00000000u }, /* 5^30 */
    { (__qrintf_ull)0xfc6f7c40u << 32 | 0x45812296u, (__qrintf_ull)0x4d000000u << 32 | 0x00000000u } /* 5^31 */
};
/* float_tables: end */

/* A finite double as m * 2^e2 (m < 2^53), its sign, and the rounding mode in force. */
typedef struct __qrintf_fp_val {
    __qrintf_ull m;
    int e2, neg, mode;
} __qrintf_fp_val;

/* The digits of a rounded value: n of them, the first at 10^x, held in r (the fast path;
 * n <= 24) or written at the start of the text (in_r = 0: the slow path, and long runs of
 * zeros). n = 0: %f of a value that rounds to 0. */
typedef struct __qrintf_fp_dig {
    __qrintf_ull r;
    int n, x, in_r;
} __qrintf_fp_dig;

/* The 52 fraction bits of a double's bits. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_fp_frac(__qrintf_ull bits)
{
    return bits & (((__qrintf_ull)1 << 52) - 1);
}

/* 10^n for n <= 19, as 5^n * 2^n. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_fp_p10(int n)
{
    return __qrintf_fp_p5[n] << n;
}

/* The 128-bit product of a and b: returns the low half and stores the high one. From
 * 32-bit halves, since not every target has a 128-bit type and the injected text cannot
 * test for one; the compiled converters test, and take wide.h's one multiplication where
 * they can (the name in parentheses: its macro leaves this definition alone). */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull (__qrintf_fp_mul)(__qrintf_ull a, __qrintf_ull b, __qrintf_ull *hi)
{
    __qrintf_ull al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
    __qrintf_ull ll = al * bl, lh = al * bh, hl = ah * bl, mid;
    mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    *hi = ah * bh + (lh >> 32) + (hl >> 32) + (mid >> 32);
    return mid << 32 | (ll & 0xffffffffu);
}

/* The current rounding mode, which glibc's printf honours: 0 to nearest, 1 upward, 2
 * downward, 3 toward zero. Found by arithmetic, with no library call: 1 + t and 1 - t,
 * for t far below half an ulp in any precision (so that x87 excess precision changes
 * nothing), are both 1 only to nearest; the first moves only upward; -1 + t stays -1
 * downward but not toward zero. t is volatile, so that nothing is folded, and the sums
 * pass through memory, so that -ffast-math cannot simplify 1 + t == 1 into t == 0. An
 * automatic variable: gcc puts a static const volatile one in writable data, which a
 * converter's COMDAT group could not read (rtasm.h). */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fp_mode(void)
{
    volatile double tiny = 1e-30;
    double t = tiny, up = 1.0 + t, down = 1.0 - t, neg = -1.0 + t;
    __asm__("" : "+m"(up), "+m"(down), "+m"(neg));
    if (up == 1.0 && down == 1.0)
        return 0;
    if (up != 1.0)
        return 1;
    return neg == -1.0 ? 2 : 3;
}

/* Whether the kept digits round away from zero, glibc's rule in each mode: odd is the
 * last kept digit's parity, half whether the first dropped digit is at least half its
 * base, more whether the dropped part is anything but 0 or exactly a half. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fp_away(int mode, int neg, int odd, int half, int more)
{
    if (mode == 0)
        return half && (odd || more);
    return mode != 3 && (mode == 1) != neg && (half || more);
}

/* 5^s for -324 <= s <= 350 as F * 2^g, F in [2^127, 2^128) in *hi and *lo, with
 * F <= 5^s * 2^-g < F + 3; returns g. From 5^-32 to 5^31, a row of the dense table (F
 * below by less than 1); else a row of 5^(27q) times a small power 5^r, the product
 * truncated (below by less than 2.52 over the range, checked with exact arithmetic).
 * floor(log2(5^k)) = k * 1217359 >> 19 for |k| <= 400 (checked exhaustively). */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fp_pow5(int s, __qrintf_ull *hi, __qrintf_ull *lo)
{
    int q, r, k, g;
    const __qrintf_ull *row;
    __qrintf_ull p, w0, w1, w2, t;
    if ((unsigned)(s + 32) < 64) {
        *hi = __qrintf_fp_p5near[s + 32][0];
        *lo = __qrintf_fp_p5near[s + 32][1];
        return ((s * 1217359) >> 19) - 127;
    }
    q = (s + 324) / 27 - 12;
    r = s - 27 * q;
    g = ((27 * q * 1217359) >> 19) - 127;
    row = __qrintf_fp_p5big[q + 12];
    p = __qrintf_fp_p5[r];
    *hi = row[0];
    *lo = row[1];
    if (r == 0)
        return g;
    w0 = __qrintf_fp_mul(row[1], p, &w1);
    t = __qrintf_fp_mul(row[0], p, &w2);
    w1 += t;
    w2 += w1 < t;
    k = __builtin_clzll(w2);
    *hi = w2 << k | (w1 >> 1 >> (63 - k));
    *lo = w1 << k | (w0 >> 1 >> (63 - k));
    return g + 64 - k;
}

/* v * 10^s for v = m * 2^e2 (0 < m < 2^53) as an integer part *ip and a 64-bit fraction
 * *fr, both truncated: every error (the power's, the dropped product bits) is an
 * underestimate, and the true fraction lies in [*fr, *fr + 4) units of 2^-64. Returns 0
 * when s is out of the table's range or the integer part may reach 2^63. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fp_scale(__qrintf_ull m, int e2, int s, __qrintf_ull *ip, __qrintf_ull *fr)
{
    __qrintf_ull fh, fl, hh, hl, y;
    int k = __builtin_clzll(m), t, u;
    if (s < -324 || s > 350)
        return 0;
    /* v * 10^s = (m << k) * F * 2^(e2 - k + s + g), the product's high 128 bits at 2^-t */
    t = -(64 + e2 - k + s + __qrintf_fp_pow5(s, &fh, &fl));
    if (t < 65)
        return 0;
    m <<= k;
    hl = __qrintf_fp_mul(m, fh, &hh);
    __qrintf_fp_mul(m, fl, &y);
    hl += y;
    hh += hl < y;
    u = t < 128 ? t - 64 : 64;
    *ip = u < 64 ? hh >> u : 0;
    *fr = u < 64 ? hh << (64 - u) | hl >> u : hh;
    *fr &= t > 128 ? 0 : ~(__qrintf_ull)0; /* below 1/2: the product is below 2^128 */
    return 1;
}

/* Whether v * 10^s, v = m * 2^e2, is an integer: (m >> z) * 5^s * 2^(e2 + z + s), z the
 * trailing zero bits of m, is one when the power of two is not a fraction and, for
 * s < 0, 5^-s divides m >> z (which needs -s <= 22, m being below 2^53 < 5^23). */
static __attribute__((__unused__))
int __qrintf_fp_isint(__qrintf_ull m, int e2, int s)
{
    int z = __builtin_ctzll(m);
    if (e2 + z + s < 0)
        return 0;
    return s >= 0 || (s >= -26 && (m >> z) % __qrintf_fp_p5[-s] == 0);
}

/* ip + fr (scale's output, for the same s) divided by div (1 or 10), rounded to nearest
 * with ties to even (glibc in the default mode), in *r. The remainder is compared with a
 * half in units of 2^-60 of div: below by 2 or more units, or above, decides (without a
 * branch: the direction is a coin toss); within 2 below or at it, only an exact tie
 * (2v * 10^s' an integer, v * 10^s' not) does; else the approximation cannot (once in
 * 2^58 or so), and this returns 0. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fp_near(__qrintf_ull ip, __qrintf_ull fr, unsigned div, __qrintf_ull m, int e2, int s,
                     __qrintf_ull *r)
{
    __qrintf_ull q = div == 10 ? ip / 10 : ip;
    __qrintf_ull rem = (ip - q * div) << 60 | fr >> 4, half = (__qrintf_ull)div << 59;
    *r = q + (rem > half);
    if (rem - (half - 2) > 2)
        return 1;
    s -= div == 10;
    if (__qrintf_fp_isint(m, e2 + 1, s) && !__qrintf_fp_isint(m, e2, s))
        *r = q + (q & 1);
    else if (rem != half) /* at half, the true remainder is at least a half, and not one */
        return 0;
    return 1;
}

/* The same in a directed mode: the quotient, plus one when away (from zero) and anything
 * is left. The true remainder is rem + fr / 2^64 + less than 4 / 2^64: when that may
 * reach div, only an exact multiple of div (v * 10^s' an integer) decides; when fr and
 * rem are 0, whether it is one says whether anything is left. Returns 0 when undecided. */
static __attribute__((__unused__))
int __qrintf_fp_directed(__qrintf_ull ip, __qrintf_ull fr, unsigned div, int away, __qrintf_ull m, int e2,
                         int s, __qrintf_ull *r)
{
    __qrintf_ull q = div == 10 ? ip / 10 : ip, rem = ip - q * div;
    s -= div == 10;
    if (rem == div - 1 && fr > ~(__qrintf_ull)0 - 4) { /* may be (q + 1) * div or above */
        *r = q + 1;
        return __qrintf_fp_isint(m, e2, s);
    }
    *r = q + (away && (rem || fr || !__qrintf_fp_isint(m, e2, s)));
    return 1;
}

/* Stores the word w of eight digits at p, with c inserted after the first j of them when
 * 0 < j < 8 (nine bytes then): merged in the register, so that nothing stored is loaded
 * back (a load that spans stores waits for them), and without a branch on j, which
 * varies from call to call. The ninth byte is stored in any case: the next chunk or the
 * rest of the text comes after it. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_fp_put8(char *p, __qrintf_ull w, int j, char c)
{
    int in = (unsigned)(j - 1) < 7, s = 8 * (in ? j : 1);
    __qrintf_ull keep, cw = (unsigned char)c, v;
    if (__qrintf_little_endian()) {
        p[8] = (char)(w >> 56);
        keep = ((__qrintf_ull)1 << s) - 1;
        v = (w & keep) | cw << s | (w & ~keep) << 8;
    } else {
        p[8] = (char)w;
        keep = ~(~(__qrintf_ull)0 >> s);
        v = (w & keep) | cw << (56 - s) | (w & ~keep) >> 8;
    }
    w = in ? v : w;
    __builtin_memcpy(p, &w, 8);
}

/* The n digits of r < 10^n, 1 <= n <= 24, leading zeros included, at p, with point after
 * the first k when k <= n. In groups of eight, the first written left-aligned (times a
 * power of ten), spilling zeros into the places of the next ones, which are written
 * after it; stores up to 8 bytes past the text. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_fp_digits(char *p, __qrintf_ull r, int n, int k, char point)
{
    __qrintf_ull w[3], q;
    int c = 0, at, len;
    while (n - 8 * c > 8) {
        q = r / 100000000u;
        w[c++] = __qrintf_dec8_word((unsigned)(r - q * 100000000u));
        r = q;
    }
    len = n - 8 * c;
    w[c] = __qrintf_dec8_word((unsigned)r * (unsigned)__qrintf_fp_p10(8 - len));
    for (at = 0; c >= 0; at += len, len = 8, c--)
        __qrintf_fp_put8(p + at + (k <= at), w[c], k - at, point);
    p[k] = point; /* past the digits (k = n + 1) when there is no point */
}

/* Number of decimal digits of r (none for 0, which then needs no branch): an estimate
 * from the bit length, corrected by one comparison. */
static __attribute__((__unused__))
int __qrintf_fp_ndig(__qrintf_ull r)
{
    int t = (64 - __builtin_clzll(r | 1)) * 1233 >> 12;
    return t + (r >= __qrintf_fp_p10(t));
}

/* Fast path: v * 10^s rounded in the current mode, in *r, and divided by 10 first when it
 * is at least top (the scaled value has a digit too many). Returns that divisor, 1 or 10,
 * or 0 when the slow path must decide. Away from zero, in a directed mode, is upward for
 * a positive value and downward for a negative one. */
static __attribute__((__unused__))
unsigned __qrintf_fp_fast(const __qrintf_fp_val *v, int s, __qrintf_ull top, __qrintf_ull *r)
{
    __qrintf_ull ip, fr;
    unsigned div;
    int away = v->mode != 3 && (v->mode == 1) != v->neg;
    if (!__qrintf_fp_scale(v->m, v->e2, s, &ip, &fr))
        return 0;
    div = ip >= top ? 10 : 1;
    if (v->mode == 0)
        return __qrintf_fp_near(ip, fr, div, v->m, v->e2, s, r) ? div : 0;
    return __qrintf_fp_directed(ip, fr, div, away, v->m, v->e2, s, r) ? div : 0;
}

/* The D <= 17 first digits of v rounded, by the fast path, in d. The
 * exponent is estimated from the binary one, floor(E * log10(2)) = E * 78913 >> 18 for
 * |E| <= 1100 (checked); when the true one is the next, the scaled value has a digit
 * more, which the rounding drops. Returns 0 when the slow path must decide. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fp_fast_e(const __qrintf_fp_val *v, int D, __qrintf_fp_dig *d)
{
    int xe = (v->e2 + 63 - __builtin_clzll(v->m)) * 78913 >> 18;
    __qrintf_ull top = __qrintf_fp_p10(D);
    unsigned div = __qrintf_fp_fast(v, D - 1 - xe, top, &d->r);
    if (!div)
        return 0;
    xe += div == 10;
    if (d->r == top) { /* 9.99... rounded up to 10.0... */
        d->r /= 10;
        xe++;
    }
    d->n = D;
    d->x = xe;
    d->in_r = 1;
    return 1;
}

/* v * 10^prec rounded, by the fast path, in d. Returns 0 when the slow path must do it.
 * A value from 2^52 to 2^64 is an integer: its digits, and zeros for the decimals. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fp_fast_f(const __qrintf_fp_val *v, int prec, __qrintf_fp_dig *d)
{
    if (v->e2 >= 0 && v->e2 <= 11) {
        d->r = v->m << v->e2;
        d->n = __qrintf_fp_ndig(d->r);
        d->x = d->n - 1;
        d->in_r = 1;
        return 1;
    }
    if (!__qrintf_fp_fast(v, prec, ~(__qrintf_ull)0, &d->r))
        return 0;
    d->n = d->r ? __qrintf_fp_ndig(d->r) : 0;
    d->x = d->n - 1 - prec;
    d->in_r = 1;
    return 1;
}

/* a[0, n) *= f, in base 10^9, f < 10^9; returns the new limb count. */
static __attribute__((__unused__))
int __qrintf_fp_big_mul(unsigned *a, int n, unsigned f)
{
    __qrintf_ull c = 0;
    int i;
    for (i = 0; i < n; i++) {
        c += (__qrintf_ull)a[i] * f;
        a[i] = (unsigned)(c % 1000000000u);
        c /= 1000000000u;
    }
    if (c)
        a[n++] = (unsigned)c;
    return n;
}

/* v = m * 2^e2 exactly, as a decimal integer N in base-10^9 limbs, a[0] the least
 * significant, with v = N * 10^-*k: m * 2^e2 itself for e2 >= 0, and m * 5^-e2 for
 * e2 < 0, since m / 2^j = m * 5^j / 10^j. Returns the limb count: at most 86, for m * 5^1074. */
static __attribute__((__unused__))
int __qrintf_fp_big(unsigned *a, __qrintf_ull m, int e2, int *k)
{
    int n = 0, j;
    for (; m; m /= 1000000000u)
        a[n++] = (unsigned)(m % 1000000000u);
    *k = e2 < 0 ? -e2 : 0;
    for (; e2 > 0; e2 -= j) {
        j = e2 < 29 ? e2 : 29;
        n = __qrintf_fp_big_mul(a, n, 1u << j);
    }
    for (; e2 < 0; e2 += j) {
        j = -e2 < 12 ? -e2 : 12;
        n = __qrintf_fp_big_mul(a, n, (unsigned)__qrintf_fp_p5[j]);
    }
    return n;
}

/* The first c >= 0 digits of N (n limbs, nd digits) at p, then zeros up to c; returns
 * the digit after them (0 past the end) and sets *more when a later digit is not 0. Whole
 * limbs are written, the first one left-aligned, so up to 9 bytes past p + c. */
static __attribute__((__unused__))
int __qrintf_fp_big_digits(char *p, const unsigned *a, int n, int nd, int c, int *more)
{
    int w = nd - 9 * (n - 1), i = n - 1;
    __qrintf_dec9(p, a[i] * (unsigned)__qrintf_fp_p10(9 - w));
    while (w <= c && i > 0) {
        __qrintf_dec9(p + w, a[--i]);
        w += 9;
    }
    *more = 0;
    if (c >= nd) {
        for (; w < c; w++)
            p[w] = '0';
        return 0;
    }
    for (w--; w > c; w--)
        *more |= p[w] != '0';
    while (i > 0)
        *more |= a[--i] != 0;
    return p[c] - '0';
}

/* Adds one unit in the last of the c digits at b, the first at 10^*x. When all are nines
 * (or c <= 0, nothing kept), the result is a 1 at the next place up: then the exponent
 * grows, and in fixed notation (where the last place stays) the digit count too. */
static __attribute__((__unused__))
int __qrintf_fp_carry(char *b, int c, int fixed, int *x)
{
    int i = c;
    if (c <= 0) { /* a 1 in the last place, 10^-prec */
        b[0] = '1';
        *x += 1 - c;
        return 1;
    }
    while (i > 0 && b[i - 1] == '9')
        b[--i] = '0';
    if (i > 0) {
        b[i - 1]++;
        return c;
    }
    b[0] = '1';
    b[c] = '0';
    ++*x;
    return c + fixed;
}

/* Slow path, exact in every mode: v rounded to prec significant digits (fixed = 0) or
 * at 10^-prec (fixed = 1), its digits written at b, in d. Cold: the compiler spends less
 * on it and on what only it calls (a tenth of the kernel's compile time at -O2), and it
 * runs for few values. */
static __attribute__((__unused__, __cold__))
void __qrintf_fp_slow(char *b, const __qrintf_fp_val *v, int fixed, int prec, __qrintf_fp_dig *d)
{
    unsigned a[90];
    int k, n = __qrintf_fp_big(a, v->m, v->e2, &k), nd = 9 * (n - 1) + __qrintf_fp_ndig(a[n - 1]);
    int c, next = 0, more = 1;
    d->x = nd - 1 - k;
    d->in_r = 0;
    c = fixed ? d->x + 1 + prec : prec;
    if (c >= 0)
        next = __qrintf_fp_big_digits(b, a, n, nd, c, &more);
    if (__qrintf_fp_away(v->mode, v->neg, c > 0 && (b[c - 1] & 1), next >= 5, more || (next != 0 && next != 5)))
        d->n = __qrintf_fp_carry(b, c, fixed, &d->x);
    else
        d->n = c > 0 ? c : 0;
    d->x = d->n ? d->x : -1 - prec;
}

/* p[0, n) moved to p + by, by >= 0, the last byte first. */
static __attribute__((__unused__))
void __qrintf_fp_move(char *p, int n, int by)
{
    while (n-- > 0)
        p[n + by] = p[n];
}

static __attribute__((__unused__))
void __qrintf_fp_zeros(char *p, int n)
{
    while (n-- > 0)
        p[n] = '0';
}

/* e+dd or e-dd (E for upper case), at least two digits (C11 7.21.6.1p8), up to three
 * for a double. Returns the length. Without a branch on the sign or the length, which
 * vary from call to call: the hundreds digit is stored first, where the tens go when
 * there is none. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fp_exp(char *p, int x, int upper)
{
    unsigned u = (unsigned)(x < 0 ? -x : x), n = 2 + (u >= 100);
    p[0] = upper ? 'E' : 'e';
    p[1] = (char)('+' + 2 * (x < 0));
    p[2] = (char)('0' + u / 100);
    p[n] = (char)('0' + u / 10 % 10);
    p[n + 1] = (char)('0' + u % 10);
    return (int)n + 2;
}

/* The slow path's n digits at b moved to p >= b, with point after the first k when
 * k <= n: the part after k first, since it goes farther. */
static __attribute__((__unused__))
void __qrintf_fp_place(char *p, char *b, int n, int k, char point)
{
    int by = (int)(p - b);
    if (k < n)
        __qrintf_fp_move(b + k, n - k, by + 1);
    __qrintf_fp_move(b, k < n ? k : n, by);
    p[k] = point; /* past the digits (k = n + 1) when there is no point */
}

/* The text of the digits d, in the style of %e (e) or of %f, with dec decimals: the
 * digits from the first, or "0", the point, zeros up to the first digit when it is a
 * decimal; the point after the first digit (%e) or after the units (%f); zeros after
 * the digits up to dec decimals. No point when dec is 0 without # (C11 7.21.6.1p8). The
 * digits come from d->r, or from b where the slow path wrote them, and go to their place
 * before what precedes them is written. Returns the length. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fp_text(char *b, const __qrintf_fp_dig *d, int dec, int e, int alt, char point)
{
    int pt = dec > 0 || alt, small = !e & (d->x < 0), fx = d->x & (e - 1); /* fx: x for %f, 0 for %e */
    int lead = -d->x - 1, k = pt ? 1 + fx : d->n + 1, have = d->n - 1 - fx;
    char *p = b;
    if (small) { /* 0.000ddd; with no digits (n = 0), x is -1 - dec */
        p = b + 1 + pt + lead;
        k = d->n + 1;
    }
    if (d->in_r)
        __qrintf_fp_digits(p, d->r, d->n, k, point);
    else
        __qrintf_fp_place(p, b, d->n, k, point);
    if (small) {
        b[0] = '0';
        b[1] = point; /* past the text when it has no point: "0" */
        __qrintf_fp_zeros(b + 1 + pt, lead);
    }
    p += d->n + (k <= d->n);
    __qrintf_fp_zeros(p, dec - have);
    return (int)(p - b) + dec - have;
}

/* How many of the last bytes of b[0, len) are '0', up to 8, with no branch on each (the
 * trailing zeros of %g, a few at random): the word that ends at len, or for len < 8 the
 * first eight bytes with those past len shifted out, against '0' in every byte, its
 * trailing zero bytes counted at once. b has 8 bytes, len >= 1. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fp_zeros8(const char *b, int len)
{
    __qrintf_ull w, z;
    int sh = len < 8 ? 8 * (8 - len) : 0, le = __qrintf_little_endian();
    __builtin_memcpy(&w, b + (len < 8 ? 0 : len - 8), 8);
    w = le ? w << sh : w >> sh;
    z = w ^ ((__qrintf_ull)0x30303030u << 32 | 0x30303030u);
    if (!z)
        return 8;
    return (le ? __builtin_clzll(z) : __builtin_ctzll(z)) >> 3;
}

/* The D significant digits of v (zeros for 0), in d. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_fp_sig(char *b, const __qrintf_fp_val *v, int D, __qrintf_fp_dig *d)
{
    d->r = 0;
    d->n = D;
    d->x = 0;
    d->in_r = D <= 24;
    if (v->m == 0)
        __qrintf_fp_zeros(b, d->in_r ? 0 : D);
    else if (D > 17 || !__qrintf_fp_fast_e(v, D, d))
        __qrintf_fp_slow(b, v, 0, D, d);
}

/* v rounded at 10^-prec, in d; with no digits (0), the exponent is that of the place
 * after the last, -1 - prec. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_fp_fixed(char *b, const __qrintf_fp_val *v, int prec, __qrintf_fp_dig *d)
{
    d->r = 0;
    d->n = 0;
    d->x = -1 - prec;
    d->in_r = 1;
    if (v->m && !__qrintf_fp_fast_f(v, prec, d))
        __qrintf_fp_slow(b, v, 1, prec, d);
}

/* %e, %f and %g (C11 7.21.6.1p8). %g has P significant digits (the precision, 1 for 0),
 * in the style of %e when the exponent x after rounding is below -4 or at least P, else
 * of %f with P - 1 - x decimals; without #, trailing zeros of the fraction go, and the
 * point with them. One glibc quirk: with #, when rounding carries a value below 10^P up
 * to 10^P (999999.5 for %#g), glibc writes no decimals ("1.e+06"), having planned the %f
 * style, which had none. That needs P <= 16 (a double below 10^17 is 1 below it, at
 * least), where 10^P is a double and av, the absolute value, compares exactly. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fp_decimal(char *b, const __qrintf_fp_val *v, double av, int conv, int prec, int alt,
                        char point, int upper)
{
    int p = prec < 0 ? 6 : prec == 0 && conv == 'g' ? 1 : prec, e = conv == 'e', dec = p, len, n;
    __qrintf_fp_dig d;
    if (conv == 'f')
        __qrintf_fp_fixed(b, v, p, &d);
    else
        __qrintf_fp_sig(b, v, p + e, &d);
    if (conv == 'g') {
        e = (d.x < -4) | (d.x >= p); /* | rather than ||: no branch */
        dec = p - 1 - (d.x & (e - 1)); /* and not e ? 0 : d.x, which gcc makes a branch */
        if (alt && d.x == p && p <= 16 && av < (double)__qrintf_fp_p10(p)) {
            dec = 0;
            d.r = 1;
            d.n = 1;
        }
    }
    len = __qrintf_fp_text(b, &d, dec, e, alt, point);
    if (conv == 'g' && !alt && dec > 0) { /* the zeros end at the point at the latest */
        n = __qrintf_fp_zeros8(b, len);
        if (n == 8)
            while (n < dec && b[len - 1 - n] == '0')
                n++;
        len -= n + (n == dec);
    }
    if (conv == 'f')
        return len;
    n = __qrintf_fp_exp(b + len, d.x, upper); /* past the text when it has no exponent */
    return len + (e ? n : 0);
}

/* %a's fraction f (13 hexadecimal digits, 52 bits) rounded to nd < 13 digits in the
 * current mode, as glibc rounds it; a carry out of the fraction goes to the leading digit
 * *lead (1 becomes 2 rather than a new exponent, 0 of a subnormal becomes 1). */
static __attribute__((__unused__))
__qrintf_ull __qrintf_fp_hex_round(__qrintf_ull f, int nd, int *lead, int mode, int neg)
{
    int sh = 4 * (13 - nd);
    __qrintf_ull unit = (__qrintf_ull)1 << sh, drop = f & (unit - 1);
    int odd = (int)(nd ? f >> sh : (__qrintf_ull)*lead) & 1;
    f -= drop;
    if (__qrintf_fp_away(mode, neg, odd, drop >= unit >> 1, (drop & ((unit >> 1) - 1)) != 0)) {
        f += unit;
        *lead += (int)(f >> 52);
        f = __qrintf_fp_frac(f);
    }
    return f;
}

/* The decimal digits of u < 10^4 at p, without leading zeros; returns their number. */
static __attribute__((__unused__))
int __qrintf_fp_small_dec(char *p, unsigned u)
{
    int n = 1 + (u >= 10) + (u >= 100) + (u >= 1000), i;
    for (i = n; i-- > 0; u /= 10)
        p[i] = (char)('0' + u % 10);
    return n;
}

/* %a (C11 7.21.6.1p8): 0x, the leading hexadecimal digit (1 for normal numbers; glibc
 * writes 0 for zero and for subnormals, with the exponent -1022), the point unless no
 * digit follows it and # is absent, the fraction's 13 digits rounded to the precision or,
 * without one, those up to the last nonzero, then p and the binary exponent in decimal. */
static __attribute__((__unused__))
int __qrintf_fp_hex(char *b, __qrintf_ull bits, int prec, int alt, char point, int mode, int upper)
{
    const char *dig = upper ? "0123456789ABCDEFXP" : "0123456789abcdefxp";
    __qrintf_ull f = __qrintf_fp_frac(bits);
    int be = (int)(bits >> 52 & 0x7ff), lead = be != 0, x = be ? be - 1023 : f ? -1022 : 0;
    int nd = prec >= 0 ? prec : f ? 13 - __builtin_ctzll(f) / 4 : 0, i, len;
    if (nd < 13)
        f = __qrintf_fp_hex_round(f, nd, &lead, mode, (int)(bits >> 63));
    b[0] = '0';
    b[1] = dig[16];
    b[2] = (char)('0' + lead);
    b[3] = point;
    len = 3 + (nd > 0 || alt);
    for (i = 0; i < nd; i++)
        b[len++] = i < 13 ? dig[f >> (48 - 4 * i) & 0xf] : '0';
    b[len++] = dig[17];
    b[len++] = x < 0 ? '-' : '+';
    return len + __qrintf_fp_small_dec(b + len, (unsigned)(x < 0 ? -x : x));
}

/* inf and nan, in the case of the conversion (C11 7.21.6.1p8); the caller writes the
 * sign, and pads with spaces only. */
static __attribute__((__unused__))
int __qrintf_fp_special(char *b, int nan, int upper)
{
    const char *s = nan ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
    b[0] = s[0];
    b[1] = s[1];
    b[2] = s[2];
    return 3;
}

/* Writes the text of %<flags>.<prec><conv> of v, without the sign and without width
 * padding, at b, and returns its length; *pre gets the number of its first bytes that
 * zero padding goes after (2 for the 0x of %a, else 0). conv is one of e E f F g G a A;
 * flags holds at most __QRINTF_HASH (8); prec < 0 means none (6 for e, f and g; exact for
 * a); point is the locale's decimal-point byte. b has room for __QRINTF_FP_ROOM + prec
 * bytes, all of which it may write. Never fails: returns no -1. */
static __attribute__((__unused__))
int __qrintf_dbl(char *b, double v, int conv, int flags, int prec, char point, unsigned *pre)
{
    __qrintf_ull bits;
    __qrintf_fp_val val;
    int be, alt = (flags & 8) != 0, upper = !(conv & 0x20);
    __builtin_memcpy(&bits, &v, 8);
    *pre = 0;
    be = (int)(bits >> 52 & 0x7ff);
    if (be == 0x7ff)
        return __qrintf_fp_special(b, __qrintf_fp_frac(bits) != 0, upper);
    val.mode = __qrintf_fp_mode();
    val.neg = (int)(bits >> 63);
    conv |= 0x20;
    if (conv == 'a') {
        *pre = 2;
        return __qrintf_fp_hex(b, bits, prec, alt, point, val.mode, upper);
    }
    val.m = __qrintf_fp_frac(bits) | (__qrintf_ull)(be != 0) << 52;
    val.e2 = (be ? be : 1) - 1075;
    return __qrintf_fp_decimal(b, &val, val.neg ? -v : v, conv, prec, alt, point, upper);
}

/* stream.h: printf, fprintf and dprintf. The generated function makes the text in its
 * scratch space; these hand it to the stream in one call, or tell it to let the C
 * library make the whole call, which then does everything as glibc does it. */

/* The C library's stream type, declared here since no header is included: glibc and
 * musl both name it struct _IO_FILE, and the functions below are declared with it, so
 * that they agree with <stdio.h> exactly (link-time optimization compares the types). */
typedef struct _IO_FILE __qrintf_file;

/* The C library's functions and stdout, under names of the runtime's own, so that these
 * declarations can neither clash with the user's headers nor need them: the assembler
 * names are the library's. */
extern __qrintf_file *__qrintf_stdout __asm__("stdout");

extern __qrintf_size __qrintf_fwrite(const void *, __qrintf_size, __qrintf_size, __qrintf_file *) __asm__("fwrite");
extern int __qrintf_ferror_unlocked(__qrintf_file *) __asm__("ferror_unlocked");
extern int __qrintf_fwide(__qrintf_file *, int) __asm__("fwide");

/* write() by glibc's other name for it, which no program may take: a program's own
 * function named write (static, or external and so taking the library's place at link
 * time), which glibc's dprintf never calls, would otherwise be called here. */
extern __qrintf_ssize __qrintf_write(int, const void *, __qrintf_size) __asm__("__write");

extern char *__qrintf_strchrnul(const char *, int) __asm__("strchrnul");

extern int __qrintf_libc_printf(const char *, ...) __asm__("printf");

extern int __qrintf_libc_printf_chk(int, const char *, ...) __asm__("__printf_chk");

extern int __qrintf_libc_fprintf(__qrintf_file *, const char *, ...) __asm__("fprintf");

extern int __qrintf_libc_fprintf_chk(__qrintf_file *, int, const char *, ...) __asm__("__fprintf_chk");

extern int __qrintf_libc_dprintf(int, const char *, ...) __asm__("dprintf");

extern int __qrintf_libc_dprintf_chk(int, int, const char *, ...) __asm__("__dprintf_chk");

/* Whether the unit's <stdio.h> is glibc's: the rewriter writes 1 here when it saw glibc's
 * struct _IO_FILE. */
enum { __QRINTF_GLIBC_FILE = 0 };

/* The stream's error indicator, as ferror_unlocked reads it. With glibc, read in place as
 * its <stdio.h> does when it inlines ferror_unlocked, a layout that glibc keeps for the
 * programs compiled so: the flag _IO_ERR_SEEN (0x20) of _flags, the int that begins the
 * struct. That saves two calls a line: the CSV row of bench/stream_run.sh took 26.0 ns
 * with them and 20.8 ns without (clang). Elsewhere, the C library's function. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_ferror(__qrintf_file *f)
{
    return __QRINTF_GLIBC_FILE ? (*(const int *)(const void *)f & 0x20) != 0 : __qrintf_ferror_unlocked(f);
}

/* The text s[0, n) of a printf or fprintf call to the stream f, in one fwrite, under
 * the stream's lock as glibc's vfprintf holds it, so that the line is as atomic with
 * other threads' output. fwrite puts bytes into the stream's buffer, and flushes it, as
 * vfprintf's pieces would (C11 7.21.3p3): same bytes, same errno and error indicator.
 * Returns the count; -1 on a write error, as glibc's fprintf does (fwrite returns the
 * full count when only the flush of a line-buffered stream failed: the error indicator
 * tells). The C library is to make the call for an empty text (glibc's fprintf still
 * orients the stream, and fails on one opened for reading), a stream already in error
 * (then only the indicator's change would tell a new error), or one oriented wide
 * (fwrite wrote nothing; fprintf fails there too, in its own way): then, when text is
 * set, the call of the text itself ("%.*s"; the generated function knows that it holds
 * no null character), which does all that the format's own call would, since what that
 * does in those three cases depends on the text alone; else -2, and the generated
 * function makes the format's call, with its arguments. The call of the text saves the
 * generated function that test and call: 3.5M instructions a format to compile (gcc
 * -O2, fprintf of "z0\t%d|"), 75 bytes of code. The indicator is read without the lock,
 * as fwrite's result is: a write error of another thread on the same stream between the
 * two may be taken for this call's. */
static __attribute__((__unused__))
int __qrintf_fput(__qrintf_file *f, const char *s, __qrintf_size n, int text)
{
    __qrintf_size k;
    if (n && !__qrintf_ferror(f)) {
        k = __qrintf_fwrite(s, 1, n, f);
        if (k == n && !__qrintf_ferror(f))
            return (int)n;
        if (k != 0 || __qrintf_ferror(f) || __qrintf_fwide(f, 0) <= 0)
            return -1;
    }
    return text ? __qrintf_libc_fprintf(f, "%.*s", (int)n, s) : -2;
}

/* Whether the eight bytes of w hold a newline: w XOR newlines then has a zero byte, and
 * (x - 0x01...) & ~x & 0x80... is not 0 exactly then. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_word_has_nl(__qrintf_ull w)
{
    __qrintf_ull ones = (__qrintf_ull)0x01010101u << 32 | 0x01010101u;
    w ^= ones * '\n';
    return ((w - ones) & ~w & ones << 7) != 0;
}

/* Whether s[0, n) holds a newline (a dprintf's string, which may hold lines). A short
 * text by words: eight bytes at a time, the last word overlapping the one before; four
 * to seven bytes as one word of the first four and the last four. A call of memchr costs
 * more than that up to some 64 bytes. */
static __attribute__((__unused__))
int __qrintf_has_nl(const char *s, __qrintf_size n)
{
    __qrintf_ull w;
    unsigned a, b;
    __qrintf_size i;
    if (n > 64)
        return __builtin_memchr(s, '\n', n) != 0;
    if (n < 4) {
        for (i = 0; i < n; i++)
            if (s[i] == '\n')
                return 1;
        return 0;
    }
    if (n < 8) {
        __builtin_memcpy(&a, s, 4);
        __builtin_memcpy(&b, s + n - 4, 4);
        return __qrintf_word_has_nl(a | (__qrintf_ull)b << 32);
    }
    for (i = 0;; i += 8) {
        if (i + 8 > n)
            i = n - 8;
        __builtin_memcpy(&w, s + i, 8);
        if (__qrintf_word_has_nl(w))
            return 1;
        if (i + 8 == n)
            return 0;
    }
}

/* The length of a dprintf's string s (a %s without precision), found with its first
 * newline in one pass: (size_t)-1 when s holds a newline (see __qrintf_dput, below),
 * but for one that is its last byte when the string ends the text (end), or is null
 * (as for __qrintf_slen: the C library makes the call). */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_size __qrintf_dslen(const char *s, int end)
{
    const char *e;
    if (__builtin_expect(!s, 0))
        return (__qrintf_size)-1;
    e = __qrintf_strchrnul(s, '\n');
    if (!*e)
        return (__qrintf_size)(e - s);
    return end && !e[1] ? (__qrintf_size)(e - s) + 1 : (__qrintf_size)-1;
}

/* The rest of __qrintf_dput's text (below) after a first write() that returned k: a
 * converter, where __qrintf_dput is inline. */
static __attribute__((__unused__, __noinline__))
int __qrintf_dput_rest(int fd, const char *s, __qrintf_size n, __qrintf_ssize k)
{
    __qrintf_size len = n;
    while (k >= 0) {
        s += k;
        n -= (__qrintf_size)k;
        if (!n)
            return (int)len;
        k = __qrintf_write(fd, s, n);
    }
    return -1;
}

/* The text s[0, n) of a dprintf call to the descriptor fd. glibc's dprintf puts it
 * in a temporary stream's buffer (of the file's st_blksize bytes, line-buffered on a
 * terminal) and writes that with write() until all is written or one fails (then -1,
 * errno as write left it; EINTR too). The same here, in one write() loop, when that is
 * also how glibc's comes out: the text is shorter than any block size (the generated
 * function's scratch space, 128 bytes at most), and has no newline but at its end (a
 * terminal would see the lines one write each): lines says whether it may have, as
 * the generated function tells from the format and the strings. Else -2: the C library is to make the
 * call, and makes it for an empty text too, where write(fd, s, 0) may have effects
 * (a datagram socket's empty message) that glibc's never has. The first write() here,
 * inline: with the generated function inlined, it returns into the caller, as the C
 * library's call does (a return after a system call is dear on some processors: 5.5 ns
 * each on a Zen 4 whose return-stack mitigation is on); the rest (a short write, an
 * error) in __qrintf_dput_rest, so that the common case pays for no loop. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_dput(int fd, const char *s, __qrintf_size n, int lines)
{
    __qrintf_ssize k;
    if (!n || lines)
        return -2;
    k = __qrintf_write(fd, s, n);
    return k == (__qrintf_ssize)n ? (int)n : __qrintf_dput_rest(fd, s, n, k);
}

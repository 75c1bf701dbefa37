/* lex.c: a flat-loop tokenizer for preprocessed C and C++ text. Tokens are slices of the
 * input; line markers left by the preprocessor give each token its presumed file:line. */
#include <limits.h>
#include <string.h>
#include "buf.h"
#include "lex.h"

/* The classes of bytes (lex.h). */
#define LEX_ID LEX_C_IDENT
#define LEX_AL (LEX_C_IDENT | LEX_C_ALPHA)
#define LEX_DG (LEX_C_IDENT | LEX_C_DIGIT)
#define LEX_BL LEX_C_BLANK
#define LEX_HI LEX_ID, LEX_ID, LEX_ID, LEX_ID, LEX_ID, LEX_ID, LEX_ID, LEX_ID, \
               LEX_ID, LEX_ID, LEX_ID, LEX_ID, LEX_ID, LEX_ID, LEX_ID, LEX_ID
const unsigned char lex_class[256] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, LEX_BL, 0, LEX_BL, LEX_BL, LEX_BL, 0, 0,          /* \t \v \f \r */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    LEX_BL, 0, 0, 0, LEX_ID, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,                  /* space $ */
    LEX_DG, LEX_DG, LEX_DG, LEX_DG, LEX_DG, LEX_DG, LEX_DG, LEX_DG, LEX_DG, LEX_DG,
    0, 0, 0, 0, 0, 0,                                                           /* 0-9 */
    0, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL,
    LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL,                                     /* @ A-O */
    LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL,
    LEX_AL, 0, 0, 0, 0, LEX_ID,                                                 /* P-Z _ */
    0, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL,
    LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL,                                     /* ` a-o */
    LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL, LEX_AL,
    LEX_AL, 0, 0, 0, 0, 0,                                                      /* p-z */
    LEX_HI, LEX_HI, LEX_HI, LEX_HI, LEX_HI, LEX_HI, LEX_HI, LEX_HI
};
#undef LEX_ID
#undef LEX_AL
#undef LEX_DG
#undef LEX_BL
#undef LEX_HI

static int lex_is_digit(unsigned char c)
{
    return lex_class[c] & LEX_C_DIGIT;
}

static int lex_is_alpha(unsigned char c)
{
    return lex_class[c] & LEX_C_ALPHA;
}

static int lex_is_ident_start(unsigned char c)
{
    return (lex_class[c] & (LEX_C_IDENT | LEX_C_DIGIT)) == LEX_C_IDENT;
}

static int lex_is_blank(char c)
{
    return lex_class[(unsigned char)c] & LEX_C_BLANK;
}

/* Counts the newline at p, which starts a new physical line at p + 1. */
static void lex_newline(lex_state *lx, size_t p)
{
    lx->line++;
    lx->line_start = p + 1;
}

/* Returns the offset just after the "* /" closing a block comment whose body starts at
 * p, or the end of input when there is none. */
static size_t lex_skip_block_comment(lex_state *lx, size_t p)
{
    const char *s = lx->src;
    for (; p < lx->len; p++) {
        if (s[p] == '\n')
            lex_newline(lx, p);
        else if (s[p] == '*' && p + 1 < lx->len && s[p + 1] == '/')
            return p + 2;
    }
    return lx->len;
}

/* Returns the offset of the newline (or end of input) that ends the logical line
 * containing p. Backslash-newline splices continue the line; their newlines count. */
static size_t lex_line_end(lex_state *lx, size_t p)
{
    const char *s = lx->src;
    for (; p < lx->len && s[p] != '\n'; p++) {
        if (s[p] != '\\')
            continue;
        if (p + 1 < lx->len && s[p + 1] == '\n')
            lex_newline(lx, ++p);
        else if (p + 2 < lx->len && s[p + 1] == '\r' && s[p + 2] == '\n')
            lex_newline(lx, p += 2);
    }
    return p;
}

/* Skips blanks, newlines and comments (left by -C), counting lines. */
static void lex_skip_space(lex_state *lx)
{
    const char *s = lx->src;
    size_t p = lx->pos, n = lx->len;
    while (p < n) {
        if (s[p] == '\n') {
            lex_newline(lx, p);
            p++;
        } else if (lex_is_blank(s[p])) {
            p++;
        } else if (s[p] == '/' && p + 1 < n && s[p + 1] == '*') {
            p = lex_skip_block_comment(lx, p + 2);
        } else if (s[p] == '/' && p + 1 < n && s[p + 1] == '/') {
            p = lex_line_end(lx, p + 2);
        } else {
            break;
        }
    }
    lx->pos = p;
}

/* Whether only blanks precede p on its line: then a '#' at p starts a directive.
 * Scanning backwards stops at the first non-blank, so many '#' on one line stay linear. */
static int lex_at_line_begin(const lex_state *lx, size_t p)
{
    while (p > lx->line_start && lex_is_blank(lx->src[p - 1]))
        p--;
    return p == lx->line_start;
}

static size_t lex_skip_blanks(const char *s, size_t p, size_t end)
{
    while (p < end && (s[p] == ' ' || s[p] == '\t'))
        p++;
    return p;
}

/* Reads a decimal number at *p (advancing it); -1 when there is none or it is beyond
 * INT_MAX, which no line number reaches. */
static long lex_decimal(const char *s, size_t *p, size_t end)
{
    long v = 0;
    size_t q = *p;
    for (; q < end && lex_is_digit(s[q]); q++) {
        if (v > (INT_MAX - 9) / 10)
            return -1;
        v = v * 10 + (s[q] - '0');
    }
    if (q == *p)
        return -1;
    *p = q;
    return v;
}

/* Returns the offset just after the '"' closing the quoted name at p, or 0 when the
 * quote is not closed before end. Escapes are skipped, not decoded. */
static size_t lex_marker_file_end(const char *s, size_t p, size_t end)
{
    for (p++; p < end; p++) {
        if (s[p] == '\\')
            p++;
        else if (s[p] == '"')
            return p + 1;
    }
    return 0;
}

/* Reads the flags after a marker's file name; only 3 (system header) and 4 (extern "C")
 * matter to the rewriter. */
static unsigned lex_marker_flags(const char *s, size_t p, size_t end)
{
    unsigned flags = 0;
    p = lex_skip_blanks(s, p, end);
    for (long f; (f = lex_decimal(s, &p, end)) >= 0; p = lex_skip_blanks(s, p, end)) {
        if (f == 3 || f == 4)
            flags |= 1u << f;
    }
    return flags;
}

/* Applies the line marker `# N "file" flags` or `#line N "file"` held in [p, end), the
 * text after the '#'; any other directive leaves the location alone. */
static void lex_marker(lex_state *lx, size_t p, size_t end)
{
    const char *s = lx->src;
    p = lex_skip_blanks(s, p, end);
    if (end - p > 4 && memcmp(s + p, "line", 4) == 0 && (s[p + 4] == ' ' || s[p + 4] == '\t'))
        p = lex_skip_blanks(s, p + 4, end);
    long num = lex_decimal(s, &p, end);
    if (num < 0 || (p < end && s[p] != ' ' && s[p] != '\t'))
        return;
    p = lex_skip_blanks(s, p, end);
    size_t file_end = p < end && s[p] == '"' ? lex_marker_file_end(s, p, end) : 0;
    if (file_end != 0) {
        lx->where.file_off = p;
        lx->where.file_len = file_end - p;
        lx->where.flags = lex_marker_flags(s, file_end, end);
    }
    /* The newline ending the marker brings the count to num (wrapping from 0 is defined
     * for unsigned and gcc writes `# 0 "f.c"`). */
    lx->line = (unsigned)num - 1u;
    lx->markers++;
}

/* A '#' line: one token for the whole logical line, then its effect as a line marker. */
static size_t lex_directive(lex_state *lx, size_t p)
{
    size_t end = lex_line_end(lx, p + 1);
    lex_marker(lx, p + 1, end);
    return end;
}

/* pp-number (C11 6.4.8): digits, letters, '_', '.', signs after e E p P, and the digit
 * separator ' of C++14 and C23 when an alphanumeric follows it. */
static size_t lex_number(const char *s, size_t p, size_t n)
{
    for (p++; p < n; p++) {
        unsigned char c = (unsigned char)s[p];
        unsigned char next = p + 1 < n ? (unsigned char)s[p + 1] : 0;
        if ((c == 'e' || c == 'E' || c == 'p' || c == 'P') && (next == '+' || next == '-'))
            p++;
        else if (c == '\'' && (lex_is_alpha(next) || lex_is_digit(next)))
            p++;
        else if (!lex_is_alpha(c) && !lex_is_digit(c) && c != '_' && c != '.')
            break;
    }
    return p;
}

/* Identifier characters directly after a closed literal are its C++ ud-suffix. */
static size_t lex_suffix(const char *s, size_t p, size_t n)
{
    if (p < n && lex_is_ident_start((unsigned char)s[p]))
        while (p < n && lex_ident_char(s[p]))
            p++;
    return p;
}

/* A string or character literal whose opening quote is at p. A backslash skips the next
 * byte; an unclosed literal ends at the end of its line so that one stray quote cannot
 * swallow the rest of the file. */
static size_t lex_quoted(const char *s, size_t p, size_t n)
{
    char q = s[p];
    for (p++; p < n; p++) {
        if (s[p] == q)
            return lex_suffix(s, p + 1, n);
        if (s[p] == '\n')
            return p;
        if (s[p] == '\\' && p + 1 < n && s[p + 1] != '\n')
            p++;
    }
    return n;
}

/* Returns the length of a raw string's delimiter starting at p when a '(' follows it
 * (C++11 [lex.string]: at most 16 characters, none of space ( ) \ or controls), or -1. */
static long lex_raw_delim(const char *s, size_t p, size_t n)
{
    for (size_t i = 0; i <= 16 && p + i < n; i++) {
        unsigned char c = (unsigned char)s[p + i];
        if (c == '(')
            return (long)i;
        if (c == ' ' || c == ')' || c == '\\' || c < 0x20 || c == 0x7f)
            return -1;
    }
    return -1;
}

/* A raw string whose opening quote is at p: runs to `)delim"`, counting the newlines it
 * holds. An unclosed raw string runs to the end of input (the compiler rejects it). */
static size_t lex_raw(lex_state *lx, size_t p)
{
    const char *s = lx->src;
    size_t n = lx->len;
    long dl = lex_raw_delim(s, p + 1, n);
    if (dl < 0)
        return lex_quoted(s, p, n);
    size_t d = (size_t)dl;
    for (size_t i = p + 1 + d + 1; i < n; i++) {
        if (s[i] == '\n')
            lex_newline(lx, i);
        else if (s[i] == ')' && n - i > d + 1 && memcmp(s + i + 1, s + p + 1, d) == 0 &&
                 s[i + 1 + d] == '"')
            return lex_suffix(s, i + d + 2, n);
    }
    return n;
}

/* Which literal prefix the identifier [p, end) is before a quote: 0 none, 1 encoding
 * prefix (L u U u8), 2 raw (R LR uR UR u8R). */
static int lex_prefix(const char *s, size_t p, size_t end)
{
    size_t n = end - p;
    int raw = n > 0 && s[end - 1] == 'R';
    if (raw)
        n--;
    if (n == 0)
        return raw ? 2 : 0;
    if ((n == 1 && (s[p] == 'L' || s[p] == 'u' || s[p] == 'U')) ||
        (n == 2 && s[p] == 'u' && s[p + 1] == '8'))
        return raw ? 2 : 1;
    return 0;
}

/* An identifier, or a literal when the identifier is a prefix directly before a quote. */
static size_t lex_word(lex_state *lx, lex_token *tok, size_t p)
{
    const char *s = lx->src;
    size_t n = lx->len, end = p + 1;
    while (end < n && lex_ident_char(s[end]))
        end++;
    tok->kind = LEX_IDENT;
    if (end == n || (s[end] != '"' && s[end] != '\''))
        return end;
    int prefix = lex_prefix(s, p, end);
    if (prefix == 0 || (prefix == 2 && s[end] == '\''))
        return end;
    tok->kind = s[end] == '"' ? LEX_STRING : LEX_CHAR;
    return prefix == 2 ? lex_raw(lx, end) : lex_quoted(s, end, n);
}

/* Length of the longest punctuator at s (n bytes available), or 0 when there is none. */
static size_t lex_punct_len(const char *s, size_t n)
{
    char c1 = n > 1 ? s[1] : 0, c2 = n > 2 ? s[2] : 0, c3 = n > 3 ? s[3] : 0;
    switch (s[0]) {
    case '.': return c1 == '.' && c2 == '.' ? 3 : c1 == '*' ? 2 : 1;
    case '-': return c1 == '>' ? (c2 == '*' ? 3 : 2) : c1 == '-' || c1 == '=' ? 2 : 1;
    case '+': return c1 == '+' || c1 == '=' ? 2 : 1;
    case '<':
        if (c1 == '<')
            return c2 == '=' ? 3 : 2;
        if (c1 == '=')
            return c2 == '>' ? 3 : 2;
        return c1 == ':' || c1 == '%' ? 2 : 1;
    case '>': return c1 == '>' ? (c2 == '=' ? 3 : 2) : c1 == '=' ? 2 : 1;
    case '=': case '!': case '*': case '/': case '^':
        return c1 == '=' ? 2 : 1;
    case '&': case '|':
        return c1 == s[0] || c1 == '=' ? 2 : 1;
    case '%':
        if (c1 == ':')
            return c2 == '%' && c3 == ':' ? 4 : 2;
        return c1 == '>' || c1 == '=' ? 2 : 1;
    case ':': return c1 == ':' || c1 == '>' ? 2 : 1;
    case '#': return c1 == '#' ? 2 : 1;
    case '[': case ']': case '(': case ')': case '{': case '}':
    case ',': case ';': case '?': case '~':
        return 1;
    default:
        return 0;
    }
}

void lex_init(lex_state *lx, const char *src, size_t len)
{
    memset(lx, 0, sizeof *lx);
    lx->src = src;
    lx->len = len;
    lx->line = 1;
}

void lex_init_at(lex_state *lx, const char *src, size_t end, const lex_token *at)
{
    lex_init(lx, src, end);
    lx->pos = at->off;
    lx->line_start = at->line_start;
    lx->line = at->line;
    lx->where = at->where;
}

/* Reads one token at lx->pos, which is not blank and not at the end of input. */
static size_t lex_token_end(lex_state *lx, lex_token *tok)
{
    const char *s = lx->src;
    size_t p = lx->pos, n = lx->len;
    unsigned char c = (unsigned char)s[p];
    if (lex_is_ident_start(c))
        return lex_word(lx, tok, p);
    if (lex_is_digit(c) || (c == '.' && p + 1 < n && lex_is_digit((unsigned char)s[p + 1]))) {
        tok->kind = LEX_NUMBER;
        return lex_number(s, p, n);
    }
    if (c == '"' || c == '\'') {
        tok->kind = c == '"' ? LEX_STRING : LEX_CHAR;
        return lex_quoted(s, p, n);
    }
    if (c == '#' && lex_at_line_begin(lx, p)) {
        tok->kind = LEX_DIRECTIVE;
        return lex_directive(lx, p);
    }
    size_t plen = lex_punct_len(s + p, n - p);
    tok->kind = plen ? LEX_PUNCT : LEX_OTHER;
    return p + (plen ? plen : 1);
}

void lex_next(lex_state *lx, lex_token *tok)
{
    lex_skip_space(lx);
    tok->off = lx->pos;
    tok->line_start = lx->line_start;
    tok->line = lx->line;
    tok->where = lx->where;
    if (lx->pos >= lx->len) {
        tok->kind = LEX_EOF;
        tok->len = 0;
        return;
    }
    size_t end = lex_token_end(lx, tok);
    tok->len = end - tok->off;
    lx->pos = end;
}

/* Stops at the first byte that differs, without measuring s first: the call finder asks
 * this of most tokens, and most differ at once. s ending early (a NUL in s) is a
 * difference even where the source holds a NUL byte. */
int lex_is(const char *src, const lex_token *tok, const char *s)
{
    const char *p = src + tok->off;
    for (size_t i = 0; i < tok->len; i++)
        if (s[i] == '\0' || s[i] != p[i])
            return 0;
    return s[tok->len] == '\0';
}

static int lex_hex_value(unsigned char c)
{
    if (lex_is_digit(c))
        return c - '0';
    if ((unsigned)((c | 0x20) - 'a') < 6)
        return (c | 0x20) - 'a' + 10;
    return -1;
}

/* Decodes the escape sequence after the backslash at *p (advancing *p past it) per
 * C11 6.4.4.4, plus GNU \e and \E; -1 for what the tool does not decode. */
static int lex_escape(const char *s, size_t *p, size_t end)
{
    static const char simple[] = "'\"?\\abfnrtveE";
    static const char value[] = "'\"?\\\a\b\f\n\r\t\v\x1b\x1b";
    const char *hit = memchr(simple, s[*p], sizeof simple - 1);
    unsigned v = 0;
    size_t q = *p;
    if (hit) {
        *p = q + 1;
        return (unsigned char)value[hit - simple];
    }
    if (s[q] >= '0' && s[q] <= '7') {
        for (int i = 0; i < 3 && q < end && s[q] >= '0' && s[q] <= '7'; i++, q++)
            v = v * 8 + (unsigned)(s[q] - '0');
    } else if (s[q] == 'x') {
        for (q++; q < end && lex_hex_value((unsigned char)s[q]) >= 0 && v <= 0xff; q++)
            v = v * 16 + (unsigned)lex_hex_value((unsigned char)s[q]);
        if (q == *p + 1)
            return -1;
    } else {
        return -1;
    }
    *p = q;
    return v <= 0xff ? (int)v : -1;
}

/* Decodes the body [p, end) of a closed narrow literal, appending to out. Plain runs are
 * copied whole; even an empty body is appended so that out->data is a C string after. */
static int lex_decode_body(const char *s, size_t p, size_t end, buf *out)
{
    for (;;) {
        size_t run = p;
        while (run < end && s[run] != '\\')
            run++;
        if (buf_add(out, s + p, run - p) < 0)
            return -1;
        if (run == end)
            return 0;
        p = run + 1;
        int c = p < end ? lex_escape(s, &p, end) : -1;
        if (c < 0 || buf_addc(out, (char)c) < 0)
            return -1;
    }
}

int lex_string_bytes(const char *src, const lex_token *tok, buf *out)
{
    const char *s = src + tok->off;
    size_t n = tok->len, start = 1, keep = out->len;
    if (tok->kind != LEX_STRING)
        return -1;
    if (n >= 3 && s[0] == 'u' && s[1] == '8')
        start = 3;
    /* The closing quote must be the last byte and not escaped: the body, decoded from
     * the start, must end exactly there (a \" at the end means the literal was unclosed). */
    if (n < start + 1 || s[start - 1] != '"' || s[n - 1] != '"' ||
        lex_decode_body(s, start, n - 1, out) < 0) {
        if (out->data) {
            out->len = keep;
            out->data[keep] = '\0';
        }
        return -1;
    }
    return 0;
}

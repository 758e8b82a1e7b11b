/* asm-lex: the cursor over one statement: blanks, names, errors (see asm.h). */
#include <config.h>

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"

int mca_asm_is_blank(int ch)
{
    /* a newline inside a statement comes from a block comment */
    return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f' || ch == '\v' || ch == '\n' ||
           ch == 0; /* LLVM's lexer reads a NUL byte as a blank */
}

void mca_asm_skip_ws(mca_asm_cur *c)
{
    while (c->pos < c->end && mca_asm_is_blank((unsigned char)c->s[c->pos]))
        c->pos++;
}

int mca_asm_peek(mca_asm_cur *c)
{
    mca_asm_skip_ws(c);
    return c->pos < c->end ? (unsigned char)c->s[c->pos] : 0;
}

int mca_asm_accept(mca_asm_cur *c, int ch)
{
    if (mca_asm_peek(c) != ch)
        return 0;
    c->pos++;
    return 1;
}

/* Length of the identifier starting at offset at (0 when none). */
size_t mca_asm_ident_len(const mca_asm_cur *c, size_t at)
{
    size_t i = at;
    if (i >= c->end || !mca_asm_is_ident_start((unsigned char)c->s[i]))
        return 0;
    while (i < c->end && mca_asm_is_ident_char((unsigned char)c->s[i]))
        i++;
    return i - at;
}

size_t mca_asm_name_token(const char *s, size_t at, size_t end, size_t *from, size_t *to)
{
    size_t i = at;
    if (i < end && s[i] == '"') {
        for (i++; i < end && s[i] != '"'; i++)
            if (s[i] == '\\' && i + 1 < end)
                i++;
        if (i >= end)
            return 0;
        *from = at + 1;
        *to = i;
        return i + 1 - at;
    }
    if (i >= end || !mca_asm_is_ident_start((unsigned char)s[i]))
        return 0;
    while (i < end && mca_asm_is_ident_char((unsigned char)s[i]))
        i++;
    *from = at;
    *to = i;
    return i - at;
}

/* Is the identifier at offset at exactly word (any case)? */
int mca_asm_match_word(const mca_asm_cur *c, size_t at, const char *word)
{
    return mca_asm_word_is(c->s + at, mca_asm_ident_len(c, at), word);
}

int mca_asm_word_is(const char *s, size_t n, const char *word)
{
    /* the first letters first (the words are lower case): this runs for
     * every prefix word against every statement */
    if (!n || ((unsigned char)s[0] | 32) != (unsigned char)word[0])
        return 0;
    return strlen(word) == n && strncasecmp(s, word, n) == 0;
}

int mca_asm_error(mca_asm_cur *c, size_t off, size_t span, const char *fmt, ...)
{
    if (c->err)
        return -1;
    c->err = 1;
    c->err_off = c->err_lexed = off;
    c->err_span = span ? span : 1;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n >= 0 && (c->err_msg = malloc((size_t)n + 1)) != NULL) {
        va_start(ap, fmt);
        vsnprintf(c->err_msg, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    return -1;
}

void mca_asm_error_clear(mca_asm_cur *c)
{
    free(c->err_msg);
    c->err_msg = NULL;
    c->err = c->lex_err = 0;
    c->err_off = c->err_span = c->err_lexed = 0;
    c->err2_msg = NULL;
}

int mca_asm_string_token(mca_asm_cur *c, size_t *from, size_t *to)
{
    if (mca_asm_peek(c) != '"')
        return 1;
    size_t p = c->pos + 1;
    while (p < c->end && c->s[p] != '"') {
        if (c->s[p] == '\\' && p + 1 < c->end)
            p++;
        p++;
    }
    if (p >= c->end)
        return 1;
    if (from)
        *from = c->pos + 1;
    if (to)
        *to = p;
    c->pos = p + 1;
    return 0;
}

int mca_asm_unescape(const char *s, size_t n, char **out, size_t *len)
{
    char *d = malloc(n + 1);
    if (!d)
        return -1;
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] != '\\' || i + 1 >= n) {
            d[m++] = s[i];
            continue;
        }
        char ch = s[++i];
        if (ch == 'x' || ch == 'X') { /* every hex digit that follows, low byte kept */
            if (i + 1 >= n || !isxdigit((unsigned char)s[i + 1])) {
                free(d);
                return 1;
            }
            unsigned v = 0;
            while (i + 1 < n && isxdigit((unsigned char)s[i + 1])) {
                int c = (unsigned char)s[++i];
                v = v * 16 + (unsigned)(c <= '9' ? c - '0' : (c | 32) - 'a' + 10);
            }
            d[m++] = (char)(v & 0xff);
        } else if (ch >= '0' && ch <= '7') { /* up to three octal digits */
            unsigned v = (unsigned)(ch - '0');
            for (int k = 0; k < 2 && i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '7'; k++)
                v = v * 8 + (unsigned)(s[++i] - '0');
            if (v > 255) {
                free(d);
                return 3;
            }
            d[m++] = (char)v;
        } else {
            static const char from[] = "bfnrt\"\\", to[] = "\b\f\n\r\t\"\\";
            const char *f = ch ? strchr(from, ch) : NULL;
            if (!f) {
                free(d);
                return 2;
            }
            d[m++] = to[f - from];
        }
    }
    d[m] = 0;
    *out = d;
    *len = m;
    return 0;
}

const char *const mca_asm_escape_errors[4] = {
    NULL, "invalid hexadecimal escape sequence",
    "invalid escape sequence (unrecognized character)",
    "invalid octal escape sequence (out of range)",
};

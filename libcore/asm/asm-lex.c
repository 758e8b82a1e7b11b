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
    c->err_off = off;
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
    c->err_off = c->err_span = 0;
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

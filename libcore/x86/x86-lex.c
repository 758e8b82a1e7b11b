/* x86-lex: the cursor over one statement, names and registers. */
#include <config.h>

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "x86-internal.h"

int x86_is_blank(int ch)
{
    /* a newline inside a statement comes from a block comment */
    return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f' || ch == '\v' || ch == '\n';
}

void x86_skip_ws(x86_cur *c)
{
    while (c->pos < c->end && x86_is_blank((unsigned char)c->s[c->pos]))
        c->pos++;
}

int x86_peek(x86_cur *c)
{
    x86_skip_ws(c);
    return c->pos < c->end ? (unsigned char)c->s[c->pos] : 0;
}

int x86_accept(x86_cur *c, int ch)
{
    if (x86_peek(c) != ch)
        return 0;
    c->pos++;
    return 1;
}

/* Length of the identifier starting at offset at (0 when none). */
size_t x86_ident_len(const x86_cur *c, size_t at)
{
    size_t i = at;
    if (i >= c->end || !x86_is_ident_start((unsigned char)c->s[i]))
        return 0;
    while (i < c->end && x86_is_ident_char((unsigned char)c->s[i]))
        i++;
    return i - at;
}

/* Is the identifier at offset at exactly word (any case)? */
int x86_match_word(const x86_cur *c, size_t at, const char *word)
{
    return x86_word_is(c->s + at, x86_ident_len(c, at), word);
}

int x86_word_is(const char *s, size_t n, const char *word)
{
    /* the first letters first (the words are lower case): this runs for
     * every prefix word against every statement */
    if (!n || ((unsigned char)s[0] | 32) != (unsigned char)word[0])
        return 0;
    return strlen(word) == n && strncasecmp(s, word, n) == 0;
}

int x86_error(x86_cur *c, size_t off, size_t span, const char *fmt, ...)
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

unsigned x86_reg_named(const mca_catalog *cat, const char *s, size_t len)
{
    unsigned r;
    if (len == 2 && strncasecmp(s, "st", 2) == 0)
        return mca_catalog_register_named(cat, "ST0", 3, &r) ? r : 0;
    /* LLVM's internal names that the assembler does not accept. */
    if ((len >= 2 && (s[len - 1] == 'h' || s[len - 1] == 'H') &&
         (s[len - 2] == 'b' || s[len - 2] == 'B' || s[len - 2] == 'w' ||
          s[len - 2] == 'W') && (s[0] == 'r' || s[0] == 'R')) ||
        (len >= 1 && (s[0] == 'h' || s[0] == 'H' || s[0] == '_')))
        return 0;
    if (len > 2 && (s[0] == 'f' || s[0] == 'F') && (s[1] == 'p' || s[1] == 'P'))
        return 0;
    if (!mca_catalog_register_named(cat, s, len, &r))
        return 0;
    const mca_register *reg = mca_catalog_register(cat, r);
    if (!reg || !reg->name || strchr(reg->name, '_'))
        return 0;
    const char *n = reg->name;
    int internal; /* by the first letter: one test per register */
    switch (n[0]) {
    case 'D': internal = !strcmp(n, "DF"); break;
    case 'E': internal = !strcmp(n, "EFLAGS") || !strcmp(n, "EIP"); break;
    case 'F': internal = !strcmp(n, "FPCW") || !strcmp(n, "FPSW"); break;
    case 'I': internal = !strcmp(n, "IP"); break;
    case 'M': internal = !strcmp(n, "MXCSR"); break;
    case 'R': internal = !strcmp(n, "RFLAGS"); break;
    case 'S': internal = !strcmp(n, "SSP") || n[1] == 'T'; break;
    case 'T': internal = !strcmp(n, "TMMCFG"); break;
    default: internal = 0; break;
    }
    return internal ? 0 : r;
}

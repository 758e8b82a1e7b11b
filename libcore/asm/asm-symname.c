/* asm-symname: a symbol's name and relocation specifier in an
 * expression, as LLVM 22's parser reads them and its printer writes them
 * (asm-symname.h). */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "asm-symname.h"

const char *mca_asm_name_in(const char *names, const char *s, size_t n)
{
    for (const char *p = names; n && *p;) {
        const char *e = strchr(p, ' ');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (len == n && strncasecmp(p, s, n) == 0)
            return p;
        p += len + (e != NULL);
    }
    return NULL;
}

const char *mca_asm_at_lookup(const mca_at_specifiers *t, const char *s, size_t n)
{
    return mca_asm_name_in(t->names, s, n);
}

int mca_asm_at_split(mca_asm_cur *c, size_t at, size_t len, size_t *name_len,
                     const char **spec)
{
    *name_len = len;
    *spec = NULL;
    if (!c->at)
        return 0;
    const char *s = c->s + at;
    const char *p = memchr(s, '@', len);
    /* (a name ending in '@' has no specifier: the '@' is the name's) */
    if (!p || p + 1 == s + len)
        return 0;
    size_t k = (size_t)(p - s), vn = len - k - 1;
    const char *found = mca_asm_at_lookup(c->at, p + 1, vn);
    if (found) {
        *name_len = k;
        *spec = found;
        return 0;
    }
    if (c->at->unknown_in_name)
        return 0;
    return mca_asm_error(c, at + k + 1, 1, "invalid variant '%.*s'", (int)vn, p + 1);
}

/* The characters LLVM prints a name with unquoted: letters, digits, '_',
 * '$', '.', and '@' where the assembler info allows it in names. */
static int unquoted_char(int ch, int at_ok)
{
    return isalnum(ch) || ch == '_' || ch == '$' || ch == '.' || (ch == '@' && at_ok);
}

void mca_asm_put_name(mca_strbuf *b, const char *s, size_t n, int at_ok)
{
    size_t i = 0;
    while (i < n && unquoted_char((unsigned char)s[i], at_ok))
        i++;
    if (n && i == n) {
        mca_strbuf_put(b, s, n);
        return;
    }
    mca_strbuf_putc(b, '"');
    for (i = 0; i < n; i++) {
        if (s[i] == '\n') {
            mca_strbuf_put(b, "\\n", 2);
            continue;
        }
        if (s[i] == '"' || s[i] == '\\')
            mca_strbuf_putc(b, '\\');
        mca_strbuf_putc(b, s[i]);
    }
    mca_strbuf_putc(b, '"');
}

size_t mca_asm_quoted_name(const char *s, size_t n, char *out)
{
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n && (s[i + 1] == '\\' || s[i + 1] == '"'))
            i++;
        out[m++] = s[i];
    }
    return m;
}

/* a64-loh: Darwin's linker optimization hints (.loh KIND ARG, ARG...) as
 * LLVM 22's AArch64 parser checks them on Mach-O triples: KIND is one of
 * eight names (exact case) or their numbers 1..8, then as many symbol
 * names as the kind takes (2 or 3), separated by commas, then the end of
 * the statement.  Whether the names are defined is checked at the end of
 * the file by LLVM's generic parser (not here). */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "a64-internal.h"
#include "../asm/asm-symtab.h"

static const struct {
    const char *name;
    int args;
} kinds[] = {
    { "AdrpAdrp", 2 }, { "AdrpLdr", 2 }, { "AdrpAddLdr", 3 }, { "AdrpLdrGotLdr", 3 },
    { "AdrpAddStr", 3 }, { "AdrpLdrGotStr", 3 }, { "AdrpAdd", 2 }, { "AdrpLdrGot", 2 },
};

static bool name_start(int ch)
{
    return isalpha(ch) || ch == '_' || ch == '.' || ch == '$';
}

static bool name_char(int ch)
{
    return isalnum(ch) || ch == '_' || ch == '.' || ch == '$' || ch == '@';
}

/* The position of the next token: blanks skipped (the end of the
 * statement is where its blanks end, as LLVM locates it). */
static size_t next_token(const a64_cur *c, size_t p)
{
    while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
        p++;
    return p;
}

/* A name or a quoted string at p: its end, or p when none. */
static size_t identifier_end(const a64_cur *c, size_t p)
{
    const char *s = c->s;
    if (p < c->end && s[p] == '"') {
        size_t e = p + 1;
        while (e < c->end && s[e] != '"')
            e += s[e] == '\\' ? 2 : 1;
        return e < c->end ? e + 1 : p;
    }
    if (p >= c->end || !name_start((unsigned char)s[p]))
        return p;
    size_t e = p;
    while (e < c->end && name_char((unsigned char)s[e]))
        e++;
    return e;
}

int a64_loh(a64_cur *c, size_t p)
{
    const char *s = c->s;
    p = next_token(c, p);
    int args = 0;
    size_t e = identifier_end(c, p);
    if (e > p && s[p] != '"') {
        for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
            if (strlen(kinds[k].name) == e - p && !strncmp(kinds[k].name, s + p, e - p))
                args = kinds[k].args;
        if (!args)
            return a64_error(c, p, 1, "invalid identifier in directive");
    } else if (p < c->end && isdigit((unsigned char)s[p])) {
        char *end;
        unsigned long v = strtoul(s + p, &end, 0);
        e = (size_t)(end - s);
        while (e < c->end && isalnum((unsigned char)s[e]))
            e++;
        if (v < 1 || v > 8 || e != (size_t)(end - s))
            return a64_error(c, p, 1, "invalid numeric identifier in directive");
        args = kinds[v - 1].args;
    } else {
        return a64_error(c, p, 1, "expected an identifier or a number in directive");
    }
    for (int k = 0; k < args; k++) {
        p = next_token(c, e);
        if (k > 0) {
            if (p >= c->end || s[p] != ',')
                return a64_error(c, p, 1, "expected comma");
            p = next_token(c, p + 1);
        }
        e = identifier_end(c, p);
        if (e == p)
            return a64_error(c, p, 1, "expected identifier in directive");
        /* (LLVM creates each symbol as it reads it) */
        if (s[p] == '"')
            mca_asm_symlog_note(MCA_SYMLOG_REF, p, s + p + 1, e - p >= 2 ? e - p - 2 : 0);
        else
            mca_asm_symlog_note(MCA_SYMLOG_REF, p, s + p, e - p);
    }
    p = next_token(c, e);
    if (p < c->end)
        return a64_error(c, p, 1, "expected newline");
    return 0;
}

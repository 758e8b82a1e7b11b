/* a64-atspec: '@' in an instruction's operands on ELF triples, as LLVM
 * 22's AArch64 parser reads it.  Its lexer makes '@' a token of its own;
 * the operand parser asks for a relocation specifier after it only where
 * an operand without '#' or ':spec:' begins with a symbol ("bl foo@plt",
 * "add x0, x0, sym@PAGEOFF"), and knows ELF's three (GOT, GOTPCREL, PLT,
 * any case).  Elsewhere (after '#', inside parentheses, after an operator,
 * in adr and adrp) the expression ends at the '@', which is then an
 * unexpected token.  The shared expression layer reads '@' as part of a
 * name (Darwin's and x86's rules), so this check runs on the text first.
 * Mach-O triples (Darwin's eight specifiers, read everywhere) and COFF
 * ones (their own messages) are not checked here. */
#include <config.h>

#include <ctype.h>
#include <stdbool.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"

static bool ident_start(int ch)
{
    return isalpha(ch) || ch == '_' || ch == '.' || ch == '$';
}

static bool ident_char(int ch)
{
    return isalnum(ch) || ch == '_' || ch == '.' || ch == '$';
}

/* Whether s[a..b) is one name with blanks after it. */
static bool one_name(const char *s, size_t a, size_t b)
{
    if (a >= b || !ident_start((unsigned char)s[a]))
        return false;
    while (a < b && ident_char((unsigned char)s[a]))
        a++;
    while (a < b && (s[a] == ' ' || s[a] == '\t'))
        a++;
    return a == b;
}

static bool elf_specifier(const char *s, size_t n)
{
    static const char *const names[] = { "got", "gotpcrel", "plt" };
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (strlen(names[k]) == n && !strncasecmp(names[k], s, n))
            return true;
    return false;
}

int a64_at_specifiers(a64_cur *c, const char *mn, size_t ops_at)
{
    const char *s = c->s;
    size_t end = c->end;
    if (ops_at >= end || !memchr(s + ops_at, '@', end - ops_at))
        return 0;
    bool adr = !strcmp(mn, "adr") || !strcmp(mn, "adrp");
    size_t op = ops_at; /* where the operand (or the memory operand's part) begins */
    int depth = 0;      /* parentheses open in it */
    for (size_t i = ops_at; i < end; i++) {
        char ch = s[i];
        if (ch == '"') {
            for (i++; i < end && s[i] != '"'; i++)
                if (s[i] == '\\')
                    i++;
            continue;
        }
        if (ch == ',' || ch == '[' || ch == '{' || i == ops_at) {
            op = ch == ',' || ch == '[' || ch == '{' ? i + 1 : i;
            while (op < end && (s[op] == ' ' || s[op] == '\t'))
                op++;
            depth = 0;
            continue;
        }
        if (ch == '(')
            depth++;
        else if (ch == ')' && depth > 0)
            depth--;
        if (ch != '@')
            continue;
        if (depth > 0) {
            /* the parenthesised expression ends at the '@' */
            a64_error(c, i, 1, "expected ')'");
            if (!c->err2_msg && (c->err2_msg = strdup("invalid operand")) != NULL)
                c->err2_off = op;
            return -1;
        }
        if (adr || s[op] == '#' || s[op] == ':' || !one_name(s, op, i))
            return a64_error(c, i, 1, "unexpected token in argument list");
        size_t j = i + 1;
        while (j < end && (s[j] == ' ' || s[j] == '\t'))
            j++;
        size_t n = 0;
        if (j < end && ident_start((unsigned char)s[j]))
            while (j + n < end && ident_char((unsigned char)s[j + n]))
                n++;
        if (!n)
            return a64_error(c, j, 1, "expected specifier following '@'");
        if (!elf_specifier(s + j, n))
            return a64_error(c, j, 1, "invalid specifier '@%.*s'", (int)n, s + j);
        i = j + n - 1;
    }
    return 0;
}

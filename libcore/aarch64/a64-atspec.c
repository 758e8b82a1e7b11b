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
 * ones (their own messages) are not checked here.
 * LLVM reads the whole expression first and then applies the specifier to
 * every symbol in it ("b sym + 4 @ plt" is b sym@PLT+4, "b a-b@plt" is
 * b a@PLT-b@PLT); such an operand is rewritten in a private copy of the
 * text into the form the shared layer reads (sym@plt+4), padded with
 * blanks so that the columns of what follows stay where they were. */
#include <config.h>

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
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


/* Whether s[a..b) is an expression LLVM reads before an '@' and which the
 * rewrite below can take: it begins with a name (not '.' alone), holds
 * names, numbers, blanks, parentheses and operators only (no string, no
 * other '@', no directional label) and ends with a name, number or ')'. */
static bool expr_text(const char *s, size_t a, size_t b, bool any_start);

static bool plain_expr(const char *s, size_t a, size_t b)
{
    return expr_text(s, a, b, false);
}

/* As plain_expr, any_start: it may also begin with a number or '(' (Darwin
 * applies a specifier after any expression), holding a name somewhere. */
static bool expr_text(const char *s, size_t a, size_t b, bool any_start)
{
    while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t'))
        b--;
    if (a >= b || (!any_start && !ident_start((unsigned char)s[a])) ||
        (s[a] == '.' && (a + 1 == b || !ident_char((unsigned char)s[a + 1]))))
        return false;
    bool named = false;
    for (size_t k = a; k < b && !named; k++)
        named = ident_start((unsigned char)s[k]) && (k == a || !ident_char((unsigned char)s[k - 1]));
    if (!named)
        return false;
    char last = 0;
    for (size_t k = a; k < b;) {
        unsigned char ch = (unsigned char)s[k];
        if (isdigit(ch)) {
            size_t e = k;
            while (e < b && isalnum((unsigned char)s[e]))
                e++;
            if (strchr("bBfF", s[e - 1]) && e - k > 1 && strspn(s + k, "0123456789") == e - k - 1)
                return false; /* 1b, 2f: a label LLVM would also mark */
            k = e;
            last = 'n';
        } else if (ident_start(ch)) {
            while (k < b && ident_char((unsigned char)s[k]))
                k++;
            last = 'n';
        } else if (strchr("+-*/%&|^<>~!() \t", ch) && ch) {
            last = ch == ')' ? 'n' : ch == ' ' || ch == '\t' ? last : 'o';
            k++;
        } else {
            return false;
        }
    }
    return last == 'n';
}

/* The text of s[a..b) (a plain_expr) with "@SPEC" (s[sp..sp+n)) after each
 * name and its blanks dropped, into out (NUL-ended); its length. */
static size_t specified(const char *s, size_t a, size_t b, size_t sp, size_t n, char *out)
{
    size_t o = 0;
    for (size_t k = a; k < b;) {
        unsigned char ch = (unsigned char)s[k];
        if (ch == ' ' || ch == '\t') {
            k++;
        } else if (isdigit(ch)) {
            while (k < b && isalnum((unsigned char)s[k]))
                out[o++] = s[k++];
        } else if (ident_start(ch)) {
            while (k < b && ident_char((unsigned char)s[k]))
                out[o++] = s[k++];
            out[o++] = '@';
            memcpy(out + o, s + sp, n);
            o += n;
        } else {
            out[o++] = s[k++];
        }
    }
    out[o] = 0;
    return o;
}

/* Replaces s[a..a+span) by rep[0..len) in c's own copy of the text (the
 * rest padded with blanks when shorter, so the columns of what follows
 * stay where they were); the end of the replaced part in *stop.  A longer
 * text moves what follows: 0, or -1 out of memory. */
static int replace_text(a64_cur *c, size_t a, size_t span, const char *rep, size_t len,
                        size_t *stop)
{
    size_t size = c->end + (len > span ? len - span : 0);
    char *w = c->own;
    if (!w || len > span) {
        if (!(w = malloc(size + 1)))
            return a64_error(c, a, 1, "out of memory"), -1;
        if (len > span) {
            /* errors after the operand move back to the input's columns */
            c->own_moved_at = a + len;
            c->own_moved += len - span;
        }
        memcpy(w, c->s, a);
        memcpy(w + a + (len > span ? len : span), c->s + a + span, c->end - a - span);
        w[size] = 0;
        free(c->own);
        c->own = w;
        c->s = w;
        c->end = size;
    }
    memcpy(w + a, rep, len);
    for (size_t k = len; k < span; k++)
        w[a + k] = ' ';
    *stop = a + (len > span ? len : span);
    return 0;
}

/* Rewrites s[a..j+n) (expression, '@', specifier s[j..j+n)) as the
 * shared layer reads it (a64_at_specifiers' header). */
static int rewrite(a64_cur *c, size_t a, size_t at, size_t j, size_t n, size_t *stop)
{
    char *tmp = malloc(2 * (at - a) * (n + 2) + 1);
    if (!tmp)
        return a64_error(c, a, 1, "out of memory"), -1;
    size_t len = specified(c->s, a, at, j, n, tmp);
    int r = replace_text(c, a, j + n - a, tmp, len, stop);
    free(tmp);
    return r;
}

/* '@' at at where LLVM's expression wants a primary: with the name after
 * it, one name, which its printer quotes ("@plt"), rewritten so (the end
 * in *stop); else LLVM's error.  0, or -1. */
static int at_primary(a64_cur *c, size_t at, size_t *stop)
{
    const char *s = c->s;
    size_t e = at + 1;
    while (e < c->end && ident_char((unsigned char)s[e]))
        e++;
    if (e == at + 1)
        return a64_error(c, at, 1, "expected a symbol reference");
    char *q = malloc(e - at + 3);
    if (!q)
        return a64_error(c, at, 1, "out of memory"), -1;
    q[0] = '"';
    memcpy(q + 1, s + at, e - at);
    q[e - at + 1] = '"';
    int r = replace_text(c, at, e - at, q, e - at + 2, stop);
    free(q);
    return r;
}

/* Whether an operand's expression s[op..at) wants a primary at at: it is
 * empty (or a '#') or ends with an operator or '(' (blanks aside). */
static bool primary_at(const char *s, size_t op, size_t at)
{
    while (at > op && (s[at - 1] == ' ' || s[at - 1] == '\t'))
        at--;
    return at == op || (at == op + 1 && s[op] == '#') || strchr("+-*/%&|^<>~!(", s[at - 1]);
}

/* The closing quote of the string opened at i (or end). */
static size_t string_end(const char *s, size_t i, size_t end)
{
    for (i++; i < end && s[i] != '"'; i++)
        if (s[i] == '\\')
            i++;
    return i;
}

/* Does an operand (or a memory operand's part) begin at i, the first
 * operand's first character or a ',', '[' or '{'?  Then *op is where its
 * text begins, blanks skipped. */
static bool operand_start(const char *s, size_t i, size_t end, size_t ops_at, size_t *op)
{
    char ch = s[i];
    bool sep = ch == ',' || ch == '[' || ch == '{';
    if (!sep && i != ops_at)
        return false;
    size_t at = sep ? i + 1 : i;
    while (at < end && (s[at] == ' ' || s[at] == '\t'))
        at++;
    *op = at;
    return true;
}

/* An '@' at *i that starts a primary of its own (primary_at): rewritten
 * by at_primary, the scan resumed after it in the new text (*s, *end
 * and *i moved).  1 when it was one, 0 when not, -1 after an error. */
static int primary_here(a64_cur *c, const char **s, size_t *end, size_t op, size_t *i)
{
    if (!primary_at(*s, op, *i))
        return 0;
    size_t stop;
    if (at_primary(c, *i, &stop) != 0)
        return -1;
    *s = c->s;
    *end = c->end;
    *i = stop - 1;
    return 1;
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
            i = string_end(s, i, end);
            continue;
        }
        if (operand_start(s, i, end, ops_at, &op)) {
            depth = 0;
            continue;
        }
        if (ch == '(')
            depth++;
        else if (ch == ')' && depth > 0)
            depth--;
        if (ch != '@')
            continue;
        int pr = primary_here(c, &s, &end, op, &i);
        if (pr < 0)
            return -1;
        if (pr)
            continue;
        if (depth > 0) {
            /* the parenthesised expression ends at the '@' */
            a64_error(c, i, 1, "expected ')'");
            if (!c->err2_msg && (c->err2_msg = strdup("invalid operand")) != NULL)
                c->err2_off = op;
            return -1;
        }
        bool name_at = one_name(s, op, i) && s[i - 1] != ' ' && s[i - 1] != '\t' &&
                       (s[op] != '.' || ident_char((unsigned char)s[op + 1]));
        if (adr || s[op] == '#' || s[op] == ':' || (!name_at && !plain_expr(s, op, i)))
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
        if (name_at && j == i + 1) {
            i = j + n - 1;
            continue;
        }
        size_t stop;
        if (rewrite(c, op, i, j, n, &stop) != 0)
            return -1;
        s = c->s;
        end = c->end;
        i = stop - 1;
    }
    return 0;
}

/* Darwin's relocation specifiers (Mach-O), any case. */
static int macho_specifier(const char *s, size_t n)
{
    static const char *const names[] = { "GOT", "GOTPAGE", "GOTPAGEOFF", "PAGE", "PAGEOFF",
                                         "TLVP", "TLVPPAGE", "TLVPPAGEOFF" };
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (strlen(names[k]) == n && !strncasecmp(names[k], s, n))
            return (int)k;
    return -1;
}

int a64_macho_specifiers(a64_cur *c, const char *mn, size_t ops_at)
{
    const char *s = c->s;
    size_t end = c->end;
    if (ops_at >= end || !memchr(s + ops_at, '@', end - ops_at))
        return 0;
    bool adr = !strcmp(mn, "adr"), adrp = !strcmp(mn, "adrp");
    size_t op = ops_at;
    for (size_t i = ops_at; i < end; i++) {
        char ch = s[i];
        if (ch == '"') {
            i = string_end(s, i, end);
            continue;
        }
        if (operand_start(s, i, end, ops_at, &op))
            continue;
        if (ch != '@')
            continue;
        int pr = primary_here(c, &s, &end, op, &i);
        if (pr < 0)
            return -1;
        if (pr)
            continue;
        /* Darwin's lexer reads "sym@NAME" as one name: '@' right after one
         * (or after a parenthesis or blanks: "a op b @NAME" applies to all
         * of it) */
        size_t before = i;
        while (before > op && (s[before - 1] == ' ' || s[before - 1] == '\t'))
            before--;
        bool blank = before < i;
        if (before == ops_at ||
            !(ident_char((unsigned char)s[before - 1]) || s[before - 1] == ')'))
            continue;
        size_t j = i + 1, n = 0;
        while (blank && j < end && (s[j] == ' ' || s[j] == '\t'))
            j++; /* (an '@' token of its own: blanks may follow it too) */
        while (j + n < end && ident_char((unsigned char)s[j + n]))
            n++;
        if (!n) {
            size_t b = j;
            while (b < end && (s[b] == ' ' || s[b] == '\t'))
                b++;
            if (b < end && s[b] != ',' && s[b] != ']')
                continue; /* (another token follows: not this check's) */
            return a64_error(c, j, 1, "expected specifier following '@'");
        }
        int k = macho_specifier(s + j, n);
        if (k < 0)
            return a64_error(c, j, 1, "invalid specifier '@%.*s'", (int)n, s + j);
        if (adr)
            return a64_error(c, op, 1, "unexpected adr label");
        /* adrp takes the page of a symbol: @PAGE, @GOTPAGE, @TLVPPAGE */
        if (adrp && k != 1 && k != 3 && k != 6)
            return a64_error(c, op, 1, "page or gotpage label reference expected");
        if ((!blank && one_name(s, op, i)) || s[op] == '#' || s[op] == ':' ||
            !expr_text(s, op, i, true)) {
            i = j + n - 1;
            continue;
        }
        /* the specifier of an expression marks each of its symbols
         * (_sym+8@PAGEOFF is _sym@PAGEOFF+8, _a-_b@PAGEOFF both) */
        size_t stop;
        if (rewrite(c, op, i, j, n, &stop) != 0)
            return -1;
        s = c->s;
        end = c->end;
        i = stop - 1;
    }
    return 0;
}

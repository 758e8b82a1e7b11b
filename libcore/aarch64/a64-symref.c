/* a64-symref: whether an expression operand is what LLVM's AArch64 parser
 * calls a symbol reference (classifySymbolRef): it evaluates to one symbol
 * plus a constant ("sym", "sym+8", "4+sym", "sym+4*2").
 * Such an immediate needs a relocation specifier where LLVM's operand
 * classes ask for one (add's :lo12:); an expression that does not
 * evaluate so (two symbols added, one subtracted, a symbol shifted or
 * multiplied: "a+b", "a-b", "-a", "a<<2") is one LLVM leaves to the
 * fixup and takes.  The text is the operand's expression as the shared
 * layer prints it. */
#include <config.h>

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "a64-internal.h"

/* A value as LLVM's relocatable evaluation makes it: a constant plus at
 * most one symbol added and one subtracted (their names, NULL for none),
 * or none such (linear false: two symbols added, a symbol multiplied). */
typedef struct {
    bool linear;
    long long k;
    const char *plus, *minus;
} lin;

typedef struct {
    const char *s;
    size_t i;
    bool bad; /* a token this reader does not know: no verdict */
} rd;

static void ws(rd *r)
{
    while (r->s[r->i] == ' ' || r->s[r->i] == '\t')
        r->i++;
}

static bool symbolic(const lin *v)
{
    return v->plus || v->minus;
}

/* a + sign * b */
static void add(lin *a, const lin *b, int sign)
{
    const char *bp = sign > 0 ? b->plus : b->minus, *bm = sign > 0 ? b->minus : b->plus;
    if (!a->linear || !b->linear || (a->plus && bp) || (a->minus && bm)) {
        a->linear = false;
        return;
    }
    a->k += sign * b->k;
    if (bp)
        a->plus = bp;
    if (bm)
        a->minus = bm;
}

static lin expr(rd *r, int min_prec);

static lin primary(rd *r)
{
    lin v = { .linear = true };
    ws(r);
    const char *s = r->s;
    char ch = s[r->i];
    if (ch == '(') {
        r->i++;
        v = expr(r, 1);
        ws(r);
        if (s[r->i] != ')')
            r->bad = true;
        else
            r->i++;
    } else if (ch == '-' || ch == '+' || ch == '~' || ch == '!') {
        r->i++;
        lin a = primary(r);
        if (ch == '-') {
            /* (LLVM negates no value that adds a symbol and subtracts
             * none: -a is no symbol reference, -(4-a) is one) */
            lin z = { .linear = !(a.plus && !a.minus) };
            add(&z, &a, -1);
            v = z;
        } else if (ch == '+') {
            v = a;
        } else {
            v.linear = a.linear && !symbolic(&a);
            v.k = ch == '~' ? ~a.k : !a.k;
        }
    } else if (isdigit((unsigned char)ch)) {
        char *e;
        v.k = strtoll(s + r->i, &e, 0);
        r->i = (size_t)(e - s);
    } else if (ch == '"') {
        size_t a = r->i++;
        while (s[r->i] && s[r->i] != '"')
            r->i += s[r->i] == '\\' && s[r->i + 1] ? 2 : 1;
        if (s[r->i])
            r->i++;
        v.plus = s + a;
    } else if (isalpha((unsigned char)ch) || ch == '_' || ch == '.' || ch == '$') {
        size_t a = r->i;
        while (isalnum((unsigned char)s[r->i]) || (s[r->i] && strchr("_.$@", s[r->i])))
            r->i++;
        v.plus = s + a;
    } else {
        r->bad = true;
    }
    return v;
}

/* The binary operator at the reader (its length in *len), with LLVM's
 * GNU precedence; 0 when none. */
static int binop(const rd *r, size_t *len, char *op)
{
    static const struct { const char *t; int prec; } ops[] = {
        { "||", 1 }, { "&&", 2 }, { "==", 3 }, { "!=", 3 }, { "<>", 3 }, { "<=", 3 },
        { ">=", 3 }, { "<<", 6 }, { ">>", 6 }, { "<", 3 }, { ">", 3 }, { "+", 4 },
        { "-", 4 }, { "|", 5 }, { "^", 5 }, { "&", 5 }, { "!", 5 }, { "*", 6 }, { "/", 6 },
        { "%", 6 },
    };
    for (size_t k = 0; k < sizeof ops / sizeof *ops; k++) {
        size_t l = strlen(ops[k].t);
        if (!strncmp(r->s + r->i, ops[k].t, l)) {
            *len = l;
            *op = ops[k].t[0] == '<' && l == 2 && ops[k].t[1] == '<' ? 'L'
                  : ops[k].t[0] == '>' && l == 2 && ops[k].t[1] == '>' ? 'R'
                  : l == 1 ? ops[k].t[0] : '?';
            return ops[k].prec;
        }
    }
    return 0;
}

static lin expr(rd *r, int min_prec)
{
    lin a = primary(r);
    for (;;) {
        ws(r);
        size_t len;
        char op;
        int prec = binop(r, &len, &op);
        if (!prec || prec < min_prec || r->bad)
            return a;
        r->i += len;
        lin b = expr(r, prec + 1);
        if (op == '+' || op == '-') {
            add(&a, &b, op == '+' ? 1 : -1);
            continue;
        }
        if (!a.linear || !b.linear || symbolic(&a) || symbolic(&b)) {
            a.linear = false;
            continue;
        }
        long long x = a.k, y = b.k;
        switch (op) {
        case '*': a.k = x * y; break;
        case '/': a.k = y ? x / y : 0; break;
        case '%': a.k = y ? x % y : 0; break;
        case 'L': a.k = (long long)((unsigned long long)x << (y & 63)); break;
        case 'R': a.k = x >> (y & 63); break;
        case '|': a.k = x | y; break;
        case '^': a.k = x ^ y; break;
        case '&': a.k = x & y; break;
        default: a.k = 0; break; /* (comparisons: the value matters not) */
        }
    }
}

bool a64_symbol_ref(const char *text)
{
    rd r = { text, 0, false };
    lin v = expr(&r, 1);
    ws(&r);
    if (r.bad || text[r.i])
        return true; /* (unknown: as before, a symbol reference) */
    return v.linear && v.plus && !v.minus;
}

/* asm-expr: assembler expressions.  Constant subexpressions fold; a
 * symbolic expression keeps the text LLVM's MCExpr printer gives it.
 *
 * Nesting is limited to MAX_DEPTH: parentheses and unary operators (the
 * parser recurses on them) and the depth of a symbolic expression's tree
 * (printing and freeing recurse on it).  LLVM has no limit and overflows
 * its stack instead (llvm-mca 22 with 8 MB: SIGSEGV from about 18,700
 * nested parentheses, 30,500 unary operators, 47,000 chained symbolic
 * terms), so no limit can match it everywhere; 4096 is far beyond what
 * code nests, keeps the recursion near 1 MB in an optimised build and
 * well inside the default stack under the sanitizers, and the input gets
 * a located error instead of a crash. */
#include <config.h>

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "asm-symname.h"
#include "asm-symtab.h"
#include "mca/strbuf.h"

typedef struct node node;
struct node {
    char op;            /* 0 constant, 's' symbol, 'u' unary minus, '~', 'n' logical
                           not, or binary (see bin_op) */
    int64_t val;
    char *sym;
    node *l, *r;
    unsigned depth;     /* of the tree below: 0 for a leaf */
};

enum { MAX_DEPTH = 4096 };

static void node_free(node *n)
{
    if (!n)
        return;
    node_free(n->l);
    node_free(n->r);
    free(n->sym);
    free(n);
}

static node *node_new(mca_asm_cur *c, char op)
{
    node *n = calloc(1, sizeof *n);
    if (!n)
        mca_asm_error(c, c->pos, 1, "out of memory");
    else
        n->op = op;
    return n;
}

static node *parse_bin(mca_asm_cur *c, int level, unsigned depth);

/* Comparisons and logical operators are GNU as's; the Intel expression
 * state machine (MCA_ASM_SYMBOL_ASIDE) has none of them. */
static int gnu_ops(const mca_asm_cur *c)
{
    return !(c->expr & MCA_ASM_SYMBOL_ASIDE);
}


static int digit_value(int ch)
{
    ch = tolower(ch);
    return isdigit(ch) ? ch - '0' : (ch >= 'a' && ch <= 'f') ? ch - 'a' + 10 : 99;
}

/* The value of the n digits p in base into *v: 0, -1 when a digit is not
 * of the base (or there is none), -2 when it needs more than 64 bits. */
static int digits_value(const char *p, size_t n, int base, uint64_t *v)
{
    *v = 0;
    if (n == 0)
        return -1;
    for (size_t k = 0; k < n; k++) {
        int d = digit_value((unsigned char)p[k]);
        if (d >= base)
            return -1;
        if (*v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
            return -2;
        *v = *v * (uint64_t)base + (uint64_t)d;
    }
    return 0;
}

/* The end of the integer suffixes the assembler ignores after p[i]: an
 * optional U, then at most two L (any case). */
static size_t skip_int_suffix(const char *p, size_t i, size_t end)
{
    if (i < end && (p[i] == 'u' || p[i] == 'U'))
        i++;
    for (int k = 0; k < 2 && i < end && (p[i] == 'l' || p[i] == 'L'); k++)
        i++;
    return i;
}

/* How the number at p (a digit first, end bounding it) is spelled: its
 * base, where its digits are [*from, *to) and where the token ends
 * (*next).  llvm-mca 22's lexer reads MASM radix suffixes for every
 * target (llvm-mc does not): digits and letters a-f followed by h
 * (hexadecimal), t (decimal), o or q (octal), y (binary); a last d after
 * decimal digits, or a last b after binary digits, is a suffix too (12d,
 * 101b: never a label).  Otherwise: 0x hexadecimal (an h may follow),
 * a leading 0 octal, else decimal digits; what follows the digits is
 * another token (0b101 is 0 then "b101", 1f is 1 then "f"). */
static int number_spelling(const char *p, size_t end, size_t *from, size_t *to, size_t *next)
{
    size_t i = 1, non_bin = (p[0] == '0' || p[0] == '1') ? (size_t)-1 : 0;
    size_t non_dec = (size_t)-1;
    while (i < end && isxdigit((unsigned char)p[i])) {
        if (!isdigit((unsigned char)p[i]) && non_dec == (size_t)-1)
            non_dec = i;
        if (p[i] != '0' && p[i] != '1' && non_bin == (size_t)-1)
            non_bin = i;
        i++;
    }
    int base = 0;
    char sfx = i < end ? (char)tolower((unsigned char)p[i]) : 0;
    *from = 0;
    *to = *next = i;
    if (sfx == 'h' || sfx == 't' || sfx == 'o' || sfx == 'q' || sfx == 'y') {
        base = sfx == 'h' ? 16 : sfx == 't' ? 10 : sfx == 'y' ? 2 : 8;
        *next = i + 1;
    } else if (non_dec == i - 1 && (p[i - 1] == 'd' || p[i - 1] == 'D')) {
        base = 10;
        *to = i - 1;
    } else if (non_bin == i - 1 && (p[i - 1] == 'b' || p[i - 1] == 'B')) {
        base = 2;
        *to = i - 1;
    }
    if (base)
        return base;
    if (p[0] == '0' && end > 1 && (p[1] == 'x' || p[1] == 'X')) {
        i = 2;
        while (i < end && isxdigit((unsigned char)p[i]))
            i++;
        *from = 2;
        *to = *next = i;
        if (i < end && (p[i] == 'h' || p[i] == 'H'))
            *next = i + 1;
        return 16;
    }
    i = 1;
    while (i < end && isdigit((unsigned char)p[i]))
        i++;
    *to = *next = i;
    return p[0] == '0' ? 8 : 10;
}

/* A directional local label reference at p (the digits end at n): 1f, 2b. */
static node *dlabel_ref(mca_asm_cur *c, const char *p, size_t n)
{
    node *r = node_new(c, 's');
    if (r && !(r->sym = strndup(p, n + 1))) {
        free(r);
        return mca_asm_error(c, c->pos, 1, "out of memory"), NULL;
    }
    if (r)
        c->pos += n + 1;
    return r;
}

/* Read a number at the cursor (GNU, Intel and MASM spellings): 1 with its
 * value in *v and the cursor past it; 0 when it is a directional label
 * reference (its digits end at *to, the cursor stays); -1 on error (in c). */
static int number_at(mca_asm_cur *c, int64_t *v, size_t *to_out)
{
    size_t at = c->pos, end = c->end - at, from, to, next;
    const char *p = c->s + at;
    int base = number_spelling(p, end, &from, &to, &next);
    /* 1e5: LLVM lexes a real number, which no operand here takes */
    if (!c->reals && base == 10 && from == 0 && to == next && to < end &&
        (p[to] == 'e' || p[to] == 'E')) {
        if (!c->err)
            c->lex_err = 1;
        return mca_asm_error(c, at, 1, "invalid decimal number");
    }
    uint64_t u;
    int r = digits_value(p + from, to - from, base, &u);
    if (r == -1 && !c->err)
        c->lex_err = 1;
    if (r == -1)
        return mca_asm_error(c, at, 1, "invalid %s number",
                             base == 16 ? "hexadecimal" : base == 8 ? "octal" :
                             base == 2 ? "binary" : "decimal");
    /* more than 64 bits: LLVM's lexer makes a big number no expression
     * takes */
    if (r == -2)
        return mca_asm_error(c, at, 1, "literal value out of range for directive");
    /* digits then the word "f" or "b": a directional label */
    if ((base == 10 || base == 8) && from == 0 && to == next && to < end &&
        (p[to] == 'f' || p[to] == 'b') && mca_asm_ident_len(c, at + to) == 1) {
        *to_out = to;
        return 0;
    }
    c->pos = at + skip_int_suffix(p, next, end);
    *v = (int64_t)u;
    return 1;
}

/* Past an exponent's optional sign and its digits from i. */
static size_t exponent_end(const char *s, size_t i, size_t end)
{
    if (i < end && (s[i] == '+' || s[i] == '-'))
        i++;
    while (i < end && isdigit((unsigned char)s[i]))
        i++;
    return i;
}

/* The end of the real number LLVM's lexer reads at at (after the digits
 * of a number spelled decimally or "0", a '.' or an exponent follows; a
 * '.' and a digit; 0x, hexadecimal digits and a '.' or 'p'), 0 when none
 * starts there; (size_t)-1 with the error in c. */
static size_t real_end(mca_asm_cur *c, size_t at)
{
    const char *s = c->s;
    size_t end = c->end, i = at;
    if (s[i] == '0' && i + 1 < end && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
        for (i += 2; i < end && isxdigit((unsigned char)s[i]);)
            i++;
        if (i >= end || (s[i] != '.' && s[i] != 'p' && s[i] != 'P'))
            return 0;
        if (s[i] == '.')
            for (i++; i < end && isxdigit((unsigned char)s[i]);)
                i++;
        if (i >= end || (s[i] != 'p' && s[i] != 'P'))
            return mca_asm_error(c, at, 1, "invalid hexadecimal floating-point constant: "
                                          "expected exponent part 'p'"), (size_t)-1;
        return exponent_end(s, i + 1, end);
    }
    if (s[i] == '.') {
        if (i + 1 >= end || !isdigit((unsigned char)s[i + 1]))
            return 0;
        /* (.5abc is a name) */
        size_t d = i + 1;
        while (d < end && isdigit((unsigned char)s[d]))
            d++;
        if (d < end && s[d] != 'e' && s[d] != 'E' &&
            (isalnum((unsigned char)s[d]) || s[d] == '_' || s[d] == '$' || s[d] == '.'))
            return 0;
    } else {
        size_t from, to, next;
        int base = number_spelling(s + i, end - i, &from, &to, &next);
        bool dec = base == 10 && from == 0 && to == next && s[i] != '0';
        if (!(dec && i + to < end && (s[i + to] == '.' || s[i + to] == 'e' || s[i + to] == 'E')) &&
            !(s[i] == '0' && i + 1 < end && s[i + 1] == '.'))
            return 0;
        i += s[i] == '0' ? 1 : to;
    }
    if (s[i] == '.')
        for (i++; i < end && isdigit((unsigned char)s[i]);)
            i++;
    if (i < end && (s[i] == '+' || s[i] == '-'))
        return mca_asm_error(c, i, 1, "invalid sign in float literal"), (size_t)-1;
    if (i < end && (s[i] == 'e' || s[i] == 'E'))
        i = exponent_end(s, i + 1, end);
    return i;
}

/* The real number at the cursor, up to e (real_end), into a node of its
 * double's bits. */
static node *parse_real(mca_asm_cur *c, size_t e)
{
    size_t n = e - c->pos;
    char *t = strndup(c->s + c->pos, n);
    if (!t)
        return mca_asm_error(c, c->pos, 1, "out of memory"), NULL;
    double d = strtod(t, NULL);
    free(t);
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    node *k = node_new(c, 0);
    if (k) {
        k->val = (int64_t)bits;
        c->pos = e;
    }
    return k;
}

/* Parse a number at the cursor into a node. */
static node *parse_number(mca_asm_cur *c)
{
    if (c->reals) {
        size_t e = real_end(c, c->pos);
        if (e == (size_t)-1)
            return NULL;
        if (e)
            return parse_real(c, e);
    }
    int64_t v;
    size_t to;
    int r = number_at(c, &v, &to);
    if (r < 0)
        return NULL;
    if (r == 0)
        return dlabel_ref(c, c->s + c->pos, to);
    node *n = node_new(c, 0);
    if (n)
        n->val = v;
    return n;
}

/* Put l (and r) under a new node of op; NULL (l, r freed) when out of
 * memory or when the tree would be deeper than MAX_DEPTH (error at at). */
static node *join(mca_asm_cur *c, char op, node *l, node *r, size_t at)
{
    unsigned depth = 1 + (r && r->depth > l->depth ? r->depth : l->depth);
    node *n = depth > MAX_DEPTH ? NULL : node_new(c, op);
    if (!n) {
        if (depth > MAX_DEPTH)
            mca_asm_error(c, at, 1, "expression nested too deeply (more than %d levels)",
                          MAX_DEPTH);
        node_free(l);
        node_free(r);
        return NULL;
    }
    n->l = l;
    n->r = r;
    n->depth = depth;
    return n;
}

/* The symbol of len characters at the cursor under MCA_ASM_SYMBOL_ASIDE:
 * a 0 in the arithmetic, its name kept in c->aside. */
/* A symbol LLVM's parser creates: the name before any relocation
 * specifier ('@'), not a directional label's "1f" (asm-dlabel.c). */
static void note_symbol(const mca_asm_cur *c, size_t at, size_t len)
{
    const char *s = c->s + at;
    if (isdigit((unsigned char)s[0]))
        return;
    size_t n = 0;
    while (n < len && (s[n] != '@' || (c->expr & MCA_ASM_AT_IN_NAME)))
        n++;
    mca_asm_symlog_note(MCA_SYMLOG_REF, c->base + at, s, n);
}

/* The printed text of a symbol's name[0, n) with its specifier (NULL:
 * none): malloc'd, or NULL after the error (located at at).  checked: the
 * name is written as LLVM's printer writes any name (quoted where it must
 * be), else as it stands. */
static char *spec_text(mca_asm_cur *c, size_t at, const char *name, size_t n, int checked,
                       const char *spec, size_t spec_len)
{
    mca_strbuf b;
    mca_strbuf_init(&b);
    if (checked)
        mca_asm_put_name(&b, name, n, (c->expr & MCA_ASM_AT_IN_NAME) != 0);
    else
        mca_strbuf_put(&b, name, n);
    if (spec) {
        mca_strbuf_putc(&b, '@');
        mca_strbuf_put(&b, spec, spec_len);
    }
    mca_strbuf_putc(&b, 0);
    if (b.failed) {
        mca_strbuf_free(&b);
        return mca_asm_error(c, at, 1, "out of memory"), NULL;
    }
    return b.data;
}

/* The printed text of the identifier of len characters at the cursor:
 * with the target's specifiers (c->at) its name and the specifier LLVM
 * splits off, else the identifier with what follows an '@' in upper case.
 * NULL after an error. */
static char *symbol_text(mca_asm_cur *c, size_t len)
{
    const char *s = c->s + c->pos;
    if (!c->at) {
        char *t = strndup(s, len);
        if (!t)
            return mca_asm_error(c, c->pos, 1, "out of memory"), NULL;
        for (char *p = c->expr & MCA_ASM_AT_IN_NAME ? NULL : strchr(t, '@'); p && *p; p++)
            *p = (char)toupper((unsigned char)*p);
        return t;
    }
    size_t n;
    const char *spec;
    if (mca_asm_at_split(c, c->pos, len, &n, &spec) != 0)
        return NULL;
    /* (a name that kept an '@' may need quotes) */
    return spec_text(c, c->pos, s, n, memchr(s, '@', n) != NULL, spec, spec ? len - n - 1 : 0);
}

static node *symbol_aside(mca_asm_cur *c, size_t len)
{
    size_t at = c->pos;
    if (c->after_mul) {
        c->pos += len;
        mca_asm_skip_ws(c);
        return mca_asm_error(c, c->pos, 1, "unknown token in expression"), NULL;
    }
    if (c->aside)
        return mca_asm_error(c, at, 1, "cannot use more than one symbol in memory operand"),
               NULL;
    if (!(c->aside = symbol_text(c, len)))
        return NULL;
    note_symbol(c, at, len);
    c->pos += len;
    return node_new(c, 0);
}

/* The quoted name from c->s[at] to its closing quote at close, and the
 * specifier a target with at-specifiers reads after it ("name"@PLT, the
 * '@' a token of its own). */
static node *quoted_symbol(mca_asm_cur *c, size_t at, size_t close)
{
    size_t raw = close - at - 1;
    char *name = malloc(raw + 1);
    if (!name)
        return mca_asm_error(c, at, 1, "out of memory"), NULL;
    size_t n = mca_asm_quoted_name(c->s + at + 1, raw, name);
    mca_asm_symlog_note(MCA_SYMLOG_REF, c->base + at, name, n);
    c->pos = close + 1;
    const char *spec = NULL;
    size_t spec_len = 0, after = c->pos;
    if (c->at && mca_asm_peek(c) == '@') {
        c->pos++;
        mca_asm_skip_ws(c);
        size_t from, to, tl = mca_asm_name_token(c->s, c->pos, c->end, &from, &to);
        if (!tl) {
            free(name);
            return mca_asm_error(c, c->pos, 1, "expected symbol variant after '@'"), NULL;
        }
        spec = mca_asm_at_lookup(c->at, c->s + from, to - from);
        spec_len = to - from;
        if (!spec && !c->at->unknown_in_name) {
            free(name);
            return mca_asm_error(c, from, 1, "invalid variant '%.*s'", (int)(to - from),
                                 c->s + from), NULL;
        }
        c->pos += tl;
    } else {
        c->pos = after;
    }
    char *text = spec_text(c, at, name, n, 1, spec, spec_len);
    free(name);
    if (!text)
        return NULL;
    node *k = node_new(c, 's');
    if (!k) {
        free(text);
        return NULL;
    }
    k->sym = text;
    return k;
}

/* depth: the parentheses and unary operators around the cursor. */
/* A character constant at the cursor as LLVM's lexer reads one: one
 * character (or a backslash and the one after it: \b \f \n \r \t mean
 * what C says, any other stands for itself), then a closing quote. */
static node *parse_char(mca_asm_cur *c)
{
    size_t at = c->pos, i = at + 1;
    int v = i < c->end ? (unsigned char)c->s[i] : '\n';
    if (v == '\\') {
        i++;
        v = i < c->end ? (unsigned char)c->s[i] : '\n';
        const char *f = strchr("bfnrt", v);
        if (v && f)
            v = "\b\f\n\r\t"[f - "bfnrt"];
    }
    i++;
    if (i >= c->end || c->s[i] != '\'')
        return mca_asm_error(c, at, 1, "single quote way too long"), NULL;
    node *n = node_new(c, 0);
    if (n)
        n->val = v;
    c->pos = i + 1;
    return n;
}

/* A register named after '%' (c->pct_register): a value no constant,
 * printed as written.  LLVM's lexer has eaten the '%' when the name is
 * no register; the error spans it and the token after it. */
static node *percent_register(mca_asm_cur *c)
{
    size_t at = c->pos;
    int len = c->pct_register(c->s + at, 0);
    if (len <= 0) {
        size_t p = at + 1;
        while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
            p++;
        size_t t = 0; /* the token: a number, a string or a name */
        if (p < c->end && isdigit((unsigned char)c->s[p]))
            while (p + t < c->end && isalnum((unsigned char)c->s[p + t]))
                t++;
        else if (p < c->end && c->s[p] == '"') {
            for (t = 1; p + t < c->end && c->s[p + t] != '"'; t++)
                if (c->s[p + t] == '\\' && p + t + 1 < c->end)
                    t++;
            t += p + t < c->end;
        } else
            while (p + t < c->end && mca_asm_is_ident_char((unsigned char)c->s[p + t]))
                t++;
        mca_asm_error(c, at, t ? p + t - at : 1, "invalid register name");
        c->err_lexed = at + 1;
        return NULL;
    }
    node *n = node_new(c, 's');
    if (n && !(n->sym = strndup(c->s + at, (size_t)len))) {
        free(n);
        return mca_asm_error(c, at, 1, "out of memory"), NULL;
    }
    c->pos = at + (size_t)len;
    return n;
}

static node *parse_primary(mca_asm_cur *c, unsigned depth)
{
    int ch = mca_asm_peek(c);
    int after_mul = c->after_mul, after_unary = c->after_unary;
    c->after_mul = c->after_unary = 0;
    if ((ch == '(' || ch == '-' || ch == '~' || ch == '+' || ch == '!') && depth >= MAX_DEPTH)
        return mca_asm_error(c, c->pos, 1, "expression nested too deeply (more than %d levels)",
                             MAX_DEPTH), NULL;
    if (ch == '(') {
        c->pos++;
        node *n = parse_bin(c, 0, depth + 1);
        if (!n)
            return NULL;
        if (!mca_asm_accept(c, ')')) {
            node_free(n);
            return mca_asm_error(c, c->pos, 1, "expected ')'"), NULL;
        }
        return n;
    }
    if (ch == '!' && gnu_ops(c)) { /* logical not: 1 for 0, else 0 */
        size_t at = c->pos++;
        c->after_unary = 1;
        node *sub = parse_primary(c, depth + 1);
        if (!sub)
            return NULL;
        if (sub->op == 0) {
            sub->val = !sub->val;
            return sub;
        }
        return join(c, 'n', sub, NULL, at);
    }
    if (ch == '-' || ch == '~' || ch == '+') {
        size_t at = c->pos++;
        c->after_unary = 1;
        node *sub = parse_primary(c, depth + 1);
        if (!sub || ch == '+')
            return sub;
        if (sub->op == 0) {
            sub->val = ch == '-' ? (int64_t)(0 - (uint64_t)sub->val) : ~sub->val;
            return sub;
        }
        return join(c, ch == '-' ? 'u' : '~', sub, NULL, at);
    }
    if (ch == '.' && c->reals) {     /* .5 */
        size_t e = real_end(c, c->pos);
        if (e == (size_t)-1)
            return NULL;
        if (e)
            return parse_real(c, e);
    }
    if (isdigit(ch))
        return parse_number(c);
    if (ch == '\'') /* a character: 'a', '\n' */
        return parse_char(c);
    if (ch == '"') { /* a quoted symbol name */
        size_t at = c->pos, i = at + 1;
        for (; i < c->end && c->s[i] != '"'; i++)
            if (c->s[i] == '\\' && i + 1 < c->end)
                i++;
        if (i >= c->end)
            return mca_asm_error(c, at, 1, "unterminated string constant"), NULL;
        int64_t value;
        if (c->syms && mca_asm_syms_get(c->syms, c->s + at + 1, i - at - 1, c->stmt, &value)) {
            node *k = node_new(c, 0); /* (as a bare name would be) */
            if (k)
                k->val = value;
            c->used_syms = 1;
            c->pos = i + 1;
            return k;
        }
        return quoted_symbol(c, at, i);
    }
    /* (LLVM asks the target's parser where an expression or an operator's
     * right side starts, not after a unary operator) */
    if (ch == '%' && c->pct_register && !after_unary)
        return percent_register(c);
    c->after_mul = after_mul;
    size_t len = mca_asm_ident_len(c, c->pos);
    if (ch >= 0x80) /* no token starts so (not UTF-8 either) */
        return mca_asm_error(c, c->pos, 1, "invalid character in input"), NULL;
    if (len == 0 || ((c->expr & MCA_ASM_DOLLAR_PREFIX) && c->s[c->pos] == '$' && len == 1))
        return mca_asm_error(c, c->pos, 1, "unknown token in expression"), NULL;
    int64_t value;
    if (c->syms && mca_asm_syms_get(c->syms, c->s + c->pos, len, c->stmt, &value)) {
        /* a symbol assigned a constant stands for its value */
        node *k = node_new(c, 0);
        if (k)
            k->val = value;
        c->used_syms = 1;
        c->pos += len;
        return k;
    }
    if (c->expr & MCA_ASM_SYMBOL_ASIDE)
        return symbol_aside(c, len);
    /* "." is a temporary symbol without a name: LLVM prints it "" */
    int dot = len == 1 && c->s[c->pos] == '.';
    char *text = dot ? strdup("\"\"") : symbol_text(c, len);
    if (!text)
        return c->err ? NULL : (mca_asm_error(c, c->pos, 1, "out of memory"), NULL);
    node *n = node_new(c, 's');
    if (!n) {
        free(text);
        return NULL;
    }
    n->sym = text;
    if (!dot)
        note_symbol(c, c->pos, len);
    c->pos += len;
    return n;
}

/* GNU as precedence levels, loosest first (LLVM's table for ELF targets):
 * && ||, then comparisons, then + -, then | ^ & and the binary '!' (or
 * not), then * / % << >>.  The node of a two-character operator holds one
 * letter: A &&, O ||, E ==, N != and <>, l <, L <=, g >, G >=, < <<, > >>. */
enum { LEVEL_LOGICAL, LEVEL_COMPARE, LEVEL_ADD, LEVEL_BITWISE, LEVEL_MUL };

/* The binary operator at the cursor: its length (0 when none), its level
 * (*level) and its letter (*op).  The operators of the levels are told
 * apart by their characters alone, so one look decides. */
static size_t bin_op(mca_asm_cur *c, int *level, char *op)
{
    int ch = mca_asm_peek(c);
    char nx = c->pos + 1 < c->end ? c->s[c->pos + 1] : 0;
    int gnu = gnu_ops(c);
    switch (ch) {
    case '+':
    case '-':
        *level = LEVEL_ADD, *op = (char)ch;
        return 1;
    case '*':
    case '/':
        *level = LEVEL_MUL, *op = (char)ch;
        return 1;
    case '^':
        *level = LEVEL_BITWISE, *op = '^';
        return 1;
    case '&':
    case '|':
        if (nx != ch) {
            *level = LEVEL_BITWISE, *op = (char)ch;
            return 1;
        }
        if (!gnu)
            return 0;
        *level = LEVEL_LOGICAL, *op = ch == '&' ? 'A' : 'O';
        return 2;
    case '=':
        if (!gnu || nx != '=')
            return 0;
        *level = LEVEL_COMPARE, *op = 'E';
        return 2;
    case '!':
        if (!gnu)
            return 0;
        if (nx == '=') {
            *level = LEVEL_COMPARE, *op = 'N';
            return 2;
        }
        *level = LEVEL_BITWISE, *op = '!';
        return 1;
    case '%':
        /* '%' after an operand is LLVM's modulo on every target and in
         * every syntax (x86 AT&T too: "$1 %eax"; RISC-V's %lo( and x86's
         * %reg are primaries, before an operand) */
        *level = LEVEL_MUL, *op = '%';
        return 1;
    case '<':
    case '>':
        if (nx == ch) {
            *level = LEVEL_MUL, *op = (char)ch;
            return 2;
        }
        if (!gnu)
            return 0;
        *level = LEVEL_COMPARE;
        if (ch == '<' && nx == '>') { *op = 'N'; return 2; }
        if (nx == '=') { *op = ch == '<' ? 'L' : 'G'; return 2; }
        *op = ch == '<' ? 'l' : 'g';
        return 1;
    }
    return 0;
}

static int64_t fold(char op, int64_t a, int64_t b, int *ok)
{
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    *ok = 1;
    switch (op) {
    case '+': return (int64_t)(ua + ub);
    case '-': return (int64_t)(ua - ub);
    case '*': return (int64_t)(ua * ub);
    case '|': return a | b;
    case '^': return a ^ b;
    case '&': return a & b;
    case '<': return (int64_t)(ua << (ub & 63));
    case '>': return a >> (ub & 63);
    case '!': return a | ~b;
    /* comparisons are -1 when true, as in GNU as; && and || are 1 */
    case 'E': return -(a == b);
    case 'N': return -(a != b);
    case 'l': return -(a < b);
    case 'L': return -(a <= b);
    case 'g': return -(a > b);
    case 'G': return -(a >= b);
    case 'A': return a && b;
    case 'O': return a || b;
    case '/':
    case '%':
        if (b == 0 || (a == INT64_MIN && b == -1)) {
            *ok = 0;
            return 0;
        }
        return op == '/' ? a / b : a % b;
    }
    *ok = 0;
    return 0;
}

/* The operators of level min and tighter, left to right (precedence
 * climbing: the tree the one-function-per-level descent makes, without
 * passing every operand through each level). */
static node *parse_bin(mca_asm_cur *c, int min, unsigned depth)
{
    node *l = parse_primary(c, depth);
    char op;
    int level;
    size_t k;
    while (l && (k = bin_op(c, &level, &op)) != 0 && level >= min) {
        size_t at = c->pos;
        c->pos += k;
        c->after_mul = op == '*' && (c->expr & MCA_ASM_SYMBOL_ASIDE);
        node *r = level == LEVEL_MUL ? parse_primary(c, depth) : parse_bin(c, level + 1, depth);
        c->after_mul = 0;
        if (!r) {
            node_free(l);
            return NULL;
        }
        if (l->op == 0 && r->op == 0) {
            int ok;
            int64_t v = fold(op, l->val, r->val, &ok);
            if (ok) {
                l->val = v;
                node_free(r);
                continue;
            }
            /* a division by zero is no error in itself: LLVM cannot
             * evaluate it, so it stays an expression (data take it, an
             * absolute value is "expected absolute expression") */
        }
        l = join(c, op, l, r, at);
    }
    return l;
}

/* n's value as printf's %lld writes it. */
static void put_num(mca_strbuf *b, int64_t v)
{
    mca_strbuf_printf(b, "%lld", (long long)v);
}

/* LLVM 22's MCExpr printer parenthesizes by precedence: '+' and '-' bind
 * at 1, every other binary operator at 0 (its operands then print as if
 * under the tightest operator, 9); an operator below the precedence its
 * place asks for is wrapped.  A left operand asks for the operator's own
 * precedence, a right one for one more; a unary operand for 9. */
enum { PREC_TIGHTEST = 9 };

static int precedence(char op)
{
    return op == '+' || op == '-' ? 1 : 0;
}

static void print_node(mca_strbuf *b, const node *n, int surrounding)
{
    switch (n->op) {
    case 0: put_num(b, n->val); return;
    case 's':
        /* '.' is a temporary label without a name, which LLVM quotes */
        if (!strcmp(n->sym, "."))
            mca_strbuf_put(b, "\"\"", 2);
        else
            mca_strbuf_put(b, n->sym, strlen(n->sym));
        return;
    case 'u':
    case '~':
    case 'n':
        mca_strbuf_put(b, n->op == 'u' ? "-" : n->op == '~' ? "~" : "!", 1);
        print_node(b, n->l, PREC_TIGHTEST);
        return;
    }
    int prec = precedence(n->op);
    bool paren = prec < surrounding;
    int sub = prec ? prec : PREC_TIGHTEST;
    if (paren)
        mca_strbuf_put(b, "(", 1);
    print_node(b, n->l, sub);
    if (n->op == '+' && n->r->op == 0 && n->r->val < 0) {
        put_num(b, n->r->val); /* "x-42", not "x+-42" */
    } else {
        const char *ops = n->op == '<' ? "<<" : n->op == '>' ? ">>" : n->op == 'A' ? "&&"
                        : n->op == 'O' ? "||" : n->op == 'E' ? "==" : n->op == 'N' ? "!="
                        : n->op == 'l' ? "<" : n->op == 'L' ? "<=" : n->op == 'g' ? ">"
                        : n->op == 'G' ? ">=" : NULL;
        if (ops)
            mca_strbuf_put(b, ops, strlen(ops));
        else
            mca_strbuf_put(b, &n->op, 1);
        print_node(b, n->r, sub + 1);
    }
    if (paren)
        mca_strbuf_put(b, ")", 1);
}

/* Symbols n adds (*plus) and subtracts (*minus), sign taken into account;
 * -1 when a symbol sits under another operator. */
static int count_symbols(const node *n, int sign, unsigned *plus, unsigned *minus)
{
    switch (n->op) {
    case 0:
        return 0;
    case 's':
        (*(sign > 0 ? plus : minus))++;
        return 0;
    case 'u':
        return count_symbols(n->l, -sign, plus, minus);
    case '+':
    case '-':
        if (count_symbols(n->l, sign, plus, minus) != 0)
            return -1;
        return count_symbols(n->r, n->op == '-' ? -sign : sign, plus, minus);
    default:
        return -1;
    }
}

/* The form of a symbolic expression n: LLVM evaluates a relocatable one
 * to one added symbol, at most one subtracted, and a constant. */
static mca_asm_form form_of(const node *n)
{
    if (n->op == 's')
        return isdigit((unsigned char)n->sym[0]) ? MCA_ASM_LOCAL_LABEL : MCA_ASM_BARE_SYMBOL;
    unsigned plus = 0, minus = 0;
    if (count_symbols(n, 1, &plus, &minus) != 0 || plus != 1 || minus > 1)
        return MCA_ASM_OTHER;
    return MCA_ASM_RELOCATABLE;
}

int mca_asm_parse_expr(mca_asm_cur *c, mca_asm_val *v)
{
    v->form = MCA_ASM_CONSTANT;
    v->val = 0;
    v->sym = NULL;
    c->aside = NULL;
    c->after_mul = 0;
    /* a lone number (most displacements and immediates) needs no tree:
     * what parse_bin would make of it, without allocating */
    if (isdigit(mca_asm_peek(c))) {
        size_t at = c->pos;
        int64_t x;
        size_t to;
        int r = number_at(c, &x, &to);
        if (r < 0)
            return -1;
        char op;
        int level;
        /* (under reals the digits may begin one: 1.5, 1e5, 0x1.8p1) */
        bool real = c->reals && c->pos < c->end && strchr(".eEpP", c->s[c->pos]);
        if (r == 1 && !real && bin_op(c, &level, &op) == 0) {
            v->val = x;
            return 0;
        }
        c->pos = at;
    }
    node *n = parse_bin(c, 0, 0);
    if (!n) {
        free(c->aside);
        c->aside = NULL;
        return -1;
    }
    if (n->op == 0) {
        v->val = n->val;
        v->sym = c->aside;
        c->aside = NULL;
        node_free(n);
        return 0;
    }
    free(c->aside);
    c->aside = NULL;
    v->form = form_of(n);
    mca_strbuf b;
    mca_strbuf_init(&b);
    print_node(&b, n, 0);
    node_free(n);
    if (b.failed || !b.data) {
        mca_strbuf_free(&b);
        return mca_asm_error(c, c->pos, 1, "out of memory");
    }
    v->sym = b.data; /* the text is the value's now */
    return 0;
}

int mca_asm_skip_primary(mca_asm_cur *c)
{
    c->aside = NULL;
    c->after_mul = 0;
    node *n = parse_primary(c, 0);
    free(c->aside);
    c->aside = NULL;
    if (!n)
        return -1;
    node_free(n);
    return 0;
}

void mca_asm_val_free(mca_asm_val *v)
{
    free(v->sym);
    v->sym = NULL;
}

/* The scan keeps what the parser's recursion would hold: a stack of open
 * parentheses and pending unary operators (one bit each: 1 unary); an
 * operand, or a closed parenthesis, ends the unary operators before it. */
int mca_asm_check_nesting(mca_asm_cur *c)
{
    unsigned char unary[MAX_DEPTH / 8 + 1];
    memset(unary, 0, sizeof unary);
    unsigned depth = 0;
    int operand_next = 1;  /* an operand (or a unary operator) may come */
#define TOP_UNARY() (depth && (unary[(depth - 1) / 8] >> ((depth - 1) % 8) & 1))
#define PUSH(u) (unary[depth / 8] = (unsigned char)((unary[depth / 8] & ~(1u << depth % 8)) | \
                                                    ((unsigned)(u) << depth % 8)), depth++)
    for (size_t i = c->pos; i < c->end; i++) {
        unsigned char ch = (unsigned char)c->s[i];
        if (mca_asm_is_blank(ch))
            continue;
        int opens = ch == '(' || (operand_next && (ch == '-' || ch == '~' || ch == '+' ||
                                                   ch == '!'));
        if (opens && depth >= MAX_DEPTH)
            return mca_asm_error(c, i, 1, "expression nested too deeply (more than %d levels)",
                                 MAX_DEPTH);
        if (opens) {
            PUSH(ch != '(');
            operand_next = 1;
            continue;
        }
        if (ch == '"') {   /* a string is an operand */
            for (i++; i < c->end && c->s[i] != '"'; i++)
                if (c->s[i] == '\\')
                    i++;
        } else if (ch == ')') {
            while (TOP_UNARY())
                depth--;
            if (depth)
                depth--;
        } else if (!(isalnum(ch) || ch == '_' || ch == '.' || ch == '$' || ch == '\'')) {
            operand_next = 1;  /* a binary operator or a comma */
            continue;
        } else if (!operand_next) {
            continue;          /* the rest of a word */
        }
        while (TOP_UNARY())
            depth--;
        operand_next = 0;
    }
#undef TOP_UNARY
#undef PUSH
    return 0;
}

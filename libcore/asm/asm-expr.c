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
#include "mca/strbuf.h"

typedef struct node node;
struct node {
    char op;            /* 0 constant, 's' symbol, 'u' unary minus, '~', or binary */
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

/* Are the n characters of p digits of base? */
static int all_in(const char *p, size_t n, int base)
{
    for (size_t i = 0; i < n; i++) {
        int ch = tolower((unsigned char)p[i]);
        int d = isdigit(ch) ? ch - '0' : (ch >= 'a' && ch <= 'f') ? ch - 'a' + 10 : 99;
        if (d >= base)
            return 0;
    }
    return n > 0;
}

/* Parse a number at the cursor (GNU and Intel spellings). */
static node *parse_number(mca_asm_cur *c)
{
    size_t at = c->pos, i = at;
    while (i < c->end && isalnum((unsigned char)c->s[i]))
        i++;
    size_t len = i - at;
    const char *p = c->s + at;
    uint64_t v = 0;
    int base = 10;
    size_t k = 0, stop = len;
    char last = len ? p[len - 1] : 0;
    if (len > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
        base = 16, k = 2;
    else if (len > 2 && p[0] == '0' && (p[1] == 'b' || p[1] == 'B') &&
             (p[2] == '0' || p[2] == '1'))
        base = 2, k = 2;
    else if (len > 1 && (last == 'h' || last == 'H') && all_in(p, len - 1, 16))
        base = 16, stop = len - 1;   /* 10h */
    else if (len > 1 && (last == 'b' || last == 'B') && all_in(p, len - 1, 2))
        base = 2, stop = len - 1;    /* 101b: binary, not a label */
    else if (len > 1 && p[0] == '0')
        base = 8, k = 1;
    if (k >= stop)
        return mca_asm_error(c, at, len, "invalid hexadecimal number"), NULL;
    for (; k < stop; k++) {
        int ch = tolower((unsigned char)p[k]);
        int d = isdigit(ch) ? ch - '0' : (ch >= 'a' && ch <= 'f') ? ch - 'a' + 10 : 99;
        if (d >= base) {
            if (base == 10 && (ch == 'f' || ch == 'b') && k == stop - 1) {
                /* a directional local label reference: 1f, 2b */
                node *n = node_new(c, 's');
                if (n && !(n->sym = strndup(p, len))) {
                    free(n);
                    return mca_asm_error(c, at, 1, "out of memory"), NULL;
                }
                c->pos = i;
                return n;
            }
            return mca_asm_error(c, at, len, "invalid %s number",
                             base == 16 ? "hexadecimal" : base == 8 ? "octal" :
                             base == 2 ? "binary" : "decimal"), NULL;
        }
        /* more than 64 bits: LLVM's lexer makes a big number no
         * expression takes */
        if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
            return mca_asm_error(c, at, 1, "literal value out of range for directive"), NULL;
        v = v * (uint64_t)base + (uint64_t)d;
    }
    c->pos = i;
    node *n = node_new(c, 0);
    if (n)
        n->val = (int64_t)v;
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

/* depth: the parentheses and unary operators around the cursor. */
static node *parse_primary(mca_asm_cur *c, unsigned depth)
{
    int ch = mca_asm_peek(c);
    if ((ch == '(' || ch == '-' || ch == '~' || ch == '+') && depth >= MAX_DEPTH)
        return mca_asm_error(c, c->pos, 1, "expression nested too deeply (more than %d levels)",
                             MAX_DEPTH), NULL;
    if (ch == '(') {
        c->pos++;
        node *n = parse_bin(c, 0, depth + 1);
        if (!n)
            return NULL;
        if (!mca_asm_accept(c, ')')) {
            node_free(n);
            return mca_asm_error(c, c->pos, 1, "unexpected token in expression"), NULL;
        }
        return n;
    }
    if (ch == '-' || ch == '~' || ch == '+') {
        size_t at = c->pos++;
        node *sub = parse_primary(c, depth + 1);
        if (!sub || ch == '+')
            return sub;
        if (sub->op == 0) {
            sub->val = ch == '-' ? (int64_t)(0 - (uint64_t)sub->val) : ~sub->val;
            return sub;
        }
        return join(c, ch == '-' ? 'u' : '~', sub, NULL, at);
    }
    if (isdigit(ch))
        return parse_number(c);
    if (ch == '"') {
        size_t at = c->pos, i = at + 1;
        while (i < c->end && c->s[i] != '"')
            i++;
        if (i >= c->end)
            return mca_asm_error(c, at, 1, "unterminated string constant"), NULL;
        node *n = node_new(c, 's');
        if (n && !(n->sym = strndup(c->s + at, i + 1 - at))) {
            free(n);
            return mca_asm_error(c, at, 1, "out of memory"), NULL;
        }
        c->pos = i + 1;
        return n;
    }
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
    node *n = node_new(c, 's');
    /* "." is a temporary symbol without a name: LLVM prints it "" */
    int dot = len == 1 && c->s[c->pos] == '.';
    if (n && !(n->sym = dot ? strdup("\"\"") : strndup(c->s + c->pos, len))) {
        free(n);
        return mca_asm_error(c, c->pos, 1, "out of memory"), NULL;
    }
    /* relocation specifiers print in upper case: foo@PLT */
    char *at = n ? strchr(n->sym, '@') : NULL;
    for (; at && *at; at++)
        *at = (char)toupper((unsigned char)*at);
    c->pos += len;
    return n;
}

/* Binary operator at the cursor of precedence level; its length or 0. */
static size_t bin_op(mca_asm_cur *c, int level, char *op)
{
    int ch = mca_asm_peek(c);
    char nx = c->pos + 1 < c->end ? c->s[c->pos + 1] : 0;
    switch (level) {
    case 0:
        if (ch == '+' || ch == '-') { *op = (char)ch; return 1; }
        return 0;
    case 1:
        if ((ch == '|' && nx != '|') || ch == '^' || (ch == '&' && nx != '&')) {
            *op = (char)ch;
            return 1;
        }
        return 0;
    default:
        if (ch == '*' || ch == '/') { *op = (char)ch; return 1; }
        /* '%' after an operand is LLVM's modulo in AT&T too ("$1 %eax") */
        if (ch == '%' && (c->expr & (MCA_ASM_PERCENT_MOD | MCA_ASM_DOLLAR_PREFIX))) {
            *op = '%';
            return 1;
        }
        if (ch == '<' && nx == '<') { *op = '<'; return 2; }
        if (ch == '>' && nx == '>') { *op = '>'; return 2; }
        return 0;
    }
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

static node *parse_bin(mca_asm_cur *c, int level, unsigned depth)
{
    node *l = level == 2 ? parse_primary(c, depth) : parse_bin(c, level + 1, depth);
    char op;
    size_t k;
    while (l && (k = bin_op(c, level, &op)) != 0) {
        size_t at = c->pos;
        c->pos += k;
        node *r = level == 2 ? parse_primary(c, depth) : parse_bin(c, level + 1, depth);
        if (!r) {
            node_free(l);
            return NULL;
        }
        if (l->op == 0 && r->op == 0) {
            int ok;
            int64_t v = fold(op, l->val, r->val, &ok);
            if (!ok) {
                node_free(l);
                node_free(r);
                return mca_asm_error(c, at, 1, "division by zero"), NULL;
            }
            l->val = v;
            node_free(r);
            continue;
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
        mca_strbuf_put(b, n->op == 'u' ? "-" : "~", 1);
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
        const char *ops = n->op == '<' ? "<<" : n->op == '>' ? ">>" : NULL;
        if (ops)
            mca_strbuf_put(b, ops, 2);
        else
            mca_strbuf_put(b, &n->op, 1);
        print_node(b, n->r, sub + 1);
    }
    if (paren)
        mca_strbuf_put(b, ")", 1);
}

int mca_asm_parse_expr(mca_asm_cur *c, mca_asm_val *v)
{
    v->val = 0;
    v->sym = NULL;
    node *n = parse_bin(c, 0, 0);
    if (!n)
        return -1;
    if (n->op == 0) {
        v->val = n->val;
        node_free(n);
        return 0;
    }
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

void mca_asm_val_free(mca_asm_val *v)
{
    free(v->sym);
    v->sym = NULL;
}

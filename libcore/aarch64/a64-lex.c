/* a64-lex: the cursor over one AArch64 statement, expressions with the
 * text LLVM's MC layer prints for them, and GNU directional labels. */
#include <config.h>

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "a64-internal.h"

void a64_val_free(a64_val *v)
{
    free(v->sym);
    v->sym = NULL;
}

void a64_skip_ws(a64_cur *c)
{
    while (c->pos < c->end && (c->s[c->pos] == ' ' || c->s[c->pos] == '\t' ||
                               c->s[c->pos] == '\r' || c->s[c->pos] == '\f' ||
                               c->s[c->pos] == '\v'))
        c->pos++;
}

int a64_peek(a64_cur *c)
{
    a64_skip_ws(c);
    return c->pos < c->end ? (unsigned char)c->s[c->pos] : 0;
}

int a64_accept(a64_cur *c, int ch)
{
    if (a64_peek(c) == ch) {
        c->pos++;
        return 1;
    }
    return 0;
}

static int ident_start(int ch)
{
    return isalpha(ch) || ch == '_' || ch == '.' || ch == '$' || ch >= 0x80;
}

static int ident_char(int ch)
{
    return ident_start(ch) || isdigit(ch) || ch == '@';
}

size_t a64_ident_len(const a64_cur *c, size_t at)
{
    size_t i = at;
    if (i >= c->end || !ident_start((unsigned char)c->s[i]))
        return 0;
    while (i < c->end && ident_char((unsigned char)c->s[i]))
        i++;
    return i - at;
}

int a64_error(a64_cur *c, size_t off, size_t span, const char *fmt, ...)
{
    if (c->err)
        return -1;
    c->err = 1;
    c->err_off = off;
    c->err_span = span;
    va_list ap;
    va_start(ap, fmt);
    char buf[256];
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    c->err_msg = strdup(buf);
    return -1;
}

/* ---------------------------------------------------------- expressions */

/* An expression node while parsing: a constant, or printed text with
 * whether it is a primary (symbol or constant: printed without parens). */
typedef struct {
    int64_t val;
    char *text;   /* NULL: constant */
    int primary;
} node;

static int expr_bin(a64_cur *c, node *out, int prec);

static int set_text(node *n, const char *s, size_t len)
{
    n->text = malloc(len + 1);
    if (!n->text)
        return -1;
    memcpy(n->text, s, len);
    n->text[len] = 0;
    n->primary = 1;
    return 0;
}

static int expr_primary(a64_cur *c, node *n)
{
    memset(n, 0, sizeof *n);
    int ch = a64_peek(c);
    size_t at = c->pos;
    if (ch == '(') {
        c->pos++;
        if (expr_bin(c, n, 0) != 0)
            return -1;
        if (!a64_accept(c, ')')) {
            free(n->text);
            n->text = NULL;
            return a64_error(c, c->pos, 1, "unexpected token in expression");
        }
        return 0;
    }
    if (ch == '-' || ch == '~' || ch == '+' || ch == '!') {
        c->pos++;
        if (expr_primary(c, n) != 0)
            return -1;
        if (!n->text) {
            n->val = ch == '-' ? (int64_t)(0 - (uint64_t)n->val) : ch == '~' ? ~n->val
                     : ch == '!' ? !n->val : n->val;
            return 0;
        }
        size_t l = strlen(n->text);
        char *t = malloc(l + 4);
        if (!t)
            return -1;
        if (n->primary)
            snprintf(t, l + 4, "%c%s", ch, n->text);
        else
            snprintf(t, l + 4, "%c(%s)", ch, n->text);
        free(n->text);
        n->text = t;
        n->primary = 1;
        return 0;
    }
    if (isdigit(ch)) {
        size_t i = c->pos;
        while (i < c->end && isalnum((unsigned char)c->s[i]))
            i++;
        size_t len = i - c->pos;
        const char *s = c->s + c->pos;
        /* directional label: digits then b or f */
        if (len >= 2 && (s[len - 1] == 'b' || s[len - 1] == 'f') && c->labels) {
            size_t k = 0;
            while (k + 1 < len && isdigit((unsigned char)s[k]))
                k++;
            if (k + 1 == len) {
                char buf[40];
                int oom = 0;
                int r = a64_label_ref(c->labels, s, len, at, buf, sizeof buf, &oom);
                if (r < 0) {
                    if (oom)
                        return -1;
                    return a64_error(c, at, 1, "directional label undefined");
                }
                c->pos = i;
                return set_text(n, buf, strlen(buf));
            }
        }
        char *endp;
        unsigned long long v;
        if (len > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
            v = strtoull(s + 2, &endp, 16);
        else if (len > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'))
            v = strtoull(s + 2, &endp, 2);
        else if (len > 1 && s[0] == '0')
            v = strtoull(s, &endp, 8);
        else
            v = strtoull(s, &endp, 10);
        if (endp != s + len)
            return a64_error(c, at, len, "invalid decimal number");
        c->pos = i;
        n->val = (int64_t)v;
        return 0;
    }
    if (ch == '.' && (c->pos + 1 >= c->end || !ident_char((unsigned char)c->s[c->pos + 1]))) {
        c->pos++;
        return set_text(n, ".Ltmp.", 6) == 0 ? 0 : -1;
    }
    size_t len = a64_ident_len(c, c->pos);
    if (len) {
        c->pos += len;
        return set_text(n, c->s + at, len);
    }
    if (ch == '"') {
        size_t i = c->pos + 1;
        while (i < c->end && c->s[i] != '"')
            i++;
        if (i >= c->end)
            return a64_error(c, at, 1, "unexpected token in expression");
        c->pos = i + 1;
        return set_text(n, c->s + at + 1, i - at - 1);
    }
    return a64_error(c, at, 1, "unknown token in expression");
}

static int bin_prec(const a64_cur *c, size_t at, int *op, size_t *oplen)
{
    if (at >= c->end)
        return -1;
    char a = c->s[at], b = at + 1 < c->end ? c->s[at + 1] : 0;
    *oplen = 1;
    *op = a;
    switch (a) {
    case '|': if (b == '|') { *oplen = 2; *op = 'O'; return 1; } return 2;
    case '^': return 2;
    case '&': if (b == '&') { *oplen = 2; *op = 'A'; return 1; } return 2;
    case '+': case '-': return 4;
    case '*': case '/': case '%': return 5;
    case '<': if (b == '<') { *oplen = 2; *op = 'L'; return 5; } return -1;
    case '>': if (b == '>') { *oplen = 2; *op = 'R'; return 5; } return -1;
    default: return -1;
    }
}

static int64_t fold(int op, int64_t a, int64_t b, int *ok)
{
    *ok = 1;
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    switch (op) {
    case '+': return (int64_t)(ua + ub);
    case '-': return (int64_t)(ua - ub);
    case '*': return (int64_t)(ua * ub);
    case '/': if (!b) { *ok = 0; return 0; } return a / b;
    case '%': if (!b) { *ok = 0; return 0; } return a % b;
    case '|': return a | b;
    case '^': return a ^ b;
    case '&': return a & b;
    case 'L': return (int64_t)(ua << (ub & 63));
    case 'R': return a >> (ub & 63);
    case 'O': return a || b;
    case 'A': return a && b;
    }
    *ok = 0;
    return 0;
}

static char *node_text(const node *n)
{
    if (n->text)
        return strdup(n->text);
    char buf[32];
    snprintf(buf, sizeof buf, "%lld", (long long)n->val);
    return strdup(buf);
}

static int expr_bin(a64_cur *c, node *out, int prec)
{
    node l;
    if (expr_primary(c, &l) != 0)
        return -1;
    for (;;) {
        a64_skip_ws(c);
        int op;
        size_t oplen;
        int p = bin_prec(c, c->pos, &op, &oplen);
        if (p < 0 || p < prec) {
            *out = l;
            return 0;
        }
        c->pos += oplen;
        node r;
        if (expr_bin(c, &r, p + 1) != 0) {
            free(l.text);
            return -1;
        }
        if (!l.text && !r.text) {
            int ok;
            int64_t v = fold(op, l.val, r.val, &ok);
            if (!ok)
                return a64_error(c, c->pos, 1, "division by zero");
            l.val = v;
            continue;
        }
        /* LLVM prints a binary expression with parens around operands that
         * are not primaries; "sym+-8" prints as "sym-8". */
        char *lt = node_text(&l), *rt = node_text(&r);
        if (!lt || !rt) {
            free(lt);
            free(rt);
            free(l.text);
            free(r.text);
            return -1;
        }
        const char *ops = op == 'L' ? "<<" : op == 'R' ? ">>" : op == 'O' ? "||"
                          : op == 'A' ? "&&" : NULL;
        char opbuf[2] = { (char)op, 0 };
        if (!ops)
            ops = opbuf;
        size_t need = strlen(lt) + strlen(rt) + 8;
        char *t = malloc(need);
        if (!t) {
            free(lt);
            free(rt);
            free(l.text);
            free(r.text);
            return -1;
        }
        int lp = l.primary || !l.text, rp = r.primary || !r.text;
        if (op == '+' && !r.text && r.val < 0)
            snprintf(t, need, "%s%s%s%lld", lp ? "" : "(", lt, lp ? "" : ")",
                     (long long)r.val);
        else
            snprintf(t, need, "%s%s%s%s%s%s%s", lp ? "" : "(", lt, lp ? "" : ")", ops,
                     rp ? "" : "(", rt, rp ? "" : ")");
        free(lt);
        free(rt);
        free(l.text);
        free(r.text);
        l.text = t;
        l.primary = 0;
        l.val = 0;
    }
}

int a64_parse_expr(a64_cur *c, a64_val *v)
{
    node n;
    v->sym = NULL;
    v->val = 0;
    if (expr_bin(c, &n, 0) != 0)
        return -1;
    v->val = n.val;
    v->sym = n.text;
    return 0;
}

/* ---------------------------------------------------- directional labels */

static a64_label *label_entry(a64_labels *d, unsigned long n)
{
    for (size_t i = 0; i < d->n; i++)
        if (d->v[i].number == n)
            return &d->v[i];
    if (d->n == d->cap) {
        size_t cap = d->cap ? d->cap * 2 : 8;
        a64_label *v = realloc(d->v, cap * sizeof *v);
        if (!v)
            return NULL;
        d->v = v;
        d->cap = cap;
    }
    a64_label *e = &d->v[d->n++];
    memset(e, 0, sizeof *e);
    e->number = n;
    return e;
}

int a64_label_define(a64_labels *d, unsigned long n)
{
    a64_label *e = label_entry(d, n);
    if (!e)
        return -1;
    e->defined = 1;
    if (e->pending) {
        e->pending = 0;
        e->def_temp = e->temp;
    } else {
        e->def_temp = d->temps++;
    }
    return 0;
}

int a64_label_ref(a64_labels *d, const char *s, size_t len, size_t at, char *buf,
                  size_t size, int *oom)
{
    unsigned long n = strtoul(s, NULL, 10);
    a64_label *e = label_entry(d, n);
    if (!e) {
        *oom = 1;
        return -1;
    }
    if (s[len - 1] == 'b') {
        if (!e->defined)
            return -1;
        snprintf(buf, size, ".Ltmp%zu", e->def_temp);
        return 1;
    }
    if (!e->pending) {
        e->pending = 1;
        e->temp = d->temps++;
        e->ref_at = at;
    }
    snprintf(buf, size, ".Ltmp%zu", e->temp);
    return 1;
}

void a64_labels_free(a64_labels *d)
{
    free(d->v);
    memset(d, 0, sizeof *d);
}

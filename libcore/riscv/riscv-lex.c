/* riscv-lex: the cursor over one statement, register names and
 * expressions with the text LLVM's MCExpr printer gives them. */
#include <config.h>

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "riscv-internal.h"

int rv_is_blank(int ch)
{
    return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f' || ch == '\v' || ch == '\n';
}

void rv_skip_ws(rv_cur *c)
{
    while (c->pos < c->end && rv_is_blank((unsigned char)c->s[c->pos]))
        c->pos++;
}

int rv_peek(rv_cur *c)
{
    rv_skip_ws(c);
    return c->pos < c->end ? (unsigned char)c->s[c->pos] : 0;
}

int rv_is_ident_start(int ch)
{
    return ((ch | 32) >= 'a' && (ch | 32) <= 'z') || ch == '_' || ch == '.' || ch == '$' ||
           ch >= 0x80;
}

int rv_is_ident_char(int ch)
{
    return rv_is_ident_start(ch) || (ch >= '0' && ch <= '9') || ch == '@';
}

size_t rv_ident_len(const rv_cur *c, size_t at)
{
    size_t i = at;
    if (i >= c->end || !rv_is_ident_start((unsigned char)c->s[i]))
        return 0;
    while (i < c->end && rv_is_ident_char((unsigned char)c->s[i]))
        i++;
    return i - at;
}

int rv_error(rv_cur *c, size_t off, size_t span, const char *fmt, ...)
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
    } else {
        c->oom = 1;
    }
    return -1;
}

void rv_val_free(rv_val *v)
{
    free(v->text);
    v->text = NULL;
}

/* ------------------------------------------------------------ registers */

static const char *const xabi[32] = {
    "zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0", "a1", "a2", "a3", "a4",
    "a5", "a6", "a7", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "t3",
    "t4", "t5", "t6"
};

static const char *const fabi[32] = {
    "ft0", "ft1", "ft2", "ft3", "ft4", "ft5", "ft6", "ft7", "fs0", "fs1", "fa0", "fa1",
    "fa2", "fa3", "fa4", "fa5", "fa6", "fa7", "fs2", "fs3", "fs4", "fs5", "fs6", "fs7",
    "fs8", "fs9", "fs10", "fs11", "ft8", "ft9", "ft10", "ft11"
};

/* A number 0..31 written s[0..n) in decimal without leading zeros. */
static int small_number(const char *s, size_t n)
{
    if (n == 0 || n > 2 || !isdigit((unsigned char)s[0]) || (n == 2 && s[0] == '0'))
        return -1;
    int v = 0;
    for (size_t i = 0; i < n; i++) {
        if (!isdigit((unsigned char)s[i]))
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v < 32 ? v : -1;
}

int rv_reg_named(const char *s, size_t n, int *num)
{
    char w[8];
    if (n == 0 || n >= sizeof w)
        return RV_RK_NONE;
    for (size_t i = 0; i < n; i++)
        w[i] = (char)tolower((unsigned char)s[i]);
    w[n] = 0;
    int k;
    if ((w[0] == 'x' || w[0] == 'f' || w[0] == 'v') && (k = small_number(w + 1, n - 1)) >= 0) {
        *num = k;
        return w[0] == 'x' ? RV_RK_X : w[0] == 'f' ? RV_RK_F : RV_RK_V;
    }
    for (int i = 0; i < 32; i++) {
        if (!strcmp(w, xabi[i])) {
            *num = i;
            return RV_RK_X;
        }
        if (!strcmp(w, fabi[i])) {
            *num = i;
            return RV_RK_F;
        }
    }
    if (!strcmp(w, "fp")) {
        *num = 8;
        return RV_RK_X;
    }
    return RV_RK_NONE;
}

const char *rv_reg_abi(const rv_fe *fe, unsigned reg, char *buf, size_t size)
{
    if (reg >= fe->reg_limit)
        return "?";
    int k = fe->lead_kind[reg], n = fe->lead_num[reg];
    if (k == RV_RK_X)
        return xabi[n];
    if (k == RV_RK_F)
        return fabi[n];
    if (k == RV_RK_V) {
        snprintf(buf, size, "v%d", n);
        return buf;
    }
    const mca_register *r = mca_catalog_register(fe->cat, reg);
    if (!r || !r->name)
        return "?";
    size_t i = 0;
    for (; r->name[i] && i + 1 < size; i++)
        buf[i] = (char)tolower((unsigned char)r->name[i]);
    buf[i] = 0;
    return buf;
}

/* ---------------------------------------------------------- expressions */

/* A node of a parsed expression: a constant, or printed text with the
 * kind that decides whether it needs parentheses as an operand. */
typedef struct {
    int64_t val;
    char *text;    /* NULL: constant */
    int binary;    /* text is a binary expression */
} node;

static void node_free(node *n)
{
    free(n->text);
    n->text = NULL;
}

static char *dup_printf(rv_cur *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static char *dup_printf(rv_cur *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *p = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (!p) {
        c->oom = 1;
        rv_error(c, c->pos, 1, "out of memory");
        return NULL;
    }
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return p;
}

/* The text of n as an operand of a binary expression. */
static char *operand_text(rv_cur *c, const node *n)
{
    if (!n->text)
        return dup_printf(c, "%lld", (long long)n->val);
    if (n->binary)
        return dup_printf(c, "(%s)", n->text);
    return dup_printf(c, "%s", n->text);
}

static int parse_binary(rv_cur *c, node *out, int min_prec);

/* The relocation modifiers LLVM's RISC-V parser accepts after '%'. */
static int is_modifier(const char *s, size_t n)
{
    static const char *const mods[] = { "hi", "lo", "pcrel_hi", "pcrel_lo", "got_pcrel_hi",
                                        "tprel_hi", "tprel_lo", "tprel_add", "tls_ie_pcrel_hi",
                                        "tls_gd_pcrel_hi", "tlsdesc_hi", "tlsdesc_load_lo",
                                        "tlsdesc_add_lo", "tlsdesc_call", "qc.abs20" };
    for (size_t k = 0; k < sizeof mods / sizeof *mods; k++)
        if (strlen(mods[k]) == n && !strncmp(mods[k], s, n))
            return 1;
    return 0;
}

static int parse_number(rv_cur *c, node *out)
{
    const char *p = c->s + c->pos;
    size_t i = 0, lim = c->end - c->pos;
    unsigned base = 10;
    if (lim >= 2 && p[0] == '0' && (p[1] | 32) == 'x') {
        base = 16;
        i = 2;
    } else if (lim >= 2 && p[0] == '0' && (p[1] | 32) == 'b' &&
               (lim == 2 || p[2] == '0' || p[2] == '1')) {
        base = 2;
        i = 2;
    } else if (p[0] == '0' && lim >= 2 && isdigit((unsigned char)p[1])) {
        base = 8;
        i = 1;
    }
    size_t digits = i;
    uint64_t v = 0;
    int overflow = 0;
    for (; i < lim && isalnum((unsigned char)p[i]); i++) {
        int ch = tolower((unsigned char)p[i]);
        unsigned d = isdigit(ch) ? (unsigned)(ch - '0') : (unsigned)(ch - 'a' + 10);
        if (d >= base) {
            /* a directional label reference: 1b, 2f */
            if (base == 10 && (ch == 'b' || ch == 'f') && i + 1 == lim) {
                i++;
                break;
            }
            if (base == 10 && (ch == 'b' || ch == 'f') &&
                !isalnum((unsigned char)p[i + 1]) && p[i + 1] != '_')
                return 2;
            return rv_error(c, c->pos, 1, "invalid decimal number");
        }
        if (v > (UINT64_MAX - d) / base)
            overflow = 1;
        v = v * base + d;
    }
    if (i == digits)
        return rv_error(c, c->pos, 1, "invalid hexadecimal number");
    if (overflow)
        return rv_error(c, c->pos, i, "literal value out of range for directive");
    c->pos += i;
    out->val = (int64_t)v;
    out->text = NULL;
    out->binary = 0;
    return 0;
}

/* A directional label reference (1b, 1f) at the cursor, printed as LLVM's
 * assembler names it inside llvm-mca: the number alone. */
static int parse_dlabel(rv_cur *c, node *out)
{
    size_t i = c->pos;
    while (i < c->end && isdigit((unsigned char)c->s[i]))
        i++;
    out->text = dup_printf(c, "%.*s", (int)(i - c->pos), c->s + c->pos);
    out->binary = 0;
    c->pos = i + 1;
    return out->text ? 0 : -1;
}

static int parse_primary(rv_cur *c, node *out)
{
    int ch = rv_peek(c);
    size_t at = c->pos;
    memset(out, 0, sizeof *out);
    if (ch == 0)
        return rv_error(c, at, 1, "unknown operand");
    if (isdigit(ch)) {
        int r = parse_number(c, out);
        if (r == 2)
            return parse_dlabel(c, out);
        return r;
    }
    if (ch == '(') {
        c->pos++;
        if (parse_binary(c, out, 0) != 0)
            return -1;
        if (rv_peek(c) != ')') {
            node_free(out);
            return rv_error(c, c->pos, 1, "expected ')'");
        }
        c->pos++;
        return 0;
    }
    if (ch == '-' || ch == '~' || ch == '+' || ch == '!') {
        c->pos++;
        node in;
        if (parse_primary(c, &in) != 0)
            return -1;
        if (!in.text) {
            out->val = ch == '-' ? (int64_t)(0 - (uint64_t)in.val)
                     : ch == '~' ? ~in.val : ch == '!' ? !in.val : in.val;
            return 0;
        }
        out->text = in.binary ? dup_printf(c, "%c(%s)", ch, in.text)
                              : dup_printf(c, "%c%s", ch, in.text);
        node_free(&in);
        return out->text ? 0 : -1;
    }
    if (ch == '%') {
        size_t n = 0;
        c->pos++;
        while (c->pos + n < c->end && (isalnum((unsigned char)c->s[c->pos + n]) ||
                                        c->s[c->pos + n] == '_' || c->s[c->pos + n] == '.'))
            n++;
        if (!is_modifier(c->s + c->pos, n))
            return rv_error(c, c->pos, n ? n : 1, "invalid relocation specifier");
        size_t name = c->pos;
        c->pos += n;
        if (rv_peek(c) != '(')
            return rv_error(c, c->pos, 1, "expected '('");
        c->pos++;
        node in;
        if (parse_binary(c, &in, 0) != 0)
            return -1;
        if (rv_peek(c) != ')') {
            node_free(&in);
            return rv_error(c, c->pos, 1, "expected ')'");
        }
        c->pos++;
        char *t = in.text ? strdup(in.text) : dup_printf(c, "%lld", (long long)in.val);
        node_free(&in);
        if (!t)
            return c->oom = 1, rv_error(c, at, 1, "out of memory");
        out->text = dup_printf(c, "%%%.*s(%s)", (int)n, c->s + name, t);
        free(t);
        return out->text ? 0 : -1;
    }
    size_t n = rv_ident_len(c, c->pos);
    if (n == 0 && ch == '"')
        return rv_error(c, at, 1, "unknown operand");
    if (n == 0)
        return rv_error(c, at, 1, "unknown operand");
    out->text = dup_printf(c, "%.*s", (int)n, c->s + c->pos);
    c->pos += n;
    return out->text ? 0 : -1;
}

/* Binary operators and their precedence (GNU as: * / % << >> bind
 * tighter than + -, which bind tighter than the bitwise ones). */
static int binop(rv_cur *c, int *prec, size_t *len)
{
    int ch = rv_peek(c);
    int next = c->pos + 1 < c->end ? (unsigned char)c->s[c->pos + 1] : 0;
    *len = 1;
    switch (ch) {
    case '*': case '/': case '%':
        *prec = 6;
        return ch;
    case '<': case '>':
        if (next != ch)
            return 0;
        *len = 2;
        *prec = 6;
        return ch;
    case '+': case '-':
        *prec = 5;
        return ch;
    case '&': case '|': case '^':
        if (next == ch)
            return 0;
        *prec = 4;
        return ch;
    default:
        return 0;
    }
}

static int64_t fold(int op, int64_t a, int64_t b)
{
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    switch (op) {
    case '*': return (int64_t)(ua * ub);
    case '/': return b == 0 || (a == INT64_MIN && b == -1) ? 0 : a / b;
    case '%': return b == 0 || (a == INT64_MIN && b == -1) ? 0 : a % b;
    case '<': return (int64_t)(ua << (ub & 63));
    case '>': return a >> (ub & 63);
    case '+': return (int64_t)(ua + ub);
    case '-': return (int64_t)(ua - ub);
    case '&': return a & b;
    case '|': return a | b;
    default: return a ^ b;
    }
}

static int parse_binary(rv_cur *c, node *out, int min_prec)
{
    if (parse_primary(c, out) != 0)
        return -1;
    for (;;) {
        int prec;
        size_t len;
        size_t at = c->pos;
        int op = binop(c, &prec, &len);
        if (!op || prec <= min_prec - 1 || prec < min_prec) {
            c->pos = at;
            return 0;
        }
        c->pos += len;
        node rhs;
        if (parse_binary(c, &rhs, prec + 1) != 0) {
            node_free(out);
            return -1;
        }
        if (!out->text && !rhs.text) {
            if ((op == '/' || op == '%') && rhs.val == 0) {
                node_free(&rhs);
                return rv_error(c, at, 1, "division by zero");
            }
            out->val = fold(op, out->val, rhs.val);
            continue;
        }
        char *l = operand_text(c, out), *r = NULL;
        char opname[3] = { (char)op, op == '<' || op == '>' ? (char)op : 0, 0 };
        /* LLVM prints a negative constant added as a subtraction */
        if (op == '+' && !rhs.text && rhs.val < 0)
            r = dup_printf(c, "%lld", (long long)rhs.val), opname[0] = 0;
        else
            r = operand_text(c, &rhs);
        node_free(out);
        node_free(&rhs);
        if (!l || !r) {
            free(l);
            free(r);
            return -1;
        }
        out->text = dup_printf(c, "%s%s%s", l, opname, r);
        out->binary = 1;
        free(l);
        free(r);
        if (!out->text)
            return -1;
    }
}

int rv_parse_expr(rv_cur *c, rv_val *v)
{
    node n;
    memset(v, 0, sizeof *v);
    rv_skip_ws(c);
    int mod = c->pos < c->end && c->s[c->pos] == '%';
    if (parse_binary(c, &n, 0) != 0)
        return -1;
    v->val = n.val;
    v->text = n.text;
    v->modifier = mod && n.text && !n.binary;
    return 0;
}

const char *rv_abi_of_name(const char *name, char *buf, size_t size)
{
    char k = name[0];
    if ((k == 'X' || k == 'F' || k == 'V') && isdigit((unsigned char)name[1])) {
        char *end;
        long n = strtol(name + 1, &end, 10);
        if (n >= 0 && n < 32 && (!*end || *end == '_' || *end == 'M')) {
            if (k == 'X')
                return xabi[n];
            if (k == 'F' && *end == '_')
                return fabi[n];
            if (k == 'V') {
                snprintf(buf, size, "v%ld", n);
                return buf;
            }
        }
    }
    size_t i = 0;
    for (; name[i] && i + 1 < size; i++)
        buf[i] = (char)tolower((unsigned char)name[i]);
    buf[i] = 0;
    return buf;
}

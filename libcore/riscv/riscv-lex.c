/* riscv-lex: the cursor over one statement, register names and
 * expressions with the text LLVM's MCExpr printer gives them. */
#include <config.h>

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../asm/asm.h"
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

/* The relocation modifiers LLVM's RISC-V parser accepts after '%'. */
static int is_modifier(const char *s, size_t n)
{
    static const char *const mods[] = { "hi", "lo", "pcrel_hi", "pcrel_lo", "got_pcrel_hi",
                                        "tprel_hi", "tprel_lo", "tprel_add", "tls_ie_pcrel_hi",
                                        "tls_gd_pcrel_hi", "tlsdesc_hi", "tlsdesc_load_lo",
                                        "tlsdesc_add_lo", "tlsdesc_call" };
    for (size_t k = 0; k < sizeof mods / sizeof *mods; k++)
        if (strlen(mods[k]) == n && !strncmp(mods[k], s, n))
            return 1;
    return 0;
}

/* An expression of the shared layer at the cursor, directional labels
 * renamed as LLVM names them. */
static int plain_expr(rv_cur *c, mca_asm_val *v)
{
    mca_asm_cur a;
    memset(&a, 0, sizeof a);
    a.s = c->s;
    a.pos = c->pos;
    a.end = c->end;
    a.mode = 64;
    size_t at = c->pos;
    int r = mca_asm_parse_expr(&a, v);
    c->pos = a.pos;
    if (r != 0) {
        rv_error(c, a.err ? a.err_off : at, a.err ? a.err_span : 1, "%s",
                 a.err_msg ? a.err_msg : "unknown operand");
        free(a.err_msg);
        return -1;
    }
    free(a.err_msg);
    if (c->labels && v->sym) {
        int undefined = 0;
        if (mca_asm_dlabel_resolve(c->labels, v, at, &undefined) != 0) {
            c->oom = 1;
            mca_asm_val_free(v);
            return rv_error(c, at, 1, "out of memory");
        }
        if (undefined) {
            mca_asm_val_free(v); /* the caller keeps nothing of a failed expression */
            return rv_error(c, at, 1, "directional label undefined");
        }
    }
    return 0;
}

int rv_parse_expr(rv_cur *c, rv_val *v)
{
    memset(v, 0, sizeof *v);
    rv_skip_ws(c);
    mca_asm_val in = { 0, NULL, MCA_ASM_CONSTANT };
    if (c->pos >= c->end || c->s[c->pos] != '%') {
        if (plain_expr(c, &in) != 0)
            return -1;
        v->val = in.val;
        v->text = in.sym;
        v->form = in.form;
        return 0;
    }
    /* %modifier(expression) */
    size_t at = c->pos, n = 0;
    c->pos++;
    while (c->pos + n < c->end && (isalnum((unsigned char)c->s[c->pos + n]) ||
                                    c->s[c->pos + n] == '_'))
        n++;
    if (!is_modifier(c->s + c->pos, n))
        return rv_error(c, c->pos, n ? n : 1, "invalid relocation specifier");
    size_t name = c->pos;
    c->pos += n;
    if (rv_peek(c) != '(')
        return rv_error(c, c->pos, 1, "expected '('");
    c->pos++;
    if (plain_expr(c, &in) != 0)
        return -1;
    if (rv_peek(c) != ')') {
        mca_asm_val_free(&in);
        return rv_error(c, c->pos, 1, "expected ')'");
    }
    c->pos++;
    char num[24];
    snprintf(num, sizeof num, "%lld", (long long)in.val);
    const char *inner = in.sym ? in.sym : num;
    size_t len = strlen(inner) + n + 4;
    v->text = malloc(len);
    if (!v->text) {
        mca_asm_val_free(&in);
        c->oom = 1;
        return rv_error(c, at, 1, "out of memory");
    }
    snprintf(v->text, len, "%%%.*s(%s)", (int)n, c->s + name, inner);
    v->form = in.form;
    mca_asm_val_free(&in);
    v->modifier = 1;
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

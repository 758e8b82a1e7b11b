/* x86-att: AT&T operands ($imm, %reg, disp(base,index,scale), seg:mem,
 * *target, {rn-sae}) and the {...} decorations both syntaxes share. */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "x86-internal.h"

void x86_operands_free(x86_operands *ops)
{
    for (size_t i = 0; i < ops->n; i++)
        mca_asm_val_free(&ops->v[i].imm);
    free(ops->v);
    ops->v = NULL;
    ops->n = ops->cap = 0;
}

x86_operand *x86_operands_push(x86_operands *ops)
{
    if (ops->n == ops->cap) {
        size_t cap = ops->cap ? ops->cap * 2 : 4;
        x86_operand *v = realloc(ops->v, cap * sizeof *v);
        if (!v)
            return NULL;
        ops->v = v;
        ops->cap = cap;
    }
    x86_operand *op = &ops->v[ops->n++];
    memset(op, 0, sizeof *op);
    op->scale = 1;
    return op;
}

int x86_try_rc(mca_asm_cur *c, x86_operand *op)
{
    static const char *const names[] = { "rn-sae", "rd-sae", "ru-sae", "rz-sae", "sae" };
    size_t at = c->pos + 1;
    while (at < c->end && mca_asm_is_blank((unsigned char)c->s[at]))
        at++;
    for (int k = 0; k < 5; k++) {
        size_t n = strlen(names[k]);
        if (at + n <= c->end && strncasecmp(c->s + at, names[k], n) == 0 &&
            (at + n == c->end || !isalnum((unsigned char)c->s[at + n]))) {
            size_t start = c->pos;
            c->pos = at + n;
            if (!mca_asm_accept(c, '}'))
                return mca_asm_error(c, c->pos, 1, "Expected } at this point");
            op->kind = X86_OP_RC;
            op->rc = k;
            op->start = start;
            op->end = c->pos;
            return 1;
        }
    }
    return 0;
}

/* A mask register inside {...}: %k1 (AT&T) or k1 (Intel). */
static int parse_mask(mca_asm_cur *c, x86_operand *op)
{
    mca_asm_skip_ws(c);
    size_t at = c->pos;
    if (c->variant != MCA_X86_INTEL && c->pos < c->end && c->s[c->pos] == '%')
        c->pos++;
    size_t n = mca_asm_ident_len(c, c->pos);
    unsigned r = n ? x86_reg_named(c->cat, c->s + c->pos, n) : 0;
    const mca_register *reg = r ? mca_catalog_register(c->cat, r) : NULL;
    if (!reg || reg->name[0] != 'K' || !isdigit((unsigned char)reg->name[1]))
        return mca_asm_error(c, at, 1, "Expected an op-mask register at this position");
    if (strcmp(reg->name, "K0") == 0)
        return mca_asm_error(c, at, 1, "Register k0 can't be used as write mask");
    c->pos += n;
    op->mask = r;
    return 0;
}

int x86_parse_decorations(mca_asm_cur *c, x86_operand *op)
{
    while (mca_asm_peek(c) == '{') {
        size_t at = c->pos;
        c->pos++;
        mca_asm_skip_ws(c);
        if (c->pos < c->end && (c->s[c->pos] == 'z' || c->s[c->pos] == 'Z') &&
            mca_asm_ident_len(c, c->pos) == 1) {
            c->pos++;
            if (op->zero)
                return mca_asm_error(c, at, 1, "duplicate {z} mark");
            op->zero = 1;
        } else if (c->pos + 3 < c->end && c->s[c->pos] == '1' &&
                   (c->s[c->pos + 1] == 't' || c->s[c->pos + 1] == 'T')) {
            c->pos += 3; /* "1to" */
            size_t d = c->pos;
            unsigned long n = 0;
            while (c->pos < c->end && isdigit((unsigned char)c->s[c->pos]) && n < 1000)
                n = n * 10 + (unsigned long)(c->s[c->pos++] - '0');
            if (d == c->pos || (n != 2 && n != 4 && n != 8 && n != 16 && n != 32))
                return mca_asm_error(c, at, 1, "Invalid memory broadcast primitive.");
            op->bcast = (unsigned)n;
        } else if (x86_try_rc(c, &(x86_operand){ .kind = X86_OP_RC }) == 1) {
            return mca_asm_error(c, at, 1, "unexpected token in argument list");
        } else {
            if (c->err)
                return -1;
            if (parse_mask(c, op) != 0)
                return -1;
        }
        if (!mca_asm_accept(c, '}'))
            return mca_asm_error(c, c->pos, 1, "Expected } at this point");
        op->end = c->pos;
    }
    return 0;
}

/* %name or %st(N) at the cursor; the register or 0 (error set). */
static unsigned parse_reg_p(mca_asm_cur *c, int *paren);

static unsigned parse_reg(mca_asm_cur *c)
{
    int paren;
    return parse_reg_p(c, &paren);
}

static unsigned parse_reg_p(mca_asm_cur *c, int *paren)
{
    *paren = 0;
    size_t at = c->pos;
    c->pos++; /* '%' */
    size_t n = mca_asm_ident_len(c, c->pos);
    if (n == 0)
        return mca_asm_error(c, at, 1, "invalid register name"), 0;
    const char *name = c->s + c->pos;
    unsigned r = x86_reg_named(c->cat, name, n);
    if (x86_check_reg_mode(c, r, at, c->pos, n) != 0)
        return 0;
    c->pos += n;
    if (n == 2 && strncasecmp(name, "st", 2) == 0 && mca_asm_peek(c) == '(') {
        size_t save = c->pos;
        c->pos++;
        int d = mca_asm_peek(c);
        if (d >= '0' && d <= '7') {
            c->pos++;
            if (mca_asm_accept(c, ')')) {
                char st[4] = { 'S', 'T', (char)d, 0 };
                unsigned rr;
                if (mca_catalog_register_named(c->cat, st, 3, &rr)) {
                    *paren = 1;
                    return rr;
                }
            }
        }
        c->pos = save;
        return mca_asm_error(c, at, c->pos - at, "invalid stack index"), 0;
    }
    if (!r)
        return mca_asm_error(c, at, n + 1, "invalid register name"), 0;
    return r;
}

/* (base, index, scale) at the cursor, which is on '('. */
static int parse_base_index(mca_asm_cur *c, x86_operand *op)
{
    c->pos++;
    size_t base_at = c->pos;
    if (mca_asm_peek(c) == '%') {
        base_at = c->pos;
        if (!(op->base = parse_reg(c)))
            return -1;
    }
    if (mca_asm_accept(c, ',')) {
        if (mca_asm_peek(c) == '%') {
            size_t index_at = c->pos;
            if (!(op->index = parse_reg(c)))
                return -1;
            const mca_register *br = op->base ? mca_catalog_register(c->cat, op->base) : NULL;
            if (br && br->name && !strcmp(br->name, "RIP"))
                return mca_asm_error(c, index_at, 1,
                                     "%%rip as base register can not have an index register");
            const mca_register *ir = mca_catalog_register(c->cat, op->index);
            if (ir && ir->name && !strcmp(ir->name, "RIP"))
                return mca_asm_error(c, index_at, 1, "%%rip is not allowed as an index register");
            const mca_register *xr = mca_catalog_register(c->cat, op->index);
            if (xr && (!strcmp(xr->name, "RSP") || !strcmp(xr->name, "ESP")))
                return mca_asm_error(c, base_at, 1, "invalid base+index expression");
            if (mca_asm_accept(c, ',')) {
                size_t at = c->pos;
                mca_asm_val v;
                if (mca_asm_peek(c) == ')') {
                    op->scale = 1;
                } else {
                    /* LLVM reads the scale as an absolute expression and
                     * says so when that fails */
                    if (mca_asm_parse_expr(c, &v) != 0) {
                        if (!c->lex_err)
                            return -1;
                        mca_asm_error_clear(c);
                        return mca_asm_error(c, at, 1, "expected scale expression");
                    }
                    if (v.sym) {
                        mca_asm_val_free(&v);
                        return mca_asm_error(c, at, 1, "expected absolute expression");
                    }
                    if (v.val != 1 && v.val != 2 && v.val != 4 && v.val != 8) {
                        mca_asm_val_free(&v);
                        return mca_asm_error(c, at, 1, "scale factor in address must be 1, 2, 4 or 8");
                    }
                    op->scale = (unsigned)v.val;
                    if (op->scale != 1 && x86_is_addr16(c->cat, op->index))
                        return mca_asm_error(c, at, 1, "scale factor in 16-bit address must be 1");
                }
            }
        } else if (mca_asm_peek(c) != ')') {
            /* (,1) style: a scale without an index */
            mca_asm_val v;
            if (mca_asm_parse_expr(c, &v) != 0)
                return -1;
            mca_asm_val_free(&v);
        }
    }
    if (!mca_asm_accept(c, ')'))
        return mca_asm_error(c, c->pos, 1, "unexpected token in memory operand");
    op->kind = X86_OP_MEM;
    return x86_check_address(c, op, base_at);
}

/* Does '(' at pos open a (base,index) part rather than an expression? */
static int opens_base(const mca_asm_cur *c, size_t pos)
{
    size_t i = pos + 1;
    while (i < c->end && mca_asm_is_blank((unsigned char)c->s[i]))
        i++;
    return i < c->end && (c->s[i] == '%' || c->s[i] == ',' || c->s[i] == ')');
}

/* Is r a 64-bit register (RAX, R8, RIP; not R8D)? */
static int is_reg64(const mca_catalog *cat, unsigned r)
{
    const mca_register *reg = r ? mca_catalog_register(cat, r) : NULL;
    if (!reg || !reg->name || reg->name[0] != 'R')
        return 0;
    char last = reg->name[strlen(reg->name) - 1];
    return last != 'D' && last != 'W' && last != 'B';
}

/* Memory operand at the cursor: [disp][(base,index,scale)]. */
static int parse_att_mem(mca_asm_cur *c, x86_operand *op)
{
    op->kind = X86_OP_MEM;
    if (!(mca_asm_peek(c) == '(' && opens_base(c, c->pos))) {
        if (mca_asm_parse_expr(c, &op->imm) != 0)
            return -1;
        op->has_disp = 1;
    }
    if (mca_asm_peek(c) != '(')
        return 0;
    size_t paren = c->pos;
    if (parse_base_index(c, op) != 0)
        return -1;
    /* 64-bit addressing encodes a sign-extended 32-bit displacement (LLVM
     * points past the parenthesis) */
    int64_t d = op->imm.val;
    if (c->mode == 64 && op->has_disp && !op->imm.sym && (d < INT32_MIN || d > INT32_MAX) &&
        (is_reg64(c->cat, op->base) || is_reg64(c->cat, op->index)))
        return mca_asm_error(c, paren + 1, 1,
                             "displacement %lld is not within [-2147483648, 2147483647]",
                             (long long)d);
    return 0;
}

static int parse_att_operand(mca_asm_cur *c, x86_operand *op)
{
    int ch = mca_asm_peek(c);
    op->start = c->pos;
    if (ch == '{') {
        int k = x86_try_rc(c, op);
        if (k != 0)
            return k < 0 ? -1 : 0;
        return mca_asm_error(c, c->pos, 1, "unexpected token in argument list");
    }
    if (ch == '*') {
        op->star = 1;
        c->pos++;
        ch = mca_asm_peek(c);
    }
    if (ch == '$') {
        c->pos++;
        op->kind = X86_OP_IMM;
        op->dollar = 1;
        if (mca_asm_parse_expr(c, &op->imm) != 0)
            return -1;
    } else if (ch == '%') {
        unsigned r = parse_reg_p(c, &op->st_paren);
        if (!r)
            return -1;
        if (mca_asm_accept(c, ':')) {
            const mca_register *reg = mca_catalog_register(c->cat, r);
            if (!reg || strlen(reg->name) != 2 || reg->name[1] != 'S')
                return mca_asm_error(c, op->start, 1, "invalid segment register");
            op->seg = r;
            if (parse_att_mem(c, op) != 0)
                return -1;
        } else {
            op->kind = X86_OP_REG;
            op->reg = r;
            const mca_register *reg = mca_catalog_register(c->cat, r);
            if (reg && reg->name && !strcmp(reg->name, "RIP"))
                return mca_asm_error(c, op->start, c->pos - op->start,
                                     "%%rip can only be used as a base register");
        }
    } else if (ch == 0 || ch == ',') {
        return mca_asm_error(c, c->pos, 1, "unknown token in expression");
    } else if (parse_att_mem(c, op) != 0) {
        return -1;
    }
    op->end = c->pos;
    const mca_register *br = op->kind == X86_OP_MEM && op->base && !op->index && !op->has_disp &&
                                     !op->seg ? mca_catalog_register(c->cat, op->base) : NULL;
    if (br && br->name && !strcmp(br->name, "DX")) {
        /* "(%dx)" is LLVM's port register operand, located at the name */
        size_t p = op->start;
        while (p < op->end && c->s[p] != '%')
            p++;
        op->start = p;
        op->end = p + 1;
    }
    return x86_parse_decorations(c, op);
}

int x86_parse_att_operands(mca_asm_cur *c, x86_operands *ops, int *oom)
{
    if (mca_asm_peek(c) == 0)
        return 0;
    for (;;) {
        x86_operand *op = x86_operands_push(ops);
        if (!op) {
            *oom = 1;
            return -1;
        }
        if (parse_att_operand(c, op) != 0)
            return -1;
        if (mca_asm_peek(c) == '%') {
            /* LLVM reads "$1 %eax" and "%rax %rbx" as one operand ('%' is
             * its modulo operator): the rest up to the next comma goes */
            while (c->pos < c->end && c->s[c->pos] != ',')
                c->pos++;
        }
        if (mca_asm_peek(c) == 0)
            return 0;
        if (!mca_asm_accept(c, ','))
            return mca_asm_error(c, c->pos, 1, "unexpected token in argument list");
    }
}

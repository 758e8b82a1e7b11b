/* a64-lit: "ldr Rt, =expr", the literal-pool pseudo load, as LLVM 22's
 * AArch64 assembler reads it: a constant that one MOVZ can build becomes
 * that MOVZ (printed as mov), anything else a PC-relative load of a
 * constant-pool entry, whose unnamed label llvm-mca prints as "". */
#include <config.h>

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "a64-internal.h"

/* Where the statement's second operand starts ('=' there), or 0. */
static size_t second_operand(const a64_cur *c, size_t from, size_t *comma)
{
    int depth = 0;
    for (size_t i = from; i < c->end; i++) {
        char ch = c->s[i];
        if (ch == '[' || ch == '{' || ch == '(')
            depth++;
        else if (ch == ']' || ch == '}' || ch == ')')
            depth--;
        else if (ch == '"' || ch == '\'')
            return 0;
        else if (ch == ',' && depth == 0) {
            size_t k = i + 1;
            while (k < c->end && (c->s[k] == ' ' || c->s[k] == '\t'))
                k++;
            *comma = i;
            return k < c->end && c->s[k] == '=' ? k : 0;
        }
    }
    return 0;
}

static int fits_int32(uint64_t v)
{
    return v <= 0xffffffffu || ((int64_t)v >= INT32_MIN && (int64_t)v <= INT32_MAX);
}

/* A real number alone ("=3.0", "=1e3"): LLVM's expression parser takes
 * a real token as the bits of the IEEE double. */
static int real_literal(a64_cur *c, a64_val *v)
{
    a64_skip_ws(c);
    size_t i = c->pos;
    while (i < c->end && isdigit((unsigned char)c->s[i]))
        i++;
    if (i == c->pos || i >= c->end || (c->s[i] != '.' && c->s[i] != 'e' && c->s[i] != 'E'))
        return 0;
    char buf[64];
    size_t n = c->end - c->pos < sizeof buf - 1 ? c->end - c->pos : sizeof buf - 1;
    memcpy(buf, c->s + c->pos, n);
    buf[n] = 0;
    char *endp;
    double d = strtod(buf, &endp);
    a64_cur rest = *c;
    rest.pos = c->pos + (size_t)(endp - buf);
    if (endp == buf || a64_peek(&rest) != 0)
        return 0;
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    v->val = (int64_t)bits;
    v->sym = NULL;
    c->pos = rest.pos;
    return 1;
}

/* The constant case: MOVZ when it can (1), 0 for the pool, -1 on error. */
static int as_movz(a64_cur *c, a64_operands *ops, size_t eq, uint64_t imm, a64_match *m)
{
    int x = ops->v[0].r.kind == A64_R_X;
    unsigned shift = 0;
    while (imm > 0xffff && __builtin_ctzll(imm) >= 16) {
        shift += 16;
        imm >>= 16;
    }
    if (shift <= (x ? 48u : 16u) && imm <= 0xffff) {
        a64_operand *v = ops->v;
        memset(&v[1], 0, sizeof v[1] * 2);
        v[1].kind = A64_OP_IMM;
        v[1].start = v[1].end = eq;
        v[1].hash = 1;
        v[1].imm.val = (int64_t)imm;
        ops->n = 2;
        if (shift) {
            v[2].kind = A64_OP_SHIFT;
            v[2].start = v[2].end = eq;
            v[2].shift = A64_SH_LSL;
            v[2].has_amount = 1;
            v[2].amount = shift;
            ops->n = 3;
        }
        int r = a64_base(c, "movz", ops, m);
        if (r == 0 && !c->err)
            return a64_error(c, v[0].start, 1, "invalid operand for instruction");
        return r;
    }
    if (!x && !fits_int32(imm << shift))
        return a64_error(c, eq, 1, "Immediate too large for register");
    return 0;
}

int a64_literal_pool(a64_cur *c, const char *mn, a64_match *m)
{
    size_t comma, eq = second_operand(c, c->pos, &comma);
    if (!eq)
        return 0;
    if (strcmp(mn, "ldr") != 0)
        return a64_error(c, eq, 1, "unexpected token in operand");
    a64_cur r = *c;
    r.end = comma;
    a64_operands ops;
    memset(&ops, 0, sizeof ops);
    if (a64_parse_operands(&r, &ops) != 0) {
        a64_operands_free(&ops);
        c->err = r.err, c->err_off = r.err_off, c->err_span = r.err_span;
        c->err_msg = r.err_msg;
        return -1;
    }
    const a64_operand *rt = &ops.v[0];
    int kind = rt->r.kind;
    if (ops.n != 1 || rt->kind != A64_OP_REG || rt->r.arr[0] || rt->r.lane >= 0 || rt->r.pq ||
        kind < A64_R_X || kind > A64_R_Q) {
        a64_operands_free(&ops);
        return a64_error(c, eq, 1, "Only valid when first operand is register");
    }
    c->pos = eq + 1;
    a64_val v;
    if (real_literal(c, &v))
        ;
    else if (a64_parse_expr(c, &v) != 0) {
        a64_operands_free(&ops);
        return -1;
    }
    if (a64_peek(c) != 0) {
        a64_val_free(&v);
        a64_operands_free(&ops);
        return a64_error(c, c->pos, 1, "unexpected token in argument list");
    }
    int res = 0;
    if (!v.sym)
        res = as_movz(c, &ops, eq, (uint64_t)v.val, m);
    a64_val_free(&v);
    if (res == 0) {
        /* the pool entry's label: the load's operand, located at the
         * mnemonic (where LLVM reports a register the load lacks) */
        a64_operand *p = &ops.v[1];
        memset(p, 0, sizeof *p);
        p->kind = A64_OP_IMM;
        p->start = p->end = c->mn_at;
        p->imm.sym = strdup("\"\"");
        ops.n = 2;
        res = p->imm.sym ? a64_mem(c, "ldr", &ops, m) : -1;
        if (res == 0 && !c->err)
            res = a64_error(c, c->mn_at, 1, "invalid operand for instruction");
    }
    a64_operands_free(&ops);
    return res;
}

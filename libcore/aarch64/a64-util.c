/* a64-util: what the AArch64 matchers share: register numbers, opcode
 * numbers by name, operand output and printing helpers, condition codes,
 * bitmask immediates. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"

const char *const a64_cond_names[16] = {
    "eq", "ne", "hs", "lo", "mi", "pl", "vs", "vc",
    "hi", "ls", "ge", "lt", "gt", "le", "al", "nv",
};

int a64_cond(const char *s)
{
    if (!s)
        return -1;
    char w[4];
    size_t n = strlen(s);
    if (n != 2)
        n = 0;
    w[0] = n ? (char)tolower((unsigned char)s[0]) : 0;
    w[1] = n ? (char)tolower((unsigned char)s[1]) : 0;
    w[2] = 0;
    for (int k = 0; k < 16; k++)
        if (!strcmp(w, a64_cond_names[k]))
            return k;
    if (!strcmp(w, "cs"))
        return 2;
    if (!strcmp(w, "cc"))
        return 3;
    /* SVE's names of the conditions (b.any, b.none, ...) */
    static const struct { const char *n; int cc; } sve[] = {
        { "none", 0 }, { "any", 1 }, { "nlast", 2 }, { "last", 3 }, { "first", 4 },
        { "nfrst", 5 }, { "pmore", 8 }, { "plast", 9 }, { "tcont", 10 }, { "tstop", 11 },
    };
    for (size_t k = 0; k < sizeof sve / sizeof *sve; k++)
        if (!strcasecmp(s, sve[k].n))
            return sve[k].cc;
    return -1;
}

unsigned a64_named_reg(const a64_fe *fe, const char *name)
{
    unsigned n;
    if (!mca_catalog_register_named(fe->cat, name, strlen(name), &n))
        return 0;
    return n;
}

int a64_opcode(const a64_fe *fe, const char *name)
{
    unsigned n;
    if (!mca_catalog_opcode_number(fe->cat, name, strlen(name), &n))
        return -1;
    return (int)n;
}

unsigned a64_gpr(const a64_fe *fe, const a64_reg *r)
{
    if (r->kind == A64_R_X)
        return r->sp ? fe->xsp : fe->reg[A64_R_X][r->num];
    if (r->kind == A64_R_W)
        return r->sp ? fe->wsp : fe->reg[A64_R_W][r->num];
    return 0;
}

int a64_is_gpr(const a64_operand *o, int kind)
{
    return o->kind == A64_OP_REG && o->r.kind == kind && !o->r.arr[0] && o->r.lane < 0 &&
           !o->r.pq;
}

void a64_put_reg(a64_match *m, unsigned reg)
{
    if (m->nops < sizeof m->ops / sizeof m->ops[0]) {
        m->ops[m->nops].kind = MCA_OPERAND_REG;
        m->ops[m->nops].reg = reg;
        m->ops[m->nops].imm = 0;
        m->nops++;
    }
}

void a64_put_imm(a64_match *m, int64_t v)
{
    if (m->nops < sizeof m->ops / sizeof m->ops[0]) {
        m->ops[m->nops].kind = MCA_OPERAND_IMM;
        m->ops[m->nops].reg = 0;
        m->ops[m->nops].imm = v;
        m->nops++;
    }
}

void a64_put_expr(a64_match *m)
{
    if (m->nops < sizeof m->ops / sizeof m->ops[0]) {
        m->ops[m->nops].kind = MCA_OPERAND_EXPR;
        m->ops[m->nops].reg = 0;
        m->ops[m->nops].imm = 0;
        m->nops++;
    }
}

const char *a64_reg_text(const a64_fe *fe, unsigned reg, char *buf, size_t size)
{
    const mca_register *r = mca_catalog_register(fe->cat, reg);
    const char *name = r && r->name ? r->name : "?";
    if (!strcmp(name, "FP"))
        name = "X29";
    else if (!strcmp(name, "LR"))
        name = "X30";
    size_t i = 0;
    for (; name[i] && i + 1 < size; i++)
        buf[i] = (char)tolower((unsigned char)name[i]);
    buf[i] = 0;
    return buf;
}

void a64_print_reg(a64_match *m, unsigned reg)
{
    (void)m;
    (void)reg;
}

void a64_imm_text(mca_strbuf *b, int64_t v, int hex)
{
    if (!hex)
        mca_strbuf_printf(b, "%lld", (long long)v);
    else if (v < 0)
        mca_strbuf_printf(b, "-0x%llx", (unsigned long long)(0 - (uint64_t)v));
    else
        mca_strbuf_printf(b, "0x%llx", (unsigned long long)v);
}

void a64_print_imm(a64_match *m, int64_t v)
{
    mca_strbuf_putc(&m->text, '#');
    a64_imm_text(&m->text, v, m->hex);
}

void a64_print_val(a64_match *m, const a64_val *v, const char *mod)
{
    if (mod)
        mca_strbuf_printf(&m->text, ":%s:", mod);
    if (v->sym)
        mca_strbuf_puts(&m->text, v->sym);
    else
        mca_strbuf_printf(&m->text, "%lld", (long long)v->val);
}

/* ------------------------------------------------------- bitmask immediates */

static int ctz64(uint64_t v)
{
    int n = 0;
    while (!(v & 1)) {
        v >>= 1;
        n++;
    }
    return n;
}

static int cto64(uint64_t v)
{
    int n = 0;
    while (v & 1) {
        v >>= 1;
        n++;
    }
    return n;
}

static int is_shifted_mask(uint64_t v)
{
    if (!v)
        return 0;
    uint64_t t = v >> ctz64(v);
    return (t & (t + 1)) == 0;
}

/* Encode a logical immediate of width bits as N:immr:imms; -1 invalid. */
int64_t a64_logical_encode(uint64_t v, int width)
{
    if (width == 32) {
        if ((v >> 32) != 0 && (v >> 32) != 0xffffffffu)
            return -1;
        v &= 0xffffffffu;
        v |= v << 32;
    }
    if (v == 0 || v == ~(uint64_t)0)
        return -1;
    int size = 64;
    while (size > 2) {
        int half = size / 2;
        uint64_t mask = ((uint64_t)1 << half) - 1;
        if ((v & mask) != ((v >> half) & mask))
            break;
        size = half;
    }
    uint64_t mask = size == 64 ? ~(uint64_t)0 : ((uint64_t)1 << size) - 1;
    uint64_t imm = v & mask;
    int rot, ones;
    if (is_shifted_mask(imm)) {
        rot = ctz64(imm);
        ones = cto64(imm >> rot);
    } else {
        imm |= ~mask;
        if (!is_shifted_mask(~imm))
            return -1;
        int clo = 0;
        for (uint64_t t = imm; t & ((uint64_t)1 << 63); t <<= 1)
            clo++;
        rot = 64 - clo;
        ones = clo + cto64(imm) - (64 - size);
    }
    int immr = (size - rot) & (size - 1);
    uint64_t nimms = ~(uint64_t)(size - 1) << 1;
    nimms |= (uint64_t)(ones - 1);
    int n = (int)(((nimms >> 6) & 1) ^ 1);
    return ((int64_t)n << 12) | ((int64_t)immr << 6) | (int64_t)(nimms & 0x3f);
}

uint64_t a64_logical_decode(int64_t enc, int width)
{
    int n = (int)((enc >> 12) & 1), immr = (int)((enc >> 6) & 0x3f),
        imms = (int)(enc & 0x3f);
    int combined = (n << 6) | (~imms & 0x3f);
    int len = 0;
    for (int b = 6; b >= 0; b--)
        if (combined & (1 << b)) {
            len = b;
            break;
        }
    int size = 1 << len;
    int r = immr & (size - 1), s = imms & (size - 1);
    uint64_t pattern = s + 1 >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << (s + 1)) - 1);
    if (r)
        pattern = ((pattern >> r) | (pattern << (size - r))) &
                  (size == 64 ? ~(uint64_t)0 : (((uint64_t)1 << size) - 1));
    for (int w = size; w < width; w *= 2)
        pattern |= pattern << w;
    if (width == 32)
        pattern &= 0xffffffffu;
    return pattern;
}

/* ------------------------------------------------------ FP immediates */

/* The 8-bit encoding of an FP immediate fmov accepts, or -1. */
int a64_fp8_encode(double d)
{
    for (int e = 0; e < 256; e++) {
        int sign = (e >> 7) & 1, exp = (e >> 4) & 7, frac = e & 15;
        int ex = (exp ^ 4) - 3;   /* -3..4 */
        double v = (16 + frac) / 16.0;
        for (int i = 0; i < ex; i++)
            v *= 2;
        for (int i = 0; i > ex; i--)
            v /= 2;
        if (sign)
            v = -v;
        if (v == d)
            return e;
    }
    return -1;
}

double a64_fp8_decode(int e)
{
    int sign = (e >> 7) & 1, exp = (e >> 4) & 7, frac = e & 15;
    int ex = (exp ^ 4) - 3;
    double v = (16 + frac) / 16.0;
    for (int i = 0; i < ex; i++)
        v *= 2;
    for (int i = 0; i > ex; i--)
        v /= 2;
    return sign ? -v : v;
}

unsigned a64_slot_num(const char *f, size_t *len)
{
    unsigned n = 0;
    size_t j = 0;
    while (isdigit((unsigned char)f[j]))
        n = n * 10 + (unsigned)(f[j++] - '0');
    *len = j;
    return n;
}

int a64_try_handlers(a64_handler *const *hs, size_t n, a64_cur *c, const char *mn,
                     a64_operands *ops, a64_match *m)
{
    for (size_t i = 0; i < n; i++) {
        m->nops = 0;
        int r = hs[i](c, mn, ops, m);
        if (r != 0 || c->err)
            return r != 0 ? r : -1;
    }
    m->nops = 0;
    return 0;
}

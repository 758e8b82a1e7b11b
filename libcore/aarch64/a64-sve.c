/* a64-sve: SVE instructions whose immediates LLVM's parser encodes, and the
 * move aliases of SVE's predicated instructions, read and printed as LLVM
 * 22 reads and prints them:
 *   mov|dup zD.T, #imm[, lsl #8]          DUP_ZI   (mov: else DUPM_ZI)
 *   dupm zD.T, #bitmask                   DUPM_ZI
 *   mov|cpy zD.T, pG/(m|z), #imm[, lsl #8] CPY_ZPmI / CPY_ZPzI
 *   fmov zD.T, #0.0 | pG/m, #0.0          DUP_ZI / CPY_ZPmI of 0
 *   fmov|fcpy zD.T, pG/m, #fp             FCPY_ZPmI;  fdup zD.T, #fp  FDUP_ZI
 *   and|orr|eor zD.T, zD.T, #bitmask      AND_ZI / ORR_ZI / EOR_ZI
 *   add|sub|...|uqsub zD.T, zD.T, #imm[, lsl #8]  ADD_ZI ... UQSUB_ZI
 *   and|orr|eor|bic zD.T, zN.T, zM.T (T b, h, s) AND_ZZZ ... as .d
 *   mov zD.T, pG/m, zN.T                  SEL_ZPZZ zD, pG, zN, zD
 *   mov zD.T, pG/m, Rn|Vn                 CPY_ZPmR / CPY_ZPmV
 *   mov pD.b, pG/z, pN.b                  AND_PPzPP pD, pG, pN, pN (movs: ANDS)
 *   mov pD.b, pG/m, pN.b                  SEL_PPPP pD, pG, pN, pD
 *   movs pD.b, pN.b                       ORRS_PPzPP pD, pN, pN, pN
 *   not pD.b, pG/z, pN.b                  EOR_PPzPP pD, pG, pN, pG (nots: EORS)
 *   cmple|fcmlt|... pD.T, pG/z, zN.T, zM.T  CMPGE|FCMGT|... pD, pG, zM, zN
 * The register aliases are rewritten to their instruction and matched by
 * the catalog's forms (a64-generic); a64_sve_alias then prints any of these
 * instructions by the alias LLVM's printer prefers, however it was written.
 * The immediate rules follow LLVM's (isSVECpyImm, isLogicalImm,
 * isSVEMoveMaskPreferredLogicalImmediate, printImm8OptLsl,
 * printSVELogicalImm), so values outside an element's range wrap as there
 * (mov z0.b, #-129 is mov z0.b, #127). */
#include <config.h>

#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "a64-internal.h"

/* ---------------------------------------------------------------- values */

/* Element size in bits of an SVE element letter, 0 for none. */
static int elem_bits(const a64_reg *r)
{
    if (r->arr[1])
        return 0;
    switch (r->arr[0]) {
    case 'b': return 8;
    case 'h': return 16;
    case 's': return 32;
    case 'd': return 64;
    default: return 0;
    }
}

static char elem_letter(int bits)
{
    return bits == 8 ? 'b' : bits == 16 ? 'h' : bits == 32 ? 's' : 'd';
}

static uint64_t elem_mask(int bits)
{
    return bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
}

/* v truncated to bits and sign-extended. */
static int64_t trunc_signed(int64_t v, int bits)
{
    if (bits >= 64)
        return v;
    uint64_t u = (uint64_t)v & elem_mask(bits), sign = (uint64_t)1 << (bits - 1);
    return (int64_t)((u ^ sign) - sign);
}

/* Does an element of bits hold imm as cpy/dup's shifted signed byte? */
static int cpy_fits(int64_t imm, int bits)
{
    uint64_t hi = ~elem_mask(bits);
    if (((uint64_t)imm & hi) != 0 && ((uint64_t)imm & hi) != hi)
        return 0;
    int64_t t = trunc_signed(imm, bits);
    if (imm & 0xff)
        return (int64_t)(int8_t)(uint8_t)imm == t;
    if (imm & 0xff00)
        return (int64_t)(int16_t)(uint16_t)imm == t;
    return imm == 0;
}

/* The written immediate v (shift: the lsl amount written, 0 none) split as
 * LLVM's operand parser splits it into (unscaled, shift); 1 when an element
 * of bits takes it. */
static int cpy_split(int64_t v, int shift, int bits, int64_t *unscaled, int *sh)
{
    if (shift == 8) {
        *unscaled = v;
        *sh = 8;
    } else if (v != 0 && (v & 0xff) == 0) {
        *unscaled = v / 256;
        *sh = 8;
    } else {
        *unscaled = v;
        *sh = 0;
    }
    if (bits == 8 && *sh)
        return 0;
    return cpy_fits((int64_t)((uint64_t)*unscaled << *sh), bits);
}

/* printImmSVE: decimal, or the element's bits in hex. */
static void print_sve_imm(a64_match *m, int64_t v, int bits)
{
    if (m->hex)
        mca_strbuf_printf(&m->text, "#0x%llx", (unsigned long long)((uint64_t)v & elem_mask(bits)));
    else
        mca_strbuf_printf(&m->text, "#%lld", (long long)v);
}

/* printImm8OptLsl: the value the element receives; #0, lsl #8 as written. */
static void print_cpy_imm(a64_match *m, int64_t unscaled, int sh, int bits)
{
    if ((uint32_t)unscaled == 0 && sh) {
        mca_strbuf_puts(&m->text, m->hex ? "#0x0, lsl #8" : "#0, lsl #8");
        return;
    }
    int64_t v = (int64_t)(int8_t)(uint8_t)unscaled * (sh ? 256 : 1);
    print_sve_imm(m, trunc_signed(v, bits), bits);
}

/* The message of an immediate cpy/dup does not take. */
static int cpy_error(a64_cur *c, const a64_operand *o, int bits)
{
    return a64_error(c, o->start, 1, bits == 8
                     ? "immediate must be an integer in range [-128, 255] with a shift "
                       "amount of 0"
                     : "immediate must be an integer in range [-128, 127] or a multiple of "
                       "256 in range [-32768, 32512]");
}

/* isLogicalImm<T>: v as an element of bits (top bits all zero or all one)
 * that is a bitmask; *rep: the element replicated to 64 bits. */
static int logical_elem(int64_t v, int bits, uint64_t *rep)
{
    uint64_t hi = ~elem_mask(bits), u = (uint64_t)v;
    if ((u & hi) && (u & hi) != hi)
        return 0;
    u &= elem_mask(bits);
    for (int w = bits; w < 64; w *= 2)
        u |= u << w;
    *rep = u;
    return a64_logical_encode(u, 64) >= 0;
}

/* The smallest element size whose elements of v are all equal. */
static int smallest_elem(uint64_t v)
{
    for (int e = 8; e < 64; e *= 2) {
        uint64_t first = v & elem_mask(e);
        int same = 1;
        for (int w = e; w < 64; w += e)
            same &= ((v >> w) & elem_mask(e)) == first;
        if (same)
            return e;
    }
    return 64;
}

/* isSVEMoveMaskPreferredLogicalImmediate: dupm's value that no cpy/dup of
 * any element size makes. */
static int dupm_preferred(uint64_t v)
{
    if (cpy_fits((int64_t)v, 64))
        return 0;
    int e = smallest_elem(v);
    for (int w = 32; w >= 8 && w >= e; w /= 2)
        if (cpy_fits(trunc_signed((int64_t)v, w), w))
            return 0;
    return a64_logical_encode(v, 64) >= 0;
}

/* ---------------------------------------------------------------- output */

static int set_opcode(const a64_fe *fe, a64_match *m, const char *name)
{
    int n = a64_opcode(fe, name);
    if (n < 0)
        return 0;
    m->opcode = (unsigned)n;
    return 1;
}

static int set_opcode_t(const a64_fe *fe, a64_match *m, const char *base, int bits)
{
    char name[32];
    snprintf(name, sizeof name, "%s_%c", base, elem_letter(bits) - 32);
    return set_opcode(fe, m, name);
}

/* "mov\tzD.T, " or "mov\tzD.T, pG/m, ". */
static void print_head(a64_match *m, const char *mn, unsigned zd, int bits, int pg, char pq)
{
    mca_strbuf_printf(&m->text, "%s\tz%u.%c, ", mn, zd, elem_letter(bits));
    if (pg >= 0)
        mca_strbuf_printf(&m->text, "p%d/%c, ", pg, pq);
}

/* DUPM_ZI of the 64-bit pattern rep, printed as LLVM does: mov with the
 * smallest element when no cpy/dup makes it (printSVELogicalImm), else
 * dupm with the element in hex (printLogicalImm). */
static int put_dupm(a64_cur *c, a64_match *m, unsigned zd, uint64_t rep)
{
    if (!set_opcode(c->fe, m, "DUPM_ZI"))
        return 0;
    a64_put_reg(m, c->fe->reg[A64_R_Z][zd]);
    a64_put_imm(m, a64_logical_encode(rep, 64));
    int e = smallest_elem(rep);
    uint64_t u = rep & elem_mask(e);
    if (c->noalias) {
        mca_strbuf_printf(&m->text, "dupm\tz%u.d, #0x%llx", zd, (unsigned long long)rep);
        return 1;
    }
    if (!dupm_preferred(rep)) {
        mca_strbuf_printf(&m->text, "dupm\tz%u.%c, #0x%llx", zd, elem_letter(e),
                          (unsigned long long)u);
        return 1;
    }
    print_head(m, "mov", zd, e, -1, 0);
    int64_t s = trunc_signed((int64_t)u, e);
    if ((int64_t)(int16_t)(uint16_t)u == s)
        print_sve_imm(m, s, e);
    else if ((u & 0xffff) == u)
        print_sve_imm(m, (int64_t)u, e);
    else
        mca_strbuf_printf(&m->text, "#0x%llx", (unsigned long long)u);
    return 1;
}

/* ------------------------------------------------------------ immediates */

/* The immediate operands at v[k..]: a constant and an optional lsl #0/#8.
 * 1 read, 0 not this shape. */
static int imm_shift(const a64_operands *ops, unsigned k, int64_t *imm, int *shift)
{
    const a64_operand *v = ops->v;
    if (k >= ops->n || v[k].kind != A64_OP_IMM || v[k].imm.sym || v[k].mod)
        return 0;
    *imm = v[k].imm.val;
    *shift = 0;
    if (ops->n == k + 1)
        return 1;
    if (ops->n != k + 2 || v[k + 1].kind != A64_OP_SHIFT || v[k + 1].shift != A64_SH_LSL ||
        !v[k + 1].has_amount || (v[k + 1].amount != 0 && v[k + 1].amount != 8))
        return 0;
    *shift = (int)v[k + 1].amount;
    return 1;
}

static int is_zvec(const a64_operand *o)
{
    return o->kind == A64_OP_REG && o->r.kind == A64_R_Z && o->r.lane < 0 && !o->r.pq &&
           elem_bits(&o->r);
}

/* mov|dup zD.T, #imm[, lsl #8]; mov also as dupm; dupm zD.T, #imm. */
static int dup_imm(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    int is_mov = !strcmp(mn, "mov"), is_dupm = !strcmp(mn, "dupm");
    const a64_operand *v = ops->v;
    if ((!is_mov && !is_dupm && strcmp(mn, "dup") != 0) || ops->n < 2 || !is_zvec(&v[0]) ||
        (v[1].kind != A64_OP_IMM && v[1].kind != A64_OP_FPIMM))
        return 0;
    int bits = elem_bits(&v[0].r);
    if (v[1].kind == A64_OP_FPIMM && !is_dupm)
        return cpy_error(c, &v[1], bits);
    if (v[1].kind == A64_OP_IMM && (v[1].imm.sym || v[1].mod))
        return a64_error(c, v[1].start, 1, "invalid operand for instruction");
    unsigned zd = v[0].r.num;
    int64_t imm, unscaled;
    int shift, sh;
    if (!imm_shift(ops, 1, &imm, &shift))
        return 0;
    uint64_t rep;
    if (is_dupm) {
        if (ops->n != 2 || !logical_elem(imm, bits, &rep))
            return a64_error(c, v[1].start, 1, "expected compatible register or logical "
                             "immediate");
        return put_dupm(c, m, zd, rep);
    }
    if (cpy_split(imm, shift, bits, &unscaled, &sh)) {
        if (!set_opcode_t(c->fe, m, "DUP_ZI", bits))
            return 0;
        a64_put_reg(m, c->fe->reg[A64_R_Z][zd]);
        a64_put_imm(m, unscaled);
        a64_put_imm(m, sh);
        print_head(m, c->noalias ? "dup" : "mov", zd, bits, -1, 0);
        print_cpy_imm(m, unscaled, sh, bits);
        return 1;
    }
    if (is_mov && ops->n == 2 && logical_elem(imm, bits, &rep))
        return put_dupm(c, m, zd, rep);
    return cpy_error(c, &v[1], bits);
}

/* mov|cpy zD.T, pG/(m|z), #imm[, lsl #8]. */
static int cpy_imm(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    const a64_operand *v = ops->v;
    if ((strcmp(mn, "mov") != 0 && strcmp(mn, "cpy") != 0) || ops->n < 3 || !is_zvec(&v[0]) ||
        v[1].kind != A64_OP_REG || v[1].r.kind != A64_R_P || !v[1].r.pq || v[1].r.arr[0] ||
        v[2].kind != A64_OP_IMM)
        return 0;
    int bits = elem_bits(&v[0].r);
    int64_t imm, unscaled;
    int shift, sh;
    if (v[2].imm.sym || v[2].mod)
        return a64_error(c, v[2].start, 1, "invalid operand for instruction");
    if (!imm_shift(ops, 2, &imm, &shift))
        return 0;
    if (!cpy_split(imm, shift, bits, &unscaled, &sh))
        return cpy_error(c, &v[2], bits);
    int merge = v[1].r.pq == 'm';
    if (!set_opcode_t(c->fe, m, merge ? "CPY_ZPmI" : "CPY_ZPzI", bits))
        return 0;
    unsigned z = c->fe->reg[A64_R_Z][v[0].r.num];
    a64_put_reg(m, z);
    if (merge)
        a64_put_reg(m, z);
    a64_put_reg(m, c->fe->reg[A64_R_P][v[1].r.num]);
    a64_put_imm(m, unscaled);
    a64_put_imm(m, sh);
    print_head(m, c->noalias ? "cpy" : "mov", v[0].r.num, bits, (int)v[1].r.num, v[1].r.pq);
    print_cpy_imm(m, unscaled, sh, bits);
    return 1;
}

/* The FP value of an immediate operand (#1.0 or #1); 0 when none. */
static int fp_value(const a64_operand *o, double *d)
{
    if (o->kind == A64_OP_FPIMM) {
        *d = o->fp;
        return 1;
    }
    if (o->kind == A64_OP_IMM && !o->imm.sym && !o->mod) {
        *d = (double)o->imm.val;
        return 1;
    }
    return 0;
}

/* fmov zD.T, [pG/m,] #fp; fcpy zD.T, pG/m, #fp; fdup zD.T, #fp.  An
 * unpredicated fmov other than #0.0 is a64-base's (fmov_imm). */
static int fp_imm(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    int is_fmov = !strcmp(mn, "fmov"), is_fcpy = !strcmp(mn, "fcpy");
    int is_fdup = !strcmp(mn, "fdup");
    const a64_operand *v = ops->v;
    if ((!is_fmov && !is_fcpy && !is_fdup) || !is_zvec(&v[0]))
        return 0;
    if (elem_bits(&v[0].r) == 8)
        return a64_error(c, v[0].start, 1, "invalid element width");
    int pred = ops->n == 3 && v[1].kind == A64_OP_REG && v[1].r.kind == A64_R_P &&
               v[1].r.pq == 'm' && !v[1].r.arr[0];
    if ((ops->n != 2 || is_fcpy) && (!pred || is_fdup))
        return 0;
    const a64_operand *fo = &v[pred ? 2 : 1];
    double d;
    /* (a register or a symbol: the immediate operand's own diagnostic) */
    if (!fp_value(fo, &d))
        return a64_error(c, fo->start, 1, "%s",
                         a64_sve_msg(c, "expected compatible register or floating-point "
                                        "constant"));
    int bits = elem_bits(&v[0].r);
    unsigned zd = v[0].r.num, z = c->fe->reg[A64_R_Z][zd];
    if (d == 0.0 && !signbit(d) && is_fmov && fo->kind == A64_OP_FPIMM) {
        /* fmov of #0.0 is cpy/dup of #0 */
        if (!set_opcode_t(c->fe, m, pred ? "CPY_ZPmI" : "DUP_ZI", bits))
            return 0;
        a64_put_reg(m, z);
        if (pred) {
            a64_put_reg(m, z);
            a64_put_reg(m, c->fe->reg[A64_R_P][v[1].r.num]);
        }
        a64_put_imm(m, 0);
        a64_put_imm(m, 0);
        print_head(m, c->noalias ? (pred ? "cpy" : "dup") : "mov", zd, bits,
                   pred ? (int)v[1].r.num : -1, 'm');
        print_cpy_imm(m, 0, 0, bits);
        return 1;
    }
    if (!pred && is_fmov)
        return 0;
    int e = a64_fp8_encode(d);
    if (e < 0)
        return a64_error(c, fo->start, 1, "%s",
                         a64_sve_msg(c, "expected compatible register or floating-point "
                                        "constant"));
    if (!set_opcode_t(c->fe, m, pred ? "FCPY_ZPmI" : "FDUP_ZI", bits))
        return 0;
    a64_put_reg(m, z);
    if (pred) {
        a64_put_reg(m, z);
        a64_put_reg(m, c->fe->reg[A64_R_P][v[1].r.num]);
    }
    a64_put_imm(m, e);
    print_head(m, !c->noalias ? "fmov" : pred ? "fcpy" : "fdup", zd, bits,
               pred ? (int)v[1].r.num : -1, 'm');
    mca_strbuf_printf(&m->text, "#%.8f", a64_fp8_decode(e));
    return 1;
}

/* and, orr, eor zD.T, zD.T, #imm: AND_ZI, ORR_ZI, EOR_ZI.  The immediate
 * is a bitmask of the element size replicated to 64 bits; LLVM prints it
 * with the smallest element size that repeats (and z0.d, #0x00ff00ff00ff00ff
 * prints as and z0.h, z0.h, #0xff). */
static int logical_imm(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    const char *op = !strcmp(mn, "and") ? "AND_ZI" : !strcmp(mn, "orr") ? "ORR_ZI"
                     : !strcmp(mn, "eor") ? "EOR_ZI" : NULL;
    const a64_operand *v = ops->v;
    if (!op || ops->n != 3 || !is_zvec(&v[0]) || !is_zvec(&v[1]) || v[2].kind != A64_OP_IMM ||
        v[2].imm.sym || v[2].mod || strcmp(v[0].r.arr, v[1].r.arr) != 0)
        return 0;
    int bits = elem_bits(&v[0].r);
    if (v[1].r.num != v[0].r.num)
        return a64_error(c, v[1].start, 1, "invalid operand for instruction");
    uint64_t rep;
    if (!logical_elem(v[2].imm.val, bits, &rep))
        return a64_error(c, v[2].start, 1, "expected compatible register or logical immediate");
    if (!set_opcode(c->fe, m, op))
        return 0;
    unsigned z = c->fe->reg[A64_R_Z][v[0].r.num];
    a64_put_reg(m, z);
    a64_put_reg(m, z);
    a64_put_imm(m, a64_logical_encode(rep, 64));
    int e = c->noalias ? 64 : smallest_elem(rep);
    mca_strbuf_printf(&m->text, "%s\tz%u.%c, z%u.%c, #0x%llx", mn, v[0].r.num, elem_letter(e),
                      v[0].r.num, elem_letter(e), (unsigned long long)(rep & elem_mask(e)));
    return 1;
}

/* add|sub|subr|sqadd|uqadd|sqsub|uqsub zD.T, zD.T, #imm[, lsl #0|#8]: the
 * unsigned 8-bit immediate, shifted by 8 when written so or when a multiple
 * of 256 (not for bytes); printed as one value (#256), but #0, lsl #8 as
 * written (printImm8OptLsl).  The MCInst holds the 8 bits and the shift. */
static int arith_imm(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    static const char *const names[][2] = {
        { "add", "ADD_ZI" }, { "sub", "SUB_ZI" }, { "subr", "SUBR_ZI" },
        { "sqadd", "SQADD_ZI" }, { "uqadd", "UQADD_ZI" }, { "sqsub", "SQSUB_ZI" },
        { "uqsub", "UQSUB_ZI" },
    };
    const char *op = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !op; i++)
        if (!strcmp(mn, names[i][0]))
            op = names[i][1];
    const a64_operand *v = ops->v;
    if (!op || (ops->n != 3 && ops->n != 4) || !is_zvec(&v[0]) || !is_zvec(&v[1]) ||
        v[2].kind != A64_OP_IMM || strcmp(v[0].r.arr, v[1].r.arr) != 0)
        return 0;
    if (v[0].r.num != v[1].r.num)
        return a64_error(c, v[1].start, 1, "operand must match destination register");
    if (v[2].imm.sym || v[2].mod)
        return a64_error(c, v[2].start, 1, "invalid operand for instruction");
    int64_t imm, shift = 0;
    if (ops->n == 4) {
        if (v[3].kind != A64_OP_SHIFT || v[3].shift != A64_SH_LSL || !v[3].has_amount)
            return 0;
        shift = v[3].amount;
    }
    int bits = elem_bits(&v[0].r);
    int64_t val = v[2].imm.val;
    if (ops->n == 3 && val > 255 && val % 256 == 0 && bits > 8)
        imm = val / 256, shift = 8;
    else
        imm = val;
    if (imm < 0 || imm > 255 || (shift != 0 && shift != 8) || (bits == 8 && shift))
        return a64_error(c, v[2].start, 1, bits == 8
                         ? "immediate must be an integer in range [0, 255] with a shift "
                           "amount of 0"
                         : "immediate must be an integer in range [0, 255] or a multiple of "
                           "256 in range [256, 65280]");
    if (!set_opcode_t(c->fe, m, op, bits))
        return 0;
    unsigned zd = c->fe->reg[A64_R_Z][v[0].r.num];
    a64_put_reg(m, zd);
    a64_put_reg(m, zd);
    a64_put_imm(m, imm);
    a64_put_imm(m, shift);
    mca_strbuf_printf(&m->text, "%s\tz%u.%c, z%u.%c, ", mn, v[0].r.num, elem_letter(bits),
                      v[0].r.num, elem_letter(bits));
    if (imm == 0 && shift == 8)
        mca_strbuf_puts(&m->text, "#0, lsl #8");
    else
        a64_print_imm(m, imm << shift);
    return 1;
}

static int rewrite(a64_cur *c, const char *to, mca_strbuf *t, a64_match *m);

/* and|orr|eor|bic zD.T, zN.T, zM.T with T b, h or s: the bitwise
 * instructions have a .d form only, which LLVM's parser also reads so. */
static int logical_zzz(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    const a64_operand *v = ops->v;
    if ((strcmp(mn, "and") && strcmp(mn, "orr") && strcmp(mn, "eor") && strcmp(mn, "bic")) ||
        ops->n != 3 || !is_zvec(&v[0]) || !is_zvec(&v[1]) || !is_zvec(&v[2]) ||
        strcmp(v[0].r.arr, v[1].r.arr) || strcmp(v[0].r.arr, v[2].r.arr) ||
        elem_bits(&v[0].r) == 64 || elem_bits(&v[0].r) > 64)
        return 0;
    mca_strbuf t;
    mca_strbuf_init(&t);
    mca_strbuf_printf(&t, "z%u.d, z%u.d, z%u.d", v[0].r.num, v[1].r.num, v[2].r.num);
    return rewrite(c, mn, &t, m);
}

/* ------------------------------------------------------ register aliases */

static int is_preg(const a64_operand *o)
{
    return o->kind == A64_OP_REG && o->r.kind == A64_R_P && o->r.lane < 0;
}

/* Rewrite to mnemonic to with operand text text and match the forms. */
static int rewrite(a64_cur *c, const char *to, mca_strbuf *t, a64_match *m)
{
    int r = t->failed ? -1 : a64_generic_text(c, to, t->data, t->len, m);
    mca_strbuf_free(t);
    return r;
}

/* mov zD.T, pG/m, zN.T | Rn | Vn. */
static int mov_zpm(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    const a64_operand *v = ops->v;
    if (strcmp(mn, "mov") != 0 || ops->n != 3 || !is_zvec(&v[0]) || !is_preg(&v[1]) ||
        !v[1].r.pq || v[1].r.arr[0] || (v[2].kind != A64_OP_REG && v[2].kind != A64_OP_IMM))
        return 0;
    if (v[1].r.pq != 'm' || v[2].kind != A64_OP_REG)
        return a64_error(c, v[2].start, 1, "invalid operand for instruction");
    mca_strbuf t;
    mca_strbuf_init(&t);
    mca_strbuf_printf(&t, "z%u.%s, p%u", v[0].r.num, v[0].r.arr, v[1].r.num);
    if (v[2].r.kind == A64_R_Z && v[2].r.lane < 0) {
        if (strcmp(v[2].r.arr, v[0].r.arr) != 0) {
            mca_strbuf_free(&t);
            return a64_error(c, v[2].start, 1, "invalid element width");
        }
        mca_strbuf_printf(&t, ", z%u.%s, z%u.%s", v[2].r.num, v[2].r.arr, v[0].r.num,
                          v[0].r.arr);
        return rewrite(c, "sel", &t, m);
    }
    /* a general or FP register: cpy as written */
    mca_strbuf_free(&t);
    mca_strbuf_init(&t);
    mca_strbuf_put(&t, c->s + v[0].start, v[2].end - v[0].start);
    int r = rewrite(c, "cpy", &t, m);
    if (r == 0)
        return a64_error(c, v[2].start, 1, "invalid operand for instruction");
    return r;
}

/* mov/movs pD.b, pG/(z|m), pN.b; movs pD.b, pN.b; not/nots pD.b, pG/z, pN.b. */
static int p_alias(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    int mov = !strcmp(mn, "mov"), movs = !strcmp(mn, "movs"), not_ = !strcmp(mn, "not"),
        nots = !strcmp(mn, "nots");
    const a64_operand *v = ops->v;
    if ((!mov && !movs && !not_ && !nots) || ops->n < 2 || !is_preg(&v[0]) || v[0].r.pq)
        return 0;
    if (ops->n == 2 && !movs)
        return 0;
    const a64_operand *pn = &v[ops->n - 1];
    if (ops->n > 3 || !is_preg(pn) || pn->r.pq ||
        (ops->n == 3 && (!is_preg(&v[1]) || !v[1].r.pq || v[1].r.arr[0])))
        return 0;
    for (unsigned k = 0; k < ops->n; k++)
        if (k != 1 || ops->n == 2)
            if (strcmp(v[k].r.arr, "b") != 0)
                return a64_error(c, v[k].start, 1, "invalid predicate register.");
    unsigned d = v[0].r.num, n = pn->r.num, g = ops->n == 3 ? v[1].r.num : n;
    char q = ops->n == 3 ? v[1].r.pq : 'z';
    const char *to;
    mca_strbuf t;
    mca_strbuf_init(&t);
    if (ops->n == 2) {
        to = "orrs";
        mca_strbuf_printf(&t, "p%u.b, p%u/z, p%u.b, p%u.b", d, n, n, n);
    } else if ((mov || movs) && q == 'z') {
        to = mov ? "and" : "ands";
        mca_strbuf_printf(&t, "p%u.b, p%u/z, p%u.b, p%u.b", d, g, n, n);
    } else if (mov && q == 'm') {
        to = "sel";
        mca_strbuf_printf(&t, "p%u.b, p%u, p%u.b, p%u.b", d, g, n, d);
    } else if ((not_ || nots) && q == 'z') {
        to = not_ ? "eor" : "eors";
        mca_strbuf_printf(&t, "p%u.b, p%u/z, p%u.b, p%u.b", d, g, n, g);
    } else {
        mca_strbuf_free(&t);
        return a64_error(c, v[1].start, 1, "invalid operand for instruction");
    }
    return rewrite(c, to, &t, m);
}

/* The compares LLVM reads with their vectors swapped (no instruction of
 * their own; gcc writes them): cmple|cmplt|cmplo|cmpls pD.T, pG/z, zN.T, zM.T
 * is cmpge|cmpgt|cmphs... pD.T, pG/z, zM.T, zN.T, and fcmle|fcmlt|facle|faclt
 * are fcmge|fcmgt|facge|facgt so.  Only when both vectors have the
 * predicate's element size (cmple zN.s, zM.d is the wide instruction) and
 * the swapped form exists; printed as the instruction, as LLVM prints it. */
static int cmp_swapped(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    static const char *const swap[][2] = {
        { "cmple", "cmpge" }, { "cmplt", "cmpgt" }, { "cmplo", "cmphi" },
        { "cmpls", "cmphs" }, { "fcmle", "fcmge" }, { "fcmlt", "fcmgt" },
        { "facle", "facge" }, { "faclt", "facgt" },
    };
    const char *to = NULL;
    for (size_t i = 0; i < sizeof swap / sizeof *swap && !to; i++)
        if (!strcmp(mn, swap[i][0]))
            to = swap[i][1];
    const a64_operand *v = ops->v;
    if (!to || ops->n != 4 || !is_preg(&v[0]) || v[0].r.pq || !elem_bits(&v[0].r) ||
        !is_preg(&v[1]) || v[1].r.pq != 'z' || v[1].r.arr[0] || !is_zvec(&v[2]) ||
        !is_zvec(&v[3]) || strcmp(v[2].r.arr, v[0].r.arr) != 0 ||
        strcmp(v[3].r.arr, v[0].r.arr) != 0)
        return 0;
    mca_strbuf t;
    mca_strbuf_init(&t);
    mca_strbuf_put(&t, c->s + v[0].start, v[1].end - v[0].start);
    mca_strbuf_puts(&t, ", ");
    mca_strbuf_put(&t, c->s + v[3].start, v[3].end - v[3].start);
    mca_strbuf_puts(&t, ", ");
    mca_strbuf_put(&t, c->s + v[2].start, v[2].end - v[2].start);
    return rewrite(c, to, &t, m);
}

/* mov zd.T, zn.T with T other than d: LLVM's matcher takes it for the
 * indexed dup alias (mov z0.s, z1.s[0]) that lacks its index, "too few
 * operands"; with two element sizes, "invalid element width" at the
 * second.  (mov z0.d, z1.d is orr's alias, read elsewhere.) */
static int mov_zz_near(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    (void)m;
    const a64_operand *v = ops->v;
    if (strcmp(mn, "mov") != 0 || ops->n != 2 || v[0].kind != A64_OP_REG ||
        v[1].kind != A64_OP_REG || v[0].r.kind != A64_R_Z || v[1].r.kind != A64_R_Z ||
        v[0].r.lane >= 0 || v[1].r.lane >= 0 || !v[0].r.arr[0] || !v[1].r.arr[0] ||
        v[0].r.arr[1] || v[1].r.arr[1] || !strchr("bhsdq", v[0].r.arr[0]) ||
        !strchr("bhsdq", v[1].r.arr[0]))
        return 0;
    if (v[0].r.arr[0] != v[1].r.arr[0])
        return a64_error(c, v[1].start, 1, "invalid element width");
    if (v[0].r.arr[0] == 'd')
        return 0;
    return a64_error(c, c->mn_at, c->end - c->mn_at, "too few operands for instruction");
}

const char *a64_sve_msg(const a64_cur *c, const char *msg)
{
    if (a64_feature_on(c->feat, "sve") || a64_feature_on(c->feat, "sme"))
        return msg;
    return "invalid operand for instruction";
}

/* fadd, fsub, fsubr, fmul, fmax(nm), fmin(nm) zDN.T, pG/m, zDN.T, #fp take
 * one of two values; another FP number is LLVM's "Invalid floating point
 * constant, expected A or B." at the immediate (the forms themselves are
 * the generic matcher's). */
static int exact_fp_error(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    (void)m;
    static const char *const names[][2] = {
        { "fadd", "0.5 or 1.0" }, { "fsub", "0.5 or 1.0" }, { "fsubr", "0.5 or 1.0" },
        { "fmul", "0.5 or 2.0" }, { "fmax", "0.0 or 1.0" }, { "fmaxnm", "0.0 or 1.0" },
        { "fmin", "0.0 or 1.0" }, { "fminnm", "0.0 or 1.0" },
    };
    const a64_operand *v = ops->v;
    if (ops->n != 4 || !is_zvec(&v[0]) || elem_bits(&v[0].r) == 8 ||
        v[1].kind != A64_OP_REG || v[1].r.kind != A64_R_P || v[1].r.pq != 'm' ||
        v[1].r.arr[0] || v[1].r.num > 7 || !is_zvec(&v[2]) ||
        strcmp(v[0].r.arr, v[2].r.arr) != 0 || v[3].kind != A64_OP_FPIMM)
        return 0;
    for (size_t k = 0; k < sizeof names / sizeof *names; k++) {
        if (strcmp(mn, names[k][0]) != 0)
            continue;
        double lo = names[k][1][0] == '0' && names[k][1][2] == '5' ? 0.5 : 0.0;
        double hi = names[k][1][7] - '0';
        double d = v[3].fp;
        if ((d == lo && !signbit(d)) || d == hi)
            return 0;
        if (!a64_feature_on(c->feat, "sve") && !a64_feature_on(c->feat, "sme"))
            return a64_error(c, v[3].start, 1, "invalid operand for instruction");
        return a64_error(c, v[3].start, 1, "Invalid floating point constant, expected %s.",
                         names[k][1]);
    }
    return 0;
}

int a64_sve(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    static a64_handler *const handlers[] = {
        dup_imm,     cpy_imm, fp_imm,  logical_imm, arith_imm,
        logical_zzz, mov_zpm, p_alias, cmp_swapped, mov_zz_near, exact_fp_error,
    };
    return a64_try_handlers(handlers, sizeof handlers / sizeof *handlers, c, mn, ops, m);
}

/* -------------------------------------------------------------- printing */

/* Register number of catalog register reg within its kind (Z3: 3). */
static unsigned reg_num(const a64_fe *fe, int kind, unsigned reg)
{
    for (unsigned k = 0; k < 32; k++)
        if (fe->reg[kind][k] == reg)
            return k;
    return 0;
}

static void set_text(a64_match *m, mca_strbuf *t)
{
    mca_strbuf_free(&m->text);
    m->text = *t;
}

void a64_sve_alias(a64_match *m, const a64_fe *fe, const char *nm)
{
    const mca_operand *o = m->ops;
    mca_strbuf t;
    mca_strbuf_init(&t);
    size_t n = strlen(nm);
    char el = n > 2 && nm[n - 2] == '_' ? (char)(nm[n - 1] + 32) : 0;
    if (!strncmp(nm, "SEL_ZPZZ_", 9) && m->nops == 4 && o[3].reg == o[0].reg) {
        /* sel zD, pG, zN, zD: mov zD.T, pG/m, zN.T */
        mca_strbuf_printf(&t, "mov\tz%u.%c, p%u/m, z%u.%c", reg_num(fe, A64_R_Z, o[0].reg), el,
                          reg_num(fe, A64_R_P, o[1].reg), reg_num(fe, A64_R_Z, o[2].reg), el);
    } else if (!strncmp(nm, "DUP_ZZI_", 8) && m->nops == 3 && o[2].kind == MCA_OPERAND_IMM &&
               o[2].imm == 0) {
        /* dup zD.T, zN.T[0]: mov zD.T, <T>N */
        mca_strbuf_printf(&t, "mov\tz%u.%c, %c%u", reg_num(fe, A64_R_Z, o[0].reg), el, el,
                          reg_num(fe, A64_R_Z, o[1].reg));
    } else if (m->nops == 4 && (!strcmp(nm, "SEL_PPPP") || !strcmp(nm, "AND_PPzPP") ||
                                !strcmp(nm, "ANDS_PPzPP") || !strcmp(nm, "ORRS_PPzPP") ||
                                !strcmp(nm, "EOR_PPzPP") || !strcmp(nm, "EORS_PPzPP"))) {
        unsigned d = reg_num(fe, A64_R_P, o[0].reg), g = reg_num(fe, A64_R_P, o[1].reg),
                 a = reg_num(fe, A64_R_P, o[2].reg), b = reg_num(fe, A64_R_P, o[3].reg);
        if (nm[0] == 'S' && b == d)
            mca_strbuf_printf(&t, "mov\tp%u.b, p%u/m, p%u.b", d, g, a);
        else if (nm[0] == 'A' && a == b)
            mca_strbuf_printf(&t, "%s\tp%u.b, p%u/z, p%u.b", nm[3] == 'S' ? "movs" : "mov", d,
                              g, a);
        else if (nm[0] == 'O' && a == b && g == a)
            mca_strbuf_printf(&t, "movs\tp%u.b, p%u.b", d, a);
        else if (nm[0] == 'E' && b == g)
            mca_strbuf_printf(&t, "%s\tp%u.b, p%u/z, p%u.b", nm[3] == 'S' ? "nots" : "not", d,
                              g, a);
    }
    if (t.len && !t.failed)
        set_text(m, &t);
    else
        mca_strbuf_free(&t);
}

/* a64-base: base A64 data-processing and branch instructions whose
 * operands LLVM encodes (shifted and extended registers, add/sub and
 * bitmask immediates, move-wide immediates, bitfields, condition codes),
 * with the aliases LLVM's parser accepts (mov, cmp, cmn, tst, neg, mvn,
 * lsl, lsr, asr, ror, ubfx, sxtw, uxtb, cset, cinc, mul, smull, ...), and
 * printed as LLVM's AArch64 printer prints the resulting MCInst. */
#include <config.h>

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"
#include "../fixed-strings.h"

/* ------------------------------------------------------------- printing */

static void put_reg(a64_match *m, const a64_fe *fe, unsigned reg)
{
    char buf[32];
    mca_strbuf_puts(&m->text, a64_reg_text(fe, reg, buf, sizeof buf));
}

static void sep(a64_match *m)
{
    mca_strbuf_puts(&m->text, ", ");
}

static void mnem(a64_match *m, const char *s)
{
    mca_strbuf_puts(&m->text, s);
    mca_strbuf_putc(&m->text, '\t');
}

static const char *const shift_text[] = { "lsl", "lsr", "asr", "ror", "msl" };
static const char *const ext_text[] = { "uxtb", "uxth", "uxtw", "uxtx",
                                        "sxtb", "sxth", "sxtw", "sxtx" };

/* ", lsl #n" unless the shifter is lsl #0 (LLVM's printShifter). */
static void print_shifter(a64_match *m, int64_t enc)
{
    int type = (int)((enc >> 6) & 7), amt = (int)(enc & 63);
    if (type == 0 && amt == 0)
        return;
    mca_strbuf_printf(&m->text, ", %s #%d", shift_text[type < 5 ? type : 0], amt);
}

/* ---------------------------------------------------------- small helpers */

static int is_zr(const a64_fe *fe, unsigned reg)
{
    return reg == fe->reg[A64_R_X][31] || reg == fe->reg[A64_R_W][31];
}

static int is_sp(const a64_fe *fe, unsigned reg)
{
    return reg == fe->xsp || reg == fe->wsp;
}

static int op_is_gpr(const a64_operand *o)
{
    return a64_is_gpr(o, A64_R_X) || a64_is_gpr(o, A64_R_W);
}

/* A constant immediate operand (with or without '#'). */
static int const_imm(const a64_operand *o, int64_t *v)
{
    if (o->kind != A64_OP_IMM || o->imm.sym || o->mod)
        return 0;
    *v = o->imm.val;
    return 1;
}

static int opcode_or_fail(const a64_fe *fe, a64_match *m, const char *name)
{
    int n = a64_opcode(fe, name);
    if (n < 0)
        return 0;
    m->opcode = (unsigned)n;
    return 1;
}

static int invalid(a64_cur *c, const a64_operand *o)
{
    return a64_error(c, o->start, 1, "invalid operand for instruction");
}

/* A real number where LLVM's operand parser takes none: its error at the
 * number (after the '#'). */
static int fp_literal(a64_cur *c, const a64_operand *o)
{
    size_t at = o->hash ? a64_next_token(c, o->start + 1) : o->start;
    if (c->s[at] == '-')    /* (LLVM's parser takes the minus first) */
        at = a64_next_token(c, at + 1);
    return a64_error(c, at, 1, "unexpected floating point literal");
}

/* Can one MOVZ make v (width bits)? */
static int movz_able(uint64_t v, int width)
{
    if (width == 32)
        v &= 0xffffffffu;
    for (int sh = 0; sh < width; sh += 16)
        if ((v & ~((uint64_t)0xffff << sh)) == 0)
            return 1;
    return 0;
}

static int64_t signed_width(uint64_t v, int width)
{
    if (width == 32)
        return (int64_t)(int32_t)(uint32_t)v;
    return (int64_t)v;
}

/* ------------------------------------------------------------- add / sub */

/* Print ADD/SUB/ADDS/SUBS in any of its forms (ri, rs, rx, rx64). */
static void print_addsub(a64_match *m, const a64_fe *fe, const char *base, int s,
                         char form, const a64_operand *immop)
{
    unsigned rd = m->ops[0].reg, rn = m->ops[1].reg;
    int sub = base[0] == 'S';
    if (form == 'i') {
        if (!s && !sub && m->ops[2].kind == MCA_OPERAND_IMM && m->ops[2].imm == 0 &&
            m->ops[3].imm == 0 && (is_sp(fe, rd) || is_sp(fe, rn))) {
            mnem(m, "mov");
            put_reg(m, fe, rd);
            sep(m);
            put_reg(m, fe, rn);
            return;
        }
        if (s && is_zr(fe, rd)) {
            mnem(m, sub ? "cmp" : "cmn");
        } else {
            mnem(m, sub ? (s ? "subs" : "sub") : (s ? "adds" : "add"));
            put_reg(m, fe, rd);
            sep(m);
        }
        put_reg(m, fe, rn);
        sep(m);
        if (m->ops[2].kind == MCA_OPERAND_EXPR)
            a64_print_val(m, &immop->imm, immop->mod);
        else
            a64_print_imm(m, m->ops[2].imm);
        if (m->ops[3].imm)
            mca_strbuf_printf(&m->text, ", lsl #%lld", (long long)m->ops[3].imm);
        return;
    }
    unsigned rm = m->ops[2].reg;
    if (form == 's') {
        if (s && is_zr(fe, rd)) {
            mnem(m, sub ? "cmp" : "cmn");
            put_reg(m, fe, rn);
        } else if (sub && is_zr(fe, rn)) {
            mnem(m, s ? "negs" : "neg");
            put_reg(m, fe, rd);
        } else {
            mnem(m, sub ? (s ? "subs" : "sub") : (s ? "adds" : "add"));
            put_reg(m, fe, rd);
            sep(m);
            put_reg(m, fe, rn);
        }
        sep(m);
        put_reg(m, fe, rm);
        print_shifter(m, m->ops[3].imm);
        return;
    }
    /* extended register */
    if (s && is_zr(fe, rd)) {
        mnem(m, sub ? "cmp" : "cmn");
    } else {
        mnem(m, sub ? (s ? "subs" : "sub") : (s ? "adds" : "add"));
        put_reg(m, fe, rd);
        sep(m);
    }
    put_reg(m, fe, rn);
    sep(m);
    put_reg(m, fe, rm);
    int ext = (int)((m->ops[3].imm >> 3) & 7), amt = (int)(m->ops[3].imm & 7);
    int x = form == 'X' || form == 'x';
    if ((ext == 3 || (ext == 2 && !x)) && (is_sp(fe, rd) || is_sp(fe, rn))) {
        if (amt)
            mca_strbuf_printf(&m->text, ", lsl #%d", amt);
        return;
    }
    mca_strbuf_printf(&m->text, ", %s", ext_text[ext]);
    if (amt)
        mca_strbuf_printf(&m->text, " #%d", amt);
}

/* add, sub, adds, subs and their aliases cmp, cmn, neg, negs. */
/* The low-12-bit specifier of Darwin's assembler a symbol ends in: 1 for
 * @PAGEOFF and @TLVPPAGEOFF, 2 for @GOTPAGEOFF without an addend (which
 * LLVM's operand check takes and its add then rejects), else 0; any case. */
static int macho_pageoff(const char *sym)
{
    const char *at = sym ? strrchr(sym, '@') : NULL;
    if (!at)
        return 0;
    size_t n = strcspn(at + 1, "+-");
    if ((n == 7 && !strncasecmp(at + 1, "PAGEOFF", 7)) ||
        (n == 11 && !strncasecmp(at + 1, "TLVPPAGEOFF", 11)))
        return 1;
    return n == 10 && !at[11] && !strncasecmp(at + 1, "GOTPAGEOFF", 10) ? 2 : 0;
}

static int addsub(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    const a64_fe *fe = c->fe;
    int sub, s, cmp = 0, neg = 0;
    if (!strcmp(mn, "add")) sub = 0, s = 0;
    else if (!strcmp(mn, "adds")) sub = 0, s = 1;
    else if (!strcmp(mn, "sub")) sub = 1, s = 0;
    else if (!strcmp(mn, "subs")) sub = 1, s = 1;
    else if (!strcmp(mn, "cmp")) sub = 1, s = 1, cmp = 1;
    else if (!strcmp(mn, "cmn")) sub = 0, s = 1, cmp = 1;
    else if (!strcmp(mn, "neg")) sub = 1, s = 0, neg = 1;
    else if (!strcmp(mn, "negs")) sub = 1, s = 1, neg = 1;
    else return 0;
    /* normalise to rd, rn, op2 [, shift] */
    a64_operand *v = ops->v;
    unsigned n = ops->n;
    /* (cmp x0: the operands the forms want are missing) */
    if (cmp && n == 1 && op_is_gpr(&v[0]))
        return a64_error(c, c->mn_at, c->end - c->mn_at,
                         "too few operands for instruction");
    if (n < 2)
        return 0;
    a64_operand zr;
    memset(&zr, 0, sizeof zr);
    zr.kind = A64_OP_REG;
    zr.r.lane = -1;
    const a64_operand *rd, *rn, *op2, *sh = NULL;
    if (cmp) {
        if (n > 3)
            return 0;
        zr.r.kind = v[0].r.kind;
        zr.r.num = 31;
        rd = &zr;
        rn = &v[0];
        op2 = &v[1];
        sh = n == 3 ? &v[2] : NULL;
    } else if (neg) {
        if (n > 3)
            return 0;
        zr.r.kind = v[0].r.kind;
        zr.r.num = 31;
        rd = &v[0];
        rn = &zr;
        op2 = &v[1];
        sh = n == 3 ? &v[2] : NULL;
    } else {
        /* add x0, x1: too few; a register of another width or an
         * immediate second is where every form fails */
        if (n == 2 && op_is_gpr(&v[0]) && op_is_gpr(&v[1]) && v[0].r.kind == v[1].r.kind)
            return a64_error(c, c->mn_at, c->end - c->mn_at,
                             "too few operands for instruction");
        if (n == 2 && op_is_gpr(&v[0]) && (op_is_gpr(&v[1]) || v[1].kind == A64_OP_IMM)) {
            c->err_firm = 1;
            return invalid(c, &v[1]);
        }
        if (n < 3 || n > 4)
            return 0;
        rd = &v[0];
        rn = &v[1];
        op2 = &v[2];
        sh = n == 4 ? &v[3] : NULL;
    }
    if (!op_is_gpr(rd) || !op_is_gpr(rn))
        return 0;
    int x = rd->r.kind == A64_R_X;
    if (rn->r.kind != rd->r.kind)
        return invalid(c, rn);
    /* LLVM's matcher: "add x0, x1" and a 32-bit register without an
     * extend after 64-bit ones are missing operands (the extend); neg has
     * no extended form */
    if (x && a64_is_gpr(op2, A64_R_W) && !sh) {
        if (neg)
            return invalid(c, op2);
        return a64_error(c, c->mn_at, a64_too_few_end(c) - c->mn_at,
                         "too few operands for instruction");
    }
    char name[24];
    const char *base = sub ? (s ? "SUBS" : "SUB") : (s ? "ADDS" : "ADD");
    unsigned rdn = a64_gpr(fe, &rd->r), rnn = a64_gpr(fe, &rn->r);
    if (op2->kind == A64_OP_IMM) {
        if (neg)
            return 0;
        int64_t val = op2->imm.val, shift = 0;
        int expr = op2->imm.sym || op2->mod;
        if (sh) {
            if (sh->kind != A64_OP_SHIFT || sh->shift != A64_SH_LSL || !sh->has_amount ||
                (sh->amount != 0 && sh->amount != 12))
                return invalid(c, sh);
            shift = sh->amount;
        }
        if (expr) {
            /* LLVM's add takes a low-12 or high-12 specifier only, without
             * '#' no shift after it; sub and the flag-setting forms none */
            static const char *const ok[] = {
                "lo12", "dtprel_hi12", "dtprel_lo12", "dtprel_lo12_nc", "tprel_hi12",
                "tprel_lo12", "tprel_lo12_nc", "tlsdesc_lo12", "tlsdesc_auth_lo12",
                "secrel_lo12", "secrel_hi12",
            };
            bool known = false;
            for (size_t k = 0; op2->mod && k < sizeof ok / sizeof *ok; k++)
                known |= !strcmp(op2->mod, ok[k]);
            /* Darwin's assembler: sym@PAGEOFF and sym@TLVPPAGEOFF (any
             * case), 64-bit add only; COFF's knows @PAGEOFF as Darwin's */
            int darwin = !known && (c->macho || c->format == MCA_ASM_COFF) && !op2->mod
                             ? macho_pageoff(op2->imm.sym) : 0;
            if (darwin == 2 || (darwin && (sub || s || !x)))
                return a64_error(c, op2->start, 1, "invalid immediate expression");
            known |= darwin != 0;
            /* an expression no symbol reference: LLVM leaves it to the fixup */
            bool fixup = !known && !op2->mod && !a64_symbol_ref(op2->imm.sym);
            known |= fixup;
            if (!known)
                return a64_error(c, op2->start, 1, "expected compatible register, symbol or "
                                 "integer in range [0, 4095]");
            if (sh && !op2->hash)
                return invalid(c, sh);
            if ((sub || s) && !fixup)
                return a64_error(c, op2->start, 1, "invalid immediate expression");
        }
        if (!expr) {
            /* "lsl #0" is no shift to LLVM's parser */
            int unshifted = !sh || shift == 0;
            if (val < 0 && unshifted && val >= -4095) {
                /* LLVM reads a negative immediate as the opposite operation */
                sub = !sub;
                base = sub ? (s ? "SUBS" : "SUB") : (s ? "ADDS" : "ADD");
                val = -val;
            } else if (val < 0 && sh && shift == 12 && val >= -4095) {
                /* #-1, lsl #12 too (LLVM's isAddSubImmNeg) */
                sub = !sub;
                base = sub ? (s ? "SUBS" : "SUB") : (s ? "ADDS" : "ADD");
                val = -val;
            } else if (val < 0 && unshifted && (-val & 0xfff) == 0 && (-val >> 12) < 4096) {
                sub = !sub;
                base = sub ? (s ? "SUBS" : "SUB") : (s ? "ADDS" : "ADD");
                val = (-val) >> 12;
                shift = 12;
            }
            if (unshifted && val > 4095 && (val & 0xfff) == 0 && (val >> 12) < 4096) {
                val >>= 12;
                shift = 12;
            }
            if (val < 0 || val > 4095)
                return a64_error(c, op2->start, 1, "expected compatible register, symbol or "
                                 "integer in range [0, 4095]");
        }
        if (rd->r.num == 31 && !rd->r.sp && !s)
            return invalid(c, rd);
        if (rd->r.sp && s)
            return invalid(c, rd);
        if (rn->r.num == 31 && !rn->r.sp)
            return invalid(c, rn);
        snprintf(name, sizeof name, "%s%cri", base, x ? 'X' : 'W');
        if (!opcode_or_fail(fe, m, name))
            return 0;
        a64_put_reg(m, rdn);
        a64_put_reg(m, rnn);
        if (expr)
            a64_put_expr(m);
        else
            a64_put_imm(m, val);
        a64_put_imm(m, shift);
        print_addsub(m, fe, base, s, 'i', op2);
        return 1;
    }
    if (!op_is_gpr(op2) || (op2->r.kind != rd->r.kind && rd->r.kind == A64_R_W))
        return a64_error(c, op2->start, 1, "expected compatible register, symbol or integer in "
                         "range [0, 4095]");
    if (sh && sh->kind == A64_OP_SHIFT && sh->shift <= A64_SH_MSL && !sh->has_amount)
        return a64_error(c, sh->end, 1, "expected #imm after shift specifier");
    /* neg has the shifted form only: the logical instructions' words */
    if (neg && sh && sh->kind == A64_OP_SHIFT &&
        (sh->shift > A64_SH_ASR || sh->amount < 0 || sh->amount >= (x ? 64 : 32)))
        return a64_error(c, sh->start, 1, "expected 'lsl', 'lsr' or 'asr' with optional "
                         "integer in range [0, %d]", x ? 63 : 31);
    /* LLVM 22's words for a wrong shift or extend: the 64-bit extend's
     * whatever the size, the 32-bit one's for add/sub x, x, w */
    static const char *const msg_x = "expected 'sxtx' 'uxtx' or 'lsl' with optional integer "
                                     "in range [0, 4]";
    static const char *const msg_w = "expected '[su]xt[bhw]' with optional integer in range "
                                     "[0, 4]";
    /* x, x, w: only an extend (the flag-setting forms also read lsl as uxtw) */
    int wform = x && op_is_gpr(op2) && op2->r.kind == A64_R_W;
    const char *ext_msg = wform && !s ? msg_w : msg_x;
    int use_ext = rd->r.sp || rn->r.sp || wform ||
                  (sh && sh->kind == A64_OP_SHIFT && sh->shift >= A64_EX_UXTB);
    if (rd->r.sp && s)
        return invalid(c, rd); /* adds wsp, ...: no flag-setting form writes sp */
    if (sh && sh->kind != A64_OP_SHIFT)
        return a64_error(c, sh->start, 1, "%s", ext_msg); /* (the extend's class) */
    if (op2->r.sp)
        return invalid(c, op2);
    if (!use_ext) {
        if (rd->r.sp || rn->r.sp || op2->r.kind != rd->r.kind)
            return invalid(c, op2);
        int type = 0;
        int64_t amt = 0;
        if (sh) {
            if (sh->shift == A64_SH_ROR || sh->shift == A64_SH_MSL)
                return a64_error(c, sh->start, 1, "%s", msg_x);
            if (sh->shift > A64_SH_ASR || !sh->has_amount)
                return invalid(c, sh);
            type = sh->shift;
            amt = sh->amount;
            if (amt < 0 || amt >= (x ? 64 : 32))
                return a64_error(c, sh->start, 1, "%s", msg_x);
        }
        snprintf(name, sizeof name, "%s%crs", base, x ? 'X' : 'W');
        if (!opcode_or_fail(fe, m, name))
            return 0;
        a64_put_reg(m, rdn);
        a64_put_reg(m, rnn);
        a64_put_reg(m, a64_gpr(fe, &op2->r));
        a64_put_imm(m, (type << 6) | amt);
        print_addsub(m, fe, base, s, 's', NULL);
        return 1;
    }
    /* extended register: rd may be sp (not for the flag-setting forms) */
    if (rd->r.num == 31 && !rd->r.sp && !s)
        return invalid(c, rd);
    if (rn->r.num == 31 && !rn->r.sp)
        return invalid(c, rn);
    int ext;
    int64_t amt = 0;
    if (sh) {
        if (sh->shift == A64_SH_LSL)
            ext = x && !wform ? 3 : 2;
        else if (sh->shift >= A64_EX_UXTB && sh->shift <= A64_EX_SXTX)
            ext = sh->shift - A64_EX_UXTB;
        else
            return a64_error(c, sh->start, 1, "%s", ext_msg);
        if (sh->shift == A64_SH_LSL && !sh->has_amount)
            return invalid(c, sh);
        /* add x, x, w takes no lsl and no 64-bit extend */
        if (wform && !s && (sh->shift == A64_SH_LSL || ext == 3 || ext == 7))
            return a64_error(c, sh->start, 1, "%s", msg_w);
        amt = sh->amount;
        if (amt < 0 || amt > 4)
            return a64_error(c, sh->start, 1, "%s", ext_msg);
    } else {
        ext = x && !wform ? 3 : 2;
    }
    int rm64 = op2->r.kind == A64_R_X;
    char form;
    if (x && rm64) {
        if (ext != 3 && ext != 7)
            return sh ? a64_error(c, sh->start, 1, "%s", msg_x) : invalid(c, op2);
        snprintf(name, sizeof name, "%sXrx64", base);
        form = 'X';
    } else if (x) {
        /* (adds x, x, w, sxtx #1 reads: LLVM keeps the extend) */
        if ((ext == 3 || ext == 7) && !s)
            return invalid(c, op2);
        snprintf(name, sizeof name, "%sXrx", base);
        form = 'x';
    } else {
        if (rm64)
            return invalid(c, op2);
        snprintf(name, sizeof name, "%sWrx", base);
        form = 'w';
    }
    if (!opcode_or_fail(fe, m, name))
        return 0;
    a64_put_reg(m, rdn);
    a64_put_reg(m, rnn);
    a64_put_reg(m, a64_gpr(fe, &op2->r));
    a64_put_imm(m, (ext << 3) | amt);
    print_addsub(m, fe, base, s, form, NULL);
    return 1;
}

/* --------------------------------------------------------------- logical */

static void print_logical_rs(a64_match *m, const a64_fe *fe, const char *mn)
{
    unsigned rd = m->ops[0].reg, rn = m->ops[1].reg, rm = m->ops[2].reg;
    int64_t sh = m->ops[3].imm;
    if (!strcmp(mn, "orr") && is_zr(fe, rn) && sh == 0) {
        mnem(m, "mov");
        put_reg(m, fe, rd);
        sep(m);
        put_reg(m, fe, rm);
        return;
    }
    if (!strcmp(mn, "orn") && is_zr(fe, rn)) {
        mnem(m, "mvn");
        put_reg(m, fe, rd);
    } else if (!strcmp(mn, "ands") && is_zr(fe, rd)) {
        mnem(m, "tst");
        put_reg(m, fe, rn);
    } else {
        mnem(m, mn);
        put_reg(m, fe, rd);
        sep(m);
        put_reg(m, fe, rn);
    }
    sep(m);
    put_reg(m, fe, rm);
    print_shifter(m, sh);
}

static void print_logical_ri(a64_match *m, const a64_fe *fe, const char *mn, int width)
{
    unsigned rd = m->ops[0].reg, rn = m->ops[1].reg;
    uint64_t v = a64_logical_decode(m->ops[2].imm, width);
    if (!strcmp(mn, "orr") && is_zr(fe, rn) && !movz_able(v, width) &&
        !movz_able(width == 32 ? ~v & 0xffffffffu : ~v, width)) {
        mnem(m, "mov");
        put_reg(m, fe, rd);
        sep(m);
        a64_print_imm(m, signed_width(v, width));
        return;
    }
    if (!strcmp(mn, "ands") && is_zr(fe, rd)) {
        mnem(m, "tst");
    } else {
        mnem(m, mn);
        put_reg(m, fe, rd);
        sep(m);
    }
    put_reg(m, fe, rn);
    mca_strbuf_printf(&m->text, ", #0x%llx", (unsigned long long)v);
}

static int logical(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    /* imm: the immediate form's opcode (bic, bics, orn and eon: LLVM's
     * aliases of and, ands, orr and eor with the immediate inverted), ""
     * for none (mvn); imm_mn: its printed mnemonic */
    MCA_FIXED_STRINGS_BEGIN
    static const struct { char mn[5], op[5], imm[5], imm_mn[5]; int invert; } tab[] = {
        { "and", "AND", "AND", "and", 0 }, { "orr", "ORR", "ORR", "orr", 0 },
        { "eor", "EOR", "EOR", "eor", 0 }, { "ands", "ANDS", "ANDS", "ands", 0 },
        { "bic", "BIC", "AND", "and", 1 }, { "bics", "BICS", "ANDS", "ands", 1 },
        { "orn", "ORN", "ORR", "orr", 1 }, { "eon", "EON", "EOR", "eor", 1 },
        { "tst", "ANDS", "ANDS", "ands", 0 }, { "mvn", "ORN", "", "", 0 },
    };
    MCA_FIXED_STRINGS_END
    const a64_fe *fe = c->fe;
    int k = -1;
    for (int i = 0; i < (int)(sizeof tab / sizeof *tab); i++)
        if (!strcmp(mn, tab[i].mn))
            k = i;
    if (k < 0)
        return 0;
    a64_operand *v = ops->v;
    unsigned n = ops->n;
    a64_operand zr;
    memset(&zr, 0, sizeof zr);
    zr.kind = A64_OP_REG;
    zr.r.lane = -1;
    const a64_operand *rd, *rn, *op2, *sh = NULL;
    int tst = !strcmp(mn, "tst"), mvn = !strcmp(mn, "mvn");
    if (tst || mvn) {
        if (n < 2 || n > 3)
            return 0;
        zr.r.kind = v[0].r.kind;
        zr.r.num = 31;
        rd = tst ? &zr : &v[0];
        rn = tst ? &v[0] : &zr;
        op2 = &v[1];
        sh = n == 3 ? &v[2] : NULL;
    } else {
        if (n < 3 || n > 4)
            return 0;
        rd = &v[0];
        rn = &v[1];
        op2 = &v[2];
        sh = n == 4 ? &v[3] : NULL;
    }
    if (!op_is_gpr(rd) || !op_is_gpr(rn))
        return 0;
    int x = rd->r.kind == A64_R_X;
    if (rn->r.kind != rd->r.kind || rn->r.sp)
        return invalid(c, rn);
    const char *imm_op = tab[k].imm[0] ? tab[k].imm : NULL;
    int flags = imm_op && !strcmp(imm_op, "ANDS");
    const char *pm = tst ? "ands" : mvn ? "orn" : mn;
    char name[24];
    /* (no form of ands, bics or tst writes sp: LLVM's matcher stops there) */
    if (rd->r.sp && (flags || !imm_op))
        return invalid(c, rd);
    if (op2->kind == A64_OP_FPIMM)
        return fp_literal(c, op2);
    if (op2->kind == A64_OP_IMM && imm_op) {
        int64_t val;
        if (sh)
            return invalid(c, sh);
        /* a name or an expression: no logical immediate LLVM can check */
        if (!const_imm(op2, &val))
            return a64_error(c, op2->start, 1, "expected compatible register or logical "
                             "immediate");
        int64_t enc = a64_logical_encode(tab[k].invert ? ~(uint64_t)val : (uint64_t)val,
                                         x ? 64 : 32);
        if (enc < 0)
            return a64_error(c, op2->start, 1, "expected compatible register or logical "
                             "immediate");
        if (rd->r.num == 31 && !rd->r.sp && !flags)
            return invalid(c, rd);
        snprintf(name, sizeof name, "%s%cri", imm_op, x ? 'X' : 'W');
        if (!opcode_or_fail(fe, m, name))
            return 0;
        a64_put_reg(m, a64_gpr(fe, &rd->r));
        a64_put_reg(m, a64_gpr(fe, &rn->r));
        a64_put_imm(m, enc);
        print_logical_ri(m, fe, tab[k].imm_mn, x ? 64 : 32);
        return 1;
    }
    /* Anything but a register of rd's width where the register form takes
     * one: the immediate form's operand class is where LLVM's matcher gets
     * furthest, with its own words (sp as rd: only the immediate form
     * writes sp).  mvn has no immediate form. */
    if (!op_is_gpr(op2) || op2->r.kind != rd->r.kind || op2->r.sp || rd->r.sp) {
        if (!imm_op)
            return invalid(c, op2);
        return a64_error(c, op2->start, 1, "expected compatible register or logical "
                         "immediate");
    }
    int type = 0;
    int64_t amt = 0;
    if (sh) {
        if (sh->kind != A64_OP_SHIFT)
            return invalid(c, sh);
        if (sh->shift <= A64_SH_MSL && !sh->has_amount)
            return a64_error(c, sh->end, 1, "expected #imm after shift specifier");
        type = sh->shift;
        amt = sh->amount;
        /* an extend, msl or a too-large amount: LLVM 22's words */
        if (sh->shift > A64_SH_ROR || amt < 0 || amt >= (x ? 64 : 32))
            return a64_error(c, sh->start, 1, "expected 'lsl', 'lsr' or 'asr' with optional "
                             "integer in range [0, %d]", x ? 63 : 31);
    }
    snprintf(name, sizeof name, "%s%crs", tab[k].op, x ? 'X' : 'W');
    if (!opcode_or_fail(fe, m, name))
        return 0;
    a64_put_reg(m, a64_gpr(fe, &rd->r));
    a64_put_reg(m, a64_gpr(fe, &rn->r));
    a64_put_reg(m, a64_gpr(fe, &op2->r));
    a64_put_imm(m, (type << 6) | amt);
    print_logical_rs(m, fe, pm);
    return 1;
}

/* ------------------------------------------------------------ move wide */

static void print_movw(a64_match *m, const a64_fe *fe, char kind, int width)
{
    unsigned rd = m->ops[0].reg;
    int k = kind == 'K';
    int64_t imm = m->ops[k ? 2 : 1].imm, shift = m->ops[k ? 3 : 2].imm;
    int expr = m->ops[k ? 2 : 1].kind == MCA_OPERAND_EXPR;
    if (!k && !expr && !(imm == 0 && shift != 0)) {
        uint64_t v = (uint64_t)imm << shift;
        if (kind == 'N') {
            v = ~v;
            if (width == 32)
                v &= 0xffffffffu;
        }
        if (kind == 'Z' || !movz_able(v, width)) {
            mnem(m, "mov");
            put_reg(m, fe, rd);
            sep(m);
            a64_print_imm(m, signed_width(v, width));
            return;
        }
    }
    mnem(m, kind == 'K' ? "movk" : kind == 'Z' ? "movz" : "movn");
    put_reg(m, fe, rd);
    sep(m);
    a64_print_imm(m, imm);
    if (shift)
        mca_strbuf_printf(&m->text, ", lsl #%lld", (long long)shift);
}

static int put_movw(a64_cur *c, a64_match *m, char kind, int x, unsigned rd, int64_t imm,
                    int64_t shift)
{
    char name[16];
    snprintf(name, sizeof name, "MOV%c%ci", kind, x ? 'X' : 'W');
    if (!opcode_or_fail(c->fe, m, name))
        return 0;
    a64_put_reg(m, rd);
    if (kind == 'K')
        a64_put_reg(m, rd);
    a64_put_imm(m, imm);
    a64_put_imm(m, shift);
    print_movw(m, c->fe, kind, x ? 64 : 32);
    return 1;
}

static int movwide(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    char kind = !strcmp(mn, "movz") ? 'Z' : !strcmp(mn, "movn") ? 'N'
                : !strcmp(mn, "movk") ? 'K' : 0;
    if (!kind)
        return 0;
    a64_operand *v = ops->v;
    if (ops->n >= 2 && v[1].kind == A64_OP_FPIMM)
        return fp_literal(c, &v[1]);
    if (ops->n < 2 || ops->n > 3 || !op_is_gpr(&v[0]) || v[0].r.sp)
        return 0;
    int x = v[0].r.kind == A64_R_X;
    int64_t imm, shift = 0;
    if (ops->n == 3) {
        if (v[2].kind != A64_OP_SHIFT || v[2].shift != A64_SH_LSL || !v[2].has_amount ||
            v[2].amount % 16 || v[2].amount < 0 || v[2].amount >= (x ? 64 : 32))
            return a64_error(c, v[2].start, 1, "%s", x ? "expected 'lsl' with optional integer "
                             "0, 16, 32 or 48" : "expected 'lsl' with optional integer 0 or 16");
        shift = v[2].amount;
    }
    if (v[1].kind != A64_OP_IMM)
        return invalid(c, &v[1]);
    if (v[1].imm.sym || v[1].mod) {
        /* LLVM takes only the move-wide groups (:abs_g1:, :tprel_g0_nc:
         * ...; g0 and g1 for a W register) and no shift with them */
        const char *g = v[1].mod ? strstr(v[1].mod, "_g") : NULL;
        if (!g || (!x && g[2] != '0' && g[2] != '1'))
            return a64_error(c, v[1].start, 1, "immediate must be an integer in range [0, 65535].");
        if (ops->n == 3)
            return invalid(c, &v[2]);
        char name[16];
        snprintf(name, sizeof name, "MOV%c%ci", kind, x ? 'X' : 'W');
        if (!opcode_or_fail(c->fe, m, name))
            return 0;
        unsigned rd = a64_gpr(c->fe, &v[0].r);
        a64_put_reg(m, rd);
        if (kind == 'K')
            a64_put_reg(m, rd);
        a64_put_expr(m);
        a64_put_imm(m, shift);
        mnem(m, kind == 'K' ? "movk" : kind == 'Z' ? "movz" : "movn");
        put_reg(m, c->fe, rd);
        mca_strbuf_puts(&m->text, ", #");
        a64_print_val(m, &v[1].imm, v[1].mod);
        if (shift)
            mca_strbuf_printf(&m->text, ", lsl #%lld", (long long)shift);
        return 1;
    }
    imm = v[1].imm.val;
    if (imm < 0 || imm > 0xffff)
        return a64_error(c, v[1].start, 1, "immediate must be an integer in range [0, 65535].");
    return put_movw(c, m, kind, x, a64_gpr(c->fe, &v[0].r), imm, shift);
}

/* mov rd, #imm: MOVZ, MOVN or ORR with a bitmask immediate, as LLVM picks. */
static int a64_mov_imm(a64_cur *c, a64_match *m, const a64_operand *dst, const a64_operand *src)
{
    int x = dst->r.kind == A64_R_X;
    int width = x ? 64 : 32;
    uint64_t v = (uint64_t)src->imm.val;
    unsigned rd = a64_gpr(c->fe, &dst->r);
    if (!x)
        v &= 0xffffffffu; /* LLVM truncates a 32-bit move's immediate */
    if (!dst->r.sp)
        for (int sh = 0; sh < width; sh += 16)
            if ((v & ~((uint64_t)0xffff << sh)) == 0)
                return put_movw(c, m, 'Z', x, rd, (int64_t)(v >> sh) & 0xffff, sh);
    uint64_t nv = x ? ~v : ~v & 0xffffffffu;
    if (!dst->r.sp)
        for (int sh = 0; sh < width; sh += 16)
            if ((nv & ~((uint64_t)0xffff << sh)) == 0)
                return put_movw(c, m, 'N', x, rd, (int64_t)(nv >> sh) & 0xffff, sh);
    int64_t enc = a64_logical_encode(v, width);
    if (enc < 0 || (dst->r.num == 31 && !dst->r.sp))
        return a64_error(c, src->start, 1, "expected compatible register or logical "
                         "immediate");
    if (!opcode_or_fail(c->fe, m, x ? "ORRXri" : "ORRWri"))
        return 0;
    a64_put_reg(m, rd);
    a64_put_reg(m, c->fe->reg[x ? A64_R_X : A64_R_W][31]);
    a64_put_imm(m, enc);
    print_logical_ri(m, c->fe, "orr", width);
    return 1;
}

/* The error of mov with a general register first that no form takes.
 * Where a register of the destination's width is due, LLVM's matcher gets
 * furthest in the bitmask-immediate form (orr's alias), whose operand
 * class has its own words, except for the vector element moves (umov's
 * alias: mov x0, v0.d[1], whose lane index is an operand of its own). */
static int mov_gpr_miss(a64_cur *c, const a64_operands *ops)
{
    const a64_operand *v = ops->v;
    const a64_operand *d = &v[0], *s = &v[1];
    if (s->kind == A64_OP_FPIMM && !s->hash)
        return fp_literal(c, s);
    if (s->kind == A64_OP_REG && s->r.kind == A64_R_V && !d->r.sp) {
        const char *elem = d->r.kind == A64_R_X ? "d" : "s";
        if (ops->n == 2 && s->r.lane < 0 && (!s->r.arr[0] || !strcmp(s->r.arr, elem))) {
            /* the element move without its index: LLVM's range ends
             * before a typed register unless the destination is the zero
             * register (as its parser leaves the lexer) */
            int zr = d->r.num == 31 && !d->r.sp;
            size_t end = s->r.arr[0] && !zr ? s->start : a64_next_token(c, s->end);
            return a64_error(c, c->mn_at, end - c->mn_at, "too few operands for instruction");
        }
        return 0;
    }
    if (op_is_gpr(s) && s->r.kind == d->r.kind && ops->n > 2)
        return invalid(c, &v[2]);
    return a64_error(c, s->start, 1, "expected compatible register or logical immediate");
}

/* Whether o is a name LLVM's parser reads as an SME register (za, za0.d,
 * za1h.s, zt0, any case): no immediate. */
static int sme_register_name(const a64_cur *c, const a64_operand *o)
{
    if (o->kind != A64_OP_IMM || !o->imm.sym || o->mod || o->hash)
        return 0;
    const char *t = c->s + o->start;
    size_t n = o->end - o->start;
    if (n == 3 && !strncasecmp(t, "zt0", 3))
        return 1;
    if (n < 2 || strncasecmp(t, "za", 2) != 0)
        return 0;
    size_t k = 2;
    while (k < n && isdigit((unsigned char)t[k]))
        k++;
    if (k < n && k > 2 && strchr("hvHV", t[k]))
        k++;
    if (k + 2 == n && t[k] == '.' && strchr("bhsdqBHSDQ", t[k + 1]))
        k += 2;
    return k == n;
}

/* A real number after '#' where mov takes an immediate: LLVM reads it as
 * the bits of the double (negated after a '-'). */
static int64_t fp_bits(double d)
{
    double mag = fabs(d);
    uint64_t bits;
    memcpy(&bits, &mag, sizeof bits);
    return signbit(d) ? (int64_t)(0 - bits) : (int64_t)bits;
}

static int mov(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    if (strcmp(mn, "mov") != 0 || ops->n < 2)
        return 0;
    a64_operand *v = ops->v;
    if (!op_is_gpr(&v[0]))
        return 0;
    const a64_fe *fe = c->fe;
    int x = v[0].r.kind == A64_R_X;
    if (ops->n == 2 && v[1].kind == A64_OP_FPIMM && v[1].hash) {
        a64_operand bits = v[1];
        bits.kind = A64_OP_IMM;
        bits.imm.val = fp_bits(v[1].fp);
        bits.imm.sym = NULL;
        bits.mod = NULL;
        return a64_mov_imm(c, m, &v[0], &bits);
    }
    /* (a name with sp: only the bitmask form writes sp, and it takes no
     * name) */
    if (ops->n != 2 || (v[1].kind != A64_OP_IMM && !op_is_gpr(&v[1])) ||
        (op_is_gpr(&v[1]) && v[1].r.kind != v[0].r.kind) || sme_register_name(c, &v[1]) ||
        (v[1].kind == A64_OP_IMM && v[0].r.sp && (v[1].imm.sym || v[1].mod)))
        return mov_gpr_miss(c, ops);
    if (v[1].kind == A64_OP_IMM && !v[1].imm.sym && !v[1].mod)
        return a64_mov_imm(c, m, &v[0], &v[1]);
    if (v[1].kind == A64_OP_IMM && !v[0].r.sp) {
        /* mov Rd, #expr: LLVM makes it movz Rd, #expr, whatever the
         * specifier (movz itself takes only the move-wide groups) */
        if (!opcode_or_fail(fe, m, x ? "MOVZXi" : "MOVZWi"))
            return 0;
        a64_put_reg(m, a64_gpr(fe, &v[0].r));
        a64_put_expr(m);
        a64_put_imm(m, 0);
        mnem(m, "movz");
        put_reg(m, fe, m->ops[0].reg);
        mca_strbuf_puts(&m->text, ", #");
        a64_print_val(m, &v[1].imm, v[1].mod);
        return 1;
    }
    if (!op_is_gpr(&v[1]))
        return 0;
    unsigned rd = a64_gpr(fe, &v[0].r), rm = a64_gpr(fe, &v[1].r);
    /* sp and the zero register in one mov: neither add (sp) nor orr (zr)
     * takes both; LLVM fails at the second operand */
    if (v[0].r.sp && v[1].r.num == 31 && !v[1].r.sp)
        return a64_error(c, v[1].start, 1, "expected compatible register or logical immediate");
    if (v[1].r.sp && v[0].r.num == 31 && !v[0].r.sp)
        return a64_error(c, v[1].start, 1, "invalid operand for instruction");
    if (v[0].r.sp || v[1].r.sp) {
        if (!opcode_or_fail(fe, m, x ? "ADDXri" : "ADDWri"))
            return 0;
        a64_put_reg(m, rd);
        a64_put_reg(m, rm);
        a64_put_imm(m, 0);
        a64_put_imm(m, 0);
        print_addsub(m, fe, "ADD", 0, 'i', NULL);
        return 1;
    }
    if (!opcode_or_fail(fe, m, x ? "ORRXrs" : "ORRWrs"))
        return 0;
    a64_put_reg(m, rd);
    a64_put_reg(m, fe->reg[x ? A64_R_X : A64_R_W][31]);
    a64_put_reg(m, rm);
    a64_put_imm(m, 0);
    print_logical_rs(m, fe, "orr");
    return 1;
}

/* ------------------------------------------------------------- bitfields */

static void print_bfm(a64_match *m, const a64_fe *fe, char kind, int width)
{
    int b = kind == 'B';
    unsigned rd = m->ops[0].reg, rn = m->ops[b ? 2 : 1].reg;
    int64_t immr = m->ops[b ? 3 : 2].imm, imms = m->ops[b ? 4 : 3].imm;
    char buf[32];
    if (!b) {
        if (imms == width - 1) {
            mnem(m, kind == 'S' ? "asr" : "lsr");
            put_reg(m, fe, rd);
            sep(m);
            put_reg(m, fe, rn);
            mca_strbuf_printf(&m->text, ", #%lld", (long long)immr);
            return;
        }
        if (kind == 'U' && imms + 1 == immr) {
            mnem(m, "lsl");
            put_reg(m, fe, rd);
            sep(m);
            put_reg(m, fe, rn);
            mca_strbuf_printf(&m->text, ", #%lld", (long long)(width - 1 - imms));
            return;
        }
        if (immr == 0 && (imms == 7 || imms == 15 || (imms == 31 && width == 64)) &&
            (kind == 'S' || width == 32)) {
            const char *w = kind == 'S' ? (imms == 7 ? "sxtb" : imms == 15 ? "sxth" : "sxtw")
                                        : (imms == 7 ? "uxtb" : "uxth");
            mnem(m, w);
            put_reg(m, fe, rd);
            sep(m);
            /* the source prints as its 32-bit register */
            a64_reg_text(fe, rn, buf, sizeof buf);
            if (buf[0] == 'x')
                buf[0] = 'w';
            else if (!strcmp(buf, "xzr"))
                strcpy(buf, "wzr");
            mca_strbuf_puts(&m->text, buf);
            return;
        }
    }
    const char *name;
    int64_t a, w;
    if (imms < immr) {
        name = b ? "bfi" : kind == 'S' ? "sbfiz" : "ubfiz";
        a = width - immr;
        w = imms + 1;
    } else {
        name = b ? "bfxil" : kind == 'S' ? "sbfx" : "ubfx";
        a = immr;
        w = imms - immr + 1;
    }
    mnem(m, name);
    put_reg(m, fe, rd);
    sep(m);
    put_reg(m, fe, rn);
    mca_strbuf_printf(&m->text, ", #%lld, #%lld", (long long)a, (long long)w);
}

static int put_bfm(a64_cur *c, a64_match *m, char kind, int x, unsigned rd, unsigned rn,
                   int64_t immr, int64_t imms)
{
    char name[16];
    snprintf(name, sizeof name, "%sBFM%cri", kind == 'B' ? "" : kind == 'S' ? "S" : "U",
             x ? 'X' : 'W');
    if (!opcode_or_fail(c->fe, m, name))
        return 0;
    a64_put_reg(m, rd);
    if (kind == 'B')
        a64_put_reg(m, rd);
    a64_put_reg(m, rn);
    a64_put_imm(m, immr);
    a64_put_imm(m, imms);
    print_bfm(m, c->fe, kind, x ? 64 : 32);
    return 1;
}

/* sxtb/sxth/sxtw/uxtb/uxth/uxtw Rd, Rn as LLVM takes them, GNU's spellings
 * included: with an X destination the sign extensions and uxtw accept an
 * X source as well as a W one (printed as W; uxtw is ubfx Xd, Xn, #0, #32),
 * and uxtb/uxth write the destination's W register (the 32-bit form
 * zero-extends anyway). */
static int extend_alias(a64_cur *c, const char *mn, char kind, a64_operands *ops,
                        a64_match *m)
{
    a64_operand *v = ops->v;
    /* SVE's predicated extends (uxtw z0.d, p0/m, z1.d) are the forms' */
    if (ops->n < 2 || (v[0].kind == A64_OP_REG && v[0].r.kind == A64_R_Z))
        return 0;
    int word = mn[3] == 'w';
    if (!op_is_gpr(&v[0]) || v[0].r.sp || (word && v[0].r.kind != A64_R_X))
        return invalid(c, &v[0]);
    int x = v[0].r.kind == A64_R_X;
    int x_source = x && (kind == 'S' || word);
    if (ops->n != 2 || !op_is_gpr(&v[1]) || v[1].r.sp ||
        (v[1].r.kind != A64_R_W && !(x_source && v[1].r.kind == A64_R_X)))
        return invalid(c, &v[1]);
    int64_t imms = mn[3] == 'b' ? 7 : mn[3] == 'h' ? 15 : 31;
    unsigned src = v[1].r.num;
    if (kind == 'U' && !word)
        return put_bfm(c, m, 'U', 0, c->fe->reg[A64_R_W][v[0].r.num],
                       c->fe->reg[A64_R_W][src], 0, imms);
    return put_bfm(c, m, kind, x, a64_gpr(c->fe, &v[0].r),
                   c->fe->reg[x ? A64_R_X : A64_R_W][src], 0, imms);
}

static int bitfield(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    static const struct { const char *mn; char kind; char how; } tab[] = {
        { "lsl", 'U', 'l' }, { "lsr", 'U', 'r' }, { "asr", 'S', 'r' },
        { "ubfx", 'U', 'x' }, { "sbfx", 'S', 'x' }, { "bfxil", 'B', 'x' },
        { "ubfiz", 'U', 'z' }, { "sbfiz", 'S', 'z' }, { "bfi", 'B', 'z' },
        { "ubfm", 'U', 'm' }, { "sbfm", 'S', 'm' }, { "bfm", 'B', 'm' },
        { "sxtb", 'S', 'e' }, { "sxth", 'S', 'e' }, { "sxtw", 'S', 'e' },
        { "uxtb", 'U', 'e' }, { "uxth", 'U', 'e' }, { "uxtw", 'U', 'e' },
        { "bfc", 'B', 'c' },
    };
    int k = -1;
    for (int i = 0; i < (int)(sizeof tab / sizeof *tab); i++)
        if (!strcmp(mn, tab[i].mn))
            k = i;
    if (k < 0)
        return 0;
    if (tab[k].how == 'e')
        return extend_alias(c, mn, tab[k].kind, ops, m);
    a64_operand *v = ops->v;
    unsigned n = ops->n;
    if (n < 2 || !op_is_gpr(&v[0]) || v[0].r.sp)
        return 0;
    int x = v[0].r.kind == A64_R_X, width = x ? 64 : 32;
    unsigned rd = a64_gpr(c->fe, &v[0].r);
    char how = tab[k].how;
    if (how == 'c') {
        int64_t lsb, w;
        if (n != 3 || !const_imm(&v[1], &lsb) || !const_imm(&v[2], &w))
            return 0;
        return put_bfm(c, m, 'B', x, rd, c->fe->reg[x ? A64_R_X : A64_R_W][31],
                       (width - lsb) % width, w - 1);
    }
    if (!op_is_gpr(&v[1]) || v[1].r.kind != v[0].r.kind || v[1].r.sp)
        return 0;
    unsigned rn = a64_gpr(c->fe, &v[1].r);
    int64_t a, b = 0;
    if (how == 'l' || how == 'r') {
        if (n != 3)
            return 0;
        if (op_is_gpr(&v[2])) {
            /* register shift: LSLV and friends */
            char name[16];
            snprintf(name, sizeof name, "%sV%cr", mn[0] == 'l' ? (mn[2] == 'l' ? "LSL" : "LSR")
                     : "ASR", x ? 'X' : 'W');
            if (v[2].r.kind != v[0].r.kind || v[2].r.sp)
                return invalid(c, &v[2]);
            if (!opcode_or_fail(c->fe, m, name))
                return 0;
            a64_put_reg(m, rd);
            a64_put_reg(m, rn);
            a64_put_reg(m, a64_gpr(c->fe, &v[2].r));
            mnem(m, mn);
            put_reg(m, c->fe, rd);
            sep(m);
            put_reg(m, c->fe, rn);
            sep(m);
            put_reg(m, c->fe, a64_gpr(c->fe, &v[2].r));
            return 1;
        }
        if (!const_imm(&v[2], &a))
            return invalid(c, &v[2]);
        if (a < 0 || a >= width)
            return a64_error(c, v[2].start, 1, "immediate must be an integer in range "
                             "[0, %d].", width - 1);
        if (how == 'l')
            return put_bfm(c, m, 'U', x, rd, rn, (width - a) % width, width - 1 - a);
        return put_bfm(c, m, tab[k].kind, x, rd, rn, a, width - 1);
    }
    if (n != 4 || !const_imm(&v[2], &a) || !const_imm(&v[3], &b))
        return 0;
    if (how == 'm')
        return put_bfm(c, m, tab[k].kind, x, rd, rn, a, b);
    if (a < 0 || a >= width)
        return a64_error(c, v[2].start, 1, "immediate must be an integer in range [0, %d].",
                         width - 1);
    if (b < 1 || a + b > width)
        return a64_error(c, v[3].start, 1, "requested extract overflows register");
    if (how == 'x')
        return put_bfm(c, m, tab[k].kind, x, rd, rn, a, a + b - 1);
    return put_bfm(c, m, tab[k].kind, x, rd, rn, (width - a) % width, b - 1);
}

/* extr, and ror with an immediate */
static int extr(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    a64_operand *v = ops->v;
    int ror = !strcmp(mn, "ror");
    if (!ror && strcmp(mn, "extr") != 0)
        return 0;
    if (ops->n != (ror ? 3u : 4u) || !op_is_gpr(&v[0]) || !op_is_gpr(&v[1]))
        return 0;
    int x = v[0].r.kind == A64_R_X;
    const a64_operand *rm = ror ? &v[1] : &v[2];
    const a64_operand *im = ror ? &v[2] : &v[3];
    int64_t a;
    const a64_fe *fe = c->fe;
    if (ror && op_is_gpr(im)) {
        if (!opcode_or_fail(fe, m, x ? "RORVXr" : "RORVWr"))
            return 0;
        a64_put_reg(m, a64_gpr(fe, &v[0].r));
        a64_put_reg(m, a64_gpr(fe, &v[1].r));
        a64_put_reg(m, a64_gpr(fe, &im->r));
        mnem(m, "ror");
        put_reg(m, fe, m->ops[0].reg);
        sep(m);
        put_reg(m, fe, m->ops[1].reg);
        sep(m);
        put_reg(m, fe, m->ops[2].reg);
        return 1;
    }
    if (!op_is_gpr(rm) || !const_imm(im, &a))
        return 0;
    if (a < 0 || a >= (x ? 64 : 32))
        return a64_error(c, im->start, 1, "immediate must be an integer in range [0, %d].",
                         x ? 63 : 31);
    if (!opcode_or_fail(fe, m, x ? "EXTRXrri" : "EXTRWrri"))
        return 0;
    unsigned rd = a64_gpr(fe, &v[0].r), rn = a64_gpr(fe, &v[1].r), rmn = a64_gpr(fe, &rm->r);
    a64_put_reg(m, rd);
    a64_put_reg(m, rn);
    a64_put_reg(m, rmn);
    a64_put_imm(m, a);
    mnem(m, rn == rmn ? "ror" : "extr");
    put_reg(m, fe, rd);
    sep(m);
    put_reg(m, fe, rn);
    if (rn != rmn) {
        sep(m);
        put_reg(m, fe, rmn);
    }
    mca_strbuf_printf(&m->text, ", #%lld", (long long)a);
    return 1;
}

/* --------------------------------------------------- conditional select */

static int cond_of(const a64_operand *o)
{
    if (o->kind != A64_OP_IMM || o->hash || !o->imm.sym || o->mod)
        return -1;
    return a64_cond(o->imm.sym);
}

static int csel(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    static const struct { const char *mn, *op; char alias; } tab[] = {
        { "csel", "CSEL", 0 }, { "csinc", "CSINC", 0 }, { "csinv", "CSINV", 0 },
        { "csneg", "CSNEG", 0 }, { "cset", "CSINC", 's' }, { "csetm", "CSINV", 's' },
        { "cinc", "CSINC", 'i' }, { "cinv", "CSINV", 'i' }, { "cneg", "CSNEG", 'i' },
    };
    int k = -1;
    for (int i = 0; i < (int)(sizeof tab / sizeof *tab); i++)
        if (!strcmp(mn, tab[i].mn))
            k = i;
    if (k < 0)
        return 0;
    const a64_fe *fe = c->fe;
    a64_operand *v = ops->v;
    unsigned n = ops->n;
    unsigned want = tab[k].alias == 's' ? 2 : tab[k].alias == 'i' ? 3 : 4;
    if (n != want)
        return 0;
    for (unsigned i = 0; i + 1 < n; i++)
        if (!op_is_gpr(&v[i]) || v[i].r.sp || v[i].r.kind != v[0].r.kind)
            return i ? invalid(c, &v[i]) : 0;
    int cc = cond_of(&v[n - 1]);
    if (cc < 0)
        return a64_error(c, v[n - 1].start, 1, "invalid condition code");
    int x = v[0].r.kind == A64_R_X;
    unsigned rd = a64_gpr(fe, &v[0].r), zr = fe->reg[x ? A64_R_X : A64_R_W][31];
    unsigned rn, rm;
    if (tab[k].alias) {
        if (cc >= 14)
            return a64_error(c, v[n - 1].end, 1, "condition codes AL and NV are invalid "
                             "for this instruction");
        cc ^= 1;
        rn = rm = tab[k].alias == 's' ? zr : a64_gpr(fe, &v[1].r);
    } else {
        rn = a64_gpr(fe, &v[1].r);
        rm = a64_gpr(fe, &v[2].r);
    }
    char name[16];
    snprintf(name, sizeof name, "%s%cr", tab[k].op, x ? 'X' : 'W');
    if (!opcode_or_fail(fe, m, name))
        return 0;
    a64_put_reg(m, rd);
    a64_put_reg(m, rn);
    a64_put_reg(m, rm);
    a64_put_imm(m, cc);
    /* print */
    const char *op = tab[k].op;
    if (strcmp(op, "CSEL") != 0 && rn == rm && cc < 14) {
        if (rn == zr && strcmp(op, "CSNEG") != 0) {
            mnem(m, !strcmp(op, "CSINC") ? "cset" : "csetm");
            put_reg(m, fe, rd);
            mca_strbuf_printf(&m->text, ", %s", a64_cond_names[cc ^ 1]);
            return 1;
        }
        mnem(m, !strcmp(op, "CSINC") ? "cinc" : !strcmp(op, "CSINV") ? "cinv" : "cneg");
        put_reg(m, fe, rd);
        sep(m);
        put_reg(m, fe, rn);
        mca_strbuf_printf(&m->text, ", %s", a64_cond_names[cc ^ 1]);
        return 1;
    }
    char lower[8];
    size_t i = 0;
    for (; op[i] && i + 1 < sizeof lower; i++)
        lower[i] = (char)(op[i] | 32);
    lower[i] = 0;
    mnem(m, lower);
    put_reg(m, fe, rd);
    sep(m);
    put_reg(m, fe, rn);
    sep(m);
    put_reg(m, fe, rm);
    mca_strbuf_printf(&m->text, ", %s", a64_cond_names[cc]);
    return 1;
}

static int ccmp(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    int cmn = !strcmp(mn, "ccmn");
    if (!cmn && strcmp(mn, "ccmp") != 0)
        return 0;
    a64_operand *v = ops->v;
    if (ops->n != 4 || !op_is_gpr(&v[0]) || v[0].r.sp)
        return 0;
    int x = v[0].r.kind == A64_R_X;
    int64_t nzcv, imm = 0;
    if (!const_imm(&v[2], &nzcv) || nzcv < 0 || nzcv > 15)
        return a64_error(c, v[2].start, 1, "immediate must be an integer in range [0, 15].");
    int cc = cond_of(&v[3]);
    if (cc < 0)
        return a64_error(c, v[3].start, 1, "invalid condition code");
    const a64_fe *fe = c->fe;
    char name[16];
    int reg = op_is_gpr(&v[1]);
    if (!reg) {
        if (!const_imm(&v[1], &imm))
            return invalid(c, &v[1]);
        if (imm < 0 || imm > 31)
            return a64_error(c, v[1].start, 1, "immediate must be an integer in range [0, 31].");
    } else if (v[1].r.kind != v[0].r.kind || v[1].r.sp) {
        return invalid(c, &v[1]);
    }
    snprintf(name, sizeof name, "%s%c%c", cmn ? "CCMN" : "CCMP", x ? 'X' : 'W', reg ? 'r' : 'i');
    if (!opcode_or_fail(fe, m, name))
        return 0;
    a64_put_reg(m, a64_gpr(fe, &v[0].r));
    if (reg)
        a64_put_reg(m, a64_gpr(fe, &v[1].r));
    else
        a64_put_imm(m, imm);
    a64_put_imm(m, nzcv);
    a64_put_imm(m, cc);
    mnem(m, cmn ? "ccmn" : "ccmp");
    put_reg(m, fe, m->ops[0].reg);
    sep(m);
    if (reg)
        put_reg(m, fe, m->ops[1].reg);
    else
        a64_print_imm(m, imm);
    sep(m);
    a64_print_imm(m, nzcv);
    mca_strbuf_printf(&m->text, ", %s", a64_cond_names[cc]);
    return 1;
}

/* ------------------------------------------------------------- multiply */

static int mul(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    static const struct { const char *mn, *op, *alias; int args; char kind; } tab[] = {
        { "madd", "MADD", "mul", 4, 's' }, { "msub", "MSUB", "mneg", 4, 's' },
        { "mul", "MADD", "mul", 3, 's' }, { "mneg", "MSUB", "mneg", 3, 's' },
        { "smaddl", "SMADDL", "smull", 4, 'l' }, { "umaddl", "UMADDL", "umull", 4, 'l' },
        { "smsubl", "SMSUBL", "smnegl", 4, 'l' }, { "umsubl", "UMSUBL", "umnegl", 4, 'l' },
        { "smull", "SMADDL", "smull", 3, 'l' }, { "umull", "UMADDL", "umull", 3, 'l' },
        { "smnegl", "SMSUBL", "smnegl", 3, 'l' }, { "umnegl", "UMSUBL", "umnegl", 3, 'l' },
    };
    int k = -1;
    for (int i = 0; i < (int)(sizeof tab / sizeof *tab); i++)
        if (!strcmp(mn, tab[i].mn))
            k = i;
    if (k < 0)
        return 0;
    a64_operand *v = ops->v;
    if (ops->n != (unsigned)tab[k].args)
        return 0;
    for (unsigned i = 0; i < ops->n; i++)
        if (!op_is_gpr(&v[i]) || v[i].r.sp)
            return 0;
    const a64_fe *fe = c->fe;
    int x = v[0].r.kind == A64_R_X;
    char name[16];
    if (tab[k].kind == 'l') {
        if (!x || v[1].r.kind != A64_R_W || v[2].r.kind != A64_R_W ||
            (ops->n == 4 && v[3].r.kind != A64_R_X))
            return invalid(c, &v[0]);
        snprintf(name, sizeof name, "%srrr", tab[k].op);
    } else {
        for (unsigned i = 1; i < ops->n; i++)
            if (v[i].r.kind != v[0].r.kind)
                return invalid(c, &v[i]);
        snprintf(name, sizeof name, "%s%crrr", tab[k].op, x ? 'X' : 'W');
    }
    if (!opcode_or_fail(fe, m, name))
        return 0;
    unsigned ra = ops->n == 4 ? a64_gpr(fe, &v[3].r) : fe->reg[A64_R_X][31];
    if (tab[k].kind == 's' && ops->n == 3 && !x)
        ra = fe->reg[A64_R_W][31];
    a64_put_reg(m, a64_gpr(fe, &v[0].r));
    a64_put_reg(m, a64_gpr(fe, &v[1].r));
    a64_put_reg(m, a64_gpr(fe, &v[2].r));
    a64_put_reg(m, ra);
    int alias = is_zr(fe, ra);
    char lower[16];
    size_t i = 0;
    for (; tab[k].op[i] && i + 1 < sizeof lower; i++)
        lower[i] = (char)(tab[k].op[i] | 32);
    lower[i] = 0;
    mnem(m, alias ? tab[k].alias : lower);
    for (unsigned j = 0; j < (alias ? 3u : 4u); j++) {
        if (j)
            sep(m);
        put_reg(m, fe, m->ops[j].reg);
    }
    return 1;
}

/* adc, adcs, sbc, sbcs, ngc, ngcs */
static int adc(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    static const struct { const char *mn, *op; int ng; } tab[] = {
        { "adc", "ADC", 0 }, { "adcs", "ADCS", 0 }, { "sbc", "SBC", 0 },
        { "sbcs", "SBCS", 0 }, { "ngc", "SBC", 1 }, { "ngcs", "SBCS", 1 },
    };
    int k = -1;
    for (int i = 0; i < (int)(sizeof tab / sizeof *tab); i++)
        if (!strcmp(mn, tab[i].mn))
            k = i;
    if (k < 0)
        return 0;
    a64_operand *v = ops->v;
    if (ops->n != (tab[k].ng ? 2u : 3u))
        return 0;
    for (unsigned i = 0; i < ops->n; i++)
        if (!op_is_gpr(&v[i]) || v[i].r.sp || v[i].r.kind != v[0].r.kind)
            return 0;
    const a64_fe *fe = c->fe;
    int x = v[0].r.kind == A64_R_X;
    char name[16];
    snprintf(name, sizeof name, "%s%cr", tab[k].op, x ? 'X' : 'W');
    if (!opcode_or_fail(fe, m, name))
        return 0;
    unsigned rd = a64_gpr(fe, &v[0].r);
    unsigned rn = tab[k].ng ? fe->reg[x ? A64_R_X : A64_R_W][31] : a64_gpr(fe, &v[1].r);
    unsigned rm = a64_gpr(fe, &v[tab[k].ng ? 1 : 2].r);
    a64_put_reg(m, rd);
    a64_put_reg(m, rn);
    a64_put_reg(m, rm);
    int ng = tab[k].op[0] == 'S' && is_zr(fe, rn);
    const char *pm = ng ? (tab[k].op[3] == 'S' ? "ngcs" : "ngc")
                        : (tab[k].op[0] == 'A' ? (tab[k].op[3] == 'S' ? "adcs" : "adc")
                                               : (tab[k].op[3] == 'S' ? "sbcs" : "sbc"));
    mnem(m, pm);
    put_reg(m, fe, rd);
    if (!ng) {
        sep(m);
        put_reg(m, fe, rn);
    }
    sep(m);
    put_reg(m, fe, rm);
    return 1;
}

/* ------------------------------------------------------------- branches */

/* A register name LLVM's operand parser leaves to the expression parser
 * where a label goes: the SVE and SME names (z0, p1, pn2, za) are symbols
 * there (b.eq z0 branches to a label "z0"). */
static bool symbol_register(const a64_cur *c, const a64_operand *o)
{
    if (o->kind != A64_OP_REG || o->r.arr[0] || o->r.lane >= 0 || o->r.pq)
        return false;
    if (o->r.kind == A64_R_Z || o->r.kind == A64_R_P || o->r.kind == A64_R_PN)
        return true;
    return o->end - o->start == 2 && !strncasecmp(c->s + o->start, "za", 2);
}

/* Would a64_pcrel_operand take o (no error made)? */
static bool pcrel_ok(const a64_cur *c, const a64_operand *o, int bits)
{
    if (symbol_register(c, o))
        return true;
    if (o->kind != A64_OP_IMM)
        return false;
    if (o->imm.sym || o->mod)
        return true;
    int64_t v = o->imm.val, lim = (int64_t)1 << (bits + 1);
    return !(v & 3 || v < -lim || v >= lim);
}

int a64_pcrel_operand(a64_cur *c, a64_operand *o, int bits)
{
    if (symbol_register(c, o)) {
        char *name = strndup(c->s + o->start, o->end - o->start);
        if (!name)
            return -1;
        a64_operand t;
        memset(&t, 0, sizeof t);
        t.kind = A64_OP_IMM;
        t.start = o->start;
        t.end = o->end;
        t.imm.sym = name;
        t.r.lane = -1;
        *o = t;
    }
    if (o->kind != A64_OP_IMM)
        return a64_error(c, o->start, 1, "expected label or encodable integer pc offset");
    if (o->imm.sym || o->mod)
        return 1;
    int64_t v = o->imm.val, lim = (int64_t)1 << (bits + 1);
    if (v & 3 || v < -lim || v >= lim)
        return a64_error(c, o->start, 1, "expected label or encodable integer pc offset");
    return 1;
}

/* A branch target: a label, or a constant offset that is a multiple of 4
 * within the signed range of a bits-wide instruction offset. */
static int label_operand(a64_cur *c, a64_operand *o, a64_match *m, int bits)
{
    if (a64_pcrel_operand(c, o, bits) < 0)
        return -1;
    if (o->imm.sym || o->mod)
        a64_put_expr(m);
    else
        a64_put_imm(m, o->imm.val >> 2);
    return 1;
}

/* A branch with n operands where it takes want, the label operand at
 * label: LLVM's "too few operands" (its caret under the statement), or the
 * label's error, else "invalid operand" at the first operand too many. */
static int branch_count(a64_cur *c, a64_operands *ops, unsigned want, unsigned label,
                        int bits)
{
    if (ops->n < want) {
        /* LLVM's range ends where its last operand does: an immediate's
         * end is one character short (tbz x0, #1 underlines "tbz x0, #") */
        size_t span = 1;
        if (ops->n) {
            const a64_operand *last = &ops->v[ops->n - 1];
            span = last->end - c->mn_at - (last->kind == A64_OP_IMM);
        }
        return a64_error(c, c->mn_at, span, "too few operands for instruction");
    }
    if (a64_pcrel_operand(c, &ops->v[label], bits) < 0)
        return -1;
    return invalid(c, &ops->v[want]);
}

static void print_label(a64_match *m, const a64_operand *o)
{
    if (o->imm.sym || o->mod)
        a64_print_val(m, &o->imm, o->mod);
    else
        a64_print_imm(m, o->imm.val);
}

static int branch(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    const a64_fe *fe = c->fe;
    a64_operand *v = ops->v;
    unsigned n = ops->n;
    if (!strcmp(mn, "b") || !strcmp(mn, "bl")) {
        if (n == 1 && a64_pcrel_operand(c, &v[0], 26) < 0)
            return -1;
        if (n > 1)
            return branch_count(c, ops, 1, 0, 26);
        if (n != 1 || v[0].kind != A64_OP_IMM)
            return 0;
        if (!opcode_or_fail(fe, m, mn[1] ? "BL" : "B") || label_operand(c, &v[0], m, 26) < 0)
            return -1;
        mnem(m, mn);
        print_label(m, &v[0]);
        return 1;
    }
    int cc = -1, bc = 0;
    if (mn[0] == 'b' && mn[1] == '.')
        cc = a64_cond(mn + 2);
    else if (mn[0] == 'b' && mn[1] == 'c' && mn[2] == '.') {
        cc = a64_cond(mn + 3);
        bc = 1;
    } else if (mn[0] == 'b' && strlen(mn) == 3)
        cc = a64_cond(mn + 1);
    if (cc >= 0) {
        if (!opcode_or_fail(fe, m, bc ? "BCcc" : "Bcc"))
            return 0;
        if (bc && n >= 1 && !a64_feature_on(c->feat, "hbc") &&
            (n != 1 || !pcrel_ok(c, &v[0], 19)))
            /* without the feature LLVM's matcher reports a bad operand
             * plainly (a good one: the feature, after matching) */
            return invalid(c, &v[pcrel_ok(c, &v[0], 19) ? 1 : 0]);
        if (n != 1)
            return branch_count(c, ops, 1, 0, 19);
        a64_put_imm(m, cc);
        if (label_operand(c, &v[0], m, 19) < 0)
            return -1;
        mca_strbuf_printf(&m->text, "%s.%s\t", bc ? "bc" : "b", a64_cond_names[cc]);
        print_label(m, &v[0]);
        return 1;
    }
    int cbnz = !strcmp(mn, "cbnz");
    if (cbnz || !strcmp(mn, "cbz")) {
        if (n < 1 || !op_is_gpr(&v[0]) || v[0].r.sp)
            return 0;
        if (n != 2)
            return branch_count(c, ops, 2, 1, 19);
        int x = v[0].r.kind == A64_R_X;
        char name[8];
        snprintf(name, sizeof name, "%s%c", cbnz ? "CBNZ" : "CBZ", x ? 'X' : 'W');
        if (!opcode_or_fail(fe, m, name))
            return 0;
        a64_put_reg(m, a64_gpr(fe, &v[0].r));
        if (label_operand(c, &v[1], m, 19) < 0)
            return -1;
        mnem(m, mn);
        put_reg(m, fe, m->ops[0].reg);
        sep(m);
        print_label(m, &v[1]);
        return 1;
    }
    int tbnz = !strcmp(mn, "tbnz");
    if (tbnz || !strcmp(mn, "tbz")) {
        int64_t bit;
        if (n < 2 || !op_is_gpr(&v[0]) || v[0].r.sp)
            return 0;
        int x = v[0].r.kind == A64_R_X;
        if (!const_imm(&v[1], &bit))
            return a64_error(c, v[1].start, 1, "immediate must be an integer in range [0, %d].",
                             x ? 63 : 31);
        if (n != 3 && !(bit < 0 || bit >= (x ? 64 : 32)))
            return branch_count(c, ops, 3, 2, 14);
        if (bit < 0 || bit >= (x ? 64 : 32))
            return a64_error(c, v[1].start, 1, "immediate must be an integer in range [0, %d].",
                             x ? 63 : 31);
        int wide = bit >= 32;
        char name[8];
        snprintf(name, sizeof name, "%s%c", tbnz ? "TBNZ" : "TBZ", wide ? 'X' : 'W');
        if (!opcode_or_fail(fe, m, name))
            return 0;
        unsigned rt = fe->reg[wide ? A64_R_X : A64_R_W][v[0].r.num];
        a64_put_reg(m, rt);
        a64_put_imm(m, bit);
        if (label_operand(c, &v[2], m, 14) < 0)
            return -1;
        mnem(m, mn);
        put_reg(m, fe, rt);
        sep(m);
        a64_print_imm(m, bit);
        sep(m);
        print_label(m, &v[2]);
        return 1;
    }
    if (!strcmp(mn, "br") || !strcmp(mn, "blr") || !strcmp(mn, "ret")) {
        unsigned r;
        if (n == 0 && mn[0] == 'r')
            r = fe->reg[A64_R_X][30];
        else if (n == 1 && a64_is_gpr(&v[0], A64_R_X) && !v[0].r.sp)
            r = a64_gpr(fe, &v[0].r);
        else if (n > 1 && a64_is_gpr(&v[0], A64_R_X) && !v[0].r.sp)
            /* one register only: LLVM reports the operand after it */
            return a64_error(c, v[1].start, 1, "invalid operand for instruction");
        else
            return 0;
        char name[8];
        snprintf(name, sizeof name, "%s", mn[0] == 'r' ? "RET" : mn[1] == 'l' ? "BLR" : "BR");
        if (!opcode_or_fail(fe, m, name))
            return 0;
        a64_put_reg(m, r);
        if (mn[0] == 'r' && r == fe->reg[A64_R_X][30]) {
            mca_strbuf_puts(&m->text, "ret");
        } else {
            mnem(m, mn);
            put_reg(m, fe, r);
        }
        return 1;
    }
    if (!strcmp(mn, "adr") || !strcmp(mn, "adrp")) {
        if (n >= 2 && a64_is_gpr(&v[0], A64_R_X) && !v[0].r.sp) {
            /* an SVE/SME register name is a label here too; adr's memory
             * operand gets the label message; an operand too many after
             * a label is reported (measured with llvm-mca 22) */
            if (symbol_register(c, &v[1]) && a64_pcrel_operand(c, &v[1], 20) < 0)
                return -1;
            if (!mn[3] && v[1].kind == A64_OP_MEM)
                return a64_error(c, v[1].start, 1,
                                 "expected label or encodable integer pc offset");
            if (n > 2 && (v[1].kind == A64_OP_IMM || v[1].kind == A64_OP_REG))
                return invalid(c, &v[2]);
        }
        if (n != 2 || !a64_is_gpr(&v[0], A64_R_X) || v[0].r.sp || v[1].kind != A64_OP_IMM)
            return 0;
        if (!opcode_or_fail(fe, m, mn[3] ? "ADRP" : "ADR"))
            return 0;
        a64_put_reg(m, a64_gpr(fe, &v[0].r));
        if (v[1].mod) {
            /* the specifiers LLVM's parser takes for a page or an address */
            static const char *const page[] = { "pg_hi21_nc", "tlsdesc", "tlsdesc_auth", "got",
                                                "got_auth", "gottprel", "gotpage_lo15" };
            bool ok = !mn[3] && !strcmp(v[1].mod, "got_auth");
            for (size_t k = 0; mn[3] && k < sizeof page / sizeof *page; k++)
                ok |= !strcmp(v[1].mod, page[k]);
            if (!ok)
                return a64_error(c, v[1].start, 1, "%s", mn[3] ? "page or gotpage label "
                                 "reference expected" : "unexpected adr label");
        }
        if (v[1].imm.sym || v[1].mod) {
            a64_put_expr(m);
        } else {
            int64_t val = v[1].imm.val;
            int ok = mn[3] ? !(val & 0xfff) && val >= -((int64_t)1 << 32) &&
                             val < ((int64_t)1 << 32)
                           : val >= -(1 << 20) && val < (1 << 20);
            if (!ok)
                return a64_error(c, v[1].start, 1, "expected label or encodable integer pc "
                                 "offset");
            a64_put_imm(m, mn[3] ? val >> 12 : val);
        }
        mnem(m, mn);
        put_reg(m, fe, m->ops[0].reg);
        sep(m);
        print_label(m, &v[1]);
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ FP moves */

static int fmov_imm(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    a64_operand *v = ops->v;
    if (strcmp(mn, "fmov") != 0 || ops->n != 2 || v[0].kind != A64_OP_REG ||
        (v[1].kind != A64_OP_FPIMM && v[1].kind != A64_OP_IMM))
        return 0;
    const a64_fe *fe = c->fe;
    double d;
    if (v[1].kind == A64_OP_IMM) {
        if (v[1].imm.sym || v[1].mod)
            return 0;
        d = (double)v[1].imm.val;
    } else {
        d = v[1].fp;
    }
    const char *name = NULL;
    char arr[8] = "";
    if (v[0].r.kind == A64_R_D && !v[0].r.arr[0])
        name = "FMOVDi";
    else if (v[0].r.kind == A64_R_S && !v[0].r.arr[0])
        name = "FMOVSi";
    else if (v[0].r.kind == A64_R_H && !v[0].r.arr[0])
        name = "FMOVHi";
    else if (v[0].r.kind == A64_R_Z && v[0].r.lane < 0 && !v[0].r.arr[1] &&
             (v[0].r.arr[0] == 'h' || v[0].r.arr[0] == 's' || v[0].r.arr[0] == 'd') &&
             (d != 0.0 || signbit(d))) {
        /* SVE: fdup, printed fmov */
        static const char *const zn[] = { "FDUP_ZI_H", "FDUP_ZI_S", "FDUP_ZI_D" };
        name = zn[v[0].r.arr[0] == 'h' ? 0 : v[0].r.arr[0] == 's' ? 1 : 2];
        snprintf(arr, sizeof arr, ".%s", v[0].r.arr);
    } else if (v[0].r.kind == A64_R_V && v[0].r.lane < 0) {
        static const char *const vn[][2] = { { "2d", "FMOVv2f64_ns" }, { "4s", "FMOVv4f32_ns" },
                                            { "2s", "FMOVv2f32_ns" }, { "4h", "FMOVv4f16_ns" },
                                            { "8h", "FMOVv8f16_ns" } };
        for (size_t i = 0; i < sizeof vn / sizeof *vn; i++)
            if (!strcmp(v[0].r.arr, vn[i][0])) {
                name = vn[i][1];
                snprintf(arr, sizeof arr, ".%s", vn[i][0]);
            }
    }
    if (!name)
        return 0;
    if (d == 0.0 && !signbit(d) && !arr[0]) {
        /* fmov d0, #0.0 is fmov d0, xzr */
        const char *zn = v[0].r.kind == A64_R_D ? "FMOVXDr" : v[0].r.kind == A64_R_S
                         ? "FMOVWSr" : "FMOVWHr";
        if (!opcode_or_fail(fe, m, zn))
            return 0;
        unsigned rd = fe->reg[v[0].r.kind][v[0].r.num];
        unsigned zr = fe->reg[v[0].r.kind == A64_R_D ? A64_R_X : A64_R_W][31];
        a64_put_reg(m, rd);
        a64_put_reg(m, zr);
        mnem(m, "fmov");
        put_reg(m, fe, rd);
        sep(m);
        put_reg(m, fe, zr);
        return 1;
    }
    int e = a64_fp8_encode(d);
    if (e < 0 && v[0].r.kind == A64_R_Z)
        return a64_error(c, v[1].start, 1, "%s",
                         a64_sve_msg(c, "expected compatible register or floating-point "
                                        "constant"));
    if (e < 0)
        return a64_error(c, v[1].start, 1, "expected compatible register or floating-point "
                         "constant");
    if (!opcode_or_fail(fe, m, name))
        return 0;
    unsigned rd = v[0].r.kind == A64_R_Z ? fe->reg[A64_R_Z][v[0].r.num]
                  : arr[0] ? fe->reg[v[0].r.arr[0] == '2' && v[0].r.arr[1] == 's' ? A64_R_D :
                                   v[0].r.arr[0] == '4' && v[0].r.arr[1] == 'h' ? A64_R_D :
                                   A64_R_Q][v[0].r.num]
                         : fe->reg[v[0].r.kind][v[0].r.num];
    a64_put_reg(m, rd);
    a64_put_imm(m, e);
    mnem(m, v[0].r.kind == A64_R_Z && c->noalias ? "fdup" : "fmov");
    if (arr[0])
        mca_strbuf_printf(&m->text, "%c%u%s", v[0].r.kind == A64_R_Z ? 'z' : 'v', v[0].r.num,
                          arr);
    else
        put_reg(m, fe, rd);
    mca_strbuf_printf(&m->text, ", #%.8f", a64_fp8_decode(e));
    return 1;
}

/* ------------------------------------------------------------------ all */

int a64_base(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    static a64_handler *const handlers[] = {
        addsub, logical, mov, movwide, bitfield, extr, csel, ccmp, mul, adc, branch,
        fmov_imm,
    };
    return a64_try_handlers(handlers, sizeof handlers / sizeof *handlers, c, mn, ops, m);
}

/* a64-mem: loads and stores with every addressing mode LLVM's parser
 * accepts: [Xn{, #imm}] (scaled unsigned offset, or the unscaled LDUR/STUR
 * form when the offset does not scale), [Xn, #imm]! and [Xn], #imm
 * (writeback), [Xn, Xm|Wm{, extend {#amount}}] (register offset), literal
 * loads (ldr x0, label), load/store pairs and prefetches; [Xn, #0] of the
 * exclusive and acquire/release ones. */
#include <config.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"

typedef struct {
    const char *mn;
    int kind;           /* A64_R_* of the transfer register */
    const char *stem;   /* LDRX: LDRXui, LDRXpre, LDRXpost, LDRXroX, LDRXroW, LDRXl */
    int scale;
    const char *ustem;  /* LDURX: LDURXi */
    int literal;        /* has an LDR..l form */
} ls_entry;

static const ls_entry ls_tab[] = {
    { "ldr", A64_R_W, "LDRW", 4, "LDURW", 1 }, { "ldr", A64_R_X, "LDRX", 8, "LDURX", 1 },
    { "ldr", A64_R_B, "LDRB", 1, "LDURB", 0 }, { "ldr", A64_R_H, "LDRH", 2, "LDURH", 0 },
    { "ldr", A64_R_S, "LDRS", 4, "LDURS", 1 }, { "ldr", A64_R_D, "LDRD", 8, "LDURD", 1 },
    { "ldr", A64_R_Q, "LDRQ", 16, "LDURQ", 1 },
    { "str", A64_R_W, "STRW", 4, "STURW", 0 }, { "str", A64_R_X, "STRX", 8, "STURX", 0 },
    { "str", A64_R_B, "STRB", 1, "STURB", 0 }, { "str", A64_R_H, "STRH", 2, "STURH", 0 },
    { "str", A64_R_S, "STRS", 4, "STURS", 0 }, { "str", A64_R_D, "STRD", 8, "STURD", 0 },
    { "str", A64_R_Q, "STRQ", 16, "STURQ", 0 },
    { "ldrb", A64_R_W, "LDRBB", 1, "LDURBB", 0 }, { "strb", A64_R_W, "STRBB", 1, "STURBB", 0 },
    { "ldrh", A64_R_W, "LDRHH", 2, "LDURHH", 0 }, { "strh", A64_R_W, "STRHH", 2, "STURHH", 0 },
    { "ldrsb", A64_R_W, "LDRSBW", 1, "LDURSBW", 0 },
    { "ldrsb", A64_R_X, "LDRSBX", 1, "LDURSBX", 0 },
    { "ldrsh", A64_R_W, "LDRSHW", 2, "LDURSHW", 0 },
    { "ldrsh", A64_R_X, "LDRSHX", 2, "LDURSHX", 0 },
    { "ldrsw", A64_R_X, "LDRSW", 4, "LDURSW", 1 },
};

typedef struct {
    const char *mn;
    int kind;
    const char *stem;  /* LDPX: LDPXi, LDPXpre, LDPXpost */
    int scale;
    int nt;            /* non-temporal: only the signed offset form */
} pair_entry;

static const pair_entry pair_tab[] = {
    { "ldp", A64_R_W, "LDPW", 4, 0 }, { "ldp", A64_R_X, "LDPX", 8, 0 },
    { "ldp", A64_R_S, "LDPS", 4, 0 }, { "ldp", A64_R_D, "LDPD", 8, 0 },
    { "ldp", A64_R_Q, "LDPQ", 16, 0 },
    { "stp", A64_R_W, "STPW", 4, 0 }, { "stp", A64_R_X, "STPX", 8, 0 },
    { "stp", A64_R_S, "STPS", 4, 0 }, { "stp", A64_R_D, "STPD", 8, 0 },
    { "stp", A64_R_Q, "STPQ", 16, 0 },
    { "ldnp", A64_R_W, "LDNPW", 4, 1 }, { "ldnp", A64_R_X, "LDNPX", 8, 1 },
    { "ldnp", A64_R_S, "LDNPS", 4, 1 }, { "ldnp", A64_R_D, "LDNPD", 8, 1 },
    { "ldnp", A64_R_Q, "LDNPQ", 16, 1 },
    { "stnp", A64_R_W, "STNPW", 4, 1 }, { "stnp", A64_R_X, "STNPX", 8, 1 },
    { "stnp", A64_R_S, "STNPS", 4, 1 }, { "stnp", A64_R_D, "STNPD", 8, 1 },
    { "stnp", A64_R_Q, "STNPQ", 16, 1 },
    { "ldpsw", A64_R_X, "LDPSW", 4, 0 },
};

static void put_text_reg(a64_match *m, const a64_fe *fe, unsigned reg)
{
    char buf[32];
    mca_strbuf_puts(&m->text, a64_reg_text(fe, reg, buf, sizeof buf));
}

static int set_opcode(const a64_fe *fe, a64_match *m, const char *stem, const char *sfx)
{
    char name[32];
    snprintf(name, sizeof name, "%s%s", stem, sfx);
    int n = a64_opcode(fe, name);
    if (n < 0)
        return 0;
    m->opcode = (unsigned)n;
    return 1;
}

static int log2i(int v)
{
    int n = 0;
    while (v > 1) {
        v >>= 1;
        n++;
    }
    return n;
}

static int bad(a64_cur *c, const a64_operand *o)
{
    return a64_error(c, o->start, 1, "invalid operand for instruction");
}

/* Is the index register of memory operand mo one a register offset form
 * takes (x or w, not sp)? */
static bool gpr_index(const a64_operand *mo)
{
    const a64_reg *ix = &mo->index;
    return (ix->kind == A64_R_X || ix->kind == A64_R_W) && !ix->sp && !ix->arr[0];
}

/* Whether the symbolic offset of memory operand mo is one LLVM's scaled
 * (uimm12) forms take: a low-12-bit specifier (:lo12:, :got_lo12:, ...),
 * or on Mach-O sym@PAGEOFF, sym@TLVPPAGEOFF (any case, with an addend) and
 * sym@GOTPAGEOFF without one.  A bare symbol is none: LLVM reports the
 * unscaled form's range for it. */
static bool sym_offset_ok(const a64_cur *c, const a64_operand *mo)
{
    static const char *const lo12[] = {
        "lo12", "got_lo12", "got_auth_lo12", "dtprel_lo12", "dtprel_lo12_nc", "tprel_lo12",
        "tprel_lo12_nc", "gottprel_lo12", "tlsdesc_lo12", "tlsdesc_auth_lo12",
        "secrel_lo12", "secrel_hi12", "gotpage_lo15",
    };
    if (mo->off_mod) {
        for (size_t k = 0; k < sizeof lo12 / sizeof *lo12; k++)
            if (!strcmp(mo->off_mod, lo12[k]))
                return true;
        return false;
    }
    /* (Darwin's specifiers; COFF's @PAGEOFF is Darwin's too) */
    const char *at = (c->macho || c->format == MCA_ASM_COFF) && mo->off.sym
                         ? strrchr(mo->off.sym, '@') : NULL;
    if (!at)
        return false;
    size_t n = strcspn(at + 1, "+-");
    if ((n == 7 && !strncasecmp(at + 1, "PAGEOFF", 7)) ||
        (n == 11 && !strncasecmp(at + 1, "TLVPPAGEOFF", 11)))
        return true;
    return n == 10 && !at[11] && !strncasecmp(at + 1, "GOTPAGEOFF", 10);
}

/* The transfer register's catalog number (x/w with zr, b..q). */
static unsigned xfer_reg(const a64_fe *fe, const a64_reg *r)
{
    if (r->kind == A64_R_X || r->kind == A64_R_W)
        return a64_gpr(fe, r);
    return fe->reg[r->kind][r->num];
}

static int plain_reg(const a64_operand *o)
{
    return o->kind == A64_OP_REG && !o->r.arr[0] && o->r.lane < 0 && !o->r.pq;
}

/* "[base" part and the base register (an X register or sp). */
static int base_reg(a64_cur *c, const a64_operand *o, unsigned *base)
{
    if (o->base.kind != A64_R_X || o->base.arr[0] || (o->base.num == 31 && !o->base.sp))
        /* ('[' is an operand of its own to LLVM: the register fails) */
        return a64_error(c, a64_next_token(c, o->start + 1), 1,
                         "invalid operand for instruction");
    *base = a64_gpr(c->fe, &o->base);
    return 0;
}

static void print_off(a64_match *m, const a64_operand *o, int64_t off, int expr)
{
    if (expr) {
        mca_strbuf_puts(&m->text, ", ");
        a64_print_val(m, &o->off, o->off_mod);
    } else if (off) {
        mca_strbuf_puts(&m->text, ", ");
        a64_print_imm(m, off);
    }
}

/* Register offset: [base, Rm{, ext {#amount}}]. */
static int reg_offset(a64_cur *c, a64_match *m, const char *stem, int scale,
                      unsigned rt, unsigned base, const a64_operand *mo, const char *pm,
                      const char *prefix_text)
{
    const a64_fe *fe = c->fe;
    const a64_reg *ix = &mo->index;
    int w = ix->kind == A64_R_W;
    if ((ix->kind != A64_R_X && !w) || ix->sp || ix->arr[0])
        return bad(c, mo);
    int sh = mo->shift, sign;
    if (sh == A64_SH_NONE || sh == A64_SH_LSL)
        sign = 0;
    else if (sh == A64_EX_SXTX || sh == A64_EX_SXTW)
        sign = 1;
    else if (sh == A64_EX_UXTW)
        sign = 0;
    else
        return a64_error(c, mo->off_start, 1, "expected 'lsl' or 'sxtx' with optional shift of "
                         "#0 or #%d", log2i(scale));
    if (w && sh == A64_SH_NONE)
        return a64_error(c, mo->end, 1, "expected 'uxtw' or 'sxtw' with optional shift of #0 "
                         "or #%d", log2i(scale));
    if (w != (sh == A64_EX_UXTW || sh == A64_EX_SXTW))
        return bad(c, mo);
    if (sh == A64_SH_LSL && !mo->has_amount)
        return bad(c, mo);
    int doshift = 0;
    if (mo->has_amount) {
        if (mo->amount != 0 && mo->amount != log2i(scale))
            return a64_error(c, mo->off_start, 1, "expected %s with optional shift of #0 or "
                             "#%d", w ? "'uxtw' or 'sxtw'" : "'lsl' or 'sxtx'", log2i(scale));
        doshift = mo->amount != 0 || scale == 1;
    }
    if (!set_opcode(fe, m, stem, w ? "roW" : "roX"))
        return 0;
    unsigned rm = a64_gpr(fe, ix);
    if (prefix_text)
        a64_put_imm(m, 0); /* placeholder replaced by the caller (prfm) */
    if (rt)
        a64_put_reg(m, rt);
    a64_put_reg(m, base);
    a64_put_reg(m, rm);
    a64_put_imm(m, sign);
    a64_put_imm(m, doshift);
    mca_strbuf_printf(&m->text, "%s\t", pm);
    if (prefix_text)
        mca_strbuf_puts(&m->text, prefix_text);
    else
        put_text_reg(m, fe, rt);
    mca_strbuf_puts(&m->text, ", [");
    put_text_reg(m, fe, base);
    mca_strbuf_puts(&m->text, ", ");
    put_text_reg(m, fe, rm);
    if (w)
        mca_strbuf_printf(&m->text, ", %s", sign ? "sxtw" : "uxtw");
    else if (sign)
        mca_strbuf_puts(&m->text, ", sxtx");
    else if (doshift)
        mca_strbuf_puts(&m->text, ", lsl");
    if (doshift)
        mca_strbuf_printf(&m->text, " #%d", log2i(scale));
    mca_strbuf_putc(&m->text, ']');
    return 1;
}

static int load_store(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    const a64_fe *fe = c->fe;
    a64_operand *v = ops->v;
    if (ops->n < 2 || !plain_reg(&v[0]))
        return 0;
    /* ldur/stur spellings force the unscaled form */
    char base_mn[8];
    int unscaled = 0;
    size_t len = strlen(mn);
    if (len >= 4 && len < sizeof base_mn && (mn[0] == 'l' || mn[0] == 's') &&
        mn[2] == 'u' && mn[3] == 'r') {
        snprintf(base_mn, sizeof base_mn, "%.2sr%s", mn, mn + 4);
        unscaled = 1;
    } else {
        snprintf(base_mn, sizeof base_mn, "%s", mn);
    }
    const ls_entry *e = NULL;
    for (size_t i = 0; i < sizeof ls_tab / sizeof *ls_tab; i++)
        if (!strcmp(ls_tab[i].mn, base_mn) && ls_tab[i].kind == v[0].r.kind)
            e = &ls_tab[i];
    if (!e) {
        /* SVE z and p registers: the catalog's forms */
        if (v[0].r.kind == A64_R_Z || v[0].r.kind == A64_R_P || v[0].r.kind == A64_R_PN ||
            v[0].r.kind == A64_R_V)
            return 0;
        for (size_t i = 0; i < sizeof ls_tab / sizeof *ls_tab; i++)
            if (!strcmp(ls_tab[i].mn, base_mn))
                return bad(c, &v[0]);
        return 0;
    }
    if (v[0].r.sp)
        return bad(c, &v[0]);
    unsigned rt = xfer_reg(fe, &v[0].r);
    char umn[10];
    snprintf(umn, sizeof umn, "%.2sur%s", base_mn, base_mn + 3);
    if (ops->n >= 2 && !unscaled && e->literal && v[1].kind != A64_OP_MEM) {
        /* a literal: a label, or a register where LLVM wants one */
        if (a64_pcrel_operand(c, &v[1], 19) < 0)
            return -1;
        if (ops->n > 2)
            return bad(c, &v[2]);
    }
    if (ops->n == 2 && v[1].kind == A64_OP_IMM) {
        /* literal */
        if (unscaled || !e->literal)
            return bad(c, &v[1]);
        if (!set_opcode(fe, m, e->stem, "l"))
            return 0;
        a64_put_reg(m, rt);
        if (v[1].imm.sym || v[1].mod)
            a64_put_expr(m);
        else
            a64_put_imm(m, v[1].imm.val >> 2);
        mca_strbuf_printf(&m->text, "%s\t", mn);
        put_text_reg(m, fe, rt);
        mca_strbuf_puts(&m->text, ", ");
        if (v[1].imm.sym || v[1].mod)
            a64_print_val(m, &v[1].imm, v[1].mod);
        else
            a64_print_imm(m, v[1].imm.val);
        return 1;
    }
    if (v[1].kind != A64_OP_MEM)
        return bad(c, &v[1]);
    const a64_operand *mo = &v[1];
    unsigned base;
    if (base_reg(c, mo, &base) != 0)
        return -1;
    if (mo->mulvl)
        return bad(c, mo);
    if (mo->has_index) {
        /* LLVM reads the index as its own operand: where no register
         * offset form takes it, the unscaled form's offset failed */
        if (!gpr_index(mo) || unscaled)
            return a64_error(c, mo->index_start, 1,
                             "index must be an integer in range [-256, 255].");
        /* (after the register offset form: its '!' or post-index) */
        if (ops->n != 2)
            return bad(c, &ops->v[2]);
        if (mo->wb)
            return a64_error(c, a64_next_token(c, mo->end), 1,
                             "invalid operand for instruction");
        return reg_offset(c, m, e->stem, e->scale, rt, base, mo, mn, NULL);
    }
    int64_t off = mo->has_off ? mo->off.val : 0;
    int expr = mo->has_off && (mo->off.sym || mo->off_mod);
    if (expr && ops->n == 2 && (unscaled || mo->wb || !sym_offset_ok(c, mo)))
        /* no form takes it: LLVM reports the unscaled one's range */
        return a64_error(c, mo->off_start, 1, "index must be an integer in range [-256, 255].");
    if (ops->n == 3 || mo->wb) {
        /* writeback */
        if (unscaled || expr)
            return bad(c, mo);
        int post = ops->n == 3;
        if (post) {
            /* the post-index operand is LLVM's simm9 class: its words for
             * anything but a constant there (a register, an address, a
             * symbol); after "[x1]!" its '!' token is where the pre-index
             * form's offset was due (LLVM places a token at what follows) */
            if (mo->has_off)
                return bad(c, &v[2]);
            if (mo->wb)
                return a64_error(c, a64_next_token(c, mo->end), 1,
                                 "index must be an integer in range [-256, 255].");
            if (v[2].kind != A64_OP_IMM || v[2].imm.sym || v[2].mod)
                return a64_error(c, v[2].start, 1,
                                 "index must be an integer in range [-256, 255].");
            off = v[2].imm.val;
        }
        if (off < -256 || off > 255) {
            /* [x1, #1000]! reads as a scaled offset and stops at the '!';
             * an offset no form takes is the index's error */
            if (!post && off >= 0 && off % e->scale == 0 && off / e->scale < 4096)
                return a64_error(c, mo->end, 1, "invalid operand for instruction");
            if (!post)
                return a64_error(c, mo->off_start, 1,
                                 "index must be an integer in range [-256, 255].");
            return a64_error(c, v[2].start, 1, "index must be an integer in range [-256, 255].");
        }
        if (!set_opcode(fe, m, e->stem, post ? "post" : "pre"))
            return 0;
        a64_put_reg(m, base);
        a64_put_reg(m, rt);
        a64_put_reg(m, base);
        a64_put_imm(m, off);
        mca_strbuf_printf(&m->text, "%s\t", mn);
        put_text_reg(m, fe, rt);
        mca_strbuf_puts(&m->text, ", [");
        put_text_reg(m, fe, base);
        mca_strbuf_puts(&m->text, post ? "], " : ", ");
        a64_print_imm(m, off);
        if (!post)
            mca_strbuf_puts(&m->text, "]!");
        return 1;
    }
    if (ops->n != 2)
        return bad(c, &v[2]);
    int scaled = !unscaled && (expr || (off >= 0 && off % e->scale == 0 &&
                                        off / e->scale < 4096));
    if (scaled) {
        if (!set_opcode(fe, m, e->stem, "ui"))
            return 0;
        a64_put_reg(m, rt);
        a64_put_reg(m, base);
        if (expr)
            a64_put_expr(m);
        else
            a64_put_imm(m, off / e->scale);
        mca_strbuf_printf(&m->text, "%s\t", base_mn);
    } else {
        if (off < -256 || off > 255)
            /* LLVM 22 names the unscaled range whatever the offset */
            return a64_error(c, mo->off_start, 1, "index must be an integer in range "
                             "[-256, 255].");
        if (!set_opcode(fe, m, e->ustem, "i"))
            return 0;
        a64_put_reg(m, rt);
        a64_put_reg(m, base);
        a64_put_imm(m, off);
        mca_strbuf_printf(&m->text, "%s\t", umn);
    }
    put_text_reg(m, fe, rt);
    mca_strbuf_puts(&m->text, ", [");
    put_text_reg(m, fe, base);
    print_off(m, mo, off, expr);
    mca_strbuf_putc(&m->text, ']');
    return 1;
}

static int pair(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    const a64_fe *fe = c->fe;
    a64_operand *v = ops->v;
    const pair_entry *e = NULL;
    int known = 0;
    for (size_t i = 0; i < sizeof pair_tab / sizeof *pair_tab; i++)
        if (!strcmp(pair_tab[i].mn, mn)) {
            known = 1;
            if (ops->n >= 1 && v[0].kind == A64_OP_REG && pair_tab[i].kind == v[0].r.kind)
                e = &pair_tab[i];
        }
    if (!known)
        return 0;
    if (!e || ops->n < 3 || !plain_reg(&v[0]) || !plain_reg(&v[1]))
        return ops->n ? bad(c, &v[0]) : 0;
    if (v[1].r.kind != v[0].r.kind || v[0].r.sp || v[1].r.sp)
        return bad(c, &v[1]);
    if (v[2].kind != A64_OP_MEM)
        return bad(c, &v[2]);
    const a64_operand *mo = &v[2];
    unsigned base;
    if (base_reg(c, mo, &base) != 0)
        return -1;
    if (mo->has_index) /* (LLVM's operand that failed is the index) */
        return a64_error(c, mo->index_start, 1, "invalid operand for instruction");
    if (mo->mulvl)
        return bad(c, mo);
    if (mo->has_off && (mo->off.sym || mo->off_mod))
        /* (LLVM's operand that failed is the offset) */
        return a64_error(c, mo->off_start, 1, "invalid operand for instruction");
    int post = ops->n == 4, pre = mo->wb;
    int64_t off = mo->has_off ? mo->off.val : 0;
    if (post) {
        if (mo->has_off || pre || v[3].kind != A64_OP_IMM || v[3].imm.sym || v[3].mod)
            return bad(c, &v[3]);
        off = v[3].imm.val;
    } else if (ops->n != 3) {
        return bad(c, &v[3]);
    }
    if ((pre || post) && e->nt)
        return bad(c, mo);
    if (off % e->scale || off / e->scale < -64 || off / e->scale > 63)
        return a64_error(c, post ? v[3].start : mo->off_start, 1,
                         "index must be a multiple of %d in range [%d, %d].", e->scale,
                         -64 * e->scale, 63 * e->scale);
    unsigned r1 = xfer_reg(fe, &v[0].r), r2 = xfer_reg(fe, &v[1].r);
    if (!set_opcode(fe, m, e->stem, post ? "post" : pre ? "pre" : "i"))
        return 0;
    if (pre || post)
        a64_put_reg(m, base);
    a64_put_reg(m, r1);
    a64_put_reg(m, r2);
    a64_put_reg(m, base);
    a64_put_imm(m, off / e->scale);
    mca_strbuf_printf(&m->text, "%s\t", mn);
    put_text_reg(m, fe, r1);
    mca_strbuf_puts(&m->text, ", ");
    put_text_reg(m, fe, r2);
    mca_strbuf_puts(&m->text, ", [");
    put_text_reg(m, fe, base);
    if (post || pre || off) {
        mca_strbuf_puts(&m->text, post ? "], " : ", ");
        a64_print_imm(m, off);
    }
    if (pre)
        mca_strbuf_puts(&m->text, "]!");
    else if (!post)
        mca_strbuf_putc(&m->text, ']');
    return 1;
}

/* ------------------------------------------------------------- prefetch */

static const char *const prf_types[] = { "pld", "pli", "pst" };
static const char *const prf_targets[] = { "l1", "l2", "l3" };
static const char *const prf_policies[] = { "keep", "strm" };

static int prfop_named(const char *s)
{
    for (int t = 0; t < 3; t++)
        for (int l = 0; l < 3; l++)
            for (int p = 0; p < 2; p++) {
                char buf[16];
                snprintf(buf, sizeof buf, "%s%s%s", prf_types[t], prf_targets[l],
                         prf_policies[p]);
                if (!strcasecmp(buf, s))
                    return (t << 3) | (l << 1) | p;
            }
    return -1;
}

static void prfop_text(int v, char *buf, size_t size)
{
    int t = v >> 3, l = (v >> 1) & 3, p = v & 1;
    if (t < 3 && l < 3)
        snprintf(buf, size, "%s%s%s", prf_types[t], prf_targets[l], prf_policies[p]);
    else
        snprintf(buf, size, "#%d", v);
}

static int prfm(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    int um = !strcmp(mn, "prfum");
    if (!um && strcmp(mn, "prfm") != 0)
        return 0;
    a64_operand *v = ops->v;
    if (!um && ops->n > 2 && v[0].kind == A64_OP_IMM && v[1].kind != A64_OP_MEM) {
        /* a literal with an operand too many: the literal's error first */
        if (a64_pcrel_operand(c, &v[1], 19) < 0)
            return -1;
        return bad(c, &v[2]);
    }
    if (ops->n != 2 || v[0].kind != A64_OP_IMM || v[0].mod)
        return 0;
    int op;
    if (v[0].imm.sym && !v[0].hash)
        op = prfop_named(v[0].imm.sym);
    else if (!v[0].imm.sym)
        op = v[0].imm.val >= 0 && v[0].imm.val < 32 ? (int)v[0].imm.val : -2;
    else
        op = -1;
    if (op < 0)
        return a64_error(c, v[0].start, 1, op == -2 ? "prefetch operand out of range, [0,31] "
                         "expected" : "prefetch hint expected");
    char pt[16];
    prfop_text(op, pt, sizeof pt);
    const a64_fe *fe = c->fe;
    if (!um && v[1].kind != A64_OP_MEM && a64_pcrel_operand(c, &v[1], 19) < 0)
        return -1;
    if (v[1].kind == A64_OP_IMM) {
        if (um || !set_opcode(fe, m, "PRFM", "l"))
            return um ? bad(c, &v[1]) : 0;
        a64_put_imm(m, op);
        if (v[1].imm.sym || v[1].mod)
            a64_put_expr(m);
        else
            a64_put_imm(m, v[1].imm.val >> 2);
        mca_strbuf_printf(&m->text, "prfm\t%s, ", pt);
        if (v[1].imm.sym || v[1].mod)
            a64_print_val(m, &v[1].imm, v[1].mod);
        else
            a64_print_imm(m, v[1].imm.val); /* (#4 as written 4) */
        return 1;
    }
    if (v[1].kind != A64_OP_MEM || v[1].wb)
        return bad(c, &v[1]);
    const a64_operand *mo = &v[1];
    unsigned base;
    if (base_reg(c, mo, &base) != 0)
        return -1;
    if (mo->has_index) {
        if (um)
            return bad(c, mo);
        if (!gpr_index(mo))
            return a64_error(c, mo->index_start, 1,
                             "index must be a multiple of 8 in range [0, 32760].");
        int r = reg_offset(c, m, "PRFM", 8, 0, base, mo, "prfm", pt);
        if (r == 1)
            m->ops[0].imm = op;
        return r;
    }
    int64_t off = mo->has_off ? mo->off.val : 0;
    int expr = mo->has_off && (mo->off.sym || mo->off_mod);
    if (expr && (um || !sym_offset_ok(c, mo)))
        return a64_error(c, mo->off_start, 1, um ? "index must be an integer in range [-256, 255]."
                                                 : "index must be a multiple of 8 in range "
                                                   "[0, 32760].");
    int scaled = !um && (expr || (off >= 0 && off % 8 == 0 && off / 8 < 4096));
    if (!scaled && (off < -256 || off > 255))
        return a64_error(c, mo->off_start, 1, um ? "index must be an integer in range [-256, 255]."
                                                 : "index must be a multiple of 8 in range "
                                                   "[0, 32760].");
    if (!set_opcode(fe, m, scaled ? "PRFMui" : "PRFUMi", ""))
        return 0;
    a64_put_imm(m, op);
    a64_put_reg(m, base);
    if (expr)
        a64_put_expr(m);
    else
        a64_put_imm(m, scaled ? off / 8 : off);
    mca_strbuf_printf(&m->text, "%s\t%s, [", scaled ? "prfm" : "prfum", pt);
    put_text_reg(m, fe, base);
    print_off(m, mo, off, expr);
    mca_strbuf_putc(&m->text, ']');
    return 1;
}

/* The exclusive, acquire and release loads and stores: their address is
 * [Xn] only, which LLVM's parser also reads as [Xn, #0] (GPR64sp0). */
static int no_index(const char *mn)
{
    static const char *const stems[] = {
        "ldxr", "ldaxr", "stxr", "stlxr", "ldar", "stlr", "ldapr", "ldlar", "stllr",
    };
    static const char *const pairs[] = { "ldxp", "ldaxp", "stxp", "stlxp" };
    for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++)
        if (!strcmp(mn, pairs[i]))
            return 1;
    for (size_t i = 0; i < sizeof stems / sizeof *stems; i++) {
        size_t l = strlen(stems[i]);
        if (!strncmp(mn, stems[i], l) && (!mn[l] || ((mn[l] == 'b' || mn[l] == 'h') && !mn[l + 1])))
            return 1;
    }
    return 0;
}

/* ldxr x0, [x1, #0]: read as ldxr x0, [x1]; another offset is LLVM's
 * "index must be absent or #0" at the offset. */
static int zero_index(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    if (!no_index(mn) || !ops->n)
        return 0;
    const a64_operand *mo = &ops->v[ops->n - 1];
    if (mo->kind == A64_OP_MEM && mo->has_index && !mo->wb && mo->base.kind == A64_R_X)
        return a64_error(c, mo->index_start, 1, "index must be absent or #0");
    if (mo->kind != A64_OP_MEM || !mo->has_off || mo->wb || mo->has_index || mo->mulvl ||
        mo->base.kind != A64_R_X)
        return 0;
    if (mo->off.sym || mo->off_mod || mo->off.val != 0) {
        /* stlr and stllr report the offset itself (LLVM 22), at its '#' */
        if (!strncmp(mn, "stlr", 4) || !strncmp(mn, "stllr", 5))
            return a64_error(c, mo->off_start, 1, "invalid operand for instruction");
        /* the others at the value when it does not start with a digit,
         * else after its expression, at the ']' (LLVM 22) */
        size_t at = mo->off_start + (c->s[mo->off_start] == '#');
        while (at < mo->end && (c->s[at] == ' ' || c->s[at] == '\t'))
            at++;
        if (at < mo->end && c->s[at] >= '0' && c->s[at] <= '9')
            while (at < mo->end && c->s[at] != ']')
                at++;
        return a64_error(c, at, 1, "index must be absent or #0");
    }
    mca_strbuf t;
    mca_strbuf_init(&t);
    mca_strbuf_put(&t, c->s + ops->v[0].start, mo->start - ops->v[0].start);
    char buf[32];
    mca_strbuf_printf(&t, "[%s]", a64_reg_text(c->fe, a64_gpr(c->fe, &mo->base), buf, sizeof buf));
    int r = t.failed ? -1 : a64_generic_text(c, mn, t.data, t.len, m);
    mca_strbuf_free(&t);
    return r;
}

/* casp's register pairs, which LLVM's parser reads as one operand each:
 * an even general register and the next one of its size (x30, xzr too).
 * An error as LLVM words it, else 0 (the forms match the rest). */
static int casp_pairs(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    (void)m;
    if (strcmp(mn, "casp") && strcmp(mn, "caspa") && strcmp(mn, "caspl") &&
        strcmp(mn, "caspal"))
        return 0;
    for (unsigned p = 0; p + 1 < ops->n && p < 4; p += 2) {
        const a64_operand *a = &ops->v[p], *b = &ops->v[p + 1];
        int ax = a64_is_gpr(a, A64_R_X), aw = a64_is_gpr(a, A64_R_W);
        if ((!ax && !aw) || a->r.sp || a->r.num % 2)
            return a64_error(c, a->start, 1, "expected first even register of a consecutive "
                             "same-size even/odd register pair");
        if (!a64_is_gpr(b, ax ? A64_R_X : A64_R_W) || b->r.sp || b->r.num != a->r.num + 1)
            return a64_error(c, b->start, 1, "expected second odd register of a consecutive "
                             "same-size even/odd register pair");
        if (p == 0 && ops->n == 3)
            /* a pair's first register, then the end */
            return a64_error(c, ops->v[2].end, 1, "expected comma");
        if (p == 2 && ops->v[0].r.kind != a->r.kind)
            return a64_error(c, a->start, 1, "invalid operand for instruction");
    }
    const a64_operand *mo = &ops->v[ops->n - 1];
    if (ops->n == 5 && mo->kind == A64_OP_MEM && (mo->has_off || mo->has_index))
        return a64_error(c, mo->off_start, 1, "invalid operand for instruction");
    return 0;
}

int a64_mem(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    int r;
    m->nops = 0;
    if ((r = casp_pairs(c, mn, ops, m)) != 0 || c->err)
        return r ? r : -1;
    m->nops = 0;
    if ((r = zero_index(c, mn, ops, m)) != 0 || c->err)
        return r ? r : -1;
    m->nops = 0;
    if ((r = load_store(c, mn, ops, m)) != 0 || c->err)
        return r ? r : -1;
    m->nops = 0;
    if ((r = pair(c, mn, ops, m)) != 0 || c->err)
        return r ? r : -1;
    m->nops = 0;
    if ((r = prfm(c, mn, ops, m)) != 0 || c->err)
        return r ? r : -1;
    m->nops = 0;
    return 0;
}

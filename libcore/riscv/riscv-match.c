/* riscv-match: a statement's operands against the catalog forms of its
 * mnemonic (LLVM 22's printed forms, with @N operand slots), giving the
 * opcode and its operands in MCInst order. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "riscv-internal.h"

/* The operand types (RISCVOp::OperandType, "tN" in the catalog) the
 * matcher treats specially, and the immediate ranges LLVM checks. */
enum {
    T_UIMM2 = 14, T_UIMM3 = 16, T_UIMM4 = 17, T_UIMM5 = 18, T_CSR = 39, T_UIMMLOG2 = 43,
    T_SIMM5 = 51, T_SIMM6 = 54, T_VTYPEI10 = 67, T_VTYPEI11 = 68, T_FRM = 76, T_RTZ = 77,
    T_UIMM20_LUI = 86, T_UIMM20_AUIPC = 87, T_SIMM12 = 88, T_VMASK = 91
};

typedef enum { I_SLOT, I_MEM, I_MEMB, I_LIT, I_MASK, I_VTYPE, I_FRM } item_kind;

typedef struct {
    item_kind kind;
    int slot, base;      /* operand indices */
    char lit[16];
} item;

typedef struct {
    item v[RV_MAX_OPS + 4];
    unsigned n;
} tmpl;

/* A register name, a dot and a word (v1.t, v0.x): what LLVM's parser
 * reads as a mask operand where one may stand. */
static int mask_like(const char *t)
{
    const char *dot = strchr(t, '.');
    int num;
    if (!dot || dot == t || !dot[1] || strchr(dot + 1, '.'))
        return 0;
    for (const char *q = dot + 1; *q; q++)
        if (!isalnum((unsigned char)*q))
            return 0;
    return rv_reg_named(t, (size_t)(dot - t), &num) != RV_RK_NONE;
}

/* Whether an operand's register class is SP alone (C_LWSP's base...). */
static int sp_only(const rv_ctx *x, const mca_opnd_desc *d)
{
    const mca_regclass *rc =
        d->regclass >= 0 ? mca_catalog_regclass(x->fe->cat, (unsigned)d->regclass) : NULL;
    return rc && !strcmp(rc->name, "SP");
}

/* Parse the operand part of a form's text (after the mnemonic). */
static int parse_tmpl(const char *s, const mca_opcode *op, tmpl *t)
{
    t->n = 0;
    while (*s == ' ')
        s++;
    while (*s) {
        const char *e = strstr(s, ", ");
        size_t n = e ? (size_t)(e - s) : strlen(s);
        if (t->n >= sizeof t->v / sizeof *t->v)
            return -1;
        item *it = &t->v[t->n++];
        memset(it, 0, sizeof *it);
        it->slot = it->base = -1;
        if (s[0] == '@') {
            char *q;
            long a = strtol(s + 1, &q, 10);
            if ((size_t)(q - s) == n) {
                it->kind = I_SLOT;
                it->slot = (int)a;
            } else if (*q == '(' && q[1] == '@') {
                it->kind = I_MEM;
                it->slot = (int)a;
                it->base = (int)strtol(q + 2, NULL, 10);
            } else if (*q == '(' && isalpha((unsigned char)q[1])) {
                /* "@2(sp)": the base is the memory operand the form does
                 * not show (C_LWSP's SP class holds only sp) */
                it->kind = I_MEM;
                it->slot = (int)a;
                for (unsigned k = 0; k < op->op_count && it->base < 0; k++)
                    if (op->ops[k].kind == MCA_OPND_MEM)
                        it->base = (int)k;
                if (it->base < 0)
                    return -1;
            } else {
                return -1;
            }
        } else if (s[0] == '(' && s[1] == '@') {
            it->kind = I_MEMB;
            it->base = (int)strtol(s + 2, NULL, 10);
        } else if (n < sizeof it->lit) {
            it->kind = I_LIT;
            memcpy(it->lit, s, n);
            it->lit[n] = 0;
            if (!strcmp(it->lit, "v0.t"))
                it->kind = I_MASK;
        } else {
            return -1;
        }
        s += n;
        if (*s)
            s += 2;
    }
    /* the vtype operand prints as several words ("e8, @2, tu, mu"): one item */
    for (unsigned i = 0; i < t->n; i++) {
        item *it = &t->v[i];
        if (it->kind != I_SLOT || (unsigned)it->slot >= op->op_count)
            continue;
        int tt = op->ops[it->slot].kind == MCA_OPND_TARGET ? op->ops[it->slot].target_type : 0;
        if ((tt == T_VTYPEI10 || tt == T_VTYPEI11) && i > 0 && t->v[i - 1].kind == I_LIT) {
            t->v[i - 1].kind = I_VTYPE;
            t->v[i - 1].slot = it->slot;
            t->n = i;
            break;
        }
    }
    /* a rounding mode the form does not show (LLVM's legacy default: rne) */
    int shown[RV_MAX_OPS + 4] = { 0 };
    for (unsigned i = 0; i < t->n; i++) {
        if (t->v[i].slot >= 0 && t->v[i].slot < RV_MAX_OPS + 4)
            shown[t->v[i].slot] = 1;
        if (t->v[i].base >= 0 && t->v[i].base < RV_MAX_OPS + 4)
            shown[t->v[i].base] = 1;
    }
    for (unsigned k = 0; k < op->op_count && k < RV_MAX_OPS; k++)
        if (op->ops[k].kind == MCA_OPND_TARGET &&
            (op->ops[k].target_type == T_FRM || op->ops[k].target_type == T_RTZ) && !shown[k] &&
            t->n < sizeof t->v / sizeof *t->v) {
            item *it = &t->v[t->n++];
            memset(it, 0, sizeof *it);
            it->kind = I_FRM;
            it->slot = (int)k;
            it->base = -1;
        }
    return 0;
}

static const char *const frm_names[8] = { "rne", "rtz", "rdn", "rup", "rmm", NULL, NULL,
                                          "dyn" };

static int word_is(const rv_val *v, const char *w)
{
    return v->text && !strcmp(v->text, w);
}

/* The value of a fence's predecessor/successor set ("rw", "iorw"). */
static int fence_arg(const rv_operand *o, int64_t *out)
{
    if (!o->v.text) {
        *out = o->v.val;
        return o->v.val == 0 ? 0 : -1;
    }
    static const char order[] = "iorw";
    int64_t v = 0;
    size_t at = 0;
    for (const char *p = o->v.text; *p; p++) {
        const char *q = strchr(order, *p);
        if (!q || (size_t)(q - order) < at)
            return -1;
        at = (size_t)(q - order) + 1;
        v |= 8 >> (q - order);
    }
    *out = v;
    return 0;
}

static void warn(rv_cur *c, size_t off, const char *msg)
{
    if (c->nwarn >= 2)
        return;
    c->warn_off[c->nwarn] = off;
    snprintf(c->warn_msg[c->nwarn], sizeof c->warn_msg[0], "%s", msg);
    c->nwarn++;
}

/* LLVM's warnings on fractional LMULs the vector extension may not
 * support: below SEWMIN/ELEN, or with a SEW above ELEN * LMUL. */
static void vtype_warnings(const rv_ctx *x, rv_cur *c, size_t sew_at, size_t lmul_at,
                           unsigned sew, unsigned frac)
{
    unsigned elen = rv_has(&x->feat, RVF_ZVE64X) ? 64 : 32;
    char msg[128];
    if (frac > elen / 8) {
        snprintf(msg, sizeof msg,
                 "use of vtype encodings with LMUL < SEWMIN/ELEN == mf%u is reserved", elen / 8);
        warn(c, lmul_at, msg);
    }
    unsigned max_sew = elen / frac;
    if (max_sew >= 8 && sew > max_sew) {
        snprintf(msg, sizeof msg,
                 "use of vtype encodings with SEW > %u and LMUL == mf%u may not be compatible "
                 "with all RVV implementations", max_sew, frac);
        warn(c, sew_at, msg);
    }
}

/* vtype from its words (e32, m1, ta, ma): LLVM's encoding. */
static int vtype_words(const rv_ctx *x, rv_cur *c, const rv_stmt *st, unsigned from,
                       int64_t *out)
{
    unsigned sew_bits = 0, frac_of = 0;
    size_t lmul_at = 0;
    int sew = -1, lmul = 0, ta = 0, ma = 0, seen_lmul = 0, seen_ta = 0, seen_ma = 0;
    if (from + 1 == st->nops && !st->ops[from].v.text && st->ops[from].kind == RV_OP_EXPR) {
        *out = st->ops[from].v.val;
        return 0;
    }
    for (unsigned j = from; j < st->nops; j++) {
        const rv_operand *o = &st->ops[j];
        const char *w = o->kind == RV_OP_EXPR ? o->v.text : NULL;
        if (!w)
            return -1;
        if (j == from) {
            if (w[0] != 'e')
                return -1;
            int s = atoi(w + 1);
            if (s == 8 || s == 16 || s == 32 || s == 64)
                sew = s == 8 ? 0 : s == 16 ? 1 : s == 32 ? 2 : 3, sew_bits = (unsigned)s;
            else
                return -1;
            continue;
        }
        if (!seen_lmul && !seen_ta && !seen_ma && w[0] == 'm') {
            int frac = w[1] == 'f';
            int l = atoi(w + 1 + frac);
            static const int enc[2][9] = { { 0, 0, 1, 0, 2, 0, 0, 0, 3 },
                                           { 0, 0, 7, 0, 6, 0, 0, 0, 5 } };
            if ((l != 1 && l != 2 && l != 4 && l != 8) || (frac && l == 1))
                return -1;
            lmul = enc[frac][l];
            seen_lmul = 1;
            if (frac)
                frac_of = (unsigned)l, lmul_at = o->start;
            continue;
        }
        if (!seen_ta && !seen_ma && (!strcmp(w, "ta") || !strcmp(w, "tu"))) {
            ta = w[1] == 'a';
            seen_ta = 1;
            continue;
        }
        if (!seen_ma && (!strcmp(w, "ma") || !strcmp(w, "mu"))) {
            ma = w[1] == 'a';
            seen_ma = 1;
            continue;
        }
        return -1;
    }
    if (sew < 0)
        return -1;
    if (frac_of)
        vtype_warnings(x, c, st->ops[from].start, lmul_at, sew_bits, frac_of);
    *out = (int64_t)(lmul | (sew << 3) | (ta << 6) | (ma << 7));
    return 0;
}

/* Range of an immediate type and LLVM's message when outside it; 0 when
 * the type has no check here. */
static int imm_range(int tt, int rv64, int64_t *lo, int64_t *hi)
{
    switch (tt) {
    case T_UIMM2: *lo = 0; *hi = 3; return 1;
    case T_UIMM3: *lo = 0; *hi = 7; return 1;
    case T_UIMM4: *lo = 0; *hi = 15; return 1;
    case T_UIMM5: *lo = 0; *hi = 31; return 1;
    case T_UIMMLOG2: *lo = 0; *hi = rv64 ? 63 : 31; return 1;
    case T_SIMM5: *lo = -16; *hi = 15; return 1;
    case T_SIMM6: *lo = -32; *hi = 31; return 1;
    case T_SIMM12: *lo = -2048; *hi = 2047; return 1;
    case T_UIMM20_LUI: case T_UIMM20_AUIPC: *lo = 0; *hi = 1048575; return 1;
    case T_CSR: *lo = 0; *hi = 4095; return 1;
    default: return 0;
    }
}

static int imm_error(rv_cur *c, const rv_operand *o, int tt, int64_t lo, int64_t hi)
{
    size_t at = o->start, n = 1;
    switch (tt) {
    case T_SIMM12:
        return rv_error(c, at, n, "operand must be a symbol with %%lo/%%pcrel_lo/%%tprel_lo "
                                  "specifier or an integer in the range [-2048, 2047]");
    case T_UIMM20_LUI:
        return rv_error(c, at, n, "operand must be a symbol with %%hi/%%tprel_hi specifier or "
                                  "an integer in the range [0, 1048575]");
    case T_UIMM20_AUIPC:
        return rv_error(c, at, n, "operand must be a symbol with a "
                                  "%%pcrel_hi/%%got_pcrel_hi/%%tls_ie_pcrel_hi/%%tls_gd_pcrel_hi "
                                  "specifier or an integer in the range [0, 1048575]");
    case T_CSR:
        return rv_error(c, at, n, "operand must be a valid system register name or an integer "
                                  "in the range [0, 4095]");
    default:
        return rv_error(c, at, n, "immediate must be an integer in the range [%lld, %lld]",
                        (long long)lo, (long long)hi);
    }
}

/* Which relocation modifiers an immediate type takes. */
static int modifier_ok(int tt, const char *text)
{
    if (tt == T_SIMM12)
        return !strncmp(text, "%lo(", 4) || !strncmp(text, "%pcrel_lo(", 10) ||
               !strncmp(text, "%tprel_lo(", 10) || !strncmp(text, "%tlsdesc_load_lo(", 17) ||
               !strncmp(text, "%tlsdesc_add_lo(", 16);
    if (tt == T_UIMM20_LUI)
        return !strncmp(text, "%hi(", 4) || !strncmp(text, "%tprel_hi(", 10);
    if (tt == T_UIMM20_AUIPC)
        return !strncmp(text, "%pcrel_hi(", 10) || !strncmp(text, "%got_pcrel_hi(", 14) ||
               !strncmp(text, "%tls_ie_pcrel_hi(", 17) || !strncmp(text, "%tls_gd_pcrel_hi(", 17) ||
               !strncmp(text, "%tlsdesc_hi(", 12);
    return 0;
}

/* A branch or jump target LLVM cannot relocate (x+y, -x): its range
 * message, by opcode.  0 when the target is fine. */
static int target_check(const rv_ctx *x, rv_cur *c, const rv_val *v, const rv_operand *o,
                        const rv_mi *m)
{
    if (!v->text || v->form != MCA_ASM_OTHER)
        return 0;
    const mca_opcode *op = mca_catalog_opcode(x->fe->cat, m->opcode);
    const char *name = op && op->name ? op->name : "";
    const char *range = !strcmp(name, "JAL") ? "[-1048576, 1048574]"
                        : !strcmp(name, "C_J") || !strcmp(name, "C_JAL") ? "[-2048, 2046]"
                        : !strcmp(name, "C_BEQZ") || !strcmp(name, "C_BNEZ") ? "[-256, 254]"
                        : "[-4096, 4094]";
    return rv_error(c, o->start, 1, "immediate must be a multiple of 2 bytes in the range %s",
                    range);
}

/* call, tail and jump take a bare symbol (LLVM's call and jump symbol
 * operands; call's and tail's parser wants an identifier token, so a
 * quoted name is none); 0, -1 with the error. */
static int call_target_check(const rv_ctx *x, rv_cur *c, const rv_val *v, const rv_operand *o,
                             const rv_mi *m)
{
    const mca_opcode *op = mca_catalog_opcode(x->fe->cat, m->opcode);
    const char *name = op && op->name ? op->name : "";
    int call = !strncmp(name, "PseudoCALL", 10) || !strcmp(name, "PseudoTAIL");
    if (v->text && v->form == MCA_ASM_BARE_SYMBOL && !(call && c->s[o->start] == '"'))
        return 0;
    if (!strcmp(name, "PseudoJump") && v->text && v->form == MCA_ASM_LOCAL_LABEL)
        return 0;
    if (!strcmp(name, "PseudoJump"))
        return rv_error(c, o->start, 1, "operand must be a valid jump target");
    if (call)
        return rv_error(c, o->start, 1, "operand must be a bare symbol name");
    return 0;
}

/* Set operand k of m from an expression operand of type tt; 0, 1 when it
 * does not fit this form (no error), -1 on an error. */
static int set_imm(const rv_ctx *x, rv_cur *c, const mca_opnd_desc *d, const rv_val *v,
                   const rv_operand *o, rv_mi *m, unsigned k)
{
    int tt = d->kind == MCA_OPND_TARGET ? d->target_type : 0;
    if (d->kind == MCA_OPND_UNKNOWN && call_target_check(x, c, v, o, m) != 0)
        return -1;
    if (d->kind == MCA_OPND_PCREL) {
        if (target_check(x, c, v, o, m) != 0)
            return -1;
        if (v->text) {
            m->ops[k].kind = MCA_OPERAND_EXPR;
            m->exprs[k] = strdup(v->text);
            if (!m->exprs[k])
                return c->oom = 1, -1;
        } else {
            m->ops[k].kind = MCA_OPERAND_IMM;
            m->ops[k].imm = v->val;
        }
        return 0;
    }
    if (tt == T_CSR && v->text) {
        unsigned csr;
        if (!rv_csr_named(v->text, strlen(v->text), x->rv64, &csr))
            return imm_error(c, o, tt, 0, 4095);
        m->ops[k].kind = MCA_OPERAND_IMM;
        m->ops[k].imm = csr;
        return 0;
    }
    if (v->text) {
        /* an untyped operand (call, tail, jump: a symbol; %tprel_add) */
        if (d->kind == MCA_OPND_UNKNOWN) {
            m->ops[k].kind = MCA_OPERAND_EXPR;
            m->exprs[k] = strdup(v->text);
            if (!m->exprs[k])
                return c->oom = 1, -1;
            /* LLVM's call symbol parser drops a "@plt" suffix */
            size_t n = strlen(m->exprs[k]);
            if (n > 4 && !strcasecmp(m->exprs[k] + n - 4, "@plt"))
                m->exprs[k][n - 4] = 0;
            return 0;
        }
        /* a modifier takes a relocatable operand only */
        if (v->modifier && modifier_ok(tt, v->text) && v->form != MCA_ASM_OTHER) {
            m->ops[k].kind = MCA_OPERAND_EXPR;
            m->exprs[k] = strdup(v->text);
            return m->exprs[k] ? 0 : (c->oom = 1, -1);
        }
        int64_t lo, hi;
        if (imm_range(tt, x->rv64, &lo, &hi))
            return imm_error(c, o, tt, lo, hi);
        return 1;
    }
    int64_t lo, hi;
    if (imm_range(tt, x->rv64, &lo, &hi) && (v->val < lo || v->val > hi))
        return imm_error(c, o, tt, lo, hi);
    m->ops[k].kind = MCA_OPERAND_IMM;
    m->ops[k].imm = v->val;
    return 0;
}

static int set_reg(const rv_ctx *x, const mca_opnd_desc *d, const rv_operand *o, int kind,
                   int num, rv_mi *m, unsigned k)
{
    (void)o;
    if (d->kind != MCA_OPND_REG && d->kind != MCA_OPND_MEM)
        return 1;
    unsigned r = rv_class_reg(x->fe, d->regclass, kind, num);
    if (!r)
        return 1;
    m->ops[k].kind = MCA_OPERAND_REG;
    m->ops[k].reg = r;
    return 0;
}

/* Try one form: 0 matched, 1 no match (*bad: the operand at fault, or
 * -1), -1 error. */
static int try_form(const rv_ctx *x, rv_cur *c, const rv_stmt *st, const mca_opcode *op,
                    const tmpl *t, rv_mi *m, int *bad)
{
    memset(m, 0, sizeof *m);
    m->opcode = op->number; /* (set_imm's checks name it) */
    m->n = op->op_count < RV_MAX_OPS ? op->op_count : RV_MAX_OPS;
    *bad = -1;
    unsigned j = 0;
    for (unsigned i = 0; i < t->n; i++) {
        const item *it = &t->v[i];
        int optional = it->kind == I_MASK || it->kind == I_FRM ||
                       (it->kind == I_SLOT && it->slot >= 0 && (unsigned)it->slot < m->n &&
                        op->ops[it->slot].kind == MCA_OPND_TARGET &&
                        op->ops[it->slot].target_type == T_FRM);
        if (optional) {
            if (j >= st->nops)
                continue; /* optional, left out */
        } else if (j >= st->nops) {
            return 1;
        }
        const rv_operand *o = &st->ops[j];
        const mca_opnd_desc *d = it->slot >= 0 && (unsigned)it->slot < m->n
                                     ? &op->ops[it->slot] : NULL;
        int r = 1;
        switch (it->kind) {
        case I_MASK:
            if (o->kind == RV_OP_MASK) {
                r = 0;
            } else if (o->kind == RV_OP_EXPR && o->v.text && mask_like(o->v.text)) {
                /* LLVM's mask operand parser: a register with a suffix */
                return rv_error(c, o->start, 1, "%s",
                                !strncasecmp(o->v.text, "v0.", 3) ? "expected '.t' suffix"
                                                                  : "operand must be v0.t");
            }
            break;
        case I_FRM:
            if (o->kind == RV_OP_EXPR && o->v.text)
                for (int f = 0; f < 8; f++)
                    if (frm_names[f] && word_is(&o->v, frm_names[f])) {
                        m->ops[it->slot].kind = MCA_OPERAND_IMM;
                        m->ops[it->slot].imm = f;
                        r = 0;
                    }
            if (r && o->kind == RV_OP_EXPR && o->v.text)
                return rv_error(c, o->start, 1,
                                "operand must be a valid floating point rounding mode mnemonic");
            break;
        case I_LIT:
            if (o->kind == RV_OP_REG) {
                int num, kind = rv_reg_named(it->lit, strlen(it->lit), &num);
                r = !(kind == o->rkind && num == o->rnum);
                if (r && !strcmp(it->lit, "sp")) /* an SP-class operand */
                    return rv_error(c, o->start, 1, "register must be sp (x2)");
            } else if (o->kind == RV_OP_EXPR) {
                r = !word_is(&o->v, it->lit);
            }
            break;
        case I_VTYPE: {
            int64_t vt;
            if (!d)
                break;
            if (vtype_words(x, c, st, j, &vt) != 0 && (*bad = (int)j, 1))
                return rv_error(c, o->start, 1,
                                "operand must be e[8|16|32|64],m[1|2|4|8|f2|f4|f8],[ta|tu],[ma|mu]");
            m->ops[it->slot].kind = MCA_OPERAND_IMM;
            m->ops[it->slot].imm = vt;
            j = st->nops;
            continue;
        }
        case I_SLOT:
            if (!d)
                break;
            if (o->kind == RV_OP_REG && d->kind == MCA_OPND_PCREL) {
                /* a register name where a target is expected is a symbol */
                m->ops[it->slot].kind = MCA_OPERAND_EXPR;
                m->exprs[it->slot] = malloc(o->end - o->start + 1);
                if (!m->exprs[it->slot])
                    return c->oom = 1, -1;
                memcpy(m->exprs[it->slot], c->s + o->start, o->end - o->start);
                m->exprs[it->slot][o->end - o->start] = 0;
                r = 0;
            } else if (o->kind == RV_OP_REG) {
                r = set_reg(x, d, o, o->rkind, o->rnum, m, (unsigned)it->slot);
                if (r > 0 && sp_only(x, d))
                    return rv_error(c, o->start, 1, "register must be sp (x2)");
            }
            else if (o->kind == RV_OP_EXPR && d->kind == MCA_OPND_TARGET &&
                     d->target_type == T_FRM) {
                r = 1;
                for (int f = 0; f < 8; f++)
                    if (frm_names[f] && word_is(&o->v, frm_names[f])) {
                        m->ops[it->slot].kind = MCA_OPERAND_IMM;
                        m->ops[it->slot].imm = f;
                        r = 0;
                    }
                if (r)
                    return rv_error(c, o->start, 1,
                                    "operand must be a valid floating point rounding mode mnemonic");
            } else if (o->kind == RV_OP_EXPR && !strcmp(rv_opcode_name(x->fe, op->number), "FENCE")) {
                int64_t v;
                if (fence_arg(o, &v) != 0)
                    return rv_error(c, o->start, 1,
                                    "operand must be formed of letters selected in-order from 'iorw' or be 0");
                m->ops[it->slot].kind = MCA_OPERAND_IMM;
                m->ops[it->slot].imm = v;
                r = 0;
            } else if (o->kind == RV_OP_EXPR && d->kind != MCA_OPND_REG) {
                r = set_imm(x, c, d, &o->v, o, m, (unsigned)it->slot);
            }
            break;
        case I_MEM:
        case I_MEMB:
            if (o->kind != RV_OP_MEM || it->base < 0 || (unsigned)it->base >= m->n)
                break;
            r = set_reg(x, &op->ops[it->base], o, o->rkind, o->rnum, m, (unsigned)it->base);
            if (r > 0 && sp_only(x, &op->ops[it->base]))
                return rv_error(c, o->base_at, 1, "register must be sp (x2)");
            if (r)
                break;
            if (it->kind == I_MEMB) {
                if (o->has_off && (o->v.text || o->v.val != 0))
                    return rv_error(c, o->start, 1, "optional integer offset must be 0");
                break;
            }
            if (!d)
                break;
            if (o->has_off) {
                r = set_imm(x, c, d, &o->v, o, m, (unsigned)it->slot);
            } else {
                m->ops[it->slot].kind = MCA_OPERAND_IMM;
                m->ops[it->slot].imm = 0;
            }
            break;
        }
        if (r < 0)
            return -1;
        if (r) {
            *bad = (int)j;
            return 1;
        }
        j++;
    }
    if (j < st->nops) {
        *bad = (int)j;
        return 1;
    }
    /* tied operands, single-register classes, rounding-mode defaults */
    for (unsigned k = 0; k < m->n; k++) {
        const mca_opnd_desc *d = &op->ops[k];
        if (d->tied >= 0 && (unsigned)d->tied < m->n) {
            m->ops[k] = m->ops[d->tied];
            continue;
        }
        if (m->ops[k].kind == MCA_OPERAND_REG && m->ops[k].reg)
            continue;
        if (d->kind == MCA_OPND_REG || d->kind == MCA_OPND_MEM) {
            const mca_regclass *rc = d->regclass >= 0
                                         ? mca_catalog_regclass(x->fe->cat, (unsigned)d->regclass)
                                         : NULL;
            m->ops[k].kind = MCA_OPERAND_REG;
            if (rc && rc->reg_count == 1)
                m->ops[k].reg = rc->regs[0];
        }
        if (d->kind == MCA_OPND_TARGET && d->target_type == T_VMASK)
            m->ops[k].kind = MCA_OPERAND_REG;
    }
    /* the mask operand: v0 when ", v0.t" was written */
    for (unsigned i = 0, j2 = 0; i < t->n; i++) {
        if (t->v[i].kind != I_MASK)
            continue;
        for (unsigned k = 0; k < m->n; k++)
            if (op->ops[k].kind == MCA_OPND_TARGET && op->ops[k].target_type == T_VMASK) {
                int masked = st->nops > 0 && st->ops[st->nops - 1].kind == RV_OP_MASK;
                m->ops[k].kind = MCA_OPERAND_REG;
                m->ops[k].reg = masked ? x->fe->v[0] : 0;
            }
        (void)j2;
    }
    for (unsigned i = 0; i < t->n; i++)
        if (t->v[i].kind == I_FRM && m->ops[t->v[i].slot].kind == MCA_OPERAND_REG) {
            m->ops[t->v[i].slot].kind = MCA_OPERAND_IMM;
            m->ops[t->v[i].slot].imm = 0;
        }
    for (unsigned k = 0; k < m->n; k++) {
        const mca_opnd_desc *d = &op->ops[k];
        if (d->kind == MCA_OPND_TARGET && d->target_type == T_FRM &&
            m->ops[k].kind == MCA_OPERAND_REG) {
            m->ops[k].kind = MCA_OPERAND_IMM;
            m->ops[k].imm = 7; /* dyn */
        }
        if (d->kind == MCA_OPND_TARGET && d->target_type != T_VMASK &&
            m->ops[k].kind == MCA_OPERAND_REG && !m->ops[k].reg) {
            m->ops[k].kind = MCA_OPERAND_IMM;
            m->ops[k].imm = 0;
        }
        if ((d->kind == MCA_OPND_IMM || d->kind == MCA_OPND_UNKNOWN) &&
            m->ops[k].kind == MCA_OPERAND_REG && !m->ops[k].reg)
            m->ops[k].kind = MCA_OPERAND_IMM;
    }
    m->opcode = op->number;
    return 0;
}

static int name_in(const char *n, const char *const *list)
{
    for (; *list; list++)
        if (!strcmp(n, *list))
            return 1;
    return 0;
}

static int features_allow(const rv_ctx *x, const mca_opcode *op, int *need);

/* May forms of this opcode be chosen with these features? */
static int opcode_allowed(const rv_ctx *x, const mca_opcode *op, const mca_form *f, int *need)
{
    *need = -1;
    if (f->pick != MCA_PICK_SELF && f->pick != MCA_PICK_ERROR)
        return 0;
    if (f->rv32_only && x->rv64)
        return 0;
    return features_allow(x, op, need);
}

/* Whether the features in effect (and the base, RV32 or RV64) allow op. */
static int features_allow(const rv_ctx *x, const mca_opcode *op, int *need)
{
    const char *n = op->name;
    size_t len = strlen(n);
    if (len > 5 && !strcmp(n + len - 5, "_RV32") && x->rv64)
        return 0;
    if (len > 5 && !strcmp(n + len - 5, "_RV64") && !x->rv64)
        return 0;
    int feat;
    if (x->feature_memo && op->number < x->feature_memo_size) {
        signed char *memo = &x->feature_memo[op->number];
        if (!*memo)
            *memo = (signed char)(rv_opcode_feature(n) + 3);
        feat = *memo - 3;
    } else {
        feat = rv_opcode_feature(n);
    }
    if (feat == -2)
        return 0;
    /* on RV32 LLVM's candidate for ld/sd is the Zilsd register pair form,
     * for c.ld/c.sd (sp) the Zclsd one; the other compressed RV64I forms
     * need RV64 first */
    static const char *const c_pair[] = { "C_LD", "C_SD", "C_LDSP", "C_SDSP", NULL };
    static const char *const c_w[] = { "C_ADDIW", "C_ADDW", "C_SUBW", NULL };
    if (feat == RVF_64BIT && !x->rv64 && (!strcmp(n, "LD") || !strcmp(n, "SD")))
        feat = RVF_ZILSD;
    if (!x->rv64 && name_in(n, c_pair))
        feat = RVF_ZCLSD;
    if (!x->rv64 && name_in(n, c_w))
        feat = RVF_64BIT;
    /* compressed FP loads/stores: with C present, what is missing is F or D */
    if (feat == RVF_ZCF && rv_has(&x->feat, RVF_C) && !rv_has(&x->feat, RVF_F))
        feat = RVF_F;
    if (feat == RVF_ZCD && rv_has(&x->feat, RVF_C) && !rv_has(&x->feat, RVF_D))
        feat = RVF_D;
    if (feat >= 0 && !rv_has(&x->feat, feat)) {
        /* Zmmul opcodes are there with M too */
        if (!(feat == RVF_ZMMUL && rv_has(&x->feat, RVF_M))) {
            *need = feat;
            return 0;
        }
    }
    return 1;
}

bool rv_opcode_usable(const rv_ctx *x, unsigned opcode)
{
    const mca_opcode *op = mca_catalog_opcode(x->fe->cat, opcode);
    if (!op)
        return false;
    bool any = false;
    mca_form f;
    for (unsigned k = 0; mca_catalog_form(x->fe->cat, opcode, k, &f); k++)
        any = any || !(f.rv32_only && x->rv64);
    int need;
    return (any || !mca_catalog_form(x->fe->cat, opcode, 0, &f)) && features_allow(x, op, &need);
}

/* Whether item it of op's form is a rounding mode. */
static bool frm_item(const mca_opcode *op, const item *it)
{
    return it->kind == I_FRM ||
           (it->kind == I_SLOT && it->slot >= 0 && (unsigned)it->slot < op->op_count &&
            op->ops[it->slot].kind == MCA_OPND_TARGET && op->ops[it->slot].target_type == T_FRM);
}

/* The opcode and parsed template of form reference r; false when either
 * cannot be had. */
static bool ref_tmpl(const rv_ctx *x, const mca_form_ref *r, mca_opcode *op, tmpl *t)
{
    mca_form f;
    if (!mca_catalog_opcode_brief(x->fe->cat, r->opcode, op) ||
        !mca_catalog_form(x->fe->cat, r->opcode, r->form, &f))
        return false;
    const char *sp = strchr(f.text, ' ');
    return parse_tmpl(sp ? sp : "", op, t) == 0;
}

/* LLVM parses the operand where any form of the mnemonic takes a rounding
 * mode or a vector mask with its parser of those: anything but a rounding
 * mode's name, and a name without ".t" where the mask goes, is its error,
 * before the matcher sees the statement.  -1 with the error in
 * c (the first such operand), 0 when there is none. */
static int frm_operand_error(const rv_ctx *x, rv_cur *c, const rv_stmt *st,
                             const mca_form_ref *refs, size_t count)
{
    unsigned first = st->nops;
    const char *msg = NULL;
    for (size_t i = 0; i < count; i++) {
        mca_opcode op;
        tmpl t;
        if (!ref_tmpl(x, &refs[i], &op, &t))
            continue;
        for (unsigned j = 0; j < t.n && j < first; j++) {
            const rv_operand *o = &st->ops[j];
            if (t.v[j].kind == I_MASK) {
                /* the mask's parser: a name must end in ".t" */
                if (o->kind == RV_OP_REG ||
                    (o->kind == RV_OP_EXPR && o->v.text && rv_is_ident_start(o->v.text[0]) &&
                     !mask_like(o->v.text))) {
                    first = j;
                    msg = "expected '.t' suffix";
                }
                continue;
            }
            if (!frm_item(&op, &t.v[j]))
                continue;
            bool named = false;
            for (int k = 0; k < 8 && o->kind == RV_OP_EXPR && o->v.text; k++)
                named = named || (frm_names[k] && word_is(&o->v, frm_names[k]));
            if (!named) {
                first = j;
                msg = "operand must be a valid floating point rounding mode mnemonic";
            }
        }
    }
    if (first == st->nops)
        return 0;
    return rv_error(c, st->ops[first].start, 1, "%s", msg);
}

/* Whether a form of the mnemonic takes its mask as operand j: the mask
 * class's own words are LLVM's error there. */
static bool mask_at(const rv_ctx *x, const mca_form_ref *refs, size_t count, unsigned j)
{
    for (size_t i = 0; i < count; i++) {
        mca_opcode op;
        tmpl t;
        if (ref_tmpl(x, &refs[i], &op, &t) && j < t.n && t.v[j].kind == I_MASK)
            return true;
    }
    return false;
}

/* Where LLVM reports operand o when its matcher stops there: o's start,
 * but for an offset and base, "imm(reg)", the token after its ')' (LLVM's
 * parser gives the ')' it makes an operand that place; the end of the
 * statement is after the blanks that end the line). */
static size_t miss_at(const rv_cur *c, const rv_operand *o)
{
    if (o->kind != RV_OP_MEM || !o->has_off)
        return o->start;
    size_t p = o->end;
    while (c->s[p] == ' ' || c->s[p] == '\t')   /* (the text ends in a newline or NUL) */
        p++;
    return p;
}

int rv_match(const rv_ctx *x, rv_cur *c, const rv_stmt *st, rv_mi *m)
{
    const mca_form_ref *refs;
    size_t count = mca_catalog_forms_named(x->fe->cat, MCA_FORM_ASM, st->mnem,
                                           strlen(st->mnem), &refs);
    if (count == 0)
        return 1;
    if (frm_operand_error(x, c, st, refs, count) != 0)
        return -1;
    int best_bad = -2, need = -1, pass;
    const char *need_op = "";
    for (pass = 0; pass < 2; pass++) {
        for (size_t i = 0; i < count; i++) {
            mca_opcode op;
            mca_form f;
            if (!mca_catalog_opcode_brief(x->fe->cat, refs[i].opcode, &op) ||
                !mca_catalog_form(x->fe->cat, refs[i].opcode, refs[i].form, &f))
                continue;
            if ((pass == 0) != (f.pick == MCA_PICK_SELF))
                continue;
            int want;
            if (!opcode_allowed(x, &op, &f, &want)) {
                if (want >= 0 && need < 0) {
                    tmpl t;
                    rv_mi tmp;
                    int b;
                    const char *sp = strchr(f.text, ' ');
                    if (parse_tmpl(sp ? sp : "", &op, &t) == 0) {
                        rv_cur probe = *c;
                        probe.err = 0;
                        probe.err_msg = NULL;
                        if (try_form(x, &probe, st, &op, &t, &tmp, &b) == 0) {
                            need = want, need_op = op.name;
                            /* LLVM parses the operands, and warns on a
                             * vtype, before it finds the feature missing */
                            c->nwarn = probe.nwarn;
                            memcpy(c->warn_off, probe.warn_off, sizeof c->warn_off);
                            memcpy(c->warn_msg, probe.warn_msg, sizeof c->warn_msg);
                        }
                        else if (!probe.err && b > best_bad)
                            best_bad = b;
                        else if (probe.err && !probe.oom)
                            best_bad = b > best_bad ? b : best_bad;
                        free(probe.err_msg);
                        rv_mi_free(&tmp);
                    }
                }
                continue;
            }
            tmpl t;
            const char *sp = strchr(f.text, ' ');
            if (parse_tmpl(sp ? sp : "", &op, &t) != 0)
                continue;
            int bad;
            int r = try_form(x, c, st, &op, &t, m, &bad);
            if (r == 0)
                return 0;
            rv_mi_free(m);
            if (r < 0)
                return -1;
            if (bad > best_bad)
                best_bad = bad;
        }
    }
    if (need >= 0) {
        if (need == RVF_64BIT)
            return rv_error(c, st->mnem_off, 1,
                            "instruction requires the following: RV64I Base Instruction Set");
        /* LLVM lists the features of the predicate that are missing */
        if (need == RVF_ZFA && rv_has(&x->feat, RVF_D))
            return rv_error(c, st->mnem_off, 1, "instruction requires the following: %s",
                            rv_feature_text(RVF_ZFA));
        return rv_error(c, st->mnem_off, 1, "instruction requires the following: %s",
                        rv_requirement_text(need, need_op));
    }
    if (best_bad >= 0 && (unsigned)best_bad < st->nops)
        return rv_error(c, miss_at(c, &st->ops[best_bad]), 1, "%s",
                        mask_at(x, refs, count, (unsigned)best_bad)
                            ? "operand must be v0.t" : "invalid operand for instruction");
    if (best_bad == -1)
        return rv_error(c, st->mnem_off, 1, "too few operands for instruction");
    return 2; /* no form of this mnemonic may be used: try the aliases */
}

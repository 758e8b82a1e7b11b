/* riscv-print: an instruction as llvm-mca 22 prints it: compressed
 * opcodes uncompressed, then LLVM's printer aliases (mv, li, j, ret,
 * csrr, fmv.d, vmnot.m ...), otherwise the catalog's form with ABI
 * register names; rounding modes, fence sets, CSR names and vtype as
 * RISCVInstPrinter writes them. */
#include <config.h>

#include <inttypes.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mca/strbuf.h"
#include "riscv-internal.h"

enum { T_FENCE = 17, T_CSR = 39, T_VTYPEI10 = 67, T_VTYPEI11 = 68, T_FRM = 76, T_RTZ = 77,
       T_VMASK = 91 };

static const char *const frm_names[8] = { "rne", "rtz", "rdn", "rup", "rmm", "frm5", "frm6",
                                          "dyn" };

typedef struct {
    const rv_fe *fe;
    const rv_mi *m;
    const mca_opcode *op;
    int rv64;
    int imm_hex;         /* -print-imm-hex */
    mca_strbuf *b;
} printer;

static int xn(const printer *p, unsigned k)
{
    const mca_operand *o = &p->m->ops[k];
    if (k >= p->m->n || o->kind != MCA_OPERAND_REG || o->reg >= p->fe->reg_limit ||
        p->fe->lead_kind[o->reg] != RV_RK_X)
        return -1;
    return p->fe->lead_num[o->reg];
}

static int same_reg(const printer *p, unsigned a, unsigned b)
{
    return a < p->m->n && b < p->m->n && p->m->ops[a].kind == MCA_OPERAND_REG &&
           p->m->ops[b].kind == MCA_OPERAND_REG && p->m->ops[a].reg == p->m->ops[b].reg;
}

static int imm_is(const printer *p, unsigned k, int64_t v)
{
    return k < p->m->n && p->m->ops[k].kind == MCA_OPERAND_IMM && p->m->ops[k].imm == v;
}

/* LLVM's formatHex: 0x1f, -0x1f (the magnitude of a negative value). */
static void put_hex(mca_strbuf *b, int64_t v)
{
    uint64_t u = (uint64_t)v;
    if (v < 0) {
        mca_strbuf_putc(b, '-');
        u = 0 - u;
    }
    mca_strbuf_printf(b, "0x%" PRIx64, u);
}

static void put_vtype(mca_strbuf *b, int64_t vt)
{
    unsigned lmul = vt & 7, sew = (vt >> 3) & 7;
    if (vt < 0 || vt > 255 || sew > 3 || lmul == 4) {
        mca_strbuf_put_long(b, (long)vt);
        return;
    }
    static const char *const lm[8] = { "m1", "m2", "m4", "m8", "?", "mf8", "mf4", "mf2" };
    mca_strbuf_printf(b, "e%u, %s, %s, %s", 8u << sew, lm[lmul], (vt >> 6) & 1 ? "ta" : "tu",
                      (vt >> 7) & 1 ? "ma" : "mu");
}

static void put_fence(mca_strbuf *b, int64_t v)
{
    if (v == 0) {
        mca_strbuf_putc(b, '0');
        return;
    }
    static const char letters[] = "iorw";
    for (int i = 0; i < 4; i++)
        if (v & (8 >> i))
            mca_strbuf_putc(b, letters[i]);
}

/* Operand k as the printer writes it. */
static void operand(const printer *p, unsigned k)
{
    const mca_operand *o = &p->m->ops[k];
    if (k >= p->m->n) {
        mca_strbuf_putc(p->b, '?');
        return;
    }
    if (o->kind == MCA_OPERAND_REG) {
        char buf[24];
        mca_strbuf_puts(p->b, rv_reg_abi(p->fe, o->reg, buf, sizeof buf));
        return;
    }
    if (o->kind == MCA_OPERAND_EXPR) {
        mca_strbuf_puts(p->b, p->m->exprs[k] ? p->m->exprs[k] : "?");
        return;
    }
    int tt = p->op && k < p->op->op_count && p->op->ops[k].kind == MCA_OPND_TARGET
                 ? p->op->ops[k].target_type : 0;
    if (tt == T_CSR) {
        const char *n = rv_csr_name((unsigned)o->imm, p->rv64);
        if (n) {
            mca_strbuf_puts(p->b, n);
            return;
        }
    }
    if (tt == T_FRM || tt == T_RTZ) {
        mca_strbuf_puts(p->b, frm_names[o->imm & 7]);
        return;
    }
    if (tt == T_FENCE && p->op && !strcmp(p->op->name, "FENCE")) {
        put_fence(p->b, o->imm);
        return;
    }
    if (tt == T_VTYPEI10 || tt == T_VTYPEI11) {
        put_vtype(p->b, o->imm);
        return;
    }
    if (p->imm_hex)
        put_hex(p->b, o->imm);
    else
        mca_strbuf_put_long(p->b, (long)o->imm);
}

/* Print "mnem\t" then the operands listed (indices; -1 ends). */
static void simple(const printer *p, const char *mnem, const int *ks, unsigned n)
{
    mca_strbuf_puts(p->b, mnem);
    for (unsigned i = 0; i < n; i++) {
        mca_strbuf_puts(p->b, i ? ", " : "\t");
        operand(p, (unsigned)ks[i]);
    }
}

#define OUT(mnem, ...)                                                                \
    do {                                                                              \
        static const int ks_[] = { __VA_ARGS__ };                                     \
        simple(p, mnem, ks_, sizeof ks_ / sizeof *ks_);                               \
        return 1;                                                                     \
    } while (0)
#define OUT0(mnem)                                                                    \
    do {                                                                              \
        mca_strbuf_puts(p->b, mnem);                                                  \
        return 1;                                                                     \
    } while (0)

static void mem(const printer *p, unsigned off, unsigned base)
{
    operand(p, off);
    mca_strbuf_putc(p->b, '(');
    operand(p, base);
    mca_strbuf_putc(p->b, ')');
}

/* The masked vector aliases: operands then ", v0.t" when masked. */
static int vmask_alias(const printer *p, const char *mnem, unsigned a, unsigned bb)
{
    mca_strbuf_printf(p->b, "%s\t", mnem);
    operand(p, a);
    mca_strbuf_puts(p->b, ", ");
    operand(p, bb);
    unsigned last = p->m->n - 1;
    if (p->m->ops[last].kind == MCA_OPERAND_REG && p->m->ops[last].reg)
        mca_strbuf_puts(p->b, ", v0.t");
    return 1;
}

static int csr_alias(const printer *p, const char *name)
{
    int rd = xn(p, 0), rs = xn(p, 2);
    int64_t csr = p->m->ops[1].kind == MCA_OPERAND_IMM ? p->m->ops[1].imm : -1;
    if (!strcmp(name, "CSRRS") && rs == 0) {
        if (csr == 1) OUT("frflags", 0);
        if (csr == 2) OUT("frrm", 0);
        if (csr == 3) OUT("frcsr", 0);
        if (csr == 0xc00) OUT("rdcycle", 0);
        if (csr == 0xc01) OUT("rdtime", 0);
        if (csr == 0xc02) OUT("rdinstret", 0);
        if (!p->rv64 && csr == 0xc80) OUT("rdcycleh", 0);
        if (!p->rv64 && csr == 0xc81) OUT("rdtimeh", 0);
        if (!p->rv64 && csr == 0xc82) OUT("rdinstreth", 0);
        OUT("csrr", 0, 1);
    }
    if (!strcmp(name, "CSRRW")) {
        if (csr == 1) {
            if (rd == 0) OUT("fsflags", 2);
            OUT("fsflags", 0, 2);
        }
        if (csr == 2) {
            if (rd == 0) OUT("fsrm", 2);
            OUT("fsrm", 0, 2);
        }
        if (csr == 3) {
            if (rd == 0) OUT("fscsr", 2);
            OUT("fscsr", 0, 2);
        }
        if (rd == 0) OUT("csrw", 1, 2);
        return 0;
    }
    if (!strcmp(name, "CSRRWI")) {
        if (csr == 1) {
            if (rd == 0) OUT("fsflagsi", 2);
            OUT("fsflagsi", 0, 2);
        }
        if (csr == 2) {
            if (rd == 0) OUT("fsrmi", 2);
            OUT("fsrmi", 0, 2);
        }
        if (rd == 0) OUT("csrwi", 1, 2);
        return 0;
    }
    if (rd == 0 && !strcmp(name, "CSRRS")) OUT("csrs", 1, 2);
    if (rd == 0 && !strcmp(name, "CSRRC")) OUT("csrc", 1, 2);
    if (rd == 0 && !strcmp(name, "CSRRSI")) OUT("csrsi", 1, 2);
    if (rd == 0 && !strcmp(name, "CSRRCI")) OUT("csrci", 1, 2);
    return 0;
}

/* LLVM's printer aliases (InstAlias records printed by default). */
static int alias(const printer *p, const char *name, const rv_features *feat)
{
    int a = xn(p, 0), b = xn(p, 1), c = xn(p, 2);
    if (!strcmp(name, "ADDI")) {
        if (a == 0 && b == 0 && imm_is(p, 2, 0)) OUT0("nop");
        if (b == 0 && p->m->ops[2].kind == MCA_OPERAND_IMM) OUT("li", 0, 2);
        if (imm_is(p, 2, 0)) OUT("mv", 0, 1);
        return 0;
    }
    if (!strcmp(name, "ADDIW") && imm_is(p, 2, 0)) OUT("sext.w", 0, 1);
    if (!strcmp(name, "XORI") && imm_is(p, 2, -1)) OUT("not", 0, 1);
    if (!strcmp(name, "ANDI") && imm_is(p, 2, 255)) OUT("zext.b", 0, 1);
    if (!strcmp(name, "SUB") && b == 0) OUT("neg", 0, 2);
    if (!strcmp(name, "SUBW") && b == 0) OUT("negw", 0, 2);
    if (!strcmp(name, "SLTIU") && imm_is(p, 2, 1)) OUT("seqz", 0, 1);
    if (!strcmp(name, "SLTU") && b == 0) OUT("snez", 0, 2);
    if (!strcmp(name, "SLT") && c == 0) OUT("sltz", 0, 1);
    if (!strcmp(name, "SLT") && b == 0) OUT("sgtz", 0, 2);
    if (!strcmp(name, "ADD_UW") && c == 0 && rv_has(feat, RVF_ZBA)) OUT("zext.w", 0, 1);
    if (!strcmp(name, "BEQ") && b == 0) OUT("beqz", 0, 2);
    if (!strcmp(name, "BNE") && b == 0) OUT("bnez", 0, 2);
    if (!strcmp(name, "BGE") && a == 0) OUT("blez", 1, 2);
    if (!strcmp(name, "BGE") && b == 0) OUT("bgez", 0, 2);
    if (!strcmp(name, "BLT") && b == 0) OUT("bltz", 0, 2);
    if (!strcmp(name, "BLT") && a == 0) OUT("bgtz", 1, 2);
    if (!strcmp(name, "JAL") && a == 0) OUT("j", 1);
    if (!strcmp(name, "JAL") && a == 1) OUT("jal", 1);
    if (!strcmp(name, "JALR")) {
        if (a == 0 && b == 1 && imm_is(p, 2, 0)) OUT0("ret");
        if (a == 0 && imm_is(p, 2, 0)) OUT("jr", 1);
        if (a == 1 && imm_is(p, 2, 0)) OUT("jalr", 1);
        if (imm_is(p, 2, 0)) OUT("jalr", 0, 1);
        if (a == 0) {
            mca_strbuf_puts(p->b, "jr\t");
            mem(p, 2, 1);
            return 1;
        }
        if (a == 1) {
            mca_strbuf_puts(p->b, "jalr\t");
            mem(p, 2, 1);
            return 1;
        }
        return 0;
    }
    if (!strcmp(name, "FENCE") && imm_is(p, 0, 15) && imm_is(p, 1, 15)) OUT0("fence");
    if (!strcmp(name, "FENCE") && imm_is(p, 0, 1) && imm_is(p, 1, 0) &&
        rv_has(feat, RVF_ZIHINTPAUSE))
        OUT0("pause");
    if (!strncmp(name, "CSRR", 4))
        return csr_alias(p, name);
    if (!strncmp(name, "FSGNJ", 5) && same_reg(p, 1, 2)) {
        static const struct { const char *op, *alias; } f[] = {
            { "FSGNJ_S", "fmv.s" }, { "FSGNJX_S", "fabs.s" }, { "FSGNJN_S", "fneg.s" },
            { "FSGNJ_D", "fmv.d" }, { "FSGNJX_D", "fabs.d" }, { "FSGNJN_D", "fneg.d" },
            { "FSGNJ_H", "fmv.h" }, { "FSGNJX_H", "fabs.h" }, { "FSGNJN_H", "fneg.h" },
        };
        for (size_t k = 0; k < sizeof f / sizeof *f; k++)
            if (!strcmp(name, f[k].op))
                OUT(f[k].alias, 0, 1);
        return 0;
    }
    if (!strcmp(name, "VMNAND_MM") && same_reg(p, 1, 2)) OUT("vmnot.m", 0, 1);
    if (!strcmp(name, "VMAND_MM") && same_reg(p, 1, 2)) OUT("vmmv.m", 0, 1);
    if (!strcmp(name, "VMXOR_MM") && same_reg(p, 0, 1) && same_reg(p, 1, 2)) OUT("vmclr.m", 0);
    if (!strcmp(name, "VMXNOR_MM") && same_reg(p, 0, 1) && same_reg(p, 1, 2)) OUT("vmset.m", 0);
    if (!strcmp(name, "VXOR_VI") && imm_is(p, 2, -1)) return vmask_alias(p, "vnot.v", 0, 1);
    if (!strcmp(name, "VRSUB_VX") && c == 0) return vmask_alias(p, "vneg.v", 0, 1);
    if (!strcmp(name, "VWADD_VX") && c == 0) return vmask_alias(p, "vwcvt.x.x.v", 0, 1);
    if (!strcmp(name, "VWADDU_VX") && c == 0) return vmask_alias(p, "vwcvtu.x.x.v", 0, 1);
    if (!strcmp(name, "VNSRL_WX") && c == 0) return vmask_alias(p, "vncvt.x.x.w", 0, 1);
    if (!strcmp(name, "VFSGNJN_VV") && same_reg(p, 1, 2)) return vmask_alias(p, "vfneg.v", 0, 1);
    if (!strcmp(name, "VFSGNJX_VV") && same_reg(p, 1, 2)) return vmask_alias(p, "vfabs.v", 0, 1);
    if (!strcmp(name, "VL1RE8_V") || !strcmp(name, "VL2RE8_V") || !strcmp(name, "VL4RE8_V") ||
        !strcmp(name, "VL8RE8_V")) {
        mca_strbuf_printf(p->b, "vl%cr.v\t", name[2]);
        operand(p, 0);
        mca_strbuf_puts(p->b, ", (");
        operand(p, 1);
        mca_strbuf_putc(p->b, ')');
        return 1;
    }
    return 0;
}

/* The catalog form of the opcode with its slots filled. */
static int form(const printer *p)
{
    mca_form f;
    int found = 0;
    for (unsigned k = 0; k < p->op->form_count; k++)
        if (mca_catalog_form(p->fe->cat, p->op->number, k, &f)) {
            found = 1;
            break;
        }
    if (!found)
        return 0;
    const char *s = f.text;
    const char *sp = strchr(s, ' ');
    mca_strbuf_put(p->b, s, sp ? (size_t)(sp - s) : strlen(s));
    if (!sp)
        goto legacy;
    mca_strbuf_putc(p->b, '\t');
    s = sp + 1;
    while (*s) {
        /* one comma-separated item */
        const char *e = strstr(s, ", ");
        size_t n = e ? (size_t)(e - s) : strlen(s);
        int first = s == sp + 1;
        if (n == 4 && !strncmp(s, "v0.t", 4)) {
            unsigned last = p->m->n ? p->m->n - 1 : 0;
            for (unsigned k = 0; k < p->m->n && k < p->op->op_count; k++)
                if (p->op->ops[k].kind == MCA_OPND_TARGET && p->op->ops[k].target_type == T_VMASK)
                    last = k;
            if (p->m->ops[last].kind == MCA_OPERAND_REG && p->m->ops[last].reg)
                mca_strbuf_puts(p->b, ", v0.t");
        } else if (s[0] == 'e' && (s[1] >= '0' && s[1] <= '9') && e && e[2] == '@') {
            /* vtype: "e8, @N, tu, mu" */
            unsigned k = (unsigned)strtoul(e + 3, NULL, 10);
            if (!first)
                mca_strbuf_puts(p->b, ", ");
            if (k < p->m->n)
                put_vtype(p->b, p->m->ops[k].imm);
            return 1;
        } else {
            const char *q = s, *end = s + n;
            /* a rounding mode left at its default is not printed */
            if (q[0] == '@') {
                unsigned k = (unsigned)strtoul(q + 1, NULL, 10);
                if (k < p->op->op_count && p->op->ops[k].kind == MCA_OPND_TARGET &&
                    p->op->ops[k].target_type == T_FRM && imm_is(p, k, 7))
                    goto next;
            }
            if (!first)
                mca_strbuf_puts(p->b, ", ");
            while (q < end) {
                if (*q == '@') {
                    char *r;
                    unsigned long k = strtoul(q + 1, &r, 10);
                    operand(p, (unsigned)k);
                    q = r;
                } else {
                    mca_strbuf_putc(p->b, *q++);
                }
            }
        }
    next:
        s += n;
        if (*s)
            s += 2;
    }
legacy:
    /* a legacy rounding mode the form does not show: printed unless rne */
    for (unsigned k = 0; k < p->op->op_count && k < p->m->n; k++)
        if (p->op->ops[k].kind == MCA_OPND_TARGET && p->op->ops[k].target_type == T_FRM &&
            strstr(f.text, "@") != NULL) {
            char slot[16];
            snprintf(slot, sizeof slot, "@%u", k);
            if (!strstr(f.text, slot) && !imm_is(p, k, 0)) {
                mca_strbuf_puts(p->b, ", ");
                operand(p, k);
            }
        }
    return 1;
}

char *rv_print(const rv_fe *fe, const rv_features *feat, int rv64, int imm_hex, const rv_mi *m)
{
    rv_mi u;
    /* LLVM's printer expands a compressed instruction only when its own
     * subtarget (the CPU's, not the directives') has the C extension */
    int c_ok = rv_has(feat, RVF_C) || rv_has(feat, RVF_ZCA);
    const rv_mi *pm = c_ok && rv_uncompress(fe, m, &u) == 0 ? &u : m;
    mca_opcode op;
    if (!mca_catalog_opcode_brief(fe->cat, pm->opcode, &op))
        return NULL;
    mca_strbuf b;
    mca_strbuf_init(&b);
    printer p = { fe, pm, &op, rv64, imm_hex, &b };
    if (!alias(&p, op.name, feat) && !form(&p))
        mca_strbuf_puts(&b, op.name);
    mca_strbuf_putc(&b, 0);
    if (b.failed) {
        mca_strbuf_free(&b);
        return NULL;
    }
    return b.data;
}

/* riscv-compress: LLVM 22's compression of instructions when C (Zca, Zcd,
 * Zcf) is enabled (the CompressPat records of RISCVInstrInfoC.td, in
 * their order: the first that fits wins), and the way back, which the
 * printer takes (llvm-mca prints a compressed instruction as its
 * uncompressed form). */
#include <config.h>

#include <string.h>

#include "riscv-internal.h"

/* The x-register number of an operand, -1 when not an x register. */
static int xnum(const rv_fe *fe, const mca_operand *o)
{
    if (o->kind != MCA_OPERAND_REG || o->reg >= fe->reg_limit || fe->lead_kind[o->reg] != RV_RK_X)
        return -1;
    return fe->lead_num[o->reg];
}

static int fnum(const rv_fe *fe, const mca_operand *o)
{
    if (o->kind != MCA_OPERAND_REG || o->reg >= fe->reg_limit || fe->lead_kind[o->reg] != RV_RK_F)
        return -1;
    return fe->lead_num[o->reg];
}

static int creg(int n)
{
    return n >= 8 && n <= 15;
}

static int imm(const mca_operand *o, int64_t *v)
{
    if (o->kind != MCA_OPERAND_IMM)
        return 0;
    *v = o->imm;
    return 1;
}

static int in_range(int64_t v, int64_t lo, int64_t hi, int64_t align)
{
    return v >= lo && v <= hi && v % align == 0;
}

/* A branch or jump target that compresses: a bare symbol (no modifier)
 * or a constant within range. */
static int target_ok(const rv_mi *m, unsigned k, int64_t lo, int64_t hi)
{
    if (m->ops[k].kind == MCA_OPERAND_EXPR)
        return m->exprs[k] && m->exprs[k][0] != '%';
    return in_range(m->ops[k].imm, lo, hi, 2);
}

/* Replace m by opcode name with operands ops[0..n) taken from m's
 * indices idx (-1: x0 register; -2: sp). */
static void rewrite(const rv_ctx *x, rv_mi *m, const char *name, unsigned n, const int *idx)
{
    unsigned op = rv_opcode(x->fe, name);
    if (op == (unsigned)-1)
        return;
    rv_mi out;
    memset(&out, 0, sizeof out);
    out.opcode = op;
    out.n = n;
    for (unsigned i = 0; i < n; i++) {
        if (idx[i] == -2) {
            out.ops[i].kind = MCA_OPERAND_REG;
            out.ops[i].reg = x->fe->x[2];
            continue;
        }
        out.ops[i] = m->ops[idx[i]];
        out.exprs[i] = m->exprs[idx[i]];
        m->exprs[idx[i]] = NULL;
    }
    rv_mi_free(m);
    *m = out;
}

#define RW(name, ...)                                                                 \
    do {                                                                              \
        static const int idx_[] = { __VA_ARGS__ };                                    \
        rewrite(x, m, name, sizeof idx_ / sizeof *idx_, idx_);                        \
        return;                                                                       \
    } while (0)

static void compress_mem(const rv_ctx *x, rv_mi *m, const char *name)
{
    const rv_fe *fe = x->fe;
    int64_t off;
    if (!imm(&m->ops[2], &off))
        return;
    int base = xnum(fe, &m->ops[1]);
    int r = xnum(fe, &m->ops[0]), f = fnum(fe, &m->ops[0]);
    int load = name[0] == 'L' || (name[0] == 'F' && name[1] == 'L');
    int has_zcd = rv_has(&x->feat, RVF_ZCD) || (rv_has(&x->feat, RVF_C) && rv_has(&x->feat, RVF_D));
    int has_zcf = !x->rv64 && (rv_has(&x->feat, RVF_ZCF) ||
                               (rv_has(&x->feat, RVF_C) && rv_has(&x->feat, RVF_F)));
    int dw = !strcmp(name, "LD") || !strcmp(name, "SD") || !strcmp(name, "FLD") ||
             !strcmp(name, "FSD");
    if (dw && name[1] != 'L' && name[0] != 'F' && !x->rv64)
        return;
    if ((!strcmp(name, "FLD") || !strcmp(name, "FSD")) && !has_zcd)
        return;
    if ((!strcmp(name, "FLW") || !strcmp(name, "FSW")) && !has_zcf)
        return;
    int64_t hi_c = dw ? 248 : 124, align = dw ? 8 : 4, hi_sp = dw ? 504 : 252;
    char cname[16];
    int reg_ok_c = name[0] == 'F' ? creg(f) : creg(r);
    if (creg(base) && reg_ok_c && in_range(off, 0, hi_c, align)) {
        snprintf(cname, sizeof cname, "C_%s", name);
        RW(cname, 0, 1, 2);
    }
    if (base == 2 && in_range(off, 0, hi_sp, align)) {
        if (load && name[0] != 'F' && r == 0)
            return;
        snprintf(cname, sizeof cname, "C_%sSP", name);
        RW(cname, 0, 1, 2);
    }
}

/* Zcb: the byte and halfword loads and stores, mul, not and the
 * extensions (the register operands among x8..x15, the same register
 * read and written). */
static int compress_zcb(const rv_ctx *x, rv_mi *m, const char *name, int a, int b, int c)
{
    if (!rv_has(&x->feat, RVF_ZCB))
        return 0;
    int64_t v = 0;
    int has_imm = m->n > 2 && imm(&m->ops[2], &v);
    if (!strcmp(name, "ANDI") && has_imm && v == 255 && creg(a) && a == b) {
        rewrite(x, m, "C_ZEXT_B", 2, (const int[]){ 0, 1 });
        return 1;
    }
    if (!strcmp(name, "XORI") && has_imm && v == -1 && creg(a) && a == b) {
        rewrite(x, m, "C_NOT", 2, (const int[]){ 0, 1 });
        return 1;
    }
    if (!strcmp(name, "MUL") && (rv_has(&x->feat, RVF_ZMMUL) || rv_has(&x->feat, RVF_M))) {
        if (creg(a) && a == b && creg(c)) {
            rewrite(x, m, "C_MUL", 3, (const int[]){ 0, 1, 2 });
            return 1;
        }
        if (creg(a) && a == c && creg(b)) {
            rewrite(x, m, "C_MUL", 3, (const int[]){ 0, 2, 1 });
            return 1;
        }
        return 0;
    }
    static const struct { const char *big, *small; int feat; } ext[] = {
        { "SEXT_B", "C_SEXT_B", RVF_ZBB }, { "SEXT_H", "C_SEXT_H", RVF_ZBB },
        { "ZEXT_H_RV64", "C_ZEXT_H", RVF_ZBB }, { "ZEXT_H_RV32", "C_ZEXT_H", RVF_ZBB },
    };
    for (size_t k = 0; k < sizeof ext / sizeof *ext; k++)
        if (!strcmp(name, ext[k].big) && rv_has(&x->feat, ext[k].feat) && creg(a) && a == b) {
            rewrite(x, m, ext[k].small, 2, (const int[]){ 0, 1 });
            return 1;
        }
    if (!strcmp(name, "ADD_UW") && x->rv64 && rv_has(&x->feat, RVF_ZBA) && creg(a) && a == b &&
        c == 0) {
        rewrite(x, m, "C_ZEXT_W", 2, (const int[]){ 0, 1 });
        return 1;
    }
    static const struct { const char *big, *small; int64_t hi, align; } mem[] = {
        { "LBU", "C_LBU", 3, 1 }, { "LHU", "C_LHU", 2, 2 }, { "LH", "C_LH", 2, 2 },
        { "SB", "C_SB", 3, 1 }, { "SH", "C_SH", 2, 2 },
    };
    for (size_t k = 0; k < sizeof mem / sizeof *mem; k++)
        if (!strcmp(name, mem[k].big) && has_imm && creg(a) && creg(b) &&
            in_range(v, 0, mem[k].hi, mem[k].align)) {
            rewrite(x, m, mem[k].small, 3, (const int[]){ 0, 1, 2 });
            return 1;
        }
    return 0;
}

void rv_compress(const rv_ctx *x, rv_mi *m)
{
    if (!rv_has(&x->feat, RVF_ZCA) && !rv_has(&x->feat, RVF_C))
        return;
    const rv_fe *fe = x->fe;
    const char *name = rv_opcode_name(fe, m->opcode);
    if (!name)
        return;
    int a = m->n > 0 ? xnum(fe, &m->ops[0]) : -1;
    int b = m->n > 1 ? xnum(fe, &m->ops[1]) : -1;
    int c = m->n > 2 ? xnum(fe, &m->ops[2]) : -1;
    int64_t v = 0;
    int has_imm = m->n > 2 && imm(&m->ops[2], &v);
    /* (C_ANDI first: it takes the small masks) */
    if (!(!strcmp(name, "ANDI") && creg(a) && a == b && has_imm && in_range(v, -32, 31, 1)) &&
        compress_zcb(x, m, name, a, b, c))
        return;
    if (!strcmp(name, "ADDI") && has_imm) {
        if (creg(a) && b == 2 && v != 0 && in_range(v, 4, 1020, 4))
            RW("C_ADDI4SPN", 0, 1, 2);
        if (a == 0 && b == 0 && v == 0)
            RW("C_NOP");
        if (a > 0 && a == b && v != 0 && in_range(v, -32, 31, 1))
            RW("C_ADDI", 0, 1, 2);
        if (a > 0 && b == 0 && in_range(v, -32, 31, 1)) {
            static const int idx[] = { 0, 2 };
            rewrite(x, m, "C_LI", 2, idx);
            return;
        }
        if (a == 2 && b == 2 && v != 0 && in_range(v, -512, 496, 16))
            RW("C_ADDI16SP", 0, 1, 2);
        if (a > 0 && b > 0 && v == 0)
            RW("C_MV", 0, 1);
        return;
    }
    if (!strcmp(name, "ADDIW") && has_imm && x->rv64) {
        if (a > 0 && a == b && in_range(v, -32, 31, 1))
            RW("C_ADDIW", 0, 1, 2);
        if (a > 0 && b == 0 && in_range(v, -32, 31, 1)) {
            /* (addiw rd, zero, imm computes what c.li does) */
            static const int idx[] = { 0, 2 };
            rewrite(x, m, "C_LI", 2, idx);
        }
        return;
    }
    if (!strcmp(name, "LUI") && m->ops[1].kind == MCA_OPERAND_IMM) {
        int64_t u = m->ops[1].imm;
        if (a > 0 && a != 2 && u != 0 && (u <= 31 || (u >= 0xfffe0 && u <= 0xfffff)))
            RW("C_LUI", 0, 1);
        return;
    }
    if ((!strcmp(name, "SRLI") || !strcmp(name, "SRAI")) && has_imm) {
        if (creg(a) && a == b && v != 0)
            RW(name[2] == 'L' ? "C_SRLI" : "C_SRAI", 0, 1, 2);
        return;
    }
    if (!strcmp(name, "ANDI") && has_imm) {
        if (creg(a) && a == b && in_range(v, -32, 31, 1))
            RW("C_ANDI", 0, 1, 2);
        return;
    }
    static const struct { const char *big, *small; int comm, rv64; } alu[] = {
        { "SUB", "C_SUB", 0, 0 }, { "XOR", "C_XOR", 1, 0 }, { "OR", "C_OR", 1, 0 },
        { "AND", "C_AND", 1, 0 }, { "SUBW", "C_SUBW", 0, 1 }, { "ADDW", "C_ADDW", 1, 1 },
    };
    for (size_t k = 0; k < sizeof alu / sizeof *alu; k++) {
        if (strcmp(name, alu[k].big))
            continue;
        if (alu[k].rv64 && !x->rv64)
            return;
        if (creg(a) && a == b && creg(c))
            RW(alu[k].small, 0, 1, 2);
        if (alu[k].comm && creg(a) && a == c && creg(b))
            RW(alu[k].small, 0, 2, 1);
        return;
    }
    if (!strcmp(name, "JAL")) {
        if (a == 0 && target_ok(m, 1, -2048, 2046))
            RW("C_J", 1);
        if (a == 1 && !x->rv64 && target_ok(m, 1, -2048, 2046))
            RW("C_JAL", 1);
        return;
    }
    if (!strcmp(name, "BEQ") || !strcmp(name, "BNE")) {
        if (creg(a) && b == 0 && target_ok(m, 2, -256, 254))
            RW(name[1] == 'E' ? "C_BEQZ" : "C_BNEZ", 0, 2);
        return;
    }
    if (!strcmp(name, "SLLI") && has_imm) {
        if (a > 0 && a == b && v != 0)
            RW("C_SLLI", 0, 1, 2);
        return;
    }
    static const char *const mems[] = { "LW", "LD", "FLD", "FLW", "SW", "SD", "FSD", "FSW" };
    for (size_t k = 0; k < sizeof mems / sizeof *mems; k++)
        if (!strcmp(name, mems[k])) {
            compress_mem(x, m, name);
            return;
        }
    if (!strcmp(name, "JALR") && has_imm && v == 0 && b > 0) {
        if (a == 0)
            RW("C_JR", 1);
        if (a == 1)
            RW("C_JALR", 1);
        return;
    }
    if (!strcmp(name, "ADD")) {
        if (a > 0 && b == 0 && c > 0)
            RW("C_MV", 0, 2);
        if (a > 0 && a == b && c > 0)
            RW("C_ADD", 0, 1, 2);
        if (a > 0 && a == c && b > 0)
            RW("C_ADD", 0, 2, 1);
        if (a > 0 && b > 0 && c == 0)
            RW("C_MV", 0, 1);
        return;
    }
    if (!strcmp(name, "EBREAK"))
        RW("C_EBREAK");
    if (!strcmp(name, "UNIMP"))
        RW("C_UNIMP");
}

/* The uncompressed instruction of m, for printing. */
int rv_uncompress(const rv_fe *fe, const rv_mi *m, rv_mi *out)
{
    const char *name = rv_opcode_name(fe, m->opcode);
    if (!name || strncmp(name, "C_", 2) != 0)
        return 1;
    memset(out, 0, sizeof *out);
    const char *big = NULL;
    /* operand sources: index into m, -1 x0, -2 sp, -3 ra, -4 zero immediate */
    int idx[4] = { 0 };
    unsigned n = 3;
    const char *s = name + 2;
    if (!strcmp(s, "ADDI") || !strcmp(s, "ADDIW") || !strcmp(s, "ADDI16SP") ||
        !strcmp(s, "SLLI") || !strcmp(s, "SRLI") || !strcmp(s, "SRAI") || !strcmp(s, "ANDI")) {
        big = !strcmp(s, "ADDI16SP") ? "ADDI" : s;
        idx[0] = 0, idx[1] = 0, idx[2] = 2;
    } else if (!strcmp(s, "ADDI4SPN")) {
        big = "ADDI", idx[0] = 0, idx[1] = -2, idx[2] = 2;
    } else if (!strcmp(s, "NOP")) {
        big = "ADDI", idx[0] = -1, idx[1] = -1, idx[2] = -4;
    } else if (!strcmp(s, "LI")) {
        big = "ADDI", idx[0] = 0, idx[1] = -1, idx[2] = 1;
    } else if (!strcmp(s, "MV")) {
        big = "ADDI", idx[0] = 0, idx[1] = 1, idx[2] = -4;
    } else if (!strcmp(s, "LUI")) {
        big = "LUI", n = 2, idx[0] = 0, idx[1] = 1;
    } else if (!strcmp(s, "ADD") || !strcmp(s, "SUB") || !strcmp(s, "XOR") || !strcmp(s, "OR") ||
               !strcmp(s, "AND") || !strcmp(s, "SUBW") || !strcmp(s, "ADDW")) {
        big = s, idx[0] = 0, idx[1] = 0, idx[2] = 2;
    } else if (!strcmp(s, "J") || !strcmp(s, "JAL")) {
        big = "JAL", n = 2, idx[0] = s[1] ? -3 : -1, idx[1] = 0;
    } else if (!strcmp(s, "BEQZ") || !strcmp(s, "BNEZ")) {
        big = s[1] == 'E' ? "BEQ" : "BNE", idx[0] = 0, idx[1] = -1, idx[2] = 1;
    } else if (!strcmp(s, "JR") || !strcmp(s, "JALR")) {
        big = "JALR", idx[0] = s[1] == 'R' ? -1 : -3, idx[1] = 0, idx[2] = -4;
    } else if (!strcmp(s, "MUL")) {
        big = "MUL", idx[0] = 0, idx[1] = 0, idx[2] = 2;
    } else if (!strcmp(s, "NOT") || !strcmp(s, "ZEXT_B")) {
        big = s[0] == 'N' ? "XORI" : "ANDI", idx[0] = 0, idx[1] = 0, idx[2] = -5;
    } else if (!strcmp(s, "SEXT_B") || !strcmp(s, "SEXT_H")) {
        big = s, n = 2, idx[0] = 0, idx[1] = 0;
    } else if (!strcmp(s, "ZEXT_H")) {
        big = rv_opcode(fe, "ZEXT_H_RV64") != (unsigned)-1 ? "ZEXT_H_RV64" : "ZEXT_H_RV32";
        n = 2, idx[0] = 0, idx[1] = 0;
    } else if (!strcmp(s, "ZEXT_W")) {
        big = "ADD_UW", idx[0] = 0, idx[1] = 0, idx[2] = -1;
    } else if (!strcmp(s, "LBU") || !strcmp(s, "LHU") || !strcmp(s, "LH") || !strcmp(s, "SB") ||
               !strcmp(s, "SH")) {
        big = s, idx[0] = 0, idx[1] = 1, idx[2] = 2;
    } else if (!strcmp(s, "EBREAK") || !strcmp(s, "UNIMP")) {
        big = s[0] == 'E' ? "EBREAK" : "UNIMP", n = 0;
    } else {
        static const char *const mems[] = { "LW", "LD", "FLD", "FLW", "SW", "SD", "FSD", "FSW" };
        char buf[8];
        for (size_t k = 0; k < sizeof mems / sizeof *mems; k++) {
            size_t l = strlen(mems[k]);
            if (!strncmp(s, mems[k], l) && (!s[l] || !strcmp(s + l, "SP"))) {
                memcpy(buf, mems[k], l + 1);
                big = mems[k];
                idx[0] = 0, idx[1] = 1, idx[2] = 2;
            }
        }
        (void)buf;
    }
    if (!big)
        return 1;
    out->opcode = rv_opcode(fe, big);
    if (out->opcode == (unsigned)-1)
        return 1;
    out->n = n;
    for (unsigned i = 0; i < n; i++) {
        switch (idx[i]) {
        case -1: out->ops[i].kind = MCA_OPERAND_REG; out->ops[i].reg = fe->x[0]; break;
        case -2: out->ops[i].kind = MCA_OPERAND_REG; out->ops[i].reg = fe->x[2]; break;
        case -3: out->ops[i].kind = MCA_OPERAND_REG; out->ops[i].reg = fe->x[1]; break;
        case -4: out->ops[i].kind = MCA_OPERAND_IMM; out->ops[i].imm = 0; break;
        case -5: /* C_NOT's -1, C_ZEXT_B's 255 */
            out->ops[i].kind = MCA_OPERAND_IMM;
            out->ops[i].imm = !strcmp(s, "NOT") ? -1 : 255;
            break;
        default:
            out->ops[i] = m->ops[idx[i]];
            out->exprs[i] = m->exprs[idx[i]];
        }
    }
    return 0;
}

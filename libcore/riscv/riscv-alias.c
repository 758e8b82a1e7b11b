/* riscv-alias: the aliases and pseudo-instructions of LLVM 22's RISC-V
 * assembler (InstAlias records and RISCVAsmParser's expansions), each
 * rewritten to the canonical statements it stands for and matched like
 * them, so operand checks and messages are the canonical ones. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fixed-strings.h"
#include "riscv-internal.h"

/* Operand patterns: r x-register, f f-register, v v-register, e an
 * expression (not a register), M a memory operand, m an optional mask
 * (v0.t).  Expansions: "mnemonic op, op...": $N is statement operand N,
 * $m the mask when written, a register name, a number or a word. */
typedef struct {
    /* (in place: as pointers the table was relocated at every start) */
    char mnem[16], pat[8], exp[32];
    signed char feat; /* required extension or -1 */
    unsigned char rv; /* 0 any, 64 or 32 only */
} alias;
_Static_assert(RVF_COUNT <= 127, "a feature number fits the alias table's signed char");

MCA_FIXED_STRINGS_BEGIN
static const alias aliases[] = {
    { "nop", "", "addi zero, zero, 0", -1, 0 },
    { "mv", "rr", "addi $0, $1, 0", -1, 0 },
    { "not", "rr", "xori $0, $1, -1", -1, 0 },
    { "neg", "rr", "sub $0, zero, $1", -1, 0 },
    { "negw", "rr", "subw $0, zero, $1", -1, 64 },
    { "sext.w", "rr", "addiw $0, $1, 0", -1, 64 },
    { "add", "rre", "addi $0, $1, $2", -1, 0 },
    { "and", "rre", "andi $0, $1, $2", -1, 0 },
    { "or", "rre", "ori $0, $1, $2", -1, 0 },
    { "xor", "rre", "xori $0, $1, $2", -1, 0 },
    { "sll", "rre", "slli $0, $1, $2", -1, 0 },
    { "srl", "rre", "srli $0, $1, $2", -1, 0 },
    { "sra", "rre", "srai $0, $1, $2", -1, 0 },
    { "slt", "rre", "slti $0, $1, $2", -1, 0 },
    { "sltu", "rre", "sltiu $0, $1, $2", -1, 0 },
    { "addw", "rre", "addiw $0, $1, $2", -1, 64 },
    { "sllw", "rre", "slliw $0, $1, $2", -1, 64 },
    { "srlw", "rre", "srliw $0, $1, $2", -1, 64 },
    { "sraw", "rre", "sraiw $0, $1, $2", -1, 64 },
    { "seqz", "rr", "sltiu $0, $1, 1", -1, 0 },
    { "snez", "rr", "sltu $0, zero, $1", -1, 0 },
    { "sltz", "rr", "slt $0, $1, zero", -1, 0 },
    { "sgtz", "rr", "slt $0, zero, $1", -1, 0 },
    { "sgt", "rrr", "slt $0, $2, $1", -1, 0 },
    { "sgtu", "rrr", "sltu $0, $2, $1", -1, 0 },
    { "beqz", "re", "beq $0, zero, $1", -1, 0 },
    { "bnez", "re", "bne $0, zero, $1", -1, 0 },
    { "blez", "re", "bge zero, $0, $1", -1, 0 },
    { "bgez", "re", "bge $0, zero, $1", -1, 0 },
    { "bltz", "re", "blt $0, zero, $1", -1, 0 },
    { "bgtz", "re", "blt zero, $0, $1", -1, 0 },
    { "bgt", "rre", "blt $1, $0, $2", -1, 0 },
    { "ble", "rre", "bge $1, $0, $2", -1, 0 },
    { "bgtu", "rre", "bltu $1, $0, $2", -1, 0 },
    { "bleu", "rre", "bgeu $1, $0, $2", -1, 0 },
    { "j", "e", "jal zero, $0", -1, 0 },
    { "jal", "e", "jal ra, $0", -1, 0 },
    { "jr", "r", "jalr zero, 0($0)", -1, 0 },
    { "jr", "M", "jalr zero, $0", -1, 0 },
    { "jr", "re", "jalr zero, $1($0)", -1, 0 },
    { "jalr", "r", "jalr ra, 0($0)", -1, 0 },
    { "jalr", "M", "jalr ra, $0", -1, 0 },
    { "jalr", "re", "jalr ra, $1($0)", -1, 0 },
    { "jalr", "rr", "jalr $0, 0($1)", -1, 0 },
    { "jalr", "rre", "jalr $0, $2($1)", -1, 0 },
    { "ret", "", "jalr zero, 0(ra)", -1, 0 },
    { "fence", "", "fence iorw, iorw", -1, 0 },
    { "pause", "", "fence w, 0", RVF_ZIHINTPAUSE, 0 },
    { "ntl.p1", "", "add zero, zero, sp", RVF_ZIHINTNTL, 0 },
    { "ntl.pall", "", "add zero, zero, gp", RVF_ZIHINTNTL, 0 },
    { "ntl.s1", "", "add zero, zero, tp", RVF_ZIHINTNTL, 0 },
    { "ntl.all", "", "add zero, zero, t0", RVF_ZIHINTNTL, 0 },
    { "csrr", "re", "csrrs $0, $1, zero", -1, 0 },
    { "csrw", "er", "csrrw zero, $0, $1", -1, 0 },
    { "csrs", "er", "csrrs zero, $0, $1", -1, 0 },
    { "csrc", "er", "csrrc zero, $0, $1", -1, 0 },
    { "csrw", "ee", "csrrwi zero, $0, $1", -1, 0 },
    { "csrs", "ee", "csrrsi zero, $0, $1", -1, 0 },
    { "csrc", "ee", "csrrci zero, $0, $1", -1, 0 },
    { "csrwi", "ee", "csrrwi zero, $0, $1", -1, 0 },
    { "csrsi", "ee", "csrrsi zero, $0, $1", -1, 0 },
    { "csrci", "ee", "csrrci zero, $0, $1", -1, 0 },
    { "csrrw", "ree", "csrrwi $0, $1, $2", -1, 0 },
    { "csrrs", "ree", "csrrsi $0, $1, $2", -1, 0 },
    { "csrrc", "ree", "csrrci $0, $1, $2", -1, 0 },
    { "frcsr", "r", "csrrs $0, fcsr, zero", RVF_F, 0 },
    { "fscsr", "rr", "csrrw $0, fcsr, $1", RVF_F, 0 },
    { "fscsr", "r", "csrrw zero, fcsr, $0", RVF_F, 0 },
    { "frsr", "r", "csrrs $0, fcsr, zero", RVF_F, 0 },
    { "fssr", "rr", "csrrw $0, fcsr, $1", RVF_F, 0 },
    { "fssr", "r", "csrrw zero, fcsr, $0", RVF_F, 0 },
    { "frrm", "r", "csrrs $0, frm, zero", RVF_F, 0 },
    { "fsrm", "rr", "csrrw $0, frm, $1", RVF_F, 0 },
    { "fsrm", "r", "csrrw zero, frm, $0", RVF_F, 0 },
    { "fsrmi", "re", "csrrwi $0, frm, $1", RVF_F, 0 },
    { "fsrmi", "e", "csrrwi zero, frm, $0", RVF_F, 0 },
    { "frflags", "r", "csrrs $0, fflags, zero", RVF_F, 0 },
    { "fsflags", "rr", "csrrw $0, fflags, $1", RVF_F, 0 },
    { "fsflags", "r", "csrrw zero, fflags, $0", RVF_F, 0 },
    { "fsflagsi", "re", "csrrwi $0, fflags, $1", RVF_F, 0 },
    { "fsflagsi", "e", "csrrwi zero, fflags, $0", RVF_F, 0 },
    { "rdcycle", "r", "csrrs $0, cycle, zero", -1, 0 },
    { "rdtime", "r", "csrrs $0, time, zero", -1, 0 },
    { "rdinstret", "r", "csrrs $0, instret, zero", -1, 0 },
    { "rdcycleh", "r", "csrrs $0, cycleh, zero", -1, 32 },
    { "rdtimeh", "r", "csrrs $0, timeh, zero", -1, 32 },
    { "rdinstreth", "r", "csrrs $0, instreth, zero", -1, 32 },
    { "fmv.s", "ff", "fsgnj.s $0, $1, $1", -1, 0 },
    { "fabs.s", "ff", "fsgnjx.s $0, $1, $1", -1, 0 },
    { "fneg.s", "ff", "fsgnjn.s $0, $1, $1", -1, 0 },
    { "fmv.d", "ff", "fsgnj.d $0, $1, $1", -1, 0 },
    { "fabs.d", "ff", "fsgnjx.d $0, $1, $1", -1, 0 },
    { "fneg.d", "ff", "fsgnjn.d $0, $1, $1", -1, 0 },
    { "fmv.h", "ff", "fsgnj.h $0, $1, $1", -1, 0 },
    { "fabs.h", "ff", "fsgnjx.h $0, $1, $1", -1, 0 },
    { "fneg.h", "ff", "fsgnjn.h $0, $1, $1", -1, 0 },
    { "fgt.s", "rff", "flt.s $0, $2, $1", -1, 0 },
    { "fge.s", "rff", "fle.s $0, $2, $1", -1, 0 },
    { "fgt.d", "rff", "flt.d $0, $2, $1", -1, 0 },
    { "fge.d", "rff", "fle.d $0, $2, $1", -1, 0 },
    { "fgt.h", "rff", "flt.h $0, $2, $1", -1, 0 },
    { "fge.h", "rff", "fle.h $0, $2, $1", -1, 0 },
    { "fmv.x.s", "rf", "fmv.x.w $0, $1", -1, 0 },
    { "fmv.s.x", "fr", "fmv.w.x $0, $1", -1, 0 },
    { "flw", "fe", "flw $0, $1(zero)", -2, 0 },
    { "zext.b", "rr", "andi $0, $1, 255", -1, 0 },
    { "zext.w", "rr", "add.uw $0, $1, zero", RVF_ZBA, 64 },
    { "vmnot.m", "vv", "vmnand.mm $0, $1, $1", -1, 0 },
    { "vmmv.m", "vv", "vmand.mm $0, $1, $1", -1, 0 },
    { "vmcpy.m", "vv", "vmand.mm $0, $1, $1", -1, 0 },
    { "vmclr.m", "v", "vmxor.mm $0, $0, $0", -1, 0 },
    { "vmset.m", "v", "vmxnor.mm $0, $0, $0", -1, 0 },
    { "vnot.v", "vvm", "vxor.vi $0, $1, -1, $m", -1, 0 },
    { "vneg.v", "vvm", "vrsub.vx $0, $1, zero, $m", -1, 0 },
    { "vwcvt.x.x.v", "vvm", "vwadd.vx $0, $1, zero, $m", -1, 0 },
    { "vwcvtu.x.x.v", "vvm", "vwaddu.vx $0, $1, zero, $m", -1, 0 },
    { "vncvt.x.x.w", "vvm", "vnsrl.wx $0, $1, zero, $m", -1, 0 },
    { "vfneg.v", "vvm", "vfsgnjn.vv $0, $1, $1, $m", -1, 0 },
    { "vfabs.v", "vvm", "vfsgnjx.vv $0, $1, $1, $m", -1, 0 },
    { "vmsgt.vv", "vvvm", "vmslt.vv $0, $2, $1, $m", -1, 0 },
    { "vmsgtu.vv", "vvvm", "vmsltu.vv $0, $2, $1, $m", -1, 0 },
    { "vmsge.vv", "vvvm", "vmsle.vv $0, $2, $1, $m", -1, 0 },
    { "vmsgeu.vv", "vvvm", "vmsleu.vv $0, $2, $1, $m", -1, 0 },
    { "vmfgt.vv", "vvvm", "vmflt.vv $0, $2, $1, $m", -1, 0 },
    { "vmfge.vv", "vvvm", "vmfle.vv $0, $2, $1, $m", -1, 0 },
    { "vl1r.v", "vM", "vl1re8.v $0, $1", -1, 0 },
    { "vl2r.v", "vM", "vl2re8.v $0, $1", -1, 0 },
    { "vl4r.v", "vM", "vl4re8.v $0, $1", -1, 0 },
    { "vl8r.v", "vM", "vl8re8.v $0, $1", -1, 0 },
};
MCA_FIXED_STRINGS_END

/* Does operand o fit pattern character p? */
static int fits(const rv_operand *o, char p)
{
    switch (p) {
    case 'r': return o->kind == RV_OP_REG && o->rkind == RV_RK_X;
    case 'f': return o->kind == RV_OP_REG && o->rkind == RV_RK_F;
    case 'v': return o->kind == RV_OP_REG && o->rkind == RV_RK_V;
    case 'e': return o->kind == RV_OP_EXPR;
    case 'M': return o->kind == RV_OP_MEM;
    default: return 0;
    }
}

static int pattern_fits(const char *pat, const rv_stmt *st)
{
    unsigned n = 0;
    for (const char *p = pat; *p; p++) {
        if (*p == 'm') {
            if (n < st->nops && st->ops[n].kind == RV_OP_MASK)
                n++;
            continue;
        }
        if (n >= st->nops || !fits(&st->ops[n], *p))
            return 0;
        n++;
    }
    return n == st->nops;
}

/* Build the canonical statement of expansion exp from st into out (its
 * operands borrow st's texts; words point into static storage). */
static int build(const char *exp, const rv_stmt *st, rv_stmt *out)
{
    memset(out, 0, sizeof *out);
    const char *sp = strchr(exp, ' ');
    size_t ml = sp ? (size_t)(sp - exp) : strlen(exp);
    if (ml >= sizeof out->mnem)
        return -1;
    memcpy(out->mnem, exp, ml);
    out->mnem_off = st->mnem_off;
    out->mnem_len = st->mnem_len;
    const char *p = sp ? sp + 1 : exp + ml;
    static char words[][12] = { "iorw", "w", "fcsr", "frm", "fflags", "cycle", "time",
                               "instret", "cycleh", "timeh", "instreth" };
    while (*p) {
        const char *e = strstr(p, ", ");
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (out->nops >= RV_MAX_OPS)
            return -1;
        rv_operand *o = &out->ops[out->nops];
        memset(o, 0, sizeof *o);
        o->start = st->mnem_off;
        o->end = st->mnem_off + st->mnem_len;
        const char *paren = memchr(p, '(', n);
        int num;
        if (p[0] == '$' && p[1] == 'm') {
            if (st->nops && st->ops[st->nops - 1].kind == RV_OP_MASK)
                *o = st->ops[st->nops - 1], out->nops++;
        } else if (paren) {
            /* offset(base): offset a number or $N, base a register or $N */
            const char *b = paren + 1;
            if (b[0] == '$') {
                const rv_operand *src = &st->ops[b[1] - '0'];
                o->rkind = src->rkind;
                o->rnum = src->rnum;
                o->base_at = src->start;
                o->start = src->start;
                o->end = src->end;
            } else {
                o->rkind = rv_reg_named(b, strcspn(b, ")"), &num);
                o->rnum = num;
            }
            o->kind = RV_OP_MEM;
            o->has_off = 1;
            if (p[0] == '$') {
                o->v = st->ops[p[1] - '0'].v;
                o->start = st->ops[p[1] - '0'].start;
            } else {
                o->v.val = strtoll(p, NULL, 10);
            }
            out->nops++;
        } else if (p[0] == '$') {
            *o = st->ops[p[1] - '0'];
            out->nops++;
        } else if ((o->rkind = rv_reg_named(p, n, &num)) != RV_RK_NONE) {
            o->kind = RV_OP_REG;
            o->rnum = num;
            out->nops++;
        } else if ((p[0] >= '0' && p[0] <= '9') || p[0] == '-') {
            o->kind = RV_OP_EXPR;
            o->v.val = strtoll(p, NULL, 10);
            out->nops++;
        } else {
            o->kind = RV_OP_EXPR;
            for (size_t k = 0; k < sizeof words / sizeof *words; k++)
                if (strlen(words[k]) == n && !strncmp(words[k], p, n))
                    o->v.text = words[k];
            if (!o->v.text)
                return -1;
            out->nops++;
        }
        p += n;
        if (*p)
            p += 2;
    }
    return 0;
}

/* Append an instruction to out; takes m. */
static int seq_push(rv_seq *out, rv_mi *m)
{
    if (out->n >= sizeof out->v / sizeof *out->v) {
        rv_mi_free(m);
        return -1;
    }
    out->v[out->n++] = *m;
    return 0;
}

static int match_into(rv_ctx *x, rv_cur *c, const rv_stmt *canon, rv_seq *out)
{
    rv_mi m;
    int r = rv_match(x, c, canon, &m);
    if (r != 0)
        return r > 0 ? (c->err ? -1 : rv_error(c, canon->mnem_off, 1,
                                               "invalid operand for instruction")) : -1;
    if (seq_push(out, &m) != 0)
        return c->oom = 1, -1;
    return 0;
}

static char *text_of(rv_cur *c, const rv_val *v)
{
    char *t;
    if (v->text)
        t = strdup(v->text);
    else if ((t = malloc(24)) != NULL)
        snprintf(t, 24, "%lld", (long long)v->val);
    if (!t)
        c->oom = 1;
    return t;
}

/* auipc rd, %MOD_hi(sym) then an instruction using %pcrel_lo of the
 * label LLVM makes (.Lpcrel_hiN): la, lla, lga, la.tls.*, and the
 * load/store-to-symbol pseudos. */
static int pcrel_pair(rv_ctx *x, rv_cur *c, rv_seq *out, const char *hi_mod, unsigned tmp,
                      const rv_val *sym, const char *second, unsigned rd2, int store)
{
    char *t = text_of(c, sym);
    if (!t)
        return -1;
    size_t n = strlen(t) + 40;
    char *hi = malloc(n), *lo = malloc(40);
    if (!hi || !lo) {
        free(t), free(hi), free(lo);
        return c->oom = 1, -1;
    }
    snprintf(hi, n, "%%%s(%s)", hi_mod, t);
    snprintf(lo, 40, "%%pcrel_lo(.Lpcrel_hi%u)", x->pcrel_count++);
    free(t);
    mca_operand ops[3];
    char *ex[3] = { NULL, hi, NULL };
    memset(ops, 0, sizeof ops);
    ops[0].kind = MCA_OPERAND_REG;
    ops[0].reg = tmp;
    ops[1].kind = MCA_OPERAND_EXPR;
    if (rv_seq_add(x, out, "AUIPC", 2, ops, ex) != 0) {
        free(hi), free(lo);
        return c->oom = 1, -1;
    }
    free(hi);
    memset(ops, 0, sizeof ops);
    ops[0].kind = MCA_OPERAND_REG;
    ops[0].reg = rd2;
    ops[1].kind = MCA_OPERAND_REG;
    ops[1].reg = tmp;
    ops[2].kind = MCA_OPERAND_EXPR;
    char *ex2[3] = { NULL, NULL, lo };
    (void)store;
    int r = rv_seq_add(x, out, second, 3, ops, ex2);
    free(lo);
    return r != 0 ? (c->oom = 1, -1) : 0;
}

/* The load and store pseudo-instructions: "lw rd, sym", "sw rs, sym, rt". */
static int mem_pseudo(rv_ctx *x, rv_cur *c, const rv_stmt *st, rv_seq *out)
{
    static const struct { const char *m, *op; int store, fp; } mems[] = {
        { "lb", "LB", 0, 0 }, { "lbu", "LBU", 0, 0 }, { "lh", "LH", 0, 0 },
        { "lhu", "LHU", 0, 0 }, { "lw", "LW", 0, 0 }, { "lwu", "LWU", 0, 0 },
        { "ld", "LD", 0, 0 }, { "flw", "FLW", 0, 1 }, { "fld", "FLD", 0, 1 },
        { "flh", "FLH", 0, 1 }, { "sb", "SB", 1, 0 }, { "sh", "SH", 1, 0 },
        { "sw", "SW", 1, 0 }, { "sd", "SD", 1, 0 }, { "fsw", "FSW", 1, 1 },
        { "fsd", "FSD", 1, 1 }, { "fsh", "FSH", 1, 1 },
    };
    for (size_t k = 0; k < sizeof mems / sizeof *mems; k++) {
        if (strcmp(st->mnem, mems[k].m))
            continue;
        char pat[4] = { mems[k].fp ? 'f' : 'r', 'e', mems[k].store || mems[k].fp ? 'r' : 0, 0 };
        if (!mems[k].store && mems[k].fp)
            pat[2] = 'r';
        if (!pattern_fits(pat, st))
            return 1;
        if (st->ops[1].v.text == NULL)
            return 1;
        if (st->ops[1].v.form == MCA_ASM_OTHER)
            return rv_error(c, st->ops[1].start, 1, "operand must be a symbol with "
                            "%%lo/%%pcrel_lo/%%tprel_lo specifier or an integer in the range "
                            "[-2048, 2047]");
        unsigned tmp = x->fe->x[(mems[k].store || mems[k].fp) ? st->ops[2].rnum
                                                              : st->ops[0].rnum];
        unsigned rd = mems[k].fp ? (st->ops[0].rnum < 32 ? 0 : 0) : x->fe->x[st->ops[0].rnum];
        if (mems[k].fp) {
            unsigned r = 0;
            const mca_opcode *op = NULL;
            unsigned num;
            if (mca_catalog_opcode_number(x->fe->cat, mems[k].op, strlen(mems[k].op), &num))
                op = mca_catalog_opcode(x->fe->cat, num);
            if (op)
                r = rv_class_reg(x->fe, op->ops[0].regclass, RV_RK_F, st->ops[0].rnum);
            rd = r;
        }
        return pcrel_pair(x, c, out, "pcrel_hi", tmp, &st->ops[1].v, mems[k].op, rd,
                          mems[k].store);
    }
    return 1;
}

/* Sign and zero extensions without Zbb/Zba: two shifts. */
static int shift_pair(rv_ctx *x, rv_seq *out, const rv_stmt *st, const char *right,
                      int64_t amount)
{
    mca_operand ops[3];
    memset(ops, 0, sizeof ops);
    ops[0].kind = ops[1].kind = MCA_OPERAND_REG;
    ops[0].reg = x->fe->x[st->ops[0].rnum];
    ops[1].reg = x->fe->x[st->ops[1].rnum];
    ops[2].kind = MCA_OPERAND_IMM;
    ops[2].imm = amount;
    if (rv_seq_add(x, out, "SLLI", 3, ops, NULL) != 0)
        return -1;
    ops[1].reg = ops[0].reg;
    return rv_seq_add(x, out, right, 3, ops, NULL);
}

static int expansions(rv_ctx *x, rv_cur *c, const rv_stmt *st, rv_seq *out)
{
    const char *m = st->mnem;
    int xlen = x->rv64 ? 64 : 32;
    if ((!strcmp(m, "li")) && pattern_fits("re", st)) {
        if (st->ops[1].v.text)
            return rv_error(c, st->ops[1].start, 1, "operand must be a constant 64-bit integer");
        int64_t v = st->ops[1].v.val;
        if (!x->rv64) {
            if (v < INT32_MIN || v > (int64_t)UINT32_MAX)
                return rv_error(c, st->ops[1].start, 1,
                                "operand must be a constant 32-bit integer");
            v = (int32_t)(uint32_t)v;
        }
        return rv_li(x, out, x->fe->x[st->ops[0].rnum], v) != 0 ? (c->oom = 1, -1) : 0;
    }
    if (!strcmp(m, "la") && x->pic && pattern_fits("re", st)) {
        /* under .option pic, la loads the address from the GOT (lga) */
        unsigned rd = x->fe->x[st->ops[0].rnum];
        return pcrel_pair(x, c, out, "got_pcrel_hi", rd, &st->ops[1].v, x->rv64 ? "LD" : "LW",
                          rd, 0);
    }
    if ((!strcmp(m, "la") || !strcmp(m, "lla")) && pattern_fits("rr", st) &&
        !(x->pic && !strcmp(m, "la"))) {
        /* la a0, a1: where LLVM wants a symbol, a register's name is one */
        rv_val sym = { 0, NULL, 0, MCA_ASM_BARE_SYMBOL };
        size_t n = st->ops[1].end - st->ops[1].start;
        sym.text = malloc(n + 1);
        if (!sym.text)
            return c->oom = 1, -1;
        memcpy(sym.text, c->s + st->ops[1].start, n);
        sym.text[n] = 0;
        unsigned rd = x->fe->x[st->ops[0].rnum];
        int r = pcrel_pair(x, c, out, "pcrel_hi", rd, &sym, "ADDI", rd, 0);
        free(sym.text);
        return r;
    }
    if ((!strcmp(m, "la") || !strcmp(m, "lla")) && pattern_fits("re", st)) {
        if (st->ops[1].v.text && st->ops[1].v.form == MCA_ASM_OTHER)
            return rv_error(c, st->ops[1].start, 1, "operand either must be a constant 64-bit "
                                                    "integer or a bare symbol name");
        unsigned rd = x->fe->x[st->ops[0].rnum];
        return pcrel_pair(x, c, out, "pcrel_hi", rd, &st->ops[1].v, "ADDI", rd, 0);
    }
    /* the GOT and TLS address pseudos take a symbol, plus a constant */
    if ((!strcmp(m, "lga") || !strcmp(m, "la.tls.ie") || !strcmp(m, "la.tls.gd")) &&
        pattern_fits("re", st) && (!st->ops[1].v.text || st->ops[1].v.form == MCA_ASM_OTHER))
        return rv_error(c, st->ops[1].start, 1, "operand must be a bare symbol name");
    if (!strcmp(m, "lga") && pattern_fits("re", st)) {
        unsigned rd = x->fe->x[st->ops[0].rnum];
        return pcrel_pair(x, c, out, "got_pcrel_hi", rd, &st->ops[1].v, x->rv64 ? "LD" : "LW",
                          rd, 0);
    }
    if (!strcmp(m, "la.tls.ie") && pattern_fits("re", st)) {
        unsigned rd = x->fe->x[st->ops[0].rnum];
        return pcrel_pair(x, c, out, "tls_ie_pcrel_hi", rd, &st->ops[1].v,
                          x->rv64 ? "LD" : "LW", rd, 0);
    }
    if (!strcmp(m, "la.tls.gd") && pattern_fits("re", st)) {
        unsigned rd = x->fe->x[st->ops[0].rnum];
        return pcrel_pair(x, c, out, "tls_gd_pcrel_hi", rd, &st->ops[1].v, "ADDI", rd, 0);
    }
    if (!strcmp(m, "sext.b") && pattern_fits("rr", st) && !rv_has(&x->feat, RVF_ZBB))
        return shift_pair(x, out, st, "SRAI", xlen - 8) ? (c->oom = 1, -1) : 0;
    if (!strcmp(m, "sext.h") && pattern_fits("rr", st) && !rv_has(&x->feat, RVF_ZBB))
        return shift_pair(x, out, st, "SRAI", xlen - 16) ? (c->oom = 1, -1) : 0;
    if (!strcmp(m, "zext.h") && pattern_fits("rr", st) && !rv_has(&x->feat, RVF_ZBB))
        return shift_pair(x, out, st, "SRLI", xlen - 16) ? (c->oom = 1, -1) : 0;
    if (!strcmp(m, "zext.w") && pattern_fits("rr", st) && x->rv64 && !rv_has(&x->feat, RVF_ZBA))
        return shift_pair(x, out, st, "SRLI", 32) ? (c->oom = 1, -1) : 0;
    return mem_pseudo(x, c, st, out);
}

/* Of the patterns of an alias mnemonic none fits: LLVM's message, as its
 * matcher gives it (too few operands, or the first operand no pattern
 * takes). */
static int alias_mismatch(rv_cur *c, const rv_stmt *st)
{
    unsigned min = 100, max = 0;
    int first_bad = -1;
    for (size_t k = 0; k < sizeof aliases / sizeof *aliases; k++) {
        const alias *a = &aliases[k];
        if (strcmp(a->mnem, st->mnem))
            continue;
        unsigned n = 0, j = 0;
        for (const char *p = a->pat; *p; p++)
            n += *p != 'm';
        min = n < min ? n : min;
        max = n > max ? n : max;
        for (const char *p = a->pat; *p && j < st->nops; p++, j++)
            if (*p != 'm' && !fits(&st->ops[j], *p))
                break;
        if (j > (unsigned)first_bad || first_bad < 0)
            first_bad = (int)j;
    }
    if (st->nops < min || st->nops == 0)
        return rv_error(c, st->mnem_off, 1, "too few operands for instruction");
    unsigned at = st->nops > max ? max : (unsigned)first_bad;
    if (at >= st->nops)
        at = st->nops - 1;
    return rv_error(c, st->ops[at].start, 1, "invalid operand for instruction");
}

/* The error of an address or constant pseudo (li, la, lla, lga,
 * la.tls.ie, la.tls.gd: a register and a value) whose operands do not fit,
 * as LLVM's matcher reports it; 1 when st is no such pseudo. */
static int pseudo_mismatch(rv_cur *c, const rv_stmt *st)
{
    static const char re[][10] = { "li", "la", "lla", "lga", "la.tls.ie", "la.tls.gd" };
    bool is = false;
    for (size_t k = 0; k < sizeof re / sizeof *re; k++)
        is = is || !strcmp(st->mnem, re[k]);
    if (!is)
        return 1;
    if (st->nops < 2)
        return rv_error(c, st->mnem_off, 1, "too few operands for instruction");
    if (!fits(&st->ops[0], 'r'))
        return rv_error(c, st->ops[0].start, 1, "invalid operand for instruction");
    if (st->nops > 2)
        return rv_error(c, st->ops[2].start, 1, "invalid operand for instruction");
    if (!strcmp(st->mnem, "li") && !fits(&st->ops[1], 'e'))
        return rv_error(c, st->ops[1].start, 1, "operand must be a constant 64-bit integer");
    return 1;
}

int rv_alias(rv_ctx *x, rv_cur *c, const rv_stmt *st, rv_seq *out)
{
    int named = 0, need = -1;
    for (size_t k = 0; k < sizeof aliases / sizeof *aliases; k++) {
        const alias *a = &aliases[k];
        if (strcmp(a->mnem, st->mnem))
            continue;
        named = 1;
        if (!pattern_fits(a->pat, st))
            continue;
        if ((a->rv == 64 && !x->rv64) || (a->rv == 32 && x->rv64))
            continue;
        if (a->feat == -2)
            continue;
        if (a->feat >= 0 && !rv_has(&x->feat, a->feat)) {
            need = a->feat;
            continue;
        }
        rv_stmt canon;
        if (build(a->exp, st, &canon) != 0)
            continue;
        return match_into(x, c, &canon, out);
    }
    int r = expansions(x, c, st, out);
    if (r == 1)
        r = pseudo_mismatch(c, st);
    if (r == 1 && need >= 0)
        return rv_error(c, st->mnem_off, 1, "instruction requires the following: %s",
                        need == RVF_F ? "'F' (Single-Precision Floating-Point) or 'Zfinx' "
                                        "(Float in Integer)" /* the FP CSR aliases */
                                      : rv_feature_text(need));
    if (r == 1 && named && !mca_catalog_forms_named(x->fe->cat, MCA_FORM_ASM, st->mnem,
                                                     strlen(st->mnem), &(const mca_form_ref *){ 0 }))
        return alias_mismatch(c, st);
    return r;
}

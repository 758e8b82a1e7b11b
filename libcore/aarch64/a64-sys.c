/* a64-sys: system instructions: hints by name (nop, yield, bti c, ...),
 * barriers with their options (dmb ish), mrs/msr with system registers
 * (a64-sysreg.c), msr to a PSTATE field
 * (msr SPSel, #1); the SYS aliases are a64-sysalias.c's, sysp's
 * a64-sysp.c's. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"

/* Hints: the printed name, the HINT number, the opcode LLVM 22 gives it
 * (NULL: HINT itself). */
static const struct { const char *name; int imm; const char *op; } hints[] = {
    { "nop", 0, "NOP" }, { "yield", 1, NULL }, { "wfe", 2, NULL }, { "wfi", 3, NULL },
    { "sev", 4, NULL }, { "sevl", 5, NULL }, { "dgh", 6, NULL }, { "xpaclri", 7, "XPACLRI" },
    { "pacia1716", 8, "PACIA1716" }, { "pacib1716", 10, "PACIB1716" },
    { "autia1716", 12, "AUTIA1716" }, { "autib1716", 14, "AUTIB1716" },
    { "esb", 16, NULL }, { "csdb", 20, NULL },
    { "paciaz", 24, "PACIAZ" }, { "paciasp", 25, "PACIASP" }, { "pacibz", 26, "PACIBZ" },
    { "pacibsp", 27, "PACIBSP" }, { "autiaz", 28, "AUTIAZ" }, { "autiasp", 29, "AUTIASP" },
    { "autibz", 30, "AUTIBZ" }, { "autibsp", 31, "AUTIBSP" },
};

static const char *const barrier_names[16] = {
    NULL, "oshld", "oshst", "osh", NULL, "nshld", "nshst", "nsh",
    NULL, "ishld", "ishst", "ish", NULL, "ld", "st", "sy",
};

static int set_op(const a64_fe *fe, a64_match *m, const char *name)
{
    int n = a64_opcode(fe, name);
    if (n < 0)
        return 0;
    m->opcode = (unsigned)n;
    return 1;
}

static void put_reg_text(a64_match *m, const a64_fe *fe, unsigned reg)
{
    char buf[32];
    mca_strbuf_puts(&m->text, a64_reg_text(fe, reg, buf, sizeof buf));
}

/* Hint numbers LLVM's printer names only when a feature is on (the
 * others of the hints table: the pointer-authentication ones). */
static const struct { int imm; const char *feature, *name; } feature_hints[] = {
    { 16, "ras", "esb" }, { 17, "spe", "psb\tcsync" }, { 19, "gcs", "gcsb\tdsync" },
    { 22, "clrbhb", "clrbhb" }, { 32, "btie", "bti\tr" }, { 32, "bti", "bti" },
    { 34, "bti", "bti\tc" }, { 36, "bti", "bti\tj" }, { 38, "bti", "bti\tjc" },
    { 40, "chk", "chkfeat\tx16" },
};

/* The features LLVM's printer checks: the CPU's and -mattr's, not those of
 * the directives. */
static const a64_features *print_feat(const a64_cur *c)
{
    return c->cpu_feat ? c->cpu_feat : c->feat;
}

/* The text of a hint number as LLVM prints it with the features f. */
static void hint_text(a64_match *m, const a64_features *f, int imm)
{
    bool gated = false;
    for (size_t i = 0; i < sizeof feature_hints / sizeof *feature_hints; i++)
        if (feature_hints[i].imm == imm) {
            gated = true;
            if (a64_feature_on(f, feature_hints[i].feature)) {
                mca_strbuf_puts(&m->text, feature_hints[i].name);
                return;
            }
        }
    for (size_t i = 0; i < sizeof hints / sizeof *hints && !gated; i++)
        if (hints[i].imm == imm && (!hints[i].op || !strcmp(hints[i].op, "NOP") ||
                                    a64_feature_on(f, "pauth"))) {
            mca_strbuf_puts(&m->text, hints[i].name);
            return;
        }
    mca_strbuf_printf(&m->text, "hint\t#%d", imm);
}

/* The hint number of a name with one operand (psb csync, gcsb dsync), or
 * of clrbhb; -1 for other names, -2 for a wrong operand, -3 for none. */
static int hint_with_operand(const char *mn, const a64_operands *ops)
{
    static const struct { const char *mn, *op; int imm; } named[] = {
        { "psb", "csync", 17 }, { "gcsb", "dsync", 19 }, { "clrbhb", NULL, 22 },
    };
    for (size_t i = 0; i < sizeof named / sizeof *named; i++) {
        if (strcmp(mn, named[i].mn))
            continue;
        if (!named[i].op)
            return ops->n ? -2 : named[i].imm;
        if (!ops->n)
            return -3;
        const a64_operand *o = &ops->v[0];
        bool name = ops->n == 1 && (o->kind == A64_OP_NAME || o->kind == A64_OP_IMM) &&
                    o->imm.sym && !strcasecmp(o->imm.sym, named[i].op);
        return name ? named[i].imm : -2;
    }
    return -1;
}

/* The feature LLVM's parser needs for a hint written by name (esb, psb
 * csync), NULL for none. */
static const char *hint_name_feature(int imm)
{
    return imm == 16 ? "ras" : imm == 17 ? "spe" : NULL;
}

/* The hint-space instructions with operands of their own names (shuh
 * [ph], stshh keep|strm, tsb csync) and pacm: their opcodes and operand
 * values (LLVM's parser and matcher check the operands before the
 * features), printed as LLVM prints them (pacm as "hint #39" unless the
 * CPU has pauth-lr).  1, 0 not one, -1 error. */
static int named_hint(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    static const struct {
        const char *mn, *opcode, *names[2];
        int imms[2];
        int need;          /* an operand is needed */
        const char *bad;   /* the parser's message for another operand, NULL: the matcher's */
    } rows[] = {
        { "pacm", "PACM", { NULL, NULL }, { 0, 0 }, 0, NULL },
        { "shuh", "SHUH", { "", "ph" }, { 0, 1 }, 0, NULL },
        { "stshh", "STSHH", { "keep", "strm" }, { 0, 1 }, 1, NULL },
        { "tsb", "TSB", { "csync", "" }, { 2, 0 }, 1, "'csync' operand expected" },
    };
    for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
        if (strcmp(mn, rows[i].mn))
            continue;
        int k = -1;
        if (!ops->n && rows[i].need)
            return a64_error(c, c->mn_at, c->end - c->mn_at, "too few operands for instruction");
        if (!ops->n)
            k = 0;
        else if (rows[i].names[0] && ops->v[0].kind == A64_OP_IMM && !ops->v[0].hash &&
                 !ops->v[0].mod && ops->v[0].imm.sym)
            for (int j = 0; j < 2; j++)
                if (*rows[i].names[j] && !strcasecmp(ops->v[0].imm.sym, rows[i].names[j]))
                    k = j;
        if (k < 0)
            return a64_error(c, ops->v[0].start, 1, "%s",
                             rows[i].bad ? rows[i].bad : "invalid operand for instruction");
        if (ops->n > 1)
            return a64_error(c, ops->v[1].start, 1, "invalid operand for instruction");
        if (!set_op(c->fe, m, rows[i].opcode))
            return 0;
        if (!rows[i].names[0]) {
            mca_strbuf_puts(&m->text, a64_feature_on(print_feat(c), "pauth-lr") ? "pacm"
                                                                                 : "hint\t#39");
            return 1;
        }
        a64_put_imm(m, rows[i].imms[k]);
        mca_strbuf_puts(&m->text, mn);
        if (*rows[i].names[k])
            mca_strbuf_printf(&m->text, "\t%s", rows[i].names[k]);
        return 1;
    }
    return 0;
}

static int hint(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    const a64_fe *fe = c->fe;
    int nh = named_hint(c, mn, ops, m);
    if (nh != 0)
        return nh;
    if (!strcmp(mn, "chkfeat") && ops->n) {
        const a64_operand *o = &ops->v[0];
        if (ops->n != 1 || o->kind != A64_OP_REG || o->r.kind != A64_R_X || o->r.num != 16 ||
            o->r.arr[0] || o->r.lane >= 0)
            return a64_error(c, ops->n ? o->start : c->pos, 1, "invalid operand for instruction");
        if (!set_op(fe, m, "CHKFEAT"))
            return 0;
        hint_text(m, print_feat(c), 40);
        return 1;
    }
    int named = hint_with_operand(mn, ops);
    if (named == -3 || (!strcmp(mn, "chkfeat") && !ops->n))
        return a64_error(c, c->mn_at, c->end - c->mn_at, "too few operands for instruction");
    if (named == -2)
        return a64_error(c, ops->n ? ops->v[0].start : c->pos, 1,
                         "invalid operand for instruction");
    for (size_t i = 0; i < sizeof hints / sizeof *hints && named < 0; i++)
        if (!strcmp(mn, hints[i].name))
            named = hints[i].imm;
    const char *need = named >= 0 ? hint_name_feature(named) : NULL;
    if (need && c->feat && c->feat->known && !a64_feature_on(c->feat, need))
        return a64_error(c, c->mn_at, 1, "instruction requires: %s", need);
    if (named >= 0 && hint_with_operand(mn, ops) >= 0) {
        if (!set_op(fe, m, "HINT"))
            return 0;
        a64_put_imm(m, named);
        hint_text(m, print_feat(c), named);
        return 1;
    }
    for (size_t i = 0; i < sizeof hints / sizeof *hints; i++)
        if (!strcmp(mn, hints[i].name)) {
            if (ops->n)
                return a64_error(c, ops->v[0].start, 1, "invalid operand for instruction");
            if (hints[i].op) {
                if (!set_op(fe, m, hints[i].op))
                    return 0;
            } else {
                if (!set_op(fe, m, "HINT"))
                    return 0;
                a64_put_imm(m, hints[i].imm);
            }
            hint_text(m, print_feat(c), hints[i].imm);
            return 1;
        }
    int imm = -1;
    if (!strcmp(mn, "bti")) {
        if (ops->n == 0)
            imm = 32;
        else if (ops->n == 1 && ops->v[0].kind == A64_OP_IMM && ops->v[0].imm.sym) {
            const char *s = ops->v[0].imm.sym;
            imm = !strcasecmp(s, "c") ? 34 : !strcasecmp(s, "j") ? 36 : !strcasecmp(s, "jc")
                  ? 38 : !strcasecmp(s, "r") ? 32 : -1;
        }
        if (imm < 0)
            return a64_error(c, ops->v[0].start, 1, "invalid operand for instruction");
    } else if (!strcmp(mn, "hint")) {
        if (ops->n != 1 || ops->v[0].kind != A64_OP_IMM || ops->v[0].imm.sym ||
            ops->v[0].imm.val < 0 || ops->v[0].imm.val > 127)
            return a64_error(c, ops->n ? ops->v[0].start : c->pos, 1,
                             "immediate must be an integer in range [0, 127].");
        imm = (int)ops->v[0].imm.val;
    } else {
        return 0;
    }
    /* a HINT number that names an instruction of its own */
    for (size_t i = 0; i < sizeof hints / sizeof *hints; i++)
        if (hints[i].imm == imm && hints[i].op) {
            if (!set_op(fe, m, hints[i].op))
                return 0;
            hint_text(m, print_feat(c), imm);
            return 1;
        }
    /* CHKFEAT's own spelling is "hint #40": LLVM's matcher finds it first */
    if (imm == 40) {
        if (!set_op(fe, m, "CHKFEAT"))
            return 0;
        hint_text(m, print_feat(c), imm);
        return 1;
    }
    if (!set_op(fe, m, "HINT"))
        return 0;
    a64_put_imm(m, imm);
    hint_text(m, print_feat(c), imm);
    return 1;
}

/* dsb's nXS option written as #16, #20, #24, #28 or oshnxs, nshnxs, ishnxs,
 * synxs: its number (16..28), else -1. */
static int barrier_nxs(const a64_operand *o)
{
    static const char *const names[] = { "oshnxs", "nshnxs", "ishnxs", "synxs" };
    for (int k = 0; k < 4; k++)
        if (o->imm.sym ? !strcasecmp(o->imm.sym, names[k]) : o->imm.val == 16 + 4 * k)
            return 16 + 4 * k;
    return -1;
}

static int barrier(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    int dmb = !strcmp(mn, "dmb"), dsb = !strcmp(mn, "dsb"), isb = !strcmp(mn, "isb"),
        clrex = !strcmp(mn, "clrex");
    if (!dmb && !dsb && !isb && !clrex)
        return 0;
    int opt = 15;
    if (ops->n > 1)
        return a64_error(c, ops->v[1].start, 1, "invalid operand for instruction");
    if (ops->n == 1) {
        const a64_operand *o = &ops->v[0];
        if (o->kind != A64_OP_IMM || o->mod)
            return a64_error(c, o->start, 1, "invalid operand for instruction");
        int nxs = dsb ? barrier_nxs(o) : -1;
        if (nxs >= 0) {
            /* dsb's nXS options: DSBnXS of the matching option (#16: oshnxs, 3) */
            if (!a64_feature_on(c->feat, "xs"))
                return a64_error(c, c->mn_at, 1, "instruction requires: xs");
            if (!set_op(c->fe, m, "DSBnXS"))
                return 0;
            a64_put_imm(m, nxs - 13);
            mca_strbuf_printf(&m->text, "dsb\t%snxs", barrier_names[nxs - 13]);
            return 1;
        }
        if (o->imm.sym) {
            opt = -1;
            for (int k = 0; k < 16; k++)
                if (barrier_names[k] && !strcasecmp(o->imm.sym, barrier_names[k]) &&
                    (!isb || k == 15))
                    opt = k;
            if (opt < 0)
                return a64_error(c, o->start, 1, isb ? "'sy' or #imm operand expected"
                                 : "invalid barrier option name");
        } else {
            if (o->imm.val < 0 || o->imm.val > 15)
                /* at the value, after its '#' */
                return a64_error(c, o->start + (c->s[o->start] == '#'), 1,
                                 "barrier operand out of range");
            opt = (int)o->imm.val;
        }
    } else if (dmb || dsb) {
        return a64_error(c, c->pos, 1, "too few operands for instruction");
    }
    if (!set_op(c->fe, m, dmb ? "DMB" : dsb ? "DSB" : isb ? "ISB" : "CLREX"))
        return 0;
    a64_put_imm(m, opt);
    mca_strbuf_puts(&m->text, mn);
    if ((isb || clrex) && opt == 15)
        return 1;
    if (!isb && !clrex && barrier_names[opt])
        mca_strbuf_printf(&m->text, "\t%s", barrier_names[opt]);
    else
        mca_strbuf_printf(&m->text, "\t#%d", opt);
    return 1;
}

/* The PSTATE fields msr writes an immediate to: the printed name, LLVM's
 * field operand ((CRm >> 1) << 6 | op1 << 3 | op2 for the 1-bit ones), the
 * widest value (1: MSRpstateImm1, 15: MSRpstateImm4) and the feature the
 * parser needs (NULL: none).  SME's SVCR fields are smstart/smstop's. */
static const struct { const char *name; int field, max; const char *feature; } pstates[] = {
    { "SPSel", 5, 15, NULL }, { "DAIFSet", 30, 15, NULL }, { "DAIFClr", 31, 15, NULL },
    { "PAN", 4, 15, "pan" }, { "UAO", 3, 15, "uaops" }, { "DIT", 26, 15, "dit" },
    { "SSBS", 25, 15, "ssbs" }, { "TCO", 28, 15, "mte" }, { "ALLINT", 8, 1, "nmi" },
    { "PM", 72, 1, NULL },
};

/* msr <pstate field>, #imm: 1 matched, 0 not such a statement, -1 error. */
static int msr_pstate(a64_cur *c, const a64_operands *ops, a64_match *m)
{
    const a64_operand *fo = &ops->v[0], *io = &ops->v[1];
    if (fo->kind != A64_OP_IMM || !fo->imm.sym || fo->hash || fo->mod ||
        io->kind != A64_OP_IMM)
        return 0;
    size_t k = 0;
    while (k < sizeof pstates / sizeof *pstates && strcasecmp(fo->imm.sym, pstates[k].name))
        k++;
    if (k == sizeof pstates / sizeof *pstates)
        return 0;
    if (pstates[k].feature && !a64_feature_on(c->feat, pstates[k].feature))
        return a64_error(c, fo->start, 1, "expected writable system register or pstate");
    if (io->imm.sym || io->mod || io->imm.val < 0 || io->imm.val > pstates[k].max)
        return a64_error(c, io->start, 1, "immediate must be an integer in range [0, %d].",
                         pstates[k].max);
    if (!set_op(c->fe, m, pstates[k].max == 1 ? "MSRpstateImm1" : "MSRpstateImm4"))
        return 0;
    a64_put_imm(m, pstates[k].field);
    a64_put_imm(m, io->imm.val);
    mca_strbuf_printf(&m->text, "msr\t%s, #%d", pstates[k].name, (int)io->imm.val);
    return 1;
}

/* The system register operand at o: its encodings for mrs and msr (-1:
 * not one), as LLVM's operand parser reads the identifier there; 0, or
 * -1 with the error when more than the identifier was written. */
static int sysreg_operand(a64_cur *c, const a64_operand *o, int *mrs_enc, int *msr_enc)
{
    *mrs_enc = *msr_enc = -1;
    size_t n = a64_ident_len(c, o->start);
    if (!n || n >= 64)
        return 0;
    char name[64];
    memcpy(name, c->s + o->start, n);
    name[n] = 0;
    a64_sysreg_parse(c->feat, name, mrs_enc, msr_enc);
    size_t after = o->start + n;
    while (after < o->end && (c->s[after] == ' ' || c->s[after] == '\t'))
        after++;
    if (after < o->end)
        return a64_error(c, after, 1, "unexpected token in argument list");
    return 0;
}

/* The PSTATE field named at o that msr may write with the features f
 * (index into pstates), or -1. */
static int pstate_at(const a64_cur *c, const a64_operand *o)
{
    if (o->kind != A64_OP_IMM || !o->imm.sym || o->hash || o->mod)
        return -1;
    for (size_t k = 0; k < sizeof pstates / sizeof *pstates; k++)
        if (!strcasecmp(o->imm.sym, pstates[k].name))
            return !pstates[k].feature || a64_feature_on(c->feat, pstates[k].feature)
                   ? (int)k : -1;
    return -1;
}

/* mrs Xt, <sysreg> and msr <sysreg>, Xt.  LLVM's matcher reports the first
 * operand no form takes: a name that is no readable (mrs) or writable
 * (msr) register at the name, a wrong general register there, then an
 * operand too many; after a PSTATE field name its immediate's range wins
 * over the register form's complaint. */
static int mrs_msr(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    int mrs = !strcmp(mn, "mrs");
    if (!mrs && strcmp(mn, "msr") != 0)
        return 0;
    if (ops->n < 2)
        return 0;
    if (!mrs && ops->n == 2) {
        int r = msr_pstate(c, ops, m);
        if (r != 0)
            return r;
    }
    const a64_operand *ro = &ops->v[mrs ? 0 : 1], *so = &ops->v[mrs ? 1 : 0];
    if (mrs && (!a64_is_gpr(ro, A64_R_X) || ro->r.sp))
        return a64_error(c, ro->start, 1, "invalid operand for instruction");
    int mrs_enc, msr_enc;
    if (sysreg_operand(c, so, &mrs_enc, &msr_enc) < 0)
        return -1;
    int enc = mrs ? mrs_enc : msr_enc;
    int ps = mrs ? -1 : pstate_at(c, so);
    /* msr's first operand is a register name only when it is an identifier */
    if (!mrs && !a64_ident_len(c, so->start))
        return a64_error(c, so->start, 1, "invalid operand for instruction");
    if (enc < 0 && ps < 0)
        return a64_error(c, so->start, 1, mrs ? "expected readable system register"
                         : "expected writable system register or pstate");
    if (!mrs && (!a64_is_gpr(ro, A64_R_X) || ro->r.sp || enc < 0)) {
        if (ps >= 0)
            return a64_error(c, ro->start, 1, "immediate must be an integer in range [0, %d].",
                             pstates[ps].max);
        return a64_error(c, ro->start, 1, "invalid operand for instruction");
    }
    if (ops->n > 2)
        return a64_error(c, ops->v[2].start, 1, "invalid operand for instruction");
    const a64_fe *fe = c->fe;
    if (!set_op(fe, m, mrs ? "MRS" : "MSR"))
        return 0;
    unsigned r = a64_gpr(fe, &ro->r);
    if (mrs) {
        a64_put_reg(m, r);
        a64_put_imm(m, enc);
        mca_strbuf_puts(&m->text, "mrs\t");
        put_reg_text(m, fe, r);
        mca_strbuf_puts(&m->text, ", ");
        a64_sysreg_text(print_feat(c), enc, true, &m->text);
    } else {
        a64_put_imm(m, enc);
        a64_put_reg(m, r);
        mca_strbuf_puts(&m->text, "msr\t");
        a64_sysreg_text(print_feat(c), enc, false, &m->text);
        mca_strbuf_puts(&m->text, ", ");
        put_reg_text(m, fe, r);
    }
    return 1;
}

int a64_sys(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    static a64_handler *const handlers[] = {
        hint, barrier, mrs_msr, a64_sysalias, a64_sysp,
    };
    return a64_try_handlers(handlers, sizeof handlers / sizeof *handlers, c, mn, ops, m);
}

/* a64-sysp: the 128-bit system instructions (FEAT_D128) as LLVM 22 reads
 * and prints them: sysp and its alias tlbip, mrrs and msrr.  The register
 * pair's own parse errors (even/odd; xzr, xzr only in sysp), the TLBIP
 * operations and the features each needs, d128 checked after the
 * operands, sysp printed as tlbip NAME when the encoding is an operation
 * the CPU's features name. */
#include <config.h>

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"
#include "../fixed-strings.h"

enum { RMI = 1, XS = 2 }; /* tlb-rmi, xs */

/* The TLBIP operations: name, op1, CRn, CRm, op2, the features they need
 * (found by assembling every sysp encoding with llvm-mc 22 under each
 * feature set). */
MCA_FIXED_STRINGS_BEGIN /* (names in place: fixed-strings.h) */
static const struct { char name[24]; int op1, crn, crm, op2, need; } tlbip_ops[] = {
    { "vae1os", 0, 8, 1, 1, RMI },
    { "vaae1os", 0, 8, 1, 3, RMI },
    { "vale1os", 0, 8, 1, 5, RMI },
    { "vaale1os", 0, 8, 1, 7, RMI },
    { "rvae1is", 0, 8, 2, 1, RMI },
    { "rvaae1is", 0, 8, 2, 3, RMI },
    { "rvale1is", 0, 8, 2, 5, RMI },
    { "rvaale1is", 0, 8, 2, 7, RMI },
    { "vae1is", 0, 8, 3, 1, 0 },
    { "vaae1is", 0, 8, 3, 3, 0 },
    { "vale1is", 0, 8, 3, 5, 0 },
    { "vaale1is", 0, 8, 3, 7, 0 },
    { "rvae1os", 0, 8, 5, 1, RMI },
    { "rvaae1os", 0, 8, 5, 3, RMI },
    { "rvale1os", 0, 8, 5, 5, RMI },
    { "rvaale1os", 0, 8, 5, 7, RMI },
    { "rvae1", 0, 8, 6, 1, RMI },
    { "rvaae1", 0, 8, 6, 3, RMI },
    { "rvale1", 0, 8, 6, 5, RMI },
    { "rvaale1", 0, 8, 6, 7, RMI },
    { "vae1", 0, 8, 7, 1, 0 },
    { "vaae1", 0, 8, 7, 3, 0 },
    { "vale1", 0, 8, 7, 5, 0 },
    { "vaale1", 0, 8, 7, 7, 0 },
    { "ipas2e1is", 4, 8, 0, 1, 0 },
    { "ripas2e1is", 4, 8, 0, 2, RMI },
    { "ipas2le1is", 4, 8, 0, 5, 0 },
    { "ripas2le1is", 4, 8, 0, 6, RMI },
    { "vae2os", 4, 8, 1, 1, RMI },
    { "vale2os", 4, 8, 1, 5, RMI },
    { "rvae2is", 4, 8, 2, 1, RMI },
    { "rvale2is", 4, 8, 2, 5, RMI },
    { "vae2is", 4, 8, 3, 1, 0 },
    { "vale2is", 4, 8, 3, 5, 0 },
    { "ipas2e1os", 4, 8, 4, 0, RMI },
    { "ipas2e1", 4, 8, 4, 1, 0 },
    { "ripas2e1", 4, 8, 4, 2, RMI },
    { "ripas2e1os", 4, 8, 4, 3, RMI },
    { "ipas2le1os", 4, 8, 4, 4, RMI },
    { "ipas2le1", 4, 8, 4, 5, 0 },
    { "ripas2le1", 4, 8, 4, 6, RMI },
    { "ripas2le1os", 4, 8, 4, 7, RMI },
    { "rvae2os", 4, 8, 5, 1, RMI },
    { "rvale2os", 4, 8, 5, 5, RMI },
    { "rvae2", 4, 8, 6, 1, RMI },
    { "rvale2", 4, 8, 6, 5, RMI },
    { "vae2", 4, 8, 7, 1, 0 },
    { "vale2", 4, 8, 7, 5, 0 },
    { "vae3os", 6, 8, 1, 1, RMI },
    { "vale3os", 6, 8, 1, 5, RMI },
    { "rvae3is", 6, 8, 2, 1, RMI },
    { "rvale3is", 6, 8, 2, 5, RMI },
    { "vae3is", 6, 8, 3, 1, 0 },
    { "vale3is", 6, 8, 3, 5, 0 },
    { "rvae3os", 6, 8, 5, 1, RMI },
    { "rvale3os", 6, 8, 5, 5, RMI },
    { "rvae3", 6, 8, 6, 1, RMI },
    { "rvale3", 6, 8, 6, 5, RMI },
    { "vae3", 6, 8, 7, 1, 0 },
    { "vale3", 6, 8, 7, 5, 0 },
    { "vae1osnxs", 0, 9, 1, 1, RMI | XS },
    { "vaae1osnxs", 0, 9, 1, 3, RMI | XS },
    { "vale1osnxs", 0, 9, 1, 5, RMI | XS },
    { "vaale1osnxs", 0, 9, 1, 7, RMI | XS },
    { "rvae1isnxs", 0, 9, 2, 1, RMI | XS },
    { "rvaae1isnxs", 0, 9, 2, 3, RMI | XS },
    { "rvale1isnxs", 0, 9, 2, 5, RMI | XS },
    { "rvaale1isnxs", 0, 9, 2, 7, RMI | XS },
    { "vae1isnxs", 0, 9, 3, 1, XS },
    { "vaae1isnxs", 0, 9, 3, 3, XS },
    { "vale1isnxs", 0, 9, 3, 5, XS },
    { "vaale1isnxs", 0, 9, 3, 7, XS },
    { "rvae1osnxs", 0, 9, 5, 1, RMI | XS },
    { "rvaae1osnxs", 0, 9, 5, 3, RMI | XS },
    { "rvale1osnxs", 0, 9, 5, 5, RMI | XS },
    { "rvaale1osnxs", 0, 9, 5, 7, RMI | XS },
    { "rvae1nxs", 0, 9, 6, 1, RMI | XS },
    { "rvaae1nxs", 0, 9, 6, 3, RMI | XS },
    { "rvale1nxs", 0, 9, 6, 5, RMI | XS },
    { "rvaale1nxs", 0, 9, 6, 7, RMI | XS },
    { "vae1nxs", 0, 9, 7, 1, XS },
    { "vaae1nxs", 0, 9, 7, 3, XS },
    { "vale1nxs", 0, 9, 7, 5, XS },
    { "vaale1nxs", 0, 9, 7, 7, XS },
    { "ipas2e1isnxs", 4, 9, 0, 1, XS },
    { "ripas2e1isnxs", 4, 9, 0, 2, RMI | XS },
    { "ipas2le1isnxs", 4, 9, 0, 5, XS },
    { "ripas2le1isnxs", 4, 9, 0, 6, RMI | XS },
    { "vae2osnxs", 4, 9, 1, 1, RMI | XS },
    { "vale2osnxs", 4, 9, 1, 5, RMI | XS },
    { "rvae2isnxs", 4, 9, 2, 1, RMI | XS },
    { "rvale2isnxs", 4, 9, 2, 5, RMI | XS },
    { "vae2isnxs", 4, 9, 3, 1, XS },
    { "vale2isnxs", 4, 9, 3, 5, XS },
    { "ipas2e1osnxs", 4, 9, 4, 0, RMI | XS },
    { "ipas2e1nxs", 4, 9, 4, 1, XS },
    { "ripas2e1nxs", 4, 9, 4, 2, RMI | XS },
    { "ripas2e1osnxs", 4, 9, 4, 3, RMI | XS },
    { "ipas2le1osnxs", 4, 9, 4, 4, RMI | XS },
    { "ipas2le1nxs", 4, 9, 4, 5, XS },
    { "ripas2le1nxs", 4, 9, 4, 6, RMI | XS },
    { "ripas2le1osnxs", 4, 9, 4, 7, RMI | XS },
    { "rvae2osnxs", 4, 9, 5, 1, RMI | XS },
    { "rvale2osnxs", 4, 9, 5, 5, RMI | XS },
    { "rvae2nxs", 4, 9, 6, 1, RMI | XS },
    { "rvale2nxs", 4, 9, 6, 5, RMI | XS },
    { "vae2nxs", 4, 9, 7, 1, XS },
    { "vale2nxs", 4, 9, 7, 5, XS },
    { "vae3osnxs", 6, 9, 1, 1, RMI | XS },
    { "vale3osnxs", 6, 9, 1, 5, RMI | XS },
    { "rvae3isnxs", 6, 9, 2, 1, RMI | XS },
    { "rvale3isnxs", 6, 9, 2, 5, RMI | XS },
    { "vae3isnxs", 6, 9, 3, 1, XS },
    { "vale3isnxs", 6, 9, 3, 5, XS },
    { "rvae3osnxs", 6, 9, 5, 1, RMI | XS },
    { "rvale3osnxs", 6, 9, 5, 5, RMI | XS },
    { "rvae3nxs", 6, 9, 6, 1, RMI | XS },
    { "rvale3nxs", 6, 9, 6, 5, RMI | XS },
    { "vae3nxs", 6, 9, 7, 1, XS },
    { "vale3nxs", 6, 9, 7, 5, XS },
};
MCA_FIXED_STRINGS_END

static bool feature_known_off(const a64_cur *c, const char *name)
{
    return c->feat && c->feat->known && !a64_feature_on(c->feat, name) &&
           !a64_feature_own(c->feat, "all"); /* (instruction predicates take "all") */
}

static bool has_need(const a64_features *f, int need)
{
    return (!(need & RMI) || a64_feature_on(f, "tlb-rmi")) &&
           (!(need & XS) || a64_feature_on(f, "xs"));
}

static bool is_x(const a64_operand *o)
{
    return o->kind == A64_OP_REG && o->r.kind == A64_R_X && !o->r.arr[0] && o->r.lane < 0;
}

static bool is_xzr(const a64_operand *o)
{
    return is_x(o) && o->r.num == 31 && !o->r.sp;
}

/* Where the token after operand o begins (its end with the blanks after). */
static size_t after(const a64_cur *c, const a64_operand *o)
{
    size_t p = o->end;
    while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
        p++;
    return p;
}

/* The register pair from operand k (LLVM's parser of even/odd pairs):
 * 1 read (*first: the even register, 31 for xzr, xzr), 0 not an x
 * register (the matcher's error), -1 with the parser's error in c and
 * *next where the parse stopped. */
static int parse_pair(a64_cur *c, const a64_operands *ops, unsigned k, unsigned *first,
                      size_t *next)
{
    const a64_operand *a = &ops->v[k];
    if (!is_x(a))
        return 0;
    const a64_operand *b = k + 1 < ops->n ? &ops->v[k + 1] : NULL;
    if (is_xzr(a)) {
        if (!b) {
            *next = a->end;
            return a64_error(c, a->end, 1, "expected comma");
        }
        if (!is_xzr(b)) {
            *next = b->end;
            return a64_error(c, b->end, 1, "xzr must be followed by xzr");
        }
        *first = 31;
        return 1;
    }
    if (a->r.sp || a->r.num % 2) {
        *next = after(c, a);
        return a64_error(c, a->start, 1, "expected first even register of a consecutive "
                         "same-size even/odd register pair");
    }
    if (!b) {
        *next = a->end;
        return a64_error(c, a->end, 1, "expected comma");
    }
    if (!is_x(b) || b->r.sp || b->r.num != a->r.num + 1) {
        *next = b->end;
        return a64_error(c, b->start, 1, "expected second odd register of a consecutive "
                         "same-size even/odd register pair");
    }
    *first = a->r.num;
    return 1;
}

/* The XSeqPairs register of the pair from even register first. */
static unsigned pair_reg(const a64_fe *fe, unsigned first)
{
    char pair[16];
    if (first == 28)
        snprintf(pair, sizeof pair, "X28_FP");
    else if (first == 30)
        snprintf(pair, sizeof pair, "LR_XZR");
    else
        snprintf(pair, sizeof pair, "X%u_X%u", first, first + 1);
    return a64_named_reg(fe, pair);
}

/* The MCInst and text of SYSPxt (pair from even register first) or
 * SYSPxt_XZR (first 31): tlbip NAME when the CPU's features name it. */
static int put_sysp(a64_cur *c, a64_match *m, int op1, int crn, int crm, int op2,
                    unsigned first)
{
    const a64_fe *fe = c->fe;
    int n = a64_opcode(fe, first == 31 ? "SYSPxt_XZR" : "SYSPxt");
    if (n < 0)
        return 0;
    unsigned reg = first == 31 ? a64_named_reg(fe, "XZR") : pair_reg(fe, first);
    if (!reg)
        return 0;
    m->opcode = (unsigned)n;
    a64_put_imm(m, op1);
    a64_put_imm(m, crn);
    a64_put_imm(m, crm);
    a64_put_imm(m, op2);
    a64_put_reg(m, reg);
    char regs[24];
    if (first == 31)
        snprintf(regs, sizeof regs, "xzr, xzr");
    else
        snprintf(regs, sizeof regs, first == 30 ? "x30, xzr" : "x%u, x%u", first, first + 1);
    const a64_features *pf = c->cpu_feat ? c->cpu_feat : c->feat;
    for (size_t i = 0; i < sizeof tlbip_ops / sizeof *tlbip_ops; i++)
        if (tlbip_ops[i].op1 == op1 && tlbip_ops[i].crn == crn && tlbip_ops[i].crm == crm &&
            tlbip_ops[i].op2 == op2 &&
            (has_need(pf, tlbip_ops[i].need) || a64_feature_own(pf, "all")) &&
            /* LLVM's printer tests xs itself for nXS (CRn 9): "+all" alone lacks it */
            (crn != 9 || !pf->known || a64_feature_own(pf, "xs"))) {
            mca_strbuf_printf(&m->text, "tlbip\t%s, %s", tlbip_ops[i].name, regs);
            return 1;
        }
    mca_strbuf_printf(&m->text, "sysp\t#%d, c%d, c%d, #%d", op1, crn, crm, op2);
    if (first != 31)
        mca_strbuf_printf(&m->text, ", %s", regs);
    return 1;
}

/* cN, 0 <= N <= 15, as a name operand: N, else -1. */
static int cr_operand(const a64_operand *o)
{
    const char *s = o->kind == A64_OP_IMM && !o->hash && !o->mod ? o->imm.sym : NULL;
    if (!s || (s[0] != 'c' && s[0] != 'C') || !isdigit((unsigned char)s[1]))
        return -1;
    if (s[2] && (!isdigit((unsigned char)s[2]) || s[3] || s[1] == '0'))
        return -1;
    int v = atoi(s + 1);
    return v <= 15 ? v : -1;
}

static int imm_0_7(const a64_operand *o)
{
    if (o->kind != A64_OP_IMM || o->imm.sym || o->mod || o->imm.val < 0 || o->imm.val > 7)
        return -1;
    return (int)o->imm.val;
}

static int sysp(a64_cur *c, a64_operands *ops, a64_match *m)
{
    const a64_operand *v = ops->v;
    /* the parser's errors, operand by operand */
    for (unsigned k = 1; k < 3 && k < ops->n; k++)
        if (cr_operand(&v[k]) < 0)
            return a64_error(c, v[k].start, 1, "Expected cN operand where 0 <= N <= 15");
    unsigned first = 31;
    int pr = 1;
    if (ops->n > 4) {
        size_t next;
        pr = parse_pair(c, ops, 4, &first, &next);
        if (pr < 0)
            return -1;
    }
    /* the matcher's */
    if (ops->n < 4)
        return a64_error(c, c->mn_at, c->end - c->mn_at, "too few operands for instruction");
    bool d128 = !feature_known_off(c, "d128");
    for (unsigned k = 0; k < 4; k += 3)
        if (imm_0_7(&v[k]) < 0)
            return a64_error(c, v[k].start, 1, "%s", d128 ? "immediate must be an integer in "
                             "range [0, 7]." : "invalid operand for instruction");
    if (pr == 0)
        return a64_error(c, v[4].start, 1, "invalid operand for instruction");
    if (ops->n > 6)
        return a64_error(c, v[6].start, 1, "invalid operand for instruction");
    if (!d128)
        return a64_error(c, c->mn_at, 1, "instruction requires: d128");
    return put_sysp(c, m, imm_0_7(&v[0]), cr_operand(&v[1]), cr_operand(&v[2]),
                    imm_0_7(&v[3]), first);
}

static int tlbip(a64_cur *c, a64_operands *ops, a64_match *m)
{
    const a64_operand *v = ops->v;
    if (!ops->n)
        return a64_error(c, c->end, 1, "invalid operand for TLBIP instruction");
    const char *s = v[0].kind == A64_OP_IMM && !v[0].hash && !v[0].mod ? v[0].imm.sym : NULL;
    size_t op = sizeof tlbip_ops / sizeof *tlbip_ops;
    for (size_t i = 0; s && i < sizeof tlbip_ops / sizeof *tlbip_ops; i++)
        if (!strcasecmp(s, tlbip_ops[i].name))
            op = i;
    if (op == sizeof tlbip_ops / sizeof *tlbip_ops)
        return a64_error(c, v[0].start, 1, "invalid operand for TLBIP instruction");
    int need = tlbip_ops[op].need;
    /* (LLVM's operation tables take "all" for any feature they need) */
    if (c->feat && c->feat->known && !has_need(c->feat, need) &&
        !a64_feature_own(c->feat, "all")) {
        /* LLVM's name of the operation: upper case, its nXS suffix as written so */
        char name[24];
        size_t n = strlen(tlbip_ops[op].name);
        for (size_t i = 0; i < n && i < sizeof name - 1; i++)
            name[i] = (char)toupper((unsigned char)tlbip_ops[op].name[i]);
        name[n < sizeof name ? n : sizeof name - 1] = 0;
        if (n > 3 && n < sizeof name && !strcmp(name + n - 3, "NXS"))
            name[n - 3] = 'n';
        return a64_error(c, v[0].start, 1, "TLBIP %s requires: %s", name,
                         need == (RMI | XS) ? "tlb-rmi, xs" : need == RMI ? "tlb-rmi" : "xs");
    }
    if (ops->n < 2)
        return a64_error(c, v[0].end, 1, "expected comma");
    unsigned first = 31;
    size_t next = 0;
    int pr = parse_pair(c, ops, 1, &first, &next);
    if (pr < 0) {
        if (!c->err2_msg && (c->err2_msg = strdup("specified tlbip op requires a pair of "
                                                  "registers")) != NULL)
            c->err2_off = next;
        return -1;
    }
    if (pr == 0)
        return a64_error(c, v[1].start, 1, "invalid operand for instruction");
    if (ops->n > 3)
        return a64_error(c, after(c, &v[2]), 1, "unexpected token in argument list");
    if (feature_known_off(c, "d128"))
        return a64_error(c, c->mn_at, 1, "instruction requires: d128");
    return put_sysp(c, m, tlbip_ops[op].op1, tlbip_ops[op].crn, tlbip_ops[op].crm,
                    tlbip_ops[op].op2, first);
}

/* mrrs Xt, Xt+1, <sysreg> and msrr <sysreg>, Xt, Xt+1: any register mrs
 * reads or msr writes (LLVM checks no 128-bit width), the pair without
 * xzr, xzr. */
static int mrrs_msrr(a64_cur *c, bool read, a64_operands *ops, a64_match *m)
{
    const a64_operand *v = ops->v;
    unsigned pk = read ? 0 : 1, sk = read ? 2 : 0, first = 0;
    size_t next;
    if (ops->n > pk) {
        if (is_xzr(&v[pk]))
            return a64_error(c, v[pk].start, 1, "expected first even register of a "
                             "consecutive same-size even/odd register pair");
        int pr = parse_pair(c, ops, pk, &first, &next);
        if (pr < 0)
            return -1;
        if (pr == 0)
            return a64_error(c, v[pk].start, 1, "invalid operand for instruction");
    }
    if (ops->n < 3)
        return a64_error(c, c->mn_at, c->end - c->mn_at, "too few operands for instruction");
    bool d128 = !feature_known_off(c, "d128");
    const a64_operand *so = &v[sk];
    int enc = -1;
    size_t n = so->kind == A64_OP_IMM && !so->hash && !so->mod ? a64_ident_len(c, so->start) : 0;
    if (n && n < 64 && so->start + n == so->end) {
        char name[64];
        memcpy(name, c->s + so->start, n);
        name[n] = 0;
        int mrs_enc, msr_enc;
        a64_sysreg_parse(c->feat, name, &mrs_enc, &msr_enc);
        enc = read ? mrs_enc : msr_enc;
    }
    if (enc < 0)
        return a64_error(c, so->start, 1, "%s", !d128 ? "invalid operand for instruction"
                         : read ? "expected readable system register"
                         : "expected writable system register or pstate");
    if (ops->n > 3)
        return a64_error(c, v[3].start, 1, "invalid operand for instruction");
    if (!d128)
        return a64_error(c, c->mn_at, 1, "instruction requires: d128");
    int op = a64_opcode(c->fe, read ? "MRRS" : "MSRR");
    unsigned reg = pair_reg(c->fe, first);
    if (op < 0 || !reg)
        return 0;
    m->opcode = (unsigned)op;
    const a64_features *pf = c->cpu_feat ? c->cpu_feat : c->feat;
    char regs[24];
    snprintf(regs, sizeof regs, first == 30 ? "x30, xzr" : "x%u, x%u", first, first + 1);
    if (read) {
        a64_put_reg(m, reg);
        a64_put_imm(m, enc);
        mca_strbuf_printf(&m->text, "mrrs\t%s, ", regs);
        a64_sysreg_text(pf, enc, true, &m->text);
    } else {
        a64_put_imm(m, enc);
        a64_put_reg(m, reg);
        mca_strbuf_puts(&m->text, "msrr\t");
        a64_sysreg_text(pf, enc, false, &m->text);
        mca_strbuf_printf(&m->text, ", %s", regs);
    }
    return 1;
}

int a64_sysp(a64_cur *c, const char *mn, a64_operands *ops, a64_match *m)
{
    if (!strcmp(mn, "mrrs") || !strcmp(mn, "msrr"))
        return mrrs_msrr(c, mn[1] == 'r', ops, m);
    if (!strcmp(mn, "sysp"))
        return sysp(c, ops, m);
    if (!strcmp(mn, "tlbip"))
        return tlbip(c, ops, m);
    return 0;
}

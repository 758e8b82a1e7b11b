/* a64-check: the checks LLVM's assembler makes on an instruction it has
 * matched (AArch64AsmParser::validateInstruction), for the encodings the
 * architecture calls unpredictable: a load or store that writes back its
 * base register and also transfers it, a load pair into one register, a
 * store-exclusive whose status register is also a source; and the operand
 * ranges the catalog's forms do not carry (NEON lanes, svc's immediate,
 * fcvtzs's fraction bits, SVE's load and store offsets).  Each is reported as llvm-mca 22 reports it, at
 * the operand it names. */
#include <config.h>

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"
#include "mca/catalog.h"

static int in(const char *mn, const char *const *names)
{
    for (; *names; names++)
        if (!strcmp(mn, *names))
            return 1;
    return 0;
}

/* A general register operand (not sp) of number num, or -1. */
static int gpr_num(const a64_operand *o)
{
    if (!a64_is_gpr(o, A64_R_X) && !a64_is_gpr(o, A64_R_W))
        return -1;
    return o->r.sp ? -1 : (int)o->r.num;
}

static int fail(a64_cur *c, const a64_operand *o, const char *what, const char *why)
{
    return a64_error(c, o->start, 1, "unpredictable %s instruction, %s", what, why);
}

static int elem_bits(char e)
{
    return e == 'b' ? 8 : e == 'h' ? 16 : e == 's' ? 32 : e == 'd' ? 64 : e == 'q' ? 128 : 0;
}

/* An SVE register's lane o out of LLVM's range: dup's (mov's) index
 * counts elements of 512 bits; an indexed operand's of a 128-bit segment,
 * in groups of elements: a dot product's as wide as its destination's
 * element, a complex pair's two.  1 with the error in c. */
static int sve_lane_out(a64_cur *c, const char *mn, const a64_operands *ops,
                        const a64_operand *o)
{
    int bits = o->r.arr[1] ? 0 : elem_bits(o->r.arr[0]);
    if (!bits)
        return 0;
    int max;
    if (!strcmp(mn, "dup") || !strcmp(mn, "mov")) {
        max = 512 / bits - 1;
    } else {
        const a64_operand *d = &ops->v[0];
        int dbits = d->kind == A64_OP_REG && !d->r.arr[1] ? elem_bits(d->r.arr[0]) : 0;
        int group = 1;
        if (strstr(mn, "dot") && dbits > bits)
            group = dbits / bits;
        else if (!strcmp(mn, "fcmla") || !strcmp(mn, "cmla") || !strcmp(mn, "sqrdcmlah"))
            group = 2;
        max = 128 / (bits * group) - 1;
    }
    if (max < 0 || o->r.lane <= max)
        return 0;
    const char *br = memchr(c->s + o->start, '[', o->end - o->start);
    a64_error(c, br ? (size_t)(br - c->s) : o->start, 1,
              "vector lane must be an integer in range [0, %d].", max);
    return 1;
}

/* Ranges LLVM's operand classes check that the forms do not carry: NEON
 * lanes by element size, the 16-bit immediate of the exception-generating
 * instructions, the fraction bits of fcvtzs/fcvtzu to a general register.
 * 1 when one is out of range (the error in c). */
static int ranges(a64_cur *c, const char *mn, const a64_operands *ops)
{
    static const char *const exc[] = { "svc", "hvc", "smc", "hlt", "brk", "dcps1", "dcps2",
                                       "dcps3", NULL };
    const a64_operand *v = ops->v;
    for (unsigned k = 0; k < ops->n; k++) {
        const a64_reg *r = &v[k].r;
        if (v[k].kind == A64_OP_REG && r->kind == A64_R_Z && r->lane >= 0 &&
            sve_lane_out(c, mn, ops, &v[k]))
            return 1;
        if ((v[k].kind != A64_OP_REG && v[k].kind != A64_OP_LIST) || r->kind != A64_R_V ||
            r->lane < 0 || r->arr[1])
            continue;
        int max = r->arr[0] == 'b' ? 15 : r->arr[0] == 'h' ? 7 : r->arr[0] == 's' ? 3
                  : r->arr[0] == 'd' ? 1 : -1;
        if (max < 0 || r->lane <= max)
            continue;
        const char *br = memchr(c->s + v[k].start, '[', v[k].end - v[k].start);
        a64_error(c, br ? (size_t)(br - c->s) : v[k].start, 1,
                  "vector lane must be an integer in range [0, %d].", max);
        return 1;
    }
    if (in(mn, exc) && ops->n == 1 && v[0].kind == A64_OP_IMM && !v[0].imm.sym &&
        (v[0].imm.val < 0 || v[0].imm.val > 65535)) {
        a64_error(c, v[0].start, 1, "immediate must be an integer in range [0, 65535].");
        return 1;
    }
    /* addvl, addpl, rdvl and SME's addsvl, addspl, rdsvl: a multiple of
     * the vector length in [-32, 31], a constant (LLVM's operand class
     * names the range for a symbol too; without the feature it reports no
     * class of a form it cannot use) */
    static const char *const vl3[] = { "addvl", "addpl", "addsvl", "addspl", NULL };
    static const char *const vl2[] = { "rdvl", "rdsvl", NULL };
    if (((in(mn, vl3) && ops->n == 3) || (in(mn, vl2) && ops->n == 2)) &&
        v[ops->n - 1].kind == A64_OP_IMM) {
        const a64_operand *o = &v[ops->n - 1];
        if (o->imm.sym || o->mod || o->imm.val < -32 || o->imm.val > 31) {
            int sme = strstr(mn, "svl") || strstr(mn, "spl");
            if (!a64_feature_on(c->feat, sme ? "sme" : "sve") &&
                !(sme ? 0 : a64_feature_on(c->feat, "sme")))
                a64_error(c, o->start, 1, "invalid operand for instruction");
            else
                a64_error(c, o->start, 1, "index must be an integer in range [-32, 31].");
            return 1;
        }
    }
    if ((!strcmp(mn, "fcvtzs") || !strcmp(mn, "fcvtzu")) && ops->n == 3 &&
        gpr_num(&v[0]) >= 0 && v[2].kind == A64_OP_IMM && !v[2].imm.sym) {
        int64_t max = v[0].r.kind == A64_R_X ? 64 : 32;
        if (v[2].imm.val < 1 || v[2].imm.val > max) {
            a64_error(c, v[2].start, 1, "immediate must be an integer in range [1, %d].",
                      (int)max);
            return 1;
        }
    }
    return 0;
}

/* Whether mn is stem followed by one of the suffixes (NULL-terminated). */
static int stem_sfx(const char *mn, const char *stem, const char *const *sfx)
{
    size_t l = strlen(stem);
    return !strncmp(mn, stem, l) && in(mn + l, sfx);
}

/* The immediate offsets of SVE's loads and stores, which LLVM's operand
 * classes bound: [Xn, #imm, mul vl] counts vectors (a list of n moves by
 * multiples of n), ld1r* counts bytes.  lo, hi: the range; step: the
 * multiple; plain: LLVM names the range ("index must be ..."), else it only
 * says "invalid operand for instruction" (forms with several candidates).
 * 1 when out of range (the error in c). */
static int sve_offset(a64_cur *c, const char *mn, const a64_operands *ops)
{
    static const char *const elems[] = { "b", "h", "w", "d", NULL };
    static const char *const ext[] = { "b", "h", "w", "d", "sb", "sh", "sw", NULL };
    static const char *const q[] = { "q", NULL };
    const a64_operand *v = ops->v;
    if (ops->n < 2 || v[ops->n - 1].kind != A64_OP_MEM)
        return 0;
    const a64_operand *mo = &v[ops->n - 1];
    if (!mo->has_off || mo->has_index || mo->wb)
        return 0;
    int zlist = (v[0].kind == A64_OP_LIST || v[0].kind == A64_OP_REG) && v[0].r.kind == A64_R_Z;
    int nvec = v[0].kind == A64_OP_LIST ? (int)v[0].count : 1;
    int pn = ops->n == 3 && v[1].kind == A64_OP_REG && v[1].r.kind == A64_R_PN;
    int64_t lo, hi, step;
    int plain = 1;
    if (mo->mulvl) {
        if ((!strcmp(mn, "ldr") || !strcmp(mn, "str")) && ops->n == 2 &&
            v[0].kind == A64_OP_REG && (v[0].r.kind == A64_R_Z || v[0].r.kind == A64_R_P)) {
            lo = -256, hi = 255, step = 1;
        } else if (stem_sfx(mn, "prf", elems)) {
            lo = -32, hi = 31, step = 1;
        } else if (zlist && (stem_sfx(mn, "ld1", ext) || stem_sfx(mn, "ldnf1", ext) ||
                             stem_sfx(mn, "ldnt1", elems) || stem_sfx(mn, "st1", elems) ||
                             stem_sfx(mn, "stnt1", elems))) {
            step = nvec;
            plain = nvec == 1 && !pn;
            lo = -8 * step, hi = 7 * step;
        } else if (zlist && mn[0] && mn[1] && mn[2] >= '2' && mn[2] <= '4' &&
                   (!strncmp(mn, "ld", 2) || !strncmp(mn, "st", 2)) &&
                   (in(mn + 3, elems) || in(mn + 3, q))) {
            step = mn[2] - '0';
            plain = mn[3] != 'q';
            lo = -8 * step, hi = 7 * step;
        } else {
            return 0;
        }
    } else if (zlist && (stem_sfx(mn, "ld1rq", elems) || stem_sfx(mn, "ld1ro", elems))) {
        step = mn[4] == 'q' ? 16 : 32;
        plain = mn[4] == 'q';
        lo = -8 * step, hi = 7 * step;
    } else if (zlist && stem_sfx(mn, "ld1r", ext)) {
        char e = mn[strlen(mn) - 1];
        step = e == 'b' ? 1 : e == 'h' ? 2 : e == 'w' ? 4 : 8;
        lo = 0, hi = 63 * step;
    } else {
        return 0;
    }
    if (!mo->off.sym && !mo->off_mod && mo->off.val >= lo && mo->off.val <= hi &&
        mo->off.val % step == 0)
        return 0;
    /* (without SVE and SME LLVM's matcher reports no operand class) */
    if (!plain || ((mo->off.sym || mo->off_mod) && !(lo == -256 && hi == 255)) ||
        (!a64_feature_on(c->feat, "sve") && !a64_feature_on(c->feat, "sme")))
        a64_error(c, mo->off_start, 1, "invalid operand for instruction");
    else if (step == 1)
        a64_error(c, mo->off_start, 1, lo < 0 ? "index must be an integer in range [%d, %d]."
                                              : "index must be in range [%d, %d].",
                  (int)lo, (int)hi);
    else
        a64_error(c, mo->off_start, 1, "index must be a multiple of %d in range [%d, %d].",
                  (int)step, (int)lo, (int)hi);
    return 1;
}

/* A predicate pattern given as a number (ptrue p0.s, #31): 0..31, else
 * LLVM's "invalid predicate pattern" at the value.  1 when out of range. */
static int sve_pattern(a64_cur *c, const char *mn, const a64_operands *ops)
{
    static const char *const pre[] = { "ptrue", "cnt", "inc", "dec", "sqinc", "uqinc",
                                       "sqdec", "uqdec", NULL };
    int named = 0;
    for (const char *const *p = pre; *p && !named; p++)
        named = !strncmp(mn, *p, strlen(*p)) && strlen(mn) <= strlen(*p) + 1;
    if (!named || !strcmp(mn, "cntp"))
        return 0;
    for (unsigned k = 1; k < ops->n; k++) {
        const a64_operand *o = &ops->v[k];
        if (o->kind != A64_OP_IMM)
            continue;
        if (o->imm.sym || o->mod || (o->imm.val >= 0 && o->imm.val <= 31))
            return 0;
        a64_error(c, o->start + (c->s[o->start] == '#'), 1, "invalid predicate pattern");
        return 1;
    }
    return 0;
}

/* LLVM's errors for a z register without its element size at at (its
 * end at e) where the mnemonic's operand parsers want one: its generic
 * operand parser takes the name, then reads an expression from the next
 * token, which fails at a ',', ']', '}' or the end.  1 when reported. */
static int bare_z_error(a64_cur *c, size_t e)
{
    size_t p = e;
    while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
        p++;
    if (p >= c->end) /* LLVM's end of statement: after the blanks that end the line */
        while (c->s[p] == ' ' || c->s[p] == '\t')
            p++;
    else if (c->s[p] != ',' && c->s[p] != ']' && c->s[p] != '}')
        return 0;
    char *second = strdup("invalid operand");
    if (!second)
        return 0;
    a64_error(c, p, 1, "unknown token in expression");
    free(c->err2_msg);
    c->err2_msg = second;
    c->err2_off = p;
    c->err3_invalid = 0;
    return 1;
}

/* Whether a catalog form of mnemonic mn has, as its top-level operand k
 * (where: 0 itself, 1 a memory operand's base, 2 its index), a z register
 * with an element size: the position where LLVM's SVE vector parser runs. */
static bool sve_vector_slot(const a64_fe *fe, const char *mn, unsigned k, int where)
{
    const mca_form_ref *refs;
    size_t n = mca_catalog_forms_named(fe->cat, MCA_FORM_ASM, mn, strlen(mn), &refs);
    for (size_t i = 0; i < n; i++) {
        mca_form form;
        const mca_opcode *op = mca_catalog_opcode(fe->cat, refs[i].opcode);
        if (!op || !mca_catalog_form(fe->cat, refs[i].opcode, refs[i].form, &form))
            continue;
        const char *p = strchr(form.text, ' ');
        unsigned at = 0;
        int depth = 0;
        for (p = p ? p + 1 : ""; *p; p++) {
            if (*p == '[' || *p == '{')
                depth++;
            else if (*p == ']' || *p == '}')
                depth--;
            else if (*p == ',' && !depth)
                at++;
            if (at != k || *p != '@' || !isdigit((unsigned char)p[1]) ||
                (depth > 0) != (where > 0) || (where && (p[-1] == '[') != (where == 1)))
                continue;
            char *e;
            unsigned long slot = strtoul(p + 1, &e, 10);
            if (*e != '.' || slot >= op->op_count || op->ops[slot].regclass < 0)
                continue;
            const mca_regclass *rc = mca_catalog_regclass(fe->cat,
                                                          (unsigned)op->ops[slot].regclass);
            if (rc && rc->name && !strncmp(rc->name, "ZPR", 3))
                return true;
        }
    }
    return false;
}

int a64_bare_z_check(a64_cur *c, const char *mn, const a64_operands *ops)
{
    /* (the forms of ldr, str and movprfx take z0 as written) */
    static const char *const bare_ok[] = { "ldr", "str", "movprfx", NULL };
    if (in(mn, bare_ok))
        return 0;
    /* (mov and fmov: the forms of the instructions they stand for) */
    static const char *const mov_as[] = { "mov", "dup", "cpy", "orr", "sel", NULL };
    static const char *const fmov_as[] = { "fmov", "fdup", "fcpy", NULL };
    const char *const self[2] = { mn, NULL };
    const char *const *names = !strcmp(mn, "mov") ? mov_as : !strcmp(mn, "fmov") ? fmov_as : self;
    for (unsigned k = 0; k < ops->n; k++) {
        const a64_operand *o = &ops->v[k];
        int where = o->kind == A64_OP_REG ? 0 : 1;
        const a64_reg *r = o->kind == A64_OP_REG ? &o->r : o->kind == A64_OP_MEM ? &o->base : NULL;
        if (r && where == 1 && !(r->kind == A64_R_Z && !r->arr[0]) && o->has_index)
            r = &o->index, where = 2;
        if (!r || r->kind != A64_R_Z || r->arr[0] || r->lane >= 0)
            continue;
        bool slot = false;
        for (const char *const *nm = names; !slot && *nm; nm++)
            slot = sve_vector_slot(c->fe, *nm, k, where);
        if (!slot)
            continue;
        /* where the register's name ends */
        size_t e = o->start;
        if (where == 2)
            while (e < o->end && c->s[e] != ',')
                e++;
        while (e < c->end && c->s[e] != 'z' && c->s[e] != 'Z')
            e++;
        e++;
        while (e < c->end && isdigit((unsigned char)c->s[e]))
            e++;
        return bare_z_error(c, e) ? -1 : 0;
    }
    return 0;
}

int a64_shifted_imm_check(a64_cur *c, const char *mn, const a64_operands *ops)
{
    /* the mnemonics whose immediate LLVM reads with an optional shift */
    static const char *const names[] = { "add", "adds", "sub", "subs", "cmp", "cmn", "mov",
                                         "dup", "cpy", "subr", "sqadd", "uqadd", "sqsub",
                                         "uqsub", NULL };
    if (!in(mn, names))
        return 0;
    unsigned k = 0;
    while (k < ops->n && ops->v[k].kind == A64_OP_REG)
        k++;
    if (k == 0 || k + 1 >= ops->n || ops->v[k].kind != A64_OP_IMM || ops->v[k].imm.sym ||
        ops->v[k].mod)
        return 0;
    const char *s = c->s;
    size_t at = ops->v[k + 1].start, e = at;
    while (e < c->end && isalpha((unsigned char)s[e]))
        e++;
    size_t bad = at;
    if (e - at == 3 && !strncasecmp(s + at, "lsl", 3)) {
        while (e < c->end && (s[e] == ' ' || s[e] == '\t'))
            e++;
        if (e < c->end && s[e] == '#')
            e++;
        while (e < c->end && (s[e] == ' ' || s[e] == '\t'))
            e++;
        if (e < c->end && isdigit((unsigned char)s[e]))
            return 0;
        bad = e;
    }
    /* (this error stands for any the operand parser found) */
    free(c->err_msg);
    free(c->err2_msg);
    c->err_msg = c->err2_msg = NULL;
    c->err3_invalid = 0;
    c->err = 0;
    return a64_error(c, bad, 1, "only 'lsl #+N' valid after immediate");
}

/* Whether each byte of v is 0x00 or 0xff (movi's 64-bit immediates). */
static int byte_mask(uint64_t v)
{
    for (int k = 0; k < 8; k++, v >>= 8)
        if ((v & 0xff) != 0 && (v & 0xff) != 0xff)
            return 0;
    return 1;
}

int a64_vimm_check(a64_cur *c, const char *mn, const a64_operands *ops)
{
    static const char *const shifted[] = { "4h", "8h", "2s", "4s", NULL };
    static const char *const bytes[] = { "8b", "16b", NULL };
    const a64_operand *v = ops->v;
    int movi = !strcmp(mn, "movi");
    if ((!movi && strcmp(mn, "mvni") && strcmp(mn, "orr") && strcmp(mn, "bic")) ||
        ops->n < 2 || ops->n > 3 || v[0].kind != A64_OP_REG || v[1].kind != A64_OP_IMM ||
        v[0].r.lane >= 0)
        return 0;
    const a64_val *imm = &v[1].imm;
    int konst = !imm->sym && !v[1].mod;
    if (movi && ((v[0].r.kind == A64_R_V && !strcmp(v[0].r.arr, "2d")) ||
                 v[0].r.kind == A64_R_D)) {
        /* movi v0.2d and movi d0: LLVM's operand class takes bytes of
         * 0x00 or 0xff only and names no range */
        if (konst && byte_mask((uint64_t)imm->val))
            return 0;
        return a64_error(c, v[1].start, 1, "invalid operand for instruction");
    }
    if (v[0].r.kind != A64_R_V || !(in(v[0].r.arr, shifted) || (movi && in(v[0].r.arr, bytes))))
        return 0;
    /* the 8-bit immediate is checked before any shift after it */
    if (!konst || imm->val < 0 || imm->val > 255)
        /* (without NEON LLVM's matcher reports no operand class) */
        return a64_error(c, v[1].start, 1, "%s", a64_feature_on(c->feat, "neon")
                         ? "immediate must be an integer in range [0, 255]."
                         : "invalid operand for instruction");
    if (ops->n == 3 && v[2].kind == A64_OP_SHIFT && v[2].shift == A64_SH_LSL &&
        v[2].has_amount && v[0].r.arr[1] != 'b') {
        int64_t a = v[2].amount;
        int ok = v[0].r.arr[1] == 'h' ? (a == 0 || a == 8)
                                      : (a == 0 || a == 8 || a == 16 || a == 24);
        if (!ok)
            return a64_error(c, v[2].start, 1, "invalid operand for instruction");
    }
    return 0;
}

/* Whether name is one of the blank-separated words of list followed by
 * tail.  (The lists are strings in place: no pointers to relocate.) */
static int named(const char *name, const char *list, const char *tail)
{
    for (const char *w = list; *w;) {
        size_t l = strcspn(w, " ");
        if (!strncmp(name, w, l) && !strcmp(name + l, tail))
            return 1;
        w += l;
        w += *w == ' ';
    }
    return 0;
}

/* The shift amount of a shift by an immediate (NEON, scalar and vector,
 * and SVE), in the range LLVM's operand class of the matched opcode (by
 * its name) gives: [0, size - 1] to the left, [1, size] to the right and
 * for fixed-point fractions; size is the element the name gives (the
 * narrowing shifts': the destination's).  1 with the error in c. */
static int shift_range(a64_cur *c, const char *name, const a64_operands *ops)
{
    static const char left[] = "SHL SQSHL UQSHL SQSHLU SLI SSHLL USHLL LSL";
    static const char right[] = "SSHR USHR SRSHR URSHR SSRA USRA SRSRA URSRA SRI SHRN RSHRN "
                                "SQSHRN UQSHRN SQRSHRN UQRSHRN SQSHRUN SQRSHRUN SCVTF UCVTF "
                                "FCVTZS FCVTZU LSR ASR ASRD";
    char base[16], tail[16];
    int size = 0;
    const char *u = strchr(name, '_');
    unsigned lanes, bits;
    char e;
    if (u && !strcmp(u, "_shift") && (size_t)(u - name) < sizeof base) {
        /* NEON vectors: SHLv8i16_shift */
        const char *vp = strrchr(name, 'v');
        if (!vp || vp > u || sscanf(vp, "v%ui%u_shift", &lanes, &bits) != 2)
            return 0;
        memcpy(base, name, (size_t)(vp - name));
        base[vp - name] = 0;
        snprintf(tail, sizeof tail, "%s", vp);
        size = (int)bits;
    } else if (u && (!strncmp(u, "_ZZI_", 5) || !strncmp(u, "_ZPmI_", 6)) &&
               (size_t)(u - name) < sizeof base) {
        /* SVE: LSR_ZZI_S, ASRD_ZPmI_D */
        memcpy(base, name, (size_t)(u - name));
        base[u - name] = 0;
        e = name[strlen(name) - 1];
        size = e == 'B' ? 8 : e == 'H' ? 16 : e == 'S' ? 32 : e == 'D' ? 64 : 0;
        snprintf(tail, sizeof tail, "%s", u);
    } else {
        /* scalars: USHRd, SQSHLb, SQSHRNh */
        size_t l = strlen(name);
        if (l < 2 || l >= sizeof base)
            return 0;
        e = name[l - 1];
        size = e == 'b' ? 8 : e == 'h' ? 16 : e == 's' ? 32 : e == 'd' ? 64 : 0;
        memcpy(base, name, l - 1);
        base[l - 1] = 0;
        tail[0] = e;
        tail[1] = 0;
        if (named(name, "SCVTF UCVTF FCVTZS FCVTZU", tail))
            return 0;   /* (not the fixed-point forms' names) */
    }
    if (!size || !ops->n)
        return 0;
    int lo, hi;
    if (named(base, left, ""))
        lo = 0, hi = size - 1;
    else if (named(base, right, ""))
        lo = 1, hi = size;
    else
        return 0;
    const a64_operand *o = &ops->v[ops->n - 1];
    if (o->kind != A64_OP_IMM || o->imm.sym || o->mod || (o->imm.val >= lo && o->imm.val <= hi))
        return 0;
    a64_error(c, o->start, 1, "immediate must be an integer in range [%d, %d].", lo, hi);
    return 1;
}

/* A constant immediate operand o outside [lo, hi]: the error (fmt names
 * the range) in c, 1. */
static int out_of(a64_cur *c, const a64_operand *o, int64_t lo, int64_t hi, const char *fmt)
{
    if (o->kind != A64_OP_IMM || o->imm.sym || o->mod || (o->imm.val >= lo && o->imm.val <= hi))
        return 0;
    a64_error(c, o->start, 1, fmt, (int)lo, (int)hi);
    return 1;
}

/* The other immediates whose range the opcode's operand class gives:
 * fccmp's flags, SVE's compares with an immediate (signed or unsigned
 * by the condition), the complex rotations.  1 with the error in c. */
static int imm_range(a64_cur *c, const char *mn, const char *name, const a64_operands *ops)
{
    const a64_operand *v = ops->v;
    unsigned n = ops->n;
    if (!strncmp(name, "FCCMP", 5) && n == 4)
        return out_of(c, &v[2], 0, 15, "immediate must be an integer in range [%d, %d].");
    const char *u = strstr(name, "_PPzZI_");
    if (!strncmp(name, "CMP", 3) && u && n == 4) {
        if (named(name, "CMPHI CMPHS CMPLO CMPLS", u))
            return out_of(c, &v[3], 0, 127, "immediate must be an integer in range [%d, %d].");
        return out_of(c, &v[3], -16, 15, "index must be an integer in range [%d, %d].");
    }
    int add = named(mn, "fcadd cadd sqcadd", ""), mla = named(mn, "fcmla cmla sqrdcmlah", "");
    if ((add || mla) && n) {
        const a64_operand *o = &v[n - 1];
        if (o->kind != A64_OP_IMM || o->imm.sym || o->mod)
            return 0;
        int64_t r = o->imm.val;
        if (add ? r == 90 || r == 270 : r == 0 || r == 90 || r == 180 || r == 270)
            return 0;
        a64_error(c, o->start, 1, "complex rotation must be %s.",
                  add ? "90 or 270" : "0, 90, 180 or 270");
        return 1;
    }
    return 0;
}

int a64_check(a64_cur *c, const char *mn, const a64_operands *ops, unsigned opcode)
{
    const mca_opcode *op = mca_catalog_opcode(c->fe->cat, opcode);
    if (ranges(c, mn, ops) || sve_offset(c, mn, ops) || sve_pattern(c, mn, ops) ||
        (op && (shift_range(c, op->name, ops) || imm_range(c, mn, op->name, ops))))
        return -1;
    static const char *const ldr[] = { "ldr", "ldrb", "ldrh", "ldrsb", "ldrsh", "ldrsw", NULL };
    static const char *const str[] = { "str", "strb", "strh", NULL };
    static const char *const ldra[] = { "ldraa", "ldrab", NULL };
    static const char *const stxr[] = { "stxr", "stlxr", "stxrb", "stlxrb", "stxrh", "stlxrh",
                                        NULL };
    static const char *const stxp[] = { "stxp", "stlxp", NULL };
    const a64_operand *v = ops->v;
    unsigned k = 0;
    while (k < ops->n && v[k].kind != A64_OP_MEM)
        k++;
    if (k == ops->n || k == 0)
        return 0;
    const a64_reg *base = &v[k].base;
    int base_num = base->kind == A64_R_X && !base->sp ? (int)base->num : -1;
    int wb = v[k].wb || (k + 1 < ops->n && v[k + 1].kind == A64_OP_IMM);
    int is_ldp = !strcmp(mn, "ldp"), is_stp = !strcmp(mn, "stp");
    /* ldpsw: one register twice is checked, the writeback base is not */
    if (!strcmp(mn, "ldpsw") && k == 2 && !wb && v[0].kind == A64_OP_REG &&
        v[1].kind == A64_OP_REG && v[0].r.kind == v[1].r.kind && v[0].r.num == v[1].r.num)
        return fail(c, &v[1], "LDP", "Rt2==Rt");
    if ((in(mn, ldr) || in(mn, str) || in(mn, ldra)) && k == 1 && wb && base_num >= 0 &&
        gpr_num(&v[0]) == base_num)
        return fail(c, &v[0], in(mn, ldr) ? "LDR" : in(mn, str) ? "STR" : "LDRA",
                    in(mn, ldra) ? "writeback base is also a destination"
                                 : "writeback base is also a source");
    if ((is_ldp || is_stp) && k == 2) {
        const char *why = is_ldp ? "writeback base is also a destination"
                                 : "writeback base is also a source";
        if (wb && base_num >= 0 && gpr_num(&v[0]) == base_num)
            return fail(c, &v[0], is_ldp ? "LDP" : "STP", why);
        if (wb && base_num >= 0 && gpr_num(&v[1]) == base_num)
            return fail(c, &v[1], is_ldp ? "LDP" : "STP", why);
        /* (the writeback forms of general registers are not checked) */
        if (is_ldp && (!wb || gpr_num(&v[0]) < 0) && v[0].kind == A64_OP_REG &&
            v[1].kind == A64_OP_REG &&
            v[0].r.kind == v[1].r.kind && v[0].r.num == v[1].r.num && v[0].r.sp == v[1].r.sp)
            return fail(c, &v[1], "LDP", "Rt2==Rt");
    }
    if ((in(mn, stxr) && k == 2) || (in(mn, stxp) && k == 3)) {
        int s = gpr_num(&v[0]);
        int hit = s >= 0 && s == base_num;
        for (unsigned i = 1; i < k; i++)
            hit |= s >= 0 && gpr_num(&v[i]) == s;
        if (hit)
            return fail(c, &v[0], k == 2 ? "STXR" : "STXP", "status is also a source");
    }
    return 0;
}

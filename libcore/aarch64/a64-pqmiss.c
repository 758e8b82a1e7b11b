/* a64-pqmiss: where LLVM reports a governing predicate whose qualifier no
 * form of the mnemonic takes (ld1w { z0.s }, p0/m, [x0]; st1w ..., p0/z).
 * LLVM's parser makes "p0", "/" and "m" operands of their own and its
 * matcher reports the furthest operand every form failed at: the qualifier's
 * letter when the forms want another one, the '/' when they want none, the
 * next operand when they want one and none is written.  The catalog-form
 * matcher cannot say where (its text is normalised around braces), so the
 * place is worked out here from the forms' operands. */
#include <config.h>

#include <string.h>

#include "a64-internal.h"

/* The text of top-level operand i of form text f (after its mnemonic), in
 * *at and *n; false when it has fewer. */
static bool form_operand(const char *f, unsigned i, const char **at, size_t *n)
{
    const char *p = strchr(f, ' ');
    if (!p)
        return false;
    p++;
    int depth = 0;
    for (unsigned k = 0; k < i; p++) {
        if (!*p)
            return false;
        if (*p == '[' || *p == '{')
            depth++;
        else if (*p == ']' || *p == '}')
            depth--;
        else if (*p == ',' && depth == 0) {
            k++;
            while (p[1] == ' ')
                p++;
        }
    }
    const char *e = p;
    depth = 0;
    while (*e && !(*e == ',' && depth == 0)) {
        if (*e == '[' || *e == '{')
            depth++;
        else if (*e == ']' || *e == '}')
            depth--;
        e++;
    }
    *at = p;
    *n = (size_t)(e - p);
    return true;
}

/* The qualifier form operand o[0..n) gives a predicate register ('z', 'm',
 * or 0 for none), or -1 when it is no predicate slot of opcode op. */
static int slot_qualifier(const a64_fe *fe, const mca_opcode *op, const char *o, size_t n)
{
    if (n < 2 || o[0] != '@')
        return -1;
    size_t len;
    unsigned slot = a64_slot_num(o + 1, &len);
    if (slot >= op->op_count || !op->ops)
        return -1;
    int rc = op->ops[slot].regclass;
    const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
    if (!cls || !cls->name || strncmp(cls->name, "PPR", 3) != 0)
        return -1;
    size_t rest = n - 1 - len;
    if (rest == 0)
        return 0;
    if (rest == 2 && o[1 + len] == '/' && (o[2 + len] == 'z' || o[2 + len] == 'm'))
        return o[2 + len];
    return -1;
}

/* The compares whose "#0.0" LLVM's parser reads as tokens of their own
 * (no floating-point literal to it). */
static bool fcm_zero(const char *mn, size_t mlen)
{
    static const char *const names[] = {
        "fcmp", "fcmpe", "fcmeq", "fcmge", "fcmgt", "fcmle", "fcmlt", "fcmne",
    };
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (strlen(names[k]) == mlen && !strncmp(mn, names[k], mlen))
            return true;
    return false;
}

/* Whether the first operand of form text f (its slot of opcode op) is of
 * the register kind the statement's first operand has (z or p): only such
 * forms count (eor z0.s, p0/z, ... is no predicate eor). */
static bool same_first_kind(const a64_fe *fe, const mca_opcode *op, const char *f,
                            const a64_operands *ops)
{
    const a64_operand *o0 = &ops->v[0];
    if (o0->kind != A64_OP_REG || (o0->r.kind != A64_R_Z && o0->r.kind != A64_R_P))
        return true;
    const char *o;
    size_t n, len;
    if (!form_operand(f, 0, &o, &n) || n < 2 || o[0] != '@')
        return true;
    unsigned slot = a64_slot_num(o + 1, &len);
    if (slot >= op->op_count || !op->ops)
        return true;
    int rc = op->ops[slot].regclass;
    const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
    if (!cls || !cls->name)
        return true;
    return !strncmp(cls->name, o0->r.kind == A64_R_Z ? "ZPR" : "PPR", 3);
}

size_t a64_pq_miss(const a64_cur *c, const char *mn, size_t mlen, const a64_operands *ops,
                   bool *fp_literal)
{
    if (fp_literal)
        *fp_literal = false;
    /* the governing predicate: the first p register without an element */
    unsigned i = 0;
    while (i < ops->n && !(ops->v[i].kind == A64_OP_REG && ops->v[i].r.kind == A64_R_P &&
                           !ops->v[i].r.arr[0]))
        i++;
    if (i == ops->n)
        return (size_t)-1;
    const a64_operand *p = &ops->v[i];
    /* the compares LLVM reads with swapped operands have their forms */
    static const char *const swapped[][2] = {
        { "faclt", "facgt" }, { "facle", "facge" }, { "fcmlt", "fcmgt" },
        { "fcmle", "fcmge" }, { "cmplt", "cmpgt" }, { "cmple", "cmpge" },
        { "cmplo", "cmphi" }, { "cmpls", "cmphs" },
    };
    const mca_form_ref *refs;
    size_t nref = mca_catalog_forms_named(c->fe->cat, MCA_FORM_ASM, mn, mlen, &refs);
    for (size_t k = 0; !nref && k < sizeof swapped / sizeof *swapped; k++)
        if (strlen(swapped[k][0]) == mlen && !strncmp(mn, swapped[k][0], mlen))
            nref = mca_catalog_forms_named(c->fe->cat, MCA_FORM_ASM, swapped[k][1], mlen,
                                           &refs);
    bool want_none = false, want_some = false;
    /* LLVM's aliases of predicated instructions (mov as sel/cpy/and, fmov
     * as fcpy): the qualifiers they take, the catalog having no forms of
     * them */
    static const struct { const char *mn; int kind; const char *quals; } aliases[] = {
        { "mov", A64_R_Z, "mz" }, { "mov", A64_R_P, "mz" }, { "fmov", A64_R_Z, "m" },
    };
    for (size_t k = 0; k < sizeof aliases / sizeof *aliases; k++)
        if (strlen(aliases[k].mn) == mlen && !strncmp(mn, aliases[k].mn, mlen) && i == 1 &&
            ops->v[0].kind == A64_OP_REG && ops->v[0].r.kind == aliases[k].kind) {
            if (p->r.pq && strchr(aliases[k].quals, p->r.pq))
                return (size_t)-1;
            want_some = true;
        }
    for (size_t k = 0; k < nref; k++) {
        mca_form form;
        const mca_opcode *op = mca_catalog_opcode(c->fe->cat, refs[k].opcode);
        const char *o;
        size_t n;
        if (!op || !mca_catalog_form(c->fe->cat, refs[k].opcode, refs[k].form, &form) ||
            form.pick >= 0 || !form_operand(form.text, i, &o, &n) ||
            !same_first_kind(c->fe, op, form.text, ops))
            continue;
        int q = slot_qualifier(c->fe, op, o, n);
        if (q < 0)
            continue;
        if (q == p->r.pq)
            return (size_t)-1; /* a form takes it: the error is elsewhere */
        want_none = want_none || q == 0;
        want_some = want_some || q != 0;
    }
    const char *slash = memchr(c->s + p->start, '/', p->end - p->start);
    if (fp_literal && ((want_some && !p->r.pq) || (want_none && !want_some && p->r.pq))) {
        /* the operands after it are counted differently from every form's:
         * an FP literal there is no operand LLVM's parser expects (fmov's
         * third one is: its NEON forms have their immediate there) */
        for (unsigned k = i + 1; k < ops->n; k++)
            if (ops->v[k].kind == A64_OP_FPIMM && ops->v[k].hash &&
                !(mlen == 4 && !strncmp(mn, "fmov", 4) && k == 2) && !fcm_zero(mn, mlen)) {
                *fp_literal = true;
                size_t at = ops->v[k].start + 1;
                while (c->s[at] == ' ' || c->s[at] == '\t')
                    at++;
                return at;
            }
    }
    if (want_some && p->r.pq && slash)
        return (size_t)(slash - c->s) + 1;
    if (want_some && !p->r.pq)
        return i + 1 < ops->n ? ops->v[i + 1].start : (size_t)-1;
    if (want_none && p->r.pq && slash)
        return (size_t)(slash - c->s);
    return (size_t)-1;
}

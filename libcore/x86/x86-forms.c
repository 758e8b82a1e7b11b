/* x86-forms: the catalog's printed forms parsed into operand templates and
 * indexed by mnemonic, per syntax variant. */
#include <config.h>

#include <ctype.h>
#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "x86-internal.h"

/* Is operand n of op the first of a five-operand memory reference? */
static int is_mem_slot(const mca_opcode *op, const mca_catalog *cat, unsigned n)
{
    if (n >= op->op_count)
        return 0;
    if (op->ops[n].kind == MCA_OPND_MEM)
        return 1;
    if (op->ops[n].kind != MCA_OPND_UNKNOWN || n + 4 >= op->op_count)
        return 0;
    const mca_regclass *rc = op->ops[n + 4].regclass >= 0 ?
        mca_catalog_regclass(cat, (unsigned)op->ops[n + 4].regclass) : NULL;
    return rc && strcmp(rc->name, "SEGMENT_REG") == 0;
}

/* Operand index of the rounding-control operand (t13), or -1. */
static int rc_operand(const mca_opcode *op)
{
    for (unsigned i = 0; i < op->op_count; i++)
        if (op->ops[i].kind == MCA_OPND_TARGET && op->ops[i].target_type == 13)
            return (int)i;
    return -1;
}

/* Read "@N" at *p; the number or -1. */
static inline int read_slot(const char **p)
{
    /* (digits tested by value: isdigit is a call per character here) */
    if (**p != '@' || (*p)[1] < '0' || (*p)[1] > '9')
        return -1;
    (*p)++;
    int n = 0;
    while (**p >= '0' && **p <= '9' && n < 10000)
        n = n * 10 + (*(*p)++ - '0');
    return n;
}

/* The register written s[0..n), 0 when none (or when its number does not
 * fit a template's field: the form is then left out). */
static unsigned short lit_reg(const mca_catalog *cat, const char *s, size_t n)
{
    unsigned r = 0;
    bool found;
    if (n == 2 && strncmp(s, "st", 2) == 0) {
        found = mca_catalog_register_named(cat, "ST0", 3, &r);
    } else if (n == 5 && strncmp(s, "st(", 3) == 0 && s[4] == ')') {
        char st[4] = { 'S', 'T', s[3], 0 };
        found = mca_catalog_register_named(cat, st, 3, &r);
    } else {
        found = mca_catalog_register_named(cat, s, n, &r);
    }
    return found && r <= USHRT_MAX ? (unsigned short)r : 0;
}

/* Parse one operand template [s, e); 0 on success, -1 when unsupported.
 * colon: its first ':', or NULL (the caller's scan for the template's end
 * finds it). */
static int parse_tmpl(const mca_catalog *cat, const mca_opcode *op, int intel, int pair,
                      const char *s, const char *e, const char *colon, x86_tmpl *t)
{
    memset(t, 0, sizeof *t);
    t->slot = t->mask_slot = t->seg_slot = -1;
    static const struct { const char *w; unsigned bits; } sz[] = {
        { "byte ptr ", 8 }, { "word ptr ", 16 }, { "dword ptr ", 32 },
        { "fword ptr ", 48 }, { "qword ptr ", 64 }, { "tbyte ptr ", 80 },
        { "xmmword ptr ", 128 }, { "ymmword ptr ", 256 }, { "zmmword ptr ", 512 },
    };
    for (size_t k = 0; intel && k < sizeof sz / sizeof sz[0]; k++) {
        size_t n = strlen(sz[k].w);
        if ((size_t)(e - s) > n && strncmp(s, sz[k].w, n) == 0) {
            t->ptr_bits = sz[k].bits;
            s += n;
            break;
        }
    }
    if (*s == '{') {
        if (strncmp(s, "{sae}", 5) == 0 && s + 5 == e) {
            t->kind = X86_T_RC;
            t->slot = -1;
            return 0;
        }
        if (e - s == 8 && strncmp(s + 3, "-sae}", 5) == 0) {
            t->kind = X86_T_RC;
            t->slot = rc_operand(op);
            return t->slot < 0 ? -1 : 0;
        }
        return -1;
    }
    if (!intel && *s == '*')
        t->star = 1, s++;
    if (!intel && *s == '$')
        t->dollar = 1, s++;
    /* string operands: seg:(@n) / seg:[@n] */
    if (colon && colon < s) { /* (in a size word or '*'/'$': none has one) */
        colon = NULL;
        for (const char *q = s; q < e && !colon; q++)
            if (*q == ':')
                colon = q;
    }
    if (colon) {
        const char *q = s;
        if (*q == '%')
            q++;
        if (*q == '@') {
            int seg = read_slot(&q);
            if (q != colon)
                return -1;
            t->seg_slot = seg;
        } else {
            t->litreg = lit_reg(cat, q, (size_t)(colon - q));
            if (!t->litreg)
                return -1;
        }
        q = colon + 1;
        if (t->seg_slot >= 0 && (*q == '@' || *q == '[')) {
            /* seg:offset of movabs: the offset operand has no register class */
            int br = *q == '[';
            q += br;
            t->slot = read_slot(&q);
            if (t->slot < 0 || (unsigned)t->slot >= op->op_count ||
                op->ops[t->slot].regclass >= 0)
                goto string;
            if ((br && *q++ != ']') || q != e)
                return -1;
            t->kind = X86_T_MOFFS;
            return 0;
        }
    string:
        q = colon + 1;
        if (*q != (intel ? '[' : '('))
            return -1;
        q++;
        t->slot = read_slot(&q);
        if (t->slot < 0 || *q != (intel ? ']' : ')') || q + 1 != e)
            return -1;
        t->kind = X86_T_STR;
        return 0;
    }
    if (*s == '@') {
        t->kind = X86_T_SLOT;
        t->slot = read_slot(&s);
        if ((unsigned)t->slot >= op->op_count)
            return -1;
        if (s[0] == '{' && strncmp(s, "{1to", 4) == 0) {
            s += 4;
            while (isdigit((unsigned char)*s))
                t->bcast = t->bcast * 10 + (unsigned)(*s++ - '0');
            if (*s++ != '}')
                return -1;
        }
        if (s[0] == ' ' && strncmp(s, " {@", 3) == 0) {
            s += 2;
            t->mask_slot = read_slot(&s);
            if (*s++ != '}')
                return -1;
        }
        if (s[0] == ' ' && strncmp(s, " {z}", 4) == 0) {
            t->zero = 1;
            s += 4;
        }
        return s == e ? 0 : -1;
    }
    if (!intel && *s != '%')
        return -1;
    if (!intel)
        s++;
    t->kind = X86_T_LITREG;
    t->litreg = lit_reg(cat, s, (size_t)(e - s));
    if (pair >= 0 && e - s == 2 && !strncmp(s, "k0", 2)) {
        /* the mask-pair destination of vp2intersect, printed as its first k */
        t->kind = X86_T_SLOT;
        t->slot = pair;
        t->litreg = 0;
    }
    return t->litreg || t->kind == X86_T_SLOT ? 0 : -1;
}

int x86_pair_operand(const mca_catalog *cat, const mca_opcode *op)
{
    for (unsigned i = 0; i < op->op_count; i++) {
        int rc = op->ops[i].regclass;
        const mca_regclass *c = rc >= 0 ? mca_catalog_regclass(cat, (unsigned)rc) : NULL;
        if (op->ops[i].kind == MCA_OPND_REG && c && strstr(c->name, "PAIR"))
            return (int)i;
    }
    return -1;
}

/* Width from an opcode name (ADD32ri8: 32); 0 when none. */
static int name_bits(const char *name)
{
    const char *p = name;
    while (*p && !isdigit((unsigned char)*p))
        p++;
    int v = atoi(p);
    return v == 8 || v == 16 || v == 32 || v == 64 ? v : 0;
}

int x86_is_u8imm(const mca_catalog *cat, const mca_opcode *op)
{
    static const char *const gpr[] = {
        "SHL", "SHR", "SAR", "SAL", "ROL", "ROR", "RCL", "RCR", "SHLD", "SHRD", "BT",
        "BTC", "BTR", "BTS", "RORX", "IN8ri", "IN16ri", "IN32ri", "OUT8ir", "OUT16ir",
        "OUT32ir",
    };
    int imm = 0;
    for (unsigned i = 0; i < op->op_count; i++)
        imm |= op->ops[i].kind == MCA_OPND_IMM;
    if (!imm)
        return 0;
    if (!strcmp(op->name, "INT"))
        return 1;
    for (size_t k = 0; k < sizeof gpr / sizeof gpr[0]; k++) {
        if (op->name[0] != gpr[k][0]) /* (cheap: most names differ here) */
            continue;
        size_t n = strlen(gpr[k]);
        /* the family name, then the width (SHL32ri, BT64mi8, IN8ri) */
        if (!strncmp(op->name, gpr[k], n) &&
            (isdigit((unsigned char)op->name[n]) || gpr[k][n - 1] == 'i'))
            return 1;
    }
    for (unsigned i = 0; i < op->op_count; i++) {
        int rc = op->ops[i].kind == MCA_OPND_REG ? op->ops[i].regclass : -1;
        const mca_regclass *c = rc >= 0 ? mca_catalog_regclass(cat, (unsigned)rc) : NULL;
        if (c && c->name && ((c->name[0] == 'V' && (c->name[1] == 'R' || c->name[1] == 'K')) ||
                             (c->name[0] == 'F' && c->name[1] == 'R')))
            return 1;
    }
    return 0;
}

/* Immediate restrictions from the name: ri8 next to ri, ri32 next to ri8. */
static void imm_kind(const mca_catalog *cat, x86_form *f)
{
    const char *name = f->op->name;
    size_t n = strlen(name);
    const char *u = strchr(name, '_');
    size_t base = u ? (size_t)(u - name) : n;
    char buf[128];
    if (base + 8 > sizeof buf)
        return;
    f->bits = name_bits(name);
    if (base > 2 && name[base - 2] == 'i' && name[base - 1] == '8' && f->bits > 8) {
        memcpy(buf, name, base - 1);
        strcpy(buf + base - 1, u ? u : "");
        size_t bn = strlen(buf);
        unsigned number;  /* (the number only: making the opcode costs memory) */
        if (mca_catalog_opcode_number(cat, buf, bn, &number))
            f->imm8 = 1;
        memcpy(buf, name, base - 1);
        memcpy(buf + base - 1, "32", 2);
        strcpy(buf + base + 1, u ? u : "");
        if (mca_catalog_opcode_number(cat, buf, strlen(buf), &number))
            f->imm8 = 1;
    }
    if (base > 3 && strncmp(name + base - 3, "i32", 3) == 0 && f->bits == 64)
        f->imm32s = 1;
    f->u8imm = !f->imm8 && x86_is_u8imm(cat, f->op);
}

int x86_regclass_index(const mca_catalog *cat, const char *name)
{
    unsigned n = mca_catalog_regclass_count(cat);
    for (unsigned i = 0; i < n; i++) {
        const mca_regclass *c = mca_catalog_regclass(cat, i);
        if (c && strcmp(c->name, name) == 0)
            return (int)i;
    }
    return -1;
}

/* What parse_form leaves out for a stub: the immediate restrictions, the
 * hidden condition operand and the matcher's fields beyond the stub's. */
static void complete_form(const mca_x86 *fe, x86_form *f)
{
    imm_kind(fe->cat, f);
    f->cc_kind = (unsigned char)x86_form_cc_kind(fe->cat, f->op, f->cf, &f->hidden);
    x86_match_prepare(fe, f);
}

/* Does s[0..n) contain lit? */
static bool span_has(const char *s, size_t n, const char *lit)
{
    size_t l = strlen(lit);
    for (size_t i = 0; i + l <= n; i++)
        if (s[i] == lit[0] && !memcmp(s + i, lit, l))
            return true;
    return false;
}

/* Is s[0..n) the word w (any case)? */
static bool word_ieq(const char *s, size_t n, const char *w)
{
    return strlen(w) == n && !strncasecmp(s, w, n);
}

/* The most templates a form has (the catalog's have up to five). */
enum { TMAX = 16 };

/* Parse a catalog form into f as far as an x86_stub needs it: 1 done, 0
 * unsupported.  Nothing is allocated: f->ops points into tmp (TMAX
 * templates), and f has no prefix text (f->has_pfx says whether the form
 * has one) nor mnemonic; make_whole gives it those and the rest.  Most
 * forms of a bucket stay stubs, so this is the path to keep short. */
static int parse_form(const mca_x86 *fe, mca_form_ref ref, x86_tmpl *tmp, x86_form *f)
{
    const mca_catalog *cat = fe->cat;
    memset(f, 0, sizeof *f);
    if (!mca_catalog_opcode_brief(cat, ref.opcode, &f->opv) ||
        !mca_catalog_form(cat, ref.opcode, ref.form, &f->cfv))
        return 0;
    const mca_opcode *op = f->op = &f->opv;
    const mca_form *cf = f->cf = &f->cfv;
    f->opcode = op->number;
    const char *s = cf->text;
    int intel = cf->variant == MCA_FORM_INTEL;
    if (s[0] == '#' || strstr(s, "PSEUDO"))
        return 0;
    const char *p = s;
    while (*p == '{') {
        const char *q = strchr(p, '}');
        if (!q || q[1] != ' ')
            return 0;
        p = q + 2;
    }
    if (p != s) {
        size_t pl = (size_t)(p - s - 1);
        f->has_pfx = 1;
        if (span_has(s, pl, "{nf}"))
            f->pfx_need |= X86_PFX_NF;
        if (span_has(s, pl, "{evex}"))
            f->pfx_need |= X86_PFX_EVEX;
        if (span_has(s, pl, "{vex"))
            f->pfx_need |= X86_PFX_VEX;
    }
    const char *m = p;
    while (*p && *p != ' ') {
        if (*p == ';')
            return 0;
        p++;
    }
    size_t ml = (size_t)(p - m);
    if (*p == ' ')
        p++;
    f->dfv = -1;
    if (p[0] == '{' && !strncmp(p, "{dfv=", 5)) {
        const char *q = strchr(p, '}');
        f->dfv = x86_form_dfv_op(cat, op, cf);
        if (!q || f->dfv < 0) {
            return 0;
        }
        p = q[1] == ' ' ? q + 2 : q + 1;
    }
    /* x86_pair_operand, with the classes the front end marked */
    int pair = -1;
    const unsigned char *pair_class = fe->pair_class;
    for (unsigned i = 0, nc = fe->class_count; i < op->op_count; i++) {
        unsigned rc = (unsigned)op->ops[i].regclass; /* (-1: past nc) */
        if (rc < nc && pair_class[rc] && op->ops[i].kind == MCA_OPND_REG) {
            pair = (int)i;
            break;
        }
    }
    f->pair = pair;
    /* the operands, split at ", " */
    f->ops = tmp;
    while (*p) {
        const char *e = p, *colon = NULL;
        for (; *e && !(e[0] == ',' && e[1] == ' '); e++)
            if (*e == ':' && !colon)
                colon = e;
        if (f->nops >= TMAX ||
            parse_tmpl(cat, op, intel, f->pair, p, e, colon, &tmp[f->nops]) != 0) {
            return 0;
        }
        f->nops++;
        p = *e ? e + 2 : e;
    }
    if (f->nops && ((m[0] | 32) == 'r' || (m[0] | 32) == 'l') &&
        (word_ieq(m, ml, "rep") || word_ieq(m, ml, "repne") || word_ieq(m, ml, "lock")))
        return 0;
    f->pick = cf->pick;
    mca_form other;
    if (intel && f->pick == MCA_PICK_ERROR)
        for (unsigned k = 0; k < op->form_count; k++)
            if (mca_catalog_form(cat, op->number, k, &other) &&
                other.variant == MCA_FORM_ATT && other.fixed_operand == cf->fixed_operand &&
                other.fixed_value == cf->fixed_value)
                f->pick = other.pick;
    /* a stub needs only whether the condition is a cmpunordps or vpcomge
     * one (cc_dfv), which the text's start decides first */
    const char *t = cf->text;
    f->hidden = -1;
    if ((t[0] == 'c' && !strncmp(t, "cmpunord", 8)) ||
        (t[0] == 'v' && ((t[1] == 'c' && !strncmp(t, "vcmpunord", 9)) ||
                         (t[1] == 'p' && !strncmp(t, "vpcomge", 7)))))
        f->cc_kind = (unsigned char)x86_form_cc_kind(cat, op, cf, &f->hidden);
    x86_match_prepare_stub(fe, f);
    return 1;
}

/* Make f, from parse_form and moved to its home (f->op and f->cf point
 * into f), whole: its prefix text, mnemonic (prev_mnem when the same: a
 * bucket's forms share it) and templates in arena a, and what
 * complete_form adds.  0, or -1 out of memory. */
static int make_whole(const mca_x86 *fe, mca_arena *a, const char *prev_mnem, x86_form *f)
{
    const char *s = f->cf->text, *p = s;
    while (*p == '{')
        p = strchr(p, '}') + 2; /* (parse_form checked them) */
    if (p != s && !(f->pfx = mca_arena_strndup(a, s, (size_t)(p - s - 1))))
        return -1;
    const char *m = p;
    while (*p && *p != ' ')
        p++;
    size_t ml = (size_t)(p - m);
    if (prev_mnem && strlen(prev_mnem) == ml && strncasecmp(prev_mnem, m, ml) == 0) {
        f->mnem = prev_mnem;
    } else {
        char *lower = mca_arena_strndup(a, m, ml);
        if (!lower)
            return -1;
        for (char *q = lower; *q; q++)
            *q = (char)tolower((unsigned char)*q);
        f->mnem = lower;
    }
    if (f->nops) {
        x86_tmpl *ops = mca_arena_alloc(a, f->nops * sizeof *ops);
        if (!ops)
            return -1;
        memcpy(ops, f->ops, f->nops * sizeof *ops);
        f->ops = ops;
    } else {
        f->ops = NULL;
    }
    complete_form(fe, f);
    return 0;
}

/* Is operand i of op printed by a slot of text? */
static int has_slot(const mca_catalog *cat, const mca_opcode *op, const char *text, unsigned i)
{
    for (const char *p = text; (p = strchr(p, '@')) != NULL;) {
        p++;
        if (!isdigit((unsigned char)*p))
            continue;
        unsigned n = (unsigned)atoi(p);
        if (n == i || (is_mem_slot(op, cat, n) && i > n && i <= n + 4))
            return 1;
        if (n < op->op_count && op->ops[i].tied == (int)n)
            return 1;
    }
    return 0;
}

int x86_form_cc_kind(const mca_catalog *cat, const mca_opcode *op,
                     const mca_form *cf, int *imm_op)
{
    const char *t = cf->text;
    *imm_op = -1;
    /* only cmpunord*, vcmpunord*, vpcomge* and vpcmp* texts have a kind
     * (below): the others leave before the operand scan */
    if (!(t[0] == 'c' && !strncmp(t, "cmpunord", 8)) &&
        !(t[0] == 'v' && (!strncmp(t, "vcmpunord", 9) || !strncmp(t, "vpcomge", 7) ||
                          !strncmp(t, "vpcmp", 5))))
        return 0;
    for (unsigned i = 0; i < op->op_count; i++)
        if (op->ops[i].kind == MCA_OPND_IMM && (int)i != cf->fixed_operand &&
            op->ops[i].tied < 0) {
            if (!has_slot(cat, op, t, i)) {
                *imm_op = (int)i;
                break;
            }
            if (*imm_op < 0)
                *imm_op = -2 - (int)i; /* visible */
        }
    if (*imm_op >= 0) {
        const char *sp = strchr(t, ' ');
        size_t ml = sp ? (size_t)(sp - t) : strlen(t);
        if ((strncmp(t, "cmpunord", 8) == 0 || strncmp(t, "vcmpunord", 9) == 0) && ml < 20)
            return 1;
        if (strncmp(t, "vpcomge", 7) == 0)
            return 2;
        *imm_op = -1;
        return 0;
    }
    if (*imm_op <= -2 && strncmp(t, "vpcmp", 5) == 0 && t[5] != 'e' && t[5] != 'g' &&
        strncmp(op->name, "VPCMP", 5) == 0) {
        *imm_op = -2 - *imm_op;
        return 3;
    }
    *imm_op = -1;
    return 0;
}

int x86_form_dfv_op(const mca_catalog *cat, const mca_opcode *op, const mca_form *cf)
{
    if (!strstr(cf->text, "{dfv="))
        return -1;
    for (unsigned i = 0; i < op->op_count; i++)
        if (op->ops[i].kind == MCA_OPND_IMM && op->ops[i].tied < 0 &&
            (int)i != cf->fixed_operand && !has_slot(cat, op, cf->text, i))
            return (int)i;
    return -1;
}

const char *x86_cc_name(int cc_kind, int64_t v, int vex)
{
    static const char *const cmp[32] = {
        "eq", "lt", "le", "unord", "neq", "nlt", "nle", "ord",
        "eq_uq", "nge", "ngt", "false", "neq_oq", "ge", "gt", "true",
        "eq_os", "lt_oq", "le_oq", "unord_s", "neq_us", "nlt_uq", "nle_uq", "ord_s",
        "eq_us", "nge_uq", "ngt_uq", "false_os", "neq_os", "ge_oq", "gt_oq", "true_us" };
    static const char *const com[8] = { "lt", "le", "gt", "ge", "eq", "neq", "false", "true" };
    static const char *const pcmp[8] = { "eq", "lt", "le", NULL, "neq", "nlt", "nle", NULL };
    if (v < 0)
        return NULL;
    switch (cc_kind) {
    case 1: return v < (vex ? 32 : 8) ? cmp[v] : NULL;
    case 2: return v < 8 ? com[v] : NULL;
    case 3: return v < 8 ? pcmp[v] : NULL;
    }
    return NULL;
}

int x86_forms_lookup(const mca_x86 *fe, mca_arena *a, int variant, const char *m, size_t len,
                     x86_bucket *b, x86_stub_keep keep, const void *ctx)
{
    const mca_catalog *cat = fe->cat;
    const mca_form_ref *refs;
    b->stubs = NULL;
    b->count = 0;
    b->mnem = NULL;
    size_t n = mca_catalog_forms_named(cat, variant == MCA_X86_INTEL ? MCA_FORM_INTEL : MCA_FORM_ATT,
                                       m, len, &refs);
    if (n == 0)
        return 0;
    b->stubs = mca_arena_alloc(a, n * sizeof *b->stubs);
    if (!b->stubs)
        return -1;
    x86_form f;
    x86_tmpl tmp[TMAX];
    for (size_t i = 0; i < n; i++) {
        if (!parse_form(fe, refs[i], tmp, &f))
            continue;
        x86_stub *s = &b->stubs[b->count++];
        *s = (x86_stub){ .ref = refs[i], .pick = f.pick, .pair = f.pair, .nops = f.nops,
                         .pfx_need = f.pfx_need, .has_pfx = f.has_pfx,
                         .reject64 = f.reject64, .callpcrel32 = f.callpcrel32,
                         .implicit = f.implicit, .cc_dfv = f.cc_dfv };
        if (f.nops)
            s->t0 = f.ops[0];
        if (!keep || !keep(s, ctx))
            continue; /* a stub only: its form is made if ever needed */
        /* the statement at hand needs it: made whole now */
        x86_form *full = mca_arena_alloc(a, sizeof *full);
        if (!full)
            return -1;
        *full = f;
        full->op = &full->opv;
        full->cf = &full->cfv;
        if (make_whole(fe, a, b->mnem, full) != 0)
            return -1;
        atomic_init(&s->full, full);
        b->mnem = full->mnem;
    }
    return 0;
}

const x86_form *x86_stub_form(const mca_x86 *fe, x86_bucket *b, x86_stub *s)
{
    x86_form *f = atomic_load_explicit(&s->full, memory_order_acquire);
    if (f)
        return f;
    x86_form_store *fs = fe->forms;
    pthread_mutex_lock(&fs->mu);
    /* (another thread may have made it meanwhile) */
    f = atomic_load_explicit(&s->full, memory_order_relaxed);
    x86_tmpl tmp[TMAX];
    if (!f && (f = mca_arena_alloc(&fs->arena, sizeof *f)) != NULL) {
        /* the stub came from the same parse: it succeeds again */
        if (parse_form(fe, s->ref, tmp, f) > 0 && make_whole(fe, &fs->arena, b->mnem, f) == 0) {
            b->mnem = f->mnem;
            atomic_store_explicit(&s->full, f, memory_order_release);
        } else {
            f = NULL;
        }
    }
    pthread_mutex_unlock(&fs->mu);
    return f;
}

int x86_forms_exist(const mca_x86 *fe, int variant, const char *m, size_t len)
{
    const mca_form_ref *refs;
    return mca_catalog_forms_named(fe->cat, variant == MCA_X86_INTEL ? MCA_FORM_INTEL : MCA_FORM_ATT,
                                   m, len, &refs) != 0;
}

void x86_form_cache_init(x86_form_cache *fc)
{
    memset(fc, 0, sizeof *fc);
}

void x86_form_cache_free(x86_form_cache *fc)
{
    free(fc->cands);
    free(fc->sops);
    free(fc->sexprs);
    memset(fc, 0, sizeof *fc);
}

int x86_form_store_init(x86_form_store *fs)
{
    memset(fs, 0, sizeof *fs);
    mca_arena_init(&fs->arena);
    mca_pubmap_init(&fs->map[0]);
    mca_pubmap_init(&fs->map[1]);
    return pthread_mutex_init(&fs->mu, NULL) == 0 ? 0 : -1;
}

void x86_form_store_free(x86_form_store *fs)
{
    pthread_mutex_destroy(&fs->mu);
    mca_arena_free(&fs->arena);
    mca_pubmap_free(&fs->map[0]);
    mca_pubmap_free(&fs->map[1]);
    memset(fs, 0, sizeof *fs);
}

/* The bucket of m, made and published unless another thread did (with
 * the lock held); NULL out of memory. */
static x86_bucket *store_make(const mca_x86 *fe, int variant, const char *m, size_t len,
                              x86_stub_keep keep, const void *ctx)
{
    x86_form_store *fs = fe->forms;
    x86_bucket *b = mca_pubmap_get(&fs->map[variant], m, len);
    if (b)
        return b;
    if (!x86_forms_exist(fe, variant, m, len))
        return &fs->empty;
    char *key = mca_arena_strndup(&fs->arena, m, len);
    b = mca_arena_alloc(&fs->arena, sizeof *b);
    if (!key || !b || x86_forms_lookup(fe, &fs->arena, variant, m, len, b, keep, ctx) != 0 ||
        mca_pubmap_put(&fs->map[variant], key, len, b) != 0)
        return NULL;
    return b;
}

x86_bucket *x86_forms_get(const mca_x86 *fe, int variant, const char *m, size_t len,
                          x86_stub_keep keep, const void *ctx)
{
    x86_form_store *fs = fe->forms;
    x86_bucket *b = mca_pubmap_get(&fs->map[variant], m, len);
    if (b)
        return b;
    pthread_mutex_lock(&fs->mu);
    b = store_make(fe, variant, m, len, keep, ctx);
    pthread_mutex_unlock(&fs->mu);
    return b;
}

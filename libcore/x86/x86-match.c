/* x86-match: pick the opcode for a parsed statement from the catalog forms,
 * as LLVM's AsmMatcher and X86AsmParser do: operand classes, immediate
 * sizes, the suffix retry of AT&T mnemonics, unsized Intel memory, and the
 * assembler's preference among forms that print the same ("pick"). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "x86-internal.h"

/* A candidate: a form and the operands it fills. */
typedef struct {
    const x86_form *f;
    mca_operand *ops;
    const char **exprs; /* borrowed from the statement */
    unsigned mem_bits;  /* ptr size of the matched memory template */
} cand;

typedef struct {
    cand *v;
    size_t n, cap;
} cands;

static void cands_free(cands *cs)
{
    for (size_t i = 0; i < cs->n; i++) {
        free(cs->v[i].ops);
        free(cs->v[i].exprs);
    }
    free(cs->v);
    cs->v = NULL;
    cs->n = cs->cap = 0;
}

static const char *reg_name(const mca_catalog *cat, unsigned r)
{
    const mca_register *reg = mca_catalog_register(cat, r);
    return reg && reg->name ? reg->name : "";
}

static int in_class(const mca_catalog *cat, int rc, unsigned reg)
{
    if (rc < 0)
        return 1;
    const mca_regclass *c = mca_catalog_regclass(cat, (unsigned)rc);
    return c && mca_regclass_contains(c, reg);
}

static int class_named(const mca_catalog *cat, const char *name, unsigned reg)
{
    unsigned n = mca_catalog_regclass_count(cat);
    for (unsigned i = 0; i < n; i++) {
        const mca_regclass *c = mca_catalog_regclass(cat, i);
        if (c && strcmp(c->name, name) == 0)
            return mca_regclass_contains(c, reg);
    }
    return 0;
}

static int is_vector_class(const mca_catalog *cat, int rc)
{
    if (rc < 0)
        return 0;
    const mca_regclass *c = mca_catalog_regclass(cat, (unsigned)rc);
    return c && strncmp(c->name, "VR", 2) == 0;
}

/* Is the immediate acceptable for form f? */
static int imm_ok(const x86_form *f, const x86_val *v)
{
    if (f->imm8) {
        if (v->sym)
            return 0;
        int64_t x = v->val;
        if (x >= -128 && x <= 127)
            return 1;
        if (f->bits == 16)
            return x >= 0xFF80 && x <= 0xFFFF;
        if (f->bits == 32)
            return x >= 0xFFFFFF80LL && x <= 0xFFFFFFFFLL;
        return 0;
    }
    if (f->imm32s)
        return v->sym || (v->val >= INT32_MIN && v->val <= INT32_MAX);
    return 1;
}

static void set_val(cand *cd, unsigned i, const x86_val *v)
{
    cd->ops[i].kind = v->sym ? MCA_OPERAND_EXPR : MCA_OPERAND_IMM;
    cd->ops[i].imm = v->val;
    cd->exprs[i] = v->sym;
}

static void set_reg(cand *cd, unsigned i, unsigned r)
{
    cd->ops[i].kind = MCA_OPERAND_REG;
    cd->ops[i].reg = r;
}

/* Memory operand: address registers acceptable for the slot? */
static int mem_regs_ok(const mca_catalog *cat, const mca_opcode *op, unsigned slot,
                       const x86_operand *in)
{
    const char *b = in->base ? reg_name(cat, in->base) : NULL;
    int b64 = 0;
    if (b) {
        if (!strcmp(b, "RIP") || !strcmp(b, "EIP"))
            b64 = b[0] == 'R';
        else if (class_named(cat, "GR64", in->base))
            b64 = 1;
        else if (!class_named(cat, "GR32", in->base))
            return 0;
    }
    if (in->index) {
        int vrc = op->ops[slot + 2].regclass;
        if (is_vector_class(cat, vrc))
            return in_class(cat, vrc, in->index);
        const char *x = reg_name(cat, in->index);
        if (!strcmp(x, "RSP") || !strcmp(x, "ESP"))
            return 0;
        int x64 = class_named(cat, "GR64", in->index) || !strcmp(x, "RIZ");
        if (!x64 && !class_named(cat, "GR32", in->index) && strcmp(x, "EIZ"))
            return 0;
        if (b && (x64 != b64 || !strcmp(b, "RIP") || !strcmp(b, "EIP")))
            return 0;
    } else if (is_vector_class(cat, op->ops[slot + 2].regclass)) {
        return 0;
    }
    return 1;
}

static void fill_mem(cand *cd, unsigned slot, const x86_operand *in)
{
    set_reg(cd, slot, in->base);
    cd->ops[slot + 1].kind = MCA_OPERAND_IMM;
    cd->ops[slot + 1].imm = in->scale ? in->scale : 1;
    set_reg(cd, slot + 2, in->index);
    set_val(cd, slot + 3, &in->imm);
    set_reg(cd, slot + 4, in->seg);
}

static int is_mem_slot(const mca_catalog *cat, const mca_opcode *op, unsigned n)
{
    if (op->ops[n].kind == MCA_OPND_MEM)
        return n + 4 < op->op_count;
    if (op->ops[n].kind != MCA_OPND_UNKNOWN || n + 4 >= op->op_count)
        return 0;
    const mca_regclass *rc = op->ops[n + 4].regclass >= 0 ?
        mca_catalog_regclass(cat, (unsigned)op->ops[n + 4].regclass) : NULL;
    return rc && strcmp(rc->name, "SEGMENT_REG") == 0;
}

/* Match operand in against template t of form f; 1 when it fits. */
static int match_one(const mca_catalog *cat, const x86_form *f, const x86_tmpl *t,
                     const x86_operand *in, int intel, cand *cd)
{
    const mca_opcode *op = f->op;
    if (in->star != t->star && t->kind != X86_T_RC)
        return 0;
    /* decorations */
    if (t->kind == X86_T_SLOT) {
        if ((t->mask_slot >= 0) != (in->mask != 0) || t->zero != in->zero ||
            t->bcast != in->bcast)
            return 0;
        if (t->mask_slot >= 0) {
            if (!in_class(cat, op->ops[t->mask_slot].regclass, in->mask))
                return 0;
            set_reg(cd, (unsigned)t->mask_slot, in->mask);
        }
    } else if (in->mask || in->zero || in->bcast) {
        return 0;
    }
    switch (t->kind) {
    case X86_T_LITREG:
        return in->kind == X86_OP_REG && in->reg == t->litreg;
    case X86_T_RC:
        if (in->kind != X86_OP_RC)
            return 0;
        if (t->slot < 0)
            return in->rc == X86_RC_SAE;
        if (in->rc == X86_RC_SAE)
            return 0;
        cd->ops[t->slot].kind = MCA_OPERAND_IMM;
        cd->ops[t->slot].imm = in->rc;
        return 1;
    case X86_T_STR: {
        if (in->kind != X86_OP_MEM || !in->base || in->index || in->has_disp)
            return 0;
        const char *b = reg_name(cat, in->base);
        int dst = t->litreg != 0;
        const char *want = dst ? "DI" : "SI";
        size_t bl = strlen(b);
        if (bl < 2 || strcmp(b + bl - 2, want) != 0 || bl > 3)
            return 0;
        if (dst && in->seg && in->seg != t->litreg)
            return 0;
        set_reg(cd, (unsigned)t->slot, in->base);
        if (t->seg_slot >= 0) {
            unsigned ds = 0;
            if (!in->seg)
                mca_catalog_register_named(cat, "DS", 2, &ds);
            set_reg(cd, (unsigned)t->seg_slot, in->seg ? in->seg : ds);
        }
        return 1;
    }
    case X86_T_SLOT:
        break;
    }
    unsigned s = (unsigned)t->slot;
    if (is_mem_slot(cat, op, s)) {
        if (in->kind != X86_OP_MEM || !mem_regs_ok(cat, op, s, in))
            return 0;
        if (intel && in->ptr_bits && t->ptr_bits && in->ptr_bits != t->ptr_bits)
            return 0;
        cd->mem_bits = t->ptr_bits;
        fill_mem(cd, s, in);
        return 1;
    }
    switch (op->ops[s].kind) {
    case MCA_OPND_REG:
        if (in->kind != X86_OP_REG || !in_class(cat, op->ops[s].regclass, in->reg))
            return 0;
        set_reg(cd, s, in->reg);
        return 1;
    case MCA_OPND_PCREL:
        if (in->kind == X86_OP_MEM) {
            if (in->base || in->index || in->seg || in->ptr_bits)
                return 0;
        } else if (in->kind != X86_OP_IMM || in->dollar || in->offset_kw) {
            return 0;
        }
        set_val(cd, s, &in->imm);
        return 1;
    case MCA_OPND_IMM:
    case MCA_OPND_UNKNOWN:
    case MCA_OPND_TARGET:
        if (in->kind != X86_OP_IMM || (!intel && !in->dollar) || !imm_ok(f, &in->imm))
            return 0;
        if (in->ptr_bits)
            return 0;
        set_val(cd, s, &in->imm);
        return 1;
    default:
        return 0;
    }
}

/* Try form f; 1 and a filled candidate when it matches, 0 when not (with
 * *bad the index of the first operand that failed), -1 out of memory. */
static int try_form(const mca_catalog *cat, const x86_form *f, const x86_stmt *st,
                    int intel, cand *cd, size_t *bad)
{
    *bad = 0;
    unsigned want_pfx = st->prefixes & (X86_PFX_EVEX | X86_PFX_NF | X86_PFX_VEX | X86_PFX_VEX3);
    if (f->pfx) {
        if (strstr(f->pfx, "{nf}") && !(want_pfx & X86_PFX_NF))
            return 0;
        if (strstr(f->pfx, "{evex}") && !(want_pfx & X86_PFX_EVEX))
            return 0;
        if (strstr(f->pfx, "{vex") && !(want_pfx & (X86_PFX_VEX | X86_PFX_VEX3)))
            return 0;
    } else if (want_pfx & X86_PFX_NF) {
        return 0;
    }
    if (f->nops != st->ops.n) {
        *bad = f->nops < st->ops.n ? f->nops : st->ops.n;
        return 0;
    }
    const mca_opcode *op = f->op;
    cd->f = f;
    cd->mem_bits = 0;
    cd->ops = calloc(op->op_count ? op->op_count : 1, sizeof *cd->ops);
    cd->exprs = calloc(op->op_count ? op->op_count : 1, sizeof *cd->exprs);
    if (!cd->ops || !cd->exprs) {
        free(cd->ops);
        free(cd->exprs);
        return -1;
    }
    for (unsigned i = 0; i < op->op_count; i++)
        cd->ops[i].kind = op->ops[i].kind == MCA_OPND_REG ? MCA_OPERAND_REG : MCA_OPERAND_IMM;
    for (size_t i = 0; i < f->nops; i++) {
        if (!match_one(cat, f, &f->ops[i], &st->ops.v[i], intel, cd)) {
            *bad = i + 1;
            free(cd->ops);
            free(cd->exprs);
            cd->ops = NULL;
            cd->exprs = NULL;
            return 0;
        }
    }
    for (unsigned i = 0; i < op->op_count; i++)
        if (op->ops[i].tied >= 0 && (unsigned)op->ops[i].tied < op->op_count)
            cd->ops[i] = cd->ops[op->ops[i].tied];
    if (f->cf->fixed_operand >= 0 && (unsigned)f->cf->fixed_operand < op->op_count) {
        cd->ops[f->cf->fixed_operand].kind = MCA_OPERAND_IMM;
        cd->ops[f->cf->fixed_operand].imm = f->cf->fixed_value;
    }
    return 1;
}

/* Is a '-' form one the assembler accepts after all (the probe's text was
 * not representative: branch targets and vector indices)? */
static int reject_form(const mca_catalog *cat, const x86_form *f)
{
    if (f->cf->pick != MCA_PICK_ERROR)
        return 0;
    for (unsigned i = 0; i < f->nops; i++) {
        const x86_tmpl *t = &f->ops[i];
        if (t->kind != X86_T_SLOT)
            continue;
        if (f->op->ops[t->slot].kind == MCA_OPND_PCREL)
            return 0;
        if (is_mem_slot(cat, f->op, (unsigned)t->slot) &&
            is_vector_class(cat, f->op->ops[t->slot + 2].regclass))
            return 0;
    }
    return 1;
}

/* Collect the matches of bucket b into cs; *best_bad the furthest failing
 * operand (1-based, 0 none); *any_count whether some form had the count. */
static int collect(const mca_x86 *fe, const x86_bucket *b, int variant,
                   const x86_stmt *st, cands *cs, size_t *best_bad,
                   int *count_ok, int *fewer, int *rejected)
{
    const x86_form *forms = fe->forms[variant];
    for (size_t i = b->first; i < b->first + b->count; i++) {
        const x86_form *f = &forms[i];
        cand cd;
        size_t bad;
        int r = try_form(fe->cat, f, st, variant == MCA_X86_INTEL, &cd, &bad);
        if (r < 0)
            return -1;
        if (f->nops == st->ops.n)
            *count_ok = 1;
        else if (f->nops > st->ops.n)
            *fewer = 1;
        if (r == 0) {
            if (f->nops == st->ops.n && bad > *best_bad)
                *best_bad = bad;
            continue;
        }
        if (reject_form(fe->cat, f)) {
            *rejected = 1;
            free(cd.ops);
            free(cd.exprs);
            continue;
        }
        if (cs->n == cs->cap) {
            size_t cap = cs->cap ? cs->cap * 2 : 8;
            cand *v = realloc(cs->v, cap * sizeof *v);
            if (!v) {
                free(cd.ops);
                free(cd.exprs);
                return -1;
            }
            cs->v = v;
            cs->cap = cap;
        }
        cs->v[cs->n++] = cd;
    }
    return 0;
}

static int has_litreg(const x86_form *f)
{
    for (unsigned i = 0; i < f->nops; i++)
        if (f->ops[i].kind == X86_T_LITREG)
            return 1;
    return 0;
}

static int is_evex_name(const char *name)
{
    return strchr(name, 'Z') != NULL || strstr(name, "_EVEX") != NULL;
}

/* Rank of a candidate: lower is preferred. */
static long rank(const cand *c, unsigned prefixes)
{
    long r = 0;
    if (c->f->cf->pick == MCA_PICK_ERROR)
        r += 8;
    int evex = is_evex_name(c->f->op->name);
    if (prefixes & X86_PFX_EVEX)
        r += evex ? 0 : 4;
    else
        r += c->f->pfx ? 4 : 0;
    if (!has_litreg(c->f))
        r += 1;
    return r;
}

/* Choose among candidates; index of the winner. */
static size_t choose(const cands *cs, unsigned prefixes)
{
    size_t best = (size_t)-1;
    long best_rank = 0;
    for (size_t i = 0; i < cs->n; i++) {
        const cand *c = &cs->v[i];
        int pick = c->f->cf->pick;
        if (pick >= 0) {
            int other = 0;
            for (size_t j = 0; j < cs->n; j++)
                if ((int)cs->v[j].f->opcode == pick)
                    other = 1;
            if (other)
                continue;
        }
        long r = rank(c, prefixes);
        if (best == (size_t)-1 || r < best_rank ||
            (r == best_rank && c->f->opcode < cs->v[best].f->opcode)) {
            best = i;
            best_rank = r;
        }
    }
    return best == (size_t)-1 ? 0 : best;
}

/* Distinct nonzero memory sizes among candidates (for unsized Intel memory). */
static int distinct_sizes(const cands *cs)
{
    unsigned seen[16];
    int n = 0;
    for (size_t i = 0; i < cs->n; i++) {
        unsigned b = cs->v[i].mem_bits;
        if (!b)
            continue;
        int dup = 0;
        for (int k = 0; k < n; k++)
            dup |= seen[k] == b;
        if (!dup && n < 16)
            seen[n++] = b;
    }
    return n;
}

static int unsized_mem(const x86_stmt *st, size_t *at, size_t *span)
{
    for (size_t i = 0; i < st->ops.n; i++)
        if (st->ops.v[i].kind == X86_OP_MEM && !st->ops.v[i].ptr_bits) {
            *at = st->ops.v[i].start;
            *span = st->ops.v[i].end - st->ops.v[i].start;
            if (*span > 1 && st->ops.v[i].end > 0)
                (*span)--;
            return 1;
        }
    return 0;
}

/* Keep only candidates whose memory size is bits. */
static void keep_size(cands *cs, unsigned bits)
{
    size_t k = 0;
    for (size_t i = 0; i < cs->n; i++) {
        if (cs->v[i].mem_bits == bits || !cs->v[i].mem_bits) {
            cs->v[k++] = cs->v[i];
        } else {
            free(cs->v[i].ops);
            free(cs->v[i].exprs);
        }
    }
    cs->n = k;
}

static int finish(const cand *c, x86_result *m)
{
    const mca_opcode *op = c->f->op;
    m->form = c->f;
    m->opcode = c->f->opcode;
    m->nops = op->op_count;
    m->nexprs = op->op_count;
    m->ops = malloc((op->op_count ? op->op_count : 1) * sizeof *m->ops);
    m->exprs = calloc(op->op_count ? op->op_count : 1, sizeof *m->exprs);
    if (!m->ops || !m->exprs)
        return -1;
    memcpy(m->ops, c->ops, op->op_count * sizeof *m->ops);
    for (unsigned i = 0; i < op->op_count; i++) {
        const mca_opnd_desc *d = &op->ops[i];
        const char *e = c->exprs[d->tied >= 0 ? (unsigned)d->tied : i];
        if (e && !(m->exprs[i] = strdup(e)))
            return -1;
    }
    return 0;
}

void x86_match_free(x86_result *m)
{
    if (m->exprs)
        for (unsigned i = 0; i < m->nexprs; i++)
            free(m->exprs[i]);
    free(m->exprs);
    free(m->ops);
    memset(m, 0, sizeof *m);
}

static const char *const suffixes[] = { "b", "w", "l", "q" };
static const char *const fp_suffixes[] = { "s", "l", "t", NULL };

/* AT&T mnemonic aliases of 64-bit mode, tried before the suffix retry. */
static const char *const att_alias[][2] = {
    { "call", "callq" }, { "ret", "retq" }, { "push", "pushq" }, { "pop", "popq" },
    { "pushf", "pushfq" }, { "popf", "popfq" }, { "pushfd", "pushfl" },
    { "popfd", "popfl" }, { "lret", "lretl" }, { "iret", "iretl" },
    { "sysret", "sysretl" }, { "sysexit", "sysexitl" }, { "sgdt", "sgdtq" },
    { "sidt", "sidtq" }, { "lgdt", "lgdtq" }, { "lidt", "lidtq" },
    { "cbw", "cbtw" }, { "cwde", "cwtl" }, { "cdqe", "cltq" }, { "cwd", "cwtd" },
    { "cdq", "cltd" }, { "cqo", "cqto" }, { "loopz", "loope" }, { "loopnz", "loopne" },
    { "movsd", "movsl" }, { "xlat", "xlatb" }, { "fwait", "wait" },
    { "fucomip", "fucompi" }, { "fcomip", "fcompi" }, { "fildq", "fildll" },
    { "fistpq", "fistpll" }, { "fisttpq", "fisttpll" }, { "fldcww", "fldcw" },
    { "fnstcww", "fnstcw" }, { "fnstsww", "fnstsw" }, { "ud2a", "ud2" },
    { "leaveq", "leave" }, { "smovb", "movsb" }, { "smovw", "movsw" },
    { "smovl", "movsl" }, { "smovq", "movsq" }, { "movzx", "movzx" },
};

static const char *alias_of(const char *m, int variant)
{
    if (variant != MCA_X86_ATT)
        return m;
    for (size_t k = 0; k < sizeof att_alias / sizeof att_alias[0]; k++)
        if (!strcmp(m, att_alias[k][0]))
            return att_alias[k][1];
    return m;
}

int x86_match(const mca_x86 *fe, int variant, const x86_stmt *st,
              x86_result *m, x86_cur *c, int *oom)
{
    memset(m, 0, sizeof *m);
    cands cs = { NULL, 0, 0 };
    size_t bad = 0;
    int count_ok = 0, fewer = 0, rejected = 0, known = 0;
    const char *mn = st->mnem;
    size_t ml = strlen(mn);
    const char *ex = alias_of(mn, variant);
    const x86_bucket *b = x86_forms_lookup(fe, variant, ex, strlen(ex));
    if (b) {
        known = 1;
        if (collect(fe, b, variant, st, &cs, &bad, &count_ok, &fewer, &rejected) != 0)
            goto nomem;
    }
    if (cs.n == 0 && variant == MCA_X86_ATT) {
        char *buf = malloc(ml + 2);
        if (!buf)
            goto nomem;
        const char *hit[4];
        int nhit = 0;
        int fp = mn[0] == 'f';
        for (int k = 0; k < 4 && (!fp || fp_suffixes[k]); k++) {
            memcpy(buf, mn, ml);
            memcpy(buf + ml, fp ? fp_suffixes[k] : suffixes[k], 2);
            const x86_bucket *sb = x86_forms_lookup(fe, variant, buf, ml + 1);
            if (!sb)
                continue;
            known = 1;
            size_t before = cs.n;
            if (collect(fe, sb, variant, st, &cs, &bad, &count_ok, &fewer, &rejected) != 0) {
                free(buf);
                goto nomem;
            }
            if (cs.n > before)
                hit[nhit++] = fp ? fp_suffixes[k] : suffixes[k];
        }
        if (nhit > 1) {
            char msg[256];
            int n = snprintf(msg, sizeof msg, "ambiguous instructions require an explicit suffix (could be ");
            for (int k = 0; k < nhit; k++) {
                const char *sep = k == 0 ? "" : ", ";
                const char *orw = (k == nhit - 1) ? "or " : "";
                if (n < 0 || (size_t)n >= sizeof msg)
                    break;
                n += snprintf(msg + n, sizeof msg - (size_t)n, "%s%s'%.*s%s'", sep, orw,
                              (int)(ml > 40 ? 40 : ml), mn, hit[k]);
            }
            if (n > 0 && (size_t)n < sizeof msg - 1)
                snprintf(msg + n, sizeof msg - (size_t)n, ")");
            free(buf);
            cands_free(&cs);
            return x86_error(c, st->mnem_off, 1, "%s", msg);
        }
        free(buf);
    }
    if (cs.n == 0) {
        cands_free(&cs);
        if (!known)
            return x86_error(c, st->mnem_off, st->mnem_len,
                             "invalid instruction mnemonic '%.*s'",
                             (int)st->mnem_len, c->s + st->mnem_off);
        if (rejected)
            return x86_error(c, st->mnem_off, 1, "instruction requires: Not 64-bit mode");
        if (!count_ok && fewer)
            return x86_error(c, st->mnem_off, 1, "too few operands for instruction");
        if (bad > 0 && bad <= st->ops.n) {
            const x86_operand *o = &st->ops.v[bad - 1];
            return x86_error(c, o->start, o->end - o->start,
                             "invalid operand for instruction");
        }
        if (st->ops.n && !count_ok) {
            const x86_operand *o = &st->ops.v[st->ops.n - 1];
            return x86_error(c, o->start, o->end - o->start,
                             "invalid operand for instruction");
        }
        return x86_error(c, st->mnem_off, 1, "invalid operand for instruction");
    }
    if (variant == MCA_X86_INTEL && distinct_sizes(&cs) > 1) {
        size_t at, span;
        const char *ptr_sized[] = { "call", "jmp", "push", "pop" };
        int ptr = 0;
        for (int k = 0; k < 4; k++)
            ptr |= strcmp(mn, ptr_sized[k]) == 0;
        if (ptr) {
            keep_size(&cs, 64);
        } else if (unsized_mem(st, &at, &span)) {
            cands_free(&cs);
            return x86_error(c, at, span, "ambiguous operand size for instruction '%s'", mn);
        }
    }
    if (cs.n == 0 || finish(&cs.v[choose(&cs, st->prefixes)], m) != 0) {
        cands_free(&cs);
        x86_match_free(m);
        if (cs.n == 0)
            return x86_error(c, st->mnem_off, 1, "invalid operand for instruction");
        *oom = 1;
        return -1;
    }
    cands_free(&cs);
    return 0;
nomem:
    cands_free(&cs);
    *oom = 1;
    return -1;
}

/* x86-match: pick the opcode for a parsed statement from the catalog forms,
 * as LLVM's AsmMatcher and X86AsmParser do: operand classes, immediate
 * sizes, the suffix retry of AT&T mnemonics, unsized Intel memory, and the
 * assembler's preference among forms that print the same ("pick"). */
#include <config.h>

#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "x86-internal.h"

/* A candidate: a form and the operands it fills. */
typedef struct {
    const x86_form *f;
    mca_operand *ops;
    const char **exprs; /* borrowed from the statement */
    unsigned mem_bits;  /* ptr size of the matched memory template */
    int st_mismatch;    /* %st matched an operand written %st(0) */
    int pick;           /* the form's pick in the statement's mode */
    int pref;           /* an opcode the mode (not 64-bit) prefers */
    int mode;           /* the statement's mode: 64, 32 or 16 */
    int pooled;         /* ops is in the run's pool (cands), not malloc'd */
} cand;

typedef struct {
    cand *v;
    size_t n, cap;
    x86_form_cache *cache; /* the arrays' home between statements */
    int pcrel32;           /* outside 64-bit mode: "calll" may use CALLpcrel32 */
    /* where a trial fills its operands; only a match is copied out */
    mca_operand *sops;
    const char **sexprs;
    size_t scap;
    /* the statement's side of try_form's first tests */
    unsigned want_pfx;     /* X86_PFX_NF/EVEX/VEX given ({vex3} counts as VEX) */
    int cc_dfv;            /* as x86_form's */
    /* The first run of a statement (see x86_match): forms that cannot
     * match are passed over without finding the operand that fails, which
     * only an error message needs; any error makes the statement run
     * again without this. */
    int fast;
    /* where candidates' operands go while it has room (a run has a few
     * candidates: no malloc and free for each) */
    char *pool;
    size_t pool_used, pool_cap;
} cands;

/* A candidate's operands and expressions (one block: see collect). */
static void cand_free(cand *c)
{
    if (!c->pooled)
        free(c->ops);
    c->ops = NULL;
    c->exprs = NULL;
}

static void cands_free(cands *cs)
{
    for (size_t i = 0; i < cs->n; i++) {
        cand_free(&cs->v[i]);
    }
    /* the arrays go back to the cache for the next statement */
    cs->cache->cands = cs->v;
    cs->cache->cands_cap = cs->cap;
    cs->cache->sops = cs->sops;
    cs->cache->sexprs = cs->sexprs;
    cs->cache->scap = cs->scap;
    cs->v = NULL;
    cs->n = cs->cap = 0;
    cs->sops = NULL;
    cs->sexprs = NULL;
    cs->scap = 0;
}

static const char *reg_name(const mca_catalog *cat, unsigned r)
{
    const mca_register *reg = mca_catalog_register(cat, r);
    return reg && reg->name ? reg->name : "";
}

static int in_class(const mca_x86 *fe, int rc, unsigned reg)
{
    return x86_in_class(fe, rc, reg);
}

/* Is reg in class rc (an index from mca_x86; -1: no such class)? */
static int in_named(const mca_x86 *fe, int rc, unsigned reg)
{
    return rc >= 0 && in_class(fe, rc, reg);
}

static int is_vector_class(const mca_x86 *fe, int rc)
{
    return rc >= 0 && (unsigned)rc < fe->class_count && fe->vector_class[rc];
}

/* Is the immediate acceptable for form f? */
static int imm_ok(const x86_form *f, const mca_asm_val *v)
{
    if (f->imm8) {
        if (v->sym)
            return 1;
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
    if (f->u8imm)
        return v->sym || (v->val >= -128 && v->val <= 255);
    return 1;
}

static void set_val(cand *cd, unsigned i, const mca_asm_val *v)
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
static int mem_regs_ok(const mca_x86 *fe, const mca_opcode *op, unsigned slot,
                       const x86_operand *in)
{
    unsigned b = in->base;
    /* 16-bit addressing passed x86_check_address (but "(%dx)" is no
     * address: the port of in and out) */
    if ((x86_is_addr16(fe->cat, b) && strcmp(reg_name(fe->cat, b), "DX")) ||
        (!b && x86_is_addr16(fe->cat, in->index)))
        return !is_vector_class(fe, op->ops[slot + 2].regclass);
    int b_ip = b && (b == fe->reg_rip || b == fe->reg_eip);
    int b64 = 0;
    if (b) {
        if (b_ip)
            b64 = b == fe->reg_rip;
        else if (in_named(fe, fe->rc_gr64, b))
            b64 = 1;
        else if (!in_named(fe, fe->rc_gr32, b))
            return 0;
    }
    if (in->index) {
        unsigned x = in->index;
        int vrc = op->ops[slot + 2].regclass;
        if (is_vector_class(fe, vrc))
            return in_class(fe, vrc, x);
        if (x == fe->reg_rsp || x == fe->reg_esp)
            return 0;
        /* LLVM's parser takes a vector register as any address's index
         * and only VSIB operands check the index's class: a plain memory
         * operand takes it ((%r10,%xmm15), a read of xmm15) */
        if (in_named(fe, fe->rc_vr128x, x) || in_named(fe, fe->rc_vr256x, x) ||
            in_named(fe, fe->rc_vr512, x))
            return !b_ip;
        int x64 = in_named(fe, fe->rc_gr64, x) || x == fe->reg_riz;
        if (!x64 && !in_named(fe, fe->rc_gr32, x) && x != fe->reg_eiz)
            return 0;
        if (b && (x64 != b64 || b_ip))
            return 0;
    } else if (is_vector_class(fe, op->ops[slot + 2].regclass)) {
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

static int is_mem_slot(const mca_x86 *fe, const mca_opcode *op, unsigned n)
{
    if (op->ops[n].kind == MCA_OPND_MEM)
        return n + 4 < op->op_count;
    if (op->ops[n].kind != MCA_OPND_UNKNOWN || n + 4 >= op->op_count)
        return 0;
    /* (the class by its index: SEGMENT_REG's, found once per front end) */
    return fe->rc_segment >= 0 && op->ops[n + 4].regclass == fe->rc_segment;
}

/* Match operand in against template t of form f; 1 when it fits. */
static int match_one(const mca_x86 *fe, const x86_form *f, const x86_tmpl *t,
                     const x86_operand *in, int intel, cand *cd)
{
    const mca_catalog *cat = fe->cat;
    const mca_opcode *op = f->op;
    if (in->star != t->star && t->kind != X86_T_RC)
        return 0;
    /* decorations */
    int zero = in->zero && in->mask;
    if (t->kind == X86_T_SLOT) {
        if ((t->mask_slot >= 0) != (in->mask != 0) || t->zero != zero ||
            t->bcast != in->bcast)
            return 0;
        if (t->mask_slot >= 0) {
            if (!in_class(fe, op->ops[t->mask_slot].regclass, in->mask))
                return 0;
            set_reg(cd, (unsigned)t->mask_slot, in->mask);
        }
    } else if (in->mask || zero || in->bcast) {
        return 0;
    }
    switch (t->kind) {
    case X86_T_LITREG:
        if (in->kind != X86_OP_REG || in->reg != t->litreg)
            return 0;
        cd->st_mismatch += in->st_paren;
        return 1;
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
        /* the register only gives the address size: (R|E)SI or (R|E)DI */
        int dst = t->litreg != 0;
        int b64 = in_named(fe, fe->rc_gr64, in->base);
        if (!b64 && !in_named(fe, fe->rc_gr32, in->base))
            return 0;
        unsigned implied = 0;
        mca_catalog_register_named(cat, dst ? (b64 ? "RDI" : "EDI") : (b64 ? "RSI" : "ESI"),
                                   3, &implied);
        if (dst && in->seg && in->seg != t->litreg)
            return 0;
        if (intel && in->ptr_bits && t->ptr_bits && in->ptr_bits != t->ptr_bits)
            return 0;
        set_reg(cd, (unsigned)t->slot, implied);
        if (t->seg_slot >= 0)
            set_reg(cd, (unsigned)t->seg_slot, in->seg);
        return 1;
    }
    case X86_T_MOFFS:
        if (in->kind != X86_OP_MEM || in->base || in->index || !in->has_disp)
            return 0;
        if (intel && in->ptr_bits && t->ptr_bits && in->ptr_bits != t->ptr_bits)
            return 0;
        set_val(cd, (unsigned)t->slot, &in->imm);
        set_reg(cd, (unsigned)t->seg_slot, in->seg);
        return 1;
    case X86_T_SLOT:
        break;
    }
    unsigned s = (unsigned)t->slot;
    if (t->mem) {
        if (in->kind != X86_OP_MEM || !mem_regs_ok(fe, op, s, in))
            return 0;
        if (intel && in->ptr_bits && t->ptr_bits && in->ptr_bits != t->ptr_bits)
            return 0;
        cd->mem_bits = t->ptr_bits;
        fill_mem(cd, s, in);
        return 1;
    }
    switch (op->ops[s].kind) {
    case MCA_OPND_REG:
        if (in->kind != X86_OP_REG)
            return 0;
        if (!in_class(fe, op->ops[s].regclass, in->reg)) {
            /* %k2 names the pair k2:k3 */
            const char *n = reg_name(cat, in->reg);
            char pn[16];
            unsigned pr;
            if (n[0] != 'K' || !isdigit((unsigned char)n[1]) || n[2] || (n[1] - '0') % 2 ||
                (int)s != f->pair)
                return 0;
            snprintf(pn, sizeof pn, "K%c_K%c", n[1], n[1] + 1);
            if (!mca_catalog_register_named(cat, pn, strlen(pn), &pr) ||
                !in_class(fe, op->ops[s].regclass, pr))
                return 0;
            set_reg(cd, s, pr);
            return 1;
        }
        set_reg(cd, s, in->reg);
        return 1;
    case MCA_OPND_PCREL:
        if (in->kind == X86_OP_MEM) {
            if (in->base || in->index || in->seg || in->ptr_bits || in->bracket)
                return 0;
        } else if (in->kind != X86_OP_IMM || in->dollar || in->offset_kw || intel) {
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

/* A necessary condition of match_one, cheap to test: 1 when match_one
 * would certainly fail (a wrong operand kind, '*', or register class). */
static inline int quick_fail(const mca_x86 *fe, int pair, const x86_tmpl *t,
                             const x86_operand *in)
{
    if (in->star != t->star && t->kind != X86_T_RC)
        return 1;
    if (!(t->kinds >> in->kind & 1))
        return 1;
    if (t->kind == X86_T_LITREG)
        return in->reg != t->litreg;
    /* a register outside the class matches only as a mask pair */
    return t->reg_rc != -2 && in->kind == X86_OP_REG && !x86_in_class(fe, t->reg_rc, in->reg) &&
           t->slot != pair;
}

/* Try form f; 1 and a candidate filled in cs's scratch arrays when it
 * matches, 0 when not (with *bad the index of the first operand that
 * failed), -1 out of memory. */
static int try_form(const mca_x86 *fe, const x86_form *f, const x86_stmt *st,
                    int intel, cand *cd, cands *cs, size_t *bad)
{
    const mca_catalog *cat = fe->cat;
    *bad = 0;
    if ((f->pfx_need & ~cs->want_pfx) || (!f->pfx && (cs->want_pfx & X86_PFX_NF)))
        return 0;
    if (f->cc_dfv != cs->cc_dfv)
        return 0;
    int implicit = st->ops.n == 0 && f->implicit;
    const mca_opcode *op = f->op;
    size_t common = implicit ? f->nops : f->nops < st->ops.n ? f->nops : st->ops.n;
    /* most forms fail on their first operand */
    if (!implicit && common && quick_fail(fe, f->pair, &f->ops[0], &st->ops.v[0])) {
        *bad = 1;
        return 0;
    }
    size_t need = op->op_count ? op->op_count : 1;
    if (need > cs->scap) {
        mca_operand *o = realloc(cs->sops, need * sizeof *o);
        if (o)
            cs->sops = o;
        const char **e = realloc(cs->sexprs, need * sizeof *e);
        if (e)
            cs->sexprs = e;
        if (!o || !e)
            return -1;
        cs->scap = need;
    }
    cd->f = f;
    cd->ops = cs->sops;
    cd->exprs = cs->sexprs;
    /* Most trials fail: a first pass only decides, writing the operands
     * anywhere in the scratch arrays; a match runs again on cleared ones. */
    cd->mem_bits = 0;
    cd->st_mismatch = 0;
    for (size_t i = 0; !implicit && i < common; i++)
        if (quick_fail(fe, f->pair, &f->ops[i], &st->ops.v[i]) ||
            !match_one(fe, f, &f->ops[i], &st->ops.v[i], intel, cd)) {
            *bad = i + 1;
            return 0;
        }
    if (!implicit && f->nops != st->ops.n) {
        *bad = common + 1;
        return 0;
    }
    cd->mem_bits = 0;
    cd->st_mismatch = 0;
    memset(cd->ops, 0, need * sizeof *cd->ops);
    memset(cd->exprs, 0, need * sizeof *cd->exprs);
    for (unsigned i = 0; i < op->op_count; i++)
        cd->ops[i].kind = op->ops[i].kind == MCA_OPND_REG ? MCA_OPERAND_REG : MCA_OPERAND_IMM;
    for (size_t i = 0; i < common; i++) {
        if (implicit) {
            const x86_tmpl *t = &f->ops[i];
            if (t->kind == X86_T_STR) {
                /* the address size of the mode: RSI, ESI or SI */
                static const char *const idx[3][2] = { { "RSI", "RDI" }, { "ESI", "EDI" },
                                                       { "SI", "DI" } };
                const char *rn = idx[st->mode == 64 ? 0 : st->mode == 32 ? 1 : 2][t->litreg != 0];
                unsigned r = 0;
                mca_catalog_register_named(cat, rn, strlen(rn), &r);
                set_reg(cd, (unsigned)t->slot, r);
                if (t->seg_slot >= 0)
                    set_reg(cd, (unsigned)t->seg_slot, 0);
            }
            continue;
        }
        if (!match_one(fe, f, &f->ops[i], &st->ops.v[i], intel, cd)) {
            *bad = i + 1;
            return 0;
        }
    }
    if (!implicit && f->nops != st->ops.n) {
        *bad = common + 1;
        return 0;
    }
    for (unsigned i = 0; i < op->op_count; i++)
        if (op->ops[i].tied >= 0 && (unsigned)op->ops[i].tied < op->op_count)
            cd->ops[i] = cd->ops[op->ops[i].tied];
    if (f->dfv >= 0) {
        cd->ops[f->dfv].kind = MCA_OPERAND_IMM;
        cd->ops[f->dfv].imm = st->dfv;
    }
    if (st->has_cc && f->hidden >= 0) {
        cd->ops[f->hidden].kind = MCA_OPERAND_IMM;
        cd->ops[f->hidden].imm = st->cc;
    }
    if (f->cf->fixed_operand >= 0 && (unsigned)f->cf->fixed_operand < op->op_count) {
        cd->ops[f->cf->fixed_operand].kind = MCA_OPERAND_IMM;
        cd->ops[f->cf->fixed_operand].imm = f->cf->fixed_value;
    }
    return 1;
}

/* Opcodes that exist only outside 64-bit mode (name prefixes). */
static const char *const not64_names[] = {
    "AAA", "AAD8i8", "AAM8i8", "AAS", "DAA", "DAS", "INTO", "PUSHA", "POPA", "BOUNDS",
    "ARPL", "LDS", "LES", "SALC", "PUSH32", "POP32", "PUSHF32", "POPF32", "CALL32",
    "JMP32", "CALL16", "JMP16", "CALLpcrel16", "JCXZ", "FARCALL16i", "FARCALL32i",
    "FARJMP16i", "FARJMP32i", "PUSHCS", "PUSHDS", "PUSHES", "PUSHSS", "POPDS", "POPES",
    "POPSS", "INC16r_alt", "INC32r_alt", "DEC16r_alt", "DEC32r_alt", "LGDT16m",
    "LGDT32m", "LIDT16m", "LIDT32m", "MOV32cr", "MOV32dr", "MOV32rc", "MOV32rd",
    "INVEPT32", "INVPCID32", "INVVPID32", "PUSHFS32", "PUSHGS32", "POPFS32", "POPGS32",
    "RET32", "RETI32",
};

/* Is name one of not64_names (a prefix of it)? */
static int name_not64(const char *name)
{
    /* (the first letter first: every form whose probe failed asks) */
    for (size_t k = 0; k < sizeof not64_names / sizeof not64_names[0]; k++)
        if (name[0] == not64_names[k][0] &&
            !strncmp(name, not64_names[k], strlen(not64_names[k])))
            return 1;
    return 0;
}

/* What the assembler makes of a form whose probe failed ('-'): 0 it is
 * accepted after all (the probe's text was not representative: string
 * operands, vector indices, APX new-data-destination forms), 1 it needs
 * a mode other than 64-bit, 2 the assembler does not know it. */
static int reject64(const mca_x86 *fe, const x86_form *f)
{
    if (strstr(f->op->name, "_ND") && f->nops == 3)
        return 0;
    for (unsigned i = 0; i < f->nops; i++) {
        const x86_tmpl *t = &f->ops[i];
        if (t->kind == X86_T_STR)
            return 0;
        if (t->kind != X86_T_SLOT)
            continue;
        if (t->mem && is_vector_class(fe, f->op->ops[t->slot + 2].regclass))
            return 0;
    }
    return f->not64 ? 1 : 2;
}

/* What the assembler makes of form f in a mode: 0 it may match (*pick its
 * pick in that mode), 1 it needs another mode, 2 the assembler does not
 * know it. */
static int reject_kind(const mca_catalog *cat, const x86_form *f, int mode, int *pick)
{
    *pick = f->pick;
    int kind = f->pick == MCA_PICK_ERROR ? f->reject64 : 0;
    if (mode == 64)
        return kind;
    if (kind == 2 && !x86_prefer_outside64(f->op->name, mode))
        return 2;
    int not64 = kind == 1 || (f->not64 < 0 ? name_not64(f->op->name) : f->not64);
    *pick = x86_mode_pick(cat, f, mode, not64);
    if (*pick == X86_PICK_NEED64)
        return 1;
    if (*pick == MCA_PICK_ERROR && f->pick != MCA_PICK_ERROR)
        return 2;
    return 0;
}

/* LLVM 22's Intel matcher names every feature bit as missing for jcxz in
 * 64-bit mode and jrcxz outside it (measured with llvm-mca 22): the seven
 * mode predicates, then "(unknown)" for the other 377 bits of its feature
 * set.  NULL for every other statement. */
static char *all_features_missing(const x86_stmt *st)
{
    if (!st->intel || !((st->mode == 64 && !strcmp(st->mnem, "jcxz")) ||
                        (st->mode != 64 && !strcmp(st->mnem, "jrcxz"))))
        return NULL;
    static const char head[] = "instruction requires: 16-bit mode 32-bit mode 64-bit mode "
                               "x32 ABI Not 16-bit mode Not 64-bit mode not x32 ABI";
    static const char unknown[] = " (unknown)";
    enum { UNKNOWN_BITS = 377 };
    size_t n = sizeof head - 1 + UNKNOWN_BITS * (sizeof unknown - 1);
    char *m = malloc(n + 1);
    if (!m)
        return NULL;
    memcpy(m, head, sizeof head - 1);
    for (size_t k = 0; k < UNKNOWN_BITS; k++)
        memcpy(m + sizeof head - 1 + k * (sizeof unknown - 1), unknown, sizeof unknown - 1);
    m[n] = 0;
    return m;
}

/* The message of a form that needs another mode. */
static const char *need_mode(const x86_stmt *st)
{
    return st->mode == 64 ? "instruction requires: Not 64-bit mode"
                          : "instruction requires: 64-bit mode";
}

/* Collect the matches of bucket b into cs; *best_bad the furthest failing
 * operand (1-based, 0 none); *any_count whether some form had the count. */
/* Does try_form fail on stub s before it needs the form (its first
 * tests, in its order)?  1 with *bad as try_form sets it. */
static int stub_fails(const mca_x86 *fe, const x86_stub *s, const x86_stmt *st,
                      const cands *cs, size_t *bad)
{
    *bad = 0;
    if ((s->pfx_need & ~cs->want_pfx) || (!s->has_pfx && (cs->want_pfx & X86_PFX_NF)))
        return 1;
    if (s->cc_dfv != cs->cc_dfv)
        return 1;
    int implicit = st->ops.n == 0 && s->implicit;
    size_t common = implicit ? s->nops : s->nops < st->ops.n ? s->nops : st->ops.n;
    if (!implicit && common && quick_fail(fe, s->pair, &s->t0, &st->ops.v[0])) {
        *bad = 1;
        return 1;
    }
    return 0;
}

/* In a fast run (64-bit mode), a necessary condition of try_form on the
 * whole form, cheaper than its tests in order: the operand kinds and
 * classes (quick_fail) and the decorations ({k}, {z}, {1toN}) of every
 * operand.  1 when f certainly fails. */
static int fast_fails(const mca_x86 *fe, const x86_form *f, const x86_stmt *st)
{
    for (size_t i = 0; i < f->nops; i++) {
        const x86_tmpl *t = &f->ops[i];
        const x86_operand *in = &st->ops.v[i];
        if (quick_fail(fe, f->pair, t, in))
            return 1;
        int zero = in->zero && in->mask;
        if (t->kind == X86_T_SLOT ? (t->mask_slot >= 0) != (in->mask != 0) || t->zero != zero ||
                                        t->bcast != in->bcast
                                  : in->mask || zero || in->bcast)
            return 1;
    }
    return 0;
}

/* (the flags are kept in locals and stored on the way out: stores
 * through int pointers would make every test in the loop reload what it
 * reads of st and cs) */
#define COLLECT_OUT()                                                                    \
    (*best_bad_out = best_bad, *count_ok_out = count_ok, *fewer_out = fewer,             \
     *rejected_out = rejected, *known_out = known, *inexact_out = inexact)

static int collect(const mca_x86 *fe, x86_bucket *b, int variant,
                   const x86_stmt *st, cands *cs, size_t *best_bad_out,
                   int *count_ok_out, int *fewer_out, int *rejected_out, int *known_out,
                   int *inexact_out)
{
    size_t best_bad = *best_bad_out;
    int count_ok = *count_ok_out, fewer = *fewer_out, rejected = *rejected_out;
    int known = *known_out, inexact = *inexact_out;
    const size_t nst = st->ops.n;
    const int mode = st->mode;
    const int fast = cs->fast && mode == 64;
    for (size_t i = 0; i < b->count; i++) {
        x86_stub *s = &b->stubs[i];
        const x86_form *f = NULL;
        int pick = s->pick, rk;
        if (mode == 64) {
            rk = s->pick == MCA_PICK_ERROR ? s->reject64 : 0;   /* reject_kind's */
        } else {
            if (!(f = x86_stub_form(fe, b, s)))
                return COLLECT_OUT(), -1;
            rk = reject_kind(fe->cat, f, st->mode, &pick);
        }
        if (rk == 2)
            continue;
        /* outside 64-bit mode CALLpcrel32 is "calll" (the catalog prints
         * it as in 64-bit mode: "callq") */
        if (st->mode != 64 && variant == MCA_X86_ATT && !cs->pcrel32 && s->callpcrel32)
            continue;
        known = 1;
        if (s->nops == nst)
            count_ok = 1;
        else if (s->nops > nst)
            fewer = 1;
        /* a fast run passes over a form of another operand count (it
         * cannot match) and, in 64-bit mode, one that fast_fails */
        if (fast && s->nops != nst && !(nst == 0 && s->implicit)) {
            inexact = 1;
            continue;
        }
        cand cd;
        size_t bad;
        int r;
        if (stub_fails(fe, s, st, cs, &bad))
            r = 0;
        else if (!f && !(f = x86_stub_form(fe, b, s)))
            return COLLECT_OUT(), -1;
        else if (fast && s->nops == nst && fast_fails(fe, f, st)) {
            inexact = 1;
            continue;
        } else
            r = try_form(fe, f, st, variant == MCA_X86_INTEL, &cd, cs, &bad);
        if (r < 0)
            return COLLECT_OUT(), -1;
        if (r == 0) {
            if (bad > best_bad)
                best_bad = bad;
            continue;
        }
        cd.pick = pick;
        cd.pref = st->mode != 64 && x86_prefer_outside64(f->op->name, st->mode);
        cd.mode = st->mode;
        if (rk == 1) {
            rejected = 1;
            continue;
        }
        if (cs->n == cs->cap) {
            size_t cap = cs->cap ? cs->cap * 2 : 8;
            cand *v = realloc(cs->v, cap * sizeof *v);
            if (!v)
                return COLLECT_OUT(), -1;
            cs->v = v;
            cs->cap = cap;
        }
        /* the candidate's own copy of the scratch operands, and after
         * them its expressions: one block (cand_free) */
        size_t n = f->op->op_count ? f->op->op_count : 1;
        size_t bytes = n * (sizeof(mca_operand) + sizeof *cd.exprs);
        mca_operand *ops;
        cd.pooled = cs->pool && bytes <= cs->pool_cap - cs->pool_used;
        if (cd.pooled) {
            ops = (mca_operand *)(void *)(cs->pool + cs->pool_used);
            cs->pool_used += (bytes + 15) & ~(size_t)15;
        } else if (!(ops = malloc(bytes))) {
            return COLLECT_OUT(), -1;
        }
        const char **exprs = (const char **)(void *)(ops + n);
        memcpy(ops, cd.ops, n * sizeof *ops);
        memcpy(exprs, cd.exprs, n * sizeof *exprs);
        cd.ops = ops;
        cd.exprs = exprs;
        cs->v[cs->n++] = cd;
    }
    COLLECT_OUT();
    return 0;
}
#undef COLLECT_OUT

static int has_litreg(const x86_form *f)
{
    for (unsigned i = 0; i < f->nops; i++)
        if (f->ops[i].kind == X86_T_LITREG)
            return 1;
    return 0;
}

/* An EVEX-encoded opcode: AVX-512 names (VADDPSZ128rr, VADDPSZrm) or the
 * APX _EVEX forms. */
static int is_evex_name(const char *name)
{
    if (strstr(name, "_EVEX"))
        return 1;
    if (name[0] != 'V')
        return 0;
    for (const char *z = strchr(name, 'Z'); z; z = strchr(z + 1, 'Z'))
        if (!strncmp(z + 1, "128", 3) || !strncmp(z + 1, "256", 3) || z[1] == 'r' ||
            z[1] == 'm')
            return 1;
    return 0;
}

/* Is evex the AVX-512 twin of the VEX opcode vex (VMAXPDZ256rm of
 * VMAXPDYrm, VADDSDZrm_Int of VADDSDrm_Int)? */
static int evex_twin(const char *evex, const char *vex)
{
    char buf[96];
    size_t n = 0;
    for (const char *p = evex; *p && n + 2 < sizeof buf; p++) {
        if (*p == 'Z' && !strncmp(p + 1, "256", 3)) {
            buf[n++] = 'Y';
            p += 3;
        } else if (*p == 'Z' && !strncmp(p + 1, "128", 3)) {
            p += 3;
        } else if (*p == 'Z' && (p[1] == 'r' || p[1] == 'm')) {
            continue;
        } else {
            buf[n++] = *p;
        }
    }
    buf[n] = 0;
    return !strcmp(buf, vex);
}

/* Rank of a candidate: lower is preferred. */
static long rank(const cand *c, unsigned prefixes)
{
    long r = 0;
    if (c->pick == MCA_PICK_ERROR)
        r += 8;
    r -= 16 * c->pref;
    int evex = c->f->evex;
    if (prefixes & X86_PFX_EVEX)
        r += evex ? 0 : 4;
    else if (prefixes & (X86_PFX_VEX | X86_PFX_VEX3))
        r += evex ? 4 : 0;
    else
        r += c->f->pfx ? 4 : 0;
    r -= 8 * c->f->pcrel;
    if (c->f->rev_end)
        r += 2;
    if (c->f->far && c->f->bits != 32)
        r += 2;
    r += c->st_mismatch;
    /* push/pop default to the mode's width */
    if (c->f->bits != c->mode && c->f->pushpop)
        r += 2;
    if (c->mode != 64) {
        /* near call/jmp before far; the short immediate when it fits (the
         * catalog's picks say so in 64-bit mode) */
        if (c->f->far)
            r += 4;
        if (c->f->imm8)
            r -= 1;
    }
    if (!c->f->litreg)
        r += 1;
    return r;
}

/* Is opcode one of the candidates? */
static int has_candidate(const cands *cs, int opcode)
{
    for (size_t j = 0; j < cs->n; j++)
        if ((int)cs->v[j].f->opcode == opcode)
            return 1;
    return 0;
}

/* Choose among candidates; index of the winner. */
static size_t choose(const mca_catalog *cat, const cands *cs, unsigned prefixes)
{
    size_t best = (size_t)-1;
    long best_rank = 0;
    for (size_t i = 0; i < cs->n; i++) {
        const cand *c = &cs->v[i];
        int pick = c->pick;
        long extra = 0;
        /* The pick was probed with VEX registers; with an {evex} prefix or
         * operands only EVEX can encode (xmm16-31: the picked VEX opcode
         * is no candidate), the assembler takes the EVEX twin of its pick
         * (vmovq 24(%rdi), %xmm16 is VMOVQI2PQIZrm, not VMOV64toPQIZrm). */
        if (c->f->evex && pick >= 0 &&
            ((prefixes & X86_PFX_EVEX) || !has_candidate(cs, pick))) {
            const mca_opcode *to = mca_catalog_opcode(cat, (unsigned)pick);
            if (to && !is_evex_name(to->name)) {
                pick = MCA_PICK_SELF;
                /* prefer the EVEX twin of what the assembler picks */
                extra += !evex_twin(c->f->op->name, to->name);
            }
        }
        if (prefixes & X86_PFX_SWAP) {
            if (c->f->rev) {
                pick = MCA_PICK_SELF;
                extra -= 16;
            }
            if (c->f->evex && !(prefixes & X86_PFX_EVEX))
                extra += 4;
        }
        if (pick >= 0) {
            int other = 0;
            for (size_t j = 0; j < cs->n; j++)
                if ((int)cs->v[j].f->opcode == pick)
                    other = 1;
            if (other)
                continue;
        }
        long r = rank(c, prefixes) + extra;
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
            cand_free(&cs->v[i]);
        }
    }
    cs->n = k;
}

static int finish(const cand *c, x86_result *m)
{
    const mca_opcode *op = c->f->op;
    m->form_pfx = c->f->pfx != NULL;
    m->opcode = c->f->opcode;
    m->nops = op->op_count;
    m->ops = malloc((op->op_count ? op->op_count : 1) * sizeof *m->ops);
    if (!m->ops)
        return -1;
    memcpy(m->ops, c->ops, op->op_count * sizeof *m->ops);
    /* the expression texts, when there are any (most statements have
     * none: no array then, nexprs 0) */
    int any = 0;
    for (unsigned i = 0; i < op->op_count && !any; i++)
        any = c->exprs[op->ops[i].tied >= 0 ? (unsigned)op->ops[i].tied : i] != NULL;
    if (!any)
        return 0;
    m->nexprs = op->op_count;
    m->exprs = calloc(op->op_count, sizeof *m->exprs);
    if (!m->exprs)
        return -1;
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


static const char *const suffixes[] = { "b", "w", "l", "q", NULL };
static const char *const fp_suffixes[] = { "s", "l", "t", NULL };
static const char *const intel_str_suffixes[] = { "b", "w", "d", "q", NULL };

/* Mnemonic aliases of 64-bit mode, tried when the mnemonic itself fails. */
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
    { "smovl", "movsl" }, { "smovq", "movsq" }, { "movabs", "movabsq" },
    { "cmpsd", "cmpsl" }, { "scasd", "scasl" }, { "stosd", "stosl" }, { "lodsd", "lodsl" },
};
static const char *const intel_alias[][2] = {
    { "fucomip", "fucompi" }, { "fcomip", "fcompi" }, { "fwait", "wait" },
    { "xlat", "xlatb" }, { "ud2a", "ud2" }, { "loopz", "loope" }, { "loopnz", "loopne" },
};

/* The same aliases outside 64-bit mode, where the default operand size is
 * 32 (or 16) bits. */
static const char *const att_alias32[][3] = {
    { "call", "calll", "callw" }, { "ret", "retl", "retw" }, { "push", "pushl", "pushw" },
    { "pop", "popl", "popw" }, { "pushf", "pushfl", "pushfw" }, { "popf", "popfl", "popfw" },
    { "sgdt", "sgdtl", "sgdtw" }, { "sidt", "sidtl", "sidtw" }, { "lgdt", "lgdtl", "lgdtw" },
    { "lidt", "lidtl", "lidtw" },
};

static const char *alias_of(const char *m, int variant, int mode)
{
    if (mode != 64 && !strcmp(m, "leaveq"))
        return m; /* "leaveq" is an alias of 64-bit mode only */
    /* the names of the three tables start with one of these letters (most
     * statements' mnemonics, vector ones first, with none of them) */
    switch (m[0]) {
    case 'c': case 'f': case 'i': case 'l': case 'm': case 'p': case 'r': case 's':
    case 'u': case 'x':
        break;
    default:
        return m;
    }
    /* (the first letters are compared before the names: this runs for
     * every statement) */
    if (variant == MCA_X86_ATT && mode != 64)
        for (size_t k = 0; k < sizeof att_alias32 / sizeof att_alias32[0]; k++)
            if (m[0] == att_alias32[k][0][0] && !strcmp(m, att_alias32[k][0]))
                return att_alias32[k][mode == 16 ? 2 : 1];
    if (variant == MCA_X86_ATT) {
        for (size_t k = 0; k < sizeof att_alias / sizeof att_alias[0]; k++)
            if (m[0] == att_alias[k][0][0] && !strcmp(m, att_alias[k][0]))
                return att_alias[k][1];
    } else {
        for (size_t k = 0; k < sizeof intel_alias / sizeof intel_alias[0]; k++)
            if (m[0] == intel_alias[k][0][0] && !strcmp(m, intel_alias[k][0]))
                return intel_alias[k][1];
    }
    return m;
}

typedef struct {
    size_t bad;
    int count_ok, fewer, rejected, known;
    int inexact; /* a fast run passed over forms: bad may be too small */
} info;

/* The parsed forms of m (from the front end's store, which outlives the
 * candidates); NULL when out of memory. */
/* What a new bucket's stubs are tested against (x86_stub_keep). */
typedef struct {
    const mca_x86 *fe;
    const x86_stmt *st;
    const cands *cs;
} keep_ctx;

/* collect will want the form: outside 64-bit mode it looks at every form,
 * else at those that get past stub_fails. */
static int keep_for_stmt(const x86_stub *s, const void *ctx)
{
    const keep_ctx *k = ctx;
    size_t bad;
    if (k->st->mode != 64)
        return 1;
    if (k->cs->fast && s->nops != k->st->ops.n && !(k->st->ops.n == 0 && s->implicit))
        return 0; /* (collect passes over it) */
    return !stub_fails(k->fe, s, k->st, k->cs, &bad);
}

static x86_bucket *hold(const mca_x86 *fe, int variant, const x86_stmt *st, const char *m,
                        size_t len, cands *cs)
{
    keep_ctx k = { fe, st, cs };
    return x86_forms_get(fe, variant, m, len, keep_for_stmt, &k);
}

/* Collect the matches of mnemonic m (len bytes); -1 when out of memory. */
static int attempt(const mca_x86 *fe, int variant, const x86_stmt *st,
                   const char *m, size_t len, cands *cs, info *in)
{
    x86_bucket *b = hold(fe, variant, st, m, len, cs);
    if (!b)
        return -1;
    size_t before = cs->n;
    if (collect(fe, b, variant, st, cs, &in->bad, &in->count_ok, &in->fewer,
                &in->rejected, &in->known, &in->inexact) != 0)
        return -1;
    /* "movq $imm64, %reg" is movabsq when the immediate needs 64 bits */
    const char *wide = variant == MCA_X86_ATT ? "movq" : "mov";
    if (cs->n == before && len == strlen(wide) && !strncmp(m, wide, len)) {
        const char *m2 = variant == MCA_X86_ATT ? "movabsq" : "movabs";
        x86_bucket *b2 = hold(fe, variant, st, m2, strlen(m2), cs);
        info scratch = *in;
        if (!b2 || collect(fe, b2, variant, st, cs, &scratch.bad, &scratch.count_ok,
                          &scratch.fewer, &scratch.rejected, &scratch.known,
                          &scratch.inexact) != 0)
            return -1;
    }
    return 0;
}

/* Try m + each suffix; the number of suffixes that matched (hit[] gets
 * them), or -1 when out of memory. */
static int attempt_suffixes(const mca_x86 *fe, int variant, const x86_stmt *st,
                            const char *m, const char *const *sfx, cands *cs,
                            info *in, const char **hit)
{
    size_t ml = strlen(m);
    char *buf = malloc(ml + 3);
    if (!buf)
        return -1;
    int nhit = 0;
    for (int k = 0; sfx[k]; k++) {
        memcpy(buf, m, ml);
        strcpy(buf + ml, sfx[k]);
        size_t before = cs->n;
        if (attempt(fe, variant, st, buf, ml + strlen(sfx[k]), cs, in) != 0) {
            free(buf);
            return -1;
        }
        if (cs->n > before)
            hit[nhit++] = sfx[k];
    }
    free(buf);
    return nhit;
}

/* Drop candidates for which keep() is false. */
static void filter(cands *cs, int (*keep)(const cand *, int), int arg)
{
    size_t k = 0;
    for (size_t i = 0; i < cs->n; i++) {
        if (keep(&cs->v[i], arg)) {
            cs->v[k++] = cs->v[i];
        } else {
            cand_free(&cs->v[i]);
        }
    }
    cs->n = k;
}

/* Width suffix l/q of "cvtsi2sdq": the candidate's GPR or memory width. */
static int keep_width(const cand *c, int bits)
{
    const char *name = c->f->op->name;
    int is64 = strstr(name, "64") != NULL;
    return bits == 64 ? is64 : !is64;
}

/* Vector width suffix x/y of "vcvtpd2psx": 128 or 256-bit source. */
static int keep_xy(const cand *c, int y)
{
    const char *n = c->f->op->name;
    int is256 = strstr(n, "Z256") != NULL || (strchr(n, 'Y') != NULL && !strchr(n, 'Z'));
    int is512 = strchr(n, 'Z') && !strstr(n, "Z128") && !strstr(n, "Z256");
    return y ? is256 : (!is256 && !is512);
}

static int keep_no_litreg(const cand *c, int unused)
{
    (void)unused;
    return !c->f->litreg;
}

/* Retry with a copy of st whose operands are ops[0..n). */
static int attempt_ops(const mca_x86 *fe, int variant, const x86_stmt *st,
                       const char *m, const x86_operand *ops, size_t n,
                       cands *cs, info *in)
{
    x86_stmt t = *st;
    t.ops.v = (x86_operand *)ops;
    t.ops.n = t.ops.cap = n;
    info scratch = *in;
    int r = attempt(fe, variant, &t, m, strlen(m), cs, &scratch);
    in->known |= scratch.known;
    return r;
}

static x86_operand st_reg(const mca_catalog *cat, const char *name, size_t at)
{
    x86_operand o;
    memset(&o, 0, sizeof o);
    o.kind = X86_OP_REG;
    o.start = o.end = at;
    mca_catalog_register_named(cat, name, strlen(name), &o.reg);
    return o;
}

/* Whether o is a 64-bit general register (rax ... r15, not rip). */
static int gpr64(const mca_catalog *cat, const x86_operand *o)
{
    if (o->kind != X86_OP_REG)
        return 0;
    const char *n = reg_name(cat, o->reg);
    static const char names[][4] = { "RAX", "RBX", "RCX", "RDX", "RSI", "RDI", "RBP", "RSP" };
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (!strcmp(n, names[k]))
            return 1;
    return n[0] == 'R' && isdigit((unsigned char)n[1]) && (!n[2] || (isdigit((unsigned char)n[2]) && !n[3]));
}

/* The 32-bit half of 64-bit register r (RAX: EAX, R9: R9D), 0 if none. */
static unsigned low32(const mca_catalog *cat, unsigned r)
{
    const char *n = reg_name(cat, r);
    char h[8];
    if (isdigit((unsigned char)n[1]))
        snprintf(h, sizeof h, "%sD", n);
    else
        snprintf(h, sizeof h, "E%s", n + 1);
    unsigned out = 0;
    return mca_catalog_register_named(cat, h, strlen(h), &out) ? out : 0;
}

/* Assembler aliases beyond the mnemonic: implicit x87 operands, reversed
 * xchg, movzx/movsx in AT&T, movabs for wide immediates. */
static int attempt_aliases(const mca_x86 *fe, int variant, const x86_stmt *st,
                           const char *mn, cands *cs, info *in)
{
    const mca_catalog *cat = fe->cat;
    size_t at = st->mnem_off;
    if (mn[0] == 'f' && st->ops.n <= 1) {
        x86_operand st0 = st_reg(cat, "ST0", at), st1 = st_reg(cat, "ST1", at);
        x86_operand x = st->ops.n ? st->ops.v[0] : st1;
        if (st->ops.n && x.kind != X86_OP_REG)
            return 0;
        x86_operand tries[4][2] = { { x, st0 }, { st0, x }, { x, x }, { x, x } };
        if (variant == MCA_X86_INTEL) {
            tries[0][0] = st0;
            tries[0][1] = x;
            tries[1][0] = x;
            tries[1][1] = st0;
        }
        size_t counts[4] = { 2, 2, 1, 0 };
        const char *m2 = alias_of(mn, variant, st->mode);
        for (int k = 0; k < 3 && cs->n == 0; k++) {
            if (k == 2 && st->ops.n)
                break;
            if (attempt_ops(fe, variant, st, mn, tries[k], counts[k], cs, in) != 0 ||
                (m2 != mn && attempt_ops(fe, variant, st, m2, tries[k], counts[k], cs, in) != 0))
                return -1;
        }
        return 0;
    }
    if (!strncmp(mn, "xchg", 4) && st->ops.n == 2) {
        x86_operand sw[2] = { st->ops.v[1], st->ops.v[0] };
        static const char *const xs[] = { "xchgb", "xchgw", "xchgl", "xchgq" };
        int bare = variant == MCA_X86_ATT && !strcmp(mn, "xchg");
        /* the operands as written first, so that they win a tie */
        for (int k = 0; bare && k < 4; k++)
            if (attempt_ops(fe, variant, st, xs[k], st->ops.v, 2, cs, in) != 0)
                return -1;
        if (attempt_ops(fe, variant, st, mn, sw, 2, cs, in) != 0)
            return -1;
        for (int k = 0; bare && k < 4; k++)
            if (attempt_ops(fe, variant, st, xs[k], sw, 2, cs, in) != 0)
                return -1;
        return 0;
    }
    if ((!strcmp(mn, "sha256rnds2") || !strcmp(mn, "blendvps") || !strcmp(mn, "blendvpd") ||
         !strcmp(mn, "pblendvb")) && st->ops.n == 2) {
        x86_operand x0 = st_reg(cat, "XMM0", at);
        x86_operand three[3];
        if (variant == MCA_X86_ATT) {
            three[0] = x0;
            three[1] = st->ops.v[0];
            three[2] = st->ops.v[1];
        } else {
            three[0] = st->ops.v[0];
            three[1] = st->ops.v[1];
            three[2] = x0;
        }
        return attempt_ops(fe, variant, st, mn, three, 3, cs, in);
    }
    /* imul $imm, %r: LLVM's alias of imul $imm, %r, %r */
    if (!strncmp(mn, "imul", 4) && (!mn[4] || (strchr("wlq", mn[4]) && !mn[5])) &&
        st->ops.n == 2) {
        int att = variant == MCA_X86_ATT;
        const x86_operand *imm = &st->ops.v[att ? 0 : 1], *r = &st->ops.v[att ? 1 : 0];
        if (imm->kind != X86_OP_IMM || r->kind != X86_OP_REG)
            return 0;
        x86_operand three[3] = { *imm, *r, *r };
        if (!att) {
            three[0] = *r;
            three[2] = *imm;
        }
        if (attempt_ops(fe, variant, st, mn, three, 3, cs, in) != 0)
            return -1;
        /* (AT&T's bare imul: the register gives the size) */
        static const char sized[][6] = { "imulw", "imull", "imulq" };
        for (int k = 0; att && !mn[4] && k < 3 && cs->n == 0; k++)
            if (attempt_ops(fe, variant, st, sized[k], three, 3, cs, in) != 0)
                return -1;
        return 0;
    }
    /* movd with a 64-bit general register is movq (vmovd: vmovq) */
    if ((!strcmp(mn, "movd") || !strcmp(mn, "vmovd")) && st->ops.n == 2 &&
        (gpr64(cat, &st->ops.v[0]) || gpr64(cat, &st->ops.v[1])))
        return attempt(fe, variant, st, mn[0] == 'v' ? "vmovq" : "movq", mn[0] == 'v' ? 5 : 4,
                       cs, in);
    /* the GR32orGR64 operands: a 64-bit register stands for its 32-bit
     * half (movmskps %xmm0, %rax is movmskps %xmm0, %eax) */
    static const char gr32or64[][11] = {
        "movmskps", "movmskpd", "vmovmskps", "vmovmskpd", "pmovmskb", "vpmovmskb",
        "pextrb", "pextrw", "vpextrb", "vpextrw", "extractps", "vextractps",
        "pinsrb", "pinsrw", "vpinsrb", "vpinsrw" };
    for (size_t k = 0; k < sizeof gr32or64 / sizeof *gr32or64; k++) {
        if (strcmp(mn, gr32or64[k]) != 0 || st->ops.n > 4)
            continue;
        x86_operand v[4];
        int any = 0;
        for (size_t i = 0; i < st->ops.n; i++) {
            v[i] = st->ops.v[i];
            unsigned half = gpr64(cat, &v[i]) ? low32(cat, v[i].reg) : 0;
            if (half) {
                v[i].reg = half;
                any = 1;
            }
        }
        return any ? attempt_ops(fe, variant, st, mn, v, st->ops.n, cs, in) : 0;
    }
    if (variant == MCA_X86_ATT && (!strcmp(mn, "movzx") || !strcmp(mn, "movsx"))) {
        static const char *const z[] = { "movzbw", "movzbl", "movzbq", "movzwl", "movzwq", NULL };
        static const char *const sx[] = { "movsbw", "movsbl", "movsbq", "movswl", "movswq", "movslq", NULL };
        const char *const *list = mn[3] == 'z' ? z : sx;
        for (int k = 0; list[k]; k++)
            if (attempt(fe, variant, st, list[k], strlen(list[k]), cs, in) != 0)
                return -1;
        return 0;
    }
    return 0;
}

/* The AT&T "ambiguous instructions require an explicit suffix" message. */
static int ambiguous(mca_asm_cur *c, const x86_stmt *st, const char *mn,
                     const char **hit, int nhit)
{
    char msg[256];
    size_t ml = strlen(mn);
    int n = snprintf(msg, sizeof msg, "ambiguous instructions require an explicit suffix (could be ");
    for (int k = 0; k < nhit; k++) {
        if (n < 0 || (size_t)n >= sizeof msg)
            break;
        n += snprintf(msg + n, sizeof msg - (size_t)n, "%s%s'%.*s%s'", k ? ", " : "",
                      k == nhit - 1 ? "or " : "", (int)(ml > 40 ? 40 : ml), mn, hit[k]);
    }
    if (n > 0 && (size_t)n < sizeof msg - 1)
        snprintf(msg + n, sizeof msg - (size_t)n, ")");
    return mca_asm_error(c, st->mnem_off, 1, "%s", msg);
}

static int is_ptr_sized(const char *mn)
{
    return !strcmp(mn, "call") || !strcmp(mn, "jmp") || !strcmp(mn, "push") ||
           !strcmp(mn, "pop");
}

/* The catalog says the assembler turns this text into another opcode
 * printed differently (lcall [mem] is FARCALL32m, printed "call"): take it
 * when its operands are the same. */
static void substitute_pick(const mca_catalog *cat, int variant, const cands *cs,
                            const cand *c, x86_result *m)
{
    int pick = c->pick;
    if (pick < 0 || (unsigned)pick == c->f->opcode)
        return;
    for (size_t i = 0; i < cs->n; i++)
        if ((int)cs->v[i].f->opcode == pick)
            return;
    const mca_opcode *to = mca_catalog_opcode(cat, (unsigned)pick), *from = c->f->op;
    if (!to || to->op_count != from->op_count)
        return;
    for (unsigned i = 0; i < to->op_count; i++)
        if (to->ops[i].kind != from->ops[i].kind || to->ops[i].tied != from->ops[i].tied)
            return;
    mca_form_variant want = variant == MCA_X86_INTEL ? MCA_FORM_INTEL : MCA_FORM_ATT;
    for (unsigned k = 0; k < to->form_count; k++) {
        const mca_form *tf = &to->forms[k];
        if (tf->variant != want)
            continue;
        size_t a = strcspn(tf->text, " "), b = strlen(c->f->mnem);
        if (a == b && !strncasecmp(tf->text, c->f->mnem, a))
            return; /* same mnemonic: the matcher chose between them */
        m->opcode = to->number;
        return;
    }
}

/* Mnemonics whose unsuffixed memory forms default to 32 bits in LLVM. */
static int is_cvtsi2(const char *mn)
{
    if (!strcmp(mn, "bt") || !strcmp(mn, "btc") || !strcmp(mn, "btr") || !strcmp(mn, "bts"))
        return 1;
    if (mn[0] == 'v')
        mn++;
    return !strcmp(mn, "cvtsi2ss") || !strcmp(mn, "cvtsi2sd") || !strcmp(mn, "cvtusi2ss") ||
           !strcmp(mn, "cvtusi2sd") || !strcmp(mn, "cvtsi2sh") || !strcmp(mn, "cvtusi2sh");
}

/* Keep candidates [lo, hi) only. */
static void keep_range(cands *cs, size_t lo, size_t hi)
{
    size_t k = 0;
    for (size_t i = 0; i < cs->n; i++) {
        if (i >= lo && i < hi) {
            cs->v[k++] = cs->v[i];
        } else {
            cand_free(&cs->v[i]);
        }
    }
    cs->n = k;
}

/* Does the statement have a vector register operand (and no memory)?
 * LLVM then skips the size-suffix retry. */
static int vector_no_mem(const mca_catalog *cat, const x86_stmt *st)
{
    int vec = 0;
    for (size_t i = 0; i < st->ops.n; i++) {
        const x86_operand *o = &st->ops.v[i];
        if (o->kind == X86_OP_MEM)
            return 0;
        if (o->kind == X86_OP_REG) {
            const char *n = reg_name(cat, o->reg);
            vec |= !strncmp(n, "XMM", 3) || !strncmp(n, "YMM", 3) || !strncmp(n, "ZMM", 3) ||
                   (n[0] == 'M' && n[1] == 'M');
        }
    }
    return vec;
}

/* The error of a failed direct match (outcome in). */
static int direct_error(mca_asm_cur *c, const x86_stmt *st, const info *in)
{
    if (!in->known)
        return mca_asm_error(c, st->mnem_off, st->mnem_len,
                         "invalid instruction mnemonic '%.*s'",
                         (int)st->mnem_len, c->s + st->mnem_off);
    if (in->rejected)
        return mca_asm_error(c, st->id_off, 1, "%s", need_mode(st));
    if (in->bad > st->ops.n)
        return mca_asm_error(c, st->id_off, 1, "too few operands for instruction");
    if (in->bad > 0) {
        const x86_operand *o = &st->ops.v[in->bad - 1];
        return mca_asm_error(c, o->start, o->end - o->start, "invalid operand for instruction");
    }
    return mca_asm_error(c, st->id_off, 1, "invalid operand for instruction");
}

static int is_intel_string(const char *mn)
{
    return !strcmp(mn, "movs") || !strcmp(mn, "stos") || !strcmp(mn, "lods") ||
           !strcmp(mn, "scas") || !strcmp(mn, "cmps") || !strcmp(mn, "ins") ||
           !strcmp(mn, "outs");
}

/* movsq, stosq ...: Intel string mnemonics with the 64-bit size. */
static int is_intel_string_q(const char *mn)
{
    size_t n = strlen(mn);
    char base[8];
    if (n < 4 || n > 5 || mn[n - 1] != 'q')
        return 0;
    memcpy(base, mn, n - 1);
    base[n - 1] = 0;
    return is_intel_string(base);
}

/* Is mn (length ml, ending in l or q) one of the AT&T aliases LLVM 22
 * spells with an explicit width although no instruction's own mnemonic
 * has it: the scalar conversions to an integer register (cvtss2sil,
 * vcvttsd2usiq, vcvtsh2siq: 'l' a 32-bit, 'q' a 64-bit destination) and
 * the state save/restore family with 'q' (fxsaveq is fxsave64).  Asked
 * of llvm-mca 22 for every catalog mnemonic with l/q/x/y appended. */
static int att_width_alias(const char *mn, size_t ml)
{
    static const char *const q_only[] = { "fxsave", "fxrstor", "xsave", "xsaveopt",
                                          "xsavec", "xsaves", "xrstor", "xrstors" };
    char sfx = mn[ml - 1];
    if (sfx == 'q')
        for (size_t k = 0; k < sizeof q_only / sizeof q_only[0]; k++)
            if (strlen(q_only[k]) == ml - 1 && !strncmp(mn, q_only[k], ml - 1))
                return 1;
    if (sfx != 'l' && sfx != 'q')
        return 0;
    /* [v]cvt[t]s{s,d,h}2[u]si */
    const char *p = mn;
    if (*p == 'v')
        p++;
    if (strncmp(p, "cvt", 3))
        return 0;
    p += 3;
    if (*p == 't')
        p++;
    if (p[0] != 's' || !strchr("sdh", p[1]) || !p[1] || p[2] != '2')
        return 0;
    p += 3;
    if (*p == 'u')
        p++;
    return !strncmp(p, "si", 2) && (size_t)(p + 2 - mn) == ml - 1;
}

/* The direct match of mnemonic mn and the assembler's aliases of it
 * (everything before the AT&T size-suffix retry).  -1 out of memory. */
static int match_direct(const mca_x86 *fe, int variant, const x86_stmt *st,
                        const char *mn, cands *cs, info *in)
{
    size_t ml = strlen(mn);
    if (attempt(fe, variant, st, mn, ml, cs, in) != 0)
        return -1;
    const char *al = alias_of(mn, variant, st->mode);
    if (cs->n == 0 && al != mn) {
        info ai = { 0, 0, 0, 0, 0, 0 };
        if (attempt(fe, variant, st, al, strlen(al), cs, &ai) != 0)
            return -1;
        if (ai.known)
            *in = ai;
    }
    /* outside 64-bit mode "calll label" is CALLpcrel32, which the catalog
     * lists under "callq" */
    if (cs->n == 0 && st->mode != 64 && variant == MCA_X86_ATT &&
        (!strcmp(mn, "calll") || !strcmp(al, "calll"))) {
        info ci = *in;
        cs->pcrel32 = 1;
        int rc = attempt(fe, variant, st, "callq", 5, cs, &ci);
        cs->pcrel32 = 0;
        if (rc != 0)
            return -1;
        if (cs->n)
            *in = ci;
    }
    const char *hit[4];
    if (cs->n == 0 && variant == MCA_X86_INTEL && is_intel_string(mn) &&
        attempt_suffixes(fe, variant, st, mn, intel_str_suffixes, cs, in, hit) < 0)
        return -1;
    /* explicit size suffixes: cvtsi2sdq (AT&T), vcvtpd2psx/y; only where
     * the assembler spells the mnemonic so (addlx, pxorl are no words) */
    int sized = cs->n == 0 && ml > 3 && (strchr("xy", mn[ml - 1]) ||
                                         (variant == MCA_X86_ATT && strchr("lq", mn[ml - 1]))) &&
                (x86_forms_exist(fe, MCA_X86_ATT, mn, ml) ||
                 (variant == MCA_X86_ATT && att_width_alias(mn, ml)));
    if (sized && in->inexact && in->known && !in->rejected)
        return 2; /* in->bad decides: run again in full (x86_match) */
    if (sized && !(in->known && (in->rejected || in->bad > st->ops.n))) {
        info scratch = *in;
        char stem64[24];
        /* fxsaveq is the 64-bit form, spelt fxsave64 */
        int to64 = variant == MCA_X86_ATT && att_width_alias(mn, ml) && strncmp(mn, "cvt", 3) &&
                   strncmp(mn, "vcvt", 4) && ml + 2 < sizeof stem64;
        if (to64) {
            memcpy(stem64, mn, ml - 1);
            memcpy(stem64 + ml - 1, "64", 3);
        }
        if (attempt(fe, variant, st, to64 ? stem64 : mn, to64 ? ml + 1 : ml - 1, cs, &scratch) != 0)
            return -1;
        size_t matched = cs->n;
        if (to64)
            ;
        else if (mn[ml - 1] == 'l' || mn[ml - 1] == 'q')
            filter(cs, keep_width, mn[ml - 1] == 'q' ? 64 : 32);
        else
            filter(cs, keep_xy, mn[ml - 1] == 'y');
        if (cs->n) {
            *in = scratch;
        } else if (!in->known && att_width_alias(mn, ml)) {
            /* the alias exists: a width that does not fit is the
             * destination register's fault (cvttsd2sil %xmm0, %rax) */
            *in = scratch;
            in->known = 1;
            if (matched && st->ops.n > 0 && st->ops.v[st->ops.n - 1].kind == X86_OP_REG)
                in->bad = st->ops.n;
        }
    }
    if (cs->n == 0) {
        info scratch = *in;
        if (attempt_aliases(fe, variant, st, mn, cs, &scratch) != 0)
            return -1;
        if (cs->n)
            *in = scratch;
    }
    /* xchg: the accumulator forms in either operand order */
    if (!strncmp(mn, "xchg", 4) && st->ops.n == 2 && st->ops.v[0].kind == X86_OP_REG &&
        st->ops.v[1].kind == X86_OP_REG) {
        const mca_register *r0 = mca_catalog_register(fe->cat, st->ops.v[0].reg);
        info scratch = *in;
        if (st->ops.v[0].reg == st->ops.v[1].reg) {
            if (r0 && !strcmp(r0->name, "EAX"))
                filter(cs, keep_no_litreg, 0);
        } else if (attempt_aliases(fe, variant, st, mn, cs, &scratch) != 0) {
            return -1;
        }
    }
    return 0;
}

/* LLVM's AT&T size-suffix retry after a failed direct match: 0 when it
 * matched (or was not tried), 1 with the error in c, -1 out of memory. */
static int match_suffixes(const mca_x86 *fe, const x86_stmt *st, const char *mn,
                          cands *cs, const info *in, mca_asm_cur *c)
{
    const char *hit[4];
    info sfx[4];
    int nsfx = 0, nhit = 0;
    size_t l_lo = 0, l_hi = 0, ml = strlen(mn);
    if (!vector_no_mem(fe->cat, st)) {
        const char *const *list = mn[0] == 'f' ? fp_suffixes : suffixes;
        char buf[64];
        for (int k = 0; list[k] && ml + 2 < sizeof buf; k++, nsfx++) {
            memset(&sfx[k], 0, sizeof sfx[k]);
            /* the suffixes are one letter */
            memcpy(buf, mn, ml);
            buf[ml] = list[k][0];
            buf[ml + 1] = 0;
            size_t before = cs->n;
            if (attempt(fe, MCA_X86_ATT, st, buf, ml + 1, cs, &sfx[k]) != 0)
                return -1;
            if (cs->n > before) {
                if (list[k][0] == 'l' && list == suffixes)
                    l_lo = before, l_hi = cs->n;
                hit[nhit++] = list[k];
            }
        }
    }
    /* cvtsi2ss/cvtsi2sd with a memory source, bt* $imm, mem: 32 bits */
    if (nhit > 1 && l_hi > l_lo && is_cvtsi2(mn)) {
        keep_range(cs, l_lo, l_hi);
        nhit = 1;
    }
    if (nhit == 1)
        return 0;
    if (cs->fast)
        return 2; /* errors are found by a full run (x86_match) */
    if (nhit > 1)
        return ambiguous(c, st, mn, hit, nhit), 1;
    int unknown = 0, feature = 0, invalid = 0;
    for (int k = 0; k < nsfx; k++) {
        if (!sfx[k].known)
            unknown++;
        else if (sfx[k].rejected)
            feature++;
        else
            invalid++;
    }
    if (unknown == nsfx)
        return direct_error(c, st, in), 1;
    if (feature == 1)
        return mca_asm_error(c, st->id_off, 1, "%s", need_mode(st)), 1;
    if (invalid == 1)
        return mca_asm_error(c, st->id_off, 1, "invalid operand for instruction"), 1;
    return mca_asm_error(c, st->id_off, 1,
                     "unknown use of instruction mnemonic without a size suffix"), 1;
}

/* Checks on the candidates as a whole: unsized Intel memory, ".s".  0, or
 * 1 with the error in c. */
static int narrow(int variant, const x86_stmt *st, const char *mn, cands *cs, mca_asm_cur *c)
{
    if (variant == MCA_X86_INTEL && distinct_sizes(cs) > 1) {
        size_t at, span;
        if (is_ptr_sized(mn)) /* the mode's pointer width */
            keep_size(cs, (unsigned)st->mode);
        else if (unsized_mem(st, &at, &span))
            return cs->fast ? 2 : (mca_asm_error(c, at, span,
                                                 "ambiguous operand size for instruction '%s'",
                                                 mn), 1);
    }
    if ((st->prefixes & X86_PFX_SWAP) && cs->n) {
        /* LLVM defines ".s" for the register moves only */
        int rev = 0;
        if (strncmp(mn, "mov", 3) && strncmp(mn, "vmov", 4))
            rev = -1;
        for (size_t i = 0; i < cs->n && rev >= 0; i++)
            rev |= cs->v[i].f->rev;
        if (rev <= 0)
            return cs->fast ? 2 : (mca_asm_error(c, st->mnem_off, st->mnem_len,
                                                 "invalid instruction mnemonic '%.*s'",
                                                 (int)st->mnem_len, c->s + st->mnem_off), 1);
    }
    if (cs->n == 0)
        return cs->fast ? 2 : (mca_asm_error(c, st->id_off, 1, "invalid operand for instruction"), 1);
    return 0;
}

/* LLVM's mnemonic aliases of 32-bit and 16-bit mode, applied before
 * matching: { written, 32-bit, 16-bit }. */
static const char *const mode_alias_att[][3] = {
    { "call", "calll", "callw" }, { "lret", "lretl", "lretw" }, { "leavel", "leave", "leave" },
    { "pop", "popl", "popw" }, { "popf", "popfl", "popfw" }, { "push", "pushl", "pushw" },
    { "pushf", "pushfl", "pushfw" }, { "popa", "popal", "popaw" },
    { "pusha", "pushal", "pushaw" }, { "ret", "retl", "retw" }, { "retn", "retl", "retw" },
    { "iret", "iretl", "iretw" }, { "lgdt", "lgdtl", "lgdtw" }, { "lidt", "lidtl", "lidtw" },
    { "sgdt", "sgdtl", "sgdtw" }, { "sidt", "sidtl", "sidtw" },
};
static const char *const mode_alias_intel[][3] = {
    { "popad", "popal", "popal" }, { "pushad", "pushal", "pushal" },
    { "popa", "popal", "popaw" }, { "pusha", "pushal", "pushaw" },
    { "lgdt", "lgdtd", "lgdtw" }, { "lidt", "lidtd", "lidtw" }, { "sgdt", "sgdtd", "sgdtw" },
    { "sidt", "sidtd", "sidtw" }, { "pushfw", "pushf", NULL }, { "popfw", "popf", NULL },
};

static const char *mode_alias(const x86_stmt *st, int variant, const char *mn)
{
    int k16 = st->mode == 16 ? 2 : 1;
    if (variant == MCA_X86_ATT) {
        for (size_t k = 0; k < sizeof mode_alias_att / sizeof mode_alias_att[0]; k++)
            if (!strcmp(mn, mode_alias_att[k][0]))
                return mode_alias_att[k][k16];
        /* InstAliases: jmp *mem, and the far forms, take the mode's width */
        int star_mem = st->ops.n == 1 && st->ops.v[0].star && st->ops.v[0].kind == X86_OP_MEM;
        int seg_off = st->ops.n == 2 && st->ops.v[0].kind == X86_OP_IMM &&
                      st->ops.v[1].kind == X86_OP_IMM;
        if (!strcmp(mn, "jmp") && star_mem)
            return k16 == 2 ? "jmpw" : "jmpl";
        if ((!strcmp(mn, "lcall") || !strcmp(mn, "ljmp")) && (star_mem || seg_off)) {
            static const char *const far[2][2] = { { "lcalll", "lcallw" }, { "ljmpl", "ljmpw" } };
            return far[mn[1] == 'j'][k16 - 1];
        }
        return mn;
    }
    for (size_t k = 0; k < sizeof mode_alias_intel / sizeof mode_alias_intel[0]; k++)
        if (!strcmp(mn, mode_alias_intel[k][0]) && mode_alias_intel[k][k16])
            return mode_alias_intel[k][k16];
    return mn;
}

/* The kinds of operand that template t may match, as match_one decides. */
static void tmpl_kinds(const x86_form *f, x86_tmpl *t)
{
    enum { REG = 1u << X86_OP_REG, IMM = 1u << X86_OP_IMM, MEM = 1u << X86_OP_MEM,
           RC = 1u << X86_OP_RC };
    t->reg_rc = -2;
    switch (t->kind) {
    case X86_T_LITREG: t->kinds = REG; return;
    case X86_T_RC: t->kinds = RC; return;
    case X86_T_STR:
    case X86_T_MOFFS: t->kinds = MEM; return;
    case X86_T_SLOT: break;
    }
    if (t->mem) {
        t->kinds = MEM;
        return;
    }
    switch (f->op->ops[t->slot].kind) {
    case MCA_OPND_REG:
        t->kinds = REG;
        t->reg_rc = f->op->ops[t->slot].regclass;
        return;
    case MCA_OPND_PCREL: t->kinds = MEM | IMM; return;
    case MCA_OPND_IMM:
    case MCA_OPND_UNKNOWN:
    case MCA_OPND_TARGET: t->kinds = IMM; return;
    default: t->kinds = 0; return;
    }
}

/* The template fields the matcher reads: whether a slot starts a memory
 * reference, and the operand kinds and class it may match. */
static void prepare_tmpl(const mca_x86 *fe, const x86_form *f, x86_tmpl *t)
{
    t->mem = t->kind == X86_T_SLOT && is_mem_slot(fe, f->op, (unsigned)t->slot);
    tmpl_kinds(f, t);
}

void x86_match_prepare_stub(const mca_x86 *fe, x86_form *f)
{
    f->implicit = f->nops > 0;
    for (unsigned i = 0; i < f->nops; i++)
        if (f->ops[i].kind != X86_T_STR && f->ops[i].kind != X86_T_LITREG)
            f->implicit = 0;
    /* reject64 looks at every template; the stub keeps the first */
    if (f->pick == MCA_PICK_ERROR) {
        for (unsigned i = 0; i < f->nops; i++)
            prepare_tmpl(fe, f, &f->ops[i]);
    } else if (f->nops) {
        prepare_tmpl(fe, f, &f->ops[0]);
    }
    /* the name list is long: looked at in 64-bit mode only for the forms
     * whose probe failed */
    f->not64 = f->pick == MCA_PICK_ERROR ? name_not64(f->op->name) : -1;
    f->reject64 = f->pick == MCA_PICK_ERROR ? reject64(fe, f) : 0;
    f->cc_dfv = (f->cc_kind == 1 || f->cc_kind == 2) | (f->dfv >= 0) << 1;
    f->callpcrel32 = f->op->name[0] == 'C' && !strcmp(f->op->name, "CALLpcrel32");
}

void x86_match_prepare(const mca_x86 *fe, x86_form *f)
{
    const char *name = f->op->name;
    /* (the stub's fields are there: every form is parsed by parse_form,
     * which prepares them, before it is made whole) */
    f->pcrel = 0;
    for (unsigned i = 0; i < f->nops; i++) {
        x86_tmpl *t = &f->ops[i];
        prepare_tmpl(fe, f, t);
        if (t->kind == X86_T_SLOT && f->op->ops[t->slot].kind == MCA_OPND_PCREL)
            f->pcrel++;
    }
    /* the name's "_" parts in one pass: _REV, _EVEX (is_evex_name) */
    size_t nl = strlen(name);
    int evex_part = 0;
    f->rev = 0;
    for (const char *u = memchr(name, '_', nl); u; u = memchr(u + 1, '_', nl - (size_t)(u + 1 - name))) {
        f->rev |= !strncmp(u, "_REV", 4);
        evex_part |= !strncmp(u, "_EVEX", 5);
    }
    f->evex = evex_part || (name[0] == 'V' && is_evex_name(name));
    f->rev_end = nl > 4 && !strcmp(name + nl - 4, "_REV");
    f->far = name[0] == 'F' && (!strncmp(name, "FARCALL", 7) || !strncmp(name, "FARJMP", 6));
    f->pushpop = name[0] == 'P' && (!strncmp(name, "PUSH", 4) || !strncmp(name, "POP", 3));
    f->litreg = has_litreg(f);
}

/* One run of x86_match (fast: see cands): 0 matched, 1 an error (in c),
 * -1 out of memory, 2 the fast run needs a full one (nothing in c). */
static int run(const mca_x86 *fe, x86_form_cache *fc, int variant, const x86_stmt *st,
               x86_result *m, mca_asm_cur *c, int fast)
{
    memset(m, 0, sizeof *m);
    cands cs = { fc->cands, 0, fc->cands_cap, fc, 0, fc->sops, fc->sexprs, fc->scap, 0, 0, fast,
                 NULL, 0, 0 };
    _Alignas(max_align_t) char pool[2048];
    cs.pool = pool;
    cs.pool_cap = sizeof pool;
    cs.want_pfx = st->prefixes & (X86_PFX_EVEX | X86_PFX_NF | X86_PFX_VEX | X86_PFX_VEX3);
    if (cs.want_pfx & X86_PFX_VEX3)
        cs.want_pfx |= X86_PFX_VEX;
    cs.cc_dfv = (st->has_cc != 0) | (st->has_dfv != 0) << 1;
    fc->cands = NULL;
    fc->sops = NULL;
    fc->sexprs = NULL;
    info in = { 0, 0, 0, 0, 0, 0 };
    /* "test mem, reg" (Intel: "test reg, mem") is LLVM's alias of test
     * with the register first */
    x86_stmt swapped;
    x86_operand sw[2];
    size_t tl = strlen(st->mnem);
    if (!strncmp(st->mnem, "test", 4) && (tl == 4 || (tl == 5 && strchr("bwlq", st->mnem[4]))) &&
        st->ops.n == 2 && st->ops.v[variant == MCA_X86_ATT ? 0 : 1].kind == X86_OP_MEM &&
        st->ops.v[variant == MCA_X86_ATT ? 1 : 0].kind == X86_OP_REG) {
        swapped = *st;
        sw[0] = st->ops.v[1];
        sw[1] = st->ops.v[0];
        swapped.ops.v = sw;
        swapped.ops.n = swapped.ops.cap = 2;
        st = &swapped;
    }
    const char *mn = st->mode == 64 ? st->mnem : mode_alias(st, variant, st->mnem);
    /* LLVM's suffix retry appends to the mnemonic as written (the mode's
     * alias "push" -> "pushl" failed: "push %ax" is "pushw") */
    const char *retry =
        !strcmp(st->mnem, "push") || !strcmp(st->mnem, "pop") ? st->mnem : mn;
    if ((!strcmp(mn, "pushf") || !strcmp(mn, "popf")) && (st->mode == 64 || variant == MCA_X86_ATT)) {
        static const char *const pf[2][3] = { { "pushfq", "pushfl", "pushfw" },
                                              { "popfq", "popfl", "popfw" } };
        mn = pf[mn[1] != 'u'][st->mode == 64 ? 0 : st->mode == 32 ? 1 : 2];
    }
    int r = match_direct(fe, variant, st, mn, &cs, &in);
    if (r == 0 && cs.n == 0 && variant == MCA_X86_ATT)
        r = match_suffixes(fe, st, retry, &cs, &in, c);
    if (r == 0 && cs.n == 0 && fast)
        r = 2; /* the error is found by a full run */
    if (r == 0 && cs.n == 0) {
        if (variant == MCA_X86_ATT || !in.known)
            direct_error(c, st, &in);
        else if (in.rejected && st->mode != 64 && is_intel_string_q(mn))
            mca_asm_error(c, st->id_off, 1, "invalid operand for instruction");
        else if (in.rejected) {
            char *all = all_features_missing(st);
            mca_asm_error(c, st->id_off, 1, "%s", all ? all : need_mode(st));
            free(all);
        } else
            mca_asm_error(c, st->id_off, 1, "invalid operand for instruction");
        r = 1;
    }
    if (r == 0)
        r = narrow(variant, st, mn, &cs, c);
    size_t best = 0;
    if (r == 0) {
        best = choose(fe->cat, &cs, st->prefixes);
        /* Intel "push offset foo" in 32-bit mode: LLVM's matcher meets the
         * 16-bit short form first, as no mnemonic alias names the width */
        if (variant == MCA_X86_INTEL && st->mode == 32 && !strcmp(mn, "push") &&
            st->ops.n == 1 && st->ops.v[0].kind == X86_OP_IMM && st->ops.v[0].imm.sym)
            for (size_t i = 0; i < cs.n; i++)
                if (!strcmp(cs.v[i].f->op->name, "PUSH16i8"))
                    best = i;
        r = finish(&cs.v[best], m);
        if (r == 0)
            substitute_pick(fe->cat, variant, &cs, &cs.v[best], m);
    }
    cands_free(&cs);
    if (r != 0)
        x86_match_free(m);
    return r;
}

/* A statement runs first fast, passing over the forms that certainly fail
 * without finding where (most forms of a mnemonic fail); only an error
 * needs where, and a full run then finds it as before. */
int x86_match(const mca_x86 *fe, x86_form_cache *fc, int variant, const x86_stmt *st,
              x86_result *m, mca_asm_cur *c, int *oom)
{
    int r = run(fe, fc, variant, st, m, c, 1);
    if (r == 2)
        r = run(fe, fc, variant, st, m, c, 0);
    if (r < 0)
        *oom = 1;
    return r == 0 ? 0 : -1;
}

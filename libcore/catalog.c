/* catalog: loading a target's instruction catalog (see mca/catalog.h). */
#include <config.h>

#include "mca/catalog.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "arena.h"
#include "builtin.h"
#include "lazytab.h"
#include "mca/source.h"
#include "records.h"
#include "strmap.h"

/* A growable array (elements of elem bytes). */
typedef struct {
    void *data;
    size_t count, capacity, elem;
} vec;

static void *vec_add(vec *v)
{
    if (v->count == v->capacity) {
        size_t cap = v->capacity ? v->capacity * 2 : 256;
        void *p = realloc(v->data, cap * v->elem);
        if (!p)
            return NULL;
        v->data = p;
        v->capacity = cap;
    }
    void *slot = (char *)v->data + v->count++ * v->elem;
    memset(slot, 0, v->elem);
    return slot;
}

/* A reference by name, resolved once the whole file is read. */
typedef struct {
    mca_field names;   /* comma-separated list */
    unsigned owner;    /* register number or class index */
} pending_list;

typedef struct {
    mca_field name;
    size_t form;       /* index into forms */
} pending_pick;

typedef struct {
    mca_field opcode;
    mca_rvv_class rvv;
} pending_rvv;

struct mca_catalog {
    const mca_bi_catalog *bi;  /* compiled tables, or NULL when loaded from text */
    mca_lazytab lazy;      /* bi: opcodes made on first use, by number */
    mca_arena arena;
    char *target, *triple;
    mca_opcode *opcodes;   /* by number; name NULL when absent */
    unsigned opcode_limit;
    mca_register *regs;    /* by number */
    unsigned reg_limit;
    mca_regclass *classes;
    unsigned class_count;
    const char **sched_names;
    unsigned sched_count;
    mca_strmap opcode_names, reg_names, class_names;
    /* text: forms by mnemonic (see mca_catalog_forms_named) */
    mca_strmap mnemonic_names;  /* key -> group */
    const char **mn_keys;
    unsigned *mn_first, *mn_count;
    size_t mn_groups;
    mca_form_ref *form_refs;
    mca_rvv_class *rvv;        /* sorted by opcode, LMUL, SEW */
    size_t rvv_count;
    _Atomic(mca_rvv_class *) lazy_rvv; /* bi: made on first use */
};

/* The loader's state. */
typedef struct {
    mca_catalog *c;
    mca_records r;
    vec opcodes, regs, classes, sched, forms, form_owner;
    vec reg_subs, class_regs, picks, rvv;
    mca_opcode *current;   /* the opcode forms attach to */
    size_t current_index;
} loader;

static char *dup_field(loader *L, const mca_field *f)
{
    char *s = mca_arena_strndup(&L->c->arena, f->s, f->len);
    if (!s)
        L->r.oom = L->r.failed = 1;
    return s;
}

static bool header(loader *L, const char *want_magic)
{
    mca_records *r = &L->r;
    if (!mca_records_next(r) || !mca_field_is(&r->fields[0], want_magic) ||
        r->count != 2 || !mca_field_is(&r->fields[1], "1")) {
        mca_records_error(r, 0, "expected '%s 1' as the first record", want_magic);
        return false;
    }
    if (!mca_records_next(r) || !mca_field_is(&r->fields[0], "llvm") ||
        !mca_records_need(r, 2)) {
        mca_records_error(r, 0, "expected 'llvm VERSION' as the second record");
        return false;
    }
    if (!mca_records_next(r) || !mca_field_is(&r->fields[0], "target") ||
        !mca_records_need(r, 3)) {
        mca_records_error(r, 0, "expected 'target NAME TRIPLE' as the third record");
        return false;
    }
    L->c->target = strndup(r->fields[1].s, r->fields[1].len);
    L->c->triple = strndup(r->fields[2].s, r->fields[2].len);
    if (!L->c->target || !L->c->triple)
        L->r.oom = L->r.failed = 1;
    return !L->r.failed;
}

static bool parse_regclass(loader *L)
{
    mca_records *r = &L->r;
    long index;
    if (!mca_records_need(r, 3) ||
        !mca_records_long(r, 1, 0, 65535, &index))
        return false;
    if ((size_t)index != L->classes.count) {
        mca_records_error(r, 1, "register classes must be numbered from 0 in order");
        return false;
    }
    mca_regclass *rc = vec_add(&L->classes);
    pending_list *p = vec_add(&L->class_regs);
    if (!rc || !p)
        return false;
    rc->name = dup_field(L, &r->fields[2]);
    if (!rc->name || mca_strmap_put(&L->c->class_names, rc->name, r->fields[2].len,
                                    (size_t)index) != 0)
        return false;
    p->owner = (unsigned)index;
    for (size_t i = 3; i < r->count; i++) {
        mca_field k, v;
        long n;
        if (!mca_records_kv(r, i, &k, &v))
            return false;
        if (mca_field_is(&k, "bits") && mca_parse_long(&v, &n) && n >= 0)
            rc->bits = (unsigned)n;
        else if (mca_field_is(&k, "regs"))
            p->names = v;
        else {
            mca_records_error(r, i, "unknown or invalid field '%.*s'", (int)k.len, k.s);
            return false;
        }
    }
    return true;
}

static bool parse_reg(loader *L)
{
    mca_records *r = &L->r;
    long index;
    if (!mca_records_need(r, 3) || !mca_records_long(r, 1, 1, 65535, &index))
        return false;
    while (L->regs.count <= (size_t)index)
        if (!vec_add(&L->regs))
            return false;
    mca_register *reg = (mca_register *)L->regs.data + index;
    if (reg->name) {
        mca_records_error(r, 1, "register %ld defined twice", index);
        return false;
    }
    reg->name = dup_field(L, &r->fields[2]);
    for (size_t i = 3; i < r->count; i++) {
        mca_field k, v;
        if (!mca_records_kv(r, i, &k, &v))
            return false;
        if (!mca_field_is(&k, "sub")) {
            mca_records_error(r, i, "unknown field '%.*s'", (int)k.len, k.s);
            return false;
        }
        pending_list *p = vec_add(&L->reg_subs);
        if (!p)
            return false;
        p->names = v;
        p->owner = (unsigned)index;
    }
    return true;
}

static bool parse_sched(loader *L)
{
    mca_records *r = &L->r;
    long index;
    if (!mca_records_need(r, 3) || !mca_records_long(r, 1, 0, 1L << 30, &index))
        return false;
    if ((size_t)index != L->sched.count) {
        mca_records_error(r, 1, "scheduling classes must be numbered from 0 in order");
        return false;
    }
    const char **slot = vec_add(&L->sched);
    if (!slot)
        return false;
    *slot = dup_field(L, &r->fields[2]);
    return true;
}

/* One "kind[:regclass][=tied]" operand. */
static bool parse_operand(loader *L, const mca_field *f, mca_opnd_desc *d)
{
    mca_field kind = *f, rc = { NULL, 0, 0 }, tied = { NULL, 0, 0 };
    const char *eq = memchr(f->s, '=', f->len);
    if (eq) {
        tied = (mca_field){ eq + 1, f->len - (size_t)(eq + 1 - f->s), 0 };
        kind.len = (size_t)(eq - f->s);
    }
    const char *colon = memchr(kind.s, ':', kind.len);
    if (colon) {
        rc = (mca_field){ colon + 1, kind.len - (size_t)(colon + 1 - kind.s), 0 };
        kind.len = (size_t)(colon - kind.s);
    }
    d->regclass = d->tied = -1;
    static const char *const kinds[] = { "reg", "imm", "mem", "pcrel", "unknown" };
    bool known = false;
    for (int k = 0; k < 5; k++)
        if (mca_field_is(&kind, kinds[k])) {
            d->kind = (mca_opnd_kind)k;
            known = true;
        }
    long n;
    if (!known && kind.len > 1 && kind.s[0] == 't') {
        mca_field num = { kind.s + 1, kind.len - 1, 0 };
        if (mca_parse_long(&num, &n)) {
            d->kind = MCA_OPND_TARGET;
            d->target_type = (int)n;
            known = true;
        }
    }
    size_t v;
    if (!known || (rc.s && !mca_strmap_get(&L->c->class_names, rc.s, rc.len, &v)))
        return false;
    if (rc.s)
        d->regclass = (int)v;
    if (tied.s) {
        if (!mca_parse_long(&tied, &n) || n < 0)
            return false;
        d->tied = (int)n;
    }
    return true;
}

static bool parse_ops(loader *L, mca_opcode *op, const mca_field *v, size_t fi)
{
    if (v->len == 0)
        return true;
    mca_field *items;
    size_t n;
    if (mca_split(v, ',', &items, &n) != 0)
        return false;
    mca_opnd_desc *ops = mca_arena_alloc(&L->c->arena, n * sizeof *ops);
    bool ok = ops != NULL;
    for (size_t i = 0; ok && i < n; i++)
        if (!parse_operand(L, &items[i], &ops[i])) {
            mca_records_error(&L->r, fi, "invalid operand '%.*s'", (int)items[i].len, items[i].s);
            ok = false;
        }
    free(items);
    op->ops = ops;
    op->op_count = (unsigned)n;
    return ok;
}

static bool parse_flags(loader *L, mca_opcode *op, const mca_field *v, size_t fi)
{
    static const struct {
        const char *name;
        unsigned bit;
    } names[] = {
        { "load", MCA_OPF_LOAD }, { "store", MCA_OPF_STORE },
        { "side-effects", MCA_OPF_SIDE_EFFECTS }, { "variadic", MCA_OPF_VARIADIC },
        { "call", MCA_OPF_CALL }, { "return", MCA_OPF_RETURN }, { "branch", MCA_OPF_BRANCH },
        { "indirect-branch", MCA_OPF_INDIRECT_BRANCH }, { "cond-branch", MCA_OPF_COND_BRANCH },
        { "barrier", MCA_OPF_BARRIER }, { "terminator", MCA_OPF_TERMINATOR },
        { "move-reg", MCA_OPF_MOVE_REG }, { "move-imm", MCA_OPF_MOVE_IMM },
        { "compare", MCA_OPF_COMPARE }, { "cheap", MCA_OPF_CHEAP },
        { "commutable", MCA_OPF_COMMUTABLE }, { "opsize16", MCA_OPF_OPSIZE16 },
        { "opsize32", MCA_OPF_OPSIZE32 }, { "adsize16", MCA_OPF_ADSIZE16 },
        { "adsize32", MCA_OPF_ADSIZE32 }, { "rex-w", MCA_OPF_REX_W }
    };
    const size_t count = sizeof names / sizeof names[0];
    mca_field *items;
    size_t n;
    if (mca_split(v, ',', &items, &n) != 0)
        return false;
    bool ok = true;
    for (size_t i = 0; ok && i < n; i++) {
        size_t k = 0;
        while (k < count && !mca_field_is(&items[i], names[k].name))
            k++;
        if (k == count) {
            mca_records_error(&L->r, fi, "unknown flag '%.*s'", (int)items[i].len, items[i].s);
            ok = false;
        } else {
            op->flags |= names[k].bit;
        }
    }
    free(items);
    return ok;
}

/* A comma-separated list of register names into an arena array. */
static bool parse_reg_list(loader *L, const mca_field *v,
                           const unsigned **out, unsigned *count)
{
    mca_field *items;
    size_t n;
    if (v->len == 0) {
        *count = 0;
        return true;
    }
    if (mca_split(v, ',', &items, &n) != 0)
        return false;
    unsigned *regs = mca_arena_alloc(&L->c->arena, n * sizeof *regs);
    bool ok = regs != NULL;
    for (size_t i = 0; ok && i < n; i++) {
        size_t num;
        if (!mca_strmap_get(&L->c->reg_names, items[i].s, items[i].len, &num)) {
            mca_source_diag(L->r.src, L->r.diags, MCA_DIAG_ERROR, items[i].offset,
                            items[i].len, "unknown register '%.*s'", (int)items[i].len,
                            items[i].s);
            L->r.failed = 1;
            ok = false;
        } else {
            regs[i] = (unsigned)num;
        }
    }
    free(items);
    *out = regs;
    *count = (unsigned)n;
    return ok;
}

static bool parse_opcode_field(loader *L, mca_opcode *op, size_t i)
{
    mca_records *r = &L->r;
    mca_field k, v;
    long n;
    if (!mca_records_kv(r, i, &k, &v))
        return false;
    if (mca_field_is(&k, "class") && mca_parse_long(&v, &n) && n >= 0)
        op->sched_class = (unsigned)n;
    else if (mca_field_is(&k, "defs") && mca_parse_long(&v, &n) && n >= 0)
        op->defs = (unsigned)n;
    else if (mca_field_is(&k, "ops"))
        return parse_ops(L, op, &v, i);
    else if (mca_field_is(&k, "flags"))
        return parse_flags(L, op, &v, i);
    else if (mca_field_is(&k, "idefs"))
        return parse_reg_list(L, &v, &op->idefs, &op->idef_count);
    else if (mca_field_is(&k, "iuses"))
        return parse_reg_list(L, &v, &op->iuses, &op->iuse_count);
    else if (mca_field_is(&k, "clears-super") && mca_parse_long(&v, &n) && n >= 0)
        op->clears_super = (uint32_t)n;
    else if (mca_field_is(&k, "mem-bits") && mca_parse_long(&v, &n) && n >= 0)
        op->mem_bits = (unsigned)n;
    else if (mca_field_is(&k, "print-failed") && mca_field_is(&v, "1"))
        op->flags |= MCA_OPF_PRINT_FAILED;
    else {
        mca_records_error(r, i, "unknown or invalid field '%.*s'", (int)r->fields[i].len,
                          r->fields[i].s);
        return false;
    }
    return true;
}

static bool parse_opcode(loader *L)
{
    mca_records *r = &L->r;
    long number;
    if (!mca_records_need(r, 3) || !mca_records_long(r, 1, 0, 1L << 24, &number))
        return false;
    mca_opcode *op = vec_add(&L->opcodes);
    if (!op)
        return false;
    op->number = (unsigned)number;
    op->name = dup_field(L, &r->fields[2]);
    for (size_t i = 3; i < r->count; i++)
        if (!parse_opcode_field(L, op, i))
            return false;
    if (op->defs > op->op_count) {
        mca_records_error(r, 0, "defs=%u exceeds the %u operands", op->defs, op->op_count);
        return false;
    }
    L->current_index = L->opcodes.count - 1;
    L->current = op;
    return op->name != NULL;
}

static bool parse_form(loader *L)
{
    mca_records *r = &L->r;
    if (!mca_records_need(r, 5))
        return false;
    mca_opcode *cur = L->current;
    if (!cur || !mca_field_is(&r->fields[1], cur->name)) {
        mca_records_error(r, 1, "form for '%.*s' does not follow its opcode",
                          (int)r->fields[1].len, r->fields[1].s);
        return false;
    }
    mca_form *f = vec_add(&L->forms);
    size_t *owner = vec_add(&L->form_owner);
    if (!f || !owner)
        return false;
    *owner = L->current_index;
    const mca_field *variant = &r->fields[2], *pick = &r->fields[3], *fixed = &r->fields[4];
    if (mca_field_is(variant, "att"))
        f->variant = MCA_FORM_ATT;
    else if (mca_field_is(variant, "intel"))
        f->variant = MCA_FORM_INTEL;
    else if (mca_field_is(variant, "asm"))
        f->variant = MCA_FORM_ASM;
    else {
        mca_records_error(r, 2, "unknown form variant '%.*s'", (int)variant->len, variant->s);
        return false;
    }
    mca_field name = *pick;
    if (name.len >= 3 && memcmp(name.s + name.len - 3, "=32", 3) == 0) {
        f->rv32_only = true;    /* NAME=32, or =32 for this opcode */
        name.len -= 3;
        if (name.len == 0)
            name = (mca_field){ "=", 1, pick->offset };
    }
    f->pick = MCA_PICK_SELF;
    if (mca_field_is(&name, "-")) {
        f->pick = MCA_PICK_ERROR;
    } else if (!mca_field_is(&name, "=")) {
        pending_pick *p = vec_add(&L->picks);
        if (!p)
            return false;
        p->name = name;
        p->form = L->forms.count - 1;
    }
    f->fixed_operand = -1;
    if (!mca_field_is(fixed, "-")) {
        const char *eq = memchr(fixed->s, '=', fixed->len);
        long a, b;
        mca_field lhs = { fixed->s, eq ? (size_t)(eq - fixed->s) : 0, 0 };
        mca_field rhs = { eq ? eq + 1 : NULL, eq ? fixed->len - lhs.len - 1 : 0, 0 };
        if (!eq || !mca_parse_long(&lhs, &a) || !mca_parse_long(&rhs, &b) || a < 0) {
            mca_records_error(r, 4, "expected '-' or OPERAND=VALUE");
            return false;
        }
        f->fixed_operand = (int)a;
        f->fixed_value = b;
    }
    mca_field text = { "", 0, 0 }; /* a form may print nothing */
    if (r->count > 5)
        text = mca_records_rest(r, 5);
    f->text = dup_field(L, &text);
    return f->text != NULL;
}

/* rvv OPCODE LMUL SEW CLASS PSEUDO */
static bool parse_rvv(loader *L)
{
    static const char *const lmuls[] = { "MF8", "MF4", "MF2", "M1", "M2", "M4", "M8" };
    mca_records *r = &L->r;
    long sew, cls;
    if (!mca_records_need(r, 6) || !mca_records_long(r, 3, 0, 1024, &sew) ||
        !mca_records_long(r, 4, 0, 1L << 30, &cls))
        return false;
    unsigned lmul = 0;
    while (lmul < 7 && !mca_field_is(&r->fields[2], lmuls[lmul]))
        lmul++;
    if (lmul == 7) {
        mca_records_error(r, 2, "expected an LMUL (MF8 ... M8)");
        return false;
    }
    pending_rvv *p = vec_add(&L->rvv);
    if (!p)
        return false;
    p->opcode = r->fields[1];
    p->rvv = (mca_rvv_class){ 0, lmul, (unsigned)sew, (unsigned)cls,
                              dup_field(L, &r->fields[5]) };
    return p->rvv.pseudo != NULL;
}

static bool parse_record(loader *L)
{
    const mca_field *kw = &L->r.fields[0];
    if (mca_field_is(kw, "form"))
        return parse_form(L);
    if (mca_field_is(kw, "opcode"))
        return parse_opcode(L);
    if (mca_field_is(kw, "reg"))
        return parse_reg(L);
    if (mca_field_is(kw, "regclass"))
        return parse_regclass(L);
    if (mca_field_is(kw, "sched"))
        return parse_sched(L);
    if (mca_field_is(kw, "rvv"))
        return parse_rvv(L);
    if (mca_field_is(kw, "pseudo-opcodes-omitted"))
        return true;
    mca_records_error(&L->r, 0, "unknown record '%.*s'", (int)kw->len, kw->s);
    return false;
}

/* Resolve a pending comma list of register names into an array. */
static bool resolve_list(loader *L, const pending_list *p, const unsigned **out,
                         unsigned *count)
{
    return parse_reg_list(L, &p->names, out, count);
}

/* Registers and classes are referenced before they are defined; resolve. */
static bool resolve_registers(loader *L)
{
    mca_catalog *c = L->c;
    c->regs = L->regs.data;
    c->reg_limit = (unsigned)L->regs.count;
    L->regs.data = NULL;
    for (unsigned i = 0; i < c->reg_limit; i++)
        if (c->regs[i].name &&
            mca_strmap_put(&c->reg_names, c->regs[i].name, strlen(c->regs[i].name), i) != 0)
            return false;
    pending_list *subs = L->reg_subs.data;
    for (size_t i = 0; i < L->reg_subs.count; i++) {
        mca_register *reg = &c->regs[subs[i].owner];
        if (!resolve_list(L, &subs[i], &reg->subs, &reg->sub_count))
            return false;
    }
    /* Super-registers are the inverse relation. */
    unsigned *counts = calloc(c->reg_limit ? c->reg_limit : 1, sizeof *counts);
    if (!counts)
        return false;
    for (unsigned i = 0; i < c->reg_limit; i++)
        for (unsigned k = 0; k < c->regs[i].sub_count; k++)
            counts[c->regs[i].subs[k]]++;
    for (unsigned i = 0; i < c->reg_limit; i++) {
        c->regs[i].supers = mca_arena_alloc(&c->arena, (counts[i] + 1) * sizeof(unsigned));
        if (!c->regs[i].supers) {
            free(counts);
            return false;
        }
    }
    for (unsigned i = 0; i < c->reg_limit; i++)
        for (unsigned k = 0; k < c->regs[i].sub_count; k++) {
            mca_register *sub = &c->regs[c->regs[i].subs[k]];
            ((unsigned *)sub->supers)[sub->super_count++] = i;
        }
    free(counts);
    pending_list *cr = L->class_regs.data;
    c->classes = L->classes.data;
    c->class_count = (unsigned)L->classes.count;
    L->classes.data = NULL;
    for (size_t i = 0; i < L->class_regs.count; i++) {
        mca_regclass *rc = &c->classes[cr[i].owner];
        if (!resolve_list(L, &cr[i], &rc->regs, &rc->reg_count))
            return false;
    }
    return true;
}

static int compare_rvv(const void *a, const void *b)
{
    const mca_rvv_class *x = a, *y = b;
    if (x->opcode != y->opcode)
        return x->opcode < y->opcode ? -1 : 1;
    if (x->lmul != y->lmul)
        return x->lmul < y->lmul ? -1 : 1;
    if (x->sew != y->sew)
        return x->sew < y->sew ? -1 : 1;
    return strcmp(x->pseudo, y->pseudo);
}

/* Resolve the opcodes of the rvv records and sort them. */
static bool finish_rvv(loader *L)
{
    mca_catalog *c = L->c;
    pending_rvv *p = L->rvv.data;
    c->rvv = malloc((L->rvv.count + 1) * sizeof *c->rvv);
    if (!c->rvv)
        return false;
    for (size_t i = 0; i < L->rvv.count; i++) {
        size_t num;
        if (!mca_strmap_get(&c->opcode_names, p[i].opcode.s, p[i].opcode.len, &num)) {
            mca_source_diag(L->r.src, L->r.diags, MCA_DIAG_ERROR, p[i].opcode.offset,
                            p[i].opcode.len, "unknown opcode '%.*s'", (int)p[i].opcode.len,
                            p[i].opcode.s);
            L->r.failed = 1;
            return false;
        }
        c->rvv[i] = p[i].rvv;
        c->rvv[i].opcode = (unsigned)num;
    }
    c->rvv_count = L->rvv.count;
    qsort(c->rvv, c->rvv_count, sizeof *c->rvv, compare_rvv);
    return true;
}

/* Index opcodes by number and name, attach forms, resolve picks. */
static bool finish_opcodes(loader *L)
{
    mca_catalog *c = L->c;
    mca_opcode *list = L->opcodes.data;
    unsigned limit = 0;
    for (size_t i = 0; i < L->opcodes.count; i++)
        if (list[i].number + 1 > limit)
            limit = list[i].number + 1;
    c->opcodes = calloc(limit ? limit : 1, sizeof *c->opcodes);
    if (!c->opcodes)
        return false;
    c->opcode_limit = limit;
    mca_form *forms = mca_arena_alloc(&c->arena, (L->forms.count + 1) * sizeof *forms);
    if (!forms)
        return false;
    if (L->forms.count)
        memcpy(forms, L->forms.data, L->forms.count * sizeof *forms);
    size_t *owner = L->form_owner.data;
    for (size_t f = 0; f < L->forms.count; f++) {
        mca_opcode *op = &list[owner[f]];
        if (!op->forms)
            op->forms = &forms[f];
        op->form_count++;
    }
    for (size_t i = 0; i < L->opcodes.count; i++) {
        c->opcodes[list[i].number] = list[i];
        if (mca_strmap_put(&c->opcode_names, list[i].name, strlen(list[i].name),
                           list[i].number) != 0)
            return false;
    }
    pending_pick *picks = L->picks.data;
    for (size_t i = 0; i < L->picks.count; i++) {
        size_t num;
        if (!mca_strmap_get(&c->opcode_names, picks[i].name.s, picks[i].name.len, &num)) {
            mca_source_diag(L->r.src, L->r.diags, MCA_DIAG_ERROR, picks[i].name.offset,
                            picks[i].name.len, "unknown opcode '%.*s'",
                            (int)picks[i].name.len, picks[i].name.s);
            return false;
        }
        forms[picks[i].form].pick = (int)num;
    }
    c->sched_names = L->sched.data;
    c->sched_count = (unsigned)L->sched.count;
    L->sched.data = NULL;
    return finish_rvv(L);
}

/* The mnemonic key of a form: the variant's digit, then the first word
 * after any "{...} " prefixes, in lower case; its length. */
static size_t mnemonic_key(const mca_form *f, char *key, size_t size)
{
    const char *p = f->text;
    while (*p == '{') {
        const char *q = strchr(p, '}');
        if (!q || q[1] != ' ')
            break;
        p = q + 2;
    }
    size_t n = 0;
    key[n++] = (char)('0' + f->variant);
    while (*p && *p != ' ' && n + 1 < size) {
        char ch = *p++;
        key[n++] = ch >= 'A' && ch <= 'Z' ? (char)(ch - 'A' + 'a') : ch;
    }
    key[n] = '\0';
    return n;
}

/* Group every form by its mnemonic key, in opcode order. */
static bool index_mnemonics(mca_catalog *c)
{
    size_t total = 0;
    for (unsigned n = 0; n < c->opcode_limit; n++)
        total += c->opcodes[n].form_count;
    unsigned *group_of = malloc((total ? total : 1) * sizeof *group_of);
    c->form_refs = malloc((total ? total : 1) * sizeof *c->form_refs);
    size_t cap = 1024, i = 0;
    c->mn_keys = malloc(cap * sizeof *c->mn_keys);
    c->mn_count = calloc(cap, sizeof *c->mn_count);
    bool ok = group_of && c->form_refs && c->mn_keys && c->mn_count;
    for (unsigned n = 0; ok && n < c->opcode_limit; n++)
        for (unsigned k = 0; ok && k < c->opcodes[n].form_count; k++, i++) {
            char key[128];
            size_t len = mnemonic_key(&c->opcodes[n].forms[k], key, sizeof key), g;
            if (!mca_strmap_get(&c->mnemonic_names, key, len, &g)) {
                g = c->mn_groups;
                if (g == cap) {
                    cap *= 2;
                    const char **keys = realloc(c->mn_keys, cap * sizeof *keys);
                    unsigned *counts = keys ? realloc(c->mn_count, cap * sizeof *counts) : NULL;
                    if (keys)
                        c->mn_keys = keys;
                    if (counts)
                        c->mn_count = counts;
                    if (!keys || !counts)
                        ok = false;
                }
                c->mn_keys[g] = ok ? mca_arena_strndup(&c->arena, key, len) : NULL;
                ok = ok && c->mn_keys[g] &&
                     mca_strmap_put(&c->mnemonic_names, c->mn_keys[g], len, g) == 0;
                if (ok)
                    c->mn_count[c->mn_groups++] = 0;
            }
            if (ok) {
                group_of[i] = (unsigned)g;
                c->mn_count[g]++;
            }
        }
    c->mn_first = ok ? malloc((c->mn_groups + 1) * sizeof *c->mn_first) : NULL;
    ok = ok && c->mn_first;
    unsigned *fill = ok ? calloc(c->mn_groups + 1, sizeof *fill) : NULL;
    ok = ok && fill;
    for (size_t g = 0, at = 0; ok && g < c->mn_groups; at += c->mn_count[g++])
        c->mn_first[g] = (unsigned)at;
    i = 0;
    for (unsigned n = 0; ok && n < c->opcode_limit; n++)
        for (unsigned k = 0; k < c->opcodes[n].form_count; k++, i++) {
            unsigned g = group_of[i];
            c->form_refs[c->mn_first[g] + fill[g]++] = (mca_form_ref){ n, k };
        }
    free(fill);
    free(group_of);
    return ok;
}

size_t mca_catalog_mnemonics(const mca_catalog *c, const char *const **keys,
                             const unsigned **firsts, const unsigned **counts,
                             const mca_form_ref **refs)
{
    *keys = c->mn_keys;
    *firsts = c->mn_first;
    *counts = c->mn_count;
    *refs = c->form_refs;
    return c->mn_groups;
}

static void loader_free(loader *L)
{
    free(L->opcodes.data);
    free(L->regs.data);
    free(L->classes.data);
    free(L->sched.data);
    free(L->forms.data);
    free(L->form_owner.data);
    free(L->reg_subs.data);
    free(L->class_regs.data);
    free(L->picks.data);
    free(L->rvv.data);
    mca_records_free(&L->r);
}

static bool load_records(loader *L)
{
    if (!header(L, "mca-catalog"))
        return false;
    while (mca_records_next(&L->r)) {
        if (mca_field_is(&L->r.fields[0], "opcode") && !L->c->reg_names.count &&
            !resolve_registers(L))
            return false;
        if (!parse_record(L))
            return false;
    }
    if (!L->c->reg_names.count && !resolve_registers(L))
        return false;
    return !L->r.failed && finish_opcodes(L) && index_mnemonics(L->c);
}

mca_catalog *mca_catalog_load(const char *path, mca_diags *diags)
{
    mca_source src;
    if (mca_source_read_file(&src, path, diags) != 0)
        return NULL;
    mca_catalog *c = calloc(1, sizeof *c);
    if (!c) {
        mca_source_free(&src);
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory loading %s", path);
        return NULL;
    }
    mca_arena_init(&c->arena);
    mca_strmap_init(&c->opcode_names, 0);
    mca_strmap_init(&c->reg_names, 1);
    mca_strmap_init(&c->class_names, 0);
    mca_strmap_init(&c->mnemonic_names, 1);
    loader L = { .c = c };
    L.opcodes.elem = sizeof(mca_opcode);
    L.regs.elem = sizeof(mca_register);
    L.classes.elem = sizeof(mca_regclass);
    L.sched.elem = sizeof(const char *);
    L.forms.elem = sizeof(mca_form);
    L.form_owner.elem = sizeof(size_t);
    L.reg_subs.elem = L.class_regs.elem = sizeof(pending_list);
    L.picks.elem = sizeof(pending_pick);
    L.rvv.elem = sizeof(pending_rvv);
    mca_records_init(&L.r, &src, diags);
    bool ok = load_records(&L);
    if (!ok && !L.r.failed)
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory loading %s", path);
    loader_free(&L);
    mca_source_free(&src);
    if (!ok) {
        mca_catalog_free(c);
        return NULL;
    }
    return c;
}

/* --- catalogs served from compiled tables ------------------------------ */

/* Registers and classes are few: make them all at once. */
static bool tables_registers(mca_catalog *c)
{
    const mca_bi_catalog *t = c->bi;
    c->regs = calloc(t->reg_limit ? t->reg_limit : 1, sizeof *c->regs);
    c->classes = calloc(t->class_count ? t->class_count : 1, sizeof *c->classes);
    if (!c->regs || !c->classes)
        return false;
    for (unsigned i = 0; i < t->reg_limit; i++) {
        const mca_bi_register *b = &t->regs[i];
        if (b->name)
            c->regs[i] = (mca_register){ t->strings + b->name, t->lists + b->subs,
                                         t->lists + b->supers, b->sub_count, b->super_count };
    }
    for (unsigned i = 0; i < t->class_count; i++) {
        const mca_bi_regclass *b = &t->classes[i];
        c->classes[i] = (mca_regclass){ t->strings + b->name, b->bits, t->lists + b->regs,
                                        b->reg_count };
    }
    return true;
}

mca_catalog *mca_catalog_from_tables(const mca_bi_catalog *t)
{
    mca_catalog *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->bi = t;
    mca_arena_init(&c->arena);
    c->opcode_limit = t->opcode_limit;
    c->reg_limit = t->reg_limit;
    c->class_count = t->class_count;
    c->sched_count = t->sched_count;
    if (mca_lazytab_init(&c->lazy, t->opcode_limit) != 0 || !tables_registers(c)) {
        mca_catalog_free(c);
        return NULL;
    }
    return c;
}

const mca_bi_catalog *mca_catalog_tables(const mca_catalog *c)
{
    return c->bi;
}

/* Opcode number of the tables, without its forms. */
static void tables_brief(const mca_bi_catalog *t, unsigned number, mca_opcode *out)
{
    const mca_bi_opcode *b = &t->opcodes[number];
    *out = (mca_opcode){
        .number = number, .name = t->strings + b->name, .sched_class = b->sched_class,
        .defs = b->defs, .ops = t->opnds + b->ops, .op_count = b->op_count,
        .flags = b->flags, .idefs = t->lists + b->idefs, .iuses = t->lists + b->iuses,
        .idef_count = b->idef_count, .iuse_count = b->iuse_count,
        .clears_super = b->clears_super, .mem_bits = b->mem_bits,
        .forms = NULL, .form_count = b->form_count
    };
}

static mca_form tables_form(const mca_bi_catalog *t, const mca_bi_form *f)
{
    return (mca_form){ .variant = (mca_form_variant)f->variant, .pick = f->pick,
                       .fixed_operand = f->fixed_operand, .fixed_value = f->fixed_value,
                       .text = t->strings + f->text, .rv32_only = f->rv32_only != 0 };
}

/* An opcode made from its table entry, with its forms. */
struct made_opcode {
    mca_opcode op;
    mca_form forms[];
};

/* The opcode made from its table entry (once; threads may race to make
 * it, one wins).  NULL when memory runs out. */
static const mca_opcode *tables_opcode(const mca_catalog *c, unsigned number)
{
    struct made_opcode *made = mca_lazytab_get(&c->lazy, number);
    if (made)
        return &made->op;
    const mca_bi_catalog *t = c->bi;
    const mca_bi_opcode *b = &t->opcodes[number];
    made = malloc(sizeof *made + b->form_count * sizeof(mca_form));
    if (!made)
        return NULL;
    for (unsigned k = 0; k < b->form_count; k++)
        made->forms[k] = tables_form(t, &t->forms[b->forms + k]);
    tables_brief(t, number, &made->op);
    made->op.forms = made->forms;
    struct made_opcode *won = mca_lazytab_put(&((mca_catalog *)c)->lazy, number, made);
    if (won != made)
        free(made);
    return won ? &won->op : NULL;
}

/* Look name up in a compiled hash table; its number, or -1. */
static long tables_find(const mca_bi_catalog *t, const uint32_t *table, uint32_t size,
                        bool fold, const char *name, size_t len)
{
    if (!size)
        return -1;
    const mca_bi_opcode *ops = t->opcodes;
    const mca_bi_register *regs = t->regs;
    size_t mask = size - 1;
    for (size_t i = (size_t)mca_strmap_hash(name, len, fold) & mask; table[i]; i = (i + 1) & mask) {
        uint32_t n = table[i] - 1;
        const char *s = t->strings + (fold ? regs[n].name : ops[n].name);
        if ((fold ? strncasecmp(s, name, len) : strncmp(s, name, len)) == 0 && s[len] == '\0')
            return n;
    }
    return -1;
}

void mca_catalog_free(mca_catalog *c)
{
    if (!c)
        return;
    mca_lazytab_free(&c->lazy, free);
    mca_strmap_free(&c->opcode_names);
    mca_strmap_free(&c->reg_names);
    mca_strmap_free(&c->class_names);
    mca_strmap_free(&c->mnemonic_names);
    free(c->mn_keys);
    free(c->mn_first);
    free(c->mn_count);
    free(c->form_refs);
    free(c->rvv);
    free(atomic_load_explicit(&c->lazy_rvv, memory_order_relaxed));
    free(c->opcodes);
    free(c->regs);
    free(c->classes);
    free(c->sched_names);
    free(c->target);
    free(c->triple);
    mca_arena_free(&c->arena);
    free(c);
}

const char *mca_catalog_target(const mca_catalog *c) { return c->bi ? c->bi->target : c->target; }
const char *mca_catalog_triple(const mca_catalog *c) { return c->bi ? c->bi->triple : c->triple; }
unsigned mca_catalog_opcode_limit(const mca_catalog *c) { return c->opcode_limit; }
unsigned mca_catalog_register_limit(const mca_catalog *c) { return c->reg_limit; }
unsigned mca_catalog_regclass_count(const mca_catalog *c) { return c->class_count; }
unsigned mca_catalog_sched_class_count(const mca_catalog *c) { return c->sched_count; }

const mca_opcode *mca_catalog_opcode(const mca_catalog *c, unsigned number)
{
    if (number >= c->opcode_limit)
        return NULL;
    if (c->bi)
        return c->bi->opcodes[number].name ? tables_opcode(c, number) : NULL;
    return c->opcodes[number].name ? &c->opcodes[number] : NULL;
}

bool mca_catalog_opcode_brief(const mca_catalog *c, unsigned number, mca_opcode *out)
{
    if (number >= c->opcode_limit)
        return false;
    if (c->bi) {
        if (!c->bi->opcodes[number].name)
            return false;
        tables_brief(c->bi, number, out);
        return true;
    }
    if (!c->opcodes[number].name)
        return false;
    *out = c->opcodes[number];
    out->forms = NULL;
    return true;
}

bool mca_catalog_form(const mca_catalog *c, unsigned number, unsigned k, mca_form *out)
{
    if (number >= c->opcode_limit)
        return false;
    if (c->bi) {
        const mca_bi_opcode *b = &c->bi->opcodes[number];
        if (!b->name || k >= b->form_count)
            return false;
        *out = tables_form(c->bi, &c->bi->forms[b->forms + k]);
        return true;
    }
    const mca_opcode *op = &c->opcodes[number];
    if (!op->name || k >= op->form_count)
        return false;
    *out = op->forms[k];
    return true;
}

bool mca_catalog_opcode_number(const mca_catalog *c, const char *name, size_t len,
                               unsigned *number)
{
    size_t n;
    if (c->bi) {
        long v = tables_find(c->bi, c->bi->opcode_hash, c->bi->opcode_hash_size, false,
                             name, len);
        if (v < 0)
            return false;
        *number = (unsigned)v;
        return true;
    }
    if (!mca_strmap_get(&c->opcode_names, name, len, &n))
        return false;
    *number = (unsigned)n;
    return true;
}

const mca_opcode *mca_catalog_opcode_named(const mca_catalog *c, const char *name, size_t len)
{
    unsigned n;
    return mca_catalog_opcode_number(c, name, len, &n) ? mca_catalog_opcode(c, n) : NULL;
}

size_t mca_catalog_forms_named(const mca_catalog *c, mca_form_variant variant,
                               const char *name, size_t len, const mca_form_ref **refs)
{
    char key[128];
    if (len + 2 > sizeof key)
        return 0;
    key[0] = (char)('0' + variant);
    memcpy(key + 1, name, len);
    key[len + 1] = '\0';
    if (c->bi) {
        const mca_bi_catalog *t = c->bi;
        size_t mask = t->mnemonic_hash_size - 1;
        for (size_t i = (size_t)mca_strmap_hash(key, len + 1, 1) & mask;
             t->mnemonic_hash_size && t->mnemonic_hash[i]; i = (i + 1) & mask) {
            const mca_bi_mnemonic *m = &t->mnemonics[t->mnemonic_hash[i] - 1];
            const char *s = t->strings + m->key;
            if (strncasecmp(s, key, len + 1) == 0 && s[len + 1] == '\0') {
                *refs = t->form_refs + m->first;
                return m->count;
            }
        }
        return 0;
    }
    size_t g;
    if (!mca_strmap_get(&c->mnemonic_names, key, len + 1, &g))
        return 0;
    *refs = c->form_refs + c->mn_first[g];
    return c->mn_count[g];
}

/* bi: every rvv record, made on first use (as tables_opcode). */
static const mca_rvv_class *tables_rvv(const mca_catalog *c)
{
    mca_rvv_class *all = atomic_load_explicit(&c->lazy_rvv, memory_order_acquire);
    if (all)
        return all;
    const mca_bi_catalog *t = c->bi;
    all = malloc((t->rvv_count + 1) * sizeof *all);
    if (!all)
        return NULL;
    for (uint32_t i = 0; i < t->rvv_count; i++)
        all[i] = (mca_rvv_class){ t->rvv[i].opcode, t->rvv[i].lmul, t->rvv[i].sew,
                                  t->rvv[i].sched_class, t->strings + t->rvv[i].pseudo };
    mca_rvv_class *expected = NULL;
    if (!atomic_compare_exchange_strong_explicit(&((mca_catalog *)c)->lazy_rvv, &expected, all,
                                                 memory_order_acq_rel, memory_order_acquire)) {
        free(all);
        all = expected;
    }
    return all;
}

size_t mca_catalog_rvv_classes(const mca_catalog *c, unsigned opcode,
                               const mca_rvv_class **out)
{
    size_t n = c->bi ? c->bi->rvv_count : c->rvv_count;
    const mca_rvv_class *all = n == 0 ? NULL : c->bi ? tables_rvv(c) : c->rvv;
    if (!all)
        return 0;
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (all[mid].opcode < opcode)
            lo = mid + 1;
        else
            hi = mid;
    }
    size_t end = lo;
    while (end < n && all[end].opcode == opcode)
        end++;
    *out = all + lo;
    return end - lo;
}

/* The rvv records of a catalog read from text, for builtin-gen. */
size_t mca_catalog_all_rvv(const mca_catalog *c, const mca_rvv_class **out)
{
    *out = c->rvv;
    return c->rvv_count;
}

const mca_register *mca_catalog_register(const mca_catalog *c, unsigned number)
{
    return number < c->reg_limit && c->regs[number].name ? &c->regs[number] : NULL;
}

bool mca_catalog_register_named(const mca_catalog *c, const char *name, size_t len,
                                unsigned *number)
{
    size_t n;
    if (c->bi) {
        long v = tables_find(c->bi, c->bi->reg_hash, c->bi->reg_hash_size, true, name, len);
        if (v < 0)
            return false;
        *number = (unsigned)v;
        return true;
    }
    if (!mca_strmap_get(&c->reg_names, name, len, &n))
        return false;
    *number = (unsigned)n;
    return true;
}

const mca_regclass *mca_catalog_regclass(const mca_catalog *c, unsigned index)
{
    return index < c->class_count ? &c->classes[index] : NULL;
}

bool mca_regclass_contains(const mca_regclass *rc, unsigned reg)
{
    for (unsigned i = 0; i < rc->reg_count; i++)
        if (rc->regs[i] == reg)
            return true;
    return false;
}

const char *mca_catalog_sched_class_name(const mca_catalog *c, unsigned index)
{
    if (index >= c->sched_count)
        return NULL;
    return c->bi ? c->bi->strings + c->bi->sched_names[index] : c->sched_names[index];
}

bool mca_catalog_regs_overlap(const mca_catalog *c, unsigned a, unsigned b)
{
    if (a == b)
        return true;
    const mca_register *ra = mca_catalog_register(c, a);
    if (!ra)
        return false;
    for (unsigned i = 0; i < ra->sub_count; i++)
        if (ra->subs[i] == b)
            return true;
    for (unsigned i = 0; i < ra->super_count; i++)
        if (ra->supers[i] == b)
            return true;
    return false;
}

/* builtin-gen: compile the shipped text models into C tables (builtin.h).
 *
 * Usage: builtin-gen OUTPUT.c MODELS-DIR TARGET...
 * For each target, loads MODELS-DIR/TARGET/catalog, .../cpus and every
 * model the cpus file names with the text loaders (so the tables hold
 * exactly what the loaders accept) and writes them as constant tables of
 * offsets and indices.  Run by make at build time; exits 1 with the
 * loaders' diagnostics when a file does not load. */
#include <config.h>

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtin.h"
#include "strmap.h"

static FILE *out;

static void die(const char *what)
{
    fprintf(stderr, "builtin-gen: %s\n", what);
    exit(1);
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p)
        die("out of memory");
    return p;
}

static void emit(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void emit(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(out, fmt, ap);
    va_end(ap);
}

/* --- pools: element arrays where equal runs are stored once ------------ */

typedef struct {
    unsigned char *data;
    size_t count, capacity, elem;
    size_t *runs;           /* hash slots: 1 + start, 0 empty */
    size_t *run_len;
    size_t slots, used;
} pool;

static void pool_init(pool *p, size_t elem)
{
    memset(p, 0, sizeof *p);
    p->elem = elem;
}

static void pool_free(pool *p)
{
    free(p->data);
    free(p->runs);
    free(p->run_len);
}

static size_t run_slot(const pool *p, const void *items, size_t n)
{
    size_t mask = p->slots - 1;
    size_t i = (size_t)mca_strmap_hash(items, n * p->elem, 0) & mask;
    while (p->runs[i] && !(p->run_len[i] == n &&
                           memcmp(p->data + (p->runs[i] - 1) * p->elem, items, n * p->elem) == 0))
        i = (i + 1) & mask;
    return i;
}

static void pool_grow_slots(pool *p)
{
    pool bigger = *p;
    bigger.slots = p->slots ? p->slots * 2 : 1024;
    bigger.runs = calloc(bigger.slots, sizeof *bigger.runs);
    bigger.run_len = calloc(bigger.slots, sizeof *bigger.run_len);
    if (!bigger.runs || !bigger.run_len)
        die("out of memory");
    for (size_t i = 0; i < p->slots; i++)
        if (p->runs[i]) {
            size_t j = run_slot(&bigger, p->data + (p->runs[i] - 1) * p->elem, p->run_len[i]);
            bigger.runs[j] = p->runs[i];
            bigger.run_len[j] = p->run_len[i];
        }
    free(p->runs);
    free(p->run_len);
    *p = bigger;
}

/* The index of a run equal to items[0..n) in the pool, added if new. */
static uint32_t pool_add(pool *p, const void *items, size_t n)
{
    if (n == 0)
        return 0;
    if ((p->used + 1) * 2 > p->slots)
        pool_grow_slots(p);
    size_t i = run_slot(p, items, n);
    if (p->runs[i])
        return (uint32_t)(p->runs[i] - 1);
    if (p->count + n > p->capacity) {
        p->capacity = (p->count + n) * 2;
        p->data = xrealloc(p->data, p->capacity * p->elem);
    }
    memcpy(p->data + p->count * p->elem, items, n * p->elem);
    p->runs[i] = p->count + 1;
    p->run_len[i] = n;
    p->used++;
    p->count += n;
    if (p->count > UINT32_MAX)
        die("tables too large");
    return (uint32_t)(p->count - n);
}

static uint32_t add_string(pool *strings, const char *s)
{
    return pool_add(strings, s, strlen(s) + 1);
}

/* --- emitting --------------------------------------------------------- */

static void emit_strings(const char *id, const pool *p)
{
    emit("static const char %s[] =\n\"", id);
    for (size_t i = 0; i < p->count; i++) {
        unsigned char c = p->data[i];
        if (c == '\0')
            emit(i + 1 < p->count ? "\\0\"\n\"" : "\\0");
        else if (c == '"' || c == '\\' || c == '?')
            emit("\\%c", c);
        else if (c < 32 || c > 126)
            emit("\\%03o", c);
        else
            fputc(c, out);
    }
    emit("\";\n\n");
}

/* Elements of a pool, per line; each printed by fn. */
static void emit_array(const char *type, const char *id, const pool *p,
                       void (*fn)(const void *))
{
    emit("static const %s %s[] = {\n", type, id);
    for (size_t i = 0; i < p->count; i++) {
        fn(p->data + i * p->elem);
        emit(i % 8 == 7 ? ",\n" : ",");
    }
    if (p->count == 0)
        emit("{0}");
    emit("\n};\n\n");
}

static void put_unsigned(const void *v) { emit("%u", *(const unsigned *)v); }
static void put_u32(const void *v) { emit("%u", (unsigned)*(const uint32_t *)v); }

static void put_long(long v)
{
    if (v == LONG_MIN)
        emit("(-%ldL-1)", LONG_MAX);
    else
        emit("%ldL", v);
}

static void put_opnd(const void *v)
{
    const mca_opnd_desc *d = v;
    emit("{%d,%d,%d,%d}", (int)d->kind, d->regclass, d->tied, d->target_type);
}

static void put_res(const void *v)
{
    const mca_res_use *r = v;
    emit("{%u,%u,%u}", r->resource, r->acquire, r->release);
}

static void put_lat(const void *v)
{
    const mca_write_latency *l = v;
    emit("{%d,%u}", l->cycles, l->write_id);
}

static void put_ra(const void *v)
{
    const mca_read_advance *r = v;
    emit("{%u,%d,%u}", r->use, r->cycles, r->write_id);
}

static void put_cost(const void *v)
{
    const mca_rf_cost *c = v;
    emit("{%u,%u,%d}", c->regclass, c->cost, c->eliminable ? 1 : 0);
}

static void put_rule(const void *v)
{
    const mca_rule *r = v;
    emit("{%u,%d,", r->opcode, r->kind);
    put_long(r->value);
    emit(",%u,%u,%u}", r->cond_first, r->cond_count, r->cls);
}

static void put_cond(const void *v)
{
    const mca_rule_cond *c = v;
    emit("{%d,%u,%u,", c->kind, c->a, c->b);
    put_long(c->lo);
    emit(",");
    put_long(c->hi);
    emit(",%u}", c->reg);
}

static void put_opcode(const void *v)
{
    const mca_bi_opcode *o = v;
    emit("{%u,%u,%u,%u,%u,%u,%u,%u,%u,%u,%u,%u,%u,%u}", o->name, o->sched_class, o->flags,
         o->clears_super, o->ops, o->idefs, o->iuses, o->forms, o->op_count, o->defs,
         o->idef_count, o->iuse_count, o->form_count, o->mem_bits);
}

static void put_form(const void *v)
{
    const mca_bi_form *f = v;
    emit("{%u,%d,%d,%d,%u,%u}", f->text, f->pick, f->fixed_value, f->fixed_operand, f->variant,
         f->rv32_only);
}

static void put_mnemonic(const void *v)
{
    const mca_bi_mnemonic *m = v;
    emit("{%u,%u,%u}", m->key, m->first, m->count);
}

static void put_form_ref(const void *v)
{
    const mca_form_ref *r = v;
    emit("{%u,%u}", r->opcode, r->form);
}

static void put_rvv(const void *v)
{
    const mca_bi_rvv *r = v;
    emit("{%u,%u,%u,%u,%u}", r->opcode, r->sched_class, r->pseudo, r->sew, r->lmul);
}

static void put_register(const void *v)
{
    const mca_bi_register *r = v;
    emit("{%u,%u,%u,%u,%u}", r->name, r->subs, r->supers, r->sub_count, r->super_count);
}

static void put_regclass(const void *v)
{
    const mca_bi_regclass *r = v;
    emit("{%u,%u,%u,%u}", r->name, r->bits, r->regs, r->reg_count);
}

static void put_resource(const void *v)
{
    const mca_bi_resource *r = v;
    emit("{%u,%u,%d,%d,%u,%u,%u}", r->name, r->units, r->buffer, r->super, r->members,
         r->member_count, r->group);
}

static void put_class(const void *v)
{
    const mca_bi_class *c = v;
    emit("{%u,%u,%u,%u,%u,%u,%u,%u,%u}", c->name, c->uops, c->res, c->lat, c->ra,
         c->res_count, c->lat_count, c->ra_count, c->flags);
}

static void put_regfile(const void *v)
{
    const mca_bi_regfile *r = v;
    emit("{%u,%u,%u,%u,%u,%u}", r->name, r->size, r->max_moves, r->costs, r->cost_count,
         r->zero_moves_only);
}

static void put_cpu(const void *v)
{
    const mca_bi_cpu *c = v;
    emit("{%u,%u}", c->name, c->model);
}

_Static_assert(MCA_RULE_KINDS == 3, "put_model_rec and the target write three rule lists");

static void put_model_rec(const void *v)
{
    const mca_bi_model_rec *r = v;
    const mca_model_params *p = &r->params;
    emit("\n  {%u,{NULL,%u,%u,%u,%u,%u,%u,%d,%d,%d,%d,%u,%u,%d,%d},%u,%u,%u,{%u,%u,%u},{%u,%u,%u},"
         "%u,%u,%u,%u}", r->name, p->issue_width, p->micro_op_buffer_size,
         p->loop_micro_op_buffer_size, p->load_latency, p->high_latency, p->mispredict_penalty,
         p->post_ra_scheduler, p->complete_model, p->enable_intervals, p->extra_processor_info,
         p->reorder_buffer_size, p->max_retire_per_cycle, p->load_queue, p->store_queue,
         r->resources, r->classes, r->regfiles, r->rules[0], r->rules[1], r->rules[2],
         r->rule_count[0], r->rule_count[1], r->rule_count[2], r->resource_count,
         r->class_count, r->regfile_count, r->params_name);
}

/* --- one target ------------------------------------------------------- */

/* The pools of one target, shared by its catalog, CPU index and models. */
typedef struct {
    pool strings, lists, opnds, res, lat, ra, costs, conds;
    /* every model's resources, classes, register files and rules, one
     * after the other, and the models' records of where theirs start */
    pool mres, mcls, mrfs, mrules[MCA_RULE_KINDS], recs;
} pools;

static uint16_t u16(unsigned v)
{
    if (v > UINT16_MAX)
        die("a count does not fit the tables");
    return (uint16_t)v;
}

/* Append one element to a plain (unshared) array pool. */
static void append(pool *p, const void *item)
{
    p->data = xrealloc(p->data, (p->count + 1) * p->elem);
    memcpy(p->data + p->count++ * p->elem, item, p->elem);
}

/* An open-addressing table of number + 1 by name, as catalog.c reads it. */
static void name_table(pool *table, const char *const *names, size_t limit, int fold)
{
    size_t count = 0;
    for (size_t i = 0; i < limit; i++)
        count += names[i] != NULL;
    size_t size = 64;
    while (size < count * 2)
        size *= 2;
    uint32_t *slots = calloc(size, sizeof *slots);
    if (!slots)
        die("out of memory");
    for (size_t i = 0; i < limit; i++) {
        if (!names[i])
            continue;
        size_t len = strlen(names[i]), k = (size_t)mca_strmap_hash(names[i], len, fold);
        for (k &= size - 1; slots[k]; k = (k + 1) & (size - 1)) {
            const char *other = names[slots[k] - 1];
            if ((fold ? strcasecmp(other, names[i]) : strcmp(other, names[i])) == 0)
                break;  /* the later number wins, as in the text loader */
        }
        slots[k] = (uint32_t)i + 1;
    }
    pool_init(table, sizeof(uint32_t));
    table->data = (unsigned char *)slots;
    table->count = table->capacity = size;
}

static void emit_catalog(const char *id, const char *tid, const mca_catalog *c, pools *P)
{
    unsigned limit = mca_catalog_opcode_limit(c);
    pool ops, forms, regs, classes, sched, hash_ops, hash_regs;
    pool_init(&ops, sizeof(mca_bi_opcode));
    pool_init(&forms, sizeof(mca_bi_form));
    pool_init(&regs, sizeof(mca_bi_register));
    pool_init(&classes, sizeof(mca_bi_regclass));
    pool_init(&sched, sizeof(uint32_t));
    const char **names = xrealloc(NULL, (limit + 1) * sizeof *names);
    ops.data = xrealloc(NULL, (limit + 1) * sizeof(mca_bi_opcode));
    ops.count = limit;
    memset(ops.data, 0, (limit + 1) * sizeof(mca_bi_opcode));
    for (unsigned n = 0; n < limit; n++) {
        const mca_opcode *op = mca_catalog_opcode(c, n);
        names[n] = op ? op->name : NULL;
        if (!op)
            continue;
        mca_bi_form f[256];
        if (op->form_count > 256)
            die("too many forms for one opcode");
        for (unsigned k = 0; k < op->form_count; k++) {
            const mca_form *cf = &op->forms[k];
            if (cf->fixed_value < INT32_MIN || cf->fixed_value > INT32_MAX ||
                cf->fixed_operand < INT16_MIN || cf->fixed_operand > INT16_MAX)
                die("a form value does not fit the tables");
            f[k] = (mca_bi_form){ add_string(&P->strings, cf->text), cf->pick,
                                  (int32_t)cf->fixed_value, (int16_t)cf->fixed_operand,
                                  (uint8_t)cf->variant, cf->rv32_only };
        }
        mca_bi_opcode *b = (mca_bi_opcode *)ops.data + n;
        *b = (mca_bi_opcode){
            add_string(&P->strings, op->name), op->sched_class, op->flags, op->clears_super,
            pool_add(&P->opnds, op->ops, op->op_count),
            pool_add(&P->lists, op->idefs, op->idef_count),
            pool_add(&P->lists, op->iuses, op->iuse_count),
            (uint32_t)forms.count, u16(op->op_count), u16(op->defs), u16(op->idef_count),
            u16(op->iuse_count), u16(op->form_count), u16(op->mem_bits)
        };
        /* forms of one opcode stay together: append without sharing */
        if (forms.count + op->form_count > forms.capacity) {
            forms.capacity = (forms.count + op->form_count) * 2;
            forms.data = xrealloc(forms.data, forms.capacity * forms.elem);
        }
        memcpy(forms.data + forms.count * forms.elem, f, op->form_count * forms.elem);
        forms.count += op->form_count;
    }
    unsigned rlimit = mca_catalog_register_limit(c);
    const char **rnames = xrealloc(NULL, (rlimit + 1) * sizeof *rnames);
    regs.data = xrealloc(NULL, (rlimit + 1) * sizeof(mca_bi_register));
    regs.count = rlimit;
    memset(regs.data, 0, (rlimit + 1) * sizeof(mca_bi_register));
    for (unsigned n = 0; n < rlimit; n++) {
        const mca_register *r = mca_catalog_register(c, n);
        rnames[n] = r ? r->name : NULL;
        if (r)
            ((mca_bi_register *)regs.data)[n] = (mca_bi_register){
                add_string(&P->strings, r->name), pool_add(&P->lists, r->subs, r->sub_count),
                pool_add(&P->lists, r->supers, r->super_count), u16(r->sub_count),
                u16(r->super_count) };
    }
    for (unsigned i = 0; i < mca_catalog_regclass_count(c); i++) {
        const mca_regclass *rc = mca_catalog_regclass(c, i);
        mca_bi_regclass b = { add_string(&P->strings, rc->name), rc->bits,
                              pool_add(&P->lists, rc->regs, rc->reg_count), rc->reg_count };
        classes.data = xrealloc(classes.data, (classes.count + 1) * classes.elem);
        memcpy(classes.data + classes.count++ * classes.elem, &b, sizeof b);
    }
    for (unsigned i = 0; i < mca_catalog_sched_class_count(c); i++) {
        uint32_t s = add_string(&P->strings, mca_catalog_sched_class_name(c, i));
        sched.data = xrealloc(sched.data, (sched.count + 1) * sched.elem);
        memcpy(sched.data + sched.count++ * sched.elem, &s, sizeof s);
    }
    name_table(&hash_ops, names, limit, 0);
    name_table(&hash_regs, rnames, rlimit, 1);
    const char *const *keys;
    const unsigned *firsts, *counts;
    const mca_form_ref *refs;
    size_t groups = mca_catalog_mnemonics(c, &keys, &firsts, &counts, &refs), nrefs = 0;
    pool mnem, form_refs, hash_mnem;
    pool_init(&mnem, sizeof(mca_bi_mnemonic));
    pool_init(&form_refs, sizeof(mca_form_ref));
    for (size_t g = 0; g < groups; g++) {
        mca_bi_mnemonic b = { add_string(&P->strings, keys[g]), firsts[g], counts[g] };
        append(&mnem, &b);
        if (firsts[g] + counts[g] > nrefs)
            nrefs = firsts[g] + counts[g];
    }
    for (size_t i = 0; i < nrefs; i++)
        append(&form_refs, &refs[i]);
    name_table(&hash_mnem, (const char *const *)keys, groups, 1);
    const mca_rvv_class *rvv;
    size_t nrvv = mca_catalog_all_rvv(c, &rvv);
    pool rvvs;
    pool_init(&rvvs, sizeof(mca_bi_rvv));
    for (size_t i = 0; i < nrvv; i++) {
        mca_bi_rvv b = { rvv[i].opcode, rvv[i].sched_class, add_string(&P->strings, rvv[i].pseudo),
                         u16(rvv[i].sew), (uint8_t)rvv[i].lmul };
        append(&rvvs, &b);
    }
    char buf[160];
    snprintf(buf, sizeof buf, "%s_opcodes", id);
    emit_array("mca_bi_opcode", buf, &ops, put_opcode);
    snprintf(buf, sizeof buf, "%s_forms", id);
    emit_array("mca_bi_form", buf, &forms, put_form);
    snprintf(buf, sizeof buf, "%s_regs", id);
    emit_array("mca_bi_register", buf, &regs, put_register);
    snprintf(buf, sizeof buf, "%s_regclasses", id);
    emit_array("mca_bi_regclass", buf, &classes, put_regclass);
    snprintf(buf, sizeof buf, "%s_sched", id);
    emit_array("uint32_t", buf, &sched, put_u32);
    snprintf(buf, sizeof buf, "%s_opcode_hash", id);
    emit_array("uint32_t", buf, &hash_ops, put_u32);
    snprintf(buf, sizeof buf, "%s_reg_hash", id);
    emit_array("uint32_t", buf, &hash_regs, put_u32);
    snprintf(buf, sizeof buf, "%s_mnemonics", id);
    emit_array("mca_bi_mnemonic", buf, &mnem, put_mnemonic);
    snprintf(buf, sizeof buf, "%s_form_refs", id);
    emit_array("mca_form_ref", buf, &form_refs, put_form_ref);
    snprintf(buf, sizeof buf, "%s_mnemonic_hash", id);
    emit_array("uint32_t", buf, &hash_mnem, put_u32);
    snprintf(buf, sizeof buf, "%s_rvv", id);
    emit_array("mca_bi_rvv", buf, &rvvs, put_rvv);
    emit("static const mca_bi_catalog %s = {\n  \"%s\", \"%s\", %s_strings,\n"
         "  %s_opcodes, %s_forms, %s_opnds, %s_lists, %s_regs, %s_regclasses, %s_sched,\n"
         "  %s_opcode_hash, %s_reg_hash,\n  %u, %u, %u, %u, %zu, %zu,\n"
         "  %s_mnemonics, %s_form_refs, %s_mnemonic_hash, %zu, %zu,\n  %s_rvv, %zu\n};\n\n",
         id, mca_catalog_target(c), mca_catalog_triple(c), tid, id, id, tid, tid, id, id, id,
         id, id, limit, rlimit, mca_catalog_regclass_count(c),
         mca_catalog_sched_class_count(c), hash_ops.count, hash_regs.count,
         id, id, id, groups, hash_mnem.count, id, nrvv);
    pool_free(&rvvs);
    pool_free(&mnem);
    pool_free(&form_refs);
    pool_free(&hash_mnem);
    free(names);
    free(rnames);
    pool_free(&ops);
    pool_free(&forms);
    pool_free(&regs);
    pool_free(&classes);
    pool_free(&sched);
    pool_free(&hash_ops);
    pool_free(&hash_regs);
}

/* Add model m (file stem name) to the target's pools and its record. */
static void add_model(const char *name, const mca_model *m, pools *P)
{
    pool *res = &P->mres, *cls = &P->mcls, *rfs = &P->mrfs;
    mca_bi_model_rec rec;
    memset(&rec, 0, sizeof rec);
    rec.name = add_string(&P->strings, name);
    rec.resources = (uint32_t)res->count;
    rec.classes = (uint32_t)cls->count;
    rec.regfiles = (uint32_t)rfs->count;
    mca_bi_resource none = { 0, 0, 0, 0, 0, 0, 0 };
    append(res, &none);
    for (unsigned i = 1; i < mca_model_resource_count(m); i++) {
        const mca_resource *r = mca_model_resource(m, i);
        mca_bi_resource b = { add_string(&P->strings, r->name), r->units, r->buffer, r->super,
                              pool_add(&P->lists, r->members, r->member_count),
                              u16(r->member_count), r->group };
        append(res, &b);
    }
    for (unsigned i = 0; i < mca_model_class_count(m); i++) {
        const mca_sched_class *c = mca_model_class(m, i);
        mca_bi_class b = { 0, 0, 0, 0, 0, 0, 0, 0, 0 };
        if (c->name)
            b = (mca_bi_class){
                add_string(&P->strings, c->name), c->uops,
                pool_add(&P->res, c->res, c->res_count),
                pool_add(&P->lat, c->lat, c->lat_count),
                pool_add(&P->ra, c->read_advance, c->read_advance_count),
                u16(c->res_count), u16(c->lat_count), u16(c->read_advance_count),
                (uint8_t)((c->defined ? MCA_BI_DEFINED : 0) | (c->variant ? MCA_BI_VARIANT : 0) |
                          (c->begin_group ? MCA_BI_BEGIN_GROUP : 0) |
                          (c->end_group ? MCA_BI_END_GROUP : 0) |
                          (c->retire_ooo ? MCA_BI_RETIRE_OOO : 0)) };
        append(cls, &b);
    }
    for (unsigned i = 0; i < mca_model_register_file_count(m); i++) {
        const mca_register_file *rf = mca_model_register_file(m, i);
        /* copied field by field: the padding of mca_rf_cost must not
         * decide which runs are shared */
        mca_rf_cost *costs = calloc(rf->cost_count + 1, sizeof *costs);
        if (!costs)
            die("out of memory");
        for (unsigned k = 0; k < rf->cost_count; k++) {
            costs[k].regclass = rf->costs[k].regclass;
            costs[k].cost = rf->costs[k].cost;
            costs[k].eliminable = rf->costs[k].eliminable;
        }
        mca_bi_regfile b = { add_string(&P->strings, rf->name), rf->size, rf->max_moves,
                             pool_add(&P->costs, costs, rf->cost_count), rf->cost_count,
                             rf->zero_moves_only };
        free(costs);
        append(rfs, &b);
    }
    size_t ncond;
    const mca_rule_cond *conds = mca_model_conds(m, &ncond);
    uint32_t cond_base = (uint32_t)P->conds.count;
    for (size_t i = 0; i < ncond; i++)
        append(&P->conds, &conds[i]);
    for (int k = 0; k < MCA_RULE_KINDS; k++) {
        size_t n;
        const mca_rule *list = mca_model_rules(m, k, &n);
        rec.rules[k] = (uint32_t)P->mrules[k].count;
        rec.rule_count[k] = (uint32_t)n;
        for (size_t i = 0; i < n; i++) {
            mca_rule r = list[i];
            r.cond_first += cond_base;
            append(&P->mrules[k], &r);
        }
    }
    const mca_model_params *p = mca_model_parameters(m);
    rec.params = *p;
    rec.params.name = NULL;
    rec.resource_count = (uint32_t)(res->count - rec.resources);
    rec.class_count = (uint32_t)(cls->count - rec.classes);
    rec.regfile_count = (uint32_t)(rfs->count - rec.regfiles);
    rec.params_name = add_string(&P->strings, p->name ? p->name : "");
    append(&P->recs, &rec);
}

static void report(mca_diags *d)
{
    mca_diags_print(d, stderr);
    exit(1);
}

static char *join(const char *a, const char *b, const char *c, const char *e)
{
    size_t n = strlen(a) + strlen(b) + strlen(c) + strlen(e) + 1;
    char *p = xrealloc(NULL, n);
    snprintf(p, n, "%s%s%s%s", a, b, c, e);
    return p;
}

static int compare_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Write a target: its tables go to a buffer first, as they fill the pools
 * that must be defined before them. */
static void emit_target(unsigned t, const char *dir, const char *target)
{
    FILE *file_out = out;
    char *tables;
    size_t tables_len;
    out = open_memstream(&tables, &tables_len);
    if (!out)
        die("out of memory");
    char tid[32], id[96];
    snprintf(tid, sizeof tid, "t%u", t);
    mca_diags d;
    mca_diags_init(&d);
    char *path = join(dir, "/", target, "/catalog");
    mca_catalog *cat = mca_catalog_load(path, &d);
    free(path);
    mca_cpu_index idx;
    if (!cat || mca_cpu_index_load(&idx, dir, target, &d) != 0)
        report(&d);
    pools P;
    pool_init(&P.strings, 1);
    add_string(&P.strings, "");     /* offset 0: the empty string */
    pool_init(&P.lists, sizeof(unsigned));
    pool_init(&P.opnds, sizeof(mca_opnd_desc));
    pool_init(&P.res, sizeof(mca_res_use));
    pool_init(&P.lat, sizeof(mca_write_latency));
    pool_init(&P.ra, sizeof(mca_read_advance));
    pool_init(&P.costs, sizeof(mca_rf_cost));
    pool_init(&P.conds, sizeof(mca_rule_cond));
    pool_init(&P.mres, sizeof(mca_bi_resource));
    pool_init(&P.mcls, sizeof(mca_bi_class));
    pool_init(&P.mrfs, sizeof(mca_bi_regfile));
    for (int k = 0; k < MCA_RULE_KINDS; k++)
        pool_init(&P.mrules[k], sizeof(mca_rule));
    pool_init(&P.recs, sizeof(mca_bi_model_rec));
    snprintf(id, sizeof id, "%s_catalog", tid);
    emit_catalog(id, tid, cat, &P);
    /* the models the index names, each once, in name order */
    char **models = xrealloc(NULL, (idx.count + 1) * sizeof *models);
    size_t nm = 0;
    for (unsigned i = 0; i < idx.count; i++)
        if (idx.cpus[i].model)
            models[nm++] = idx.cpus[i].model;
    qsort(models, nm, sizeof *models, compare_str);
    size_t u = 0;
    for (size_t i = 0; i < nm; i++)
        if (u == 0 || strcmp(models[u - 1], models[i]) != 0)
            models[u++] = models[i];
    for (size_t i = 0; i < u; i++) {
        path = join(dir, "/", target, "/");
        char *file = join(path, models[i], ".model", "");
        free(path);
        mca_model *m = mca_model_load(file, cat, &d);
        free(file);
        if (!m)
            report(&d);
        add_model(models[i], m, &P);
        mca_model_free(m);
    }
    pool cpus;
    pool_init(&cpus, sizeof(mca_bi_cpu));
    for (unsigned i = 0; i < idx.count; i++) {
        mca_bi_cpu c = { add_string(&P.strings, idx.cpus[i].name),
                         idx.cpus[i].model ? add_string(&P.strings, idx.cpus[i].model) : 0 };
        append(&cpus, &c);
    }
    snprintf(id, sizeof id, "%s_cpus", tid);
    emit_array("mca_bi_cpu", id, &cpus, put_cpu);
    snprintf(id, sizeof id, "%s_model_recs", tid);
    emit_array("mca_bi_model_rec", id, &P.recs, put_model_rec);
    /* the models made from their records on first use (builtin.c) */
    emit("static mca_bi_model %s_made[%zu];\nstatic atomic_uchar %s_ready[%zu];\n\n",
         tid, u ? u : 1, tid, u ? u : 1);
    emit("static const mca_bi_target %s = {\n  \"%s\", &%s_catalog, %s_strings, %s_cpus,\n"
         "  %s_model_recs, %s_mresources, %s_mclasses, %s_mregfiles,\n"
         "  { %s_mrules0, %s_mrules1, %s_mrules2 },\n"
         "  %s_res, %s_lat, %s_ra, %s_costs, %s_lists, %s_conds,\n"
         "  %s_made, %s_ready, %u, %zu\n};\n\n",
         tid, target, tid, tid, tid, tid, tid, tid, tid, tid, tid, tid, tid, tid, tid, tid,
         tid, tid, tid, tid, idx.count, u);
    if (fclose(out) != 0)
        die("out of memory");
    out = file_out;
    snprintf(id, sizeof id, "%s_strings", tid);
    emit_strings(id, &P.strings);
    static const struct { const char *type, *suffix; size_t off; void (*fn)(const void *); } arrays[] = {
        { "unsigned", "lists", offsetof(pools, lists), put_unsigned },
        { "mca_opnd_desc", "opnds", offsetof(pools, opnds), put_opnd },
        { "mca_res_use", "res", offsetof(pools, res), put_res },
        { "mca_write_latency", "lat", offsetof(pools, lat), put_lat },
        { "mca_read_advance", "ra", offsetof(pools, ra), put_ra },
        { "mca_rf_cost", "costs", offsetof(pools, costs), put_cost },
        { "mca_rule_cond", "conds", offsetof(pools, conds), put_cond },
        { "mca_bi_resource", "mresources", offsetof(pools, mres), put_resource },
        { "mca_bi_class", "mclasses", offsetof(pools, mcls), put_class },
        { "mca_bi_regfile", "mregfiles", offsetof(pools, mrfs), put_regfile },
        { "mca_rule", "mrules0", offsetof(pools, mrules[0]), put_rule },
        { "mca_rule", "mrules1", offsetof(pools, mrules[1]), put_rule },
        { "mca_rule", "mrules2", offsetof(pools, mrules[2]), put_rule },
    };
    for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++) {
        snprintf(id, sizeof id, "%s_%s", tid, arrays[i].suffix);
        emit_array(arrays[i].type, id, (const pool *)((const char *)&P + arrays[i].off),
                   arrays[i].fn);
    }
    fwrite(tables, 1, tables_len, out);
    free(tables);
    pool_free(&cpus);
    free(models);
    pool_free(&P.strings);
    pool_free(&P.lists);
    pool_free(&P.opnds);
    pool_free(&P.res);
    pool_free(&P.lat);
    pool_free(&P.ra);
    pool_free(&P.costs);
    pool_free(&P.conds);
    pool_free(&P.mres);
    pool_free(&P.mcls);
    pool_free(&P.mrfs);
    for (int k = 0; k < MCA_RULE_KINDS; k++)
        pool_free(&P.mrules[k]);
    pool_free(&P.recs);
    mca_cpu_index_free(&idx);
    mca_catalog_free(cat);
    mca_diags_free(&d);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fputs("usage: builtin-gen OUTPUT.c MODELS-DIR TARGET...\n", stderr);
        return 2;
    }
    char *tmp = join(argv[1], ".tmp", "", "");
    out = fopen(tmp, "w");
    if (!out)
        die("cannot write the output");
    emit("/* Generated by builtin-gen from %s: do not edit. */\n"
         "#include <config.h>\n\n#include \"builtin.h\"\n\n", argv[2]);
    for (int i = 3; i < argc; i++)
        emit_target((unsigned)(i - 3), argv[2], argv[i]);
    emit("const mca_bi_target *const mca_bi_targets[] = {\n");
    for (int i = 3; i < argc; i++)
        emit("  &t%d,\n", i - 3);
    emit("  NULL\n};\n");
    if (ferror(out) || fclose(out) != 0 || rename(tmp, argv[1]) != 0)
        die("cannot write the output");
    free(tmp);
    return 0;
}

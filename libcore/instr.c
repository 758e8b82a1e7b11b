/* instr: per-CPU instruction descriptors (see mca/instr.h). */
#include <config.h>

#include "mca/instr.h"

#include "isa.h"
#include "model-memo.h"

#include <stdlib.h>
#include <string.h>

const char *mca_desc_status_message(mca_desc_status status)
{
    switch (status) {
    case MCA_DESC_UNSUPPORTED:
        return "found an unsupported instruction in the input assembly sequence";
    case MCA_DESC_UNRESOLVED:
        return "unable to resolve scheduling class for write variant.";
    case MCA_DESC_NO_MEMORY:
        return "out of memory";
    default:
        return "";
    }
}

/* The largest write latency; a negative (invalid) entry ends the search. */
static int max_write_latency(const mca_sched_class *c)
{
    int latency = 0;
    for (unsigned i = 0; i < c->lat_count; i++) {
        if (c->lat[i].cycles < 0)
            return c->lat[i].cycles;
        if (c->lat[i].cycles > latency)
            latency = c->lat[i].cycles;
    }
    return latency;
}

/* Extra latency of slow forwarding paths: the most negative read advance
 * among the entries that match any writer. */
static int forwarding_delay(const mca_sched_class *c)
{
    int delay = 0;
    for (unsigned i = 0; i < c->read_advance_count; i++)
        if (c->read_advance[i].write_id == 0 && c->read_advance[i].cycles < delay)
            delay = c->read_advance[i].cycles;
    return -delay;
}

/* The read advance granted to readers of the longest write. */
static unsigned bypass_delay(const mca_sched_class *c)
{
    if (!c->read_advance_count)
        return 0;
    unsigned longest = 0, write_id = 0;
    for (unsigned i = 0; i < c->lat_count; i++) {
        unsigned cycles = c->lat[i].cycles > 0 ? (unsigned)c->lat[i].cycles : 0;
        if (cycles > longest) {
            longest = cycles;
            write_id = c->lat[i].write_id;
        }
    }
    for (unsigned i = 0; i < c->read_advance_count; i++)
        if (c->read_advance[i].write_id == write_id)
            return (unsigned)c->read_advance[i].cycles;
    return 0;
}

static double reciprocal_throughput(const mca_model *m, const mca_sched_class *c)
{
    double best = -1;
    for (unsigned i = 0; i < c->res_count; i++) {
        const mca_res_use *u = &c->res[i];
        if (!u->release || u->release == u->acquire)
            continue;
        double t = mca_model_resource(m, u->resource)->units * 1.0 /
                   (u->release - u->acquire);
        if (best < 0 || t < best)
            best = t;
    }
    if (best >= 0)
        return 1.0 / best;
    return (double)c->uops / mca_model_parameters(m)->issue_width;
}

/* Bits set in x (without a library call: the build targets no POPCNT). */
static int popcount64(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (int)((x * 0x0101010101010101ull) >> 56);
}

static uint64_t highest_bit(uint64_t x)
{
    return x ? 1ull << (63 - __builtin_clzll(x)) : 0;
}

static int compare_uses(const void *a, const void *b)
{
    const mca_resource_use *x = a, *y = b;
    int px = popcount64(x->mask), py = popcount64(y->mask);
    if (px != py)
        return px < py ? -1 : 1;
    return x->mask < y->mask ? -1 : x->mask > y->mask;
}

/* Cycles charged to a super resource by the units under it. */
static unsigned super_cycles(const mca_model *m, const mca_sched_class *c, unsigned resource)
{
    unsigned total = 0;
    for (unsigned i = 0; i < c->res_count; i++) {
        const mca_resource *r = mca_model_resource(m, c->res[i].resource);
        if (c->res[i].release && r->super == (int)resource)
            total += c->res[i].release;
    }
    return total;
}

/* llvm-mca's preparation of the resource list (see the behaviour notes). */
static mca_desc_status prepare_uses(const mca_model *m, const mca_sched_class *c,
                                    mca_instr_desc *d)
{
    mca_resource_use *all = d->uses; /* room for c->res_count */
    unsigned n = 0;
    for (unsigned i = 0; i < c->res_count; i++)
        if (c->res[i].release)
            all[n++] = (mca_resource_use){ c->res[i].resource,
                                           mca_model_resource_mask(m, c->res[i].resource),
                                           c->res[i].release, 1, false };
    /* a stable insertion sort: the lists are short, and qsort's set-up
     * costs more than the sort (every instruction comes here) */
    for (unsigned i = 1; i < n; i++) {
        mca_resource_use x = all[i];
        unsigned j = i;
        while (j > 0 && compare_uses(&all[j - 1], &x) > 0) {
            all[j] = all[j - 1];
            j--;
        }
        all[j] = x;
    }
    unsigned kept = 0;
    for (unsigned i = 0; i < n; i++) {
        mca_resource_use a = all[i];
        bool group = popcount64(a.mask) > 1;
        if (!a.cycles) {
            d->used_groups |= highest_bit(a.mask);
            continue;
        }
        uint64_t normalized = group ? a.mask & ~highest_bit(a.mask) : a.mask;
        unsigned charged = a.cycles - super_cycles(m, c, a.resource);
        for (unsigned j = i + 1; j < n; j++)
            if ((all[j].mask & normalized) == normalized) {
                all[j].cycles -= charged;
                if (popcount64(all[j].mask) > 1)
                    all[j].units++;
            }
        all[kept++] = a;
    }
    for (unsigned i = 0; i < kept; i++) {
        uint64_t members = all[i].mask & ~highest_bit(all[i].mask);
        if (popcount64(all[i].mask) > 1 && all[i].units > (unsigned)popcount64(members)) {
            all[i].reserved = true;
            all[i].units = (unsigned)popcount64(members);
        }
    }
    d->use_count = kept;
    return MCA_DESC_OK;
}

int mca_read_advance_cycles(const mca_sched_class *c, unsigned use_index, unsigned write_id)
{
    for (unsigned i = 0; i < c->read_advance_count; i++) {
        const mca_read_advance *ra = &c->read_advance[i];
        if (ra->use == use_index && (ra->write_id == 0 || ra->write_id == write_id))
            return ra->cycles;
    }
    return 0;
}

/* MaxLatency as the simulator uses it: -1 when the call latency applies. */
static int sim_max_latency(const mca_sched_class *c, bool is_call)
{
    if (is_call)
        return -1;
    int latency = 0;
    for (unsigned i = 0; i < c->lat_count; i++) {
        if (c->lat[i].cycles < 0)
            return -1;
        if (c->lat[i].cycles > latency)
            latency = c->lat[i].cycles;
    }
    return latency;
}

/* Buffers the instruction occupies, the dispatch-hazard rule and the
 * partially-overlapping-groups flag. */
static void describe_buffers(const mca_model *m, const mca_sched_class *c, mca_instr_desc *d)
{
    bool all_in_order = true, any_hazard = false;
    for (unsigned i = 0; i < c->res_count; i++) {
        if (!c->res[i].release)
            continue;
        const mca_resource *r = mca_model_resource(m, c->res[i].resource);
        if (r->buffer < 0) {
            all_in_order = false;
        } else {
            d->used_buffers |= highest_bit(mca_model_resource_mask(m, c->res[i].resource));
            any_hazard |= r->buffer == 0;
            all_in_order &= r->buffer <= 1;
        }
    }
    d->must_issue_immediately = all_in_order && any_hazard;
    unsigned count = mca_model_resource_count(m);
    for (unsigned i = 0; i < c->res_count; i++) {
        const mca_resource *sr = mca_model_resource(m, c->res[i].resource);
        if (!c->res[i].release || sr->super < 0)
            continue;
        uint64_t smask = mca_model_resource_mask(m, (unsigned)sr->super);
        for (unsigned r = 1; r < count; r++) {
            uint64_t rmask = mca_model_resource_mask(m, r);
            if (mca_model_resource(m, r)->buffer != -1 && rmask != smask &&
                (rmask & smask) == smask)
                d->used_buffers |= highest_bit(rmask);
        }
    }
    uint64_t seen = 0;
    for (unsigned i = 0; i < d->use_count; i++) {
        uint64_t mask = d->uses[i].mask;
        if (popcount64(mask) <= 1)
            continue;
        uint64_t normalized = mask & ~highest_bit(mask);
        if (normalized & seen)
            d->partially_overlapping = true;
        seen |= normalized;
    }
}

/* What a descriptor takes from its model and resolved class alone,
 * computed once per class and model (model-memo.h). */
typedef struct {
    int latency;
    unsigned bypass_latency;
    double rthroughput;
    uint64_t used_groups, used_buffers;
    bool must_issue_immediately, partially_overlapping;
    unsigned use_count;
    mca_resource_use uses[];       /* use_count */
} class_part;

static class_part *make_class_part(const mca_model *m, const mca_sched_class *c)
{
    mca_instr_desc d = { 0 };
    d.uses = calloc(c->res_count ? c->res_count : 1, sizeof *d.uses);
    if (!d.uses)
        return NULL;
    prepare_uses(m, c, &d);
    describe_buffers(m, c, &d);
    class_part *k = malloc(sizeof *k + d.use_count * sizeof *k->uses);
    if (k) {
        *k = (class_part){ max_write_latency(c) + forwarding_delay(c), 0,
                           reciprocal_throughput(m, c), d.used_groups, d.used_buffers,
                           d.must_issue_immediately, d.partially_overlapping, d.use_count };
        k->bypass_latency = (unsigned)k->latency - bypass_delay(c);
        memcpy(k->uses, d.uses, d.use_count * sizeof *k->uses);
    }
    free(d.uses);
    return k;
}

/* Class cls's part (c is the class), made on first use; NULL when memory
 * runs out. */
static const class_part *class_part_of(const mca_model *m, unsigned cls,
                                       const mca_sched_class *c)
{
    class_part *k = mca_model_class_memo(m, cls);
    if (k)
        return k;
    if (!(k = make_class_part(m, c)))
        return NULL;
    class_part *won = mca_model_class_memo_put(m, cls, k);
    if (won != k)
        free(k);
    return won;
}

/* The k-th def's latency and write-resource id (def index k overall). */
static void def_timing(const mca_sched_class *c, unsigned k, mca_write_desc *w)
{
    w->latency = -1;
    w->write_id = 0;
    if (k < c->lat_count) {
        w->latency = c->lat[k].cycles < 0 ? -1 : c->lat[k].cycles;
        w->write_id = c->lat[k].write_id;
    }
}

static bool is_constant(const mca_catalog *cat, const mca_isa *isa, unsigned reg)
{
    return isa && isa->constant_register && isa->constant_register(cat, reg);
}

/* Writes: explicit register defs, then implicit defs (llvm-mca 2.5).
 * llvm-mca lays the defs out once per opcode and class, on the first
 * instruction it sees (first): a def that was a constant register there
 * keeps an empty slot, which later instructions fill from operand 0 with
 * latency 0 and no write-resource id. */
static int describe_writes(const mca_catalog *cat, const mca_isa *isa, const mca_inst *inst,
                           const mca_inst *first, const mca_opcode *op,
                           const mca_sched_class *c, mca_instr_desc *d)
{
    unsigned k = 0;
    for (unsigned i = 0; i < inst->op_count && k < op->defs; i++) {
        if (inst->ops[i].kind != MCA_OPERAND_REG)
            continue;
        unsigned reg = inst->ops[i].reg;
        unsigned def = k++;
        bool empty_slot = first != inst && i < first->op_count &&
                          first->ops[i].kind == MCA_OPERAND_REG &&
                          is_constant(cat, isa, first->ops[i].reg);
        if (empty_slot)
            reg = inst->op_count && inst->ops[0].kind == MCA_OPERAND_REG ? inst->ops[0].reg : 0;
        if (!reg || is_constant(cat, isa, reg))
            continue;
        mca_write_desc *w = &d->writes[d->write_count++];
        w->reg = reg;
        w->def_index = def;
        w->clears_super = def < 32 && (op->clears_super >> def & 1);
        def_timing(c, def, w);
        if (empty_slot)
            w->latency = 0, w->write_id = 0;
    }
    for (unsigned j = 0; j < op->idef_count; j++) {
        unsigned def = op->defs + j;
        if (isa && isa->ignores_implicit_def && isa->ignores_implicit_def(cat, op, op->idefs[j]))
            continue;
        mca_write_desc *w = &d->writes[d->write_count++];
        w->reg = op->idefs[j];
        w->def_index = def;
        w->clears_super = def < 32 && (op->clears_super >> def & 1);
        def_timing(c, def, w);
    }
    return 0;
}

/* Is read r independent of its producer under the idiom mask? */
static bool read_independent(const mca_instr_desc *d, const mca_read_desc *r)
{
    if (!d->dep_breaking)
        return false;
    if (!d->idiom_mask)
        return !r->implicit;
    return r->use_index < 32 && (d->idiom_mask >> r->use_index & 1);
}

/* Reads: explicit uses with their operand position, then implicit uses.
 * A use that was a constant register in the first instruction of the
 * opcode and class (first) has no read in llvm-mca's layout. */
static int describe_reads(const mca_catalog *cat, const mca_isa *isa, const mca_inst *inst,
                          const mca_inst *first, const mca_opcode *op, mca_instr_desc *d)
{
    unsigned explicit_slots = op->op_count > op->defs ? op->op_count - op->defs : 0;
    for (unsigned i = op->defs; i < op->op_count && i < inst->op_count; i++) {
        if (inst->ops[i].kind != MCA_OPERAND_REG || !inst->ops[i].reg)
            continue;
        if (is_constant(cat, isa, inst->ops[i].reg))
            continue;
        if (i < first->op_count && first->ops[i].kind == MCA_OPERAND_REG &&
            is_constant(cat, isa, first->ops[i].reg))
            continue;
        d->reads[d->read_count++] = (mca_read_desc){ inst->ops[i].reg, i - op->defs, false,
                                                     false };
    }
    for (unsigned j = 0; j < op->iuse_count; j++)
        if (op->iuses[j])
            d->reads[d->read_count++] = (mca_read_desc){ op->iuses[j], explicit_slots + j,
                                                         false, true };
    for (unsigned i = 0; i < d->read_count; i++)
        d->reads[i].independent = read_independent(d, &d->reads[i]);
    return 0;
}

/* The bytes of a descriptor's block of uses, writes and reads (each list
 * with room for every entry it may get), and the first two lists' room. */
static size_t block_size(const mca_opcode *op, const mca_sched_class *c, size_t *nuses,
                         size_t *nwrites)
{
    *nuses = c->res_count;
    *nwrites = op->defs + op->idef_count;
    size_t nreads = (op->op_count > op->defs ? op->op_count - op->defs : 0) + op->iuse_count;
    return *nuses * sizeof(mca_resource_use) + *nwrites * sizeof(mca_write_desc) +
           nreads * sizeof(mca_read_desc);
}

mca_desc_status mca_instr_describe(const mca_catalog *cat, const mca_model *m,
                                   const mca_inst *inst, bool disable_cb,
                                   mca_instr_desc *d)
{
    return mca_instr_describe_after(cat, m, inst, inst, disable_cb, d);
}

mca_desc_status mca_instr_describe_after(const mca_catalog *cat, const mca_model *m,
                                         const mca_inst *inst, const mca_inst *first,
                                         bool disable_cb, mca_instr_desc *d)
{
    if (!first || first->opcode != inst->opcode)
        first = inst;
    memset(d, 0, sizeof *d);
    const mca_opcode *op = mca_catalog_opcode(cat, inst->opcode);
    if (!op)
        return MCA_DESC_UNSUPPORTED;
    int cls = mca_model_resolve_class(m, inst,
                                      inst->sched_class ? inst->sched_class : op->sched_class);
    /* class 0 is LLVM's invalid class: llvm-mca's variant resolution
     * stops there and reports it unresolved (RISC-V fence) */
    if (cls <= 0)
        return MCA_DESC_UNRESOLVED;
    const mca_sched_class *c = mca_model_class(m, (unsigned)cls);
    if (!c)
        return (unsigned)cls < mca_model_class_count(m) ? MCA_DESC_NO_MEMORY
                                                        : MCA_DESC_UNSUPPORTED;
    if (!c->defined)
        return MCA_DESC_UNSUPPORTED;
    const class_part *k = class_part_of(m, (unsigned)cls, c);
    if (!k)
        return MCA_DESC_NO_MEMORY;
    d->opcode = op;
    d->sched_class = (unsigned)cls;
    d->cls = c;
    d->uops = c->uops;
    d->latency = k->latency;
    d->bypass_latency = k->bypass_latency;
    d->rthroughput = k->rthroughput;
    d->may_load = op->flags & MCA_OPF_LOAD;
    d->may_store = op->flags & MCA_OPF_STORE;
    d->side_effects = op->flags & MCA_OPF_SIDE_EFFECTS;
    const mca_isa *isa = mca_isa_for_catalog(mca_catalog_target(cat));
    if (!disable_cb && isa && isa->barriers)
        isa->barriers(op, &d->load_barrier, &d->store_barrier);
    d->zero_idiom = mca_model_is_zero_idiom(m, inst, &d->idiom_mask);
    d->dep_breaking = d->zero_idiom || mca_model_is_dep_breaking(m, inst, &d->idiom_mask);
    d->optimizable_move = mca_model_is_optimizable_move(m, inst);
    d->is_call = op->flags & MCA_OPF_CALL;
    d->is_return = op->flags & MCA_OPF_RETURN;
    if (isa && isa->branch_kind)
        isa->branch_kind(cat, op, inst, &d->is_call, &d->is_return);
    d->begin_group = c->begin_group;
    d->end_group = c->end_group;
    d->retire_ooo = c->retire_ooo;
    d->max_latency = sim_max_latency(c, d->is_call);
    /* the uses, writes and reads share one block (uses first: the most
     * aligned); each list has room for every entry it may get */
    _Static_assert(_Alignof(mca_write_desc) <= _Alignof(mca_resource_use) &&
                   _Alignof(mca_read_desc) <= _Alignof(mca_write_desc),
                   "the lists are laid out by decreasing alignment");
    size_t nuses, nwrites;
    size_t bytes = block_size(op, c, &nuses, &nwrites);
    char *block = calloc(bytes ? bytes : 1, 1);
    if (!block)
        return MCA_DESC_NO_MEMORY;
    d->uses = (mca_resource_use *)block;
    d->writes = (mca_write_desc *)(block + nuses * sizeof *d->uses);
    d->reads = (mca_read_desc *)(block + nuses * sizeof *d->uses + nwrites * sizeof *d->writes);
    memcpy(d->uses, k->uses, k->use_count * sizeof *d->uses);
    d->use_count = k->use_count;
    d->used_groups = k->used_groups;
    d->used_buffers = k->used_buffers;
    d->must_issue_immediately = k->must_issue_immediately;
    d->partially_overlapping = k->partially_overlapping;
    mca_desc_status st = MCA_DESC_OK;
    if (describe_writes(cat, isa, inst, first, op, c, d) != 0 ||
        describe_reads(cat, isa, inst, first, op, d) != 0)
        st = MCA_DESC_NO_MEMORY;
    if (st != MCA_DESC_OK)
        mca_instr_desc_free(d);
    return st;
}

void mca_instr_desc_free(mca_instr_desc *d)
{
    free(d->uses); /* the block of all three lists */
    memset(d, 0, sizeof *d);
}

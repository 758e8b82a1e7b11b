/* view_bottleneck: the Bottleneck Analysis view (behaviour notes 7.7,
 * 12.12): pressure counters, the dependency graph of three copies of the
 * region built from issue events, and the critical sequence. */
#include <config.h>

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "view.h"

enum { DEP_REGISTER = 1, DEP_MEMORY = 2, DEP_RESOURCE = 3 };

typedef struct {
    unsigned from, to, type;
    uint64_t key;              /* register, resource mask bit, or 0 */
    unsigned long long cost;
    unsigned freq;
} dep_edge;

typedef struct {
    dep_edge *out;
    unsigned nout, cap;
    unsigned npred, nvisited, depth;
    unsigned long long cost;
    dep_edge crit;
    dep_edge *saved;           /* out at the fast-forward's mark */
    unsigned nsaved, saved_cap;
} dep_node;

typedef struct {
    bool live;
    unsigned res, reg, mem;
} press_info;

typedef struct {
    unsigned iid, cycles;
    bool used;
} res_user;

typedef struct {
    const mca_view_region *r;
    bool seen_stall, press_res, press_reg, press_mem;
    unsigned long long cycles, pressure, res_cycles, reg_cycles, mem_cycles, dd_cycles;
    unsigned long long *dist;  /* per model resource */
    unsigned nres;
    unsigned *slot;            /* model resource -> first user slot */
    res_user *users;
    unsigned bit_res[64];      /* state index -> model resource */
    press_info *ipi;           /* window of in-flight instructions */
    unsigned base, n, cap;
    dep_node *nodes;
    bool failed;
    /* The counters at the fast-forward's mark. */
    unsigned long long saved_cycles, saved_pressure, saved_res, saved_reg, saved_mem,
        saved_dd;
    mca_ff_saved saved_dist;
} bottleneck;

/* ---- in-flight instructions -------------------------------------------- */

static press_info *ipi_get(bottleneck *b, unsigned iid, bool create)
{
    if (iid >= b->base && iid - b->base < b->n && b->ipi[iid - b->base].live)
        return &b->ipi[iid - b->base];
    if (!create || iid < b->base)
        return NULL;
    if (b->n == 0)
        b->base = iid;
    unsigned need = iid - b->base + 1;
    if (need > b->cap) {
        unsigned cap = b->cap ? b->cap : 64;
        while (cap < need)
            cap *= 2;
        press_info *nv = realloc(b->ipi, cap * sizeof *nv);
        if (!nv) {
            b->failed = true;
            return NULL;
        }
        b->ipi = nv;
        b->cap = cap;
    }
    for (unsigned k = b->n; k < need; k++)
        b->ipi[k] = (press_info){ false, 0, 0, 0 };
    if (need > b->n)
        b->n = need;
    b->ipi[iid - b->base].live = true;
    return &b->ipi[iid - b->base];
}

static void ipi_remove(bottleneck *b, unsigned iid)
{
    press_info *p = ipi_get(b, iid, false);
    if (!p)
        return;
    p->live = false;
    unsigned k = 0;
    while (k < b->n && !b->ipi[k].live)
        k++;
    if (k == b->n) {
        b->n = 0;
        return;
    }
    if (k * 2 >= b->n) {
        memmove(b->ipi, b->ipi + k, (b->n - k) * sizeof *b->ipi);
        b->n -= k;
        b->base += k;
    }
}

/* ---- dependency graph --------------------------------------------------- */

static void add_edge(bottleneck *b, unsigned from, unsigned to, unsigned type, uint64_t key,
                     unsigned long long cost)
{
    dep_node *n = &b->nodes[from];
    for (unsigned k = 0; k < n->nout; k++)
        if (n->out[k].to == to && n->out[k].key == key) {
            n->out[k].cost += cost;
            n->out[k].freq++;
            return;
        }
    if (n->nout == n->cap) {
        unsigned cap = n->cap ? n->cap * 2 : 4;
        dep_edge *ne = realloc(n->out, cap * sizeof *ne);
        if (!ne) {
            b->failed = true;
            return;
        }
        n->out = ne;
        n->cap = cap;
    }
    n->out[n->nout++] = (dep_edge){ from, to, type, key, cost, 1 };
    b->nodes[to].npred++;
}

static void add_dep(bottleneck *b, unsigned from, unsigned to, unsigned type, uint64_t key,
                    unsigned long long cost)
{
    unsigned n = b->r->count;
    if (from >= to) {
        add_edge(b, from, to + n, type, key, cost);
        add_edge(b, from + n, to + 2 * n, type, key, cost);
    } else {
        add_edge(b, from + n, to + n, type, key, cost);
    }
}

static void prune(bottleneck *b, dep_node *n, unsigned iters)
{
    unsigned e = n->nout;
    for (unsigned i = 0; i < e; i++) {
        dep_edge *x = &n->out[i];
        if (x->freq == iters || (double)x->freq / iters > 0.10)
            continue;
        b->nodes[x->to].npred--;
        dep_edge t = *x;
        *x = n->out[e - 1];
        n->out[e - 1] = t;
        e--;
    }
    n->nout = e;
}

static void finalize(bottleneck *b)
{
    unsigned total = 3 * b->r->count, iters = b->r->iterations;
    for (unsigned k = 0; k < total; k++)
        prune(b, &b->nodes[k], iters);
    unsigned *wave = malloc(total * sizeof *wave), *next = malloc(total * sizeof *next);
    if (!wave || !next) {
        b->failed = true;
        free(wave);
        free(next);
        return;
    }
    unsigned nw = 0;
    for (unsigned k = 0; k < total; k++)
        if (!b->nodes[k].npred && b->nodes[k].nout)
            wave[nw++] = k;
    while (nw) {
        unsigned nn = 0;
        for (unsigned w = 0; w < nw; w++) {
            dep_node *f = &b->nodes[wave[w]];
            for (unsigned k = 0; k < f->nout; k++) {
                dep_node *t = &b->nodes[f->out[k].to];
                unsigned long long c = f->cost + f->out[k].cost;
                if (c > t->cost) {
                    t->cost = c;
                    t->crit = f->out[k];
                    t->depth = f->depth + 1;
                }
                if (++t->nvisited == t->npred && nn < total)
                    next[nn++] = f->out[k].to;
            }
        }
        unsigned *tmp = wave;
        wave = next;
        next = tmp;
        nw = nn;
    }
    free(wave);
    free(next);
}

/* ---- events ------------------------------------------------------------- */

static void on_pressure(bottleneck *b, const mca_sim_event *e)
{
    if (e->press == MCA_PRESS_RESOURCES) {
        b->press_res = true;
        for (uint64_t m = e->mask; m; m &= m - 1) {
            unsigned res = b->bit_res[__builtin_ctzll(m)];
            uint64_t full = mca_model_resource_mask(b->r->model, res);
            uint64_t cur = m & -m;
            if (full == cur) {
                b->dist[res]++;
                continue;
            }
            for (uint64_t sub = full ^ cur; sub; sub &= sub - 1)
                b->dist[b->bit_res[__builtin_ctzll(sub)]]++;
        }
        for (unsigned k = 0; k < e->naffected; k++) {
            unsigned busy = (unsigned)(e->affected[k]->crit_mask & e->mask);
            press_info *p = busy ? ipi_get(b, e->affected[k]->iid, true) : NULL;
            if (p)
                p->res++;
        }
        return;
    }
    bool reg = e->press == MCA_PRESS_REGISTERS;
    if (reg)
        b->press_reg = true;
    else
        b->press_mem = true;
    for (unsigned k = 0; k < e->naffected; k++) {
        press_info *p = ipi_get(b, e->affected[k]->iid, true);
        if (p && reg)
            p->reg++;
        else if (p)
            p->mem++;
    }
}

static void resource_deps(bottleneck *b, const mca_dyn *i, unsigned to, unsigned extra)
{
    for (uint64_t m = i->crit_mask; m; m &= m - 1) {
        uint64_t cur = m & -m;
        unsigned res = b->bit_res[__builtin_ctzll(m)];
        unsigned units = mca_model_resource(b->r->model, res)->units;
        for (unsigned u = 0; u < units; u++) {
            const res_user *x = &b->users[b->slot[res] + u];
            if (x->used && x->cycles && ipi_get(b, x->iid, false))
                add_dep(b, x->iid % b->r->count, to, DEP_RESOURCE, cur,
                        (unsigned long long)x->cycles + extra);
        }
    }
}

static void on_issued(bottleneck *b, const mca_sim_event *e)
{
    const mca_dyn *i = e->inst;
    unsigned n = b->r->count, to = i->iid % n;
    press_info *p = ipi_get(b, i->iid, false);
    press_info zero = { false, 0, 0, 0 };
    if (!p)
        p = &zero;
    resource_deps(b, i, to, 2 * p->res);
    if (i->crit_reg.cycles)
        add_dep(b, i->crit_reg.iid % n, to, DEP_REGISTER, i->crit_reg.reg,
                i->crit_reg.cycles + 2ull * p->reg);
    if (i->crit_mem.cycles)
        add_dep(b, i->crit_mem.iid % n, to, DEP_MEMORY, 0, i->crit_mem.cycles + 2ull * p->mem);
    for (unsigned k = 0; k < e->npipes; k++) {
        const mca_rm_pipe *pp = &e->pipes[k];
        b->users[b->slot[pp->resource] + pp->unit] = (res_user){ i->iid, pp->cycles, true };
    }
    if (i->iid + e->iid_skip == (uint64_t)b->r->iterations * n - 1)
        finalize(b);
}

static void on_cycle_end(bottleneck *b)
{
    b->cycles++;
    if (!b->press_res && !b->press_reg && !b->press_mem)
        return;
    b->pressure++;
    b->reg_cycles += b->press_reg;
    b->mem_cycles += b->press_mem;
    b->dd_cycles += b->press_reg || b->press_mem;
    b->res_cycles += b->press_res;
    b->press_res = b->press_reg = b->press_mem = false;
}

static void bottleneck_event(void *self, const mca_sim_event *e)
{
    bottleneck *b = self;
    switch (e->kind) {
    case MCA_EV_DISPATCHED:
        ipi_get(b, e->inst->iid, true);
        break;
    case MCA_EV_EXECUTED:
        ipi_remove(b, e->inst->iid);
        break;
    case MCA_EV_ISSUED:
        on_issued(b, e);
        break;
    case MCA_EV_STALL:
        b->seen_stall = true;
        break;
    case MCA_EV_PRESSURE:
        on_pressure(b, e);
        break;
    case MCA_EV_CYCLE_END:
        on_cycle_end(b);
        break;
    default:
        break;
    }
}

/* ---- text --------------------------------------------------------------- */

static double pct(const bottleneck *b, unsigned long long n)
{
    return floor((double)n * 100 / (double)b->cycles * 100 + 0.5) / 100;
}

static void instruction(const bottleneck *b, mca_strbuf *o, const char *marker, unsigned k)
{
    mca_strbuf_printf(o, "%s%u.", marker, k);
    mca_strbuf_pad_to(o, 14);
    mca_strbuf_puts(o, b->r->texts[k]);
}

/* Pad to column col the way LLVM's formatted stream counts columns: a TAB
 * advances to the next multiple of 8, and not at all when already on one. */
static void llvm_pad_to(mca_strbuf *o, size_t col)
{
    size_t start = o->len, c = 0;
    while (start > 0 && o->data[start - 1] != '\n')
        start--;
    for (size_t k = start; k < o->len; k++)
        c += o->data[k] == '\t' ? (8 - (c & 7)) & 7 : 1;
    do
        mca_strbuf_putc(o, ' ');
    while (++c < col);
}

/* The dependency's description, as the critical sequence prints it. */
static void dependency_label(const bottleneck *b, mca_strbuf *o, const dep_edge *e)
{
    if (e->type == DEP_REGISTER) {
        mca_strbuf_puts(o, "## REGISTER dependency:  ");
        mca_register_print(b->r->catalog, (unsigned)e->key, b->r->output_variant, o);
    } else if (e->type == DEP_MEMORY) {
        mca_strbuf_puts(o, "## MEMORY dependency.");
    } else {
        unsigned res = b->bit_res[__builtin_ctzll(e->key)];
        mca_strbuf_printf(o, "## RESOURCE interference:  %s [ probability: %u%% ]",
                          mca_model_resource(b->r->model, res)->name,
                          e->freq * 100 / b->r->iterations);
    }
}

static void dependency_text(const bottleneck *b, mca_strbuf *o, const dep_edge *e)
{
    llvm_pad_to(o, 58);
    dependency_label(b, o, e);
}

static unsigned critical_sequence(const bottleneck *b, const dep_edge **seq)
{
    unsigned total = 3 * b->r->count, best = 0;
    for (unsigned k = 1; k < total; k++)
        if (b->nodes[k].cost > b->nodes[best].cost)
            best = k;
    unsigned depth = b->nodes[best].depth, id = best;
    for (unsigned k = depth; k-- > 0;) {
        seq[k] = &b->nodes[id].crit;
        id = b->nodes[id].crit.from;
    }
    return depth;
}

static void print_sequence(const bottleneck *b, mca_strbuf *o, const dep_edge **seq, unsigned len)
{
    unsigned n = b->r->count, cur = 0;
    unsigned f = seq[0]->from % n, t = seq[0]->to % n;
    mca_strbuf_puts(o, "\nCritical sequence based on the simulation:\n\n");
    mca_strbuf_pad_to(o, 14);
    mca_strbuf_puts(o, "Instruction");
    mca_strbuf_pad_to(o, 58);
    mca_strbuf_puts(o, "Dependency Information");
    if (f >= t) {
        instruction(b, o, "\n +----< ", f);
        mca_strbuf_puts(o, "\n |\n |    < loop carried > \n |");
    } else {
        for (; cur < f; cur++)
            instruction(b, o, "\n        ", cur);
        instruction(b, o, "\n +----< ", cur++);
    }
    for (unsigned k = 0; k < len; k++) {
        unsigned to = seq[k]->to % n, last = cur > to ? n : to;
        for (; cur < last; cur++)
            instruction(b, o, "\n |      ", cur);
        if (cur == to) {
            instruction(b, o, "\n +----> ", to);
        } else {
            mca_strbuf_puts(o, "\n |\n |    < loop carried > \n |");
            instruction(b, o, "\n +----> ", to);
        }
        dependency_text(b, o, seq[k]);
        cur++;
    }
    for (; cur < n; cur++)
        instruction(b, o, "\n        ", cur);
    mca_strbuf_putc(o, '\n');
    /* through a formatted_raw_ostream in llvm-mca: its output is flushed */
    mca_strbuf_sync(o);
}

static int bottleneck_print(void *self, mca_strbuf *o)
{
    const bottleneck *b = self;
    if (b->failed)
        return -1;
    if (!b->seen_stall || !b->pressure) {
        mca_strbuf_puts(o, "\n\nNo resource or data dependency bottlenecks discovered.\n");
        return 0;
    }
    mca_strbuf_printf(o, "\n\nCycles with backend pressure increase [ %.2f%% ]", pct(b, b->pressure));
    mca_strbuf_printf(o, "\nThroughput Bottlenecks: \n  Resource Pressure       [ %.2f%% ]",
                      pct(b, b->res_cycles));
    for (unsigned k = 1; k < b->nres; k++)
        if (b->dist[k])
            mca_strbuf_printf(o, "\n  - %s  [ %.2f%% ]", mca_model_resource(b->r->model, k)->name,
                              pct(b, b->dist[k]));
    mca_strbuf_printf(o, "\n  Data Dependencies:      [ %.2f%% ]", pct(b, b->dd_cycles));
    mca_strbuf_printf(o, "\n  - Register Dependencies [ %.2f%% ]", pct(b, b->reg_cycles));
    mca_strbuf_printf(o, "\n  - Memory Dependencies   [ %.2f%% ]\n", pct(b, b->mem_cycles));
    const dep_edge **seq = malloc((3 * b->r->count + 1) * sizeof *seq);
    if (!seq)
        return -1;
    unsigned len = critical_sequence(b, seq);
    if (len)
        print_sequence(b, o, seq, len);
    free(seq);
    return 0;
}

static int bottleneck_json(void *self, mca_json *j)
{
    const bottleneck *b = self;
    if (b->failed)
        return -1;
    mca_json_object(j, "BottleneckAnalysis");
    if (!b->seen_stall || !b->pressure) {
        mca_json_uint(j, "PressureIncreaseCycles", 0);
        mca_json_end_object(j);
        return 0;
    }
    mca_json_uint(j, "DataDependencyCycles", b->dd_cycles);
    const dep_edge **seq = malloc((3 * b->r->count + 1) * sizeof *seq);
    if (!seq)
        return -1;
    unsigned len = critical_sequence(b, seq);
    mca_json_array(j, "DependencyEdge");
    for (unsigned k = 0; k < len; k++) {
        mca_json_object(j, NULL);
        mca_json_uint(j, "FromID", seq[k]->from);
        mca_json_uint(j, "ResourceOrRegID", seq[k]->key);
        mca_json_uint(j, "ToID", seq[k]->to);
        mca_json_uint(j, "Type", seq[k]->type);
        mca_json_end_object(j);
    }
    mca_json_end_array(j);
    free(seq);
    mca_json_uint(j, "MemoryDependencyCycles", b->mem_cycles);
    mca_json_uint(j, "PressureIncreaseCycles", b->pressure);
    mca_json_uint(j, "RegisterDependencyCycles", b->reg_cycles);
    mca_json_array(j, "ResourcePressure");
    for (unsigned k = 1; k < b->nres; k++)
        if (b->dist[k]) {
            mca_json_object(j, NULL);
            mca_json_uint(j, mca_model_resource(b->r->model, k)->name, b->dist[k]);
            mca_json_end_object(j);
        }
    mca_json_end_array(j);
    mca_json_uint(j, "ResourcePressureCycles", b->res_cycles);
    mca_json_uint(j, "TotalCycles", b->cycles);
    mca_json_end_object(j);
    return 0;
}

/* ---- data --------------------------------------------------------------- */

void mca_bottleneck_data_free(mca_bottleneck_data *d)
{
    for (unsigned k = 0; d->edges && k < d->nedges; k++)
        free(d->edges[k].label);
    free(d->edges);
    free(d->units);
    *d = (mca_bottleneck_data){ 0 };
}

/* The critical sequence's edges with their labels; -1 when memory runs out. */
static int data_edges(const bottleneck *b, mca_bottleneck_data *d)
{
    unsigned n = b->r->count;
    const dep_edge **seq = malloc((3 * n + 1) * sizeof *seq);
    if (!seq)
        return -1;
    unsigned len = critical_sequence(b, seq);
    d->edges = calloc(len ? len : 1, sizeof *d->edges);
    for (unsigned k = 0; d->edges && k < len; k++) {
        mca_strbuf label;
        mca_strbuf_init(&label);
        dependency_label(b, &label, seq[k]);
        mca_strbuf_putc(&label, '\0');
        if (label.failed) {
            mca_strbuf_free(&label);
            break;
        }
        /* the text's rule: an edge whose target comes first in the region
         * reaches into the next iteration */
        d->edges[k] = (mca_bottleneck_edge){ seq[k]->from % n, seq[k]->to % n,
                                             seq[k]->from % n >= seq[k]->to % n, label.data };
        d->nedges = k + 1;
    }
    free(seq);
    return d->edges && d->nedges == len ? 0 : -1;
}

int mca_view_bottleneck_data(const mca_view *v, mca_bottleneck_data *d)
{
    const bottleneck *b = v->self;
    *d = (mca_bottleneck_data){ 0 };
    if (b->failed)
        return -1;
    if (!b->seen_stall || !b->pressure)
        return 0;
    d->found = true;
    d->pressure = pct(b, b->pressure);
    d->resources = pct(b, b->res_cycles);
    d->data = pct(b, b->dd_cycles);
    d->registers = pct(b, b->reg_cycles);
    d->memory = pct(b, b->mem_cycles);
    d->units = calloc(b->nres ? b->nres : 1, sizeof *d->units);
    if (!d->units)
        return -1;
    for (unsigned k = 1; k < b->nres; k++)
        if (b->dist[k])
            d->units[d->nunits++] = (mca_bottleneck_resource){
                mca_model_resource(b->r->model, k)->name, pct(b, b->dist[k]) };
    if (data_edges(b, d) != 0) {
        mca_bottleneck_data_free(d);
        return -1;
    }
    return 0;
}

/* ---- fast-forward ------------------------------------------------------- */

/* Edges are only added (pruning waits for the last instruction, which
 * is never skipped over), so edge k at the skip is edge k at the mark or
 * one created since. */
static int bottleneck_mark(void *self)
{
    bottleneck *b = self;
    for (unsigned k = 0; k < 3 * b->r->count; k++) {
        dep_node *n = &b->nodes[k];
        if (n->nout > n->saved_cap) {
            dep_edge *ns = realloc(n->saved, n->nout * sizeof *ns);
            if (!ns)
                return -1;
            n->saved = ns;
            n->saved_cap = n->nout;
        }
        if (n->nout)
            memcpy(n->saved, n->out, n->nout * sizeof *n->out);
        n->nsaved = n->nout;
    }
    b->saved_cycles = b->cycles;
    b->saved_pressure = b->pressure;
    b->saved_res = b->res_cycles;
    b->saved_reg = b->reg_cycles;
    b->saved_mem = b->mem_cycles;
    b->saved_dd = b->dd_cycles;
    return mca_ff_save(&b->saved_dist, b->dist, b->nres);
}

static void bottleneck_skip(void *self, unsigned long long periods)
{
    bottleneck *b = self;
    for (unsigned k = 0; k < 3 * b->r->count; k++) {
        dep_node *n = &b->nodes[k];
        for (unsigned e = 0; e < n->nout; e++) {
            dep_edge *x = &n->out[e];
            unsigned long long cost = e < n->nsaved ? n->saved[e].cost : 0;
            unsigned freq = e < n->nsaved ? n->saved[e].freq : 0;
            x->cost += periods * (x->cost - cost);
            x->freq += (unsigned)(periods * (x->freq - freq));
        }
    }
    mca_ff_extend1(&b->cycles, b->saved_cycles, periods);
    mca_ff_extend1(&b->pressure, b->saved_pressure, periods);
    mca_ff_extend1(&b->res_cycles, b->saved_res, periods);
    mca_ff_extend1(&b->reg_cycles, b->saved_reg, periods);
    mca_ff_extend1(&b->mem_cycles, b->saved_mem, periods);
    mca_ff_extend1(&b->dd_cycles, b->saved_dd, periods);
    mca_ff_extend(b->dist, b->nres, &b->saved_dist, periods);
}

static void bottleneck_destroy(void *self)
{
    bottleneck *b = self;
    if (b->nodes)
        for (unsigned k = 0; k < 3 * b->r->count; k++) {
            free(b->nodes[k].out);
            free(b->nodes[k].saved);
        }
    mca_ff_saved_free(&b->saved_dist);
    free(b->nodes);
    free(b->dist);
    free(b->slot);
    free(b->users);
    free(b->ipi);
    free(b);
}

int mca_view_bottleneck(const mca_view_region *r, mca_view *v)
{
    bottleneck *b = calloc(1, sizeof *b);
    if (!b)
        return -1;
    b->r = r;
    b->nres = mca_model_resource_count(r->model);
    unsigned nr = b->nres ? b->nres : 1, slots = 0;
    b->dist = calloc(nr, sizeof *b->dist);
    b->slot = calloc(nr, sizeof *b->slot);
    b->nodes = calloc(3 * (size_t)r->count + 1, sizeof *b->nodes);
    if (!b->dist || !b->slot || !b->nodes) {
        bottleneck_destroy(b);
        return -1;
    }
    for (unsigned k = 1; k < b->nres; k++) {
        uint64_t m = mca_model_resource_mask(r->model, k);
        if (m)
            b->bit_res[63 - __builtin_clzll(m)] = k;
        b->slot[k] = slots;
        slots += mca_model_resource(r->model, k)->units;
    }
    b->users = calloc(slots ? slots : 1, sizeof *b->users);
    if (!b->users) {
        bottleneck_destroy(b);
        return -1;
    }
    *v = (mca_view){ b, bottleneck_event, bottleneck_print, bottleneck_destroy,
                     bottleneck_json, bottleneck_mark, bottleneck_skip, NULL };
    return 0;
}

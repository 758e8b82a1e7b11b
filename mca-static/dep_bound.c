/* dep_bound: maximum cycle ratio of the register dependence graph
 * (see dep_bound.h). */
#include <config.h>

#include "dep_bound.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    unsigned from, to;
    long cost;
    unsigned distance;        /* 0 or 1 iterations */
} edge;

typedef struct {
    edge *items;
    unsigned count, capacity;
} edges;

static int push(edges *e, edge x)
{
    if (e->count == e->capacity) {
        unsigned cap = e->capacity ? e->capacity * 2 : 64;
        edge *p = realloc(e->items, cap * sizeof *p);
        if (!p)
            return -1;
        e->items = p;
        e->capacity = cap;
    }
    e->items[e->count++] = x;
    return 0;
}

static long write_latency(const mca_instr_desc *d, const mca_write_desc *w, unsigned call)
{
    if (w->latency >= 0)
        return w->latency;
    return d->max_latency >= 0 ? d->max_latency : (long)call;
}

/* The read advance the consumer gets on this read from this writer. */
static long read_advance(const mca_instr_desc *d, const mca_read_desc *r,
                         const mca_write_desc *w)
{
    long best = 0;
    for (unsigned i = 0; i < d->cls->read_advance_count; i++) {
        const mca_read_advance *ra = &d->cls->read_advance[i];
        if (ra->use == r->use_index && (ra->write_id == 0 || ra->write_id == w->write_id) &&
            ra->cycles > best)
            best = ra->cycles;
    }
    return best;
}

/* The latest write to a register overlapping reg before position j,
 * wrapping around to the previous iteration. */
static bool find_producer(const mca_catalog *cat, const mca_instr_desc *const *descs,
                          unsigned n, unsigned j, unsigned reg, unsigned *at,
                          const mca_write_desc **write, unsigned *distance)
{
    for (unsigned step = 1; step <= n; step++) {
        unsigned i = (j + n - step) % n;
        const mca_instr_desc *d = descs[i];
        for (unsigned k = d->write_count; k-- > 0;)
            if (d->writes[k].def_index < d->opcode->defs &&
                mca_catalog_regs_overlap(cat, d->writes[k].reg, reg)) {
                *at = i;
                *write = &d->writes[k];
                *distance = step > j ? 1 : 0;
                return true;
            }
    }
    return false;
}

static int build(const mca_catalog *cat, const mca_instr_desc *const *descs, unsigned n,
                 unsigned call, edges *out)
{
    for (unsigned j = 0; j < n; j++) {
        const mca_instr_desc *d = descs[j];
        if (d->zero_idiom)
            continue; /* its result does not depend on its inputs */
        for (unsigned r = 0; r < d->read_count; r++) {
            const mca_read_desc *rd = &d->reads[r];
            unsigned at, distance;
            const mca_write_desc *w;
            if (rd->independent ||
                !find_producer(cat, descs, n, j, rd->reg, &at, &w, &distance))
                continue;
            long cost = write_latency(descs[at], w, call) - read_advance(d, rd, w);
            if (cost < 0 || descs[at]->zero_idiom)
                cost = 0;
            /* A move may be eliminated at renaming: its consumers then read
             * the move's source directly, with their own read advance, so
             * the edge out of the move takes the advance off whatever fed
             * the move (znver3: popcnt (mem) -> movl (eliminated) -> subl
             * mem, reg costs 5 - 4 cycles, not 5).  A negative cost here
             * only ever lowers the bound. */
            if (descs[at]->optimizable_move)
                cost = -read_advance(d, rd, w);
            if (push(out, (edge){ at, j, cost, distance }) != 0)
                return -1;
        }
    }
    return 0;
}

/* Is there a cycle with positive cost - lambda * distance?  If so, one
 * node on it is returned in *on_cycle (pred holds the path). */
static bool positive_cycle(const edges *e, unsigned n, double lambda, double *dist,
                           unsigned *pred, unsigned *on_cycle)
{
    for (unsigned i = 0; i < n; i++) {
        dist[i] = 0;
        pred[i] = (unsigned)-1;
    }
    unsigned changed_node = (unsigned)-1;
    for (unsigned round = 0; round <= n; round++) {
        changed_node = (unsigned)-1;
        for (unsigned k = 0; k < e->count; k++) {
            const edge *x = &e->items[k];
            double v = dist[x->from] + x->cost - lambda * x->distance;
            if (v > dist[x->to] + 1e-9) {
                dist[x->to] = v;
                pred[x->to] = k;
                changed_node = x->to;
            }
        }
        if (changed_node == (unsigned)-1)
            return false;
    }
    /* Walk back n steps to land on the cycle. */
    unsigned v = changed_node;
    for (unsigned i = 0; i < n; i++)
        v = e->items[pred[v]].from;
    *on_cycle = v;
    return true;
}

/* Rotate a[0..n) left by k places. */
static void rotate(unsigned *a, unsigned n, unsigned k)
{
    for (unsigned r = 0; r < k; r++) {
        unsigned t = a[0];
        memmove(a, a + 1, (n - 1) * sizeof *a);
        a[n - 1] = t;
    }
}

static int extract(const edges *e, const unsigned *pred, unsigned start, mca_dep_bound *out,
                   unsigned n)
{
    unsigned *chain = malloc((n + 1) * sizeof *chain);
    if (!chain)
        return -1;
    unsigned len = 0, v = start;
    long cost = 0;
    unsigned distance = 0;
    do {
        const edge *x = &e->items[pred[v]];
        chain[len++] = v;
        cost += x->cost;
        distance += x->distance;
        v = x->from;
    } while (v != start && len <= n);
    /* The walk went backwards: put the chain in dependence order, then
     * start it at its first instruction in program order. */
    for (unsigned i = 0; i < len / 2; i++) {
        unsigned t = chain[i];
        chain[i] = chain[len - 1 - i];
        chain[len - 1 - i] = t;
    }
    unsigned first = 0;
    for (unsigned i = 1; i < len; i++)
        if (chain[i] < chain[first])
            first = i;
    rotate(chain, len, first);
    out->chain = chain;
    out->chain_length = len;
    out->latency = cost;
    out->distance = distance;
    out->cycles = distance ? (double)cost / distance : 0;
    return 0;
}

int mca_dep_bound_compute(const mca_catalog *cat, const mca_instr_desc *const *descs,
                          unsigned n, unsigned call_latency, mca_dep_bound *out)
{
    memset(out, 0, sizeof *out);
    edges e = { NULL, 0, 0 };
    double *dist = malloc((n ? n : 1) * sizeof *dist);
    unsigned *pred = malloc((n ? n : 1) * sizeof *pred);
    int rc = -1;
    if (!dist || !pred || build(cat, descs, n, call_latency, &e) != 0)
        goto done;
    double lo = 0, hi = 1;
    for (unsigned k = 0; k < e.count; k++)
        if (e.items[k].cost > 0)
            hi += e.items[k].cost;
    unsigned node;
    rc = 0;
    if (!positive_cycle(&e, n, 1e-9, dist, pred, &node))
        goto done; /* no loop-carried chain with a cost */
    for (int it = 0; it < 64; it++) {
        double mid = (lo + hi) / 2;
        if (positive_cycle(&e, n, mid, dist, pred, &node))
            lo = mid;
        else
            hi = mid;
    }
    positive_cycle(&e, n, lo, dist, pred, &node);
    rc = extract(&e, pred, node, out, n);
done:
    free(e.items);
    free(dist);
    free(pred);
    return rc;
}

void mca_dep_bound_free(mca_dep_bound *b)
{
    free(b->chain);
    memset(b, 0, sizeof *b);
}

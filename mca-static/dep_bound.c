/* dep_bound: maximum cycle ratio of the register dependence graph
 * (see dep_bound.h). */
#include <config.h>

#include "dep_bound.h"

#include <limits.h>
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

/* The latest explicit write of each register so far: instruction and
 * write index, at == NONE when there is none. */
typedef struct {
    unsigned at, k;
} last_write;

enum { NONE = (unsigned)-1 };

static void note_writes(const mca_instr_desc *d, unsigned i, last_write *lw, unsigned limit)
{
    for (unsigned k = 0; k < d->write_count; k++)
        if (d->writes[k].def_index < d->opcode->defs && d->writes[k].reg < limit)
            lw[d->writes[k].reg] = (last_write){ i, k };
}

static void consider(const last_write *lw, unsigned limit, unsigned reg, last_write *best)
{
    if (reg >= limit || lw[reg].at == NONE)
        return;
    if (best->at == NONE || lw[reg].at > best->at ||
        (lw[reg].at == best->at && lw[reg].k > best->k))
        *best = lw[reg];
}

/* The latest write in lw to a register overlapping reg (itself, a sub- or
 * a super-register): the last such write in the latest such instruction. */
static last_write producer(const mca_catalog *cat, const last_write *lw, unsigned limit,
                           unsigned reg)
{
    last_write best = { NONE, 0 };
    consider(lw, limit, reg, &best);
    const mca_register *r = mca_catalog_register(cat, reg);
    for (unsigned i = 0; r && i < r->sub_count; i++)
        consider(lw, limit, r->subs[i], &best);
    for (unsigned i = 0; r && i < r->super_count; i++)
        consider(lw, limit, r->supers[i], &best);
    return best;
}

static unsigned register_limit(const mca_catalog *cat, const mca_instr_desc *const *descs,
                               unsigned n)
{
    unsigned limit = mca_catalog_register_limit(cat);
    for (unsigned i = 0; i < n; i++) {
        for (unsigned k = 0; k < descs[i]->write_count; k++)
            if (descs[i]->writes[k].reg >= limit)
                limit = descs[i]->writes[k].reg + 1;
    }
    return limit;
}

/* Each read's producer is the latest earlier write of an overlapping
 * register (distance 0), else the last one in the block (distance 1): one
 * pass with the writes seen so far, the block's last writes kept aside,
 * so the graph costs time linear in the block. */
static int build(const mca_catalog *cat, const mca_instr_desc *const *descs, unsigned n,
                 unsigned call, edges *out)
{
    unsigned limit = register_limit(cat, descs, n);
    last_write *cur = malloc((limit ? limit : 1) * sizeof *cur);
    last_write *fin = malloc((limit ? limit : 1) * sizeof *fin);
    int rc = -1;
    if (!cur || !fin)
        goto done;
    for (unsigned r = 0; r < limit; r++)
        cur[r] = fin[r] = (last_write){ NONE, 0 };
    for (unsigned i = 0; i < n; i++)
        note_writes(descs[i], i, fin, limit);
    for (unsigned j = 0; j < n; j++) {
        const mca_instr_desc *d = descs[j];
        /* a zero idiom's result does not depend on its inputs */
        for (unsigned r = 0; !d->zero_idiom && r < d->read_count; r++) {
            const mca_read_desc *rd = &d->reads[r];
            if (rd->independent)
                continue;
            unsigned distance = 0;
            last_write p = producer(cat, cur, limit, rd->reg);
            if (p.at == NONE) {
                p = producer(cat, fin, limit, rd->reg);
                distance = 1;
            }
            if (p.at == NONE)
                continue;
            const mca_write_desc *w = &descs[p.at]->writes[p.k];
            long cost = write_latency(descs[p.at], w, call) - read_advance(d, rd, w);
            if (cost < 0 || descs[p.at]->zero_idiom)
                cost = 0;
            /* A move may be eliminated at renaming: its consumers then read
             * the move's source directly, with their own read advance, so
             * the edge out of the move takes the advance off whatever fed
             * the move (znver3: popcnt (mem) -> movl (eliminated) -> subl
             * mem, reg costs 5 - 4 cycles, not 5).  A negative cost here
             * only ever lowers the bound. */
            if (descs[p.at]->optimizable_move)
                cost = -read_advance(d, rd, w);
            if (push(out, (edge){ p.at, j, cost, distance }) != 0)
                goto done;
        }
        note_writes(d, j, cur, limit);
    }
    rc = 0;
done:
    free(cur);
    free(fin);
    return rc;
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
    if (n == 0 || k % n == 0)
        return;
    k %= n;
    unsigned *t = malloc(k * sizeof *t);
    if (t) {
        memcpy(t, a, k * sizeof *a);
        memmove(a, a + k, (n - k) * sizeof *a);
        memcpy(a + n - k, t, k * sizeof *a);
        free(t);
        return;
    }
    for (unsigned r = 0; r < k; r++) {
        unsigned x = a[0];
        memmove(a, a + 1, (n - 1) * sizeof *a);
        a[n - 1] = x;
    }
}

/* Every cycle of the graph crosses at least one distance-1 edge (distance-0
 * edges go forward in the block), and the distance-0 edges form a DAG in
 * program order.  So the graph reduces, exactly, to one over the sources
 * of distance-1 edges (at most one per register): an edge s -> t costs the
 * most that a distance-1 edge out of s followed by a forward path to t
 * costs, at distance 1.  The reduced graph is small; the maximum cycle
 * ratio is searched on it.  Building it costs time linear in the block per
 * source. */
typedef struct {
    unsigned n;               /* instructions */
    const edges *all;
    unsigned *fwd_start;      /* distance-0 edges by source: CSR over all */
    unsigned *fwd;            /* edge indices */
    unsigned *back;           /* the distance-1 edges' indices */
    unsigned back_count;
    unsigned *src;            /* reduced node -> instruction */
    unsigned src_count;
    long *best;               /* longest forward path to the current target */
    unsigned *next;           /* its first edge, NONE at the target */
} reduction;

#define NO_PATH LONG_MIN

static void reduction_free(reduction *r)
{
    free(r->fwd_start);
    free(r->fwd);
    free(r->back);
    free(r->src);
    free(r->best);
    free(r->next);
}

static int reduction_init(reduction *r, const edges *e, unsigned n)
{
    memset(r, 0, sizeof *r);
    r->n = n;
    r->all = e;
    r->fwd_start = calloc(n + 1, sizeof *r->fwd_start);
    r->fwd = malloc((e->count ? e->count : 1) * sizeof *r->fwd);
    r->back = malloc((e->count ? e->count : 1) * sizeof *r->back);
    r->src = malloc((n ? n : 1) * sizeof *r->src);
    r->best = malloc((n ? n : 1) * sizeof *r->best);
    r->next = malloc((n ? n : 1) * sizeof *r->next);
    unsigned *is_src = calloc(n ? n : 1, sizeof *is_src);
    if (!r->fwd_start || !r->fwd || !r->back || !r->src || !r->best || !r->next || !is_src) {
        free(is_src);
        reduction_free(r);
        return -1;
    }
    for (unsigned k = 0; k < e->count; k++) {
        if (e->items[k].distance == 0) {
            r->fwd_start[e->items[k].from + 1]++;
        } else {
            r->back[r->back_count++] = k;
            is_src[e->items[k].from] = 1;
        }
    }
    for (unsigned v = 0; v < n; v++)
        r->fwd_start[v + 1] += r->fwd_start[v];
    unsigned *fill = r->next; /* scratch: next free slot per source */
    memcpy(fill, r->fwd_start, n * sizeof *fill);
    for (unsigned k = 0; k < e->count; k++)
        if (e->items[k].distance == 0)
            r->fwd[fill[e->items[k].from]++] = k;
    for (unsigned v = 0; v < n; v++)
        if (is_src[v])
            r->src[r->src_count++] = v;
    free(is_src);
    return 0;
}

/* best[v]: the costliest forward path from v to instruction t (NO_PATH
 * when there is none), next[v] its first edge. */
static void paths_to(reduction *r, unsigned t)
{
    const edge *items = r->all->items;
    for (unsigned v = 0; v < r->n; v++) {
        r->best[v] = NO_PATH;
        r->next[v] = NONE;
    }
    r->best[t] = 0;
    for (unsigned v = t; v-- > 0;)
        for (unsigned x = r->fwd_start[v]; x < r->fwd_start[v + 1]; x++) {
            const edge *g = &items[r->fwd[x]];
            if (g->to > t || r->best[g->to] == NO_PATH)
                continue;
            long c = g->cost + r->best[g->to];
            if (r->best[v] == NO_PATH || c > r->best[v]) {
                r->best[v] = c;
                r->next[v] = r->fwd[x];
            }
        }
}

/* The reduced graph: an edge per (source, target) pair that a path links,
 * with its costliest path.  src_index maps an instruction to its node. */
static int reduce(reduction *r, const unsigned *src_index, edges *out)
{
    unsigned m = r->src_count;
    long *cost = malloc((m ? m : 1) * sizeof *cost);
    if (!cost)
        return -1;
    int rc = 0;
    for (unsigned b = 0; b < m && rc == 0; b++) {
        paths_to(r, r->src[b]);
        for (unsigned a = 0; a < m; a++)
            cost[a] = NO_PATH;
        for (unsigned x = 0; x < r->back_count; x++) {
            const edge *g = &r->all->items[r->back[x]];
            if (r->best[g->to] == NO_PATH)
                continue;
            long c = g->cost + r->best[g->to];
            unsigned a = src_index[g->from];
            if (cost[a] == NO_PATH || c > cost[a])
                cost[a] = c;
        }
        for (unsigned a = 0; a < m && rc == 0; a++)
            if (cost[a] != NO_PATH)
                rc = push(out, (edge){ a, b, cost[a], 1 });
    }
    free(cost);
    return rc;
}

/* Append to chain the instructions of the reduced edge a -> b: the target
 * of the costliest distance-1 edge out of src[a] on the way, then the
 * forward path to src[b]. */
static void expand(reduction *r, unsigned a, unsigned b, long want, unsigned *chain,
                   unsigned *len, size_t cap)
{
    paths_to(r, r->src[b]);
    unsigned start = NONE;
    for (unsigned x = 0; x < r->back_count && start == NONE; x++) {
        const edge *g = &r->all->items[r->back[x]];
        if (g->from == r->src[a] && r->best[g->to] != NO_PATH &&
            g->cost + r->best[g->to] == want)
            start = g->to;
    }
    for (unsigned v = start; v != NONE && *len < cap; v = r->next[v] == NONE
                                                           ? NONE
                                                           : r->all->items[r->next[v]].to)
        chain[(*len)++] = v;
}

/* The critical cycle of the reduced graph (pred holds it, start is on it),
 * as a chain of instructions in dependence order starting at the first in
 * program order. */
static int extract(reduction *r, const edges *red, const unsigned *pred, unsigned start,
                   mca_dep_bound *out)
{
    unsigned m = r->src_count, hops = 0;
    unsigned *cycle = malloc((m + 1) * sizeof *cycle);
    if (!cycle)
        return -1;
    unsigned v = start;
    do { /* backwards along pred */
        cycle[hops++] = pred[v];
        v = red->items[pred[v]].from;
    } while (v != start && hops <= m);
    /* each hop's path visits instructions in program order */
    size_t cap = (size_t)r->n * hops + 1;
    unsigned *chain = malloc(cap * sizeof *chain);
    if (!chain) {
        free(cycle);
        return -1;
    }
    unsigned len = 0;
    long cost = 0;
    for (unsigned h = hops; h-- > 0;) {
        const edge *g = &red->items[cycle[h]];
        expand(r, g->from, g->to, g->cost, chain, &len, cap);
        cost += g->cost;
    }
    free(cycle);
    /* each hop's path ends at the next hop's source: drop the duplicate */
    unsigned k = 0;
    for (unsigned i = 0; i < len; i++)
        if (k == 0 || chain[k - 1] != chain[i])
            chain[k++] = chain[i];
    len = k;
    if (len > 1 && chain[0] == chain[len - 1])
        len--;
    unsigned first = 0;
    for (unsigned i = 1; i < len; i++)
        if (chain[i] < chain[first])
            first = i;
    rotate(chain, len, first);
    out->chain = chain;
    out->chain_length = len;
    out->latency = cost;
    out->distance = hops;
    out->cycles = hops ? (double)cost / hops : 0;
    return 0;
}

int mca_dep_bound_compute(const mca_catalog *cat, const mca_instr_desc *const *descs,
                          unsigned n, unsigned call_latency, mca_dep_bound *out)
{
    memset(out, 0, sizeof *out);
    edges e = { NULL, 0, 0 }, red = { NULL, 0, 0 };
    reduction r;
    memset(&r, 0, sizeof r);
    unsigned *src_index = malloc((n ? n : 1) * sizeof *src_index);
    double *dist = NULL;
    unsigned *pred = NULL;
    int rc = -1;
    if (!src_index || build(cat, descs, n, call_latency, &e) != 0 ||
        reduction_init(&r, &e, n) != 0)
        goto done;
    for (unsigned a = 0; a < r.src_count; a++)
        src_index[r.src[a]] = a;
    unsigned m = r.src_count;
    dist = malloc((m ? m : 1) * sizeof *dist);
    pred = malloc((m ? m : 1) * sizeof *pred);
    if (!dist || !pred || reduce(&r, src_index, &red) != 0)
        goto done;
    double lo = 0, hi = 1;
    for (unsigned k = 0; k < red.count; k++)
        if (red.items[k].cost > 0)
            hi += red.items[k].cost;
    unsigned node;
    rc = 0;
    if (!positive_cycle(&red, m, 1e-9, dist, pred, &node))
        goto done; /* no loop-carried chain with a cost */
    for (int it = 0; it < 64; it++) {
        double mid = (lo + hi) / 2;
        if (positive_cycle(&red, m, mid, dist, pred, &node))
            lo = mid;
        else
            hi = mid;
    }
    positive_cycle(&red, m, lo, dist, pred, &node);
    rc = extract(&r, &red, pred, node, out);
done:
    reduction_free(&r);
    free(e.items);
    free(red.items);
    free(src_index);
    free(dist);
    free(pred);
    return rc;
}

void mca_dep_bound_free(mca_dep_bound *b)
{
    free(b->chain);
    memset(b, 0, sizeof *b);
}

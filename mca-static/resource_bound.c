/* resource_bound: optimal balance of resource cycles (see resource_bound.h). */
#include <config.h>

#include "resource_bound.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Demand grouped by the set of units that may serve it. */
typedef struct {
    uint64_t allowed;       /* unit bits */
    double cycles;
} demand;

typedef struct {
    demand *items;
    unsigned count;
    unsigned units[64];     /* instances per unit bit (0: no such unit) */
} problem;

static uint64_t highest_bit(uint64_t x)
{
    return x ? 1ull << (63 - __builtin_clzll(x)) : 0;
}

static int add_demand(problem *p, uint64_t allowed, double cycles, unsigned *capacity)
{
    for (unsigned i = 0; i < p->count; i++)
        if (p->items[i].allowed == allowed) {
            p->items[i].cycles += cycles;
            return 0;
        }
    if (p->count == *capacity) {
        unsigned cap = *capacity ? *capacity * 2 : 16;
        demand *d = realloc(p->items, cap * sizeof *d);
        if (!d)
            return -1;
        p->items = d;
        *capacity = cap;
    }
    p->items[p->count++] = (demand){ allowed, cycles };
    return 0;
}

static int build(const mca_model *m, const mca_instr_desc *const *descs, unsigned n,
                 problem *p)
{
    memset(p, 0, sizeof *p);
    for (unsigned r = 1; r < mca_model_resource_count(m); r++) {
        const mca_resource *res = mca_model_resource(m, r);
        uint64_t mask = mca_model_resource_mask(m, r);
        if (!res->group && mask)
            p->units[__builtin_ctzll(mask)] = res->units;
    }
    unsigned capacity = 0;
    for (unsigned i = 0; i < n; i++)
        for (unsigned k = 0; k < descs[i]->use_count; k++) {
            const mca_resource_use *u = &descs[i]->uses[k];
            if (u->reserved)
                continue; /* conservative: a reserved group adds no demand */
            uint64_t allowed = __builtin_popcountll(u->mask) > 1
                                   ? u->mask & ~highest_bit(u->mask) : u->mask;
            if (add_demand(p, allowed, u->cycles, &capacity) != 0)
                return -1;
        }
    return 0;
}

/* Capacity and demand of a unit set. */
static unsigned set_capacity(const problem *p, uint64_t set)
{
    unsigned c = 0;
    for (unsigned b = 0; b < 64; b++)
        if (set >> b & 1)
            c += p->units[b];
    return c;
}

static double set_demand(const problem *p, uint64_t set)
{
    double d = 0;
    for (unsigned i = 0; i < p->count; i++)
        if ((p->items[i].allowed & ~set) == 0)
            d += p->items[i].cycles;
    return d;
}

/* The flow network: 0 source, 1 sink, 2.. demands, then the 64 unit bits. */
typedef struct {
    unsigned n;
    double *cap;            /* n * n residual capacities */
} network;

#define CAP(net, a, b) ((net)->cap[(size_t)(a) * (net)->n + (b)])

static void fill(network *net, const problem *p, double t)
{
    memset(net->cap, 0, (size_t)net->n * net->n * sizeof *net->cap);
    for (unsigned i = 0; i < p->count; i++) {
        CAP(net, 0, 2 + i) = p->items[i].cycles;
        for (unsigned b = 0; b < 64; b++)
            if (p->items[i].allowed >> b & 1)
                CAP(net, 2 + i, 2 + p->count + b) = INFINITY;
    }
    for (unsigned b = 0; b < 64; b++)
        CAP(net, 2 + p->count + b, 1) = p->units[b] * t;
}

/* Edmonds-Karp; returns the flow and leaves the residual graph in net.
 * seen receives the nodes reachable from the source at the end. */
static double max_flow(network *net, unsigned *prev, unsigned *queue, char *seen)
{
    double flow = 0;
    for (;;) {
        memset(seen, 0, net->n);
        unsigned head = 0, tail = 0;
        queue[tail++] = 0;
        seen[0] = 1;
        while (head < tail && !seen[1]) {
            unsigned a = queue[head++];
            for (unsigned b = 0; b < net->n; b++)
                if (!seen[b] && CAP(net, a, b) > 1e-12) {
                    seen[b] = 1;
                    prev[b] = a;
                    queue[tail++] = b;
                }
        }
        if (!seen[1])
            return flow;
        double push = INFINITY;
        for (unsigned v = 1; v != 0; v = prev[v])
            push = fmin(push, CAP(net, prev[v], v));
        for (unsigned v = 1; v != 0; v = prev[v]) {
            CAP(net, prev[v], v) -= push;
            CAP(net, v, prev[v]) += push;
        }
        flow += push;
    }
}

/* Newton's method on the parametric cut: raise t to the ratio of the most
 * violated unit set until the demand fits. */
static int solve(const problem *p, mca_resource_bound *out)
{
    network net = { 2 + p->count + 64, NULL };
    net.cap = malloc((size_t)net.n * net.n * sizeof *net.cap);
    unsigned *prev = malloc(net.n * sizeof *prev), *queue = malloc(net.n * sizeof *queue);
    char *seen = malloc(net.n);
    if (!net.cap || !prev || !queue || !seen) {
        free(net.cap), free(prev), free(queue), free(seen);
        return -1;
    }
    uint64_t all = 0;
    double total = 0;
    for (unsigned i = 0; i < p->count; i++) {
        all |= p->items[i].allowed;
        total += p->items[i].cycles;
    }
    uint64_t set = all;
    for (int round = 0; round < 200 && total > 0; round++) {
        unsigned c = set_capacity(p, set);
        double t = c ? set_demand(p, set) / c : 0;
        fill(&net, p, t);
        double flow = max_flow(&net, prev, queue, seen);
        if (flow >= total * (1 - 1e-12))
            break;
        uint64_t next = 0;
        for (unsigned b = 0; b < 64; b++)
            if (seen[2 + p->count + b])
                next |= 1ull << b;
        unsigned nc = set_capacity(p, next);
        if (!nc || set_demand(p, next) / nc <= t * (1 + 1e-12))
            break;
        set = next;
    }
    unsigned c = set_capacity(p, set);
    out->binding_units = total > 0 ? set : 0;
    out->capacity = total > 0 ? c : 0;
    out->demand = total > 0 ? set_demand(p, set) : 0;
    out->cycles = c ? out->demand / c : 0;
    free(net.cap), free(prev), free(queue), free(seen);
    return 0;
}

int mca_resource_bound_compute(const mca_model *m, const mca_instr_desc *const *descs,
                               unsigned n, mca_resource_bound *out)
{
    memset(out, 0, sizeof *out);
    problem p;
    int rc = build(m, descs, n, &p);
    if (rc == 0)
        rc = solve(&p, out);
    free(p.items);
    return rc;
}

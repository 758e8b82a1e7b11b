/* lsu: llvm-mca's LSUnit (see lsu.h and the behaviour notes, 7.5). */
#include <config.h>

#include "lsu.h"

#include <stdlib.h>

#include "tcache.h"

typedef struct {
    unsigned *v;
    unsigned n, cap;
} token_list;

typedef struct mem_group mem_group;
struct mem_group {
    unsigned npred, nexing_pred, nexed_pred;
    unsigned ninst, nexing, nexed;
    unsigned nlost;            /* members frozen (mca_lsu_freeze) */
    token_list order, data;
    unsigned crit_iid, crit_cycles;
    unsigned cmi_iid;          /* critical memory instruction */
    const int *cmi_left;       /* NULL: none */
    int cmi_frozen;            /* cmi_left's value once it stopped changing */
    mem_group *next_spare;
};

struct mca_lsu {
    unsigned lq_size, sq_size, lq_used, sq_used;
    bool noalias, failed;
    mem_group **groups;        /* token - base */
    mem_group *spare;          /* dead groups kept for reuse (with their lists) */
    unsigned base, count, cap;
    unsigned lead;             /* slots at the front known dead (compact) */
    unsigned next;
    unsigned cur_load, cur_load_barrier, cur_store, cur_store_barrier;
    unsigned ncrit;            /* live groups with crit_cycles > 0 */
    token_list unwaited;       /* groups that stopped waiting (mca_lsu_unwaited) */
    bool reuse;                /* groups go to the thread at the end (tcache.h) */
};

static void group_free(mem_group *g);

mca_lsu *mca_lsu_new(unsigned lq, unsigned sq, bool noalias, bool reuse)
{
    mca_lsu *l = calloc(1, sizeof *l);
    if (!l)
        return NULL;
    l->lq_size = lq;
    l->sq_size = sq;
    l->noalias = noalias;
    l->next = l->base = 1;
    l->reuse = reuse;
    if (reuse)      /* the groups (and their lists) of the last simulation */
        l->spare = mca_tcache_take(MCA_TCACHE_LSU);
    return l;
}

/* A list of groups linked by next_spare. */
static void free_spares(void *p)
{
    mem_group *g = p;
    while (g) {
        mem_group *next = g->next_spare;
        group_free(g);
        g = next;
    }
}

static void group_free(mem_group *g)
{
    if (!g)
        return;
    free(g->order.v);
    free(g->data.v);
    free(g);
}

/* A group is dead: keep it for the next new_group (no allocation per
 * memory group). */
static void group_release(mca_lsu *l, mem_group *g)
{
    g->next_spare = l->spare;
    l->spare = g;
}

/* A group with every count at zero and empty lists. */
static mem_group *group_alloc(mca_lsu *l)
{
    mem_group *g = l->spare;
    if (!g)
        return calloc(1, sizeof *g);
    l->spare = g->next_spare;
    /* (Member by member: a compound literal became a string instruction,
     * slower for these few bytes.) */
    g->npred = g->nexing_pred = g->nexed_pred = 0;
    g->ninst = g->nexing = g->nexed = g->nlost = 0;
    g->order.n = g->data.n = 0;
    g->crit_iid = g->crit_cycles = g->cmi_iid = 0;
    g->cmi_left = NULL;
    g->cmi_frozen = 0;
    g->next_spare = NULL;
    return g;
}

void mca_lsu_free(mca_lsu *l)
{
    if (!l)
        return;
    /* (A released group has left groups: the two sets are disjoint.) */
    for (unsigned i = 0; i < l->count; i++)
        if (l->groups[i]) {
            l->groups[i]->next_spare = l->spare;
            l->spare = l->groups[i];
        }
    if (l->reuse && l->spare)
        mca_tcache_put(MCA_TCACHE_LSU, (mca_tcache_key){ NULL, NULL, 0 }, l->spare,
                       free_spares);
    else
        free_spares(l->spare);
    free(l->groups);
    free(l->unwaited.v);
    free(l);
}

static mem_group *group(const mca_lsu *l, unsigned token)
{
    if (token < l->base || token - l->base >= l->count)
        return NULL;
    return l->groups[token - l->base];
}

static int list_add(token_list *t, unsigned token)
{
    if (t->n == t->cap) {
        unsigned cap = t->cap ? t->cap * 2 : 4;
        unsigned *nv = realloc(t->v, cap * sizeof *nv);
        if (!nv)
            return -1;
        t->v = nv;
        t->cap = cap;
    }
    t->v[t->n++] = token;
    return 0;
}

/* A group none of whose members will ever be reported executed, which
 * no new instruction can join: nothing will ask about it again (its
 * predecessors find it gone and skip it). */
static bool g_abandoned(const mca_lsu *l, const mem_group *g, unsigned token)
{
    return g->nlost && g->nexed + g->nlost == g->ninst && l->cur_load != token &&
           l->cur_store != token && l->cur_load_barrier != token &&
           l->cur_store_barrier != token;
}

/* Drop dead (and abandoned) groups at the front of the window, once they
 * are half of it (amortized: a long-lived group at the front keeps the
 * window growing behind it, and shifting it for every new group cost
 * O(window) each). */
static void compact(mca_lsu *l)
{
    unsigned k = l->lead;
    while (k < l->count) {
        mem_group *g = l->groups[k];
        if (g && !g_abandoned(l, g, l->base + k))
            break;
        if (g) {
            if (g->crit_cycles)
                l->ncrit--;
            group_release(l, g);
            l->groups[k] = NULL;
        }
        k++;
    }
    l->lead = k;
    if (!k || k * 2 < l->count)
        return;
    for (unsigned i = k; i < l->count; i++)
        l->groups[i - k] = l->groups[i];
    l->count -= k;
    l->base += k;
    l->lead = 0;
}

static unsigned new_group(mca_lsu *l)
{
    compact(l);
    if (l->count == l->cap) {
        unsigned cap = l->cap ? l->cap * 2 : 16;
        mem_group **ng = realloc(l->groups, cap * sizeof *ng);
        if (!ng)
            return 0;
        l->groups = ng;
        l->cap = cap;
    }
    mem_group *g = group_alloc(l);
    if (!g)
        return 0;
    if (l->count == 0)
        l->base = l->next;
    l->groups[l->count++] = g;
    return l->next++;
}

static bool g_executing(const mem_group *g)
{
    return g->nexing && g->nexing == g->ninst - g->nexed;
}

static bool g_executed(const mem_group *g)
{
    return g->ninst == g->nexed;
}

static bool g_waiting(const mem_group *g)
{
    return g->npred > g->nexing_pred + g->nexed_pred;
}

static void on_group_issued(mca_lsu *l, mem_group *g, unsigned iid, const int *left,
                            bool data)
{
    g->nexing_pred++;
    if (!data || !left)
        return;
    if ((int)g->crit_cycles < *left) {
        if (!g->crit_cycles)
            l->ncrit++;
        g->crit_iid = iid;
        g->crit_cycles = (unsigned)*left;
    }
}

static void add_successor(mca_lsu *l, unsigned pred, unsigned succ, bool data)
{
    mem_group *p = group(l, pred), *s = group(l, succ);
    if (!p || !s)
        return;
    if (!data && g_executing(p))
        return;
    s->npred++;
    if (g_executing(p))
        on_group_issued(l, s, p->cmi_iid, p->cmi_left, data);
    if (list_add(data ? &p->data : &p->order, succ) != 0)
        l->failed = true;
}

mca_lsu_state mca_lsu_available(const mca_lsu *l, const mca_lsu_inst *i)
{
    if (i->may_load && l->lq_size && l->lq_used >= l->lq_size)
        return MCA_LSU_LQ_FULL;
    if (i->may_store && l->sq_size && l->sq_used >= l->sq_size)
        return MCA_LSU_SQ_FULL;
    return MCA_LSU_AVAILABLE;
}

static unsigned dispatch_store(mca_lsu *l, const mca_lsu_inst *i)
{
    unsigned t = new_group(l);
    if (!t)
        return 0;
    group(l, t)->ninst++;
    unsigned dom = l->cur_load > l->cur_load_barrier ? l->cur_load : l->cur_load_barrier;
    if (dom)
        add_successor(l, dom, t, !l->noalias);
    if (l->cur_store_barrier)
        add_successor(l, l->cur_store_barrier, t, true);
    if (l->cur_store && l->cur_store != l->cur_store_barrier)
        add_successor(l, l->cur_store, t, !l->noalias);
    l->cur_store = t;
    if (i->store_barrier)
        l->cur_store_barrier = t;
    if (i->may_load) {
        l->cur_load = t;
        if (i->load_barrier)
            l->cur_load_barrier = t;
    }
    return t;
}

static unsigned dispatch_load(mca_lsu *l, const mca_lsu_inst *i)
{
    unsigned dom = l->cur_load > l->cur_load_barrier ? l->cur_load : l->cur_load_barrier;
    mem_group *dg = group(l, dom);
    bool fresh = i->load_barrier || !dom || dom == l->cur_load_barrier ||
                 dom <= l->cur_store || !dg || g_executing(dg);
    if (!fresh) {
        group(l, l->cur_load)->ninst++;
        return l->cur_load;
    }
    unsigned t = new_group(l);
    if (!t)
        return 0;
    group(l, t)->ninst++;
    if (!l->noalias && l->cur_store)
        add_successor(l, l->cur_store, t, true);
    if (i->load_barrier) {
        if (dom)
            add_successor(l, dom, t, true);
    } else if (l->cur_load_barrier) {
        add_successor(l, l->cur_load_barrier, t, true);
    }
    l->cur_load = t;
    if (i->load_barrier)
        l->cur_load_barrier = t;
    return t;
}

unsigned mca_lsu_dispatch(mca_lsu *l, const mca_lsu_inst *i)
{
    if (i->may_load)
        l->lq_used++;
    if (i->may_store)
        l->sq_used++;
    unsigned t = i->may_store ? dispatch_store(l, i) : dispatch_load(l, i);
    return l->failed ? 0 : t;
}

void mca_lsu_issued(mca_lsu *l, unsigned token, unsigned iid, const int *cycles_left)
{
    mem_group *g = group(l, token);
    if (!g)
        return;
    g->nexing++;
    if (!g->cmi_left || *g->cmi_left < *cycles_left) {
        g->cmi_iid = iid;
        g->cmi_left = cycles_left;
    }
    if (!g_executing(g))
        return;
    for (unsigned k = 0; k < g->order.n; k++) {
        mem_group *s = group(l, g->order.v[k]);
        if (!s)
            continue;
        bool was = g_waiting(s);
        on_group_issued(l, s, g->cmi_iid, g->cmi_left, false);
        s->nexing_pred--;
        s->nexed_pred++;
        if (was && !g_waiting(s) && list_add(&l->unwaited, g->order.v[k]) != 0)
            l->failed = true;
    }
    for (unsigned k = 0; k < g->data.n; k++) {
        mem_group *s = group(l, g->data.v[k]);
        if (!s)
            continue;
        bool was = g_waiting(s);
        on_group_issued(l, s, g->cmi_iid, g->cmi_left, true);
        if (was && !g_waiting(s) && list_add(&l->unwaited, g->data.v[k]) != 0)
            l->failed = true;
    }
}

void mca_lsu_executed(mca_lsu *l, unsigned token, unsigned iid)
{
    mem_group *g = group(l, token);
    if (!g)
        return;
    g->nexing--;
    g->nexed++;
    if (g->cmi_left && g->cmi_iid == iid)
        g->cmi_left = NULL;
    if (!g_executed(g))
        return;
    for (unsigned k = 0; k < g->data.n; k++) {
        mem_group *s = group(l, g->data.v[k]);
        if (!s)
            continue;
        s->nexing_pred--;
        s->nexed_pred++;
    }
    if (g->crit_cycles)
        l->ncrit--;
    group_release(l, g);
    l->groups[token - l->base] = NULL;
    if (l->cur_load == token)
        l->cur_load = 0;
    if (l->cur_store == token)
        l->cur_store = 0;
    if (l->cur_load_barrier == token)
        l->cur_load_barrier = 0;
    if (l->cur_store_barrier == token)
        l->cur_store_barrier = 0;
}

void mca_lsu_freeze(mca_lsu *l, unsigned token, unsigned iid)
{
    mem_group *g = group(l, token);
    if (!g)
        return;
    g->nlost++;
    if (g->cmi_left && g->cmi_iid == iid && g->cmi_left != &g->cmi_frozen) {
        g->cmi_frozen = *g->cmi_left;
        g->cmi_left = &g->cmi_frozen;
    }
}

void mca_lsu_retired(mca_lsu *l, const mca_lsu_inst *i)
{
    if (i->may_load && l->lq_used)
        l->lq_used--;
    if (i->may_store && l->sq_used)
        l->sq_used--;
}

void mca_lsu_cycle(mca_lsu *l)
{
    /* Only groups with critical cycles left count down (most code has
     * none: they come from data dependencies between memory groups). */
    for (unsigned i = l->lead; l->ncrit && i < l->count; i++) {
        mem_group *g = l->groups[i];
        if (g && g_waiting(g) && g->crit_cycles && --g->crit_cycles == 0)
            l->ncrit--;
    }
}

void mca_lsu_cycles(mca_lsu *l, unsigned k)
{
    while (k-- && l->ncrit)
        mca_lsu_cycle(l);
}

const unsigned *mca_lsu_unwaited(const mca_lsu *l, unsigned *n)
{
    *n = l->unwaited.n;
    return l->unwaited.v;
}

void mca_lsu_clear_unwaited(mca_lsu *l)
{
    l->unwaited.n = 0;
}

bool mca_lsu_waiting(const mca_lsu *l, unsigned token)
{
    const mem_group *g = group(l, token);
    return g && g_waiting(g);
}

bool mca_lsu_pending(const mca_lsu *l, unsigned token)
{
    const mem_group *g = group(l, token);
    return g && g->nexing_pred && g->nexed_pred + g->nexing_pred == g->npred;
}

bool mca_lsu_ready(const mca_lsu *l, unsigned token)
{
    const mem_group *g = group(l, token);
    return !g || g->nexed_pred == g->npred;
}

bool mca_lsu_executed_group(const mca_lsu *l, unsigned token)
{
    const mem_group *g = group(l, token);
    return !g || g_executed(g);
}

bool mca_lsu_has_successors(const mca_lsu *l, unsigned token)
{
    const mem_group *g = group(l, token);
    return g && (g->order.n || g->data.n);
}

void mca_lsu_critical(const mca_lsu *l, unsigned token, unsigned *iid, unsigned *cycles)
{
    const mem_group *g = group(l, token);
    *iid = g ? g->crit_iid : 0;
    *cycles = g ? g->crit_cycles : 0;
}

/* ---- snapshots (snap.h) ------------------------------------------------ */

/* Tokens of groups that are gone all behave alike (group() finds none). */
void mca_lsu_snap_token(mca_snap *s, const mca_lsu *l, unsigned token)
{
    mca_snap_u32(s, group(l, token) ? l->next - token : 0);
}

static void snap_list(mca_snap *s, const mca_lsu *l, const token_list *t)
{
    mca_snap_u32(s, t->n);
    for (unsigned k = 0; k < t->n; k++)
        mca_lsu_snap_token(s, l, t->v[k]);
}

static void snap_group(mca_snap *s, const mca_lsu *l, const mem_group *g)
{
    mca_snap_u32(s, g->npred);
    mca_snap_u32(s, g->nexing_pred);
    mca_snap_u32(s, g->nexed_pred);
    /* Only the members not yet executed matter: a load group that loads
     * keep joining (no store in the loop) lives on, its counts growing. */
    mca_snap_u32(s, g->ninst - g->nexed);
    mca_snap_u32(s, g->nexing);
    mca_snap_u32(s, g->nlost);
    snap_list(s, l, &g->order);
    snap_list(s, l, &g->data);
    mca_snap_u32(s, g->crit_cycles);
    if (g->crit_cycles)
        mca_snap_iid(s, g->crit_iid);
    mca_snap_bool(s, g->cmi_left != NULL);
    if (g->cmi_left) {
        mca_snap_iid(s, g->cmi_iid);
        mca_snap_u32(s, (uint32_t)*g->cmi_left);
        mca_snap_bool(s, g->cmi_left == &g->cmi_frozen);
    }
}

void mca_lsu_snap(mca_snap *s, const mca_lsu *l, bool brief, bool queues)
{
    /* The window from its first live group: dead slots before it are
     * dropped at times that do not matter (compact). */
    unsigned first = 0;
    while (first < l->count && !l->groups[first])
        first++;
    if (queues) {
        mca_snap_u32(s, l->lq_used);
        mca_snap_u32(s, l->sq_used);
    }
    mca_snap_u32(s, l->count - first);
    if (brief)
        return;
    mca_snap_bool(s, l->failed);
    snap_list(s, l, &l->unwaited);
    mca_snap_u32(s, l->ncrit);
    mca_lsu_snap_token(s, l, l->cur_load);
    mca_lsu_snap_token(s, l, l->cur_load_barrier);
    mca_lsu_snap_token(s, l, l->cur_store);
    mca_lsu_snap_token(s, l, l->cur_store_barrier);
    for (unsigned k = first; k < l->count; k++) {
        const mem_group *g = l->groups[k];
        mca_snap_u32(s, g ? l->next - (l->base + k) : 0);
        if (g)
            snap_group(s, l, g);
    }
}

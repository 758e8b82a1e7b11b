/* rm: llvm-mca's ResourceManager (see rm.h and the behaviour notes, 7.4). */
#include <config.h>

#include "rm.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "tcache.h"

enum { MAX_STATES = 64 };

typedef struct {
    unsigned resource;      /* model index, 0 when the state is unused */
    uint64_t mask;
    uint64_t all;           /* sub-units (units) or member bits (groups) */
    uint64_t ready;         /* units only: ready_of() for groups */
    uint64_t next, removed; /* round-robin sequence */
    int buffer;
    unsigned slots;
    bool group;
    unsigned units;
    uint64_t groups;        /* units: group bits (state indices) containing it */
} rm_state;

/* A busy unit (or reserved resource): the state (b, its mask is the
 * resource's) and the sub-units.  llvm-mca counts its cycles down in every
 * cycle and releases it when they reach 0; here the count is the tick of
 * the release (rel), at which it reaches 0 (the count is 0 from the start
 * when zero: then rel is the next tick).  The entries wait in a calendar by
 * rel: a bucket per tick for the next CAL ticks (rel % CAL), the later
 * ones in a list of their own (far) until they come that near.  A cycle
 * releases its bucket and looks at no other entry (mca_rm_cycle);
 * releases commute (they set ready bits and toggle reservation bits), so
 * their order within a cycle does not matter.  (A list sorted by rel cost
 * a sorted insertion per issued pipe.) */
typedef struct {
    uint64_t sub;
    unsigned rel;
    unsigned char b;
    bool zero;
} rm_busy;

enum { CAL = 64 };      /* ticks of the calendar's buckets: bits of a word */

typedef struct {
    rm_busy *v;
    unsigned n, cap;
} rm_bucket;

/* A resource use of a region position, resolved (mca_rm_prepare): its
 * state index, what the check tests and how a unit is selected: a unit of
 * one sub-unit (FIXED) or of several (UNIT), a group whose members are all
 * units (FLAT), another group, a reserved group. */
enum { USE_FIXED, USE_UNIT, USE_FLAT, USE_GROUP, USE_RESERVED };
typedef struct {
    uint64_t mask;
    uint64_t test;          /* groups: the members (ready_of), else 0 */
    unsigned cycles;
    unsigned short k;       /* units the check needs (state_ready) */
    unsigned char b, kind;
} rm_puse;

/* A group use of the check's short form: the group's members and the
 * use's mask. */
typedef struct {
    uint64_t test, mask;
} rm_gchk;

typedef struct {
    const mca_instr_desc *d;
    unsigned at, n;         /* its uses: puse[at .. at + n) */
    uint64_t used_groups;   /* used_groups(d) */
    /* The check's short form (mca_rm_check_at), when no use needs more
     * than one unit and the groups do not overlap partially (simple):
     * the state bits of the uses that may block (a reserved state with a
     * buffer fails the check: then the long form), the unit uses (each
     * needs a ready sub-unit: unit_nz) and the group uses (gchk[g_at ..
     * g_at + g_n): each needs a ready member). */
    bool simple;
    uint64_t sbits, unit1;
    unsigned g_at, g_n;
    /* Every use is of a unit or of a group of units, for 1 to CAL cycles
     * (and the groups do not overlap partially): mca_rm_issue_at's fast
     * form. */
    bool fast;
} rm_pos;

struct mca_rm {
    rm_state st[MAX_STATES];
    uint64_t available_buffers, reserved_buffers, reserved_groups;
    unsigned now;           /* mca_rm_cycle calls so far */
    bool failed;            /* memory ran out (mca_rm_failed) */
    /* The busy entries (rm_busy): rel - now in [1, CAL] in cal[rel %
     * CAL] (cal_used: the non-empty buckets), the others in far (far_min:
     * their least rel). */
    rm_bucket cal[CAL];
    uint64_t cal_used;
    rm_bucket far;
    unsigned far_min;
    /* The units with a ready sub-unit, by mask bit: a group's ready
     * members are its members in here (llvm-mca updates every group's
     * ready mask when a unit fills up or frees; this is the same set).
     * Like llvm-mca it counts a unit ready again whenever a release finds
     * it full, even when the release frees no sub-unit; unit_nz is
     * exactly the units whose ready sub-units are not none (the check's
     * short form). */
    uint64_t unit_ready, unit_nz;
    /* State bits: of groups; of reserved states; of dispatch hazards
     * (buffer 0: their reservation and release toggle reserved_buffers);
     * of buffered states (buffer > 0: slots counted). */
    uint64_t group_bits, reserved_bits, hazard_bits, buffered_bits;
    /* The region's positions' uses, resolved once (mca_rm_prepare). */
    rm_pos *pos;
    rm_puse *puse;
    rm_gchk *gchk;
    unsigned npos;
    bool reuse;             /* mca_rm_new's: the buckets go to the next manager */
};

static unsigned bit_index(uint64_t x)
{
    return 63u - (unsigned)__builtin_clzll(x);
}

static uint64_t high_bit(uint64_t x)
{
    return x ? 1ull << bit_index(x) : 0;
}

/* Bit count without a libgcc call (the build does not assume POPCNT). */
static unsigned pop(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (unsigned)((x * 0x0101010101010101ull) >> 56);
}

/* Exactly one bit set; more than one (cheaper than counting them). */
static inline bool single(uint64_t x)
{
    return x && !(x & (x - 1));
}

static inline bool several(uint64_t x)
{
    return (x & (x - 1)) != 0;
}

static rm_state *state_of(mca_rm *rm, uint64_t mask)
{
    return &rm->st[bit_index(mask)];
}

static const rm_state *cstate_of(const mca_rm *rm, uint64_t mask)
{
    return &rm->st[bit_index(mask)];
}

static void init_state(mca_rm *rm, const mca_model *m, unsigned r)
{
    const mca_resource *res = mca_model_resource(m, r);
    uint64_t mask = mca_model_resource_mask(m, r);
    if (!mask)
        return;
    rm_state *s = state_of(rm, mask);
    s->resource = r;
    s->mask = mask;
    s->group = pop(mask) > 1;
    s->units = res->units;
    s->all = s->group ? mask & ~high_bit(mask)
                      : (res->units >= 64 ? ~0ull : (1ull << res->units) - 1);
    s->ready = s->next = s->all;
    s->buffer = res->buffer;
    s->slots = res->buffer > 0 ? (unsigned)res->buffer : 0;
}

/* A manager and its buckets' storage, freed (the thread cache's free
 * function for a spare manager). */
static void free_all(void *p)
{
    mca_rm *rm = p;
    for (unsigned k = 0; k < CAL; k++)
        free(rm->cal[k].v);
    free(rm->far.v);
    free(rm->pos);
    free(rm->puse);
    free(rm->gchk);
    free(rm);
}

/* rm, set up, takes the buckets of the thread's last manager (emptied):
 * batch mode's regions would otherwise grow each bucket again from
 * nothing (a realloc for most of the calendar's 64 per region, 3% of a
 * short block's cost). */
static mca_rm *adopt_buckets(mca_rm *rm, mca_rm *spare)
{
    if (spare) {
        for (unsigned k = 0; k < CAL; k++)
            rm->cal[k] = (rm_bucket){ spare->cal[k].v, 0, spare->cal[k].cap };
        rm->far = (rm_bucket){ spare->far.v, 0, spare->far.cap };
        free(spare);
    }
    rm->reuse = true;
    return rm;
}

mca_rm *mca_rm_new(const mca_model *m, bool reuse)
{
    mca_rm *rm = malloc(sizeof *rm);
    if (!rm)
        return NULL;
    /* The state a new manager starts from depends on the model only: kept
     * per thread for the next region (tcache.h). */
    mca_tcache_key key = { m, NULL, 0 };
    const mca_rm *start = reuse ? mca_tcache_get(MCA_TCACHE_RM, key) : NULL;
    mca_rm *spare = reuse ? mca_tcache_take(MCA_TCACHE_RM_BUCKETS) : NULL;
    if (start) {
        *rm = *start;
        return adopt_buckets(rm, spare);
    }
    memset(rm, 0, sizeof *rm);
    unsigned n = mca_model_resource_count(m);
    for (unsigned r = 1; r < n; r++)
        init_state(rm, m, r);
    for (unsigned g = 0; g < MAX_STATES; g++) {
        if (!rm->st[g].group)
            continue;
        for (uint64_t mm = rm->st[g].all; mm; mm &= mm - 1)
            rm->st[bit_index(mm & -mm)].groups |= 1ull << g;
    }
    for (unsigned b = 0; b < MAX_STATES; b++) {
        const rm_state *s = &rm->st[b];
        if (!s->resource)
            continue;
        if (s->group)
            rm->group_bits |= 1ull << b;
        else if (s->ready)
            rm->unit_nz |= 1ull << b;
        if (s->buffer > 0)
            rm->buffered_bits |= 1ull << b;
    }
    for (unsigned b = 0; b < MAX_STATES; b++)   /* (unused states too) */
        if (rm->st[b].buffer == 0)
            rm->hazard_bits |= 1ull << b;
    rm->available_buffers = ~0ull;
    rm->unit_ready = ~0ull;
    mca_rm *keep = reuse ? malloc(sizeof *keep) : NULL;
    if (keep) {     /* (without it only the next region's set-up is slower) */
        *keep = *rm;
        mca_tcache_put(MCA_TCACHE_RM, key, keep, NULL);
    }
    return reuse ? adopt_buckets(rm, spare) : rm;
}

/* Mark the group at mask and the groups among its members as selected
 * from. */
static uint64_t selected_groups(const mca_rm *rm, uint64_t mask)
{
    const rm_state *s = cstate_of(rm, mask);
    if (!s->group)
        return 0;
    uint64_t g = high_bit(mask);
    for (uint64_t m = s->all; m; m &= m - 1)
        g |= selected_groups(rm, m & -m);
    return g;
}

static uint64_t used_groups(const mca_instr_desc *d);

/* Are the group's members all units (no groups)? */
static bool flat(const mca_rm *rm, const rm_state *g)
{
    for (uint64_t m = g->all; m; m &= m - 1)
        if (rm->st[__builtin_ctzll(m)].group)
            return false;
    return true;
}

/* Resolve the uses of the region's positions (rm_puse). */
static int make_plan(mca_rm *rm, const mca_instr_desc *const *descs, unsigned count)
{
    size_t nuse = 0;
    for (unsigned k = 0; k < count; k++)
        nuse += descs[k]->use_count;
    rm->pos = calloc(count ? count : 1, sizeof *rm->pos);
    rm->puse = calloc(nuse ? nuse : 1, sizeof *rm->puse);
    rm->gchk = calloc(nuse ? nuse : 1, sizeof *rm->gchk);
    if (!rm->pos || !rm->puse || !rm->gchk)
        return -1;
    rm->npos = count;
    unsigned at = 0, ng = 0;
    for (unsigned k = 0; k < count; k++) {
        const mca_instr_desc *d = descs[k];
        rm_pos *p = &rm->pos[k];
        *p = (rm_pos){ .d = d, .at = at, .n = d->use_count, .used_groups = used_groups(d),
                       .simple = !d->partially_overlapping, .g_at = ng };
        for (unsigned i = 0; i < d->use_count; i++) {
            const mca_resource_use *u = &d->uses[i];
            rm_puse *pu = &rm->puse[at++];
            pu->mask = u->mask;
            pu->cycles = u->cycles;
            pu->k = (unsigned short)(u->reserved ? 0 : u->units > 0xffff ? 0xffff : u->units);
            if (!u->mask) {     /* (no state: the general path) */
                p->n = UINT_MAX;
                p->simple = false;
                continue;
            }
            const rm_state *st = cstate_of(rm, u->mask);
            pu->b = (unsigned char)bit_index(u->mask);
            pu->test = st->group ? st->all : 0;
            pu->kind = u->reserved ? USE_RESERVED
                     : st->group ? (flat(rm, st) ? USE_FLAT : USE_GROUP)
                     : st->units > 1 ? USE_UNIT : USE_FIXED;
            p->sbits |= 1ull << pu->b;
            if (pu->k > 1)
                p->simple = false;
            else if (pu->k == 1 && st->group)
                rm->gchk[ng++] = (rm_gchk){ st->all, u->mask };
            else if (pu->k == 1)
                p->unit1 |= u->mask;
        }
        p->sbits &= ~rm->hazard_bits;
        p->g_n = ng - p->g_at;
        p->fast = p->n != UINT_MAX && !d->partially_overlapping;
        for (unsigned i = 0; i < d->use_count && p->fast; i++) {
            unsigned char kind = rm->puse[p->at + i].kind;
            unsigned cycles = rm->puse[p->at + i].cycles;
            p->fast = kind != USE_GROUP && kind != USE_RESERVED && cycles >= 1 && cycles <= CAL;
        }
    }
    return 0;
}

int mca_rm_prepare(mca_rm *rm, const mca_instr_desc *const *descs, unsigned count)
{
    uint64_t sel = 0;
    for (unsigned k = 0; k < count; k++)
        for (unsigned i = 0; i < descs[k]->use_count; i++)
            if (!descs[k]->uses[i].reserved && descs[k]->uses[i].mask)
                sel |= selected_groups(rm, descs[k]->uses[i].mask);
    for (unsigned b = 0; b < MAX_STATES; b++)
        rm->st[b].groups &= sel;
    return make_plan(rm, descs, count);
}

void mca_rm_free(mca_rm *rm)
{
    if (!rm)
        return;
    if (!rm->reuse) {
        free_all(rm);
        return;
    }
    free(rm->pos);
    free(rm->puse);
    free(rm->gchk);
    rm->pos = NULL;
    rm->puse = NULL;
    rm->gchk = NULL;
    mca_tcache_key none = { NULL, NULL, 0 };
    mca_tcache_put(MCA_TCACHE_RM_BUCKETS, none, rm, free_all);
}

mca_rm_buffers_state mca_rm_check_buffers(const mca_rm *rm, uint64_t buffers)
{
    if (buffers & rm->reserved_buffers)
        return MCA_RM_RESERVED;
    if (buffers & ~rm->available_buffers)
        return MCA_RM_FULL;
    return MCA_RM_AVAILABLE;
}

void mca_rm_reserve_buffers(mca_rm *rm, uint64_t buffers)
{
    rm->reserved_buffers ^= buffers & rm->hazard_bits;
    for (uint64_t b = buffers & rm->buffered_bits; b; b &= b - 1) {
        unsigned i = (unsigned)__builtin_ctzll(b);
        if (--rm->st[i].slots == 0)
            rm->available_buffers ^= 1ull << i;
    }
}

void mca_rm_release_buffers(mca_rm *rm, uint64_t buffers)
{
    rm->available_buffers |= buffers;
    for (uint64_t b = buffers & rm->buffered_bits; b; b &= b - 1)
        rm->st[__builtin_ctzll(b)].slots++;
}

/* The ready sub-units of a unit, the ready members of a group. */
static inline uint64_t ready_of(const mca_rm *rm, const rm_state *s)
{
    return s->group ? s->all & rm->unit_ready : s->ready;
}

static bool state_ready(const mca_rm *rm, const rm_state *s, unsigned k)
{
    if ((rm->reserved_bits & ~rm->hazard_bits) >> bit_index(s->mask) & 1)
        return false;
    uint64_t ready = ready_of(rm, s);
    return k <= 1 ? (k == 0 || ready != 0) : pop(ready) >= k;
}

/* The partially-overlapping groups part of the availability check. */
static uint64_t check_overlapping(const mca_rm *rm, const mca_instr_desc *d)
{
    int remaining[MAX_STATES];
    uint64_t consumed = 0, seen = 0, busy = 0;
    for (unsigned i = 0; i < d->use_count; i++) {
        const mca_resource_use *u = &d->uses[i];
        if (!single(u->mask))
            continue;
        const rm_state *s = cstate_of(rm, u->mask);
        unsigned b = bit_index(u->mask);
        remaining[b] = (int)pop(ready_of(rm, s)) - (int)(u->reserved ? 0 : u->units);
        seen |= u->mask;
        if (remaining[b] <= 0)
            consumed |= u->mask;
    }
    for (unsigned i = 0; i < d->use_count; i++) {
        const mca_resource_use *u = &d->uses[i];
        if (single(u->mask) || u->reserved)
            continue;
        const rm_state *g = cstate_of(rm, u->mask);
        uint64_t gready = ready_of(rm, g);
        uint64_t cand = gready & ~consumed;
        if (!cand) {
            busy |= gready;
            continue;
        }
        uint64_t unit = high_bit(cand);
        unsigned b = bit_index(unit);
        if (!(seen & unit)) {
            remaining[b] = (int)pop(ready_of(rm, cstate_of(rm, unit)));
            seen |= unit;
        }
        if (remaining[b] == 0)
            busy |= unit;
        else if (--remaining[b] == 0)
            consumed |= unit;
    }
    return busy;
}

static uint64_t used_groups(const mca_instr_desc *d)
{
    uint64_t g = d->used_groups;
    for (unsigned i = 0; i < d->use_count; i++)
        if (several(d->uses[i].mask))
            g |= high_bit(d->uses[i].mask);
    return g;
}

uint64_t mca_rm_check(const mca_rm *rm, const mca_instr_desc *d)
{
    uint64_t busy = 0, units = 0;
    for (unsigned i = 0; i < d->use_count; i++) {
        const mca_resource_use *u = &d->uses[i];
        if (!state_ready(rm, cstate_of(rm, u->mask), u->reserved ? 0 : u->units))
            busy |= u->mask;
    }
    for (uint64_t b = busy; b; b &= b - 1) {
        uint64_t cur = b & -b;
        if (!cstate_of(rm, cur)->group)
            units |= cur;
    }
    if (units)
        return units;
    busy = rm->reserved_groups ? used_groups(d) & rm->reserved_groups : 0;
    if (busy || !d->partially_overlapping)
        return busy;
    return check_overlapping(rm, d);
}

/* check_overlapping with the uses resolved: a unit use has no test. */
static uint64_t check_overlapping_at(const mca_rm *rm, const rm_pos *p)
{
    int remaining[MAX_STATES];
    uint64_t consumed = 0, seen = 0, busy = 0;
    const rm_puse *u, *begin = rm->puse + p->at, *end = begin + p->n;
    for (u = begin; u < end; u++) {
        if (u->test)
            continue;
        unsigned b = u->b;
        remaining[b] = (int)pop(rm->st[b].ready) - (int)u->k;
        seen |= u->mask;
        if (remaining[b] <= 0)
            consumed |= u->mask;
    }
    for (u = begin; u < end; u++) {
        if (!u->test || u->kind == USE_RESERVED)
            continue;
        uint64_t gready = u->test & rm->unit_ready;
        uint64_t cand = gready & ~consumed;
        if (!cand) {
            busy |= gready;
            continue;
        }
        unsigned b = bit_index(cand);
        uint64_t unit = 1ull << b;
        if (!(seen & unit)) {
            remaining[b] = (int)pop(ready_of(rm, &rm->st[b]));
            seen |= unit;
        }
        if (remaining[b] == 0)
            busy |= unit;
        else if (--remaining[b] == 0)
            consumed |= unit;
    }
    return busy;
}

/* mca_rm_check_at's long form: mca_rm_check with the uses resolved. */
static uint64_t check_long(const mca_rm *rm, const rm_pos *p)
{
    if (p->n == UINT_MAX)
        return mca_rm_check(rm, p->d);
    uint64_t busy = 0, blocked = rm->reserved_bits & ~rm->hazard_bits;
    const rm_puse *u = rm->puse + p->at, *end = u + p->n;
    for (; u < end; u++) {
        if ((blocked >> u->b) & 1) {
            busy |= u->mask;
            continue;
        }
        if (u->k == 0)
            continue;
        uint64_t ready = u->test ? u->test & rm->unit_ready : rm->st[u->b].ready;
        if (u->k == 1 ? !ready : pop(ready) < u->k)
            busy |= u->mask;
    }
    uint64_t units = busy & ~rm->group_bits;
    if (units)
        return units;
    busy = rm->reserved_groups ? p->used_groups & rm->reserved_groups : 0;
    if (busy || !p->d->partially_overlapping)
        return busy;
    return check_overlapping_at(rm, p);
}

uint64_t mca_rm_check_at(const mca_rm *rm, unsigned idx)
{
    const rm_pos *p = &rm->pos[idx];
    if (!p->simple || (rm->reserved_bits & p->sbits))
        return check_long(rm, p);
    /* The same answer: a use needing one unit is busy when no unit (sub-
     * unit, member) is ready; a busy group reports its member units. */
    uint64_t busy = p->unit1 & ~rm->unit_nz;
    const rm_gchk *g = rm->gchk + p->g_at, *end = g + p->g_n;
    for (; g < end; g++)
        if (!(g->test & rm->unit_ready))
            busy |= g->mask;
    uint64_t units = busy & ~rm->group_bits;
    if (units)
        return units;
    return rm->reserved_groups ? p->used_groups & rm->reserved_groups : 0;
}

/* Round-robin selection among ready bits (not none): the index of the
 * sequence's highest ready bit. */
static inline unsigned strategy_pick(rm_state *s, uint64_t ready)
{
    uint64_t c = ready & s->next;
    if (!c) {
        s->next = s->all ^ s->removed;
        s->removed = 0;
        c = ready & s->next;
        if (!c) {
            s->next = s->all;
            c = ready & s->next;
        }
    }
    unsigned i = bit_index(c);
    s->next &= (2ull << i) - 1;
    return i;
}

/* The same as a mask; none ready: none (the sequence starts again). */
static uint64_t strategy_select(rm_state *s, uint64_t ready)
{
    if (!ready) {
        s->next = s->all;
        s->removed = 0;
        return 0;
    }
    return 1ull << strategy_pick(s, ready);
}

static void strategy_used(rm_state *s, uint64_t m)
{
    if (m > s->next) {
        s->removed |= m;
        return;
    }
    s->next &= ~m;
    if (!s->next) {
        s->next = s->all ^ s->removed;
        s->removed = 0;
    }
}

/* Select a (unit, sub-unit) pipe for mask, recursing through groups. */
static void select_pipe(mca_rm *rm, uint64_t mask, uint64_t *unit, uint64_t *sub)
{
    rm_state *s = state_of(rm, mask);
    if (!s->group && s->units <= 1) {
        *unit = mask;
        *sub = s->ready;
        return;
    }
    uint64_t pick = strategy_select(s, ready_of(rm, s));
    if (s->group) {
        select_pipe(rm, pick, unit, sub);
        return;
    }
    *unit = mask;
    *sub = pick;
}

/* The unit s (its mask) has no ready sub-unit left. */
static inline void unit_full(mca_rm *rm, const rm_state *s, uint64_t unit)
{
    rm->unit_ready &= ~unit;
    rm->unit_nz &= ~unit;
    for (uint64_t g = s->groups; g; g &= g - 1)
        strategy_used(&rm->st[__builtin_ctzll(g)], unit);
}

static inline void use_pipe(mca_rm *rm, uint64_t unit, uint64_t sub)
{
    rm_state *s = state_of(rm, unit);
    s->ready &= ~sub;
    if (s->units > 1)
        strategy_used(s, sub);
    if (!s->ready)
        unit_full(rm, s, unit);
}

/* The cycles count of a busy entry now. */
static unsigned busy_left(const mca_rm *rm, const rm_busy *b)
{
    return b->zero ? 0 : b->rel - rm->now;     /* (rel > now) */
}

static rm_busy make_busy(const mca_rm *rm, unsigned b, uint64_t sub, unsigned cycles)
{
    return (rm_busy){ sub, rm->now + (cycles ? cycles : 1), (unsigned char)b, cycles == 0 };
}

/* Append b to bucket q; -1 when memory runs out (rm->failed: the busy
 * unit would be lost, so the simulation fails). */
static inline int bucket_push(mca_rm *rm, rm_bucket *q, rm_busy b)
{
    if (q->n == q->cap) {
        unsigned cap = q->cap ? q->cap * 2 : 8;
        rm_busy *v = realloc(q->v, cap * sizeof *v);
        if (!v) {
            rm->failed = true;
            return -1;
        }
        q->v = v;
        q->cap = cap;
    }
    q->v[q->n++] = b;
    return 0;
}

/* Put b in the calendar (b.rel > now). */
static inline int put_busy(mca_rm *rm, rm_busy b)
{
    if (b.rel - rm->now <= CAL) {
        unsigned k = b.rel % CAL;
        rm->cal_used |= 1ull << k;
        return bucket_push(rm, &rm->cal[k], b);
    }
    if (!rm->far.n || b.rel - rm->now < rm->far_min - rm->now)
        rm->far_min = b.rel;
    return bucket_push(rm, &rm->far, b);
}

/* far_min after far changed.  (Ticks are compared by their distance from
 * now: the tick count may wrap around.) */
static void far_bound(mca_rm *rm)
{
    unsigned d = UINT_MAX;
    for (unsigned i = 0; i < rm->far.n; i++)
        if (rm->far.v[i].rel - rm->now < d)
            d = rm->far.v[i].rel - rm->now;
    rm->far_min = rm->now + d;
}

/* add_fresh for 1 to CAL cycles: the entry goes into a bucket. */
static inline int add_near(mca_rm *rm, unsigned b, uint64_t sub, unsigned cycles)
{
    unsigned rel = rm->now + cycles, k = rel % CAL;
    rm->cal_used |= 1ull << k;
    return bucket_push(rm, &rm->cal[k], (rm_busy){ sub, rel, (unsigned char)b, false });
}

/* A new busy entry (the caller knows there is none for (mask, sub)). */
static inline int add_fresh(mca_rm *rm, unsigned b, uint64_t sub, unsigned cycles)
{
    return put_busy(rm, make_busy(rm, b, sub, cycles));
}

/* The entry of (b, sub) in q, or -1. */
static int bucket_find(const rm_bucket *q, unsigned b, uint64_t sub)
{
    for (unsigned i = 0; i < q->n; i++)
        if (q->v[i].b == b && q->v[i].sub == sub)
            return (int)i;
    return -1;
}

/* Add cycles to the entry of state b and sub-units sub, or a new one. */
static int add_busy(mca_rm *rm, unsigned b, uint64_t sub, unsigned cycles)
{
    rm_bucket *q = &rm->far;
    int i = bucket_find(q, b, sub);
    for (uint64_t u = rm->cal_used; u && i < 0; u &= u - 1) {
        q = &rm->cal[__builtin_ctzll(u)];
        i = bucket_find(q, b, sub);
    }
    if (i < 0)
        return add_fresh(rm, b, sub, cycles);
    rm_busy e = make_busy(rm, b, sub, busy_left(rm, &q->v[i]) + cycles);
    q->v[i] = q->v[--q->n];     /* (the order within a bucket does not matter) */
    if (q == &rm->far)
        far_bound(rm);
    else if (!q->n)
        rm->cal_used &= ~(1ull << (q - rm->cal));
    return put_busy(rm, e);
}

/* Serve one prepared use: a reserved group, or a selected pipe. */
static unsigned serve(mca_rm *rm, const mca_resource_use *u, mca_rm_pipe *out)
{
    if (u->reserved) {
        rm->reserved_bits |= high_bit(u->mask);
        rm->reserved_groups ^= high_bit(u->mask);
        add_busy(rm, bit_index(u->mask), u->mask, u->cycles);
        return 0;
    }
    uint64_t unit, sub;
    select_pipe(rm, u->mask, &unit, &sub);
    rm_state *us = state_of(rm, unit);
    /* A sub-unit in a busy entry is not ready (released together); one
     * that was ready has none. */
    bool fresh = sub && (sub & (sub - 1)) == 0 && (us->ready & sub);
    use_pipe(rm, unit, sub);
    /* (The fresh case, by far the most common, is inlined here.) */
    if (fresh)
        add_fresh(rm, bit_index(unit), sub, u->cycles);
    else
        add_busy(rm, bit_index(unit), sub, u->cycles);
    *out = (mca_rm_pipe){ us->resource, unit, sub ? bit_index(sub) : 0, u->cycles };
    return 1;
}

static int compare_groups(const mca_rm *rm, const mca_resource_use *a, const mca_resource_use *b)
{
    unsigned ra = pop(ready_of(rm, cstate_of(rm, a->mask)));
    unsigned rb = pop(ready_of(rm, cstate_of(rm, b->mask)));
    if (ra != rb)
        return ra < rb ? -1 : 1;
    return a->mask < b->mask ? -1 : a->mask > b->mask;
}

/* Insertion sort of the worklist by (ready units, mask). */
static void sort_worklist(const mca_rm *rm, const mca_resource_use **w, unsigned n)
{
    for (unsigned i = 1; i < n; i++) {
        const mca_resource_use *x = w[i];
        unsigned j = i;
        while (j > 0 && compare_groups(rm, x, w[j - 1]) < 0) {
            w[j] = w[j - 1];
            j--;
        }
        w[j] = x;
    }
}

static unsigned issue_overlapping(mca_rm *rm, const mca_instr_desc *d, mca_rm_pipe *out)
{
    const mca_resource_use *small[32], **work = small;
    unsigned n = 0, nw = 0;
    if (d->use_count > 32 && !(work = malloc(d->use_count * sizeof *work)))
        return 0;
    for (unsigned i = 0; i < d->use_count; i++) {
        const mca_resource_use *u = &d->uses[i];
        const rm_state *s = cstate_of(rm, u->mask);
        if (!u->reserved && s->group && several(ready_of(rm, s)))
            work[nw++] = u;
        else
            n += serve(rm, u, out + n);
    }
    while (nw) {
        sort_worklist(rm, work, nw);
        unsigned keep = 0;
        for (unsigned i = 0; i < nw; i++) {
            if (i == 0 || single(ready_of(rm, cstate_of(rm, work[i]->mask))))
                n += serve(rm, work[i], out + n);
            else
                work[keep++] = work[i];
        }
        nw = keep;
    }
    if (work != small)
        free(work);
    return n;
}

unsigned mca_rm_issue(mca_rm *rm, const mca_instr_desc *d, mca_rm_pipe *out)
{
    if (d->partially_overlapping)
        return issue_overlapping(rm, d, out);
    unsigned n = 0;
    for (unsigned i = 0; i < d->use_count; i++)
        n += serve(rm, &d->uses[i], out + n);
    return n;
}

/* The rest of serve(): use the selected pipe (sub-units sub of the unit at
 * state b), mark it busy and report it. */
__attribute__((noinline)) static unsigned use_selected(mca_rm *rm, unsigned b, uint64_t sub,
                                                       unsigned cycles, mca_rm_pipe *out)
{
    rm_state *us = &rm->st[b];
    uint64_t unit = 1ull << b;
    /* A sub-unit in a busy entry is not ready (released together); one
     * that was ready has none. */
    bool fresh = single(sub) && (us->ready & sub);
    use_pipe(rm, unit, sub);
    if (fresh)
        add_fresh(rm, b, sub, cycles);
    else
        add_busy(rm, b, sub, cycles);
    *out = (mca_rm_pipe){ us->resource, unit, sub ? bit_index(sub) : 0, cycles };
    return 1;
}


/* serve() with the use resolved: the same selections and updates. */
static inline unsigned serve_at(mca_rm *rm, const rm_puse *u, mca_rm_pipe *out)
{
    unsigned b = u->b;
    rm_state *us = &rm->st[b];
    uint64_t sub;
    switch (u->kind) {
    case USE_FIXED:
        sub = us->ready;
        break;
    case USE_UNIT:
        sub = strategy_select(us, us->ready);
        break;
    case USE_FLAT:
    case USE_GROUP: {
        rm_state *g = us;
        for (;;) {
            b = strategy_pick(g, g->all & rm->unit_ready);
            us = &rm->st[b];
            if (!us->group)
                break;
            g = us;
        }
        sub = us->units <= 1 ? us->ready : strategy_select(us, us->ready);
        break;
    }
    default: {
        const mca_resource_use r = { 0, u->mask, u->cycles, 0, true };
        return serve(rm, &r, out);
    }
    }
    return use_selected(rm, b, sub, u->cycles, out);
}

/* mca_rm_issue_at for a position whose uses are all of units or of groups
 * of units (fast): serve_at, with its common case inline. */
static inline unsigned issue_fast(mca_rm *rm, const rm_pos *p, mca_rm_pipe *out)
{
    const rm_puse *u = rm->puse + p->at, *end = u + p->n;
    for (; u < end; u++, out++) {
        unsigned b = u->b;
        if (u->kind == USE_FLAT)
            b = strategy_pick(&rm->st[b], rm->st[b].all & rm->unit_ready);
        rm_state *us = &rm->st[b];
        uint64_t unit = 1ull << b, sub = us->ready;
        if (us->units <= 1) {
            /* (Its one sub-unit: most often on x86.) */
            if (sub != 1) {     /* (not ready: no fresh entry, rare) */
                use_selected(rm, b, sub, u->cycles, out);
                continue;
            }
            us->ready = 0;
            unit_full(rm, us, unit);
            add_near(rm, b, 1, u->cycles);
            *out = (mca_rm_pipe){ us->resource, unit, 0, u->cycles };
            continue;
        }
        sub = strategy_select(us, sub);
        if (!(sub & us->ready)) {   /* (none ready: rare) */
            use_selected(rm, b, sub, u->cycles, out);
            continue;
        }
        /* use_selected and use_pipe: the selection is one ready
         * sub-unit, so the entry is fresh. */
        us->ready &= ~sub;
        strategy_used(us, sub);
        if (!us->ready)
            unit_full(rm, us, unit);
        add_near(rm, b, sub, u->cycles);
        *out = (mca_rm_pipe){ us->resource, unit, bit_index(sub), u->cycles };
    }
    return p->n;
}

/* The ready members of a group use. */
static inline uint64_t group_ready(const mca_rm *rm, const rm_puse *u)
{
    return u->test & rm->unit_ready;
}

/* issue_overlapping with the uses resolved.  (Not inlined: its list
 * would make mca_rm_issue_at's frame larger.) */
__attribute__((noinline)) static unsigned issue_overlapping_at(mca_rm *rm, const rm_pos *p, mca_rm_pipe *out)
{
    const rm_puse *small[32], **work = small;
    unsigned n = 0, nw = 0;
    if (p->n > 32 && !(work = malloc(p->n * sizeof *work)))
        return 0;
    const rm_puse *u = rm->puse + p->at, *end = u + p->n;
    for (; u < end; u++) {
        if ((u->kind == USE_GROUP || u->kind == USE_FLAT) && several(group_ready(rm, u)))
            work[nw++] = u;
        else
            n += serve_at(rm, u, out + n);
    }
    while (nw) {
        /* Insertion sort by (ready units, mask): compare_groups. */
        for (unsigned i = 1; i < nw; i++) {
            const rm_puse *x = work[i];
            unsigned rx = pop(group_ready(rm, x)), j = i;
            while (j > 0) {
                unsigned ry = pop(group_ready(rm, work[j - 1]));
                if (!(rx < ry || (rx == ry && x->mask < work[j - 1]->mask)))
                    break;
                work[j] = work[j - 1];
                j--;
            }
            work[j] = x;
        }
        unsigned keep = 0;
        for (unsigned i = 0; i < nw; i++) {
            if (i == 0 || single(group_ready(rm, work[i])))
                n += serve_at(rm, work[i], out + n);
            else
                work[keep++] = work[i];
        }
        nw = keep;
    }
    if (work != small)
        free(work);
    return n;
}

/* mca_rm_issue_at's other positions. */
__attribute__((noinline)) static unsigned issue_slow(mca_rm *rm, const rm_pos *p,
                                                     mca_rm_pipe *out)
{
    if (p->n == UINT_MAX)
        return mca_rm_issue(rm, p->d, out);
    if (p->d->partially_overlapping)
        return issue_overlapping_at(rm, p, out);
    unsigned n = 0;
    const rm_puse *u = rm->puse + p->at, *end = u + p->n;
    for (; u < end; u++)
        n += serve_at(rm, u, out + n);
    return n;
}

unsigned mca_rm_issue_at(mca_rm *rm, unsigned idx, mca_rm_pipe *out)
{
    const rm_pos *p = &rm->pos[idx];
    return p->fast ? issue_fast(rm, p, out) : issue_slow(rm, p, out);
}

/* Release a busy entry: its unit's sub-units are ready again (a pipe),
 * and the resource is no longer reserved. */
static inline void release(mca_rm *rm, const rm_busy *b)
{
    uint64_t bit = 1ull << b->b;
    if (!(rm->group_bits & bit)) {
        rm_state *s = &rm->st[b->b];
        if (!s->ready)
            rm->unit_ready |= bit;
        s->ready |= b->sub;
        if (s->ready)
            rm->unit_nz |= bit;
    }
    rm->reserved_bits &= ~bit;
    rm->reserved_groups ^= bit & rm->group_bits;
    rm->reserved_buffers ^= bit & rm->hazard_bits;
}

/* Release the entries of bucket k (their rel is now): release() for each,
 * with the masks' updates gathered (they are ORs, ANDs and toggles). */
static void release_bucket(mca_rm *rm, unsigned k)
{
    rm_bucket *q = &rm->cal[k];
    uint64_t all = 0, toggled = 0, nz = 0;
    for (const rm_busy *b = q->v, *end = b + q->n; b < end; b++) {
        uint64_t bit = 1ull << b->b;
        all |= bit;
        toggled ^= bit;
        if (rm->group_bits & bit)
            continue;
        /* A unit: ready again.  (unit_ready has every unit with a ready
         * sub-unit, so setting it for one that was not full changes
         * nothing.) */
        rm_state *s = &rm->st[b->b];
        s->ready |= b->sub;
        if (s->ready)
            nz |= bit;
    }
    rm->unit_ready |= all & ~rm->group_bits;
    rm->unit_nz |= nz;
    rm->reserved_bits &= ~all;
    rm->reserved_groups ^= toggled & rm->group_bits;
    rm->reserved_buffers ^= toggled & rm->hazard_bits;
    q->n = 0;
    rm->cal_used &= ~(1ull << k);
}

/* Move the far entries that came near enough into their buckets. */
static void migrate(mca_rm *rm)
{
    unsigned i = 0;
    while (i < rm->far.n) {
        rm_busy b = rm->far.v[i];
        if (b.rel - rm->now > CAL) {
            i++;
            continue;
        }
        rm->far.v[i] = rm->far.v[--rm->far.n];
        put_busy(rm, b);    /* (into a bucket: it has room or grows) */
    }
    far_bound(rm);
}

/* (Not inlined: mca_rm_cycle's common case then saves no registers.) */
__attribute__((noinline)) static void release_due(mca_rm *rm, unsigned k)
{
    if ((rm->cal_used >> k) & 1)
        release_bucket(rm, k);
    if (rm->far.n && rm->far_min - rm->now <= CAL)
        migrate(rm);
}

bool mca_rm_failed(const mca_rm *rm)
{
    return rm->failed;
}

void mca_rm_cycle(mca_rm *rm)
{
    /* Every entry has rel - now in [1, CAL] or is far, and the far ones
     * come into the buckets as soon as they are CAL ticks away: this
     * bucket holds exactly the entries due now. */
    rm->now++;
    unsigned k = rm->now % CAL;
    if (((rm->cal_used >> k) & 1) | rm->far.n)
        release_due(rm, k);
}

void mca_rm_cycles(mca_rm *rm, unsigned k)
{
    while (k) {
        unsigned d = mca_rm_next_release(rm);
        if (d > k)
            d = k + 1;      /* (no release in the k cycles) */
        /* d - 1 cycles release nothing, and no far entry comes near
         * before the last of them: only then can one. */
        rm->now += d - 1;
        k -= d - 1;
        if (rm->far.n && rm->far_min - rm->now <= CAL)
            migrate(rm);
        if (k) {
            mca_rm_cycle(rm);
            k--;
        }
    }
}

unsigned mca_rm_next_release(const mca_rm *rm)
{
    /* The first non-empty bucket after now's, or the nearest far entry
     * (they are all later than the buckets'). */
    if (rm->cal_used) {
        unsigned s = (rm->now + 1) % CAL;
        uint64_t r = (rm->cal_used >> s) | (rm->cal_used << ((CAL - s) % CAL));
        return (unsigned)__builtin_ctzll(r) + 1;
    }
    return rm->far.n ? rm->far_min - rm->now : UINT_MAX;
}

unsigned mca_rm_resource_of_bit(const mca_rm *rm, unsigned bit)
{
    return bit < MAX_STATES ? rm->st[bit].resource : 0;
}

unsigned mca_rm_buffer_used(const mca_rm *rm, unsigned resource)
{
    for (unsigned i = 0; i < MAX_STATES; i++)
        if (rm->st[i].resource == resource && rm->st[i].buffer > 0)
            return (unsigned)rm->st[i].buffer - rm->st[i].slots;
    return 0;
}

/* A busy entry in a snapshot. */
typedef struct {
    uint64_t mask, sub;
    unsigned left;
} rm_snap_busy;

static int cmp_busy(const void *a, const void *b)
{
    const rm_snap_busy *x = a, *y = b;
    if (x->mask != y->mask)
        return x->mask < y->mask ? -1 : 1;
    if (x->sub != y->sub)
        return x->sub < y->sub ? -1 : 1;
    return x->left < y->left ? -1 : x->left > y->left;
}

static void snap_bucket(const mca_rm *rm, const rm_bucket *q, rm_snap_busy *v, unsigned *at)
{
    for (unsigned i = 0; i < q->n; i++)
        v[(*at)++] = (rm_snap_busy){ rm->st[q->v[i].b].mask, q->v[i].sub,
                                     busy_left(rm, &q->v[i]) };
}

/* The busy entries sorted: by insertion (a handful of entries, no call
 * per comparison). */
static void sort_busy(rm_snap_busy *v, unsigned n)
{
    for (unsigned i = 1; i < n; i++) {
        rm_snap_busy x = v[i];
        unsigned j = i;
        while (j > 0 && cmp_busy(&x, &v[j - 1]) < 0) {
            v[j] = v[j - 1];
            j--;
        }
        v[j] = x;
    }
}

void mca_rm_snap(mca_snap *s, const mca_rm *rm, bool brief)
{
    /* The busy entries as a set (their order depends on history). */
    unsigned n = rm->far.n;
    for (uint64_t u = rm->cal_used; u; u &= u - 1)
        n += rm->cal[__builtin_ctzll(u)].n;
    enum { ON_STACK = 64 };
    rm_snap_busy stack[ON_STACK];
    rm_snap_busy *v = n <= ON_STACK ? stack : malloc(n * sizeof *v);
    if (!v) {
        s->failed = true;
        return;
    }
    unsigned at = 0;
    for (uint64_t u = rm->cal_used; u; u &= u - 1)
        snap_bucket(rm, &rm->cal[__builtin_ctzll(u)], v, &at);
    snap_bucket(rm, &rm->far, v, &at);
    if (n <= ON_STACK)
        sort_busy(v, n);
    else
        qsort(v, n, sizeof *v, cmp_busy);
    mca_snap_u32(s, n);
    for (unsigned i = 0; i < n; i++) {
        mca_snap_u64(s, v[i].mask);
        mca_snap_u64(s, v[i].sub);
        mca_snap_u32(s, v[i].left);
    }
    if (v != stack)
        free(v);
    if (brief)
        return;
    for (unsigned i = 0; i < MAX_STATES; i++) {
        const rm_state *st = &rm->st[i];
        if (!st->resource)
            continue;
        mca_snap_u64(s, ready_of(rm, st));
        mca_snap_u64(s, st->next);
        mca_snap_u64(s, st->removed);
        mca_snap_u32(s, st->slots);
        mca_snap_bool(s, (rm->reserved_bits >> i) & 1);
    }
    mca_snap_u64(s, rm->available_buffers);
    mca_snap_u64(s, rm->reserved_buffers);
    mca_snap_u64(s, rm->reserved_groups);
}

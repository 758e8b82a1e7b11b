/* dyn: dynamic instructions (see dyn.h and the behaviour notes, 3).
 *
 * Lazy counters.  llvm-mca's scheduler visits every instruction in its
 * wait, pending and issued sets once per cycle; a visit counts the read
 * and write counters of an instruction down (ReadState::cycleEvent,
 * WriteState::cycleEvent) and then re-evaluates its stage.  Here the
 * pipeline advances a clock at exactly the point of the cycle where
 * llvm-mca makes that visit, and each counter stores the value it was set
 * to and the tick it was set at.  This is exact because:
 *  - every instruction in the DISPATCHED or PENDING stage is in the wait or
 *    pending set, so it is visited in every cycle after its dispatch, and
 *    its counters are only read while it is in one of those stages
 *    (readiness) or, for a write, while its owner executes (visited every
 *    cycle until it has executed: cl_limit stops the count there);
 *  - a visit only decrements: TotalCycles while writes are not started
 *    (down to 0), a read's CyclesLeft (down to 0), a write's
 *    DependentWriteCyclesLeft (down to 0) and CyclesLeft (no clamp);
 *  - the stage predicates only become true with time, never false: "can be
 *    pending" needs every dependency started (counted in blockers, changed
 *    only by the events below), "ready" additionally needs the counters to
 *    reach a threshold, whose tick is computed once the dependencies are
 *    known (ready_tick).  Negative values never occur for these counters
 *    (latencies are >= 0); countdown() leaves them as they are, which
 *    keeps the predicates' answers. */
#include <config.h>

#include "dyn.h"

#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* The dependency paths run for every read and write of every
 * instruction: their helpers are inlined whatever the compiler's
 * estimate. */
#define HOT static inline __attribute__((always_inline))

static inline unsigned now(const mca_dyn *i)
{
    return i->clock->tick;
}

static void clock_push(mca_dyn_clock *c, mca_dyn *i);

/* One blocker less; at none a waiting instruction becomes a candidate.
 * later: it cannot be ready at this tick (a read's producers started with
 * cycles to go; its memory group is not known, so memory instructions
 * count as possibly ready). */
static void unblock(mca_dyn *i, bool later)
{
    i->ready_known = false;
    if (--i->blockers == 0 && i->in_wait) {
        clock_push(i->clock, i);
        if (!later || i->memop)
            i->clock->urgent = true;
    }
}

/* A counter set to base `elapsed` ticks ago, counted down to 0. */
static int countdown(int base, unsigned elapsed)
{
    if (base <= 0)
        return base;
    return elapsed >= (unsigned)base ? 0 : base - (int)elapsed;
}

/* (Out of line: the dependency paths that call it stay lean.) */
__attribute__((noinline)) static void clock_push(mca_dyn_clock *c, mca_dyn *i)
{
    if (c->ncand == c->cand_cap) {
        unsigned cap = c->cand_cap ? c->cand_cap * 2 : 16;
        mca_dyn **n = realloc(c->cand, cap * sizeof *n);
        if (!n) {
            c->failed = true;
            return;
        }
        c->cand = n;
        c->cand_cap = cap;
    }
    c->cand[c->ncand++] = i;
    c->wait_dirty = true;
}

void mca_dyn_clock_add(mca_dyn_clock *c, mca_dyn *i)
{
    clock_push(c, i);
    c->urgent = true;
}

mca_dyn *mca_dyn_alloc(const mca_instr_desc *d, mca_slab *slab)
{
    size_t size = sizeof(mca_dyn) + d->write_count * sizeof(mca_dwrite) +
                  d->read_count * sizeof(mca_dread);
    /* Cache-line aligned (the slab's): the hot fields share one line. */
    mca_dyn *i = mca_slab_alloc(slab, size);
    if (!i)
        return NULL;
    i->writes = (mca_dwrite *)(i + 1);
    i->reads = (mca_dread *)(i->writes + d->write_count);
    i->write_count = d->write_count;
    i->read_count = d->read_count;
    return i;
}

/* The fields of a write that are the same every time its storage is used
 * (the pipeline reuses storage for the same region position only, so for
 * the same descriptor and latencies). */
static void init_write_fixed(mca_dwrite *w, mca_dyn *i, const mca_instr_desc *d, unsigned k,
                             int max_latency, int latency)
{
    w->owner = i;
    w->reg = d->writes[k].reg;
    w->write_id = d->writes[k].write_id;
    int lat = d->writes[k].latency;
    w->latency = latency >= 0 ? latency : lat < 0 ? max_latency : lat;
    w->clears_super = d->writes[k].clears_super;
}

static void init_read_fixed(mca_dread *r, mca_dyn *i, const mca_instr_desc *d, unsigned k)
{
    r->owner = i;
    r->reg = d->reads[k].reg;
    r->use_index = d->reads[k].use_index;
    r->independent = d->reads[k].independent;
    r->adv_id = UINT_MAX;
}

/* The state of one use of i's writes and reads: everything after their
 * fixed fields, cleared in one go (a write's users keeps its storage). */
HOT void clear_uses(mca_dyn *i)
{
    mca_dwrite *w = i->writes;
    for (unsigned k = i->write_count; k; k--, w++) {
        memset(&w->writes_zero, 0, sizeof *w - offsetof(mca_dwrite, writes_zero));
        w->cl_base = MCA_UNKNOWN_CYCLES;
    }
    mca_dread *r = i->reads;
    for (unsigned k = i->read_count; k; k--, r++) {
        memset(&r->reads_zero, 0, sizeof *r - offsetof(mca_dread, reads_zero));
        r->ready = true;
    }
}

void mca_dyn_init(mca_dyn *i, unsigned iid, unsigned index, const mca_instr_desc *d,
                  int max_latency, int latency, mca_dyn_clock *clock)
{
    if (latency >= 0)
        max_latency = latency;
    memset(i, 0, offsetof(mca_dyn, index));
    i->iid = iid;
    i->index = index;
    i->desc = d;
    i->clock = clock;
    i->max_latency = max_latency;
    i->cycles_left = MCA_UNKNOWN_CYCLES;
    i->memop = d->may_load || d->may_store;
    i->write_count = d->write_count;
    i->read_count = d->read_count;
    for (unsigned k = 0; k < d->write_count; k++)
        init_write_fixed(&i->writes[k], i, d, k, max_latency, latency);
    for (unsigned k = 0; k < d->read_count; k++)
        init_read_fixed(&i->reads[k], i, d, k);
    clear_uses(i);
}

/* 16 bytes of any type (stores through it may alias anything). */
typedef unsigned char wide16 __attribute__((vector_size(16), may_alias));

void mca_dyn_restart(mca_dyn *i, unsigned iid)
{
    /* The state of one use, cleared with a few wide stores (the slab's
     * storage is cache-line aligned): memset's string instruction costs
     * more for these few bytes. */
    _Static_assert(offsetof(mca_dyn, index) % 16 == 0 && offsetof(mca_dyn, index) <= 128,
                   "the state of one use is cleared 16 bytes at a time");
    wide16 *v = __builtin_assume_aligned(i, 64);
    enum { N = offsetof(mca_dyn, index) / 16 };
    /* (Unrolled by hand: a loop becomes memset again.) */
    v[0] = (wide16){ 0 };
    if (N > 1) v[1] = (wide16){ 0 };
    if (N > 2) v[2] = (wide16){ 0 };
    if (N > 3) v[3] = (wide16){ 0 };
    if (N > 4) v[4] = (wide16){ 0 };
    if (N > 5) v[5] = (wide16){ 0 };
    if (N > 6) v[6] = (wide16){ 0 };
    if (N > 7) v[7] = (wide16){ 0 };
    i->iid = iid;
    i->cycles_left = MCA_UNKNOWN_CYCLES;
    clear_uses(i);
}

HOT int cycles_left(const mca_dwrite *w)
{
    if (w->cl_base == MCA_UNKNOWN_CYCLES)
        return MCA_UNKNOWN_CYCLES;
    unsigned e = now(w->owner) - w->cl_stamp;
    if (e > (unsigned)w->cl_limit)
        e = (unsigned)w->cl_limit;
    return w->cl_base - (int)e;
}

int mca_dwrite_cycles_left(const mca_dwrite *w)
{
    return cycles_left(w);
}

void mca_dwrite_eliminate(mca_dwrite *w)
{
    w->eliminated = true;
    w->cl_base = 0;
    w->cl_limit = 0;
    w->cl_stamp = now(w->owner);
}

void mca_dread_set_deps(mca_dread *r, unsigned deps)
{
    r->deps = (int)deps;
    r->ready = deps == 0;
    if (deps) {
        r->owner->blockers++;
        r->owner->ready_known = false;
    }
}

/* The tick at which a read is ready (UINT_MAX: never). */
HOT unsigned read_ready_tick(const mca_dread *r)
{
    if (!r->known)
        return r->ready ? 0 : UINT_MAX;
    if (r->cycles == 0)
        return 0;
    if (r->cycles < 0)
        return UINT_MAX;
    return r->stamp + (unsigned)r->cycles;
}

HOT void read_started(mca_dread *r, unsigned iid, unsigned reg, int cycles)
{
    unsigned t = now(r->owner);
    int total = countdown(r->total, t - r->stamp);
    r->deps--;
    if (total < cycles) {
        r->crit = (mca_crit_dep){ iid, reg, (unsigned)cycles };
        total = cycles;
    }
    r->total = total;
    r->stamp = t;
    r->owner->ready_known = false;
    if (r->deps == 0) {
        r->cycles = total;
        r->known = true;
        unsigned x = read_ready_tick(r);
        if (x > r->owner->read_tick)
            r->owner->read_tick = x;
        /* Ready at stamp + total (read_ready_tick): not now when total > 0. */
        unblock(r->owner, total > 0);
    }
}

void mca_dread_write_started(mca_dread *r, unsigned iid, unsigned reg, int cycles)
{
    read_started(r, iid, reg, cycles);
}

/* One more user: the scheduling rank of a ready instruction changes. */
static void add_rank_user(mca_dyn *i)
{
    i->users++;
    if (i->stage == MCA_ST_READY && i->clock->reranked)
        i->clock->reranked(i->clock->ctx, i);
}

/* Room for one more user of w (its list is full): -1 when out of memory.
 * From the pipeline's slab: the storage keeps its list from use to use,
 * so lists only grow (and a grown list's old space is freed with the
 * slab).  (Out of line: rare.) */
__attribute__((noinline)) static int grow_users(mca_dwrite *w)
{
    unsigned cap = w->user_cap ? w->user_cap * 2 : 4;
    mca_user *nu = mca_slab_alloc(w->owner->clock->slab, cap * sizeof *nu);
    if (!nu)
        return -1;
    if (w->user_count)
        memcpy(nu, w->users, w->user_count * sizeof *nu);
    w->users = nu;
    w->user_cap = cap;
    return 0;
}

int mca_dwrite_add_user(mca_dwrite *w, mca_dread *r, int advance)
{
    int left = cycles_left(w);
    if (left != MCA_UNKNOWN_CYCLES) {
        int c = left - advance;
        read_started(r, w->owner->iid, w->reg, c > 0 ? c : 0);
        return 0;
    }
    if (w->user_count == w->user_cap && grow_users(w) != 0)
        return -1;
    w->users[w->user_count++] = (mca_user){ r, advance };
    add_rank_user(w->owner);
    return 0;
}

void mca_dwrite_add_partial(mca_dwrite *w, mca_dwrite *later)
{
    int left = cycles_left(w);
    later->owner->ready_known = false;
    later->owner->partial_deps = true;
    if (left != MCA_UNKNOWN_CYCLES) {
        later->dep_base = left > 0 ? left : 0;
        later->dep_stamp = now(later->owner);
        return;
    }
    /* A second partial successor replaces the first, which then never
     * stops waiting (as in llvm-mca); the rank counts one. */
    if (!w->partial)
        add_rank_user(w->owner);
    w->partial = later;
    later->dependent = w;
    later->owner->blockers++;
}

/* The tick at which !DependentWriteCyclesLeft || it < latency. */
static unsigned write_ready_tick(const mca_dwrite *w)
{
    if (w->dependent)
        return UINT_MAX;
    if (w->dep_base <= 0)
        return 0;
    long need = (long)w->dep_base - w->latency + 1;
    if (need < 0)
        need = 0;
    if (need > w->dep_base)
        need = w->dep_base;
    return w->dep_stamp + (unsigned)need;
}

bool mca_dyn_ready_now(mca_dyn *i)
{
    if (i->blockers)
        return false;
    if (!i->ready_known) {
        /* (With no blockers, every read is ready from the start, 0, or
         * known: read_tick has them all.) */
        unsigned t = i->read_tick;
        for (unsigned k = 0; i->partial_deps && k < i->write_count; k++) {
            unsigned x = write_ready_tick(&i->writes[k]);
            if (x > t)
                t = x;
        }
        i->ready_tick = t;
        i->ready_known = true;
    }
    return i->ready_tick != UINT_MAX && now(i) >= i->ready_tick;
}

bool mca_dyn_try_pending(mca_dyn *i)
{
    if (i->blockers)
        return false;
    i->stage = MCA_ST_PENDING;
    return true;
}

bool mca_dyn_try_ready(mca_dyn *i)
{
    if (!mca_dyn_ready_now(i))
        return false;
    i->stage = MCA_ST_READY;
    return true;
}

void mca_dyn_update(mca_dyn *i)
{
    if (i->stage == MCA_ST_DISPATCHED)
        mca_dyn_try_pending(i);
    if (i->stage == MCA_ST_PENDING)
        mca_dyn_try_ready(i);
}

HOT void write_issued(mca_dwrite *w)
{
    w->cl_base = w->latency;
    w->cl_stamp = now(w->owner);
    w->cl_limit = w->owner->max_latency;
    for (unsigned k = 0; k < w->user_count; k++) {
        int c = w->latency - w->users[k].advance;
        read_started(w->users[k].read, w->owner->iid, w->reg, c > 0 ? c : 0);
    }
    mca_dwrite *p = w->partial;
    if (p) {
        p->dep_base = w->latency;
        p->dep_stamp = now(p->owner);
        p->dependent = NULL;
        unblock(p->owner, false);
        p->crit = (mca_crit_dep){ w->owner->iid, w->reg,
                                  w->latency > 0 ? (unsigned)w->latency : 0 };
    }
}

void mca_dyn_execute(mca_dyn *i)
{
    i->stage = MCA_ST_EXECUTING;
    i->cycles_left = i->max_latency;
    for (unsigned k = 0; k < i->write_count; k++)
        write_issued(&i->writes[k]);
    if (i->cycles_left == 0)
        i->stage = MCA_ST_EXECUTED;
}

unsigned mca_dyn_users(const mca_dyn *i)
{
    return i->users;
}

void mca_dyn_compute_crit(mca_dyn *i)
{
    if (i->crit_reg_done)
        return;
    i->crit_reg_done = true;
    for (unsigned k = 0; k < i->write_count; k++)
        if (i->writes[k].crit.cycles)
            i->crit_reg = i->writes[k].crit;
    for (unsigned k = 0; k < i->read_count; k++)
        if (i->reads[k].crit.cycles)
            i->crit_reg = i->reads[k].crit;
}

/* ---- snapshots (snap.h) ------------------------------------------------ */

void mca_dyn_snap_ref(mca_snap *s, const mca_dyn *i)
{
    mca_snap_bool(s, i != NULL);
    if (i)
        mca_snap_iid(s, i->iid);
}

/* The records below leave out what is fixed for an instruction's storage
 * (its region position: index, max_latency, memop, the writes' reg,
 * write_id, latency and clears_super, the reads' reg, use_index and
 * independent): the record's instruction distance and the pipeline's
 * next index (written by the pipeline) fix the position.  The critical
 * dependencies and crit_mask are written only for the bottleneck
 * analysis (crit): nothing else reads them.  Bounds on a record's bytes
 * (values of at most 9 bytes) let them use the unchecked writers. */
enum { REC_INST = 16 * 9, REC_WRITE = 16 * 9, REC_USER = 3 * 5, REC_READ = 12 * 9 };

static uint8_t *w_iid(uint8_t *p, const mca_snap *s, unsigned iid)
{
    return mca_snap_w32(p, s->iid_base - iid);
}

static uint8_t *w_countdown(uint8_t *p, const mca_snap *s, int base, unsigned stamp)
{
    unsigned elapsed = s->tick - stamp;
    int v = base <= 0 ? base : elapsed >= (unsigned)base ? 0 : base - (int)elapsed;
    return mca_snap_w32(p, (uint32_t)v);
}

/* A dependency found for the bottleneck analysis: only read when cycles
 * is not 0. */
static uint8_t *w_crit(uint8_t *p, const mca_snap *s, const mca_crit_dep *c)
{
    p = mca_snap_w32(p, c->cycles);
    if (c->cycles) {
        p = w_iid(p, s, c->iid);
        p = mca_snap_w32(p, c->reg);
    }
    return p;
}

/* A write of another instruction (its presence is in a flag byte). */
static uint8_t *w_write_ref(uint8_t *p, const mca_snap *s, const mca_dwrite *w)
{
    p = w_iid(p, s, w->owner->iid);
    return mca_snap_w32(p, (uint32_t)(w - w->owner->writes));
}

static bool snap_write(mca_snap *s, const mca_dwrite *w, bool crit)
{
    uint8_t *p = mca_snap_room(s, REC_WRITE + (size_t)REC_USER * w->user_count);
    if (!p)
        return false;
    bool cl = w->cl_base != MCA_UNKNOWN_CYCLES;
    p = mca_snap_w8(p, w->writes_zero | w->eliminated << 1 | cl << 2 |
                           (w->partial != NULL) << 3 | (w->dependent != NULL) << 4);
    p = mca_snap_w32(p, w->file);
    /* CyclesLeft: its value now and how many more ticks it counts. */
    if (cl) {
        unsigned e = s->tick - w->cl_stamp;
        unsigned lim = (unsigned)w->cl_limit;
        int left = w->cl_base - (int)(e > lim ? lim : e);
        p = mca_snap_w32(p, (uint32_t)left);
        p = mca_snap_w32(p, e >= lim ? 0 : lim - e);
    }
    p = mca_snap_w32(p, w->user_count);
    for (unsigned k = 0; k < w->user_count; k++) {
        const mca_dread *r = w->users[k].read;
        p = w_iid(p, s, r->owner->iid);
        p = mca_snap_w32(p, (uint32_t)(r - r->owner->reads));
        p = mca_snap_w32(p, (uint32_t)w->users[k].advance);
    }
    if (w->partial)
        p = w_write_ref(p, s, w->partial);
    if (w->dependent)
        p = w_write_ref(p, s, w->dependent);
    p = w_countdown(p, s, w->dep_base, w->dep_stamp);
    if (crit)
        p = w_crit(p, s, &w->crit);
    mca_snap_done(s, p);
    return true;
}

static bool snap_read(mca_snap *s, const mca_dread *r, bool crit)
{
    uint8_t *p = mca_snap_room(s, REC_READ);
    if (!p)
        return false;
    p = mca_snap_w8(p, r->reads_zero | r->known << 1 | r->ready << 2);
    p = mca_snap_w32(p, (uint32_t)r->deps);
    /* TotalCycles (deps > 0) or CyclesLeft (known), counted from stamp. */
    p = w_countdown(p, s, r->total, r->stamp);
    p = w_countdown(p, s, r->cycles, r->stamp);
    if (crit)
        p = w_crit(p, s, &r->crit);
    mca_snap_done(s, p);
    return true;
}

void mca_dyn_snap(mca_snap *s, const mca_dyn *i, bool order)
{
    uint8_t *p = mca_snap_room(s, REC_INST);
    if (!p)
        return;
    s->values++;
    p = w_iid(p, s, i->iid);
    /* The stage and the flags in one byte (stages are below 8). */
    p = mca_snap_w8(p, (unsigned)i->stage | i->ready_known << 3 | i->in_wait << 4 |
                           i->eliminated << 5 | i->optimizable_move << 6);
    p = mca_snap_w32(p, i->blockers);
    p = mca_snap_w32(p, i->users);
    /* ready_tick is a cache, valid only when ready_known. */
    if (i->ready_known) {
        unsigned t = i->ready_tick;
        p = mca_snap_w32(p, t == UINT_MAX ? UINT_MAX : t > s->tick ? t - s->tick : 0);
    }
    if (i->in_wait && order)
        p = mca_snap_w32(p, i->wait_pos);
    int left = i->cycles_left;
    if (i->timed && i->stage == MCA_ST_EXECUTING)
        left = (int)(i->done_tick - s->tick);
    p = mca_snap_w32(p, (uint32_t)left);
    p = mca_snap_w32(p, i->rob_token);
    p = mca_snap_w32(p, i->rf_refs);
    if (order) {
        p = mca_snap_w64(p, i->crit_mask);
        p = w_crit(p, s, &i->crit_reg);
        p = mca_snap_w8(p, i->crit_reg_done);
        p = w_crit(p, s, &i->crit_mem);
    }
    mca_snap_done(s, p);
    for (unsigned k = 0; k < i->write_count; k++)
        if (!snap_write(s, &i->writes[k], order))
            return;
    for (unsigned k = 0; k < i->read_count; k++)
        if (!snap_read(s, &i->reads[k], order))
            return;
}

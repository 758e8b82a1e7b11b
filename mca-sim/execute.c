/* execute: the out-of-order pipeline's execute stage (see execute.h and
 * the behaviour notes, 7). */
#include <config.h>

#include "execute.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "retire.h"

static bool zero_latency(const mca_dyn *i)
{
    return i->max_latency == 0 && i->desc->use_count == 0;
}

static bool mem_state(const mca_stage *s, const mca_dyn *i,
                      bool (*pred)(const mca_lsu *, unsigned))
{
    return i->memop && pred(s->lsu, i->lsu_token);
}

/* The first blocked candidate (s->blk) whose group token is >= token. */
static unsigned blk_lower(const mca_stage *s, unsigned token)
{
    unsigned lo = 0, hi = s->nblk;
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        if (s->blk[mid]->lsu_token < token)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* A candidate of the wait set whose memory group waits: it cannot move
 * before the group stops waiting, so it waits in s->blk, not in the
 * clock's list the walks visit. */
static void block(mca_stage *s, mca_dyn *i)
{
    unsigned off = (unsigned)(s->blk - s->blk_mem);
    if (off + s->nblk == s->blk_cap) {
        if (off) {          /* room freed at the front (unblock_group) */
            memmove(s->blk_mem, s->blk, s->nblk * sizeof *s->blk);
        } else {
            unsigned cap = s->blk_cap ? s->blk_cap * 2 : 16;
            mca_dyn **n = realloc(s->blk_mem, cap * sizeof *n);
            if (!n) {
                s->failed = true;
                return;
            }
            s->blk_mem = n;
            s->blk_cap = cap;
        }
        s->blk = s->blk_mem;
    }
    unsigned k = s->nblk++;
    while (k > 0 && s->blk[k - 1]->lsu_token > i->lsu_token) {
        s->blk[k] = s->blk[k - 1];
        k--;
    }
    s->blk[k] = i;
    i->mem_blocked = true;
}

/* The group token stopped waiting: its blocked candidates can move. */
static void unblock_group(mca_stage *s, unsigned token)
{
    unsigned lo = blk_lower(s, token), hi = lo;
    while (hi < s->nblk && s->blk[hi]->lsu_token == token) {
        s->blk[hi]->mem_blocked = false;
        mca_dyn_clock_add(&s->clock, s->blk[hi]);
        hi++;
    }
    if (hi == lo)
        return;
    if (lo == 0) {          /* the oldest groups, most often: no move */
        s->blk += hi;
        s->nblk -= hi;
        if (!s->nblk)
            s->blk = s->blk_mem;
        return;
    }
    memmove(s->blk + lo, s->blk + hi, (s->nblk - hi) * sizeof *s->blk);
    s->nblk -= hi - lo;
}

/* The LSU's state changed: instructions waiting on memory may move on
 * (in the wait set only those of a group that stopped waiting). */
__attribute__((noinline)) static void unblock_groups(mca_stage *s, const unsigned *t,
                                                     unsigned n)
{
    for (unsigned k = 0; k < n; k++)
        unblock_group(s, t[k]);
    mca_lsu_clear_unwaited(s->lsu);
}

static inline void lsu_changed(mca_stage *s)
{
    unsigned n;
    const unsigned *t = mca_lsu_unwaited(s->lsu, &n);
    if (n)
        unblock_groups(s, t, n);
    if (s->pend_mem)
        s->pend_dirty = true;
}

/* Make room at the end of the ranked copy (it is full); false when memory
 * runs out. */
__attribute__((noinline)) static bool rank_room(mca_stage *s)
{
    unsigned off = s->rk_mem ? (unsigned)(s->rk - s->rk_mem) : 0;
    if (off) {              /* room freed at the front (issue_ranked) */
        memmove(s->rk_mem, s->rk, s->nrk * sizeof *s->rk);
    } else {
        unsigned cap = s->rk_cap ? s->rk_cap * 2 : 32;
        mca_ready_key *n = realloc(s->rk_mem, cap * sizeof *n);
        if (!n) {
            s->failed = true;
            return false;
        }
        s->rk_mem = n;
        s->rk_cap = cap;
        s->rk_end = n + cap;
    }
    s->rk = s->rk_mem;
    return true;
}

/* Does a rank before b (the better rank, the older on a tie)? */
static inline bool rank_before(const mca_ready_key *a, const mca_ready_key *b)
{
    return a->rank < b->rank || (a->rank == b->rank && a->iid < b->iid);
}

/* Put key at p (a free slot: the ranked copy's end, or where key was) and
 * move it towards the front to its place: the entries it passes move back
 * by one.  (Pointers in locals: a store through s->rk could otherwise
 * change s, for the compiler, and every step would reload it.) */
static inline void rank_place(mca_stage *s, mca_ready_key *p, mca_ready_key key)
{
    mca_ready_key *first = s->rk;
    while (p > first && rank_before(&key, p - 1)) {
        p[0] = p[-1];
        p--;
    }
    *p = key;
    unsigned k = (unsigned)(p - first);
    if (k < s->rk_low)
        s->rk_low = k;
}

/* Keep the ranked copy of the ready set (issue_ready) in order. */
static inline void rank_insert(mca_stage *s, mca_dyn *i)
{
    /* (rk_mem is allocated from the start: mca_execute_init.) */
    if (s->rk + s->nrk == s->rk_end && !rank_room(s))
        return;
    mca_ready_key key = { (long)i->iid - (long)mca_dyn_users(i), i->iid, i->index };
    mca_ready_key *first = s->rk;
    unsigned n = s->nrk++;
    if (n >= 4 && first > s->rk_mem && rank_before(&key, &first[n / 2])) {
        /* Its place is in the first half, and there is room at the front
         * (issue_ranked takes from there): the entries before it move one
         * step to the front, fewer than those after it would move back. */
        mca_ready_key *p = first - 1;
        while (!rank_before(&key, p + 1)) {
            p[0] = p[1];
            p++;
        }
        *p = key;
        s->rk = first - 1;
        unsigned k = (unsigned)(p - s->rk);
        if (k < s->rk_low)
            s->rk_low = k;
        return;
    }
    rank_place(s, first + n, key);
}

/* Without bottleneck analysis the ranked copy is the ready set: the
 * vector (which select_ready walks in its order) stays empty. */
static void push_ready(mca_stage *s, mca_dyn *i)
{
    if (s->rk_active)
        rank_insert(s, i);
    else
        mca_stage_push(s, &s->ready, i);
}

static void push_pend(mca_stage *s, mca_dyn *i)
{
    mca_stage_push(s, &s->pend, i);
    /* With bottleneck analysis the walk's order is seen: walk them all. */
    if (s->cfg->pressure_events)
        s->pend_dirty = true;
    s->pend_mem += i->memop;
}

/* Sort the clock's candidates by wait position (insertion sort: the
 * candidates of one walk are few, and come mostly in order). */
static void sort_candidates(mca_dyn_clock *c)
{
    for (unsigned k = 1; k < c->ncand; k++) {
        mca_dyn *x = c->cand[k];
        unsigned j = k;
        while (j > 0 && c->cand[j - 1]->wait_pos > x->wait_pos) {
            c->cand[j] = c->cand[j - 1];
            j--;
        }
        c->cand[j] = x;
    }
}

/* Is i one of the clock's candidates (mca_dyn_clock_add, not blocked)? */
static bool is_candidate(const mca_dyn *i)
{
    return i->in_wait && i->blockers == 0 && !i->mem_blocked;
}

/* WaitSet -> PendingSet; the moved instructions are appended to out
 * (NULL: nobody takes their events) and counted.
 *
 * llvm-mca walks the wait set in order, moving out (swap with the last
 * element) every instruction that can be pending and whose memory group is
 * not waiting.  Only the candidates (dependencies all started: the clock's
 * list) can move, so this visits just them, sorted by position: that is
 * the order of the walk, except that a removal moves the wait set's last
 * element into the vacated position, where the walk looks next; when that
 * element is a candidate it is the last one of the sorted list, so it is
 * taken from there and visited next.  Candidates whose memory group waits
 * are set aside (block) until the group stops waiting (lsu_changed), so
 * a walk visits each candidate about once.  And if no candidate appeared
 * since the last walk, nothing can move. */
static unsigned wait_walk(mca_stage *s, mca_dynvec *out);

static inline unsigned promote_wait(mca_stage *s, mca_dynvec *out)
{
    if (!s->clock.ncand || !s->clock.wait_dirty)
        return 0;
    return wait_walk(s, out);
}

/* Take candidate i out of the wait set (its last element moves into i's
 * position) into the pending set. */
static inline void wait_remove(mca_stage *s, mca_dyn *i)
{
    unsigned pos = i->wait_pos;
    mca_dyn *last = s->wait.v[s->wait.n - 1];
    s->wait.v[pos] = last;
    last->wait_pos = pos;
    s->wait.n--;
    i->in_wait = false;
    push_pend(s, i);
}

/* wait_walk with bottleneck analysis: llvm-mca's order. */
static unsigned wait_walk_ordered(mca_stage *s, mca_dynvec *out)
{
    mca_dyn_clock *c = &s->clock;
    unsigned moved = 0;
    sort_candidates(c);
    unsigned r = 0, end = c->ncand;
    mca_dyn *next = NULL;
    while (next || r < end) {
        mca_dyn *i = next ? next : c->cand[r++];
        next = NULL;
        if (i->stage == MCA_ST_DISPATCHED)
            mca_dyn_try_pending(i);
        if (mem_state(s, i, mca_lsu_waiting)) {
            block(s, i);
            continue;
        }
        mca_dyn *last = s->wait.v[s->wait.n - 1];
        wait_remove(s, i);
        if (last != i && is_candidate(last))
            next = c->cand[--end];  /* == last */
        moved++;
        if (out)
            mca_stage_push(s, out, i);
    }
    return moved;
}

/* promote_wait's walk (out of line: most calls end before it).  Without
 * bottleneck analysis the wait and pending sets are sets (no view sees
 * their order, ff.c): the candidates move in the list's order, and the
 * first ndefer of them, left by issue (defer_wait), are moved now but not
 * counted: llvm-mca moved them at that issue.  (defer_wait leaves none
 * with bottleneck analysis.) */
__attribute__((noinline)) static unsigned wait_walk(mca_stage *s, mca_dynvec *out)
{
    mca_dyn_clock *c = &s->clock;
    c->wait_dirty = false;
    c->urgent = false;
    unsigned moved = 0;
    if (s->cfg->pressure_events) {
        moved = wait_walk_ordered(s, out);
    } else {
        unsigned ndefer = c->ndefer;
        for (unsigned r = 0, n = c->ncand; r < n; r++) {
            mca_dyn *i = c->cand[r];
            if (i->stage == MCA_ST_DISPATCHED)
                mca_dyn_try_pending(i);
            if (mem_state(s, i, mca_lsu_waiting)) {
                block(s, i);
                continue;
            }
            wait_remove(s, i);
            moved += r >= ndefer;
            if (out)
                mca_stage_push(s, out, i);
        }
    }
    c->ndefer = 0;
    c->ncand = 0;
    return moved;
}

/* PendingSet -> ReadySet.  An instruction here becomes ready at a known
 * tick (dyn.h: it waits for no write to start, so its tick is fixed) or
 * when its memory group does: with no LSU change and no tick reached since
 * the last walk, only the instructions added since can move, and unless
 * the order of the walk is seen (bottleneck analysis: the pending and
 * ready sets' order; without it they are sets, ff.c) only they are
 * visited.  (They are at the end: a swap-removal among them keeps it so.) */
static void pend_walk(mca_stage *s, mca_dynvec *out, unsigned k);

static inline void promote_pend(mca_stage *s, mca_dynvec *out)
{
    unsigned k = 0;
    if (s->pend_dirty || s->clock.tick >= s->pend_next)
        s->pend_next = UINT_MAX;
    else if (s->pend_fresh < s->pend.n)
        k = s->pend_fresh;
    else
        return;
    pend_walk(s, out, k);
}

/* promote_pend's walk from position k (out of line: many calls end before
 * it). */
__attribute__((noinline)) static void pend_walk(mca_stage *s, mca_dynvec *out, unsigned k)
{
    s->pend_dirty = false;
    while (k < s->pend.n) {
        mca_dyn *i = s->pend.v[k];
        /* Most are not ready yet, at a tick already known.  (Nothing here
         * waits for a write to start, blockers == 0, and an instruction
         * found READY has its ready tick behind: the test needs neither.) */
        if (i->ready_known && s->clock.tick < i->ready_tick) {
            if (i->ready_tick < s->pend_next)
                s->pend_next = i->ready_tick;
            k++;
            continue;
        }
        if (i->stage != MCA_ST_READY && !mca_dyn_try_ready(i)) {
            if (i->ready_tick < s->pend_next)
                s->pend_next = i->ready_tick;
            k++;
            continue;
        }
        if (i->memop && !mca_lsu_ready(s->lsu, i->lsu_token)) {
            k++;
            continue;
        }
        mca_dynvec_swap_remove(&s->pend, k);
        s->pend_mem -= i->memop;
        push_ready(s, i);
        if (out)
            mca_stage_push(s, out, i);
    }
    s->pend_fresh = s->pend.n;
}

/* ---- the timed part of the issued set -------------------------------------
 *
 * llvm-mca visits every executing instruction in every cycle to count its
 * cycles down.  Only memory instructions need their count at every cycle
 * (the LSU reads it: mca_lsu_issued), and only the bottleneck analysis
 * sees the order in which the instructions of one cycle finish (the
 * pressure events' sets; the other effects of a finish commute: counters,
 * write-back cycles, ROB marks, the views' per-instruction cycles).  So
 * without bottleneck analysis the other instructions wait in a heap by the
 * tick they finish at, and a cycle touches only those finishing.  Short
 * latencies stay in the walk: a visit costs less than a heap push and
 * pop (TIMED_MIN measured with callgrind on the bench's blocks). */
enum { TIMED_MIN = 12 };

static void timed_push(mca_stage *s, mca_dyn *i)
{
    if (s->nexec == s->exec_cap) {
        unsigned cap = s->exec_cap ? s->exec_cap * 2 : 32;
        mca_timed *n = realloc(s->exec, cap * sizeof *n);
        if (!n) {
            s->failed = true;
            return;
        }
        s->exec = n;
        s->exec_cap = cap;
    }
    i->timed = true;
    i->done_tick = s->clock.tick + (unsigned)i->cycles_left;
    mca_timed x = { i->done_tick, i };
    unsigned k = s->nexec++;
    while (k > 0 && s->exec[(k - 1) / 2].tick > x.tick) {
        s->exec[k] = s->exec[(k - 1) / 2];
        k = (k - 1) / 2;
    }
    s->exec[k] = x;
}

static mca_dyn *timed_pop(mca_stage *s)
{
    mca_dyn *top = s->exec[0].inst;
    mca_timed x = s->exec[--s->nexec];
    unsigned n = s->nexec, k = 0;
    for (;;) {
        unsigned c = 2 * k + 1;
        if (c >= n)
            break;
        if (c + 1 < n && s->exec[c + 1].tick < s->exec[c].tick)
            c++;
        if (s->exec[c].tick >= x.tick)
            break;
        s->exec[k] = s->exec[c];
        k = c;
    }
    if (n)
        s->exec[k] = x;
    return top;
}

/* The scratch list v emptied when some listener takes events of kind, else
 * NULL (the promotions then keep no list). */
static mca_dynvec *events_list(mca_stage *s, mca_ev_kind kind, mca_dynvec *v)
{
    if (!mca_stage_wants(s, kind))
        return NULL;
    v->n = 0;
    return v;
}

static void emit_list(mca_stage *s, mca_ev_kind kind, const mca_dynvec *v)
{
    if (!v)
        return;
    for (unsigned k = 0; k < v->n; k++)
        mca_stage_emit_inst(s, kind, v->v[k]);
}

static void executed(mca_stage *s, mca_dyn *i)
{
    mca_stage_emit_inst(s, MCA_EV_EXECUTED, i);
    mca_retire_executed(s, i);
}

/* After an issue with users llvm-mca moves the wait set's candidates to
 * the pending set and, when it moved some, the pending set's instructions
 * that are ready to the ready set.  When none of the candidates can be
 * ready at this tick (clock.urgent is false, so none is a memory
 * instruction either) and that walk of the pending set would visit only
 * them (no unvisited pending instructions, no LSU change, no ready tick
 * reached), nothing can become ready: the candidates are left in the list
 * (counted in ndefer) until the next walk, which moves them without
 * counting them.  Without bottleneck analysis only: the wait and pending
 * sets are then sets (their order is not seen), and no view takes the
 * PENDING events (sim.c), whose cycle this changes. */
static bool defer_wait(mca_stage *s)
{
    mca_dyn_clock *c = &s->clock;
    if (c->urgent || s->cfg->pressure_events || s->pend_dirty || s->pend_fresh < s->pend.n ||
        s->clock.tick >= s->pend_next || mca_stage_wants(s, MCA_EV_PENDING))
        return false;
    c->ndefer = c->ncand;
    return true;
}

static bool has_users(const mca_stage *s, const mca_dyn *i)
{
    if (mca_dyn_users(i))
        return true;
    return i->memop && !mca_lsu_executed_group(s->lsu, i->lsu_token) &&
           mca_lsu_has_successors(s->lsu, i->lsu_token);
}

/* (Inlined into issue_ranked, the common caller; issue for the others.) */
static inline __attribute__((always_inline)) void issue_inline(mca_stage *s, mca_dyn *i)
{
    bool users = has_users(s, i), bottleneck = s->cfg->pressure_events;
    mca_rm_release_buffers(s->rm, i->desc->used_buffers);
    unsigned np = mca_rm_issue_at(s->rm, i->index, s->pipes);
    if (mca_rm_failed(s->rm))
        s->failed = true;
    mca_dyn_execute(i);
    /* The critical dependencies are the bottleneck analysis' only. */
    if (bottleneck)
        mca_dyn_compute_crit(i);
    if (i->memop) {
        mca_lsu_issued(s->lsu, i->lsu_token, i->iid, &i->cycles_left);
        lsu_changed(s);
        if (bottleneck) {
            unsigned ciid, cc;
            mca_lsu_critical(s->lsu, i->lsu_token, &ciid, &cc);
            i->crit_mem = (mca_crit_dep){ ciid, 0, cc };
        }
    }
    if (i->stage == MCA_ST_EXECUTED) {
        if (i->memop) {
            mca_lsu_executed(s->lsu, i->lsu_token, i->iid);
            lsu_changed(s);
        }
    } else if (i->cycles_left >= TIMED_MIN && !i->memop && !bottleneck) {
        timed_push(s, i);
    } else {
        mca_stage_push(s, &s->issued, i);
    }
    mca_dynvec *np_list = NULL, *nr_list = NULL;
    if (users && !defer_wait(s)) {
        np_list = events_list(s, MCA_EV_PENDING, &s->tmp[0]);
        nr_list = events_list(s, MCA_EV_READY, &s->tmp[1]);
        if (promote_wait(s, np_list))
            promote_pend(s, nr_list);
    }
    s->iss_sched_uops += i->desc->uops;
    /* (Events are built only for listeners that take them.) */
    if (mca_stage_wants(s, MCA_EV_BUFFERS_RELEASED)) {
        mca_sim_event e = { .kind = MCA_EV_BUFFERS_RELEASED, .cycle = s->cycle, .inst = i,
                            .mask = i->desc->used_buffers };
        mca_stage_deliver(s, &e);
    }
    if (mca_stage_wants(s, MCA_EV_ISSUED)) {
        /* The event's other fields are set once (mca_execute_init). */
        s->ev_issued.cycle = s->cycle;
        s->ev_issued.inst = i;
        s->ev_issued.npipes = np;
        mca_stage_deliver(s, &s->ev_issued);
    }
    if (i->stage == MCA_ST_EXECUTED)
        executed(s, i);
    emit_list(s, MCA_EV_PENDING, np_list);
    emit_list(s, MCA_EV_READY, nr_list);
}

__attribute__((noinline)) static void issue(mca_stage *s, mca_dyn *i)
{
    issue_inline(s, i);
}

static bool better(const mca_dyn *a, const mca_dyn *b)
{
    long ra = (long)a->iid - (long)mca_dyn_users(a), rb = (long)b->iid - (long)mca_dyn_users(b);
    return ra < rb || (ra == rb && a->iid < b->iid);
}

/* The resource check of the instruction at region position idx.  The
 * resource state does not change during one selection (epoch), so
 * instructions of the same position share the answer.  (With bottleneck
 * analysis only, whose busy masks may grow within a cycle; issue_ranked
 * keeps a "busy" answer for the whole cycle: within a cycle resources are
 * only taken, by issue, never freed, which happens at its start.) */
static inline uint64_t check_resources(mca_stage *s, unsigned x)
{
    if (s->chk_epoch[x] == s->epoch)
        return s->chk[x];
    s->chk_epoch[x] = s->epoch;
    s->chk[x] = mca_rm_check_at(s->rm, x);
    return s->chk[x];
}

static mca_dyn *select_ready(mca_stage *s)
{
    int best = -1;
    s->epoch++;
    for (unsigned k = 0; k < s->ready.n; k++) {
        mca_dyn *i = s->ready.v[k];
        if (best >= 0 && !better(i, s->ready.v[best]))
            continue;
        uint64_t busy = check_resources(s, i->index);
        if (busy) {
            i->crit_mask = busy;
            s->busy |= busy;
        } else {
            best = (int)k;
        }
    }
    if (best < 0)
        return NULL;
    mca_dyn *i = s->ready.v[best];
    mca_dynvec_swap_remove(&s->ready, (unsigned)best);
    return i;
}

/* A ready instruction got one more user (dyn.h): its rank drops by one,
 * move it up. */
static void reranked(void *ctx, mca_dyn *i)
{
    mca_stage *s = ctx;
    mca_ready_key *p = s->rk, *end = s->rk + s->nrk;
    while (p < end && p->iid != i->iid)
        p++;
    if (p == end)
        return;             /* READY but not in the ready set (memory) */
    mca_ready_key key = *p;
    key.rank = (long)i->iid - (long)mca_dyn_users(i);
    rank_place(s, p, key);
}

/* The instruction iid, in flight: the ROB holds them in id order, one
 * for each id from its oldest on. */
static inline mca_dyn *rob_inst(const mca_stage *s, unsigned iid)
{
    mca_dyn *const *v = s->rob.v + s->rob.head;
    return v[iid - v[0]->iid];
}

/* The same choices as select_ready, without its side effects for the
 * bottleneck analysis (busy masks): with the ready set kept sorted by rank
 * (rk), each time the first instruction whose resources are free, which
 * is the best-ranked free one select_ready finds.  A rank only changes
 * when a ready instruction gets a user (at dispatch): see reranked. */
static void issue_ranked(mca_stage *s)
{
    /* The instructions before k were busy, and stay busy for the rest of
     * the cycle (see check_resources): the next search starts at k, or where
     * an instruction made ready by the issue was ranked in (rk_low).  A
     * position found busy is stamped with the cycle's first epoch
     * (busy_at): the cycle's later searches pass it on one comparison. */
    unsigned k = 0;
    uint64_t *busy_at = s->busy_at;
    const uint64_t stamp = s->cycle_epoch;
    while (!s->failed) {
        s->epoch++;         /* (the next cycle's stamp differs) */
        const mca_ready_key *rk = s->rk;
        unsigned n = s->nrk;
        for (; k < n; k++) {
            unsigned x = rk[k].index;
            if (busy_at[x] == stamp)
                continue;
            if (!mca_rm_check_at(s->rm, x))
                break;
            busy_at[x] = stamp;
        }
        if (k == n)
            break;
        mca_dyn *i = rob_inst(s, rk[k].iid);
        if (k == 0)         /* (most often: the best-ranked one issues) */
            s->rk++;
        else
            memmove(s->rk + k, s->rk + k + 1, (n - k - 1) * sizeof *s->rk);
        if (--s->nrk == 0)
            s->rk = s->rk_mem;
        s->rk_low = UINT_MAX;
        issue_inline(s, i);
        if (s->rk_low < k)
            k = s->rk_low;
    }
}

static void issue_ready(mca_stage *s)
{
    s->cycle_epoch = s->epoch + 1;
    if (!s->cfg->pressure_events) {
        issue_ranked(s);
        return;
    }
    mca_dyn *i;
    while (!s->failed && (i = select_ready(s)) != NULL)
        issue(s, i);
}

void mca_execute_cycle_start(mca_stage *s)
{
    mca_lsu_cycle(s->lsu);
    mca_rm_cycle(s->rm);
    if (mca_rm_failed(s->rm))
        s->failed = true;
    /* Scratch lists, emptied before issue_ready (issue uses them too). */
    mca_dynvec *done = &s->tmp[0];
    mca_dynvec *np = events_list(s, MCA_EV_PENDING, &s->tmp[1]);
    mca_dynvec *nr = events_list(s, MCA_EV_READY, &s->tmp[2]);
    done->n = 0;
    /* llvm-mca visits its issued, pending and wait sets here: the counters
     * of the pending and waiting instructions follow the clock (dyn.c). */
    s->clock.tick++;
    /* One walk: each instruction is counted down when first visited (an
     * element swapped in from the end has not been visited yet), then the
     * executed ones leave in llvm-mca's order. */
    unsigned k = 0;
    while (k < s->issued.n) {
        mca_dyn *i = s->issued.v[k];
        mca_dyn_cycle(i);
        if (i->stage != MCA_ST_EXECUTED) {
            k++;
            continue;
        }
        if (i->memop) {
            mca_lsu_executed(s->lsu, i->lsu_token, i->iid);
            lsu_changed(s);
        }
        mca_stage_push(s, done, i);
        mca_dynvec_swap_remove(&s->issued, k);
    }
    while (s->nexec && s->exec[0].tick == s->clock.tick) {
        mca_dyn *i = timed_pop(s);
        i->stage = MCA_ST_EXECUTED;
        i->cycles_left = 0;
        mca_stage_push(s, done, i);
    }
    promote_wait(s, np);
    promote_pend(s, nr);
    s->npend_disp = 0;
    s->busy = 0;
    s->iss_sched_uops = 0;
    s->disp_sched_uops = 0;
    for (k = 0; k < done->n; k++)
        executed(s, done->v[k]);
    emit_list(s, MCA_EV_PENDING, np);
    emit_list(s, MCA_EV_READY, nr);
    issue_ready(s);
}

unsigned mca_execute_idle(const mca_stage *s, unsigned min)
{
    if (s->nrk || s->ready.n || (s->clock.ncand && s->clock.wait_dirty) || s->pend_dirty ||
        s->pend_fresh < s->pend.n)
        return 0;
    /* The next cycle's tick is t + 1: cycles up to the first tick at which
     * a pending instruction may become ready (promote_pend) or an
     * instruction finishes. */
    unsigned t = s->clock.tick, k = UINT_MAX;
    if (s->pend_next != UINT_MAX) {
        if (s->pend_next <= t + min)
            return 0;
        k = s->pend_next - t - 1;
    }
    if (s->nexec) {
        if (s->exec[0].tick <= t + min)
            return 0;
        if (s->exec[0].tick - t - 1 < k)
            k = s->exec[0].tick - t - 1;
    }
    for (unsigned j = 0; j < s->issued.n; j++) {
        int left = s->issued.v[j]->cycles_left;
        if (left < (int)min + 1)
            return 0;
        if ((unsigned)left - 1 < k)
            k = (unsigned)left - 1;
    }
    return k == UINT_MAX ? 0 : k;
}

void mca_execute_skip(mca_stage *s, unsigned k)
{
    mca_lsu_cycles(s->lsu, k);
    mca_rm_cycles(s->rm, k);
    s->clock.tick += k;
    for (unsigned j = 0; j < s->issued.n; j++)
        s->issued.v[j]->cycles_left -= (int)k;
    s->npend_disp = 0;
    s->busy = 0;
    s->iss_sched_uops = 0;
    s->disp_sched_uops = 0;
    /* issue_ready: one selection a cycle finds the ready set empty. */
    s->epoch += k;
    s->cycle_epoch = s->epoch;
}

bool mca_execute_available(mca_stage *s, const mca_instr_desc *d)
{
    mca_rm_buffers_state b = mca_rm_check_buffers(s->rm, d->used_buffers);
    s->token_stall = b != MCA_RM_AVAILABLE;
    if (b == MCA_RM_RESERVED) {
        mca_stage_stall(s, MCA_STALL_GROUP);
        return false;
    }
    if (b == MCA_RM_FULL) {
        mca_stage_stall(s, MCA_STALL_SCHEDQ);
        return false;
    }
    if (!d->may_load && !d->may_store)
        return true;
    mca_lsu_inst li = { 0, d->may_load, d->may_store, d->load_barrier, d->store_barrier };
    mca_lsu_state ls = mca_lsu_available(s->lsu, &li);
    s->token_stall = ls != MCA_LSU_AVAILABLE;
    if (ls == MCA_LSU_LQ_FULL)
        mca_stage_stall(s, MCA_STALL_LQ);
    else if (ls == MCA_LSU_SQ_FULL)
        mca_stage_stall(s, MCA_STALL_SQ);
    return ls == MCA_LSU_AVAILABLE;
}

static void execute_eliminated(mca_stage *s, mca_dyn *i)
{
    i->stage = MCA_ST_READY;
    mca_stage_emit_inst(s, MCA_EV_PENDING, i);
    mca_stage_emit_inst(s, MCA_EV_READY, i);
    mca_sim_event ie = { .kind = MCA_EV_ISSUED, .cycle = s->cycle, .inst = i };
    mca_stage_emit(s, &ie);
    i->stage = MCA_ST_EXECUTED;
    i->cycles_left = 0;
    executed(s, i);
}

void mca_execute_dispatch(mca_stage *s, mca_dyn *i)
{
    if (i->eliminated) {
        execute_eliminated(s, i);
        return;
    }
    mca_rm_reserve_buffers(s->rm, i->desc->used_buffers);
    if (i->memop) {
        mca_lsu_inst li = mca_stage_lsu_inst(i);
        i->lsu_token = mca_lsu_dispatch(s->lsu, &li);
        if (!i->lsu_token)
            s->failed = true;
    }
    s->disp_sched_uops += i->desc->uops;
    if (mca_stage_wants(s, MCA_EV_BUFFERS_RESERVED)) {
        mca_sim_event be = { .kind = MCA_EV_BUFFERS_RESERVED, .cycle = s->cycle, .inst = i,
                             .mask = i->desc->used_buffers };
        mca_stage_deliver(s, &be);
    }
    if (i->stage == MCA_ST_DISPATCHED || mem_state(s, i, mca_lsu_waiting)) {
        mca_stage_push(s, &s->wait, i);
        i->in_wait = true;
        i->wait_pos = s->wait.n - 1;
        if (!i->blockers)
            mca_dyn_clock_add(&s->clock, i);
        return;
    }
    if (i->stage == MCA_ST_PENDING || mem_state(s, i, mca_lsu_pending)) {
        push_pend(s, i);
        s->npend_disp++;
        mca_stage_emit_inst(s, MCA_EV_PENDING, i);
        return;
    }
    mca_stage_emit_inst(s, MCA_EV_PENDING, i);
    mca_stage_emit_inst(s, MCA_EV_READY, i);
    if (zero_latency(i) || i->desc->must_issue_immediately)
        issue(s, i);
    else
        push_ready(s, i);
}

void mca_execute_cycle_end(mca_stage *s)
{
    if (!s->cfg->pressure_events)
        return;
    if (!s->token_stall && s->disp_sched_uops <= s->iss_sched_uops)
        return;
    if (s->busy) {
        mca_sim_event e = { .kind = MCA_EV_PRESSURE, .cycle = s->cycle,
                            .press = MCA_PRESS_RESOURCES, .mask = s->busy,
                            .affected = s->ready.v, .naffected = s->ready.n };
        mca_stage_emit(s, &e);
    }
    mca_dynvec *regs = &s->tmp[0], *mem = &s->tmp[1];
    regs->n = mem->n = 0;
    unsigned n = s->pend.n - s->npend_disp;
    for (unsigned k = 0; k < n; k++) {
        mca_dyn *i = s->pend.v[k];
        if (mca_rm_check_at(s->rm, i->index))
            continue;
        if (mem_state(s, i, mca_lsu_pending))
            mca_stage_push(s, mem, i);
        if (!mca_dyn_ready_now(i))  /* still PENDING at this tick */
            mca_stage_push(s, regs, i);
    }
    if (regs->n) {
        mca_sim_event e = { .kind = MCA_EV_PRESSURE, .cycle = s->cycle,
                            .press = MCA_PRESS_REGISTERS, .affected = regs->v,
                            .naffected = regs->n };
        mca_stage_emit(s, &e);
    }
    if (mem->n) {
        mca_sim_event e = { .kind = MCA_EV_PRESSURE, .cycle = s->cycle,
                            .press = MCA_PRESS_MEMORY, .affected = mem->v,
                            .naffected = mem->n };
        mca_stage_emit(s, &e);
    }

}

void mca_execute_init(mca_stage *s)
{
    s->ev_issued = (mca_sim_event){ .kind = MCA_EV_ISSUED, .pipes = s->pipes };
    s->rk_active = !s->cfg->pressure_events;
    if (s->rk_active) {
        rank_room(s);
        s->clock.reranked = reranked;
        s->clock.ctx = s;
    }
}

/* pipeline: the out-of-order pipeline and the cycle loop (see pipeline.h
 * and the behaviour notes, 4-8). */
#include <config.h>

#include "pipeline.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ff.h"
#include "stage.h"

/* ---- helpers ---------------------------------------------------------- */

int mca_dynvec_push(mca_dynvec *v, mca_dyn *i)
{
    if (v->head && v->head * 2 >= v->n) {
        memmove(v->v, v->v + v->head, (v->n - v->head) * sizeof *v->v);
        v->n -= v->head;
        v->head = 0;
    }
    if (v->n == v->cap) {
        unsigned cap = v->cap ? v->cap * 2 : 16;
        mca_dyn **nv = realloc(v->v, cap * sizeof *nv);
        if (!nv)
            return -1;
        v->v = nv;
        v->cap = cap;
    }
    v->v[v->n++] = i;
    return 0;
}

static void dynvec_free_all(mca_stage *s, mca_dynvec *v)
{
    for (unsigned k = v->head; k < v->n; k++)
        mca_stage_release(s, v->v[k]);
    mca_dynvec_free(v);
}

void mca_dynvec_free(mca_dynvec *v)
{
    free(v->v);
    memset(v, 0, sizeof *v);
}

static void push(mca_stage *s, mca_dynvec *v, mca_dyn *i)
{
    if (mca_dynvec_push(v, i) != 0)
        s->failed = true;
}

/* Remove element k by swapping in the last one. */
static void swap_remove(mca_dynvec *v, unsigned k)
{
    v->v[k] = v->v[v->n - 1];
    v->n--;
}

void mca_stage_deliver(mca_stage *s, const mca_sim_event *e)
{
    mca_sim_event shifted;
    if (s->cycle_skip || s->iid_skip) {
        /* After a fast-forward: the cycle and ids of the whole run. */
        shifted = *e;
        shifted.cycle += s->cycle_skip;
        shifted.iid_skip = s->iid_skip;
        e = &shifted;
    }
    uint32_t bit = MCA_EV_BIT(e->kind);
    for (unsigned k = 0; k < s->cfg->listener_count; k++)
        if (s->cfg->listeners[k].events & bit)
            s->cfg->listeners[k].on_event(s->cfg->listeners[k].self, e);
}

void mca_stage_emit_inst(mca_stage *s, mca_ev_kind kind, const mca_dyn *i)
{
    if (!mca_stage_wants(s, kind))
        return;
    mca_sim_event e = { .kind = kind, .cycle = s->cycle, .inst = i };
    mca_stage_emit(s, &e);
}

int mca_pipeline_max_latency(const mca_instr_desc *d, unsigned call_latency)
{
    return d->max_latency < 0 ? (int)call_latency : d->max_latency;
}

mca_dyn *mca_stage_create(mca_stage *s, unsigned iid, unsigned idx)
{
    const mca_instr_desc *d = s->cfg->descs[idx];
    int lat = s->cfg->latency ? s->cfg->latency[idx] : -1;
    mca_dyn *i = s->pool[idx];
    if (i) {
        s->pool[idx] = i->next_free;
    } else if (!(i = mca_dyn_alloc(d))) {
        s->failed = true;
        return NULL;
    }
    mca_dyn_init(i, iid, idx, d, mca_pipeline_max_latency(d, s->cfg->call_latency), lat,
                 &s->clock);
    return i;
}

void mca_stage_release(mca_stage *s, mca_dyn *i)
{
    i->next_free = s->pool[i->index];
    s->pool[i->index] = i;
}

mca_lsu_inst mca_stage_lsu_inst(const mca_dyn *i)
{
    const mca_instr_desc *d = i->desc;
    return (mca_lsu_inst){ i->iid, d->may_load, d->may_store, d->load_barrier,
                           d->store_barrier };
}

static void stall(mca_stage *s, mca_stall_kind k)
{
    mca_sim_event e = { .kind = MCA_EV_STALL, .cycle = s->cycle, .stall = k };
    mca_stage_emit(s, &e);
}

static bool zero_latency(const mca_dyn *i)
{
    return i->max_latency == 0 && i->desc->use_count == 0;
}

/* ---- retire (8) ------------------------------------------------------- */

static void retire_one(mca_stage *s, mca_dyn *i)
{
    memset(s->regs, 0, s->nfiles * sizeof *s->regs);
    if (i->memop) {
        mca_lsu_inst li = mca_stage_lsu_inst(i);
        mca_lsu_retired(s->lsu, &li);
    }
    for (unsigned k = 0; k < i->write_count; k++)
        mca_rf_remove_write(s->rf, &i->writes[k], s->regs);
    i->stage = MCA_ST_RETIRED;
    mca_sim_event e = { .kind = MCA_EV_RETIRED, .cycle = s->cycle, .inst = i,
                        .regs = s->regs, .nfiles = s->nfiles };
    mca_stage_emit(s, &e);
}

static unsigned rob_slots(const mca_stage *s, const mca_instr_desc *d)
{
    unsigned n = d->uops < s->rob_size ? d->uops : s->rob_size;
    return n ? n : 1;
}

static void retire_cycle_start(mca_stage *s)
{
    mca_rf_cycle_start(s->rf);
    unsigned n = 0;
    while (s->rob.head < s->rob.n && (!s->max_retire || n < s->max_retire)) {
        mca_dyn *i = s->rob.v[s->rob.head];
        if (i->rob_token == 0)
            break;
        s->rob.head++;
        s->rob_free += rob_slots(s, i->desc);
        retire_one(s, i);
        /* A big instruction can retire while its uops are still being
         * dispatched; llvm-mca keeps reporting those dispatches. */
        if (i != s->carried)
            mca_stage_release(s, i);
        n++;
    }
}

/* Execute hands an executed instruction to Retire. */
static void retire_execute(mca_stage *s, mca_dyn *i)
{
    mca_rf_executed(s->rf, i);
    i->rob_token = 1;
}

/* ---- execute (7) ------------------------------------------------------ */

static bool mem_state(const mca_stage *s, const mca_dyn *i,
                      bool (*pred)(const mca_lsu *, unsigned))
{
    return i->memop && pred(s->lsu, i->lsu_token);
}

/* The LSU's state changed: instructions waiting on memory may move on. */
static void lsu_changed(mca_stage *s)
{
    s->clock.wait_dirty = true;
    if (s->pend_mem)
        s->pend_dirty = true;
}

/* Keep the ranked copy of the ready set (issue_ready) in order. */
static void rank_insert(mca_stage *s, mca_dyn *i)
{
    if (s->nrk == s->rk_cap) {
        unsigned cap = s->rk_cap ? s->rk_cap * 2 : 32;
        mca_ready_key *n = realloc(s->rk, cap * sizeof *n);
        if (!n) {
            s->failed = true;
            return;
        }
        s->rk = n;
        s->rk_cap = cap;
    }
    mca_ready_key key = { (long)i->iid - (long)mca_dyn_users(i), i->iid, i->index, i };
    unsigned k = s->nrk++;
    while (k > 0 && (s->rk[k - 1].rank > key.rank ||
                     (s->rk[k - 1].rank == key.rank && s->rk[k - 1].iid > key.iid))) {
        s->rk[k] = s->rk[k - 1];
        k--;
    }
    s->rk[k] = key;
    if (k < s->rk_low)
        s->rk_low = k;
}

static void push_ready(mca_stage *s, mca_dyn *i)
{
    push(s, &s->ready, i);
    if (s->rk_active)
        rank_insert(s, i);
}

static void push_pend(mca_stage *s, mca_dyn *i)
{
    push(s, &s->pend, i);
    s->pend_dirty = true;
    s->pend_mem += i->memop;
}

/* WaitSet -> PendingSet; the moved instructions are appended to out.
 *
 * llvm-mca walks the wait set in order, moving out (swap with the last
 * element) every instruction that can be pending and whose memory group is
 * not waiting.  Only the candidates (dependencies all started: the clock's
 * list, each knowing its position) can move, so this visits just them, in
 * the order of that walk: the candidate at the lowest position not yet
 * passed, which after a removal is the position just vacated (holding the
 * former last element).  And if no candidate appeared and the LSU did not
 * change since the last walk (wait_dirty), nothing can move. */
static void promote_wait(mca_stage *s, mca_dynvec *out)
{
    mca_dyn_clock *c = &s->clock;
    if (!c->ncand || !c->wait_dirty)
        return;
    c->wait_dirty = false;
    unsigned k = 0;
    for (;;) {
        unsigned best = c->ncand, pos = UINT_MAX;
        for (unsigned j = 0; j < c->ncand; j++)
            if (c->cand[j]->wait_pos >= k && c->cand[j]->wait_pos < pos) {
                pos = c->cand[j]->wait_pos;
                best = j;
            }
        if (best == c->ncand)
            return;
        mca_dyn *i = c->cand[best];
        if (i->stage == MCA_ST_DISPATCHED)
            mca_dyn_try_pending(i);
        if (mem_state(s, i, mca_lsu_waiting)) {
            k = pos + 1;
            continue;
        }
        mca_dyn *last = s->wait.v[s->wait.n - 1];
        s->wait.v[pos] = last;
        last->wait_pos = pos;
        s->wait.n--;
        i->in_wait = false;
        mca_dyn_clock_remove(c, best);
        push_pend(s, i);
        push(s, out, i);
        k = pos;
    }
}

/* PendingSet -> ReadySet.  An instruction here becomes ready at a known
 * tick (dyn.h) or when its memory group does: with no new instruction,
 * no LSU change and no tick reached since the last walk, nothing moves. */
static void promote_pend(mca_stage *s, mca_dynvec *out)
{
    if (!s->pend_dirty && s->clock.tick < s->pend_next)
        return;
    s->pend_dirty = false;
    s->pend_next = UINT_MAX;
    unsigned k = 0;
    while (k < s->pend.n) {
        mca_dyn *i = s->pend.v[k];
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
        swap_remove(&s->pend, k);
        s->pend_mem -= i->memop;
        push_ready(s, i);
        push(s, out, i);
    }
}

static void emit_list(mca_stage *s, mca_ev_kind kind, const mca_dynvec *v)
{
    if (!mca_stage_wants(s, kind))
        return;
    for (unsigned k = 0; k < v->n; k++)
        mca_stage_emit_inst(s, kind, v->v[k]);
}

static void executed(mca_stage *s, mca_dyn *i)
{
    mca_stage_emit_inst(s, MCA_EV_EXECUTED, i);
    retire_execute(s, i);
}

static bool has_users(const mca_stage *s, const mca_dyn *i)
{
    if (mca_dyn_users(i))
        return true;
    return i->memop && !mca_lsu_executed_group(s->lsu, i->lsu_token) &&
           mca_lsu_has_successors(s->lsu, i->lsu_token);
}

static void issue(mca_stage *s, mca_dyn *i)
{
    bool users = has_users(s, i);
    mca_rm_release_buffers(s->rm, i->desc->used_buffers);
    unsigned np = mca_rm_issue(s->rm, i->desc, s->pipes);
    mca_dyn_execute(i);
    mca_dyn_compute_crit(i);
    if (i->memop) {
        mca_lsu_issued(s->lsu, i->lsu_token, i->iid, &i->cycles_left);
        lsu_changed(s);
        unsigned ciid, cc;
        mca_lsu_critical(s->lsu, i->lsu_token, &ciid, &cc);
        i->crit_mem = (mca_crit_dep){ ciid, 0, cc };
    }
    if (i->stage == MCA_ST_EXECUTED) {
        if (i->memop) {
            mca_lsu_executed(s->lsu, i->lsu_token, i->iid);
            lsu_changed(s);
        }
    } else {
        push(s, &s->issued, i);
    }
    mca_dynvec *np_list = &s->tmp[0], *nr_list = &s->tmp[1];
    np_list->n = nr_list->n = 0;
    if (users) {
        promote_wait(s, np_list);
        if (np_list->n)
            promote_pend(s, nr_list);
    }
    s->iss_sched_uops += i->desc->uops;
    mca_sim_event e = { .kind = MCA_EV_BUFFERS_RELEASED, .cycle = s->cycle, .inst = i,
                        .mask = i->desc->used_buffers };
    mca_stage_emit(s, &e);
    mca_sim_event ie = { .kind = MCA_EV_ISSUED, .cycle = s->cycle, .inst = i,
                         .pipes = s->pipes, .npipes = np };
    mca_stage_emit(s, &ie);
    if (i->stage == MCA_ST_EXECUTED)
        executed(s, i);
    emit_list(s, MCA_EV_PENDING, np_list);
    emit_list(s, MCA_EV_READY, nr_list);
}

static bool better(const mca_dyn *a, const mca_dyn *b)
{
    long ra = (long)a->iid - (long)mca_dyn_users(a), rb = (long)b->iid - (long)mca_dyn_users(b);
    return ra < rb || (ra == rb && a->iid < b->iid);
}

/* The resource check of the instruction at region position idx.  The
 * resource state does not change during one selection (epoch), so
 * instructions of the same position share the answer.  Within a cycle
 * resources are only taken (issue), never freed (that happens at the start
 * of the cycle), so an instruction that could not issue still cannot later
 * in the cycle: without bottleneck analysis (the only user of the busy
 * masks, which may grow) a "busy" answer holds for the whole cycle. */
static uint64_t check_resources(mca_stage *s, unsigned x)
{
    uint64_t e = s->chk_epoch[x];
    if (e == s->epoch ||
        (!s->cfg->pressure_events && s->chk[x] && e >= s->cycle_epoch))
        return s->chk[x];
    s->chk_epoch[x] = s->epoch;
    s->chk[x] = mca_rm_check(s->rm, s->cfg->descs[x]);
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
    swap_remove(&s->ready, (unsigned)best);
    return i;
}

/* A ready instruction got one more user (dyn.h): its rank drops by one,
 * move it up. */
static void reranked(void *ctx, mca_dyn *i)
{
    mca_stage *s = ctx;
    unsigned k = 0;
    while (k < s->nrk && s->rk[k].inst != i)
        k++;
    if (k == s->nrk)
        return;             /* READY but not in the ready set (memory) */
    mca_ready_key key = s->rk[k];
    key.rank = (long)i->iid - (long)mca_dyn_users(i);
    while (k > 0 && (s->rk[k - 1].rank > key.rank ||
                     (s->rk[k - 1].rank == key.rank && s->rk[k - 1].iid > key.iid))) {
        s->rk[k] = s->rk[k - 1];
        k--;
    }
    s->rk[k] = key;
    if (k < s->rk_low)
        s->rk_low = k;
}

/* The same choices as select_ready, without its side effects for the
 * bottleneck analysis (busy masks): with the ready set kept sorted by rank
 * (rk), each time the first instruction whose resources are free, which
 * is the best-ranked free one select_ready finds.  A rank only changes
 * when a ready instruction gets a user (at dispatch): see reranked. */
static void issue_ranked(mca_stage *s)
{
    /* The instructions before k were busy, and stay busy for the rest of
     * the cycle (check_resources): the next search starts at k, or where
     * an instruction made ready by the issue was ranked in (rk_low). */
    unsigned k = 0;
    while (!s->failed) {
        s->epoch++;
        while (k < s->nrk && check_resources(s, s->rk[k].index))
            k++;
        if (k == s->nrk)
            break;
        mca_dyn *i = s->rk[k].inst;
        memmove(s->rk + k, s->rk + k + 1, (s->nrk - k - 1) * sizeof *s->rk);
        s->nrk--;
        unsigned pos = 0;
        while (s->ready.v[pos] != i)
            pos++;
        swap_remove(&s->ready, pos);
        s->rk_low = UINT_MAX;
        issue(s, i);
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

static void execute_cycle_start(mca_stage *s)
{
    mca_lsu_cycle(s->lsu);
    mca_rm_cycle(s->rm);
    /* Scratch lists, emptied before issue_ready (issue uses them too). */
    mca_dynvec *done = &s->tmp[0], *np = &s->tmp[1], *nr = &s->tmp[2];
    done->n = np->n = nr->n = 0;
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
        push(s, done, i);
        swap_remove(&s->issued, k);
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

/* ExecuteStage's availability check at dispatch (7.1). */
static bool execute_available(mca_stage *s, const mca_instr_desc *d)
{
    mca_rm_buffers_state b = mca_rm_check_buffers(s->rm, d->used_buffers);
    s->token_stall = b != MCA_RM_AVAILABLE;
    if (b == MCA_RM_RESERVED) {
        stall(s, MCA_STALL_GROUP);
        return false;
    }
    if (b == MCA_RM_FULL) {
        stall(s, MCA_STALL_SCHEDQ);
        return false;
    }
    if (!d->may_load && !d->may_store)
        return true;
    mca_lsu_inst li = { 0, d->may_load, d->may_store, d->load_barrier, d->store_barrier };
    mca_lsu_state ls = mca_lsu_available(s->lsu, &li);
    s->token_stall = ls != MCA_LSU_AVAILABLE;
    if (ls == MCA_LSU_LQ_FULL)
        stall(s, MCA_STALL_LQ);
    else if (ls == MCA_LSU_SQ_FULL)
        stall(s, MCA_STALL_SQ);
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

/* ExecuteStage.execute: the instruction enters the scheduler (7.2). */
static void execute_dispatch(mca_stage *s, mca_dyn *i)
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
    mca_sim_event be = { .kind = MCA_EV_BUFFERS_RESERVED, .cycle = s->cycle, .inst = i,
                         .mask = i->desc->used_buffers };
    mca_stage_emit(s, &be);
    if (i->stage == MCA_ST_DISPATCHED || mem_state(s, i, mca_lsu_waiting)) {
        push(s, &s->wait, i);
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

/* Pressure events at ExecuteStage.cycleEnd (7.7). */
static void execute_cycle_end(mca_stage *s)
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
        if (mca_rm_check(s->rm, i->desc))
            continue;
        if (mem_state(s, i, mca_lsu_pending))
            push(s, mem, i);
        if (!mca_dyn_ready_now(i))  /* still PENDING at this tick */
            push(s, regs, i);
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

/* ---- dispatch (6.1) --------------------------------------------------- */

static void dispatch_cycle_start(mca_stage *s)
{
    if (!s->carry) {
        s->avail = s->width;
        return;
    }
    s->avail = s->carry >= s->width ? 0 : s->width - s->carry;
    unsigned d = s->width - s->avail;
    s->carry -= d;
    memset(s->regs, 0, s->nfiles * sizeof *s->regs);
    mca_sim_event e = { .kind = MCA_EV_DISPATCHED, .cycle = s->cycle, .inst = s->carried,
                        .uops = d, .regs = s->regs, .nfiles = s->nfiles };
    mca_stage_emit(s, &e);
    if (!s->carry) {
        if (s->carried->stage == MCA_ST_RETIRED)
            mca_stage_release(s, s->carried);
        s->carried = NULL;
    }
}

static bool dispatch_available(mca_stage *s, const mca_instr_desc *d)
{
    if (!s->avail)
        return false;
    unsigned req = d->uops < s->width ? d->uops : s->width;
    if (req > s->avail)
        return false;
    if (d->begin_group && s->avail != s->width)
        return false;
    bool ok = true;
    if (s->rob_free < rob_slots(s, d)) {
        stall(s, MCA_STALL_RCU);
        ok = false;
    }
    if (!mca_rf_available(s->rf, d)) {
        stall(s, MCA_STALL_RAT);
        ok = false;
    }
    if (!execute_available(s, d))
        ok = false;
    return ok;
}

static void dispatch(mca_stage *s, mca_dyn *i)
{
    const mca_instr_desc *d = i->desc;
    if (d->uops > s->width) {
        s->avail = 0;
        s->carry = d->uops - s->width;
        s->carried = i;
    } else {
        s->avail -= d->uops;
    }
    if (d->end_group)
        s->avail = 0;
    for (unsigned k = 0; k < i->write_count; k++)
        i->writes[k].writes_zero = d->zero_idiom;
    if (d->optimizable_move && mca_rf_eliminate_move(s->rf, i))
        i->eliminated = true;
    i->optimizable_move = d->optimizable_move;
    if (!i->eliminated)
        for (unsigned k = 0; k < i->read_count; k++)
            if (mca_rf_add_read(s->rf, &i->reads[k], d->cls) != 0)
                s->failed = true;
    memset(s->regs, 0, s->nfiles * sizeof *s->regs);
    for (unsigned k = 0; k < i->write_count; k++)
        mca_rf_add_write(s->rf, &i->writes[k], s->regs);
    s->rob_free -= rob_slots(s, d);
    push(s, &s->rob, i);
    i->stage = MCA_ST_DISPATCHED;
    mca_dyn_update(i);
    s->any_dispatched = true;
    s->last_dispatched = i->iid;
    mca_sim_event e = { .kind = MCA_EV_DISPATCHED, .cycle = s->cycle, .inst = i,
                        .uops = d->uops < s->width ? d->uops : s->width,
                        .regs = s->regs, .nfiles = s->nfiles };
    mca_stage_emit(s, &e);
    execute_dispatch(s, i);
}

/* Dispatch the source instruction iid (at region position idx) if the
 * stage accepts it. */
static bool try_dispatch(mca_stage *s, unsigned iid, unsigned idx)
{
    const mca_instr_desc *d = s->cfg->descs[idx];
    if (!dispatch_available(s, d))
        return false;
    mca_dyn *i = mca_stage_create(s, iid, idx);
    if (i)
        dispatch(s, i);
    return true;
}

/* ---- micro-op queue (5.3) --------------------------------------------- */

static unsigned uq_uops(const mca_stage *s, const mca_instr_desc *d)
{
    unsigned n = d->uops < s->cfg->micro_op_queue_size ? d->uops : s->cfg->micro_op_queue_size;
    return n ? n : 1;
}

static bool uq_accepts(const mca_stage *s, unsigned iid)
{
    const mca_pipeline_config *c = s->cfg;
    if (c->decoder_throughput && s->uq_accepted >= c->decoder_throughput)
        return false;
    return uq_uops(s, c->descs[iid % c->count]) <= c->micro_op_queue_size - s->uq_used;
}

static void uq_cycle_end(mca_stage *s)
{
    while (s->uq.head < s->uq.n) {
        unsigned iid = (unsigned)(size_t)s->uq.v[s->uq.head];
        if (!try_dispatch(s, iid, iid % s->cfg->count))
            break;
        s->uq.head++;
        s->uq_used -= uq_uops(s, s->cfg->descs[iid % s->cfg->count]);
    }
}

/* ---- entry and the cycle loop (4, 5) ----------------------------------- */

static void entry_flow(mca_stage *s)
{
    while (!s->failed && s->next_src < s->total) {
        unsigned iid = s->next_src;
        if (s->cfg->micro_op_queue_size) {
            if (!uq_accepts(s, iid))
                break;
            s->uq_accepted++;
            s->uq_used += uq_uops(s, s->cfg->descs[iid % s->cfg->count]);
            push(s, &s->uq, (mca_dyn *)(size_t)iid);
        } else if (!try_dispatch(s, iid, s->next_idx)) {
            break;
        }
        s->next_src++;
        if (++s->next_idx == s->cfg->count)
            s->next_idx = 0;
    }
}

static bool ooo_has_work(const mca_stage *s)
{
    return s->next_src < s->total || s->uq.head < s->uq.n || s->carry ||
           s->wait.n || s->pend.n || s->ready.n || s->issued.n || s->rob.head < s->rob.n;
}

static void ooo_cycle(mca_stage *s)
{
    mca_sim_event b = { .kind = MCA_EV_CYCLE_BEGIN, .cycle = s->cycle };
    mca_stage_emit(s, &b);
    retire_cycle_start(s);
    execute_cycle_start(s);
    dispatch_cycle_start(s);
    s->uq_accepted = 0;
    entry_flow(s);
    if (s->cfg->micro_op_queue_size)
        uq_cycle_end(s);
    execute_cycle_end(s);
    mca_rf_cycle_end(s->rf);
    if (s->clock.failed)
        s->failed = true;
    mca_sim_event e = { .kind = MCA_EV_CYCLE_END, .cycle = s->cycle };
    mca_stage_emit(s, &e);
    s->cycle++;
}

static int stage_init(mca_stage *s, const mca_pipeline_config *cfg)
{
    memset(s, 0, sizeof *s);
    const mca_model_params *mp = mca_model_parameters(cfg->model);
    s->cfg = cfg;
    for (unsigned k = 0; k < cfg->listener_count; k++)
        s->wants |= cfg->listeners[k].events;
    s->rk_active = !cfg->pressure_events;
    if (s->rk_active) {
        s->clock.reranked = reranked;
        s->clock.ctx = s;
    }
    s->total = cfg->count * cfg->iterations;
    s->width = cfg->dispatch_width;
    s->rob_size = mp->reorder_buffer_size ? mp->reorder_buffer_size : mp->micro_op_buffer_size;
    s->rob_free = s->rob_size;
    s->max_retire = mp->max_retire_per_cycle;
    unsigned lq = cfg->lqueue, sq = cfg->squeue;
    if (!lq && mp->load_queue >= 0) {
        int b = mca_model_resource(cfg->model, (unsigned)mp->load_queue)->buffer;
        lq = b > 0 ? (unsigned)b : 0;
    }
    if (!sq && mp->store_queue >= 0) {
        int b = mca_model_resource(cfg->model, (unsigned)mp->store_queue)->buffer;
        sq = b > 0 ? (unsigned)b : 0;
    }
    s->rm = mca_rm_new(cfg->model);
    s->lsu = mca_lsu_new(lq, sq, cfg->noalias);
    s->rf = mca_rf_new(cfg->catalog, cfg->model, cfg->register_file_size);
    unsigned maxuses = 1;
    for (unsigned k = 0; k < cfg->count; k++)
        if (cfg->descs[k]->use_count > maxuses)
            maxuses = cfg->descs[k]->use_count;
    s->pipes = calloc(maxuses, sizeof *s->pipes);
    s->pool = calloc(cfg->count ? cfg->count : 1, sizeof *s->pool);
    s->chk = calloc(cfg->count ? cfg->count : 1, sizeof *s->chk);
    s->chk_epoch = calloc(cfg->count ? cfg->count : 1, sizeof *s->chk_epoch);
    if (!s->rm || !s->lsu || !s->rf || !s->pipes || !s->pool || !s->chk || !s->chk_epoch)
        return -1;
    s->nfiles = mca_rf_files(s->rf);
    s->regs = calloc(s->nfiles, sizeof *s->regs);
    return s->regs ? 0 : -1;
}

static void stage_free(mca_stage *s)
{
    if (s->carried && s->carried->stage == MCA_ST_RETIRED)
        mca_stage_release(s, s->carried);
    dynvec_free_all(s, &s->rob);
    mca_dynvec_free(&s->uq);
    mca_dynvec_free(&s->wait);
    free(s->clock.cand);
    free(s->rk);
    for (unsigned k = 0; k < 3; k++)
        mca_dynvec_free(&s->tmp[k]);
    mca_dynvec_free(&s->pend);
    mca_dynvec_free(&s->ready);
    mca_dynvec_free(&s->issued);
    mca_rm_free(s->rm);
    mca_lsu_free(s->lsu);
    mca_rf_free(s->rf);
    free(s->pipes);
    free(s->regs);
    for (unsigned k = 0; s->pool && k < s->cfg->count; k++)
        while (s->pool[k]) {
            mca_dyn *i = s->pool[k];
            s->pool[k] = i->next_free;
            mca_dyn_free(i);
        }
    free(s->pool);
    free(s->chk);
    free(s->chk_epoch);
}

static void ff_report(const mca_ff *f)
{
    const mca_ff_stats *st = mca_ff_statistics(f);
    fprintf(stderr,
            "mca-sim ff: %llu boundaries, %llu fingerprints, %llu snapshots, "
            "%llu verifications; skipped %llu periods of %llu instructions / %llu cycles "
            "at cycle %u\n",
            st->boundaries, st->fingerprints, st->snapshots, st->verifications,
            st->skipped_periods, st->period_iids, st->period_cycles, st->at_cycle);
}

static int run_ooo(mca_stage *s)
{
    mca_ff *f = NULL;
    if (s->cfg->fast_forward && !(f = mca_ff_new(s, s->cfg->ff_min_iid)))
        return -1;
    int rc = 0;
    while (!s->failed && ooo_has_work(s)) {
        if (f && mca_ff_cycle_start(f, s) != 0) {
            rc = -1;
            break;
        }
        ooo_cycle(s);
    }
    if (f && getenv("MCA_SIM_FF_DEBUG"))
        ff_report(f);
    mca_ff_free(f);
    return rc;
}

int mca_pipeline_run(const mca_pipeline_config *cfg, mca_pipeline_result *res)
{
    mca_stage s;
    int rc = stage_init(&s, cfg);
    bool ooo = mca_model_parameters(cfg->model)->micro_op_buffer_size > 0;
    if (rc == 0)
        rc = ooo ? run_ooo(&s) : mca_inorder_run(&s);
    if (s.failed)
        rc = -1;
    res->cycles = s.cycle + s.cycle_skip;
    res->last_dispatched = s.last_dispatched + s.iid_skip;
    stage_free(&s);
    return rc;
}

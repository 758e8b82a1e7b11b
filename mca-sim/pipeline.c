/* pipeline: the out-of-order pipeline and the cycle loop (see pipeline.h
 * and the behaviour notes, 4-8). */
#include <config.h>

#include "pipeline.h"

#include <stdlib.h>
#include <string.h>

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

static void dynvec_free_all(mca_dynvec *v)
{
    for (unsigned k = v->head; k < v->n; k++)
        mca_dyn_free(v->v[k]);
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

void mca_stage_emit(mca_stage *s, const mca_sim_event *e)
{
    for (unsigned k = 0; k < s->cfg->listener_count; k++)
        s->cfg->listeners[k].on_event(s->cfg->listeners[k].self, e);
}

void mca_stage_emit_inst(mca_stage *s, mca_ev_kind kind, const mca_dyn *i)
{
    mca_sim_event e = { .kind = kind, .cycle = s->cycle, .inst = i };
    mca_stage_emit(s, &e);
}

int mca_pipeline_max_latency(const mca_instr_desc *d, unsigned call_latency)
{
    return d->max_latency < 0 ? (int)call_latency : d->max_latency;
}

mca_dyn *mca_stage_create(mca_stage *s, unsigned iid)
{
    unsigned idx = iid % s->cfg->count;
    const mca_instr_desc *d = s->cfg->descs[idx];
    int lat = s->cfg->latency ? s->cfg->latency[idx] : -1;
    mca_dyn *i = mca_dyn_new(iid, idx, d, mca_pipeline_max_latency(d, s->cfg->call_latency), lat);
    if (!i)
        s->failed = true;
    return i;
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
            mca_dyn_free(i);
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

/* WaitSet -> PendingSet; the moved instructions are appended to out. */
static void promote_wait(mca_stage *s, mca_dynvec *out)
{
    unsigned k = 0;
    while (k < s->wait.n) {
        mca_dyn *i = s->wait.v[k];
        if (i->stage == MCA_ST_DISPATCHED && !mca_dyn_try_pending(i)) {
            k++;
            continue;
        }
        if (mem_state(s, i, mca_lsu_waiting)) {
            k++;
            continue;
        }
        swap_remove(&s->wait, k);
        push(s, &s->pend, i);
        push(s, out, i);
    }
}

static void promote_pend(mca_stage *s, mca_dynvec *out)
{
    unsigned k = 0;
    while (k < s->pend.n) {
        mca_dyn *i = s->pend.v[k];
        if (i->stage != MCA_ST_READY && !mca_dyn_try_ready(i)) {
            k++;
            continue;
        }
        if (i->memop && !mca_lsu_ready(s->lsu, i->lsu_token)) {
            k++;
            continue;
        }
        swap_remove(&s->pend, k);
        push(s, &s->ready, i);
        push(s, out, i);
    }
}

static void emit_list(mca_stage *s, mca_ev_kind kind, const mca_dynvec *v)
{
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
    for (unsigned k = 0; k < i->write_count; k++)
        if (i->writes[k].user_count || i->writes[k].partial)
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
        unsigned ciid, cc;
        mca_lsu_critical(s->lsu, i->lsu_token, &ciid, &cc);
        i->crit_mem = (mca_crit_dep){ ciid, 0, cc };
    }
    if (i->stage == MCA_ST_EXECUTED) {
        if (i->memop)
            mca_lsu_executed(s->lsu, i->lsu_token, i->iid);
    } else {
        push(s, &s->issued, i);
    }
    mca_dynvec np_list = { 0 }, nr_list = { 0 };
    if (users) {
        promote_wait(s, &np_list);
        if (np_list.n)
            promote_pend(s, &nr_list);
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
    emit_list(s, MCA_EV_PENDING, &np_list);
    emit_list(s, MCA_EV_READY, &nr_list);
    mca_dynvec_free(&np_list);
    mca_dynvec_free(&nr_list);
}

static bool better(const mca_dyn *a, const mca_dyn *b)
{
    long ra = (long)a->iid - (long)mca_dyn_users(a), rb = (long)b->iid - (long)mca_dyn_users(b);
    return ra < rb || (ra == rb && a->iid < b->iid);
}

static mca_dyn *select_ready(mca_stage *s)
{
    int best = -1;
    for (unsigned k = 0; k < s->ready.n; k++) {
        mca_dyn *i = s->ready.v[k];
        if (best >= 0 && !better(i, s->ready.v[best]))
            continue;
        uint64_t busy = mca_rm_check(s->rm, i->desc);
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

static void issue_ready(mca_stage *s)
{
    mca_dyn *i;
    while (!s->failed && (i = select_ready(s)) != NULL)
        issue(s, i);
}

static void execute_cycle_start(mca_stage *s)
{
    mca_lsu_cycle(s->lsu);
    mca_rm_cycle(s->rm);
    mca_dynvec done = { 0 }, np = { 0 }, nr = { 0 };
    for (unsigned k = 0; k < s->issued.n; k++)
        mca_dyn_cycle(s->issued.v[k]);
    unsigned k = 0;
    while (k < s->issued.n) {
        mca_dyn *i = s->issued.v[k];
        if (i->stage != MCA_ST_EXECUTED) {
            k++;
            continue;
        }
        if (i->memop)
            mca_lsu_executed(s->lsu, i->lsu_token, i->iid);
        push(s, &done, i);
        swap_remove(&s->issued, k);
    }
    for (k = 0; k < s->pend.n; k++)
        mca_dyn_cycle(s->pend.v[k]);
    for (k = 0; k < s->wait.n; k++)
        mca_dyn_cycle(s->wait.v[k]);
    promote_wait(s, &np);
    promote_pend(s, &nr);
    s->npend_disp = 0;
    s->busy = 0;
    s->iss_sched_uops = 0;
    s->disp_sched_uops = 0;
    for (k = 0; k < done.n; k++)
        executed(s, done.v[k]);
    emit_list(s, MCA_EV_PENDING, &np);
    emit_list(s, MCA_EV_READY, &nr);
    mca_dynvec_free(&done);
    mca_dynvec_free(&np);
    mca_dynvec_free(&nr);
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
        return;
    }
    if (i->stage == MCA_ST_PENDING || mem_state(s, i, mca_lsu_pending)) {
        push(s, &s->pend, i);
        s->npend_disp++;
        mca_stage_emit_inst(s, MCA_EV_PENDING, i);
        return;
    }
    mca_stage_emit_inst(s, MCA_EV_PENDING, i);
    mca_stage_emit_inst(s, MCA_EV_READY, i);
    if (zero_latency(i) || i->desc->must_issue_immediately)
        issue(s, i);
    else
        push(s, &s->ready, i);
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
    mca_dynvec regs = { 0 }, mem = { 0 };
    unsigned n = s->pend.n - s->npend_disp;
    for (unsigned k = 0; k < n; k++) {
        mca_dyn *i = s->pend.v[k];
        if (mca_rm_check(s->rm, i->desc))
            continue;
        if (mem_state(s, i, mca_lsu_pending))
            push(s, &mem, i);
        if (i->stage == MCA_ST_PENDING)
            push(s, &regs, i);
    }
    if (regs.n) {
        mca_sim_event e = { .kind = MCA_EV_PRESSURE, .cycle = s->cycle,
                            .press = MCA_PRESS_REGISTERS, .affected = regs.v,
                            .naffected = regs.n };
        mca_stage_emit(s, &e);
    }
    if (mem.n) {
        mca_sim_event e = { .kind = MCA_EV_PRESSURE, .cycle = s->cycle,
                            .press = MCA_PRESS_MEMORY, .affected = mem.v,
                            .naffected = mem.n };
        mca_stage_emit(s, &e);
    }
    mca_dynvec_free(&regs);
    mca_dynvec_free(&mem);
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
            mca_dyn_free(s->carried);
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

/* Dispatch the source instruction iid if the stage accepts it. */
static bool try_dispatch(mca_stage *s, unsigned iid)
{
    const mca_instr_desc *d = s->cfg->descs[iid % s->cfg->count];
    if (!dispatch_available(s, d))
        return false;
    mca_dyn *i = mca_stage_create(s, iid);
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
        if (!try_dispatch(s, iid))
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
        } else if (!try_dispatch(s, iid)) {
            break;
        }
        s->next_src++;
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
    mca_sim_event e = { .kind = MCA_EV_CYCLE_END, .cycle = s->cycle };
    mca_stage_emit(s, &e);
    s->cycle++;
}

static int stage_init(mca_stage *s, const mca_pipeline_config *cfg)
{
    memset(s, 0, sizeof *s);
    const mca_model_params *mp = mca_model_parameters(cfg->model);
    s->cfg = cfg;
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
    if (!s->rm || !s->lsu || !s->rf || !s->pipes)
        return -1;
    s->nfiles = mca_rf_files(s->rf);
    s->regs = calloc(s->nfiles, sizeof *s->regs);
    return s->regs ? 0 : -1;
}

static void stage_free(mca_stage *s)
{
    if (s->carried && s->carried->stage == MCA_ST_RETIRED)
        mca_dyn_free(s->carried);
    dynvec_free_all(&s->rob);
    mca_dynvec_free(&s->uq);
    mca_dynvec_free(&s->wait);
    mca_dynvec_free(&s->pend);
    mca_dynvec_free(&s->ready);
    mca_dynvec_free(&s->issued);
    mca_rm_free(s->rm);
    mca_lsu_free(s->lsu);
    mca_rf_free(s->rf);
    free(s->pipes);
    free(s->regs);
}

int mca_pipeline_run(const mca_pipeline_config *cfg, mca_pipeline_result *res)
{
    mca_stage s;
    int rc = stage_init(&s, cfg);
    bool ooo = mca_model_parameters(cfg->model)->micro_op_buffer_size > 0;
    if (rc == 0) {
        if (ooo) {
            while (!s.failed && ooo_has_work(&s))
                ooo_cycle(&s);
        } else {
            rc = mca_inorder_run(&s);
        }
    }
    if (s.failed)
        rc = -1;
    res->cycles = s.cycle;
    res->last_dispatched = s.last_dispatched;
    stage_free(&s);
    return rc;
}

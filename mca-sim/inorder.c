/* inorder: the in-order issue stage (see inorder.h). */
#include <config.h>

#include "inorder.h"

#include <stdlib.h>
#include <string.h>

enum { STALL_NONE, STALL_REGS, STALL_DISPATCH, STALL_LOAD_STORE, STALL_DELAY };

__attribute__((noinline)) static void emit_stall_events(mca_stage *s);

/* The stall's events, when some view takes them (most runs: none). */
static inline void emit_stall(mca_stage *s)
{
    if (s->wants & (MCA_EV_BIT(MCA_EV_STALL) | MCA_EV_BIT(MCA_EV_PRESSURE)))
        emit_stall_events(s);
}

static void emit_stall_events(mca_stage *s)
{
    mca_stall_kind k;
    mca_press_kind p;
    if (s->stall_kind == STALL_REGS) {
        k = MCA_STALL_RAT;
        p = MCA_PRESS_REGISTERS;
    } else if (s->stall_kind == STALL_DISPATCH) {
        k = MCA_STALL_GROUP;
        p = MCA_PRESS_RESOURCES;
    } else {
        return;
    }
    if (mca_stage_wants(s, MCA_EV_STALL)) {
        mca_sim_event e = { .kind = MCA_EV_STALL, .cycle = s->cycle, .stall = k };
        mca_stage_deliver(s, &e);
    }
    if (mca_stage_wants(s, MCA_EV_PRESSURE)) {
        mca_dyn *aff = s->stalled; /* llvm-mca sends no resource mask here */
        mca_sim_event pe = { .kind = MCA_EV_PRESSURE, .cycle = s->cycle, .press = p,
                             .affected = &aff, .naffected = 1 };
        mca_stage_deliver(s, &pe);
    }
}

static void set_stall(mca_stage *s, mca_dyn *i, int kind, unsigned cycles)
{
    s->stalled = i;
    s->stall_kind = kind;
    s->stall_cycles = cycles;
}

static bool can_execute(mca_stage *s, mca_dyn *i)
{
    for (unsigned k = 0; k < i->read_count; k++) {
        int h = mca_rf_raw_hazard(s->rf, &i->reads[k], i->desc->cls);
        if (h) {
            set_stall(s, i, STALL_REGS, h < 0 ? 1 : (unsigned)h);
            return false;
        }
    }
    if (mca_rm_check_at(s->rm, i->index)) {
        set_stall(s, i, STALL_DISPATCH, 1);
        return false;
    }
    if (i->memop && !mca_lsu_ready(s->lsu, i->lsu_token)) {
        set_stall(s, i, STALL_LOAD_STORE, 1);
        return false;
    }
    if (s->last_wb && !i->desc->retire_ooo) {
        int first = i->max_latency;
        for (unsigned k = 0; k < i->write_count; k++) {
            const mca_dwrite *w = &i->writes[k];
            int left = mca_dwrite_cycles_left(w);
            int c = left != MCA_UNKNOWN_CYCLES ? (left > 0 ? left : 0) : w->latency;
            if (c < first)
                first = c;
        }
        if (first < (int)s->last_wb) {
            set_stall(s, i, STALL_DELAY, s->last_wb - (unsigned)first);
            return false;
        }
    }
    return true;
}

static void retire(mca_stage *s, mca_dyn *i)
{
    mca_rf_executed(s->rf, i);
    if (i->memop)
        mca_lsu_executed(s->lsu, i->lsu_token, i->iid);
    mca_stage_emit_inst(s, MCA_EV_EXECUTED, i);
    /* (s->regs counts the registers freed for the event only; RETIRED
     * events go only below retired_below, as in retire.c.) */
    bool emit = mca_stage_wants(s, MCA_EV_RETIRED) && i->iid + s->iid_skip < s->retired_below;
    if (emit)
        memset(s->regs, 0, s->nfiles * sizeof *s->regs);
    for (unsigned k = 0; k < i->write_count; k++)
        mca_rf_remove_write(s->rf, &i->writes[k], s->regs);
    if (i->memop) {
        mca_lsu_inst li = mca_stage_lsu_inst(i);
        mca_lsu_retired(s->lsu, &li);
    }
    i->stage = MCA_ST_RETIRED;
    if (emit) {
        mca_sim_event e = { .kind = MCA_EV_RETIRED, .cycle = s->cycle, .inst = i,
                            .regs = s->regs, .nfiles = s->nfiles };
        mca_stage_deliver(s, &e);
    }
    mca_stage_release(s, i);
}

static void do_issue(mca_stage *s, mca_dyn *i)
{
    const mca_instr_desc *d = i->desc;
    i->stage = MCA_ST_DISPATCHED;
    for (unsigned k = 0; k < i->read_count; k++)
        if (mca_rf_add_read(s->rf, &i->reads[k], d->cls) != 0)
            s->failed = true;
    /* (s->regs counts the registers allocated for the event only.) */
    if (mca_stage_wants(s, MCA_EV_DISPATCHED))
        memset(s->regs, 0, s->nfiles * sizeof *s->regs);
    for (unsigned k = 0; k < i->write_count; k++) {
        i->writes[k].writes_zero = d->zero_idiom;
        mca_rf_add_write(s->rf, &i->writes[k], s->regs);
    }
    s->any_dispatched = true;
    s->last_dispatched = i->iid;
    if (mca_stage_wants(s, MCA_EV_DISPATCHED)) {
        mca_sim_event de = { .kind = MCA_EV_DISPATCHED, .cycle = s->cycle, .inst = i,
                             .uops = d->uops, .regs = s->regs, .nfiles = s->nfiles };
        mca_stage_deliver(s, &de);
    }
    unsigned np = mca_rm_issue_at(s->rm, i->index, s->pipes);
    if (mca_rm_failed(s->rm))
        s->failed = true;
    i->stage = MCA_ST_READY;
    mca_dyn_execute(i);
    if (i->memop)
        mca_lsu_issued(s->lsu, i->lsu_token, i->iid, &i->cycles_left);
    mca_stage_emit_inst(s, MCA_EV_READY, i);
    mca_sim_event ie = { .kind = MCA_EV_ISSUED, .cycle = s->cycle, .inst = i,
                         .pipes = s->pipes, .npipes = np };
    mca_stage_emit(s, &ie);
}

static void try_issue(mca_stage *s, mca_dyn *i)
{
    if (!can_execute(s, i)) {
        s->bandwidth = 0;
        return;
    }
    do_issue(s, i);
    unsigned u = i->desc->uops;
    bool carried = u > s->bandwidth;
    if (carried) {
        s->carry = u - s->bandwidth;
        s->carried = i;
        s->bandwidth = 0;
    } else {
        s->nissued += u;
        s->bandwidth = i->desc->end_group ? 0 : s->bandwidth - u;
    }
    if (i->stage == MCA_ST_EXECUTED && !carried) {
        retire(s, i);
        return;
    }
    if (mca_dynvec_push(&s->issued, i) != 0)
        s->failed = true;
    if (!i->desc->retire_ooo)
        s->last_wb = i->cycles_left > 0 ? (unsigned)i->cycles_left : 0;
}

/* A dropped instruction lives on while register mappings point to its
 * writes (later reads still depend on them); the LSU keeps a copy of what
 * it reads from it.  Its storage is recycled once no mapping is left
 * (checked when the list has doubled: amortized O(1), memory bounded). */
static void lose(mca_stage *s, mca_dyn *i)
{
    if (i->memop)
        mca_lsu_freeze(s->lsu, i->lsu_token, i->iid);
    if (mca_dynvec_push(&s->lost, i) != 0) {
        s->failed = true;
        return;
    }
    if (s->lost.n < 2 * s->lost_kept + 16)
        return;
    unsigned keep = 0;
    for (unsigned k = 0; k < s->lost.n; k++) {
        mca_dyn *x = s->lost.v[k];
        if (x->rf_refs)
            s->lost.v[keep++] = x;
        else
            mca_stage_release(s, x);
    }
    s->lost.n = keep;
    s->lost_kept = keep;
}

static void update_issued(mca_stage *s)
{
    s->clock.tick++;  /* llvm-mca visits the issued instructions here */
    unsigned k = 0;
    while (k < s->issued.n) {
        mca_dyn *i = s->issued.v[k];
        mca_dyn_cycle(i);
        if (i->stage != MCA_ST_EXECUTED) {
            k++;
            continue;
        }
        s->issued.v[k] = s->issued.v[s->issued.n - 1];
        s->issued.n--;
        /* llvm-mca 22 drops (never retires) an instruction that finishes
         * while any instruction is carried over; its writes stay mapped. */
        if (!s->carried)
            retire(s, i);
        else if (i != s->carried)
            lose(s, i);
    }
}

static void carry_over(mca_stage *s)
{
    if (!s->carried)
        return;
    if (s->carry > s->bandwidth) {
        s->carry -= s->bandwidth;
        s->bandwidth = 0;
        return;
    }
    mca_dyn *i = s->carried;
    s->bandwidth = i->desc->end_group ? 0 : s->bandwidth - s->carry;
    s->carried = NULL;
    s->carry = 0;
    if (i->stage == MCA_ST_EXECUTED)
        retire(s, i);
}

void mca_inorder_cycle_start(mca_stage *s)
{
    s->nissued = 0;
    s->bandwidth = s->issue_width;
    mca_rf_cycle_start(s->rf);
    mca_lsu_cycle(s->lsu);
    mca_rm_cycle(s->rm);
    if (mca_rm_failed(s->rm))
        s->failed = true;
    update_issued(s);
    carry_over(s);
    if (!s->stalled)
        return;
    if (s->stall_cycles == 0) {
        mca_dyn *i = s->stalled;
        s->stalled = NULL;
        try_issue(s, i);
    }
    if (s->stalled && s->stall_cycles) {
        emit_stall(s);
        s->bandwidth = 0;
    }
}

static bool accepts(const mca_stage *s, const mca_instr_desc *d)
{
    if (s->stalled || s->carried)
        return false;
    if (s->bandwidth < d->uops && d->uops <= s->issue_width)
        return false;
    if (d->begin_group && s->nissued)
        return false;
    return true;
}

void mca_inorder_flow(mca_stage *s)
{
    while (!s->failed && s->next_src < s->total) {
        const mca_instr_desc *d = s->cfg->descs[s->next_idx];
        if (!accepts(s, d))
            break;
        mca_dyn *i = mca_stage_create(s, s->next_src, s->next_idx);
        if (!i)
            return;
        if (i->memop) {
            mca_lsu_inst li = mca_stage_lsu_inst(i);
            i->lsu_token = mca_lsu_dispatch(s->lsu, &li);
        }
        try_issue(s, i);
        if (s->stalled)
            emit_stall(s);
        s->next_src++;
        if (++s->next_idx == s->cfg->count)
            s->next_idx = 0;
    }
}

void mca_inorder_cycle_end(mca_stage *s)
{
    mca_rf_cycle_end(s->rf);
    if (s->stalled && s->stall_cycles)
        s->stall_cycles--;
    if (s->last_wb)
        s->last_wb--;
}

unsigned mca_inorder_idle(const mca_stage *s)
{
    /* What such a cycle would send (pipeline.c, emit_stall). */
    const uint32_t sent = MCA_EV_BIT(MCA_EV_CYCLE_BEGIN) | MCA_EV_BIT(MCA_EV_CYCLE_END) |
                          MCA_EV_BIT(MCA_EV_STALL) | MCA_EV_BIT(MCA_EV_PRESSURE);
    if (!s->stalled || s->stall_cycles < 2 || s->carried || (s->wants & sent))
        return 0;
    /* The cycles that start with stall_cycles > 0 only count down; an
     * issued instruction with c cycles left finishes in the c-th. */
    unsigned k = s->stall_cycles;
    for (unsigned j = 0; j < s->issued.n; j++) {
        const mca_dyn *i = s->issued.v[j];
        if (i->stage != MCA_ST_EXECUTING || i->cycles_left < 2)
            return 0;
        if ((unsigned)i->cycles_left - 1 < k)
            k = (unsigned)i->cycles_left - 1;
    }
    return k;
}

void mca_inorder_skip(mca_stage *s, unsigned k)
{
    /* mca_inorder_cycle_start, _flow and _cycle_end k times, with the
     * issued instructions counting down (update_issued) and the stall
     * waiting (nothing issues: the stalled instruction blocks the flow). */
    mca_rf_cycles(s->rf, k);
    mca_lsu_cycles(s->lsu, k);
    mca_rm_cycles(s->rm, k);
    s->clock.tick += k;
    for (unsigned j = 0; j < s->issued.n; j++)
        s->issued.v[j]->cycles_left -= (int)k;
    s->nissued = 0;
    s->bandwidth = 0;
    s->stall_cycles -= k;
    s->last_wb = s->last_wb > k ? s->last_wb - k : 0;
    s->cycle += k;
}

void mca_inorder_free(mca_stage *s)
{
    for (unsigned k = 0; k < s->issued.n; k++)
        mca_stage_release(s, s->issued.v[k]);
    mca_dynvec_free(&s->issued);
    if (s->stalled)
        mca_stage_release(s, s->stalled);
    s->stalled = NULL;
    for (unsigned k = 0; k < s->lost.n; k++)
        mca_stage_release(s, s->lost.v[k]);
    mca_dynvec_free(&s->lost);
}

/* ---- snapshots (snap.h, for the fast-forward) ---------------------------- */

unsigned mca_inorder_oldest(const mca_stage *s)
{
    unsigned o = s->next_src;
    for (unsigned k = 0; k < s->issued.n; k++)
        if (s->issued.v[k]->iid < o)
            o = s->issued.v[k]->iid;
    if (s->stalled && s->stalled->iid < o)
        o = s->stalled->iid;
    if (s->carried && s->carried->iid < o)
        o = s->carried->iid;
    return o;
}

static void snap_inst(mca_snap *sn, const mca_stage *s, const mca_dyn *i)
{
    mca_dyn_snap(sn, i, false);
    if (i->memop)
        mca_lsu_snap_token(sn, s->lsu, i->lsu_token);
}

static int cmp_newer(const void *a, const void *b)
{
    unsigned x = (*(mca_dyn *const *)a)->iid, y = (*(mca_dyn *const *)b)->iid;
    return x > y ? -1 : x < y;
}

/* The dropped instructions that still matter: those a register mapping
 * points to (later reads see their writes).  The others, and the order of
 * the list (it depends on when it was last swept), cannot change the
 * future: written as the set of the first, newest first. */
static void snap_lost(mca_snap *sn, const mca_stage *s)
{
    unsigned n = 0;
    for (unsigned k = 0; k < s->lost.n; k++)
        n += s->lost.v[k]->rf_refs != 0;
    mca_snap_u32(sn, n);
    if (!n)
        return;
    mca_dyn **v = malloc(n * sizeof *v);
    if (!v) {
        sn->failed = true;
        return;
    }
    n = 0;
    for (unsigned k = 0; k < s->lost.n; k++)
        if (s->lost.v[k]->rf_refs)
            v[n++] = s->lost.v[k];
    qsort(v, n, sizeof *v, cmp_newer);
    for (unsigned k = 0; k < n; k++)
        snap_inst(sn, s, v[k]);
    free(v);
}

void mca_inorder_snap(mca_snap *sn, const mca_stage *s, bool brief)
{
    /* bandwidth and nissued are set afresh at every cycle start, before
     * they are read: a snapshot (taken before it) leaves them out. */
    mca_snap_u32(sn, s->next_idx);
    mca_snap_iid(sn, mca_inorder_oldest(s));
    mca_snap_u32(sn, s->issued.n);
    mca_snap_bool(sn, s->stalled != NULL);
    if (s->stalled) {   /* the kind and count are stale without one */
        mca_snap_u32(sn, (uint32_t)s->stall_kind);
        mca_snap_u32(sn, s->stall_cycles);
    }
    mca_snap_u32(sn, s->carry);
    mca_snap_u32(sn, s->last_wb);
    if (brief)
        return;
    mca_snap_bool(sn, s->failed);
    mca_snap_bool(sn, s->any_dispatched);
    if (s->any_dispatched)
        mca_snap_iid(sn, s->last_dispatched);
    mca_dyn_snap_ref(sn, s->stalled);
    mca_dyn_snap_ref(sn, s->carried);
    /* The issued list in its order: update_issued visits it in that
     * order, and so retires (and drops) in it. */
    for (unsigned k = 0; k < s->issued.n; k++)
        snap_inst(sn, s, s->issued.v[k]);
    if (s->stalled)
        snap_inst(sn, s, s->stalled);
    snap_lost(sn, s);
}

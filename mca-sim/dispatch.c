/* dispatch: the out-of-order pipeline's dispatch stage (see dispatch.h). */
#include <config.h>

#include "dispatch.h"

#include <string.h>

#include "execute.h"
#include "retire.h"

void mca_dispatch_cycle_start(mca_stage *s)
{
    if (!s->carry) {
        s->avail = s->width;
        return;
    }
    s->avail = s->carry >= s->width ? 0 : s->width - s->carry;
    unsigned d = s->width - s->avail;
    s->carry -= d;
    memset(s->regs, 0, s->nfiles * sizeof *s->regs);
    if (mca_stage_wants(s, MCA_EV_DISPATCHED)) {
        mca_sim_event e = { .kind = MCA_EV_DISPATCHED, .cycle = s->cycle, .inst = s->carried,
                            .uops = d, .regs = s->regs, .nfiles = s->nfiles };
        mca_stage_deliver(s, &e);
    }
    if (!s->carry) {
        if (s->carried->stage == MCA_ST_RETIRED)
            mca_stage_release(s, s->carried);
        s->carried = NULL;
    }
}

static bool dispatch_available(mca_stage *s, const mca_instr_desc *d, unsigned idx)
{
    if (!s->avail)
        return false;
    unsigned req = d->uops < s->width ? d->uops : s->width;
    if (req > s->avail)
        return false;
    if (d->begin_group && s->avail != s->width)
        return false;
    bool ok = true;
    if (s->rob_free < s->rob_slots[idx]) {
        mca_stage_stall(s, MCA_STALL_RCU);
        ok = false;
    }
    if (!mca_rf_available_at(s->rf, idx)) {
        mca_stage_stall(s, MCA_STALL_RAT);
        ok = false;
    }
    if (!mca_execute_available(s, d))
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
    if (d->zero_idiom)      /* (mca_dyn_init cleared it) */
        for (unsigned k = 0; k < i->write_count; k++)
            i->writes[k].writes_zero = true;
    if (d->optimizable_move && mca_rf_eliminate_move(s->rf, i))
        i->eliminated = true;
    i->optimizable_move = d->optimizable_move;
    if (!i->eliminated && mca_rf_add_reads(s->rf, i) != 0)
        s->failed = true;
    /* (s->regs counts the registers allocated for the event only.) */
    if (mca_stage_wants(s, MCA_EV_DISPATCHED))
        memset(s->regs, 0, s->nfiles * sizeof *s->regs);
    mca_rf_add_writes(s->rf, i, s->regs);
    s->rob_free -= s->rob_slots[i->index];
    mca_stage_push(s, &s->rob, i);
    i->stage = MCA_ST_DISPATCHED;
    mca_dyn_update(i);
    s->any_dispatched = true;
    s->last_dispatched = i->iid;
    /* The event is built only when some view takes it (not by default:
     * building it costs as much as delivering it). */
    if (mca_stage_wants(s, MCA_EV_DISPATCHED)) {
        mca_sim_event e = { .kind = MCA_EV_DISPATCHED, .cycle = s->cycle, .inst = i,
                            .uops = d->uops < s->width ? d->uops : s->width,
                            .regs = s->regs, .nfiles = s->nfiles };
        mca_stage_deliver(s, &e);
    }
    mca_execute_dispatch(s, i);
}

bool mca_dispatch_idle(const mca_stage *s, bool *on_release)
{
    /* dispatch_available's tests, at a cycle start (the whole width is
     * available: the width tests pass). */
    const mca_instr_desc *d = s->cfg->descs[s->next_idx];
    if (s->rob_free < mca_retire_rob_slots(s, d) || !mca_rf_available_at(s->rf, s->next_idx))
        return true;
    mca_rm_buffers_state b = mca_rm_check_buffers(s->rm, d->used_buffers);
    if (b == MCA_RM_FULL)
        return true;
    if (d->may_load || d->may_store) {
        mca_lsu_inst li = { 0, d->may_load, d->may_store, d->load_barrier, d->store_barrier };
        if (mca_lsu_available(s->lsu, &li) != MCA_LSU_AVAILABLE)
            return true;
    }
    if (b == MCA_RM_RESERVED) {
        *on_release = true;
        return true;
    }
    return false;
}

bool mca_dispatch_try(mca_stage *s, unsigned iid, unsigned idx)
{
    const mca_instr_desc *d = s->cfg->descs[idx];
    if (!dispatch_available(s, d, idx))
        return false;
    mca_dyn *i = mca_stage_create(s, iid, idx);
    if (i)
        dispatch(s, i);
    return true;
}

/* retire: the out-of-order pipeline's retire stage (see retire.h). */
#include <config.h>

#include "retire.h"

#include <string.h>

static void retire_one(mca_stage *s, mca_dyn *i)
{
    /* (s->regs counts the registers freed for the event only.) */
    bool emit = mca_stage_wants(s, MCA_EV_RETIRED) && i->iid + s->iid_skip < s->retired_below;
    if (emit)
        memset(s->regs, 0, s->nfiles * sizeof *s->regs);
    if (i->memop) {
        mca_lsu_inst li = mca_stage_lsu_inst(i);
        mca_lsu_retired(s->lsu, &li);
    }
    mca_rf_remove_writes(s->rf, i, s->regs);
    i->stage = MCA_ST_RETIRED;
    if (!emit)
        return;
    mca_sim_event e = { .kind = MCA_EV_RETIRED, .cycle = s->cycle, .inst = i,
                        .regs = s->regs, .nfiles = s->nfiles };
    mca_stage_deliver(s, &e);
}

void mca_retire_cycle_start(mca_stage *s)
{
    mca_rf_cycle_start(s->rf);
    unsigned n = 0;
    while (s->rob.head < s->rob.n && (!s->max_retire || n < s->max_retire)) {
        mca_dyn *i = s->rob.v[s->rob.head];
        if (i->rob_token == 0)
            break;
        s->rob.head++;
        s->rob_free += s->rob_slots[i->index];
        retire_one(s, i);
        /* A big instruction can retire while its uops are still being
         * dispatched; llvm-mca keeps reporting those dispatches. */
        if (i != s->carried)
            mca_stage_release(s, i);
        n++;
    }
}

void mca_retire_executed(mca_stage *s, mca_dyn *i)
{
    mca_rf_executed(s->rf, i);
    i->rob_token = 1;
}

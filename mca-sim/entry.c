/* entry: the out-of-order pipeline's entry stage and micro-op queue (see
 * entry.h). */
#include <config.h>

#include "entry.h"

#include "dispatch.h"

void mca_entry_cycle_start(mca_stage *s)
{
    s->uq_accepted = 0;
}

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

void mca_entry_cycle_end(mca_stage *s)
{
    if (!s->cfg->micro_op_queue_size)
        return;
    while (s->uq.head < s->uq.n) {
        unsigned iid = (unsigned)(size_t)s->uq.v[s->uq.head];
        if (!mca_dispatch_try(s, iid, iid % s->cfg->count))
            break;
        s->uq.head++;
        s->uq_used -= uq_uops(s, s->cfg->descs[iid % s->cfg->count]);
    }
}

void mca_entry_flow(mca_stage *s)
{
    if (!s->cfg->micro_op_queue_size) {
        /* (Straight to dispatch: the loop of every cycle, kept lean, its
         * position in locals: dispatch reads neither.) */
        unsigned idx = s->next_idx, count = s->cfg->count, src = s->next_src;
        uint64_t total = s->total;
        while (!s->failed && src < total && mca_dispatch_try(s, src, idx)) {
            src++;
            if (++idx == count)
                idx = 0;
        }
        s->next_src = src;
        s->next_idx = idx;
        return;
    }
    while (!s->failed && s->next_src < s->total) {
        unsigned iid = s->next_src;
        if (!uq_accepts(s, iid))
            break;
        s->uq_accepted++;
        s->uq_used += uq_uops(s, s->cfg->descs[iid % s->cfg->count]);
        mca_stage_push(s, &s->uq, (mca_dyn *)(size_t)iid);
        s->next_src++;
        if (++s->next_idx == s->cfg->count)
            s->next_idx = 0;
    }
}

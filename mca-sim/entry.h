/* entry: llvm-mca's EntryStage and MicroOpQueueStage for the out-of-order
 * pipeline (behaviour notes 5): the source instructions enter in order,
 * through the micro-op queue when the model or -micro-op-queue-size sets
 * one, and are offered to dispatch.c. */
#ifndef MCA_SIM_ENTRY_H
#define MCA_SIM_ENTRY_H

#include "stage.h"

/* Cycle start: the decoder throughput counts from zero again. */
void mca_entry_cycle_start(mca_stage *s);

/* Move source instructions down the pipeline while it accepts them. */
void mca_entry_flow(mca_stage *s);

/* Cycle end: the micro-op queue dispatches what it can. */
void mca_entry_cycle_end(mca_stage *s);

/* Source instructions not yet dispatched? */
static inline bool mca_entry_has_work(const mca_stage *s)
{
    return s->next_src < s->total || s->uq.head < s->uq.n;
}

#endif

/* retire: llvm-mca's RetireStage and its reorder buffer (behaviour notes
 * 8) for the out-of-order pipeline.  Instructions enter the buffer at
 * dispatch (dispatch.c) and are marked executed by the execute stage;
 * each cycle retire frees the oldest executed ones, in order. */
#ifndef MCA_SIM_RETIRE_H
#define MCA_SIM_RETIRE_H

#include "stage.h"

/* Reorder-buffer slots an instruction of descriptor d takes. */
static inline unsigned mca_retire_rob_slots(const mca_stage *s, const mca_instr_desc *d)
{
    unsigned n = d->uops < s->rob_size ? d->uops : s->rob_size;
    return n ? n : 1;
}

/* Cycle start: retire up to the model's limit of executed instructions. */
void mca_retire_cycle_start(mca_stage *s);

/* Would the next cycle retire nothing (the oldest instruction has not
 * executed)?  Only execution changes that (pipeline.c, idle cycles). */
static inline bool mca_retire_idle(const mca_stage *s)
{
    return s->rob.head == s->rob.n || s->rob.v[s->rob.head]->rob_token == 0;
}

/* Execute hands an executed instruction to Retire. */
void mca_retire_executed(mca_stage *s, mca_dyn *i);

#endif

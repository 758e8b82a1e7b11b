/* dispatch: llvm-mca's DispatchStage for the out-of-order pipeline
 * (behaviour notes 6.1): dispatch width and carry-over of instructions
 * with more uops than the width, groups, reorder-buffer slots, register
 * renaming, then hands the instruction to execute.c. */
#ifndef MCA_SIM_DISPATCH_H
#define MCA_SIM_DISPATCH_H

#include "stage.h"

/* Cycle start: the width available this cycle (after a carry-over). */
void mca_dispatch_cycle_start(mca_stage *s);

/* Would the next cycle dispatch nothing, for a reason that lasts until an
 * instruction issues, executes or retires (a full reorder buffer, register
 * file, scheduler buffer or load/store queue), or, with *on_release set,
 * until a reserved resource is released?  (No carry-over, no micro-op
 * queue: pipeline.c, idle cycles.) */
bool mca_dispatch_idle(const mca_stage *s, bool *on_release);

/* Dispatch source instruction iid (at region position idx) if the stage
 * accepts it now; false when it does not. */
bool mca_dispatch_try(mca_stage *s, unsigned iid, unsigned idx);

#endif

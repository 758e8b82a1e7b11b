/* execute: llvm-mca's ExecuteStage with its scheduler (wait, pending,
 * ready and issued sets), the resource manager and the load/store unit
 * (behaviour notes 7), for the out-of-order pipeline.  Dispatch hands it
 * instructions (mca_execute_dispatch); executed ones go to retire.c. */
#ifndef MCA_SIM_EXECUTE_H
#define MCA_SIM_EXECUTE_H

#include "stage.h"

/* Once, after mca_stage_init: the ready set's ranking (when no bottleneck
 * analysis needs the busy masks of a full selection). */
void mca_execute_init(mca_stage *s);

/* Cycle start: count down the issued instructions, promote wait ->
 * pending -> ready, then issue what the resources allow. */
void mca_execute_cycle_start(mca_stage *s);

/* Can an instruction of descriptor d enter the scheduler (its buffers and
 * the load/store queues)?  Emits the stall events when not (7.1). */
bool mca_execute_available(mca_stage *s, const mca_instr_desc *d);

/* The dispatched instruction i enters the scheduler (7.2). */
void mca_execute_dispatch(mca_stage *s, mca_dyn *i);

/* The cycles from the next one on in which the stage would only count
 * down (nothing finishes, moves between its sets or issues: the ready
 * set is empty), or 0 when fewer than min.  Without bottleneck analysis
 * only. */
unsigned mca_execute_idle(const mca_stage *s, unsigned min);
/* Pass k <= mca_execute_idle(s) such cycles: the same state as k times
 * mca_execute_cycle_start with the LSU, resource and dependency clocks. */
void mca_execute_skip(mca_stage *s, unsigned k);

/* Cycle end: the bottleneck analysis' pressure events (7.7). */
void mca_execute_cycle_end(mca_stage *s);

#endif

/* inorder: llvm-mca's InOrderIssueStage for models without a micro-op
 * buffer (behaviour notes 9): the source instructions enter, issue in
 * order when their operands, resources and write-back order allow, and
 * retire when executed.  The cycle loop is pipeline.c's. */
#ifndef MCA_SIM_INORDER_H
#define MCA_SIM_INORDER_H

#include "stage.h"

/* Cycle start: count down, retire, carry over, retry a stalled issue. */
void mca_inorder_cycle_start(mca_stage *s);
/* Issue source instructions while the stage accepts them. */
void mca_inorder_flow(mca_stage *s);
void mca_inorder_cycle_end(mca_stage *s);

static inline bool mca_inorder_has_work(const mca_stage *s)
{
    return s->next_src < s->total || s->issued.n || s->stalled || s->carried;
}

/* Cycles from now that would only count down (the stalled instruction
 * waits for them, none of the issued ones finishes in them, nothing is
 * carried over) and send no event a view takes: pass them at once
 * (mca_inorder_skip).  0 when the next cycle must run. */
unsigned mca_inorder_idle(const mca_stage *s);
/* Pass k <= mca_inorder_idle(s) cycles: the state and the events are
 * those of running them. */
void mca_inorder_skip(mca_stage *s, unsigned k);

/* The oldest instruction the stage still holds whose events are not all
 * out (next_src when none): dropped instructions (NOTES.md) send no more
 * events and do not count. */
unsigned mca_inorder_oldest(const mca_stage *s);

/* Write the stage's own state to a snapshot (snap.h; the register file,
 * resources and LSU are written by the caller).  brief: only the counts
 * and values a fingerprint needs; else every instruction that can still
 * influence the future, in full. */
void mca_inorder_snap(mca_snap *sn, const mca_stage *s, bool brief);

/* Give back the instructions the stage still holds (before mca_stage_free). */
void mca_inorder_free(mca_stage *s);

#endif

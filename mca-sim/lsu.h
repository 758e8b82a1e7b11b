/* lsu: llvm-mca's LSUnit: load and store queues and the memory groups that
 * order loads, stores and barriers (behaviour notes 7.5).
 *
 * Groups are identified by a token (>= 1) returned at dispatch; the
 * scheduler asks whether a token's group is waiting, pending or ready. */
#ifndef MCA_SIM_LSU_H
#define MCA_SIM_LSU_H

#include <stdbool.h>

#include "snap.h"

typedef struct mca_lsu mca_lsu;

/* What the LSU needs to know about a memory instruction. */
typedef struct {
    unsigned iid;
    bool may_load, may_store, load_barrier, store_barrier;
} mca_lsu_inst;

/* lq, sq: queue sizes (0 = unbounded); noalias as llvm-mca's -noalias. */
/* reuse: the memory groups are kept for the calling thread's next unit
 * (tcache.h). */
mca_lsu *mca_lsu_new(unsigned lq, unsigned sq, bool noalias, bool reuse);
void mca_lsu_free(mca_lsu *l);

typedef enum { MCA_LSU_AVAILABLE, MCA_LSU_LQ_FULL, MCA_LSU_SQ_FULL } mca_lsu_state;
mca_lsu_state mca_lsu_available(const mca_lsu *l, const mca_lsu_inst *i);

/* Dispatch: the group token, 0 when memory runs out. */
unsigned mca_lsu_dispatch(mca_lsu *l, const mca_lsu_inst *i);
/* An instruction of the group issued; *cycles_left stays valid until it
 * is reported executed. */
void mca_lsu_issued(mca_lsu *l, unsigned token, unsigned iid, const int *cycles_left);
void mca_lsu_executed(mca_lsu *l, unsigned token, unsigned iid);
/* The issued instruction iid of the group will never be reported executed
 * (nor retired) and its *cycles_left no longer changes: the LSU keeps a
 * copy instead, and forgets the group once no member can execute and no
 * new instruction can join it. */
void mca_lsu_freeze(mca_lsu *l, unsigned token, unsigned iid);
void mca_lsu_retired(mca_lsu *l, const mca_lsu_inst *i);
void mca_lsu_cycle(mca_lsu *l);
/* k cycles (mca_lsu_cycle k times). */
void mca_lsu_cycles(mca_lsu *l, unsigned k);

bool mca_lsu_waiting(const mca_lsu *l, unsigned token);
/* The groups that stopped waiting since mca_lsu_clear_unwaited (their
 * tokens, *n of them).  A group stops waiting only when a predecessor
 * issues (mca_lsu_issued), and never waits again; a group that is gone
 * does not wait either, but then its members have all executed. */
const unsigned *mca_lsu_unwaited(const mca_lsu *l, unsigned *n);
void mca_lsu_clear_unwaited(mca_lsu *l);
bool mca_lsu_pending(const mca_lsu *l, unsigned token);
bool mca_lsu_ready(const mca_lsu *l, unsigned token);
bool mca_lsu_executed_group(const mca_lsu *l, unsigned token);
/* Does the group have successors (dependent memory groups)? */
bool mca_lsu_has_successors(const mca_lsu *l, unsigned token);
/* The group's critical predecessor: iid and cycles (0 when none). */
void mca_lsu_critical(const mca_lsu *l, unsigned token, unsigned *iid, unsigned *cycles);

/* Write the LSU state to a snapshot (snap.h), group tokens relative to
 * the next one; with brief, only the queue and group counts.  queues: the
 * queues' occupancy too (only dispatch reads it, not the in-order
 * pipeline). */
void mca_lsu_snap(mca_snap *s, const mca_lsu *l, bool brief, bool queues);
/* A group token held elsewhere (an instruction's), in the same frame. */
void mca_lsu_snap_token(mca_snap *s, const mca_lsu *l, unsigned token);

#endif

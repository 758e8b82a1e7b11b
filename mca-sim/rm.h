/* rm: llvm-mca's ResourceManager for one simulation: the state of every
 * processor resource (ready units, round-robin selection, buffers, reserved
 * groups), the availability check an instruction's prepared resource uses
 * must pass, unit selection at issue and the release of busy units.
 *
 * Resources are addressed by llvm-mca's masks (mca_model_resource_mask);
 * a state index is the position of a mask's highest bit.  Buffers are
 * sets of state-index bits (mca_instr_desc.used_buffers). */
#ifndef MCA_SIM_RM_H
#define MCA_SIM_RM_H

#include <stdbool.h>
#include <stdint.h>

#include "mca/instr.h"
#include "mca/model.h"
#include "snap.h"

/* One unit instance used at issue: the resource and its sub-unit. */
typedef struct {
    unsigned resource;  /* model index */
    uint64_t mask;      /* resource mask */
    unsigned unit;      /* sub-unit number */
    unsigned cycles;
} mca_rm_pipe;

typedef enum { MCA_RM_AVAILABLE, MCA_RM_RESERVED, MCA_RM_FULL } mca_rm_buffers_state;

typedef struct mca_rm mca_rm;

/* reuse: m outlives the calling thread's managers; the state a new one
 * starts from is kept for the next, and a freed manager's busy-entry
 * storage passes to the thread's next one (tcache.h). */
mca_rm *mca_rm_new(const mca_model *m, bool reuse);
void mca_rm_free(mca_rm *rm);

/* The region's instructions are these, by position: a group none of them
 * selects a unit from never has its round-robin sequence read, so the use
 * of a unit need not update it (llvm-mca updates every group holding the
 * unit); and each position's uses are resolved once for mca_rm_check_at
 * and mca_rm_issue_at.  Required before those two, optional otherwise;
 * call before any issue.  -1 when memory runs out. */
int mca_rm_prepare(mca_rm *rm, const mca_instr_desc *const *descs, unsigned count);

/* Can an instruction using these buffers enter the scheduler? */
mca_rm_buffers_state mca_rm_check_buffers(const mca_rm *rm, uint64_t buffers);
void mca_rm_reserve_buffers(mca_rm *rm, uint64_t buffers);
void mca_rm_release_buffers(mca_rm *rm, uint64_t buffers);

/* The mask of busy resources that keep d from issuing now; 0 = can issue. */
uint64_t mca_rm_check(const mca_rm *rm, const mca_instr_desc *d);

/* The same for the instruction at region position idx (mca_rm_prepare). */
uint64_t mca_rm_check_at(const mca_rm *rm, unsigned idx);

/* Issue d: select units, mark them busy.  Writes at most d->use_count
 * pipes to out; returns how many. */
unsigned mca_rm_issue(mca_rm *rm, const mca_instr_desc *d, mca_rm_pipe *out);
/* The same for the instruction at region position idx (mca_rm_prepare). */
unsigned mca_rm_issue_at(mca_rm *rm, unsigned idx, mca_rm_pipe *out);

/* Whether memory ran out recording a busy unit (the state is then
 * wrong: the simulation must fail). */
bool mca_rm_failed(const mca_rm *rm);

/* A cycle passed: count busy units down and release the free ones. */
void mca_rm_cycle(mca_rm *rm);
/* k cycles passed in which nothing issued: the same state as k times
 * mca_rm_cycle (releases commute). */
void mca_rm_cycles(mca_rm *rm, unsigned k);

/* The mca_rm_cycle calls until one releases a busy unit or reservation
 * (>= 1; UINT_MAX when none is busy). */
unsigned mca_rm_next_release(const mca_rm *rm);

/* Write the resource state to a snapshot (snap.h); with brief, only the
 * busy units (a cheap fingerprint of the full state). */
void mca_rm_snap(mca_snap *s, const mca_rm *rm, bool brief);

/* Model index of the resource at a state index bit (0 if none). */
unsigned mca_rm_resource_of_bit(const mca_rm *rm, unsigned bit);
/* Buffer occupancy of a resource (model index): size minus free slots. */
unsigned mca_rm_buffer_used(const mca_rm *rm, unsigned resource);

#endif

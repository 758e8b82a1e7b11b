/* stage: the state shared by the out-of-order pipeline (pipeline.c) and the
 * in-order issue stage (inorder.c).  Internal to the pipeline module. */
#ifndef MCA_SIM_STAGE_H
#define MCA_SIM_STAGE_H

#include "lsu.h"
#include "pipeline.h"
#include "rf.h"
#include "rm.h"

typedef struct {
    mca_dyn **v;
    unsigned n, cap, head;
} mca_dynvec;

typedef struct {
    const mca_pipeline_config *cfg;
    mca_rm *rm;
    mca_lsu *lsu;
    mca_rf *rf;
    unsigned cycle;
    unsigned next_src, total;
    bool failed;
    bool any_dispatched;
    unsigned last_dispatched;
    unsigned nfiles;
    unsigned *regs;          /* per-file scratch counts */
    mca_rm_pipe *pipes;      /* scratch for issue */
    /* out of order */
    bool held;
    unsigned uq_used, uq_accepted;
    mca_dynvec uq;           /* micro-op queue (instructions not yet dispatched) */
    unsigned width, avail, carry;
    mca_dyn *carried;
    mca_dynvec rob;
    unsigned rob_size, rob_free, max_retire;
    mca_dynvec wait, pend, ready, issued;
    unsigned disp_sched_uops, iss_sched_uops, npend_disp;
    uint64_t busy;
    bool token_stall;
    /* in order */
    unsigned bandwidth, nissued, stall_cycles, last_wb;
    mca_dyn *stalled;
    mca_dynvec lost;         /* dropped by llvm-mca's carry-over quirk */
    int stall_kind;
} mca_stage;

int mca_dynvec_push(mca_dynvec *v, mca_dyn *i);
void mca_dynvec_free(mca_dynvec *v);

void mca_stage_emit(mca_stage *s, const mca_sim_event *e);
void mca_stage_emit_inst(mca_stage *s, mca_ev_kind kind, const mca_dyn *i);
mca_dyn *mca_stage_create(mca_stage *s, unsigned iid);
mca_lsu_inst mca_stage_lsu_inst(const mca_dyn *i);

/* The in-order pipeline's cycle (inorder.c); false when it has no work left. */
int mca_inorder_run(mca_stage *s);

#endif

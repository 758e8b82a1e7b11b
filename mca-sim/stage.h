/* stage: the state the pipeline's stages share (entry.c, dispatch.c,
 * execute.c, retire.c, inorder.c; the cycle loop in pipeline.c) and the
 * helpers every stage uses: event delivery, instruction storage, lists.
 * Internal to the pipeline module; depends on no stage. */
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

/* A ready instruction and its scheduling rank, for issue_ready.  (No
 * pointer: the ranked set is kept sorted by insertion, and 16-byte entries
 * move for less; the instruction is found in the ROB by its id.) */
typedef struct {
    long rank;
    unsigned iid, index;
} mca_ready_key;

/* An executing instruction and the tick it finishes at (execute.c). */
typedef struct {
    unsigned tick;
    mca_dyn *inst;
} mca_timed;

typedef struct {
    const mca_pipeline_config *cfg;
    uint32_t wants;          /* event kinds some listener takes */
    unsigned char *by_kind;  /* per kind: the listeners taking it, ... */
    unsigned *by_kind_at;    /* ... from by_kind_at[kind] to [kind + 1] */
    const mca_sim_listener *only[MCA_EV_KINDS]; /* the one listener of a kind, or NULL */
    uint64_t retired_below;  /* RETIRED events only below this id (events.h) */
    mca_rm *rm;
    mca_lsu *lsu;
    mca_rf *rf;
    unsigned cycle;
    mca_dyn_clock clock;     /* the dynamic instructions' clock (dyn.h) */
    mca_dyn **pool;          /* per region position: free instruction storage */
    mca_slab slab;           /* where instruction storage is carved from */
    unsigned next_src;       /* the next source instruction to enter */
    uint64_t total;          /* instructions in the stream, less those skipped */
    uint64_t iid_skip, cycle_skip; /* skipped by the fast-forward (ff.h) */
    unsigned next_idx;       /* next_src % count, kept without dividing */
    bool failed;
    bool any_dispatched;
    unsigned last_dispatched;
    unsigned nfiles;
    unsigned *regs;          /* per-file scratch counts */
    mca_rm_pipe *pipes;      /* scratch for issue */
    uint64_t *chk;           /* per region position: resource check ... */
    uint64_t *chk_epoch;     /* ... made in this selection epoch */
    uint64_t epoch;          /* selections so far */
    uint64_t cycle_epoch;    /* the first selection epoch of this cycle */
    uint64_t *busy_at;       /* per region position: the cycle_epoch of the
                                cycle it was found busy in (issue_ranked) */
    /* out of order */
    bool held;
    unsigned uq_used, uq_accepted;
    mca_dynvec uq;           /* micro-op queue (instructions not yet dispatched) */
    unsigned width, avail, carry;
    mca_dyn *carried;
    mca_dynvec rob;
    unsigned rob_size, rob_free, max_retire;
    unsigned *rob_slots;     /* per region position: mca_retire_rob_slots */
    mca_dynvec wait, pend, ready, issued;
    mca_timed *exec;         /* more of the issued set: a heap by finishing */
    unsigned nexec, exec_cap;/* tick (execute.c says which instructions) */
    mca_dyn **blk;           /* the clock's candidates whose memory group */
    unsigned nblk, blk_cap;  /* waits, by group token (execute.c), ... */
    mca_dyn **blk_mem;       /* ... in here from blk (blk_cap entries) */
    mca_dynvec tmp[3];       /* scratch lists of one step (no allocation per cycle) */
    mca_ready_key *rk;       /* the ready set by rank (without bottleneck */
    unsigned nrk, rk_cap;    /* analysis, issue_ranked; then ready is empty), */
    mca_ready_key *rk_mem;   /* in here from rk (rk_cap entries, ... */
    mca_ready_key *rk_end;   /* ... up to here) */
    unsigned rk_low;         /* lowest position ranked in since it was reset */
    bool rk_active;
    unsigned disp_sched_uops, iss_sched_uops, npend_disp;
    unsigned pend_mem;       /* memory instructions in the pending set */
    bool pend_dirty;         /* the pending set or the LSU changed ... */
    unsigned pend_next;      /* ... or this tick came: walk the pending set */
    unsigned pend_fresh;     /* pending positions from here on not walked yet */
    uint64_t busy;
    bool token_stall;
    mca_sim_event ev_issued;  /* issue's event, built once (execute.c) */
    /* in order */
    unsigned issue_width;    /* the model's */
    unsigned bandwidth, nissued, stall_cycles, last_wb;
    mca_dyn *stalled;
    mca_dynvec lost;         /* dropped by llvm-mca's carry-over quirk */
    unsigned lost_kept;      /* still mapped at the last sweep */
    int stall_kind;
} mca_stage;

/* Make room for one more element (v is full): drop the consumed head when
 * it is half of the vector or more, else double the capacity. */
int mca_dynvec_grow(mca_dynvec *v);
/* Append i; -1 when memory runs out. */
static inline int mca_dynvec_push(mca_dynvec *v, mca_dyn *i)
{
    if (v->n == v->cap)
        if (mca_dynvec_grow(v) != 0)
            return -1;
    v->v[v->n++] = i;
    return 0;
}
void mca_dynvec_free(mca_dynvec *v);
/* Remove element k by swapping in the last one. */
static inline void mca_dynvec_swap_remove(mca_dynvec *v, unsigned k)
{
    v->v[k] = v->v[v->n - 1];
    v->n--;
}

/* Set up s for cfg (0), or -1 when memory runs out (then still call
 * mca_stage_free). */
int mca_stage_init(mca_stage *s, const mca_pipeline_config *cfg);
/* Free s and every instruction it still holds. */
void mca_stage_free(mca_stage *s);
/* Append i to v; on failure s->failed is set. */
static inline void mca_stage_push(mca_stage *s, mca_dynvec *v, mca_dyn *i)
{
    if (mca_dynvec_push(v, i) != 0)
        s->failed = true;
}

/* Does some listener take events of this kind?  (Callers skip building
 * the events nobody takes.) */
static inline bool mca_stage_wants(const mca_stage *s, mca_ev_kind kind)
{
    return (s->wants & MCA_EV_BIT(kind)) != 0;
}

/* Deliver e to the listeners that take its kind. */
void mca_stage_deliver_all(mca_stage *s, const mca_sim_event *e);
static inline void mca_stage_deliver(mca_stage *s, const mca_sim_event *e)
{
    /* Most kinds have one listener, and most runs skip nothing. */
    const mca_sim_listener *l = s->only[e->kind];
    if (l && !(s->cycle_skip | s->iid_skip))
        l->on_event(l->self, e);
    else
        mca_stage_deliver_all(s, e);
}

static inline void mca_stage_emit(mca_stage *s, const mca_sim_event *e)
{
    if (mca_stage_wants(s, e->kind))
        mca_stage_deliver(s, e);
}
void mca_stage_emit_inst(mca_stage *s, mca_ev_kind kind, const mca_dyn *i);
/* mca_stage_create without storage kept for idx. */
mca_dyn *mca_stage_create_new(mca_stage *s, unsigned iid, unsigned idx);
/* A new instruction iid, at region position idx (iid % count); NULL
 * (and s->failed) when memory runs out.  (Inline: once per instruction,
 * and storage is almost always kept.) */
static inline mca_dyn *mca_stage_create(mca_stage *s, unsigned iid, unsigned idx)
{
    mca_dyn *i = s->pool[idx];
    if (!i)
        return mca_stage_create_new(s, iid, idx);
    s->pool[idx] = i->next_free;
    mca_dyn_restart(i, iid);
    return i;
}
/* The instruction is gone: keep its storage for the next one at its
 * position (memory stays bounded by the instructions in flight). */
void mca_stage_release(mca_stage *s, mca_dyn *i);
mca_lsu_inst mca_stage_lsu_inst(const mca_dyn *i);
/* A dispatch stall of kind k this cycle. */
void mca_stage_stall(mca_stage *s, mca_stall_kind k);

#endif

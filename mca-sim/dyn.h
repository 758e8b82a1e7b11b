/* dyn: a dynamic instruction of the simulation and the state of its reads
 * and writes: llvm-mca's Instruction, ReadState and WriteState, the
 * "dependency clock" of the behaviour notes (section 3).
 *
 * A dynamic instruction lives from dispatch to retirement.  Writes keep the
 * reads (and the partial write) of later instructions that wait for them
 * until they issue.  The pipeline recycles instruction storage (one block
 * per instruction, kept per region position), so memory is bounded by the
 * instructions in flight. */
#ifndef MCA_SIM_DYN_H
#define MCA_SIM_DYN_H

#include <stdbool.h>
#include <stdint.h>

#include "mca/instr.h"
#include "slab.h"
#include "snap.h"

#define MCA_UNKNOWN_CYCLES (-1000000)

typedef enum {
    MCA_ST_INVALID, MCA_ST_DISPATCHED, MCA_ST_PENDING, MCA_ST_READY,
    MCA_ST_EXECUTING, MCA_ST_EXECUTED, MCA_ST_RETIRED
} mca_dyn_stage;

/* A critical dependency: producer iid, register, cycles. */
typedef struct {
    unsigned iid, reg, cycles;
} mca_crit_dep;

typedef struct mca_dyn mca_dyn;
typedef struct mca_dread mca_dread;

/* The pipeline's clock and what the instructions tell it back: the
 * instructions of the wait set whose dependencies all started (blockers
 * == 0), the only ones that can leave it. */
typedef struct {
    unsigned tick;
    mca_dyn **cand;           /* the pipeline may reorder them */
    unsigned ncand, cand_cap;
    bool wait_dirty;          /* a candidate appeared since the last walk */
    /* A candidate added since the last walk may be ready at this tick
     * (mca_dyn_clock_add); candidates added otherwise (a read's last
     * producer started with cycles to go, dyn.c) cannot.  The pipeline
     * may leave those in the list until a walk it must make anyway:
     * ndefer counts the first candidates it left so (execute.c). */
    bool urgent;
    unsigned ndefer;
    mca_slab *slab;           /* where the writes' user lists are carved */
    /* NULL, or told when a READY instruction gets a user (its rank). */
    void (*reranked)(void *ctx, mca_dyn *i);
    void *ctx;
    bool failed;              /* out of memory */
} mca_dyn_clock;

/* Add a wait set instruction to the candidates (it may be ready now). */
void mca_dyn_clock_add(mca_dyn_clock *c, mca_dyn *i);
typedef struct mca_dwrite mca_dwrite;

typedef struct {
    mca_dread *read;
    int advance;
} mca_user;

/* llvm-mca counts its latency counters down by one in every cycle an
 * instruction is visited (Instruction::cycleEvent).  Here a counter is a
 * base value and the clock tick it was set at: its value is the base minus
 * the ticks elapsed since, clamped as llvm-mca clamps it.  The clock (the
 * owner's clock, advanced once per cycle where llvm-mca's scheduler visits
 * its instructions) thus replaces a per-cycle walk over every instruction
 * in flight (dyn.c says why the results are the same). */
struct mca_dwrite {
    /* Fixed for the storage (the pipeline reuses it for one region
     * position: the same descriptor and latencies). */
    mca_dyn *owner;
    mca_user *users;          /* storage kept from use to use */
    unsigned reg, write_id;
    int latency;
    unsigned user_cap;
    bool clears_super;
    /* The state of one use, from here to the end (mca_dyn_init clears it
     * in one go). */
    bool writes_zero, eliminated;
    bool has_wb;              /* executed at wb_cycle of the register */
    unsigned file;            /* register file of reg, set at renaming */
    /* CyclesLeft: MCA_UNKNOWN_CYCLES until issue, then latency counted
     * down for at most cl_limit ticks (the owner stops counting once it
     * has executed). */
    int cl_base, cl_limit;
    unsigned cl_stamp;
    unsigned wb_cycle;        /* file's clock (rf.c) */
    unsigned user_count;
    mca_dwrite *partial;      /* a later write chained behind this one */
    mca_dwrite *dependent;    /* the earlier write this one waits for */
    /* DependentWriteCyclesLeft, counted down to 0 from dep_stamp. */
    int dep_base;
    unsigned dep_stamp;
    mca_crit_dep crit;
};

struct mca_dread {
    /* Fixed for the storage (see mca_dwrite). */
    mca_dyn *owner;
    unsigned reg, use_index;
    /* The read advance last looked up for a write id (rf.c): a read sees
     * the same producers iteration after iteration, and the lookup is a
     * scan of its class' list.  adv_id is UINT_MAX when none is cached. */
    unsigned adv_id;
    int adv;
    bool independent;
    /* The state of one use, from here to the end. */
    bool reads_zero;
    bool known;
    bool ready;               /* without dependencies from the start */
    int deps;                 /* writes not started yet */
    /* TotalCycles while deps > 0 (counted down to 0 from stamp), then
     * CyclesLeft (known: set when the last write started, counted down to
     * 0 from stamp). */
    int total, cycles;
    unsigned stamp;
    mca_crit_dep crit;
};

struct mca_dyn {
    /* The state of one use (mca_dyn_init clears all of it in one go, up
     * to index), the fields of the per-cycle paths first (one cache
     * line). */
    unsigned iid;
    mca_dyn_stage stage;
    /* Reads with writes not started plus writes chained behind an earlier
     * partial write that has not issued: 0 is llvm-mca's "can be pending". */
    unsigned blockers;
    unsigned users;           /* mca_dyn_users */
    unsigned ready_tick;      /* with blockers == 0: the tick it is ready at */
    /* The latest tick a read of it is ready at, among those whose writes
     * all started (the reads' part of ready_tick, kept as they start). */
    unsigned read_tick;
    unsigned wait_pos;        /* in the wait set at this position */
    int cycles_left;          /* counted eagerly while executing, ... */
    bool timed;               /* ... or not: until done_tick (execute.c) */
    unsigned done_tick;
    unsigned rob_token;
    unsigned lsu_token;
    bool ready_known;         /* ready_tick is up to date */
    bool in_wait;             /* in the wait set */
    bool mem_blocked;         /* a candidate held back by its memory group
                                 (the pipeline's, not the clock's list) */
    bool eliminated, optimizable_move;
    /* A write of it waits or waited for an earlier partial write
     * (mca_dwrite_add_partial): only then can its writes delay readiness. */
    bool partial_deps;
    uint64_t crit_mask;       /* busy resources seen at the last select */
    mca_crit_dep crit_reg;    /* bottleneck analysis */
    bool crit_reg_done;
    mca_crit_dep crit_mem;
    bool has_users_at_issue;
    unsigned rf_refs;         /* register mappings to its writes (rf) */
    mca_dyn *next_free;       /* pool link (pipeline) */
    /* Fixed for the storage (the pipeline reuses it for one region
     * position: the same descriptor and latencies). */
    unsigned index;           /* position in the region */
    int max_latency;
    bool memop;
    const mca_instr_desc *desc;
    mca_dyn_clock *clock;     /* of the owning pipeline */
    mca_dwrite *writes;
    mca_dread *reads;
    unsigned write_count, read_count;
};

/* Storage for an instruction of desc (writes and reads in the same block),
 * carved from slab (freed with it, as are its writes' user lists: the
 * clock's slab); NULL when memory runs out.  Reusable for desc with
 * mca_dyn_init. */
mca_dyn *mca_dyn_alloc(const mca_instr_desc *desc, mca_slab *slab);
/* Start fresh storage i (mca_dyn_alloc's) as instruction iid;
 * max_latency already resolved.  With latency >= 0 (an LLVM-MCA-LATENCY
 * instrument) every write takes it too.  clock: the pipeline's. */
void mca_dyn_init(mca_dyn *i, unsigned iid, unsigned index, const mca_instr_desc *desc,
                  int max_latency, int latency, mca_dyn_clock *clock);
/* Restart storage that mca_dyn_init set up as instruction iid (the same
 * position: only the state of one use is cleared). */
void mca_dyn_restart(mca_dyn *i, unsigned iid);

/* A write's CyclesLeft now (MCA_UNKNOWN_CYCLES before issue). */
int mca_dwrite_cycles_left(const mca_dwrite *w);
/* Eliminated at renaming: known, 0 cycles left. */
void mca_dwrite_eliminate(mca_dwrite *w);

/* Register a read user / partial-write user of w (-1 when out of memory). */
int mca_dwrite_add_user(mca_dwrite *w, mca_dread *r, int advance);
void mca_dwrite_add_partial(mca_dwrite *w, mca_dwrite *later);
/* Renaming found deps writes for r (before any mca_dread_write_started). */
void mca_dread_set_deps(mca_dread *r, unsigned deps);
/* A producer started: cycles until the value is available. */
void mca_dread_write_started(mca_dread *r, unsigned iid, unsigned reg, int cycles);

/* Stage transitions after dispatch (DISPATCHED -> PENDING -> READY), at
 * the current tick; O(1) after the first evaluation. */
void mca_dyn_update(mca_dyn *i);
bool mca_dyn_try_pending(mca_dyn *i);
bool mca_dyn_try_ready(mca_dyn *i);
/* Would the instruction be READY at the current tick (blockers == 0)? */
bool mca_dyn_ready_now(mca_dyn *i);
/* One cycle passed for an executing instruction (inline: the pipeline
 * calls it for every instruction in flight in every cycle). */
static inline void mca_dyn_cycle(mca_dyn *i)
{
    if (i->stage != MCA_ST_EXECUTING)
        return;
    if (--i->cycles_left <= 0)
        i->stage = MCA_ST_EXECUTED;
}
/* Issue: start executing, tell the users. */
void mca_dyn_execute(mca_dyn *i);
/* Rank users count (read users plus a partial-write successor). */
unsigned mca_dyn_users(const mca_dyn *i);
/* Critical register dependency at issue (llvm-mca's quirk). */
void mca_dyn_compute_crit(mca_dyn *i);

/* Write i's state to a snapshot (snap.h); its wait set position and
 * critical dependencies only with order (the bottleneck analysis: the
 * pipeline decides). */
void mca_dyn_snap(mca_snap *s, const mca_dyn *i, bool order);
/* An instruction reference in a snapshot (NULL allowed). */
void mca_dyn_snap_ref(mca_snap *s, const mca_dyn *i);

#endif

/* dyn: a dynamic instruction of the simulation and the state of its reads
 * and writes: llvm-mca's Instruction, ReadState and WriteState, the
 * "dependency clock" of the behaviour notes (section 3).
 *
 * A dynamic instruction lives from dispatch to retirement.  Writes keep the
 * reads (and the partial write) of later instructions that wait for them
 * until they issue. */
#ifndef MCA_SIM_DYN_H
#define MCA_SIM_DYN_H

#include <stdbool.h>
#include <stdint.h>

#include "mca/instr.h"

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
typedef struct mca_dwrite mca_dwrite;

typedef struct {
    mca_dread *read;
    int advance;
} mca_user;

struct mca_dwrite {
    mca_dyn *owner;
    unsigned reg, write_id;
    unsigned file;            /* register file of reg, set at renaming */
    int latency;
    int cycles_left;
    bool clears_super, writes_zero, eliminated;
    mca_user *users;
    unsigned user_count, user_cap;
    mca_dwrite *partial;      /* a later write chained behind this one */
    mca_dwrite *dependent;    /* the earlier write this one waits for */
    int dep_cycles_left;
    mca_crit_dep crit;
};

struct mca_dread {
    unsigned reg, use_index;
    bool independent, reads_zero;
    int deps;                 /* writes not started yet */
    int total;
    int cycles_left;
    bool ready;
    mca_crit_dep crit;
};

struct mca_dyn {
    unsigned iid;
    unsigned index;           /* position in the region */
    const mca_instr_desc *desc;
    mca_dyn_stage stage;
    int cycles_left;
    int max_latency;
    mca_dwrite *writes;
    mca_dread *reads;
    unsigned write_count, read_count;
    bool eliminated, memop, optimizable_move;
    unsigned lsu_token;
    unsigned rob_token;
    uint64_t crit_mask;       /* busy resources seen at the last select */
    mca_crit_dep crit_reg;    /* bottleneck analysis */
    bool crit_reg_done;
    mca_crit_dep crit_mem;
    bool has_users_at_issue;
};

/* A new instruction for desc; max_latency already resolved.  With
 * latency >= 0 (an LLVM-MCA-LATENCY instrument) every write takes it too. */
mca_dyn *mca_dyn_new(unsigned iid, unsigned index, const mca_instr_desc *desc,
                     int max_latency, int latency);
void mca_dyn_free(mca_dyn *i);

/* Register a read user / partial-write user of w (-1 when out of memory). */
int mca_dwrite_add_user(mca_dwrite *w, mca_dread *r, int advance);
void mca_dwrite_add_partial(mca_dwrite *w, mca_dwrite *later);
/* A producer started: cycles until the value is available. */
void mca_dread_write_started(mca_dread *r, unsigned iid, unsigned reg, int cycles);

/* Stage transitions after dispatch (DISPATCHED -> PENDING -> READY). */
void mca_dyn_update(mca_dyn *i);
bool mca_dyn_try_pending(mca_dyn *i);
bool mca_dyn_try_ready(mca_dyn *i);
/* One cycle passed. */
void mca_dyn_cycle(mca_dyn *i);
/* Issue: start executing, tell the users. */
void mca_dyn_execute(mca_dyn *i);
/* Rank users count (read users plus a partial-write successor). */
unsigned mca_dyn_users(const mca_dyn *i);
/* Critical register dependency at issue (llvm-mca's quirk). */
void mca_dyn_compute_crit(mca_dyn *i);

#endif

/* events: the hardware events the pipeline emits and the listener
 * interface views implement (llvm-mca's HWEventListener).  Events are
 * delivered synchronously, in listener registration order; pointers inside
 * an event are valid only during the call. */
#ifndef MCA_SIM_EVENTS_H
#define MCA_SIM_EVENTS_H

#include <stdint.h>

#include "dyn.h"
#include "rm.h"

typedef enum {
    MCA_EV_CYCLE_BEGIN, MCA_EV_CYCLE_END,
    MCA_EV_DISPATCHED, MCA_EV_PENDING, MCA_EV_READY, MCA_EV_ISSUED,
    MCA_EV_EXECUTED, MCA_EV_RETIRED,
    MCA_EV_STALL, MCA_EV_PRESSURE,
    MCA_EV_BUFFERS_RESERVED, MCA_EV_BUFFERS_RELEASED,
    MCA_EV_KINDS
} mca_ev_kind;

typedef enum {
    MCA_STALL_RAT, MCA_STALL_RCU, MCA_STALL_SCHEDQ, MCA_STALL_LQ, MCA_STALL_SQ,
    MCA_STALL_GROUP, MCA_STALL_USH, MCA_STALL_KINDS
} mca_stall_kind;

typedef enum { MCA_PRESS_RESOURCES, MCA_PRESS_REGISTERS, MCA_PRESS_MEMORY } mca_press_kind;

typedef struct {
    mca_ev_kind kind;
    uint64_t cycle;              /* of the whole run (64-bit: see pipeline.h) */
    const mca_dyn *inst;         /* instruction events */
    unsigned uops;               /* DISPATCHED: uops dispatched now */
    const unsigned *regs;        /* DISPATCHED/RETIRED: per file allocated/freed */
    unsigned nfiles;
    const mca_rm_pipe *pipes;    /* ISSUED */
    unsigned npipes;
    mca_stall_kind stall;        /* STALL */
    mca_press_kind press;        /* PRESSURE */
    uint64_t mask;               /* PRESSURE (resources) / BUFFERS: buffer bits */
    mca_dyn *const *affected;    /* PRESSURE */
    unsigned naffected;
    /* Instruction ids skipped by the fast-forward (ff.h): an instruction's
     * id in the whole run is inst->iid + iid_skip.  Views that only
     * compare ids or take them modulo the region size need not add it;
     * cycle already includes the skipped cycles. */
    uint64_t iid_skip;
} mca_sim_event;

/* The bit of an event kind in a set of kinds. */
#define MCA_EV_BIT(kind) (1u << (kind))

/* Fast-forward support (ff.h).  mark: remember the accumulators now (-1
 * when memory runs out); skip: the events since the mark repeat `periods`
 * more times: add that many times the growth since the mark to every
 * accumulator (sums and counts; a maximum or a current level stays).  A
 * listener that takes events without skip disables the fast-forward. */
typedef int (*mca_ff_mark_fn)(void *self);
typedef void (*mca_ff_skip_fn)(void *self, unsigned long long periods);

typedef struct {
    void *self;
    void (*on_event)(void *self, const mca_sim_event *e);
    uint32_t events;             /* the kinds delivered (MCA_EV_BIT set) */
    mca_ff_mark_fn mark;
    mca_ff_skip_fn skip;
    /* 0: every RETIRED event; else only those of instructions whose id in
     * the whole run is below it (the pipeline need not build the others:
     * the summary view reads only the first iteration's). */
    uint64_t retired_below;
} mca_sim_listener;

#endif

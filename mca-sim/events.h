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
    MCA_EV_BUFFERS_RESERVED, MCA_EV_BUFFERS_RELEASED
} mca_ev_kind;

typedef enum {
    MCA_STALL_RAT, MCA_STALL_RCU, MCA_STALL_SCHEDQ, MCA_STALL_LQ, MCA_STALL_SQ,
    MCA_STALL_GROUP, MCA_STALL_USH, MCA_STALL_KINDS
} mca_stall_kind;

typedef enum { MCA_PRESS_RESOURCES, MCA_PRESS_REGISTERS, MCA_PRESS_MEMORY } mca_press_kind;

typedef struct {
    mca_ev_kind kind;
    unsigned cycle;
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
} mca_sim_event;

/* The bit of an event kind in a set of kinds. */
#define MCA_EV_BIT(kind) (1u << (kind))

typedef struct {
    void *self;
    void (*on_event)(void *self, const mca_sim_event *e);
    uint32_t events;             /* the kinds delivered (MCA_EV_BIT set) */
} mca_sim_listener;

#endif

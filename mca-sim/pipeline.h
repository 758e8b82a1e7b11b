/* pipeline: llvm-mca's simulation of one region (behaviour notes 4-9):
 * Entry -> [MicroOpQueue] -> Dispatch -> Execute -> Retire for
 * out-of-order models, Entry -> InOrderIssue for in-order ones, run cycle
 * by cycle until no stage has work left.  Hardware events go to the
 * listeners in registration order. */
#ifndef MCA_SIM_PIPELINE_H
#define MCA_SIM_PIPELINE_H

#include <stdbool.h>
#include <stdint.h>

#include "events.h"
#include "mca/catalog.h"
#include "mca/instr.h"
#include "mca/model.h"

typedef struct {
    const mca_catalog *catalog;
    const mca_model *model;
    const mca_instr_desc *const *descs; /* the region's instructions */
    unsigned count;
    const int *latency;                 /* NULL, or per instruction an
                                           LLVM-MCA-LATENCY override (-1: none) */
    unsigned iterations;                /* > 0 */
    unsigned dispatch_width;            /* > 0 */
    unsigned register_file_size, lqueue, squeue;
    unsigned micro_op_queue_size, decoder_throughput, call_latency;
    bool noalias;
    bool pressure_events;               /* bottleneck analysis wants them */
    bool fast_forward;                  /* skip steady-state periods (ff.h) */
    unsigned ff_min_iid;                /* ... once the instructions before
                                           this one have retired */
    const mca_sim_listener *listeners; /* each takes the kinds in its events */
    unsigned listener_count;
    bool reuse_setup;                   /* the catalog and model outlive the
                                           thread's simulations: set-up is
                                           kept for the next (tcache.h) */
} mca_pipeline_config;

/* Totals are 64-bit: with the fast-forward a run of 2^32 iterations or
 * more instructions costs little.  (Instruction ids inside the pipeline
 * stay 32-bit: they count only the instructions simulated, not those
 * skipped; a run without fast-forward past 2^32 instructions is not
 * supported, and would take hours.) */
typedef struct {
    uint64_t cycles;
    uint64_t last_dispatched;           /* iid of the last dispatch event */
} mca_pipeline_result;

/* Run the simulation; 0, or -1 when memory runs out. */
int mca_pipeline_run(const mca_pipeline_config *cfg, mca_pipeline_result *res);

/* The max latency of an instruction (the call latency when unknown). */
int mca_pipeline_max_latency(const mca_instr_desc *d, unsigned call_latency);

#endif

/* instr: what one instruction costs on one CPU model, computed once per
 * instruction of a region: the resolved scheduling class, the numbers the
 * Instruction Info view prints, and the resource uses prepared the way
 * llvm-mca prepares them (sorted, group cycles reduced by the cycles their
 * units already account for, reserved groups marked).  Both tools build on
 * these descriptors. */
#ifndef MCA_INSTR_H
#define MCA_INSTR_H

#include <stdbool.h>
#include <stdint.h>

#include "mca/catalog.h"
#include "mca/diag.h"
#include "mca/inst.h"
#include "mca/model.h"

typedef struct {
    unsigned resource;   /* model resource index */
    uint64_t mask;
    unsigned cycles;     /* after reduction; never 0 in the list */
    unsigned units;      /* units the use occupies (groups: after reduction) */
    bool reserved;       /* a group whose units are all taken */
} mca_resource_use;

typedef struct {
    const mca_opcode *opcode;
    unsigned sched_class;          /* resolved */
    const mca_sched_class *cls;
    unsigned uops;
    int latency;                   /* as the Instruction Info view prints it */
    unsigned bypass_latency;       /* -instruction-tables=full column [7] */
    double rthroughput;
    bool may_load, may_store, side_effects;
    bool load_barrier, store_barrier;
    bool zero_idiom, dep_breaking, optimizable_move;
    unsigned idiom_mask;
    mca_resource_use *uses;        /* prepared resource uses */
    unsigned use_count;
    uint64_t used_groups;          /* groups reduced to zero cycles */
} mca_instr_desc;

typedef enum {
    MCA_DESC_OK,
    MCA_DESC_UNSUPPORTED,          /* the model has no data for the class */
    MCA_DESC_UNRESOLVED,           /* a variant class the model cannot resolve */
    MCA_DESC_NO_MEMORY
} mca_desc_status;

/* Describe inst on model m.  On failure desc is left empty. */
mca_desc_status mca_instr_describe(const mca_catalog *cat, const mca_model *m,
                                   const mca_inst *inst, bool disable_cb,
                                   mca_instr_desc *desc);
void mca_instr_desc_free(mca_instr_desc *desc);

/* llvm-mca's message for a failed description. */
const char *mca_desc_status_message(mca_desc_status status);

#endif

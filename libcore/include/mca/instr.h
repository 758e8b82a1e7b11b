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

/* A register the instruction writes (llvm-mca's WriteDescriptor resolved
 * on the operands): explicit defs first, then implicit defs. */
typedef struct {
    unsigned reg;        /* catalog register number, never 0 */
    int latency;         /* -1: the instruction's max latency */
    unsigned write_id;   /* write-resource id for read-advance lookups */
    unsigned def_index;  /* overall def index (explicit, then implicit) */
    bool clears_super;   /* clears the upper part of its super-registers */
} mca_write_desc;

/* A register the instruction reads: explicit uses, then implicit uses. */
typedef struct {
    unsigned reg;        /* never 0 */
    unsigned use_index;  /* index into the class's read-advance table */
    bool independent;    /* dependency-breaking idiom: no producer */
    bool implicit;
} mca_read_desc;

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
    /* What the simulation needs (llvm-mca's InstrDesc). */
    int max_latency;               /* -1: unknown, use the call latency */
    bool is_call, is_return;
    bool begin_group, end_group, retire_ooo;
    uint64_t used_buffers;         /* bit per buffered resource (state index) */
    bool must_issue_immediately;
    bool partially_overlapping;    /* groups that partially overlap */
    mca_write_desc *writes;
    unsigned write_count;
    mca_read_desc *reads;
    unsigned read_count;
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
/* The same, as llvm-mca describes inst after first, the first instruction
 * of the same opcode and non-variant class it met: llvm-mca lays out reads
 * and writes once, on that instruction, leaving out its constant registers
 * (RISC-V x0) for all that follow.  first may be inst. */
mca_desc_status mca_instr_describe_after(const mca_catalog *cat, const mca_model *m,
                                         const mca_inst *inst, const mca_inst *first,
                                         bool disable_cb, mca_instr_desc *desc);
void mca_instr_desc_free(mca_instr_desc *desc);

/* The read advance a read with use_index of class c gets from a write with
 * write_id (llvm-mca's getReadAdvanceCycles); may be negative. */
int mca_read_advance_cycles(const mca_sched_class *c, unsigned use_index, unsigned write_id);

/* llvm-mca's message for a failed description. */
const char *mca_desc_status_message(mca_desc_status status);

#endif

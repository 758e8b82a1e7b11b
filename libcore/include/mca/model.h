/* model: one CPU's scheduling model (mca-models(5), "The model file") and
 * the index that maps CPU names to models.
 *
 * Resources keep LLVM's indices (1..resource_count-1; 0 is unused) and
 * scheduling classes the target-wide class indices of the catalog.  Rules
 * (variant classes, zero idioms, dependency breaking, move elimination) are
 * looked up per opcode and evaluated on a parsed instruction.  A loaded
 * model is immutable. */
#ifndef MCA_MODEL_H
#define MCA_MODEL_H

#include <stdbool.h>
#include <stdint.h>

#include "mca/catalog.h"
#include "mca/diag.h"
#include "mca/inst.h"

typedef struct {
    const char *name;
    unsigned units;
    int buffer;             /* -1, 0, 1 or a reservation station size */
    int super;              /* index of the super resource, or -1 */
    bool group;
    const unsigned *members;/* resource indices (a member may repeat) */
    unsigned member_count;
} mca_resource;

typedef struct {
    unsigned resource;
    unsigned acquire, release;
} mca_res_use;

typedef struct {
    int cycles;             /* -1: invalid */
    unsigned write_id;
} mca_write_latency;

typedef struct {
    unsigned use;
    int cycles;
    unsigned write_id;
} mca_read_advance;

typedef struct {
    bool defined;           /* false: the model has no data for the class */
    bool variant;           /* resolved per instruction by the rules */
    const char *name;
    unsigned uops;
    bool begin_group, end_group, retire_ooo;
    const mca_res_use *res;
    unsigned res_count;
    const mca_write_latency *lat;
    unsigned lat_count;
    const mca_read_advance *read_advance;
    unsigned read_advance_count;
} mca_sched_class;

typedef struct {
    unsigned regclass;      /* catalog register class index */
    unsigned cost;
    bool eliminable;
} mca_rf_cost;

typedef struct {
    const char *name;
    unsigned size, max_moves;
    bool zero_moves_only;
    const mca_rf_cost *costs;
    unsigned cost_count;
} mca_register_file;

typedef struct mca_model mca_model;

/* The model's parameters. */
typedef struct {
    const char *name;
    unsigned issue_width, micro_op_buffer_size, loop_micro_op_buffer_size;
    unsigned load_latency, high_latency, mispredict_penalty;
    bool post_ra_scheduler, complete_model, enable_intervals, extra_processor_info;
    unsigned reorder_buffer_size, max_retire_per_cycle;
    int load_queue, store_queue; /* resource index or -1 */
} mca_model_params;

/* Load a model file; the catalog resolves opcode and register names.
 * NULL with located diagnostics when the file is malformed. */
mca_model *mca_model_load(const char *path, const mca_catalog *catalog, mca_diags *diags);

/* A shipped model of catalog's target by name (a cpus entry's model): the
 * copy compiled into libmcacore, or, when $MCA_MODELS_DIR is set or none
 * was compiled in, DIR/TARGET/MODEL.model under mca_models_dir().  NULL
 * with diagnostics. */
mca_model *mca_model_open(const char *model, const mca_catalog *catalog, mca_diags *diags);
void mca_model_free(mca_model *m);

const mca_model_params *mca_model_parameters(const mca_model *m);
/* Resources: indices 1..count-1. */
unsigned mca_model_resource_count(const mca_model *m);
const mca_resource *mca_model_resource(const mca_model *m, unsigned index);
/* llvm-mca's mask of a resource: one bit per unit, groups above units with
 * their members' bits. */
uint64_t mca_model_resource_mask(const mca_model *m, unsigned index);
unsigned mca_model_class_count(const mca_model *m);
/* Class index (a compiled model makes it on first use): NULL when index is
 * out of range or memory runs out. */
const mca_sched_class *mca_model_class(const mca_model *m, unsigned index);
unsigned mca_model_register_file_count(const mca_model *m);
const mca_register_file *mca_model_register_file(const mca_model *m, unsigned index);

/* Resolve an instruction's scheduling class through the variant rules:
 * the class index, or -1 when LLVM cannot resolve it. */
int mca_model_resolve_class(const mca_model *m, const mca_inst *inst, unsigned cls);

/* Idiom queries; *mask receives the rule's operand mask. */
bool mca_model_is_zero_idiom(const mca_model *m, const mca_inst *inst, unsigned *mask);
bool mca_model_is_dep_breaking(const mca_model *m, const mca_inst *inst, unsigned *mask);
bool mca_model_is_optimizable_move(const mca_model *m, const mca_inst *inst);

/* --- the CPU index and the models directory ------------------------------ */

/* The directory holding the shipped models as text files: $MCA_MODELS_DIR,
 * else the installed data directory (PKGDATADIR/models). */
const char *mca_models_dir(void);

typedef struct {
    char *name;
    char *model;            /* NULL when LLVM has no model for the CPU */
} mca_cpu_entry;

typedef struct {
    mca_cpu_entry *cpus;
    unsigned count;
} mca_cpu_index;

/* Load DIR/TARGET/cpus. */
int mca_cpu_index_load(mca_cpu_index *index, const char *dir, const char *target,
                       mca_diags *diags);
/* The shipped CPU index of a target: compiled in, or, when $MCA_MODELS_DIR
 * is set or none was compiled in, mca_cpu_index_load(mca_models_dir()). */
int mca_cpu_index_open(mca_cpu_index *index, const char *target, mca_diags *diags);
void mca_cpu_index_free(mca_cpu_index *index);
const mca_cpu_entry *mca_cpu_index_find(const mca_cpu_index *index, const char *cpu);

#endif

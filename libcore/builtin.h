/* builtin: the shipped catalogs, CPU indexes and models compiled into
 * libmcacore.  Internal.
 *
 * At build time libcore/builtin-gen loads the text files of libcore/models
 * with the text loaders and writes them as the constant tables below
 * (libcore/builtin-data.c).  The tables hold offsets and indices, not
 * pointers, so that they need no relocation and stay in shared read-only
 * pages until used: strings are offsets into one string pool (offset 0 is
 * the empty string), lists are index ranges into typed pools.  The public
 * structures (mca_opcode, mca_sched_class, ...) are made from them on
 * demand by catalog.c and model.c. */
#ifndef MCA_BUILTIN_H
#define MCA_BUILTIN_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "mca/catalog.h"
#include "mca/model.h"

/* --- catalog --------------------------------------------------------- */

typedef struct {
    uint32_t name;          /* 0: no opcode has this number */
    uint32_t sched_class, flags, clears_super;
    uint32_t ops;           /* into opnds */
    uint32_t idefs, iuses;  /* into lists */
    uint32_t forms;         /* into forms */
    uint16_t op_count, defs, idef_count, iuse_count, form_count, mem_bits;
} mca_bi_opcode;

typedef struct {
    uint32_t text;
    int32_t pick;
    int32_t fixed_value;
    int16_t fixed_operand;
    uint8_t variant, rv32_only;
} mca_bi_form;

typedef struct {
    uint32_t opcode, sched_class, pseudo;
    uint16_t sew;
    uint8_t lmul;
} mca_bi_rvv;

typedef struct {
    uint32_t name;          /* 0: unused number */
    uint32_t subs, supers;  /* into lists */
    uint16_t sub_count, super_count;
} mca_bi_register;

typedef struct {
    uint32_t name, bits, regs, reg_count;
} mca_bi_regclass;

/* The forms of one mnemonic: the key is the variant's digit followed by
 * the mnemonic ("0add": AT&T add), the forms refs[first..first+count). */
typedef struct {
    uint32_t key, first, count;
} mca_bi_mnemonic;

typedef struct {
    const char *target, *triple;
    const char *strings;
    const mca_bi_opcode *opcodes;   /* by number */
    const mca_bi_form *forms;
    const mca_opnd_desc *opnds;
    const unsigned *lists;
    const mca_bi_register *regs;    /* by number */
    const mca_bi_regclass *classes;
    const uint32_t *sched_names;
    /* Open-addressing hash tables of number + 1 (0: empty slot), hashed
     * with mca_strmap_hash; registers case-insensitively. */
    const uint32_t *opcode_hash, *reg_hash;
    uint32_t opcode_limit, reg_limit, class_count, sched_count;
    uint32_t opcode_hash_size, reg_hash_size; /* powers of two */
    const mca_bi_mnemonic *mnemonics;
    const mca_form_ref *form_refs;
    const uint32_t *mnemonic_hash;  /* index + 1 by key, case-insensitively */
    uint32_t mnemonic_count, mnemonic_hash_size;
    const mca_bi_rvv *rvv;          /* sorted by opcode, LMUL, SEW */
    uint32_t rvv_count;
} mca_bi_catalog;

/* --- models ---------------------------------------------------------- */

typedef struct {
    uint32_t name, units;
    int32_t buffer, super;
    uint32_t members;       /* into lists */
    uint16_t member_count;
    uint8_t group;
} mca_bi_resource;

enum {
    MCA_BI_DEFINED = 1, MCA_BI_VARIANT = 2, MCA_BI_BEGIN_GROUP = 4,
    MCA_BI_END_GROUP = 8, MCA_BI_RETIRE_OOO = 16
};

typedef struct {
    uint32_t name;          /* 0: the class is absent */
    uint32_t uops;
    uint32_t res, lat, ra;  /* into the pools of the model */
    uint16_t res_count, lat_count, ra_count;
    uint8_t flags;          /* MCA_BI_* */
} mca_bi_class;

typedef struct {
    uint32_t name, size, max_moves;
    uint32_t costs, cost_count;
    uint8_t zero_moves_only;
} mca_bi_regfile;

/* A rule condition and a rule (mca-models(5), "Rules"); the text loader
 * uses the same representation. */
typedef enum { MCA_COND_ALWAYS, MCA_COND_LOCK, MCA_COND_SAME, MCA_COND_IMM,
               MCA_COND_REG } mca_cond_kind;

typedef struct {
    int kind;               /* mca_cond_kind */
    unsigned a, b;          /* operand indices */
    long lo, hi;
    unsigned reg;
} mca_rule_cond;

typedef struct {
    unsigned opcode;
    int kind;               /* idioms: MCA_IDIOM_* */
    long value;             /* class index, operand mask, or 0/1 for moves */
    unsigned cond_first, cond_count; /* into the condition list */
    unsigned cls;           /* variant-class records: the class an instrument
                               chose (RISC-V LMUL/SEW); 0: the opcode's own */
} mca_rule;

enum { MCA_RULE_VARIANT, MCA_RULE_IDIOM, MCA_RULE_MOVE, MCA_RULE_KINDS };
enum { MCA_IDIOM_NONE, MCA_IDIOM_ZERO, MCA_IDIOM_DEP };

typedef struct {
    const char *name;       /* the file stem */
    const char *strings;
    mca_model_params params;/* name is NULL here */
    const mca_bi_resource *resources;   /* 1..resource_count-1 */
    const mca_bi_class *classes;
    const mca_bi_regfile *regfiles;
    const mca_res_use *res;
    const mca_write_latency *lat;
    const mca_read_advance *ra;
    const mca_rf_cost *costs;
    const unsigned *lists;
    const mca_rule *rules[MCA_RULE_KINDS]; /* sorted by opcode, file order */
    const mca_rule_cond *conds;
    uint32_t rule_count[MCA_RULE_KINDS];
    uint32_t resource_count, class_count, regfile_count;
    uint32_t params_name;
} mca_bi_model;

/* A model as compiled: where its entries start in its target's pools.
 * Models are stored as these records, not as mca_bi_model, whose dozen
 * pointers per model (some 2,000 in all) the loader relocated at every
 * start, copying 4 pages; builtin.c makes the mca_bi_model of a model
 * when it is first opened. */
typedef struct {
    uint32_t name;          /* the file stem */
    mca_model_params params;/* name is NULL here */
    uint32_t resources, classes, regfiles;  /* into the target's m* pools */
    uint32_t rules[MCA_RULE_KINDS];
    uint32_t rule_count[MCA_RULE_KINDS];
    uint32_t resource_count, class_count, regfile_count;
    uint32_t params_name;
} mca_bi_model_rec;

/* --- targets --------------------------------------------------------- */

typedef struct {
    uint32_t name, model;   /* model 0: none */
} mca_bi_cpu;

typedef struct {
    const char *name;       /* the models directory name, e.g. x86-64 */
    const mca_bi_catalog *catalog;
    const char *strings;    /* of the CPU index and the models */
    const mca_bi_cpu *cpus;
    const mca_bi_model_rec *model_recs;     /* in name order */
    /* every model's resources, classes, register files and rules */
    const mca_bi_resource *mresources;
    const mca_bi_class *mclasses;
    const mca_bi_regfile *mregfiles;
    const mca_rule *mrules[MCA_RULE_KINDS];
    /* the pools the models share */
    const mca_res_use *res;
    const mca_write_latency *lat;
    const mca_read_advance *ra;
    const mca_rf_cost *costs;
    const unsigned *lists;
    const mca_rule_cond *conds;
    /* model_count models made from their records, and whether each is
     * made (writable; see mca_bi_model_made in builtin.c) */
    mca_bi_model *made;
    atomic_uchar *ready;
    uint32_t cpu_count, model_count;
} mca_bi_target;

/* The compiled targets (builtin-data.c), NULL-terminated. */
extern const mca_bi_target *const mca_bi_targets[];

/* Catalogs and models served from tables (catalog.c, model.c). */
mca_catalog *mca_catalog_from_tables(const mca_bi_catalog *t);
/* The tables a catalog is served from; NULL when it was read from text. */
const mca_bi_catalog *mca_catalog_tables(const mca_catalog *c);
mca_model *mca_model_from_tables(const mca_bi_model *t, const mca_catalog *cat);

/* The mnemonic index of a catalog read from text, for builtin-gen: group
 * i has key keys[i] and the forms refs[firsts[i]..firsts[i]+counts[i]). */
size_t mca_catalog_mnemonics(const mca_catalog *c, const char *const **keys,
                             const unsigned **firsts, const unsigned **counts,
                             const mca_form_ref **refs);

/* The rvv records of a catalog read from text, for builtin-gen. */
size_t mca_catalog_all_rvv(const mca_catalog *c, const mca_rvv_class **out);

/* The rules and conditions of a loaded model, for builtin-gen. */
const mca_rule *mca_model_rules(const mca_model *m, int kind, size_t *count);
const mca_rule_cond *mca_model_conds(const mca_model *m, size_t *count);

#endif

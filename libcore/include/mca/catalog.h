/* catalog: a target's instruction catalog (mca-models(5), "The catalog
 * file"): registers and their classes, scheduling class names, and every
 * opcode with its operands, flags and printed forms.
 *
 * Opcodes and registers are identified by LLVM's numbers, which the models
 * share.  A loaded catalog is immutable and may be shared by threads. */
#ifndef MCA_CATALOG_H
#define MCA_CATALOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mca/diag.h"

typedef enum {
    MCA_OPND_REG, MCA_OPND_IMM, MCA_OPND_MEM, MCA_OPND_PCREL,
    MCA_OPND_UNKNOWN, MCA_OPND_TARGET
} mca_opnd_kind;

typedef struct {
    mca_opnd_kind kind;
    int regclass;        /* register class index, -1 when none */
    int tied;            /* operand this one is tied to, -1 when none */
    int target_type;     /* for MCA_OPND_TARGET: the "tn" number */
} mca_opnd_desc;

enum {
    MCA_OPF_LOAD = 1 << 0, MCA_OPF_STORE = 1 << 1, MCA_OPF_SIDE_EFFECTS = 1 << 2,
    MCA_OPF_VARIADIC = 1 << 3, MCA_OPF_CALL = 1 << 4, MCA_OPF_RETURN = 1 << 5,
    MCA_OPF_BRANCH = 1 << 6, MCA_OPF_INDIRECT_BRANCH = 1 << 7,
    MCA_OPF_COND_BRANCH = 1 << 8, MCA_OPF_BARRIER = 1 << 9,
    MCA_OPF_TERMINATOR = 1 << 10, MCA_OPF_MOVE_REG = 1 << 11,
    MCA_OPF_MOVE_IMM = 1 << 12, MCA_OPF_COMPARE = 1 << 13,
    MCA_OPF_CHEAP = 1 << 14, MCA_OPF_COMMUTABLE = 1 << 15,
    MCA_OPF_PRINT_FAILED = 1 << 16, /* print-failed=1: no forms could be printed */
    /* the operand-size and address-size attributes of an opcode (x86: the
     * 0x66 and 0x67 prefixes depend on them and the mode), and a REX.W of
     * a legacy-encoded one (a REX prefix in 64-bit mode) */
    MCA_OPF_OPSIZE16 = 1 << 17, MCA_OPF_OPSIZE32 = 1 << 18,
    MCA_OPF_ADSIZE16 = 1 << 19, MCA_OPF_ADSIZE32 = 1 << 20,
    MCA_OPF_REX_W = 1 << 21
};

typedef enum { MCA_FORM_ATT, MCA_FORM_INTEL, MCA_FORM_ASM } mca_form_variant;

#define MCA_PICK_SELF (-1)  /* the assembler selects this opcode */
#define MCA_PICK_ERROR (-2) /* the assembler rejects the printed text */

/* (Fields ordered for size in mca_form and mca_opcode: front ends hold
 * thousands of copies.) */
typedef struct {
    const char *text;    /* with @n operand slots */
    long fixed_value;
    mca_form_variant variant;
    int pick;            /* MCA_PICK_SELF, MCA_PICK_ERROR or an opcode number */
    int fixed_operand;   /* -1, or the operand whose value the form fixes */
    bool rv32_only;      /* the pick holds with the riscv32 triple only */
} mca_form;

typedef struct {
    const char *name;
    const mca_opnd_desc *ops;
    const unsigned *idefs, *iuses;
    const mca_form *forms;
    unsigned number;     /* LLVM's opcode number */
    unsigned sched_class;
    unsigned defs;       /* explicit definitions: the first defs operands */
    unsigned op_count;
    unsigned flags;      /* MCA_OPF_* */
    unsigned idef_count, iuse_count;
    uint32_t clears_super; /* bit i: write i clears its super-registers */
    unsigned mem_bits;
    unsigned form_count;
} mca_opcode;

typedef struct {
    const char *name;
    unsigned bits;
    const unsigned *regs;
    unsigned reg_count;
} mca_regclass;

typedef struct {
    const char *name;    /* NULL for unused numbers */
    const unsigned *subs, *supers; /* transitive */
    unsigned sub_count, super_count;
} mca_register;

typedef struct mca_catalog mca_catalog;

/* Load a catalog file; NULL with diagnostics on failure. */
mca_catalog *mca_catalog_load(const char *path, mca_diags *diags);

/* The shipped catalog of a target ("x86-64"): the copy compiled into
 * libmcacore, or, when $MCA_MODELS_DIR is set or none was compiled in,
 * DIR/TARGET/catalog under mca_models_dir().  Costs next to nothing when
 * compiled in: opcodes are made on first use.  NULL with diagnostics. */
mca_catalog *mca_catalog_open(const char *target, mca_diags *diags);
void mca_catalog_free(mca_catalog *c);

const char *mca_catalog_target(const mca_catalog *c);
const char *mca_catalog_triple(const mca_catalog *c);

/* Opcodes by LLVM number (NULL for pseudo or unknown numbers, and when
 * memory runs out making a compiled-in opcode) and name. */
const mca_opcode *mca_catalog_opcode(const mca_catalog *c, unsigned number);
const mca_opcode *mca_catalog_opcode_named(const mca_catalog *c, const char *name, size_t len);
/* Opcode number described in *out without making or keeping anything: a
 * front end that looks at thousands of opcodes once each would otherwise
 * make them all.  out->forms is NULL (form_count is right: see
 * mca_catalog_form); out's pointers stay valid with the catalog.  false
 * for pseudo or unknown numbers. */
bool mca_catalog_opcode_brief(const mca_catalog *c, unsigned number, mca_opcode *out);
/* Form k of opcode number in *out (its text stays valid with the
 * catalog); false when there is no such form. */
bool mca_catalog_form(const mca_catalog *c, unsigned number, unsigned k, mca_form *out);
/* The number of the opcode named name, without making its mca_opcode. */
bool mca_catalog_opcode_number(const mca_catalog *c, const char *name, size_t len,
                               unsigned *number);
unsigned mca_catalog_opcode_limit(const mca_catalog *c); /* largest number + 1 */

/* A printed form: its opcode's number and its index in the opcode's forms. */
typedef struct {
    unsigned opcode, form;
} mca_form_ref;

/* The forms of one variant whose mnemonic is name[0..len), any case; the
 * mnemonic of a form is the first word of its text (up to a space) after
 * any "{...} " prefixes, in lower case.  *refs receives them in opcode
 * number order (then form order) and stays valid with the catalog.  The
 * count, 0 when no form has that mnemonic.  Precomputed: a front end can
 * find the candidate forms of a statement without indexing every form. */
size_t mca_catalog_forms_named(const mca_catalog *c, mca_form_variant variant,
                               const char *name, size_t len, const mca_form_ref **refs);

/* RISC-V vector classes ("rvv" records): the class of an opcode under an
 * LMUL (MCA_LMUL_*) and SEW (0: any). */
enum { MCA_LMUL_MF8, MCA_LMUL_MF4, MCA_LMUL_MF2, MCA_LMUL_M1, MCA_LMUL_M2, MCA_LMUL_M4,
       MCA_LMUL_M8 };

typedef struct {
    unsigned opcode, lmul, sew, sched_class;
    const char *pseudo;  /* LLVM's pseudo instruction the class is taken from */
} mca_rvv_class;

/* The rvv records of an opcode, sorted by LMUL then SEW, in *out; the
 * count, 0 when none (or when memory runs out). */
size_t mca_catalog_rvv_classes(const mca_catalog *c, unsigned opcode,
                               const mca_rvv_class **out);

/* Registers by number (0 is "no register") and by name, any case. */
const mca_register *mca_catalog_register(const mca_catalog *c, unsigned number);
bool mca_catalog_register_named(const mca_catalog *c, const char *name, size_t len,
                                unsigned *number);
unsigned mca_catalog_register_limit(const mca_catalog *c);

const mca_regclass *mca_catalog_regclass(const mca_catalog *c, unsigned index);
bool mca_regclass_contains(const mca_regclass *rc, unsigned reg);
unsigned mca_catalog_regclass_count(const mca_catalog *c);

/* Scheduling class names, target-wide. */
unsigned mca_catalog_sched_class_count(const mca_catalog *c);
const char *mca_catalog_sched_class_name(const mca_catalog *c, unsigned index);

/* Do registers a and b overlap (equal, or one contains the other)? */
bool mca_catalog_regs_overlap(const mca_catalog *c, unsigned a, unsigned b);

#endif

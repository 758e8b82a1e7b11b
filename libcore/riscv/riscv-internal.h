/* riscv-internal: the pieces of the RISC-V front end (the row's operations
 * in riscv-isa.c).
 *
 *   riscv-feat.c     extensions: a CPU's defaults, -mattr, implications
 *   riscv-lex.c      the cursor over one statement, registers, expressions
 *   riscv-match.c    operands + catalog forms -> opcode and operands
 *   riscv-alias.c    the assembler's aliases and pseudo-instructions
 *   riscv-matint.c   li: the instruction sequence of a constant
 *   riscv-compress.c compressed opcodes (and back, for printing)
 *   riscv-print.c    opcode + operands -> llvm-mca's text
 *   riscv-rvv.c      vector classes under LMUL/SEW (instruments, vsetvli)
 *   riscv-parse.c    the driver: statements, labels, directives, errors
 * Internal to libcore. */
#ifndef MCA_RISCV_INTERNAL_H
#define MCA_RISCV_INTERNAL_H

#include <stdint.h>

#include "../asm/asm.h"
#include "../isa.h"
#include "../lazytab.h"

/* ------------------------------------------------------------ features */

enum {
    RVF_64BIT, RVF_M, RVF_ZMMUL, RVF_A, RVF_ZAAMO, RVF_ZALRSC, RVF_F, RVF_D, RVF_C,
    RVF_ZCA, RVF_ZCB, RVF_ZCD, RVF_ZCF, RVF_ZICSR, RVF_ZIFENCEI, RVF_ZBA, RVF_ZBB,
    RVF_ZBC, RVF_ZBS, RVF_ZBKB, RVF_ZBKC, RVF_ZBKX, RVF_ZFH, RVF_ZFHMIN, RVF_ZFA,
    RVF_ZICOND, RVF_V, RVF_ZVE32X, RVF_ZVE32F, RVF_ZVE64X, RVF_ZVE64F, RVF_ZVE64D,
    RVF_ZVFH, RVF_ZVFHMIN, RVF_ZICBOM, RVF_ZICBOZ, RVF_ZICBOP, RVF_ZIHINTPAUSE,
    RVF_ZIHINTNTL, RVF_ZAWRS, RVF_ZACAS, RVF_ZICNTR, RVF_ZIHPM, RVF_B, RVF_ZFBFMIN,
    RVF_ZVBB, RVF_ZVBC, RVF_ZVKB, RVF_ZKND, RVF_ZKNE, RVF_ZKNH, RVF_ZIMOP, RVF_ZCMOP,
    RVF_ZVFBFMIN, RVF_ZVFBFWMA, RVF_ZVKG, RVF_ZVKNED, RVF_ZVKNHA, RVF_ZVKNHB,
    RVF_ZVKSED, RVF_ZVKSH, RVF_ZKSED, RVF_ZKSH, RVF_H, RVF_SVINVAL, RVF_ZILSD, RVF_ZCLSD,
    RVF_ZALASR,
    RVF_TUNE_LUI_ADDI_FUSION, /* a tuning feature the assembler reads (li) */
    RVF_COUNT
};

typedef struct {
    uint64_t bits[2];
} rv_features;

static inline int rv_has(const rv_features *f, int x)
{
    return (int)((f->bits[x / 64] >> (x % 64)) & 1);
}

/* The features of cpu with -mattr applied (mode: 64 or 32).  0, or -1
 * with the message llvm-mca gives in *bad (a feature it does not know is
 * a warning only: see riscv-feat.c). */
void rv_features_for(rv_features *f, const char *cpu, const char *mattr, int mode);
/* The extensions cpu enables, LLVM's feature names ("a,c,m"), NULL for a
 * name not in the table (the row's cpu_features). */
const char *rv_cpu_features(const char *cpu);
/* The extension an opcode needs (RVF_*), -1 for none, -2 for opcodes of
 * vendor extensions the front end does not accept. */
int rv_opcode_feature(const char *name);
/* The tracked feature LLVM names name (n bytes), or -1. */
int rv_feature_named(const char *name, size_t n);
/* Set a feature and what it implies / clear it and what implies it (as
 * LLVM's subtarget toggles them). */
void rv_feature_enable(rv_features *f, int x);
void rv_feature_disable(rv_features *f, int x);
/* The tracked feature that needs x and is on in f (so x cannot be turned
 * off alone), or -1. */
int rv_feature_needing(const rv_features *f, int x);
/* LLVM's feature name of a tracked feature. */
const char *rv_feature_name(int x);

/* An extension LLVM's ISA strings know, with its version. */
typedef struct {
    char name[24];   /* in place: a table of pointers is relocated at every start */
    unsigned char major, minor, experimental;
} rv_extension;
const rv_extension *rv_extension_named(const char *name);

/* ".attribute arch" and ".option arch": every extension cleared, then the
 * ISA string's (with implications); *rv64 follows its XLEN.  0, or -1 with
 * LLVM's message in *msg (malloc'd; NULL without memory), the extensions
 * then left cleared as LLVM leaves them. */
int rv_arch_reset(rv_features *f, int *rv64, const char *s, size_t n, char **msg);

/* LLVM's description of a feature in "instruction requires the
 * following" messages. */
const char *rv_feature_text(int feat);
/* The text after "instruction requires the following: " for an opcode
 * that needs feat (LLVM's predicate descriptions). */
const char *rv_requirement_text(int feat, const char *opcode);

/* ------------------------------------------------------------ registers */

enum { RV_RK_NONE, RV_RK_X, RV_RK_F, RV_RK_V };

/* ---------------------------------------------------------- expressions */

typedef struct {
    int64_t val;
    char *text;      /* malloc'd printed text when symbolic, else NULL */
    int modifier;    /* a %hi/%lo/... at the top (its text in text) */
    mca_asm_form form; /* the expression's (under a modifier: its operand's) */
} rv_val;

void rv_val_free(rv_val *v);

/* ---------------------------------------------------------------- cursor */

typedef struct {
    const char *s;
    size_t pos, end;
    const struct mca_frontend *fe;
    int err;
    size_t err_off, err_span;
    char *err_msg;
    int oom;
    /* an operand's expression failed on a missing ')': LLVM's operand
     * parser then adds "unknown operand" at the same place */
    int unknown_operand;
    /* numeric labels seen so far (1:, 2:...) and those referenced forward */
    void *labels;
    /* warnings of the statement (LLVM gives them while parsing) */
    unsigned nwarn;
    size_t warn_off[2];
    char warn_msg[2][128];
} rv_cur;

int rv_is_blank(int ch);
void rv_skip_ws(rv_cur *c);
int rv_peek(rv_cur *c);
int rv_is_ident_start(int ch);
int rv_is_ident_char(int ch);
size_t rv_ident_len(const rv_cur *c, size_t at);
int rv_error(rv_cur *c, size_t off, size_t span, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* The register named s[0..n) (x5, t0, fa0, f3, v8...), its kind and number. */
int rv_reg_named(const char *s, size_t n, int *num);
/* Parse an expression at the cursor into v; 0 or -1 (error in c). */
int rv_parse_expr(rv_cur *c, rv_val *v);

/* -------------------------------------------------------------- operands */

typedef enum { RV_OP_REG, RV_OP_EXPR, RV_OP_MEM, RV_OP_MASK } rv_op_kind;

typedef struct {
    rv_op_kind kind;
    size_t start, end;   /* source span */
    int rkind, rnum;     /* RV_OP_REG; RV_OP_MEM: the base */
    rv_val v;            /* RV_OP_EXPR; RV_OP_MEM: the offset */
    int has_off;         /* RV_OP_MEM: an offset was written */
    size_t base_at;      /* RV_OP_MEM: where the base register is */
} rv_operand;

#define RV_MAX_OPS 8

typedef struct {
    char mnem[32];       /* lower case */
    size_t mnem_off, mnem_len;
    rv_operand ops[RV_MAX_OPS];
    unsigned nops;
} rv_stmt;

void rv_stmt_free(rv_stmt *st);

/* ---------------------------------------------------------- the result */

/* One machine instruction before printing. */
typedef struct {
    unsigned opcode;
    unsigned n;
    mca_operand ops[RV_MAX_OPS];
    char *exprs[RV_MAX_OPS]; /* malloc'd printed text of a symbolic operand */
    int frm_default;         /* the rounding mode the text leaves out */
} rv_mi;

void rv_mi_free(rv_mi *m);

/* ------------------------------------------------------------ front end */

struct mca_frontend {
    const mca_catalog *cat;
    unsigned reg_limit;
    /* per register: kind and number of the register it starts with */
    unsigned char *lead_kind, *lead_num;
    /* per class and kind (class * 3 + kind0): the register of each
     * number, 0 for none (unsigned[32]), made when first asked for: a run
     * asks for a few of the hundreds of pairs, and making them all took
     * a fifth of a RISC-V start */
    mca_lazytab class_rows;
    unsigned class_count;
    unsigned x[32], f_d[32], f_f[32], f_h[32], v[32];
};

typedef struct mca_frontend rv_fe;

/* The register of class rc for (kind, num), 0 when the class has none. */
unsigned rv_class_reg(const rv_fe *fe, int rc, int kind, int num);
/* The opcode named name, or (unsigned)-1. */
unsigned rv_opcode(const rv_fe *fe, const char *name);
const char *rv_opcode_name(const rv_fe *fe, unsigned opcode);

/* The state of a parse: features and mode. */
typedef struct {
    const rv_fe *fe;
    rv_features feat;
    int rv64;
    int pic;                /* .option pic: la loads the GOT entry */
    unsigned pcrel_count;   /* .Lpcrel_hiN labels made by la and friends */
    /* per opcode, rv_opcode_feature + 3 (0: not known yet); NULL without
     * memory (then it is recomputed each time) */
    signed char *feature_memo;
    unsigned feature_memo_size;
} rv_ctx;

/* Match a statement against the catalog forms of its mnemonic; 0 with
 * *m filled, 1 when no form has the mnemonic, -1 on an error (in c). */
int rv_match(const rv_ctx *x, rv_cur *c, const rv_stmt *st, rv_mi *m);

/* Whether the catalog's opcode is there with x's features and base. */
bool rv_opcode_usable(const rv_ctx *x, unsigned opcode);

/* "unrecognized instruction mnemonic" for mnem (lower case) at off, with
 * LLVM's "did you mean" (riscv-spell.c); -1. */
int rv_mnemonic_error(const rv_ctx *x, rv_cur *c, size_t off, const char *mnem);

/* An instruction list a statement expands into. */
typedef struct {
    rv_mi v[8];
    unsigned n;
} rv_seq;

void rv_seq_free(rv_seq *s);
/* Append a copy-free instruction made from the opcode's name and operands
 * (registers as "X10"-style numbers: see rv_build); -1 when out of memory
 * or the opcode is missing. */
int rv_seq_add(const rv_ctx *x, rv_seq *s, const char *opname, unsigned n,
               const mca_operand *ops, char *const *exprs);

/* The aliases and pseudo-instructions of LLVM's RISC-V assembler: 0 with
 * *out filled, 1 when the mnemonic is none of them, -1 on an error. */
int rv_alias(rv_ctx *x, rv_cur *c, const rv_stmt *st, rv_seq *out);
/* li rd, value: LLVM's sequence (RISCVMatInt), appended to out. */
int rv_li(const rv_ctx *x, rv_seq *out, unsigned rd, int64_t value);

/* Compress m in place when C (Zca...) allows it. */
void rv_compress(const rv_ctx *x, rv_mi *m);
/* The uncompressed instruction a compressed one prints as (a copy in
 * *out, expressions borrowed); 0, or 1 when m is not compressed. */
int rv_uncompress(const rv_fe *fe, const rv_mi *m, rv_mi *out);

/* llvm-mca's text of m; malloc'd, NULL when out of memory. */
char *rv_print(const rv_fe *fe, const rv_features *feat, int rv64, int imm_hex, const rv_mi *m);
/* ABI name of register reg (zero, ra, a0, fa0, v8). */
const char *rv_reg_abi(const rv_fe *fe, unsigned reg, char *buf, size_t size);

/* The ABI name of a catalog register name ("X10" -> "a0", "F1_D" -> "ft1",
 * "V8M2" -> "v8"); other names in lower case. */
const char *rv_abi_of_name(const char *name, char *buf, size_t size);

/* CSR names (LLVM's SysRegs, the ones the front end knows). */
int rv_csr_named(const char *s, size_t n, int rv64, unsigned *value);
const char *rv_csr_name(unsigned value, int rv64);

/* The row's operations (riscv-isa.c); rv_instrument_classes in riscv-rvv.c. */
void rv_instrument_classes(const mca_catalog *cat, const mca_source *src,
                           const mca_instruments *is, mca_inst *insts, size_t n);
mca_frontend *rv_new_frontend(const mca_catalog *cat, mca_diags *diags);
void rv_free_frontend(mca_frontend *fe);
int rv_parse(const mca_frontend *fe, const mca_source *src, const mca_scan *scan,
                    const mca_parse_options *opts, mca_inst **out, size_t *count, int *variant,
                    mca_diags *diags);

#endif

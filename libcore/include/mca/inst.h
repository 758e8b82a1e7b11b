/* inst: one parsed machine instruction, as an ISA front end produces it and
 * the per-CPU descriptors consume it.
 *
 * Operands follow the catalog's operand list of the opcode (LLVM's MCInst
 * order), so model rules ("operand 1 and 2 are the same register") and
 * catalog facts apply to them by index. */
#ifndef MCA_INST_H
#define MCA_INST_H

#include <stddef.h>
#include <stdint.h>

typedef enum {
    MCA_OPERAND_REG,   /* reg: catalog register number, 0 for none */
    MCA_OPERAND_IMM,   /* imm: an immediate or a resolved displacement */
    MCA_OPERAND_EXPR   /* a symbolic expression, value unknown */
} mca_operand_kind;

typedef struct {
    mca_operand_kind kind;
    unsigned reg;
    int64_t imm;
} mca_operand;

/* flags: a lock prefix (x86); read in 32-bit or 16-bit mode (x86
 * .code32/.code16 or an i386 triple) */
enum { MCA_INST_LOCK = 1, MCA_INST_MODE32 = 2, MCA_INST_MODE16 = 4 };

typedef struct {
    unsigned opcode;       /* catalog opcode number */
    unsigned flags;        /* MCA_INST_* */
    mca_operand *ops;      /* op_count operands, owned by the instruction */
    unsigned op_count;
    size_t offset;         /* source offset of the instruction's first byte */
    size_t length;         /* bytes of source text it spans */
    char *text;            /* as llvm-mca prints it (mnemonic, tab, operands) */
    unsigned sched_class;  /* the class the ISA's instruments select for it
                              (RISC-V LMUL/SEW); 0, never a real class, for
                              the opcode's own */
} mca_inst;

void mca_inst_free(mca_inst *inst);

#endif

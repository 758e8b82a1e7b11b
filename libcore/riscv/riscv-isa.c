/* riscv-isa: the RISC-V row of the target table (see isa.h), RV64 and RV32:
 * the front end in this folder, register names as LLVM's RISC-V printer
 * writes them (ABI names). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "riscv-host.h"
#include "riscv-internal.h"

static const mca_isa_arch archs[] = {
    { "riscv64", "riscv64", "riscv64", 64, "riscv64-unknown-linux-gnu", NULL },
    { "riscv32", "riscv32", "riscv32", 32, "riscv32-unknown-linux-gnu", NULL },
};

/* LMUL and SEW choose the scheduling class of the vector instructions
 * that follow them (RISCVInstrumentManager in LLVM 22: the kinds
 * "RISCV-LMUL" and "RISCV-SEW"). */
static const char *const instrument_kinds[] = { "LATENCY", "RISCV-LMUL", "RISCV-SEW", NULL };

/* The register as LLVM's printer writes it: ABI names (zero, ra, a0, fa0). */
static void register_name(const mca_catalog *cat, unsigned reg, int variant, mca_strbuf *o)
{
    (void)variant;
    const mca_register *r = mca_catalog_register(cat, reg);
    char buf[32];
    mca_strbuf_puts(o, rv_abi_of_name(r && r->name ? r->name : "?", buf, sizeof buf));
}

/* The x-register number of operand k, -1 when none. */
static int xreg(const mca_catalog *cat, const mca_inst *inst, unsigned k)
{
    if (k >= inst->op_count || inst->ops[k].kind != MCA_OPERAND_REG)
        return -1;
    const mca_register *r = mca_catalog_register(cat, inst->ops[k].reg);
    if (!r || !r->name || r->name[0] != 'X')
        return -1;
    return atoi(r->name + 1);
}

/* RISCVMCInstrAnalysis: JAL/JALR writing a register other than x0 are
 * calls (C_JAL, C_JALR always); JALR to x0 and C_JR through ra or t0 are
 * returns. */
static void branch_kind(const mca_catalog *cat, const mca_opcode *op, const mca_inst *inst,
                        bool *is_call, bool *is_return)
{
    const char *n = op->name;
    if (!strcmp(n, "JAL") || !strcmp(n, "JALR")) {
        int rd = xreg(cat, inst, 0);
        *is_call = rd > 0;
        if (!strcmp(n, "JALR") && rd == 0) {
            int rs = xreg(cat, inst, 1);
            *is_return = rs == 1 || rs == 5;
        }
    } else if (!strcmp(n, "C_JAL") || !strcmp(n, "C_JALR")) {
        *is_call = true;
    } else if (!strcmp(n, "C_JR")) {
        int rs = xreg(cat, inst, 0);
        *is_return = rs == 1 || rs == 5;
    }
}

/* x0 (LLVM marks it constant: no dependency is tracked through it). */
static bool constant_register(const mca_catalog *cat, unsigned reg)
{
    const mca_register *r = mca_catalog_register(cat, reg);
    return r && r->name && !strcmp(r->name, "X0");
}

const mca_isa mca_isa_riscv = {
    .name = "riscv",
    .models = "riscv64",
    .archs = archs,
    .arch_count = sizeof archs / sizeof archs[0],
    .syntax = { "#", 1, ';' },
    .variants = 1,
    .instrument_kinds = instrument_kinds,
    .llvm_target = "RISCV",
    .new_frontend = rv_new_frontend,
    .free_frontend = rv_free_frontend,
    .parse = rv_parse,
    .branch_kind = branch_kind,
    .constant_register = constant_register,
    .instrument_classes = rv_instrument_classes,
    .register_name = register_name,
    .host_cpu = mca_riscv_host_cpu,
};

/* riscv-isa: the RISC-V row of the target table (see isa.h), RV64 and RV32.
 * The CPU models and catalog are shipped; the assembly front end is
 * issue 18's. */
#include <config.h>

#include "../isa.h"

static const mca_isa_arch archs[] = {
    { "riscv64", "riscv64", "riscv64", 64, "riscv64-unknown-linux-gnu", NULL },
    { "riscv32", "riscv32", "riscv32", 32, "riscv32-unknown-linux-gnu", NULL },
};

/* LMUL and SEW choose the scheduling class of the vector instructions
 * that follow them. */
static const char *const instrument_kinds[] = { "LATENCY", "RISCV-LMUL", "RISCV-SEW", NULL };

const mca_isa mca_isa_riscv = {
    .name = "riscv",
    .models = "riscv64",
    .archs = archs,
    .arch_count = sizeof archs / sizeof archs[0],
    .syntax = { "#", 1, ';' },
    .variants = 1,
    .instrument_kinds = instrument_kinds,
    .llvm_target = "RISCV",
};

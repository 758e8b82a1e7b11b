/* aarch64-isa: the AArch64 row of the target table (see isa.h).  The CPU
 * models and catalog are shipped; the assembly front end is issue 17's. */
#include <config.h>

#include "../isa.h"

static const mca_isa_arch archs[] = {
    { "aarch64", "aarch64", "aarch64", 64, "aarch64-unknown-linux-gnu", NULL },
    { "arm64", "aarch64", "aarch64", 64, "aarch64-unknown-linux-gnu", NULL },
};

static const char *const instrument_kinds[] = { "LATENCY", NULL };

const mca_isa mca_isa_aarch64 = {
    .name = "aarch64",
    .models = "aarch64",
    .archs = archs,
    .arch_count = sizeof archs / sizeof archs[0],
    /* "//" comments (and C block comments), ';' separates statements */
    .syntax = { NULL, 1, ';' },
    .variants = 1,
    .instrument_kinds = instrument_kinds,
    .llvm_target = "AArch64",
};

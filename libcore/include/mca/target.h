/* target: which target and CPU a run analyses.
 *
 * The triple comes from -mtriple, else from LLVM's default triple (as
 * llvm-config reported it at build time); -march overrides its
 * architecture.  The CPU comes from -mcpu; "native" or none means the host
 * CPU as LLVM names it (LLVM's C API, loaded only then).  Only the
 * architectures with shipped models are accepted. */
#ifndef MCA_TARGET_H
#define MCA_TARGET_H

#include "mca/diag.h"

typedef enum {
    MCA_ARCH_X86_64,
    MCA_ARCH_I386,
    MCA_ARCH_AARCH64,
    MCA_ARCH_RISCV64,
    MCA_ARCH_RISCV32
} mca_arch;

typedef struct {
    char *triple;    /* normalized, e.g. "x86_64-pc-linux-gnu" */
    mca_arch arch;
    char *cpu;       /* requested CPU name (host CPU resolved) */
} mca_target;

/* Resolve the target; 0 on success, -1 with a diagnostic otherwise.
 * Any argument may be NULL. */
int mca_target_resolve(mca_target *t, const char *mtriple, const char *march,
                       const char *mcpu, mca_diags *diags);
void mca_target_free(mca_target *t);

/* Name of the directory of the target's models, e.g. "x86_64". */
const char *mca_arch_models_name(mca_arch arch);

/* The host CPU name according to LLVM (caller frees). */
char *mca_host_cpu_name(void);

#endif

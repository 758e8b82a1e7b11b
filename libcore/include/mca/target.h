/* target: which target and CPU a run analyses.
 *
 * The triple comes from -mtriple, else from LLVM's default triple (as
 * llvm-config reported it at build time); -march overrides its
 * architecture.  The architecture selects a row of libcore's target table
 * (one per instruction set: x86, AArch64, RISC-V); a triple whose
 * architecture no row spells is rejected as llvm-mca rejects it.  The CPU
 * comes from -mcpu; "native" or none means the host CPU as LLVM 22 names
 * it (mca_host_cpu_name); an empty -mcpu= stays empty (llvm-mca rejects it). */
#ifndef MCA_TARGET_H
#define MCA_TARGET_H

#include "mca/catalog.h"
#include "mca/diag.h"
#include "mca/scan.h"
#include "mca/strbuf.h"

typedef struct mca_isa mca_isa;           /* a row of the target table */
typedef struct mca_isa_arch mca_isa_arch; /* one spelling of its architecture */

typedef struct {
    char *triple;              /* as given, or the default triple */
    const mca_isa *isa;
    const mca_isa_arch *arch;  /* the triple's architecture */
    int mode;                  /* the assembler's starting mode: 64, 32 or 16 */
    char *cpu;                 /* requested CPU name (host CPU resolved) */
} mca_target;

/* Resolve the target; 0 on success, -1 with a diagnostic otherwise.
 * Any argument may be NULL. */
int mca_target_resolve(mca_target *t, const char *mtriple, const char *march,
                       const char *mcpu, mca_diags *diags);
void mca_target_free(mca_target *t);

/* The target's assembler conventions (comments, statement separator). */
const mca_syntax_rules *mca_target_syntax(const mca_target *t);

/* The folder of the target's catalog and models, e.g. "x86-64". */
const char *mca_target_models(const mca_target *t);

/* The architecture as llvm-mca's JSON names it in SimulationParameters. */
const char *mca_target_json_arch(const mca_target *t, char *buf, size_t size);

/* The assembler conventions of an architecture spelling ("x86_64"), or
 * NULL when no row knows it. */
const mca_syntax_rules *mca_syntax_rules_for(const char *arch);

/* Append register reg of catalog cat as its ISA's printer writes it in
 * printer variant variant (x86: 0 AT&T, 1 Intel). */
void mca_register_print(const mca_catalog *cat, unsigned reg, int variant, mca_strbuf *out);

/* The host CPU name as llvm-mca 22 picks it (on x86 from CPUID, see
 * libcore/host-cpu.h; elsewhere LLVM's answer); caller frees. */
char *mca_host_cpu_name(void);

#endif

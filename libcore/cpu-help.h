/* cpu-help: LLVM's subtarget help, which -mcpu=help and -mattr=help
 * print: "Available CPUs for this target:" with the CPU list, then
 * "Available features for this target:" with each feature and its
 * description, and the closing usage lines.  The feature tables are LLVM
 * 22's, written by mca-modelgen (libcore/modelgen/help.cpp) into the
 * models folders.  Internal. */
#ifndef MCA_CPU_HELP_H
#define MCA_CPU_HELP_H

#include "mca/diag.h"
#include "mca/model.h"
#include "mca/strbuf.h"

/* The whole help of models folder models into b (without a final
 * newline), the CPUs from idx. */
void mca_help_text(const mca_cpu_index *idx, const char *models, mca_strbuf *b);
/* The same as one diagnostic without a prefix (llvm-mca writes it to the
 * error stream), the CPU index opened here; 0, or -1 out of memory or
 * without an index (then in diags). */
int mca_help_diag(const char *models, mca_diags *diags);

/* Append the features of models folder models to b, from the header line
 * to the "For example, llc ..." line (without its newline); nothing when
 * the folder has no table. */
void mca_help_features(const char *models, mca_strbuf *b);

#endif

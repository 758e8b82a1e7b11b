/* cpu-help: the feature half of LLVM's subtarget help (-mcpu=help), per
 * models folder: "Available features for this target:", each feature with
 * its description, and the closing usage lines.  The tables are LLVM 22's,
 * written by mca-modelgen (libcore/modelgen/help.cpp) into the models
 * folders.  Internal. */
#ifndef MCA_CPU_HELP_H
#define MCA_CPU_HELP_H

#include "mca/strbuf.h"

/* Append the features of models folder models to b, from the header line
 * to the "For example, llc ..." line (without its newline); nothing when
 * the folder has no table. */
void mca_help_features(const char *models, mca_strbuf *b);

#endif

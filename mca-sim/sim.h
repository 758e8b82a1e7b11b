/* sim: simulate one region and print its views, as llvm-mca does in its
 * default (simulation) mode: the views enabled by the options, registered
 * (and printed) in llvm-mca's fixed order (behaviour notes 12.1), listen
 * to the pipeline while it runs, then append their text to out. */
#ifndef MCA_SIM_SIM_H
#define MCA_SIM_SIM_H

#include <stdbool.h>

#include "mca/catalog.h"
#include "mca/instr.h"
#include "mca/model.h"
#include "mca/options.h"
#include "mca/strbuf.h"

typedef struct {
    const mca_catalog *catalog;
    const mca_model *model;
    const mca_instr_desc *const *descs;
    const char *const *texts;
    unsigned count;
} mca_sim_code;

/* o must already be resolved (mca_options_resolve_views).  0 on success,
 * -1 when memory runs out. */
int mca_sim_region(const mca_sim_code *code, const mca_options *o, mca_strbuf *out);

#endif

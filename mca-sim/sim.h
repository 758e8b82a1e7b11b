/* sim: simulate one region and print its views, as llvm-mca does in its
 * default (simulation) mode: the views enabled by the options, registered
 * (and printed) in llvm-mca's fixed order (behaviour notes 12.1), listen
 * to the pipeline while it runs, then append their text to out. */
#ifndef MCA_SIM_SIM_H
#define MCA_SIM_SIM_H

#include <stdbool.h>

#include "mca/catalog.h"
#include "mca/encoding.h"
#include "mca/instr.h"
#include "mca/model.h"
#include "mca/options.h"
#include "mca/strbuf.h"
#include "mca/json.h"

typedef struct {
    const mca_catalog *catalog;
    const mca_model *model;
    const mca_instr_desc *const *descs;
    const char *const *texts;
    unsigned count;
    int output_variant;         /* syntax registers are printed in (1: Intel) */
    const int *latency;         /* NULL, or per instruction the latency of an
                                   LLVM-MCA-LATENCY instrument (-1: none) */
    const mca_encoding *const *encodings; /* -show-encoding, else NULL */
    bool fast_forward;          /* skip steady-state periods (ff.h) */
    bool reuse_setup;           /* the catalog and model outlive every
                                   simulation of the calling thread: the
                                   pipeline's set-up is kept for the next */
} mca_sim_code;

/* o must already be resolved (mca_options_resolve_views).  0 on success,
 * -1 when memory runs out. */
int mca_sim_region(const mca_sim_code *code, const mca_options *o, mca_strbuf *out);

/* -json: the region's object in the "CodeRegions" array. */
int mca_sim_region_json(const mca_sim_code *code, const mca_options *o, const char *name,
                        mca_json *j);
/* --html: the page a region's part is appended to (view_html.h) and the
 * region's number in it. */
typedef struct {
    mca_strbuf *page;
    unsigned id;
} mca_sim_page;

/* mca_sim_region (j NULL) or mca_sim_region_json, and the region's part of
 * the page: the views it draws from (summary, timeline, resource
 * pressure, and bottleneck analysis on out-of-order CPUs) listen as well,
 * printed only where the options ask for them. */
int mca_sim_region_page(const mca_sim_code *code, const mca_options *o, mca_strbuf *out,
                        mca_json *j, const char *name, const mca_sim_page *page);

/* --batch: simulate with the summary view alone and write its members
 * into the open object j; *cycles_per_iteration is set.  0, or -1 when
 * memory runs out. */
int mca_sim_region_summary(const mca_sim_code *code, const mca_options *o, mca_json *j,
                           double *cycles_per_iteration);
/* The document's "SimulationParameters" member ("TargetInfo" is
 * mca_json_target_info's). */
void mca_sim_json_parameters(mca_json *j, const mca_options *o, const char *march,
                             const char *mcpu, const char *mtriple, bool out_of_order);

#endif

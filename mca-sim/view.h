/* view: what every mca-sim view implements.  A view listens to the
 * pipeline's events (on_event) and, once the region has been simulated,
 * appends its text to the output (print).  Views never look into the
 * pipeline; what they need about the region is in mca_view_region. */
#ifndef MCA_SIM_VIEW_H
#define MCA_SIM_VIEW_H

#include <stdbool.h>

#include "events.h"
#include "mca/json.h"
#include "mca/catalog.h"
#include "mca/encoding.h"
#include "mca/instr.h"
#include "mca/model.h"
#include "mca/report.h"
#include "mca/strbuf.h"

typedef struct {
    const mca_catalog *catalog;
    const mca_model *model;
    const mca_instr_desc *const *descs;
    const char *const *texts;
    unsigned count;              /* instructions in the region */
    unsigned iterations;
    unsigned dispatch_width;
    bool out_of_order;
    unsigned timeline_max_iterations, timeline_max_cycles;
    bool show_barriers;
    int output_variant;          /* 1: Intel register names */
    const mca_encoding *const *encodings; /* -show-encoding, else NULL */
} mca_view_region;

typedef struct {
    void *self;
    void (*on_event)(void *self, const mca_sim_event *e);
    int (*print)(void *self, mca_strbuf *out);    /* -1 when memory runs out */
    void (*destroy)(void *self);
    /* The view's member of a region's JSON object; NULL when the view has
     * none in llvm-mca 22. */
    int (*json)(void *self, mca_json *j);
    /* The fast-forward's hooks (events.h); a view that takes events must
     * have skip, even if its accumulators need nothing. */
    mca_ff_mark_fn mark;
    mca_ff_skip_fn skip;
    /* NULL, or told the run's totals once it ends (the whole run's cycles
     * and the id of the last instruction dispatched, skipped periods
     * included): cheaper than an event in every cycle. */
    void (*finish)(void *self, uint64_t cycles, uint64_t last_dispatched);
} mca_view;

/* Saved copies of counters for a view's mark, and the skip that extends
 * them (view_ff.c). */
typedef struct {
    unsigned long long *v;
    size_t n;
} mca_ff_saved;

/* Save v[0..n) (-1 when memory runs out). */
int mca_ff_save(mca_ff_saved *m, const unsigned long long *v, size_t n);
/* v[k] += periods * (v[k] - saved v[k]), a counter created since the mark
 * counting from 0. */
void mca_ff_extend(unsigned long long *v, size_t n, const mca_ff_saved *m,
                   unsigned long long periods);
/* One counter: its value at the mark is *saved. */
static inline void mca_ff_extend1(unsigned long long *v, unsigned long long saved,
                                  unsigned long long periods)
{
    *v += periods * (*v - saved);
}
void mca_ff_saved_free(mca_ff_saved *m);
/* The skip of a view whose output does not change with skipped periods. */
void mca_ff_skip_nothing(void *self, unsigned long long periods);

/* Constructors: 0 on success, -1 when memory runs out. */
int mca_view_summary(const mca_view_region *r, mca_view *v);
/* The summary view's members without their "SummaryView" object (batch
 * mode's line), and the cycles per iteration; self is the view's. */
int mca_view_summary_members(void *self, mca_json *j, double *cycles_per_iteration);
int mca_view_info(const mca_view_region *r, mca_view *v);
int mca_view_pressure(const mca_view_region *r, mca_view *v);
int mca_view_timeline(const mca_view_region *r, mca_view *v);
int mca_view_dispatch(const mca_view_region *r, mca_view *v);
int mca_view_scheduler(const mca_view_region *r, mca_view *v);
int mca_view_retire(const mca_view_region *r, mca_view *v);
int mca_view_regfile(const mca_view_region *r, mca_view *v);
int mca_view_bottleneck(const mca_view_region *r, mca_view *v);

/* The timeline shows the instructions with ids below this. */
unsigned mca_view_timeline_tracked(const mca_view_region *r);

/* ---- the views' data, for other renderings (view_html.c) ----------------
 * Each accessor takes a view made by the matching constructor, after the
 * simulation, and gives the values its text is printed from. */

/* The Summary view's numbers, unrounded. */
typedef struct {
    unsigned long long iterations, instructions, cycles, uops;
    unsigned dispatch_width;
    double uops_per_cycle, ipc, block_rthroughput;
} mca_summary_numbers;
/* -1 when memory runs out. */
int mca_view_summary_numbers(const mca_view *v, mca_summary_numbers *s);

/* The Resource Pressure view's cells: per instruction (count rows of ncols)
 * and per iteration (one row after them), in cycles per iteration. */
typedef struct {
    const mca_pressure_column *cols;
    unsigned ncols;
    double *values;              /* (count + 1) * ncols; caller frees */
} mca_pressure_numbers;
int mca_view_pressure_numbers(const mca_view *v, mca_pressure_numbers *p);

/* One timeline row: the cycles of its instruction's phases. */
typedef struct {
    int dispatched;
    unsigned ready, issued, executed, retired;
} mca_timeline_row;
typedef struct {
    const mca_timeline_row *rows; /* instruction ids 0 .. nrows - 1 */
    unsigned nrows;              /* the rows the text shows */
    bool truncated;              /* "Truncated display due to cycle limit" */
    unsigned last_cycle;         /* the text's last column */
} mca_timeline_data;
void mca_view_timeline_data(const mca_view *v, mca_timeline_data *t);

/* The Bottleneck Analysis view: its percentages (as printed, rounded to
 * hundredths) and the critical sequence. */
typedef struct {
    const char *resource;
    double percent;
} mca_bottleneck_resource;
typedef struct {
    unsigned from, to;           /* instruction indices in the region */
    bool loop_carried;           /* from a later iteration's copy */
    char *label;                 /* the text's "## ..." dependency text */
} mca_bottleneck_edge;
typedef struct {
    bool found;                  /* false: "No resource or data dependency
                                    bottlenecks discovered." */
    double pressure, resources, data, registers, memory;
    mca_bottleneck_resource *units;
    unsigned nunits;
    mca_bottleneck_edge *edges;  /* the critical sequence, in order */
    unsigned nedges;
} mca_bottleneck_data;
/* -1 when memory runs out; free with mca_bottleneck_data_free. */
int mca_view_bottleneck_data(const mca_view *v, mca_bottleneck_data *d);
void mca_bottleneck_data_free(mca_bottleneck_data *d);

#endif

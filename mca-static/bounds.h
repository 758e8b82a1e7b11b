/* bounds: mca-static's throughput bounds of one region, in cycles per
 * iteration, each with what binds it (DESIGN.md §6): dispatch width,
 * the best resource balance, the loop-carried dependency chain, and the
 * lower bound they give together.  Rendered as text or JSON. */
#ifndef MCA_STATIC_BOUNDS_H
#define MCA_STATIC_BOUNDS_H

#include "dep_bound.h"
#include "mca/describe.h"
#include "mca/json.h"
#include "mca/strbuf.h"
#include "resource_bound.h"

typedef struct {
    unsigned uops, dispatch_width;
    double dispatch;             /* uops / dispatch width */
    mca_resource_bound resources;
    mca_dep_bound dependencies;
    double lower;
    const char *binding;         /* "dispatch", "resources" or "dependencies" */
} mca_bounds;

/* 0 on success, -1 when memory runs out. */
int mca_bounds_compute(const mca_program *p, const mca_region_descs *rd, unsigned dispatch,
                       unsigned call_latency, mca_bounds *b);
void mca_bounds_free(mca_bounds *b);

/* The bounds in the order the report lists them. */
typedef enum {
    MCA_BOUND_DISPATCH, MCA_BOUND_RESOURCES, MCA_BOUND_DEPENDENCIES, MCA_BOUND_LOWER,
    MCA_BOUND_KINDS
} mca_bound_kind;

/* The report's name of each bound ("Dispatch", ..., "Lower bound"). */
extern const char *const mca_bound_names[MCA_BOUND_KINDS];
/* A bound's value in cycles per iteration. */
double mca_bounds_value(const mca_bounds *b, mca_bound_kind kind);
/* What binds it, as the report writes it after the value. */
void mca_bounds_why(mca_strbuf *out, const mca_program *p, const mca_bounds *b,
                    mca_bound_kind kind);

void mca_bounds_text(mca_strbuf *out, const mca_program *p, const mca_region_descs *rd,
                     const mca_bounds *b);
void mca_bounds_json(mca_json *j, const mca_program *p, const mca_region_descs *rd,
                     const mca_bounds *b);

#endif

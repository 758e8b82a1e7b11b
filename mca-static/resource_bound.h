/* resource_bound: the best balance of a block's resource cycles over the
 * units that can serve them, as a lower bound on cycles per iteration.
 *
 * Every prepared resource use needs its cycles on one unit of its resource
 * (a group: any unit of any member).  Splitting uses freely over iterations,
 * the least possible load of the busiest unit is max over unit sets S of
 * demand(S) / capacity(S), demand(S) counting the uses that can only run
 * inside S.  It is found exactly with a parametric maximum flow, and the
 * binding set S is reported.  No simulation can do better. */
#ifndef MCA_STATIC_RESOURCE_BOUND_H
#define MCA_STATIC_RESOURCE_BOUND_H

#include <stdint.h>

#include "mca/instr.h"
#include "mca/model.h"

typedef struct {
    double cycles;          /* per iteration */
    uint64_t binding_units; /* bits: model resource indices of the set S */
    double demand;          /* cycles that must run inside S */
    unsigned capacity;      /* unit instances in S */
} mca_resource_bound;

/* 0 on success, -1 when memory runs out. */
int mca_resource_bound_compute(const mca_model *m, const mca_instr_desc *const *descs,
                               unsigned n, mca_resource_bound *out);

#endif

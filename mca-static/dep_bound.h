/* dep_bound: the loop-carried dependency bound of a block, as a lower bound
 * on cycles per iteration.
 *
 * The register dependence graph links each read to its producer: the latest
 * earlier explicit write of an overlapping register in the same iteration,
 * else the last one in the block (one iteration back).  Implicit writes
 * (flags, the stack pointer) are left out: llvm-mca gives some of them no
 * latency at all (pushes and pops do not serialize on RSP).  An edge costs the write's
 * latency less the read's advance; edges whose cost could be hidden
 * (eliminable moves, dependency-breaking reads) are left out or cost 0, so
 * the bound stays a lower bound.  The bound is the largest ratio of cost to
 * iteration distance over the graph's cycles, and its cycle is the
 * critical chain. */
#ifndef MCA_STATIC_DEP_BOUND_H
#define MCA_STATIC_DEP_BOUND_H

#include "mca/catalog.h"
#include "mca/instr.h"

typedef struct {
    double cycles;            /* per iteration; 0 without loop-carried chains */
    unsigned *chain;          /* instruction indices of the critical cycle */
    unsigned chain_length;
    long latency;             /* total cost of the chain */
    unsigned distance;        /* iterations it spans */
} mca_dep_bound;

/* 0 on success, -1 when memory runs out. */
int mca_dep_bound_compute(const mca_catalog *cat, const mca_instr_desc *const *descs,
                          unsigned n, unsigned call_latency, mca_dep_bound *out);
void mca_dep_bound_free(mca_dep_bound *b);

#endif

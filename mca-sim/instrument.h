/* instrument: llvm-mca's LLVM-MCA-LATENCY instruments (behaviour notes 2.7,
 * 14.4) as per-instruction latency overrides for the simulation.
 *
 * A "# LLVM-MCA-LATENCY n" comment opens a latency region that the next
 * LATENCY comment closes; the instructions after it take latency n.  Data
 * that is not a decimal number still opens a region, without a latency. */
#ifndef MCA_SIM_INSTRUMENT_H
#define MCA_SIM_INSTRUMENT_H

#include "mca/diag.h"
#include "mca/inst.h"
#include "mca/scan.h"
#include "mca/source.h"

/* Check every "LLVM-MCA-<KIND>" comment as llvm-mca does after reading the
 * code regions: a kind other than LATENCY (or none) is a located error, and
 * then "There was an error parsing comments." follows.  0, or -1 with the
 * errors added to diags.  Not called with -disable-im, which ignores
 * instrument comments altogether. */
int mca_check_instruments(const mca_source *src, const mca_scan *scan, mca_diags *diags);

/* The latency override of each instruction (-1: none), or NULL when memory
 * runs out.  insts are in source order; the caller frees the array. */
int *mca_latency_instruments(const mca_source *src, const mca_scan *scan,
                             const mca_inst *const *insts, unsigned n);

#endif

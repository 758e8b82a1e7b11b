/* stats: the summary that ends a batch run over a data set of blocks
 * (beyond llvm-mca), computed with GSL.
 *
 * Each analysed block adds its predicted throughput (cycles per
 * iteration) and, when the data set has one, its measured throughput.
 * Memory grows by two doubles per block and nothing else.  The summary:
 * the number of blocks, quantiles of the predictions (GSL's
 * gsl_stats_quantile_from_sorted_data), and over the blocks with a
 * positive measurement the mean absolute percentage error
 * 100 * mean(|predicted - measured| / measured) and Kendall's tau-b
 * between predictions and measurements (Knight's O(n log n) algorithm:
 * GSL has none).
 *
 * GSL is loaded on first use (dlopen of the library configure found, or
 * $MCA_GSL_LIBRARY): a run that never summarises never maps it.
 * mca_stats_unavailable says up front whether it can be loaded. */
#ifndef MCA_STATS_H
#define MCA_STATS_H

#include <stdbool.h>
#include <stddef.h>

#include "mca/json.h"

typedef struct {
    double *predicted;      /* every block's prediction */
    size_t count, cap;
    double *pairs;          /* predicted, measured for blocks with a measurement */
    size_t pair_count, pair_cap;
} mca_stats;

/* NULL when GSL can be loaded, else why not (the loader's message). */
const char *mca_stats_unavailable(void);

void mca_stats_init(mca_stats *s);
void mca_stats_free(mca_stats *s);

/* Add a block; measured is used when has_measured.  0, or -1 when memory
 * runs out. */
int mca_stats_add(mca_stats *s, double predicted, bool has_measured, double measured);

/* Kendall's tau-b of (x[i], y[i]); NaN when n < 2, either is constant or
 * GSL cannot be loaded.  x and y are reordered. */
double mca_stats_kendall_tau(double *x, double *y, size_t n);

/* Write the summary's members into the open object of j (the predictions
 * get sorted).  0; -1 when memory runs out, -2 when GSL cannot be loaded
 * (nothing written). */
int mca_stats_json(mca_stats *s, mca_json *j);

#endif

/* gsl: the GNU Scientific Library functions libcore calls, with the
 * library loaded on first use (dlopen), as llvm.h loads LLVM.  Only the
 * summary that ends a batch run needs GSL; mapping libgsl and libgslcblas
 * at every start cost about 0.2 ms of a 2 ms run, a tenth of what a
 * script that starts one process per block pays.  The library is the one
 * configure found (its SONAME), or $MCA_GSL_LIBRARY when set.  Internal to
 * libcore.
 *
 * mca_gsl_load returns the functions, or NULL with *why set to the
 * loader's message (static storage); the library is opened once per
 * process, thread-safely, and never closed. */
#ifndef MCA_GSL_H
#define MCA_GSL_H

#include <stddef.h>

typedef void (*mca_gsl_sort_fn)(double *data, size_t stride, size_t n);
typedef void (*mca_gsl_sort_index_fn)(size_t *p, const double *data, size_t stride, size_t n);
typedef double (*mca_gsl_mean_fn)(const double data[], size_t stride, size_t n);
typedef double (*mca_gsl_quantile_fn)(const double sorted_data[], size_t stride, size_t n,
                                      double f);

typedef struct {
    mca_gsl_sort_fn sort;                           /* gsl_sort */
    mca_gsl_sort_index_fn sort_index;               /* gsl_sort_index */
    mca_gsl_mean_fn mean;                           /* gsl_stats_mean */
    mca_gsl_quantile_fn quantile_from_sorted_data;  /* gsl_stats_quantile_from_sorted_data */
    /* the C library's sqrt, found through GSL's own dependency on libm:
     * libmcacore itself needs no libm (10 page faults and 70 us of every
     * start to load) */
    double (*sqrt_fn)(double);
} mca_gsl;

const mca_gsl *mca_gsl_load(const char **why);

#endif

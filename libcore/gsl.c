/* gsl: GSL loaded on demand (see gsl.h). */
#include <config.h>

#include "gsl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include <gsl/gsl_sort.h>
#include <gsl/gsl_statistics_double.h>

/* The pointer types are those of GSL's own declarations (checked without
 * evaluating the functions' addresses, so nothing links GSL). */
#define SAME_TYPE(type, fn) \
    _Static_assert(_Generic(&fn, type: 1, default: 0), #fn " is not a " #type)
SAME_TYPE(mca_gsl_sort_fn, gsl_sort);
SAME_TYPE(mca_gsl_sort_index_fn, gsl_sort_index);
SAME_TYPE(mca_gsl_mean_fn, gsl_stats_mean);
SAME_TYPE(mca_gsl_quantile_fn, gsl_stats_quantile_from_sorted_data);

static mca_gsl functions;
static const mca_gsl *loaded;
static char error[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static const char *library_path(void)
{
    const char *path = getenv("MCA_GSL_LIBRARY");
    return path && *path ? path : MCA_GSL_LIBRARY;
}

static void *symbol(void *h, const char *name)
{
    void *p = dlsym(h, name);
    if (!p && !error[0])
        snprintf(error, sizeof error, "%s: no symbol %s", library_path(), name);
    return p;
}

static void load(void)
{
    void *h = dlopen(library_path(), RTLD_LAZY | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        snprintf(error, sizeof error, "%s", e ? e : library_path());
        return;
    }
    /* (POSIX: dlsym's pointer converts to the function's type) */
    functions.sort = (mca_gsl_sort_fn)symbol(h, "gsl_sort");
    functions.sort_index = (mca_gsl_sort_index_fn)symbol(h, "gsl_sort_index");
    functions.mean = (mca_gsl_mean_fn)symbol(h, "gsl_stats_mean");
    functions.quantile_from_sorted_data =
        (mca_gsl_quantile_fn)symbol(h, "gsl_stats_quantile_from_sorted_data");
    /* (dlsym searches the library's dependencies too: libm) */
    functions.sqrt_fn = (double (*)(double))symbol(h, "sqrt");
    if (!error[0])
        loaded = &functions;
}

const mca_gsl *mca_gsl_load(const char **why)
{
    pthread_once(&once, load);
    if (!loaded && why)
        *why = error;
    return loaded;
}

/* stats: a batch run's summary with GSL (see mca/stats.h). */
#include <config.h>

#include "mca/stats.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gsl.h"

const char *mca_stats_unavailable(void)
{
    const char *why = NULL;
    return mca_gsl_load(&why) ? NULL : why;
}

void mca_stats_init(mca_stats *s)
{
    memset(s, 0, sizeof *s);
}

void mca_stats_free(mca_stats *s)
{
    free(s->predicted);
    free(s->pairs);
    memset(s, 0, sizeof *s);
}

/* Room for one more of size doubles in *a. */
static int grow(double **a, size_t count, size_t *cap, size_t size)
{
    if (count < *cap)
        return 0;
    size_t n = *cap ? *cap * 2 : 1024;
    double *b = realloc(*a, n * size * sizeof *b);
    if (!b)
        return -1;
    *a = b;
    *cap = n;
    return 0;
}

int mca_stats_add(mca_stats *s, double predicted, bool has_measured, double measured)
{
    if (grow(&s->predicted, s->count, &s->cap, 1) != 0)
        return -1;
    s->predicted[s->count++] = predicted;
    if (!has_measured || !(measured > 0))
        return 0;
    if (grow(&s->pairs, s->pair_count, &s->pair_cap, 2) != 0)
        return -1;
    s->pairs[2 * s->pair_count] = predicted;
    s->pairs[2 * s->pair_count + 1] = measured;
    s->pair_count++;
    return 0;
}

/* Sort y[lo, hi) with a merge sort through tmp; the number of swaps an
 * exchange sort would make (pairs out of order). */
static double merge_count(double *y, double *tmp, size_t lo, size_t hi)
{
    if (hi - lo < 2)
        return 0;
    size_t mid = lo + (hi - lo) / 2;
    double swaps = merge_count(y, tmp, lo, mid) + merge_count(y, tmp, mid, hi);
    size_t i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        if (y[j] < y[i]) {
            swaps += (double)(mid - i);
            tmp[k++] = y[j++];
        } else {
            tmp[k++] = y[i++];
        }
    }
    while (i < mid)
        tmp[k++] = y[i++];
    while (j < hi)
        tmp[k++] = y[j++];
    memcpy(y + lo, tmp + lo, (hi - lo) * sizeof *y);
    return swaps;
}

/* Pairs tied in v (sorted): sum of t(t-1)/2 over runs of equal values.
 * With w (NULL or sorted within v's runs), only pairs tied in both. */
static double ties(const double *v, const double *w, size_t n)
{
    double t = 0;
    for (size_t i = 0, run = 1; i < n; i++) {
        bool same = i + 1 < n && v[i + 1] == v[i] && (!w || w[i + 1] == w[i]);
        if (same) {
            run++;
        } else {
            t += (double)run * (double)(run - 1) / 2;
            run = 1;
        }
    }
    return t;
}

/* Sort (x, y) by x then y: GSL sorts x carrying an index. */
static int sort_pairs(const mca_gsl *g, double *x, double *y, size_t n)
{
    size_t *order = malloc(n * sizeof *order);
    double *tmp = malloc(n * sizeof *tmp);
    if (!order || !tmp) {
        free(order);
        free(tmp);
        return -1;
    }
    g->sort_index(order, x, 1, n);
    for (size_t i = 0; i < n; i++)
        tmp[i] = y[order[i]];
    memcpy(y, tmp, n * sizeof *y);
    g->sort(x, 1, n);
    /* y ascending within each run of equal x */
    for (size_t i = 0, start = 0; i < n; i++)
        if (i + 1 == n || x[i + 1] != x[i]) {
            g->sort(y + start, 1, i + 1 - start);
            start = i + 1;
        }
    free(order);
    free(tmp);
    return 0;
}

double mca_stats_kendall_tau(double *x, double *y, size_t n)
{
    const mca_gsl *g = mca_gsl_load(NULL);
    if (n < 2 || !g || sort_pairs(g, x, y, n) != 0)
        return NAN;
    double n0 = (double)n * (double)(n - 1) / 2;
    double n1 = ties(x, NULL, n), n3 = ties(x, y, n);
    double *tmp = malloc(n * sizeof *tmp);
    if (!tmp)
        return NAN;
    double swaps = merge_count(y, tmp, 0, n);
    free(tmp);
    double n2 = ties(y, NULL, n);
    double denom = g->sqrt_fn((n0 - n1) * (n0 - n2));
    if (denom == 0)
        return NAN;
    /* concordant - discordant = n0 - n1 - n2 + n3 - 2 * swaps */
    return (n0 - n1 - n2 + n3 - 2 * swaps) / denom;
}

/* A double, or null when it is not a number. */
static void number(mca_json *j, const char *key, double v)
{
    if (isfinite(v))
        mca_json_double(j, key, v);
    else
        mca_json_string(j, key, "nan");
}

static void quantiles(const mca_gsl *g, mca_stats *s, mca_json *j)
{
    static const struct { const char *key; double f; } q[] = {
        { "min", 0 }, { "p10", 0.1 }, { "p25", 0.25 }, { "median", 0.5 },
        { "p75", 0.75 }, { "p90", 0.9 }, { "max", 1 }
    };
    g->sort(s->predicted, 1, s->count);
    mca_json_object(j, "predicted");
    number(j, "mean", g->mean(s->predicted, 1, s->count));
    for (size_t i = 0; i < sizeof q / sizeof q[0]; i++)
        number(j, q[i].key, g->quantile_from_sorted_data(s->predicted, 1, s->count, q[i].f));
    mca_json_end_object(j);
}

int mca_stats_json(mca_stats *s, mca_json *j)
{
    const mca_gsl *g = mca_gsl_load(NULL);
    if (!g)
        return -2;
    mca_json_uint(j, "blocks", s->count);
    if (s->count)
        quantiles(g, s, j);
    mca_json_uint(j, "measured", s->pair_count);
    if (!s->pair_count)
        return 0;
    size_t n = s->pair_count;
    double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    if (!x || !y) {
        free(x);
        free(y);
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        x[i] = fabs(s->pairs[2 * i] - s->pairs[2 * i + 1]) / s->pairs[2 * i + 1];
        y[i] = 0;
    }
    number(j, "MAPE", 100 * g->mean(x, 1, n));
    for (size_t i = 0; i < n; i++) {
        x[i] = s->pairs[2 * i];
        y[i] = s->pairs[2 * i + 1];
    }
    number(j, "KendallTau", mca_stats_kendall_tau(x, y, n));
    free(x);
    free(y);
    return 0;
}

/* view_pressure: the Resource Pressure view from the simulated issue
 * events (behaviour notes 12.5). */
#include <config.h>

#include <stdlib.h>

#include "mca/report.h"
#include "view.h"

typedef struct {
    const mca_view_region *r;
    mca_pressure_column *cols;
    unsigned ncols;
    unsigned *first;           /* model resource -> its first column */
    unsigned long long *cycles; /* (count + 1) rows of ncols */
    uint64_t last_dispatched;
    mca_ff_saved saved;        /* cycles at the fast-forward's mark */
} pressure;

static size_t cells(const pressure *p)
{
    return (size_t)(p->r->count + 1) * p->ncols;
}

static int pressure_mark(void *self)
{
    pressure *p = self;
    return mca_ff_save(&p->saved, p->cycles, cells(p));
}

static void pressure_skip(void *self, unsigned long long periods)
{
    pressure *p = self;
    mca_ff_extend(p->cycles, cells(p), &p->saved, periods);
}

static void pressure_event(void *self, const mca_sim_event *e)
{
    pressure *p = self;
    if (e->kind != MCA_EV_ISSUED)
        return;
    unsigned row = e->inst->index;
    for (unsigned k = 0; k < e->npipes; k++) {
        const mca_rm_pipe *pp = &e->pipes[k];
        unsigned col = p->first[pp->resource] + pp->unit;
        if (col >= p->ncols)
            continue;
        p->cycles[(size_t)row * p->ncols + col] += pp->cycles;
    }
}

/* The last row, the totals, is the sum of the instructions' rows (summed
 * once here rather than at every issue). */
static void pressure_finish(void *self, uint64_t cycles, uint64_t last_dispatched)
{
    pressure *p = self;
    (void)cycles;
    p->last_dispatched = last_dispatched;
    unsigned n = p->r->count;
    unsigned long long *total = p->cycles + (size_t)n * p->ncols;
    for (unsigned c = 0; c < p->ncols; c++)
        total[c] = 0;
    for (unsigned row = 0; row < n; row++)
        for (unsigned c = 0; c < p->ncols; c++)
            total[c] += p->cycles[(size_t)row * p->ncols + c];
}

/* The cells in cycles per iteration, allocated; NULL when memory runs out. */
static double *cell_values(const pressure *p)
{
    unsigned n = p->r->count;
    double e = p->last_dispatched / n + 1;
    double *v = calloc((size_t)(n + 1) * p->ncols + 1, sizeof *v);
    for (size_t k = 0; v && k < (size_t)(n + 1) * p->ncols; k++)
        v[k] = p->cycles[k] / e;
    return v;
}

int mca_view_pressure_numbers(const mca_view *v, mca_pressure_numbers *out)
{
    const pressure *p = v->self;
    *out = (mca_pressure_numbers){ p->cols, p->ncols, cell_values(p) };
    return out->values ? 0 : -1;
}

static int pressure_print(void *self, mca_strbuf *b)
{
    pressure *p = self;
    unsigned n = p->r->count;
    double *v = cell_values(p);
    if (!v)
        return -1;
    mca_report_resource_pressure(b, p->r->model, p->cols, p->ncols, v + (size_t)n * p->ncols,
                                 v, p->r->texts, n);
    free(v);
    return 0;
}

static void usage_entries(mca_json *j, const pressure *p, unsigned row, double e)
{
    for (unsigned c = 0; c < p->ncols; c++) {
        unsigned long long v = p->cycles[(size_t)row * p->ncols + c];
        if (!v)
            continue;
        mca_json_object(j, NULL);
        mca_json_uint(j, "InstructionIndex", row);
        mca_json_uint(j, "ResourceIndex", c);
        mca_json_double(j, "ResourceUsage", v / e);
        mca_json_end_object(j);
    }
}

static int pressure_json(void *self, mca_json *j)
{
    const pressure *p = self;
    unsigned n = p->r->count;
    double e = p->last_dispatched / n + 1;
    mca_json_object(j, "ResourcePressureView");
    mca_json_array(j, "ResourcePressureInfo");
    for (unsigned row = 0; row <= n; row++)
        usage_entries(j, p, row, e);
    mca_json_end_array(j);
    mca_json_end_object(j);
    return 0;
}

static void pressure_destroy(void *self)
{
    pressure *p = self;
    free(p->cols);
    free(p->first);
    free(p->cycles);
    mca_ff_saved_free(&p->saved);
    free(p);
}

int mca_view_pressure(const mca_view_region *r, mca_view *v)
{
    pressure *p = calloc(1, sizeof *p);
    if (!p)
        return -1;
    p->r = r;
    unsigned nres = mca_model_resource_count(r->model);
    p->first = calloc(nres ? nres : 1, sizeof *p->first);
    if (!p->first || mca_pressure_columns(r->model, &p->cols, &p->ncols) != 0) {
        pressure_destroy(p);
        return -1;
    }
    for (unsigned k = 0; k < nres; k++)
        p->first[k] = ~0u / 2;
    for (unsigned c = p->ncols; c-- > 0;)
        p->first[p->cols[c].resource] = c - p->cols[c].unit;
    p->cycles = calloc((size_t)(r->count + 1) * p->ncols + 1, sizeof *p->cycles);
    if (!p->cycles) {
        pressure_destroy(p);
        return -1;
    }
    *v = (mca_view){ p, pressure_event, pressure_print, pressure_destroy, pressure_json,
                     pressure_mark, pressure_skip, pressure_finish };
    return 0;
}

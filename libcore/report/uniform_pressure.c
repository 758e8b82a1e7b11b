/* Instruction tables' uniform resource pressure (see mca/report.h).
 * Sums are kept as exact fractions, as llvm-mca keeps them, and turned into
 * doubles only at the end, so that rounding for print matches. */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mca/report.h"

typedef struct {
    int64_t num, den;
} fraction;

static int64_t gcd(int64_t a, int64_t b)
{
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a < 0 ? -a : a;
}

static void add(fraction *f, int64_t num, int64_t den)
{
    if (!f->den) {
        f->num = 0;
        f->den = 1;
    }
    int64_t n = f->num * den + num * f->den, d = f->den * den;
    int64_t g = gcd(n, d);
    f->num = g ? n / g : 0;
    f->den = g ? d / g : 1;
}

static double value(const fraction *f)
{
    return f->den ? (double)f->num / (double)f->den : 0.0;
}

/* Spread cycles over every unit instance of resource r (a unit); first[r]
 * is the column of its first unit instance, or -1. */
static void spread_unit(fraction *row, const mca_model *m, const long *first, unsigned r,
                        int64_t cycles, int64_t share)
{
    long c = r < mca_model_resource_count(m) ? first[r] : -1;
    unsigned units = mca_model_resource(m, r)->units;
    if (c < 0 || !units)
        return;
    for (unsigned u = 0; u < units; u++)
        add(&row[c + u], cycles, share * units);
}

int mca_uniform_pressure(const mca_model *m, const mca_pressure_column *cols, unsigned ncols,
                         const mca_instr_desc *const *descs, unsigned n,
                         double *per_iteration, double *per_instruction)
{
    fraction *row = calloc(ncols ? ncols : 1, sizeof *row);
    fraction *total = calloc(ncols ? ncols : 1, sizeof *total);
    unsigned nres = mca_model_resource_count(m);
    long *first = malloc((nres ? nres : 1) * sizeof *first);
    if (!row || !total || !first) {
        free(row);
        free(total);
        free(first);
        return -1;
    }
    for (unsigned r = 0; r < nres; r++)
        first[r] = -1;
    for (unsigned c = ncols; c-- > 0;)
        if (cols[c].resource < nres)
            first[cols[c].resource] = (long)c;
    for (unsigned i = 0; i < n; i++) {
        for (unsigned c = 0; c < ncols; c++)
            row[c] = (fraction){ 0, 1 };
        for (unsigned k = 0; k < descs[i]->use_count; k++) {
            const mca_resource_use *u = &descs[i]->uses[k];
            const mca_resource *r = mca_model_resource(m, u->resource);
            if (!r->group) {
                spread_unit(row, m, first, u->resource, u->cycles, 1);
                continue;
            }
            for (unsigned mb = 0; mb < r->member_count; mb++)
                spread_unit(row, m, first, r->members[mb], u->cycles, r->member_count);
        }
        for (unsigned c = 0; c < ncols; c++) {
            per_instruction[(size_t)i * ncols + c] = value(&row[c]);
            /* adding 0 leaves a sum in lowest terms as it is (and an
             * empty one reads 0 all the same) */
            if (row[c].num)
                add(&total[c], row[c].num, row[c].den);
        }
    }
    for (unsigned c = 0; c < ncols; c++)
        per_iteration[c] = value(&total[c]);
    free(row);
    free(total);
    free(first);
    return 0;
}

int mca_uniform_pressure_table(const mca_model *m, const mca_instr_desc *const *descs,
                               unsigned n, mca_pressure_table *t)
{
    memset(t, 0, sizeof *t);
    if (mca_pressure_columns(m, &t->cols, &t->ncols) != 0)
        return -1;
    t->per_iteration = calloc(t->ncols ? t->ncols : 1, sizeof *t->per_iteration);
    t->per_instruction = calloc((size_t)(n ? n : 1) * (t->ncols ? t->ncols : 1),
                                sizeof *t->per_instruction);
    if (!t->per_iteration || !t->per_instruction ||
        mca_uniform_pressure(m, t->cols, t->ncols, descs, n, t->per_iteration,
                             t->per_instruction) != 0) {
        mca_pressure_table_free(t);
        return -1;
    }
    return 0;
}

void mca_pressure_table_free(mca_pressure_table *t)
{
    free(t->cols);
    free(t->per_iteration);
    free(t->per_instruction);
    memset(t, 0, sizeof *t);
}

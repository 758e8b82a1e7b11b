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

/* Do descriptors a and b use the same resources for the same cycles (all
 * a row depends on)? */
static int same_uses(const mca_instr_desc *a, const mca_instr_desc *b)
{
    if (a->use_count != b->use_count)
        return 0;
    for (unsigned k = 0; k < a->use_count; k++)
        if (a->uses[k].resource != b->uses[k].resource || a->uses[k].cycles != b->uses[k].cycles)
            return 0;
    return 1;
}

static size_t uses_hash(const mca_instr_desc *d)
{
    uint64_t h = d->use_count;
    for (unsigned k = 0; k < d->use_count; k++)
        h = (h ^ ((uint64_t)d->uses[k].resource << 32 | d->uses[k].cycles)) *
            0x9e3779b97f4a7c15ull;
    return (size_t)(h >> 20);
}

/* The row of descs[i] into row (ncols fractions). */
static void row_of(fraction *row, const mca_model *m, const long *first, unsigned ncols,
                   const mca_instr_desc *d)
{
    for (unsigned c = 0; c < ncols; c++)
        row[c] = (fraction){ 0, 1 };
    for (unsigned k = 0; k < d->use_count; k++) {
        const mca_resource_use *u = &d->uses[k];
        const mca_resource *r = mca_model_resource(m, u->resource);
        if (!r->group) {
            spread_unit(row, m, first, u->resource, u->cycles, 1);
            continue;
        }
        for (unsigned mb = 0; mb < r->member_count; mb++)
            spread_unit(row, m, first, r->members[mb], u->cycles, r->member_count);
    }
}

/* Rows are made once per distinct list of uses (a block repeats a few
 * kinds of instruction): rows[] holds each distinct row's fractions, made
 * by its first instruction (firsts[]), and how many instructions have it;
 * a table of 2^k slots finds them.  The total is the sum of each row times
 * its count, an exact fraction in lowest terms as the sum of the rows one
 * by one is. */
int mca_uniform_pressure(const mca_model *m, const mca_pressure_column *cols, unsigned ncols,
                         const mca_instr_desc *const *descs, unsigned n,
                         double *per_iteration, double *per_instruction)
{
    size_t nc = ncols ? ncols : 1, cap = 16;
    while (cap < 2 * (size_t)n)
        cap *= 2;
    fraction *rows = malloc((n ? n : 1) * nc * sizeof *rows);
    fraction *total = calloc(nc, sizeof *total);
    unsigned nres = mca_model_resource_count(m);
    long *first = malloc((nres ? nres : 1) * sizeof *first);
    unsigned *firsts = malloc((n ? n : 1) * sizeof *firsts);
    int64_t *counts = calloc(n ? n : 1, sizeof *counts);
    unsigned *slots = malloc(cap * sizeof *slots); /* distinct row + 1, 0 empty */
    if (!rows || !total || !first || !firsts || !counts || !slots) {
        free(rows);
        free(total);
        free(first);
        free(firsts);
        free(counts);
        free(slots);
        return -1;
    }
    memset(slots, 0, cap * sizeof *slots);
    for (unsigned r = 0; r < nres; r++)
        first[r] = -1;
    for (unsigned c = ncols; c-- > 0;)
        if (cols[c].resource < nres)
            first[cols[c].resource] = (long)c;
    unsigned distinct = 0;
    for (unsigned i = 0; i < n; i++) {
        size_t h = uses_hash(descs[i]) & (cap - 1);
        while (slots[h] && !same_uses(descs[firsts[slots[h] - 1]], descs[i]))
            h = (h + 1) & (cap - 1);
        unsigned id;
        if (slots[h]) {
            id = slots[h] - 1;
            memcpy(per_instruction + (size_t)i * ncols,
                   per_instruction + (size_t)firsts[id] * ncols, ncols * sizeof *per_instruction);
        } else {
            id = distinct++;
            slots[h] = id + 1;
            firsts[id] = i;
            fraction *row = rows + (size_t)id * nc;
            row_of(row, m, first, ncols, descs[i]);
            for (unsigned c = 0; c < ncols; c++)
                per_instruction[(size_t)i * ncols + c] = value(&row[c]);
        }
        counts[id]++;
    }
    for (unsigned id = 0; id < distinct; id++) {
        const fraction *row = rows + (size_t)id * nc;
        /* adding 0 leaves a sum in lowest terms as it is (and an empty
         * one reads 0 all the same) */
        for (unsigned c = 0; c < ncols; c++)
            if (row[c].num)
                add(&total[c], row[c].num * counts[id], row[c].den);
    }
    for (unsigned c = 0; c < ncols; c++)
        per_iteration[c] = value(&total[c]);
    free(rows);
    free(total);
    free(first);
    free(firsts);
    free(counts);
    free(slots);
    return 0;
}

int mca_uniform_pressure_table(const mca_model *m, const mca_instr_desc *const *descs,
                               unsigned n, mca_pressure_table *t)
{
    memset(t, 0, sizeof *t);
    if (mca_pressure_columns(m, &t->cols, &t->ncols) != 0)
        return -1;
    t->per_iteration = calloc(t->ncols ? t->ncols : 1, sizeof *t->per_iteration);
    /* (every entry is written: no calloc) */
    t->per_instruction = malloc((size_t)(n ? n : 1) * (t->ncols ? t->ncols : 1) *
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

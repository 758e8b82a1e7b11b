/* Resource tables: the full-mode resource list, the pressure view and the
 * Block RThroughput (see mca/report.h). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mca/report.h"
#include "columns.h"

void mca_report_resource_table(mca_strbuf *b, const mca_model *m)
{
    mca_strbuf_puts(b, "\n\nResources:\n");
    for (unsigned i = 1; i < mca_model_resource_count(m); i++) {
        const mca_resource *r = mca_model_resource(m, i);
        mca_strbuf_printf(b, "[%u]", i - 1);
        mca_strbuf_pad_to(b, 6);
        mca_strbuf_printf(b, "- %s:%u", r->name, r->units);
        if (r->group) {
            mca_strbuf_pad_to(b, 20);
            for (unsigned k = 0; k < r->member_count; k++)
                mca_strbuf_printf(b, "%s%s", k ? ", " : "",
                                  mca_model_resource(m, r->members[k])->name);
        }
        mca_strbuf_putc(b, '\n');
    }
}

int mca_pressure_columns(const mca_model *m, mca_pressure_column **cols, unsigned *count)
{
    unsigned n = 0;
    for (unsigned i = 1; i < mca_model_resource_count(m); i++) {
        const mca_resource *r = mca_model_resource(m, i);
        if (!r->group)
            n += r->units;
    }
    mca_pressure_column *list = malloc((n ? n : 1) * sizeof *list);
    if (!list)
        return -1;
    unsigned k = 0;
    for (unsigned i = 1; i < mca_model_resource_count(m); i++) {
        const mca_resource *r = mca_model_resource(m, i);
        if (r->group)
            continue;
        for (unsigned u = 0; u < r->units; u++)
            list[k++] = (mca_pressure_column){ i, u };
    }
    *cols = list;
    *count = n;
    return 0;
}

void mca_pressure_column_name(mca_strbuf *b, const mca_model *m, const mca_pressure_column *cols,
                        unsigned c)
{
    unsigned index = 0;
    for (unsigned k = 1; k <= c; k++)
        if (cols[k].resource != cols[k - 1].resource)
            index++;
    if (mca_model_resource(m, cols[c].resource)->units > 1)
        mca_strbuf_printf(b, "[%u.%u]", index, cols[c].unit);
    else
        mca_strbuf_printf(b, "[%u]", index);
}

static void header(mca_strbuf *b, const mca_model *m, const mca_pressure_column *cols,
                   unsigned ncols)
{
    for (unsigned c = 0; c < ncols; c++) {
        mca_pressure_column_name(b, m, cols, c);
        mca_strbuf_pad_to(b, 7 * (c + 1));
    }
}

/* One row of cells, each padded to the next multiple of 7 (at least one
 * space).  The column is followed here rather than recounted per cell: the
 * cells hold no TAB. */
static void values(mca_strbuf *b, const double *v, unsigned ncols)
{
    /* The row is composed in buf (a cell takes at most MCA_ROUNDED_MAX + 7
     * bytes) and appended in pieces. */
    char buf[1024];
    size_t w = 0, col = mca_strbuf_column(b);
    for (unsigned c = 0; c < ncols; c++) {
        if (w + MCA_ROUNDED_MAX + 8 > sizeof buf) {
            mca_strbuf_put(b, buf, w);
            w = 0;
        }
        size_t n;
        if (!v[c] || v[c] < 0.005) {
            memcpy(buf + w, " - ", 3);
            n = 3;
        } else if ((n = mca_format_rounded(buf + w, v[c], 2)) == 0) {
            /* a value too large for the digits: printf's text */
            mca_strbuf_put(b, buf, w);
            w = 0;
            size_t before = b->len;
            mca_strbuf_put_rounded(b, v[c], 2);
            col += b->len - before;
        }
        w += n;
        col += n;
        size_t stop = 7 * ((size_t)c + 1), pad = col < stop ? stop - col : 1;
        memset(buf + w, ' ', pad);
        w += pad;
        col += pad;
    }
    mca_strbuf_put(b, buf, w);
}

void mca_report_resource_pressure(mca_strbuf *b, const mca_model *m,
                                  const mca_pressure_column *cols, unsigned ncols,
                                  const double *per_iteration,
                                  const double *per_instruction,
                                  const char *const *texts, unsigned n)
{
    mca_strbuf_puts(b, "\n\nResources:\n");
    for (unsigned c = 0; c < ncols; c++) {
        mca_pressure_column_name(b, m, cols, c);
        mca_strbuf_pad_to(b, 6);
        mca_strbuf_printf(b, "- %s\n", mca_model_resource(m, cols[c].resource)->name);
    }
    mca_strbuf_puts(b, "\n\nResource pressure per iteration:\n");
    header(b, m, cols, ncols);
    mca_strbuf_putc(b, '\n');
    values(b, per_iteration, ncols);
    mca_strbuf_puts(b, "\n\nResource pressure by instruction:\n");
    header(b, m, cols, ncols);
    mca_strbuf_puts(b, "Instructions:\n");
    for (unsigned i = 0; i < n; i++) {
        values(b, per_instruction + (size_t)i * ncols, ncols);
        mca_strbuf_puts(b, texts[i]);
        mca_strbuf_putc(b, '\n');
    }
}

double mca_block_rthroughput(const mca_model *m, const mca_instr_desc *const *descs,
                             unsigned n, unsigned dispatch_width)
{
    unsigned count = mca_model_resource_count(m);
    double *cycles = calloc(count ? count : 1, sizeof *cycles);
    if (!cycles)
        return -1;
    unsigned uops = 0;
    for (unsigned i = 0; i < n; i++) {
        uops += descs[i]->uops;
        for (unsigned k = 0; k < descs[i]->use_count; k++)
            cycles[descs[i]->uses[k].resource] += descs[i]->uses[k].cycles;
    }
    double result = dispatch_width ? (double)uops / dispatch_width : 0;
    for (unsigned r = 1; r < count; r++) {
        unsigned units = mca_model_resource(m, r)->units;
        if (units && cycles[r] / units > result)
            result = cycles[r] / units;
    }
    free(cycles);
    return result;
}

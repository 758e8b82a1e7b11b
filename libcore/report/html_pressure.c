/* html_pressure: the resource pressure heat map (see mca/html.h). */
#include <config.h>

#include "mca/html.h"
#include "columns.h"

/* A cell's text as the text report prints it: "-" where the report
 * prints " - ". */
static void cell_text(mca_strbuf *b, double v)
{
    if (!v || v < 0.005)
        mca_strbuf_putc(b, '-');
    else
        mca_strbuf_put_rounded(b, v, 2);
}

static double row_max(const double *v, unsigned ncols)
{
    double max = 0;
    for (unsigned c = 0; c < ncols; c++)
        if (v[c] > max)
            max = v[c];
    return max;
}

/* One row: the instruction (or label) cell, then the shaded values; the
 * shade is the value's share of max, in tenths. */
static void row(mca_strbuf *b, const char *cls, const char *label, const double *v,
                unsigned ncols, double max)
{
    mca_strbuf_printf(b, "<tr%s><td class=\"i\">", cls);
    mca_html_escape(b, label);
    mca_strbuf_puts(b, "</td>");
    for (unsigned c = 0; c < ncols; c++) {
        if (!v[c] || v[c] < 0.005) {
            mca_strbuf_puts(b, "<td>-</td>");
            continue;
        }
        unsigned shade = max > 0 ? (unsigned)(v[c] / max * 10 + 0.5) : 0;
        mca_strbuf_printf(b, "<td style=\"background:rgba(192,57,43,0.%02u)%s\">",
                          shade >= 10 ? 90 : shade * 9, shade > 5 ? ";color:#fff" : "");
        cell_text(b, v[c]);
        mca_strbuf_puts(b, "</td>");
    }
    mca_strbuf_puts(b, "</tr>\n");
}

void mca_html_pressure_heat_map(mca_strbuf *b, const mca_model *m,
                                const mca_pressure_column *cols, unsigned ncols,
                                const double *per_iteration, const double *per_instruction,
                                const char *const *texts, unsigned n)
{
    mca_strbuf_puts(b, "<h3>Resource pressure by instruction (cycles per iteration)</h3>\n"
                       "<div class=\"scroll\"><table class=\"heat\">\n<thead><tr><th></th>");
    for (unsigned c = 0; c < ncols; c++) {
        mca_strbuf_puts(b, "<th title=\"");
        mca_pressure_column_name(b, m, cols, c);
        mca_strbuf_puts(b, " - ");
        mca_html_escape(b, mca_model_resource(m, cols[c].resource)->name);
        mca_strbuf_puts(b, "\">");
        mca_pressure_column_name(b, m, cols, c);
        mca_strbuf_putc(b, ' ');
        mca_html_escape(b, mca_model_resource(m, cols[c].resource)->name);
        mca_strbuf_puts(b, "</th>");
    }
    mca_strbuf_puts(b, "</tr></thead>\n<tbody>\n");
    double max = 0;
    for (unsigned i = 0; i < n; i++) {
        double r = row_max(per_instruction + (size_t)i * ncols, ncols);
        if (r > max)
            max = r;
    }
    for (unsigned i = 0; i < n; i++)
        row(b, "", texts[i], per_instruction + (size_t)i * ncols, ncols, max);
    row(b, " class=\"total\"", "per iteration", per_iteration, ncols,
        row_max(per_iteration, ncols));
    mca_strbuf_puts(b, "</tbody></table></div>\n");
}

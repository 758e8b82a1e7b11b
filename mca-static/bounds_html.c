/* bounds_html: mca-static's part of the page (see bounds_html.h). */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "bounds_html.h"
#include "mca/html.h"
#include "mca/report.h"

/* Geometry in pixels: the bars' left edge and longest length, a bar row,
 * a chain row. */
enum { BAR_X = 110, BAR_W = 360, BAR_H = 24, CHAIN_H = 26 };

static void summary(mca_strbuf *out, const mca_region_descs *rd, const mca_bounds *b,
                    double brt)
{
    char v[64];
    mca_html_numbers_begin(out, "Static summary");
    snprintf(v, sizeof v, "%u", rd->count);
    mca_html_number(out, "Instructions", v);
    snprintf(v, sizeof v, "%u", b->uops);
    mca_html_number(out, "Total uOps", v);
    snprintf(v, sizeof v, "%u", b->dispatch_width);
    mca_html_number(out, "Dispatch Width", v);
    snprintf(v, sizeof v, "%.1f", mca_round_to(brt, 10));
    mca_html_number(out, "Block RThroughput", v);
    mca_html_numbers_end(out);
}

/* One bar: its name, length in proportion to max, its value and what
 * binds it; the lower bound and the bound equal to it stand out. */
static void bar(mca_strbuf *out, const mca_program *p, const mca_bounds *b,
                mca_bound_kind k, double max, unsigned y)
{
    double v = mca_bounds_value(b, k);
    static const char *const binding[MCA_BOUND_KINDS] = { "dispatch", "resources",
                                                          "dependencies", "" };
    bool binds = k == MCA_BOUND_LOWER || !strcmp(binding[k], b->binding);
    unsigned len = max > 0 ? (unsigned)(v / max * BAR_W + 0.5) : 0;
    mca_strbuf_printf(out, "<g class=\"bound\"><title>%s: %.2f cycles per iteration, ",
                      mca_bound_names[k], v);
    mca_strbuf t;
    mca_strbuf_init(&t);
    mca_bounds_why(&t, p, b, k);
    mca_strbuf_putc(&t, '\0');
    if (!t.failed)
        mca_html_escape(out, t.data);
    mca_strbuf_printf(out, "</title><text x=\"0\" y=\"%u\">%s</text>", y + 16,
                      mca_bound_names[k]);
    mca_strbuf_printf(out, "<rect class=\"bar%s\" x=\"%u\" y=\"%u\" width=\"%u\" height=\"%u\"/>",
                      binds ? " bind" : "", BAR_X, y + 3, len ? len : 1, BAR_H - 6);
    mca_strbuf_printf(out, "<text x=\"%u\" y=\"%u\">%.2f  ", BAR_X + BAR_W + 10, y + 16, v);
    if (!t.failed)
        mca_html_escape(out, t.data);
    mca_strbuf_puts(out, "</text></g>\n");
    out->failed |= t.failed;
    mca_strbuf_free(&t);
}

static void bars(mca_strbuf *out, const mca_program *p, const mca_bounds *b)
{
    double max = 0;
    for (unsigned k = 0; k < MCA_BOUND_KINDS; k++)
        if (mca_bounds_value(b, k) > max)
            max = mca_bounds_value(b, k);
    mca_strbuf_printf(out, "<h3>Throughput bounds (cycles per iteration)</h3>\n"
                           "<div class=\"scroll\"><svg class=\"bounds\" "
                           "width=\"%u\" height=\"%u\" "
                           "role=\"img\" aria-label=\"throughput bounds\">\n",
                      BAR_X + BAR_W + 700, MCA_BOUND_KINDS * BAR_H + 4);
    for (unsigned k = 0; k < MCA_BOUND_KINDS; k++)
        bar(out, p, b, k, max, k * BAR_H);
    mca_strbuf_puts(out, "</svg></div>\n");
}

/* The loop-carried chain: its instructions top to bottom, an arrow from
 * each to the next and one from the last back to the first (the next
 * iteration's). */
static void chain(mca_strbuf *out, const mca_region_descs *rd, const mca_dep_bound *d,
                  unsigned id)
{
    unsigned n = d->chain_length, x = 60;
    mca_strbuf_printf(out, "<h3>Critical loop-carried chain</h3>\n<p>%ld cycles over %u "
                           "iteration%s.</p>\n<div class=\"scroll\"><svg class=\"chain\" "
                           "width=\"900\" height=\"%u\" "
                           "role=\"img\" aria-label=\"loop-carried chain\">\n"
                           "<defs><marker id=\"sarrow%u\" markerWidth=\"8\" markerHeight=\"8\" "
                           "refX=\"7\" refY=\"4\" orient=\"auto\"><path class=\"lcl\" "
                           "d=\"M0 0L8 4L0 8z\"/></marker></defs>\n",
                      d->latency, d->distance, d->distance == 1 ? "" : "s", n * CHAIN_H + 8, id);
    for (unsigned i = 0; i < n; i++) {
        unsigned y = i * CHAIN_H + 4;
        mca_strbuf_printf(out, "<text class=\"link\" x=\"%u\" y=\"%u\">[%u]  ", x, y + 14,
                          d->chain[i]);
        mca_html_escape(out, rd->texts[d->chain[i]]);
        mca_strbuf_puts(out, "</text>");
        if (i + 1 < n)
            mca_strbuf_printf(out, "<path class=\"lc\" d=\"M%u %uV%u\" "
                                   "marker-end=\"url(#sarrow%u)\"/>",
                              x - 10, y + 12, y + CHAIN_H + 6, id);
        mca_strbuf_putc(out, '\n');
    }
    unsigned y0 = 4 + 10, y1 = (n - 1) * CHAIN_H + 4 + 10;
    mca_strbuf_printf(out, "<g><title>loop carried: the chain repeats in the next "
                           "iteration</title><path class=\"lc\" stroke-dasharray=\"4 3\" "
                           "d=\"M%u %uC%u %u %u %u %u %u\" marker-end=\"url(#sarrow%u)\"/></g>\n",
                      x - 14, y1, 8, y1, 8, y0, x - 14, y0, id);
    mca_strbuf_puts(out, "</svg></div>\n");
}

int mca_bounds_html(mca_strbuf *out, const mca_program *p, const mca_region_descs *rd,
                    const mca_bounds *b, double brt, unsigned id)
{
    summary(out, rd, b, brt);
    bars(out, p, b);
    if (b->dependencies.chain_length)
        chain(out, rd, &b->dependencies, id);
    mca_pressure_table t;
    if (mca_uniform_pressure_table(p->model, rd->desc_ptrs, rd->count, &t) != 0)
        return -1;
    mca_html_pressure_heat_map(out, p->model, t.cols, t.ncols, t.per_iteration,
                               t.per_instruction, rd->texts, rd->count);
    mca_pressure_table_free(&t);
    return out->failed ? -1 : 0;
}

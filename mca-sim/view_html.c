/* view_html: a region's part of the --html page (see view_html.h). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mca/html.h"
#include "view_html.h"

/* Geometry of the pictures, in pixels: a timeline cell, a chain row, and
 * the width of one character of the 11px monospace labels. */
enum { CELL_W = 10, CELL_H = 14, TOP = 18, ROW_H = 16, CHAR_W = 7, LABEL_CHARS = 48 };

/* ---- summary ------------------------------------------------------------ */

static void number_u(mca_strbuf *b, const char *label, unsigned long long v)
{
    char text[32];
    snprintf(text, sizeof text, "%llu", v);
    mca_html_number(b, label, text);
}

/* label and v as the Summary view prints them (its rounding). */
static void number_f(mca_strbuf *b, const char *label, double v, unsigned digits)
{
    mca_strbuf t;
    mca_strbuf_init(&t);
    mca_strbuf_put_rounded(&t, v, digits);
    mca_strbuf_putc(&t, '\0');
    mca_html_number(b, label, t.failed ? "" : t.data);
    b->failed |= t.failed;
    mca_strbuf_free(&t);
}

static int summary(mca_strbuf *b, const mca_view *v)
{
    mca_summary_numbers s;
    if (mca_view_summary_numbers(v, &s) != 0)
        return -1;
    mca_html_numbers_begin(b, "Summary");
    number_u(b, "Iterations", s.iterations);
    number_u(b, "Instructions", s.instructions);
    number_u(b, "Total Cycles", s.cycles);
    number_u(b, "Total uOps", s.uops);
    number_u(b, "Dispatch Width", s.dispatch_width);
    number_f(b, "uOps Per Cycle", s.uops_per_cycle, 2);
    number_f(b, "IPC", s.ipc, 2);
    number_f(b, "Block RThroughput", s.block_rthroughput, 1);
    mca_html_numbers_end(b);
    return 0;
}

/* ---- labels ------------------------------------------------------------- */

/* s escaped, cut to at most max characters (UTF-8 sequences kept whole)
 * with an ellipsis where it was cut. */
static void short_text(mca_strbuf *b, const char *s, size_t max)
{
    size_t len = 0, chars = 0;
    while (s[len] && chars < max) {
        len++;
        while ((s[len] & 0xC0) == 0x80)
            len++;
        chars++;
    }
    char *cut = strndup(s, len);
    if (!cut) {
        b->failed = true;
        return;
    }
    mca_html_escape(b, cut);
    if (s[len])
        mca_strbuf_puts(b, "\xE2\x80\xA6");
    free(cut);
}

static size_t text_chars(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += (*s & 0xC0) != 0x80;
    return n;
}

/* The widest of the region's instruction texts, capped at LABEL_CHARS. */
static size_t widest(const mca_view_region *r)
{
    size_t w = 1;
    for (unsigned k = 0; k < r->count; k++) {
        size_t n = text_chars(r->texts[k]);
        if (n > w)
            w = n;
    }
    return w < LABEL_CHARS ? w : LABEL_CHARS;
}

/* ---- timeline ----------------------------------------------------------- */

static void legend(mca_strbuf *b)
{
    mca_strbuf_puts(b, "<p class=\"legend\">"
                       "<span style=\"background:#3b6fd6\"></span>D dispatched"
                       "<span style=\"background:#f2c94c\"></span>= waiting for operands"
                       "<span style=\"background:#e67e22\"></span>= ready, waiting for a unit"
                       "<span style=\"background:#3aa757\"></span>e/E executing"
                       "<span style=\"background:#d9d9d9\"></span>- waiting to retire"
                       "<span style=\"background:#8e44ad\"></span>R retired</p>\n");
}

/* Cells [from, to] of row y in class cls, when not empty. */
static void cells(mca_strbuf *b, unsigned x0, unsigned y, const char *cls, long from, long to)
{
    if (to < from)
        return;
    mca_strbuf_printf(b, "<rect class=\"%s\" x=\"%lu\" y=\"%u\" width=\"%lu\" height=\"%u\"/>",
                      cls, x0 + (unsigned long)from * CELL_W, y + 1,
                      (unsigned long)(to - from + 1) * CELL_W, CELL_H - 2);
}

/* One row: the phases as the text's letters place them (view_timeline.c's
 * print_row): D at dispatch, = up to issue, e/E up to the end of
 * execution, - up to retire, R. */
static void timeline_row(mca_strbuf *b, const mca_view_region *r, const mca_timeline_row *t,
                         unsigned iid, unsigned x0, unsigned y)
{
    unsigned n = r->count;
    const char *text = r->texts[iid % n];
    long d = t->dispatched, issued = t->issued, exec = t->executed, ret = t->retired;
    mca_strbuf_printf(b, "<g><title>[%u,%u] ", iid / n, iid % n);
    mca_html_escape(b, text);
    mca_strbuf_printf(b, "\ndispatched %d, ready %u, issued %u, executed %u, retired %u</title>",
                      t->dispatched, t->ready, t->issued, t->executed, t->retired);
    mca_strbuf_printf(b, "<text x=\"2\" y=\"%u\">[%u,%u] ", y + CELL_H - 3, iid / n, iid % n);
    short_text(b, text, LABEL_CHARS);
    mca_strbuf_puts(b, "</text>");
    cells(b, x0, y, "d", d, d);
    if (d != exec) {
        /* the text's '=' cells, split where the operands became ready */
        long ready = t->ready > d + 1 ? t->ready : d + 1;
        cells(b, x0, y, "w", d + 1, (ready < issued ? ready : issued) - 1);
        cells(b, x0, y, "y", ready, issued - 1);
        cells(b, x0, y, "x", issued > d ? issued : d + 1, exec);
    }
    cells(b, x0, y, "q", exec + 1, ret - 1);
    if (exec < ret)
        cells(b, x0, y, "r", ret, ret);
    mca_strbuf_puts(b, "</g>\n");
}

static void timeline_axis(mca_strbuf *b, unsigned id, unsigned x0, unsigned cycles,
                          unsigned height)
{
    mca_strbuf_printf(b, "<defs><pattern id=\"grid%u\" width=\"%u\" height=\"%u\" "
                         "patternUnits=\"userSpaceOnUse\"><path class=\"grid\" d=\"M%u 0V%u\"/>"
                         "</pattern></defs>\n",
                      id, CELL_W, CELL_H, CELL_W - 1, CELL_H);
    mca_strbuf_printf(b, "<rect x=\"%u\" y=\"%u\" width=\"%u\" height=\"%u\" "
                         "fill=\"url(#grid%u)\"/>\n",
                      x0, TOP, cycles * CELL_W, height, id);
    for (unsigned c = 0; c < cycles; c += 5)
        mca_strbuf_printf(b, "<text class=\"tick\" x=\"%u\" y=\"12\">%u</text>", x0 + c * CELL_W,
                          c);
    mca_strbuf_putc(b, '\n');
}

static void timeline(mca_strbuf *b, const mca_view_region *r, const mca_view *v, unsigned id)
{
    mca_timeline_data t;
    mca_view_timeline_data(v, &t);
    mca_strbuf_puts(b, "<h3>Timeline</h3>\n");
    legend(b);
    unsigned x0 = (unsigned)(widest(r) + 12) * CHAR_W, cycles = t.last_cycle + 1;
    unsigned height = t.nrows * CELL_H;
    mca_strbuf_printf(b, "<div class=\"scroll\"><svg class=\"timeline\" "
                         "width=\"%u\" height=\"%u\" "
                         "role=\"img\" aria-label=\"timeline\">\n",
                      x0 + cycles * CELL_W + 10, TOP + height + 4);
    timeline_axis(b, id, x0, cycles, height);
    for (unsigned i = 0; i < t.nrows; i++)
        if (t.rows[i].dispatched >= 0)
            timeline_row(b, r, &t.rows[i], i, x0, TOP + i * CELL_H);
    mca_strbuf_puts(b, "</svg></div>\n");
    if (t.truncated)
        mca_strbuf_puts(b, "<p>Truncated display due to cycle limit "
                           "(-timeline-max-cycles).</p>\n");
}

/* ---- resource pressure -------------------------------------------------- */

static int pressure(mca_strbuf *b, const mca_view_region *r, const mca_view *v)
{
    mca_pressure_numbers p;
    if (mca_view_pressure_numbers(v, &p) != 0)
        return -1;
    mca_html_pressure_heat_map(b, r->model, p.cols, p.ncols, p.values + (size_t)r->count * p.ncols,
                               p.values, r->texts, r->count);
    free(p.values);
    return 0;
}

/* ---- bottleneck analysis ------------------------------------------------ */

static void percent(mca_strbuf *b, const char *label, double v)
{
    char text[64];
    snprintf(text, sizeof text, "%.2f%%", v);
    mca_html_number(b, label, text);
}

static void bottleneck_numbers(mca_strbuf *b, const mca_bottleneck_data *d)
{
    mca_html_numbers_begin(b, "Bottleneck analysis");
    percent(b, "Cycles with backend pressure increase", d->pressure);
    percent(b, "Resource Pressure", d->resources);
    for (unsigned k = 0; k < d->nunits; k++) {
        mca_strbuf t;
        mca_strbuf_init(&t);
        mca_strbuf_printf(&t, "- %s", d->units[k].resource);
        mca_strbuf_putc(&t, '\0');
        percent(b, t.failed ? "" : t.data, d->units[k].percent);
        b->failed |= t.failed;
        mca_strbuf_free(&t);
    }
    percent(b, "Data Dependencies", d->data);
    percent(b, "- Register Dependencies", d->registers);
    percent(b, "- Memory Dependencies", d->memory);
    mca_html_numbers_end(b);
}

/* An edge as a curve left of the instructions, from its source's row to
 * its target's, bulging with the distance; loop-carried ones dashed. */
static void chain_edge(mca_strbuf *b, const mca_bottleneck_edge *e, unsigned k, unsigned ax,
                       unsigned id)
{
    unsigned yf = TOP + e->from * ROW_H + ROW_H / 2, yt = TOP + e->to * ROW_H + ROW_H / 2;
    unsigned dy = yf > yt ? yf - yt : yt - yf, dx = 16 + dy / 3;
    if (dx > ax - 4)
        dx = ax - 4;
    if (e->from == e->to) {
        /* onto itself: a loop of its own height */
        yf -= 4;
        yt += 4;
        dx = 36;
    }
    mca_strbuf_printf(b, "<g class=\"edge\"><title>%u. [%u] to [%u]%s: ", k + 1, e->from, e->to,
                      e->loop_carried ? " (loop carried)" : "");
    mca_html_escape(b, e->label);
    mca_strbuf_printf(b, "</title><path class=\"lc\"%s d=\"M%u %uC%u %u %u %u %u %u\" "
                         "marker-end=\"url(#arrow%u)\"/></g>\n",
                      e->loop_carried ? " stroke-dasharray=\"4 3\"" : "", ax, yf, ax - dx, yf,
                      ax - dx, yt, ax, yt, id);
}

/* The region's instructions with the critical sequence as arrows between
 * them and each dependency's description at its target. */
static void chain(mca_strbuf *b, const mca_view_region *r, const mca_bottleneck_data *d,
                  unsigned id)
{
    unsigned n = r->count, ax = 140, tx = ax + 10, lx = tx + (unsigned)(widest(r) + 8) * CHAR_W;
    bool *on = calloc(n ? n : 1, sizeof *on);
    if (!on) {
        b->failed = true;
        return;
    }
    /* the widest row of dependency labels sets the picture's width */
    size_t *chars = calloc(n ? n : 1, sizeof *chars), widest_labels = 0;
    if (!chars) {
        free(on);
        b->failed = true;
        return;
    }
    for (unsigned k = 0; k < d->nedges; k++) {
        on[d->edges[k].from] = on[d->edges[k].to] = true;
        chars[d->edges[k].to] += text_chars(d->edges[k].label) + 3;
        if (chars[d->edges[k].to] > widest_labels)
            widest_labels = chars[d->edges[k].to];
    }
    free(chars);
    mca_strbuf_puts(b, "<h3>Critical sequence based on the simulation</h3>\n");
    mca_strbuf_printf(b, "<div class=\"scroll\"><svg class=\"chain\" "
                         "width=\"%u\" height=\"%u\" "
                         "role=\"img\" aria-label=\"critical sequence\">\n"
                         "<defs><marker id=\"arrow%u\" markerWidth=\"8\" markerHeight=\"8\" "
                         "refX=\"7\" refY=\"4\" orient=\"auto\"><path class=\"lcl\" "
                         "d=\"M0 0L8 4L0 8z\"/></marker></defs>\n",
                      lx + (unsigned)widest_labels * CHAR_W + 10, TOP + n * ROW_H + 8, id);
    for (unsigned i = 0; i < n; i++) {
        unsigned y = TOP + i * ROW_H + ROW_H / 2 + 4;
        mca_strbuf_printf(b, "<text x=\"%u\" y=\"%u\"%s>%u. ", tx, y,
                          on[i] ? " font-weight=\"bold\"" : "", i);
        short_text(b, r->texts[i], LABEL_CHARS);
        mca_strbuf_puts(b, "</text>");
        /* every dependency into this instruction (the sequence may pass
         * it in more than one iteration), side by side */
        size_t x = lx;
        for (unsigned k = 0; k < d->nedges; k++) {
            if (d->edges[k].to != i)
                continue;
            mca_strbuf_printf(b, "<text class=\"lcl\" x=\"%zu\" y=\"%u\">", x, y);
            mca_html_escape(b, d->edges[k].label);
            mca_strbuf_puts(b, "</text>");
            x += (text_chars(d->edges[k].label) + 3) * CHAR_W;
        }
        mca_strbuf_putc(b, '\n');
    }
    for (unsigned k = 0; k < d->nedges; k++)
        chain_edge(b, &d->edges[k], k, ax, id);
    mca_strbuf_puts(b, "</svg></div>\n");
    free(on);
}

static int bottleneck(mca_strbuf *b, const mca_view_region *r, const mca_view *v, unsigned id)
{
    mca_bottleneck_data d;
    if (mca_view_bottleneck_data(v, &d) != 0)
        return -1;
    if (!d.found) {
        mca_strbuf_puts(b, "<h3>Bottleneck analysis</h3>\n"
                           "<p>No resource or data dependency bottlenecks discovered.</p>\n");
    } else {
        bottleneck_numbers(b, &d);
        if (d.nedges)
            chain(b, r, &d, id);
    }
    mca_bottleneck_data_free(&d);
    return 0;
}

int mca_view_html(mca_strbuf *b, const mca_view_region *r, const mca_html_views *v,
                  unsigned id)
{
    if (v->summary && summary(b, v->summary) != 0)
        return -1;
    if (v->timeline)
        timeline(b, r, v->timeline, id);
    if (v->pressure && pressure(b, r, v->pressure) != 0)
        return -1;
    if (v->bottleneck && bottleneck(b, r, v->bottleneck, id) != 0)
        return -1;
    return b->failed ? -1 : 0;
}

/* view_html: one region's part of mca-sim's --html page (mca/html.h has
 * the page): the summary numbers, the timeline as an SVG grid, the
 * resource pressure heat map and the bottleneck analysis with its
 * critical sequence drawn as a chain.
 *
 * It is another rendering of the views' data (view.h accessors), after
 * the simulation: every number on the page is one the text views print,
 * formatted as they format it.  It never looks into the pipeline. */
#ifndef MCA_SIM_VIEW_HTML_H
#define MCA_SIM_VIEW_HTML_H

#include "mca/strbuf.h"
#include "view.h"

/* The views to draw from (NULL: that part is left out; bottleneck is
 * NULL on in-order CPUs, where llvm-mca has no such analysis). */
typedef struct {
    const mca_view *summary, *pressure, *timeline, *bottleneck;
} mca_html_views;

/* Append the region's parts to b; id names the region's SVG definitions
 * (unique in the page).  -1 when memory runs out. */
int mca_view_html(mca_strbuf *b, const mca_view_region *r, const mca_html_views *v,
                  unsigned id);

#endif

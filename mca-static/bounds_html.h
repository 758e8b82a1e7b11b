/* bounds_html: one region's part of mca-static's --html page (mca/html.h
 * has the page): the static summary, the throughput bounds as bars with
 * what binds each, the critical loop-carried chain, and the resource
 * pressure of one iteration as a heat map.  It draws the values the text
 * report prints (bounds.h, mca_uniform_pressure_table), formatted alike. */
#ifndef MCA_STATIC_BOUNDS_HTML_H
#define MCA_STATIC_BOUNDS_HTML_H

#include "bounds.h"

/* brt: the Block RThroughput before rounding; id names the region's SVG
 * definitions (unique in the page).  -1 when memory runs out. */
int mca_bounds_html(mca_strbuf *out, const mca_program *p, const mca_region_descs *rd,
                    const mca_bounds *b, double brt, unsigned id);

#endif

/* html: the pieces of the pages both tools write with --html=FILE.
 *
 * A page is one self-contained HTML5 document: its style sheet is inline,
 * it has no script and names no external resource (fonts are the
 * browser's own), so it opens offline and from a mail attachment.  The
 * pictures are inline SVG; exact numbers show on hover through SVG
 * <title> elements and HTML title attributes.
 *
 * Every string that comes from the input (instruction text, region
 * names, resource and CPU names) goes through mca_html_escape.  The
 * numbers a page shows are those of the text report: callers pass the
 * views' own values and this module formats them with the report's
 * helpers (mca_format_rounded), never a rounding of its own. */
#ifndef MCA_HTML_H
#define MCA_HTML_H

#include "mca/model.h"
#include "mca/report.h"
#include "mca/strbuf.h"

/* s with & < > " ' written as character references (safe in text and
 * in quoted attribute values). */
void mca_html_escape(mca_strbuf *b, const char *s);

/* The document's start (doctype, head with its style sheet, the body's
 * heading "tool: cpu") and its end. */
void mca_html_begin(mca_strbuf *b, const char *tool, const char *cpu);
void mca_html_end(mca_strbuf *b);

/* One region's section: heading "[index] Code Region - name" (without
 * the name when it is NULL or empty), and its end. */
void mca_html_region_begin(mca_strbuf *b, unsigned index, const char *name);
void mca_html_region_end(mca_strbuf *b);

/* A two-column table of summary numbers: begin, then one row per number
 * (value is the text the report prints), then end. */
void mca_html_numbers_begin(mca_strbuf *b, const char *caption);
void mca_html_number(mca_strbuf *b, const char *label, const char *value);
void mca_html_numbers_end(mca_strbuf *b);

/* The resource pressure heat map: one row per instruction (texts[i],
 * values per_instruction[i * ncols ...]) and a last row of the values
 * per iteration, one column per resource unit, each cell shaded by its
 * value and showing it as the text report does ("-" below 0.005). */
void mca_html_pressure_heat_map(mca_strbuf *b, const mca_model *m,
                                const mca_pressure_column *cols, unsigned ncols,
                                const double *per_iteration, const double *per_instruction,
                                const char *const *texts, unsigned n);

#endif

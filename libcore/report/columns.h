/* columns: the names of the resource pressure columns, shared by the text
 * report (resources.c) and the HTML heat map (html_pressure.c) so that
 * both label a column alike.  Internal to libcore. */
#ifndef MCA_REPORT_COLUMNS_H
#define MCA_REPORT_COLUMNS_H

#include "mca/report.h"

/* "[i]" or "[i.j]" for column c; i counts the listed resources. */
void mca_pressure_column_name(mca_strbuf *b, const mca_model *m, const mca_pressure_column *cols,
                              unsigned c);

#endif

/* -instruction-tables: the static report both tools print (see mca/report.h). */
#include <config.h>

#include <stdlib.h>

#include "mca/report.h"

int mca_report_instruction_tables(mca_strbuf *b, const mca_model *m,
                                  const mca_instr_desc *const *descs,
                                  const char *const *texts, unsigned n,
                                  const mca_info_options *opts, bool instruction_info,
                                  bool resource_pressure)
{
    mca_pressure_table t;
    mca_info_row *rows = malloc((n ? n : 1) * sizeof *rows);
    if (!rows || mca_uniform_pressure_table(m, descs, n, &t) != 0) {
        free(rows);
        return -1;
    }
    if (opts->full)
        mca_report_resource_table(b, m);
    for (unsigned i = 0; i < n; i++)
        rows[i] = (mca_info_row){ descs[i], texts[i] };
    if (instruction_info)
        mca_report_instruction_info(b, m, rows, n, opts);
    if (resource_pressure)
        mca_report_resource_pressure(b, m, t.cols, t.ncols, t.per_iteration,
                                     t.per_instruction, texts, n);
    mca_pressure_table_free(&t);
    free(rows);
    return b->failed ? -1 : 0;
}

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
    mca_pressure_column *cols = NULL;
    unsigned ncols = 0;
    mca_info_row *rows = malloc((n ? n : 1) * sizeof *rows);
    if (!rows || mca_pressure_columns(m, &cols, &ncols) != 0) {
        free(rows);
        return -1;
    }
    double *per_iteration = calloc(ncols ? ncols : 1, sizeof *per_iteration);
    double *per_instruction = calloc((size_t)(n ? n : 1) * (ncols ? ncols : 1),
                                     sizeof *per_instruction);
    int rc = -1;
    if (per_iteration && per_instruction &&
        mca_uniform_pressure(m, cols, ncols, descs, n, per_iteration, per_instruction) == 0) {
        if (opts->full)
            mca_report_resource_table(b, m);
        for (unsigned i = 0; i < n; i++)
            rows[i] = (mca_info_row){ descs[i], texts[i] };
        if (instruction_info)
            mca_report_instruction_info(b, m, rows, n, opts);
        if (resource_pressure)
            mca_report_resource_pressure(b, m, cols, ncols, per_iteration, per_instruction,
                                         texts, n);
        rc = b->failed ? -1 : 0;
    }
    free(per_iteration);
    free(per_instruction);
    free(cols);
    free(rows);
    return rc;
}

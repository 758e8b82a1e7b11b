/* report: the tables both tools print, written exactly as llvm-mca 22
 * writes them (spacing, padding, rounding).  Each function appends one view
 * to a text buffer; the caller decides where the text goes.
 *
 * Resource pressure is given per column, a column being one unit instance
 * of a non-group resource (see mca_pressure_columns). */
#ifndef MCA_REPORT_H
#define MCA_REPORT_H

#include <stdbool.h>

#include "mca/encoding.h"
#include "mca/instr.h"
#include "mca/json.h"
#include "mca/model.h"
#include "mca/strbuf.h"

typedef struct {
    bool full;       /* -instruction-tables=full columns */
    bool barriers;   /* -show-barriers */
    /* -show-encoding: the encoding of each row's instruction; NULL without */
    const mca_encoding *const *encodings;
    /* Full mode only: per row, the source comment llvm-mca 22 prints after
     * the instruction's TAB, or NULL (the whole array may be NULL). */
    const char *const *comments;
} mca_info_options;

typedef struct {
    const mca_instr_desc *desc;
    const char *text; /* the instruction as printed */
} mca_info_row;

/* "Instruction Info:" with its legend and one row per instruction. */
void mca_report_instruction_info(mca_strbuf *b, const mca_model *m, const mca_info_row *rows,
                                 unsigned n, const mca_info_options *opts);

/* The full-mode "Resources:" table: every resource with its units and the
 * members of groups. */
void mca_report_resource_table(mca_strbuf *b, const mca_model *m);

typedef struct {
    unsigned resource;  /* model index */
    unsigned unit;      /* sub-unit, 0 for single-unit resources */
} mca_pressure_column;

/* The pressure columns of a model; caller frees *cols. -1 when out of memory. */
int mca_pressure_columns(const mca_model *m, mca_pressure_column **cols, unsigned *count);

/* "Resources:", "Resource pressure per iteration:" and "by instruction:".
 * per_iteration has one value per column, per_instruction n rows of them. */
void mca_report_resource_pressure(mca_strbuf *b, const mca_model *m,
                                  const mca_pressure_column *cols, unsigned ncols,
                                  const double *per_iteration,
                                  const double *per_instruction,
                                  const char *const *texts, unsigned n);

/* The Block RThroughput of one iteration, before rounding: the larger of
 * uops / dispatch width and, over the resources, prepared cycles / units.
 * Negative when memory runs out. */
double mca_block_rthroughput(const mca_model *m, const mca_instr_desc *const *descs,
                             unsigned n, unsigned dispatch_width);

/* The whole -instruction-tables report of one region: the full-mode
 * resource table, the Instruction Info view and the uniform resource
 * pressure, as enabled.  -1 when memory runs out. */
int mca_report_instruction_tables(mca_strbuf *b, const mca_model *m,
                                  const mca_instr_desc *const *descs,
                                  const char *const *texts, unsigned n,
                                  const mca_info_options *opts, bool instruction_info,
                                  bool resource_pressure);

/* Instruction tables' pressure: every prepared use spread uniformly over
 * the unit instances that can serve it (a group's cycles over each unit of
 * each member), summed exactly.  per_instruction gets n rows of ncols
 * values, per_iteration their column sums.  -1 when memory runs out. */
int mca_uniform_pressure(const mca_model *m, const mca_pressure_column *cols, unsigned ncols,
                         const mca_instr_desc *const *descs, unsigned n,
                         double *per_iteration, double *per_instruction);

/* The uniform pressure of a region with its columns, allocated. */
typedef struct {
    mca_pressure_column *cols;
    unsigned ncols;
    double *per_iteration;   /* ncols values */
    double *per_instruction; /* n rows of ncols values */
} mca_pressure_table;

/* -1 when memory runs out (t is left empty). */
int mca_uniform_pressure_table(const mca_model *m, const mca_instr_desc *const *descs,
                               unsigned n, mca_pressure_table *t);
void mca_pressure_table_free(mca_pressure_table *t);

/* --- JSON, structured as llvm-mca 22's -json output -------------------- */

/* "Instructions": the printed instructions. */
void mca_json_instructions(mca_json *j, const char *const *texts, unsigned n);
/* "InstructionInfoView": {"InstructionList": [...]}. */
void mca_json_instruction_info(mca_json *j, const mca_instr_desc *const *descs, unsigned n);
/* "ResourcePressureView": non-zero usage per instruction, then the totals
 * under InstructionIndex n. */
void mca_json_resource_pressure(mca_json *j, unsigned ncols, const double *per_iteration,
                                const double *per_instruction, unsigned n);
/* One element of "CodeRegions" for -instruction-tables. -1 out of memory. */
int mca_json_instruction_tables(mca_json *j, const mca_model *m,
                                const mca_instr_desc *const *descs,
                                const char *const *texts, unsigned n, const char *name,
                                bool instruction_info, bool resource_pressure);
/* "TargetInfo": the CPU and the pressure columns' names. -1 out of memory. */
int mca_json_target_info(mca_json *j, const mca_model *m, const char *cpu);
/* "SimulationParameters". */
void mca_json_simulation_parameters(mca_json *j, const char *arch, const char *cpu,
                                    const char *triple);

#endif

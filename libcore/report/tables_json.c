/* The JSON form of the instruction tables and of the run's parameters,
 * structured as llvm-mca 22 structures them (see mca/report.h). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mca/report.h"

void mca_json_instructions(mca_json *j, const char *const *texts, unsigned n)
{
    mca_json_array(j, "Instructions");
    for (unsigned i = 0; i < n; i++)
        mca_json_string(j, NULL, texts[i]);
    mca_json_end_array(j);
}

void mca_json_instruction_info(mca_json *j, const mca_instr_desc *const *descs, unsigned n)
{
    mca_json_object(j, "InstructionInfoView");
    mca_json_array(j, "InstructionList");
    for (unsigned i = 0; i < n; i++) {
        const mca_instr_desc *d = descs[i];
        mca_json_object(j, NULL);
        mca_json_uint(j, "Instruction", i);
        /* unsigned as llvm-mca prints it: an unknown latency (-1, apple-a10's
         * smstart, brk...) is 4294967295 */
        mca_json_uint(j, "Latency", (unsigned)d->latency);
        mca_json_uint(j, "NumMicroOpcodes", d->uops);
        mca_json_double(j, "RThroughput", d->rthroughput);
        mca_json_bool(j, "hasUnmodeledSideEffects", d->side_effects);
        mca_json_bool(j, "mayLoad", d->may_load);
        mca_json_bool(j, "mayStore", d->may_store);
        mca_json_end_object(j);
    }
    mca_json_end_array(j);
    mca_json_end_object(j);
}

static void usage(mca_json *j, unsigned inst, unsigned col, double v)
{
    mca_json_object(j, NULL);
    mca_json_uint(j, "InstructionIndex", inst);
    mca_json_uint(j, "ResourceIndex", col);
    mca_json_double(j, "ResourceUsage", v);
    mca_json_end_object(j);
}

void mca_json_resource_pressure(mca_json *j, unsigned ncols, const double *per_iteration,
                                const double *per_instruction, unsigned n)
{
    mca_json_object(j, "ResourcePressureView");
    mca_json_array(j, "ResourcePressureInfo");
    for (unsigned i = 0; i < n; i++)
        for (unsigned c = 0; c < ncols; c++)
            if (per_instruction[(size_t)i * ncols + c] != 0)
                usage(j, i, c, per_instruction[(size_t)i * ncols + c]);
    for (unsigned c = 0; c < ncols; c++)
        if (per_iteration[c] != 0)
            usage(j, n, c, per_iteration[c]);
    mca_json_end_array(j);
    mca_json_end_object(j);
}

int mca_json_instruction_tables(mca_json *j, const mca_model *m,
                                const mca_instr_desc *const *descs,
                                const char *const *texts, unsigned n, const char *name,
                                bool instruction_info, bool resource_pressure)
{
    mca_pressure_table t;
    if (mca_uniform_pressure_table(m, descs, n, &t) != 0)
        return -1;
    mca_json_object(j, NULL);
    if (instruction_info)
        mca_json_instruction_info(j, descs, n);
    mca_json_instructions(j, texts, n);
    mca_json_string(j, "Name", name);
    if (resource_pressure)
        mca_json_resource_pressure(j, t.ncols, t.per_iteration, t.per_instruction, n);
    mca_json_end_object(j);
    mca_pressure_table_free(&t);
    return 0;
}

int mca_json_target_info(mca_json *j, const mca_model *m, const char *cpu)
{
    mca_pressure_column *cols = NULL;
    unsigned ncols = 0;
    if (mca_pressure_columns(m, &cols, &ncols) != 0)
        return -1;
    mca_json_object(j, "TargetInfo");
    mca_json_string(j, "CPUName", cpu);
    mca_json_array(j, "Resources");
    for (unsigned c = 0; c < ncols; c++) {
        const mca_resource *r = mca_model_resource(m, cols[c].resource);
        if (r->units <= 1) {
            mca_json_string(j, NULL, r->name);
            continue;
        }
        /* llvm-mca appends the unit number as a raw byte, not as digits. */
        size_t len = strlen(r->name);
        char *s = malloc(len + 3);
        if (!s) {
            free(cols);
            return -1;
        }
        memcpy(s, r->name, len);
        s[len] = '.';
        s[len + 1] = (char)cols[c].unit;
        mca_json_string_n(j, NULL, s, (unsigned)(len + 2));
        free(s);
    }
    mca_json_end_array(j);
    mca_json_end_object(j);
    free(cols);
    return 0;
}

void mca_json_simulation_parameters(mca_json *j, const char *arch, const char *cpu,
                                    const char *triple)
{
    mca_json_object(j, "SimulationParameters");
    mca_json_string(j, "-march", arch);
    mca_json_string(j, "-mcpu", cpu);
    mca_json_string(j, "-mtriple", triple);
    mca_json_end_object(j);
}

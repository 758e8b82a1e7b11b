/* mca-sim: simulate machine code on a CPU model, cycle by cycle, and print
 * llvm-mca's views.  This file is the command line; the pipeline lives in
 * the other files of mca-sim/. */
#include <config.h>

#include <stdlib.h>

#include "mca/describe.h"
#include "mca/diag.h"
#include "mca/program.h"
#include "mca/report.h"
#include "mca/tool.h"

const char *argp_program_version = "mca-sim (" PACKAGE_NAME ") " PACKAGE_VERSION;
const char *argp_program_bug_address = PACKAGE_BUGREPORT;

static const mca_tool_spec spec = {
    NULL, NULL, "[FILE]",
    "Simulate the machine code in FILE (standard input when FILE is missing "
    "or \"-\") on a CPU's out-of-order or in-order pipeline and report its "
    "throughput, as llvm-mca does.  Options take one or two dashes "
    "(-mcpu=skylake or --mcpu=skylake).\vSee mca-sim(1) for the views and "
    "the numbers they print."
};

static int simulate_view(void *ctx, const mca_program *p, const mca_region_descs *rd,
                         mca_strbuf *out, mca_diags *diags)
{
    (void)ctx, (void)p, (void)rd, (void)out;
    mca_diags_add(diags, MCA_DIAG_ERROR,
                  "the simulation pipeline is not implemented yet; "
                  "use -instruction-tables or mca-static");
    return -1;
}

/* -instruction-tables: the static tables llvm-mca prints instead of simulating. */
static int tables_view(void *ctx, const mca_program *p, const mca_region_descs *rd,
                       mca_strbuf *out, mca_diags *diags)
{
    const mca_options *o = ctx;
    mca_info_options io = { o->instruction_tables == MCA_TABLES_FULL, o->show_barriers };
    if (mca_report_instruction_tables(out, p->model, rd->desc_ptrs, rd->texts, rd->count, &io,
                                      o->instruction_info.value,
                                      o->resource_pressure.value) != 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    return 0;
}

/* Everything after argument parsing; returns the exit status. */
static int run(mca_options *o, mca_diags *diags)
{
    mca_program p;
    mca_program_status st = mca_program_load(&p, o, stderr, diags);
    if (st != MCA_PROGRAM_OK)
        return st == MCA_PROGRAM_HELP ? 0 : 1;
    mca_options_resolve_views(o, mca_program_out_of_order(&p));
    FILE *out = mca_tool_open_output(o->output, diags);
    int status = 1;
    if (out) {
        mca_strbuf text;
        mca_strbuf_init(&text);
        mca_region_view view = o->instruction_tables != MCA_TABLES_NONE ? tables_view
                                                                        : simulate_view;
        status = mca_report_regions(&p, o, view, o, &text, diags) == 0 ? 0 : 1;
        /* What was reported before an error is written, as llvm-mca streams it. */
        if (mca_strbuf_write(&text, out) != 0)
            status = 1;
        if (mca_tool_close_output(out, o->output, diags) != 0)
            status = 1;
        mca_strbuf_free(&text);
    }
    mca_program_free(&p);
    return status;
}

int main(int argc, char **argv)
{
    mca_tool_args args = { 0 };
    mca_diags diags;
    mca_diags_init(&diags);
    if (mca_tool_parse_args(&spec, argc, argv, &args) != 0) {
        fputs("error: out of memory\n", stderr);
        return 1;
    }
    int status = run(&args.common, &diags);
    mca_diags_print(&diags, stderr);
    mca_diags_free(&diags);
    mca_tool_args_free(&args);
    return status;
}

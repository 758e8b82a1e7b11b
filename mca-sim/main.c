/* mca-sim: simulate machine code on a CPU model, cycle by cycle, and print
 * llvm-mca's views.  This file is the command line; the pipeline lives in
 * the other files of mca-sim/. */
#include <config.h>

#include <stdlib.h>

#include "mca/diag.h"
#include "mca/input.h"
#include "mca/target.h"
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

/* Everything after argument parsing; returns the exit status. */
static int run(const mca_options *o, mca_diags *diags)
{
    mca_target target;
    if (mca_target_resolve(&target, o->mtriple, o->march, o->mcpu, diags) != 0)
        return 1;
    mca_input input;
    int status = 1;
    if (mca_input_load(&input, o->input, target.arch, diags) == 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR,
                      "no instruction front end for %s yet (%zu statements read)",
                      target.triple, input.scan.stmt_count);
        mca_input_free(&input);
    }
    mca_target_free(&target);
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

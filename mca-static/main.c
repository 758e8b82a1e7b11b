/* mca-static: analyse machine code without simulating it: instruction tables,
 * Block RThroughput and throughput bounds.  This file is the command line;
 * the analysis lives in the other files of mca-static/. */
#include <config.h>

#include <stdlib.h>

#include "mca/diag.h"
#include "mca/input.h"
#include "mca/target.h"
#include "mca/tool.h"

const char *argp_program_version = "mca-static (" PACKAGE_NAME ") " PACKAGE_VERSION;
const char *argp_program_bug_address = PACKAGE_BUGREPORT;

/* mca-static's own settings. */
typedef struct {
    int bounds; /* print the bounds view (default) */
} static_settings;

enum { OPT_NO_BOUNDS = 0x200 };

static const struct argp_option static_options[] = {
    { NULL, 0, NULL, 0, "mca-static options:", 3 },
    { "no-bounds", OPT_NO_BOUNDS, NULL, 0, "Do not print the throughput bounds view", 3 },
    { NULL, 0, NULL, 0, NULL, 0 }
};

static error_t parse_static(int key, char *arg, struct argp_state *state)
{
    (void)arg;
    mca_tool_args *args = state->input;
    static_settings *s = args->own;
    if (key != OPT_NO_BOUNDS)
        return ARGP_ERR_UNKNOWN;
    s->bounds = 0;
    return 0;
}

static const mca_tool_spec spec = {
    static_options, parse_static, "[FILE]",
    "Analyse the machine code in FILE (standard input when FILE is missing "
    "or \"-\") for a CPU model without simulating it: instruction info, "
    "instruction tables, Block RThroughput and throughput bounds.  Options "
    "take one or two dashes (-mcpu=skylake or --mcpu=skylake).\vSee "
    "mca-static(1) for every number printed."
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
    static_settings settings = { 1 };
    mca_tool_args args = { .own = &settings };
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

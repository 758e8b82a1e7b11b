/* tool: command-line parsing and output handling shared by the programs. */
#include <config.h>

#include "tool.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static error_t parse_top(int key, char *arg, struct argp_state *state)
{
    (void)arg;
    mca_tool_args *args = state->input;
    if (key == ARGP_KEY_INIT) {
        state->child_inputs[0] = &args->common;
        state->child_inputs[1] = args;
        state->child_inputs[2] = args;
    }
    return ARGP_ERR_UNKNOWN;
}

int mca_tool_parse_args(const mca_tool_spec *spec, int argc, char **argv,
                        mca_tool_args *args)
{
    mca_options_init(&args->common);
    const struct argp_option *tables[] = { mca_options_argp.options, mca_input_argp.options,
                                           spec->options, NULL };
    if (!spec->options)
        tables[2] = NULL;
    /* Program names in messages as LLVM's command line library prints
     * them: the file name only (also when run through libtool's wrapper). */
    program_invocation_name = program_invocation_short_name;
    if (mca_options_normalize_argv(&argc, argv, tables, &args->owned,
                                   &args->owned_count, &args->common) != 0)
        return -1;
    struct argp own = { spec->options, spec->parser, NULL, NULL, NULL, NULL, NULL };
    struct argp_child children[] = {
        { &mca_options_argp, 0, NULL, 0 },
        { &own, 0, NULL, 0 },
        { &mca_input_argp, 0, NULL, 0 },
        { NULL, 0, NULL, 0 }
    };
    if (!spec->options) {
        children[1] = children[2];
        children[2] = children[3];
    }
    struct argp top = { NULL, parse_top, spec->args_doc, spec->doc, children,
                        NULL, NULL };
    argp_err_exit_status = 1; /* llvm-mca exits 1 on usage errors */
    if (argp_parse(&top, argc, argv, 0, NULL, args) != 0)
        return -1;
    /* Every bad option has been reported; llvm-mca then exits 1. */
    if (args->common.parse_errors)
        exit(1);
    return 0;
}

void mca_tool_args_free(mca_tool_args *args)
{
    for (size_t i = 0; i < args->owned_count; i++)
        free(args->owned[i]);
    free(args->owned);
    free((void *)args->common.symbols);
    args->common.symbols = NULL;
    args->owned = NULL;
    args->owned_count = 0;
}

FILE *mca_tool_open_output(const char *path, mca_diags *diags)
{
    if (!path || strcmp(path, "-") == 0)
        return stdout;
    FILE *out = fopen(path, "w");
    if (!out)
        mca_diags_add(diags, MCA_DIAG_ERROR, "%s: %s", path, strerror(errno));
    return out;
}

int mca_tool_close_output(FILE *out, const char *path, mca_diags *diags)
{
    int failed = fflush(out) != 0 || ferror(out);
    if (out != stdout)
        failed |= fclose(out) != 0;
    if (failed) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "%s: %s",
                      path && strcmp(path, "-") ? path : "standard output",
                      strerror(errno ? errno : EIO));
        return -1;
    }
    return 0;
}

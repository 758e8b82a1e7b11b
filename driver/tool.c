/* tool: command-line parsing and output handling shared by the programs. */
#include <config.h>

#include "tool.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
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

/* The -o file to remove when a signal ends the run, as llvm-mca's output
 * file is (LLVM's RemoveFileOnSignal).  A signal handler can only reach
 * file-scope state: this is the one place the tools keep any. */
static char *volatile removal_path;
static const int removal_signals[] = { SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR2, SIGXCPU,
                                       SIGXFSZ };

static void remove_and_reraise(int sig)
{
    char *path = removal_path;
    if (path)
        unlink(path);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void arm_removal(const char *path)
{
    removal_path = strdup(path);
    if (!removal_path)
        return; /* the file then stays on a signal, as before */
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = remove_and_reraise;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof removal_signals / sizeof *removal_signals; i++) {
        struct sigaction old;
        /* a signal the caller ignores (nohup, a background job) stays so */
        if (sigaction(removal_signals[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(removal_signals[i], &sa, NULL);
    }
}

static void disarm_removal(void)
{
    char *path = removal_path;
    removal_path = NULL;
    free(path);
}

FILE *mca_tool_open_output(const char *path, mca_diags *diags)
{
    if (!path || strcmp(path, "-") == 0)
        return stdout;
    FILE *out = fopen(path, "w");
    if (!out)
        mca_diags_add(diags, MCA_DIAG_ERROR, "%s: %s", path, strerror(errno));
    else
        arm_removal(path);
    return out;
}

void mca_tool_discard_output(const char *path)
{
    if (path && strcmp(path, "-") != 0)
        unlink(path);
    disarm_removal();
}

int mca_tool_close_output(FILE *out, const char *path, mca_diags *diags)
{
    int failed = fflush(out) != 0 || ferror(out);
    if (out != stdout)
        failed |= fclose(out) != 0;
    if (!failed)
        disarm_removal(); /* kept, unless the caller discards it */
    if (failed) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "%s: %s",
                      path && strcmp(path, "-") ? path : "standard output",
                      strerror(errno ? errno : EIO));
        return -1;
    }
    return 0;
}

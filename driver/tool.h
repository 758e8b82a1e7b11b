/* tool: what every mca-tools program does around its own analysis.
 *
 * mca_tool_parse_args parses the command line (the common options plus the
 * tool's own, llvm-mca spellings accepted) and may exit as argp does for
 * --help, --version and usage errors: bad options are reported with the
 * messages of LLVM's command line library, then the program exits 1.
 * mca_tool_open_output opens -o (default standard output). */
#ifndef MCA_TOOL_H
#define MCA_TOOL_H

#include <argp.h>
#include <stdio.h>

#include "mca/diag.h"
#include "input-argp.h"
#include "options-argp.h"

typedef struct {
    const struct argp_option *options; /* the tool's own options, or NULL */
    argp_parser_t parser;              /* receives an mca_tool_args * */
    const char *args_doc;
    const char *doc;
} mca_tool_spec;

typedef struct {
    mca_options common;
    void *own;                         /* the tool's own settings */
    mca_batch_options batch;           /* --batch and its settings */
    const char *html;                  /* --html=FILE: the tool's parser sets it */
    char **owned;                      /* rewritten argv strings */
    size_t owned_count;
} mca_tool_args;

/* Parse argv into args (common options initialised to llvm-mca defaults).
 * Returns 0, or -1 when memory runs out. */
int mca_tool_parse_args(const mca_tool_spec *spec, int argc, char **argv,
                        mca_tool_args *args);

/* Release what parsing allocated (the options' strings point into it). */
void mca_tool_args_free(mca_tool_args *args);

/* Open the report destination; NULL with a diagnostic on failure. */
FILE *mca_tool_open_output(const char *path, mca_diags *diags);

/* Close out (unless it is stdout) and report write errors; 0 on success. */
int mca_tool_close_output(FILE *out, const char *path, mca_diags *diags);
/* Remove the -o file of a run that failed (llvm-mca keeps its output file
 * only on success); a signal removes it too once it is open. */
void mca_tool_discard_output(const char *path);

#endif

/* driver: the main() that mca-static and mca-sim share.
 *
 * mca_driver_main does, as llvm-mca does and in its order: read the
 * command line (the common options plus the program's own), load the
 * program (target, CPU model, input, instructions), apply -all-views,
 * check the instrument comments once the code has instructions (unless
 * -disable-im), open the output, check the printer variant, then let the
 * program write its report (streamed to the output in text mode; the JSON
 * document is written whole) and, with --html=FILE, the page its views
 * drew (written once the report is complete; nothing on an error), and
 * finally print the diagnostics on stderr
 * (where stdout and stderr are one file, in llvm-mca's order relative to
 * the report: see interleave.h).
 * It returns the exit status: 0, or 1 on any error (-mcpu=help is 0).
 * This is program code: it prints; libcore does not. */
#ifndef MCA_DRIVER_H
#define MCA_DRIVER_H

#include "mca/json.h"
#include "mca/program.h"
#include "mca/describe.h"
#include "mca/strbuf.h"
#include "tool.h"

typedef struct {
    mca_tool_spec cli;     /* the program's own options and help text */
    const char *name;      /* the program's name, the title of its page */
    /* The report of a loaded program, into text, and its regions' parts of
     * the page into html when --html is given (else html is NULL); 0, or
     * -1 with the error in diags (what was written before it is still
     * output). */
    int (*report)(void *own, const mca_program *p, const mca_options *o, mca_strbuf *text,
                  mca_strbuf *html, mca_diags *diags);
    /* --batch (batch.h): write a block's results as members of the open
     * object j and set *predicted to its cycles per iteration; 0, or -1
     * with the error in diags.  Called from several threads at once. */
    int (*block)(void *own, const mca_program *p, const mca_options *o, mca_json *j,
                 double *predicted, mca_diags *diags);
} mca_driver_spec;

/* own: the program's settings, given to spec->cli.parser (through
 * mca_tool_args.own) and to spec->report. */
int mca_driver_main(const mca_driver_spec *spec, void *own, int argc, char **argv);

/* For spec->block: run view on the program's first region only, as
 * mca_report_regions runs it (its text output discarded, no region
 * headers); what view returns. */
int mca_driver_first_region(const mca_program *p, const mca_options *o, mca_region_view view,
                            void *ctx, mca_diags *diags);

#endif

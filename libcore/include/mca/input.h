/* input: the front matter both tools share, up to the code regions.
 *
 * mca_input_load reads the input, splits it into statements and comments
 * with the target's assembler conventions (mca_target_syntax) and builds the code regions
 * and the list of instrument comments.
 * The ISA front end then turns the statements of each region into
 * instructions. */
#ifndef MCA_INPUT_H
#define MCA_INPUT_H

#include "mca/instrument.h"
#include "mca/region.h"
#include "mca/scan.h"
#include "mca/source.h"

typedef struct {
    mca_source source;
    mca_scan scan;
    mca_regions regions;
    mca_instruments instruments;
    /* the target triple, set between mca_input_read and
     * mca_input_prepare (NULL: none): Darwin's version directives warn
     * when they name another OS than its */
    const char *triple;
} mca_input;

/* 0 on success; -1 with diagnostics (unreadable input, bad markers). */
int mca_input_load(mca_input *in, const char *path, const mca_syntax_rules *rules,
                   mca_diags *diags);

/* The two halves of mca_input_load, for callers that must check other
 * things in between (llvm-mca reads the file before it looks for the CPU
 * and reads the regions after). */
int mca_input_read(mca_input *in, const char *path, mca_diags *diags);
int mca_input_prepare(mca_input *in, const mca_syntax_rules *rules, mca_diags *diags);
void mca_input_free(mca_input *in);

#endif

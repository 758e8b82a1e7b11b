/* program: the front matter of a run, shared by both tools.
 *
 * mca_program_load resolves the target and CPU, loads the catalog and the
 * CPU's model (or the user's --model file), reads and scans the input,
 * builds the regions and parses every instruction.  Each region then lists
 * the instructions it contains.  Errors are reported as llvm-mca reports
 * them; on failure the program is left empty.  Nothing is printed. */
#ifndef MCA_PROGRAM_H
#define MCA_PROGRAM_H

#include <stdbool.h>
#include <stdio.h>

#include "mca/catalog.h"
#include "mca/input.h"
#include "mca/inst.h"
#include "mca/model.h"
#include "mca/options.h"
#include "mca/target.h"

typedef struct mca_frontend mca_frontend; /* the ISA's front end */

typedef struct {
    const mca_region *region;
    const mca_inst **insts;   /* the region's instructions, in order */
    size_t count;
} mca_region_code;

typedef struct {
    mca_target target;
    mca_catalog *catalog;
    mca_model *model;
    mca_frontend *frontend;
    mca_input input;
    mca_inst *insts;          /* every instruction of the input */
    size_t inst_count;
    int output_variant;       /* syntax instructions are printed in */
    mca_region_code *regions; /* one per region of the input */
    size_t region_count;
    bool borrowed;            /* target, catalog and model are another's */
} mca_program;

/* What mca_program_load did. */
typedef enum {
    MCA_PROGRAM_OK,
    MCA_PROGRAM_HELP,         /* -mcpu=help: the CPU list was written */
    MCA_PROGRAM_ERROR
} mca_program_status;

/* Load everything for options o.  With -mcpu=help the CPU list is added
 * to diags (a plain diagnostic: llvm-mca writes it to the error stream)
 * and MCA_PROGRAM_HELP is returned. */
mca_program_status mca_program_load(mca_program *p, const mca_options *o, mca_diags *diags);
void mca_program_free(mca_program *p);

/* For many blocks analysed on one CPU (batch mode): load only the target,
 * catalog and model (no input) into base; then each block is a program
 * made from a text held in memory (named name in diagnostics) that
 * borrows base's target, catalog and model, which stay unchanged: blocks
 * may be loaded and analysed in several threads at once, base outliving
 * them.  The input goes through mca_disasm_input as in mca_program_load. */
mca_program_status mca_program_load_model(mca_program *base, const mca_options *o,
                                          mca_diags *diags);
mca_program_status mca_program_load_text(mca_program *p, const mca_program *base,
                                         const mca_options *o, const char *name,
                                         const char *text, size_t len, mca_diags *diags);

/* Check the input's instrument comments against the kinds the target's
 * ISA accepts (see mca/instrument.h); 0, or -1 with the errors. */
int mca_program_check_instruments(const mca_program *p, mca_diags *diags);

/* Can the ISA's printer print -output-asm-variant variant (-1: not
 * given)?  0, or -1 with llvm-mca's error. */
int mca_program_check_printer(const mca_program *p, int variant, mca_diags *diags);

/* Is the model's pipeline out of order (a micro-op buffer)? */
bool mca_program_out_of_order(const mca_program *p);

#endif

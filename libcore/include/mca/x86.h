/* x86: the x86-64 assembly front end (AT&T and Intel syntax).
 *
 * Contract.  mca_x86_new builds, once per catalog, the matcher tables from
 * the catalog's printed forms; the front end is then immutable and may be
 * shared.  mca_x86_parse turns the statements of a scanned source into
 * instructions, as LLVM 22's assembler and llvm-mca 22 do: the opcode LLVM
 * picks, the operands in the catalog's operand order and the text llvm-mca
 * prints (mnemonic, a tab, operands).  Directives produce no instruction;
 * .intel_syntax and .att_syntax switch the input syntax.  Errors are
 * reported as llvm-mca reports them (FILE:LINE:COL: error: ..., located
 * with the source); every failing statement is reported, and unless
 * opts->skip_failures is set the closing "Assembly input parsing had
 * errors" line is added and -1 returned.  With skip_failures the failing
 * statements are reported, dropped, and 0 is returned.  Nothing is printed.
 * Out of memory is reported and returns -1. */
#ifndef MCA_X86_H
#define MCA_X86_H

#include <stddef.h>

#include "mca/catalog.h"
#include "mca/diag.h"
#include "mca/inst.h"
#include "mca/scan.h"
#include "mca/source.h"

#define MCA_X86_ATT 0   /* -output-asm-variant=0, and .att_syntax */
#define MCA_X86_INTEL 1 /* -output-asm-variant=1, and .intel_syntax */

typedef struct mca_x86 mca_x86;

typedef struct {
    int output_variant; /* -1: the syntax in effect at the end of the input */
    int print_imm_hex;  /* -print-imm-hex */
    int skip_failures;  /* -skip-unsupported-instructions=parse-failure */
} mca_x86_options;

/* Build the front end of catalog cat (which must outlive it); NULL with a
 * diagnostic when memory runs out. */
mca_x86 *mca_x86_new(const mca_catalog *cat, mca_diags *diags);
void mca_x86_free(mca_x86 *fe);

/* Parse the statements [first, first+n) of scan (n = (size_t)-1: all).
 * *syntax is the syntax at the start (MCA_X86_ATT or MCA_X86_INTEL) and the
 * syntax in effect at the end on return.  On success *out holds *count
 * instructions (free each with mca_inst_free, then the array with free). */
int mca_x86_parse(const mca_x86 *fe, const mca_source *src,
                  const mca_scan *scan, size_t first, size_t n, int *syntax,
                  const mca_x86_options *opts, mca_inst **out, size_t *count,
                  mca_diags *diags);

/* Print inst in a variant as llvm-mca does (malloc'd; NULL when out of
 * memory or when the opcode has no form).  exprs, when not NULL, holds for
 * each operand of kind MCA_OPERAND_EXPR its printed expression text. */
char *mca_x86_print(const mca_x86 *fe, const mca_inst *inst,
                    const char *const *exprs, int variant, int imm_hex);

#endif

/* x86: the x86-64 assembly front end (AT&T and Intel syntax).
 *
 * Contract.  mca_x86_new makes a front end for a catalog (cheap: the forms
 * of a mnemonic are found with mca_catalog_forms_named when a statement
 * needs them) and may be shared by threads: what it learns is the forms of
 * the mnemonics parsed so far, kept for every later parse (under a lock;
 * bounded by the catalog), so that a data set's blocks do not parse them
 * again each.
 * mca_x86_parse turns the statements of a scanned source into instructions
 * as LLVM 22's assembler and llvm-mca 22 do: the opcode the assembler
 * picks, the operands in the catalog's operand order (LLVM's MCInst order)
 * and the text llvm-mca prints (prefixes, mnemonic, a tab, operands).
 *   - Labels and directives produce no instruction; .intel_syntax [noprefix]
 *     and .att_syntax [prefix] switch the input syntax, .code16/.code32/
 *     .code64 the assembler's mode (opts->mode gives the first one).  Prefixes the
 *     assembler emits on their own (data16, addr32, rex64, cs..gs,
 *     xacquire, xrelease; "wait" of finit/fstsw) are instructions.
 *   - Errors are reported as llvm-mca reports them (FILE:LINE:COL: error:
 *     message, with the source line and a caret over the token); assembler
 *     warnings (gather registers, 4FMAPS source groups) are added as
 *     MCA_DIAG_WARNING and do not fail.  Every failing statement is
 *     reported.  Unless opts->skip_failures is set, the closing "Assembly
 *     input parsing had errors" line is added and -1 returned; with it the
 *     failing statements are reported and dropped, and 0 is returned
 *     (llvm-mca then prints each of those errors twice; the caller decides).
 *   - Nothing is printed.  Out of memory adds "out of memory", returns -1.
 * The text is printed in opts->output_variant, or when that is -1 in the
 * syntax in effect at the end of the input (as llvm-mca does). */
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
    int mode;           /* the assembler's mode at the start: 64 (or 0), or
                         * 32 and 16 (triples i386..i686, i386-...-code16);
                         * .code64/.code32/.code16 change it.  Registers
                         * and opcodes of 64-bit mode are rejected outside
                         * it, and CALLpcrel32 prints as "calll" when it
                         * does not start as 64. */
    int format;         /* the triple's object format (mca_asm_format):
                         * which directives LLVM's parser knows */
    int no_texts;       /* leave every instruction's text NULL (nothing
                         * will print them: batch mode) */
} mca_x86_options;

/* A front end for catalog cat (which must outlive it); NULL with a
 * diagnostic when cat is NULL or memory runs out. */
mca_x86 *mca_x86_new(const mca_catalog *cat, mca_diags *diags);
void mca_x86_free(mca_x86 *fe);

/* Parse the statements [first, first+n) of scan (n = (size_t)-1: all).
 * *syntax is the syntax at the start (MCA_X86_ATT or MCA_X86_INTEL) and the
 * syntax in effect at the end on return.  On success *out holds *count
 * instructions in source order (free each with mca_inst_free, then the
 * array with free); inst.offset/length locate the statement (a separate
 * prefix instruction: the prefix word). */
int mca_x86_parse(const mca_x86 *fe, const mca_source *src,
                  const mca_scan *scan, size_t first, size_t n, int *syntax,
                  const mca_x86_options *opts, mca_inst **out, size_t *count,
                  mca_diags *diags);

/* Print inst in a variant as llvm-mca does, without the prefixes that
 * mca_x86_parse puts in inst->text (lock, rep, {vex} ...); malloc'd, NULL
 * when out of memory or when the opcode has no form.  exprs, when not
 * NULL, holds for each operand of kind MCA_OPERAND_EXPR its printed
 * expression text (otherwise "<expr>" is printed). */
char *mca_x86_print(const mca_x86 *fe, const mca_inst *inst,
                    const char *const *exprs, int variant, int imm_hex);

#endif

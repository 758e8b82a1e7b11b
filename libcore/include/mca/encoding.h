/* encoding: the bytes llvm-mca's -show-encoding prints for each instruction.
 *
 * llvm-mca encodes each parsed instruction on its own with LLVM's code
 * emitter: no layout, no relaxation, and every fixup (a symbol, a label, a
 * branch target, even a constant branch target) left as zero bytes.  LLVM's
 * C API has no code emitter, so mca_encodings_compute assembles the input
 * with LLVM's integrated assembler (module inline assembly emitted as an
 * ELF object in memory, LLVM loaded with dlopen only now) and turns the
 * object's bytes back into what the emitter gives:
 *   - the input's instruction statements are assembled in source order, in
 *     the syntax they were written in (.intel_syntax/.att_syntax and
 *     .code16/32/64 are kept, other directives dropped: llvm-mca ignores
 *     sections and data); a marker symbol before each statement tells
 *     where its bytes start;
 *   - labels are defined in a section of their own, so that every
 *     reference to one is a relocation (zero bytes in ELF's RELA, or zeroed
 *     here from the relocation list for REL targets) and a label
 *     difference stays computable (when an expression subtracts a label
 *     from ".", which cannot span sections, they stay in .text); symbols
 *     that an object cannot leave undefined (.L names, operands of a
 *     difference) are defined there too;
 *   - x86 branches and imm8 arithmetic that the assembler relaxed are put
 *     back in their short form, and branch displacements and RIP-relative
 *     displacements to "." are zeroed (encoding-x86.c).
 * A statement that assembles to several instructions (data16, cs, wait
 * before an x87 instruction ...) gives one byte to each leading prefix
 * instruction and the rest to the last one.
 *
 * Errors: LLVM cannot be loaded, or the assembler rejects a statement that
 * the front end accepted: an error (located at the statement when LLVM
 * names one) is added and -1 returned; nothing is printed. */
#ifndef MCA_ENCODING_H
#define MCA_ENCODING_H

#include <stddef.h>

#include "mca/program.h"

typedef struct {
    const unsigned char *bytes;
    unsigned size;
} mca_encoding;

typedef struct {
    mca_encoding *of;      /* one per instruction of the program, p->insts order */
    size_t count;
    unsigned char *bytes;  /* the storage the encodings point into */
} mca_encodings;

/* Encode every instruction of p for its target and CPU (mattr: -mattr, or
 * NULL).  0, or -1 with diagnostics. */
int mca_encodings_compute(mca_encodings *e, const mca_program *p, const char *mattr,
                          mca_diags *diags);
void mca_encodings_free(mca_encodings *e);

#endif

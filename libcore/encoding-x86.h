/* encoding-x86: where an x86 object file's bytes differ from what LLVM's
 * code emitter gives for the parsed instruction (see mca/encoding.h), and
 * the rewrite back.  Internal to libcore.
 *
 * The assembler relaxes JMP_1/JCC_1 to their rel32 forms and the imm8
 * arithmetic forms (ADD32ri8, PUSH64i8, IMUL32rri8 ...) to their imm16/32
 * forms when the operand is a symbol; it fills displacements it can
 * resolve.  The emitter does neither: the short form, zero bytes. */
#ifndef MCA_ENCODING_X86_H
#define MCA_ENCODING_X86_H

#include <stdbool.h>
#include <stddef.h>

#include "llvm.h"
#include "mca/catalog.h"
#include "mca/diag.h"
#include "mca/inst.h"

/* The disassembler, made on first need. */
typedef struct {
    const mca_llvm_machine *machine;
    mca_llvm_decoder *decoder;
    char *error;          /* why it could not be made */
    int failed;
} mca_encoding_decoder;

/* Rewrite the len object bytes of inst in place into the emitter's
 * encoding; relocations is how many relocations the object has within
 * those bytes (their fields already zero), mode64 whether the code is
 * 64-bit.  Returns the new length (never more than len), or (size_t)-1
 * when the disassembler was needed and could not be made. */
size_t mca_encoding_x86_fix(const mca_catalog *cat, const mca_inst *inst,
                            unsigned char *bytes, size_t len, unsigned relocations,
                            bool mode64, mca_encoding_decoder *dec);

#endif

/* x86-encoding: where an x86 object file's bytes differ from what LLVM's
 * code emitter gives for the parsed instruction (see mca/encoding.h), and
 * the rewrite back.  Internal to libcore.
 *
 * The assembler relaxes JMP_1/JCC_1 to their rel32 forms and the imm8
 * arithmetic forms (ADD32ri8, PUSH64i8, IMUL32rri8 ...) to their imm16/32
 * forms when the operand is a symbol; it fills displacements it can
 * resolve.  The emitter does neither: the short form, zero bytes.
 *
 * In an x86-64 target, statements read under .code32 or .code16 are
 * assembled in that mode, but llvm-mca 22 encodes them with the 64-bit
 * emitter: the prefixes 0x66 and 0x67 and displacement-only addresses
 * are rewritten as it gives them (the opcode's OpSize16/OpSize32 flags
 * from the catalog decide 0x66 under .code16). */
#ifndef MCA_X86_ENCODING_H
#define MCA_X86_ENCODING_H

#include <stdbool.h>
#include <stddef.h>

#include "../isa.h"

/* Rewrite the len object bytes of inst in place into the emitter's
 * encoding; relocations is how many relocations the object has within
 * those bytes (their fields already zero), mode64 whether the target is
 * 64-bit.  Returns the new length (at most len + 6: bytes has room for
 * that), or (size_t)-1 when the disassembler was needed and could not be
 * made. */
size_t mca_encoding_x86_fix(const mca_catalog *cat, const mca_inst *inst,
                            unsigned char *bytes, size_t len, unsigned relocations,
                            bool mode64, mca_encoding_decoder *dec);

/* The size of an i386 relocation's field by type (R_386_*): the REL
 * object's addends sit in the bytes the emitter leaves zero. */
size_t mca_x86_rel_field_size(uint64_t type);

#endif

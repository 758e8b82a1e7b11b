/* disasm: machine code as the assembly text both tools read (beyond
 * llvm-mca, which reads only text).
 *
 * Bytes are decoded with LLVM's disassembler (its C API, loaded on first
 * use, whichever LLVM 14 to 22 is installed) and each instruction is
 * written as LLVM prints it, one per line; that text then goes through the
 * project's own reader like any input, so an instruction given as bytes is
 * analysed exactly as the same instruction written as text.
 *
 * Two inputs hold machine code:
 *  - hex text (-hex): hexadecimal digit pairs, with blanks and "0x"
 *    prefixes allowed anywhere between bytes ("48 89 e5", "0x4889e5");
 *  - an ELF object or executable (recognised by its magic): each function
 *    symbol becomes a code region named after it, in address order.
 * Errors are located: a bad hex digit or undecodable bytes at their place
 * in the text, a malformed ELF file by what lies where. */
#ifndef MCA_DISASM_H
#define MCA_DISASM_H

#include <stdbool.h>
#include <stddef.h>

#include "mca/diag.h"
#include "mca/options.h"
#include "mca/source.h"
#include "mca/strbuf.h"
#include "mca/target.h"

typedef struct mca_disasm mca_disasm;

/* A disassembler for target t with -mattr mattr (NULL: none); NULL with a
 * diagnostic when LLVM cannot be loaded or lacks the target.  Making one
 * is not thread-safe (LLVM's targets are initialised); using one is safe
 * in one thread at a time: give each thread its own. */
mca_disasm *mca_disasm_new(const mca_target *t, const char *mattr, mca_diags *diags);
void mca_disasm_free(mca_disasm *d);

/* Let d keep the text of every instruction it decodes (up to 32,768 of
 * them, about 3 MB) and give it again for the same bytes instead of
 * decoding them again: for a data set of many blocks, where the same
 * instructions come back (x86 only; elsewhere nothing changes).  0, or -1
 * when memory runs out. */
int mca_disasm_remember(mca_disasm *d);

/* Decode the hex text src->text[start, end) and append its instructions
 * to out, one per line.  0, or -1 with a diagnostic located in src. */
int mca_disasm_hex(mca_disasm *d, const mca_source *src, size_t start, size_t end,
                   mca_strbuf *out, mca_diags *diags);

/* Does src hold an ELF file? */
bool mca_disasm_is_elf(const mca_source *src);

/* Decode the function symbols of ELF file src (every one, or those named
 * in symbols[0, count)) into out as one code region per function.
 * 0, or -1 with a diagnostic naming src. */
int mca_disasm_elf(mca_disasm *d, const mca_source *src, const char *const *symbols,
                   unsigned count, mca_strbuf *out, mca_diags *diags);

/* What the tools do with their input before reading it as text: when src
 * holds an ELF file, or hex text with o->hex, its text is replaced by the
 * assembly text (the name stays).  0 (also when there is nothing to do),
 * or -1 with a diagnostic. */
int mca_disasm_input(mca_source *src, const mca_target *t, const mca_options *o,
                     mca_diags *diags);

#endif

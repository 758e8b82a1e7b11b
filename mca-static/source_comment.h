/* source_comment: the source comment llvm-mca 22 appends to an instruction
 * in -instruction-tables=full rows (after the TAB that ends the printed
 * instruction).
 *
 * llvm-mca does not lex this comment; it looks at the source line of the
 * instruction as plain text.  Rules measured on llvm-mca 22.1.8 (x86):
 *   - the search starts at the instruction's first byte and stops at the
 *     end of its line (a carriage return before the newline is kept);
 *   - the first "/" "*" that has a closing "*" "/" later on the line wins,
 *     even inside a '#' comment ("nop # a // b /" "* c *" "/" shows the
 *     block comment); otherwise the first "//"; otherwise nothing ('#'
 *     comments alone are never shown, nor a block comment that closes on a
 *     later line);
 *   - the comment runs to the end of the line, except when it lies in the
 *     instruction's own statement and that statement ends with the
 *     separator (';'): then it is cut after (statement length - 4) bytes,
 *     the statement counted from the instruction to the separator
 *     included ("addq %rcx, %rdx /" "* x *" "/ ; addq %rax, %rax" shows
 *     "/" "* x *" "/ ; addq %rax, ").  That cut is llvm-mca's arithmetic,
 *     reproduced as observed. */
#ifndef MCA_STATIC_SOURCE_COMMENT_H
#define MCA_STATIC_SOURCE_COMMENT_H

#include <stddef.h>

#include "mca/inst.h"
#include "mca/source.h"

/* The comment of inst in src as a span [*start, *start + return value) of
 * src->text; 0 when there is none.  clean is the scanned text (comments
 * blanked, same length as the source) and separator the statement
 * separator of the syntax (0 for none). */
size_t mca_source_comment(const mca_source *src, const char *clean, char separator,
                          const mca_inst *inst, size_t *start);

#endif

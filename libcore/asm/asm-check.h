/* asm-check: what the directive checker (asm-dircheck.c) lends the checks
 * of one object format's directives kept in their own files (asm-darwin.c,
 * asm-coff.c):
 * its reports and LLVM's token readers.  Each reads at the cursor of
 * statement i and reports errors where llvm-mca 22 prints them. */
#ifndef MCA_ASM_CHECK_H
#define MCA_ASM_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "asm.h"

typedef struct mca_asm_checker mca_asm_checker;

/* An error (or a warning) before statement i, located at off. */
void mca_asm_chk_error(mca_asm_checker *k, size_t i, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void mca_asm_chk_warning(mca_asm_checker *k, size_t i, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* An absolute expression (parseAbsoluteExpression), any expression
 * (parseExpression): 0, or -1 after reporting. */
int mca_asm_chk_absolute(mca_asm_checker *k, size_t i, mca_asm_cur *c, int64_t *v);
int mca_asm_chk_expression(mca_asm_checker *k, size_t i, mca_asm_cur *c);
/* The end of the statement, or msg at the token there: 0, or -1. */
int mca_asm_chk_end(mca_asm_checker *k, size_t i, mca_asm_cur *c, const char *msg);
/* An identifier or a quoted name (parseIdentifier): 0, 1 when none. */
int mca_asm_chk_identifier(mca_asm_cur *c);
/* Where LLVM's current token starts (blanks skipped). */
size_t mca_asm_chk_tok(mca_asm_cur *c);
/* The token after statement i's end (where some errors are located). */
size_t mca_asm_chk_next_token(const mca_asm_checker *k, size_t i);
/* Is name[0, n) a label defined so far? */
int mca_asm_chk_defined(const mca_asm_checker *k, const char *name, size_t n);
/* A section switch happened (.previous has a section to go back to). */
void mca_asm_chk_switched(mca_asm_checker *k);

/* Darwin's directives (Mach-O triples) as LLVM's Darwin parser checks
 * them: 1 when t[0, wl) is one of them (checked), else 0. */
int mca_asm_check_darwin(mca_asm_checker *k, size_t i, const char *t, size_t wl,
                         mca_asm_cur *c);

/* COFF's directives (Windows triples), the same way; and its .section
 * and .pushsection operands. */
int mca_asm_check_coff(mca_asm_checker *k, size_t i, const char *t, size_t wl, mca_asm_cur *c);
void mca_asm_coff_section(mca_asm_checker *k, size_t i, mca_asm_cur *c);

#endif

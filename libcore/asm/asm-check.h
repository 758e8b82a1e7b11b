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
/* Any expression, and its form (*form). */
int mca_asm_chk_value(mca_asm_checker *k, size_t i, mca_asm_cur *c, mca_asm_form *form);
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
/* The syntax rules the checker reads with; the target triple (NULL:
 * none). */
const mca_syntax_rules *mca_asm_chk_rules(const mca_asm_checker *k);
const char *mca_asm_chk_triple(const mca_asm_checker *k);
/* A note (after a warning or an error) before statement i. */
void mca_asm_chk_note(mca_asm_checker *k, size_t i, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* What Darwin's parser remembers: where the last version directive was
 * ((size_t)-1: none yet). */
typedef struct {
    size_t last_version;
} mca_asm_darwin_state;
mca_asm_darwin_state *mca_asm_chk_darwin(mca_asm_checker *k);
/* A section switch happened (.previous has a section to go back to). */
void mca_asm_chk_switched(mca_asm_checker *k);

/* An error of LLVM's context (its streamer's: the parse is not marked
 * failed); off MCA_SCAN_NO_LOC for one without a location. */
void mca_asm_chk_soft(mca_asm_checker *k, size_t i, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* LLVM's Win64 unwind frames, in the order made (.seh_proc, and
 * .seh_startchained for a chained region inside the current one). */
typedef struct {
    struct mca_asm_winframe {
        long parent;   /* the frame a chained region is in, or -1 */
        int ended;
        size_t name, name_len; /* its function's name in the clean text */
    } *v;
    size_t count, cap;
    long cur;          /* the current one (-1: none yet) */
    int oom;
} mca_asm_winframes;
mca_asm_winframes *mca_asm_chk_winframes(mca_asm_checker *k);
/* Is the last frame made still open ("Unfinished frame!" at the end)? */
int mca_asm_winframes_unfinished(const mca_asm_winframes *w);

/* Darwin's directives (Mach-O triples) as LLVM's Darwin parser checks
 * them: 1 when t[0, wl) is one of them (checked), else 0. */
int mca_asm_check_darwin(mca_asm_checker *k, size_t i, const char *t, size_t wl,
                         mca_asm_cur *c);

/* COFF's directives (Windows triples), the same way; and its .section
 * and .pushsection operands. */
int mca_asm_check_coff(mca_asm_checker *k, size_t i, const char *t, size_t wl, mca_asm_cur *c);
void mca_asm_coff_section(mca_asm_checker *k, size_t i, mca_asm_cur *c);

/* A data directive's value at the cursor read by the target's data
 * expression parser (asm-dataat.c, mca_data_at): 0 past it (the value is
 * no constant), 1 when it has no '@' (nothing read: the generic reading
 * applies), -1 after reporting. */
int mca_asm_data_at(mca_asm_checker *k, size_t i, mca_asm_cur *c, const mca_data_at *d);

#endif

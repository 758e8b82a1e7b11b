/* asm: the GNU-as layer every ISA's front end shares (internal to libcore).
 *
 *   asm-lex.c     the cursor over one statement: blanks, identifiers, words,
 *                 the first error of a statement
 *   asm-expr.c    expressions: constants fold, a symbolic expression keeps
 *                 the text LLVM's MCExpr printer gives it
 *   asm-dlabel.c  directional local labels (1:, 1b, 1f) with LLVM's names
 *   asm-stmt.c    the labels at the start of a statement, the memo of
 *                 statements already assembled (keys by text and mode), and
 *                 the end of a failed parse
 *
 * Identifier rules are LLVM's AsmLexer's (C locale letters, '_', '.', '$',
 * '@', '?' and bytes >= 0x80).  Nothing here prints; errors are kept in the
 * cursor for the front end to report with mca_source_diag. */
#ifndef MCA_ASM_H
#define MCA_ASM_H

#include <stddef.h>
#include <stdint.h>

#include "../arena.h"
#include "../strmap.h"
#include "mca/catalog.h"
#include "mca/diag.h"

/* ---------------------------------------------------------------- values */

/* A constant or a symbolic expression. sym is NULL for a constant. */
typedef struct {
    int64_t val;
    char *sym; /* malloc'd printed text of a symbolic expression */
} mca_asm_val;

void mca_asm_val_free(mca_asm_val *v);

/* ---------------------------------------------------------------- cursor */

/* How expressions read the statement (mca_asm_cur.expr). */
enum {
    MCA_ASM_PERCENT_MOD = 1,   /* '%' is the modulo operator (x86 Intel syntax) */
    MCA_ASM_DOLLAR_PREFIX = 2, /* a lone '$' is no symbol (x86 AT&T immediates) */
};

typedef struct {
    const char *s;   /* statement text (comments blanked) */
    size_t pos, end; /* absolute offsets into s */
    const mca_catalog *cat; /* whose registers the statement names */
    int variant;     /* the ISA's syntax variant (x86: 1 Intel) */
    unsigned expr;   /* MCA_ASM_* expression rules */
    int mode;        /* the assembler's mode: 64, 32 or 16 */
    int mode_err;    /* a name of another mode was used (the ISA decides) */
    /* error: first one wins */
    int err;
    size_t err_off, err_span;
    char *err_msg;
} mca_asm_cur;

int mca_asm_is_blank(int ch);              /* blanks inside a statement */
void mca_asm_skip_ws(mca_asm_cur *c);
int mca_asm_peek(mca_asm_cur *c);          /* next non-blank char, or 0 at end */
int mca_asm_accept(mca_asm_cur *c, int ch); /* consume ch after blanks */

static inline int mca_asm_is_ident_start(int ch)
{
    return ((ch | 32) >= 'a' && (ch | 32) <= 'z') || ch == '_' || ch == '.' || ch == '$' ||
           ch == '@' || ch == '?' || ch >= 0x80;
}

static inline int mca_asm_is_ident_char(int ch)
{
    return mca_asm_is_ident_start(ch) || (ch >= '0' && ch <= '9');
}

size_t mca_asm_ident_len(const mca_asm_cur *c, size_t at);
/* Is s[0..n) word (lower case), in any case? */
int mca_asm_word_is(const char *s, size_t n, const char *word);
int mca_asm_match_word(const mca_asm_cur *c, size_t at, const char *word);
/* Record an error (the first one only); always returns -1. */
int mca_asm_error(mca_asm_cur *c, size_t off, size_t span, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Parse an expression at the cursor (rules c->expr); 0 on success. */
int mca_asm_parse_expr(mca_asm_cur *c, mca_asm_val *v);

/* -------------------------------------------------- directional labels */

typedef struct {
    unsigned long number;
    int defined;          /* the label has been defined */
    size_t def_temp;      /* .LtmpN of its latest definition */
    int pending;          /* a forward reference waits for a definition */
    size_t temp;          /* .LtmpN of that forward reference */
    size_t ref_at;        /* where it was first referenced */
} mca_asm_dlabel;

typedef struct {
    mca_asm_dlabel *v;
    size_t n, cap;
    size_t temps;         /* temporary symbols created so far */
} mca_asm_dlabels;

/* A definition "N:"; -1 when out of memory. */
int mca_asm_dlabel_define(mca_asm_dlabels *d, unsigned long n);
/* Rename a directional reference held by v ("1b", "2f"); *undefined when a
 * backward reference has no label.  -1 when out of memory. */
int mca_asm_dlabel_resolve(mca_asm_dlabels *d, mca_asm_val *v, size_t at, int *undefined);
void mca_asm_dlabels_free(mca_asm_dlabels *d);

/* ------------------------------------------------------------ statements */

/* Skip the labels at the start of a statement ("foo:", "1:"), defining the
 * directional ones in d.  0, or -1 when out of memory. */
int mca_asm_skip_labels(mca_asm_cur *c, mca_asm_dlabels *d);

/* Statements already assembled, by their text and the syntax and mode
 * they were read in: real code repeats instructions, and an instruction
 * without symbols, assembled alone and without a warning, depends on
 * nothing else.  The value is the front end's (an index of its own). */
typedef struct {
    mca_strmap map;
    mca_arena keys;
} mca_asm_memo;

/* The key of the statement text s[0..n) in syntax variant and mode; its
 * length, or 0 when it does not fit key (such statements are not kept). */
size_t mca_asm_memo_key(int variant, int mode, const char *s, size_t n, char *key,
                        size_t size);
void mca_asm_memo_init(mca_asm_memo *m);
/* The value of key, 1 when found. */
int mca_asm_memo_get(const mca_asm_memo *m, const char *key, size_t klen, size_t *value);
/* Keep key -> value; -1 when out of memory (the memo is optional). */
int mca_asm_memo_put(mca_asm_memo *m, const char *key, size_t klen, size_t value);
void mca_asm_memo_free(mca_asm_memo *m);

/* llvm-mca's closing error when statements failed to parse and
 * -skip-unsupported-instructions does not drop them (every front end's
 * parse ends so: the failing statements reported, then this, then -1). */
void mca_asm_parse_failed(mca_diags *diags);

#endif

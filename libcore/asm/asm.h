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
 *   asm-macro.c   the directives the assembler itself carries out before any
 *                 ISA sees a statement: .macro/.endm, .rept/.irp/.irpc/.endr,
 *                 .exitm, .purgem, .end, .error/.warning, .set/.equ/=
 *   asm-args.c    macro parameters and arguments, and body substitution
 *   asm-sym.c     the symbols .set/.equ/= assign, by statement
 *   asm-cond.c    conditional assembly: .if and its family, .else, .endif
 *   asm-file.c    the files .include and .incbin name
 *   asm-dircheck.c the errors of generic directives that are otherwise
 *                 ignored: data ranges, frames (.cfi_*), .file/.loc numbers
 *
 * Identifier rules are LLVM 22's AsmLexer's (C locale letters, '_', '.',
 * '$', '@', '?'; a byte >= 0x80 is an "invalid character in input").  Nothing here prints; errors are kept in the
 * cursor for the front end to report with mca_source_diag. */
#ifndef MCA_ASM_H
#define MCA_ASM_H

#include <stddef.h>
#include <stdint.h>

#include "../arena.h"
#include "../strmap.h"
#include "mca/catalog.h"
#include "mca/diag.h"
#include "mca/scan.h"
#include "mca/source.h"
#include "mca/strbuf.h"

/* ---------------------------------------------------------------- values */

/* A constant or a symbolic expression. sym is NULL for a constant. */
/* What an expression's value is, as a relocation sees it. */
typedef enum {
    MCA_ASM_CONSTANT,    /* val */
    MCA_ASM_BARE_SYMBOL, /* one named symbol alone */
    MCA_ASM_LOCAL_LABEL, /* one directional label reference alone (1f) */
    MCA_ASM_RELOCATABLE, /* symbol [- symbol] [+- constant], in any order */
    MCA_ASM_OTHER        /* two added symbols, a negated one, x*2 ... */
} mca_asm_form;

typedef struct {
    int64_t val;
    char *sym; /* malloc'd printed text of a symbolic expression */
    mca_asm_form form;
} mca_asm_val;

void mca_asm_val_free(mca_asm_val *v);

/* ---------------------------------------------------------------- cursor */

/* How expressions read the statement (mca_asm_cur.expr). */
enum {
    MCA_ASM_PERCENT_MOD = 1,   /* '%' is the modulo operator (x86 Intel syntax) */
    MCA_ASM_DOLLAR_PREFIX = 2, /* a lone '$' is no symbol (x86 AT&T immediates) */
    MCA_ASM_SYMBOL_ASIDE = 4,  /* a symbol counts as 0 in the arithmetic and is
                                  set aside: the value is the constant, the
                                  symbol's name alone its text; a second
                                  symbol, or one right of '*', is an error
                                  (LLVM's Intel expression state machine) */
    MCA_ASM_AT_IN_NAME = 8,    /* '@' is a name character, no relocation
                                  specifier: __real@3f800000 prints as
                                  written (COFF's assembler info) */
};

/* A target's relocation specifiers written after a symbol, "sym@NAME"
 * (LLVM's at-specifiers, looked up in any case): the names as its printer
 * writes them, each followed by one blank, held in place (no pointer for
 * the loader to relocate at every start: tests/relro-budget.sh). */
typedef struct mca_at_specifiers {
    char names[232];
    int unknown_in_name; /* an unknown NAME is part of the symbol's name
                            (COFF's assembler info allows '@' in names);
                            0: the error "invalid variant 'NAME'" */
} mca_at_specifiers;

typedef struct {
    const char *s;   /* statement text (comments blanked) */
    const char *raw; /* the source's text at s's offsets, comments kept
                        (NULL: not known): where a comment begins */
    size_t pos, end; /* absolute offsets into s */
    const mca_catalog *cat; /* whose registers the statement names */
    int variant;     /* the ISA's syntax variant (x86: 1 Intel) */
    unsigned expr;   /* MCA_ASM_* expression rules */
    /* '@' after a symbol: the target's specifiers (NULL: the rest of the
     * name, printed in upper case and not checked) */
    const mca_at_specifiers *at;
    int mode;        /* the assembler's mode: 64, 32 or 16 */
    int mode_err;    /* a name of another mode was used (the ISA decides) */
    const struct mca_asm_syms *syms; /* assigned symbols (NULL: none) */
    size_t stmt;     /* the statement's index (which assignments hold) */
    size_t base;     /* where s[0] lies in the scan's text, when s is a
                        statement's own copy (the symbol log's offsets) */
    int used_syms;   /* an assigned symbol's value was used (the text
                        alone no longer decides the statement) */
    char *aside;     /* MCA_ASM_SYMBOL_ASIDE: the symbol of the expression
                        being parsed (owned until it is returned) */
    int after_mul;   /* MCA_ASM_SYMBOL_ASIDE: the operand right of a '*' */
    /* a '%' where an operand is due names a register (mca_syntax_rules
     * MCA_PCT_REGISTER: its cfi_register); NULL: no token there */
    int (*pct_register)(const char *s, size_t n);
    int after_unary; /* the operand of a unary operator is due */
    /* a real number is its IEEE double's bits, as LLVM's generic
     * expression parser makes it (x86 AT&T operands, whose parser leaves
     * their expressions to it; other targets' parsers refuse reals) */
    int reals;
    /* error: first one wins */
    int err;
    int lex_err;     /* it is the lexer's (a malformed number), which some
                        operand parsers report in their own words */
    size_t err_off, err_span;
    size_t err_lexed; /* where LLVM's lexer stands after the error (set
                         with err_off; a register's error eats its '%') */
    char *err_msg;
    /* a second error LLVM reports for the same statement, after the first
     * (x86 Intel: its expression loop's own word on a failed name); a
     * static text */
    const char *err2_msg;
    size_t err2_off;
} mca_asm_cur;

int mca_asm_is_blank(int ch);              /* blanks inside a statement (NUL too) */
void mca_asm_skip_ws(mca_asm_cur *c);
int mca_asm_peek(mca_asm_cur *c);          /* next non-blank char, or 0 at end */
int mca_asm_accept(mca_asm_cur *c, int ch); /* consume ch after blanks */

static inline int mca_asm_is_ident_start(int ch)
{
    return ((ch | 32) >= 'a' && (ch | 32) <= 'z') || ch == '_' || ch == '.' || ch == '$' ||
           ch == '@' || ch == '?';
}

static inline int mca_asm_is_ident_char(int ch)
{
    return mca_asm_is_ident_start(ch) || (ch >= '0' && ch <= '9');
}

size_t mca_asm_ident_len(const mca_asm_cur *c, size_t at);
/* A symbol's name at s[at] (before end) as LLVM's parseIdentifier takes
 * it: an identifier, or a string token whose contents (escapes as
 * written) are the name.  The token's length, the name at [*from, *to);
 * 0 when there is none. */
size_t mca_asm_name_token(const char *s, size_t at, size_t end, size_t *from, size_t *to);
/* Is s[0..n) word (lower case), in any case? */
int mca_asm_word_is(const char *s, size_t n, const char *word);
int mca_asm_match_word(const mca_asm_cur *c, size_t at, const char *word);
/* A string token at the cursor ("..." with backslash escapes), the
 * cursor moved past it: 0 and its contents in [*from, *to) (either may be
 * NULL); 1 when there is none (the cursor unmoved). */
int mca_asm_string_token(mca_asm_cur *c, size_t *from, size_t *to);
/* The contents s[0, n) of a string token with its escapes read as LLVM
 * reads them (\x and every hex digit after it, up to three octal digits,
 * \b \f \n \r \t \" \\): 0 and *out (malloc'd, NUL-terminated; it may
 * hold NULs: *len), -1 when out of memory, else the error: 1 a \x without
 * a digit, 2 an unknown escape, 3 an octal value beyond 255. */
int mca_asm_unescape(const char *s, size_t n, char **out, size_t *len);
extern const char *const mca_asm_escape_errors[4];

/* Files named by .include and .incbin, relative to the working directory
 * as llvm-mca opens them (it gives its assembler no search path).  Read
 * path (len bytes, which may hold a NUL: then no such file) whole: 0 and
 * *text (malloc'd, NUL-terminated, *n bytes); 1 when it cannot be opened
 * or is no regular file; 2 when it is larger than limit (not read); -1
 * when out of memory. */
int mca_asm_read_file(const char *path, size_t len, size_t limit, char **text, size_t *n);
/* Can path be opened as a file to read (nothing read)? */
int mca_asm_file_readable(const char *path, size_t len);

/* At the end of the input, before the diagnostics LLVM gives after its
 * check of Mach-O's undefined temporaries (directional labels undefined,
 * unfinished frames): the scan's diagnostics due before that check, then
 * the check's errors (asm-symtab.h; once).  The number of errors. */
size_t mca_scan_report_locals(const mca_scan *scan, const mca_source *src, size_t *next,
                              mca_diags *diags);

/* Record an error (the first one only); always returns -1. */
int mca_asm_error(mca_asm_cur *c, size_t off, size_t span, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Forget the recorded error (to record another in its place). */
void mca_asm_error_clear(mca_asm_cur *c);

/* Is s[0, n) a directive LLVM's assembler knows on every target (not
 * "unknown directive")?  Target directives are the ISA reader's. */
bool mca_asm_directive_known(const char *s, size_t n);
/* The same on a triple of the object format (each has its own parser:
 * ELF, Darwin's Mach-O, COFF); mca_asm_directive_known is ELF's. */
bool mca_asm_directive_known_in(const char *s, size_t n, mca_asm_format format);

/* The arguments of a directive that is not otherwise parsed, from the
 * cursor to the end: 0, or -1 with the error the expression parser gives
 * when parentheses and unary operators nest beyond its limit (llvm-mca 22
 * overflows its stack there). */
int mca_asm_check_nesting(mca_asm_cur *c);

/* Parse an expression at the cursor (rules c->expr); 0 on success. */
int mca_asm_parse_expr(mca_asm_cur *c, mca_asm_val *v);
/* One primary term at the cursor (a number, a name, a parenthesised
 * expression, with its unary operators), passed over: 0, or -1 with the
 * error in c. */
int mca_asm_skip_primary(mca_asm_cur *c);

/* -------------------------------------------------- directional labels */

typedef struct {
    unsigned long number;
    int defined;          /* the label has been defined */
    size_t def_temp;      /* .LtmpN of its latest definition */
    int pending;          /* a forward reference waits for a definition */
    size_t temp;          /* .LtmpN of that forward reference */
    size_t ref_at;        /* where it was first referenced */
} mca_asm_dlabel;

/* A forward reference, as LLVM keeps each one to check at the end. */
typedef struct {
    size_t at;            /* where it is */
    unsigned long number; /* the label's */
    size_t temp;          /* the .LtmpN it named */
} mca_asm_dlabel_ref;

typedef struct {
    mca_asm_dlabel *v;
    size_t n, cap;
    size_t temps;         /* temporary symbols created so far */
    mca_asm_dlabel_ref *refs; /* forward references, in order */
    size_t nrefs, caprefs;
} mca_asm_dlabels;

/* A definition "N:"; -1 when out of memory. */
int mca_asm_dlabel_define(mca_asm_dlabels *d, unsigned long n, size_t at);
/* Rename a directional reference held by v ("1b", "2f"); *undefined when a
 * backward reference has no label.  -1 when out of memory. */
int mca_asm_dlabel_resolve(mca_asm_dlabels *d, mca_asm_val *v, size_t at, int *undefined);
void mca_asm_dlabels_free(mca_asm_dlabels *d);
/* Report the one scan diagnostic at *next (then past it), as
 * mca_scan_report does (scan.c); 1 when an error.  For a reader that puts
 * its own end-of-input errors among them. */
size_t mca_scan_report_one(const mca_scan *scan, const mca_source *src, size_t *next,
                           mca_diags *diags);
/* Is forward reference k (of d->refs) still undefined (its label never
 * defined after it)?  LLVM reports each such reference at the end. */
int mca_asm_dlabel_ref_undefined(const mca_asm_dlabels *d, size_t k);

/* Directional references in directives' expressions (asm-dref.c). */
typedef struct {
    unsigned long number;
    size_t at, stmt;      /* where the reference is, in which statement */
} mca_asm_dref;

typedef struct {
    unsigned long *defs;  /* label numbers defined so far */
    size_t ndefs, capdefs;
    mca_asm_dref *fwd;    /* forward references still waiting, in order */
    size_t nfwd, capfwd;
} mca_asm_drefs;

/* A definition "N:": the references waiting for it are resolved.  0, -1
 * when out of memory. */
int mca_asm_dref_define(mca_asm_drefs *d, unsigned long n);
/* The references in the expression text s[from, to) of statement stmt:
 * forward ones wait; *bad is the offset of the first backward one without
 * a definition ((size_t)-1: none).  0, -1 when out of memory. */
int mca_asm_dref_scan(mca_asm_drefs *d, const char *s, size_t from, size_t to,
                      size_t stmt, size_t *bad);
void mca_asm_drefs_free(mca_asm_drefs *d);

/* ------------------------------------------------------------ statements */

/* Skip the labels at the start of a statement ("foo:", "\"a b\":", "1:"),
 * defining the directional ones in d.  0; -1 when out of memory.  (A label
 * defined again is asm-dircheck's error, as LLVM's streamer's.) */
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

/* -------------------------------------------------------------- symbols */

/* Symbols with constant values from .set/.equ/.equiv/"=": an expression
 * naming one uses the value (LLVM inlines a constant variable), from the
 * statement after the assignment on. */
struct mca_asm_syms;

/* Assign name = val for statements from stmt on (stmt never decreases);
 * -1 when out of memory.  *s is made on first use. */
int mca_asm_syms_set(struct mca_asm_syms **s, const char *name, size_t n, int64_t val,
                     size_t stmt);
/* Forget name (a non-constant assignment) from stmt on. */
int mca_asm_syms_unset(struct mca_asm_syms **s, const char *name, size_t n, size_t stmt);
/* 1 and *val when name has a constant value at statement stmt. */
int mca_asm_syms_get(const struct mca_asm_syms *s, const char *name, size_t n, size_t stmt,
                     int64_t *val);
/* 1 when name was ever assigned (at any statement). */
int mca_asm_syms_known(const struct mca_asm_syms *s, const char *name, size_t n);
void mca_asm_syms_free(struct mca_asm_syms *s);

/* ------------------------------------------------- macro parameters */

typedef struct {
    char *name;        /* malloc'd */
    size_t len;
    char *def;         /* default argument, malloc'd, or NULL */
    int req, vararg;   /* ":req", ":vararg" */
} mca_asm_param;

typedef struct {
    char *text;        /* malloc'd; NULL: not given */
    size_t len;
    size_t at;         /* where it starts in the statement */
} mca_asm_arg;

/* The parameters of ".macro name p1, p2=def, p3:req" from s[0..n) (after
 * the name).  0, 1 with *err and *err_at on a syntax error, -1 when out of
 * memory. */
int mca_asm_parse_params(const char *s, size_t n, mca_asm_param **out, size_t *count,
                         const char **err, size_t *err_at);
void mca_asm_params_free(mca_asm_param *p, size_t count);
/* The arguments of a call from s[0..n), as LLVM splits them: commas, and
 * blanks outside parentheses unless an operator joins the two sides;
 * named ones ("b=3") when named is set (macros).  last_rest: the last of
 * max arguments takes the rest (vararg).  A string token's quotes are
 * dropped (not those inside <text> when altmacro is set).  Fills *out
 * (count *count); 0, -1 when out of memory. */
int mca_asm_split_args(const char *s, size_t n, size_t base, int altmacro, mca_asm_arg **out,
                       size_t *count);
void mca_asm_args_free(mca_asm_arg *a, size_t count);
/* Append body[0..n) to b with "\name" replaced by args[i] for params[i],
 * "\()" removed and "\@" replaced by at (when at >= 0). */
void mca_asm_subst(mca_strbuf *b, const char *body, size_t n, const mca_asm_param *params,
                   const mca_asm_arg *args, size_t count, long at);

/* ------------------------------------------------- conditional assembly */

typedef enum {
    MCA_ASM_NOT_COND, MCA_ASM_IF, MCA_ASM_IFEQ, MCA_ASM_IFNE, MCA_ASM_IFGE, MCA_ASM_IFGT,
    MCA_ASM_IFLE, MCA_ASM_IFLT, MCA_ASM_IFB, MCA_ASM_IFNB, MCA_ASM_IFC, MCA_ASM_IFNC,
    MCA_ASM_IFEQS, MCA_ASM_IFNES, MCA_ASM_IFDEF, MCA_ASM_IFNDEF, MCA_ASM_ELSEIF,
    MCA_ASM_ELSE, MCA_ASM_ENDIF
} mca_asm_cond_kind;

typedef struct {
    unsigned char kind;   /* none, if, elseif, else */
    unsigned char met;    /* a branch of this level was taken */
    unsigned char ignore; /* statements are skipped */
} mca_asm_cond_level;

/* The current level and the ones around it (zero-initialised: none). */
typedef struct {
    mca_asm_cond_level cur;
    mca_asm_cond_level *stack;
    size_t depth, cap;
} mca_asm_conds;

/* What a condition may look at. */
typedef struct {
    const struct mca_asm_syms *syms; /* assigned symbols (NULL: none) */
    size_t stmt;                     /* which assignments hold */
    const mca_strmap *labels;        /* labels defined so far (NULL: none) */
    int (*pct_register)(const char *s, size_t n); /* see mca_asm_cur */
} mca_asm_cond_env;

typedef struct {
    size_t off;                      /* in the statement */
    size_t span;                     /* its length (0: one character) */
    int oom;
    char msg[128];
} mca_asm_cond_error;

/* The conditional directive t[0, wl) names (any case), or MCA_ASM_NOT_COND. */
mca_asm_cond_kind mca_asm_cond_kind_of(const char *t, size_t wl);
/* Carry out directive k, the statement t[0, len) whose name is t[0, wl):
 * 0; 1 with *e (the statement is otherwise dropped, as LLVM drops it);
 * -1 when out of memory. */
int mca_asm_cond_step(mca_asm_conds *cs, mca_asm_cond_kind k, const char *t, size_t len,
                      size_t wl, const mca_asm_cond_env *env, mca_asm_cond_error *e);
/* Are statements other than conditional directives skipped now? */
int mca_asm_cond_ignoring(const mca_asm_conds *cs);
/* Is a level still open (at the end of the input: "unmatched .ifs")? */
int mca_asm_cond_open(const mca_asm_conds *cs);
/* Close the levels opened beyond depth (.exitm leaves a macro's). */
void mca_asm_cond_unwind(mca_asm_conds *cs, size_t depth);
void mca_asm_conds_free(mca_asm_conds *cs);

/* ------------------------------------------------------------ directives */

/* Carry out the assembler's own directives over the scanned statements
 * (see asm-macro.c), as LLVM's AsmParser does before the target parses a
 * statement: instantiations are appended to src (mca_source_add_exp) and
 * scanned into scan->clean at the same offsets; scan->stmts becomes the
 * statements the ISA sees, scan->diags the directives' diagnostics, and
 * scan->syms the assigned symbols.  0, or -1 (a diagnostic) when memory
 * runs out. */
int mca_asm_expand(mca_source *src, mca_scan *scan, const mca_syntax_rules *rules,
                   mca_diags *diags);

/* After mca_asm_expand: the errors LLVM's generic directive parsers and
 * its streamer give on scan's statements (see asm-dircheck.c), added to
 * scan->diags in statement order.  0, or -1 (a diagnostic) when memory
 * runs out. */
int mca_asm_check_directives(const mca_source *src, mca_scan *scan,
                             const mca_syntax_rules *rules, const char *triple,
                             mca_diags *diags);

#endif

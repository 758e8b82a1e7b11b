/* scan: split an input text into statements and comments, as GNU as and
 * LLVM's assembly lexer do, before any instruction is parsed.
 *
 * Comments are blanked out in a copy of the text ("clean") of the same length,
 * so every offset in a statement is also an offset into the original source.
 * A block comment does not end a statement; a newline (outside block
 * comments) or the target's separator (character or string) does.  An unterminated block
 * comment is left in the text for the front end to reject.  Each comment is
 * reported with the offset just after its opening characters, which is where
 * llvm-mca locates region and instrument markers. */
#ifndef MCA_SCAN_H
#define MCA_SCAN_H

#include <stddef.h>

#include "mca/source.h"

/* The object format a triple assembles for: LLVM gives each its own
 * directive parser (ELF's, Darwin's, COFF's). */
typedef enum { MCA_ASM_ELF, MCA_ASM_MACHO, MCA_ASM_COFF } mca_asm_format;

/* The comment and separator conventions of one assembler dialect. */
typedef struct {
    const char *line_comment;  /* e.g. "#" on x86 and RISC-V, NULL for none */
    int slash_comments;        /* accept "//" line and block comments */
    char separator;            /* statement separator, e.g. ';', or 0 */
    /* '#' first in a statement (after blanks, not after a label or a
     * block comment) begins a comment to the end of the line where it is
     * no comment character (LLVM's lexer, AArch64) */
    int hash_starts_statement;
    /* data directives the target adds to GNU as's generic ones or whose
     * size it sets (.word is 2 bytes unless the target says otherwise):
     * a NULL name ends the list; NULL for none */
    const struct mca_data_directive *data_directives;
    int align_is_pow2;         /* .align takes a power of 2, not bytes */
    int nops_directive;        /* the target's parser takes ".nops SIZE[,
                                  MAX]" (as written, lower case) */
    /* Is the identifier s[0, n) a register a .cfi_* directive may name
     * (LLVM: the target's parseRegister)?  0: no; else yes, and where the
     * operand is longer than n (x86's "%rbp", "st(1)"; the statement goes
     * on to a newline, ';' or NUL), its length.  Also asked with n 0 when
     * no identifier starts the operand.  NULL: not checked here. */
    int (*cfi_register)(const char *s, size_t n);
    /* the object format's directive parser (mca_asm_format): Darwin's
     * (MCA_ASM_MACHO, 1) reads ".section SEGMENT,SECTION[,TYPE[,ATTRS
     * [,STUBSIZE]]]", ".tbss SYMBOL, SIZE[, ALIGN]" and its own directives;
     * COFF's (MCA_ASM_COFF) its .section, .def, .scl, .type; ELF's (0)
     * the rest */
    int format;
    /* a statement separator of more than one character (Darwin's "%%"),
     * or NULL */
    const char *separator_string;
    /* what a '%' where an expression wants an operand means (the target
     * parser's own primary and data expressions), mca_percent_rule */
    int percent;
    /* MCA_PCT_SPECIFIER: the specifier names, NULL-terminated */
    const char *const *percent_specifiers;
    /* COFF: .seh_stackalloc, .seh_endprologue, .seh_startepilogue and
     * .seh_endepilogue are the COFF parser's, checked against the Win64
     * frame like its other .seh_* (x86); 0: the target parses them as its
     * own unwind codes (AArch64's) */
    int coff_seh_prologue;
    /* Mach-O: the front end notes every symbol name LLVM's parser would
     * create (libcore/asm/asm-symtab.h), so the end-of-file errors for
     * undefined temporaries ('L...') are made; 0: no such check */
    int symbols_noted;
    /* the relocation specifiers written "sym@NAME" in expressions
     * (libcore/asm/asm.h); NULL: '@' is not checked there */
    const struct mca_at_specifiers *at_specifiers;
    /* a data directive's value may end in "@NAME" (mca_data_at); NULL:
     * no such suffix */
    const struct mca_data_at *data_at;
} mca_syntax_rules;

/* mca_syntax_rules.percent: a '%' starting an operand of an expression is */
typedef enum {
    MCA_PCT_NONE,      /* no token ("unknown token in expression") */
    MCA_PCT_REGISTER,  /* a register in any expression, named as
                          cfi_register takes it ('%' included); else
                          "invalid register name" over '%' and the token
                          after it */
    MCA_PCT_SPECIFIER, /* in a data directive's value (.byte, .long ...):
                          %SPEC(EXPR) with SPEC one of percent_specifiers;
                          elsewhere no token */
} mca_percent_rule;

/* A data directive and how many bytes each of its values takes. */
typedef struct mca_data_directive {
    const char *name;
    unsigned size;
} mca_data_directive;

/* "VALUE@NAME" in a data directive, read by the target's own data
 * expression parser (AArch64's on ELF and Darwin): '@' ends the
 * expression, NAME (any case) must be one of names and follow a bare
 * symbol, "+ TERM" or "- TERM" may follow; with auth, "@AUTH(KEY, DISC
 * [, addr])" wraps any expression (KEY ia, ib, da or db; DISC an integer
 * up to 0xFFFF) and ends the value. */
typedef struct mca_data_at {
    char names[16]; /* each followed by one blank, in place */
    int auth;
} mca_data_at;

typedef struct {
    size_t start, end; /* [start, end) in the text, without outer blanks */
} mca_stmt;

typedef struct {
    size_t start, end; /* the comment's text, without its delimiters */
    size_t seq;        /* after mca_asm_expand: how many statements the ISA
                          had been handed when LLVM's lexer met it (0
                          without expansion) */
} mca_comment;

/* mca_scan_diag.offset of an error LLVM reports without a location. */
#define MCA_SCAN_NO_LOC ((size_t)-1)

/* A diagnostic of the assembler's own directives (.error, an unmatched
 * .endr ...), for the front end to report in order: before statement
 * `before` (stmt_count: after the last). */

typedef struct {
    size_t before;
    size_t offset, span;
    int warning;             /* a warning, not an error (2: a note) */
    char *msg;
    int if_clean;            /* only when no error came before (LLVM's
                                streamer finishes only then) */
    int soft;                /* an error LLVM's context reports (the
                                streamer's): the parse is not marked failed,
                                so it does not stop an if_clean one */
} mca_scan_diag;

struct mca_asm_syms;         /* the symbols .set/.equ/= give values */
struct mca_asm_symlog;       /* the names the input creates (libcore/asm) */

typedef struct {
    char *clean;             /* the text with comments replaced by blanks */
    size_t len;
    mca_stmt *stmts;         /* non-empty statements, in order */
    size_t stmt_count;
    mca_comment *comments;   /* in order; after mca_asm_expand in the order
                                LLVM's lexer meets them: those of included
                                and instantiated texts too, some twice */
    size_t comment_count;
    /* After the assembler's directives (libcore/asm, mca_asm_expand):
     * statements of macro and .rept instantiations lie past the input in
     * clean (see mca_source_exp), the directives themselves are gone. */
    mca_scan_diag *diags;
    size_t diag_count;
    struct mca_asm_syms *syms;
    /* On Mach-O the names the input creates, for LLVM's check of its
     * undefined temporaries after the last statement (NULL elsewhere),
     * and where among the diagnostics that check comes (the first one
     * after it; diag_count or more: after all). */
    struct mca_asm_symlog *symlog;
    size_t locals_at;
} mca_scan;

/* Report the directives' diagnostics due before statement i (cursor *next
 * starts at 0); the number of errors among them. */
size_t mca_scan_report(const mca_scan *scan, const mca_source *src, size_t i, size_t *next,
                       mca_diags *diags);

/* Scan src.  0 on success, -1 (with a diagnostic) when memory runs out. */
int mca_scan_source(mca_scan *scan, const mca_source *src,
                    const mca_syntax_rules *rules, mca_diags *diags);
void mca_scan_free(mca_scan *scan);

#endif

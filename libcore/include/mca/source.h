/* source: one input text held in memory, with a line index.
 *
 * The text is read whole from a file or a stream ("-" is standard input and
 * is named "<stdin>" in diagnostics, as llvm-mca names it).  Offsets are byte
 * offsets into text; lines and columns are 1-based.  The text is always
 * NUL-terminated; embedded NULs are kept and counted in len. */
#ifndef MCA_SOURCE_H
#define MCA_SOURCE_H

#include <stddef.h>
#include <stdio.h>

#include "mca/diag.h"

/* A text the assembler made (a macro or .rept body instantiated) or read
 * (a file an .include names): it lies at [start, end) of the source's
 * text, after the input; call is the offset of the statement that made it
 * (itself maybe in another one); file is the included file's name as
 * diagnostics show it, NULL for an instantiation. */
typedef struct {
    size_t start, end, call;
    char *file;
    const char *tail;  /* the line LLVM's buffer has after the text
                          (".endr", ".endmacro"), shown for a location at
                          its end; NULL: none */
} mca_source_exp;

typedef struct {
    char *name;          /* as shown in diagnostics */
    char *text;          /* len bytes plus a terminating NUL, then the
                            instantiations (each NUL-terminated) */
    size_t len;
    size_t *line_starts; /* offset of the first byte of each line */
    size_t line_count;
    mca_source_exp *exps; /* instantiations, by increasing start */
    size_t exp_count, exp_cap, full_len, text_cap;
} mca_source;

/* Read PATH ("-" or NULL for standard input).  0 on success; on failure
 * a diagnostic is added and -1 returned. */
int mca_source_read_file(mca_source *src, const char *path, mca_diags *diags);

/* Take a copy of a text held in memory (tests, fuzzers). */
int mca_source_from_memory(mca_source *src, const char *name,
                           const char *text, size_t len, mca_diags *diags);

void mca_source_free(mca_source *src);

/* Append an instantiation made by the statement at call; its offset in
 * text, or (size_t)-1 when memory runs out.  text may move. */
size_t mca_source_add_exp(mca_source *src, const char *t, size_t n, size_t call);
/* The same for the text of an included file named file (copied). */
size_t mca_source_add_file(mca_source *src, const char *t, size_t n, size_t call,
                           const char *file);
/* The input offset an offset stands for: an instantiation's text stands
 * for the statement that made it (regions and instruments use this). */
size_t mca_source_origin(const mca_source *src, size_t offset);

/* 1-based line and column of a byte offset. */
void mca_source_locate(const mca_source *src, size_t offset, size_t *line,
                       size_t *col);

/* Start and length (without the newline) of 1-based line LINE. */
const char *mca_source_line(const mca_source *src, size_t line, size_t *len);

/* Add a located diagnostic at OFFSET, quoting its line; span in bytes.
 * In an instantiation it is located as LLVM does ("<instantiation>",
 * then a note "while in macro instantiation" per enclosing call); in an
 * included file, after LLVM's "Included from FILE:LINE:" lines. */
void mca_source_diag(const mca_source *src, mca_diags *diags,
                     mca_diag_kind kind, size_t offset, size_t span,
                     const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* The same as LLVM's context reports it (a streamer's error): without the
 * notes of the macro instantiations. */
void mca_source_diag_ctx(const mca_source *src, mca_diags *diags,
                         mca_diag_kind kind, size_t offset, size_t span,
                         const char *fmt, ...) __attribute__((format(printf, 6, 7)));

#endif

/* diag: the one way libcore reports problems.
 *
 * Functions that can fail append an mca_diag to a caller-owned mca_diags list
 * and return an error code; nothing in libcore prints or exits.  The tool's
 * main renders the list with mca_diags_print(), which writes exactly what
 * llvm-mca writes:
 *   FILE:LINE:COL: error: message        (located: source line, caret line)
 *   error: message                       (not located)
 * Lines and columns are 1-based; columns count bytes, tabs are expanded to
 * 8-column stops when the source line and caret are shown. */
#ifndef MCA_DIAG_H
#define MCA_DIAG_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

/* PLAIN messages carry no "error:" prefix (LLVM prints some that way) but
 * count as errors.  TOOL messages are errors printed as llvm-mca prints
 * its target lookup failures: the program's name, ": ", the message and
 * no newline. */
typedef enum {
    MCA_DIAG_ERROR, MCA_DIAG_WARNING, MCA_DIAG_NOTE, MCA_DIAG_PLAIN, MCA_DIAG_TOOL
} mca_diag_kind;

typedef struct {
    mca_diag_kind kind;
    char *file;        /* NULL when the message has no location */
    size_t line, col;  /* 1-based; 0 when not located */
    char *source_line; /* text of the line without its newline, or NULL */
    size_t span;       /* caret width in bytes: 1 gives "^", 3 gives "^~~" */
    char *message;
    char *includes;    /* "Included from FILE:LINE:\n" lines printed first
                          (the include stack of the location), or NULL */
} mca_diag;

typedef struct {
    mca_diag *items;
    size_t count, capacity;
    size_t errors;     /* number of MCA_DIAG_ERROR entries */
    int out_of_memory; /* set when a diagnostic could not be recorded */
    char *printed;     /* what the assembler writes to standard output
                          while it reads the input (.print), in order */
    size_t printed_len;
} mca_diags;

void mca_diags_init(mca_diags *d);
void mca_diags_free(mca_diags *d);

/* Append a diagnostic without location. */
void mca_diags_add(mca_diags *d, mca_diag_kind kind, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Append a located diagnostic; source_line may be NULL, span 0 means 1. */
void mca_diags_add_at(mca_diags *d, mca_diag_kind kind, const char *file,
                      size_t line, size_t col, const char *source_line,
                      size_t source_line_len, size_t span, const char *fmt, ...)
    __attribute__((format(printf, 9, 10)));

/* Append s[0, n) to the text the assembler writes to standard output. */
void mca_diags_print_out(mca_diags *d, const char *s, size_t n);

/* Give the last diagnostic added the include stack text (copied); a
 * no-op when text is NULL or there is none. */
void mca_diags_set_includes(mca_diags *d, const char *text);

/* Write every diagnostic in order; returns 0, or -1 on a write error. */
int mca_diags_print(const mca_diags *d, FILE *out);
/* The entries from first on, without the closing out-of-memory note (a
 * program printing them as they come). */
int mca_diags_print_from(const mca_diags *d, size_t first, FILE *out);

/* Move the entries of src to the end of dst (src is left empty). */
void mca_diags_take(mca_diags *dst, mca_diags *src);

#endif

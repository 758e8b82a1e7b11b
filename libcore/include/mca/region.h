/* region: the code regions of an input, from LLVM-MCA-BEGIN/END comments.
 *
 * Semantics follow llvm-mca: without markers there is one anonymous default
 * region spanning the whole input; the first BEGIN replaces it.  Regions may
 * nest and overlap; an anonymous END closes the only active region (or ends
 * the untouched default region); an instruction belongs to every region whose
 * [begin, end] marker offsets enclose its offset (see mca_regions_holds for
 * markers in included files and macros).  Marker errors are reported
 * as llvm-mca reports them, located at the comment text. */
#ifndef MCA_REGION_H
#define MCA_REGION_H

#include <stddef.h>

#include "mca/scan.h"
#include "mca/source.h"

#define MCA_NO_OFFSET ((size_t)-1)

typedef struct {
    char *name;   /* "" for anonymous regions */
    size_t begin; /* offset of the BEGIN marker text, or MCA_NO_OFFSET */
    size_t end;   /* offset of the END marker text, or MCA_NO_OFFSET */
    size_t begin_seq, end_seq; /* the markers' mca_comment.seq */
} mca_region;

/* A statement the ISA saw: where it starts, its place in reading order. */
typedef struct {
    size_t start, index;
} mca_region_stmt;

typedef struct {
    mca_region *items;
    size_t count;
    /* When a marker lies in an included or instantiated text: the
     * statements by start (else NULL; see mca_regions_holds). */
    mca_region_stmt *stmts;
    size_t stmt_count;
} mca_regions;

/* Build the regions of src from the comments found by scan.  Returns 0, or
 * -1 when a marker is invalid (diagnostics added) or memory runs out. */
int mca_regions_build(mca_regions *regions, const mca_source *src,
                      const mca_scan *scan, mca_diags *diags);
void mca_regions_free(mca_regions *regions);

/* Does region r contain the instruction at offset? */
int mca_region_contains(const mca_region *r, size_t offset);

/* Does region r of rs hold the instruction at offset (in src's full
 * text)?  llvm-mca compares pointers: an instruction joins the regions that
 * exist when it is emitted, when it lies at or after the BEGIN's text and,
 * unless the END was met before, at or before the END's text.  Texts an
 * .include or a macro made lie after the input (as LLVM's later buffers
 * lie at higher addresses), so markers in them see the input's
 * instructions as before them.  With markers in the input only, this is
 * mca_region_contains at the instruction's origin. */
int mca_regions_holds(const mca_regions *rs, const mca_region *r, const mca_source *src,
                      size_t offset);

#endif

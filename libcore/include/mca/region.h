/* region: the code regions of an input, from LLVM-MCA-BEGIN/END comments.
 *
 * Semantics follow llvm-mca: without markers there is one anonymous default
 * region spanning the whole input; the first BEGIN replaces it.  Regions may
 * nest and overlap; an anonymous END closes the only active region (or ends
 * the untouched default region); an instruction belongs to every region whose
 * [begin, end] marker offsets enclose its offset.  Marker errors are reported
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
} mca_region;

typedef struct {
    mca_region *items;
    size_t count;
} mca_regions;

/* Build the regions of src from the comments found by scan.  Returns 0, or
 * -1 when a marker is invalid (diagnostics added) or memory runs out. */
int mca_regions_build(mca_regions *regions, const mca_source *src,
                      const mca_scan *scan, mca_diags *diags);
void mca_regions_free(mca_regions *regions);

/* Does region r contain the instruction at offset? */
int mca_region_contains(const mca_region *r, size_t offset);

#endif

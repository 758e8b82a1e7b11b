/* describe: the descriptors of a region's instructions on the program's
 * model, with llvm-mca's handling of instructions it cannot model: an
 * error naming the instruction, or with -skip-unsupported-instructions
 * (lack-sched or any) a warning and the instruction dropped. */
#ifndef MCA_DESCRIBE_H
#define MCA_DESCRIBE_H

#include "mca/encoding.h"
#include "mca/instr.h"
#include "mca/program.h"
#include "mca/strbuf.h"

typedef struct {
    mca_instr_desc *descs;     /* count descriptors */
    const mca_inst **insts;    /* the instructions kept, in order */
    const mca_instr_desc **desc_ptrs;
    const char **texts;        /* the printed instructions */
    const mca_encoding **encodings; /* -show-encoding (text output, with
                                       the instruction info view), else NULL */
    unsigned count;
    const mca_region *region;  /* set by mca_report_regions */
    /* per descriptor: 1 when its lists are an earlier one's (a repeat of
     * an instruction: see mca_describe_region), freed with that one */
    const unsigned char *shared;
} mca_region_descs;

/* 0 on success (possibly with fewer instructions than the region), -1 on
 * an error already reported. */
int mca_describe_region(const mca_program *p, const mca_region_code *rc,
                        const mca_options *o, mca_region_descs *out, mca_diags *diags);
void mca_region_descs_free(mca_region_descs *rd);

/* What a tool prints for one region with instructions. */
typedef int (*mca_region_view)(void *ctx, const mca_program *p, const mca_region_descs *rd,
                               mca_strbuf *out, mca_diags *diags);

/* Describe and report every region in order, as llvm-mca does: regions
 * without instructions are skipped, the others get a "[i] Code Region"
 * header when they are delimited by markers (not in JSON, where the views
 * carry the region name), and an input without any
 * instruction is an error.  0 on success, -1 on an error reported. */
int mca_report_regions(const mca_program *p, const mca_options *o, mca_region_view view,
                       void *ctx, mca_strbuf *out, mca_diags *diags);

#endif

/* instrument: llvm-mca's instrument comments ("# LLVM-MCA-<KIND> data"),
 * read once beside the regions (behaviour notes 2.7, 14.4).
 *
 * Every comment that starts (after blanks) with "LLVM-MCA-" and is not a
 * region marker (BEGIN or END as a prefix) is an instrument: its kind runs
 * to the first space, its data is the rest after that one space.  An
 * instrument of a kind holds for the instructions after it until the next
 * instrument of the same kind.  Which kinds exist is the ISA's (the target
 * table row): LATENCY everywhere, RISCV-LMUL and RISCV-SEW on RISC-V. */
#ifndef MCA_INSTRUMENT_H
#define MCA_INSTRUMENT_H

#include <stdbool.h>
#include <stddef.h>

#include "mca/diag.h"
#include "mca/inst.h"
#include "mca/scan.h"
#include "mca/source.h"

typedef struct {
    size_t at;                  /* source offset of the comment's text */
    size_t kind, kind_len;      /* the kind, after "LLVM-MCA-" (offset, length) */
    size_t data, data_len;      /* the data (offset, length) */
} mca_instrument;

typedef struct {
    mca_instrument *items;      /* in source order */
    size_t count;
} mca_instruments;

/* Collect the instrument comments of scan; 0, or -1 with "out of memory". */
int mca_instruments_read(mca_instruments *is, const mca_source *src, const mca_scan *scan,
                         mca_diags *diags);
void mca_instruments_free(mca_instruments *is);

/* Check the kinds as llvm-mca does after reading the code regions: a kind
 * not in kinds (NULL-terminated), or none, is a located error, and then
 * "There was an error parsing comments." follows.  0, or -1 with the
 * errors added to diags. */
int mca_instruments_check(const mca_instruments *is, const mca_source *src,
                          const char *const *kinds, mca_diags *diags);

/* The same, and an instrument of a known kind whose data valid() rejects
 * (RISC-V: "M3" for RISCV-LMUL) is llvm-mca's located "Failed to create
 * KIND instrument with data: DATA" error.  valid may be NULL. */
typedef bool (*mca_instrument_data_ok)(const char *kind, size_t kind_len, const char *data,
                                       size_t data_len);
int mca_instruments_check_data(const mca_instruments *is, const mca_source *src,
                               const char *const *kinds, mca_instrument_data_ok valid,
                               mca_diags *diags);

/* For each of the n instructions insts (source order), the instrument of
 * kind that holds for it, or NULL; the array is malloc'd (NULL when out
 * of memory). */
const mca_instrument **mca_instruments_active(const mca_instruments *is, const mca_source *src,
                                              const char *kind, const mca_inst *const *insts,
                                              unsigned n);

/* The latency a LATENCY instrument gives: its data as a decimal number,
 * -1 when the data is not one (or not below 2^32, which llvm-mca's parse
 * rejects too; such an instrument still ends the previous one), -2 above
 * MCA_MAX_INSTRUMENT_LATENCY.  llvm-mca accepts any 32-bit latency and
 * then simulates cycle by cycle: 99999999 would take it hours (issue 23),
 * so the tools reject a latency beyond what LLVM's 16-bit latency tables
 * hold, with an error at the instrument. */
#define MCA_MAX_INSTRUMENT_LATENCY 65535
int mca_instrument_latency(const mca_instrument *in, const mca_source *src);

#endif

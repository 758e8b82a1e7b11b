/* batch: whole data sets of basic blocks in one run (--batch; beyond
 * llvm-mca, which analyses one file per process).
 *
 * Every non-blank input line is a block: assembly with ';' between
 * instructions, or with --hex its bytes in hex, optionally followed by
 * ",measured" (a CSV line as BHive's data sets are: the measured cycles
 * per iteration are kept for the summary).  Lines not in the --shard=K/N
 * selection are skipped.  Each block is analysed on its own (a program
 * loaded from its text, sharing the one CPU model loaded at the start) by
 * one of --jobs threads, and its result is written as one JSON object on
 * one line as soon as it and every block before it are done, in input
 * order: {"line": N, the tool's members (spec->block), "measured": M}, or
 * {"line": N, "error": message, "at": "LINE:COL"} without stopping the run;
 * with --block-times also "cpu_ns", the thread CPU time of the block.
 * At most a few blocks per thread are held at a time, so memory does not
 * grow with the data set (beyond two doubles per block for the summary).
 * The last line is {"summary": {...}} (mca/stats.h). */
#ifndef MCA_BATCH_H
#define MCA_BATCH_H

#include "driver.h"
#include "input-argp.h"

/* The exit status: 0, or 1 when the run could not be made (unreadable
 * input, unknown CPU, write error); blocks in error do not change it. */
int mca_batch_run(const mca_driver_spec *spec, void *own, const mca_options *o,
                  const mca_batch_options *b);

#endif

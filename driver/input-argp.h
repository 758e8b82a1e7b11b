/* input-argp: the options for inputs beyond llvm-mca's text (machine code
 * and batch mode), shared by mca-static and mca-sim: --hex, --symbol=NAME
 * (repeatable), --batch, --jobs=N, --shard=K/N, --block-times.  An argp child parser
 * whose input is the mca_tool_args being filled (tool.h): --hex and
 * --symbol go to its common options (libcore reads them), the batch
 * settings to its batch member. */
#ifndef MCA_INPUT_ARGP_H
#define MCA_INPUT_ARGP_H

#include <argp.h>
#include <stdbool.h>

typedef struct {
    bool on;            /* --batch */
    unsigned jobs;      /* --jobs; 0: every CPU */
    unsigned shard;     /* --shard=K/N: K in [1, N]; 0 when not given */
    unsigned shards;    /* N */
    bool times;         /* --block-times: each block's CPU time */
} mca_batch_options;

extern const struct argp mca_input_argp;

#endif

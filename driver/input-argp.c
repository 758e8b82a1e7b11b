/* input-argp: machine code and batch options (see input-argp.h). */
#include <config.h>

#include "input-argp.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"

enum { OPT_HEX = 0x180, OPT_SYMBOL, OPT_BATCH, OPT_JOBS, OPT_SHARD, OPT_BLOCK_TIMES };

static const struct argp_option input_table[] = {
    { NULL, 0, NULL, 0, "Machine code and batch options (beyond llvm-mca):", 4 },
    { "hex", OPT_HEX, NULL, 0, "The input is machine code as hex bytes (blanks and 0x allowed); an ELF object or executable is recognised without this", 4 },
    { "symbol", OPT_SYMBOL, "NAME", 0, "Analyse function NAME of the ELF input (repeatable; default: every function)", 4 },
    { "batch", OPT_BATCH, NULL, 0, "One block per input line (assembly with ';' between instructions, or hex with --hex, optionally 'hex,measured'); one JSON line per block", 4 },
    { "jobs", OPT_JOBS, "N", 0, "Threads analysing blocks in --batch mode (default: every CPU)", 4 },
    { "shard", OPT_SHARD, "K/N", 0, "In --batch mode, analyse only the lines whose number is K modulo N (K from 1 to N)", 4 },
    { "block-times", OPT_BLOCK_TIMES, NULL, 0, "In --batch mode, each block's line also gives \"cpu_ns\": the CPU time its thread spent analysing it (for benchmarks; the output is then not reproducible)", 4 },
    { NULL, 0, NULL, 0, NULL, 0 }
};

static void bad(struct argp_state *state, const char *name, const char *arg, const char *why)
{
    mca_tool_args *args = state->input;
    fprintf(stderr, "%s: for the --%s option: '%s' %s\n", program_invocation_short_name, name,
            arg, why);
    args->common.parse_errors++;
}

/* A decimal number in [lo, hi] from s to *end; false when there is none. */
static bool number(const char *s, char **end, unsigned lo, unsigned hi, unsigned *v)
{
    if (*s < '0' || *s > '9')
        return false;
    errno = 0;
    uintmax_t n = strtoumax(s, end, 10);
    if (errno || n < lo || n > hi)
        return false;
    *v = (unsigned)n;
    return true;
}

static int add_symbol(mca_options *o, const char *name)
{
    const char **list = realloc((void *)o->symbols, (o->symbol_count + 1) * sizeof *list);
    if (!list)
        return -1;
    list[o->symbol_count++] = name;
    o->symbols = list;
    return 0;
}

static error_t parse_input(int key, char *arg, struct argp_state *state)
{
    mca_tool_args *args = state->input;
    mca_batch_options *b = &args->batch;
    char *end;
    switch (key) {
    case OPT_HEX: args->common.hex = true; break;
    case OPT_SYMBOL:
        if (add_symbol(&args->common, arg) != 0)
            argp_failure(state, 1, ENOMEM, "--symbol");
        break;
    case OPT_BATCH: b->on = true; break;
    case OPT_BLOCK_TIMES: b->times = true; break;
    case OPT_JOBS:
        if (!number(arg, &end, 1, 1024, &b->jobs) || *end)
            bad(state, "jobs", arg, "is not a number of threads from 1 to 1024");
        break;
    case OPT_SHARD:
        if (!number(arg, &end, 1, UINT32_MAX, &b->shard) || *end != '/' ||
            !number(end + 1, &end, 1, UINT32_MAX, &b->shards) || *end ||
            b->shard > b->shards) {
            bad(state, "shard", arg, "is not K/N with 1 <= K <= N");
            b->shard = b->shards = 0;
        }
        break;
    default:
        return ARGP_ERR_UNKNOWN;
    }
    return 0;
}

const struct argp mca_input_argp = { input_table, parse_input, NULL, NULL, NULL, NULL, NULL };

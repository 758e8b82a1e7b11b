/* options: llvm-mca's options as data, shared by mca-static and mca-sim:
 * their values with llvm-mca's defaults, and the rules that combine them.
 * View flags remember the position of their last occurrence so that
 * -all-views and -all-stats interact with explicit flags exactly as in
 * llvm-mca.  The programs read the command line into this struct
 * (driver/options-argp.h); libcore never parses argv. */
#ifndef MCA_OPTIONS_H
#define MCA_OPTIONS_H

#include <stdbool.h>

typedef struct {
    bool value;
    int position; /* argv index of the last occurrence, 0 when not given */
} mca_flag;

typedef enum { MCA_TABLES_NONE, MCA_TABLES_NORMAL, MCA_TABLES_FULL } mca_tables_mode;

typedef enum {
    MCA_SKIP_NONE, MCA_SKIP_LACK_SCHED, MCA_SKIP_PARSE_FAILURE, MCA_SKIP_ANY
} mca_skip_mode;

typedef struct {
    const char *input;      /* NULL or "-" for standard input */
    const char *output;     /* NULL or "-" for standard output */
    const char *mtriple, *march, *mcpu, *mattr;
    const char *model_file; /* --model=FILE */
    int output_asm_variant; /* -1: same as the input */
    bool print_imm_hex;
    unsigned dispatch, register_file_size, lqueue, squeue;
    unsigned iterations;    /* 0 means the default, 100 */
    bool noalias;
    unsigned timeline_max_iterations, timeline_max_cycles;
    unsigned call_latency, decoder_throughput, micro_op_queue_size;
    mca_tables_mode instruction_tables;
    mca_skip_mode skip_unsupported;
    mca_flag summary_view, instruction_info, resource_pressure, timeline;
    mca_flag register_file_stats, dispatch_stats, scheduler_stats, retire_stats;
    mca_flag bottleneck_analysis, all_views, all_stats;
    bool show_encoding, show_barriers, json, disable_cb, disable_im;
    unsigned parse_errors;  /* bad options reported while parsing */
    bool too_many_inputs;   /* the positional-argument error was reported */
    /* Machine code input (beyond llvm-mca; see mca/disasm.h): the input is
     * hex text (an ELF file is recognised by its magic), and the function
     * symbols of an ELF file to analyse (none: every one). */
    bool hex;
    /* Batch mode: no instruction is printed (a block's line holds only
     * numbers), so the front ends need not compose their texts (x86's
     * does not; its instructions then have none). */
    bool no_texts;
    const char *const *symbols;
    unsigned symbol_count;
} mca_options;

/* Fill o with llvm-mca's defaults. */
void mca_options_init(mca_options *o);

/* Apply -all-views and -all-stats to the individual view flags as
 * llvm-mca does (bottleneck analysis only for out-of-order models). */
void mca_options_resolve_views(mca_options *o, bool out_of_order);

/* The effective number of iterations (0 becomes 100). */
unsigned mca_options_iterations(const mca_options *o);

#endif

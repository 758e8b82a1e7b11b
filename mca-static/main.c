/* mca-static: analyse machine code without simulating it: instruction tables,
 * Block RThroughput and throughput bounds.  This file is the command line;
 * the analysis lives in the other files of mca-static/. */
#include <config.h>

#include <stdlib.h>

#include "mca/describe.h"
#include "mca/diag.h"
#include "mca/program.h"
#include "mca/report.h"
#include "mca/tool.h"

const char *argp_program_version = "mca-static (" PACKAGE_NAME ") " PACKAGE_VERSION;
const char *argp_program_bug_address = PACKAGE_BUGREPORT;

/* mca-static's own settings. */
typedef struct {
    int bounds; /* print the bounds view (default) */
} static_settings;

enum { OPT_NO_BOUNDS = 0x200 };

static const struct argp_option static_options[] = {
    { NULL, 0, NULL, 0, "mca-static options:", 3 },
    { "no-bounds", OPT_NO_BOUNDS, NULL, 0, "Do not print the throughput bounds view", 3 },
    { NULL, 0, NULL, 0, NULL, 0 }
};

static error_t parse_static(int key, char *arg, struct argp_state *state)
{
    (void)arg;
    mca_tool_args *args = state->input;
    static_settings *s = args->own;
    if (key != OPT_NO_BOUNDS)
        return ARGP_ERR_UNKNOWN;
    s->bounds = 0;
    return 0;
}

static const mca_tool_spec spec = {
    static_options, parse_static, "[FILE]",
    "Analyse the machine code in FILE (standard input when FILE is missing "
    "or \"-\") for a CPU model without simulating it: instruction info, "
    "instruction tables, Block RThroughput and throughput bounds.  Options "
    "take one or two dashes (-mcpu=skylake or --mcpu=skylake).\vSee "
    "mca-static(1) for every number printed."
};

/* The default report of a region: what the code costs per iteration,
 * then the Instruction Info view. */
static int static_view(void *ctx, const mca_program *p, const mca_region_descs *rd,
                       mca_strbuf *out, mca_diags *diags)
{
    const mca_options *o = ctx;
    unsigned width = o->dispatch ? o->dispatch : mca_model_parameters(p->model)->issue_width;
    unsigned uops = 0;
    for (unsigned i = 0; i < rd->count; i++)
        uops += rd->descs[i].uops;
    double brt = mca_block_rthroughput(p->model, rd->desc_ptrs, rd->count, width);
    if (brt < 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    mca_strbuf_printf(out, "Instructions:      %u\n", rd->count);
    mca_strbuf_printf(out, "Total uOps:        %u\n\n", uops);
    mca_strbuf_printf(out, "Dispatch Width:    %u\n", width);
    mca_strbuf_printf(out, "Block RThroughput: %.1f\n", mca_round_to(brt, 10));
    if (o->instruction_info.value) {
        mca_info_row *rows = malloc(rd->count * sizeof *rows);
        if (!rows) {
            mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
            return -1;
        }
        for (unsigned i = 0; i < rd->count; i++)
            rows[i] = (mca_info_row){ &rd->descs[i], rd->texts[i] };
        mca_info_options io = { false, o->show_barriers };
        mca_report_instruction_info(out, p->model, rows, rd->count, &io);
        free(rows);
    }
    return 0;
}

/* -instruction-tables: the static tables llvm-mca prints instead of simulating. */
static int tables_view(void *ctx, const mca_program *p, const mca_region_descs *rd,
                       mca_strbuf *out, mca_diags *diags)
{
    const mca_options *o = ctx;
    mca_info_options io = { o->instruction_tables == MCA_TABLES_FULL, o->show_barriers };
    if (mca_report_instruction_tables(out, p->model, rd->desc_ptrs, rd->texts, rd->count, &io,
                                      o->instruction_info.value,
                                      o->resource_pressure.value) != 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    return 0;
}

/* Everything after argument parsing; returns the exit status. */
static int run(mca_options *o, mca_diags *diags)
{
    mca_program p;
    mca_program_status st = mca_program_load(&p, o, stderr, diags);
    if (st != MCA_PROGRAM_OK)
        return st == MCA_PROGRAM_HELP ? 0 : 1;
    mca_options_resolve_views(o, mca_program_out_of_order(&p));
    FILE *out = mca_tool_open_output(o->output, diags);
    int status = 1;
    if (out) {
        mca_strbuf text;
        mca_strbuf_init(&text);
        mca_region_view view = o->instruction_tables != MCA_TABLES_NONE ? tables_view
                                                                        : static_view;
        status = mca_report_regions(&p, o, view, o, &text, diags) == 0 ? 0 : 1;
        /* What was reported before an error is written, as llvm-mca streams it. */
        if (mca_strbuf_write(&text, out) != 0)
            status = 1;
        if (mca_tool_close_output(out, o->output, diags) != 0)
            status = 1;
        mca_strbuf_free(&text);
    }
    mca_program_free(&p);
    return status;
}

int main(int argc, char **argv)
{
    static_settings settings = { 1 };
    mca_tool_args args = { .own = &settings };
    mca_diags diags;
    mca_diags_init(&diags);
    if (mca_tool_parse_args(&spec, argc, argv, &args) != 0) {
        fputs("error: out of memory\n", stderr);
        return 1;
    }
    int status = run(&args.common, &diags);
    mca_diags_print(&diags, stderr);
    mca_diags_free(&diags);
    mca_tool_args_free(&args);
    return status;
}

/* mca-sim: simulate machine code on a CPU model, cycle by cycle, and print
 * llvm-mca's views.  This file is the command line; the pipeline lives in
 * the other files of mca-sim/. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mca/describe.h"
#include "mca/diag.h"
#include "mca/program.h"
#include "mca/report.h"
#include "mca/tool.h"
#include "instrument.h"
#include "sim.h"

const char *argp_program_version = "mca-sim (" PACKAGE_NAME ") " PACKAGE_VERSION;
const char *argp_program_bug_address = PACKAGE_BUGREPORT;

/* mca-sim's own settings. */
typedef struct {
    bool no_fast_forward;
} sim_settings;

enum { OPT_NO_FAST_FORWARD = 0x200 };

static const struct argp_option sim_options[] = {
    { NULL, 0, NULL, 0, "mca-sim options:", 3 },
    { "no-fast-forward", OPT_NO_FAST_FORWARD, NULL, 0,
      "Simulate every cycle, even once the pipeline has settled into a repeating state "
      "(the output is the same; this only costs time)", 3 },
    { NULL, 0, NULL, 0, NULL, 0 }
};

static error_t parse_sim(int key, char *arg, struct argp_state *state)
{
    (void)arg;
    mca_tool_args *args = state->input;
    sim_settings *s = args->own;
    if (key != OPT_NO_FAST_FORWARD)
        return ARGP_ERR_UNKNOWN;
    s->no_fast_forward = true;
    return 0;
}

static const mca_tool_spec spec = {
    sim_options, parse_sim, "[FILE]",
    "Simulate the machine code in FILE (standard input when FILE is missing "
    "or \"-\") on a CPU's out-of-order or in-order pipeline and report its "
    "throughput, as llvm-mca does.  Options take one or two dashes "
    "(-mcpu=skylake or --mcpu=skylake).\vSee mca-sim(1) for the views and "
    "the numbers they print."
};

/* What the simulation callback needs across regions. */
typedef struct {
    const mca_options *o;
    const sim_settings *settings;
    mca_json json;             /* -json: the document being built */
    size_t cursor;             /* -json: next region to look at for names */
} sim_ctx;

/* The name of the region whose instructions rd holds (llvm-mca reports
 * regions in order, so the search starts after the previous one). */
static const char *region_name(sim_ctx *c, const mca_program *p, const mca_region_descs *rd)
{
    for (size_t r = c->cursor; r < p->region_count; r++) {
        const mca_region_code *rc = &p->regions[r];
        for (size_t k = 0; k < rc->count; k++)
            if (rd->count && rc->insts[k] == rd->insts[0]) {
                c->cursor = r + 1;
                return rc->region->name ? rc->region->name : "";
            }
    }
    return "";
}

/* The simulation of one region and its views. */
static int simulate_view(void *ctx, const mca_program *p, const mca_region_descs *rd,
                         mca_strbuf *out, mca_diags *diags)
{
    sim_ctx *c = ctx;
    const mca_options *o = c->o;
    if (o->bottleneck_analysis.value && !mca_program_out_of_order(p))
        mca_diags_add(diags, MCA_DIAG_WARNING,
                      "bottleneck analysis is not supported for in-order CPU '%s'.",
                      p->target.cpu);
    int *latency = NULL;
    if (!o->disable_im) {
        latency = mca_latency_instruments(&p->input.source, &p->input.scan, rd->insts,
                                          rd->count);
        if (!latency) {
            mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
            return -1;
        }
    }
    mca_sim_code code = { p->catalog, p->model, rd->desc_ptrs, rd->texts, rd->count,
                          p->output_variant, latency, rd->encodings,
                          !c->settings->no_fast_forward };
    int rc = o->json ? mca_sim_region_json(&code, o, region_name(c, p, rd), &c->json)
                     : mca_sim_region(&code, o, out);
    free(latency);
    if (rc != 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    return 0;
}

/* -instruction-tables: the static tables llvm-mca prints instead of simulating. */
static int tables_view(void *ctx, const mca_program *p, const mca_region_descs *rd,
                       mca_strbuf *out, mca_diags *diags)
{
    const mca_options *o = ctx;
    mca_info_options io = { .full = o->instruction_tables == MCA_TABLES_FULL,
                            .barriers = o->show_barriers, .encodings = rd->encodings };
    if (mca_report_instruction_tables(out, p->model, rd->desc_ptrs, rd->texts, rd->count, &io,
                                      o->instruction_info.value,
                                      o->resource_pressure.value) != 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    return 0;
}

/* -json: simulate every region into one document, written at the end. */
static int run_json(const mca_program *p, const mca_options *o, const sim_settings *s,
                    mca_strbuf *text, mca_diags *diags)
{
    mca_strbuf scratch;
    mca_strbuf_init(&scratch);
    sim_ctx c = { o, s, { 0 }, 0 };
    mca_json_init(&c.json, text);
    mca_json_object(&c.json, NULL);
    mca_json_array(&c.json, "CodeRegions");
    int status = mca_report_regions(p, o, simulate_view, &c, &scratch, diags);
    mca_strbuf_free(&scratch);
    if (status != 0) {
        text->len = 0;
        return -1;
    }
    mca_json_end_array(&c.json);
    char march[32];
    mca_sim_json_parameters(&c.json, o, mca_target_json_arch(&p->target, march, sizeof march),
                            p->target.cpu,
                            o->mtriple ? o->mtriple : p->target.triple,
                            mca_program_out_of_order(p));
    if (mca_json_target_info(&c.json, p->model, p->target.cpu) != 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    mca_json_end_object(&c.json);
    return 0;
}

/* Everything after argument parsing; returns the exit status. */
static int run(mca_options *o, const sim_settings *s, mca_diags *diags)
{
    mca_program p;
    mca_program_status st = mca_program_load(&p, o, diags);
    if (st != MCA_PROGRAM_OK)
        return st == MCA_PROGRAM_HELP ? 0 : 1;
    mca_options_resolve_views(o, mca_program_out_of_order(&p));
    /* llvm-mca reads the instrument comments once it knows the code has
     * instructions (else "no assembly instructions found" comes first). */
    bool any = false;
    for (size_t r = 0; r < p.region_count; r++)
        any |= p.regions[r].count > 0;
    if (any && !o->disable_im &&
        mca_check_instruments(&p.input.source, &p.input.scan, diags) != 0) {
        mca_program_free(&p);
        return 1;
    }
    FILE *out = mca_tool_open_output(o->output, diags);
    int status = 1;
    /* x86 prints AT&T (0) or Intel (1) syntax; llvm-mca fails to make a
     * printer for any other variant, once the output is open. */
    if (out && o->output_asm_variant != -1 && (unsigned)o->output_asm_variant > 1) {
        mca_diags_add(diags, MCA_DIAG_ERROR,
                      "unable to create instruction printer for target triple '%s' with "
                      "assembly variant %u.", p.target.triple, (unsigned)o->output_asm_variant);
        mca_tool_close_output(out, o->output, diags);
        mca_program_free(&p);
        return 1;
    }
    if (out) {
        mca_strbuf text;
        mca_strbuf_init(&text);
        sim_ctx c = { o, s, { 0 }, 0 };
        if (!o->json)   /* the JSON document is dropped on an error */
            mca_strbuf_stream_to(&text, out);
        if (o->instruction_tables != MCA_TABLES_NONE)
            status = mca_report_regions(&p, o, tables_view, o, &text, diags) == 0 ? 0 : 1;
        else if (o->json)
            status = run_json(&p, o, s, &text, diags) == 0 ? 0 : 1;
        else
            status = mca_report_regions(&p, o, simulate_view, &c, &text, diags) == 0 ? 0 : 1;
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
    sim_settings settings = { false };
    mca_tool_args args = { .own = &settings };
    mca_diags diags;
    mca_diags_init(&diags);
    if (mca_tool_parse_args(&spec, argc, argv, &args) != 0) {
        fputs("error: out of memory\n", stderr);
        return 1;
    }
    int status = run(&args.common, &settings, &diags);
    mca_diags_print(&diags, stderr);
    mca_diags_free(&diags);
    mca_tool_args_free(&args);
    return status;
}

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
#include "driver.h"
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

/* What the simulation callback needs across regions. */
typedef struct {
    const mca_options *o;
    const sim_settings *settings;
    mca_json json;             /* -json: the document being built */
} sim_ctx;

/* The name of the region rd describes ("" when it has none). */
static const char *region_name(const mca_region_descs *rd)
{
    return rd->region && rd->region->name ? rd->region->name : "";
}

/* The latency each instruction of the region takes from a LATENCY
 * instrument (-1: the model's) in *out; -1 with an error when memory runs
 * out or a latency is too large (mca/instrument.h). */
static int latency_overrides(const mca_program *p, const mca_region_descs *rd, int **out,
                             mca_diags *diags)
{
    const mca_instrument **active =
        mca_instruments_active(&p->input.instruments, &p->input.source, "LATENCY", rd->insts,
                               rd->count);
    int *latency = malloc((rd->count ? rd->count : 1) * sizeof *latency);
    int rc = active && latency ? 0 : -1;
    if (rc)
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    for (unsigned i = 0; rc == 0 && i < rd->count; i++) {
        latency[i] = active[i] ? mca_instrument_latency(active[i], &p->input.source) : -1;
        if (latency[i] == -2) {
            mca_source_diag(&p->input.source, diags, MCA_DIAG_ERROR, active[i]->data,
                            active[i]->data_len, "latency too large (at most %d cycles)",
                            MCA_MAX_INSTRUMENT_LATENCY);
            rc = -1;
        }
    }
    free(active);
    if (rc)
        free(latency);
    *out = rc ? NULL : latency;
    return rc;
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
    if (!o->disable_im && latency_overrides(p, rd, &latency, diags) != 0)
        return -1;
    mca_sim_code code = { p->catalog, p->model, rd->desc_ptrs, rd->texts, rd->count,
                          p->output_variant, latency, rd->encodings,
                          !c->settings->no_fast_forward };
    int rc = o->json ? mca_sim_region_json(&code, o, region_name(rd), &c->json)
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
    sim_ctx c = { o, s, { 0 } };
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

/* The report: instruction tables, the JSON document or the simulation. */
static int report(void *own, const mca_program *p, const mca_options *o, mca_strbuf *text,
                  mca_diags *diags)
{
    const sim_settings *s = own;
    if (o->instruction_tables != MCA_TABLES_NONE)
        return mca_report_regions(p, o, tables_view, (void *)o, text, diags);
    if (o->json)
        return run_json(p, o, s, text, diags);
    sim_ctx c = { o, s, { 0 } };
    return mca_report_regions(p, o, simulate_view, &c, text, diags);
}

static const mca_driver_spec spec = {
    { sim_options, parse_sim, "[FILE]",
      "Simulate the machine code in FILE (standard input when FILE is missing "
      "or \"-\") on a CPU's out-of-order or in-order pipeline and report its "
      "throughput, as llvm-mca does.  Options take one or two dashes "
      "(-mcpu=skylake or --mcpu=skylake).\vSee mca-sim(1) for the views and "
      "the numbers they print." },
    report
};

int main(int argc, char **argv)
{
    sim_settings settings = { false };
    return mca_driver_main(&spec, &settings, argc, argv);
}

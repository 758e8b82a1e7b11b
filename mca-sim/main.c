/* mca-sim: simulate machine code on a CPU model, cycle by cycle, and print
 * llvm-mca's views.  This file is the command line; the pipeline lives in
 * the other files of mca-sim/. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mca/describe.h"
#include "mca/diag.h"
#include "mca/html.h"
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

enum { OPT_NO_FAST_FORWARD = 0x200, OPT_HTML };

static const struct argp_option sim_options[] = {
    { NULL, 0, NULL, 0, "mca-sim options:", 3 },
    { "no-fast-forward", OPT_NO_FAST_FORWARD, NULL, 0,
      "Simulate every cycle, even once the pipeline has settled into a repeating state "
      "(the output is the same; this only costs time)", 3 },
    { "html", OPT_HTML, "FILE", 0,
      "Also write the report's pictures to FILE, one self-contained HTML page: per region "
      "the summary, the timeline, the resource pressure heat map and the bottleneck "
      "analysis", 3 },
    { NULL, 0, NULL, 0, NULL, 0 }
};

static error_t parse_sim(int key, char *arg, struct argp_state *state)
{
    mca_tool_args *args = state->input;
    sim_settings *s = args->own;
    if (key == OPT_HTML)
        args->html = arg;
    else if (key == OPT_NO_FAST_FORWARD)
        s->no_fast_forward = true;
    else
        return ARGP_ERR_UNKNOWN;
    return 0;
}

/* What the simulation callback needs across regions. */
typedef struct {
    const mca_options *o;
    const sim_settings *settings;
    mca_json json;             /* -json: the document being built */
    mca_strbuf *html;          /* --html: the page being built, else NULL */
    unsigned regions;          /* regions reported so far */
} sim_ctx;

/* The name of the region rd describes ("" when it has none). */
static const char *region_name(const mca_region_descs *rd)
{
    return rd->region && rd->region->name ? rd->region->name : "";
}

/* The latency each instruction of the region takes from a LATENCY
 * instrument (-1: the model's) in *out (NULL when the input has no
 * instrument); -1 with an error when memory runs out or a latency is too
 * large (mca/instrument.h). */
static int latency_overrides(const mca_program *p, const mca_region_descs *rd, int **out,
                             mca_diags *diags)
{
    /* no instrument at all (every block of a batch): no list, which the
     * simulation reads as every latency the model's */
    if (!p->input.instruments.count) {
        *out = NULL;
        return 0;
    }
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
                          !c->settings->no_fast_forward, false };
    int rc;
    if (c->html) {
        mca_sim_page page = { c->html, c->regions };
        mca_html_region_begin(c->html, c->regions, region_name(rd));
        rc = mca_sim_region_page(&code, o, out, o->json ? &c->json : NULL, region_name(rd),
                                 &page);
        mca_html_region_end(c->html);
    } else {
        rc = o->json ? mca_sim_region_json(&code, o, region_name(rd), &c->json)
                     : mca_sim_region(&code, o, out);
    }
    c->regions++;
    free(latency);
    if (rc != 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    return 0;
}

/* What -instruction-tables needs across regions. */
typedef struct {
    const mca_options *o;
    mca_strbuf *html;          /* --html: the page being built, else NULL */
    unsigned regions;
} tables_ctx;

/* The region's part of the page without a simulation: the static
 * resource pressure the tables print, as a heat map. */
static int tables_html(tables_ctx *c, const mca_program *p, const mca_region_descs *rd)
{
    mca_pressure_table t;
    if (mca_uniform_pressure_table(p->model, rd->desc_ptrs, rd->count, &t) != 0)
        return -1;
    mca_html_region_begin(c->html, c->regions, region_name(rd));
    mca_html_pressure_heat_map(c->html, p->model, t.cols, t.ncols, t.per_iteration,
                               t.per_instruction, rd->texts, rd->count);
    mca_html_region_end(c->html);
    mca_pressure_table_free(&t);
    return 0;
}

/* -instruction-tables: the static tables llvm-mca prints instead of simulating. */
static int tables_view(void *ctx, const mca_program *p, const mca_region_descs *rd,
                       mca_strbuf *out, mca_diags *diags)
{
    tables_ctx *c = ctx;
    const mca_options *o = c->o;
    mca_info_options io = { .full = o->instruction_tables == MCA_TABLES_FULL,
                            .barriers = o->show_barriers, .encodings = rd->encodings };
    if (mca_report_instruction_tables(out, p->model, rd->desc_ptrs, rd->texts, rd->count, &io,
                                      o->instruction_info.value,
                                      o->resource_pressure.value) != 0 ||
        (c->html && tables_html(c, p, rd) != 0)) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    c->regions++;
    return 0;
}

/* -json: simulate every region into one document, written at the end. */
static int run_json(const mca_program *p, const mca_options *o, const sim_settings *s,
                    mca_strbuf *text, mca_strbuf *html, mca_diags *diags)
{
    mca_strbuf scratch;
    mca_strbuf_init(&scratch);
    sim_ctx c = { o, s, { 0 }, html, 0 };
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

/* The report: instruction tables, the JSON document or the simulation;
 * html, when not NULL, receives the page's regions. */
static int run(void *own, const mca_program *p, const mca_options *o, mca_strbuf *text,
               mca_strbuf *html, mca_diags *diags)
{
    const sim_settings *s = own;
    if (o->instruction_tables != MCA_TABLES_NONE) {
        tables_ctx t = { o, html, 0 };
        return mca_report_regions(p, o, tables_view, &t, text, diags);
    }
    if (o->json)
        return run_json(p, o, s, text, html, diags);
    sim_ctx c = { o, s, { 0 }, html, 0 };
    return mca_report_regions(p, o, simulate_view, &c, text, diags);
}

/* --batch: one block's summary members (its first region). */
typedef struct {
    const sim_settings *settings;
    const mca_options *o;
    mca_json *j;
    double *predicted;
} block_ctx;

static int block_view(void *ctx, const mca_program *p, const mca_region_descs *rd,
                      mca_strbuf *out, mca_diags *diags)
{
    (void)out;
    block_ctx *c = ctx;
    int *latency = NULL;
    if (!c->o->disable_im && latency_overrides(p, rd, &latency, diags) != 0)
        return -1;
    /* The fast-forward pays from about 45 iterations on: its search for
     * short streams finds periods within a few dozen iterations (500
     * real x86 blocks, skylake, callgrind instructions with and without
     * it: 30 iterations +2.7%, 50 -1.5%, 100 -23%, 300 -64%;
     * mca-sim/NOTES.md).  Below, boundaries and no idle-cycle skipping
     * (pipeline.c) cost more than the few periods skipped.  The results
     * are the same either way. */
    bool ff = !c->settings->no_fast_forward && mca_options_iterations(c->o) >= 50;
    /* (Batch mode loads the model once for all blocks and threads.) */
    mca_sim_code code = { p->catalog, p->model, rd->desc_ptrs, rd->texts, rd->count,
                          p->output_variant, latency, NULL, ff, true };
    int rc = mca_sim_region_summary(&code, c->o, c->j, c->predicted);
    free(latency);
    if (rc != 0)
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    return rc;
}

static int block(void *own, const mca_program *p, const mca_options *o, mca_json *j,
                 double *predicted, mca_diags *diags)
{
    block_ctx c = { own, o, j, predicted };
    return mca_driver_first_region(p, o, block_view, &c, diags);
}

static const mca_driver_spec spec = {
    { sim_options, parse_sim, "[FILE]",
      "Simulate the machine code in FILE (standard input when FILE is missing "
      "or \"-\") on a CPU's out-of-order or in-order pipeline and report its "
      "throughput, as llvm-mca does.  Options take one or two dashes "
      "(-mcpu=skylake or --mcpu=skylake).\vSee mca-sim(1) for the views and "
      "the numbers they print." },
    "mca-sim", run, block
};

int main(int argc, char **argv)
{
    sim_settings settings = { false };
    return mca_driver_main(&spec, &settings, argc, argv);
}

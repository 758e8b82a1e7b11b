/* mca-static: analyse machine code without simulating it: instruction tables,
 * Block RThroughput and throughput bounds.  This file is the command line;
 * the analysis lives in the other files of mca-static/. */
#include <config.h>

#include <stdlib.h>
#include <string.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "mca/describe.h"
#include "mca/input.h"
#include "mca/diag.h"
#include "mca/html.h"
#include "mca/program.h"
#include "mca/report.h"
#include "mca/target.h"

#include "bounds.h"
#include "bounds_html.h"
#include "driver.h"
#include "source_comment.h"

const char *argp_program_version = "mca-static (" PACKAGE_NAME ") " PACKAGE_VERSION;
const char *argp_program_bug_address = PACKAGE_BUGREPORT;

/* mca-static's own settings. */
typedef struct {
    int bounds; /* print the bounds view (default) */
} static_settings;

enum { OPT_NO_BOUNDS = 0x200, OPT_HTML };

static const struct argp_option static_options[] = {
    { NULL, 0, NULL, 0, "mca-static options:", 3 },
    { "no-bounds", OPT_NO_BOUNDS, NULL, 0, "Do not print the throughput bounds view", 3 },
    { "html", OPT_HTML, "FILE", 0,
      "Also write the report's pictures to FILE, one self-contained HTML page: per region "
      "the static summary, the throughput bounds as bars with what binds each, the "
      "loop-carried chain and the resource pressure heat map", 3 },
    { NULL, 0, NULL, 0, NULL, 0 }
};

static error_t parse_static(int key, char *arg, struct argp_state *state)
{
    mca_tool_args *args = state->input;
    static_settings *s = args->own;
    if (key == OPT_HTML)
        args->html = arg;
    else if (key == OPT_NO_BOUNDS)
        s->bounds = 0;
    else
        return ARGP_ERR_UNKNOWN;
    return 0;
}


/* What the region views need besides the program. */
typedef struct {
    const mca_options *o;
    const static_settings *settings;
    mca_json *json;            /* NULL for text output */
    mca_strbuf *html;          /* --html: the page being built, else NULL */
    unsigned regions;          /* regions reported so far */
} run_context;

static int oom(mca_diags *diags)
{
    mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    return -1;
}

/* The static summary: what one iteration costs at best. */
static void summary_text(mca_strbuf *out, const mca_region_descs *rd, const mca_bounds *b,
                         double brt)
{
    mca_strbuf_printf(out, "Instructions:      %u\n", rd->count);
    mca_strbuf_printf(out, "Total uOps:        %u\n\n", b->uops);
    mca_strbuf_printf(out, "Dispatch Width:    %u\n", b->dispatch_width);
    mca_strbuf_printf(out, "Block RThroughput: %.1f\n", mca_round_to(brt, 10));
}

static void summary_json(mca_json *j, const mca_region_descs *rd, const mca_bounds *b,
                         double brt)
{
    mca_json_object(j, "StaticSummary");
    mca_json_double(j, "BlockRThroughput", mca_round_to(brt, 10));
    mca_json_uint(j, "DispatchWidth", b->dispatch_width);
    mca_json_uint(j, "Instructions", rd->count);
    mca_json_uint(j, "TotaluOps", b->uops);
    mca_json_end_object(j);
}

/* The region's part of the page; -1 when memory runs out. */
static int region_html(run_context *rc, const mca_program *p, const mca_region_descs *rd,
                       const mca_bounds *b, double brt)
{
    const char *name = rd->region && rd->region->name ? rd->region->name : "";
    mca_html_region_begin(rc->html, rc->regions, name);
    int status = mca_bounds_html(rc->html, p, rd, b, brt, rc->regions);
    mca_html_region_end(rc->html);
    rc->regions++;
    return status;
}

/* The default report of a region: the static summary, the Instruction
 * Info view and the bounds. */
static int static_view(void *ctx, const mca_program *p, const mca_region_descs *rd,
                       mca_strbuf *out, mca_diags *diags)
{
    run_context *rc = ctx;
    const mca_options *o = rc->o;
    mca_bounds b;
    if (mca_bounds_compute(p, rd, o->dispatch, o->call_latency, &b) != 0)
        return oom(diags);
    double brt = mca_block_rthroughput(p->model, rd->desc_ptrs, rd->count, b.dispatch_width);
    if (brt < 0) {
        mca_bounds_free(&b);
        return oom(diags);
    }
    if (rc->json) {
        mca_json_object(rc->json, NULL);
        if (o->instruction_info.value)
            mca_json_instruction_info(rc->json, rd->desc_ptrs, rd->count);
        mca_json_instructions(rc->json, rd->texts, rd->count);
        mca_json_string(rc->json, "Name", rd->region->name);
        if (o->summary_view.value)
            summary_json(rc->json, rd, &b, brt);
        if (rc->settings->bounds)
            mca_bounds_json(rc->json, p, rd, &b);
        mca_json_end_object(rc->json);
    } else {
        if (o->summary_view.value)
            summary_text(out, rd, &b, brt);
        if (o->instruction_info.value) {
            mca_info_row *rows = malloc(rd->count * sizeof *rows);
            if (!rows) {
                mca_bounds_free(&b);
                return oom(diags);
            }
            for (unsigned i = 0; i < rd->count; i++)
                rows[i] = (mca_info_row){ &rd->descs[i], rd->texts[i] };
            mca_info_options io = { false, o->show_barriers, rd->encodings, NULL };
            mca_report_instruction_info(out, p->model, rows, rd->count, &io);
            free(rows);
        }
        if (rc->settings->bounds)
            mca_bounds_text(out, p, rd, &b);
    }
    int status = rc->html ? region_html(rc, p, rd, &b, brt) : 0;
    mca_bounds_free(&b);
    return status ? oom(diags) : 0;
}

static void free_comments(char **comments, unsigned n)
{
    if (!comments)
        return;
    for (unsigned i = 0; i < n; i++)
        free(comments[i]);
    free(comments);
}

/* The source comments of the region's rows in -instruction-tables=full
 * (see source_comment.h); NULL when memory runs out. */
static char **full_mode_comments(const mca_program *p, const mca_region_descs *rd)
{
    char **comments = calloc(rd->count ? rd->count : 1, sizeof *comments);
    if (!comments)
        return NULL;
    char separator = mca_target_syntax(&p->target)->separator;
    for (unsigned i = 0; i < rd->count; i++) {
        size_t start;
        size_t len = mca_source_comment(&p->input.source, p->input.scan.clean, separator,
                                        rd->insts[i], &start);
        if (!len)
            continue;
        comments[i] = strndup(p->input.source.text + start, len);
        if (!comments[i]) {
            free_comments(comments, rd->count);
            return NULL;
        }
    }
    return comments;
}

/* -instruction-tables: the static tables llvm-mca prints instead of simulating. */
static int tables_view(void *ctx, const mca_program *p, const mca_region_descs *rd,
                       mca_strbuf *out, mca_diags *diags)
{
    run_context *rc = ctx;
    const mca_options *o = rc->o;
    int status;
    if (rc->html) {
        mca_bounds b;
        if (mca_bounds_compute(p, rd, o->dispatch, o->call_latency, &b) != 0)
            return oom(diags);
        double brt = mca_block_rthroughput(p->model, rd->desc_ptrs, rd->count,
                                           b.dispatch_width);
        status = brt < 0 || region_html(rc, p, rd, &b, brt) != 0;
        mca_bounds_free(&b);
        if (status)
            return oom(diags);
    }
    if (rc->json) {
        status = mca_json_instruction_tables(rc->json, p->model, rd->desc_ptrs, rd->texts,
                                             rd->count, rd->region->name,
                                             o->instruction_info.value,
                                             o->resource_pressure.value);
    } else {
        bool full = o->instruction_tables == MCA_TABLES_FULL;
        mca_info_options io = { full, o->show_barriers, rd->encodings, NULL };
        char **comments = NULL;
        if (full && o->instruction_info.value) {
            comments = full_mode_comments(p, rd);
            if (!comments)
                return oom(diags);
            io.comments = (const char *const *)comments;
        }
        status = mca_report_instruction_tables(out, p->model, rd->desc_ptrs, rd->texts,
                                               rd->count, &io, o->instruction_info.value,
                                               o->resource_pressure.value);
        free_comments(comments, rd->count);
    }
    return status ? oom(diags) : 0;
}

/* All regions, wrapped in llvm-mca's JSON document when -json is given. */
static int run(void *own, const mca_program *p, const mca_options *o, mca_strbuf *text,
               mca_strbuf *html, mca_diags *diags)
{
    const static_settings *s = own;
    mca_json json;
    run_context rc = { o, s, o->json ? &json : NULL, html, 0 };
    mca_region_view view = o->instruction_tables != MCA_TABLES_NONE ? tables_view
                                                                    : static_view;
    if (!o->json)
        return mca_report_regions(p, o, view, &rc, text, diags);
    mca_json_init(&json, text);
    mca_json_object(&json, NULL);
    mca_json_array(&json, "CodeRegions");
    int status = mca_report_regions(p, o, view, &rc, text, diags);
    if (status != 0) {
        /* llvm-mca prints no document when a region fails */
        text->len = 0;
        return status;
    }
    mca_json_end_array(&json);
    char arch[32];
    mca_json_simulation_parameters(&json, mca_target_json_arch(&p->target, arch, sizeof arch),
                                   p->target.cpu, p->target.triple);
    if (mca_json_target_info(&json, p->model, p->target.cpu) != 0)
        status = oom(diags);
    mca_json_end_object(&json);
    return status;
}

/* --batch: one block's static summary and bounds (its first region). */
typedef struct {
    const static_settings *settings;
    const mca_options *o;
    mca_json *j;
    double *predicted;
} block_ctx;

static int block_view(void *ctx, const mca_program *p, const mca_region_descs *rd,
                      mca_strbuf *out, mca_diags *diags)
{
    (void)out;
    block_ctx *c = ctx;
    mca_bounds b;
    if (mca_bounds_compute(p, rd, c->o->dispatch, c->o->call_latency, &b) != 0)
        return oom(diags);
    double brt = mca_block_rthroughput(p->model, rd->desc_ptrs, rd->count, b.dispatch_width);
    if (brt < 0) {
        mca_bounds_free(&b);
        return oom(diags);
    }
    mca_json_double(c->j, "BlockRThroughput", mca_round_to(brt, 10));
    mca_json_uint(c->j, "DispatchWidth", b.dispatch_width);
    mca_json_uint(c->j, "Instructions", rd->count);
    mca_json_uint(c->j, "TotaluOps", b.uops);
    if (c->settings->bounds)
        mca_bounds_json(c->j, p, rd, &b);
    *c->predicted = b.lower;
    mca_bounds_free(&b);
    return 0;
}

static int block(void *own, const mca_program *p, const mca_options *o, mca_json *j,
                 double *predicted, mca_diags *diags)
{
    block_ctx c = { own, o, j, predicted };
    return mca_driver_first_region(p, o, block_view, &c, diags);
}

static const mca_driver_spec spec = {
    { static_options, parse_static, "[FILE]",
      "Analyse the machine code in FILE (standard input when FILE is missing "
      "or \"-\") for a CPU model without simulating it: instruction info, "
      "instruction tables, Block RThroughput and throughput bounds.  Options "
      "take one or two dashes (-mcpu=skylake or --mcpu=skylake).\vSee "
      "mca-static(1) for every number printed." },
    "mca-static", run, block
};

int main(int argc, char **argv)
{
#if defined(__GLIBC__)
    /* A run lasts milliseconds and a tenth of it went to the kernel giving
     * glibc's malloc fresh memory: grow the heap in 4 MiB steps and keep
     * blocks under 4 MiB (the parser's arenas, the report) in it rather
     * than in maps of their own (measured: 15% fewer page faults, 10% less
     * time on 1,000 lines). */
    mallopt(M_MMAP_THRESHOLD, 4 << 20);
    mallopt(M_TOP_PAD, 4 << 20);
#endif
    static_settings settings = { 1 };
    return mca_driver_main(&spec, &settings, argc, argv);
}

/* sim: one region's simulation and views (see sim.h). */
#include <config.h>

#include "sim.h"

#include <stdlib.h>
#include <string.h>

#include "mca/report.h"
#include "pipeline.h"
#include "view.h"
#include "view_html.h"

enum { MAX_VIEWS = 12 };

typedef struct {
    mca_view views[MAX_VIEWS];
    const char *keys[MAX_VIEWS];     /* JSON member names */
    mca_sim_listener listeners[MAX_VIEWS];
    bool printed[MAX_VIEWS];         /* false: only for the --html page */
    unsigned count;
    const mca_view *html[4];         /* summary, pressure, timeline, bottleneck */
} view_list;

/* The event kinds each view's on_event handles (it ignores the others, and
 * the pipeline neither builds nor delivers them: a call saved per event,
 * and no view takes PENDING, whose absence lets the pipeline defer
 * promotions: execute.c).  Keep in step with the views' on_event
 * functions (view_summary.c: the summary takes RETIRED, the instruction
 * info view no event; view_pressure.c: ISSUED; view_timeline.c,
 * view_stats.c, view_bottleneck.c).  The totals the summary and pressure
 * views need (cycles, last dispatched id) they get from the run's result
 * (mca_view.finish), not from an event in every cycle and for every
 * instruction. */
#define EV(k) MCA_EV_BIT(MCA_EV_##k)
#define SUMMARY_EVENTS EV(RETIRED)
#define INFO_EVENTS 0u
#define PRESSURE_EVENTS EV(ISSUED)
#define TIMELINE_EVENTS (EV(DISPATCHED) | EV(READY) | EV(ISSUED) | EV(EXECUTED) | EV(RETIRED))
#define DISPATCH_EVENTS (EV(STALL) | EV(DISPATCHED) | EV(CYCLE_END))
#define SCHEDULER_EVENTS (EV(DISPATCHED) | EV(ISSUED) | EV(EXECUTED) | \
                          EV(BUFFERS_RESERVED) | EV(BUFFERS_RELEASED) | EV(CYCLE_END))
#define RETIRE_EVENTS (EV(DISPATCHED) | EV(RETIRED) | EV(CYCLE_END))
#define REGFILE_EVENTS (EV(DISPATCHED) | EV(RETIRED) | EV(CYCLE_END))
#define BOTTLENECK_EVENTS (EV(DISPATCHED) | EV(ISSUED) | EV(EXECUTED) | EV(STALL) | \
                           EV(PRESSURE) | EV(CYCLE_END))

/* The page's views, in view_list.html. */
enum { HTML_SUMMARY, HTML_PRESSURE, HTML_TIMELINE, HTML_BOTTLENECK, HTML_NONE };

/* Register a view when the options print it (on) or the page needs it
 * (html_slot != HTML_NONE). */
static int add_for(view_list *l, const mca_view_region *r, bool on, unsigned html_slot,
                   const char *key, int (*make)(const mca_view_region *, mca_view *),
                   uint32_t events)
{
    if (!on && html_slot == HTML_NONE)
        return 0;
    if (make(r, &l->views[l->count]) != 0)
        return -1;
    if (html_slot != HTML_NONE)
        l->html[html_slot] = &l->views[l->count];
    l->printed[l->count] = on;
    l->keys[l->count] = key;
    const mca_view *v = &l->views[l->count];
    l->listeners[l->count] = (mca_sim_listener){ v->self, v->on_event, events, v->mark,
                                                 v->skip, 0 };
    l->count++;
    return 0;
}

static int add(view_list *l, const mca_view_region *r, bool on, const char *key,
               int (*make)(const mca_view_region *, mca_view *), uint32_t events)
{
    return add_for(l, r, on, HTML_NONE, key, make, events);
}

/* The views of llvm-mca's simulation mode, in registration order; with
 * html, those the page draws from as well. */
static int make_views(view_list *l, const mca_view_region *r, const mca_options *o, bool html)
{
    unsigned sum = html ? HTML_SUMMARY : HTML_NONE, press = html ? HTML_PRESSURE : HTML_NONE;
    unsigned tl = html ? HTML_TIMELINE : HTML_NONE;
    unsigned bn = html && r->out_of_order ? HTML_BOTTLENECK : HTML_NONE;
    if (add_for(l, r, o->summary_view.value, sum, "SummaryView", mca_view_summary,
                SUMMARY_EVENTS))
        return -1;
    /* The summary reads the first iteration's retire events only. */
    if (l->count)
        l->listeners[l->count - 1].retired_below = r->count;
    if (add_for(l, r, o->bottleneck_analysis.value, bn, "BottleneckAnalysis",
                mca_view_bottleneck, BOTTLENECK_EVENTS) ||
        add(l, r, o->instruction_info.value, "InstructionInfoView", mca_view_info,
            INFO_EVENTS) ||
        add(l, r, o->dispatch_stats.value, "DispatchStatistics", mca_view_dispatch,
            DISPATCH_EVENTS) ||
        add(l, r, o->scheduler_stats.value, "", mca_view_scheduler, SCHEDULER_EVENTS) ||
        add(l, r, o->retire_stats.value, "", mca_view_retire, RETIRE_EVENTS) ||
        add(l, r, o->register_file_stats.value, "", mca_view_regfile, REGFILE_EVENTS) ||
        add_for(l, r, o->resource_pressure.value, press, "ResourcePressureView",
                mca_view_pressure, PRESSURE_EVENTS) ||
        add_for(l, r, o->timeline.value, tl, "TimelineView", mca_view_timeline,
                TIMELINE_EVENTS))
        return -1;
    return 0;
}

static void free_views(view_list *l)
{
    for (unsigned k = 0; k < l->count; k++)
        l->views[k].destroy(l->views[k].self);
}

static unsigned dispatch_width(const mca_model *m, const mca_options *o)
{
    return o->dispatch ? o->dispatch : mca_model_parameters(m)->issue_width;
}

/* Run the pipeline with the views listening; then out_fn writes them. */
static int simulate(const mca_sim_code *code, const mca_options *o, const mca_sim_page *page,
                    int (*out_fn)(view_list *l, void *arg), void *arg)
{
    const mca_model_params *mp = mca_model_parameters(code->model);
    mca_view_region r = {
        code->catalog, code->model, code->descs, code->texts, code->count,
        mca_options_iterations(o), dispatch_width(code->model, o),
        mp->micro_op_buffer_size > 0, o->timeline_max_iterations, o->timeline_max_cycles,
        o->show_barriers, code->output_variant, code->encodings
    };
    view_list l = { .count = 0 };
    bool html = page != NULL;
    int rc = make_views(&l, &r, o, html);
    if (rc == 0) {
        mca_pipeline_config cfg = {
            code->catalog, code->model, code->descs, code->count, code->latency, r.iterations,
            r.dispatch_width, o->register_file_size, o->lqueue, o->squeue,
            o->micro_op_queue_size, o->decoder_throughput, o->call_latency, o->noalias,
            o->bottleneck_analysis.value || l.html[HTML_BOTTLENECK], code->fast_forward,
            o->timeline.value || html ? mca_view_timeline_tracked(&r) : 0, l.listeners, l.count,
            code->reuse_setup
        };
        mca_pipeline_result res;
        rc = mca_pipeline_run(&cfg, &res);
        for (unsigned k = 0; rc == 0 && k < l.count; k++)
            if (l.views[k].finish)
                l.views[k].finish(l.views[k].self, res.cycles, res.last_dispatched);
        if (rc == 0)
            rc = out_fn(&l, arg);
        if (rc == 0 && html) {
            mca_html_views hv = { l.html[HTML_SUMMARY], l.html[HTML_PRESSURE],
                                  l.html[HTML_TIMELINE], l.html[HTML_BOTTLENECK] };
            rc = mca_view_html(page->page, &r, &hv, page->id);
        }
    }
    free_views(&l);
    return rc;
}

static int print_text(view_list *l, void *arg)
{
    mca_strbuf *out = arg;
    for (unsigned k = 0; k < l->count; k++)
        if (l->printed[k] && l->views[k].print(l->views[k].self, out) != 0)
            return -1;
    return out->failed ? -1 : 0;
}

int mca_sim_region(const mca_sim_code *code, const mca_options *o, mca_strbuf *out)
{
    return simulate(code, o, NULL, print_text, out);
}

typedef struct {
    const mca_sim_code *code;
    const char *name;
    mca_json *j;
} json_arg;

/* Members of the region object in key order, "Instructions" and "Name"
 * among them. */
static int print_json(view_list *l, void *arg)
{
    json_arg *a = arg;
    static const char *const order[] = {
        "BottleneckAnalysis", "DispatchStatistics", "InstructionInfoView", "Instructions",
        "Name", "ResourcePressureView", "SummaryView", "TimelineView"
    };
    mca_json_object(a->j, NULL);
    for (unsigned o = 0; o < sizeof order / sizeof *order; o++) {
        if (!strcmp(order[o], "Instructions")) {
            mca_json_array(a->j, "Instructions");
            for (unsigned k = 0; k < a->code->count; k++)
                mca_json_string(a->j, NULL, a->code->texts[k]);
            mca_json_end_array(a->j);
        } else if (!strcmp(order[o], "Name")) {
            mca_json_string(a->j, "Name", a->name);
        }
        for (unsigned k = 0; k < l->count; k++)
            if (l->printed[k] && l->views[k].json && !strcmp(l->keys[k], order[o]) &&
                l->views[k].json(l->views[k].self, a->j) != 0)
                return -1;
    }
    mca_json_end_object(a->j);
    return a->j->b->failed ? -1 : 0;
}

int mca_sim_region_json(const mca_sim_code *code, const mca_options *o, const char *name,
                        mca_json *j)
{
    json_arg a = { code, name, j };
    return simulate(code, o, NULL, print_json, &a);
}

int mca_sim_region_page(const mca_sim_code *code, const mca_options *o, mca_strbuf *out,
                        mca_json *j, const char *name, const mca_sim_page *page)
{
    if (!j)
        return simulate(code, o, page, print_text, out);
    json_arg a = { code, name, j };
    return simulate(code, o, page, print_json, &a);
}

typedef struct {
    mca_json *j;
    double *cycles_per_iteration;
} summary_arg;

static int print_summary(view_list *l, void *arg)
{
    summary_arg *a = arg;
    if (mca_view_summary_members(l->views[0].self, a->j, a->cycles_per_iteration) != 0)
        return -1;
    return a->j->b->failed ? -1 : 0;
}

int mca_sim_region_summary(const mca_sim_code *code, const mca_options *o, mca_json *j,
                           double *cycles_per_iteration)
{
    mca_options only = *o;
    only.summary_view.value = true;
    only.bottleneck_analysis.value = only.instruction_info.value = false;
    only.dispatch_stats.value = only.scheduler_stats.value = false;
    only.retire_stats.value = only.register_file_stats.value = false;
    only.resource_pressure.value = only.timeline.value = false;
    summary_arg a = { j, cycles_per_iteration };
    return simulate(code, &only, NULL, print_summary, &a);
}

void mca_sim_json_parameters(mca_json *j, const mca_options *o, const char *march,
                             const char *mcpu, const char *mtriple, bool out_of_order)
{
    mca_json_object(j, "SimulationParameters");
    /* Members in byte order of their keys. */
    if (out_of_order && o->decoder_throughput)
        mca_json_uint(j, "-decoder-throughput", o->decoder_throughput);
    if (out_of_order && o->dispatch)
        mca_json_uint(j, "-dispatch", o->dispatch);
    if (out_of_order && o->lqueue)
        mca_json_uint(j, "-lqueue", o->lqueue);
    mca_json_string(j, "-march", march);
    mca_json_string(j, "-mcpu", mcpu);
    if (out_of_order && o->micro_op_queue_size)
        mca_json_uint(j, "-micro-op-queue-size", o->micro_op_queue_size);
    mca_json_string(j, "-mtriple", mtriple);
    if (out_of_order && !o->noalias)
        mca_json_bool(j, "-noalias", false);
    if (out_of_order && o->register_file_size)
        mca_json_uint(j, "-register-file-size", o->register_file_size);
    if (out_of_order && o->squeue)
        mca_json_uint(j, "-squeue", o->squeue);
    mca_json_end_object(j);
}

/* sim: one region's simulation and views (see sim.h). */
#include <config.h>

#include "sim.h"

#include <stdlib.h>

#include "pipeline.h"
#include "view.h"

enum { MAX_VIEWS = 12 };

typedef struct {
    mca_view views[MAX_VIEWS];
    mca_sim_listener listeners[MAX_VIEWS];
    unsigned count;
} view_list;

static int add(view_list *l, const mca_view_region *r, bool on,
               int (*make)(const mca_view_region *, mca_view *))
{
    if (!on)
        return 0;
    if (make(r, &l->views[l->count]) != 0)
        return -1;
    l->listeners[l->count] = (mca_sim_listener){ l->views[l->count].self,
                                                 l->views[l->count].on_event };
    l->count++;
    return 0;
}

/* The views of llvm-mca's simulation mode, in registration order. */
static int make_views(view_list *l, const mca_view_region *r, const mca_options *o)
{
    if (add(l, r, o->summary_view.value, mca_view_summary) ||
        add(l, r, o->bottleneck_analysis.value, mca_view_bottleneck) ||
        add(l, r, o->instruction_info.value, mca_view_info) ||
        add(l, r, o->dispatch_stats.value, mca_view_dispatch) ||
        add(l, r, o->scheduler_stats.value, mca_view_scheduler) ||
        add(l, r, o->retire_stats.value, mca_view_retire) ||
        add(l, r, o->register_file_stats.value, mca_view_regfile) ||
        add(l, r, o->resource_pressure.value, mca_view_pressure) ||
        add(l, r, o->timeline.value, mca_view_timeline))
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

int mca_sim_region(const mca_sim_code *code, const mca_options *o, mca_strbuf *out)
{
    const mca_model_params *mp = mca_model_parameters(code->model);
    mca_view_region r = {
        code->catalog, code->model, code->descs, code->texts, code->count,
        mca_options_iterations(o), dispatch_width(code->model, o),
        mp->micro_op_buffer_size > 0, o->timeline_max_iterations, o->timeline_max_cycles,
        o->show_barriers
    };
    view_list l = { .count = 0 };
    int rc = make_views(&l, &r, o);
    if (rc == 0) {
        mca_pipeline_config cfg = {
            code->catalog, code->model, code->descs, code->count, r.iterations,
            r.dispatch_width, o->register_file_size, o->lqueue, o->squeue,
            o->micro_op_queue_size, o->decoder_throughput, o->call_latency, o->noalias,
            o->bottleneck_analysis.value, l.listeners, l.count
        };
        mca_pipeline_result res;
        rc = mca_pipeline_run(&cfg, &res);
        for (unsigned k = 0; rc == 0 && k < l.count; k++)
            rc = l.views[k].print(l.views[k].self, out);
    }
    free_views(&l);
    if (rc == 0 && out->failed)
        rc = -1;
    return rc;
}

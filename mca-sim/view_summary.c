/* view_summary: the Summary view and the Instruction Info view (behaviour
 * notes 12.3, 12.4). */
#include <config.h>

#include <stdlib.h>

#include "mca/report.h"
#include "view.h"

typedef struct {
    const mca_view_region *r;
    uint64_t cycles, last_dispatched;
    const mca_instr_desc **retired;  /* iteration 0 instructions retired */
    unsigned nretired;
} summary;

static void summary_event(void *self, const mca_sim_event *e)
{
    summary *s = self;
    if (e->kind == MCA_EV_RETIRED && e->inst->iid + e->iid_skip < s->r->count)
        s->retired[s->nretired++] = e->inst->desc;
}

static void summary_finish(void *self, uint64_t cycles, uint64_t last_dispatched)
{
    summary *s = self;
    s->cycles = cycles;
    s->last_dispatched = last_dispatched;
}

/* The numbers both renderings print; -1 when memory runs out. */
static int numbers(const summary *s, mca_summary_numbers *o)
{
    const mca_view_region *r = s->r;
    unsigned n = r->count, uops = 0;
    uint64_t iters = s->last_dispatched / n + 1;
    for (unsigned k = 0; k < s->nretired; k++)
        uops += s->retired[k]->uops;
    double brt = mca_block_rthroughput(r->model, s->retired, s->nretired, r->dispatch_width);
    if (brt < 0)
        return -1;
    double c = s->cycles ? s->cycles : 1;
    /* 64-bit totals (llvm-mca 22's are 32-bit and would wrap past 2^32:
     * no run of llvm-mca gets there in reasonable time). */
    *o = (mca_summary_numbers){ iters, iters * n, s->cycles, iters * uops, r->dispatch_width,
                                iters * uops / c, iters * n / c, brt };
    return 0;
}

int mca_view_summary_numbers(const mca_view *v, mca_summary_numbers *o)
{
    return numbers(v->self, o);
}

static int summary_print(void *self, mca_strbuf *b)
{
    mca_summary_numbers s;
    if (numbers(self, &s) != 0)
        return -1;
    mca_strbuf_printf(b, "Iterations:        %llu\n", s.iterations);
    mca_strbuf_printf(b, "Instructions:      %llu\n", s.instructions);
    mca_strbuf_printf(b, "Total Cycles:      %llu\n", s.cycles);
    mca_strbuf_printf(b, "Total uOps:        %llu\n\n", s.uops);
    mca_strbuf_printf(b, "Dispatch Width:    %u\n", s.dispatch_width);
    mca_strbuf_printf(b, "uOps Per Cycle:    %.2f\n", mca_round_to(s.uops_per_cycle, 100));
    mca_strbuf_printf(b, "IPC:               %.2f\n", mca_round_to(s.ipc, 100));
    mca_strbuf_printf(b, "Block RThroughput: %.1f\n", mca_round_to(s.block_rthroughput, 10));
    return 0;
}

int mca_view_summary_members(void *self, mca_json *j, double *cycles_per_iteration)
{
    mca_summary_numbers s;
    if (numbers(self, &s) != 0)
        return -1;
    mca_json_double(j, "BlockRThroughput", s.block_rthroughput);
    mca_json_uint(j, "DispatchWidth", s.dispatch_width);
    mca_json_double(j, "IPC", s.ipc);
    mca_json_uint(j, "Instructions", s.instructions);
    mca_json_uint(j, "Iterations", s.iterations);
    mca_json_uint(j, "TotalCycles", s.cycles);
    mca_json_uint(j, "TotaluOps", s.uops);
    mca_json_double(j, "uOpsPerCycle", s.uops_per_cycle);
    *cycles_per_iteration = (double)s.cycles / (double)s.iterations;
    return 0;
}

static int summary_json(void *self, mca_json *j)
{
    double cpi;
    mca_json_object(j, "SummaryView");
    int rc = mca_view_summary_members(self, j, &cpi);
    mca_json_end_object(j);
    return rc;
}

static void summary_destroy(void *self)
{
    summary *s = self;
    free(s->retired);
    free(s);
}

int mca_view_summary(const mca_view_region *r, mca_view *v)
{
    summary *s = calloc(1, sizeof *s);
    if (!s)
        return -1;
    s->r = r;
    s->retired = calloc(r->count ? r->count : 1, sizeof *s->retired);
    if (!s->retired) {
        free(s);
        return -1;
    }
    /* Its cycles and last id come from the run's totals, which count
     * skipped periods; iteration 0 retires before any skip. */
    *v = (mca_view){ s, summary_event, summary_print, summary_destroy, summary_json, NULL,
                     mca_ff_skip_nothing, summary_finish };
    return 0;
}

static int info_print(void *self, mca_strbuf *b)
{
    const mca_view_region *r = self;
    mca_info_row *rows = calloc(r->count, sizeof *rows);
    if (!rows)
        return -1;
    for (unsigned k = 0; k < r->count; k++)
        rows[k] = (mca_info_row){ r->descs[k], r->texts[k] };
    mca_info_options io = { .full = false, .barriers = r->show_barriers,
                            .encodings = r->encodings };
    mca_report_instruction_info(b, r->model, rows, r->count, &io);
    free(rows);
    return 0;
}

static void no_event(void *self, const mca_sim_event *e)
{
    (void)self, (void)e;
}

static void no_destroy(void *self)
{
    (void)self;
}

/* The same InstructionInfoView as mca-static's tables print. */
static int info_json(void *self, mca_json *j)
{
    const mca_view_region *r = self;
    mca_json_instruction_info(j, r->descs, r->count);
    return 0;
}

int mca_view_info(const mca_view_region *r, mca_view *v)
{
    *v = (mca_view){ (void *)r, no_event, info_print, no_destroy, info_json, NULL, NULL,
                     NULL };
    return 0;
}

/* view_timeline: the Timeline view and the average wait times (behaviour
 * notes 12.6).  Only the instructions of the iterations shown are kept. */
#include <config.h>

#include <math.h>
#include <stdlib.h>

#include "view.h"

typedef mca_timeline_row tl_entry;

typedef struct {
    unsigned long long queue, ready, wb;
} tl_wait;

typedef struct {
    const mca_view_region *r;
    tl_entry *t;
    unsigned tracked;
    tl_wait *wait;
    unsigned max_cycle, last_cycle;
} timeline;

static void on_retired(timeline *tl, tl_entry *t, unsigned index, unsigned cycle)
{
    if (cycle < tl->max_cycle)
        t->retired = cycle;
    tl_wait *w = &tl->wait[index];
    w->queue += t->issued - (unsigned)t->dispatched;
    w->ready += t->issued - t->ready;
    if (cycle > t->executed)
        w->wb += (cycle - 1) - t->executed;
}

static void timeline_event(void *self, const mca_sim_event *e)
{
    timeline *tl = self;
    if (!e->inst || e->inst->iid + e->iid_skip >= tl->tracked)
        return;
    tl_entry *t = &tl->t[e->inst->iid];
    switch (e->kind) {
    case MCA_EV_RETIRED:
        on_retired(tl, t, e->inst->index, e->cycle);
        break;
    case MCA_EV_READY:
        t->ready = e->cycle;
        break;
    case MCA_EV_ISSUED:
        t->issued = e->cycle;
        break;
    case MCA_EV_EXECUTED:
        t->executed = e->cycle;
        break;
    case MCA_EV_DISPATCHED:
        if (t->dispatched < 0)
            t->dispatched = (int)e->cycle;
        break;
    default:
        return;
    }
    if (e->cycle < tl->max_cycle && e->cycle > tl->last_cycle)
        tl->last_cycle = e->cycle;
}

static void print_header(const timeline *tl, mca_strbuf *b)
{
    mca_strbuf_puts(b, "\n\nTimeline view:\n");
    if (tl->last_cycle >= 10) {
        mca_strbuf_pad_to(b, 10);
        for (unsigned k = 0; k <= tl->last_cycle; k++)
            mca_strbuf_putc(b, (k / 10) & 1 ? (char)('0' + k % 10) : ' ');
        mca_strbuf_putc(b, '\n');
    }
    mca_strbuf_puts(b, "Index");
    mca_strbuf_pad_to(b, 10);
    for (unsigned k = 0; k <= tl->last_cycle; k++)
        mca_strbuf_putc(b, (k / 10) & 1 ? ' ' : (char)('0' + k % 10));
    mca_strbuf_putc(b, '\n');
}

static void repeat(mca_strbuf *b, char c, unsigned from, unsigned to)
{
    for (unsigned k = from; k < to; k++)
        mca_strbuf_putc(b, c);
}

static void print_row(const timeline *tl, mca_strbuf *b, unsigned iid)
{
    const tl_entry *t = &tl->t[iid];
    unsigned n = tl->r->count, d = (unsigned)t->dispatched;
    mca_strbuf_printf(b, "[%u,%u]", iid / n, iid % n);
    mca_strbuf_pad_to(b, 10);
    for (unsigned k = 0; k < d; k++)
        mca_strbuf_putc(b, k % 5 == 0 ? '.' : ' ');
    mca_strbuf_putc(b, 'D');
    if (d != t->executed) {
        repeat(b, '=', d + 1, t->issued);
        if (t->issued == t->executed) {
            mca_strbuf_putc(b, 'E');
        } else {
            if (t->issued != d)
                mca_strbuf_putc(b, 'e');
            repeat(b, 'e', t->issued + 1, t->executed);
            mca_strbuf_putc(b, 'E');
        }
    }
    repeat(b, '-', t->executed + 1, t->retired);
    if (t->executed < t->retired)
        mca_strbuf_putc(b, 'R');
    for (unsigned k = t->retired + 1; k <= tl->last_cycle; k++)
        mca_strbuf_putc(b, (k % 5 == 0 || k == tl->last_cycle) ? '.' : ' ');
    mca_strbuf_printf(b, "   %s\n", tl->r->texts[iid % n]);
}

static void wait_line(mca_strbuf *b, const tl_wait *w, double div, unsigned execs)
{
    mca_strbuf_pad_to(b, 7);
    mca_strbuf_printf(b, "%u", execs);
    mca_strbuf_pad_to(b, 13);
    mca_strbuf_printf(b, "%.1f", floor(w->queue * 10 / div + 0.5) / 10);
    mca_strbuf_pad_to(b, 20);
    mca_strbuf_printf(b, "%.1f", floor(w->ready * 10 / div + 0.5) / 10);
    mca_strbuf_pad_to(b, 27);
    mca_strbuf_printf(b, "%.1f", floor(w->wb * 10 / div + 0.5) / 10);
    mca_strbuf_pad_to(b, 34);
}

static void print_waits(const timeline *tl, mca_strbuf *b)
{
    unsigned n = tl->r->count, execs = tl->tracked / n;
    mca_strbuf_puts(b, "\n\nAverage Wait times (based on the timeline view):\n"
                       "[0]: Executions\n"
                       "[1]: Average time spent waiting in a scheduler's queue\n"
                       "[2]: Average time spent waiting in a scheduler's queue while ready\n"
                       "[3]: Average time elapsed from WB until retire stage\n\n"
                       "      [0]    [1]    [2]    [3]\n");
    tl_wait total = { 0, 0, 0 };
    for (unsigned k = 0; k < n; k++) {
        mca_strbuf_printf(b, "%u.", k);
        wait_line(b, &tl->wait[k], execs, execs);
        mca_strbuf_printf(b, "   %s\n", tl->r->texts[k]);
        total.queue += tl->wait[k].queue;
        total.ready += tl->wait[k].ready;
        total.wb += tl->wait[k].wb;
    }
    if (n > 1) {
        wait_line(b, &total, tl->tracked, execs);
        mca_strbuf_puts(b, "   <total>\n");
    }
}

/* The rows shown: up to the first one past the cycle limit. */
static unsigned shown(const timeline *tl)
{
    unsigned i = 0;
    while (i < tl->tracked && !(tl->t[i].retired == 0 && tl->t[i].executed != 0))
        i++;
    return i;
}

void mca_view_timeline_data(const mca_view *v, mca_timeline_data *d)
{
    const timeline *tl = v->self;
    unsigned n = shown(tl);
    *d = (mca_timeline_data){ tl->t, n, n < tl->tracked, tl->last_cycle };
}

static int timeline_print(void *self, mca_strbuf *b)
{
    const timeline *tl = self;
    print_header(tl, b);
    unsigned n = shown(tl);
    if (n > 0)
        mca_strbuf_putc(b, '\n');
    for (unsigned i = 0; i < n; i++)
        print_row(tl, b, i);
    if (n < tl->tracked)
        mca_strbuf_puts(b, "Truncated display due to cycle limit\n");
    print_waits(tl, b);
    /* llvm-mca writes this view through a formatted_raw_ostream, which
     * flushes its output stream */
    mca_strbuf_sync(b);
    return 0;
}

static int timeline_json(void *self, mca_json *j)
{
    const timeline *tl = self;
    mca_json_object(j, "TimelineView");
    mca_json_array(j, "TimelineInfo");
    for (unsigned i = 0, n = shown(tl); i < n; i++) {
        const tl_entry *t = &tl->t[i];
        mca_json_object(j, NULL);
        mca_json_int(j, "CycleDispatched", t->dispatched);
        mca_json_uint(j, "CycleExecuted", t->executed);
        mca_json_uint(j, "CycleIssued", t->issued);
        mca_json_uint(j, "CycleReady", t->ready);
        mca_json_uint(j, "CycleRetired", t->retired);
        mca_json_end_object(j);
    }
    mca_json_end_array(j);
    mca_json_end_object(j);
    return 0;
}

static void timeline_destroy(void *self)
{
    timeline *tl = self;
    free(tl->t);
    free(tl->wait);
    free(tl);
}

unsigned mca_view_timeline_tracked(const mca_view_region *r)
{
    unsigned iters = r->timeline_max_iterations ? r->timeline_max_iterations : 10;
    if (iters > r->iterations)
        iters = r->iterations;
    return iters * r->count;
}

int mca_view_timeline(const mca_view_region *r, mca_view *v)
{
    timeline *tl = calloc(1, sizeof *tl);
    if (!tl)
        return -1;
    tl->r = r;
    tl->tracked = mca_view_timeline_tracked(r);
    tl->max_cycle = r->timeline_max_cycles ? r->timeline_max_cycles : ~0u;
    tl->t = calloc(tl->tracked ? tl->tracked : 1, sizeof *tl->t);
    tl->wait = calloc(r->count ? r->count : 1, sizeof *tl->wait);
    if (!tl->t || !tl->wait) {
        timeline_destroy(tl);
        return -1;
    }
    for (unsigned i = 0; i < tl->tracked; i++)
        tl->t[i].dispatched = -1;
    /* The fast-forward starts after the tracked instructions retired
     * (sim.c), so skipped periods leave this view as it is. */
    *v = (mca_view){ tl, timeline_event, timeline_print, timeline_destroy, timeline_json, NULL,
                     mca_ff_skip_nothing, NULL };
    return 0;
}

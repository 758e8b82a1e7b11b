/* view_stats: the Dispatch, Scheduler, Retire Control Unit and Register
 * File statistics views (behaviour notes 12.7-12.10). */
#include <config.h>

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "view.h"

/* A histogram of small non-negative values, printed in ascending order. */
typedef struct {
    unsigned long long *count;
    unsigned size;
    bool failed;
    mca_ff_saved saved;        /* count at the fast-forward's mark */
} histogram;

static int hist_mark(histogram *h)
{
    return mca_ff_save(&h->saved, h->count, h->size);
}

static void hist_skip(histogram *h, unsigned long long periods)
{
    mca_ff_extend(h->count, h->size, &h->saved, periods);
}

static void hist_free(histogram *h)
{
    free(h->count);
    mca_ff_saved_free(&h->saved);
}

static void hist_add(histogram *h, unsigned v)
{
    if (v >= h->size) {
        unsigned size = v + 16;
        unsigned long long *nc = realloc(h->count, size * sizeof *nc);
        if (!nc) {
            h->failed = true;
            return;
        }
        memset(nc + h->size, 0, (size - h->size) * sizeof *nc);
        h->count = nc;
        h->size = size;
    }
    h->count[v]++;
}

static double percent_rounded(unsigned long long n, uint64_t cycles)
{
    return floor((double)n / cycles * 100 * 10 + 0.5) / 10;
}

/* ---- dispatch statistics ----------------------------------------------- */

typedef struct {
    unsigned long long stalls[MCA_STALL_KINDS];
    histogram hist;
    unsigned now;
    uint64_t cycles;      /* now: 0 at a cycle's start */
    unsigned long long saved_stalls[MCA_STALL_KINDS];
} dispatch_stats;

static int dispatch_mark(void *self)
{
    dispatch_stats *d = self;
    memcpy(d->saved_stalls, d->stalls, sizeof d->stalls);
    return hist_mark(&d->hist);
}

static void dispatch_skip(void *self, unsigned long long periods)
{
    dispatch_stats *d = self;
    for (int k = 0; k < MCA_STALL_KINDS; k++)
        mca_ff_extend1(&d->stalls[k], d->saved_stalls[k], periods);
    hist_skip(&d->hist, periods);
}

static void dispatch_event(void *self, const mca_sim_event *e)
{
    dispatch_stats *d = self;
    if (e->kind == MCA_EV_STALL) {
        d->stalls[e->stall]++;
    } else if (e->kind == MCA_EV_DISPATCHED) {
        d->now += e->uops;
    } else if (e->kind == MCA_EV_CYCLE_END) {
        hist_add(&d->hist, d->now);
        d->now = 0;
        d->cycles = e->cycle + 1;
    }
}

static void stall_line(mca_strbuf *b, const char *label, unsigned long long n, uint64_t cycles)
{
    mca_strbuf_puts(b, label);
    if (!n)
        mca_strbuf_puts(b, "0\n");
    else
        mca_strbuf_printf(b, "%llu  (%.1f%%)\n", n, percent_rounded(n, cycles));
}

static int dispatch_print(void *self, mca_strbuf *b)
{
    const dispatch_stats *d = self;
    uint64_t c = d->cycles ? d->cycles : 1;
    static const char *const labels[MCA_STALL_KINDS] = {
        "RAT     - Register unavailable:                      ",
        "RCU     - Retire tokens unavailable:                 ",
        "SCHEDQ  - Scheduler full:                            ",
        "LQ      - Load queue full:                           ",
        "SQ      - Store queue full:                          ",
        "GROUP   - Static restrictions on the dispatch group: ",
        "USH     - Uncategorised Structural Hazard:           "
    };
    mca_strbuf_puts(b, "\n\nDynamic Dispatch Stall Cycles:\n");
    for (int k = 0; k < MCA_STALL_KINDS; k++)
        stall_line(b, labels[k], d->stalls[k], c);
    mca_strbuf_puts(b, "\n\nDispatch Logic - number of cycles where we saw N micro opcodes "
                       "dispatched:\n[# dispatched], [# cycles]\n");
    for (unsigned k = 0; k < d->hist.size; k++)
        if (d->hist.count[k])
            mca_strbuf_printf(b, " %u,              %llu  (%.1f%%)\n", k, d->hist.count[k],
                              percent_rounded(d->hist.count[k], c));
    return d->hist.failed ? -1 : 0;
}

static int dispatch_json(void *self, mca_json *j)
{
    const dispatch_stats *d = self;
    mca_json_object(j, "DispatchStatistics");
    mca_json_uint(j, "GROUP", d->stalls[MCA_STALL_GROUP]);
    mca_json_uint(j, "LQ", d->stalls[MCA_STALL_LQ]);
    mca_json_uint(j, "RAT", d->stalls[MCA_STALL_RAT]);
    mca_json_uint(j, "RCU", d->stalls[MCA_STALL_RCU]);
    mca_json_uint(j, "SCHEDQ", d->stalls[MCA_STALL_SCHEDQ]);
    mca_json_uint(j, "SQ", d->stalls[MCA_STALL_SQ]);
    mca_json_uint(j, "USH", d->stalls[MCA_STALL_USH]);
    mca_json_end_object(j);
    return 0;
}

static void dispatch_destroy(void *self)
{
    dispatch_stats *d = self;
    hist_free(&d->hist);
    free(d);
}

int mca_view_dispatch(const mca_view_region *r, mca_view *v)
{
    (void)r;
    dispatch_stats *d = calloc(1, sizeof *d);
    if (!d)
        return -1;
    *v = (mca_view){ d, dispatch_event, dispatch_print, dispatch_destroy, dispatch_json,
                     dispatch_mark, dispatch_skip, NULL };
    return 0;
}

/* ---- scheduler statistics ---------------------------------------------- */

typedef struct {
    const mca_view_region *r;
    histogram hist;
    unsigned issued_now;
    uint64_t cycles;
    unsigned nres;
    unsigned *bit_to_res;        /* state index -> model resource */
    long long *in_use;
    unsigned long long *cumulative, *max;
    unsigned lq, sq;             /* LoadQueue / StoreQueue resource, 0 = none */
    unsigned last_load, last_store;
    bool any_load, any_store;
    mca_ff_saved saved;          /* cumulative at the fast-forward's mark */
} sched_stats;

/* in_use is a level and max a maximum: a period leaves both as they are. */
static int sched_mark(void *self)
{
    sched_stats *s = self;
    if (mca_ff_save(&s->saved, s->cumulative, s->nres) != 0)
        return -1;
    return hist_mark(&s->hist);
}

static void sched_skip(void *self, unsigned long long periods)
{
    sched_stats *s = self;
    mca_ff_extend(s->cumulative, s->nres, &s->saved, periods);
    hist_skip(&s->hist, periods);
}

static void buffers_change(sched_stats *s, uint64_t mask, int delta)
{
    for (uint64_t b = mask; b; b &= b - 1) {
        unsigned res = s->bit_to_res[__builtin_ctzll(b)];
        if (res && res != s->lq && res != s->sq)
            s->in_use[res] += delta;
    }
}

static void sched_dispatched(sched_stats *s, const mca_dyn *i)
{
    if (s->lq && i->desc->may_load && (!s->any_load || s->last_load != i->iid)) {
        s->in_use[s->lq]++;
        s->last_load = i->iid;
        s->any_load = true;
    }
    if (s->sq && i->desc->may_store && (!s->any_store || s->last_store != i->iid)) {
        s->in_use[s->sq]++;
        s->last_store = i->iid;
        s->any_store = true;
    }
}

static void sched_cycle_end(sched_stats *s, uint64_t cycle)
{
    for (unsigned k = 1; k < s->nres; k++) {
        long long u = s->in_use[k] > 0 ? s->in_use[k] : 0;
        s->cumulative[k] += (unsigned long long)u;
        if ((unsigned long long)u > s->max[k])
            s->max[k] = (unsigned long long)u;
    }
    hist_add(&s->hist, s->issued_now);
    s->issued_now = 0;
    s->cycles = cycle + 1;
}

static void sched_event(void *self, const mca_sim_event *e)
{
    sched_stats *s = self;
    switch (e->kind) {
    case MCA_EV_ISSUED:
        s->issued_now += e->inst->desc->uops;
        break;
    case MCA_EV_DISPATCHED:
        sched_dispatched(s, e->inst);
        break;
    case MCA_EV_EXECUTED:
        if (s->lq && e->inst->desc->may_load)
            s->in_use[s->lq]--;
        if (s->sq && e->inst->desc->may_store)
            s->in_use[s->sq]--;
        break;
    case MCA_EV_BUFFERS_RESERVED:
        buffers_change(s, e->mask, 1);
        break;
    case MCA_EV_BUFFERS_RELEASED:
        buffers_change(s, e->mask, -1);
        break;
    case MCA_EV_CYCLE_END:
        sched_cycle_end(s, e->cycle);
        break;
    default:
        break;
    }
}

static void queue_usage(const sched_stats *s, mca_strbuf *b, uint64_t c)
{
    mca_strbuf_puts(b, "\nScheduler's queue usage:\n");
    bool used = false;
    for (unsigned k = 1; k < s->nres; k++)
        used |= s->max[k] != 0;
    if (!used) {
        mca_strbuf_puts(b, "No scheduler resources used.\n");
        return;
    }
    mca_strbuf_puts(b, "[1] Resource name.\n[2] Average number of used buffer entries.\n"
                       "[3] Maximum number of used buffer entries.\n"
                       "[4] Total number of buffer entries.\n\n"
                       " [1]            [2]        [3]        [4]\n");
    for (unsigned k = 1; k < s->nres; k++) {
        const mca_resource *res = mca_model_resource(s->r->model, k);
        if (res->buffer <= 0)
            continue;
        double avg = (double)s->cumulative[k] / c;
        unsigned norm = (unsigned)(floor(avg * 10 + 0.5) / 10);
        mca_strbuf_puts(b, res->name);
        mca_strbuf_pad_to(b, 17);
        mca_strbuf_printf(b, "%u", norm);
        mca_strbuf_pad_to(b, 28);
        mca_strbuf_printf(b, "%llu", s->max[k]);
        mca_strbuf_pad_to(b, 39);
        mca_strbuf_printf(b, "%d\n", res->buffer);
    }
}

static int sched_print(void *self, mca_strbuf *b)
{
    const sched_stats *s = self;
    uint64_t c = s->cycles ? s->cycles : 1;
    mca_strbuf_puts(b, "\n\nSchedulers - number of cycles where we saw N micro opcodes "
                       "issued:\n[# issued], [# cycles]\n");
    for (unsigned k = 0; k < s->hist.size; k++)
        if (s->hist.count[k])
            mca_strbuf_printf(b, " %u,          %llu  (%.1f%%)\n", k, s->hist.count[k],
                              (double)s->hist.count[k] / c * 100);
    queue_usage(s, b, c);
    /* through a formatted_raw_ostream in llvm-mca: its output is flushed */
    mca_strbuf_sync(b);
    return s->hist.failed ? -1 : 0;
}

static void sched_destroy(void *self)
{
    sched_stats *s = self;
    hist_free(&s->hist);
    mca_ff_saved_free(&s->saved);
    free(s->bit_to_res);
    free(s->in_use);
    free(s->cumulative);
    free(s->max);
    free(s);
}

int mca_view_scheduler(const mca_view_region *r, mca_view *v)
{
    sched_stats *s = calloc(1, sizeof *s);
    if (!s)
        return -1;
    s->r = r;
    s->nres = mca_model_resource_count(r->model);
    unsigned n = s->nres ? s->nres : 1;
    s->bit_to_res = calloc(64, sizeof *s->bit_to_res);
    s->in_use = calloc(n, sizeof *s->in_use);
    s->cumulative = calloc(n, sizeof *s->cumulative);
    s->max = calloc(n, sizeof *s->max);
    if (!s->bit_to_res || !s->in_use || !s->cumulative || !s->max) {
        sched_destroy(s);
        return -1;
    }
    for (unsigned k = 1; k < s->nres; k++) {
        uint64_t m = mca_model_resource_mask(r->model, k);
        if (m)
            s->bit_to_res[63 - __builtin_clzll(m)] = k;
    }
    const mca_model_params *mp = mca_model_parameters(r->model);
    s->lq = mp->load_queue > 0 ? (unsigned)mp->load_queue : 0;
    s->sq = mp->store_queue > 0 ? (unsigned)mp->store_queue : 0;
    *v = (mca_view){ s, sched_event, sched_print, sched_destroy, NULL, sched_mark, sched_skip,
                     NULL };
    return 0;
}

/* ---- retire control unit statistics ------------------------------------ */

typedef struct {
    const mca_view_region *r;
    histogram hist;
    unsigned retired_now;
    uint64_t cycles;
    long long in_use, max;
    unsigned long long sum, saved_sum;
} retire_stats;

static int retire_mark(void *self)
{
    retire_stats *s = self;
    s->saved_sum = s->sum;
    return hist_mark(&s->hist);
}

static void retire_skip(void *self, unsigned long long periods)
{
    retire_stats *s = self;
    mca_ff_extend1(&s->sum, s->saved_sum, periods);
    hist_skip(&s->hist, periods);
}

static void retire_event(void *self, const mca_sim_event *e)
{
    retire_stats *s = self;
    if (e->kind == MCA_EV_DISPATCHED) {
        s->in_use += e->uops;
    } else if (e->kind == MCA_EV_RETIRED) {
        s->in_use -= e->inst->desc->uops;
        s->retired_now++;
    } else if (e->kind == MCA_EV_CYCLE_END) {
        hist_add(&s->hist, s->retired_now);
        s->retired_now = 0;
        s->cycles = e->cycle + 1;
        if (s->in_use > s->max)
            s->max = s->in_use;
        s->sum += (unsigned long long)(s->in_use > 0 ? s->in_use : 0);
    }
}

static int retire_print(void *self, mca_strbuf *b)
{
    const retire_stats *s = self;
    uint64_t c = s->cycles ? s->cycles : 1;
    mca_strbuf_puts(b, "\n\nRetire Control Unit - number of cycles where we saw N instructions "
                       "retired:\n[# retired], [# cycles]\n");
    for (unsigned k = 0; k < s->hist.size; k++)
        if (s->hist.count[k])
            mca_strbuf_printf(b, " %u%s%llu  (%.1f%%)\n", k, k < 10 ? ",           " : ",          ",
                              s->hist.count[k], (double)s->hist.count[k] / c * 100.0);
    const mca_model_params *mp = mca_model_parameters(s->r->model);
    unsigned rob = s->r->out_of_order ? (mp->reorder_buffer_size ? mp->reorder_buffer_size
                                                                 : mp->micro_op_buffer_size)
                                      : 0;
    unsigned avg = (unsigned)((double)s->sum / c);
    double maxp = floor((double)s->max / rob * 100.0 * 10 + 0.5) / 10;
    double avgp = floor((double)avg / rob * 100.0 * 10 + 0.5) / 10;
    mca_strbuf_printf(b, "\nTotal ROB Entries:                %u\n", rob);
    mca_strbuf_printf(b, "Max Used ROB Entries:             %lld  ( %.1f%% )\n", s->max, maxp);
    mca_strbuf_printf(b, "Average Used ROB Entries per cy:  %u  ( %.1f%% )\n", avg, avgp);
    return s->hist.failed ? -1 : 0;
}

static void retire_destroy(void *self)
{
    retire_stats *s = self;
    hist_free(&s->hist);
    free(s);
}

int mca_view_retire(const mca_view_region *r, mca_view *v)
{
    retire_stats *s = calloc(1, sizeof *s);
    if (!s)
        return -1;
    s->r = r;
    *v = (mca_view){ s, retire_event, retire_print, retire_destroy, NULL, retire_mark,
                     retire_skip, NULL };
    return 0;
}

/* ---- register file statistics ------------------------------------------ */

typedef struct {
    unsigned long long total, max;
    long long current;
    long long period_max;      /* of current since the fast-forward's mark */
    unsigned long long candidates, eliminated_now, eliminated, zero, max_per_cycle;
} rf_usage;

typedef struct {
    const mca_view_region *r;
    rf_usage *u;
    unsigned nfiles;
    rf_usage *saved;           /* u at the fast-forward's mark */
} regfile_stats;

static int regfile_mark(void *self)
{
    regfile_stats *s = self;
    for (unsigned f = 0; f < s->nfiles; f++)
        s->u[f].period_max = LLONG_MIN;
    memcpy(s->saved, s->u, s->nfiles * sizeof *s->u);
    return 0;
}

/* max_per_cycle is a maximum, eliminated_now 0 between cycles: the counts
 * grow.  current is a level that stays, except where the in-order
 * pipeline drops instructions (mca-sim/NOTES.md): their mappings are never
 * freed, the level rises by the same amount d every period, and so does
 * the period's maximum: after n more periods the maximum is the last
 * period's plus n * d. */
static void regfile_skip(void *self, unsigned long long periods)
{
    regfile_stats *s = self;
    for (unsigned f = 0; f < s->nfiles; f++) {
        rf_usage *u = &s->u[f];
        const rf_usage *m = &s->saved[f];
        long long d = u->current - m->current;
        u->current += (long long)periods * d;
        if (d > 0 && u->period_max != LLONG_MIN) {
            long long top = u->period_max + (long long)periods * d;
            if (top > (long long)u->max)
                u->max = (unsigned long long)top;
        }
        mca_ff_extend1(&u->total, m->total, periods);
        mca_ff_extend1(&u->candidates, m->candidates, periods);
        mca_ff_extend1(&u->eliminated, m->eliminated, periods);
        mca_ff_extend1(&u->zero, m->zero, periods);
    }
}

static void move_info(regfile_stats *s, const mca_dyn *i)
{
    if (!i->optimizable_move || i->write_count != i->read_count || !i->write_count)
        return;
    unsigned f = i->writes[0].file;
    if (f >= s->nfiles)
        return;
    for (unsigned k = 0; k < i->write_count; k++) {
        const mca_dwrite *w = &i->writes[k];
        const mca_dread *r = &i->reads[i->write_count - 1 - k];
        s->u[f].candidates++;
        if (w->eliminated)
            s->u[f].eliminated_now++;
        if (w->writes_zero && r->reads_zero)
            s->u[f].zero++;
    }
}

static void regfile_event(void *self, const mca_sim_event *e)
{
    regfile_stats *s = self;
    if (e->kind == MCA_EV_DISPATCHED) {
        for (unsigned f = 0; f < s->nfiles && f < e->nfiles; f++) {
            rf_usage *u = &s->u[f];
            u->current += e->regs[f];
            u->total += e->regs[f];
            if (u->current > (long long)u->max)
                u->max = (unsigned long long)u->current;
            if (u->current > u->period_max)
                u->period_max = u->current;
        }
        move_info(s, e->inst);
    } else if (e->kind == MCA_EV_RETIRED) {
        for (unsigned f = 0; f < s->nfiles && f < e->nfiles; f++)
            s->u[f].current -= e->regs[f];
    } else if (e->kind == MCA_EV_CYCLE_END) {
        for (unsigned f = 0; f < s->nfiles; f++) {
            rf_usage *u = &s->u[f];
            if (u->eliminated_now > u->max_per_cycle)
                u->max_per_cycle = u->eliminated_now;
            u->eliminated += u->eliminated_now;
            u->eliminated_now = 0;
        }
    }
}

static void print_moves(const rf_usage *u, mca_strbuf *b)
{
    double c = (double)u->candidates;
    mca_strbuf_printf(b, "   Number of optimizable moves:      %llu", u->candidates);
    mca_strbuf_printf(b, "\n   Number of moves eliminated:       %llu  (%.1f%%)", u->eliminated,
                      floor(u->eliminated / c * 100.0 * 10 + 0.5) / 10);
    mca_strbuf_printf(b, "\n   Number of zero moves:             %llu  (%.1f%%)", u->zero,
                      floor(u->zero / c * 100.0 * 10 + 0.5) / 10);
    mca_strbuf_printf(b, "\n   Max moves eliminated per cycle:   %llu\n", u->max_per_cycle);
}

static int regfile_print(void *self, mca_strbuf *b)
{
    const regfile_stats *s = self;
    mca_strbuf_printf(b, "\n\nRegister File statistics:\nTotal number of mappings created:    "
                         "%llu\nMax number of mappings used:         %llu\n",
                      s->u[0].total, s->u[0].max);
    for (unsigned f = 1; f < s->nfiles; f++) {
        const mca_register_file *rf = mca_model_register_file(s->r->model, f);
        mca_strbuf_printf(b, "\n*  Register File #%u -- %s:\n   Number of physical registers:     ",
                          f, rf->name);
        if (rf->size)
            mca_strbuf_printf(b, "%u", rf->size);
        else
            mca_strbuf_puts(b, "unbounded");
        mca_strbuf_printf(b, "\n   Total number of mappings created: %llu"
                             "\n   Max number of mappings used:      %llu\n",
                          s->u[f].total, s->u[f].max);
        if (s->u[f].candidates)
            print_moves(&s->u[f], b);
    }
    return 0;
}

static void regfile_destroy(void *self)
{
    regfile_stats *s = self;
    free(s->u);
    free(s->saved);
    free(s);
}

int mca_view_regfile(const mca_view_region *r, mca_view *v)
{
    regfile_stats *s = calloc(1, sizeof *s);
    if (!s)
        return -1;
    s->r = r;
    s->nfiles = mca_model_register_file_count(r->model);
    if (!s->nfiles)
        s->nfiles = 1;
    s->u = calloc(s->nfiles, sizeof *s->u);
    s->saved = calloc(s->nfiles, sizeof *s->saved);
    if (!s->u || !s->saved) {
        regfile_destroy(s);
        return -1;
    }
    *v = (mca_view){ s, regfile_event, regfile_print, regfile_destroy, NULL, regfile_mark,
                     regfile_skip, NULL };
    return 0;
}

/* pipeline: the cycle loop (see pipeline.h and the behaviour notes, 4):
 * each cycle a cycle-begin event, the stages' cycle-start hooks in
 * reverse order (retire, execute, dispatch), the entry stage moving
 * instructions down while it can, then the cycle-end hooks in order. */
#include <config.h>

#include "pipeline.h"

#include <stdio.h>
#include <stdlib.h>

#include "dispatch.h"
#include "entry.h"
#include "execute.h"
#include "ff.h"
#include "inorder.h"
#include "retire.h"
#include "stage.h"

static void cycle_begin(mca_stage *s)
{
    if (mca_stage_wants(s, MCA_EV_CYCLE_BEGIN)) {
        mca_sim_event b = { .kind = MCA_EV_CYCLE_BEGIN, .cycle = s->cycle };
        mca_stage_deliver(s, &b);
    }
}

static void cycle_end(mca_stage *s)
{
    if (mca_stage_wants(s, MCA_EV_CYCLE_END)) {
        mca_sim_event e = { .kind = MCA_EV_CYCLE_END, .cycle = s->cycle };
        mca_stage_deliver(s, &e);
    }
    s->cycle++;
}

static bool ooo_has_work(const mca_stage *s)
{
    return mca_entry_has_work(s) || s->carry || s->wait.n || s->pend.n || s->ready.n || s->nrk ||
           s->issued.n || s->nexec || s->rob.head < s->rob.n;
}

static void ooo_cycle(mca_stage *s)
{
    cycle_begin(s);
    mca_retire_cycle_start(s);
    mca_execute_cycle_start(s);
    mca_dispatch_cycle_start(s);
    mca_entry_cycle_start(s);
    mca_entry_flow(s);
    mca_entry_cycle_end(s);
    mca_execute_cycle_end(s);
    mca_rf_cycle_end(s->rf);
    if (s->clock.failed)
        s->failed = true;
    cycle_end(s);
}

/* The fewest idle cycles skipped in one step (a skip costs about as much
 * as running two idle cycles: callgrind on the bench's blocks). */
enum { IDLE_MIN = 3 };

/* Can idle cycles be skipped in this run?  Not when a listener takes
 * per-cycle events (cycles, stalls, pressure), nor with a micro-op queue
 * (it fills in every cycle). */
static bool ooo_may_idle(const mca_stage *s)
{
    const uint32_t sent = MCA_EV_BIT(MCA_EV_CYCLE_BEGIN) | MCA_EV_BIT(MCA_EV_CYCLE_END) |
                          MCA_EV_BIT(MCA_EV_STALL) | MCA_EV_BIT(MCA_EV_PRESSURE);
    return !(s->wants & sent) && !s->cfg->pressure_events && !s->cfg->micro_op_queue_size;
}

/* Cycles from the next one on in which no stage acts: the oldest
 * instruction has not executed, the execute stage only counts down, and
 * dispatch waits for something only those would free (or for a release
 * of a reserved resource: then no further than that); ooo_may_idle. */
static unsigned ooo_idle(const mca_stage *s)
{
    if (s->carry || !mca_retire_idle(s))
        return 0;
    unsigned k = mca_execute_idle(s, IDLE_MIN);
    if (!k)
        return 0;
    bool on_release = false;
    if (s->next_src < s->total && !mca_dispatch_idle(s, &on_release))
        return 0;
    if (on_release) {
        unsigned r = mca_rm_next_release(s->rm);
        if (r - 1 < k)
            k = r - 1;
    }
    return k >= IDLE_MIN ? k : 0;
}

/* Pass k <= ooo_idle(s) cycles: what ooo_cycle does in them (the entry
 * and dispatch stages' per-cycle counts start again, nothing moves). */
static void ooo_skip(mca_stage *s, unsigned k)
{
    mca_rf_cycles(s->rf, k);
    mca_execute_skip(s, k);
    s->avail = s->width;
    s->uq_accepted = 0;
    s->cycle += k;
}

/* Skip the idle cycles from the next one on, if IDLE_MIN or more.  An
 * idle cycle costs little to run: only after one that dispatched and
 * issued nothing (the width all available: the caller's test; no
 * scheduler uops issued) are they looked for.  (Not inlined: kept out
 * of the cycle loop's code.) */
__attribute__((noinline)) static bool ooo_skip_idle(mca_stage *s)
{
    if (s->iss_sched_uops || s->nrk || s->ready.n)
        return false;
    unsigned k = ooo_idle(s);
    if (!k)
        return false;
    ooo_skip(s, k);
    return true;
}

static void ff_report(const mca_ff *f)
{
    const mca_ff_stats *st = mca_ff_statistics(f);
    fprintf(stderr,
            "mca-sim ff: %llu boundaries, %llu fingerprints, %llu snapshots, "
            "%llu verifications; skipped %llu periods of %llu instructions / %llu cycles "
            "at cycle %u\n",
            st->boundaries, st->fingerprints, st->snapshots, st->verifications,
            st->skipped_periods, st->period_iids, st->period_cycles, st->at_cycle);
}

static int run_ooo(mca_stage *s)
{
    mca_execute_init(s);
    mca_ff *f = NULL;
    if (s->cfg->fast_forward && !(f = mca_ff_new(s, s->cfg->ff_min_iid)))
        return -1;
    int rc = 0;
    /* Idle cycles are skipped during the fast-forward's search too: in
     * them nothing is dispatched, so next_src stands still and no
     * boundary (ff.c: the first cycle start at which it reaches a
     * multiple of the step) falls inside a skip; the boundary is looked
     * at before it, at the same cycle start as without.  Batch mode's
     * 100 iterations, 500 real x86 blocks, callgrind: -1.4% (the same
     * search; -0.46% skipping them only after it). */
    bool may_idle = ooo_may_idle(s), searching = f != NULL;
    while (!s->failed && ooo_has_work(s)) {
        if (searching) {
            int r = mca_ff_cycle_start(f, s);
            if (r < 0) {
                rc = -1;
                break;
            }
            searching = r == 0;
        }
        if (may_idle && s->avail == s->width && ooo_skip_idle(s))
            continue;
        ooo_cycle(s);
    }
    if (f && getenv("MCA_SIM_FF_DEBUG"))
        ff_report(f);
    mca_ff_free(f);
    return rc;
}

static int run_inorder(mca_stage *s)
{
    mca_ff *f = NULL;
    if (s->cfg->fast_forward && !(f = mca_ff_new(s, s->cfg->ff_min_iid)))
        s->failed = true;
    bool searching = f != NULL;
    while (!s->failed && mca_inorder_has_work(s)) {
        if (searching) {
            int r = mca_ff_cycle_start(f, s);
            if (r < 0) {
                s->failed = true;
                break;
            }
            searching = r == 0;
        }
        unsigned idle = searching ? 0 : mca_inorder_idle(s);
        if (idle) {         /* (once the search is over: its boundaries are per cycle) */
            mca_inorder_skip(s, idle);
            continue;
        }
        cycle_begin(s);
        mca_inorder_cycle_start(s);
        mca_inorder_flow(s);
        mca_inorder_cycle_end(s);
        cycle_end(s);
    }
    if (f && getenv("MCA_SIM_FF_DEBUG"))
        ff_report(f);
    mca_ff_free(f);
    mca_inorder_free(s);
    return s->failed ? -1 : 0;
}

int mca_pipeline_run(const mca_pipeline_config *cfg, mca_pipeline_result *res)
{
    mca_stage s;
    int rc = mca_stage_init(&s, cfg);
    bool ooo = mca_model_parameters(cfg->model)->micro_op_buffer_size > 0;
    if (rc == 0)
        rc = ooo ? run_ooo(&s) : run_inorder(&s);
    if (s.failed)
        rc = -1;
    res->cycles = (uint64_t)s.cycle + s.cycle_skip;
    res->last_dispatched = (uint64_t)s.last_dispatched + s.iid_skip;
    mca_stage_free(&s);
    return rc;
}

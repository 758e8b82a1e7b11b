/* ff: steady-state fast-forward (see ff.h). */
#include <config.h>

#include "ff.h"

#include "inorder.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* Fingerprints and snapshot hashes remembered (each table is cleared when
 * half full: a period longer than that is not looked for).  The tables
 * start small and double up to TABLE_SIZE, so that a short region (a
 * file of many tiny regions) does not clear 512 KiB each. */
enum { TABLE_SIZE = 1u << 14, TABLE_START = 64 };
/* Full snapshots are taken at boundaries whose fingerprint was seen
 * before while the bytes of all snapshots stay within SNAP_FREE_BYTES plus
 * SNAP_BYTES_PER_INST per instruction simulated so far: a region that
 * never settles pays a few percent of what simulating it costs (a
 * snapshot byte costs about ten instructions to write and hash, an
 * instruction simulated a few thousand).  The free bytes take the first
 * boundaries one after the other; then snapshots come at a steady spacing
 * s as the budget grows, and a period of P boundaries still shows: the
 * snapshots lcm(s, P) apart are equal.  (It was a count, 128 plus one per
 * 16 boundaries: up to +100% on a region that never settles.)  Snapshots
 * are taken only where the middle fingerprint repeats, so a region that
 * never settles rarely spends the budget at all; the worst case, a
 * region whose middle fingerprint repeats and whose state does not (a
 * test build that never matches), costs +5.7% to +7.2% at 100,000
 * iterations and +17% to +48% at 10,000 (the free bytes).  A smaller
 * free budget (1 MiB, or 32 bytes per instruction) found periods of
 * settling regions late: 51 KiB skylake snapshots, 66 boundaries to
 * settle. */
enum {
    SNAP_FREE_BYTES = 8 << 20, SNAP_FREE_PER_INST = 128, SNAP_BYTES_PER_INST = 4,
    MAX_FAILED_VERIFICATIONS = 32
};
/* The table's spacing makes a period of P boundaries show only after
 * lcm(spacing, P) boundaries, thousands of iterations where the snapshots
 * are large (the resource manager's busy units of a 96-iteration period
 * on znver4).  So there is also Brent's cycle search: a reference state
 * taken at boundaries 1, 2, 4, 8, ... (counted from the first one
 * looked at), compared with every later boundary whose fingerprint equals
 * the reference's: a period P shows at most P boundaries after the first
 * reference past both the settling and P.  It starts once the table's
 * budget binds; its snapshots (fingerprint matches) have their own,
 * smaller budget. */
enum { REF_BYTES_PER_INST = 1 };   /* and a quarter of the table's free bytes */
/* The fewest instructions between two boundaries looked at, after the
 * first FREE_BOUNDARIES (mca_ff_cycle_start). */
enum { BOUNDARY_STRIDE = 256, FREE_BOUNDARIES = 2048 };

typedef struct {
    uint64_t hash;          /* 0: empty slot */
    unsigned next_src, cycle;
} ff_entry;

struct mca_ff {
    unsigned count;         /* instructions per iteration */
    bool inorder;           /* the in-order pipeline (inorder.h) */
    unsigned min_iid;
    unsigned horizon;       /* mca_rf_snap's */
    unsigned step;          /* instructions between the boundaries looked at */
    unsigned next_boundary; /* next_src at the next boundary looked at */
    ff_entry *fp, *mid, *full;
    unsigned nfp, nmid, nfull, cap_fp, cap_mid, cap_full;
    mca_snap cur, ref;
    bool verifying, done;
    unsigned v_next_src, v_cycle; /* where the period must repeat */
    unsigned p_iids, p_cycles;
    unsigned failed;
    uint64_t snap_bytes;    /* written by the full snapshots so far */
    size_t last_full;       /* the size of the last one */
    /* Brent's search: the reference state and when the next one is due. */
    unsigned long long seen, next_ref;
    bool brent, has_ref;
    uint64_t ref_mid, ref_full;
    unsigned ref_next_src, ref_cycle;
    uint64_t ref_bytes;     /* written by reference-match snapshots */
    mca_ff_stats st;
};

static unsigned max_read_horizon(const mca_stage *s)
{
    unsigned h = 0;
    for (unsigned k = 0; k < s->cfg->count; k++) {
        const mca_sched_class *c = s->cfg->descs[k]->cls;
        for (unsigned i = 0; c && i < c->read_advance_count; i++)
            if (c->read_advance[i].cycles < 0 && (unsigned)-c->read_advance[i].cycles > h)
                h = (unsigned)-c->read_advance[i].cycles;
    }
    return h;
}

mca_ff *mca_ff_new(const mca_stage *s, unsigned min_iid)
{
    mca_ff *f = calloc(1, sizeof *f);
    if (!f)
        return NULL;
    f->fp = calloc(TABLE_START, sizeof *f->fp);
    f->mid = calloc(TABLE_START, sizeof *f->mid);
    f->full = calloc(TABLE_START, sizeof *f->full);
    f->cap_fp = f->cap_mid = f->cap_full = TABLE_START;
    if (!f->fp || !f->mid || !f->full) {
        mca_ff_free(f);
        return NULL;
    }
    f->count = s->cfg->count;
    if (mca_rf_snap_prepare(s->rf, s->cfg->descs, s->cfg->count) != 0) {
        mca_ff_free(f);
        return NULL;
    }
    f->inorder = mca_model_parameters(s->cfg->model)->micro_op_buffer_size == 0;
    f->min_iid = min_iid > f->count ? min_iid : f->count;
    f->horizon = max_read_horizon(s);
    f->step = f->count;
    f->next_boundary = f->count;
    f->next_ref = 1;
    f->done = f->count == 0;
    for (unsigned k = 0; k < s->cfg->listener_count; k++)
        if (s->cfg->listeners[k].events && !s->cfg->listeners[k].skip)
            f->done = true;     /* a view that cannot skip */
    return f;
}

void mca_ff_free(mca_ff *f)
{
    if (!f)
        return;
    free(f->fp);
    free(f->mid);
    free(f->full);
    mca_snap_free(&f->cur);
    mca_snap_free(&f->ref);
    free(f);
}

const mca_ff_stats *mca_ff_statistics(const mca_ff *f)
{
    return &f->st;
}

/* ---- the pipeline's part of a snapshot ---------------------------------- */

static int cmp_unsigned(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return x < y ? -1 : x > y;
}

/* A list of instructions, in order or (as_set) as the set of its ids. */
static void snap_list(mca_snap *sn, mca_dyn *const *v, unsigned n, bool as_set)
{
    mca_snap_u32(sn, n);
    if (!as_set) {
        for (unsigned k = 0; k < n; k++)
            mca_snap_iid(sn, v[k]->iid);
        return;
    }
    unsigned *rel = malloc((n ? n : 1) * sizeof *rel);
    if (!rel) {
        sn->failed = true;
        return;
    }
    for (unsigned k = 0; k < n; k++)
        rel[k] = sn->iid_base - v[k]->iid;
    qsort(rel, n, sizeof *rel, cmp_unsigned);
    for (unsigned k = 0; k < n; k++)
        mca_snap_u32(sn, rel[k]);
    free(rel);
}

static void snap_vec(mca_snap *sn, const mca_dynvec *v, bool as_set)
{
    /* (an empty vector may have no storage: no offset from NULL) */
    snap_list(sn, v->n > v->head ? v->v + v->head : NULL, v->n - v->head, as_set);
}

/* The issued set: the eagerly counted vector and the timed heap (only
 * without bottleneck analysis, when it is a set). */
static void snap_issued(mca_snap *sn, const mca_stage *s, bool as_set)
{
    if (!s->nexec) {
        snap_vec(sn, &s->issued, as_set);
        return;
    }
    unsigned n = s->issued.n + s->nexec;
    mca_dyn **all = malloc(n * sizeof *all);
    if (!all) {
        sn->failed = true;
        return;
    }
    for (unsigned k = 0; k < s->issued.n; k++)
        all[k] = s->issued.v[k];
    for (unsigned k = 0; k < s->nexec; k++)
        all[s->issued.n + k] = s->exec[k].inst;
    snap_list(sn, all, n, as_set);
    free(all);
}

static unsigned oldest_iid(const mca_ff *f, const mca_stage *s)
{
    if (f->inorder)
        return mca_inorder_oldest(s);
    unsigned o = s->next_src;
    if (s->rob.head < s->rob.n)
        o = s->rob.v[s->rob.head]->iid;
    if (s->carried && s->carried->iid < o)
        o = s->carried->iid;
    return o;
}

/* What a state is identified by before the full snapshot is taken. */
static void snap_brief(mca_snap *sn, const mca_ff *f, const mca_stage *s)
{
    mca_snap_reset(sn, s->next_src, s->clock.tick);
    if (f->inorder) {
        mca_inorder_snap(sn, s, true);
        mca_rm_snap(sn, s->rm, true);
        mca_lsu_snap(sn, s->lsu, true, false);
        return;
    }
    mca_snap_u32(sn, s->next_idx);
    mca_snap_iid(sn, oldest_iid(f, s));
    mca_snap_u32(sn, s->rob.n - s->rob.head);
    mca_snap_u32(sn, s->rob_free);
    mca_snap_u32(sn, s->wait.n);
    mca_snap_u32(sn, s->pend.n);
    mca_snap_u32(sn, s->ready.n + s->nrk);    /* one of them is empty */
    mca_snap_u32(sn, s->issued.n + s->nexec);
    mca_snap_u32(sn, s->clock.ncand);
    mca_snap_u32(sn, s->carry);
    mca_snap_u32(sn, s->avail);
    mca_snap_u32(sn, s->uq.n - s->uq.head);
    mca_snap_u32(sn, s->uq_used);
    mca_rm_snap(sn, s->rm, true);
    mca_lsu_snap(sn, s->lsu, true, true);
}

/* What a state is identified by once its brief fingerprint was seen
 * before: the brief one's hash mixed with the state of every instruction
 * in the reorder buffer (stage, what it waits for, when it is ready or
 * done), hashed as read (no snapshot bytes).  The brief fingerprint holds
 * counts only and lumps together states that differ in where the long
 * latencies are (a reorder buffer full of 100-cycle calls: 14 values over
 * 295 distinct states); the oldest 48 entries alone were not enough
 * (periods found 10 to 100 times later on two blocks).  The full snapshot
 * writes the same values again, so equal states have equal middle
 * fingerprints. */
static uint64_t mix(uint64_t h, uint64_t v)
{
    h = (h ^ v) * 0x9e3779b97f4a7c15ull;
    return h ^ (h >> 29);
}

static uint64_t middle(uint64_t brief, const mca_ff *f, const mca_stage *s)
{
    if (f->inorder)
        return brief;
    uint64_t h = brief;
    unsigned tick = s->clock.tick;
    for (unsigned k = s->rob.head; k < s->rob.n; k++) {
        const mca_dyn *i = s->rob.v[k];
        int left = i->cycles_left;
        if (i->timed && i->stage == MCA_ST_EXECUTING)
            left = (int)(i->done_tick - tick);
        uint32_t what = (uint32_t)i->stage | i->blockers << 3 | (uint32_t)i->ready_known << 31;
        h = mix(h, (uint64_t)what << 32 | (uint32_t)left);
        if (i->ready_known) {
            unsigned t = i->ready_tick;
            h = mix(h, t == UINT_MAX ? UINT_MAX : t > tick ? t - tick : 0);
        }
    }
    return h;
}

/* The rest of the state, appended to the brief part. */
static void snap_rest(mca_snap *sn, const mca_ff *f, const mca_stage *s)
{
    unsigned horizon = f->horizon;
    if (f->inorder) {
        mca_inorder_snap(sn, s, false);
        mca_rf_snap(sn, s->rf, horizon, false);
        mca_rm_snap(sn, s->rm, false);
        mca_lsu_snap(sn, s->lsu, false, false);
        return;
    }
    mca_snap_bool(sn, s->any_dispatched);
    if (s->any_dispatched)
        mca_snap_iid(sn, s->last_dispatched);
    mca_snap_u32(sn, s->uq_accepted);
    for (unsigned k = s->uq.head; k < s->uq.n; k++)
        mca_snap_iid(sn, (unsigned)(size_t)s->uq.v[k]);
    mca_dyn_snap_ref(sn, s->carried);
    /* The order of the wait, pending, ready and issued sets (and so the
     * wait positions) only decides the order of events within a cycle,
     * which no view depends on, and which instructions one selection
     * visits, which only the bottleneck analysis sees (crit_mask, and the
     * pressure events' order at ExecuteStage's cycle end).  Without it
     * they are compared as sets: the swap-removals permute them with
     * periods far longer than the pipeline's. */
    bool sets = !s->cfg->pressure_events;
    for (unsigned k = s->rob.head; k < s->rob.n; k++) {
        const mca_dyn *i = s->rob.v[k];
        mca_dyn_snap(sn, i, !sets);
        if (i->memop)
            mca_lsu_snap_token(sn, s->lsu, i->lsu_token);
    }
    snap_vec(sn, &s->wait, sets);
    snap_vec(sn, &s->pend, sets);
    snap_vec(sn, &s->ready, sets);
    snap_issued(sn, s, sets);
    /* The candidates are a set: promote_wait takes them by wait position. */
    snap_list(sn, s->clock.cand, s->clock.ncand, true);
    snap_list(sn, s->blk, s->nblk, true);    /* as set aside by their group */
    mca_snap_bool(sn, s->clock.wait_dirty);
    mca_snap_bool(sn, s->clock.failed);
    mca_snap_u32(sn, s->nrk);
    for (unsigned k = 0; k < s->nrk; k++) {
        mca_snap_u64(sn, (uint64_t)((long)sn->iid_base - s->rk[k].rank));
        mca_snap_iid(sn, s->rk[k].iid);
        mca_snap_u32(sn, s->rk[k].index);
    }
    mca_snap_u32(sn, s->disp_sched_uops);
    mca_snap_u32(sn, s->iss_sched_uops);
    mca_snap_u32(sn, s->npend_disp);
    mca_snap_u32(sn, s->pend_mem);
    mca_snap_bool(sn, s->pend_dirty);
    mca_snap_u32(sn, s->pend.n - s->pend_fresh);  /* not walked yet */
    mca_snap_tick(sn, s->pend_next);
    mca_snap_u64(sn, s->busy);
    mca_snap_bool(sn, s->token_stall);
    mca_snap_bool(sn, s->failed);
    mca_rf_snap(sn, s->rf, horizon, true);
    mca_rm_snap(sn, s->rm, false);
    mca_lsu_snap(sn, s->lsu, false, true);
}

static void snap_full(mca_snap *sn, const mca_ff *f, const mca_stage *s)
{
    snap_brief(sn, f, s);
    snap_rest(sn, f, s);
}

/* ---- remembered states ---------------------------------------------------- */

/* Find hash in the table of cap (a power of 2) slots, or the empty slot
 * it goes to. */
static ff_entry *slot(ff_entry *t, unsigned cap, uint64_t hash)
{
    uint64_t h = hash ? hash : 1;
    unsigned k = (unsigned)h & (cap - 1);
    while (t[k].hash && t[k].hash != h)
        k = (k + 1) & (cap - 1);
    return &t[k];
}

/* Double a half-full table below TABLE_SIZE (false when out of memory). */
static bool grow(ff_entry **t, unsigned *cap)
{
    ff_entry *bigger = calloc(*cap * 2, sizeof *bigger);
    if (!bigger)
        return false;
    for (unsigned k = 0; k < *cap; k++)
        if ((*t)[k].hash)
            *slot(bigger, *cap * 2, (*t)[k].hash) = (*t)[k];
    free(*t);
    *t = bigger;
    *cap *= 2;
    return true;
}

/* Remember hash; the entry it had before (hash 0 when new). */
static ff_entry remember(ff_entry **tp, unsigned *cap, unsigned *n, uint64_t hash,
                         unsigned next_src, unsigned cycle)
{
    if (*n >= *cap / 2 && (*cap >= TABLE_SIZE || !grow(tp, cap))) {
        memset(*tp, 0, *cap * sizeof **tp);
        *n = 0;
    }
    ff_entry *t = *tp;
    ff_entry *e = slot(t, *cap, hash), old = *e;
    if (!e->hash)
        (*n)++;
    *e = (ff_entry){ hash ? hash : 1, next_src, cycle };
    return old;
}

/* ---- skipping ------------------------------------------------------------- */

static int mark_views(mca_stage *s)
{
    for (unsigned k = 0; k < s->cfg->listener_count; k++) {
        const mca_sim_listener *l = &s->cfg->listeners[k];
        if (l->mark && l->mark(l->self) != 0)
            return -1;
    }
    return 0;
}

static void skip(mca_ff *f, mca_stage *s)
{
    /* The true stream must not reach its end inside the skipped periods:
     * every entry check there saw instructions left. */
    uint64_t left = s->total - s->next_src;
    uint64_t n = left ? (left - 1) / f->p_iids : 0;
    if (!n)
        return;
    s->total -= n * f->p_iids;
    s->iid_skip += n * f->p_iids;
    s->cycle_skip += n * f->p_cycles;
    for (unsigned k = 0; k < s->cfg->listener_count; k++) {
        const mca_sim_listener *l = &s->cfg->listeners[k];
        if (l->skip)
            l->skip(l->self, n);
    }
    f->st.skipped_periods = n;
    f->st.period_iids = f->p_iids;
    f->st.period_cycles = f->p_cycles;
    f->st.at_cycle = s->cycle;
}

static int verify(mca_ff *f, mca_stage *s)
{
    f->verifying = false;
    f->st.verifications++;
    snap_full(&f->cur, f, s);
    if (f->cur.failed)
        return -1;
    if (s->next_src == f->v_next_src && mca_snap_equal(&f->cur, &f->ref)) {
        skip(f, s);
        f->done = true;
        return 0;
    }
    if (++f->failed >= MAX_FAILED_VERIFICATIONS)
        f->done = true;
    return 0;
}

/* The state now was seen at (prev_next_src, prev_cycle): check that it
 * repeats once more, byte for byte, while the views measure what a
 * period adds. */
static int start_verification(mca_ff *f, mca_stage *s, unsigned prev_next_src,
                              unsigned prev_cycle)
{
    f->p_iids = s->next_src - prev_next_src;
    f->p_cycles = s->cycle - prev_cycle;
    if (f->p_iids >= s->total - s->next_src)
        return 0;
    if (!mca_snap_copy(&f->ref, &f->cur) || mark_views(s) != 0)
        return -1;
    f->verifying = true;
    f->v_next_src = s->next_src + f->p_iids;
    f->v_cycle = s->cycle + f->p_cycles;
    return 0;
}

/* An iteration boundary: look the state up, maybe start a verification.
 * Each step is taken only for states the cheaper one saw before: the
 * brief fingerprint at every boundary, the middle one where the brief
 * repeats, a full snapshot where the middle one repeats (and for Brent's
 * references).  A region whose brief fingerprint takes few values (a
 * reorder buffer full of long calls: 14 values over 295 distinct states)
 * would otherwise spend the snapshot budget on states that never repeat,
 * and find its period late or never. */
static int boundary(mca_ff *f, mca_stage *s)
{
    f->st.boundaries++;
    snap_brief(&f->cur, f, s);
    if (f->cur.failed)
        return -1;
    f->st.fingerprints++;
    uint64_t brief = mca_snap_hash(&f->cur);
    ff_entry seen = remember(&f->fp, &f->cap_fp, &f->nfp, brief, s->next_src, s->cycle);
    bool ref_due = f->brent && ++f->seen >= f->next_ref;
    if (!seen.hash && !ref_due)
        return 0;
    uint64_t mid = middle(brief, f, s);
    ff_entry mid_seen = seen;
    if (!f->inorder)
        mid_seen = remember(&f->mid, &f->cap_mid, &f->nmid, mid, s->next_src, s->cycle);
    /* The free bytes are at most SNAP_FREE_PER_INST per instruction of
     * the whole stream: a short region cannot gain much. */
    uint64_t free_bytes = (uint64_t)SNAP_FREE_PER_INST * s->total;
    if (free_bytes > SNAP_FREE_BYTES)
        free_bytes = SNAP_FREE_BYTES;
    uint64_t budget = free_bytes + (uint64_t)SNAP_BYTES_PER_INST * s->next_src;
    bool table = mid_seen.hash && f->snap_bytes + f->last_full <= budget;
    /* Brent's search starts when the budget first refuses a snapshot
     * (before, the table sees every repeated state). */
    if (mid_seen.hash && !table && !f->brent) {
        f->brent = true;
        ref_due = ++f->seen >= f->next_ref;
    }
    bool ref_match = f->has_ref && mid == f->ref_mid &&
                     f->ref_bytes + f->last_full <=
                         free_bytes / 4 + (uint64_t)REF_BYTES_PER_INST * s->next_src;
    if (!ref_due && !ref_match && !table)
        return 0;
    f->st.snapshots++;
    snap_rest(&f->cur, f, s);
    if (f->cur.failed)
        return -1;
    uint64_t full = mca_snap_hash(&f->cur);
    f->last_full = f->cur.n;
    if (ref_match && !table)
        f->ref_bytes += f->cur.n;
    else if (table)
        f->snap_bytes += f->cur.n;
    if (ref_match && full == f->ref_full && f->ref_next_src < s->next_src)
        return start_verification(f, s, f->ref_next_src, f->ref_cycle);
    if (ref_due) {
        f->has_ref = true;
        f->ref_mid = mid;
        f->ref_full = full;
        f->ref_next_src = s->next_src;
        f->ref_cycle = s->cycle;
        f->next_ref *= 2;
    }
    if (!table)
        return 0;
    ff_entry prev = remember(&f->full, &f->cap_full, &f->nfull, full, s->next_src, s->cycle);
    if (!prev.hash || prev.next_src >= s->next_src)
        return 0;
    return start_verification(f, s, prev.next_src, prev.cycle);
}

int mca_ff_cycle_start(mca_ff *f, mca_stage *s)
{
    if (f->done)
        return 0;
    if (f->verifying) {
        if (s->cycle == f->v_cycle)
            return verify(f, s);
        return 0;
    }
    if (s->next_src < f->next_boundary)
        return 0;
    /* A boundary costs a fingerprint (about a thousand instructions) and,
     * where that repeats, a middle one: looking at every iteration of a
     * five-instruction loop that never settles cost +35%.  After the first
     * FREE_BOUNDARIES, only boundaries BOUNDARY_STRIDE instructions apart
     * or more are looked at, multiples of a whole number of iterations: a
     * period of P iterations then shows as one of lcm(P, iterations per
     * step), still a period. */
    if (f->step == f->count && f->st.boundaries >= FREE_BOUNDARIES && f->count)
        f->step = f->count * ((BOUNDARY_STRIDE + f->count - 1) / f->count);
    f->next_boundary = (s->next_src / f->step + 1) * f->step;
    if (oldest_iid(f, s) < f->min_iid)
        return 0;
    return boundary(f, s);
}

/* ff: steady-state fast-forward (see ff.h). */
#include <config.h>

#include "ff.h"

#include "inorder.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* How the search works (ff.h): at every boundary (the first cycle start at
 * which next_src reaches a multiple of step) the gap since the previous
 * one, in cycles and instructions, with the out-of-order pipeline's
 * occupancy at the boundary (reorder buffer, scheduler sets, dispatch
 * slots, micro-op queue: a dozen loads) mixed in, goes into a ring.  The
 * state repeating every P boundaries makes the gaps repeat every P
 * boundaries, so a period of the gaps is looked for first: a rolling hash
 * of the last win gaps, compared with the hash at reference boundaries
 * (every boundary among the first EARLY_REFS, and win, 2 win, 4 win,
 * ...: each compared with every later boundary), proposes a candidate P;
 * a candidate stays while every new gap equals the one P boundaries
 * before, and once it agreed for max(P, confirm) boundaries it is tested
 * with full snapshots (snap.h), one every P boundaries.  A short stream
 * (batch mode's 100 iterations: a few dozen boundaries) takes windows of
 * SHORT_WINDOW gaps, SHORT_EARLY_REFS early references and a
 * confirmation of a few boundaries whatever P, or its period would come
 * when the stream is nearly over; the occupancy in the gaps keeps the
 * candidates that this lets through few.  The first test is the
 * reference (the views are marked there): a later one equal to it byte
 * for byte ends a period, and the views' growth since the mark is that
 * period's.  A test writes its brief part first; one unlike the
 * reference's (at the same reorder buffer occupancy) ends there.  The
 * state's period may be a multiple of the gaps' (a loop with a call on
 * skylake: gaps every 2,165 iterations, the resource manager's round
 * robin back every third), and the reference may come before the state
 * settles, so the tests' hashes are remembered too: a test whose hash an
 * earlier one had becomes the reference and must come back as many
 * boundaries later.
 *
 * Costs (callgrind): a boundary costs about fifty instructions where
 * simulating an iteration costs thousands, so the gaps are recorded at
 * every boundary and periods of any length up to the ring's are seen;
 * snapshots cost about ten instructions per byte (written, hashed,
 * compared), and only confirmed candidates take them, within a budget of
 * SNAP_BYTES_PER_INST bytes per instruction of the stream plus free
 * bytes: about +2% to +3% over --no-fast-forward on the real blocks that
 * never fast-forward at 20,000 iterations (mca-sim/NOTES.md).  (The
 * search it replaces fingerprinted the state at every boundary, about a
 * thousand instructions each, so after 2,048 boundaries it looked at
 * every 32nd iteration only and could not see a period of 6,495
 * iterations; it spent up to 8 MiB of snapshots on states that did not
 * repeat: +4.5% to +21% on the same blocks, +22.5% on the loop with a
 * call.) */

/* Fewest instructions between two boundaries: a boundary costs up to a
 * few hundred instructions where the gaps never settle (candidates come
 * and go), +5% to +8% on 5-instruction loops at 4 (a test build whose
 * snapshots never match, 110 real blocks, 20,000 iterations); +3% to +4%
 * at 8. */
enum { BOUNDARY_INSTS = 8 };
/* The gap ring's size (doubling from RING_START): periods up to
 * RING_MAX - 1 boundaries are looked for. */
enum { RING_START = 256, RING_MAX = 1u << 16 };
/* Gaps per window hash; agreement needed before a candidate is tested. */
enum { WINDOW = 4, MIN_CONFIRM = 8 };
/* A short stream's: confirmation for one boundary in SHORT_CONFIRM_DIV
 * (at least SHORT_CONFIRM), windows of SHORT_WINDOW gaps.  (Batch mode's
 * 100 iterations, callgrind: SHORT_CONFIRM 2 -> 1, 500 real x86 blocks
 * -0.5%, tests/batch/aarch64.hex -0.9%, 0 the same; SHORT_WINDOW 1:
 * x86 +1.3%, AArch64 -1.1%; SHORT_CONFIRM_DIV 64: x86 +1.9%.) */
enum { SHORT_CONFIRM = 1, SHORT_CONFIRM_DIV = 32, SHORT_WINDOW = 2 };
/* Reference hashes (one per power of two, old ones dropped: at most 17
 * live, at win * 2^k within RING_MAX - 1 boundaries) and candidate
 * periods followed at once.  (The search's state is calloc'ed per
 * region: smaller, it costs less, 500 blocks at 100 iterations -0.3%.) */
enum { MAX_REFS = 20, MAX_CANDS = 8 };
/* Early references (every boundary) and when they are dropped; a short
 * stream's (batch mode's 100 iterations, callgrind: 24 against 48, 500
 * real x86 blocks -0.4%, tests/batch/aarch64.hex -0.4%; 16 and 32 gained
 * less, 96 lost). */
enum { EARLY_REFS = 48, EARLY_DROP = 256, SHORT_EARLY_REFS = 24 };
_Static_assert(EARLY_REFS + WINDOW <= 256 && SHORT_EARLY_REFS <= EARLY_REFS,
               "an early reference's boundary is a byte");
/* Tests of one candidate before the next confirmed one gets its turn;
 * the tested states' hashes remembered (cleared when half full). */
enum { TESTS_PER_CAND = 64, SEEN_SIZE = 256 };
/* The most periods between two tests (while the snapshot's size changes). */
enum { MAX_SPACING = 16 };
/* The snapshot budget: bytes written (reference and test snapshots), at
 * about 15 instructions a byte (variable-length values). */
enum { SNAP_BYTES_PER_INST = 2, SNAP_FREE_BYTES = 128 << 10, SNAP_FREE_PER_INST = 64 };
/* Snapshot bytes per instruction left in the stream at most (500 real
 * blocks at 100 iterations, callgrind: 8 +0.7%, 16 -0.8%, 32 -0.6% against
 * no such limit). */
enum { LEFT_PER_BYTE = 16 };

typedef struct {
    uint64_t hash;
    unsigned long long b;       /* the boundary it was taken at */
} ff_ref;

typedef struct {
    uint64_t hash;              /* 0: empty slot */
    unsigned long long b;       /* the boundary of the test */
} ff_seen;

typedef struct {
    unsigned period;            /* in boundaries */
    unsigned agreed;            /* boundaries the gaps agreed since found */
    unsigned tests;             /* snapshots taken for it */
    bool testing;               /* the one the tests are for */
} ff_cand;

struct mca_ff {
    unsigned count;         /* instructions per iteration */
    bool inorder;           /* the in-order pipeline (inorder.h) */
    unsigned min_iid;
    unsigned horizon;       /* mca_rf_snap's */
    unsigned step;          /* instructions between boundaries */
    unsigned next_boundary; /* next_src at the next boundary */
    bool started;           /* a boundary was recorded */
    unsigned last_src, last_cycle;
    unsigned long long nb;  /* boundaries recorded */
    uint64_t *ring;         /* gaps, boundary b at b % ring_cap */
    unsigned ring_cap;
    uint64_t window, xw;    /* rolling hash of the last win gaps; X^win */
    unsigned win;           /* WINDOW or SHORT_WINDOW */
    unsigned confirm;       /* MIN_CONFIRM, or less for a short stream */
    /* References at the first boundaries (below EARLY_REFS + WINDOW). */
    uint64_t early_hash[EARLY_REFS];
    uint8_t early_b[EARLY_REFS];
    unsigned nearly, early_max;
    uint64_t early_bits[4];     /* a bit per early reference's hash (never
                                 * cleared: a stale bit costs one look) */
    ff_ref refs[MAX_REFS];
    unsigned nrefs;
    unsigned long long next_ref;
    ff_cand cand[MAX_CANDS];
    unsigned ncand;
    /* The tests of the candidate under test (cand[k].testing) since
     * boundary test_b, and the verification of a repeated state. */
    unsigned long long test_b, v_b; /* the next test's, the verification's */
    unsigned spacing;               /* periods between tests */
    size_t last_n;                  /* the values in the last test's snapshot */
    ff_seen *seen;                  /* SEEN_SIZE, made by the first test */
    unsigned nseen;
    bool verifying;
    /* The reference snapshot: where it was taken (the views' mark). */
    bool has_ref;
    mca_snap cur, ref;
    unsigned long long ref_b;
    unsigned ref_next_src, ref_cycle;
    size_t ref_brief_n, cur_brief_n;   /* their brief parts' bytes */
    unsigned ref_rob;                  /* the reference's reorder buffer entries */
    size_t full_n;                     /* the bytes afford expects */
    uint64_t snap_bytes, budget;
    bool done;
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

/* The multiplier of the rolling hash. */
#define WINDOW_X 0x100000001b3ull

mca_ff *mca_ff_new(const mca_stage *s, unsigned min_iid)
{
    mca_ff *f = calloc(1, sizeof *f);
    if (!f)
        return NULL;
    f->count = s->cfg->count;
    f->inorder = mca_model_parameters(s->cfg->model)->micro_op_buffer_size == 0;
    f->min_iid = min_iid > f->count ? min_iid : f->count;
    f->horizon = max_read_horizon(s);
    f->step = f->count ? f->count * ((BOUNDARY_INSTS + f->count - 1) / f->count) : 1;
    f->next_boundary = f->step;
    /* A short stream (a few dozen boundaries: batch mode's 100
     * iterations) cannot wait for MIN_CONFIRM agreeing boundaries. */
    uint64_t bounds = s->total / f->step;
    f->confirm = bounds / SHORT_CONFIRM_DIV < SHORT_CONFIRM ? SHORT_CONFIRM
               : bounds / SHORT_CONFIRM_DIV > MIN_CONFIRM   ? MIN_CONFIRM
                                                             : (unsigned)(bounds / SHORT_CONFIRM_DIV);
    f->win = f->confirm < MIN_CONFIRM ? SHORT_WINDOW : WINDOW;
    f->early_max = f->confirm < MIN_CONFIRM ? SHORT_EARLY_REFS : EARLY_REFS;
    f->next_ref = f->win;
    f->xw = 1;
    for (unsigned k = 0; k < f->win; k++)
        f->xw *= WINDOW_X;
    /* Every snapshot byte costs about as much as a few hundredths of an
     * instruction simulated: the budget keeps a search that finds
     * nothing to a few percent of the stream's cost. */
    uint64_t free_bytes = (uint64_t)SNAP_FREE_PER_INST * s->total;
    if (free_bytes > SNAP_FREE_BYTES)
        free_bytes = SNAP_FREE_BYTES;
    f->budget = free_bytes + (uint64_t)SNAP_BYTES_PER_INST * s->total;
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
    free(f->ring);
    free(f->seen);
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

/* Sets of instructions within this distance of iid_base (every set of
 * the pipeline but on huge queues) are written as a bitmap: no sort. */
enum { SET_BITS = 4096 };

/* A list of instructions, in order or (as_set) as the set of its ids. */
static void snap_list(mca_snap *sn, mca_dyn *const *v, unsigned n, bool as_set)
{
    mca_snap_u32(sn, n);
    if (!as_set) {
        uint8_t *p = mca_snap_room(sn, (size_t)n * 5);
        if (!p)
            return;
        for (unsigned k = 0; k < n; k++)
            p = mca_snap_w32(p, sn->iid_base - v[k]->iid);
        mca_snap_done(sn, p);
        return;
    }
    unsigned top = 0;
    for (unsigned k = 0; k < n; k++)
        if (sn->iid_base - v[k]->iid > top)
            top = sn->iid_base - v[k]->iid;
    /* (A byte says which form: the encoding stays one-to-one.) */
    mca_snap_bool(sn, top < SET_BITS);
    if (top < SET_BITS) {
        uint64_t bits[SET_BITS / 64];
        unsigned words = n ? top / 64 + 1 : 0;
        memset(bits, 0, words * sizeof *bits);
        for (unsigned k = 0; k < n; k++) {
            unsigned d = sn->iid_base - v[k]->iid;
            bits[d / 64] |= 1ull << (d % 64);
        }
        uint8_t *p = mca_snap_room(sn, (size_t)words * 9);
        if (!p)
            return;
        for (unsigned k = 0; k < words; k++)
            p = mca_snap_w64(p, bits[k]);
        mca_snap_done(sn, p);
        return;
    }
    unsigned *rel = malloc(n * sizeof *rel);
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

/* The counts and the resource and queue occupancy: the snapshot's first part. */
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
    /* The candidates are a set: promote_wait takes them by wait position.
     * clock.urgent and clock.ndefer are left out, and need not be in: no
     * candidate (ncand 0) means both are clear (only clock_push sets urgent
     * and only defer_wait ndefer, to ncand; the walk clears all three at
     * once); with candidates, the execute stage's cycle start walks them
     * (promote_wait: ncand with wait_dirty, which every push sets) before
     * anything reads either (retire's cycle start issues nothing), and
     * that walk's count, ndefer's only use, is not used there; the walk
     * clears both.  A boundary is a cycle start, so the cycle's walk
     * comes after it. */
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

/* Skip whole periods of p_iids instructions and p_cycles cycles; the
 * views grew by one period's since their mark. */
static void skip(mca_ff *f, mca_stage *s, unsigned p_iids, unsigned p_cycles)
{
    /* The true stream must not reach its end inside the skipped periods:
     * every entry check there saw instructions left. */
    uint64_t left = s->total - s->next_src;
    uint64_t n = left ? (left - 1) / p_iids : 0;
    if (!n)
        return;
    s->total -= n * p_iids;
    s->iid_skip += n * p_iids;
    s->cycle_skip += n * p_cycles;
    for (unsigned k = 0; k < s->cfg->listener_count; k++) {
        const mca_sim_listener *l = &s->cfg->listeners[k];
        if (l->skip)
            l->skip(l->self, n);
    }
    f->st.skipped_periods = n;
    f->st.period_iids = p_iids;
    f->st.period_cycles = p_cycles;
    f->st.at_cycle = s->cycle;
}

/* ---- snapshot tests ------------------------------------------------------- */

/* Whether one more snapshot the size of the last fits the budget, and
 * the stream has enough instructions left for a skip to pay for it (a
 * short stream's last boundaries: at least one per LEFT_PER_BYTE bytes);
 * the search ends for good when not. */
static bool afford(mca_ff *f, const mca_stage *s)
{
    uint64_t left = s->total - s->next_src;
    if (f->snap_bytes + f->full_n <= f->budget && left * LEFT_PER_BYTE >= f->full_n)
        return true;
    f->done = true;
    return false;
}

/* What only the tests need, made when the first candidate is confirmed
 * (many short streams never get there). */
static int prepare_tests(mca_ff *f, const mca_stage *s)
{
    if (mca_rf_snap_prepare(s->rf, s->cfg->descs, s->cfg->count) != 0)
        return -1;
    /* (start_tests clears it; calloc's clearing cost 1.8M host
     * instructions on 500 blocks at 100 iterations.) */
    f->seen = malloc(SEEN_SIZE * sizeof *f->seen);
    return f->seen ? 0 : -1;
}

/* Start testing candidate c from boundary b on. */
static void start_tests(mca_ff *f, ff_cand *c, unsigned long long b)
{
    for (unsigned k = 0; k < f->ncand; k++)
        f->cand[k].testing = false;
    c->testing = true;
    c->tests = 0;
    f->test_b = b;
    f->spacing = 1;
    f->last_n = 0;
    f->verifying = false;
    f->has_ref = false;
    memset(f->seen, 0, SEEN_SIZE * sizeof *f->seen);
    f->nseen = 0;
}

/* A confirmed candidate other than skip_this (NULL when none). */
static ff_cand *confirmed(mca_ff *f, const ff_cand *skip_this)
{
    for (unsigned k = 0; k < f->ncand; k++) {
        ff_cand *c = &f->cand[k];
        /* (A short stream's candidates are tested once their gaps agreed
         * for confirm boundaries, whatever their period: 500 real x86
         * blocks at 100 iterations -0.6%, tests/batch/aarch64.hex -0.9%.) */
        unsigned need = c->period > f->confirm && f->confirm == MIN_CONFIRM ? c->period : f->confirm;
        if (c != skip_this && c->agreed >= need)
            return c;
    }
    return NULL;
}

/* The entry of hash among the tested states, or the empty slot for it. */
static ff_seen *seen_slot(mca_ff *f, uint64_t hash)
{
    unsigned k = (unsigned)hash & (SEEN_SIZE - 1);
    while (f->seen[k].hash && f->seen[k].hash != hash)
        k = (k + 1) & (SEEN_SIZE - 1);
    return &f->seen[k];
}

/* Make the snapshot just taken (cur) the reference: the views are marked
 * here, a later state equal to it byte for byte ends a period. */
static int make_ref(mca_ff *f, mca_stage *s, unsigned long long b)
{
    mca_snap t = f->ref;
    f->ref = f->cur;
    f->cur = t;
    f->ref_brief_n = f->cur_brief_n;
    f->full_n = f->cur.n;       /* (afford: the old reference's, 0 at first) */
    f->ref_rob = f->inorder ? 0 : s->rob.n - s->rob.head;
    if (mark_views(s) != 0)
        return -1;
    f->has_ref = true;
    f->ref_b = b;
    f->ref_next_src = s->next_src;
    f->ref_cycle = s->cycle;
    return 0;
}

/* Remember test hash h taken at boundary b (the table is cleared when
 * half full). */
static void seen_add(mca_ff *f, ff_seen *e, uint64_t h, unsigned long long b)
{
    if (f->nseen >= SEEN_SIZE / 2) {
        memset(f->seen, 0, SEEN_SIZE * sizeof *f->seen);
        f->nseen = 0;
        e = seen_slot(f, h);
    }
    *e = (ff_seen){ h, b };
    f->nseen++;
}

/* The candidate's next test, or the next confirmed candidate's turn after
 * TESTS_PER_CAND of them. */
static void next_test(mca_ff *f, ff_cand *t, unsigned long long b)
{
    if (++t->tests < TESTS_PER_CAND)
        return;
    ff_cand *c = confirmed(f, t);
    if (c)
        start_tests(f, c, b + 1);
}

/* Complete the snapshot cur (its brief part written) and account for it. */
static int snap_complete(mca_ff *f, const mca_stage *s)
{
    size_t brief_n = f->cur.n;
    snap_rest(&f->cur, f, s);
    if (f->cur.failed)
        return -1;
    f->cur_brief_n = brief_n;
    f->full_n = f->cur.n;
    f->snap_bytes += f->cur.n - brief_n;
    return 0;
}

/* A test whose brief part (snap_brief: counts, occupancy, resources)
 * differs from the reference's while the reorder buffer holds as many
 * instructions: it cannot equal the reference, which was taken in
 * another phase of the state's period (it comes back), and only the
 * brief part is written (on the 500 real x86 blocks at 100 iterations a
 * quarter of the tests).  Nothing else is done with it: looking its
 * brief part up among the earlier tests' (as a complete one is, test)
 * finds false repeats (states alike in brief, apart in full: a period of
 * 6 boundaries whose brief parts repeat every 2) that move the
 * reference away from the true period (500 AArch64 blocks: +4.6%). */
static void brief_test(mca_ff *f, ff_cand *t, unsigned long long b)
{
    f->snap_bytes += f->cur.n;
    f->test_b = b + t->period;
    next_test(f, t, b);
}

/* At boundary b: where the candidate under test completes a period (or
 * the verification is due), a snapshot, compared with the reference and
 * looked up among the earlier tests'; else start testing a confirmed
 * candidate.  A test equal to the reference ends a period; one whose hash
 * an earlier test had (the reference was taken before the state settled)
 * becomes the reference, to come back as many boundaries later.  The
 * brief part is written first: one that differs from the reference's is
 * all a test needs (brief_test). */
static int test(mca_ff *f, mca_stage *s, unsigned long long b)
{
    ff_cand *t = NULL;
    for (unsigned k = 0; k < f->ncand; k++)
        if (f->cand[k].testing)
            t = &f->cand[k];
    if (!t) {
        ff_cand *c = confirmed(f, NULL);
        if (!c)
            return 0;
        if (!f->seen && prepare_tests(f, s) != 0)
            return -1;
        start_tests(f, c, b);
        t = c;
    }
    if (b != (f->verifying ? f->v_b : f->test_b) || !afford(f, s))
        return 0;
    f->st.snapshots++;
    f->st.verifications += f->verifying;
    f->verifying = false;
    snap_brief(&f->cur, f, s);
    if (f->cur.failed)
        return -1;
    /* (Another reorder buffer occupancy: the complete snapshot, whose
     * shape may show a state still settling.) */
    if (f->has_ref && !f->inorder && s->rob.n - s->rob.head == f->ref_rob &&
        (f->cur.n != f->ref_brief_n || memcmp(f->cur.b, f->ref.b, f->cur.n) != 0)) {
        brief_test(f, t, b);
        return 0;
    }
    if (snap_complete(f, s) != 0)
        return -1;
    if (f->has_ref && mca_snap_equal(&f->cur, &f->ref)) {
        skip(f, s, s->next_src - f->ref_next_src, s->cycle - f->ref_cycle);
        f->done = true;
        return 0;
    }
    /* A snapshot of another shape (number of values) than the last
     * test's: the state is still changing (a reorder buffer filling up
     * while the gaps already repeat), the next test comes twice as many
     * periods later. */
    if (f->last_n && f->cur.values != f->last_n)
        f->spacing = f->spacing * 2 > MAX_SPACING ? MAX_SPACING : f->spacing * 2;
    else
        f->spacing = 1;
    f->last_n = f->cur.values;
    f->test_b = b + (unsigned long long)f->spacing * t->period;
    uint64_t h = mca_snap_hash(&f->cur);
    h += !h;
    ff_seen *e = seen_slot(f, h);
    if (e->hash && e->b < b && e->b != f->ref_b) {
        f->verifying = true;
        f->v_b = b + (b - e->b);
        f->test_b = f->v_b;
        return make_ref(f, s, b);
    }
    seen_add(f, e, h, b);
    if (!f->has_ref || f->cur.values != f->ref.values) {
        if (make_ref(f, s, b) != 0)
            return -1;
    }
    next_test(f, t, b);
    return 0;
}

/* ---- the gaps ------------------------------------------------------------- */

static uint64_t gap_hash(uint64_t g)
{
    g = (g + 1) * 0x9e3779b97f4a7c15ull;
    return g ^ (g >> 31);
}

/* Room for boundary nb in the ring (false when memory runs out). */
static bool ring_room(mca_ff *f)
{
    if (f->nb < f->ring_cap || f->ring_cap >= RING_MAX)
        return true;
    unsigned cap = f->ring_cap ? f->ring_cap * 2 : RING_START;
    uint64_t *r = malloc(cap * sizeof *r);
    if (!r)
        return false;
    /* Before it first wraps the ring holds boundaries 0 .. nb-1 in place. */
    if (f->ring_cap)
        memcpy(r, f->ring, f->ring_cap * sizeof *r);
    free(f->ring);
    f->ring = r;
    f->ring_cap = cap;
    return true;
}

/* Follow candidate period p (boundaries) found at boundary b, unless a
 * candidate followed already divides it (true then). */
static bool add_cand(mca_ff *f, unsigned p)
{
    /* (A candidate that divides p and is young may be a near period
     * that breaks soon: p gets its own slot then, this ref's match at p
     * does not come back.) */
    for (unsigned k = 0; k < f->ncand; k++) {
        const ff_cand *c = &f->cand[k];
        if (p == c->period || (p % c->period == 0 && c->agreed >= p))
            return true;
    }
    if (f->ncand < MAX_CANDS) {
        f->cand[f->ncand++] = (ff_cand){ .period = p };
        f->st.fingerprints++;
    }
    return false;
}

/* The gap with the pipeline's occupancy mixed in. */
static uint64_t gap_state(uint64_t g, const mca_stage *s)
{
    uint64_t o = (uint64_t)(s->rob.n - s->rob.head) | (uint64_t)s->wait.n << 10 |
                 (uint64_t)s->pend.n << 20 | (uint64_t)(s->ready.n + s->nrk) << 30 |
                 (uint64_t)(s->issued.n + s->nexec) << 40 | (uint64_t)s->avail << 50 |
                 (uint64_t)(s->uq.n - s->uq.head) << 56;
    o = (o ^ (o >> 29)) * 0xbf58476d1ce4e5b9ull;
    return g ^ o ^ (o >> 32);
}

static int boundary(mca_ff *f, mca_stage *s)
{
    if (!f->started) {
        f->started = true;
        f->last_src = s->next_src;
        f->last_cycle = s->cycle;
    }
    if (!ring_room(f))
        return -1;
    unsigned long long b = f->nb++;
    unsigned mask = f->ring_cap - 1;
    uint64_t g = (uint64_t)(s->cycle - f->last_cycle) << 32 | (s->next_src - f->last_src);
    if (!f->inorder)
        g = gap_state(g, s);
    f->last_src = s->next_src;
    f->last_cycle = s->cycle;
    f->st.boundaries++;
    f->window = f->window * WINDOW_X + gap_hash(g);
    if (b >= f->win)
        f->window -= gap_hash(f->ring[(b - f->win) & mask]) * f->xw;
    f->ring[b & mask] = g;
    /* Candidates last while the gaps agree. */
    for (unsigned k = 0; k < f->ncand;) {
        ff_cand *c = &f->cand[k];
        if (f->ring[(b - c->period) & mask] == g) {
            c->agreed++;
            k++;
        } else {
            *c = f->cand[--f->ncand];
        }
    }
    /* The latest boundary with the same window: a candidate.  (Most
     * windows match no early reference: a bit per hash's top byte saves
     * scanning them.) */
    unsigned wbit = (unsigned)(f->window >> 56);
    if (f->nearly && b >= EARLY_DROP)
        f->nearly = 0;
    if (f->nearly && (f->early_bits[wbit / 64] >> (wbit % 64) & 1)) {
        for (unsigned k = 0; k < f->nearly;) {
            if (f->early_hash[k] == f->window && add_cand(f, (unsigned)(b - f->early_b[k]))) {
                f->nearly--;
                f->early_hash[k] = f->early_hash[f->nearly];
                f->early_b[k] = f->early_b[f->nearly];
                continue;
            }
            k++;
        }
    }
    if (b + 1 >= f->win && b + 1 < f->early_max + f->win) {
        f->early_hash[f->nearly] = f->window;
        f->early_b[f->nearly++] = (uint8_t)b;
        f->early_bits[wbit / 64] |= 1ull << (wbit % 64);
    }
    /* New candidates where the window repeats a reference's. */
    for (unsigned k = 0; k < f->nrefs;) {
        unsigned long long d = b - f->refs[k].b;
        if (d >= RING_MAX - 1) {
            f->refs[k] = f->refs[--f->nrefs];
            continue;
        }
        /* A reference inside a period already followed would match at
         * every multiple of it (a few hundred instructions a boundary
         * on a settled loop): it is dropped at its first such match. */
        if (f->refs[k].hash == f->window && add_cand(f, (unsigned)d)) {
            f->refs[k] = f->refs[--f->nrefs];
            continue;
        }
        k++;
    }
    if (b >= f->next_ref) {
        if (f->nrefs < MAX_REFS)
            f->refs[f->nrefs++] = (ff_ref){ f->window, b };
        f->next_ref *= 2;
    }
    return test(f, s, b);
}

int mca_ff_cycle_start(mca_ff *f, mca_stage *s)
{
    if (f->done)
        return 1;
    if (s->next_src < f->next_boundary)
        return 0;
    f->next_boundary = (s->next_src / f->step + 1) * f->step;
    if (!f->started && oldest_iid(f, s) < f->min_iid)
        return 0;
    int rc = boundary(f, s);
    return rc < 0 ? rc : f->done;
}

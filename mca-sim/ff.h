/* ff: steady-state fast-forward for both pipelines.
 *
 * A loop body run many times usually settles into a cycle: after some
 * iterations the whole pipeline state (snap.h) repeats every P iterations
 * and C cycles, up to the shift of instruction ids and cycles.  From then
 * on every period produces the same events, so every view accumulator
 * grows by the same amount per period.  ff finds such a period at an
 * iteration boundary (the gaps between boundaries, in cycles and
 * instructions, repeat with it: a period of the gaps proposes one, and
 * full canonical snapshots taken every gap period confirm it byte for
 * byte, ff.c), and then skips whole periods: the pipeline keeps its
 * state (the ids and cycles of the skipped periods are added to what the
 * events report) and the views add the periods' growth to their
 * accumulators.  The stream end is never skipped over, so the last
 * iterations and the drain are simulated as they are.  Output is
 * identical with and without it (tests/ff-check.py compares them).
 *
 * It starts only once every instruction before min_iid has retired (the
 * iterations the timeline shows) and gives up on regions that do not
 * settle once a budget of snapshot bytes proportional to the stream's
 * length is spent (a few percent of simulating it).
 *
 * The pipeline's own part of the state is the out-of-order stages' (the
 * queues, ROB and scheduler sets) or, for models without a micro-op
 * buffer, the in-order stage's (mca_inorder_snap); the register file,
 * resources and LSU are shared.  Where llvm-mca's in-order carry-over
 * quirk drops instructions (mca-sim/NOTES.md), their registers and load or
 * store queue entries are never freed: the in-order snapshot leaves those
 * counts out (only dispatch reads them), and the Register File statistics
 * extend the level and maximum they keep by the periods' growth. */
#ifndef MCA_SIM_FF_H
#define MCA_SIM_FF_H

#include "stage.h"

typedef struct mca_ff mca_ff;

/* NULL when memory runs out. */
mca_ff *mca_ff_new(const mca_stage *s, unsigned min_iid);
void mca_ff_free(mca_ff *f);

/* Call at the start of every cycle (before its cycle-begin event) until
 * it returns 1; may skip periods (s->total, s->iid_skip, s->cycle_skip and
 * the listeners' accumulators change).  1 when the search is over (a
 * skip made, or given up): no need to call it again, the pipeline may
 * skip idle cycles (pipeline.c); -1 when memory runs out. */
int mca_ff_cycle_start(mca_ff *f, mca_stage *s);

/* Statistics for the MCA_SIM_FF_DEBUG report: boundaries looked at,
 * candidate periods the gaps proposed (fingerprints), snapshots taken,
 * verifications (snapshots one period after a hash repeat), and the
 * skip. */
typedef struct {
    unsigned long long boundaries, fingerprints, snapshots, verifications;
    unsigned long long skipped_periods, period_iids, period_cycles;
    unsigned at_cycle;
} mca_ff_stats;
const mca_ff_stats *mca_ff_statistics(const mca_ff *f);

#endif

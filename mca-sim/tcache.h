/* tcache: per-thread storage that outlives one simulation.
 *
 * Batch mode simulates thousands of regions per thread with one model;
 * setting up a register file or a resource manager from the model and
 * catalog, and allocating instruction storage, cost as much as simulating
 * a short block.  A module keeps what it built in a slot here, keyed by
 * what it depends on, and starts the thread's next simulation from it.
 * Only simulations whose catalog and model outlive the thread's
 * simulations use it (mca_pipeline_config.reuse_setup): keys are object
 * addresses.
 *
 * A slot's block belongs to the calling thread and is freed with it, or
 * when the slot gets another block. */
#ifndef MCA_SIM_TCACHE_H
#define MCA_SIM_TCACHE_H

#include <stddef.h>

typedef enum {
    MCA_TCACHE_RF, MCA_TCACHE_RM, MCA_TCACHE_RM_BUCKETS, MCA_TCACHE_SLAB, MCA_TCACHE_LSU,
    MCA_TCACHE_SLOTS
} mca_tcache_slot;

/* What a slot's block was built from. */
typedef struct {
    const void *a, *b;
    size_t n;
} mca_tcache_key;

/* Slot k's block when it was stored under key, else NULL; it stays in the
 * slot. */
void *mca_tcache_get(mca_tcache_slot k, mca_tcache_key key);
/* Store block under key in slot k, freeing the slot's previous block; the
 * block is freed with free_fn (NULL: free).  When memory runs out the
 * block is freed at once (the slot is only an optimisation). */
void mca_tcache_put(mca_tcache_slot k, mca_tcache_key key, void *block,
                    void (*free_fn)(void *));
/* Slot k's block, removed from the slot (the caller frees it or puts it
 * back); NULL when empty. */
void *mca_tcache_take(mca_tcache_slot k);

#endif

/* slab: storage carved from large blocks and freed all at once.
 *
 * The pipeline keeps each instruction's storage for the next instruction
 * at its region position until the simulation ends (stage.h), so storage
 * is never freed one piece at a time: carving it from a few large blocks
 * saves an aligned allocation per piece, which in batch mode (thousands of
 * short simulations) cost more than a tenth of the simulation.  With
 * reuse, the blocks go back to the calling thread (tcache.h) for its next
 * simulation instead of being freed. */
#ifndef MCA_SIM_SLAB_H
#define MCA_SIM_SLAB_H

#include <stdbool.h>
#include <stddef.h>

typedef struct mca_slab_block mca_slab_block;

typedef struct {
    mca_slab_block *blocks;     /* carved from, the current one first */
    mca_slab_block *spare;      /* kept blocks not used yet */
    size_t used;                /* bytes carved from the current one */
    bool reuse;
} mca_slab;

/* An empty slab; with reuse it takes the thread's kept blocks. */
void mca_slab_init(mca_slab *s, bool reuse);
/* size bytes aligned to 64 bytes, zeroed; NULL when memory runs out. */
void *mca_slab_alloc(mca_slab *s, size_t size);
/* Free every piece (with reuse: the blocks are kept for the thread). */
void mca_slab_free(mca_slab *s);

#endif

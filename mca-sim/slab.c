/* slab: storage carved from large blocks, freed all at once (see slab.h). */
#include <config.h>

#include "slab.h"

#include <stdlib.h>
#include <string.h>

#include "tcache.h"

struct mca_slab_block {
    mca_slab_block *next;
    size_t size;                /* bytes after the header */
};

enum { ALIGN = 64, HEADER = 64, BLOCK_MIN = 32768 };

static void free_list(mca_slab_block *b)
{
    while (b) {
        mca_slab_block *next = b->next;
        free(b);
        b = next;
    }
}

static void free_kept(void *p)
{
    free_list(p);
}

void mca_slab_init(mca_slab *s, bool reuse)
{
    *s = (mca_slab){ NULL, NULL, 0, reuse };
    if (reuse)
        s->spare = mca_tcache_take(MCA_TCACHE_SLAB);
}

/* A block with room for size bytes: the first spare one that has it (so
 * the kept blocks never outnumber what one simulation needed), or a new
 * one. */
static mca_slab_block *next_block(mca_slab *s, size_t size)
{
    for (mca_slab_block **p = &s->spare; *p; p = &(*p)->next)
        if ((*p)->size >= size) {
            mca_slab_block *b = *p;
            *p = b->next;
            return b;
        }
    size_t want = size > BLOCK_MIN ? size : BLOCK_MIN;
    mca_slab_block *b = aligned_alloc(ALIGN, HEADER + want);
    if (b)
        b->size = want;
    return b;
}

void *mca_slab_alloc(mca_slab *s, size_t size)
{
    size = (size + ALIGN - 1) / ALIGN * ALIGN;
    mca_slab_block *b = s->blocks;
    if (!b || b->size - s->used < size) {
        if (!(b = next_block(s, size)))
            return NULL;
        b->next = s->blocks;
        s->blocks = b;
        s->used = 0;
    }
    char *p = (char *)b + HEADER + s->used;
    s->used += size;
    memset(p, 0, size);
    return p;
}

void mca_slab_free(mca_slab *s)
{
    if (s->reuse) {
        /* Every block, in use or spare, is kept (in one list). */
        mca_slab_block **end = &s->blocks;
        while (*end)
            end = &(*end)->next;
        *end = s->spare;
        if (s->blocks)
            mca_tcache_put(MCA_TCACHE_SLAB, (mca_tcache_key){ NULL, NULL, 0 }, s->blocks,
                           free_kept);
    } else {
        free_list(s->blocks);
        free_list(s->spare);
    }
    *s = (mca_slab){ NULL, NULL, 0, s->reuse };
}

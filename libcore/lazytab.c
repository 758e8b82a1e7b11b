/* lazytab: a sparse table of objects made on first use (see lazytab.h). */
#include <config.h>

#include "lazytab.h"

#include <stdlib.h>

int mca_lazytab_init(mca_lazytab *t, size_t size)
{
    size_t n = (size + MCA_LAZYTAB_CHUNK - 1) / MCA_LAZYTAB_CHUNK;
    t->size = size;
    t->chunks = calloc(n ? n : 1, sizeof *t->chunks);
    return t->chunks ? 0 : -1;
}

void *mca_lazytab_get(const mca_lazytab *t, size_t i)
{
    if (i >= t->size)
        return NULL;
    _Atomic(void *) *chunk =
        atomic_load_explicit(&t->chunks[i / MCA_LAZYTAB_CHUNK], memory_order_acquire);
    return chunk ? atomic_load_explicit(&chunk[i % MCA_LAZYTAB_CHUNK], memory_order_acquire)
                 : NULL;
}

void *mca_lazytab_put(mca_lazytab *t, size_t i, void *obj)
{
    if (i >= t->size)
        return NULL;
    _Atomic(void *) *_Atomic *slot = &t->chunks[i / MCA_LAZYTAB_CHUNK];
    _Atomic(void *) *chunk = atomic_load_explicit(slot, memory_order_acquire);
    if (!chunk) {
        _Atomic(void *) *made = calloc(MCA_LAZYTAB_CHUNK, sizeof *made);
        if (!made)
            return NULL;
        /* calloc's zero bytes are null pointers on every platform we build on */
        if (atomic_compare_exchange_strong_explicit(slot, &chunk, made, memory_order_acq_rel,
                                                    memory_order_acquire))
            chunk = made;
        else
            free(made);   /* chunk now holds the winner's */
    }
    void *expected = NULL;
    if (atomic_compare_exchange_strong_explicit(&chunk[i % MCA_LAZYTAB_CHUNK], &expected, obj,
                                                memory_order_acq_rel, memory_order_acquire))
        return obj;
    return expected;
}

void mca_lazytab_free(mca_lazytab *t, void (*drop)(void *))
{
    if (!t->chunks)
        return;
    size_t n = (t->size + MCA_LAZYTAB_CHUNK - 1) / MCA_LAZYTAB_CHUNK;
    for (size_t c = 0; c < n; c++) {
        _Atomic(void *) *chunk = atomic_load_explicit(&t->chunks[c], memory_order_relaxed);
        if (!chunk)
            continue;
        for (size_t k = 0; drop && k < MCA_LAZYTAB_CHUNK; k++) {
            void *obj = atomic_load_explicit(&chunk[k], memory_order_relaxed);
            if (obj)
                drop(obj);
        }
        free(chunk);
    }
    free(t->chunks);
    t->chunks = NULL;
    t->size = 0;
}

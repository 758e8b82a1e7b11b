/* lazytab: a sparse table of objects by index, each made on first use.
 * Internal to libcore.
 *
 * The compiled tables number thousands of opcodes and scheduling classes
 * of which a run uses a few hundred; a flat array of pointers would be
 * zeroed and touched whole (a page fault per 512 entries, the dearest part
 * of a short run).  Here the table is cut into small chunks made on
 * first use.  Lookups and insertions may race between threads: the first
 * object stored at an index stays and mca_lazytab_put says which one won. */
#ifndef MCA_LAZYTAB_H
#define MCA_LAZYTAB_H

#include <stdatomic.h>
#include <stddef.h>

#define MCA_LAZYTAB_CHUNK 64    /* pointers per chunk (a run touches a few dozen chunks) */

typedef struct {
    _Atomic(void *) *_Atomic *chunks;  /* size / MCA_LAZYTAB_CHUNK, rounded up */
    size_t size;
} mca_lazytab;

/* An empty table for indices below size; -1 when memory runs out. */
int mca_lazytab_init(mca_lazytab *t, size_t size);
/* The object at i, or NULL (also for i out of range). */
void *mca_lazytab_get(const mca_lazytab *t, size_t i);
/* Store obj at i unless an object is there already; the object now at i
 * (obj, or the one another thread stored first), NULL when memory runs
 * out or i is out of range.  The caller frees obj when it lost. */
void *mca_lazytab_put(mca_lazytab *t, size_t i, void *obj);
/* Free the table, calling drop (when not NULL) on every object in it. */
void mca_lazytab_free(mca_lazytab *t, void (*drop)(void *));

#endif

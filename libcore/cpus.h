/* cpus: how a CPU index (mca/model.h) is held.  Internal.
 *
 * An index is one allocation: its entries, then the bytes of their names
 * and models, so that making one from the compiled-in tables copies no
 * string one by one and mca_cpu_index_free frees one block (an index is
 * made at every start of a tool, to look one CPU up). */
#ifndef MCA_CPUS_H
#define MCA_CPUS_H

#include <stddef.h>

#include "mca/model.h"

/* A CPU of an index to be made: its name and model (model NULL: none),
 * not NUL-terminated. */
typedef struct {
    const char *name, *model;
    size_t name_len, model_len;
} mca_cpu_ref;

/* Make index from n CPUs (0), or -1 when memory runs out (index empty). */
int mca_cpu_index_make(mca_cpu_index *index, const mca_cpu_ref *cpus, unsigned n);

#endif

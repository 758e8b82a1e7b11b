/* model-memo: what a describer computed once per scheduling class of a
 * model, kept with the model.  Internal to libcore (model.c keeps it,
 * instr.c fills it).
 *
 * A descriptor's class part (prepared resource uses, buffers, latency,
 * throughput) depends only on the model and the resolved class, yet was
 * computed again for every instruction of every block of a data set
 * (~1,500 instructions each).  The memo holds one object per class, made
 * on first use; threads may race to make one: the first stored stays.
 * Objects are single allocations, freed with the model. */
#ifndef MCA_MODEL_MEMO_H
#define MCA_MODEL_MEMO_H

#include "mca/model.h"

/* Class index's object, or NULL. */
void *mca_model_class_memo(const mca_model *m, unsigned index);
/* Store obj (from malloc) for class index unless one is there already:
 * the object now there (obj, or the one stored first), NULL when index is
 * out of range or memory runs out.  The caller frees obj when it lost. */
void *mca_model_class_memo_put(const mca_model *m, unsigned index, void *obj);

#endif

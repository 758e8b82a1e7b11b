/* view_ff: the views' side of the fast-forward (see view.h and ff.h). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "view.h"

int mca_ff_save(mca_ff_saved *m, const unsigned long long *v, size_t n)
{
    if (n > m->n || !m->v) {
        unsigned long long *nv = realloc(m->v, (n ? n : 1) * sizeof *nv);
        if (!nv)
            return -1;
        m->v = nv;
    }
    if (n)
        memcpy(m->v, v, n * sizeof *v);
    m->n = n;
    return 0;
}

void mca_ff_extend(unsigned long long *v, size_t n, const mca_ff_saved *m,
                   unsigned long long periods)
{
    for (size_t k = 0; k < n; k++)
        mca_ff_extend1(&v[k], k < m->n ? m->v[k] : 0, periods);
}

void mca_ff_saved_free(mca_ff_saved *m)
{
    free(m->v);
    m->v = NULL;
    m->n = 0;
}

void mca_ff_skip_nothing(void *self, unsigned long long periods)
{
    (void)self;
    (void)periods;
}

/* view_bottleneck: placeholder. */
#include <config.h>

#include <stdlib.h>

#include "view.h"

static void ev(void *self, const mca_sim_event *e)
{
    (void)self, (void)e;
}

static int pr(void *self, mca_strbuf *b)
{
    (void)self;
    mca_strbuf_puts(b, "\n\nNo resource or data dependency bottlenecks discovered.\n");
    return 0;
}

static void de(void *self)
{
    (void)self;
}

int mca_view_bottleneck(const mca_view_region *r, mca_view *v)
{
    *v = (mca_view){ (void *)r, ev, pr, de };
    return 0;
}

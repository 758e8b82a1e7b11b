/* options: llvm-mca's options as data: defaults and the rules that combine
 * them (see mca/options.h).  The command line itself is read by the
 * programs' driver (driver/options-argp.c). */
#include <config.h>

#include "mca/options.h"

#include <string.h>

void mca_options_init(mca_options *o)
{
    memset(o, 0, sizeof *o);
    o->output_asm_variant = -1;
    o->noalias = true;
    o->timeline_max_iterations = 10;
    o->timeline_max_cycles = 80;
    o->call_latency = 100;
    o->summary_view.value = true;
    o->instruction_info.value = true;
    o->resource_pressure.value = true;
}

unsigned mca_options_iterations(const mca_options *o)
{
    return o->iterations ? o->iterations : 100;
}

/* llvm-mca's rule: a flag takes the value of the "all" flag unless the flag
 * was given after it. */
static void apply_default(mca_flag *f, const mca_flag *all)
{
    if (!f->position || f->position < all->position)
        f->value = all->value;
}

void mca_options_resolve_views(mca_options *o, bool out_of_order)
{
    if (!o->all_views.position && !o->all_stats.position)
        return;
    if (o->all_views.position) {
        apply_default(&o->summary_view, &o->all_views);
        if (out_of_order)
            apply_default(&o->bottleneck_analysis, &o->all_views);
        apply_default(&o->resource_pressure, &o->all_views);
        apply_default(&o->timeline, &o->all_views);
        apply_default(&o->instruction_info, &o->all_views);
    }
    const mca_flag *all = o->all_views.position < o->all_stats.position
                              ? &o->all_stats : &o->all_views;
    apply_default(&o->register_file_stats, all);
    apply_default(&o->dispatch_stats, all);
    apply_default(&o->scheduler_stats, all);
    if (out_of_order)
        apply_default(&o->retire_stats, all);
}

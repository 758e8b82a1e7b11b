/* bounds: computing and printing mca-static's bounds (see bounds.h). */
#include <config.h>

#include "bounds.h"

#include <string.h>

int mca_bounds_compute(const mca_program *p, const mca_region_descs *rd, unsigned dispatch,
                       unsigned call_latency, mca_bounds *b)
{
    memset(b, 0, sizeof *b);
    b->dispatch_width = dispatch ? dispatch : mca_model_parameters(p->model)->issue_width;
    for (unsigned i = 0; i < rd->count; i++)
        b->uops += rd->descs[i].uops;
    b->dispatch = b->dispatch_width ? (double)b->uops / b->dispatch_width : 0;
    if (mca_resource_bound_compute(p->model, rd->desc_ptrs, rd->count, &b->resources) != 0 ||
        mca_dep_bound_compute(p->catalog, rd->desc_ptrs, rd->count, call_latency,
                              &b->dependencies) != 0) {
        mca_bounds_free(b);
        return -1;
    }
    b->lower = b->dispatch;
    b->binding = "dispatch";
    if (b->resources.cycles > b->lower) {
        b->lower = b->resources.cycles;
        b->binding = "resources";
    }
    if (b->dependencies.cycles > b->lower) {
        b->lower = b->dependencies.cycles;
        b->binding = "dependencies";
    }
    return 0;
}

void mca_bounds_free(mca_bounds *b)
{
    mca_dep_bound_free(&b->dependencies);
}

/* The names of the units in a set, comma-separated. */
static void unit_names(mca_strbuf *out, const mca_program *p, uint64_t set)
{
    const char *sep = "";
    for (unsigned r = 1; r < mca_model_resource_count(p->model); r++) {
        const mca_resource *res = mca_model_resource(p->model, r);
        if (!res->group && (mca_model_resource_mask(p->model, r) & set)) {
            mca_strbuf_printf(out, "%s%s", sep, res->name);
            sep = ", ";
        }
    }
}

void mca_bounds_why(mca_strbuf *out, const mca_program *p, const mca_bounds *b,
                    mca_bound_kind kind)
{
    const mca_dep_bound *d = &b->dependencies;
    switch (kind) {
    case MCA_BOUND_DISPATCH:
        mca_strbuf_printf(out, "%u uOps / dispatch width %u", b->uops, b->dispatch_width);
        break;
    case MCA_BOUND_RESOURCES:
        if (!b->resources.capacity) {
            mca_strbuf_puts(out, "no resource cycles");
            break;
        }
        mca_strbuf_printf(out, "%.2f cycles on %u unit%s: ", b->resources.demand,
                          b->resources.capacity, b->resources.capacity == 1 ? "" : "s");
        unit_names(out, p, b->resources.binding_units);
        break;
    case MCA_BOUND_DEPENDENCIES:
        if (d->chain_length)
            mca_strbuf_printf(out, "%ld cycles over %u iteration%s", d->latency, d->distance,
                              d->distance == 1 ? "" : "s");
        else
            mca_strbuf_puts(out, "no loop-carried register dependency");
        break;
    default:
        mca_strbuf_printf(out, "bound by %s", b->binding);
        break;
    }
}

double mca_bounds_value(const mca_bounds *b, mca_bound_kind kind)
{
    switch (kind) {
    case MCA_BOUND_DISPATCH:
        return b->dispatch;
    case MCA_BOUND_RESOURCES:
        return b->resources.cycles;
    case MCA_BOUND_DEPENDENCIES:
        return b->dependencies.cycles;
    default:
        return b->lower;
    }
}

const char *const mca_bound_names[MCA_BOUND_KINDS] = {
    "Dispatch", "Resources", "Dependencies", "Lower bound"
};

void mca_bounds_text(mca_strbuf *out, const mca_program *p, const mca_region_descs *rd,
                     const mca_bounds *b)
{
    mca_strbuf_puts(out, "\n\nThroughput bounds (cycles per iteration):\n");
    for (unsigned k = 0; k < MCA_BOUND_KINDS; k++) {
        mca_strbuf_printf(out, "  %s:", mca_bound_names[k]);
        mca_strbuf_fill_to(out, 17);
        mca_strbuf_printf(out, "%6.2f   ", mca_bounds_value(b, k));
        mca_bounds_why(out, p, b, k);
        mca_strbuf_putc(out, '\n');
    }
    const mca_dep_bound *d = &b->dependencies;
    if (d->chain_length) {
        mca_strbuf_puts(out, "\nCritical loop-carried chain:\n");
        for (unsigned i = 0; i < d->chain_length; i++)
            mca_strbuf_printf(out, "  [%u]  %s\n", d->chain[i], rd->texts[d->chain[i]]);
    }
}

void mca_bounds_json(mca_json *j, const mca_program *p, const mca_region_descs *rd,
                     const mca_bounds *b)
{
    (void)rd;
    mca_json_object(j, "ThroughputBounds");
    mca_json_string(j, "BindingBound", b->binding);
    mca_json_object(j, "DependencyBound");
    mca_json_array(j, "Chain");
    for (unsigned i = 0; i < b->dependencies.chain_length; i++)
        mca_json_uint(j, NULL, b->dependencies.chain[i]);
    mca_json_end_array(j);
    mca_json_double(j, "Cycles", b->dependencies.cycles);
    mca_json_uint(j, "Iterations", b->dependencies.distance);
    mca_json_int(j, "Latency", b->dependencies.latency);
    mca_json_end_object(j);
    mca_json_double(j, "DispatchBound", b->dispatch);
    mca_json_double(j, "LowerBound", b->lower);
    mca_json_object(j, "ResourceBound");
    mca_json_double(j, "Cycles", b->resources.cycles);
    mca_json_array(j, "Units");
    for (unsigned r = 1; r < mca_model_resource_count(p->model); r++) {
        const mca_resource *res = mca_model_resource(p->model, r);
        if (!res->group && (mca_model_resource_mask(p->model, r) & b->resources.binding_units))
            mca_json_string(j, NULL, res->name);
    }
    mca_json_end_array(j);
    mca_json_end_object(j);
    mca_json_end_object(j);
}

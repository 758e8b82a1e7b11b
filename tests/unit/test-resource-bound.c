/* Unit tests of mca-static's resource bound on skylake: balanced and
 * unbalanced blocks, and the binding unit set. */
#include <config.h>

#include <stdlib.h>

#include "../../mca-static/resource_bound.h"
#include "tap.h"

static const mca_catalog *cat;
static const mca_model *model;

/* The bound of a block of opcodes given by name. */
static mca_resource_bound bound_of(const char *const *names, unsigned n)
{
    mca_instr_desc *descs = calloc(n, sizeof *descs);
    const mca_instr_desc **ptrs = calloc(n, sizeof *ptrs);
    for (unsigned i = 0; i < n; i++) {
        const mca_opcode *op = mca_catalog_opcode_named(cat, names[i], strlen(names[i]));
        mca_inst inst = { .opcode = op ? op->number : 0 };
        mca_instr_describe(cat, model, &inst, false, &descs[i]);
        ptrs[i] = &descs[i];
    }
    mca_resource_bound b;
    if (mca_resource_bound_compute(model, ptrs, n, &b) != 0)
        b.cycles = -1;
    for (unsigned i = 0; i < n; i++)
        mca_instr_desc_free(&descs[i]);
    free(descs);
    free(ptrs);
    return b;
}

static int near(double a, double b)
{
    return a > b - 1e-9 && a < b + 1e-9;
}

int main(void)
{
    const char *top = getenv("top_srcdir");
    char path[4096];
    mca_diags d;
    mca_diags_init(&d);
    snprintf(path, sizeof path, "%s/libcore/models/x86-64/catalog", top ? top : "..");
    mca_catalog *c = mca_catalog_load(path, &d);
    snprintf(path, sizeof path, "%s/libcore/models/x86-64/skylake.model", top ? top : "..");
    mca_model *m = c ? mca_model_load(path, c, &d) : NULL;
    if (tap_ok(c && m, "skylake loads")) {
        cat = c;
        model = m;
        const char *adds[] = { "ADD32rr", "ADD32rr", "ADD32rr", "ADD32rr" };
        mca_resource_bound b = bound_of(adds, 4);
        tap_ok(near(b.cycles, 1.0), "four adds share four ALU ports: 1 cycle");
        const char *imuls[] = { "IMUL32rr", "IMUL32rr", "IMUL32rr", "ADD32rr" };
        b = bound_of(imuls, 4);
        tap_ok(near(b.cycles, 3.0), "three multiplies on port 1: 3 cycles");
        tap_ok(b.capacity == 1 && near(b.demand, 3.0), "the binding set is port 1 alone");
        const char *mix[] = { "IMUL32rr", "ADD32rr", "ADD32rr", "ADD32rr", "ADD32rr",
                              "ADD32rr", "ADD32rr", "ADD32rr" };
        b = bound_of(mix, 8);
        tap_ok(near(b.cycles, 2.0), "one multiply and seven adds balance to 2 cycles");
        const char *none[] = { "NOOP" };
        b = bound_of(none, 1);
        tap_ok(b.cycles >= 0, "a block without resource demand");
    }
    mca_model_free(m);
    mca_catalog_free(c);
    mca_diags_free(&d);
    return tap_done();
}

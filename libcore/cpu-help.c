/* cpu-help: the feature tables of -mcpu=help (see cpu-help.h). */
#include <config.h>

#include "cpu-help.h"

#include <string.h>

typedef struct {
    const char *name, *desc;
} help_feature;

static const help_feature x86_features[] = {
#include "models/x86-64/help.inc"
};
static const help_feature aarch64_features[] = {
#include "models/aarch64/help.inc"
};
static const help_feature riscv_features[] = {
#include "models/riscv64/help.inc"
};

static const struct {
    const char *models;
    const help_feature *v;
    size_t n;
} tables[] = {
    { "x86-64", x86_features, sizeof x86_features / sizeof *x86_features },
    { "aarch64", aarch64_features, sizeof aarch64_features / sizeof *aarch64_features },
    { "riscv64", riscv_features, sizeof riscv_features / sizeof *riscv_features },
};

void mca_help_features(const char *models, mca_strbuf *b)
{
    for (size_t t = 0; t < sizeof tables / sizeof *tables; t++) {
        if (strcmp(tables[t].models, models) != 0)
            continue;
        int width = 0;
        for (size_t i = 0; i < tables[t].n; i++)
            if ((int)strlen(tables[t].v[i].name) > width)
                width = (int)strlen(tables[t].v[i].name);
        mca_strbuf_puts(b, "Available features for this target:\n");
        for (size_t i = 0; i < tables[t].n; i++)
            mca_strbuf_printf(b, "\n  %-*s - %s.", width, tables[t].v[i].name,
                              tables[t].v[i].desc);
        mca_strbuf_puts(b, "\n\nUse +feature to enable a feature, or -feature to disable it.\n"
                           "For example, llc -mcpu=mycpu -mattr=+feature1,-feature2");
        return;
    }
}

void mca_help_text(const mca_cpu_index *idx, const char *models, mca_strbuf *b)
{
    int width = 0;
    for (unsigned i = 0; i < idx->count; i++)
        if ((int)strlen(idx->cpus[i].name) > width)
            width = (int)strlen(idx->cpus[i].name);
    mca_strbuf_puts(b, "Available CPUs for this target:\n");
    for (unsigned i = 0; i < idx->count; i++)
        mca_strbuf_printf(b, "\n  %-*s - Select the %s processor.", width, idx->cpus[i].name,
                          idx->cpus[i].name);
    mca_strbuf_putc(b, '\n');   /* the list ends with an empty line */
    mca_strbuf f;
    mca_strbuf_init(&f);
    mca_help_features(models, &f);
    if (f.failed) {
        b->failed = true;
    } else if (f.len) {          /* none without a feature table */
        mca_strbuf_putc(b, '\n');
        mca_strbuf_put(b, f.data, f.len);
    }
    mca_strbuf_free(&f);
}

int mca_help_diag(const char *models, mca_diags *diags)
{
    mca_cpu_index idx;
    if (mca_cpu_index_open(&idx, models, diags) != 0)
        return -1;
    mca_strbuf b;
    mca_strbuf_init(&b);
    mca_help_text(&idx, models, &b);
    mca_cpu_index_free(&idx);
    int rc = 0;
    if (b.failed) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        rc = -1;
    } else {
        mca_diags_add(diags, MCA_DIAG_PLAIN, "%s", b.data);
    }
    mca_strbuf_free(&b);
    return rc;
}

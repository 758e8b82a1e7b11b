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

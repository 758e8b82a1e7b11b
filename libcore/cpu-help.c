/* cpu-help: the feature tables of -mcpu=help (see cpu-help.h). */
#include <config.h>

#include "cpu-help.h"

#include <string.h>

#include "fixed-strings.h"

/* The strings in place (fixed-strings.h): the tables are read only for
 * -mcpu=help and -mattr=help, and as pointers they cost every start a
 * relocation per string (four pages of the loader's copying). */
typedef struct {
    char name[40];
    char desc[240];
} help_feature;

MCA_FIXED_STRINGS_BEGIN
static const help_feature x86_features[] = {
#include "models/x86-64/help.inc"
};
static const help_feature aarch64_features[] = {
#include "models/aarch64/help.inc"
};
static const help_feature riscv_features[] = {
#include "models/riscv64/help.inc"
};
MCA_FIXED_STRINGS_END

/* The feature table of a models directory (NULL: none); *n its rows. */
static const help_feature *features_of(const char *models, size_t *n)
{
    if (strcmp(models, "x86-64") == 0) {
        *n = sizeof x86_features / sizeof *x86_features;
        return x86_features;
    }
    if (strcmp(models, "aarch64") == 0) {
        *n = sizeof aarch64_features / sizeof *aarch64_features;
        return aarch64_features;
    }
    if (strcmp(models, "riscv64") == 0) {
        *n = sizeof riscv_features / sizeof *riscv_features;
        return riscv_features;
    }
    return NULL;
}

void mca_help_features(const char *models, mca_strbuf *b)
{
    size_t n;
    const help_feature *v = features_of(models, &n);
    if (!v)
        return;
    int width = 0;
    for (size_t i = 0; i < n; i++)
        if ((int)strlen(v[i].name) > width)
            width = (int)strlen(v[i].name);
    mca_strbuf_puts(b, "Available features for this target:\n");
    for (size_t i = 0; i < n; i++)
        mca_strbuf_printf(b, "\n  %-*s - %s.", width, v[i].name, v[i].desc);
    mca_strbuf_puts(b, "\n\nUse +feature to enable a feature, or -feature to disable it.\n"
                       "For example, llc -mcpu=mycpu -mattr=+feature1,-feature2");
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

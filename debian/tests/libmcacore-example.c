/* Built by debian/tests/build-with-pkg-config (and by .ci/run against the
 * packages in a scratch root): opens libmcacore's built-in x86-64 catalog
 * and the znver4 model, and checks a few of their facts. */
#include <stdio.h>
#include <string.h>

#include <mca/catalog.h>
#include <mca/diag.h>
#include <mca/model.h>

int main(void)
{
    mca_diags diags;
    mca_diags_init(&diags);
    mca_catalog *cat = mca_catalog_open("x86-64", &diags);
    if (!cat) {
        mca_diags_print(&diags, stderr);
        mca_diags_free(&diags);
        return 1;
    }
    mca_model *m = mca_model_open("znver4", cat, &diags);
    if (!m) {
        mca_diags_print(&diags, stderr);
        mca_catalog_free(cat);
        mca_diags_free(&diags);
        return 1;
    }
    const mca_model_params *p = mca_model_parameters(m);
    unsigned resources = mca_model_resource_count(m);
    unsigned classes = mca_model_class_count(m);
    printf("target %s, znver4: issue width %u, %u resources, %u classes\n",
           mca_catalog_target(cat), p->issue_width, resources, classes);
    int ok = p->issue_width > 0 && resources > 1 && classes > 0;

    /* An unknown model is reported, not a crash. */
    mca_diags bad;
    mca_diags_init(&bad);
    mca_model *none = mca_model_open("no-such-cpu", cat, &bad);
    if (none) {
        mca_model_free(none);
        ok = 0;
    }
    mca_diags_free(&bad);

    mca_model_free(m);
    mca_catalog_free(cat);
    mca_diags_free(&diags);
    return ok ? 0 : 1;
}

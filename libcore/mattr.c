/* mattr: -mattr names checked against LLVM's feature tables (see
 * mattr.h). */
#include <config.h>

#include "mattr.h"

#include "cpu-help.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static const mca_feature_table *table_for(const char *models)
{
    for (const mca_feature_table *t = mca_feature_tables; t->models; t++)
        if (strcmp(t->models, models) == 0)
            return t;
    return NULL;
}

static int cmp_name(const void *key, const void *elem)
{
    return strcmp(key, (const char *)elem);
}

/* One comma-separated item s[0..n) as LLVM keeps it: lower case, with a
 * '+' unless it starts with '+' or '-'.  Malloc'd, NULL when out of memory. */
static char *flagged(const char *s, size_t n)
{
    int add = *s != '+' && *s != '-';
    char *f = malloc(n + 2);
    if (!f)
        return NULL;
    size_t k = 0;
    if (add)
        f[k++] = '+';
    for (size_t i = 0; i < n; i++)
        f[k++] = (char)tolower((unsigned char)s[i]);
    f[k] = '\0';
    return f;
}

int mca_features_warn(const char *models, const char *mattr, mca_diags *diags)
{
    const mca_feature_table *t = table_for(models);
    if (!t || !mattr)
        return 0;
    for (const char *p = mattr; *p;) {
        size_t n = strcspn(p, ",");
        if (n > 0) {
            char *f = flagged(p, n);
            if (!f) {
                mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
                return -1;
            }
            /* "+help": LLVM's subtarget prints its help, then goes on */
            if (!strcmp(f, "+help")) {
                if (mca_help_diag(models, diags) != 0) {
                    free(f);
                    return -1;
                }
            } else if (!bsearch(f + 1, t->names, t->count, sizeof *t->names, cmp_name))
                mca_diags_add(diags, MCA_DIAG_PLAIN,
                              "'%s' is not a recognized feature for this target "
                              "(ignoring feature)", f);
            free(f);
        }
        p += n;
        if (*p == ',')
            p++;
    }
    return 0;
}

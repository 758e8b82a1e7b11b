/* builtin: opening the shipped catalogs, CPU indexes and models, from the
 * tables compiled into libmcacore or from the text files (see builtin.h,
 * mca/catalog.h and mca/model.h). */
#include <config.h>

#include "builtin.h"
#include "cpus.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The compiled target named target, or NULL when there is none or when
 * $MCA_MODELS_DIR asks for the text files. */
static const mca_bi_target *find_target(const char *target)
{
    const char *env = getenv("MCA_MODELS_DIR");
    if (env && *env)
        return NULL;
    for (size_t i = 0; mca_bi_targets[i]; i++)
        if (strcmp(mca_bi_targets[i]->name, target) == 0)
            return mca_bi_targets[i];
    return NULL;
}

/* DIR/TARGET/FILE under the models directory (malloc'd). */
static char *text_path(const char *target, const char *file, const char *suffix,
                       mca_diags *diags)
{
    const char *dir = mca_models_dir();
    size_t n = strlen(dir) + strlen(target) + strlen(file) + strlen(suffix) + 3;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s/%s/%s%s", dir, target, file, suffix);
    else
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    return p;
}

mca_catalog *mca_catalog_open(const char *target, mca_diags *diags)
{
    const mca_bi_target *t = find_target(target);
    if (t) {
        mca_catalog *c = mca_catalog_from_tables(t->catalog);
        if (!c)
            mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return c;
    }
    char *path = text_path(target, "catalog", "", diags);
    mca_catalog *c = path ? mca_catalog_load(path, diags) : NULL;
    free(path);
    return c;
}

/* Model i of target t as model.c reads it, made from its record once per
 * process (threads may open models at the same time: the lock orders the
 * making; a made model is read without it). */
static pthread_mutex_t making = PTHREAD_MUTEX_INITIALIZER;

static const mca_bi_model *made_model(const mca_bi_target *t, uint32_t i)
{
    if (atomic_load_explicit(&t->ready[i], memory_order_acquire))
        return &t->made[i];
    pthread_mutex_lock(&making);
    if (!atomic_load_explicit(&t->ready[i], memory_order_relaxed)) {
        const mca_bi_model_rec *r = &t->model_recs[i];
        t->made[i] = (mca_bi_model){
            .name = t->strings + r->name, .strings = t->strings, .params = r->params,
            .resources = t->mresources + r->resources, .classes = t->mclasses + r->classes,
            .regfiles = t->mregfiles + r->regfiles, .res = t->res, .lat = t->lat,
            .ra = t->ra, .costs = t->costs, .lists = t->lists, .conds = t->conds,
            .resource_count = r->resource_count, .class_count = r->class_count,
            .regfile_count = r->regfile_count, .params_name = r->params_name
        };
        for (int k = 0; k < MCA_RULE_KINDS; k++) {
            t->made[i].rules[k] = t->mrules[k] + r->rules[k];
            t->made[i].rule_count[k] = r->rule_count[k];
        }
        atomic_store_explicit(&t->ready[i], 1, memory_order_release);
    }
    pthread_mutex_unlock(&making);
    return &t->made[i];
}

mca_model *mca_model_open(const char *model, const mca_catalog *catalog, mca_diags *diags)
{
    const char *target = mca_catalog_target(catalog);
    const mca_bi_target *t = find_target(target);
    /* A compiled model goes with the compiled catalog only: both number
     * opcodes and classes alike. */
    if (t && mca_catalog_tables(catalog) == t->catalog)
        for (uint32_t i = 0; i < t->model_count; i++)
            if (strcmp(t->strings + t->model_recs[i].name, model) == 0) {
                mca_model *m = mca_model_from_tables(made_model(t, i), catalog);
                if (!m)
                    mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
                return m;
            }
    char *path = text_path(target, model, ".model", diags);
    mca_model *m = path ? mca_model_load(path, catalog, diags) : NULL;
    free(path);
    return m;
}

int mca_cpu_index_open(mca_cpu_index *index, const char *target, mca_diags *diags)
{
    const mca_bi_target *t = find_target(target);
    if (!t)
        return mca_cpu_index_load(index, mca_models_dir(), target, diags);
    mca_cpu_ref *refs = malloc((t->cpu_count ? t->cpu_count : 1) * sizeof *refs);
    int rc = -1;
    if (refs) {
        for (uint32_t i = 0; i < t->cpu_count; i++) {
            const char *name = t->strings + t->cpus[i].name;
            const char *model = t->cpus[i].model ? t->strings + t->cpus[i].model : NULL;
            refs[i] = (mca_cpu_ref){ name, model, strlen(name), model ? strlen(model) : 0 };
        }
        rc = mca_cpu_index_make(index, refs, t->cpu_count);
        free(refs);
    }
    if (rc != 0) {
        memset(index, 0, sizeof *index);
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    }
    return rc;
}

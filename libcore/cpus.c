/* cpus: the CPU index of a target and where the models live
 * (see mca/model.h). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mca/model.h"
#include "records.h"

#ifndef MCA_PKGDATADIR
#define MCA_PKGDATADIR "/usr/local/share/mca-tools"
#endif
/* The text models are read only where $MCA_MODELS_DIR asks for them (the
 * shipped ones are compiled in): no path of the build tree is kept in the
 * library, so the packages build reproducibly wherever they are built. */
const char *mca_models_dir(void)
{
    const char *env = getenv("MCA_MODELS_DIR");
    if (env && *env)
        return env;
    return MCA_PKGDATADIR "/models";
}

static bool parse_cpu(mca_records *r, mca_cpu_index *index, unsigned *capacity)
{
    if (!mca_records_need(r, 3))
        return false;
    if (index->count == *capacity) {
        unsigned cap = *capacity ? *capacity * 2 : 64;
        mca_cpu_entry *p = realloc(index->cpus, cap * sizeof *p);
        if (!p)
            return false;
        index->cpus = p;
        *capacity = cap;
    }
    mca_cpu_entry *e = &index->cpus[index->count];
    e->name = strndup(r->fields[1].s, r->fields[1].len);
    e->model = mca_field_is(&r->fields[2], "-") ? NULL
                                                : strndup(r->fields[2].s, r->fields[2].len);
    if (!e->name || (!e->model && !mca_field_is(&r->fields[2], "-"))) {
        free(e->name);
        free(e->model);
        return false;
    }
    index->count++;
    return true;
}

int mca_cpu_index_load(mca_cpu_index *index, const char *dir, const char *target,
                       mca_diags *diags)
{
    memset(index, 0, sizeof *index);
    size_t n = strlen(dir) + strlen(target) + 8;
    char *path = malloc(n);
    if (!path) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    snprintf(path, n, "%s/%s/cpus", dir, target);
    mca_source src;
    int rc = mca_source_read_file(&src, path, diags);
    free(path);
    if (rc != 0)
        return -1;
    mca_records r;
    mca_records_init(&r, &src, diags);
    unsigned capacity = 0;
    bool ok = mca_records_next(&r) && mca_field_is(&r.fields[0], "mca-cpus");
    if (!ok)
        mca_records_error(&r, 0, "expected 'mca-cpus 1' as the first record");
    while (ok && mca_records_next(&r)) {
        if (mca_field_is(&r.fields[0], "llvm") || mca_field_is(&r.fields[0], "target"))
            continue;
        if (!mca_field_is(&r.fields[0], "cpu")) {
            mca_records_error(&r, 0, "unknown record '%.*s'", (int)r.fields[0].len,
                              r.fields[0].s);
            ok = false;
        } else if (!parse_cpu(&r, index, &capacity)) {
            if (!r.failed)
                mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
            ok = false;
        }
    }
    ok = ok && !r.failed;
    mca_records_free(&r);
    mca_source_free(&src);
    if (!ok)
        mca_cpu_index_free(index);
    return ok ? 0 : -1;
}

void mca_cpu_index_free(mca_cpu_index *index)
{
    for (unsigned i = 0; i < index->count; i++) {
        free(index->cpus[i].name);
        free(index->cpus[i].model);
    }
    free(index->cpus);
    memset(index, 0, sizeof *index);
}

const mca_cpu_entry *mca_cpu_index_find(const mca_cpu_index *index, const char *cpu)
{
    for (unsigned i = 0; i < index->count; i++)
        if (strcmp(index->cpus[i].name, cpu) == 0)
            return &index->cpus[i];
    return NULL;
}

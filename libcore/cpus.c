/* cpus: the CPU index of a target and where the models live
 * (see mca/model.h). */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cpus.h"
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

int mca_cpu_index_make(mca_cpu_index *index, const mca_cpu_ref *cpus, unsigned n)
{
    memset(index, 0, sizeof *index);
    size_t bytes = 0;
    for (unsigned i = 0; i < n; i++)
        bytes += cpus[i].name_len + 1 + (cpus[i].model ? cpus[i].model_len + 1 : 0);
    if (n > (SIZE_MAX - bytes - 1) / sizeof *index->cpus)
        return -1;
    mca_cpu_entry *e = malloc(n * sizeof *e + bytes + 1);
    if (!e)
        return -1;
    char *at = (char *)(e + n);
    for (unsigned i = 0; i < n; i++) {
        e[i].name = at;
        memcpy(at, cpus[i].name, cpus[i].name_len);
        at += cpus[i].name_len;
        *at++ = '\0';
        e[i].model = NULL;
        if (cpus[i].model) {
            e[i].model = at;
            memcpy(at, cpus[i].model, cpus[i].model_len);
            at += cpus[i].model_len;
            *at++ = '\0';
        }
    }
    index->cpus = e;
    index->count = n;
    return 0;
}

/* A cpu record: its name and model (fields of the source, which outlives
 * the list); false when memory runs out. */
static bool parse_cpu(mca_records *r, mca_cpu_ref **list, unsigned *n, unsigned *capacity)
{
    if (!mca_records_need(r, 3))
        return false;
    if (*n == *capacity) {
        unsigned cap = *capacity ? *capacity * 2 : 64;
        mca_cpu_ref *p = realloc(*list, cap * sizeof *p);
        if (!p)
            return false;
        *list = p;
        *capacity = cap;
    }
    bool none = mca_field_is(&r->fields[2], "-");
    (*list)[(*n)++] = (mca_cpu_ref){ r->fields[1].s, none ? NULL : r->fields[2].s,
                                     r->fields[1].len, none ? 0 : r->fields[2].len };
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
    mca_cpu_ref *list = NULL;
    unsigned count = 0, capacity = 0;
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
        } else if (!parse_cpu(&r, &list, &count, &capacity)) {
            if (!r.failed)
                mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
            ok = false;
        }
    }
    ok = ok && !r.failed;
    /* (The fields point into the source: the index is made before it goes.) */
    if (ok && mca_cpu_index_make(index, list, count) != 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        ok = false;
    }
    free(list);
    mca_records_free(&r);
    mca_source_free(&src);
    return ok ? 0 : -1;
}

void mca_cpu_index_free(mca_cpu_index *index)
{
    free(index->cpus);  /* (the strings are in the same block: cpus.h) */
    memset(index, 0, sizeof *index);
}

const mca_cpu_entry *mca_cpu_index_find(const mca_cpu_index *index, const char *cpu)
{
    for (unsigned i = 0; i < index->count; i++)
        if (strcmp(index->cpus[i].name, cpu) == 0)
            return &index->cpus[i];
    return NULL;
}

/* load: open a target's catalog, CPU index and one CPU's model, as the
 * tools do before reading any input, and optionally touch every opcode;
 * for measuring start-up (bench/startup).
 *
 * Usage: load [-t] [-n N] TARGET CPU
 *   -t    also make every opcode of the catalog (what a front end that
 *         indexes every form costs on top)
 *   -n N  repeat N times in one process */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mca/catalog.h"
#include "mca/model.h"

static int load_once(const char *target, const char *cpu, int touch)
{
    mca_diags d;
    mca_diags_init(&d);
    mca_catalog *cat = mca_catalog_open(target, &d);
    mca_cpu_index idx;
    int ok = cat && mca_cpu_index_open(&idx, target, &d) == 0;
    mca_model *m = NULL;
    if (ok) {
        const mca_cpu_entry *e = mca_cpu_index_find(&idx, cpu);
        m = e && e->model ? mca_model_open(e->model, cat, &d) : NULL;
        mca_cpu_index_free(&idx);
    }
    unsigned forms = 0;
    for (unsigned i = 0; touch && cat && i < mca_catalog_opcode_limit(cat); i++) {
        const mca_opcode *op = mca_catalog_opcode(cat, i);
        forms += op ? op->form_count : 0;
    }
    if (touch)
        printf("%u forms\n", forms);
    if (!m)
        mca_diags_print(&d, stderr);
    mca_model_free(m);
    mca_catalog_free(cat);
    mca_diags_free(&d);
    return m ? 0 : 1;
}

int main(int argc, char **argv)
{
    int touch = 0, n = 1, c;
    while ((c = getopt(argc, argv, "tn:")) != -1) {
        if (c == 't')
            touch = 1;
        else if (c == 'n')
            n = atoi(optarg);
        else
            return 2;
    }
    if (argc - optind != 2) {
        fputs("usage: load [-t] [-n N] TARGET CPU\n", stderr);
        return 2;
    }
    int rc = 0;
    for (int i = 0; i < n && rc == 0; i++)
        rc = load_once(argv[optind], argv[optind + 1], touch);
    return rc;
}

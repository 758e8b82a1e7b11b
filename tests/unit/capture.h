/* capture: render diagnostics into a string, for comparing with the exact
 * text llvm-mca prints.  The caller frees the result. */
#ifndef MCA_TESTS_CAPTURE_H
#define MCA_TESTS_CAPTURE_H

#include <stdio.h>
#include <stdlib.h>

#include "mca/diag.h"

static inline char *render_diags(const mca_diags *d)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return NULL;
    mca_diags_print(d, f);
    fclose(f);
    return buf;
}

#endif

/* host-cpuinfo: /proc/cpuinfo through the project's source reader. */
#include <config.h>

#include "host-cpuinfo.h"

#include <stdlib.h>
#include <string.h>

#include "mca/diag.h"
#include "mca/source.h"

char *mca_read_cpuinfo_name(const char *(*name_of)(const char *text, size_t len))
{
    mca_diags diags;
    mca_source src;
    mca_diags_init(&diags);
    char *name = NULL;
    if (mca_source_read_file(&src, "/proc/cpuinfo", &diags) == 0) {
        const char *found = name_of(src.text, src.len);
        name = found ? strdup(found) : NULL;
        mca_source_free(&src);
    }
    /* A machine whose /proc/cpuinfo cannot be read is named by LLVM. */
    mca_diags_free(&diags);
    return name;
}

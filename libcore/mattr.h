/* mattr: LLVM's warnings for -mattr names its subtarget does not know.
 *
 * llvm-mca hands -mattr to LLVM's subtarget, which splits it at commas,
 * lower-cases each name, puts '+' before a name without '+' or '-', and
 * writes "'<name>' is not a recognized feature for this target (ignoring
 * feature)" to the error stream for each one missing from the target's
 * feature table (mattr-names.c, generated), in the order given.  The
 * run goes on.  mca_features_warn adds those lines, as plain diagnostics,
 * for the models folder `models`; -1 only when out of memory. */
#ifndef MCA_MATTR_H
#define MCA_MATTR_H

#include <stddef.h>

#include "mca/diag.h"

/* A name's room in its table: the names are stored in place, not as
 * pointers, so that the tables need no relocation when the library is
 * loaded (mattr-names.sh refuses a longer name). */
#define MCA_FEATURE_NAME_SIZE 48

typedef struct {
    const char *models;        /* the ISA row's models folder */
    const char (*names)[MCA_FEATURE_NAME_SIZE]; /* sorted, C locale */
    size_t count;
} mca_feature_table;

extern const mca_feature_table mca_feature_tables[]; /* ends with a NULL row */

int mca_features_warn(const char *models, const char *mattr, mca_diags *diags);

#endif

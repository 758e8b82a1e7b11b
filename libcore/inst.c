/* inst: parsed instructions (see mca/inst.h). */
#include <config.h>

#include "mca/inst.h"

#include <stdlib.h>

void mca_inst_free(mca_inst *inst)
{
    free(inst->ops);
    free(inst->text);
    inst->ops = NULL;
    inst->text = NULL;
    inst->op_count = 0;
}

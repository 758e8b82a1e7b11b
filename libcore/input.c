/* input: reading, scanning and region building (see mca/input.h). */
#include <config.h>

#include "mca/input.h"

#include <string.h>

static const mca_syntax_rules aarch64_rules = { NULL, 1, ';' };
static const mca_syntax_rules riscv_rules = { "#", 1, ';' };

const mca_syntax_rules *mca_arch_syntax_rules(mca_arch arch)
{
    switch (arch) {
    case MCA_ARCH_AARCH64: return &aarch64_rules;
    case MCA_ARCH_RISCV32:
    case MCA_ARCH_RISCV64: return &riscv_rules;
    default: return &mca_x86_syntax_rules;
    }
}

int mca_input_read(mca_input *in, const char *path, mca_diags *diags)
{
    memset(in, 0, sizeof *in);
    return mca_source_read_file(&in->source, path, diags);
}

int mca_input_prepare(mca_input *in, mca_arch arch, mca_diags *diags)
{
    if (mca_scan_source(&in->scan, &in->source, mca_arch_syntax_rules(arch), diags) != 0 ||
        mca_regions_build(&in->regions, &in->source, &in->scan, diags) != 0) {
        mca_input_free(in);
        return -1;
    }
    return 0;
}

int mca_input_load(mca_input *in, const char *path, mca_arch arch,
                   mca_diags *diags)
{
    return mca_input_read(in, path, diags) != 0 ? -1 : mca_input_prepare(in, arch, diags);
}

void mca_input_free(mca_input *in)
{
    mca_regions_free(&in->regions);
    mca_scan_free(&in->scan);
    mca_source_free(&in->source);
}

/* input: reading, scanning and region building (see mca/input.h). */
#include <config.h>

#include "mca/input.h"

#include <string.h>

#include "asm/asm.h"
#include "asm/asm-symtab.h"

int mca_input_read(mca_input *in, const char *path, mca_diags *diags)
{
    memset(in, 0, sizeof *in);
    return mca_source_read_file(&in->source, path, diags);
}

int mca_input_prepare(mca_input *in, const mca_syntax_rules *rules, mca_diags *diags)
{
    if (mca_scan_source(&in->scan, &in->source, rules, diags) != 0) {
        mca_input_free(in);
        return -1;
    }
    in->scan.locals_at = (size_t)-1;
    /* On Mach-O the names the input creates are noted for LLVM's check of
     * undefined temporaries (asm-symtab.h), by expansion and checks here and
     * by the front end's parse (program.c), where the front end notes its
     * own (symbols_noted) */
    if (rules && rules->format == MCA_ASM_MACHO && rules->symbols_noted &&
        !(in->scan.symlog = mca_asm_symlog_new())) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory reading %s", in->source.name);
        mca_input_free(in);
        return -1;
    }
    mca_asm_symlog *was = mca_asm_symlog_use(in->scan.symlog);
    int rc = mca_asm_expand(&in->source, &in->scan, rules, diags) != 0 ||
             mca_asm_check_directives(&in->source, &in->scan, rules, in->triple, diags) != 0;
    mca_asm_symlog_use(was);
    if (rc || mca_regions_build(&in->regions, &in->source, &in->scan, diags) != 0 ||
        mca_instruments_read(&in->instruments, &in->source, &in->scan, diags) != 0) {
        mca_input_free(in);
        return -1;
    }
    return 0;
}

int mca_input_load(mca_input *in, const char *path, const mca_syntax_rules *rules,
                   mca_diags *diags)
{
    return mca_input_read(in, path, diags) != 0 ? -1 : mca_input_prepare(in, rules, diags);
}

void mca_input_free(mca_input *in)
{
    mca_instruments_free(&in->instruments);
    mca_regions_free(&in->regions);
    mca_scan_free(&in->scan);
    mca_source_free(&in->source);
}

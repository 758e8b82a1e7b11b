/* driver: the main() both programs share (see driver.h). */
#include <config.h>

#include "driver.h"

#include <stdbool.h>
#include <stdio.h>

/* Open the output, check the printer, report; the exit status. */
static int report(const mca_driver_spec *spec, void *own, const mca_program *p,
                  const mca_options *o, mca_diags *diags)
{
    FILE *out = mca_tool_open_output(o->output, diags);
    if (!out)
        return 1;
    int status = 1;
    /* llvm-mca makes its instruction printer once the output is open */
    if (mca_program_check_printer(p, o->output_asm_variant, diags) == 0) {
        mca_strbuf text;
        mca_strbuf_init(&text);
        if (!o->json) /* the JSON document is dropped on an error */
            mca_strbuf_stream_to(&text, out);
        status = spec->report(own, p, o, &text, diags) == 0 ? 0 : 1;
        /* What was reported before an error is written, as llvm-mca streams it. */
        if (mca_strbuf_write(&text, out) != 0)
            status = 1;
        mca_strbuf_free(&text);
    }
    if (mca_tool_close_output(out, o->output, diags) != 0)
        status = 1;
    return status;
}

/* Everything after reading the command line; the exit status. */
static int run(const mca_driver_spec *spec, void *own, mca_options *o, mca_diags *diags)
{
    mca_program p;
    mca_program_status st = mca_program_load(&p, o, diags);
    if (st != MCA_PROGRAM_OK)
        return st == MCA_PROGRAM_HELP ? 0 : 1;
    mca_options_resolve_views(o, mca_program_out_of_order(&p));
    /* llvm-mca reads the instrument comments once it knows the code has
     * instructions (else "no assembly instructions found" comes first). */
    bool any = false;
    for (size_t r = 0; r < p.region_count; r++)
        any |= p.regions[r].count > 0;
    int status = 1;
    if (!any || o->disable_im || mca_program_check_instruments(&p, diags) == 0)
        status = report(spec, own, &p, o, diags);
    mca_program_free(&p);
    return status;
}

int mca_driver_main(const mca_driver_spec *spec, void *own, int argc, char **argv)
{
    mca_tool_args args = { .own = own };
    if (mca_tool_parse_args(&spec->cli, argc, argv, &args) != 0) {
        fputs("error: out of memory\n", stderr);
        return 1;
    }
    mca_diags diags;
    mca_diags_init(&diags);
    int status = run(spec, own, &args.common, &diags);
    mca_diags_print(&diags, stderr);
    mca_diags_free(&diags);
    mca_tool_args_free(&args);
    return status;
}

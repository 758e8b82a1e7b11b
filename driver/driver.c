/* driver: the main() both programs share (see driver.h). */
#include <config.h>

#include "driver.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "batch.h"
#include "interleave.h"

/* The diagnostics of a run and how many are already printed. */
typedef struct {
    mca_diags diags;
    size_t printed;
} session;

/* The report's destination: where stdout and stderr are one file, a
 * stream that keeps llvm-mca's order of report and diagnostics. */
static FILE *open_output(const mca_options *o, session *se, void **cookie)
{
    bool to_stdout = !o->output || strcmp(o->output, "-") == 0;
    *cookie = NULL;
    if (to_stdout && mca_same_file(STDOUT_FILENO, STDERR_FILENO)) {
        fflush(stdout);
        return mca_interleave_open(STDOUT_FILENO, stderr, &se->diags, &se->printed, cookie);
    }
    return mca_tool_open_output(o->output, &se->diags);
}

/* Open the output, check the printer, report; the exit status. */
static int report(const mca_driver_spec *spec, void *own, const mca_program *p,
                  const mca_options *o, session *se)
{
    mca_diags *diags = &se->diags;
    void *cookie;
    FILE *out = open_output(o, se, &cookie);
    if (!out)
        return 1;
    int status = 1;
    /* llvm-mca makes its instruction printer once the output is open */
    if (mca_program_check_printer(p, o->output_asm_variant, diags) == 0) {
        mca_strbuf text;
        mca_strbuf_init(&text);
        if (!o->json) /* the JSON document is dropped on an error */
            mca_strbuf_stream_to(&text, out);
        if (cookie)
            mca_strbuf_on_sync(&text, mca_interleave_sync, cookie);
        status = spec->report(own, p, o, &text, diags) == 0 ? 0 : 1;
        /* What was reported before an error is written, as llvm-mca streams it. */
        if (mca_strbuf_write(&text, out) != 0)
            status = 1;
        mca_strbuf_free(&text);
    }
    if (mca_tool_close_output(out, o->output, diags) != 0)
        status = 1;
    if (status != 0 && out != stdout && !cookie)
        mca_tool_discard_output(o->output);
    return status;
}

/* Everything after reading the command line; the exit status. */
static int run(const mca_driver_spec *spec, void *own, mca_options *o, session *se)
{
    mca_diags *diags = &se->diags;
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
        status = report(spec, own, &p, o, se);
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
    if (args.batch.on) {
        int status = mca_batch_run(spec, own, &args.common, &args.batch);
        mca_tool_args_free(&args);
        return status;
    }
    session se = { .printed = 0 };
    mca_diags_init(&se.diags);
    int status = run(spec, own, &args.common, &se);
    mca_diags_print_from(&se.diags, se.printed, stderr);
    if (se.diags.out_of_memory)
        fputs("error: out of memory while recording diagnostics\n", stderr);
    mca_diags_free(&se.diags);
    mca_tool_args_free(&args);
    return status;
}

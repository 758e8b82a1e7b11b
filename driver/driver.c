/* driver: the main() both programs share (see driver.h). */
#include <config.h>

#include "driver.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "batch.h"
#include "interleave.h"
#include "mca/html.h"

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

/* --html: the page, written once every region is in it. */
static int write_page(const char *path, const mca_strbuf *page, mca_diags *diags)
{
    if (page->failed) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    FILE *f = mca_tool_open_output(path, diags);
    if (!f)
        return -1;
    int rc = mca_strbuf_write(page, f);
    int closed = mca_tool_close_output(f, path, diags);
    if (rc != 0 && closed == 0)
        mca_diags_add(diags, MCA_DIAG_ERROR, "%s: write error", path);
    return rc != 0 || closed != 0 ? -1 : 0;
}

/* The program's report, and its page when html_path is not NULL. */
static int report_and_page(const mca_driver_spec *spec, void *own, const mca_program *p,
                           const mca_options *o, const char *html_path, mca_strbuf *text,
                           mca_diags *diags)
{
    if (!html_path)
        return spec->report(own, p, o, text, NULL, diags);
    mca_strbuf page;
    mca_strbuf_init(&page);
    mca_html_begin(&page, spec->name, p->target.cpu);
    int rc = spec->report(own, p, o, text, &page, diags);
    mca_html_end(&page);
    if (rc == 0)
        rc = write_page(html_path, &page, diags);
    mca_strbuf_free(&page);
    return rc;
}

/* Open the output, check the printer, report; the exit status. */
static int report(const mca_driver_spec *spec, void *own, const mca_program *p,
                  const mca_options *o, const char *html_path, session *se)
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
        status = report_and_page(spec, own, p, o, html_path, &text, diags) == 0 ? 0 : 1;
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
static int run(const mca_driver_spec *spec, void *own, mca_options *o, const char *html_path,
               session *se)
{
    mca_diags *diags = &se->diags;
    mca_program p;
    mca_program_status st = mca_program_load(&p, o, diags);
    /* what the assembler wrote while reading (.print) comes first */
    if (diags->printed_len) {
        fwrite(diags->printed, 1, diags->printed_len, stdout);
        fflush(stdout);
    }
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
        status = report(spec, own, &p, o, html_path, se);
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
    int status = run(spec, own, &args.common, args.html, &se);
    mca_diags_print_from(&se.diags, se.printed, stderr);
    if (se.diags.out_of_memory)
        fputs("error: out of memory while recording diagnostics\n", stderr);
    mca_diags_free(&se.diags);
    mca_tool_args_free(&args);
    return status;
}

/* The view of mca_driver_first_region and its state. */
typedef struct {
    mca_region_view view;
    void *ctx;
    bool done;
} first_region;

static int first_region_view(void *ctx, const mca_program *p, const mca_region_descs *rd,
                             mca_strbuf *out, mca_diags *diags)
{
    first_region *f = ctx;
    if (f->done)
        return 0;
    f->done = true;
    return f->view(f->ctx, p, rd, out, diags);
}

int mca_driver_first_region(const mca_program *p, const mca_options *o, mca_region_view view,
                            void *ctx, mca_diags *diags)
{
    first_region f = { view, ctx, false };
    mca_options one = *o;
    one.json = true;           /* no region headers */
    mca_strbuf scratch;
    mca_strbuf_init(&scratch);
    int rc = mca_report_regions(p, &one, first_region_view, &f, &scratch, diags);
    mca_strbuf_free(&scratch);
    return rc;
}

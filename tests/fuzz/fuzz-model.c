/* fuzz-model: the libFuzzer entry point for the model loader (--model).
 *
 * One input is one model file (mca-models(5)).  It is loaded against the
 * x86-64 catalog as `--model=FILE` loads it; when the loader accepts it,
 * everything both tools do with a model runs on a fixed block of x86
 * instructions (loads, stores, divisions, vector and flag-setting
 * instructions): each is described (instr.c), mca-static's Block
 * RThroughput and bounds are computed, and mca-sim's pipeline simulates
 * ten iterations.  The loader must reject (with an error) whatever makes
 * any of these crash, hang, or allocate without bound: libFuzzer's
 * -timeout and -rss_limit_mb and the sanitizers report what gets through.
 * The loader reads files, so each input is written to one temporary file.
 *
 * Driven by libFuzzer (tests/fuzz/fuzz-model, ./configure --enable-fuzzing)
 * and by the plain replay driver (fuzz-model-replay) in make check. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz-reader.h"
#include "mca/catalog.h"
#include "mca/diag.h"
#include "mca/input.h"
#include "mca/instr.h"
#include "mca/model.h"
#include "mca/report.h"
#include "mca/x86.h"
#include "../../mca-sim/pipeline.h"
#include "../../mca-static/dep_bound.h"
#include "../../mca-static/resource_bound.h"

static const char block[] =
    "addl %eax, %ebx\n"
    "divl %ecx\n"
    "imulq (%rdi), %rax\n"
    "movq %rax, 8(%rsp)\n"
    "vaddps %ymm0, %ymm1, %ymm2\n"
    "xorl %eax, %eax\n"
    "movl %ecx, %edx\n"
    "cmovew (%rdi), %ax\n"
    "vdivps %xmm3, %xmm4, %xmm5\n"
    "pushq %rbx\n"
    "lock addl $1, (%rsi)\n"
    "shll %cl, %edx\n";

static mca_catalog *catalog;
static mca_inst *insts;
static size_t inst_count;
static char path[64];
static FILE *sink;

static void setup(void)
{
    if (catalog)
        return;
    mca_diags d;
    mca_diags_init(&d);
    catalog = mca_catalog_open("x86-64", &d);
    mca_x86 *fe = catalog ? mca_x86_new(catalog, &d) : NULL;
    mca_input in;
    memset(&in, 0, sizeof in);
    mca_x86_options o = { -1, 0, 0, 64, MCA_ASM_ELF, 0 };
    int syntax = MCA_X86_ATT;
    if (!fe || mca_source_from_memory(&in.source, "<block>", block, sizeof block - 1, &d) != 0 ||
        mca_input_prepare(&in, mca_syntax_rules_for("x86_64"), &d) != 0 ||
        mca_x86_parse(fe, &in.source, &in.scan, 0, (size_t)-1, &syntax, &o, &insts, &inst_count,
                      &d) != 0) {
        mca_diags_print(&d, stderr);
        abort();
    }
    mca_input_free(&in);
    mca_x86_free(fe);
    mca_diags_free(&d);
    snprintf(path, sizeof path, "/tmp/fuzz-model-%ld.model", (long)getpid());
    sink = fopen("/dev/null", "w");
    if (!sink)
        abort();
}

static void simulate(const mca_model *m, const mca_instr_desc *const *descs, unsigned n)
{
    const mca_model_params *p = mca_model_parameters(m);
    mca_pipeline_config cfg = {
        .catalog = catalog, .model = m, .descs = descs, .count = n, .iterations = 10,
        .dispatch_width = p->issue_width, .call_latency = 100, .fast_forward = true,
    };
    mca_pipeline_result res;
    if (mca_pipeline_run(&cfg, &res) != 0)
        abort(); /* out of memory on ten iterations of a dozen instructions */
    fprintf(sink, "%llu\n", (unsigned long long)res.cycles);
}

/* What the tools do with an accepted model. */
static void use_model(const mca_model *m)
{
    mca_instr_desc descs[sizeof block];
    const mca_instr_desc *ok[sizeof block];
    unsigned n = 0;
    for (size_t i = 0; i < inst_count; i++) {
        mca_desc_status st = mca_instr_describe(catalog, m, &insts[i], false, &descs[n]);
        if (st == MCA_DESC_NO_MEMORY)
            abort();
        if (st == MCA_DESC_OK) {
            ok[n] = &descs[n];
            n++;
        }
    }
    const mca_model_params *p = mca_model_parameters(m);
    if (n) {
        fprintf(sink, "%f\n", mca_block_rthroughput(m, ok, n, p->issue_width));
        mca_resource_bound rb;
        mca_dep_bound db;
        if (mca_resource_bound_compute(m, ok, n, &rb) != 0 ||
            mca_dep_bound_compute(catalog, ok, n, 100, &db) != 0)
            abort();
        fprintf(sink, "%f %f\n", rb.cycles, db.cycles);
        mca_dep_bound_free(&db);
        simulate(m, ok, n);
    }
    for (unsigned i = 0; i < n; i++)
        mca_instr_desc_free(&descs[i]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    setup();
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
        abort();
    mca_diags d;
    mca_diags_init(&d);
    mca_model *m = mca_model_load(path, catalog, &d);
    if (m) {
        use_model(m);
        mca_model_free(m);
    } else if (d.errors == 0 && !d.out_of_memory) {
        abort(); /* a rejected model must say why */
    }
    mca_diags_print(&d, sink);
    mca_diags_free(&d);
    unlink(path);
    return 0;
}

/* The whole simulation (pipeline and views) on hand-built instructions,
 * compared byte for byte with llvm-mca 22's output for the same code
 * (tests/unit/test-sim-expected.h):
 *   addl %eax, %ebx / imull %ebx, %ecx / movl (%rdi), %ecx /
 *   vxorps %xmm0, %xmm0, %xmm0 / vmovaps %xmm0, %xmm1 / movl %ecx, (%rsi)
 * on btver2 (zero idiom, move elimination, statistics, bottlenecks),
 * skylake (no register files), atom (in-order) and znver4 (JSON). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "../../mca-sim/sim.h"
#include "mca/catalog.h"
#include "mca/model.h"
#include "mca/report.h"
#include "tap.h"
#include "test-sim-expected.h"

enum { N = 6 };

typedef struct {
    const char *opcode;
    const char *regs[6];   /* operands in catalog order; "#1" = immediate 1, "" = none */
    const char *text;
} hand_inst;

static const hand_inst code[N] = {
    { "ADD32rr", { "EBX", "EBX", "EAX" }, "addl\t%eax, %ebx" },
    { "IMUL32rr", { "ECX", "ECX", "EBX" }, "imull\t%ebx, %ecx" },
    { "MOV32rm", { "ECX", "RDI", "#1", "", "#0", "" }, "movl\t(%rdi), %ecx" },
    { "VXORPSrr", { "XMM0", "XMM0", "XMM0" }, "vxorps\t%xmm0, %xmm0, %xmm0" },
    { "VMOVAPSrr", { "XMM1", "XMM0" }, "vmovaps\t%xmm0, %xmm1" },
    { "MOV32mr", { "RSI", "#1", "", "#0", "", "ECX" }, "movl\t%ecx, (%rsi)" },
};

static char *path_of(const char *top, const char *rel)
{
    char *p = malloc(strlen(top) + strlen(rel) + 2);
    if (p)
        sprintf(p, "%s/%s", top, rel);
    return p;
}

static int build(const mca_catalog *cat, const hand_inst *h, mca_inst *inst, mca_operand *ops)
{
    const mca_opcode *op = mca_catalog_opcode_named(cat, h->opcode, strlen(h->opcode));
    if (!op)
        return -1;
    *inst = (mca_inst){ .opcode = op->number, .ops = ops, .op_count = op->op_count };
    for (unsigned k = 0; k < op->op_count && k < 6; k++) {
        const char *r = h->regs[k] ? h->regs[k] : "";
        if (r[0] == '#') {
            ops[k] = (mca_operand){ MCA_OPERAND_IMM, 0, atoi(r + 1) };
        } else {
            unsigned n = 0;
            if (*r && !mca_catalog_register_named(cat, r, strlen(r), &n))
                return -1;
            ops[k] = (mca_operand){ MCA_OPERAND_REG, n, 0 };
        }
    }
    return 0;
}

static void show_difference(const char *got, const char *want)
{
    size_t i = 0, line = 1;
    while (got[i] && got[i] == want[i])
        line += got[i++] == '\n';
    size_t s = i;
    while (s > 0 && got[s - 1] != '\n')
        s--;
    printf("# first difference at line %zu\n# got:  %.*s\n# want: %.*s\n", line,
           (int)strcspn(got + s, "\n"), got + s, (int)strcspn(want + s, "\n"), want + s);
}

static void flag(mca_flag *f)
{
    f->value = true;
    f->position = 1;
}

/* Simulate the code on cpu with the options set by setup; compare. */
static void check(const char *top, const mca_catalog *cat, const char *cpu, const char *model,
                  void (*setup)(mca_options *), const char *want)
{
    mca_diags d;
    mca_diags_init(&d);
    char rel[128];
    snprintf(rel, sizeof rel, "libcore/models/x86-64/%s.model", model);
    char *mp = path_of(top, rel);
    mca_model *m = mp ? mca_model_load(mp, cat, &d) : NULL;
    free(mp);
    if (!tap_ok(m != NULL, cpu)) {
        mca_diags_free(&d);
        return;
    }
    mca_inst insts[N];
    mca_operand ops[N][6];
    mca_instr_desc descs[N];
    const mca_instr_desc *dp[N];
    const char *texts[N];
    int ok = 1;
    for (int i = 0; i < N; i++) {
        ok &= build(cat, &code[i], &insts[i], ops[i]) == 0 &&
              mca_instr_describe(cat, m, &insts[i], false, &descs[i]) == MCA_DESC_OK;
        dp[i] = &descs[i];
        texts[i] = code[i].text;
    }
    if (tap_ok(ok, "instructions described")) {
        mca_options o;
        mca_options_init(&o);
        setup(&o);
        bool ooo = mca_model_parameters(m)->micro_op_buffer_size > 0;
        mca_options_resolve_views(&o, ooo);
        mca_sim_code sc = { cat, m, dp, texts, N, 0, NULL, NULL, true, false };
        mca_strbuf b;
        mca_strbuf_init(&b);
        int rc;
        if (o.json) {
            mca_json j;
            mca_json_init(&j, &b);
            mca_json_object(&j, NULL);
            mca_json_array(&j, "CodeRegions");
            rc = mca_sim_region_json(&sc, &o, "", &j);
            mca_json_end_array(&j);
            mca_sim_json_parameters(&j, &o, "x86_64", cpu, "x86_64", ooo);
            rc |= mca_json_target_info(&j, m, cpu);
            mca_json_end_object(&j);
        } else {
            rc = mca_sim_region(&sc, &o, &b);
        }
        char name[64];
        snprintf(name, sizeof name, "%s matches llvm-mca", cpu);
        int same = rc == 0 && b.data && strcmp(b.data, want) == 0;
        if (!tap_ok(same, name) && b.data)
            show_difference(b.data, want);
        mca_strbuf_free(&b);
        for (int i = 0; i < N; i++)
            mca_instr_desc_free(&descs[i]);
    }
    mca_model_free(m);
    mca_diags_free(&d);
}

static void setup_btver2(mca_options *o)
{
    o->iterations = 20;
    flag(&o->all_stats);
    flag(&o->timeline);
    flag(&o->bottleneck_analysis);
}

static void setup_skylake(mca_options *o)
{
    o->iterations = 30;
    flag(&o->timeline);
}

static void setup_atom(mca_options *o)
{
    o->iterations = 10;
    flag(&o->all_stats);
    flag(&o->timeline);
}

static void setup_znver4(mca_options *o)
{
    o->iterations = 5;
    o->json = true;
    flag(&o->timeline);
    flag(&o->dispatch_stats);
    flag(&o->bottleneck_analysis);
}

int main(void)
{
    const char *top = getenv("top_srcdir");
    if (!top)
        top = "..";
    char *cpath = path_of(top, "libcore/models/x86-64/catalog");
    mca_diags d;
    mca_diags_init(&d);
    mca_catalog *cat = cpath ? mca_catalog_load(cpath, &d) : NULL;
    free(cpath);
    if (tap_ok(cat != NULL, "catalog")) {
        check(top, cat, "btver2", "btver2", setup_btver2, expected_btver2);
        check(top, cat, "skylake", "skylake", setup_skylake, expected_skylake);
        check(top, cat, "atom", "atom", setup_atom, expected_atom);
        check(top, cat, "znver4", "znver4", setup_znver4, expected_znver4);
    }
    mca_catalog_free(cat);
    mca_diags_free(&d);
    return tap_done();
}

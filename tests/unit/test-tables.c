/* Instruction tables (normal and full, with barriers) for hand-built
 * instructions, compared byte for byte with llvm-mca 22's output for the
 * same instructions (tests/data/tables-basic.CPU.MODE[.barriers].out, made
 * by llvm-mca 22 from tests/data/tables-basic.s with -instruction-tables=MODE
 * [-show-barriers]).  Exercises descriptors, resource
 * preparation, RThroughput, bypass latency and the report layouts. */
#include <config.h>

#include <stdlib.h>

#include "capture.h"
#include "mca/report.h"
#include "tap.h"

static const char *const opcodes[] = {
    "ADD32rr", "IMUL32rr", "ADD32rm", "VDIVPSYrr", "MOV32mr", "VADDPSYrm", "MFENCE"
};
static const char *const texts[] = {
    "addl\t%eax, %ebx", "imull\t%ebx, %ecx", "addl\t(%rax), %ecx",
    "vdivps\t%ymm0, %ymm1, %ymm2", "movl\t%eax, 4(%rsp)", "vaddps\t(%rax), %ymm1, %ymm2",
    "mfence"
};
enum { N = 7 };

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    int c;
    while ((c = fgetc(f)) != EOF)
        fputc(c, m);
    fclose(m);
    fclose(f);
    return buf;
}

static char *path(const char *top, const char *fmt, const char *a, const char *b)
{
    char *p = NULL;
    if (asprintf(&p, "%s/", top) < 0)
        return NULL;
    char *q = NULL;
    int rc = asprintf(&q, fmt, a, b);
    char *r = NULL;
    if (rc >= 0 && asprintf(&r, "%s%s", p, q) < 0)
        r = NULL;
    free(p);
    free(q);
    return r;
}

/* Show where two texts first differ. */
static void show_difference(const char *got, const char *want)
{
    size_t i = 0, line = 1;
    while (got[i] && got[i] == want[i]) {
        if (got[i] == '\n')
            line++;
        i++;
    }
    printf("# first difference at line %zu\n", line);
    size_t start = i;
    while (start > 0 && got[start - 1] != '\n')
        start--;
    printf("# got:  %.*s\n", (int)strcspn(got + start, "\n"), got + start);
    printf("# want: %.*s\n", (int)strcspn(want + start, "\n"), want + start);
}

static void check_cpu(const char *top, const mca_catalog *cat, const char *cpu,
                      const char *model_name)
{
    mca_diags d;
    mca_diags_init(&d);
    char *mpath = path(top, "libcore/models/x86-64/%s.model%s", model_name, "");
    mca_model *m = mca_model_load(mpath, cat, &d);
    free(mpath);
    if (!tap_ok(m != NULL, cpu)) {
        mca_diags_free(&d);
        return;
    }
    mca_instr_desc descs[N];
    const mca_instr_desc *dp[N];
    mca_inst insts[N];
    int ok = 1;
    for (int i = 0; i < N; i++) {
        const mca_opcode *op = mca_catalog_opcode_named(cat, opcodes[i], strlen(opcodes[i]));
        insts[i] = (mca_inst){ .opcode = op ? op->number : 0 };
        ok &= op && mca_instr_describe(cat, m, &insts[i], false, &descs[i]) == MCA_DESC_OK;
        dp[i] = &descs[i];
    }
    if (tap_ok(ok, "every instruction described")) {
        for (int variant = 0; variant < 4; variant++) {
            int full = variant & 1, barriers = variant >> 1;
            mca_strbuf b;
            mca_strbuf_init(&b);
            mca_info_options opts = { .full = full != 0, .barriers = barriers != 0 };
            mca_report_instruction_tables(&b, m, dp, texts, N, &opts, true, true);
            char *want_path = path(top, "tests/data/tables-basic.%s.%s.out", cpu,
                                   full ? (barriers ? "full.barriers" : "full")
                                        : (barriers ? "normal.barriers" : "normal"));
            char *want = slurp(want_path);
            char name[128];
            snprintf(name, sizeof name, "%s -instruction-tables=%s%s matches llvm-mca", cpu,
                     full ? "full" : "normal", barriers ? " -show-barriers" : "");
            int same = want && b.data && strcmp(b.data, want) == 0;
            if (!tap_ok(same, name) && want && b.data)
                show_difference(b.data, want);
            free(want);
            free(want_path);
            mca_strbuf_free(&b);
        }
        for (int i = 0; i < N; i++)
            mca_instr_desc_free(&descs[i]);
    }
    mca_model_free(m);
    mca_diags_free(&d);
}

int main(void)
{
    const char *top = getenv("top_srcdir");
    if (!top)
        top = "..";
    char *cpath = path(top, "libcore/models/x86-64/catalog%s%s", "", "");
    mca_diags d;
    mca_diags_init(&d);
    mca_catalog *cat = mca_catalog_load(cpath, &d);
    free(cpath);
    if (tap_ok(cat != NULL, "catalog")) {
        check_cpu(top, cat, "skylake", "skylake");
        check_cpu(top, cat, "btver2", "btver2");
        check_cpu(top, cat, "znver4", "znver4");
    }
    mca_catalog_free(cat);
    mca_diags_free(&d);
    return tap_done();
}

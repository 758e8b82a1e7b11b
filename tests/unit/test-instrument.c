/* Unit tests of instrument: llvm-mca's instrument comments, the kinds each
 * ISA accepts, and which instrument holds for which instruction. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mca/instrument.h"
#include "mca/target.h"
#include "tap.h"

typedef struct {
    mca_source src;
    mca_scan scan;
    mca_instruments is;
    mca_diags diags;
} fixture;

static void setup(fixture *f, const char *arch, const char *text)
{
    mca_diags_init(&f->diags);
    mca_source_from_memory(&f->src, "i.s", text, strlen(text), &f->diags);
    mca_scan_source(&f->scan, &f->src, mca_syntax_rules_for(arch), &f->diags);
    mca_instruments_read(&f->is, &f->src, &f->scan, &f->diags);
}

static void teardown(fixture *f)
{
    mca_instruments_free(&f->is);
    mca_scan_free(&f->scan);
    mca_source_free(&f->src);
    mca_diags_free(&f->diags);
}

static const char *const x86_kinds[] = { "LATENCY", NULL };
static const char *const riscv_kinds[] = { "LATENCY", "RISCV-LMUL", "RISCV-SEW", NULL };

static void test_read_and_check(void)
{
    fixture f;
    setup(&f, "riscv64",
          "# LLVM-MCA-BEGIN r\n# LLVM-MCA-RISCV-LMUL M2\nadd a0, a0, a1\n"
          "# LLVM-MCA-LATENCY 7\n# LLVM-MCA-END\n");
    tap_is_num((long long)f.is.count, 2, "markers are not instruments");
    tap_is_num(mca_instruments_check(&f.is, &f.src, riscv_kinds, &f.diags), 0,
               "RISC-V accepts RISCV-LMUL");
    tap_is_num(mca_instruments_check(&f.is, &f.src, x86_kinds, &f.diags), -1,
               "x86 rejects RISCV-LMUL");
    tap_is_num((long long)f.diags.count, 2, "one located error, then the summary");
    tap_is_str(f.diags.count ? f.diags.items[0].message : NULL,
               "Unknown instrumentation type in LLVM-MCA comment: RISCV-LMUL",
               "llvm-mca's message");
    tap_is_num(f.diags.count ? (long long)f.diags.items[0].line : 0, 2, "on its line");
    tap_is_str(f.diags.count > 1 ? f.diags.items[1].message : NULL,
               "There was an error parsing comments.", "then the summary");
    teardown(&f);
}

static void test_no_kind(void)
{
    fixture f;
    setup(&f, "x86_64", "#LLVM-MCA-\nnop\n");
    tap_is_num(mca_instruments_check(&f.is, &f.src, x86_kinds, &f.diags), -1, "empty kind");
    tap_is_str(f.diags.count ? f.diags.items[0].message : NULL,
               "No instrumentation kind was provided in LLVM-MCA comment", "its message");
    teardown(&f);
}

static void test_active_and_latency(void)
{
    fixture f;
    const char *text = "nop\n# LLVM-MCA-LATENCY 5\nnop\n# LLVM-MCA-RISCV-SEW e8\nnop\n"
                       "# LLVM-MCA-LATENCY x\nnop\n# LLVM-MCA-LATENCY\nnop\n";
    setup(&f, "x86_64", text);
    mca_inst insts[5];
    const mca_inst *ptrs[5];
    const char *at = text;
    for (int i = 0; i < 5; i++) {
        at = strstr(at, "nop");
        memset(&insts[i], 0, sizeof insts[i]);
        insts[i].offset = (size_t)(at - text);
        ptrs[i] = &insts[i];
        at += 3;
    }
    const mca_instrument **lat = mca_instruments_active(&f.is, &f.src, "LATENCY", ptrs, 5);
    const mca_instrument **sew = mca_instruments_active(&f.is, &f.src, "RISCV-SEW", ptrs, 5);
    tap_ok(lat && !lat[0], "no latency before the first");
    tap_is_num(lat && lat[1] ? mca_instrument_latency(lat[1], &f.src) : -2, 5, "latency 5");
    tap_is_num(lat && lat[2] ? mca_instrument_latency(lat[2], &f.src) : -2, 5,
               "another kind does not end it");
    tap_is_num(lat && lat[3] ? mca_instrument_latency(lat[3], &f.src) : -2, -1,
               "not a number: ends it without a latency");
    tap_is_num(lat && lat[4] ? mca_instrument_latency(lat[4], &f.src) : -2, -1,
               "no data: ends it too");
    tap_ok(sew && !sew[1] && sew[2] && sew[4], "SEW holds from its comment on");
    free(lat);
    free(sew);
    teardown(&f);
}

int main(void)
{
    test_read_and_check();
    test_no_kind();
    test_active_and_latency();
    return tap_done();
}

/* fuzz-reader: the libFuzzer entry point for libcore's assembly reader.
 *
 * One input is one assembly source.  It goes through the whole path a tool
 * takes before the timing model: the source is scanned with the x86
 * assembler's conventions, the code regions are built, every statement is
 * parsed and matched to the catalog's opcodes, each instruction is
 * assigned to the regions that contain it and printed back in both
 * syntaxes (decimal and hexadecimal immediates), and the diagnostics are
 * rendered as the tools render them.  The front end runs twice, once as
 * the tools run it by default (x86-64 triple) and once with
 * -skip-unsupported-instructions=parse-failure in 32-bit mode (i386
 * triple), because the two take different paths after a failing
 * statement and the modes match different opcodes.  The RISC-V and AArch64
 * front ends (the target table's rows) then read the same source with
 * their own conventions: riscv64, riscv32 with parse failures skipped,
 * AArch64 both ways; and x86 and AArch64 again with Darwin's rules where
 * their rows have them (Apple triples) and with COFF's (Windows).
 *
 * The same function is driven by libFuzzer (tests/fuzz/fuzz-reader, built
 * with ./configure --enable-fuzzing) and by the plain C replay driver
 * (fuzz-replay.c), which make check always runs over the seed and
 * regression corpora.  Anything wrong is caught by the sanitizers or by
 * abort(): a parse that succeeds must give instructions that print. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-reader.h"
#include "mca/catalog.h"
#include "mca/diag.h"
#include "mca/input.h"
#include "mca/target.h"
#include "mca/x86.h"
#include "../../libcore/asm/asm-symtab.h"
#include "../../libcore/isa.h"

static mca_catalog *catalog, *rv_catalog, *a64_catalog;
static mca_x86 *front_end;
static mca_frontend *rv_front_end, *a64_front_end;
static FILE *sink;

/* Load the catalog once: it is large and immutable. */
static void setup(void)
{
    if (front_end)
        return;
    mca_diags d;
    mca_diags_init(&d);
    catalog = mca_catalog_open("x86-64", &d);
    if (catalog)
        front_end = mca_x86_new(catalog, &d);
    rv_catalog = mca_catalog_open("riscv64", &d);
    if (rv_catalog)
        rv_front_end = mca_isa_riscv.new_frontend(rv_catalog, &d);
    a64_catalog = mca_catalog_open("aarch64", &d);
    if (a64_catalog)
        a64_front_end = mca_isa_aarch64.new_frontend(a64_catalog, &d);
    if (!front_end || !rv_front_end || !a64_front_end) {
        mca_diags_print(&d, stderr);
        abort();
    }
    mca_diags_free(&d);
    sink = fopen("/dev/null", "w");
    if (!sink)
        abort();
}

/* Print every instruction both ways and place it in the regions. */
static void use_instructions(const mca_input *in, const mca_inst *insts, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        /* (an instantiated statement lies past the input: its call does not) */
        if (mca_source_origin(&in->source, insts[i].offset) > in->source.len)
            abort();
        for (int variant = 0; variant < 2; variant++)
            for (int hex = 0; hex < 2; hex++) {
                char *text = mca_x86_print(front_end, &insts[i], NULL, variant, hex);
                /* NULL is out of memory or an opcode without a form: the
                 * parser never makes the latter. */
                if (!text)
                    abort();
                fputs(text, sink);
                free(text);
            }
        for (size_t r = 0; r < in->regions.count; r++)
            if (mca_regions_holds(&in->regions, &in->regions.items[r], &in->source,
                                  insts[i].offset))
                fputc('r', sink);
    }
}

static void parse_once(const mca_input *in, int skip_failures, int variant, int hex, int mode,
                       int format)
{
    mca_diags d;
    mca_diags_init(&d);
    mca_x86_options o = { variant, hex, skip_failures, mode, format, 0 };
    int syntax = MCA_X86_ATT;
    mca_inst *insts = NULL;
    size_t count = 0;
    if (mca_x86_parse(front_end, &in->source, &in->scan, 0, (size_t)-1, &syntax, &o, &insts,
                      &count, &d) == 0) {
        if (syntax != MCA_X86_ATT && syntax != MCA_X86_INTEL)
            abort();
        use_instructions(in, insts, count);
        for (size_t i = 0; i < count; i++)
            mca_inst_free(&insts[i]);
        free(insts);
    } else if (d.errors == 0 && !d.out_of_memory) {
        abort(); /* a failure must say why */
    }
    mca_diags_print(&d, sink);
    mca_diags_free(&d);
}

/* Another row of the target table over the same source; a parse that
 * succeeds must give printed instructions of the catalog. */
static void parse_row(const mca_isa *isa, const mca_frontend *fe, const mca_catalog *cat,
                      const mca_input *in, const mca_parse_options *o)
{
    mca_diags d;
    mca_diags_init(&d);
    mca_inst *insts = NULL;
    size_t count = 0;
    int variant;
    if (isa->parse(fe, &in->source, &in->scan, o, &insts, &count, &variant, &d) == 0) {
        for (size_t i = 0; i < count; i++) {
            if (mca_source_origin(&in->source, insts[i].offset) > in->source.len ||
                !insts[i].text ||
                !mca_catalog_opcode(cat, insts[i].opcode))
                abort();
            fputs(insts[i].text, sink);
            mca_inst_free(&insts[i]);
        }
        free(insts);
    } else if (d.errors == 0 && !d.out_of_memory) {
        abort();
    }
    mca_diags_print(&d, sink);
    mca_diags_free(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    setup();
    mca_diags d;
    mca_diags_init(&d);
    mca_input in;
    memset(&in, 0, sizeof in);
    if (mca_source_from_memory(&in.source, "<fuzz>", (const char *)data, size, &d) == 0 &&
        mca_input_prepare(&in, mca_syntax_rules_for("x86_64"), &d) == 0) {
        parse_once(&in, 0, -1, 0, 64, MCA_ASM_ELF);
        parse_once(&in, 1, MCA_X86_INTEL, 1, 32, MCA_ASM_ELF);
        mca_input_free(&in);
    }
    memset(&in, 0, sizeof in);
    if (mca_isa_x86.macho_syntax &&
        mca_source_from_memory(&in.source, "<fuzz>", (const char *)data, size, &d) == 0 &&
        mca_input_prepare(&in, mca_isa_x86.macho_syntax, &d) == 0) {
        /* (the parse notes its symbols, as program.c has it do) */
        mca_asm_symlog *was = mca_asm_symlog_use(in.scan.symlog);
        parse_once(&in, 0, -1, 0, 64, MCA_ASM_MACHO);
        mca_asm_symlog_use(was);
        mca_input_free(&in);
    }
    memset(&in, 0, sizeof in);
    if (mca_isa_x86.coff_syntax &&
        mca_source_from_memory(&in.source, "<fuzz>", (const char *)data, size, &d) == 0 &&
        mca_input_prepare(&in, mca_isa_x86.coff_syntax, &d) == 0) {
        parse_once(&in, 1, MCA_X86_INTEL, 0, 64, MCA_ASM_COFF);
        mca_input_free(&in);
    }
    memset(&in, 0, sizeof in);
    if (mca_source_from_memory(&in.source, "<fuzz>", (const char *)data, size, &d) == 0 &&
        mca_input_prepare(&in, mca_syntax_rules_for("riscv64"), &d) == 0) {
        mca_parse_options rv64 = { -1, 0, 0, 64, "sifive-x280", "+zcb,+zba,+zbb,+zbs,+zfh", NULL, false };
        mca_parse_options rv32 = { -1, 0, 1, 32, "sifive-x280", NULL, NULL, false };
        parse_row(&mca_isa_riscv, rv_front_end, rv_catalog, &in, &rv64);
        parse_row(&mca_isa_riscv, rv_front_end, rv_catalog, &in, &rv32);
        mca_input_free(&in);
    }
    memset(&in, 0, sizeof in);
    if (mca_source_from_memory(&in.source, "<fuzz>", (const char *)data, size, &d) == 0 &&
        mca_input_prepare(&in, mca_syntax_rules_for("aarch64"), &d) == 0) {
        mca_parse_options v2 = { -1, 0, 0, 64, "neoverse-v2", NULL, NULL, false };
        /* (Darwin's triple: the Apple printer) */
        mca_parse_options a55 = { -1, 1, 1, 64, "cortex-a55", "+sve2", "arm64-apple-darwin", false };
        parse_row(&mca_isa_aarch64, a64_front_end, a64_catalog, &in, &v2);
        parse_row(&mca_isa_aarch64, a64_front_end, a64_catalog, &in, &a55);
        mca_input_free(&in);
    }
    /* Darwin's rules (';' comments, Mach-O .section and .tbss checks) are
     * a row's second set of rules, taken on Mach-O triples only. */
    memset(&in, 0, sizeof in);
    if (mca_isa_aarch64.macho_syntax &&
        mca_source_from_memory(&in.source, "<fuzz>", (const char *)data, size, &d) == 0 &&
        mca_input_prepare(&in, mca_isa_aarch64.macho_syntax, &d) == 0) {
        mca_parse_options m1 = { -1, 0, 0, 64, "apple-m1", NULL, "arm64-apple-macos13", false };
        mca_parse_options m4 = { -1, 1, 1, 64, "apple-m4", NULL, "aarch64-apple-ios17", false };
        mca_asm_symlog *was = mca_asm_symlog_use(in.scan.symlog);
        parse_row(&mca_isa_aarch64, a64_front_end, a64_catalog, &in, &m1);
        parse_row(&mca_isa_aarch64, a64_front_end, a64_catalog, &in, &m4);
        mca_asm_symlog_use(was);
        mca_input_free(&in);
    }
    memset(&in, 0, sizeof in);
    if (mca_isa_aarch64.coff_syntax &&
        mca_source_from_memory(&in.source, "<fuzz>", (const char *)data, size, &d) == 0 &&
        mca_input_prepare(&in, mca_isa_aarch64.coff_syntax, &d) == 0) {
        mca_parse_options win = { -1, 0, 0, 64, "cortex-a78", NULL, "aarch64-pc-windows-msvc", false };
        parse_row(&mca_isa_aarch64, a64_front_end, a64_catalog, &in, &win);
        mca_input_free(&in);
    }
    mca_diags_print(&d, sink);
    mca_diags_free(&d);
    return 0;
}

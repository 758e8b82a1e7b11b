/* fuzz-object: the libFuzzer entry point for libcore's machine-code
 * readers, the ELF reader (elfread.c) and the hex reader (disasm.c).
 *
 * One input is one file as a tool would be given it.  Every input goes
 * through the ELF reader directly, whose result must only point into the
 * input: functions sorted by address, their bytes inside the file, their
 * names terminated inside it.  Then it goes through what the tools do
 * with an input (mca_disasm_input, x86-64, --hex: an ELF file when it has
 * the magic, else hex text).  An ELF file is then disassembled for the
 * four targets an object can be for (x86-64, i386, AArch64, RISC-V; all
 * but the file's own are rejected by machine), every function and then
 * only the first one by --symbol.  A disassembly that succeeds must give
 * text with a region per function; one that fails must say why.  Last the
 * bytes are read as one batch line of hex (mca_disasm_hex over a slice of
 * the source, as driver/batch.c calls it).
 *
 * The same function is driven by libFuzzer (tests/fuzz/fuzz-object, built
 * with ./configure --enable-fuzzing) and by the plain C replay driver
 * (fuzz-replay.c), which make check runs over the seeds fuzz-object.sh
 * makes and the regression corpus tests/fuzz/regress-object.  Anything
 * wrong is caught by the sanitizers or by abort(). */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-reader.h"
#include "mca/diag.h"
#include "mca/disasm.h"
#include "mca/options.h"
#include "mca/source.h"
#include "mca/strbuf.h"
#include "mca/target.h"
#include "../../libcore/elfread.h"

enum { TARGETS = 4 };
static const char *const triples[TARGETS] = {
    "x86_64-unknown-linux-gnu", "i386-unknown-linux-gnu", "aarch64-linux-gnu",
    "riscv64-linux-gnu" };
static const char *const cpus[TARGETS] = { "skylake", "i686", "neoverse-n2", "sifive-u74" };
static mca_target targets[TARGETS];
static mca_disasm *readers[TARGETS]; /* made once: LLVM's are slow to make */
static int ready;

static void setup(void)
{
    if (ready)
        return;
    mca_diags d;
    mca_diags_init(&d);
    for (int k = 0; k < TARGETS; k++)
        if (mca_target_resolve(&targets[k], triples[k], NULL, cpus[k], &d) != 0) {
            mca_diags_print(&d, stderr);
            abort();
        }
    for (int k = 0; k < TARGETS; k++)
        if (!(readers[k] = mca_disasm_new(&targets[k], NULL, &d))) {
            mca_diags_print(&d, stderr);
            abort();
        }
    mca_diags_free(&d);
    ready = 1;
}

/* The ELF reader's result lies inside the input. */
static void check_elf(const uint8_t *data, size_t size)
{
    mca_elf e;
    char *error = NULL;
    if (mca_elf_read(&e, data, size, &error) != 0) {
        if (!error) /* (only out of memory has no message) */
            return;
        if (!*error)
            abort();
        free(error);
        return;
    }
    if (e.bits != 32 && e.bits != 64)
        abort();
    for (size_t i = 0; i < e.count; i++) {
        const mca_elf_function *f = &e.funcs[i];
        const char *base = (const char *)data;
        if (f->size == 0 || f->offset > size || f->size > size - f->offset)
            abort();
        if (f->name < base || f->name >= base + size ||
            !memchr(f->name, '\0', size - (size_t)(f->name - base)))
            abort();
        if (i && e.funcs[i - 1].address > f->address)
            abort();
    }
    mca_elf_free(&e);
}

/* Count the lines of text that start with s. */
static size_t lines_starting(const mca_strbuf *text, const char *s)
{
    size_t n = 0, len = strlen(s);
    for (size_t at = 0; at < text->len;) {
        const char *nl = memchr(text->data + at, '\n', text->len - at);
        size_t end = nl ? (size_t)(nl - text->data) : text->len;
        if (end - at >= len && memcmp(text->data + at, s, len) == 0)
            n++;
        at = end + 1;
    }
    return n;
}

/* Does the disassembly of an ELF file have one region per function (as
 * many ends as beginnings; at least count when count names were picked)? */
static void check_regions(const mca_strbuf *text, int k, unsigned count)
{
    const char *comment = mca_target_syntax(&targets[k])->line_comment;
    char begin[32], end[32];
    snprintf(begin, sizeof begin, "%s LLVM-MCA-BEGIN ", comment ? comment : "//");
    snprintf(end, sizeof end, "%s LLVM-MCA-END ", comment ? comment : "//");
    size_t b = lines_starting(text, begin), e = lines_starting(text, end);
    if (b == 0 || b != e || b < count) /* (several functions may have a name) */
        abort();
}

/* The ELF file read for target k (every function, or those named). */
static void read_elf(const mca_source *src, int k, const char *const *symbols, unsigned count)
{
    mca_diags d;
    mca_diags_init(&d);
    mca_strbuf text;
    mca_strbuf_init(&text);
    int rc = mca_disasm_elf(readers[k], src, symbols, count, &text, &d);
    if (rc != 0 && d.errors == 0 && !d.out_of_memory)
        abort(); /* a failure must say why */
    if (rc == 0 && !text.failed)
        check_regions(&text, k, count);
    mca_strbuf_free(&text);
    mca_diags_free(&d);
}

/* What the tools do with an input (x86-64, --hex). */
static void read_as_tool(const uint8_t *data, size_t size)
{
    mca_diags d;
    mca_diags_init(&d);
    mca_source src;
    if (mca_source_from_memory(&src, "<fuzz>", (const char *)data, size, &d) == 0) {
        mca_options o;
        memset(&o, 0, sizeof o);
        o.hex = true;
        if (mca_disasm_input(&src, &targets[0], &o, &d) != 0 && d.errors == 0 &&
            !d.out_of_memory)
            abort();
        mca_source_free(&src);
    }
    mca_diags_free(&d);
}

/* The first function's name, when the input is an ELF file with one. */
static char *first_function(const uint8_t *data, size_t size)
{
    mca_elf e;
    char *error = NULL, *name = NULL;
    if (mca_elf_read(&e, data, size, &error) != 0) {
        free(error);
        return NULL;
    }
    if (e.count)
        name = strdup(e.funcs[0].name);
    mca_elf_free(&e);
    return name;
}

/* The input as one batch line of hex, without its first and last byte
 * (mca_disasm_hex reads a slice of its source). */
static void read_hex_slice(const uint8_t *data, size_t size)
{
    if (size < 2)
        return;
    mca_diags d;
    mca_diags_init(&d);
    mca_source src;
    if (mca_source_from_memory(&src, "<fuzz>", (const char *)data, size, &d) == 0) {
        mca_strbuf out;
        mca_strbuf_init(&out);
        if (mca_disasm_hex(readers[0], &src, 1, size - 1, &out, &d) != 0 && d.errors == 0 &&
            !d.out_of_memory)
            abort();
        mca_strbuf_free(&out);
        mca_source_free(&src);
    }
    mca_diags_free(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    setup();
    check_elf(data, size);
    read_as_tool(data, size);
    mca_diags d;
    mca_diags_init(&d);
    mca_source src;
    if (mca_elf_magic(data, size) &&
        mca_source_from_memory(&src, "<fuzz>", (const char *)data, size, &d) == 0) {
        for (int k = 0; k < TARGETS; k++)
            read_elf(&src, k, NULL, 0);
        char *name = first_function(data, size);
        if (name) {
            const char *symbols[1] = { name };
            for (int k = 0; k < TARGETS; k++)
                read_elf(&src, k, symbols, 1);
            free(name);
        }
        mca_source_free(&src);
    }
    mca_diags_free(&d);
    read_hex_slice(data, size);
    return 0;
}

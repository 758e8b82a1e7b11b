/* aarch64-isa: the AArch64 row of the target table (see isa.h): the
 * front end in a64-*.c, register names as LLVM's AArch64 printer writes
 * them. */
#include <config.h>

#include <elf.h>
#include <ctype.h>
#include <string.h>

#include "a64-host.h"
#include "a64-internal.h"

static const mca_isa_arch archs[] = {
    { "aarch64", "aarch64", "aarch64", 64, "aarch64-unknown-linux-gnu", NULL },
    { "arm64", "aarch64", "aarch64", 64, "aarch64-unknown-linux-gnu", NULL },
};

static const char *const instrument_kinds[] = { "LATENCY", NULL };

static mca_frontend *new_frontend(const mca_catalog *cat, mca_diags *diags)
{
    return (mca_frontend *)a64_new(cat, diags);
}

static void free_frontend(mca_frontend *fe)
{
    a64_free((a64_fe *)fe);
}

static int parse(const mca_frontend *fe, const mca_source *src, const mca_scan *scan,
                 const mca_parse_options *o, mca_inst **out, size_t *count, int *variant,
                 mca_diags *diags)
{
    *variant = 0;
    return a64_parse((const a64_fe *)fe, src, scan, o, out, count, diags);
}

/* LLVM's AArch64 printer writes x29 and x30 for FP and LR, and the other
 * registers in lower case. */
static void register_name(const mca_catalog *cat, unsigned reg, int variant, mca_strbuf *o)
{
    (void)variant;
    const mca_register *r = mca_catalog_register(cat, reg);
    const char *name = r && r->name ? r->name : "?";
    if (!strcmp(name, "FP"))
        name = "X29";
    else if (!strcmp(name, "LR"))
        name = "X30";
    for (const char *c = name; *c; c++)
        mca_strbuf_putc(o, (char)tolower((unsigned char)*c));
}

/* xzr and wzr (LLVM marks them constant: no dependency is tracked
 * through them, and a write to them takes no register mapping). */
static bool constant_register(const mca_catalog *cat, unsigned reg)
{
    const mca_register *r = mca_catalog_register(cat, reg);
    return r && r->name && (!strcmp(r->name, "XZR") || !strcmp(r->name, "WZR"));
}

static const uint16_t elf_machines[] = { EM_AARCH64, 0 };

const mca_isa mca_isa_aarch64 = {
    .name = "aarch64",
    .models = "aarch64",
    .archs = archs,
    .arch_count = sizeof archs / sizeof archs[0],
    /* "//" comments (and C block comments), ';' separates statements */
    .syntax = { NULL, 1, ';' },
    .variants = 1,
    .instrument_kinds = instrument_kinds,
    .llvm_target = "AArch64",
    .elf_machines = elf_machines,
    .new_frontend = new_frontend,
    .free_frontend = free_frontend,
    .parse = parse,
    .constant_register = constant_register,
    .register_name = register_name,
    .host_cpu = mca_a64_host_cpu,
};

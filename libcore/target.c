/* target: the target table, and triple, architecture and CPU resolution
 * (see mca/target.h and isa.h).  The only generic file that names an ISA. */
#include <config.h>

#include "mca/target.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "llvm.h"

/* THE target table: one row per instruction set. */
static const mca_isa *const isas[] = { &mca_isa_x86, &mca_isa_aarch64, &mca_isa_riscv };
enum { ISA_COUNT = sizeof isas / sizeof isas[0] };

/* The row and spelling of the architecture s[0..n), or NULL. */
static const mca_isa_arch *lookup_arch(const char *s, size_t n, const mca_isa **isa)
{
    for (unsigned i = 0; i < ISA_COUNT; i++)
        for (unsigned a = 0; a < isas[i]->arch_count; a++) {
            const mca_isa_arch *arch = &isas[i]->archs[a];
            if (strlen(arch->spelling) == n && strncmp(arch->spelling, s, n) == 0) {
                *isa = isas[i];
                return arch;
            }
        }
    return NULL;
}

const mca_isa *mca_isa_for_catalog(const char *target)
{
    for (unsigned i = 0; i < ISA_COUNT; i++)
        if (target && strcmp(isas[i]->models, target) == 0)
            return isas[i];
    return NULL;
}

const mca_isa *mca_isa_for_elf_machine(unsigned machine)
{
    for (unsigned i = 0; i < ISA_COUNT; i++)
        for (const uint16_t *m = isas[i]->elf_machines; m && *m; m++)
            if (*m == machine)
                return isas[i];
    return NULL;
}

const mca_syntax_rules *mca_syntax_rules_for(const char *arch)
{
    const mca_isa *isa;
    return arch && lookup_arch(arch, strlen(arch), &isa) ? &isa->syntax : NULL;
}

/* Does s (n long) end with the environment suffix tail? */
static bool env_suffix(const char *env, const char *tail)
{
    size_t n = strlen(env), t = strlen(tail);
    return n >= t && !strcmp(env + n - t, tail);
}

mca_asm_format mca_triple_format(const char *triple)
{
    if (!triple)
        return MCA_ASM_ELF;
    /* arch-vendor-os[-environment] */
    const char *os = strchr(triple, '-');
    os = os ? strchr(os + 1, '-') : NULL;
    if (!os)
        return MCA_ASM_ELF;
    os++;
    const char *env = strchr(os, '-');
    if (env && env_suffix(env, "macho"))
        return MCA_ASM_MACHO;
    if (env && env_suffix(env, "elf"))
        return MCA_ASM_ELF;
    if (env && env_suffix(env, "coff"))
        return MCA_ASM_COFF;
    /* (the first letter first: a batch asks once per block) */
    static const char *const darwin[] = { "darwin", "macos", "ios", "tvos", "watchos",
                                          "xros", "bridgeos", "driverkit" };
    for (size_t k = 0; k < sizeof darwin / sizeof *darwin; k++)
        if (os[0] == darwin[k][0] && !strncmp(os, darwin[k], strlen(darwin[k])))
            return MCA_ASM_MACHO;
    /* (measured: x86_64-w64-mingw32 and x86_64-pc-cygwin, which llvm-mca
     * does not normalize, stay ELF) */
    static const char *const coff[] = { "windows", "win32", "uefi" };
    for (size_t k = 0; k < sizeof coff / sizeof *coff; k++)
        if (os[0] == coff[k][0] && !strncmp(os, coff[k], strlen(coff[k])))
            return MCA_ASM_COFF;
    return MCA_ASM_ELF;
}

bool mca_triple_macho(const char *triple)
{
    return mca_triple_format(triple) == MCA_ASM_MACHO;
}

const mca_syntax_rules *mca_target_syntax(const mca_target *t)
{
    mca_asm_format f = mca_triple_format(t->triple);
    if (t->isa->macho_syntax && f == MCA_ASM_MACHO)
        return t->isa->macho_syntax;
    if (t->isa->coff_syntax && f == MCA_ASM_COFF)
        return t->isa->coff_syntax;
    return &t->isa->syntax;
}

const char *mca_target_models(const mca_target *t)
{
    return t->isa->models;
}

const char *mca_target_json_arch(const mca_target *t, char *buf, size_t size)
{
    if (t->arch->json_name)
        return t->arch->json_name;
    snprintf(buf, size, "%.*s", (int)strcspn(t->triple, "-"), t->triple);
    return buf;
}

void mca_register_print(const mca_catalog *cat, unsigned reg, int variant, mca_strbuf *out)
{
    const mca_isa *isa = mca_isa_for_catalog(mca_catalog_target(cat));
    if (isa && isa->register_name) {
        isa->register_name(cat, reg, variant, out);
        return;
    }
    /* LLVM's printers that have no rule of their own write the name in
     * lower case */
    const mca_register *r = mca_catalog_register(cat, reg);
    for (const char *c = r && r->name ? r->name : "?"; *c; c++)
        mca_strbuf_putc(out, (char)tolower((unsigned char)*c));
}

char *mca_host_cpu_name(void)
{
    /* LLVM 22's answer whichever LLVM is installed (an older one names
     * fewer CPUs): the row of the host's ISA knows it; LLVM's otherwise */
    for (unsigned i = 0; i < ISA_COUNT; i++) {
        char *name = isas[i]->host_cpu ? isas[i]->host_cpu() : NULL;
        if (name)
            return name;
    }
    return mca_llvm_host_cpu();
}

/* Replace the architecture component of t->triple by canonical. */
static int set_triple_arch(mca_target *t, const char *canonical)
{
    const char *rest = strchr(t->triple, '-');
    size_t n = strlen(canonical) + (rest ? strlen(rest) : 0) + 1;
    char *s = malloc(n);
    if (!s)
        return -1;
    snprintf(s, n, "%s%s", canonical, rest ? rest : "");
    free(t->triple);
    t->triple = s;
    return 0;
}

/* The assembler's starting mode: the architecture's, except that a 32-bit
 * triple with a "code16" environment starts in 16-bit mode. */
static int starting_mode(const mca_target *t)
{
    return t->arch->mode == 32 && strstr(t->triple, "-code16") ? 16 : t->arch->mode;
}

int mca_target_resolve(mca_target *t, const char *mtriple, const char *march,
                       const char *mcpu, mca_diags *diags)
{
    memset(t, 0, sizeof *t);
    /* A given triple is kept as given: only its architecture matters, and
     * normalizing it would mean loading LLVM. */
    if (mtriple && *mtriple) {
        t->triple = strdup(mtriple);
    } else {
        /* LLVM's default triple, as llvm-config reported it at build time;
         * asking the library would mean loading all of it. */
        t->triple = strdup(MCA_LLVM_HOST_TARGET);
    }
    if (!t->triple)
        goto oom;
    if (march && *march) {
        t->arch = lookup_arch(march, strlen(march), &t->isa);
        if (!t->arch || !t->arch->canonical) {
            mca_diags_add(diags, MCA_DIAG_TOOL, "invalid target '%s'.", march);
            goto fail;
        }
        if (set_triple_arch(t, t->arch->canonical) != 0)
            goto oom;
    } else {
        t->arch = lookup_arch(t->triple, strcspn(t->triple, "-"), &t->isa);
        if (!t->arch) {
            mca_diags_add(diags, MCA_DIAG_TOOL,
                          "unable to get target for '%s', see --version and --triple.",
                          t->triple);
            goto fail;
        }
    }
    t->mode = starting_mode(t);
    /* An empty -mcpu= is kept: llvm-mca rejects it (program.c). */
    if (!mcpu || strcmp(mcpu, "native") == 0)
        t->cpu = mca_host_cpu_name();
    else
        t->cpu = strdup(mcpu);
    if (!t->cpu)
        goto oom;
    return 0;
oom:
    mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
fail:
    mca_target_free(t);
    return -1;
}

void mca_target_free(mca_target *t)
{
    free(t->triple);
    free(t->cpu);
    t->triple = t->cpu = NULL;
}

/* target: triple, architecture and CPU resolution (see mca/target.h). */
#include <config.h>

#include "mca/target.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llvm.h"

typedef struct {
    const char *name; /* architecture as it appears in triples or -march */
    mca_arch arch;
} arch_name;

static const arch_name arch_names[] = {
    { "x86_64", MCA_ARCH_X86_64 }, { "x86-64", MCA_ARCH_X86_64 },
    { "amd64", MCA_ARCH_X86_64 },  { "i386", MCA_ARCH_I386 },
    { "i486", MCA_ARCH_I386 },     { "i586", MCA_ARCH_I386 },
    { "i686", MCA_ARCH_I386 },     { "x86", MCA_ARCH_I386 },
    { "aarch64", MCA_ARCH_AARCH64 }, { "arm64", MCA_ARCH_AARCH64 },
    { "riscv64", MCA_ARCH_RISCV64 }, { "riscv32", MCA_ARCH_RISCV32 },
};

static int lookup_arch(const char *s, size_t n, mca_arch *out)
{
    for (size_t i = 0; i < sizeof arch_names / sizeof arch_names[0]; i++)
        if (strlen(arch_names[i].name) == n && strncmp(arch_names[i].name, s, n) == 0) {
            *out = arch_names[i].arch;
            return 0;
        }
    return -1;
}

/* Canonical triple spelling of an architecture. */
static const char *triple_arch(mca_arch a)
{
    switch (a) {
    case MCA_ARCH_X86_64: return "x86_64";
    case MCA_ARCH_I386: return "i386";
    case MCA_ARCH_AARCH64: return "aarch64";
    case MCA_ARCH_RISCV64: return "riscv64";
    default: return "riscv32";
    }
}

const char *mca_arch_models_name(mca_arch arch)
{
    switch (arch) {
    case MCA_ARCH_X86_64:
    case MCA_ARCH_I386: return "x86";
    case MCA_ARCH_AARCH64: return "aarch64";
    default: return "riscv";
    }
}

char *mca_host_cpu_name(void)
{
    return mca_llvm_host_cpu();
}

/* Replace the architecture component of t->triple by that of t->arch. */
static int set_triple_arch(mca_target *t)
{
    const char *rest = strchr(t->triple, '-');
    const char *a = triple_arch(t->arch);
    size_t n = strlen(a) + (rest ? strlen(rest) : 0) + 1;
    char *s = malloc(n);
    if (!s)
        return -1;
    snprintf(s, n, "%s%s", a, rest ? rest : "");
    free(t->triple);
    t->triple = s;
    return 0;
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
        if (lookup_arch(march, strlen(march), &t->arch) != 0) {
            mca_diags_add(diags, MCA_DIAG_ERROR, "invalid target '%s'.", march);
            goto fail;
        }
        if (set_triple_arch(t) != 0)
            goto oom;
    } else {
        size_t n = strcspn(t->triple, "-");
        if (lookup_arch(t->triple, n, &t->arch) != 0) {
            mca_diags_add(diags, MCA_DIAG_ERROR,
                          "unable to get target for '%s', see --version and --triple.",
                          t->triple);
            goto fail;
        }
    }
    if (!mcpu || !*mcpu || strcmp(mcpu, "native") == 0)
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

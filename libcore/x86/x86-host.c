/* x86-host: LLVM 22's host CPU name from CPUID (see host-cpu.h). */
#include <config.h>

#include "x86-host.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#define MCA_HOST_X86 1
#endif

static bool has(const mca_x86_cpu *c, uint32_t f)
{
    return (c->features & f) == f;
}

/* ------------------------------------------------------------- decoding */

static uint32_t bit(uint32_t reg, unsigned n)
{
    return (reg >> n) & 1u;
}

void mca_x86_cpuid_decode(const mca_x86_cpuid *r, mca_x86_cpu *out)
{
    memset(out, 0, sizeof *out);
    if (r->max_leaf < 1)
        return;                         /* LLVM: unknown vendor */
    /* "GenuineIntel" and "AuthenticAMD" in EBX, EDX, ECX order. */
    if (r->vendor_ebx == 0x756e6547u && r->vendor_edx == 0x49656e69u &&
        r->vendor_ecx == 0x6c65746eu)
        out->vendor = MCA_X86_VENDOR_INTEL;
    else if (r->vendor_ebx == 0x68747541u && r->vendor_edx == 0x69746e65u &&
             r->vendor_ecx == 0x444d4163u)
        out->vendor = MCA_X86_VENDOR_AMD;

    /* The extended fields count only for the base families 6 and 0Fh; the
     * extended family only for 0Fh. */
    unsigned family = (r->l1_eax >> 8) & 0xfu;
    unsigned model = (r->l1_eax >> 4) & 0xfu;
    if (family == 0xf)
        family += (r->l1_eax >> 20) & 0xffu;
    if (family == 6 || family >= 0xf)
        model |= ((r->l1_eax >> 16) & 0xfu) << 4;
    out->family = family;
    out->model = model;

    uint32_t f = 0;
    if (bit(r->l1_edx, 23)) f |= MCA_X86_MMX;
    if (bit(r->l1_edx, 25)) f |= MCA_X86_SSE;
    if (bit(r->l1_edx, 26)) f |= MCA_X86_SSE2;
    if (bit(r->l1_ecx, 0)) f |= MCA_X86_SSE3;
    if (bit(r->l1_ecx, 9)) f |= MCA_X86_SSSE3;
    if (bit(r->l1_ecx, 19)) f |= MCA_X86_SSE4_1;
    if (bit(r->l1_ecx, 20)) f |= MCA_X86_SSE4_2;
    if (bit(r->l1_ecx, 22)) f |= MCA_X86_MOVBE;

    /* AVX counts only when the OS saves the YMM state (OSXSAVE and AVX in
     * CPUID, XCR0 bits 1-2), AVX-512 only when it also saves the opmask
     * and ZMM state (XCR0 bits 5-7). */
    bool avx = bit(r->l1_ecx, 27) && bit(r->l1_ecx, 28) &&
               (r->xcr0_eax & 0x6u) == 0x6u;
    bool avx512 = avx && (r->xcr0_eax & 0xe0u) == 0xe0u;
    if (avx) f |= MCA_X86_AVX;

    if (r->max_leaf >= 7) {
        if (bit(r->l7_ebx, 5) && avx) f |= MCA_X86_AVX2;
        if (bit(r->l7_ebx, 19)) f |= MCA_X86_ADX;
        if (bit(r->l7_ebx, 23)) f |= MCA_X86_CLFLUSHOPT;
        if (bit(r->l7_ebx, 29)) f |= MCA_X86_SHA;
        if (avx512) {
            if (bit(r->l7_ebx, 31)) f |= MCA_X86_AVX512VL;
            if (bit(r->l7_ecx, 1)) f |= MCA_X86_AVX512VBMI;
            if (bit(r->l7_ecx, 6)) f |= MCA_X86_AVX512VBMI2;
            if (bit(r->l7_ecx, 11)) f |= MCA_X86_AVX512VNNI;
            if (bit(r->l7_edx, 8)) f |= MCA_X86_AVX512VP2INTERSECT;
            /* Subleaf 1 exists when subleaf 0's EAX (the last subleaf)
             * says so; some CPUs return garbage beyond it. */
            if (r->l7_eax >= 1 && bit(r->l7s1_eax, 5)) f |= MCA_X86_AVX512BF16;
        }
    }
    if (r->max_ext_leaf >= 0x80000001u && bit(r->e1_edx, 29))
        f |= MCA_X86_64BIT;
    out->features = f;
}

/* ---------------------------------------------------------------- Intel */

/* Family 6 models with a name of their own (Host.cpp's switch). */
typedef struct {
    unsigned char model;
    const char *name;
} model_name;

static const model_name intel_family6[] = {
    {0x0f, "core2"}, {0x16, "core2"},
    {0x17, "penryn"}, {0x1d, "penryn"},
    {0x1a, "nehalem"}, {0x1e, "nehalem"}, {0x1f, "nehalem"}, {0x2e, "nehalem"},
    {0x25, "westmere"}, {0x2c, "westmere"}, {0x2f, "westmere"},
    {0x2a, "sandybridge"}, {0x2d, "sandybridge"},
    {0x3a, "ivybridge"}, {0x3e, "ivybridge"},
    {0x3c, "haswell"}, {0x3f, "haswell"}, {0x45, "haswell"}, {0x46, "haswell"},
    {0x3d, "broadwell"}, {0x47, "broadwell"}, {0x4f, "broadwell"}, {0x56, "broadwell"},
    {0x4e, "skylake"}, {0x5e, "skylake"}, {0x8e, "skylake"}, {0x9e, "skylake"},
    {0xa5, "skylake"}, {0xa6, "skylake"},
    {0xa7, "rocketlake"},
    {0x66, "cannonlake"},
    {0x7d, "icelake-client"}, {0x7e, "icelake-client"},
    {0x8c, "tigerlake"}, {0x8d, "tigerlake"},
    {0x97, "alderlake"}, {0x9a, "alderlake"},
    {0xbe, "gracemont"},
    {0xb7, "raptorlake"}, {0xba, "raptorlake"}, {0xbf, "raptorlake"},
    {0xaa, "meteorlake"}, {0xac, "meteorlake"},
    {0xc5, "arrowlake"}, {0xb5, "arrowlake"},
    {0xc6, "arrowlake-s"},
    {0xbd, "lunarlake"},
    {0xcc, "pantherlake"},
    {0xd5, "wildcatlake"},
    {0xad, "graniterapids"},
    {0xae, "graniterapids-d"},
    {0x6a, "icelake-server"}, {0x6c, "icelake-server"},
    {0xcf, "emeraldrapids"},
    {0x8f, "sapphirerapids"},
    {0x1c, "bonnell"}, {0x26, "bonnell"}, {0x27, "bonnell"}, {0x35, "bonnell"},
    {0x36, "bonnell"},
    {0x37, "silvermont"}, {0x4a, "silvermont"}, {0x4d, "silvermont"},
    {0x5a, "silvermont"}, {0x5d, "silvermont"}, {0x4c, "silvermont"},
    {0x5c, "goldmont"}, {0x5f, "goldmont"},
    {0x7a, "goldmont-plus"},
    {0x86, "tremont"}, {0x8a, "tremont"}, {0x96, "tremont"}, {0x9c, "tremont"},
    {0xaf, "sierraforest"},
    {0xb6, "grandridge"},
    {0xdd, "clearwaterforest"},
    {0x57, "knl"},
    {0x85, "knm"},
};

/* A family 6 model LLVM does not list: the newest CPU whose distinctive
 * feature is present, checked newest first. */
static const char *intel_family6_guess(const mca_x86_cpu *c)
{
    static const struct {
        uint32_t features;
        const char *name;
    } by_feature[] = {
        {MCA_X86_AVX512VP2INTERSECT, "tigerlake"},
        {MCA_X86_AVX512VBMI2, "icelake-client"},
        {MCA_X86_AVX512VBMI, "cannonlake"},
        {MCA_X86_AVX512BF16, "cooperlake"},
        {MCA_X86_AVX512VNNI, "cascadelake"},
        {MCA_X86_AVX512VL, "skylake-avx512"},
    };
    for (size_t i = 0; i < sizeof by_feature / sizeof by_feature[0]; i++)
        if (has(c, by_feature[i].features))
            return by_feature[i].name;
    if (has(c, MCA_X86_CLFLUSHOPT))
        return has(c, MCA_X86_SHA) ? "goldmont" : "skylake";
    if (has(c, MCA_X86_ADX))
        return "broadwell";
    if (has(c, MCA_X86_AVX2))
        return "haswell";
    if (has(c, MCA_X86_AVX))
        return "sandybridge";
    if (has(c, MCA_X86_SSE4_2))
        return has(c, MCA_X86_MOVBE) ? "silvermont" : "nehalem";
    if (has(c, MCA_X86_SSE4_1))
        return "penryn";
    if (has(c, MCA_X86_SSSE3))
        return has(c, MCA_X86_MOVBE) ? "bonnell" : "core2";
    if (has(c, MCA_X86_64BIT))
        return "core2";
    if (has(c, MCA_X86_SSE3))
        return "yonah";
    if (has(c, MCA_X86_SSE2))
        return "pentium-m";
    if (has(c, MCA_X86_SSE))
        return "pentium3";
    if (has(c, MCA_X86_MMX))
        return "pentium2";
    return "pentiumpro";
}

static const char *intel_name(const mca_x86_cpu *c)
{
    switch (c->family) {
    case 3:
        return "i386";
    case 4:
        return "i486";
    case 5:
        return has(c, MCA_X86_MMX) ? "pentium-mmx" : "pentium";
    case 6:
        /* Skylake server dies differ only in their features. */
        if (c->model == 0x55) {
            if (has(c, MCA_X86_AVX512BF16))
                return "cooperlake";
            return has(c, MCA_X86_AVX512VNNI) ? "cascadelake" : "skylake-avx512";
        }
        for (size_t i = 0; i < sizeof intel_family6 / sizeof intel_family6[0]; i++)
            if (intel_family6[i].model == c->model)
                return intel_family6[i].name;
        return intel_family6_guess(c);
    case 0xf:
        if (has(c, MCA_X86_64BIT))
            return "nocona";
        return has(c, MCA_X86_SSE3) ? "prescott" : "pentium4";
    case 0x12:
        return c->model == 0x01 || c->model == 0x03 ? "novalake" : NULL;
    case 0x13:
        return c->model == 0x01 ? "diamondrapids" : NULL;
    default:
        return NULL;
    }
}

/* ------------------------------------------------------------------ AMD */

static bool in(unsigned v, unsigned lo, unsigned hi)
{
    return v >= lo && v <= hi;
}

static const char *amd_name(const mca_x86_cpu *c)
{
    unsigned m = c->model;
    switch (c->family) {
    case 4:
        return "i486";
    case 5:
        switch (m) {
        case 6: case 7: return "k6";
        case 8: return "k6-2";
        case 9: case 13: return "k6-3";
        case 10: return "geode";
        default: return "pentium";
        }
    case 6:
        return has(c, MCA_X86_SSE) ? "athlon-xp" : "athlon";
    case 0xf:
        return has(c, MCA_X86_SSE3) ? "k8-sse3" : "k8";
    case 0x10:
    case 0x12:
        return "amdfam10";
    case 0x14:
        return "btver1";
    case 0x15:                          /* Bulldozer and its successors */
        if (in(m, 0x60, 0x7f))
            return "bdver4";
        if (in(m, 0x30, 0x3f))
            return "bdver3";
        if (in(m, 0x10, 0x1f) || m == 0x02)
            return "bdver2";
        return "bdver1";
    case 0x16:
        return "btver2";
    case 0x17:                          /* Zen, Zen+, Zen 2 */
        if (in(m, 0x30, 0x3f) || m == 0x47 || in(m, 0x60, 0x7f) ||
            in(m, 0x84, 0x87) || in(m, 0x90, 0x9f) || in(m, 0xa0, 0xaf))
            return "znver2";
        return "znver1";
    case 0x19:                          /* Zen 3, Zen 3+, Zen 4 */
        if (in(m, 0x10, 0x1f) || in(m, 0x60, 0x7f) || in(m, 0xa0, 0xaf))
            return "znver4";
        return "znver3";
    case 0x1a:                          /* Zen 5: every model */
        return "znver5";
    default:
        return NULL;
    }
}

const char *mca_x86_cpu_name(const mca_x86_cpu *cpu)
{
    const char *name = NULL;
    if (cpu->vendor == MCA_X86_VENDOR_INTEL)
        name = intel_name(cpu);
    else if (cpu->vendor == MCA_X86_VENDOR_AMD)
        name = amd_name(cpu);
    return name ? name : "generic";
}

/* ------------------------------------------------------------- the host */

#ifdef MCA_HOST_X86
static void read_cpuid(mca_x86_cpuid *r)
{
    unsigned a, b, c, d;
    memset(r, 0, sizeof *r);
    /* __get_cpuid_max also checks that CPUID exists (old i386). */
    r->max_leaf = __get_cpuid_max(0, NULL);
    if (r->max_leaf < 1)
        return;
    __cpuid(0, a, b, c, d);
    r->vendor_ebx = b;
    r->vendor_ecx = c;
    r->vendor_edx = d;
    __cpuid(1, a, b, c, d);
    r->l1_eax = a;
    r->l1_ecx = c;
    r->l1_edx = d;
    /* XGETBV faults unless the OS enabled it (OSXSAVE, ECX bit 27). */
    if ((r->l1_ecx >> 27) & 1u) {
        uint32_t lo, hi;
        __asm__ volatile(".byte 0x0f, 0x01, 0xd0" : "=a"(lo), "=d"(hi) : "c"(0));
        (void)hi;
        r->xcr0_eax = lo;
    }
    if (r->max_leaf >= 7) {
        __cpuid_count(7, 0, a, b, c, d);
        r->l7_eax = a;
        r->l7_ebx = b;
        r->l7_ecx = c;
        r->l7_edx = d;
        if (r->l7_eax >= 1) {
            __cpuid_count(7, 1, a, b, c, d);
            r->l7s1_eax = a;
        }
    }
    r->max_ext_leaf = __get_cpuid_max(0x80000000u, NULL);
    if (r->max_ext_leaf >= 0x80000001u) {
        __cpuid(0x80000001u, a, b, c, d);
        r->e1_ecx = c;
        r->e1_edx = d;
    }
}
#endif

char *mca_x86_host_cpu(void)
{
#ifdef MCA_HOST_X86
    mca_x86_cpuid regs;
    mca_x86_cpu cpu;
    read_cpuid(&regs);
    mca_x86_cpuid_decode(&regs, &cpu);
    return strdup(mca_x86_cpu_name(&cpu));
#else
    return NULL;
#endif
}

/* Unit test of host-cpu: the CPU name LLVM 22 gives a host, from CPUID.
 *
 * 1. The decision on a table of (vendor, family, model, features) whose
 *    expected names come from reading LLVM's Host.cpp (getHostCPUName and
 *    the Intel/AMD helpers it calls).
 * 2. The CPUID decoding on raw register values: family/model fields, and
 *    AVX/AVX-512 counted only when XCR0 says the OS saves their state.
 * 3. Every name the decision can return is a CPU of the shipped x86-64
 *    models (libcore/models/x86-64/cpus), so the caller always finds one.
 * 4. On this machine: the same answer as LLVM 22 itself ("Host CPU:" of
 *    llc-22 --version), when LLVM 22 is installed (skipped otherwise).
 * 5. LLVM 22's own answers on raw CPUID values (host-cpu-llvm22.tsv, made
 *    by regen-host-cpu running LLVM 22 with its CPUID answered under
 *    ptrace): every Intel family 6 model with each feature profile, the
 *    other Intel families and AMD families 4-1Fh with every model byte. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../libcore/x86/x86-host.h"
#include "tap.h"

#define INTEL MCA_X86_VENDOR_INTEL
#define AMD MCA_X86_VENDOR_AMD
#define OTHER MCA_X86_VENDOR_OTHER

/* Feature sets of real parts, enough for the decisions below. */
#define F_SSE_ALL (MCA_X86_MMX | MCA_X86_SSE | MCA_X86_SSE2 | MCA_X86_SSE3 | \
                   MCA_X86_SSSE3 | MCA_X86_SSE4_1 | MCA_X86_SSE4_2 | MCA_X86_64BIT)
#define F_HSW (F_SSE_ALL | MCA_X86_MOVBE | MCA_X86_AVX | MCA_X86_AVX2)
#define F_SKL (F_HSW | MCA_X86_ADX | MCA_X86_CLFLUSHOPT)
#define F_SKX (F_SKL | MCA_X86_AVX512VL)

static const struct {
    mca_x86_vendor vendor;
    unsigned family, model;
    uint32_t features;
    const char *want;
} table[] = {
    /* Intel family 6: named models. */
    {INTEL, 6, 0x0f, F_SSE_ALL, "core2"},
    {INTEL, 6, 0x17, F_SSE_ALL, "penryn"},
    {INTEL, 6, 0x1a, F_SSE_ALL, "nehalem"},
    {INTEL, 6, 0x2c, F_SSE_ALL, "westmere"},
    {INTEL, 6, 0x2d, F_SSE_ALL | MCA_X86_AVX, "sandybridge"},
    {INTEL, 6, 0x3e, F_SSE_ALL | MCA_X86_AVX, "ivybridge"},
    {INTEL, 6, 0x3c, F_HSW, "haswell"},
    {INTEL, 6, 0x4f, F_HSW | MCA_X86_ADX, "broadwell"},
    {INTEL, 6, 0x5e, F_SKL, "skylake"},
    {INTEL, 6, 0x9e, F_SKL, "skylake"},         /* Kaby Lake */
    {INTEL, 6, 0xa5, F_SKL, "skylake"},         /* Comet Lake */
    {INTEL, 6, 0xa7, F_SKX, "rocketlake"},
    {INTEL, 6, 0x55, F_SKX, "skylake-avx512"},
    {INTEL, 6, 0x55, F_SKX | MCA_X86_AVX512VNNI, "cascadelake"},
    {INTEL, 6, 0x55, F_SKX | MCA_X86_AVX512VNNI | MCA_X86_AVX512BF16, "cooperlake"},
    {INTEL, 6, 0x66, F_SKX | MCA_X86_AVX512VBMI, "cannonlake"},
    {INTEL, 6, 0x7e, F_SKX, "icelake-client"},
    {INTEL, 6, 0x6a, F_SKX, "icelake-server"},
    {INTEL, 6, 0x8c, F_SKX, "tigerlake"},
    {INTEL, 6, 0x97, F_SKL, "alderlake"},
    {INTEL, 6, 0xbe, F_SKL, "gracemont"},
    {INTEL, 6, 0xb7, F_SKL, "raptorlake"},
    {INTEL, 6, 0xaa, F_SKL, "meteorlake"},
    {INTEL, 6, 0xc5, F_SKL, "arrowlake"},
    {INTEL, 6, 0xb5, F_SKL, "arrowlake"},       /* Arrow Lake U */
    {INTEL, 6, 0xc6, F_SKL, "arrowlake-s"},
    {INTEL, 6, 0xbd, F_SKL, "lunarlake"},
    {INTEL, 6, 0xcc, F_SKL, "pantherlake"},
    {INTEL, 6, 0x8f, F_SKX, "sapphirerapids"},
    {INTEL, 6, 0xcf, F_SKX, "emeraldrapids"},
    {INTEL, 6, 0xad, F_SKX, "graniterapids"},
    {INTEL, 6, 0xae, F_SKX, "graniterapids-d"},
    {INTEL, 6, 0x1c, F_SSE_ALL & ~MCA_X86_SSE4_1, "bonnell"},
    {INTEL, 6, 0x4c, F_SSE_ALL | MCA_X86_MOVBE, "silvermont"},   /* Airmont */
    {INTEL, 6, 0x5f, F_SSE_ALL | MCA_X86_SHA, "goldmont"},
    {INTEL, 6, 0x7a, F_SSE_ALL | MCA_X86_SHA, "goldmont-plus"},
    {INTEL, 6, 0x96, F_SSE_ALL | MCA_X86_SHA, "tremont"},
    {INTEL, 6, 0xaf, F_SKL, "sierraforest"},
    {INTEL, 6, 0xb6, F_SKL, "grandridge"},
    {INTEL, 6, 0xdd, F_SKL, "clearwaterforest"},
    {INTEL, 6, 0x57, F_HSW, "knl"},
    {INTEL, 6, 0x85, F_HSW, "knm"},
    /* Intel family 6, models LLVM does not list: guessed from features. */
    {INTEL, 6, 0xfe, F_SKX | MCA_X86_AVX512VP2INTERSECT | MCA_X86_AVX512VBMI2, "tigerlake"},
    {INTEL, 6, 0xfe, F_SKX | MCA_X86_AVX512VBMI2 | MCA_X86_AVX512VBMI, "icelake-client"},
    {INTEL, 6, 0xfe, F_SKX | MCA_X86_AVX512VBMI, "cannonlake"},
    {INTEL, 6, 0xfe, F_SKX | MCA_X86_AVX512BF16 | MCA_X86_AVX512VNNI, "cooperlake"},
    {INTEL, 6, 0xfe, F_SKX | MCA_X86_AVX512VNNI, "cascadelake"},
    {INTEL, 6, 0xfe, F_SKX, "skylake-avx512"},
    {INTEL, 6, 0xfe, F_SKL | MCA_X86_SHA, "goldmont"},
    {INTEL, 6, 0xfe, F_SKL, "skylake"},
    {INTEL, 6, 0xfe, F_HSW | MCA_X86_ADX, "broadwell"},
    {INTEL, 6, 0xfe, F_HSW, "haswell"},
    {INTEL, 6, 0xfe, F_SSE_ALL | MCA_X86_AVX, "sandybridge"},
    {INTEL, 6, 0xfe, F_SSE_ALL | MCA_X86_MOVBE, "silvermont"},
    {INTEL, 6, 0xfe, F_SSE_ALL, "nehalem"},
    {INTEL, 6, 0xfe, F_SSE_ALL & ~MCA_X86_SSE4_2, "penryn"},
    {INTEL, 6, 0xfe, (F_SSE_ALL & ~(MCA_X86_SSE4_2 | MCA_X86_SSE4_1)) | MCA_X86_MOVBE, "bonnell"},
    {INTEL, 6, 0xfe, F_SSE_ALL & ~(MCA_X86_SSE4_2 | MCA_X86_SSE4_1), "core2"},
    {INTEL, 6, 0xfe, MCA_X86_64BIT | MCA_X86_SSE2, "core2"},
    {INTEL, 6, 0xfe, MCA_X86_SSE3 | MCA_X86_SSE2, "yonah"},
    {INTEL, 6, 0xfe, MCA_X86_SSE2 | MCA_X86_SSE, "pentium-m"},
    {INTEL, 6, 0xfe, MCA_X86_SSE | MCA_X86_MMX, "pentium3"},
    {INTEL, 6, 0xfe, MCA_X86_MMX, "pentium2"},
    {INTEL, 6, 0xfe, 0, "pentiumpro"},
    /* Other Intel families. */
    {INTEL, 3, 0, 0, "i386"},
    {INTEL, 4, 0, 0, "i486"},
    {INTEL, 5, 4, MCA_X86_MMX, "pentium-mmx"},
    {INTEL, 5, 2, 0, "pentium"},
    {INTEL, 0xf, 4, MCA_X86_SSE3 | MCA_X86_64BIT, "nocona"},
    {INTEL, 0xf, 3, MCA_X86_SSE3, "prescott"},
    {INTEL, 0xf, 2, MCA_X86_SSE2, "pentium4"},
    {INTEL, 0x13, 0x01, F_SKX, "diamondrapids"},
    {INTEL, 0x13, 0x02, F_SKX, "generic"},
    {INTEL, 0x12, 0x01, F_SKX, "novalake"},
    {INTEL, 0x12, 0x02, F_SKX, "generic"},
    {INTEL, 6, 0xd5, F_SKL, "wildcatlake"},
    {INTEL, 7, 0, F_SKX, "generic"},
    /* AMD. */
    {AMD, 4, 0, 0, "i486"},
    {AMD, 5, 0, 0, "pentium"},
    {AMD, 5, 6, 0, "k6"},
    {AMD, 5, 8, 0, "k6-2"},
    {AMD, 5, 13, 0, "k6-3"},
    {AMD, 5, 10, 0, "geode"},
    {AMD, 6, 0, MCA_X86_SSE, "athlon-xp"},
    {AMD, 6, 0, 0, "athlon"},
    {AMD, 0xf, 0x41, MCA_X86_SSE3, "k8-sse3"},
    {AMD, 0xf, 0x41, MCA_X86_SSE2, "k8"},
    {AMD, 0x10, 2, 0, "amdfam10"},
    {AMD, 0x12, 1, 0, "amdfam10"},
    {AMD, 0x14, 1, 0, "btver1"},
    {AMD, 0x15, 0x01, 0, "bdver1"},
    {AMD, 0x15, 0x02, 0, "bdver2"},
    {AMD, 0x15, 0x13, 0, "bdver2"},
    {AMD, 0x15, 0x30, 0, "bdver3"},
    {AMD, 0x15, 0x65, 0, "bdver4"},
    {AMD, 0x15, 0x80, 0, "bdver1"},
    {AMD, 0x16, 0x30, 0, "btver2"},
    {AMD, 0x17, 0x01, 0, "znver1"},
    {AMD, 0x17, 0x18, 0, "znver1"},             /* Picasso, Zen+ */
    {AMD, 0x17, 0x31, 0, "znver2"},             /* Rome */
    {AMD, 0x17, 0x47, 0, "znver2"},
    {AMD, 0x17, 0x71, 0, "znver2"},             /* Matisse */
    {AMD, 0x17, 0x90, 0, "znver2"},
    {AMD, 0x17, 0xa0, 0, "znver2"},
    {AMD, 0x17, 0x48, 0, "znver1"},
    {AMD, 0x19, 0x01, 0, "znver3"},             /* Milan */
    {AMD, 0x19, 0x21, 0, "znver3"},             /* Vermeer */
    {AMD, 0x19, 0x44, 0, "znver3"},             /* Rembrandt, Zen 3+ */
    {AMD, 0x19, 0x11, 0, "znver4"},             /* Genoa */
    {AMD, 0x19, 0x61, 0, "znver4"},             /* Raphael */
    {AMD, 0x19, 0x74, 0, "znver4"},             /* Phoenix */
    {AMD, 0x19, 0x7c, 0, "znver4"},
    {AMD, 0x19, 0xa0, 0, "znver4"},
    {AMD, 0x19, 0x80, 0, "znver3"},
    {AMD, 0x1a, 0x02, 0, "znver5"},             /* Turin */
    {AMD, 0x1a, 0x44, 0, "znver5"},             /* Granite Ridge */
    {AMD, 0x1a, 0x90, 0, "znver5"},
    {AMD, 0x18, 0x00, 0, "generic"},            /* Hygon's family, AMD vendor */
    {AMD, 0x1b, 0x00, 0, "generic"},
    /* Neither vendor. */
    {OTHER, 6, 0x0f, F_SSE_ALL, "generic"},
    {OTHER, 0x19, 0x01, F_SKX, "generic"},
};

static void test_table(void)
{
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        mca_x86_cpu c = {table[i].vendor, table[i].family, table[i].model,
                         table[i].features};
        char name[96];
        snprintf(name, sizeof name, "%s family %#x model %#x -> %s",
                 c.vendor == INTEL ? "Intel" : c.vendor == AMD ? "AMD" : "other",
                 c.family, c.model, table[i].want);
        tap_is_str(mca_x86_cpu_name(&c), table[i].want, name);
    }
}

/* Leaf 0 of a vendor: "GenuineIntel" / "AuthenticAMD" in EBX, EDX, ECX. */
static void set_vendor(mca_x86_cpuid *r, mca_x86_vendor v, uint32_t max_leaf)
{
    r->max_leaf = max_leaf;
    if (v == INTEL) {
        r->vendor_ebx = 0x756e6547u;
        r->vendor_edx = 0x49656e69u;
        r->vendor_ecx = 0x6c65746eu;
    } else if (v == AMD) {
        r->vendor_ebx = 0x68747541u;
        r->vendor_edx = 0x69746e65u;
        r->vendor_ecx = 0x444d4163u;
    } else {
        r->vendor_ebx = 0x746e6543u;     /* "CentaurHauls" */
        r->vendor_edx = 0x48727561u;
        r->vendor_ecx = 0x736c7561u;
    }
}

static const char *decode_name(const mca_x86_cpuid *r, mca_x86_cpu *c)
{
    mca_x86_cpuid_decode(r, c);
    return mca_x86_cpu_name(c);
}

static void test_decode(void)
{
    mca_x86_cpuid r;
    mca_x86_cpu c;

    /* EPYC 7xx3 (Milan): signature 00A00F11h: family 0Fh + 0Ah, model 01h. */
    memset(&r, 0, sizeof r);
    set_vendor(&r, AMD, 0x10);
    r.l1_eax = 0x00a00f11u;
    tap_is_str(decode_name(&r, &c), "znver3", "Milan signature -> znver3");
    tap_is_num(c.family, 0x19, "extended family added to 0Fh");
    tap_is_num(c.model, 0x01, "extended model 0");

    /* Zen 5 (Granite Ridge): 00B40F40h: family 1Ah, model 44h. */
    r.l1_eax = 0x00b40f40u;
    tap_is_str(decode_name(&r, &c), "znver5", "Granite Ridge signature -> znver5");
    tap_is_num(c.model, 0x44, "extended model of family 0Fh+");

    /* Skylake client: 000506E3h: family 6, model 5Eh. */
    memset(&r, 0, sizeof r);
    set_vendor(&r, INTEL, 0x16);
    r.l1_eax = 0x000506e3u;
    tap_is_str(decode_name(&r, &c), "skylake", "Skylake signature -> skylake");
    tap_is_num(c.model, 0x5e, "family 6 takes the extended model");

    /* A base family other than 6 and 0Fh ignores the extended fields. */
    r.l1_eax = 0x0ff50543u;
    mca_x86_cpuid_decode(&r, &c);
    tap_ok(c.family == 5 && c.model == 4, "family 5: extended fields ignored");

    /* Skylake-SP (model 55h) with AVX-512 VNNI in CPUID: cascadelake only
     * when XCR0 says the OS saves the ZMM state. */
    memset(&r, 0, sizeof r);
    set_vendor(&r, INTEL, 0x16);
    r.l1_eax = 0x00050657u;
    r.l1_ecx = (1u << 27) | (1u << 28);              /* OSXSAVE, AVX */
    r.l7_ebx = (1u << 5) | (1u << 31);               /* AVX2, AVX512VL */
    r.l7_ecx = 1u << 11;                             /* AVX512VNNI */
    r.xcr0_eax = 0xe7u;
    tap_is_str(decode_name(&r, &c), "cascadelake", "model 55h with VNNI -> cascadelake");
    tap_ok((c.features & (MCA_X86_AVX | MCA_X86_AVX2)) == (MCA_X86_AVX | MCA_X86_AVX2),
           "AVX and AVX2 when XCR0 has the YMM state");
    r.xcr0_eax = 0x07u;
    tap_is_str(decode_name(&r, &c), "skylake-avx512",
               "no ZMM state in XCR0: VNNI not counted -> skylake-avx512");
    tap_ok((c.features & MCA_X86_AVX512VL) == 0, "no AVX512VL without the ZMM state");
    r.xcr0_eax = 0x03u;
    mca_x86_cpuid_decode(&r, &c);
    tap_ok((c.features & (MCA_X86_AVX | MCA_X86_AVX2)) == 0, "no AVX without the YMM state");
    r.l1_ecx = 1u << 28;                             /* AVX but no OSXSAVE */
    r.xcr0_eax = 0xe7u;
    mca_x86_cpuid_decode(&r, &c);
    tap_ok((c.features & MCA_X86_AVX) == 0, "no AVX without OSXSAVE");

    /* Leaf 7 is read only when the maximum leaf reaches it. */
    memset(&r, 0, sizeof r);
    set_vendor(&r, INTEL, 6);
    r.l1_eax = 0x000906f0u;                          /* family 6, model 9Fh: unlisted */
    r.l1_ecx = (1u << 27) | (1u << 28);
    r.xcr0_eax = 0xe7u;
    r.l7_ebx = 1u << 5;
    tap_is_str(decode_name(&r, &c), "sandybridge", "max leaf 6: leaf 7 ignored");
    r.max_leaf = 7;
    tap_is_str(decode_name(&r, &c), "haswell", "max leaf 7: AVX2 seen");

    /* BF16 is in subleaf 1, read only when subleaf 0 announces it. */
    r.l7_ebx = (1u << 5) | (1u << 31);
    r.l7s1_eax = 1u << 5;
    tap_is_str(decode_name(&r, &c), "skylake-avx512", "subleaf 1 not announced: no BF16");
    r.l7_eax = 1;
    tap_is_str(decode_name(&r, &c), "cooperlake", "subleaf 1 announced: BF16 -> cooperlake");

    /* Long mode from extended leaf 80000001h, if present. */
    memset(&r, 0, sizeof r);
    set_vendor(&r, INTEL, 2);
    r.l1_eax = 0x00000f41u;                          /* family 0Fh */
    r.l1_ecx = 1u;                                   /* SSE3 */
    r.e1_edx = 1u << 29;
    tap_is_str(decode_name(&r, &c), "prescott", "no extended leaf: no 64-bit");
    r.max_ext_leaf = 0x80000008u;
    tap_is_str(decode_name(&r, &c), "nocona", "extended leaf: 64-bit -> nocona");

    /* No leaf 1, or another vendor: generic. */
    memset(&r, 0, sizeof r);
    set_vendor(&r, INTEL, 0);
    r.l1_eax = 0x000506e3u;
    tap_is_str(decode_name(&r, &c), "generic", "max leaf 0 -> generic");
    set_vendor(&r, OTHER, 0x16);
    tap_is_str(decode_name(&r, &c), "generic", "Centaur -> generic");
}

/* Every answer is a CPU the shipped x86-64 models know. */
static void test_names_known(void)
{
    const char *srcdir = getenv("top_srcdir");
    char path[4096];
    snprintf(path, sizeof path, "%s/libcore/models/x86-64/cpus", srcdir ? srcdir : ".");
    FILE *f = fopen(path, "r");
    if (!tap_ok(f != NULL, "the x86-64 CPU index opens"))
        return;
    static char known[16384];
    size_t used = 1;
    known[0] = ' ';
    char line[256], name[128];
    while (fgets(line, sizeof line, f)) {
        size_t n;
        if (sscanf(line, "cpu %127s", name) == 1 && (n = strlen(name)) + 2 < sizeof known - used) {
            memcpy(known + used, name, n);
            used += n;
            known[used++] = ' ';
        }
    }
    known[used] = '\0';
    fclose(f);

    /* All families and models of both vendors, with a few feature sets. */
    static const uint32_t sets[] = {0, MCA_X86_MMX | MCA_X86_SSE, F_SSE_ALL, F_HSW, F_SKL,
                                    F_SKX | MCA_X86_AVX512VNNI | MCA_X86_AVX512BF16};
    unsigned unknown = 0, tried = 0;
    for (int v = OTHER; v <= AMD; v++)
        for (unsigned fam = 0; fam < 0x30; fam++)
            for (unsigned model = 0; model < 0x100; model++)
                for (size_t s = 0; s < sizeof sets / sizeof sets[0]; s++) {
                    mca_x86_cpu c = {(mca_x86_vendor)v, fam, model, sets[s]};
                    const char *got = mca_x86_cpu_name(&c);
                    char key[140];
                    snprintf(key, sizeof key, " %s ", got);
                    tried++;
                    if (!strstr(known, key) && unknown++ < 5)
                        printf("# %s (family %#x model %#x) is not in %s\n", got, fam,
                               model, path);
                }
    tap_ok(unknown == 0 && tried > 0, "every name returned is in the x86-64 CPU index");
}

/* This machine, against LLVM 22's own answer. */
static void test_this_host(void)
{
    char *mine = mca_x86_host_cpu();
#if defined(__x86_64__) || defined(__i386__)
    tap_ok(mine != NULL, "x86 host: a name");
#else
    tap_ok(mine == NULL, "non-x86 host: NULL");
#endif
    const char *llc = getenv("MCA_TEST_LLC22");
    if (!llc || !*llc)
        llc = "/usr/lib/llvm-22/bin/llc";
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "'%s' --version 2>/dev/null", llc);
    FILE *p = mine ? popen(cmd, "r") : NULL;
    char line[256], want[128] = "";
    if (p) {
        while (fgets(line, sizeof line, p))
            if (sscanf(line, " Host CPU: %127s", want) == 1)
                break;
        pclose(p);
    }
    if (want[0]) {
        printf("# LLVM 22: %s, host-cpu: %s\n", want, mine);
        tap_is_str(mine, want, "this host: the same name as LLVM 22");
    } else {
        printf("ok %d - this host against LLVM 22 # SKIP %s not found\n", ++tap_count, llc);
    }
    free(mine);
}

/* LLVM 22's answers, row by row; one check per name LLVM gives, so that a
 * regression says which CPU it broke. */
static void test_llvm22_rows(void)
{
    const char *srcdir = getenv("top_srcdir");
    char path[4096];
    snprintf(path, sizeof path, "%s/tests/unit/host-cpu-llvm22.tsv", srcdir ? srcdir : ".");
    FILE *f = fopen(path, "r");
    if (!tap_ok(f != NULL, "LLVM 22's answers (host-cpu-llvm22.tsv) open"))
        return;
    enum { MAXNAMES = 128 };
    static struct { char name[40]; unsigned rows, wrong; } names[MAXNAMES];
    size_t nnames = 0;
    unsigned rows = 0, bad = 0;
    char line[512], vendor[16], want[40];
    while (fgets(line, sizeof line, f)) {
        mca_x86_cpuid r;
        memset(&r, 0, sizeof r);
        if (sscanf(line, "%15s %x %x %x %x %x %x %x %x %x %x %x %x %x %x %x %x %39s", vendor,
                   &r.max_leaf, &r.vendor_ebx, &r.vendor_ecx, &r.vendor_edx, &r.l1_eax,
                   &r.l1_ecx, &r.l1_edx, &r.l7_eax, &r.l7_ebx, &r.l7_ecx, &r.l7_edx,
                   &r.l7s1_eax, &r.max_ext_leaf, &r.e1_ecx, &r.e1_edx, &r.xcr0_eax,
                   want) != 18) {
            bad++;
            continue;
        }
        rows++;
        mca_x86_cpu c;
        const char *got = decode_name(&r, &c);
        size_t i = 0;
        while (i < nnames && strcmp(names[i].name, want) != 0)
            i++;
        if (i == nnames && nnames < MAXNAMES)
            snprintf(names[nnames++].name, sizeof names[0].name, "%s", want);
        if (i == nnames)
            continue;
        names[i].rows++;
        if (strcmp(got, want) != 0 && names[i].wrong++ < 3)
            printf("# %s family %#x model %#x: LLVM 22 %s, host-cpu %s\n", vendor, c.family,
                   c.model, want, got);
    }
    fclose(f);
    tap_ok(bad == 0 && rows >= 30000, "LLVM 22's answers: >= 30,000 well-formed rows");
    for (size_t i = 0; i < nnames; i++) {
        char what[96];
        snprintf(what, sizeof what, "the %u rows LLVM 22 calls %.39s", names[i].rows,
                 names[i].name);
        tap_ok(names[i].wrong == 0, what);
    }
}

int main(void)
{
    test_table();
    test_decode();
    test_names_known();
    test_this_host();
    test_llvm22_rows();
    return tap_done();
}

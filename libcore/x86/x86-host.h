/* x86-host: the CPU name llvm-mca 22 picks for this machine when no -mcpu
 * (or -mcpu=native) is given, computed without asking LLVM.
 *
 * LLVM answers with sys::getHostCPUName (llvm/lib/TargetParser/Host.cpp):
 * CPUID vendor, family and model, and a few feature bits, mapped to a CPU
 * name.  An older LLVM found at run time knows fewer CPUs (LLVM 14 calls an
 * AMD family 1Ah "generic"), so the tools decide themselves, the way
 * LLVM 22 does.  The decision is written from reading Host.cpp, not copied.
 *
 * The work is split so that all of it but the CPUID instruction is a pure
 * function of register values:
 *   raw CPUID/XGETBV registers --mca_x86_cpuid_decode--> vendor, family,
 *   model, feature bits --mca_x86_cpu_name--> "znver5", "skylake", ...
 *
 * Contract:
 * - mca_x86_host_cpu: x86 hosts: a malloc'd name (caller frees), which
 *   is "generic" where LLVM 22 says so (unknown vendor or family);
 *   NULL on other architectures and when memory runs out: the caller falls
 *   back (to LLVM's answer, or "generic").
 * - mca_x86_cpu_name never returns NULL; the string is static.
 *
 * Checked against LLVM 22 itself, not only its source: the unit test
 * compares this decision with LLVM 22's answers on 34,868 sets of CPUID
 * values (tests/unit/host-cpu-llvm22.tsv, made by regen-host-cpu). */
#ifndef MCA_X86_HOST_H
#define MCA_X86_HOST_H

#include <stdbool.h>
#include <stdint.h>

typedef enum {
    MCA_X86_VENDOR_OTHER = 0,
    MCA_X86_VENDOR_INTEL,       /* "GenuineIntel" */
    MCA_X86_VENDOR_AMD          /* "AuthenticAMD" */
} mca_x86_vendor;

/* The feature bits the decision looks at, as LLVM derives them (AVX and
 * AVX-512 only when the OS saves their registers, see the decoder). */
enum {
    MCA_X86_MMX = 1u << 0,
    MCA_X86_SSE = 1u << 1,
    MCA_X86_SSE2 = 1u << 2,
    MCA_X86_SSE3 = 1u << 3,
    MCA_X86_SSSE3 = 1u << 4,
    MCA_X86_SSE4_1 = 1u << 5,
    MCA_X86_SSE4_2 = 1u << 6,
    MCA_X86_MOVBE = 1u << 7,
    MCA_X86_AVX = 1u << 8,
    MCA_X86_AVX2 = 1u << 9,
    MCA_X86_ADX = 1u << 10,
    MCA_X86_CLFLUSHOPT = 1u << 11,
    MCA_X86_SHA = 1u << 12,
    MCA_X86_AVX512VL = 1u << 13,
    MCA_X86_AVX512VNNI = 1u << 14,
    MCA_X86_AVX512BF16 = 1u << 15,
    MCA_X86_AVX512VBMI = 1u << 16,
    MCA_X86_AVX512VBMI2 = 1u << 17,
    MCA_X86_AVX512VP2INTERSECT = 1u << 18,
    MCA_X86_64BIT = 1u << 19            /* long mode (CPUID 80000001h) */
};

typedef struct {
    mca_x86_vendor vendor;
    unsigned family;            /* with the extended family added (0Fh + ext) */
    unsigned model;             /* with the extended model, families 6 and 0Fh+ */
    uint32_t features;          /* MCA_X86_* */
} mca_x86_cpu;

/* Raw register values, as the CPUID and XGETBV instructions return them.
 * A leaf the processor does not have is all zero (and its max-leaf value
 * says so); xcr0_eax is meaningful only when leaf 1 ECX has OSXSAVE. */
typedef struct {
    uint32_t max_leaf, vendor_ebx, vendor_ecx, vendor_edx;   /* leaf 0 */
    uint32_t l1_eax, l1_ecx, l1_edx;                         /* leaf 1 */
    uint32_t l7_eax, l7_ebx, l7_ecx, l7_edx;                 /* leaf 7.0 */
    uint32_t l7s1_eax;                                       /* leaf 7.1 */
    uint32_t max_ext_leaf;                                   /* 80000000h */
    uint32_t e1_ecx, e1_edx;                                 /* 80000001h */
    uint32_t xcr0_eax;
} mca_x86_cpuid;

/* Vendor, family, model and features from raw CPUID values (pure). */
void mca_x86_cpuid_decode(const mca_x86_cpuid *regs, mca_x86_cpu *out);

/* LLVM 22's name for that CPU (pure); "generic" when it has none. */
const char *mca_x86_cpu_name(const mca_x86_cpu *cpu);

/* Run CPUID on this machine and name it; see the contract above. */
char *mca_x86_host_cpu(void);

#endif

/* host-cpu-oracle: asks an installed LLVM which host CPU name it gives for
 * CPUID register values chosen here, by running LLVM's own
 * LLVMGetHostCPUName under ptrace and answering its CPUID and XGETBV
 * instructions.  Generates tests/unit/host-cpu-llvm22.tsv (see
 * tests/unit/regen-host-cpu); the unit test test-host-cpu compares
 * libcore's decision with every row, without needing LLVM at run time.
 *
 * Linux x86-64 only; a development tool, not built by make.
 *
 * Usage: host-cpu-oracle /path/to/libLLVM.so.22  > rows.tsv
 *
 * Each row: vendor (intel, amd, other), then the raw registers in the
 * order of mca_x86_cpuid (hex), then LLVM's answer. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/types.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct {
    const char *vendor;
    uint32_t max_leaf, vendor_ebx, vendor_ecx, vendor_edx;
    uint32_t l1_eax, l1_ecx, l1_edx;
    uint32_t l7_eax, l7_ebx, l7_ecx, l7_edx;
    uint32_t l7s1_eax;
    uint32_t max_ext_leaf;
    uint32_t e1_ecx, e1_edx;
    uint32_t xcr0_eax;
} scenario;

/* ------------------------------------------------------------ scenarios */

/* Feature profiles, as raw bits: leaf 1 ECX/EDX, leaf 7 EBX/ECX/EDX,
 * leaf 7.1 EAX, 80000001h EDX.  Chosen to walk every step of the
 * feature-based guesses and to give named models realistic features. */
typedef struct {
    uint32_t l1_ecx, l1_edx, l7_ebx, l7_ecx, l7_edx, l7s1_eax, e1_edx;
} profile;

#define MMX (1u << 23)
#define SSE (1u << 25)
#define SSE2 (1u << 26)
#define SSE3 (1u << 0)
#define SSSE3 (1u << 9)
#define SSE41 (1u << 19)
#define SSE42 (1u << 20)
#define MOVBE (1u << 22)
#define OSXSAVE_AVX ((1u << 27) | (1u << 28))
#define AVX2 (1u << 5)
#define ADX (1u << 19)
#define CLFLUSHOPT (1u << 23)
#define SHA (1u << 29)
#define AVX512F (1u << 16)
#define AVX512VL (1u << 31)
#define VBMI (1u << 1)
#define VBMI2 (1u << 6)
#define VNNI (1u << 11)
#define VP2I (1u << 8)
#define BF16 (1u << 5)
#define LM (1u << 29)
#define ER (1u << 27)

static const profile profiles[] = {
    {0, 0, 0, 0, 0, 0, 0},
    {0, MMX, 0, 0, 0, 0, 0},
    {0, MMX | SSE, 0, 0, 0, 0, 0},
    {0, MMX | SSE | SSE2, 0, 0, 0, 0, 0},
    {SSE3, MMX | SSE | SSE2, 0, 0, 0, 0, 0},
    {SSE3, MMX | SSE | SSE2, 0, 0, 0, 0, LM},
    {SSE3 | SSSE3, MMX | SSE | SSE2, 0, 0, 0, 0, LM},
    {SSE3 | SSSE3 | MOVBE, MMX | SSE | SSE2, 0, 0, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41, MMX | SSE | SSE2, 0, 0, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42, MMX | SSE | SSE2, 0, 0, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE, MMX | SSE | SSE2, 0, 0, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | OSXSAVE_AVX, MMX | SSE | SSE2, 0, 0, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE | OSXSAVE_AVX, MMX | SSE | SSE2, AVX2, 0, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE | OSXSAVE_AVX, MMX | SSE | SSE2, AVX2 | ADX, 0, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE | OSXSAVE_AVX, MMX | SSE | SSE2,
     AVX2 | ADX | CLFLUSHOPT, 0, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE, MMX | SSE | SSE2, CLFLUSHOPT | SHA, 0, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE | OSXSAVE_AVX, MMX | SSE | SSE2,
     AVX2 | ADX | CLFLUSHOPT | SHA, 0, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE | OSXSAVE_AVX, MMX | SSE | SSE2,
     AVX2 | ADX | CLFLUSHOPT | AVX512F | ER, 0, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE | OSXSAVE_AVX, MMX | SSE | SSE2,
     AVX2 | ADX | CLFLUSHOPT | AVX512F | AVX512VL, 0, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE | OSXSAVE_AVX, MMX | SSE | SSE2,
     AVX2 | ADX | CLFLUSHOPT | AVX512F | AVX512VL, VNNI, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE | OSXSAVE_AVX, MMX | SSE | SSE2,
     AVX2 | ADX | CLFLUSHOPT | AVX512F | AVX512VL, VNNI, 0, BF16, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE | OSXSAVE_AVX, MMX | SSE | SSE2,
     AVX2 | ADX | CLFLUSHOPT | AVX512F | AVX512VL, VBMI, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE | OSXSAVE_AVX, MMX | SSE | SSE2,
     AVX2 | ADX | CLFLUSHOPT | AVX512F | AVX512VL, VBMI | VBMI2 | VNNI, 0, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE | OSXSAVE_AVX, MMX | SSE | SSE2,
     AVX2 | ADX | CLFLUSHOPT | AVX512F | AVX512VL, VBMI | VBMI2 | VNNI, VP2I, 0, LM},
    {SSE3 | SSSE3 | SSE41 | SSE42 | MOVBE | OSXSAVE_AVX, MMX | SSE | SSE2,
     AVX2 | ADX | CLFLUSHOPT | SHA | AVX512F | AVX512VL, VBMI | VBMI2 | VNNI, VP2I, BF16, LM},
};
#define NPROFILES (sizeof profiles / sizeof profiles[0])

static scenario *scenarios;
static size_t nscenarios, capscenarios;

static void add(const char *vendor, unsigned family, unsigned model, const profile *p,
                uint32_t xcr0)
{
    if (nscenarios == capscenarios) {
        capscenarios = capscenarios ? 2 * capscenarios : 1024;
        scenarios = realloc(scenarios, capscenarios * sizeof *scenarios);
        if (!scenarios) {
            perror("realloc");
            exit(1);
        }
    }
    scenario *s = &scenarios[nscenarios++];
    memset(s, 0, sizeof *s);
    s->vendor = vendor;
    s->max_leaf = 0x1f;
    if (!strcmp(vendor, "intel")) {
        s->vendor_ebx = 0x756e6547u; s->vendor_edx = 0x49656e69u; s->vendor_ecx = 0x6c65746eu;
    } else if (!strcmp(vendor, "amd")) {
        s->vendor_ebx = 0x68747541u; s->vendor_edx = 0x69746e65u; s->vendor_ecx = 0x444d4163u;
    } else {
        /* "HygonGenuine": a vendor LLVM names nothing for. */
        s->vendor_ebx = 0x6f677948u; s->vendor_edx = 0x6e65476eu; s->vendor_ecx = 0x656e6975u;
    }
    unsigned base_family = family > 0xf ? 0xf : family;
    unsigned ext_family = family > 0xf ? family - 0xf : 0;
    s->l1_eax = (ext_family << 20) | ((model >> 4) << 16) | (base_family << 8) | ((model & 0xf) << 4) | 1;
    s->l1_ecx = p->l1_ecx;
    s->l1_edx = p->l1_edx;
    s->l7_eax = p->l7s1_eax ? 1 : 0;
    s->l7_ebx = p->l7_ebx;
    s->l7_ecx = p->l7_ecx;
    s->l7_edx = p->l7_edx;
    s->l7s1_eax = p->l7s1_eax;
    s->max_ext_leaf = 0x80000008u;
    s->e1_edx = p->e1_edx;
    s->xcr0_eax = (p->l1_ecx & (1u << 27)) ? xcr0 : 0;
}

static void make_scenarios(void)
{
    /* Intel: every family 6 model with every profile; the other families
     * with every model byte and a few profiles. */
    for (unsigned m = 0; m < 256; m++)
        for (size_t p = 0; p < NPROFILES; p++)
            add("intel", 6, m, &profiles[p], 0xe7);
    static const unsigned intel_other[] = {3, 4, 5, 0xf, 0x10, 0x11, 0x12, 0x13, 0x14};
    for (size_t f = 0; f < sizeof intel_other / sizeof intel_other[0]; f++)
        for (unsigned m = 0; m < 256; m++) {
            add("intel", intel_other[f], m, &profiles[5], 0xe7);
            add("intel", intel_other[f], m, &profiles[13], 0xe7);
            add("intel", intel_other[f], m, &profiles[NPROFILES - 1], 0xe7);
        }
    /* AVX and AVX-512 state not saved by the OS. */
    for (size_t p = 0; p < NPROFILES; p++) {
        add("intel", 6, 0xff, &profiles[p], 0x07);
        add("intel", 6, 0xff, &profiles[p], 0x03);
    }
    /* AMD: families 4 to 1Fh, every model, a few profiles. */
    for (unsigned f = 4; f <= 0x1f; f++)
        for (unsigned m = 0; m < 256; m++) {
            add("amd", f, m, &profiles[2], 0xe7);
            add("amd", f, m, &profiles[4], 0xe7);
            add("amd", f, m, &profiles[NPROFILES - 1], 0xe7);
        }
    add("other", 6, 0x55, &profiles[NPROFILES - 1], 0xe7);
    add("other", 0x17, 0x31, &profiles[13], 0xe7);
}

/* --------------------------------------------------------------- tracee */

static int run_tracee(const char *libllvm, size_t n, int out)
{
    if (ptrace(PTRACE_TRACEME, 0, NULL, NULL) != 0)
        return 1;
    raise(SIGSTOP);
    void *lib = dlopen(libllvm, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "%s\n", dlerror());
        return 1;
    }
    char *(*get)(void) = (char *(*)(void))dlsym(lib, "LLVMGetHostCPUName");
    void (*dispose)(char *) = (void (*)(char *))dlsym(lib, "LLVMDisposeMessage");
    if (!get || !dispose)
        return 1;
    for (size_t i = 0; i < n; i++) {
        raise(SIGSTOP);                 /* the tracer starts stepping */
        char *name = get();
        raise(SIGSTOP);                 /* the tracer stops stepping */
        char line[256];
        int len = snprintf(line, sizeof line, "%s\n", name);
        dispose(name);
        if (write(out, line, (size_t)len) != len)
            return 1;
    }
    return 0;
}

/* --------------------------------------------------------------- tracer */

static void answer_cpuid(const scenario *s, struct user_regs_struct *r)
{
    uint32_t leaf = (uint32_t)r->rax, sub = (uint32_t)r->rcx;
    uint32_t a = 0, b = 0, c = 0, d = 0;
    if (leaf == 0) {
        a = s->max_leaf; b = s->vendor_ebx; c = s->vendor_ecx; d = s->vendor_edx;
    } else if (leaf == 1) {
        a = s->l1_eax; c = s->l1_ecx; d = s->l1_edx;
    } else if (leaf == 7 && sub == 0) {
        a = s->l7_eax; b = s->l7_ebx; c = s->l7_ecx; d = s->l7_edx;
    } else if (leaf == 7 && sub == 1) {
        a = s->l7s1_eax;
    } else if (leaf == 0x80000000u) {
        a = s->max_ext_leaf;
    } else if (leaf == 0x80000001u) {
        c = s->e1_ecx; d = s->e1_edx;
    }
    r->rax = a; r->rbx = b; r->rcx = c; r->rdx = d;
    r->rip += 2;
}

static int step_one_call(pid_t pid, const scenario *s, unsigned *cpuids)
{
    int status;
    if (ptrace(PTRACE_SINGLESTEP, pid, NULL, NULL) != 0)
        return -1;
    for (;;) {
        if (waitpid(pid, &status, 0) < 0 || !WIFSTOPPED(status))
            return -1;
        int sig = WSTOPSIG(status);
        if (sig == SIGSTOP)
            return 0;                   /* the end of the call */
        if (sig != SIGTRAP)
            return -1;
        struct user_regs_struct r;
        if (ptrace(PTRACE_GETREGS, pid, NULL, &r) != 0)
            return -1;
        errno = 0;
        long word = ptrace(PTRACE_PEEKTEXT, pid, (void *)r.rip, NULL);
        if (errno == 0) {
            unsigned b0 = word & 0xff, b1 = (word >> 8) & 0xff, b2 = (word >> 16) & 0xff;
            if (b0 == 0x0f && b1 == 0xa2) {
                answer_cpuid(s, &r);
                ++*cpuids;
                ptrace(PTRACE_SETREGS, pid, NULL, &r);
            } else if (b0 == 0x0f && b1 == 0x01 && b2 == 0xd0) {
                r.rax = s->xcr0_eax; r.rdx = 0; r.rip += 3;
                ptrace(PTRACE_SETREGS, pid, NULL, &r);
            }
        }
        if (ptrace(PTRACE_SINGLESTEP, pid, NULL, NULL) != 0)
            return -1;
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s libLLVM.so\n", argv[0]);
        return 2;
    }
    make_scenarios();
    int fds[2];
    if (pipe(fds) != 0)
        return 1;
    pid_t pid = fork();
    if (pid < 0)
        return 1;
    if (pid == 0) {
        close(fds[0]);
        _exit(run_tracee(argv[1], nscenarios, fds[1]));
    }
    close(fds[1]);
    FILE *answers = fdopen(fds[0], "r");
    int status;
    if (waitpid(pid, &status, 0) < 0 || !WIFSTOPPED(status))
        return 1;
    ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)PTRACE_O_EXITKILL);
    ptrace(PTRACE_CONT, pid, NULL, NULL);
    for (size_t i = 0; i < nscenarios; i++) {
        const scenario *s = &scenarios[i];
        /* The stop before the call. */
        if (waitpid(pid, &status, 0) < 0 || !WIFSTOPPED(status) || WSTOPSIG(status) != SIGSTOP) {
            fprintf(stderr, "tracee lost before scenario %zu\n", i);
            return 1;
        }
        unsigned cpuids = 0;
        if (step_one_call(pid, s, &cpuids) != 0) {
            fprintf(stderr, "stepping failed in scenario %zu\n", i);
            return 1;
        }
        if (cpuids == 0) {
            fprintf(stderr, "LLVM executed no CPUID (a cached answer?)\n");
            return 1;
        }
        ptrace(PTRACE_CONT, pid, NULL, NULL);
        char name[256];
        if (!fgets(name, sizeof name, answers))
            return 1;
        name[strcspn(name, "\n")] = 0;
        printf("%s\t%x\t%x\t%x\t%x\t%x\t%x\t%x\t%x\t%x\t%x\t%x\t%x\t%x\t%x\t%x\t%x\t%s\n",
               s->vendor, s->max_leaf, s->vendor_ebx, s->vendor_ecx, s->vendor_edx,
               s->l1_eax, s->l1_ecx, s->l1_edx, s->l7_eax, s->l7_ebx, s->l7_ecx, s->l7_edx,
               s->l7s1_eax, s->max_ext_leaf, s->e1_ecx, s->e1_edx, s->xcr0_eax, name);
    }
    waitpid(pid, &status, 0);
    return 0;
}

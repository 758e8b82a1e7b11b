/* host-cpu-arm-oracle: asks an installed LLVM which host CPU name it gives
 * an AArch64 Linux machine for /proc/cpuinfo texts written here, by
 * calling LLVM's own sys::detail::getHostCPUNameForARM(StringRef).
 * Generates tests/unit/host-cpu-arm-llvm22.tsv (see regen-host-cpu); the
 * unit test test-host-cpu-arm compares libcore's decision with it.
 *
 * A development tool, not built by make; runs on any host LLVM runs on.
 *
 * Usage: host-cpu-arm-oracle /path/to/libLLVM.so.22 > rows.tsv
 *
 * Output, tab-separated:
 *   range IMPLEMENTER VARIANT FORM FIRST LAST NAME
 *       single-core cpuinfo with "CPU part" FIRST..LAST (hex values) printed
 *       in FORM ("min": 0x%x, "3": 0x%03x, "4": 0x%04x): the same NAME for
 *       all; only ranges whose name is not "generic" are listed.
 *   text NAME TEXT
 *       a whole cpuinfo text, with \n \t \r \\ written as C escapes,
 *       and LLVM's answer. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cescape.h"

typedef struct {
    const char *p;
    size_t n;
} sref;

static sref (*for_arm)(sref);

static const char *ask(const char *text, char *buf, size_t size)
{
    sref in = {text, strlen(text)};
    sref out = for_arm(in);
    snprintf(buf, size, "%.*s", (int)out.n, out.p);
    return buf;
}

/* The text of a single-core machine (test-host-cpu-arm builds the same). */
static void one_core(char *text, size_t size, unsigned impl, unsigned variant, const char *part)
{
    snprintf(text, size,
             "processor\t: 0\nBogoMIPS\t: 50.00\nFeatures\t: fp asimd evtstrm\n"
             "CPU implementer\t: 0x%02x\nCPU architecture: 8\nCPU variant\t: 0x%x\n"
             "CPU part\t: %s\nCPU revision\t: 1\n\n",
             impl, variant, part);
}

static void print_text(const char *text, const char *name)
{
    printf("text\t%s\t", name);
    cescape_write(stdout, text);
    putchar('\n');
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s libLLVM.so\n", argv[0]);
        return 2;
    }
    void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "%s\n", dlerror());
        return 1;
    }
    for_arm = (sref(*)(sref))dlsym(lib, "_ZN4llvm3sys6detail20getHostCPUNameForARMENS_9StringRefE");
    if (!for_arm) {
        fprintf(stderr, "getHostCPUNameForARM(StringRef) not exported\n");
        return 1;
    }
    static const char *forms[] = {"min", "3", "4"};
    char text[1024], name[64], prev[64], part[16];
    for (unsigned impl = 0; impl < 256; impl++)
        for (unsigned variant = 0; variant < 16; variant++) {
            /* The variant matters only to Samsung in LLVM 22; asking every
             * implementer with variants 0 and 1 shows whether that holds. */
            if (variant > 1 && impl != 0x53)
                continue;
            for (size_t f = 0; f < 3; f++) {
                unsigned first = 0;
                prev[0] = 0;
                for (unsigned p = 0; p <= 0x1000; p++) {
                    name[0] = 0;
                    if (p < 0x1000) {
                        snprintf(part, sizeof part, f == 0 ? "0x%x" : f == 1 ? "0x%03x" : "0x%04x", p);
                        one_core(text, sizeof text, impl, variant, part);
                        ask(text, name, sizeof name);
                    }
                    if (p > 0 && strcmp(name, prev) != 0) {
                        if (strcmp(prev, "generic") != 0)
                            printf("range\t%02x\t%x\t%s\t%x\t%x\t%s\n", impl, variant, forms[f],
                                   first, p - 1, prev);
                        first = p;
                    }
                    strcpy(prev, name);
                }
            }
        }

    /* Whole texts: several cores (big.LITTLE, every pair of Arm parts that
     * has a name), the Hardware line, spellings. */
    static const unsigned arm_parts[] = {
        0xd02, 0xd03, 0xd04, 0xd05, 0xd06, 0xd07, 0xd08, 0xd09, 0xd0a, 0xd0b, 0xd0c, 0xd0d,
        0xd0e, 0xd40, 0xd41, 0xd42, 0xd43, 0xd44, 0xd46, 0xd47, 0xd48, 0xd49, 0xd4a, 0xd4b,
        0xd4c, 0xd4d, 0xd4e, 0xd4f, 0xd80, 0xd81, 0xd82, 0xd83, 0xd84, 0xd85, 0xd86, 0xd87,
        0xd88, 0xd89, 0xd8a, 0xd8e, 0xd8f, 0x123};
    size_t nparts = sizeof arm_parts / sizeof arm_parts[0];
    for (size_t a = 0; a < nparts; a++)
        for (size_t b = 0; b < nparts; b++) {
            snprintf(text, sizeof text,
                     "processor\t: 0\nCPU implementer\t: 0x41\nCPU part\t: 0x%03x\n\n"
                     "processor\t: 1\nCPU implementer\t: 0x41\nCPU part\t: 0x%03x\n\n"
                     "processor\t: 2\nCPU implementer\t: 0x41\nCPU part\t: 0x%03x\n",
                     arm_parts[a], arm_parts[b], arm_parts[b]);
            print_text(text, ask(text, name, sizeof name));
            snprintf(text, sizeof text,
                     "processor\t: 0\nCPU implementer\t: 0x41\nCPU part\t: 0x%03x\n\n"
                     "processor\t: 1\nCPU implementer\t: 0x41\nCPU part\t: 0x%03x\n\n"
                     "processor\t: 2\nCPU implementer\t: 0x41\nCPU part\t: 0xd03\n",
                     arm_parts[a], arm_parts[b]);
            print_text(text, ask(text, name, sizeof name));
        }
    static const char *texts[] = {
        "CPU implementer\t: 0x41\nCPU part\t: 0xd0b\nHardware\t: Qualcomm Technologies, Inc MSM8996\n",
        "CPU implementer\t: 0x41\nCPU part\t: 0xd0b\nHardware\t: Qualcomm MSM8994\n",
        "CPU implementer\t: 0x41\nCPU part\t: 0xd0b\nHardware\t: MSM8994 rev 2\n",
        "CPU implementer\t: 0x51\nCPU part\t: 0x800\nHardware\t: MSM8996\n",
        "CPU implementer\t: 0x41\nCPU part\t: 0xD0C\n",
        "CPU implementer\t: 0X41\nCPU part\t: 0xd0c\n",
        "CPU implementer : 0x41\nCPU part : 0xd0c\n",
        "CPU implementer:0x41\nCPU part:0xd0c\n",
        "CPU implementer\t: 0x41 \nCPU part\t: 0xd0c\n",
        "CPU implementer\t: 0x41\r\nCPU part\t: 0xd0c\r\n",
        "CPU implementer\t: 0x41\nCPU part\t: 0xd0c",
        "CPU part\t: 0xd0c\nCPU implementer\t: 0x41\n",
        "CPU implementer\t: 0x51\nCPU implementer\t: 0x41\nCPU part\t: 0xd0c\n",
        "CPU implementer\t: 0x41\nCPU part\t: 0xd0c\nCPU part\t: 0xd03\n",
        "CPU implementer\t: 0x41\nCPU part\t: 0xd03\nCPU part\t: 0xd0c\n",
        "CPU implementer\t: 0x41\nCPU part\t: 0xd87\nCPU part\t: 0xd85\nCPU part\t: 0xd87\n",
        "CPU implementer\t: 0x41\nCPU part\t: 0xd87\nCPU part\t: 0xd85\nCPU part\t: 0xd03\n",
        "CPU implementer\t: 0x53\nCPU variant\t: 0x1\nCPU part\t: 0x003\n",
        "CPU implementer\t: 0x53\nCPU variant\t: 1\nCPU part\t: 3\n",
        "CPU implementer\t: 0x53\nCPU variant\t: 0x1\nCPU part\t: 0x003\nCPU variant\t: 0x4\n",
        "CPU implementer\t: 0x53\nCPU part\t: 0x003\nCPU variant\t: 0x1\n",
        "CPU implementer\t: 0x53\nCPU variant\t: 0x1\nCPU part\t: 0x002\nCPU part\t: 0x003\n",
        "CPU implementer\t: 0x53\nCPU variant\t: 0x1\nCPU part\t: 0x003\nCPU part\t: 0x002\n",
        "CPU implementer\t: 0x53\nCPU variant\t: 0x1\nCPU part\t: 0x1003\n",
        "CPU implementer\t: 0x53\nCPU variant\t: 0x1\nCPU part\t: 0x0003\n",
        "CPU implementer\t: 0x53\nCPU variant\t: 0x1\nCPU part\t: 03\n",
        "CPU implementer\t: 0x53\nCPU variant\t: 0x10\nCPU part\t: 0x003\n",
        "CPU implementer\t: 0x53\nCPU variant\t: x\nCPU part\t: 0x003\n",
        "CPU implementer\t: 0x53\nCPU variant\t: 0x1\n",
        "CPU implementer\t: 0x53\n",
        "CPU implementer\t: 0x61\nCPU part\t: 0x022\nCPU part\t: 0x023\n",
        "CPU implementer\t: 0x6d\nCPU part\t: 0xd49\n",
        "CPU implementer\t: 0xc0\nCPU part\t: 0xac3\n",
        "CPU implementer\t: 0x4e\nCPU part\t: 0x10\n",
        "CPU implementer\t: 0x41\n",
        "CPU part\t: 0xd0c\n",
        "",
        "\n\n\n",
        "CPU implementer\t0x41\nCPU part\t0xd0c\n",
        "CPU implementerX: 0x41\nCPU part\t: 0xd0c\n",
        "CPU implementer\t: \t: 0x41\nCPU part\t: :0xd0c\n",
        "Hardware\t: MSM8996\n",
        "CPU implementer\t: 0x41\nHardware\t: MSM8996\n",
        "CPU implementer\t: 0x41\nHardware\t: MSM8996 \nCPU part\t: 0xd0c\n",
        "CPU implementer\t: 0x41\nHardwareX: MSM8996\nCPU part\t: 0xd0c\n",
        " CPU implementer\t: 0x41\nCPU part\t: 0xd0c\n",
    };
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++)
        print_text(texts[t], ask(texts[t], name, sizeof name));
    return 0;
}

/* host-cpu-riscv-oracle: asks an installed LLVM how it names a RISC-V Linux
 * host: the CPU model (mvendorid, marchid, mimpid) LLVM's CPU table gives
 * each CPU name, the name it gives back for a model (riscv_hwprobe's
 * answer), and its name for /proc/cpuinfo texts (the "uarch" line).
 * Generates tests/unit/host-cpu-riscv-llvm22.tsv (see regen-host-cpu).
 *
 * A development tool, not built by make.
 *
 * Usage: host-cpu-riscv-oracle libLLVM.so.22 < cpu-names > rows.tsv
 * Output, tab-separated:
 *   model VENDOR ARCH IMP NAME   (hex; NAME empty: no CPU has the model)
 *   text NAME TEXT               (C escapes \n \t \r \\ in TEXT) */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cescape.h"

typedef struct {
    const char *p;
    size_t n;
} sref;

typedef struct {
    uint32_t vendor;
    uint64_t arch, imp;
} cpu_model;

static sref (*name_of)(const cpu_model *);

static void print_model(cpu_model m)
{
    sref n = name_of(&m);
    printf("model\t%x\t%llx\t%llx\t%.*s\n", m.vendor, (unsigned long long)m.arch,
           (unsigned long long)m.imp, (int)n.n, n.p);
}

int main(int argc, char **argv)
{
    if (argc != 2)
        return 2;
    void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "%s\n", dlerror());
        return 1;
    }
    cpu_model (*model_of)(sref) =
        (cpu_model(*)(sref))dlsym(lib, "_ZN4llvm5RISCV11getCPUModelENS_9StringRefE");
    name_of = (sref(*)(const cpu_model *))dlsym(
        lib, "_ZN4llvm5RISCV22getCPUNameFromCPUModelERKNS0_8CPUModelE");
    sref (*for_cpuinfo)(sref) =
        (sref(*)(sref))dlsym(lib, "_ZN4llvm3sys6detail22getHostCPUNameForRISCVENS_9StringRefE");
    if (!model_of || !name_of || !for_cpuinfo) {
        fprintf(stderr, "LLVM's RISC-V host functions are not exported\n");
        return 1;
    }
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        cpu_model m = model_of((sref){line, strlen(line)});
        if (m.vendor == 0 && m.arch == 0 && m.imp == 0)
            continue;
        /* The model, and its neighbours in each field. */
        print_model(m);
        for (int d = -1; d <= 1; d += 2) {
            print_model((cpu_model){m.vendor + (uint32_t)d, m.arch, m.imp});
            print_model((cpu_model){m.vendor, m.arch + (uint64_t)d, m.imp});
            print_model((cpu_model){m.vendor, m.arch, m.imp + (uint64_t)d});
        }
        print_model((cpu_model){0, m.arch, m.imp});
        print_model((cpu_model){m.vendor, 0, m.imp});
        print_model((cpu_model){m.vendor, m.arch, 0});
    }
    print_model((cpu_model){0, 0, 0});

    static const char *texts[] = {
        "processor\t: 0\nhart\t\t: 0\nisa\t\t: rv64imafdc_zicntr_zicsr_zifencei_zihpm\n"
        "mmu\t\t: sv39\nuarch\t\t: sifive,u74-mc\nmvendorid\t: 0x489\nmarchid\t\t: 0x8000000000000007\n"
        "mimpid\t\t: 0x4210427\n",
        "uarch\t\t: sifive,bullet0\n",
        "uarch\t\t: eswin,eic770x\n",
        "uarch\t\t: thead,c906\n",
        "uarch\t\t: sifive,u74-mc \n",
        "uarch\t\t: sifive,u74-mc\r\n",
        "uarch:sifive,u74-mc\n",
        "uarchX: sifive,u74-mc\n",
        "uarch\t\t: thead,c906\nuarch\t\t: sifive,u74-mc\n",
        "uarch\t\t: sifive,u74-mc\nuarch\t\t: thead,c906\n",
        " uarch\t\t: sifive,u74-mc\n",
        "processor\t: 0\nisa\t\t: rv64gc\n",
        "",
    };
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
        sref n = for_cpuinfo((sref){texts[t], strlen(texts[t])});
        printf("text\t%.*s\t", (int)n.n, n.p);
        cescape_write(stdout, texts[t]);
        putchar('\n');
    }
    return 0;
}

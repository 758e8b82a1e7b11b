/* riscv-host: LLVM 22's host CPU name on RISC-V Linux (see riscv-host.h). */
#include <config.h>

#include "riscv-host.h"
#include "../host-cpuinfo.h"

#include <stdlib.h>
#include <string.h>

#if defined(__riscv) && defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

/* The CPUs of LLVM 22's RISC-V table that carry a model. */
static const struct {
    uint32_t mvendorid;
    uint64_t marchid, mimpid;
    const char *name;
} models[] = {
    {0x489, 0x8000000000000008ull, 0x6220425ull, "sifive-p550"},
    {0x710, 0x8000000058000001ull, 0x1000000049772200ull, "spacemit-x60"},
    {0x61f, 0x8000000000010000ull, 0x111ull, "veyron-v1"},
};

const char *mca_riscv_cpu_name_from_model(uint32_t mvendorid, uint64_t marchid, uint64_t mimpid)
{
    for (size_t i = 0; i < sizeof models / sizeof models[0]; i++)
        if (models[i].mvendorid == mvendorid && models[i].marchid == marchid &&
            models[i].mimpid == mimpid)
            return models[i].name;
    return NULL;
}

/* The "uarch" values LLVM 22 names. */
static const struct {
    const char *uarch, *name;
} uarchs[] = {
    {"eswin,eic770x", "sifive-p550"},
    {"sifive,u74-mc", "sifive-u74"},
    {"sifive,bullet0", "sifive-u74"},
};

const char *mca_riscv_cpu_name_from_cpuinfo(const char *text, size_t len)
{
    const char *end = text + len;
    for (const char *p = text; p < end;) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *eol = nl ? nl : end;
        if (eol - p >= 5 && memcmp(p, "uarch", 5) == 0) {
            /* The first uarch line decides, after "uarch" and any tabs,
             * spaces and colons. */
            const char *v = p + 5;
            while (v < eol && (*v == '\t' || *v == ' ' || *v == ':'))
                v++;
            size_t n = (size_t)(eol - v);
            for (size_t i = 0; i < sizeof uarchs / sizeof uarchs[0]; i++)
                if (strlen(uarchs[i].uarch) == n && memcmp(v, uarchs[i].uarch, n) == 0)
                    return uarchs[i].name;
            return NULL;
        }
        if (!nl)
            break;
        p = nl + 1;
    }
    return NULL;
}

#if defined(__riscv) && defined(__linux__)
/* riscv_hwprobe (Linux 6.4): keys 0-2 are mvendorid, marchid, mimpid. */
static const char *from_hwprobe(void)
{
    struct {
        int64_t key;
        uint64_t value;
    } pairs[3] = {{0, 0}, {1, 0}, {2, 0}};
    if (syscall(258, pairs, (size_t)3, (size_t)0, NULL, 0u) != 0)
        return NULL;
    return mca_riscv_cpu_name_from_model((uint32_t)pairs[0].value, pairs[1].value, pairs[2].value);
}

#endif

char *mca_riscv_host_cpu(void)
{
#if defined(__riscv) && defined(__linux__)
    const char *name = from_hwprobe();
    if (name)
        return strdup(name);
    char *from_cpuinfo = mca_read_cpuinfo_name(mca_riscv_cpu_name_from_cpuinfo);
    if (from_cpuinfo)
        return from_cpuinfo;
    return strdup(__riscv_xlen == 64 ? "generic-rv64" : "generic-rv32");
#else
    return NULL;
#endif
}

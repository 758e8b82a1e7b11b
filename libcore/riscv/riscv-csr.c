/* riscv-csr: the system register names LLVM 22's RISC-V assembler and
 * printer use for the common CSRs (its SysRegs table; the printer writes
 * a number for a CSR it has no name for). */
#include <config.h>

#include <ctype.h>
#include <string.h>

#include "riscv-internal.h"

static const struct { const char *name; unsigned value; int rv32_only; } csrs[] = {
    { "fflags", 0x001, 0 }, { "frm", 0x002, 0 }, { "fcsr", 0x003, 0 },
    { "vstart", 0x008, 0 }, { "vxsat", 0x009, 0 }, { "vxrm", 0x00a, 0 }, { "vcsr", 0x00f, 0 },
    { "seed", 0x015, 0 }, { "ssp", 0x011, 0 },
    { "cycle", 0xc00, 0 }, { "time", 0xc01, 0 }, { "instret", 0xc02, 0 },
    { "vl", 0xc20, 0 }, { "vtype", 0xc21, 0 }, { "vlenb", 0xc22, 0 },
    { "cycleh", 0xc80, 1 }, { "timeh", 0xc81, 1 }, { "instreth", 0xc82, 1 },
    { "sstatus", 0x100, 0 }, { "sie", 0x104, 0 }, { "stvec", 0x105, 0 },
    { "scounteren", 0x106, 0 }, { "senvcfg", 0x10a, 0 }, { "sscratch", 0x140, 0 },
    { "sepc", 0x141, 0 }, { "scause", 0x142, 0 }, { "stval", 0x143, 0 }, { "sip", 0x144, 0 },
    { "satp", 0x180, 0 }, { "stimecmp", 0x14d, 0 },
    { "mstatus", 0x300, 0 }, { "misa", 0x301, 0 }, { "medeleg", 0x302, 0 },
    { "mideleg", 0x303, 0 }, { "mie", 0x304, 0 }, { "mtvec", 0x305, 0 },
    { "mcounteren", 0x306, 0 }, { "menvcfg", 0x30a, 0 }, { "mstatush", 0x310, 1 },
    { "mcountinhibit", 0x320, 0 }, { "mscratch", 0x340, 0 }, { "mepc", 0x341, 0 },
    { "mcause", 0x342, 0 }, { "mtval", 0x343, 0 }, { "mip", 0x344, 0 },
    { "mtinst", 0x34a, 0 }, { "mtval2", 0x34b, 0 },
    { "pmpcfg0", 0x3a0, 0 }, { "pmpaddr0", 0x3b0, 0 },
    { "mvendorid", 0xf11, 0 }, { "marchid", 0xf12, 0 }, { "mimpid", 0xf13, 0 },
    { "mhartid", 0xf14, 0 }, { "mconfigptr", 0xf15, 0 },
    { "mcycle", 0xb00, 0 }, { "minstret", 0xb02, 0 },
    { "tselect", 0x7a0, 0 }, { "tdata1", 0x7a1, 0 }, { "tdata2", 0x7a2, 0 },
    { "tdata3", 0x7a3, 0 }, { "dcsr", 0x7b0, 0 }, { "dpc", 0x7b1, 0 },
    { "dscratch0", 0x7b2, 0 }, { "dscratch1", 0x7b3, 0 },
    { "hstatus", 0x600, 0 }, { "hedeleg", 0x602, 0 }, { "hideleg", 0x603, 0 },
    { "hie", 0x604, 0 }, { "hcounteren", 0x606, 0 }, { "hgeie", 0x607, 0 },
    { "htval", 0x643, 0 }, { "hip", 0x644, 0 }, { "hvip", 0x645, 0 }, { "htinst", 0x64a, 0 },
    { "hgatp", 0x680, 0 }, { "vsstatus", 0x200, 0 }, { "vsie", 0x204, 0 },
    { "vstvec", 0x205, 0 }, { "vsscratch", 0x240, 0 }, { "vsepc", 0x241, 0 },
    { "vscause", 0x242, 0 }, { "vstval", 0x243, 0 }, { "vsip", 0x244, 0 },
    { "vsatp", 0x280, 0 },
};

int rv_csr_named(const char *s, size_t n, int rv64, unsigned *value)
{
    for (size_t k = 0; k < sizeof csrs / sizeof *csrs; k++)
        if (strlen(csrs[k].name) == n && !strncasecmp(csrs[k].name, s, n) &&
            !(csrs[k].rv32_only && rv64)) {
            *value = csrs[k].value;
            return 1;
        }
    return 0;
}

const char *rv_csr_name(unsigned value, int rv64)
{
    for (size_t k = 0; k < sizeof csrs / sizeof *csrs; k++)
        if (csrs[k].value == value && !(csrs[k].rv32_only && rv64))
            return csrs[k].name;
    return NULL;
}

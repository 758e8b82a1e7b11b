/* riscv-host: the CPU name llvm-mca 22 picks for a RISC-V Linux machine
 * when no -mcpu (or -mcpu=native) is given, computed without asking LLVM.
 *
 * LLVM 22 (sys::getHostCPUName, llvm/lib/TargetParser/Host.cpp) asks the
 * kernel for the machine's mvendorid, marchid and mimpid (riscv_hwprobe)
 * and names the CPU whose model in LLVM's CPU table has exactly those;
 * failing that, the "uarch" line of /proc/cpuinfo; failing that,
 * generic-rv64 or generic-rv32.  An older LLVM names fewer machines (LLVM
 * 14 has no hwprobe and says "generic", which no RISC-V model is called),
 * so the tools decide themselves, the way LLVM 22 does.
 *
 * Contract:
 * - mca_riscv_cpu_name_from_model, mca_riscv_cpu_name_from_cpuinfo: pure
 *   functions; the static name, or NULL where LLVM 22 names nothing (and
 *   goes on to the next source).  The cpuinfo text need not be
 *   NUL-terminated; as in LLVM only its first "uarch" line counts, compared
 *   exactly.
 * - mca_riscv_host_cpu: on RISC-V Linux hosts a malloc'd name (caller
 *   frees); NULL elsewhere or when memory runs out.
 *
 * Checked against LLVM 22 itself: test-host-cpu-riscv compares both pure
 * functions with LLVM 22's answers (tests/unit/host-cpu-riscv-llvm22.tsv,
 * made by tests/unit/regen-host-cpu from LLVM 22's CPU table). */
#ifndef MCA_RISCV_HOST_H
#define MCA_RISCV_HOST_H

#include <stddef.h>
#include <stdint.h>

const char *mca_riscv_cpu_name_from_model(uint32_t mvendorid, uint64_t marchid, uint64_t mimpid);
const char *mca_riscv_cpu_name_from_cpuinfo(const char *text, size_t len);
char *mca_riscv_host_cpu(void);

#endif

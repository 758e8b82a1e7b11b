/* a64-host: the CPU name llvm-mca 22 picks for an AArch64 Linux machine
 * when no -mcpu (or -mcpu=native) is given, computed without asking LLVM.
 *
 * LLVM reads /proc/cpuinfo (sys::detail::getHostCPUNameForARM in
 * llvm/lib/TargetParser/Host.cpp): the "CPU implementer" and "CPU part"
 * lines, "Hardware" and, for Samsung, "CPU variant".  Debian 12's LLVM 14
 * knows far fewer parts (a Neoverse V2 or an Ampere One is "generic"
 * there), so the tools decide themselves, the way LLVM 22 does.
 *
 * Contract:
 * - mca_a64_cpu_name_from_cpuinfo: a pure function of the text (len bytes,
 *   need not be NUL-terminated); never NULL, the string is static; unknown
 *   machines are "generic", as in LLVM.  Text is compared as LLVM compares
 *   it: exact hex spellings ("0xd0c", not "0xD0C"), nothing trimmed at the
 *   end of a line.
 * - mca_a64_host_cpu: on AArch64 Linux hosts, a malloc'd name for this
 *   machine (caller frees); NULL elsewhere, when /proc/cpuinfo cannot be
 *   read, or when memory runs out: the caller falls back to LLVM.
 *
 * Checked against LLVM 22 itself: the unit test test-host-cpu-arm compares
 * every implementer, part spelling and Samsung variant, and whole texts,
 * with LLVM 22's answers (tests/unit/host-cpu-arm-llvm22.tsv, made by
 * tests/unit/regen-host-cpu). */
#ifndef MCA_A64_HOST_H
#define MCA_A64_HOST_H

#include <stddef.h>

const char *mca_a64_cpu_name_from_cpuinfo(const char *text, size_t len);
char *mca_a64_host_cpu(void);

#endif

/* host-cpuinfo: the host CPU name from /proc/cpuinfo, for the ISAs whose
 * LLVM host detection reads that file (AArch64, RISC-V).
 *
 * Contract: mca_read_cpuinfo_name reads /proc/cpuinfo whole and returns a
 * malloc'd copy of name_of(text, length) (caller frees); NULL when the
 * file cannot be read, name_of returns NULL, or memory runs out. */
#ifndef MCA_HOST_CPUINFO_H
#define MCA_HOST_CPUINFO_H

#include <stddef.h>

char *mca_read_cpuinfo_name(const char *(*name_of)(const char *text, size_t len));

#endif

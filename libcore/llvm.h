/* llvm: the LLVM C API calls the tools make, with LLVM loaded on first use
 * (dlopen) instead of at start-up: mapping all of LLVM costs more than a
 * whole static analysis.  Internal to libcore.  mca_llvm_host_cpu returns a
 * malloc'd string ("generic" when LLVM cannot be loaded), NULL when memory
 * runs out. */
#ifndef MCA_LLVM_H
#define MCA_LLVM_H

char *mca_llvm_host_cpu(void);

#endif

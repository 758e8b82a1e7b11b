/* llvm: the few LLVM C API calls the tools make, with LLVM loaded on first
 * use (dlopen) instead of at start-up: mapping all of LLVM costs more than
 * a whole static analysis.  Internal to libcore.  Every function returns a
 * malloc'd string, or NULL when LLVM cannot be loaded or memory runs out. */
#ifndef MCA_LLVM_H
#define MCA_LLVM_H

char *mca_llvm_default_triple(void);
char *mca_llvm_normalize_triple(const char *triple);
char *mca_llvm_host_cpu(void);

#endif

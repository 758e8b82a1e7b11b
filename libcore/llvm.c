/* llvm: LLVM's C API loaded on demand (see llvm.h). */
#include <config.h>

#include "llvm.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

typedef char *(*string_fn)(void);
typedef void (*dispose_fn)(char *);

/* The library handle; opened once per process and never closed, like a
 * linked library (dlopen itself is thread-safe and reference counted). */
static void *library(void)
{
    void *h = dlopen(MCA_LLVM_LIBRARY, RTLD_LAZY | RTLD_LOCAL);
    return h;
}

/* Copy an LLVM-owned message and dispose of it. */
static char *take(void *h, char *msg)
{
    if (!msg)
        return NULL;
    char *copy = strdup(msg);
    dispose_fn dispose = (dispose_fn)dlsym(h, "LLVMDisposeMessage");
    if (dispose)
        dispose(msg);
    return copy;
}

static char *call(const char *name)
{
    void *h = library();
    if (!h)
        return NULL;
    string_fn fn = (string_fn)dlsym(h, name);
    return fn ? take(h, fn()) : NULL;
}

char *mca_llvm_host_cpu(void)
{
    char *cpu = call("LLVMGetHostCPUName");
    return cpu ? cpu : strdup("generic");
}

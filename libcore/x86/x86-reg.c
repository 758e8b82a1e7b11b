/* x86-reg: registers by the names the assembler accepts. */
#include <config.h>

#include <string.h>
#include <strings.h>

#include "x86-internal.h"

unsigned x86_reg_named(const mca_catalog *cat, const char *s, size_t len)
{
    unsigned r;
    if (len == 2 && strncasecmp(s, "st", 2) == 0)
        return mca_catalog_register_named(cat, "ST0", 3, &r) ? r : 0;
    /* LLVM's internal names that the assembler does not accept. */
    if ((len >= 2 && (s[len - 1] == 'h' || s[len - 1] == 'H') &&
         (s[len - 2] == 'b' || s[len - 2] == 'B' || s[len - 2] == 'w' ||
          s[len - 2] == 'W') && (s[0] == 'r' || s[0] == 'R')) ||
        (len >= 1 && (s[0] == 'h' || s[0] == 'H' || s[0] == '_')))
        return 0;
    if (len > 2 && (s[0] == 'f' || s[0] == 'F') && (s[1] == 'p' || s[1] == 'P'))
        return 0;
    if (!mca_catalog_register_named(cat, s, len, &r))
        return 0;
    const mca_register *reg = mca_catalog_register(cat, r);
    if (!reg || !reg->name || strchr(reg->name, '_'))
        return 0;
    const char *n = reg->name;
    int internal; /* by the first letter: one test per register */
    switch (n[0]) {
    case 'D': internal = !strcmp(n, "DF"); break;
    case 'E': internal = !strcmp(n, "EFLAGS"); break; /* EIP: (%eip) is an address */
    case 'F': internal = !strcmp(n, "FPCW") || !strcmp(n, "FPSW"); break;
    case 'M': internal = !strcmp(n, "MXCSR"); break;
    case 'R': internal = !strcmp(n, "RFLAGS"); break;
    case 'S': internal = !strcmp(n, "SSP") || n[1] == 'T'; break;
    case 'T': internal = !strcmp(n, "TMMCFG"); break;
    default: internal = 0; break;
    }
    return internal ? 0 : r;
}

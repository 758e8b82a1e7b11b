/* x86-reg: registers by the names the assembler accepts. */
#include <config.h>

#include <string.h>
#include <strings.h>

#include "x86-internal.h"

/* The registers found lately, by their names' hash: a block names the
 * same few registers again and again, and the catalog's lookup (a hash
 * and a case-folded compare of its own) is most of a register operand's
 * cost.  An entry is a hint, taken only when the register it holds is
 * named as asked (any case, as the catalog's lookup compares): names are
 * unique, so that register is the lookup's answer, and what follows the
 * lookup here depends on the name alone.  So it needs no owner and stays
 * right across catalogs; per thread, as parses run on several. */
enum { REG_HINTS = 256 };
static _Thread_local unsigned reg_hint[REG_HINTS];

static unsigned hint_slot(const char *s, size_t len)
{
    unsigned h = (unsigned)len;
    for (size_t i = 0; i < len; i++)
        h = h * 31 + ((unsigned char)s[i] | 0x20);
    return h % REG_HINTS;
}

static int named_as(const mca_catalog *cat, unsigned r, const char *s, size_t len)
{
    const mca_register *reg = r ? mca_catalog_register(cat, r) : NULL;
    return reg && reg->name && strlen(reg->name) == len && !strncasecmp(reg->name, s, len);
}

static unsigned lookup(const mca_catalog *cat, const char *s, size_t len);

unsigned x86_reg_named(const mca_catalog *cat, const char *s, size_t len)
{
    unsigned slot = hint_slot(s, len);
    if (named_as(cat, reg_hint[slot], s, len))
        return reg_hint[slot];
    unsigned r = lookup(cat, s, len);
    if (r && named_as(cat, r, s, len)) /* ("st" is ST0: not a hint) */
        reg_hint[slot] = r;
    return r;
}

static unsigned lookup(const mca_catalog *cat, const char *s, size_t len)
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

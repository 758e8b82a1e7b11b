/* x86-addr: the checks LLVM's assembler makes on the registers of a memory
 * operand once it is read, in both syntaxes: which widths of base and index
 * go together, and 16-bit addressing (BX or BP, then SI or DI; outside
 * 64-bit mode only).  The matcher then takes any address passed here. */
#include <config.h>

#include <string.h>

#include "x86-internal.h"

enum { W_NONE, W_16, W_32, W_64, W_OTHER };

static const char *rname(const mca_catalog *cat, unsigned r)
{
    const mca_register *reg = r ? mca_catalog_register(cat, r) : NULL;
    return reg && reg->name ? reg->name : "";
}

/* Is n[0..2) one of AX CX DX BX SP BP SI DI (the legacy 16-bit names)? */
static int legacy16(const char *n)
{
    switch (n[0]) {
    case 'A':
    case 'C': return n[1] == 'X';
    case 'B': return n[1] == 'X' || n[1] == 'P';
    case 'D': return n[1] == 'X' || n[1] == 'I';
    case 'S': return n[1] == 'P' || n[1] == 'I';
    }
    return 0;
}

/* The width of a general-purpose register by its name (AX, ESI, R9W, R9D,
 * R9, RAX; EIZ and RIZ count as 32 and 64 bits, as LLVM counts them): by
 * name, as the parse is per operand and the class tables are long.  The
 * matcher asks once per memory operand per candidate form: a few
 * character tests, no string compares. */
static int width(const mca_catalog *cat, unsigned r)
{
    if (!r)
        return W_NONE;
    const char *n = rname(cat, r);
    if (!n[0] || !n[1])
        return W_OTHER;
    if (!n[2])
        return legacy16(n) ? W_16 : n[0] == 'R' && n[1] >= '0' && n[1] <= '9' ? W_64 : W_OTHER;
    if (n[0] == 'E' || n[0] == 'R') {
        if (!n[3] && ((n[1] == 'I' && n[2] == 'Z') || legacy16(n + 1)))
            return n[0] == 'E' ? W_32 : W_64;
        /* R8..R31 with an optional W or D */
        if (n[0] == 'R' && n[1] >= '0' && n[1] <= '9') {
            size_t i = 1;
            while (n[i] >= '0' && n[i] <= '9')
                i++;
            if (!n[i])
                return W_64;
            if (!n[i + 1] && n[i] == 'W')
                return W_16;
            if (!n[i + 1] && n[i] == 'D')
                return W_32;
        }
    }
    return W_OTHER;
}

int x86_is_addr16(const mca_catalog *cat, unsigned r)
{
    return width(cat, r) == W_16;
}

static int named(const mca_catalog *cat, unsigned r, const char *a, const char *b)
{
    const char *n = rname(cat, r);
    return !strcmp(n, a) || !strcmp(n, b);
}

int x86_check_address(mca_asm_cur *c, const x86_operand *op, size_t at)
{
    const mca_catalog *cat = c->cat;
    unsigned b = op->base, x = op->index;
    int bw = width(cat, b), xw = width(cat, x);
    const char *msg = NULL;
    int b_ip = named(cat, b, "RIP", "EIP"), x_ip = named(cat, x, "RIP", "EIP");
    /* (Intel's [rip + rax] is LLVM's [1*rax], not modelled: left to the
     * matcher) */
    if ((bw == W_OTHER && !b_ip) || x_ip || (b_ip && x && c->variant == MCA_X86_ATT))
        msg = "invalid base+index expression";
    /* DX: "(%dx)" is the port operand of in and out */
    else if (bw == W_16 && (c->mode == 64 || !(named(cat, b, "BX", "BP") || named(cat, b, "SI", "DI"))) &&
        !named(cat, b, "DX", "DX"))
        msg = "invalid 16-bit base register";
    else if (!b && xw == W_16)
        msg = "16-bit memory operand may not include only index register";
    else if (b && x && bw == W_64 && (xw == W_16 || xw == W_32))
        msg = "base register is 64-bit, but index register is not";
    else if (b && x && bw == W_32 && (xw == W_16 || xw == W_64))
        msg = "base register is 32-bit, but index register is not";
    else if (b && x && bw == W_16 && (xw == W_32 || xw == W_64))
        msg = "base register is 16-bit, but index register is not";
    else if (b && x && bw == W_16 && !(named(cat, b, "BX", "BP") && named(cat, x, "SI", "DI")))
        msg = "invalid 16-bit base/index register combination";
    else if (c->mode != 64 && named(cat, b, "RIP", "EIP"))
        msg = "IP-relative addressing requires 64-bit mode";
    return msg ? mca_asm_error(c, at, 1, "%s", msg) : 0;
}

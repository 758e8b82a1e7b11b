/* x86-validate: the checks LLVM's assembler makes on a matched instruction
 * (distinct gather registers, AMX tile registers, 4FMAPS source groups). */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "x86-internal.h"

static const char *rname(const mca_catalog *cat, unsigned r)
{
    const mca_register *reg = mca_catalog_register(cat, r);
    return reg && reg->name ? reg->name : "";
}

/* Register number within its bank (XMM3 -> 3), -1 when not a vector. */
static int vec_index(const char *n)
{
    if ((n[0] == 'X' || n[0] == 'Y' || n[0] == 'Z') && n[1] == 'M' && n[2] == 'M')
        return atoi(n + 3);
    return -1;
}

/* Is the register a vector (or tile) register? */
static int is_vreg(const char *n)
{
    return vec_index(n) >= 0 || !strncmp(n, "TMM", 3);
}

int x86_validate(const mca_catalog *cat, const x86_result *m, char *msg, size_t size)
{
    const mca_opcode *op = mca_catalog_opcode(cat, m->opcode);
    if (!op)
        return 0;
    const char *name = op->name;
    unsigned n = m->nops < op->op_count ? m->nops : op->op_count;
    /* (names tested by their first letter first: most differ there) */
    if (name[0] == 'V' && (!strncmp(name, "VGATHER", 7) || !strncmp(name, "VPGATHER", 8)) &&
        strncmp(name, "VGATHERPF", 9)) {
        unsigned dst = 0, mask = 0, index = 0;
        for (unsigned i = 0; i + 4 < n; i++)
            if (op->ops[i].kind == MCA_OPND_MEM && op->ops[i + 4].kind == MCA_OPND_MEM) {
                index = m->ops[i + 2].reg;
                break;
            }
        dst = m->ops[0].reg;
        int evex = strchr(name + 6, 'Z') != NULL;
        if (!evex && n > 1 && is_vreg(rname(cat, m->ops[1].reg)))
            mask = m->ops[1].reg;
        if (evex) {
            if (dst && dst == index) {
                snprintf(msg, size, "index and destination registers should be distinct");
                return 1;
            }
        } else if ((dst && (dst == index || dst == mask)) || (mask && mask == index)) {
            snprintf(msg, size, "mask, index, and destination registers should be distinct");
            return 1;
        }
        return 0;
    }
    static const char *const amx[] = { "TDPBSSD", "TDPBSUD", "TDPBUSD", "TDPBUUD", "TDPBF16PS",
                                       "TDPFP16PS", "TCMMIMFP16PS", "TCMMRLFP16PS" };
    int is_amx = 0;
    for (size_t k = 0; name[0] == 'T' && k < sizeof amx / sizeof amx[0]; k++)
        is_amx |= !strcmp(name, amx[k]);
    unsigned tiles[8], nt = 0;
    for (unsigned i = 0; i < n && nt < 8; i++)
        if (m->ops[i].kind == MCA_OPERAND_REG && rname(cat, m->ops[i].reg)[0] == 'T' &&
            !strncmp(rname(cat, m->ops[i].reg), "TMM", 3) && op->ops[i].tied < 0)
            tiles[nt++] = m->ops[i].reg;
    if (is_amx && nt >= 3) {
        for (unsigned a = 0; a < nt; a++)
            for (unsigned b = a + 1; b < nt; b++)
                if (tiles[a] == tiles[b]) {
                    snprintf(msg, size, "all tmm registers must be distinct");
                    return -1;
                }
    }
    if (name[0] == 'V' && (!strncmp(name, "V4F", 3) || !strncmp(name, "VP4DPW", 6))) {
        for (unsigned i = op->defs; i < n; i++) {
            if (m->ops[i].kind != MCA_OPERAND_REG || op->ops[i].tied >= 0)
                continue;
            const char *rn = rname(cat, m->ops[i].reg);
            int k = vec_index(rn);
            if (k < 0 || k % 4 == 0)
                continue;
            char lower[8], bank[4];
            snprintf(bank, sizeof bank, "%.3s", rn);
            for (int j = 0; j < 3; j++)
                lower[j] = (char)tolower((unsigned char)bank[j]);
            lower[3] = 0;
            snprintf(msg, size, "source register '%s%d' implicitly denotes '%s%d' to '%s%d' source group",
                     lower, k, lower, k - k % 4, lower, k - k % 4 + 3);
            return 1;
        }
    }
    return 0;
}

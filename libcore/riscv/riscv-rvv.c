/* riscv-rvv: the scheduling classes of vector instructions under the LMUL
 * and SEW in effect, as llvm-mca 22's RISC-V instrument manager chooses
 * them: "# LLVM-MCA-RISCV-LMUL M2" and "# LLVM-MCA-RISCV-SEW E32" comments,
 * and the LMUL and SEW every vsetvli/vsetivli sets, each holding until
 * the next of its kind in source order.  Without an LMUL the opcode keeps
 * its own class; otherwise the class of LLVM's pseudo for (opcode, LMUL,
 * SEW), else (opcode, LMUL, any SEW) -- the catalog's rvv records, LLVM's
 * inverse pseudo table as its lookup answers each key -- and for
 * unit-stride, strided and mask loads and stores of element width EEW only
 * the pseudo for (opcode, EMUL = LMUL * EEW / SEW, EEW); indexed loads and
 * stores by their own rule (indexed_class). */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "riscv-internal.h"

/* LMUL as log2 + 3 (MCA_LMUL_MF8 .. MCA_LMUL_M8), -1 unknown. */
static int lmul_named(const char *s, size_t n)
{
    static const char *const names[] = { "MF8", "MF4", "MF2", "M1", "M2", "M4", "M8" };
    for (int k = 0; k < 7; k++)
        if (strlen(names[k]) == n && !memcmp(names[k], s, n))
            return k;
    return -1;
}

static int sew_named(const char *s, size_t n)
{
    static const struct { const char *name; int sew; } sews[] = {
        { "E8", 8 }, { "E16", 16 }, { "E32", 32 }, { "E64", 64 }
    };
    for (size_t k = 0; k < sizeof sews / sizeof *sews; k++)
        if (strlen(sews[k].name) == n && !memcmp(sews[k].name, s, n))
            return sews[k].sew;
    return 0;
}

/* The element width of the loads and stores whose class LLVM takes at
 * their EMUL (unit-stride, strided and mask ones), 0 for the others. */
static int eew_of(const char *name)
{
    static const struct { const char *name; int eew; } ops[] = {
        { "VLM_V", 8 }, { "VSM_V", 8 }, { "VLE8_V", 8 }, { "VSE8_V", 8 }, { "VLSE8_V", 8 },
        { "VSSE8_V", 8 }, { "VLE16_V", 16 }, { "VSE16_V", 16 }, { "VLSE16_V", 16 },
        { "VSSE16_V", 16 }, { "VLE32_V", 32 }, { "VSE32_V", 32 }, { "VLSE32_V", 32 },
        { "VSSE32_V", 32 }, { "VLE64_V", 64 }, { "VSE64_V", 64 }, { "VLSE64_V", 64 },
        { "VSSE64_V", 64 },
    };
    for (size_t k = 0; k < sizeof ops / sizeof *ops; k++)
        if (!strcmp(ops[k].name, name))
            return ops[k].eew;
    return 0;
}

static int log2i(int v)
{
    int l = 0;
    while (v > 1) {
        v >>= 1;
        l++;
    }
    return l;
}

/* The class of the rvv record (lmul, sew) of opcode, 0 when none. */
static unsigned record(const mca_catalog *cat, unsigned opcode, int lmul, int sew)
{
    const mca_rvv_class *r;
    size_t n = mca_catalog_rvv_classes(cat, opcode, &r);
    for (size_t i = 0; i < n; i++)
        if ((int)r[i].lmul == lmul && (int)r[i].sew == sew)
            return r[i].sched_class;
    return 0;
}

/* LLVM's vtype encoding of an LMUL (M1..M8: 0..3, MF8..MF2: 5..7). */
static int lmul_encoding(int lmul)
{
    return lmul >= MCA_LMUL_M1 ? lmul - MCA_LMUL_M1 : lmul + 5;
}

/* The index element width of an indexed load or store (VLUXEI16_V,
 * VSOXSEG3EI8_V ...), 0 for the others. */
static int index_eew_of(const char *name)
{
    if (name[0] != 'V' || (name[1] != 'L' && name[1] != 'S') ||
        (name[2] != 'U' && name[2] != 'O') || name[3] != 'X')
        return 0;
    const char *p = name + 4;
    if (!strncmp(p, "SEG", 3) && p[3] >= '2' && p[3] <= '8')
        p += 4;
    if (strncmp(p, "EI", 2))
        return 0;
    p += 2;
    static const char *const eews[] = { "8_V", "16_V", "32_V", "64_V" };
    for (int k = 0; k < 4; k++)
        if (!strcmp(p, eews[k]))
            return 8 << k;
    return 0;
}

/* An indexed load or store takes the class of LLVM's unmasked pseudo for
 * its data LMUL and an index EMUL that llvm-mca 22 computes as
 * index EEW * (LMUL's vtype encoding) / SEW -- the encoding, not the
 * multiplier, so that M1 always gives index M1 and MF2 under e8 names no
 * EMUL at all (the opcode then keeps its own class).  LLVM divides by a
 * missing SEW; we keep the opcode's class there. */
static unsigned indexed_class(const mca_catalog *cat, unsigned opcode, const char *name,
                              int index_eew, int lmul, int sew)
{
    static const char *const lmul_names[] = { "MF8", "MF4", "MF2", "M1", "M2", "M4", "M8" };
    if (!sew)
        return 0;
    int idx = index_eew * lmul_encoding(lmul) / sew;
    if (idx == 4 || idx > 7)
        return 0;
    int idx_lmul = idx <= 3 ? idx + MCA_LMUL_M1 : idx - 5;
    char pseudo[64];
    snprintf(pseudo, sizeof pseudo, "Pseudo%s_%s_%s", name, lmul_names[idx_lmul],
             lmul_names[lmul]);
    const mca_rvv_class *r;
    size_t n = mca_catalog_rvv_classes(cat, opcode, &r);
    for (size_t i = 0; i < n; i++)
        if ((int)r[i].lmul == lmul && !strcmp(r[i].pseudo, pseudo))
            return r[i].sched_class;
    return 0;
}

/* The class LMUL and SEW (0: none) select for inst, 0 for its own. */
static unsigned class_for(const mca_catalog *cat, const mca_inst *inst, int lmul, int sew)
{
    if (lmul < 0)
        return 0;
    mca_opcode op;
    if (!mca_catalog_opcode_brief(cat, inst->opcode, &op))
        return 0;
    int index_eew = index_eew_of(op.name);
    if (index_eew)
        return indexed_class(cat, inst->opcode, op.name, index_eew, lmul, sew);
    int eew = eew_of(op.name);
    if (eew) {
        if (!sew)
            return 0; /* (LLVM has no ratio to work from) */
        int emul = lmul + log2i(eew) - log2i(sew);
        if (emul < 0 || emul > 6)
            return 0;
        return record(cat, inst->opcode, emul, eew); /* (no SEW-less retry here) */
    }
    unsigned c = sew ? record(cat, inst->opcode, lmul, sew) : 0;
    return c ? c : record(cat, inst->opcode, lmul, 0);
}

/* A vsetvli or vsetivli: the LMUL and SEW its vtype sets. */
static int vset(const mca_catalog *cat, const mca_inst *inst, int *lmul, int *sew)
{
    mca_opcode op;
    if (!mca_catalog_opcode_brief(cat, inst->opcode, &op) ||
        (strcmp(op.name, "VSETVLI") && strcmp(op.name, "VSETIVLI")) || inst->op_count < 3 ||
        inst->ops[2].kind != MCA_OPERAND_IMM)
        return 0;
    int64_t vt = inst->ops[2].imm;
    static const int enc_to_lmul[8] = { 3, 4, 5, 6, -1, 0, 1, 2 };
    int l = enc_to_lmul[vt & 7];
    if (l < 0)
        return 0;
    *lmul = l;
    *sew = 8 << ((vt >> 3) & 7);
    return 1;
}

void rv_instrument_classes(const mca_catalog *cat, const mca_source *src,
                           const mca_instruments *is, mca_inst *insts, size_t n)
{
    int lmul = -1, sew = 0;
    size_t c = 0;
    for (size_t i = 0; i < n; i++) {
        for (; c < is->count && is->items[c].at <= insts[i].offset; c++) {
            const mca_instrument *in = &is->items[c];
            const char *kind = src->text + in->kind, *data = src->text + in->data;
            if (in->kind_len == 10 && !memcmp(kind, "RISCV-LMUL", 10)) {
                int l = lmul_named(data, in->data_len);
                if (l >= 0)
                    lmul = l;
            } else if (in->kind_len == 9 && !memcmp(kind, "RISCV-SEW", 9)) {
                int s = sew_named(data, in->data_len);
                if (s)
                    sew = s;
            }
        }
        if (vset(cat, &insts[i], &lmul, &sew))
            continue;
        insts[i].sched_class = class_for(cat, &insts[i], lmul, sew);
    }
}

/* x86-encoding: object bytes back to LLVM's emitter bytes (see
 * x86-encoding.h). */
#include <config.h>

#include "x86-encoding.h"

#include <stdbool.h>
#include <string.h>

/* The first byte after the legacy prefixes and, in 64-bit mode, a REX,
 * REX2 or (APX) EVEX prefix: the opcode of the forms we rewrite. */
static size_t opcode_at(const unsigned char *b, size_t len, bool mode64)
{
    static const unsigned char legacy[] = { 0x26, 0x2e, 0x36, 0x3e, 0x64, 0x65,
                                            0x66, 0x67, 0xf0, 0xf2, 0xf3 };
    size_t i = 0;
    while (i < len && memchr(legacy, b[i], sizeof legacy))
        i++;
    if (!mode64 || i >= len)
        return i;
    if ((b[i] & 0xf0) == 0x40)
        return i + 1;
    if (b[i] == 0xd5)
        return i + 2;
    if (b[i] == 0x62)
        return i + 4;
    return i;
}

static bool has_prefix(const char *s, const char *p)
{
    return strncmp(s, p, strlen(p)) == 0;
}

/* Is name an imm8 arithmetic form the assembler relaxes (ADD32ri8,
 * SUB64mi8_ND, PUSH64i8, IMUL16rri8 ...)?  *imm16 tells whether the
 * relaxed form has a 16-bit immediate. */
static bool relaxable_arith(const char *name, bool *imm16)
{
    static const char *const ops[] = { "ADC", "ADD", "AND", "CMP", "OR", "SBB",
                                       "SUB", "XOR", "IMUL", "PUSH" };
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) {
        if (!has_prefix(name, ops[k]))
            continue;
        const char *w = name + strlen(ops[k]);
        if (!has_prefix(w, "16") && !has_prefix(w, "32") && !has_prefix(w, "64"))
            return false;
        *imm16 = w[0] == '1';
        const char *form = w + 2;
        const char *forms[] = { "ri8", "mi8", "rri8", "rmi8", "i8" };
        for (size_t f = 0; f < sizeof forms / sizeof forms[0]; f++) {
            size_t n = strlen(forms[f]);
            if (!strncmp(form, forms[f], n) && (form[n] == 0 || form[n] == '_'))
                return true;
        }
        return false;
    }
    return false;
}

/* A relaxed branch back to JMP_1 / JCC_1: opcode and rel8 of zero. */
static size_t short_branch(const char *name, unsigned char *b, size_t len)
{
    if (!strcmp(name, "JMP_1") && len >= 5 && b[len - 5] == 0xe9) {
        b[len - 5] = 0xeb;
        b[len - 4] = 0;
        return len - 3;
    }
    if (!strcmp(name, "JCC_1") && len >= 6 && b[len - 6] == 0x0f &&
        (b[len - 5] & 0xf0) == 0x80) {
        b[len - 6] = (unsigned char)(0x70 | (b[len - 5] & 0x0f));
        b[len - 5] = 0;
        return len - 4;
    }
    return len;
}

/* A relaxed imm8 arithmetic form back to its 0x83/0x6b/0x6a opcode with
 * a zero imm8 (the relaxed immediate is the last field). */
static size_t short_arith(const char *name, unsigned char *b, size_t len, bool mode64)
{
    bool imm16 = false;
    if (!relaxable_arith(name, &imm16))
        return len;
    size_t op = opcode_at(b, len, mode64);
    size_t imm = imm16 ? 2 : 4;
    if (op >= len || len < op + 1 + imm)
        return len;
    unsigned char to = b[op] == 0x81 ? 0x83 : b[op] == 0x69 ? 0x6b : b[op] == 0x68 ? 0x6a : 0;
    if (!to)
        return len;
    b[op] = to;
    b[len - imm] = 0;
    return len - imm + 1;
}

/* The operands that own an encoded field, in operand order: immediates,
 * branch targets and the displacement of each memory reference (its
 * fourth MCInst operand).  Returns how many; idx receives their indices. */
static unsigned field_operands(const mca_opcode *op, unsigned *idx, unsigned max)
{
    unsigned n = 0;
    for (unsigned i = 0; i < op->op_count && n < max; i++) {
        mca_opnd_kind k = op->ops[i].kind;
        if (k == MCA_OPND_IMM || k == MCA_OPND_PCREL) {
            idx[n++] = i;
        } else if ((k == MCA_OPND_MEM || k == MCA_OPND_UNKNOWN) && i + 4 < op->op_count &&
                   op->ops[i].regclass >= 0) {
            idx[n++] = i + 3;
            i += 4;
        }
    }
    return n;
}

/* Is operand i a fixup to the emitter: a symbolic expression, or a
 * branch target (a fixup even when it is a number)? */
static bool is_fixup(const mca_opcode *op, const mca_inst *inst, unsigned i)
{
    return i < inst->op_count && (inst->ops[i].kind == MCA_OPERAND_EXPR ||
                                  (i < op->op_count && op->ops[i].kind == MCA_OPND_PCREL));
}

static unsigned fixup_count(const mca_opcode *op, const mca_inst *inst)
{
    unsigned n = 0;
    for (unsigned i = 0; i < inst->op_count; i++)
        n += is_fixup(op, inst, i);
    return n;
}

static mca_llvm_decoder *decoder(mca_encoding_decoder *dec)
{
    if (!dec->decoder && !dec->failed) {
        dec->decoder = mca_llvm_decoder_new(dec->machine, &dec->error);
        dec->failed = !dec->decoder;
    }
    return dec->decoder;
}

/* Zero the fields of the fixup operands, located by the disassembler.
 * 0, or -1 when the disassembler could not be made. */
static int zero_symbolic_fields(const mca_opcode *op, const mca_inst *inst, unsigned char *b,
                                size_t len, mca_encoding_decoder *dec)
{
    mca_llvm_decoder *d = decoder(dec);
    if (!d)
        return -1;
    mca_llvm_field fields[MCA_LLVM_MAX_FIELDS];
    unsigned nf = 0, idx[MCA_LLVM_MAX_FIELDS];
    size_t size = mca_llvm_decode(d, b, len, fields, &nf);
    unsigned no = field_operands(op, idx, MCA_LLVM_MAX_FIELDS);
    /* Without a one-to-one match the bytes are left as assembled. */
    if (size != len || nf != no)
        return 0;
    for (unsigned f = 0; f < nf; f++) {
        if (!is_fixup(op, inst, idx[f]))
            continue;
        if (fields[f].offset + (size_t)fields[f].size <= len)
            memset(b + fields[f].offset, 0, fields[f].size);
    }
    return 0;
}

size_t mca_encoding_x86_fix(const mca_catalog *cat, const mca_inst *inst, unsigned char *bytes,
                            size_t len, unsigned relocations, bool mode64,
                            mca_encoding_decoder *dec)
{
    const mca_opcode *op = mca_catalog_opcode(cat, inst->opcode);
    if (!op)
        return len;
    size_t n = short_branch(op->name, bytes, len);
    if (n == len)
        n = short_arith(op->name, bytes, len, mode64);
    /* The assembler left a relocation (zero bytes) for each fixup it could
     * not resolve; the others hold a value to clear. */
    if (fixup_count(op, inst) > relocations &&
        zero_symbolic_fields(op, inst, bytes, n, dec) != 0)
        return (size_t)-1;
    return n;
}

size_t mca_x86_rel_field_size(uint64_t type)
{
    switch (type) {
    case 20: case 21: return 2; /* R_386_16, R_386_PC16 */
    case 22: case 23: return 1; /* R_386_8, R_386_PC8 */
    default: return 4;
    }
}

/* x86-encoding: object bytes back to LLVM's emitter bytes (see
 * x86-encoding.h). */
#include <config.h>

#include "x86-encoding.h"

#include <stdbool.h>
#include <stdlib.h>
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

/* The target's disassembler, or with mode16 one in 16-bit mode: the
 * bytes of a .code16 statement decode differently (0x66 e8 is callw rel16
 * there, calll rel32 here). */
static mca_llvm_decoder *decoder(mca_encoding_decoder *dec, bool mode16)
{
    if (!mode16) {
        if (!dec->decoder && !dec->failed) {
            dec->decoder = mca_llvm_decoder_new(dec->machine, &dec->error);
            dec->failed = !dec->decoder;
        }
        return dec->decoder;
    }
    if (!dec->mode_decoder && !dec->mode_failed) {
        mca_llvm_machine m = *dec->machine;
        m.triple = "i386-unknown-unknown-code16";
        char *error = NULL;
        dec->mode_decoder = mca_llvm_decoder_new(&m, &error);
        dec->mode_failed = !dec->mode_decoder;
        if (!dec->error)
            dec->error = error;
        else
            free(error);
    }
    return dec->mode_decoder;
}

/* Zero the fields of the fixup operands, located by the disassembler of
 * the bytes' mode.  0, or -1 when the disassembler could not be made. */
static int zero_symbolic_fields(const mca_opcode *op, const mca_inst *inst, unsigned char *b,
                                size_t len, mca_encoding_decoder *dec, bool mode16)
{
    mca_llvm_decoder *d = decoder(dec, mode16);
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

/* ------------------------------------------- .code32 in a 64-bit target */

static const unsigned char seg_prefixes[] = { 0x26, 0x2e, 0x36, 0x3e, 0x64, 0x65 };

static bool name_in(const char *name, const char *const *list, size_t n)
{
    for (size_t k = 0; k < n; k++)
        if (!strcmp(name, list[k]))
            return true;
    return false;
}

/* The string instructions: their repeat prefix comes before 0x67. */
static bool string_op(const char *name)
{
    static const char *const ops[] = {
        "MOVSB", "MOVSW", "MOVSL", "MOVSQ", "LODSB", "LODSW", "LODSL", "LODSQ",
        "STOSB", "STOSW", "STOSL", "STOSQ", "SCASB", "SCASW", "SCASL", "SCASQ",
        "CMPSB", "CMPSW", "CMPSL", "CMPSQ", "INSB", "INSW", "INSL", "OUTSB", "OUTSW", "OUTSL",
    };
    return name_in(name, ops, sizeof ops / sizeof *ops);
}

/* The address size of register r in an address: 32 (EAX, ESP, EIP ...),
 * 16 (BX, SI ...), 0 for none or another. */
static int reg_addr_size(const mca_catalog *cat, unsigned r)
{
    const mca_register *reg = r ? mca_catalog_register(cat, r) : NULL;
    const char *n = reg && reg->name ? reg->name : "";
    if (strlen(n) == 3 && n[0] == 'E')
        return 32;
    static const char *const r16[] = { "AX", "BX", "CX", "DX", "SI", "DI", "BP", "SP" };
    return name_in(n, r16, sizeof r16 / sizeof *r16) ? 16 : 0;
}

/* Where ModRM is: after the legacy prefixes and the opcode (legacy, VEX,
 * EVEX or XOP); 0 when the bytes end first. */
static size_t modrm_at(const char *name, const unsigned char *b, size_t len)
{
    static const unsigned char legacy[] = { 0x26, 0x2e, 0x36, 0x3e, 0x64, 0x65,
                                            0x66, 0x67, 0xf0, 0xf2, 0xf3 };
    size_t i = 0;
    while (i < len && memchr(legacy, b[i], sizeof legacy))
        i++;
    if (i + 1 >= len)
        return 0;
    size_t at;
    if (b[i] == 0xc5 && !has_prefix(name, "LDS"))
        at = i + 3;
    else if (b[i] == 0xc4 && !has_prefix(name, "LES"))
        at = i + 4;
    else if (b[i] == 0x62 && !has_prefix(name, "BOUND"))
        at = i + 5;
    else if (b[i] == 0x8f && (b[i + 1] & 0x1f) >= 8)
        at = i + 4;
    else if (b[i] == 0x0f)
        at = (b[i + 1] == 0x38 || b[i + 1] == 0x3a) ? i + 3 : i + 2;
    else
        at = i + 1;
    return at < len ? at : 0;
}

static size_t insert_byte(unsigned char *b, size_t len, size_t at, unsigned char v)
{
    memmove(b + at + 1, b + at, len - at);
    b[at] = v;
    return len + 1;
}

/* LLVM's 64-bit emitter encodes what the assembler read under .code32
 * (llvm-mca 22 keeps the triple's subtarget): 0x67 for 32-bit base or
 * index registers, the AdSize32 moffs forms (movl foo, %eax), jecxz and
 * string instructions on ESI/EDI, none for 16-bit addresses (its place
 * among the prefixes is the emitter's); an address
 * of a displacement alone takes a SIB byte (ModRM r/m 100, SIB 0x25).
 * The 32-bit assembler's bytes change by at most two bytes. */
static size_t from_code32(const mca_catalog *cat, const mca_inst *inst, const mca_opcode *op,
                          unsigned char *b, size_t len)
{
    const char *name = op->name;
    bool str = string_op(name);
    int mem = -1, kind = 0;
    for (unsigned k = 0; k + 4 < op->op_count && k + 4 < inst->op_count; k++)
        if (op->ops[k].kind == MCA_OPND_MEM && op->ops[k + 4].kind == MCA_OPND_MEM) {
            mem = (int)k;
            int kb = reg_addr_size(cat, inst->ops[k].reg);
            int ki = reg_addr_size(cat, inst->ops[k + 2].reg);
            kind = kb > ki ? kb : ki;
            break;
        }
    bool want67, moffs = false;
    if (str) {
        want67 = false;
        for (unsigned k = 0; k < inst->op_count; k++)
            if (inst->ops[k].kind == MCA_OPERAND_REG && reg_addr_size(cat, inst->ops[k].reg) == 32)
                want67 = true;
    } else if (strstr(name, "ao32") || strstr(name, "o32a") || !strcmp(name, "JECXZ")) {
        want67 = true;
        moffs = true;
    } else if (mem >= 0) {
        want67 = kind == 32;
    } else {
        return len;
    }
    /* the emitter's order: a memory operand's segment, a repeat prefix,
     * 0x67, then the segment of a string or moffs operand */
    size_t i = 0;
    while (!str && !moffs && i < len && memchr(seg_prefixes, b[i], sizeof seg_prefixes))
        i++;
    while (str && i < len && (b[i] == 0xf2 || b[i] == 0xf3))
        i++;
    bool has67 = i < len && b[i] == 0x67;
    if (want67 && !has67)
        len = insert_byte(b, len, i, 0x67);
    else if (!want67 && has67)
        memmove(b + i, b + i + 1, --len - i);
    if (mem >= 0 && !inst->ops[mem].reg && !inst->ops[mem + 2].reg) {
        size_t m = modrm_at(name, b, len);
        if (m && (b[m] & 0xc7) == 0x05) {
            b[m] = (unsigned char)((b[m] & 0xf8) | 4);
            len = insert_byte(b, len, m + 1, 0x25);
        }
    }
    return len;
}

/* ------------------------------------------- .code16 in a 64-bit target */

/* A branch the 16-bit assembler relaxed to JMP_2 / JCC_2 (rel16) back to
 * JMP_1 / JCC_1 with a rel8 of zero. */
static size_t short_branch16(const char *name, unsigned char *b, size_t len)
{
    if (!strcmp(name, "JMP_1") && len >= 3 && b[len - 3] == 0xe9) {
        b[len - 3] = 0xeb;
        b[len - 2] = 0;
        return len - 1;
    }
    if (!strcmp(name, "JCC_1") && len >= 4 && b[len - 4] == 0x0f &&
        (b[len - 3] & 0xf0) == 0x80) {
        b[len - 4] = (unsigned char)(0x70 | (b[len - 3] & 0x0f));
        b[len - 3] = 0;
        return len - 2;
    }
    return len;
}

/* Does inst name a segment register in an address (ModRM memory, string
 * or moffs operand)? */
static bool has_segment(const mca_catalog *cat, const mca_inst *inst, const mca_opcode *op)
{
    for (unsigned k = 0; k < op->op_count && k < inst->op_count; k++) {
        if (op->ops[k].kind != MCA_OPND_MEM || inst->ops[k].kind != MCA_OPERAND_REG ||
            !inst->ops[k].reg)
            continue;
        const mca_register *r = mca_catalog_register(cat, inst->ops[k].reg);
        const char *n = r && r->name ? r->name : "";
        if (strlen(n) == 2 && n[1] == 'S')
            return true;
    }
    return false;
}

/* Where the emitter puts the operand-size prefix among the legacy
 * prefixes b[0, end) of an instruction of len bytes: after the segment of
 * an address (seg: there is one), a repeat prefix and 0x67; before lock,
 * notrack (0x3e too) and the mandatory prefixes (an 0xf2/0xf3 right
 * before the 0x0f escape is one: popcntw is 66 f3 0f b8). */
static size_t opsize_at(const unsigned char *b, size_t end, size_t len, bool seg)
{
    size_t i = 0;
    while (i < end) {
        bool rep = (b[i] == 0xf2 || b[i] == 0xf3) && !(i + 1 < len && b[i + 1] == 0x0f);
        bool sp = seg && memchr(seg_prefixes, b[i], sizeof seg_prefixes);
        if (!rep && !sp && b[i] != 0x67)
            break;
        seg = seg && !sp;
        i++;
    }
    return i;
}

/* The legacy prefixes' end: the first byte that is not one. */
static size_t prefixes_end(const unsigned char *b, size_t len)
{
    static const unsigned char legacy[] = { 0x26, 0x2e, 0x36, 0x3e, 0x64, 0x65,
                                            0x66, 0x67, 0xf0, 0xf2, 0xf3 };
    size_t i = 0;
    while (i < len && memchr(legacy, b[i], sizeof legacy))
        i++;
    return i;
}

/* LLVM's 64-bit emitter encodes what the assembler read under .code16
 * (llvm-mca 22 keeps the triple's subtarget), and differs from the 16-bit
 * assembler's bytes in three ways (0x67 stays: both want it for 32-bit
 * address registers and AdSize32 forms only):
 * - the operand-size prefix: 0x66 for the opcodes of LLVM's OpSize16
 *   (pushw %ax is 66 50), none for OpSize32 (movl foo, %eax is a1 00 00);
 *   the 16-bit assembler does the reverse;
 * - an address of a displacement alone: [disp16] (ModRM r/m 110) becomes
 *   the SIB form with a disp32 (r/m 100, SIB 0x25), the operand's value
 *   in 32 bits (zero for a symbol: a fixup);
 * and the 64-bit emitter writes a REX prefix for REX.W.
 * Grows the bytes by at most six. */
/* Is the instruction at b[end] VEX, EVEX or XOP encoded (their own
 * prefix carries the operand size)?  The same bytes begin LES, LDS, BOUND
 * and POP in 16-bit mode.  (The front end can hold the legacy opcode of an
 * {evex} form: the bytes tell.) */
static bool vex_encoded(const char *name, const unsigned char *b, size_t end, size_t len)
{
    if (end + 1 >= len)
        return false;
    if (b[end] == 0xc5)
        return !has_prefix(name, "LDS");
    if (b[end] == 0xc4)
        return !has_prefix(name, "LES");
    if (b[end] == 0x62)
        return !has_prefix(name, "BOUND");
    return b[end] == 0x8f && (b[end + 1] & 0x1f) >= 8;
}

static size_t from_code16(const mca_catalog *cat, const mca_inst *inst, const mca_opcode *op,
                          unsigned char *b, size_t len)
{
    size_t end = prefixes_end(b, len);
    if (vex_encoded(op->name, b, end, len)) {
        /* the operand size is the prefix's */
    } else if (op->flags & MCA_OPF_OPSIZE32) {
        const unsigned char *p = memchr(b, 0x66, end);
        if (p) {
            size_t at = (size_t)(p - b);
            memmove(b + at, b + at + 1, --len - at);
        }
    } else if (op->flags & MCA_OPF_OPSIZE16) {
        len = insert_byte(b, len, opsize_at(b, end, len, has_segment(cat, inst, op)), 0x66);
    }
    for (unsigned k = 0; k + 4 < op->op_count && k + 4 < inst->op_count; k++) {
        if (op->ops[k].kind != MCA_OPND_MEM || op->ops[k + 4].kind != MCA_OPND_MEM)
            continue;
        if (inst->ops[k].reg || inst->ops[k + 2].reg)
            break;
        size_t m = modrm_at(op->name, b, len);
        if (!m || (b[m] & 0xc7) != 0x06 || m + 3 > len)
            break;
        uint32_t v = inst->ops[k + 3].kind == MCA_OPERAND_IMM ? (uint32_t)inst->ops[k + 3].imm : 0;
        b[m] = (unsigned char)((b[m] & 0x38) | 4);
        len = insert_byte(b, len, m + 1, 0x25);
        len = insert_byte(b, len, m + 4, 0);
        len = insert_byte(b, len, m + 4, 0);
        for (int i = 0; i < 4; i++)
            b[m + 2 + i] = (unsigned char)(v >> (8 * i));
        break;
    }
    /* REX.W, which the 16-bit assembler cannot write (cvtsi2sdq (%bx),
     * %xmm0), right before the opcode */
    if (op->flags & MCA_OPF_REX_W)
        len = insert_byte(b, len, prefixes_end(b, len), 0x48);
    return len;
}

size_t mca_encoding_x86_fix(const mca_catalog *cat, const mca_inst *inst, unsigned char *bytes,
                            size_t len, unsigned relocations, bool mode64,
                            mca_encoding_decoder *dec)
{
    const mca_opcode *op = mca_catalog_opcode(cat, inst->opcode);
    if (!op)
        return len;
    bool code16 = mode64 && (inst->flags & MCA_INST_MODE16);
    size_t n = code16 ? short_branch16(op->name, bytes, len) : short_branch(op->name, bytes, len);
    if (n == len)
        n = short_arith(op->name, bytes, len, mode64 && !code16);
    /* The assembler left a relocation (zero bytes) for each fixup it could
     * not resolve; the others hold a value to clear. */
    if (fixup_count(op, inst) > relocations &&
        zero_symbolic_fields(op, inst, bytes, n, dec, code16) != 0)
        return (size_t)-1;
    if (code16)
        n = from_code16(cat, inst, op, bytes, n);
    else if (mode64 && (inst->flags & MCA_INST_MODE32))
        n = from_code32(cat, inst, op, bytes, n);
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

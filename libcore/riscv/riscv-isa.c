/* riscv-isa: the RISC-V row of the target table (see isa.h), RV64 and RV32:
 * the front end in this folder, register names as LLVM's RISC-V printer
 * writes them (ABI names). */
#include <config.h>

#include <ctype.h>
#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "riscv-host.h"
#include "riscv-internal.h"

static const mca_isa_arch archs[] = {
    { "riscv64", "riscv64", "riscv64", 64, "riscv64-unknown-linux-gnu", NULL },
    { "riscv32", "riscv32", "riscv32", 32, "riscv32-unknown-linux-gnu", NULL },
};

/* LMUL and SEW choose the scheduling class of the vector instructions
 * that follow them (RISCVInstrumentManager in LLVM 22: the kinds
 * "RISCV-LMUL" and "RISCV-SEW"). */
static const char *const instrument_kinds[] = { "LATENCY", "RISCV-LMUL", "RISCV-SEW", NULL };

/* RISCVInstrumentManager makes LMUL and SEW instruments of these values
 * only (LATENCY: any data, as before). */
static bool instrument_data_ok(const char *kind, size_t kind_len, const char *data,
                               size_t data_len)
{
    static const char *const lmuls[] = { "M1", "M2", "M4", "M8", "MF2", "MF4", "MF8", NULL };
    static const char *const sews[] = { "E8", "E16", "E32", "E64", NULL };
    const char *const *ok = kind_len == 10 && !memcmp(kind, "RISCV-LMUL", 10) ? lmuls
                            : kind_len == 9 && !memcmp(kind, "RISCV-SEW", 9) ? sews : NULL;
    if (!ok)
        return true;
    for (; *ok; ok++)
        if (strlen(*ok) == data_len && !memcmp(*ok, data, data_len))
            return true;
    return false;
}

/* The register as LLVM's printer writes it: ABI names (zero, ra, a0, fa0). */
static void register_name(const mca_catalog *cat, unsigned reg, int variant, mca_strbuf *o)
{
    (void)variant;
    const mca_register *r = mca_catalog_register(cat, reg);
    char buf[32];
    mca_strbuf_puts(o, rv_abi_of_name(r && r->name ? r->name : "?", buf, sizeof buf));
}

/* The x-register number of operand k, -1 when none. */
static int xreg(const mca_catalog *cat, const mca_inst *inst, unsigned k)
{
    if (k >= inst->op_count || inst->ops[k].kind != MCA_OPERAND_REG)
        return -1;
    const mca_register *r = mca_catalog_register(cat, inst->ops[k].reg);
    if (!r || !r->name || r->name[0] != 'X')
        return -1;
    return atoi(r->name + 1);
}

/* RISCVMCInstrAnalysis: JAL/JALR writing a register other than x0 are
 * calls (C_JAL, C_JALR always); JALR to x0 and C_JR through ra or t0 are
 * returns. */
static void branch_kind(const mca_catalog *cat, const mca_opcode *op, const mca_inst *inst,
                        bool *is_call, bool *is_return)
{
    const char *n = op->name;
    if (!strcmp(n, "JAL") || !strcmp(n, "JALR")) {
        int rd = xreg(cat, inst, 0);
        *is_call = rd > 0;
        if (!strcmp(n, "JALR") && rd == 0) {
            int rs = xreg(cat, inst, 1);
            *is_return = rs == 1 || rs == 5;
        }
    } else if (!strcmp(n, "C_JAL") || !strcmp(n, "C_JALR")) {
        *is_call = true;
    } else if (!strcmp(n, "C_JR")) {
        int rs = xreg(cat, inst, 0);
        *is_return = rs == 1 || rs == 5;
    }
}

/* x0 (LLVM marks it constant: no dependency is tracked through it). */
static bool constant_register(const mca_catalog *cat, unsigned reg)
{
    const mca_register *r = mca_catalog_register(cat, reg);
    return r && r->name && !strcmp(r->name, "X0");
}

/* The assembler relaxes a branch to an undefined label into the inverted
 * branch over a JAL (B<cc> 8 bytes, C.BEQZ/C.BNEZ 6) and C.J or C.JAL
 * into JAL; llvm-mca's code emitter encodes the instruction alone, its
 * target field zero.  Undone here; other instructions keep their bytes
 * (fixup fields are zero in both: RELA, the labels left undefined). */
static size_t encoding_fix(const mca_catalog *cat, const mca_inst *inst, unsigned char *bytes,
                           size_t len, unsigned relocs, bool mode64, mca_encoding_decoder *dec)
{
    (void)relocs, (void)mode64, (void)dec;
    mca_opcode op;
    if (!mca_catalog_opcode_brief(cat, inst->opcode, &op))
        return len;
    const char *n = op.name;
    bool cbranch = !strcmp(n, "C_BEQZ") || !strcmp(n, "C_BNEZ");
    if (cbranch && len == 6) {
        bytes[1] ^= 0x20;  /* funct3 bit 13: beqz <-> bnez */
        bytes[0] &= 0x83;  /* offset bits in 2..6 and 10..12 */
        bytes[1] &= 0xe3;
        return 2;
    }
    if ((!strcmp(n, "C_J") || !strcmp(n, "C_JAL")) && len == 4) {
        bytes[0] = 0x01;   /* c.j 0 (funct3 101), c.jal 0 (funct3 001) */
        bytes[1] = n[3] ? 0x20 : 0xa0;
        return 2;
    }
    bool branch = n[0] == 'B' && (!strcmp(n, "BEQ") || !strcmp(n, "BNE") || !strcmp(n, "BLT") ||
                                  !strcmp(n, "BGE") || !strcmp(n, "BLTU") || !strcmp(n, "BGEU"));
    if (branch && len == 8) {
        bytes[1] ^= 0x10;  /* funct3 bit 12: the inverse condition */
        bytes[0] &= 0x7f;  /* offset bits in 7..11 and 25..31 */
        bytes[1] &= 0xf0;
        bytes[3] &= 0x01;
        return 4;
    }
    return len;
}

/* An instruction's length from its first bits: 2 bytes when compressed
 * (low bits not 11), else 4 (the longer encodings are not in the ISA). */
static size_t inst_length(const unsigned char *bytes, size_t avail)
{
    size_t n = avail && (bytes[0] & 3) != 3 ? 2 : 4;
    return n <= avail ? n : 0;
}

/* li: LLVM 22 expands it with the extensions in effect (bseti, slli.uw,
 * rori ...), LLVM 14 into other sequences; the other pseudos expand the
 * same way in every LLVM the tools load. */
static bool assemble_printed(const char *text, size_t n)
{
    return n > 2 && (text[0] == 'l' || text[0] == 'L') && (text[1] == 'i' || text[1] == 'I') &&
           (text[2] == ' ' || text[2] == '\t');
}

static const uint16_t elf_machines[] = { EM_RISCV, 0 };

/* RISC-V's names for data directives (its assembler's aliases) */
static const mca_data_directive data_directives[] = {
    { ".half", 2 }, { ".hword", 2 }, { ".word", 4 }, { ".dword", 8 }, { NULL, 0 },
};

/* The relocation specifiers a data directive's "%SPEC(EXPR)" names (LLVM
 * 22's RISC-V parser; case matters: %HI is invalid). */
static const char *const data_specifiers[] = {
    "lo", "hi", "pcrel_lo", "pcrel_hi", "got_pcrel_hi", "tprel_lo", "tprel_hi", "tprel_add",
    "tls_ie_pcrel_hi", "tls_gd_pcrel_hi", "tlsdesc_hi", "tlsdesc_load_lo", "tlsdesc_add_lo",
    "tlsdesc_call", "qc.abs20", "pltpcrel", "gotpcrel", NULL,
};

/* A register name a .cfi_* directive takes: LLVM's names, in lower case
 * only there (X1 and RA are "invalid register name"). */
static int cfi_register(const char *s, size_t n)
{
    int num;
    for (size_t i = 0; i < n; i++)
        if (isupper((unsigned char)s[i]))
            return 0;
    return rv_reg_named(s, n, &num) != RV_RK_NONE;
}

const mca_isa mca_isa_riscv = {
    .name = "riscv",
    .models = "riscv64",
    .archs = archs,
    .arch_count = sizeof archs / sizeof archs[0],
    .syntax = { .line_comment = "#", .slash_comments = 1, .separator = ';',
                .data_directives = data_directives, .align_is_pow2 = 1,
                .cfi_register = cfi_register, .percent = MCA_PCT_SPECIFIER,
                .percent_specifiers = data_specifiers },
    .variants = 1,
    .instrument_kinds = instrument_kinds,
    .llvm_target = "RISCV",
    .elf_machines = elf_machines,
    .new_frontend = rv_new_frontend,
    .free_frontend = rv_free_frontend,
    .parse = rv_parse,
    .branch_kind = branch_kind,
    .constant_register = constant_register,
    .instrument_classes = rv_instrument_classes,
    .register_name = register_name,
    .encoding_fix = encoding_fix,
    .inst_length = inst_length,
    .instrument_data_ok = instrument_data_ok,
    .host_cpu = mca_riscv_host_cpu,
    .cpu_features = rv_cpu_features,
    .assemble_printed = assemble_printed,
};

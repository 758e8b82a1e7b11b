/* x86-mode: what changes outside 64-bit mode (the i386 triple, .code32,
 * .code16).  The catalog's picks were taken by probing LLVM's assembler in
 * 64-bit mode; these rules turn them into the picks of 32-bit and 16-bit
 * mode, from the assembler's mode predicates (In64BitMode, Not64BitMode,
 * In16BitMode, In32BitMode) as they show in the opcode names. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "x86-internal.h"

/* Opcodes LLVM allows in 64-bit mode only (In64BitMode), by name prefix.
 * REX.W integer forms are listed by their base below. */
static const char *const only64_prefix[] = {
    "CALL64", "JMP64", "PUSH64", "POP64", "PUSHF64", "POPF64", "LEAVE64", "RET64",
    "RETI64", "LRET64", "LRETI64", "IRET64", "SYSRET64", "SYSEXIT64", "CDQE", "CQO",
    "CMPSQ", "LODSQ", "MOVSQ", "SCASQ", "STOSQ", "JRCXZ", "ERETS", "ERETU", "LKGS",
    "RDFSBASE", "RDGSBASE", "WRFSBASE", "WRGSBASE", "REX64_PREFIX", "ADDR32_PREFIX",
    "CMPXCHG16B", "FXSAVE64", "FXRSTOR64", "XSAVE64", "XRSTOR64", "XSAVEC64",
    "XSAVEOPT64", "XSAVES64", "XRSTORS64", "FARJMP64", "VMLOAD64", "VMRUN64",
    "VMSAVE64", "INVLPGA64", "MONITORX64", "MONITOR64", "MASKMOVDQU64",
    "VMASKMOVDQU64", "MMX_MASKMOVQ64", "CLZERO64", "UMONITOR64", "TCVTROW",
    "TILEMOVROW", "TMMULTF32PS", "CCMP", "CTEST", "PUSH2", "POP2", "PUSHP", "POPP",
    "JMPABS", "LEA64", "MOVABS", "INCSSPQ", "RDSSPQ", "WRSSQ", "WRUSSQ", "SENDUIPI",
    "CRC32r64", "NOOPQ", "UD1Q",
};

/* Integer operations whose 64-bit forms (NAME64...) need REX.W. */
static const char *const rexw_base[] = {
    "ADC", "ADCX", "ADD", "ADOX", "AND", "ANDN", "BEXTR", "BEXTRI", "BLSI", "BLSMSK",
    "BLSR", "BSF", "BSR", "BSWAP", "BT", "BTC", "BTR", "BTS", "BZHI", "CMOV", "CMP",
    "CMPXCHG", "DEC", "DIV", "IDIV", "IMUL", "INC", "LAR", "LSL", "LZCNT", "MOV",
    "MOVBE", "MOVSX", "MOVZX", "MUL", "MULX", "NEG", "NOT", "OR", "PDEP", "PEXT",
    "POPCNT", "RCL", "RCR", "RDPID", "RDRAND", "RDSEED", "ROL", "ROR", "RORX", "SAR",
    "SARX", "SBB", "SHL", "SHLD", "SHLX", "SHR", "SHRD", "SHRX", "SLDT", "SMSW",
    "STR", "SUB", "TEST", "TZCNT", "XADD", "XCHG", "XOR",
};

int x86_only64(const char *name)
{
    for (size_t k = 0; k < sizeof only64_prefix / sizeof only64_prefix[0]; k++)
        if (!strncmp(name, only64_prefix[k], strlen(only64_prefix[k])))
            return 1;
    /* APX: new data destination, no flags, EVEX promotions */
    if (strstr(name, "_ND") || strstr(name, "_NF") || strstr(name, "_EVEX"))
        return 1;
    /* absolute-address moves with a 64-bit address */
    if (strstr(name, "ao64") || strstr(name, "o64a"))
        return 1;
    for (size_t k = 0; k < sizeof rexw_base / sizeof rexw_base[0]; k++) {
        size_t n = strlen(rexw_base[k]);
        if (!strncmp(name, rexw_base[k], n) && !strncmp(name + n, "64", 2) &&
            (name[n + 2] == 'r' || name[n + 2] == 'm' || name[n + 2] == 'i' ||
             name[n + 2] == '_' || name[n + 2] == 0))
            return 1;
    }
    return 0;
}

/* Opcodes that LLVM prefers outside 64-bit mode, where the 64-bit probe
 * found another opcode (or none): the one-byte inc/dec, the absolute
 * moves of the mode's address size, and the 32-bit twins of the 64-bit
 * opcodes with implicit address registers. */
static const char *const pref32[] = {
    "INC16r_alt", "INC32r_alt", "DEC16r_alt", "DEC32r_alt", "CALLpcrel32", "VMLOAD32",
    "VMRUN32", "VMSAVE32", "INVLPGA32", "MONITORX32rrr", "MONITOR32rrr", "CLZERO32r",
    "UMONITOR32", "MASKMOVDQU", "VMASKMOVDQU", "MMX_MASKMOVQ", "SGDT32m", "SIDT32m",
    "LGDT32m", "LIDT32m", "RET32", "RETI32", "LRET32", "LRETI32", "IRET32", "PUSHF32",
    "POPF32", "LEAVE", "ADDR16_PREFIX",
};

int x86_prefer_outside64(const char *name, int mode)
{
    for (size_t k = 0; k < sizeof pref32 / sizeof pref32[0]; k++)
        if (!strcmp(name, pref32[k]))
            return 1;
    if (mode == 16) /* (xbegin: rel16, as callw) */
        return strstr(name, "ao16") || strstr(name, "o16a") || !strcmp(name, "XBEGIN_2");
    return strstr(name, "ao32") || strstr(name, "o32a");
}

int x86_mode_pick(const mca_catalog *cat, const x86_form *f, int mode, int not64)
{
    const char *name = f->op->name;
    if (mode == 64)
        return f->pick;
    if (x86_only64(name))
        return X86_PICK_NEED64;
    /* absolute moves of the other address size */
    if ((mode == 16 && (strstr(name, "ao32") || strstr(name, "o32a"))) ||
        (mode != 16 && (strstr(name, "ao16") || strstr(name, "o16a"))))
        return MCA_PICK_ERROR;
    if (not64 || x86_prefer_outside64(name, mode))
        return MCA_PICK_SELF;
    if (f->pick >= 0) {
        const mca_opcode *to = mca_catalog_opcode(cat, (unsigned)f->pick);
        if (to && x86_only64(to->name))
            return MCA_PICK_SELF;
    }
    return f->pick;
}

int x86_reg_only64(const mca_catalog *cat, unsigned r)
{
    const mca_register *reg = mca_catalog_register(cat, r);
    if (!reg || !reg->name)
        return 0;
    const char *n = reg->name;
    if (n[0] == 'R') /* RAX..R31, RIP, RIZ */
        return 1;
    if (!strcmp(n, "SPL") || !strcmp(n, "BPL") || !strcmp(n, "SIL") || !strcmp(n, "DIL"))
        return 1;
    if (!strncmp(n, "XMM", 3) || !strncmp(n, "YMM", 3) || !strncmp(n, "ZMM", 3))
        return atoi(n + 3) >= 8;
    if ((!strncmp(n, "CR", 2) || !strncmp(n, "DR", 2)) && n[2] >= '0' && n[2] <= '9')
        return atoi(n + 2) >= 8;
    return 0;
}

int x86_check_reg_mode(mca_asm_cur *c, unsigned r, size_t at, size_t name_at, size_t len)
{
    if (c->mode == 64 || !r || !x86_reg_only64(c->cat, r))
        return 0;
    c->mode_err = 1;
    return mca_asm_error(c, at, len + (name_at - at), "register %%%.*s is only available in 64-bit mode",
                     (int)len, c->s + name_at);
}

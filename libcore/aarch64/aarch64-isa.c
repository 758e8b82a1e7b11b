/* aarch64-isa: the AArch64 row of the target table (see isa.h): the
 * front end in a64-*.c, register names as LLVM's AArch64 printer writes
 * them. */
#include <config.h>

#include <elf.h>
#include <ctype.h>
#include <string.h>

#include "a64-host.h"
#include "a64-internal.h"

static const mca_isa_arch archs[] = {
    { "aarch64", "aarch64", "aarch64", 64, "aarch64-unknown-linux-gnu", NULL },
    /* (JSON names the triple's own spelling: arm64-apple-darwin is "arm64") */
    { "arm64", NULL, "aarch64", 64, "aarch64-unknown-linux-gnu", NULL },
    /* LLVM's other AArch64 targets and triple spellings: the same assembler
     * and models (ILP32, big endian and arm64e change nothing llvm-mca
     * reads; arm64e's pauth comes from -mcpu, not the triple).  -march
     * takes aarch64_32, arm64_32 (as aarch64_32) and aarch64_be; arm64e and
     * arm64ec are triple spellings only (no canonical name). */
    { "aarch64_32", NULL, "aarch64_32", 64, "aarch64-unknown-linux-gnu", NULL },
    { "arm64_32", NULL, "aarch64_32", 64, "aarch64-unknown-linux-gnu", NULL },
    { "aarch64_be", NULL, "aarch64_be", 64, "aarch64-unknown-linux-gnu", NULL },
    { "arm64e", NULL, NULL, 64, "aarch64-unknown-linux-gnu", NULL },
    { "arm64ec", NULL, NULL, 64, "aarch64-unknown-linux-gnu", NULL },
};

static const char *const instrument_kinds[] = { "LATENCY", NULL };

static mca_frontend *new_frontend(const mca_catalog *cat, mca_diags *diags)
{
    return (mca_frontend *)a64_new(cat, diags);
}

static void free_frontend(mca_frontend *fe)
{
    a64_free((a64_fe *)fe);
}

static int parse(const mca_frontend *fe, const mca_source *src, const mca_scan *scan,
                 const mca_parse_options *o, mca_inst **out, size_t *count, int *variant,
                 mca_diags *diags)
{
    /* 0 generic, 1 Apple (the Darwin and Mach-O triples' default) */
    *variant = o && o->output_variant >= 0 ? o->output_variant
               : o && mca_triple_macho(o->triple) ? 1 : 0;
    return a64_parse((const a64_fe *)fe, src, scan, o, out, count, diags);
}

/* LLVM's AArch64 printer writes a register's assembler name, or its
 * definition's name where it has none: x29 and x30 for FP and LR, za0.b
 * to za15.q for the ZA tiles, the tuples as defined (Q0_Q1_Q2_Q3, X2_X3,
 * which bottleneck analysis prints), the others in lower case.  Checked
 * against MCInstPrinter::printRegName for every register of LLVM 22. */
static void register_name(const mca_catalog *cat, unsigned reg, int variant, mca_strbuf *o)
{
    (void)variant;
    const mca_register *r = mca_catalog_register(cat, reg);
    const char *name = r && r->name ? r->name : "?";
    size_t n = strlen(name);
    if (!strcmp(name, "FP"))
        name = "X29";
    else if (!strcmp(name, "LR"))
        name = "X30";
    else if (strchr(name, '_') && !(n > 3 && !strcmp(name + n - 3, "_HI"))) {
        mca_strbuf_puts(o, name);
        return;
    } else if (n >= 4 && !strncmp(name, "ZA", 2) && strchr("BHSDQ", name[2]) &&
               isdigit((unsigned char)name[3])) {
        mca_strbuf_puts(o, "za");
        mca_strbuf_puts(o, name + 3);
        mca_strbuf_putc(o, '.');
        mca_strbuf_putc(o, (char)tolower((unsigned char)name[2]));
        return;
    }
    for (const char *c = name; *c; c++)
        mca_strbuf_putc(o, (char)tolower((unsigned char)*c));
}

/* xzr and wzr (LLVM marks them constant: no dependency is tracked
 * through them, and a write to them takes no register mapping). */
static bool constant_register(const mca_catalog *cat, unsigned reg)
{
    const mca_register *r = mca_catalog_register(cat, reg);
    return r && r->name && (!strcmp(r->name, "XZR") || !strcmp(r->name, "WZR"));
}

/* The PC-relative fields of an instruction word (B, BL: imm26; B.cond,
 * BC.cond, CBZ, CBNZ, literal loads and PRFM: imm19; TBZ, TBNZ: imm14;
 * ADR, ADRP: immhi and immlo); 0 for other instructions. */
static uint32_t pcrel_field(uint32_t w)
{
    if ((w & 0x7c000000u) == 0x14000000u)
        return 0x03ffffffu;
    if ((w & 0xfe000000u) == 0x54000000u || (w & 0x7e000000u) == 0x34000000u ||
        (w & 0x3b000000u) == 0x18000000u)
        return 0x00ffffe0u;
    if ((w & 0x7e000000u) == 0x36000000u)
        return 0x0007ffe0u;
    if ((w & 0x1f000000u) == 0x10000000u)
        return 0x60ffffe0u;
    return 0;
}

/* AArch64 instructions are 4 bytes and the assembler relaxes none, but
 * it resolves a PC-relative expression it can ("b .-4", a label left in
 * .text) where llvm-mca's code emitter leaves every fixup field zero (as
 * the object does where it emits a RELA relocation): those fields are
 * cleared when an operand is symbolic. */
static size_t encoding_fix(const mca_catalog *cat, const mca_inst *inst, unsigned char *bytes,
                           size_t len, unsigned relocs, bool mode64, mca_encoding_decoder *dec)
{
    (void)cat, (void)relocs, (void)mode64, (void)dec;
    bool symbolic = false;
    for (unsigned i = 0; i < inst->op_count; i++)
        symbolic |= inst->ops[i].kind == MCA_OPERAND_EXPR;
    if (len != 4 || !symbolic)
        return len;
    uint32_t w = (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16 |
                 (uint32_t)bytes[3] << 24;
    w &= ~pcrel_field(w);
    for (int i = 0; i < 4; i++)
        bytes[i] = (unsigned char)(w >> (8 * i));
    return len;
}

/* The statement with its last operand's expression (or that of its memory
 * operand's offset) replaced by an undefined symbol, its '#' and
 * relocation specifier kept: LLVM's object writer rejects some expressions
 * (adrp x1, foo+(.-foo); b bar+(.-foo) to an undefined bar) that llvm-mca's
 * code emitter encodes with zero fixup fields, as the undefined symbol's
 * relocation leaves them. */
static bool encoding_standin(const char *s, size_t n, mca_strbuf *out)
{
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t'))
        i++;
    while (i < n && s[i] != ' ' && s[i] != '\t')
        i++;
    size_t a = i, close = n;
    int depth = 0;
    for (size_t k = i; k < n; k++) {
        if (s[k] == '[' || s[k] == '{' || s[k] == '(')
            depth++;
        else if (s[k] == ']' || s[k] == '}' || s[k] == ')')
            depth--;
        else if (s[k] == ',' && depth == 0)
            a = k + 1;
    }
    while (a < n && (s[a] == ' ' || s[a] == '\t'))
        a++;
    if (a < n && s[a] == '[') {
        /* the offset of a memory operand: after its last comma */
        size_t comma = 0;
        depth = 0;
        for (size_t k = a; k < n; k++) {
            if (s[k] == '[' || s[k] == '(')
                depth++;
            else if ((s[k] == ']' || s[k] == ')') && --depth == 0) {
                close = k;
                break;
            } else if (s[k] == ',' && depth == 1)
                comma = k + 1;
        }
        if (!comma)
            return false;
        a = comma;
        while (a < close && (s[a] == ' ' || s[a] == '\t'))
            a++;
    }
    size_t e = close;
    while (e > a && (s[e - 1] == ' ' || s[e - 1] == '\t'))
        e--;
    if (a < e && s[a] == '#')
        a++;
    if (a < e && s[a] == ':') {
        const char *c = memchr(s + a + 1, ':', e - a - 1);
        if (!c)
            return false;
        a = (size_t)(c - s) + 1;
    }
    bool symbolic = false;
    for (size_t k = a; k < e; k++)
        symbolic |= isalpha((unsigned char)s[k]) || s[k] == '_' || s[k] == '.';
    if (!symbolic)
        return false;
    mca_strbuf_put(out, s, a);
    mca_strbuf_puts(out, "__mca_encoding_zero");
    mca_strbuf_put(out, s + e, n - e);
    return true;
}

static const uint16_t elf_machines[] = { EM_AARCH64, 0 };

/* AArch64's names for data directives */
static const mca_data_directive data_directives[] = {
    { ".hword", 2 }, { ".word", 4 }, { ".dword", 8 }, { ".xword", 8 }, { NULL, 0 },
};

/* What LLVM 22's AArch64 data expressions take after '@' (asm-dataat.c):
 * ELF's GOTPCREL and PLT, Darwin's GOT, and on both AUTH (pointer
 * authentication: arm64e and the PAuth ABI). */
static const mca_data_at elf_data_at = { "gotpcrel plt ", 1 };
static const mca_data_at macho_data_at = { "got ", 1 };

/* Darwin's (LLVM's Mach-O assembler info): ';' begins a comment, "%%"
 * separates statements. */
static const mca_syntax_rules macho_syntax = {
    .line_comment = ";", .slash_comments = 1, .hash_starts_statement = 1,
    .data_directives = data_directives, .align_is_pow2 = 1, .format = MCA_ASM_MACHO,
    .separator_string = "%%", .symbols_noted = 1, .data_at = &macho_data_at,
};

/* LLVM 22's AArch64 relocation specifiers ("sym@PAGEOFF") of COFF and
 * Darwin in instruction operands; ELF's are read by the front end
 * (a64-atspec.c). */
const mca_at_specifiers mca_a64_coff_at_specifiers = { "IMGREL PAGEOFF ", 0 };
const mca_at_specifiers mca_a64_macho_at_specifiers = {
    "GOT GOTPAGE GOTPAGEOFF PAGE PAGEOFF TLVP TLVPPAGE TLVPPAGEOFF ", 0,
};

/* COFF's (Windows): ELF's conventions, COFF's directive parser. */
static const mca_syntax_rules coff_syntax = {
    .slash_comments = 1, .separator = ';', .hash_starts_statement = 1,
    .data_directives = data_directives, .align_is_pow2 = 1, .format = MCA_ASM_COFF,
    .at_specifiers = &mca_a64_coff_at_specifiers,
};

const mca_isa mca_isa_aarch64 = {
    .name = "aarch64",
    .models = "aarch64",
    .archs = archs,
    .arch_count = sizeof archs / sizeof archs[0],
    /* "//" comments (and C block comments), ';' separates statements,
     * '#' first in a statement is a comment */
    .syntax = { .slash_comments = 1, .separator = ';', .hash_starts_statement = 1,
                .data_directives = data_directives, .align_is_pow2 = 1,
                .data_at = &elf_data_at },
    .macho_syntax = &macho_syntax,
    .coff_syntax = &coff_syntax,
    .variants = 2, /* generic and Apple (a64-apple.c) */
    .instrument_kinds = instrument_kinds,
    .llvm_target = "AArch64",
    .elf_machines = elf_machines,
    .new_frontend = new_frontend,
    .free_frontend = free_frontend,
    .parse = parse,
    .constant_register = constant_register,
    .register_name = register_name,
    .encoding_fix = encoding_fix,
    .encoding_standin = encoding_standin,
    .subtarget_cpu = a64_subtarget_cpu,
    .host_cpu = mca_a64_host_cpu,
    .cpu_features = a64_cpu_features,
};

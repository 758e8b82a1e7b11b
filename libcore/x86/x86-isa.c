/* x86-isa: the x86 row of the target table (see isa.h): x86-64 and the
 * 32-bit architectures, AT&T and Intel syntax. */
#include <config.h>

#include <elf.h>
#include <ctype.h>
#include <string.h>

#include "../isa.h"
#include "mca/x86.h"
#include "x86-encoding.h"
#include "x86-host.h"
#include "x86-internal.h"

static const mca_isa_arch archs[] = {
    { "x86_64", "x86_64", "x86_64", 64, "x86_64-unknown-linux-gnu", NULL },
    { "x86-64", "x86_64", "x86_64", 64, "x86_64-unknown-linux-gnu", NULL },
    { "amd64", "x86_64", "x86_64", 64, "x86_64-unknown-linux-gnu", NULL },
    /* llvm-mca's JSON names a 32-bit architecture as the triple spells it */
    { "i386", NULL, "i386", 32, "i386-unknown-linux-gnu", mca_x86_rel_field_size },
    { "i486", NULL, "i386", 32, "i386-unknown-linux-gnu", mca_x86_rel_field_size },
    { "i586", NULL, "i386", 32, "i386-unknown-linux-gnu", mca_x86_rel_field_size },
    { "i686", NULL, "i386", 32, "i386-unknown-linux-gnu", mca_x86_rel_field_size },
    { "x86", NULL, "i386", 32, "i386-unknown-linux-gnu", mca_x86_rel_field_size },
};

static const char *const instrument_kinds[] = { "LATENCY", NULL };
static const char *const mode_directives[] = { ".intel_syntax", ".att_syntax", ".code16",
                                               ".code32", ".code64", NULL };

static mca_frontend *new_frontend(const mca_catalog *cat, mca_diags *diags)
{
    return (mca_frontend *)mca_x86_new(cat, diags);
}

static void free_frontend(mca_frontend *fe)
{
    mca_x86_free((mca_x86 *)fe);
}

static int parse(const mca_frontend *fe, const mca_source *src, const mca_scan *scan,
                 const mca_parse_options *o, mca_inst **out, size_t *count, int *variant,
                 mca_diags *diags)
{
    int syntax = MCA_X86_ATT;
    mca_x86_options xo = { o->output_variant, o->print_imm_hex, o->skip_failures, o->mode,
                           mca_triple_format(o->triple), o->no_texts };
    if (mca_x86_parse((const mca_x86 *)fe, src, scan, 0, (size_t)-1, &syntax, &xo, out, count,
                      diags) != 0)
        return -1;
    *variant = o->output_variant >= 0 ? o->output_variant : syntax;
    return 0;
}

/* x86's post-processing in llvm-mca: fences are memory barriers. */
static void barriers(const mca_opcode *op, bool *load, bool *store)
{
    /* (asked for every instruction: the name's tail first) */
    const char *n = op->name;
    bool fence = n[0] && n[1] == 'F' && !strcmp(n + 1, "FENCE");
    *load = fence && (n[0] == 'M' || n[0] == 'L');
    *store = fence && (n[0] == 'M' || n[0] == 'S');
}

/* llvm-mca 22 creates no write for the stack-pointer update of x86 PUSH
 * and POP instructions (PUSHF/POPF, PUSHA/POPA, LEAVE and calls differ):
 * measured, e.g. "popq %rbx" allocates one register on btver2 and
 * "movq %rsp, %rax" after it does not wait, while after "popal" it waits
 * the class latency. */
static bool ignores_implicit_def(const mca_catalog *cat, const mca_opcode *op, unsigned reg)
{
    if (strncmp(op->name, "PUSH", 4) != 0 && strncmp(op->name, "POP", 3) != 0)
        return false;
    if (!strncmp(op->name, "PUSHF", 5) || !strncmp(op->name, "POPF", 4) ||
        !strncmp(op->name, "PUSHA", 5) || !strncmp(op->name, "POPA", 4))
        return false;
    const mca_register *r = mca_catalog_register(cat, reg);
    return r && r->name &&
           (!strcmp(r->name, "RSP") || !strcmp(r->name, "ESP") || !strcmp(r->name, "SP"));
}

/* The register's name as LLVM's x86 printer writes it. */
static void register_name(const mca_catalog *cat, unsigned reg, int variant, mca_strbuf *o)
{
    static const char *const special[][2] = {
        { "EFLAGS", "flags" }, { "DF", "dirflag" }, { "FPSW", "fpsr" }, { "FPCW", "fpcr" }
    };
    const mca_register *r = mca_catalog_register(cat, reg);
    const char *name = r && r->name ? r->name : "?";
    if (variant != MCA_X86_INTEL)
        mca_strbuf_putc(o, '%');
    for (unsigned k = 0; k < sizeof special / sizeof *special; k++)
        if (!strcmp(name, special[k][0])) {
            mca_strbuf_puts(o, special[k][1]);
            return;
        }
    for (const char *c = name; *c; c++)
        mca_strbuf_putc(o, (char)tolower((unsigned char)*c));
}

static const uint16_t elf_machines[] = { EM_X86_64, EM_386, 0 };

/* LLVM 22's x86 relocation specifiers ("sym@GOTPCREL"), as its printer
 * spells them: the same on every object format; COFF's assembler info
 * allows '@' in names, so there an unknown one is the name's. */
#define AT_NAMES                                                                         \
    "ABS8 DTPOFF DTPREL GOT GOTENT GOTNTPOFF GOTOFF GOTPCREL GOTPCREL_NORELAX GOTREL "    \
    "GOTTPOFF INDNTPOFF IMGREL NTPOFF PCREL PLT PLTOFF SECREL32 SIZE tlscall tlsdesc "   \
    "TLSGD TLSLD TLSLDM TLVP TLVPPAGE TLVPPAGEOFF TPOFF "
_Static_assert(sizeof AT_NAMES <= sizeof ((mca_at_specifiers *)0)->names, "AT_NAMES fits");
const mca_at_specifiers mca_x86_at_specifiers = { AT_NAMES, 0 };
const mca_at_specifiers mca_x86_coff_at_specifiers = { AT_NAMES, 1 };
#undef AT_NAMES

/* Darwin's (LLVM's x86 Mach-O assembler info): .align takes a power of
 * 2, and .section, .tbss and the other directives are Darwin's. */
static const mca_syntax_rules macho_syntax = {
    .line_comment = "#", .slash_comments = 1, .separator = ';', .align_is_pow2 = 1,
    .nops_directive = 1, .cfi_register = x86_cfi_register, .format = MCA_ASM_MACHO,
    .percent = MCA_PCT_REGISTER, .symbols_noted = 1, .at_specifiers = &mca_x86_at_specifiers,
};

/* COFF's (Windows): .align in bytes as on ELF, COFF's directives. */
static const mca_syntax_rules coff_syntax = {
    .line_comment = "#", .slash_comments = 1, .separator = ';', .nops_directive = 1,
    .cfi_register = x86_cfi_register, .format = MCA_ASM_COFF, .percent = MCA_PCT_REGISTER,
    .coff_seh_prologue = 1, .at_specifiers = &mca_x86_coff_at_specifiers,
};

const mca_isa mca_isa_x86 = {
    .name = "x86",
    .models = "x86-64",
    .archs = archs,
    .arch_count = sizeof archs / sizeof archs[0],
    .syntax = { .line_comment = "#", .slash_comments = 1, .separator = ';',
                .nops_directive = 1, .cfi_register = x86_cfi_register,
                .percent = MCA_PCT_REGISTER, .at_specifiers = &mca_x86_at_specifiers },
    .macho_syntax = &macho_syntax,
    .coff_syntax = &coff_syntax,
    .variants = 2,
    .instrument_kinds = instrument_kinds,
    .llvm_target = "X86",
    .elf_machines = elf_machines,
    /* (LLVM's X86 prefix reader peeks one byte ahead: "f3" alone and
     * "f3 90" decode differently; it keeps no state between instructions) */
    .decode_remembered = true,
    .mode_directives = mode_directives,
    .new_frontend = new_frontend,
    .free_frontend = free_frontend,
    .parse = parse,
    .barriers = barriers,
    .ignores_implicit_def = ignores_implicit_def,
    .register_name = register_name,
    .host_cpu = mca_x86_host_cpu,
    .encoding_fix = mca_encoding_x86_fix,
};

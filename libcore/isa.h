/* isa: the row of the target table that describes one instruction set.
 *
 * Generic code (program, input, instr, encoding, the tools) reaches an ISA
 * only through its row: names and triple spellings, models folder,
 * assembler syntax, the instrument kinds it accepts, and its operations.
 * An ISA lives in its folder (libcore/x86, libcore/aarch64, libcore/riscv)
 * and defines one `const mca_isa mca_isa_<name>`; target.c lists the rows
 * and is the only generic file that names them.  See docs/adding-an-isa.md.
 *
 * Contract of the operations (NULL where an ISA has nothing to say):
 *   - new_frontend/free_frontend: an immutable front end for a catalog
 *     (may be shared by threads); NULL with a diagnostic on failure.
 *   - parse: the statements of a scanned source to instructions, exactly
 *     as LLVM 22's assembler reads them and llvm-mca 22 prints them (see
 *     mca/x86.h for the x86 rules every front end follows: errors located
 *     as llvm-mca locates them, nothing printed, -1 on failure unless
 *     opts->skip_failures drops the failing statements).  *variant
 *     receives the printer variant in effect at the end of the input.
 *   - barriers: the load/store barrier bits llvm-mca's target hook gives
 *     an opcode (x86: fences) unless -disable-cb.
 *   - branch_kind: calls and returns as LLVM's MCInstrAnalysis sees them
 *     where that is code rather than opcode flags (RISC-V: JAL/JALR with a
 *     link register are calls, JALR/C_JR to ra or t0 returns); it starts
 *     from the catalog's flags in *is_call and *is_return.
 *   - instrument_classes: the scheduling classes the ISA's instruments
 *     select (llvm-mca's InstrumentManager::getSchedClassID), set in
 *     insts[i].sched_class for the n instructions in source order, from
 *     the instrument comments of the row's kinds and the instruments the
 *     instructions themselves create (RISC-V: vsetvli, vsetivli); not
 *     called with -disable-im.
 *   - constant_register: a register whose value never changes (RISC-V x0,
 *     LLVM's MCRegisterInfo::isConstant): llvm-mca tracks no dependency
 *     through it, so its explicit writes and reads are left out.
 *   - ignores_implicit_def: an implicit def llvm-mca creates no write for
 *     (x86 PUSH/POP stack-pointer updates).
 *   - register_name: the register as the ISA's printer writes it in
 *     variant, appended to out (the bottleneck view's REGISTER lines).
 *   - host_cpu: when the machine running the tools is of this ISA, the CPU
 *     name llvm-mca 22 gives it (malloc'd); NULL otherwise.
 *   - encoding_fix: the object bytes of an instruction back to what LLVM's
 *     code emitter gives alone (relaxations undone); the new length (at
 *     most 2 more: the buffer has room), or (size_t)-1 when the bytes do
 *     not decode.
 *   - instrument_data_ok: whether an instrument of one of the row's kinds
 *     can be made with its data (NULL: always).
 *   - subtarget_cpu: the name LLVM's subtarget gives the CPU, where it
 *     differs from the one asked for (AArch64 resolves aliases: apple-m1
 *     is apple-a14), as llvm-mca's JSON prints it; NULL otherwise.  Also
 *     names LLVM takes without listing them (apple-latest).
 *   - inst_length: the length of the instruction the bytes start with, 0
 *     when unknown, for statements of several instructions (RISC-V li);
 *     NULL: such leading instructions are one-byte prefixes (x86).
 *   - cpu_features: the features a CPU name enables, as LLVM names them
 *     ("a,c,m": no signs, implied ones included; "" none), for
 *     -show-encoding under an LLVM older than the models that does not
 *     know the CPU; NULL: the encodings do not depend on them (x86).
 *   - encoding_standin: for -show-encoding, the statement text[0, n) with
 *     its symbolic operand replaced by one an object file can hold (a plain
 *     undefined symbol, its relocation specifier kept), appended to out;
 *     false when it has none.  Used where LLVM's object writer rejects an
 *     expression (b foo+(.-foo) to an undefined foo) that llvm-mca's code
 *     emitter encodes with zero fixup fields.  NULL: never.
 *   - assemble_printed: whether -show-encoding gives LLVM the statement
 *     text[0, n) as the printed text of the instructions the front end
 *     made of it (when none has a symbolic operand), so that the bytes are
 *     of LLVM 22's expansion under an older LLVM too (RISC-V li: LLVM 14
 *     expands it otherwise); NULL: never. */
#ifndef MCA_ISA_H
#define MCA_ISA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mca/catalog.h"
#include "mca/diag.h"
#include "mca/inst.h"
#include "mca/instrument.h"
#include "mca/scan.h"
#include "mca/source.h"
#include "mca/strbuf.h"
#include "mca/target.h"
#include "llvm.h"

typedef struct mca_frontend mca_frontend; /* each ISA's own */
typedef struct mca_encoding_decoder mca_encoding_decoder;

/* One spelling of an architecture in triples and -march. */
struct mca_isa_arch {
    const char *spelling;     /* "x86_64", "amd64", "i686", "aarch64", "arm64" */
    const char *json_name;    /* llvm-mca's name in JSON; NULL: the spelling */
    const char *canonical;    /* what -march puts in the triple; NULL: a
                               * triple spelling -march does not take */
    int mode;                 /* the assembler's mode: 64, 32 */
    const char *object_triple; /* the ELF triple -show-encoding assembles for */
    /* In a REL object (addends in the bytes, which the emitter leaves
     * zero), the size of a relocation's field by type; NULL for RELA. */
    size_t (*rel_field_size)(uint64_t type);
};

/* How the front end is asked to parse. */
typedef struct {
    int output_variant;       /* -output-asm-variant, -1 when not given */
    int print_imm_hex;        /* -print-imm-hex */
    int skip_failures;        /* -skip-unsupported-instructions=parse-failure|any */
    int mode;                 /* the starting mode: 64, 32 or 16 */
    const char *cpu;          /* the CPU (its features decide what is accepted) */
    const char *mattr;        /* -mattr, or NULL */
    const char *triple;       /* the target triple (AArch64's printer variant), or NULL */
    bool no_texts;            /* the texts are not needed (mca_options.no_texts) */
} mca_parse_options;

struct mca_isa {
    const char *name;                 /* "x86", "aarch64", "riscv" */
    const char *models;               /* folder of its catalog and models */
    const mca_isa_arch *archs;        /* its spellings, the first canonical */
    unsigned arch_count;
    mca_syntax_rules syntax;          /* comments and statement separator */
    /* The rules on Mach-O triples (Darwin's OSes, "-macho"), where they
     * differ (LLVM's MCAsmInfo per object format); NULL: syntax. */
    const mca_syntax_rules *macho_syntax;
    /* The rules on COFF triples (Windows, UEFI); NULL: syntax. */
    const mca_syntax_rules *coff_syntax;
    unsigned variants;                /* printer variants (x86: AT&T and Intel) */
    const char *const *instrument_kinds; /* "LATENCY", ...; NULL-terminated */
    const char *llvm_target;          /* LLVM's target name for encodings, or NULL */
    const uint16_t *elf_machines;     /* e_machine of its ELF objects; 0-terminated */
    /* LLVM's decoder keeps no state from one instruction to the next and
     * reads no byte past the one after an instruction: a decoded text is
     * a function of those bytes and may be remembered (mca_disasm_remember) */
    bool decode_remembered;
    /* the directives -show-encoding keeps because they change how the
     * assembler reads or encodes what follows; NULL-terminated */
    const char *const *mode_directives;

    mca_frontend *(*new_frontend)(const mca_catalog *cat, mca_diags *diags);
    void (*free_frontend)(mca_frontend *fe);
    int (*parse)(const mca_frontend *fe, const mca_source *src, const mca_scan *scan,
                 const mca_parse_options *opts, mca_inst **out, size_t *count,
                 int *variant, mca_diags *diags);

    void (*barriers)(const mca_opcode *op, bool *load, bool *store);
    void (*branch_kind)(const mca_catalog *cat, const mca_opcode *op, const mca_inst *inst,
                        bool *is_call, bool *is_return);
    void (*instrument_classes)(const mca_catalog *cat, const mca_source *src,
                               const mca_instruments *is, mca_inst *insts, size_t n);
    bool (*constant_register)(const mca_catalog *cat, unsigned reg);
    bool (*ignores_implicit_def)(const mca_catalog *cat, const mca_opcode *op,
                                 unsigned reg);
    void (*register_name)(const mca_catalog *cat, unsigned reg, int variant,
                          mca_strbuf *out);
    char *(*host_cpu)(void);
    size_t (*encoding_fix)(const mca_catalog *cat, const mca_inst *inst,
                           unsigned char *bytes, size_t len, unsigned relocs,
                           bool mode64, mca_encoding_decoder *dec);
    size_t (*inst_length)(const unsigned char *bytes, size_t avail);
    const char *(*subtarget_cpu)(const char *cpu);
    mca_instrument_data_ok instrument_data_ok;
    const char *(*cpu_features)(const char *cpu);
    bool (*assemble_printed)(const char *text, size_t n);
    bool (*encoding_standin)(const char *text, size_t n, mca_strbuf *out);
};

/* The rows, one per ISA (target.c). */
extern const mca_isa mca_isa_x86;
extern const mca_isa mca_isa_aarch64;
extern const mca_isa mca_isa_riscv;

/* The ISA whose catalog is named target ("x86-64"), or NULL. */
const mca_isa *mca_isa_for_catalog(const char *target);

/* The ISA of ELF objects for machine (e_machine), or NULL. */
const mca_isa *mca_isa_for_elf_machine(unsigned machine);
/* Does the triple name a Mach-O target (LLVM's default object format of
 * Darwin's OSes, or a "-macho" environment)? */
bool mca_triple_macho(const char *triple);
/* The object format of the triple as LLVM's Triple gives it by default:
 * Mach-O as above, COFF on Windows and UEFI, else ELF (a "-elf", "-coff"
 * or "-macho" environment suffix chooses); NULL: ELF. */
mca_asm_format mca_triple_format(const char *triple);

#endif

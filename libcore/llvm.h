/* llvm: the LLVM C API calls the tools make, with LLVM loaded on first use
 * (dlopen) instead of at start-up: mapping all of LLVM costs more than a
 * whole static analysis.  The library is the one configure found, or
 * $MCA_LLVM_LIBRARY when set.  Internal to libcore.
 *
 * mca_llvm_host_cpu returns a malloc'd string ("generic" when LLVM cannot
 * be loaded), NULL when memory runs out.
 *
 * mca_llvm_assemble assembles a text with LLVM's integrated assembler (the
 * text is a module's inline assembly, emitted as an object file in memory)
 * and returns the bytes of its .text section, the addresses of the symbols
 * whose names start with a given prefix and the relocations against .text.
 * It never prints: LLVM's diagnostics are caught, and the errors (the
 * first line of each, one per line), or why LLVM could not be loaded, are
 * returned as a malloc'd message.
 *
 * mca_llvm_decoder finds where one instruction's immediates and
 * displacements lie, with LLVM's disassembler. */
#ifndef MCA_LLVM_H
#define MCA_LLVM_H

#include <stddef.h>
#include <stdint.h>

char *mca_llvm_host_cpu(void);

typedef struct {
    char *name;
    uint64_t address;    /* offset in .text */
} mca_llvm_symbol;

typedef struct {
    uint64_t offset;     /* offset in .text */
    uint64_t type;       /* the object format's relocation type */
} mca_llvm_reloc;

typedef struct {
    unsigned char *text; /* the .text section, text_size bytes */
    size_t text_size;
    mca_llvm_symbol *symbols;
    size_t symbol_count;
    mca_llvm_reloc *relocs;
    size_t reloc_count;
} mca_llvm_object;

/* Which LLVM target to initialise: "X86", "AArch64", "RISCV". */
typedef struct {
    const char *target;
    const char *triple;
    const char *cpu;      /* "" for the generic CPU */
    const char *features; /* "+avx512f,..." or "" */
    /* The CPU's own features as LLVM names them ("a,c,m", no signs; ""
     * none), from the models: enabled ahead of features when the loaded
     * LLVM (older than the models) does not know the CPU. */
    const char *cpu_features;
} mca_llvm_machine;

/* Assemble source.  0 on success; -1 with *error set to a malloc'd
 * message (NULL when memory ran out). */
int mca_llvm_assemble(const mca_llvm_machine *m, const char *source,
                      const char *symbol_prefix, mca_llvm_object *out, char **error);
void mca_llvm_object_free(mca_llvm_object *o);

/* One immediate or displacement of a decoded instruction. */
typedef struct {
    unsigned offset;     /* from the instruction's first byte */
    unsigned size;       /* bytes; 0 when the form has none */
} mca_llvm_field;

enum { MCA_LLVM_MAX_FIELDS = 8 };

typedef struct mca_llvm_decoder mca_llvm_decoder;

/* NULL with *error set (malloc'd, NULL when out of memory) on failure. */
mca_llvm_decoder *mca_llvm_decoder_new(const mca_llvm_machine *m, char **error);
/* Decode the instruction at bytes[0, len): its size (0 when the bytes do
 * not decode) and its fields in operand order (at most
 * MCA_LLVM_MAX_FIELDS are kept). */
size_t mca_llvm_decode(mca_llvm_decoder *d, const unsigned char *bytes, size_t len,
                       mca_llvm_field *fields, unsigned *field_count);
/* Disassemble the instruction at bytes[0, len) into text (LLVM's printer,
 * its default syntax, NUL-terminated, cut to size bytes): its size, 0 when
 * the bytes do not decode.  Relative targets are printed as offsets from
 * the instruction (its address is taken to be 0). */
size_t mca_llvm_disassemble(mca_llvm_decoder *d, const unsigned char *bytes, size_t len,
                            char *text, size_t size);
void mca_llvm_decoder_free(mca_llvm_decoder *d);

/* A disassembler made on first need (the encodings of one run), and one
 * for another mode of the target the ISA's fix may ask for (x86: the
 * bytes of .code16 statements in an x86-64 input); error says why the
 * first that failed could not be made. */
struct mca_encoding_decoder {
    const mca_llvm_machine *machine;
    mca_llvm_decoder *decoder;
    char *error;
    int failed;
    mca_llvm_decoder *mode_decoder;
    int mode_failed;
};

#endif

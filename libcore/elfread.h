/* elfread: the function symbols of an ELF object or executable, read with
 * bounds checks on every offset and size.  Internal to libcore.
 *
 * mca_elf_read finds the symbol table (.symtab, else .dynsym), keeps each
 * defined function symbol with a size whose bytes lie in an executable
 * section, one per address (the first name an address has), sorted by
 * address.  A file that is not ELF, is truncated, or whose headers point
 * outside it gets a message naming what and where (a malloc'd string, NULL
 * when memory ran out); nothing in data is trusted. */
#ifndef MCA_ELFREAD_H
#define MCA_ELFREAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
    const char *name;       /* into the file's string table */
    uint64_t address;       /* the symbol's value */
    size_t offset, size;    /* its bytes in the file */
} mca_elf_function;

typedef struct {
    unsigned machine;       /* e_machine */
    unsigned bits;          /* 32 or 64 */
    mca_elf_function *funcs;
    size_t count;
} mca_elf;

/* Does data start with ELF's magic? */
bool mca_elf_magic(const unsigned char *data, size_t len);

/* 0, or -1 with *error set.  e points into data, which must outlive it. */
int mca_elf_read(mca_elf *e, const unsigned char *data, size_t len, char **error);
void mca_elf_free(mca_elf *e);

#endif

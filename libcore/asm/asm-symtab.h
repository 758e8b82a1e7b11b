/* asm-symtab: the order in which LLVM 22's MCContext lists its symbol
 * table (internal to libcore).
 *
 * LLVM keeps every symbol name an assembly creates (labels, names an
 * expression refers to, the names of directional labels' temporaries) in
 * one StringMap, and some of its end-of-file checks walk that map: on
 * Mach-O, "assembler local symbol 'L...' not defined" comes once per
 * undefined temporary, in the map's bucket order.  That order follows from
 * the names and the order they were added: a bucket is the low bits of the
 * name's 64-bit XXH3 hash (truncated to 32 bits), probed quadratically,
 * 16 buckets at first and twice as many whenever more than 3/4 are used,
 * the entries moved in bucket order when the table grows.  Nothing is ever
 * removed.  This file keeps the same table, so the order is LLVM's. */
#ifndef MCA_ASM_SYMTAB_H
#define MCA_ASM_SYMTAB_H

#include <stddef.h>
#include <stdint.h>

/* XXH3's 64-bit hash of s[0, n) with seed 0 (LLVM's xxh3_64bits). */
uint64_t mca_xxh3_64(const void *s, size_t n);

typedef struct {
    const char *name;  /* not owned: the caller keeps the names alive */
    size_t len;
    uint32_t hash;
    size_t tag;        /* the caller's */
} mca_asm_symtab_entry;

typedef struct {
    mca_asm_symtab_entry *b; /* nbuckets buckets, name NULL when empty */
    size_t nbuckets, count;
    int oom;
} mca_asm_symtab;

void mca_asm_symtab_init(mca_asm_symtab *t);
void mca_asm_symtab_free(mca_asm_symtab *t);
/* Add name[0, len) with tag unless the table has it: 0, or -1 when out of
 * memory (t->oom set; the table is then incomplete). */
int mca_asm_symtab_add(mca_asm_symtab *t, const char *name, size_t len, size_t tag);
/* The entries in LLVM's iteration order: bucket k, 0 <= k < t->nbuckets,
 * skipping empty ones (name NULL). */

#endif

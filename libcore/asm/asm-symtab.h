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

#include "mca/diag.h"
#include "mca/scan.h"
#include "mca/source.h"

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

/* ---- the names an input creates ----------------------------------------
 *
 * On Mach-O LLVM reports, after the last statement, every temporary symbol
 * (a name starting with 'L') that was referred to and never defined, in
 * the table's order, with the table holding every name the input created.
 * The shared layer notes each name where LLVM's parser would create it:
 * the expression parser (references), the label skipper (definitions), the
 * assignment directives (variables, defined), the directional labels
 * (LLVM's "Ltmp" names, which have no symbol and are never reported).  A
 * log is kept per thread while an input is read (mca_asm_symlog_use), so
 * no front end passes it around; the ISA front ends only report it at the
 * end (mca_scan_report_locals in mca/scan.h). */
typedef enum {
    MCA_SYMLOG_REF,      /* a name an expression refers to */
    MCA_SYMLOG_LABEL,    /* a label defined */
    MCA_SYMLOG_VARIABLE, /* assigned with .set, .equ or = (defined) */
    MCA_SYMLOG_UNNAMED,  /* a name LLVM holds without a symbol */
    MCA_SYMLOG_DROPPED   /* noted by a parse that turned out to read an
                            operand name LLVM makes no symbol of */
} mca_symlog_kind;

typedef struct mca_asm_symlog {
    struct mca_symlog_entry {
        size_t at;       /* where in the scan's text (orders the entries) */
        size_t seq;
        char *name;
        size_t len;
        mca_symlog_kind kind;
    } *v;
    size_t n, cap;
    int oom;
    int reported;        /* mca_scan_report_locals ran */
} mca_asm_symlog;

mca_asm_symlog *mca_asm_symlog_new(void);
void mca_asm_symlog_free(mca_asm_symlog *l);
/* Make l the calling thread's log (NULL: none); the previous one. */
mca_asm_symlog *mca_asm_symlog_use(mca_asm_symlog *l);
/* Note name[0, len) of kind at offset at in the thread's log, if any. */
void mca_asm_symlog_note(mca_symlog_kind kind, size_t at, const char *name, size_t len);
/* Entries noted so far in the thread's log (0 without one): a statement
 * that noted names cannot be replayed from a memo of statements. */
size_t mca_asm_symlog_count(void);
/* The entries noted from..to (mca_asm_symlog_count before and after)
 * name no symbol after all: an operand LLVM's parser reads as a name (a
 * condition code, a system register ...), which the expression parser
 * was given first. */
void mca_asm_symlog_drop(size_t from, size_t to);

/* LLVM's errors "assembler local symbol 'NAME' not defined" for l's
 * temporaries that no label or assignment defines, at the end of src, in
 * the table's order (statements in scan's order, names in a statement by
 * offset); the number of errors. */
size_t mca_asm_symlog_report(const mca_asm_symlog *l, const mca_scan *scan,
                             const mca_source *src, mca_diags *diags);

#endif

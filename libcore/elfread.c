/* elfread: function symbols of an ELF file, every offset checked (see elf.h). */
#include <config.h>

#include "elfread.h"

#include <elf.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The fields we use, whatever the file's class. */
typedef struct {
    uint32_t type;
    uint64_t flags, addr, offset, size, entsize;
    uint32_t link;
} section;

typedef struct {
    const unsigned char *data;
    size_t len;
    bool is64, relocatable;
    uint64_t shoff;
    size_t shnum, shentsize;
    char **error;
} reader;

static int fail(reader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(reader *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    *r->error = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (*r->error) {
        va_start(ap, fmt);
        vsnprintf(*r->error, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* Is [off, off + size) inside the file?  (No overflow: off <= len first.) */
static bool inside(const reader *r, uint64_t off, uint64_t size)
{
    return off <= r->len && size <= r->len - off;
}

bool mca_elf_magic(const unsigned char *data, size_t len)
{
    return len >= SELFMAG && memcmp(data, ELFMAG, SELFMAG) == 0;
}

static int read_header(reader *r, mca_elf *e)
{
    if (!mca_elf_magic(r->data, r->len))
        return fail(r, "not an ELF file");
    if (r->len < EI_NIDENT)
        return fail(r, "truncated ELF file: %zu bytes, the identification takes %d",
                    r->len, EI_NIDENT);
    unsigned char cls = r->data[EI_CLASS], enc = r->data[EI_DATA];
    if (cls != ELFCLASS32 && cls != ELFCLASS64)
        return fail(r, "unknown ELF class %u at offset 0x%x", cls, EI_CLASS);
    if (enc != ELFDATA2LSB)
        return fail(r, "only little-endian ELF files are supported (byte order %u at "
                    "offset 0x%x)", enc, EI_DATA);
    r->is64 = cls == ELFCLASS64;
    size_t need = r->is64 ? sizeof(Elf64_Ehdr) : sizeof(Elf32_Ehdr);
    if (r->len < need)
        return fail(r, "truncated ELF file: %zu bytes, its header takes %zu", r->len, need);
    if (r->is64) {
        Elf64_Ehdr h;
        memcpy(&h, r->data, sizeof h);
        e->machine = h.e_machine;
        r->relocatable = h.e_type == ET_REL;
        r->shoff = h.e_shoff;
        r->shnum = h.e_shnum;
        r->shentsize = h.e_shentsize;
    } else {
        Elf32_Ehdr h;
        memcpy(&h, r->data, sizeof h);
        e->machine = h.e_machine;
        r->relocatable = h.e_type == ET_REL;
        r->shoff = h.e_shoff;
        r->shnum = h.e_shnum;
        r->shentsize = h.e_shentsize;
    }
    e->bits = r->is64 ? 64 : 32;
    return 0;
}

/* Section header i (i < r->shnum, the table checked to lie in the file). */
static section section_at(const reader *r, size_t i)
{
    const unsigned char *p = r->data + r->shoff + i * r->shentsize;
    section s;
    if (r->is64) {
        Elf64_Shdr h;
        memcpy(&h, p, sizeof h);
        s = (section){ h.sh_type, h.sh_flags, h.sh_addr, h.sh_offset, h.sh_size,
                       h.sh_entsize, h.sh_link };
    } else {
        Elf32_Shdr h;
        memcpy(&h, p, sizeof h);
        s = (section){ h.sh_type, h.sh_flags, h.sh_addr, h.sh_offset, h.sh_size,
                       h.sh_entsize, h.sh_link };
    }
    return s;
}

static int check_sections(reader *r)
{
    if (r->shoff == 0)
        return fail(r, "no section header table (a stripped or partial file)");
    size_t want = r->is64 ? sizeof(Elf64_Shdr) : sizeof(Elf32_Shdr);
    if (r->shentsize != want)
        return fail(r, "section header size %zu, expected %zu", r->shentsize, want);
    if (r->shnum == 0 && inside(r, r->shoff, want)) {
        /* more than SHN_LORESERVE sections: the count is in section 0 */
        r->shnum = 1;
        uint64_t n = section_at(r, 0).size;
        r->shnum = n <= r->len / want ? (size_t)n : 0;
        if (!r->shnum)
            return fail(r, "bad extended section count %llu", (unsigned long long)n);
    }
    if (!inside(r, r->shoff, (uint64_t)r->shnum * want))
        return fail(r, "truncated ELF file: the section header table at offset 0x%llx "
                    "(%zu entries) ends past its %zu bytes",
                    (unsigned long long)r->shoff, r->shnum, r->len);
    return 0;
}

/* The symbol table to read: .symtab, else .dynsym; SIZE_MAX for none. */
static size_t symbol_table(const reader *r)
{
    size_t dyn = SIZE_MAX;
    for (size_t i = 0; i < r->shnum; i++) {
        uint32_t t = section_at(r, i).type;
        if (t == SHT_SYMTAB)
            return i;
        if (t == SHT_DYNSYM && dyn == SIZE_MAX)
            dyn = i;
    }
    return dyn;
}

typedef struct {
    uint32_t name;
    unsigned char info;
    uint16_t shndx;
    uint64_t value, size;
} symbol;

static symbol symbol_at(const reader *r, const section *tab, size_t i)
{
    const unsigned char *p = r->data + tab->offset + i * tab->entsize;
    if (r->is64) {
        Elf64_Sym s;
        memcpy(&s, p, sizeof s);
        return (symbol){ s.st_name, s.st_info, s.st_shndx, s.st_value, s.st_size };
    }
    Elf32_Sym s;
    memcpy(&s, p, sizeof s);
    return (symbol){ s.st_name, s.st_info, s.st_shndx, s.st_value, s.st_size };
}

static int by_address(const void *a, const void *b)
{
    const mca_elf_function *x = a, *y = b;
    if (x->address != y->address)
        return x->address < y->address ? -1 : 1;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* Keep function symbol s of table tab if its bytes lie in an executable
 * section; 0, or -1 with an error (or out of memory). */
static int keep(reader *r, mca_elf *e, const section *strtab, const symbol *s, size_t index,
                size_t *cap)
{
    if (ELF64_ST_TYPE(s->info) != STT_FUNC || s->shndx == SHN_UNDEF ||
        s->shndx >= SHN_LORESERVE || s->size == 0)
        return 0;
    if (s->shndx >= r->shnum)
        return fail(r, "symbol %zu names section %u of %zu", index, s->shndx, r->shnum);
    section sec = section_at(r, s->shndx);
    if (sec.type != SHT_PROGBITS || !(sec.flags & SHF_EXECINSTR))
        return 0;
    /* a relocatable file's values are section offsets, others' addresses */
    uint64_t at = s->value - (r->relocatable ? 0 : sec.addr);
    if (at > sec.size || s->size > sec.size - at || !inside(r, sec.offset, sec.size))
        return fail(r, "truncated ELF file: symbol %zu's bytes (0x%llx + %llu) lie outside "
                    "its section or the file", index, (unsigned long long)s->value,
                    (unsigned long long)s->size);
    if (s->name >= strtab->size)
        return fail(r, "symbol %zu's name at %u lies outside the string table", index,
                    s->name);
    const char *name = (const char *)r->data + strtab->offset + s->name;
    if (!memchr(name, '\0', strtab->size - s->name))
        return fail(r, "symbol %zu's name is not terminated in the string table", index);
    if (e->count == *cap) {
        size_t n = *cap ? *cap * 2 : 64;
        mca_elf_function *f = realloc(e->funcs, n * sizeof *f);
        if (!f)
            return fail(r, "out of memory");
        e->funcs = f;
        *cap = n;
    }
    e->funcs[e->count++] = (mca_elf_function){ name, s->value, (size_t)(sec.offset + at),
                                               (size_t)s->size };
    return 0;
}

/* Sort by address, keeping one function per address (a stable choice:
 * the earliest entry in the table). */
static void dedupe(mca_elf *e)
{
    qsort(e->funcs, e->count, sizeof *e->funcs, by_address);
    size_t out = 0;
    for (size_t i = 0; i < e->count; i++)
        if (!out || e->funcs[out - 1].address != e->funcs[i].address ||
            e->funcs[out - 1].offset != e->funcs[i].offset)
            e->funcs[out++] = e->funcs[i];
    e->count = out;
}

static int read_symbols(reader *r, mca_elf *e)
{
    size_t t = symbol_table(r);
    if (t == SIZE_MAX)
        return fail(r, "no symbol table (.symtab or .dynsym)");
    section tab = section_at(r, t);
    size_t want = r->is64 ? sizeof(Elf64_Sym) : sizeof(Elf32_Sym);
    if (tab.entsize != want)
        return fail(r, "symbol table entry size %llu, expected %zu",
                    (unsigned long long)tab.entsize, want);
    if (!inside(r, tab.offset, tab.size))
        return fail(r, "truncated ELF file: the symbol table at offset 0x%llx (%llu bytes) "
                    "ends past its %zu bytes", (unsigned long long)tab.offset,
                    (unsigned long long)tab.size, r->len);
    if (tab.link >= r->shnum)
        return fail(r, "the symbol table's string table is section %u of %zu", tab.link,
                    r->shnum);
    section strtab = section_at(r, tab.link);
    if (strtab.type != SHT_STRTAB || !inside(r, strtab.offset, strtab.size))
        return fail(r, "truncated ELF file: the string table at offset 0x%llx (%llu bytes) "
                    "ends past its %zu bytes", (unsigned long long)strtab.offset,
                    (unsigned long long)strtab.size, r->len);
    size_t cap = 0, n = (size_t)(tab.size / want);
    for (size_t i = 1; i < n; i++) {
        symbol s = symbol_at(r, &tab, i);
        if (keep(r, e, &strtab, &s, i, &cap) != 0)
            return -1;
    }
    dedupe(e);
    return 0;
}

int mca_elf_read(mca_elf *e, const unsigned char *data, size_t len, char **error)
{
    memset(e, 0, sizeof *e);
    *error = NULL;
    reader r = { data, len, false, false, 0, 0, 0, error };
    if (read_header(&r, e) != 0 || check_sections(&r) != 0 || read_symbols(&r, e) != 0) {
        mca_elf_free(e);
        return -1;
    }
    return 0;
}

void mca_elf_free(mca_elf *e)
{
    free(e->funcs);
    e->funcs = NULL;
    e->count = 0;
}

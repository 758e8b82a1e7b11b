/* disasm: machine code to assembly text (see mca/disasm.h). */
#include <config.h>

#include "mca/disasm.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "elfread.h"
#include "isa.h"
#include "llvm.h"

/* An instruction decoded before (mca_disasm_remember): its bytes, the
 * byte after them, and its text. */
typedef struct {
    const char *text;          /* in the arena; NULL: the slot is empty */
    unsigned short after;      /* the byte after the instruction, 256 at the end */
    unsigned char len;         /* 1 to SEEN_LEN bytes */
    unsigned char bytes[15];
} seen_entry;

/* x86 instructions are at most 15 bytes; the table's slots (open
 * addressing, at most half of them used, so that memory stays bounded:
 * 2 MB and the texts). */
enum { SEEN_LEN = 15, SEEN_SLOTS = 1 << 16, SEEN_MAX = SEEN_SLOTS / 2 };

struct mca_disasm {
    mca_llvm_machine machine;
    mca_llvm_decoder *decoder;
    const mca_target *target;
    char *mattr;
    seen_entry *seen;          /* NULL unless remembering */
    size_t seen_count;
    mca_arena seen_texts;
};

mca_disasm *mca_disasm_new(const mca_target *t, const char *mattr, mca_diags *diags)
{
    const mca_isa *isa = t->isa;
    if (!isa->llvm_target) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "no disassembler for %s", isa->name);
        return NULL;
    }
    mca_disasm *d = calloc(1, sizeof *d);
    if (!d || !(d->mattr = strdup(mattr ? mattr : ""))) {
        free(d);
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return NULL;
    }
    d->target = t;
    const char *own = isa->cpu_features && t->cpu ? isa->cpu_features(t->cpu) : NULL;
    d->machine = (mca_llvm_machine){ isa->llvm_target, t->arch->object_triple,
                                     t->cpu ? t->cpu : "", d->mattr, own ? own : "" };
    char *error = NULL;
    d->decoder = mca_llvm_decoder_new(&d->machine, &error);
    if (!d->decoder) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "%s", error ? error : "out of memory");
        free(error);
        free(d->mattr);
        free(d);
        return NULL;
    }
    return d;
}

void mca_disasm_free(mca_disasm *d)
{
    if (!d)
        return;
    mca_llvm_decoder_free(d->decoder);
    free(d->seen);
    mca_arena_free(&d->seen_texts);
    free(d->mattr);
    free(d);
}

int mca_disasm_remember(mca_disasm *d)
{
    /* Only where the ISA's row says LLVM's decoder keeps no state from one
     * instruction to the next (ARM's Thumb IT blocks would) and reads no
     * byte past the one after an instruction: then an instruction's text
     * is a function of its bytes and the byte after them.  With PC 0, as
     * decode gives, no text depends on where the instruction stands. */
    if (d->seen || !d->target->isa->decode_remembered)
        return 0;
    mca_arena_init(&d->seen_texts);
    d->seen = calloc(SEEN_SLOTS, sizeof *d->seen);
    return d->seen ? 0 : -1;
}

/* The slot's index for the hash h of an instruction's bytes and the byte
 * after them. */
static size_t seen_index(uint64_t h, unsigned after)
{
    h = (h ^ (after + 1u)) * 0x9e3779b97f4a7c15ull;
    return (size_t)(h >> 40) & (SEEN_SLOTS - 1);
}

static bool seen_is(const seen_entry *e, const unsigned char *bytes, size_t len,
                    unsigned after)
{
    return e->len == len && e->after == after && memcmp(e->bytes, bytes, len) == 0;
}

/* The instruction decoded before at bytes[0, n), or NULL: every length
 * is tried (the first one found is the only one: the decoder would have
 * read the same bytes). */
static const seen_entry *seen_find(const mca_disasm *d, const unsigned char *bytes, size_t n)
{
    uint64_t h = 14695981039346656037ull; /* FNV-1a of bytes[0, len) */
    size_t max = n < SEEN_LEN ? n : SEEN_LEN;
    for (size_t len = 1; len <= max; len++) {
        h = (h ^ bytes[len - 1]) * 1099511628211ull;
        unsigned after = len < n ? bytes[len] : 256;
        for (size_t i = seen_index(h, after); d->seen[i].text; i = (i + 1) & (SEEN_SLOTS - 1))
            if (seen_is(&d->seen[i], bytes, len, after))
                return &d->seen[i];
    }
    return NULL;
}

/* Keep the text of the instruction bytes[0, len) of bytes[0, n) (the
 * table is optional: nothing happens when it is full or memory runs out). */
static void seen_add(mca_disasm *d, const unsigned char *bytes, size_t len, size_t n,
                     const char *text)
{
    if (len > SEEN_LEN || d->seen_count >= SEEN_MAX)
        return;
    uint64_t h = 14695981039346656037ull;
    for (size_t k = 0; k < len; k++)
        h = (h ^ bytes[k]) * 1099511628211ull;
    unsigned after = len < n ? bytes[len] : 256;
    size_t i = seen_index(h, after);
    while (d->seen[i].text)
        i = (i + 1) & (SEEN_SLOTS - 1);
    char *copy = mca_arena_strndup(&d->seen_texts, text, strlen(text));
    if (!copy)
        return;
    seen_entry *e = &d->seen[i];
    e->text = copy;
    e->after = (unsigned short)after;
    e->len = (unsigned char)len;
    memcpy(e->bytes, bytes, len);
    d->seen_count++;
}

/* Decode bytes[0, n) into out.  0, or the offset + 1 of the first
 * instruction that does not decode. */
static size_t decode(mca_disasm *d, const unsigned char *bytes, size_t n, mca_strbuf *out)
{
    char text[256];
    for (size_t at = 0; at < n;) {
        const seen_entry *e = d->seen ? seen_find(d, bytes + at, n - at) : NULL;
        if (e) {
            mca_strbuf_puts(out, e->text);
            mca_strbuf_putc(out, '\n');
            at += e->len;
            continue;
        }
        size_t size = mca_llvm_disassemble(d->decoder, bytes + at, n - at, text, sizeof text);
        if (size == 0 || size > n - at)
            return at + 1;
        if (d->seen)
            seen_add(d, bytes + at, size, n - at, text);
        mca_strbuf_puts(out, text);
        mca_strbuf_putc(out, '\n');
        at += size;
    }
    return 0;
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static bool blank(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* The bytes of hex text [start, end) of src, and where each starts in the
 * text; 0, or -1 with a located diagnostic. */
static int parse_hex(const mca_source *src, size_t start, size_t end, unsigned char *bytes,
                     size_t *where, size_t *count, mca_diags *diags)
{
    const char *t = src->text;
    size_t n = 0;
    for (size_t i = start; i < end;) {
        if (blank((unsigned char)t[i])) {
            i++;
            continue;
        }
        if (t[i] == '0' && i + 2 < end && (t[i + 1] == 'x' || t[i + 1] == 'X') &&
            hexval((unsigned char)t[i + 2]) >= 0)
            i += 2;
        int hi = hexval((unsigned char)t[i]);
        if (hi < 0) {
            mca_source_diag(src, diags, MCA_DIAG_ERROR, i, 1, "invalid hex digit");
            return -1;
        }
        int lo = i + 1 < end ? hexval((unsigned char)t[i + 1]) : -1;
        if (lo < 0 && i + 1 < end && !blank((unsigned char)t[i + 1])) {
            mca_source_diag(src, diags, MCA_DIAG_ERROR, i + 1, 1, "invalid hex digit");
            return -1;
        }
        if (lo < 0) {
            mca_source_diag(src, diags, MCA_DIAG_ERROR, i, 1,
                            "odd number of hex digits: a byte takes two");
            return -1;
        }
        where[n] = i;
        bytes[n++] = (unsigned char)(hi << 4 | lo);
        i += 2;
    }
    *count = n;
    return 0;
}

int mca_disasm_hex(mca_disasm *d, const mca_source *src, size_t start, size_t end,
                   mca_strbuf *out, mca_diags *diags)
{
    /* a data set's block fits the buffers on the stack (no allocation
     * per block); longer texts get theirs */
    enum { SMALL = 256 };
    unsigned char small_bytes[SMALL];
    size_t small_where[SMALL];
    size_t cap = (end - start) / 2 + 1;
    bool big = cap > SMALL;
    unsigned char *bytes = big ? malloc(cap) : small_bytes;
    size_t *where = big ? malloc(cap * sizeof *where) : small_where, n = 0;
    int rc = -1;
    if (!bytes || !where) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    } else if (parse_hex(src, start, end, bytes, where, &n, diags) == 0) {
        size_t bad = decode(d, bytes, n, out);
        if (bad)
            mca_source_diag(src, diags, MCA_DIAG_ERROR, where[bad - 1],
                            where[n - 1] + 2 - where[bad - 1],
                            "invalid instruction encoding");
        else if (out->failed)
            mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        else
            rc = 0;
    }
    if (big) {
        free(bytes);
        free(where);
    }
    return rc;
}

bool mca_disasm_is_elf(const mca_source *src)
{
    return mca_elf_magic((const unsigned char *)src->text, src->len);
}

/* Is function f picked by the symbols given (none: every one but the
 * aliases, whose bytes another name already has)? */
static bool picked(const mca_elf_function *f, const char *const *symbols, unsigned count)
{
    for (unsigned i = 0; i < count; i++)
        if (strcmp(symbols[i], f->name) == 0)
            return true;
    return count == 0 && !f->alias;
}

/* Every symbol asked for must name a function of e. */
static int check_picked(const mca_elf *e, const mca_source *src, const char *const *symbols,
                        unsigned count, mca_diags *diags)
{
    for (unsigned i = 0; i < count; i++) {
        size_t k = 0;
        while (k < e->count && strcmp(e->funcs[k].name, symbols[i]) != 0)
            k++;
        if (k == e->count) {
            mca_diags_add(diags, MCA_DIAG_ERROR, "%s: no function symbol '%s'", src->name,
                          symbols[i]);
            return -1;
        }
    }
    return 0;
}

/* The comment that starts a region marker in the target's syntax. */
static const char *marker_comment(const mca_target *t)
{
    const mca_syntax_rules *rules = mca_target_syntax(t);
    return rules->line_comment ? rules->line_comment : "//";
}

static int check_machine(const mca_disasm *d, const mca_elf *e, const mca_source *src,
                         mca_diags *diags)
{
    const mca_isa *isa = mca_isa_for_elf_machine(e->machine);
    const char *want = isa ? isa->llvm_target : NULL;
    if (!want || strcmp(want, d->machine.target) != 0 ||
        (d->target->mode >= 32 && (unsigned)d->target->mode != e->bits)) {
        mca_diags_add(diags, MCA_DIAG_ERROR,
                      "%s: a %u-bit ELF file for machine %u (%s), not for the target %s",
                      src->name, e->bits, e->machine, want ? want : "unknown",
                      d->target->triple);
        return -1;
    }
    return 0;
}

static int decode_functions(mca_disasm *d, const mca_elf *e, const mca_source *src,
                            const char *const *symbols, unsigned count, mca_strbuf *out,
                            mca_diags *diags)
{
    const unsigned char *data = (const unsigned char *)src->text;
    const char *comment = marker_comment(d->target);
    for (size_t k = 0; k < e->count; k++) {
        const mca_elf_function *f = &e->funcs[k];
        if (!picked(f, symbols, count))
            continue;
        mca_strbuf_printf(out, "%s LLVM-MCA-BEGIN %s\n", comment, f->name);
        size_t bad = decode(d, data + f->offset, f->size, out);
        if (bad) {
            mca_diags_add(diags, MCA_DIAG_ERROR,
                          "%s: offset 0x%zx (function '%s' + 0x%zx): invalid instruction "
                          "encoding", src->name, f->offset + bad - 1, f->name, bad - 1);
            return -1;
        }
        mca_strbuf_printf(out, "%s LLVM-MCA-END %s\n", comment, f->name);
    }
    if (out->failed) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    return 0;
}

int mca_disasm_elf(mca_disasm *d, const mca_source *src, const char *const *symbols,
                   unsigned count, mca_strbuf *out, mca_diags *diags)
{
    mca_elf e;
    char *error = NULL;
    if (mca_elf_read(&e, (const unsigned char *)src->text, src->len, &error) != 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "%s: %s", src->name,
                      error ? error : "out of memory");
        free(error);
        return -1;
    }
    int rc = -1;
    if (e.count == 0)
        mca_diags_add(diags, MCA_DIAG_ERROR, "%s: no function symbols with code", src->name);
    else if (check_machine(d, &e, src, diags) == 0 &&
             check_picked(&e, src, symbols, count, diags) == 0)
        rc = decode_functions(d, &e, src, symbols, count, out, diags);
    mca_elf_free(&e);
    return rc;
}

/* Replace src's text by text (same name). */
static int replace_text(mca_source *src, const mca_strbuf *text, mca_diags *diags)
{
    mca_source next;
    if (mca_source_from_memory(&next, src->name, text->data ? text->data : "", text->len,
                               diags) != 0)
        return -1;
    mca_source_free(src);
    *src = next;
    return 0;
}

int mca_disasm_input(mca_source *src, const mca_target *t, const mca_options *o,
                     mca_diags *diags)
{
    bool elf = mca_disasm_is_elf(src);
    if (!elf && !o->hex) {
        if (o->symbol_count) {
            mca_diags_add(diags, MCA_DIAG_ERROR, "%s: -symbol needs an ELF file", src->name);
            return -1;
        }
        return 0;
    }
    mca_disasm *d = mca_disasm_new(t, o->mattr, diags);
    if (!d)
        return -1;
    mca_strbuf text;
    mca_strbuf_init(&text);
    int rc = elf ? mca_disasm_elf(d, src, o->symbols, o->symbol_count, &text, diags)
                 : mca_disasm_hex(d, src, 0, src->len, &text, diags);
    if (rc == 0)
        rc = replace_text(src, &text, diags);
    mca_strbuf_free(&text);
    mca_disasm_free(d);
    return rc;
}

/* The Instruction Info view (see mca/report.h). */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mca/report.h"


static void legend(mca_strbuf *b, const mca_info_options *o)
{
    mca_strbuf_puts(b, "\n\nInstruction Info:\n[1]: #uOps\n[2]: Latency\n[3]: RThroughput\n"
                       "[4]: MayLoad\n[5]: MayStore\n[6]: HasSideEffects (U)\n");
    unsigned next = 7;
    if (o->full) {
        mca_strbuf_puts(b, "[7]: Bypass Latency\n"
                           "[8]: Resources (<Name> | <Name>[<ReleaseAtCycle>] | "
                           "<Name>[<AcquireAtCycle>,<ReleaseAtCycle])\n"
                           "[9]: LLVM Opcode Name\n");
        next = 10;
    }
    if (o->barriers) {
        mca_strbuf_printf(b, "[%u]: LoadBarrier\n[%u]: StoreBarrier\n", next, next + 1);
        next += 2;
    }
    if (o->encodings)
        mca_strbuf_printf(b, "[%u]: Encoding Size\n", next);
    mca_strbuf_putc(b, '\n');
    unsigned columns = 6 + (o->full ? 3 : 0) + (o->barriers ? 2 : 0) + (o->encodings ? 1 : 0);
    for (unsigned i = 1; i <= columns; i++) {
        size_t start = mca_strbuf_column(b);
        mca_strbuf_putc(b, '[');
        mca_strbuf_put_ulong(b, i);
        mca_strbuf_putc(b, ']');
        size_t width = o->full && i == 8 ? 43 : o->full && i == 9 ? 27 : 7;
        mca_strbuf_pad_to(b, start + width);
    }
    if (o->encodings) {
        size_t start = mca_strbuf_column(b);
        mca_strbuf_puts(b, "Encodings:");
        mca_strbuf_pad_to(b, start + 30);
    }
    mca_strbuf_puts(b, "Instructions:\n");
}

/* Value then padding: " - " style columns of width 7 after a number,
 * written at out (at most 32 bytes); the length. */
static size_t number_column(char *out, long v, size_t after)
{
    char t[24];
    size_t k = sizeof t;
    unsigned long u = v < 0 ? 0 - (unsigned long)v : (unsigned long)v;
    do {
        t[--k] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        t[--k] = '-';
    /* llvm-mca pads to the next column, with at least one space */
    size_t n = sizeof t - k, pad = n + 1 < after + 3 ? after + 3 - n : 1;
    memcpy(out, t + k, n);
    memset(out + n, ' ', pad);
    return n + pad;
}

/* The class's raw resource entries as llvm-mca lists them in full mode. */
static void resource_list(mca_strbuf *b, const mca_model *m, const mca_sched_class *c)
{
    const char *sep = "";
    for (unsigned i = 0; i < c->res_count; i++) {
        const mca_res_use *u = &c->res[i];
        if (!u->release)
            continue;
        const char *name = mca_model_resource(m, u->resource)->name;
        if (u->release > 1 && u->acquire > 0)
            mca_strbuf_printf(b, "%s%s[%u,%u]", sep, name, u->acquire, u->release);
        else if (u->release > 1)
            mca_strbuf_printf(b, "%s%s[%u]", sep, name, u->release);
        else
            mca_strbuf_printf(b, "%s%s", sep, name);
        sep = ",";
    }
}

/* The Encoding Size and Encodings columns, from column stop on: the size
 * one column in, the bytes 7 columns in, the instruction 37 columns in
 * (the bytes' field is 30 wide).  llvm-mca pads with at least one space to each of
 * these stops, which only shows when a full-mode row has already passed
 * them (measured on llvm-mca 22). */
static void encoding_columns(mca_strbuf *b, const mca_encoding *e, size_t stop)
{
    mca_strbuf_fill_to(b, stop + 1);
    mca_strbuf_printf(b, "%u", e->size);
    mca_strbuf_pad_to(b, stop + 7);
    for (unsigned i = 0; i < e->size; i++)
        mca_strbuf_printf(b, "%02x ", e->bytes[i]);
    mca_strbuf_pad_to(b, stop + 37);
}

/* The fixed columns' text (uops, latency, throughput, the three flags) by
 * their values: a block repeats a few kinds of instruction.  A small
 * direct-mapped cache; a miss composes the text again. */
enum { FIXED_MAX = 2 * 32 + MCA_ROUNDED_MAX + 3 + 3 * 7, FIXED_SLOTS = 64 };
typedef struct {
    struct fixed_slot {
        unsigned uops;
        int latency;
        double rthroughput;
        unsigned char flags, len;
        char t[FIXED_MAX];
    } slot[FIXED_SLOTS];
    /* bit k: slot k is filled (the slots are not zeroed: 8 KB that a
     * block of a few instructions never reads) */
    uint64_t filled;
} fixed_cache;

static void row(mca_strbuf *b, const mca_info_row *r, const mca_info_options *o,
                const mca_model *m, const mca_encoding *enc, const char *comment,
                fixed_cache *fc)
{
    const mca_instr_desc *d = r->desc;
    unsigned flags = (unsigned)d->may_load | (unsigned)d->may_store << 1 |
                     (unsigned)d->side_effects << 2;
    uint64_t bits;
    memcpy(&bits, &d->rthroughput, sizeof bits);
    struct fixed_slot *fs = NULL;
    if (fc) {
        uint64_t h = ((uint64_t)d->uops * 31 + (unsigned)d->latency) * 0x9e3779b97f4a7c15ull ^
                     bits ^ flags;
        h *= 0x9e3779b97f4a7c15ull;
        fs = &fc->slot[h >> 58];
        if ((fc->filled >> (h >> 58) & 1) && fs->uops == d->uops && fs->latency == d->latency &&
            fs->flags == flags && !memcmp(&fs->rthroughput, &d->rthroughput, sizeof bits)) {
            mca_strbuf_put(b, fs->t, fs->len);
            goto rest;
        }
    }
    {
        /* the fixed columns are composed in t and appended at once */
        char t[2 * 32 + MCA_ROUNDED_MAX + 3 + 3 * 7];
        size_t w = 0;
        t[w++] = ' ';
        w += number_column(t + w, d->uops, 4);
        /* llvm-mca prints the latency unsigned: an unknown one (-1) as 4294967295 */
        w += number_column(t + w, (long)(unsigned)d->latency, 3);
        /* llvm-mca rounds half up before printing: 1/8 shows as 0.13. */
        size_t n = mca_format_rounded(t + w, d->rthroughput, 2);
        if (!n) {
            mca_strbuf_put(b, t, w);
            w = 0;
            mca_strbuf_put_rounded(b, d->rthroughput, 2);
        }
        w += n;
        t[w++] = ' ';
        if (d->rthroughput < 10.0) {
            t[w++] = ' ';
            t[w++] = ' ';
        } else if (d->rthroughput < 100.0) {
            t[w++] = ' ';
        }
        /* (seven columns each, from column 21 on: llvm-mca pads to them, so a
         * wide latency such as 4294967295 takes the room of the blanks) */
        memcpy(t + w, d->may_load ? " *     " : "       ", 7);
        memcpy(t + w + 7, d->may_store ? " *     " : "       ", 7);
        memcpy(t + w + 14, d->side_effects ? " U     " : "       ", 7);
        size_t end = w + 21, start = w;
        while (start > 21 && start < end && t[start - 1] == ' ') {
            memmove(t + start - 1, t + start, end - start);
            start--;
            end--;
        }
        for (size_t excess = start > 21 ? start - 21 : 0; excess && t[start] == ' '; excess--) {
            memmove(t + start, t + start + 1, end - start - 1);
            end--;
        }
        mca_strbuf_put(b, t, end);
        if (fs && n && end <= FIXED_MAX) {
            fs->uops = d->uops;
            fs->latency = d->latency;
            fs->rthroughput = d->rthroughput;
            fs->flags = (unsigned char)flags;
            fs->len = (unsigned char)end;
            memcpy(fs->t, t, end);
            fc->filled |= (uint64_t)1 << (fs - fc->slot);
        }
    }
rest:
    if (o->full) {
        mca_strbuf_printf(b, " %u", d->bypass_latency);
        mca_strbuf_pad_to(b, 49);
        resource_list(b, m, d->cls);
        mca_strbuf_pad_to(b, 92);
        mca_strbuf_puts(b, d->opcode->name);
        mca_strbuf_pad_to(b, 119);
    }
    if (o->barriers) {
        /* Fixed stops without a minimum gap (measured on llvm-mca 22 with
         * full-mode rows long enough to pass them). */
        size_t stop = o->full ? 126 : 49;
        mca_strbuf_puts(b, d->load_barrier ? " *" : "  ");
        mca_strbuf_fill_to(b, stop);
        mca_strbuf_puts(b, d->store_barrier ? " *" : "  ");
        mca_strbuf_fill_to(b, stop + 7);
    }
    if (enc)
        encoding_columns(b, enc, (o->full ? 119 : 42) + (o->barriers ? 14 : 0));
    mca_strbuf_puts(b, r->text);
    if (o->full) {
        mca_strbuf_putc(b, '\t');
        if (comment)
            mca_strbuf_puts(b, comment);
    }
    mca_strbuf_putc(b, '\n');
}

void mca_report_instruction_info(mca_strbuf *b, const mca_model *m, const mca_info_row *rows,
                                 unsigned n, const mca_info_options *opts)
{
    if (!n)
        return;
    legend(b, opts);
    fixed_cache *fc = malloc(sizeof *fc); /* (optional) */
    if (fc)
        fc->filled = 0;
    for (unsigned i = 0; i < n; i++)
        row(b, &rows[i], opts, m, opts->encodings ? opts->encodings[i] : NULL,
            opts->comments ? opts->comments[i] : NULL, fc);
    free(fc);
}

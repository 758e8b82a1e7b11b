/* Resource tables: the full-mode resource list, the pressure view and the
 * Block RThroughput (see mca/report.h). */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mca/report.h"
#include "columns.h"

void mca_report_resource_table(mca_strbuf *b, const mca_model *m)
{
    mca_strbuf_puts(b, "\n\nResources:\n");
    for (unsigned i = 1; i < mca_model_resource_count(m); i++) {
        const mca_resource *r = mca_model_resource(m, i);
        mca_strbuf_putc(b, '[');
        mca_strbuf_put_ulong(b, i - 1);
        mca_strbuf_putc(b, ']');
        mca_strbuf_pad_to(b, 6);
        mca_strbuf_puts(b, "- ");
        mca_strbuf_puts(b, r->name);
        mca_strbuf_putc(b, ':');
        mca_strbuf_put_ulong(b, r->units);
        if (r->group) {
            mca_strbuf_pad_to(b, 20);
            for (unsigned k = 0; k < r->member_count; k++)
                mca_strbuf_printf(b, "%s%s", k ? ", " : "",
                                  mca_model_resource(m, r->members[k])->name);
        }
        mca_strbuf_putc(b, '\n');
    }
}

int mca_pressure_columns(const mca_model *m, mca_pressure_column **cols, unsigned *count)
{
    unsigned n = 0;
    for (unsigned i = 1; i < mca_model_resource_count(m); i++) {
        const mca_resource *r = mca_model_resource(m, i);
        if (!r->group)
            n += r->units;
    }
    mca_pressure_column *list = malloc((n ? n : 1) * sizeof *list);
    if (!list)
        return -1;
    unsigned k = 0;
    for (unsigned i = 1; i < mca_model_resource_count(m); i++) {
        const mca_resource *r = mca_model_resource(m, i);
        if (r->group)
            continue;
        for (unsigned u = 0; u < r->units; u++)
            list[k++] = (mca_pressure_column){ i, u };
    }
    *cols = list;
    *count = n;
    return 0;
}

/* Column c's name when its resource is the index'th of the columns
 * ("[3]", "[5.1]"), without printf: printf's names were 3%-6% of a
 * 1-instruction run. */
static void column_name(mca_strbuf *b, const mca_model *m, const mca_pressure_column *cols,
                        unsigned c, unsigned index)
{
    mca_strbuf_putc(b, '[');
    mca_strbuf_put_ulong(b, index);
    if (mca_model_resource(m, cols[c].resource)->units > 1) {
        mca_strbuf_putc(b, '.');
        mca_strbuf_put_ulong(b, cols[c].unit);
    }
    mca_strbuf_putc(b, ']');
}

/* The index of column c's resource among the columns' resources given
 * the previous column's (c > 0). */
static unsigned next_index(const mca_pressure_column *cols, unsigned c, unsigned before)
{
    return cols[c].resource != cols[c - 1].resource ? before + 1 : before;
}

void mca_pressure_column_name(mca_strbuf *b, const mca_model *m, const mca_pressure_column *cols,
                        unsigned c)
{
    unsigned index = 0;
    for (unsigned k = 1; k <= c; k++)
        index = next_index(cols, k, index);
    column_name(b, m, cols, c, index);
}

static void header(mca_strbuf *b, const mca_model *m, const mca_pressure_column *cols,
                   unsigned ncols)
{
    unsigned index = 0;
    for (unsigned c = 0; c < ncols; c++) {
        if (c)
            index = next_index(cols, c, index);
        column_name(b, m, cols, c, index);
        mca_strbuf_pad_to(b, 7 * (c + 1));
    }
}

/* One row of cells, each padded to the next multiple of 7 (at least one
 * space).  The column is followed here rather than recounted per cell: the
 * cells hold no TAB. */
static void values(mca_strbuf *b, const double *v, unsigned ncols)
{
    /* The row is composed in buf (a cell takes at most MCA_ROUNDED_MAX + 7
     * bytes) and appended in pieces. */
    char buf[1024];
    size_t w = 0, col = mca_strbuf_column(b);
    for (unsigned c = 0; c < ncols; c++) {
        if (w + MCA_ROUNDED_MAX + 8 > sizeof buf) {
            mca_strbuf_put(b, buf, w);
            w = 0;
        }
        size_t n;
        if (!v[c] || v[c] < 0.005) {
            memcpy(buf + w, " - ", 3);
            n = 3;
        } else if ((n = mca_format_rounded(buf + w, v[c], 2)) == 0) {
            /* a value too large for the digits: printf's text */
            mca_strbuf_put(b, buf, w);
            w = 0;
            size_t before = b->len;
            mca_strbuf_put_rounded(b, v[c], 2);
            col += b->len - before;
        }
        w += n;
        col += n;
        size_t stop = 7 * ((size_t)c + 1), pad = col < stop ? stop - col : 1;
        memset(buf + w, ' ', pad);
        w += pad;
        col += pad;
    }
    mca_strbuf_put(b, buf, w);
}

/* The rows already printed, by their values: a block repeats a few kinds
 * of instruction, and a row's cells cost more to format than to look up.
 * A row starts its line, so its text is the line after values() (the
 * buffer always holds the current line).  Optional: without memory it
 * formats every row. */
typedef struct {
    struct memo_slot { const double *v; size_t at, len; } *slots;
    size_t cap, count; /* at most half full: grows (a block has few rows) */
    char *text;
    size_t len, text_cap;
    size_t found; /* the slot memo_put_row found empty, +1; 0 none */
} row_memo;

static void memo_init(row_memo *r)
{
    memset(r, 0, sizeof *r);
    r->slots = calloc(64, sizeof *r->slots);
    r->cap = r->slots ? 64 : 0;
}

static void memo_free(row_memo *r)
{
    free(r->slots);
    free(r->text);
}

static size_t row_hash(const double *v, unsigned ncols)
{
    uint64_t h = ncols;
    for (unsigned c = 0; c < ncols; c++) {
        uint64_t w;
        memcpy(&w, &v[c], sizeof w);
        h = (h ^ w) * 0x9e3779b97f4a7c15ull;
        h ^= h >> 31;
    }
    return (size_t)h;
}

/* Print the row of v if it was printed before: 1, else 0 (and the slot
 * to learn it in is noted). */
static int memo_put_row(row_memo *r, mca_strbuf *b, const double *v, unsigned ncols)
{
    r->found = 0;
    if (!r->cap || b->failed || mca_strbuf_column(b) != 0)
        return 0;
    size_t h = row_hash(v, ncols) & (r->cap - 1);
    while (r->slots[h].v) {
        if (!memcmp(r->slots[h].v, v, ncols * sizeof *v)) {
            mca_strbuf_put(b, r->text + r->slots[h].at, r->slots[h].len);
            return 1;
        }
        h = (h + 1) & (r->cap - 1);
    }
    r->found = h + 1;
    return 0;
}

/* After values() printed the row of v in the slot memo_put_row noted: keep
 * its text. */
static void memo_learn(row_memo *r, mca_strbuf *b, const double *v, unsigned ncols)
{
    if (!r->found || b->failed)
        return;
    size_t n = mca_strbuf_column(b);
    if (n > b->len)
        return;
    if (r->len + n > r->text_cap) {
        size_t cap = r->text_cap ? r->text_cap * 2 : 4096;
        while (cap < r->len + n)
            cap *= 2;
        char *t = realloc(r->text, cap);
        if (!t)
            return;
        r->text = t;
        r->text_cap = cap;
    }
    memcpy(r->text + r->len, b->data + b->len - n, n);
    r->slots[r->found - 1] = (struct memo_slot){ v, r->len, n };
    r->len += n;
    if (++r->count * 2 < r->cap)
        return;
    /* twice the slots, or no more rows learnt without memory */
    struct memo_slot *bigger = calloc(r->cap * 2, sizeof *bigger);
    if (!bigger) {
        r->count--;
        r->slots[r->found - 1].v = NULL;
        return;
    }
    for (size_t i = 0; i < r->cap; i++) {
        if (!r->slots[i].v)
            continue;
        size_t h = row_hash(r->slots[i].v, ncols) & (r->cap * 2 - 1);
        while (bigger[h].v)
            h = (h + 1) & (r->cap * 2 - 1);
        bigger[h] = r->slots[i];
    }
    free(r->slots);
    r->slots = bigger;
    r->cap *= 2;
}

void mca_report_resource_pressure(mca_strbuf *b, const mca_model *m,
                                  const mca_pressure_column *cols, unsigned ncols,
                                  const double *per_iteration,
                                  const double *per_instruction,
                                  const char *const *texts, unsigned n)
{
    mca_strbuf_puts(b, "\n\nResources:\n");
    unsigned index = 0;
    for (unsigned c = 0; c < ncols; c++) {
        if (c)
            index = next_index(cols, c, index);
        column_name(b, m, cols, c, index);
        mca_strbuf_pad_to(b, 6);
        mca_strbuf_puts(b, "- ");
        mca_strbuf_puts(b, mca_model_resource(m, cols[c].resource)->name);
        mca_strbuf_putc(b, '\n');
    }
    mca_strbuf_puts(b, "\n\nResource pressure per iteration:\n");
    header(b, m, cols, ncols);
    mca_strbuf_putc(b, '\n');
    values(b, per_iteration, ncols);
    mca_strbuf_puts(b, "\n\nResource pressure by instruction:\n");
    header(b, m, cols, ncols);
    mca_strbuf_puts(b, "Instructions:\n");
    row_memo memo;
    memo_init(&memo);
    for (unsigned i = 0; i < n; i++) {
        const double *v = per_instruction + (size_t)i * ncols;
        if (!memo_put_row(&memo, b, v, ncols))
            values(b, v, ncols);
        memo_learn(&memo, b, v, ncols);
        mca_strbuf_puts(b, texts[i]);
        mca_strbuf_putc(b, '\n');
    }
    memo_free(&memo);
}

double mca_block_rthroughput(const mca_model *m, const mca_instr_desc *const *descs,
                             unsigned n, unsigned dispatch_width)
{
    unsigned count = mca_model_resource_count(m);
    double *cycles = calloc(count ? count : 1, sizeof *cycles);
    if (!cycles)
        return -1;
    unsigned uops = 0;
    for (unsigned i = 0; i < n; i++) {
        uops += descs[i]->uops;
        for (unsigned k = 0; k < descs[i]->use_count; k++)
            cycles[descs[i]->uses[k].resource] += descs[i]->uses[k].cycles;
    }
    double result = dispatch_width ? (double)uops / dispatch_width : 0;
    for (unsigned r = 1; r < count; r++) {
        unsigned units = mca_model_resource(m, r)->units;
        if (units && cycles[r] / units > result)
            result = cycles[r] / units;
    }
    free(cycles);
    return result;
}

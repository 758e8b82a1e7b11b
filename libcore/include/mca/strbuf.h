/* strbuf: a growable text buffer with llvm-mca's column padding.
 *
 * Views compose their text here and write it out whole.  Columns are
 * counted from the last newline, a TAB advancing to the next multiple of 8
 * (none at a multiple of 8),
 * which is how llvm-mca's formatted streams count them.  An allocation
 * failure is sticky: later appends do nothing and mca_strbuf_failed says so.
 *
 * A buffer given a sink (mca_strbuf_stream_to) writes its whole lines out
 * once it holds MCA_STRBUF_CHUNK bytes, so a long report reuses the same
 * few pages instead of growing to its full size: the part of the text
 * that stays in the buffer is always the current line and whatever came
 * after the last write, which is all the column functions look at. */
#ifndef MCA_STRBUF_H
#define MCA_STRBUF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct {
    char *data;
    size_t len, capacity;
    bool failed;
    FILE *sink;          /* NULL: the text stays in the buffer */
    bool sink_failed;    /* a write to the sink failed */
    void (*sync)(void *ctx); /* mca_strbuf_sync's hook, or NULL */
    void *sync_ctx;
} mca_strbuf;

#define MCA_STRBUF_CHUNK (32u << 10)

void mca_strbuf_init(mca_strbuf *b);
void mca_strbuf_free(mca_strbuf *b);
void mca_strbuf_put(mca_strbuf *b, const char *s, size_t n);
void mca_strbuf_puts(mca_strbuf *b, const char *s);
void mca_strbuf_putc(mca_strbuf *b, char c);
void mca_strbuf_printf(mca_strbuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Decimal integers, as printf's %ld and %lu write them (without printf's
 * cost: the views print thousands of them). */
void mca_strbuf_put_long(mca_strbuf *b, long v);
void mca_strbuf_put_ulong(mca_strbuf *b, unsigned long v);
/* printf("%.<digits>f", mca_round_to(x, 10^digits)) for digits 0..6: the
 * value rounded half up to digits decimals, written without printf (the
 * rounded value is a whole number of 10^-digits, so its decimal digits are
 * exact; huge or non-finite values fall back to printf). */
void mca_strbuf_put_rounded(mca_strbuf *b, double x, unsigned digits);
/* The same text written to out (MCA_ROUNDED_MAX bytes, no NUL); its
 * length, or 0 where put_rounded would fall back to printf. */
#define MCA_ROUNDED_MAX 40
size_t mca_format_rounded(char *out, double x, unsigned digits);
/* Append n spaces. */
void mca_strbuf_spaces(mca_strbuf *b, size_t n);
/* Pad with spaces to column col; always at least one space. */
void mca_strbuf_pad_to(mca_strbuf *b, size_t col);
/* Pad with spaces to column col, if not already there or past it. */
void mca_strbuf_fill_to(mca_strbuf *b, size_t col);
/* The current column of the last line. */
size_t mca_strbuf_column(const mca_strbuf *b);
/* From now on, write whole lines to out whenever MCA_STRBUF_CHUNK bytes
 * are held (the text before an error is then already out, as llvm-mca
 * streams it).  Callers must not rewind len once a sink is set. */
void mca_strbuf_stream_to(mca_strbuf *b, FILE *out);
/* With a sink, hand it every whole line held now (a program that
 * interleaves diagnostics with the report calls this where llvm-mca's
 * output would already hold the text). */
void mca_strbuf_flush_lines(mca_strbuf *b);
/* Where llvm-mca's output stream is flushed (the views that print through
 * LLVM's formatted_raw_ostream: timeline, critical sequence, scheduler
 * statistics): hand the whole lines to the sink, then call the sync hook
 * that mca_strbuf_on_sync set (the program's output writes what it holds). */
void mca_strbuf_sync(mca_strbuf *b);
void mca_strbuf_on_sync(mca_strbuf *b, void (*sync)(void *ctx), void *ctx);
/* Write the contents (what a sink has not taken yet) to out; -1 on a write
 * or allocation failure, including an earlier write to the sink. */
int mca_strbuf_write(const mca_strbuf *b, FILE *out);

/* llvm-mca's rounding before printing: floor(x * k + 0.5) / k. */
double mca_round_to(double x, double k);

#endif

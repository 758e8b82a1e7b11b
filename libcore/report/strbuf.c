/* strbuf: text buffers for the views (see mca/strbuf.h). */
#include <config.h>

#include "mca/strbuf.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void mca_strbuf_init(mca_strbuf *b)
{
    memset(b, 0, sizeof *b);
}

void mca_strbuf_free(mca_strbuf *b)
{
    free(b->data);
    mca_strbuf_init(b);
}

static bool reserve(mca_strbuf *b, size_t extra)
{
    if (b->failed)
        return false;
    if (b->len + extra + 1 <= b->capacity)
        return true;
    size_t cap = b->capacity ? b->capacity : 256;
    while (cap < b->len + extra + 1)
        cap *= 2;
    char *p = realloc(b->data, cap);
    if (!p) {
        b->failed = true;
        return false;
    }
    b->data = p;
    b->capacity = cap;
    return true;
}

void mca_strbuf_put(mca_strbuf *b, const char *s, size_t n)
{
    if (!reserve(b, n))
        return;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void mca_strbuf_puts(mca_strbuf *b, const char *s)
{
    mca_strbuf_put(b, s, strlen(s));
}

void mca_strbuf_putc(mca_strbuf *b, char c)
{
    mca_strbuf_put(b, &c, 1);
}

void mca_strbuf_printf(mca_strbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || !reserve(b, (size_t)n)) {
        b->failed = true;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

size_t mca_strbuf_column(const mca_strbuf *b)
{
    size_t start = b->len;
    while (start > 0 && b->data[start - 1] != '\n')
        start--;
    size_t col = 0;
    for (size_t i = start; i < b->len; i++)
        /* As LLVM's formatted streams count: a TAB at a multiple of 8
         * does not move the column. */
        col = b->data[i] == '\t' ? col + ((8 - (col & 7)) & 7) : col + 1;
    return col;
}

void mca_strbuf_pad_to(mca_strbuf *b, size_t col)
{
    size_t cur = mca_strbuf_column(b);
    size_t n = cur < col ? col - cur : 1;
    for (size_t i = 0; i < n; i++)
        mca_strbuf_putc(b, ' ');
}

void mca_strbuf_fill_to(mca_strbuf *b, size_t col)
{
    for (size_t cur = mca_strbuf_column(b); cur < col; cur++)
        mca_strbuf_putc(b, ' ');
}

int mca_strbuf_write(const mca_strbuf *b, FILE *out)
{
    if (b->failed)
        return -1;
    if (b->len && fwrite(b->data, 1, b->len, out) != b->len)
        return -1;
    return 0;
}

double mca_round_to(double x, double k)
{
    return floor(x * k + 0.5) / k;
}

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

void mca_strbuf_stream_to(mca_strbuf *b, FILE *out)
{
    b->sink = out;
}

/* Hand the whole lines held to the sink. */
static void hand_lines(mca_strbuf *b)
{
    size_t n = b->len;
    while (n > 0 && b->data[n - 1] != '\n')
        n--;
    if (!n)
        return;
    if (fwrite(b->data, 1, n, b->sink) != n)
        b->sink_failed = true;
    memmove(b->data, b->data + n, b->len - n + 1);
    b->len -= n;
}

/* Hand the text to the sink once a chunk is held and it ends a line. */
static void stream(mca_strbuf *b)
{
    if (!b->sink || b->len < MCA_STRBUF_CHUNK || b->failed || b->data[b->len - 1] != '\n')
        return;
    hand_lines(b);
}

void mca_strbuf_flush_lines(mca_strbuf *b)
{
    if (b->sink && !b->failed)
        hand_lines(b);
}

void mca_strbuf_sync(mca_strbuf *b)
{
    mca_strbuf_flush_lines(b);
    if (b->sync)
        b->sync(b->sync_ctx);
}

void mca_strbuf_on_sync(mca_strbuf *b, void (*sync)(void *ctx), void *ctx)
{
    b->sync = sync;
    b->sync_ctx = ctx;
}

void mca_strbuf_put(mca_strbuf *b, const char *s, size_t n)
{
    if (!reserve(b, n))
        return;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
    if (n && s[n - 1] == '\n')
        stream(b);
}

void mca_strbuf_puts(mca_strbuf *b, const char *s)
{
    mca_strbuf_put(b, s, strlen(s));
}

void mca_strbuf_putc(mca_strbuf *b, char c)
{
    if (c != '\n' && b->len + 2 <= b->capacity && !b->failed) {
        b->data[b->len++] = c;    /* (the common case, without a call) */
        b->data[b->len] = '\0';
        return;
    }
    mca_strbuf_put(b, &c, 1);
}

void mca_strbuf_printf(mca_strbuf *b, const char *fmt, ...)
{
    /* Formatted once into the room there is (64 bytes at least: most
     * texts are short), again only when it did not fit. */
    if (!reserve(b, 64))
        return;
    size_t room = b->capacity - b->len;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b->data + b->len, room, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->data[b->len] = '\0';
        b->failed = true;
        return;
    }
    if ((size_t)n >= room) {
        if (!reserve(b, (size_t)n)) {
            b->data[b->len] = '\0'; /* (the text that did not fit) */
            return;
        }
        va_start(ap, fmt);
        vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    b->len += (size_t)n;
    stream(b);
}

void mca_strbuf_put_ulong(mca_strbuf *b, unsigned long v)
{
    char tmp[24];
    size_t n = sizeof tmp;
    do {
        tmp[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    mca_strbuf_put(b, tmp + n, sizeof tmp - n);
}

void mca_strbuf_put_long(mca_strbuf *b, long v)
{
    if (v < 0) {
        mca_strbuf_putc(b, '-');
        /* -(v + 1) + 1 stays in range for LONG_MIN */
        mca_strbuf_put_ulong(b, (unsigned long)(-(v + 1)) + 1);
    } else {
        mca_strbuf_put_ulong(b, (unsigned long)v);
    }
}

static const double scale[] = { 1, 10, 100, 1e3, 1e4, 1e5, 1e6 };

size_t mca_format_rounded(char *out, double x, unsigned digits)
{
    static const unsigned long whole[] = { 1, 10, 100, 1000, 10000, 100000, 1000000 };
    if (digits >= sizeof scale / sizeof scale[0])
        return 0;
    double r = floor(x * scale[digits] + 0.5);
    /* Below 1e15 the quotient r / 10^digits that printf would get is within
     * far less than half a unit of the last digit of r's decimal text. */
    if (!(r > -1e15 && r < 1e15) || (r == 0 && signbit(r)))
        return 0;
    /* the text is built backwards from the last digit */
    char t[MCA_ROUNDED_MAX];
    size_t k = sizeof t;
    unsigned long u = (unsigned long)(r < 0 ? -r : r);
    unsigned long whole_part = u / whole[digits], f = u % whole[digits];
    for (unsigned i = 0; i < digits; i++) {
        t[--k] = (char)('0' + f % 10);
        f /= 10;
    }
    if (digits)
        t[--k] = '.';
    do {
        t[--k] = (char)('0' + whole_part % 10);
        whole_part /= 10;
    } while (whole_part);
    if (r < 0)
        t[--k] = '-';
    memcpy(out, t + k, sizeof t - k);
    return sizeof t - k;
}

/* 10^n, exact for n <= 22 (every power of ten to there is a double), as
 * pow(10, n) gives it: without pow, libmcacore needs no libm, whose
 * loading cost every process 10 page faults and 70 us. */
static double power_of_ten(unsigned n)
{
    double p = 1;
    while (n--)
        p *= 10;
    return p;
}

void mca_strbuf_put_rounded(mca_strbuf *b, double x, unsigned digits)
{
    char t[MCA_ROUNDED_MAX];
    size_t n = mca_format_rounded(t, x, digits);
    if (n)
        mca_strbuf_put(b, t, n);
    else if (digits >= sizeof scale / sizeof scale[0])
        mca_strbuf_printf(b, "%.*f", (int)digits, mca_round_to(x, power_of_ten(digits)));
    else
        mca_strbuf_printf(b, "%.*f", (int)digits, mca_round_to(x, scale[digits]));
}

size_t mca_strbuf_column(const mca_strbuf *b)
{
    if (!b->len)
        return 0;
    const char *nl = memrchr(b->data, '\n', b->len);
    size_t start = nl ? (size_t)(nl - b->data) + 1 : 0;
    /* Without a TAB the column is the length of the line. */
    const char *tab = memchr(b->data + start, '\t', b->len - start);
    if (!tab)
        return b->len - start;
    size_t col = (size_t)(tab - b->data) - start;
    for (size_t i = (size_t)(tab - b->data); i < b->len; i++)
        /* As LLVM's formatted streams count: a TAB at a multiple of 8
         * does not move the column. */
        col = b->data[i] == '\t' ? col + ((8 - (col & 7)) & 7) : col + 1;
    return col;
}

void mca_strbuf_spaces(mca_strbuf *b, size_t n)
{
    if (!reserve(b, n))
        return;
    memset(b->data + b->len, ' ', n);
    b->len += n;
    b->data[b->len] = '\0';
}

void mca_strbuf_pad_to(mca_strbuf *b, size_t col)
{
    size_t cur = mca_strbuf_column(b);
    mca_strbuf_spaces(b, cur < col ? col - cur : 1);
}

void mca_strbuf_fill_to(mca_strbuf *b, size_t col)
{
    size_t cur = mca_strbuf_column(b);
    if (cur < col)
        mca_strbuf_spaces(b, col - cur);
}

int mca_strbuf_write(const mca_strbuf *b, FILE *out)
{
    if (b->failed || b->sink_failed)
        return -1;
    if (b->len && fwrite(b->data, 1, b->len, out) != b->len)
        return -1;
    return 0;
}

double mca_round_to(double x, double k)
{
    return floor(x * k + 0.5) / k;
}

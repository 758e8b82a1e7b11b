/* json: llvm-mca's JSON formatting (see json.h). */
#include <config.h>

#include "mca/json.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

void mca_json_init(mca_json *j, mca_strbuf *b)
{
    memset(j, 0, sizeof *j);
    j->b = b;
    j->first[0] = true;
}

void mca_json_init_compact(mca_json *j, mca_strbuf *b)
{
    mca_json_init(j, b);
    j->compact = true;
}

static void indent(mca_json *j)
{
    for (unsigned k = 0; k < j->depth; k++)
        mca_strbuf_puts(j->b, "  ");
}

/* The range of the continuation byte at position pos (1..3) of a UTF-8
 * sequence led by lead (Unicode's table of well-formed sequences). */
static void utf8_range(unsigned char lead, unsigned pos, unsigned char *lo, unsigned char *hi)
{
    *lo = 0x80;
    *hi = 0xbf;
    if (pos != 1)
        return;
    if (lead == 0xe0)
        *lo = 0xa0;
    else if (lead == 0xed)
        *hi = 0x9f;
    else if (lead == 0xf0)
        *lo = 0x90;
    else if (lead == 0xf4)
        *hi = 0x8f;
}

/* How many bytes of s[0..n) (s[0] >= 0x80) form one valid UTF-8 character
 * (returned positive), or -(the length of the maximal ill-formed subpart)
 * that LLVM's lenient conversion replaces by one U+FFFD (Unicode D93b). */
static int utf8_char(const unsigned char *s, unsigned n)
{
    unsigned c = s[0], len;
    if (c >= 0xc2 && c <= 0xdf)
        len = 2;
    else if (c >= 0xe0 && c <= 0xef)
        len = 3;
    else if (c >= 0xf0 && c <= 0xf4)
        len = 4;
    else
        return -1;
    for (unsigned k = 1; k < len; k++) {
        unsigned char lo, hi;
        utf8_range(s[0], k, &lo, &hi);
        if (k >= n || s[k] < lo || s[k] > hi)
            return -(int)k;
    }
    return (int)len;
}

/* s[0..n) as a JSON string the way LLVM's json library writes it: quotes,
 * backslashes and control characters escaped, and invalid UTF-8 made
 * valid by json::fixUTF8 (each maximal ill-formed subpart one U+FFFD). */
static void escaped(mca_strbuf *b, const char *s, unsigned n)
{
    mca_strbuf_putc(b, '"');
    for (unsigned k = 0; k < n; k++) {
        unsigned char c = (unsigned char)s[k];
        /* a run of characters written as they are, at once */
        unsigned run = k;
        while (run < n && (unsigned char)s[run] >= 0x20 && (unsigned char)s[run] < 0x80 &&
               s[run] != '"' && s[run] != '\\')
            run++;
        if (run > k) {
            mca_strbuf_put(b, s + k, run - k);
            k = run - 1;
            continue;
        }
        if (c >= 0x80) {
            int len = utf8_char((const unsigned char *)s + k, n - k);
            if (len > 0)
                mca_strbuf_put(b, s + k, (size_t)len);
            else
                mca_strbuf_puts(b, "\xef\xbf\xbd");
            k += (unsigned)(len > 0 ? len : -len) - 1;
        } else if (c == '"' || c == '\\') {
            mca_strbuf_putc(b, '\\');
            mca_strbuf_putc(b, (char)c);
        } else if (c == '\t') {
            mca_strbuf_puts(b, "\\t");
        } else if (c == '\n') {
            mca_strbuf_puts(b, "\\n");
        } else if (c == '\r') {
            mca_strbuf_puts(b, "\\r");
        } else if (c < 0x20) {
            mca_strbuf_printf(b, "\\u%04x", c);
        } else {
            mca_strbuf_putc(b, (char)c);
        }
    }
    mca_strbuf_putc(b, '"');
}

/* Start a value: separator, newline and indentation, then the key. */
static void start(mca_json *j, const char *key)
{
    if (j->depth > 0) {
        if (!j->first[j->depth])
            mca_strbuf_putc(j->b, ',');
        if (!j->compact) {
            mca_strbuf_putc(j->b, '\n');
            indent(j);
        }
    }
    j->first[j->depth] = false;
    if (!key)
        return;
    /* a key that needs no escape (the tools' own) in one piece: a batch
     * writes a dozen members a block */
    size_t n = strlen(key);
    char t[64];
    bool plain = n + 4 <= sizeof t;
    for (size_t k = 0; k < n && plain; k++)
        plain = (unsigned char)key[k] >= 0x20 && (unsigned char)key[k] < 0x80 &&
                key[k] != '"' && key[k] != '\\';
    if (plain) {
        t[0] = '"';
        memcpy(t + 1, key, n);
        memcpy(t + 1 + n, "\": ", 3);
        mca_strbuf_put(j->b, t, n + 4);
    } else {
        escaped(j->b, key, (unsigned)n);
        mca_strbuf_puts(j->b, ": ");
    }
}

static void open_scope(mca_json *j, const char *key, char c)
{
    start(j, key);
    mca_strbuf_putc(j->b, c);
    if (j->depth + 1 < MCA_JSON_MAX_DEPTH)
        j->depth++;
    j->first[j->depth] = true;
}

static void close_scope(mca_json *j, char c)
{
    bool empty = j->first[j->depth];
    if (j->depth)
        j->depth--;
    if (!empty && !j->compact) {
        mca_strbuf_putc(j->b, '\n');
        indent(j);
    }
    mca_strbuf_putc(j->b, c);
    if (j->depth == 0 && !j->compact)
        mca_strbuf_putc(j->b, '\n');
}

void mca_json_object(mca_json *j, const char *key)
{
    open_scope(j, key, '{');
}

void mca_json_array(mca_json *j, const char *key)
{
    open_scope(j, key, '[');
}

void mca_json_end_object(mca_json *j)
{
    close_scope(j, '}');
}

void mca_json_end_array(mca_json *j)
{
    close_scope(j, ']');
}

void mca_json_uint(mca_json *j, const char *key, unsigned long long v)
{
    start(j, key);
    char tmp[24];
    size_t n = sizeof tmp;
    do {
        tmp[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    mca_strbuf_put(j->b, tmp + n, sizeof tmp - n);
}

void mca_json_int(mca_json *j, const char *key, long long v)
{
    start(j, key);
    mca_strbuf_printf(j->b, "%lld", v);
}

#if defined(__SIZEOF_INT128__)
/* v (1e-4 <= v < 2^53) rounded to 17 significant digits, as printf rounds
 * (to nearest, ties to even, on the exact binary value): the digits as an
 * integer in [1e16, 1e17) and the decimal exponent of the first. */
static uint64_t digits17(double v, int *exp10)
{
    /* v = m * 2^(e2 - 53) with m the 53 bits of its significand (v is
     * normal here); read from its bits, not with frexp and ldexp, which
     * bound libmcacore to libm */
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    int e2 = (int)(bits >> 52 & 0x7ff) - 1022;
    uint64_t m = (bits & ((UINT64_C(1) << 52) - 1)) | UINT64_C(1) << 52;
    int shift = 53 - e2;                         /* v = m / 2^shift, 0 < shift <= 67 */
    static const uint64_t p10[] = {
        1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull, 10000000ull,
        100000000ull, 1000000000ull, 10000000000ull, 100000000000ull, 1000000000000ull,
        10000000000000ull, 100000000000000ull, 1000000000000000ull, 10000000000000000ull,
        100000000000000000ull, 1000000000000000000ull, 10000000000000000000ull,
    };
    /* k digits after the point give 17 significant ones: from the estimate
     * of the exponent, moved until they do (each try is exact).  The
     * estimate is floor((e2 - 1) * log10(2)), at most one below the
     * decimal exponent of v (log10(2) to 5 places; no log10: libmcacore
     * needs no libm); k starts in 1..20 for the v taken here. */
    int scaled = (e2 - 1) * 30103;
    int k = 16 - (scaled >= 0 ? scaled / 100000 : -((-scaled + 99999) / 100000));
    for (;;) {
        unsigned __int128 num = (unsigned __int128)m;
        if (k > 19)
            num *= p10[k - 19], num *= p10[19];
        else
            num *= p10[k];
        unsigned __int128 q = shift > 0 ? num >> shift : num;
        if (shift > 0) {
            unsigned __int128 r = num - (q << shift), half = (unsigned __int128)1 << (shift - 1);
            if (r > half || (r == half && (q & 1)))
                q++;
        }
        if (q >= p10[17])
            k--;
        else if (q < p10[16])
            k++;
        else {
            *exp10 = 16 - k;
            return (uint64_t)q;
        }
    }
}

/* %.17g of v when 1e-4 <= |v| < 2^53 (fixed notation there), written
 * without printf (whose exact conversion is slow); 0 when v is outside. */
static int put_g17(mca_strbuf *b, double v)
{
    double a = fabs(v);
    if (!(a >= 1e-4 && a < 9007199254740992.0))
        return 0;
    int x;
    uint64_t d = digits17(a, &x);
    char dig[17], out[48];
    for (int i = 16; i >= 0; i--, d /= 10)
        dig[i] = (char)('0' + d % 10);
    int nd = 17;
    size_t n = 0;
    if (v < 0)
        out[n++] = '-';
    if (x >= 0) {
        /* x + 1 digits before the point: never trailing zeros to drop there */
        memcpy(out + n, dig, (size_t)x + 1);
        n += (size_t)x + 1;
        while (nd > x + 1 && dig[nd - 1] == '0')
            nd--;
        if (nd > x + 1) {
            out[n++] = '.';
            memcpy(out + n, dig + x + 1, (size_t)(nd - x - 1));
            n += (size_t)(nd - x - 1);
        }
    } else {
        while (dig[nd - 1] == '0')
            nd--;
        out[n++] = '0';
        out[n++] = '.';
        for (int z = 0; z < -x - 1; z++)
            out[n++] = '0';
        memcpy(out + n, dig, (size_t)nd);
        n += (size_t)nd;
    }
    mca_strbuf_put(b, out, n);
    return 1;
}
#else
static int put_g17(mca_strbuf *b, double v)
{
    (void)b;
    (void)v;
    return 0;
}
#endif

void mca_json_double(mca_json *j, const char *key, double v)
{
    start(j, key);
    if (!put_g17(j->b, v))
        mca_strbuf_printf(j->b, "%.17g", v);
}

void mca_json_bool(mca_json *j, const char *key, bool v)
{
    start(j, key);
    mca_strbuf_puts(j->b, v ? "true" : "false");
}

void mca_json_string(mca_json *j, const char *key, const char *s)
{
    mca_json_string_n(j, key, s, (unsigned)strlen(s));
}

void mca_json_string_n(mca_json *j, const char *key, const char *s, unsigned n)
{
    start(j, key);
    escaped(j->b, s, n);
}

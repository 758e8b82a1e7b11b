/* Unit tests of the JSON writer's numbers: doubles are written as printf's
 * %.17g writes them (LLVM's JSON writer), integers in decimal, though the
 * writer converts most numbers without printf (batch mode writes a few per
 * block, and printf's exact conversion of a double was a tenth of the
 * time a block spent outside its simulation). */
#include <config.h>

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mca/json.h"
#include "tap.h"

/* Does the writer print v as %.17g does?  Prints the first few misses. */
static int same_double(double v, unsigned *shown)
{
    mca_strbuf b;
    mca_strbuf_init(&b);
    mca_json j;
    mca_json_init(&j, &b);
    mca_json_double(&j, NULL, v);
    char want[64];
    snprintf(want, sizeof want, "%.17g", v);
    int same = !b.failed && strcmp(b.data, want) == 0;
    if (!same && (*shown)++ < 5)
        printf("# %a: got %s, want %s\n", v, b.data ? b.data : "(null)", want);
    mca_strbuf_free(&b);
    return same;
}

/* xorshift64*: the same values on every run */
static uint64_t next(uint64_t *s)
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 2685821657736338717ull;
}

static void test_doubles(void)
{
    unsigned shown = 0;
    size_t n = 0, bad = 0;
    /* what the views print: ratios of counts, rounded ratios */
    for (unsigned a = 0; a <= 3000; a += 7)
        for (unsigned c = 1; c <= 1500; c += 3) {
            double r = (double)a / c;
            bad += !same_double(r, &shown) + !same_double(floor(r * 100 + 0.5) / 100, &shown) +
                   !same_double(-r, &shown);
            n += 3;
        }
    /* random bits of every magnitude, and log-uniform ones around the
     * fast path's bounds (1e-4, 2^53) */
    uint64_t s = 88172645463325252ull;
    for (unsigned k = 0; k < 300000; k++) {
        uint64_t bits = next(&s);
        double v;
        memcpy(&v, &bits, sizeof v);
        bad += !same_double(v, &shown);
        double e = (double)(next(&s) >> 11) / 9007199254740992.0 * 26.0 - 8.0;
        bad += !same_double(pow(10.0, e), &shown);
        n += 2;
    }
    /* exact ties at the 17th digit (few significant bits, many digits),
     * powers of ten and their neighbours, integers, the bounds */
    for (int e = -20; e <= 60; e++)
        for (unsigned m = 1; m < 64; m += 2) {
            bad += !same_double(ldexp(m, e), &shown);
            n++;
        }
    for (int e = -6; e <= 17; e++) {
        double p = pow(10.0, e);
        bad += !same_double(p, &shown) + !same_double(nextafter(p, 0), &shown) +
               !same_double(nextafter(p, INFINITY), &shown);
        n += 3;
    }
    const double special[] = { 0.0, -0.0, 1.0, 1e-4, 9007199254740992.0, 9007199254740991.0,
                               9007199254740993.0, 1e16, 123456789012345678.0, DBL_MIN,
                               DBL_MAX, DBL_TRUE_MIN, 0.1, 0.28, 1.0 / 3, 2.0 / 3 };
    for (size_t k = 0; k < sizeof special / sizeof special[0]; k++) {
        bad += !same_double(special[k], &shown) + !same_double(-special[k], &shown);
        n += 2;
    }
    char name[96];
    snprintf(name, sizeof name, "%zu doubles written as %%.17g writes them (%zu differ)", n,
             bad);
    tap_ok(bad == 0, name);
}

static void test_uints(void)
{
    const unsigned long long v[] = { 0, 1, 9, 10, 99, 100, 4294967295ull, 4294967296ull,
                                     18446744073709551615ull };
    mca_strbuf b;
    mca_strbuf_init(&b);
    mca_json j;
    mca_json_init(&j, &b);
    mca_json_array(&j, NULL);
    for (size_t k = 0; k < sizeof v / sizeof v[0]; k++)
        mca_json_uint(&j, NULL, v[k]);
    mca_json_end_array(&j);
    tap_is_str(b.data,
               "[\n  0,\n  1,\n  9,\n  10,\n  99,\n  100,\n  4294967295,\n  4294967296,\n"
               "  18446744073709551615\n]\n",
               "unsigned integers in decimal");
    mca_strbuf_free(&b);
}

/* Texts longer than the room the buffer has, formatted again. */
static void test_printf(void)
{
    mca_strbuf b;
    mca_strbuf_init(&b);
    char want[2000] = "";
    for (int k = 0; k < 40; k++) {
        mca_strbuf_printf(&b, "%d:%s;", k, k % 7 ? "x" : "a longer piece of text, to overflow");
        snprintf(want + strlen(want), sizeof want - strlen(want), "%d:%s;", k,
                 k % 7 ? "x" : "a longer piece of text, to overflow");
    }
    mca_strbuf_printf(&b, "%0300d", 5);
    snprintf(want + strlen(want), sizeof want - strlen(want), "%0300d", 5);
    tap_ok(!b.failed && b.len == strlen(want) && strcmp(b.data, want) == 0,
           "printf into a buffer that grows");
    mca_strbuf_free(&b);
}

/* The same document in both layouts. */
static void write_doc(mca_json *j)
{
    mca_json_object(j, NULL);
    mca_json_uint(j, "line", 7);
    mca_json_string(j, "error", "a \"quoted\"\nmessage,  with  spaces");
    mca_json_object(j, "summary");
    mca_json_double(j, "IPC", 3.4482758620689653);
    mca_json_array(j, "empty");
    mca_json_end_array(j);
    mca_json_array(j, "list");
    mca_json_uint(j, NULL, 1);
    mca_json_object(j, NULL);
    mca_json_end_object(j);
    mca_json_end_array(j);
    mca_json_end_object(j);
    mca_json_end_object(j);
}

/* Batch mode's compact lines: the indented layout without its newlines
 * and indentation (what batch mode used to strip after writing), and no
 * newline after the top-level value. */
static void test_compact(void)
{
    mca_strbuf a, b;
    mca_strbuf_init(&a);
    mca_strbuf_init(&b);
    mca_json j;
    mca_json_init(&j, &a);
    write_doc(&j);
    mca_json_init_compact(&j, &b);
    write_doc(&j);
    /* strip the layout outside strings, as batch.c's compact() did */
    size_t w = 0;
    int in_string = 0, escaped = 0;
    for (size_t r = 0; r < a.len; r++) {
        char c = a.data[r];
        if (in_string) {
            escaped = !escaped && c == '\\';
            in_string = escaped || c != '"';
        } else if (c == '"') {
            in_string = 1;
        } else if (c == '\n') {
            while (r + 1 < a.len && a.data[r + 1] == ' ')
                r++;
            continue;
        }
        a.data[w++] = c;
    }
    a.data[w] = '\0';
    tap_is_str(b.data, a.data, "compact layout: the indented one without newlines and indentation");
    tap_is_str(b.data,
               "{\"line\": 7,\"error\": \"a \\\"quoted\\\"\\nmessage,  with  spaces\","
               "\"summary\": {\"IPC\": 3.4482758620689653,\"empty\": [],\"list\": [1,{}]}}",
               "compact layout, literally");
    mca_strbuf_free(&a);
    mca_strbuf_free(&b);
}

int main(void)
{
    test_doubles();
    test_uints();
    test_printf();
    test_compact();
    return tap_done();
}

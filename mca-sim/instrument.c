/* instrument: LLVM-MCA-LATENCY instruments (see instrument.h). */
#include <config.h>

#include "instrument.h"

#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* Is comment c a LATENCY instrument?  *latency gets its value, -1 when the
 * data is not a decimal number. */
static bool latency_comment(const mca_source *src, const mca_comment *c, int *latency)
{
    const char *s = src->text + c->start, *e = src->text + c->end;
    while (s < e && (*s == ' ' || *s == '\t'))
        s++;
    static const char kind[] = "LLVM-MCA-LATENCY";
    size_t k = sizeof kind - 1;
    if ((size_t)(e - s) < k || memcmp(s, kind, k) != 0 || (s + k < e && s[k] != ' '))
        return false;
    s += k;
    if (s < e)
        s++;
    long v = 0;
    *latency = -1;
    if (s == e)
        return true;
    for (const char *p = s; p < e; p++) {
        if (*p < '0' || *p > '9' || v > INT_MAX / 10)
            return true;
        v = v * 10 + (*p - '0');
    }
    *latency = v <= INT_MAX ? (int)v : -1;
    return true;
}

/* Check one comment as llvm-mca's instrument parser does: after blanks,
 * "LLVM-MCA-" then a kind up to the first space; BEGIN and END (as
 * prefixes) belong to regions; LATENCY is the only kind x86 supports. */
static int check_comment(const mca_source *src, const mca_comment *c, mca_diags *diags)
{
    const char *s = src->text + c->start, *e = src->text + c->end;
    while (s < e && (*s == ' ' || *s == '\t'))
        s++;
    static const char prefix[] = "LLVM-MCA-";
    size_t k = sizeof prefix - 1;
    if ((size_t)(e - s) < k || memcmp(s, prefix, k) != 0)
        return 0;
    s += k;
    size_t rest = (size_t)(e - s);
    if ((rest >= 5 && memcmp(s, "BEGIN", 5) == 0) || (rest >= 3 && memcmp(s, "END", 3) == 0))
        return 0;
    const char *kind_end = memchr(s, ' ', rest);
    size_t n = kind_end ? (size_t)(kind_end - s) : rest;
    if (n == 7 && memcmp(s, "LATENCY", 7) == 0)
        return 0;
    if (n == 0)
        mca_source_diag(src, diags, MCA_DIAG_ERROR, c->start, 1,
                        "No instrumentation kind was provided in LLVM-MCA comment");
    else
        mca_source_diag(src, diags, MCA_DIAG_ERROR, c->start, 1,
                        "Unknown instrumentation type in LLVM-MCA comment: %.*s", (int)n, s);
    return -1;
}

int mca_check_instruments(const mca_source *src, const mca_scan *scan, mca_diags *diags)
{
    int status = 0;
    for (size_t c = 0; c < scan->comment_count; c++)
        if (check_comment(src, &scan->comments[c], diags) != 0)
            status = -1;
    if (status != 0)
        mca_diags_add(diags, MCA_DIAG_ERROR, "There was an error parsing comments.");
    return status;
}

int *mca_latency_instruments(const mca_source *src, const mca_scan *scan,
                             const mca_inst *const *insts, unsigned n)
{
    int *lat = malloc((n ? n : 1) * sizeof *lat);
    if (!lat)
        return NULL;
    size_t c = 0;
    int current = -1;
    for (unsigned i = 0; i < n; i++) {
        for (; c < scan->comment_count && scan->comments[c].start <= insts[i]->offset; c++) {
            int v;
            if (latency_comment(src, &scan->comments[c], &v))
                current = v;
        }
        lat[i] = current;
    }
    return lat;
}

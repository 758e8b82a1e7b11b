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

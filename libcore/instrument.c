/* instrument: llvm-mca's instrument comments (see mca/instrument.h). */
#include <config.h>

#include "mca/instrument.h"

#include <limits.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static const char prefix[] = "LLVM-MCA-";

/* Is comment c an instrument?  Fills in when it is. */
static bool instrument_of(const mca_source *src, const mca_comment *c, mca_instrument *in)
{
    const char *t = src->text, *s = t + c->start, *e = t + c->end;
    while (s < e && (*s == ' ' || *s == '\t'))
        s++;
    size_t k = sizeof prefix - 1;
    if ((size_t)(e - s) < k || memcmp(s, prefix, k) != 0)
        return false;
    s += k;
    size_t rest = (size_t)(e - s);
    /* BEGIN and END (as prefixes) belong to regions */
    if ((rest >= 5 && memcmp(s, "BEGIN", 5) == 0) || (rest >= 3 && memcmp(s, "END", 3) == 0))
        return false;
    const char *kind_end = memchr(s, ' ', rest);
    size_t n = kind_end ? (size_t)(kind_end - s) : rest;
    const char *data = s + n < e ? s + n + 1 : e;
    *in = (mca_instrument){ c->start, (size_t)(s - t), n, (size_t)(data - t),
                            (size_t)(e - data) };
    return true;
}

int mca_instruments_read(mca_instruments *is, const mca_source *src, const mca_scan *scan,
                         mca_diags *diags)
{
    memset(is, 0, sizeof *is);
    size_t cap = 0;
    for (size_t c = 0; c < scan->comment_count; c++) {
        mca_instrument in;
        if (!instrument_of(src, &scan->comments[c], &in))
            continue;
        if (is->count == cap) {
            size_t ncap = cap ? cap * 2 : 8;
            mca_instrument *v = realloc(is->items, ncap * sizeof *v);
            if (!v) {
                mca_instruments_free(is);
                mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
                return -1;
            }
            is->items = v;
            cap = ncap;
        }
        is->items[is->count++] = in;
    }
    return 0;
}

void mca_instruments_free(mca_instruments *is)
{
    free(is->items);
    memset(is, 0, sizeof *is);
}

static bool kind_is(const mca_instrument *in, const mca_source *src, const char *kind)
{
    return in->kind_len == strlen(kind) && memcmp(src->text + in->kind, kind, in->kind_len) == 0;
}

int mca_instruments_check(const mca_instruments *is, const mca_source *src,
                          const char *const *kinds, mca_diags *diags)
{
    return mca_instruments_check_data(is, src, kinds, NULL, diags);
}

int mca_instruments_check_data(const mca_instruments *is, const mca_source *src,
                               const char *const *kinds, mca_instrument_data_ok valid,
                               mca_diags *diags)
{
    int status = 0;
    for (size_t i = 0; i < is->count; i++) {
        const mca_instrument *in = &is->items[i];
        bool known = false;
        for (const char *const *k = kinds; k && *k && !known; k++)
            known = kind_is(in, src, *k);
        if (known && valid &&
            !valid(src->text + in->kind, in->kind_len, src->text + in->data, in->data_len)) {
            if (in->data_len)
                mca_source_diag(src, diags, MCA_DIAG_ERROR, in->at, 1,
                                "Failed to create %.*s instrument with data: %.*s",
                                (int)in->kind_len, src->text + in->kind, (int)in->data_len,
                                src->text + in->data);
            else
                mca_source_diag(src, diags, MCA_DIAG_ERROR, in->at, 1,
                                "Failed to create %.*s instrument with no data",
                                (int)in->kind_len, src->text + in->kind);
            status = -1;
            continue;
        }
        if (known)
            continue;
        if (in->kind_len == 0)
            mca_source_diag(src, diags, MCA_DIAG_ERROR, in->at, 1,
                            "No instrumentation kind was provided in LLVM-MCA comment");
        else
            mca_source_diag(src, diags, MCA_DIAG_ERROR, in->at, 1,
                            "Unknown instrumentation type in LLVM-MCA comment: %.*s",
                            (int)in->kind_len, src->text + in->kind);
        status = -1;
    }
    if (status != 0)
        mca_diags_add(diags, MCA_DIAG_ERROR, "There was an error parsing comments.");
    return status;
}

/* llvm-mca reads instruments in a second parse, after the instructions,
 * and looks them up by pointer: the instrument of a kind ends where the
 * next one of that kind starts.  That parse reads included files and
 * instantiates macros again, into buffers above all of the first parse's,
 * so an instrument met in one holds for no instruction and ends the one
 * before it never; an instruction of a macro lies above all of the input's
 * instruments (the last one open holds for it, not the one before the
 * call).  Where several hold, the last one met wins. */
const mca_instrument **mca_instruments_active(const mca_instruments *is, const mca_source *src,
                                              const char *kind, const mca_inst *const *insts,
                                              unsigned n)
{
    const mca_instrument **v = malloc((n ? n : 1) * sizeof *v);
    /* the input's instruments of kind in the order met (offsets never
     * decrease) and whether each stays open to the end */
    const mca_instrument **in = malloc((is->count ? is->count : 1) * sizeof *in);
    bool *open = malloc((is->count ? is->count : 1) * sizeof *open);
    if (!v || !in || !open) {
        free(v);
        free(in);
        free(open);
        return NULL;
    }
    size_t m = 0;
    bool prev_inside = false;
    for (size_t c = 0; c < is->count; c++) {
        if (!kind_is(&is->items[c], src, kind))
            continue;
        bool inside = is->items[c].at <= src->len;
        if (inside && prev_inside) /* the one before ends here */
            open[m - 1] = false;
        if (inside) {
            in[m] = &is->items[c];
            open[m++] = true;
        }
        prev_inside = inside;
    }
    const mca_instrument *last_open = NULL;
    for (size_t k = 0; k < m; k++)
        if (open[k])
            last_open = in[k];
    for (unsigned i = 0; i < n; i++) {
        size_t p = insts[i]->offset;
        if (p > src->len) {
            v[i] = last_open;
            continue;
        }
        size_t lo = 0, hi = m; /* the last one starting at or before p */
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (in[mid]->at <= p)
                lo = mid + 1;
            else
                hi = mid;
        }
        v[i] = lo ? in[lo - 1] : NULL;
    }
    free(in);
    free(open);
    return v;
}

int mca_instrument_latency(const mca_instrument *in, const mca_source *src)
{
    unsigned long long v = 0;
    if (in->data_len == 0)
        return -1;
    for (size_t k = 0; k < in->data_len; k++) {
        char ch = src->text[in->data + k];
        if (ch < '0' || ch > '9' || v > UINT32_MAX / 10)
            return -1;
        v = v * 10 + (unsigned)(ch - '0');
    }
    if (v > UINT32_MAX)
        return -1; /* llvm-mca's 32-bit parse fails: ignored */
    return v <= MCA_MAX_INSTRUMENT_LATENCY ? (int)v : -2;
}

/* region: LLVM-MCA-BEGIN/END handling (see mca/region.h). */
#include <config.h>

#include "mca/region.h"

#include <stdlib.h>
#include <string.h>

/* Regions under construction plus the currently open ones. */
typedef struct {
    mca_region *items;
    size_t count, capacity;
    size_t *active;        /* indices into items of open regions */
    size_t active_count, active_capacity;
    const mca_source *src;
    mca_diags *diags;
    int failed, oom;
} builder;

static int push_region(builder *b, const char *name, size_t len, size_t begin, size_t seq)
{
    if (b->count == b->capacity) {
        size_t cap = b->capacity ? b->capacity * 2 : 8;
        mca_region *p = realloc(b->items, cap * sizeof *p);
        if (!p)
            return -1;
        b->items = p;
        b->capacity = cap;
    }
    char *copy = malloc(len + 1);
    if (!copy)
        return -1;
    memcpy(copy, name, len);
    copy[len] = '\0';
    b->items[b->count++] = (mca_region){ copy, begin, MCA_NO_OFFSET, seq, 0 };
    return 0;
}

static int push_active(builder *b, size_t index)
{
    if (b->active_count == b->active_capacity) {
        size_t cap = b->active_capacity ? b->active_capacity * 2 : 8;
        size_t *p = realloc(b->active, cap * sizeof *p);
        if (!p)
            return -1;
        b->active = p;
        b->active_capacity = cap;
    }
    b->active[b->active_count++] = index;
    return 0;
}

/* Position in b->active of the open region called name, or -1. */
static long find_active(const builder *b, const char *name, size_t len)
{
    for (size_t i = 0; i < b->active_count; i++) {
        const char *n = b->items[b->active[i]].name;
        if (strlen(n) == len && memcmp(n, name, len) == 0)
            return (long)i;
    }
    return -1;
}

static void close_active(builder *b, size_t pos, size_t offset, size_t seq)
{
    b->items[b->active[pos]].end = offset;
    b->items[b->active[pos]].end_seq = seq;
    b->active[pos] = b->active[--b->active_count];
}

static int default_untouched(const builder *b)
{
    return b->count == 1 && b->items[0].begin == MCA_NO_OFFSET &&
           b->items[0].end == MCA_NO_OFFSET;
}

static void begin_region(builder *b, const char *name, size_t len, size_t at, size_t seq)
{
    if (b->active_count == 0 && default_untouched(b)) {
        free(b->items[0].name);
        b->count = 0;
    } else if (b->active_count > 0) {
        long pos = find_active(b, name, len);
        if (pos >= 0) {
            const mca_region *prev = &b->items[b->active[pos]];
            if (len == 0) {
                mca_source_diag(b->src, b->diags, MCA_DIAG_ERROR, at, 1,
                                "found multiple overlapping anonymous regions");
                mca_source_diag(b->src, b->diags, MCA_DIAG_NOTE, prev->begin, 1,
                                "Previous anonymous region was defined here");
            } else {
                mca_source_diag(b->src, b->diags, MCA_DIAG_ERROR, at, 1,
                                "overlapping regions cannot have the same name");
                mca_source_diag(b->src, b->diags, MCA_DIAG_NOTE, prev->begin, 1,
                                "region %s was previously defined here", prev->name);
            }
            b->failed = 1;
            return;
        }
    }
    if (push_region(b, name, len, at, seq) != 0 || push_active(b, b->count - 1) != 0)
        b->oom = 1;
}

static void end_region(builder *b, const char *name, size_t len, size_t at, size_t seq)
{
    if (len == 0 && b->active_count == 1) {
        close_active(b, 0, at, seq);
        return;
    }
    if (len == 0 && b->active_count == 0 && default_untouched(b)) {
        b->items[0].end = at;
        b->items[0].end_seq = seq;
        return;
    }
    long pos = find_active(b, name, len);
    if (pos >= 0) {
        close_active(b, (size_t)pos, at, seq);
        return;
    }
    b->failed = 1;
    mca_source_diag(b->src, b->diags, MCA_DIAG_ERROR, at, 1,
                    "found an invalid region end directive");
    if (len)
        mca_source_diag(b->src, b->diags, MCA_DIAG_NOTE, at, 1,
                        "unable to find an active region named %.*s", (int)len, name);
    else
        mca_source_diag(b->src, b->diags, MCA_DIAG_NOTE, at, 1,
                        "unable to find an active anonymous region");
}

/* Skip spaces and tabs, unless only spaces and tabs remain (llvm-mca keeps
 * them then, so "LLVM-MCA-END " names a region called " "). */
static const char *skip_blanks(const char *p, const char *end)
{
    const char *q = p;
    while (q < end && (*q == ' ' || *q == '\t'))
        q++;
    return q < end ? q : p;
}

static int has_prefix(const char *p, const char *end, const char *prefix)
{
    size_t n = strlen(prefix);
    return (size_t)(end - p) >= n && memcmp(p, prefix, n) == 0;
}

static void handle_comment(builder *b, const mca_comment *c)
{
    const char *text = b->src->text;
    const char *p = text + c->start, *end = text + c->end;
    const char *q = p;
    while (q < end && (*q == ' ' || *q == '\t'))
        q++;
    if (q == end)
        return;
    if (has_prefix(q, end, "LLVM-MCA-END")) {
        q = skip_blanks(q + strlen("LLVM-MCA-END"), end);
        end_region(b, q, (size_t)(end - q), c->start, c->seq);
    } else if (has_prefix(q, end, "LLVM-MCA-BEGIN")) {
        q = skip_blanks(q + strlen("LLVM-MCA-BEGIN"), end);
        begin_region(b, q, (size_t)(end - q), c->start, c->seq);
    }
}

/* Does a marker lie past the input (in an included or instantiated text)?
 * (Then, and when texts were instantiated at all, an instruction's place
 * in reading order counts, not its origin: a marker on a .rept line or
 * after the call is met before the instantiation's instructions.) */
static int past_input(const mca_regions *rs, const mca_source *src)
{
    for (size_t i = 0; i < rs->count; i++) {
        const mca_region *r = &rs->items[i];
        if ((r->begin != MCA_NO_OFFSET && r->begin > src->len) ||
            (r->end != MCA_NO_OFFSET && r->end > src->len))
            return 1;
    }
    return 0;
}

static int by_start(const void *a, const void *b)
{
    size_t x = ((const mca_region_stmt *)a)->start, y = ((const mca_region_stmt *)b)->start;
    return x < y ? -1 : x > y;
}

/* The statements the ISA sees, by start: where an instruction stands in
 * reading order. */
static int stmt_order(mca_regions *rs, const mca_scan *scan)
{
    rs->stmts = malloc((scan->stmt_count ? scan->stmt_count : 1) * sizeof *rs->stmts);
    if (!rs->stmts)
        return -1;
    for (size_t i = 0; i < scan->stmt_count; i++)
        rs->stmts[i] = (mca_region_stmt){ scan->stmts[i].start, i };
    rs->stmt_count = scan->stmt_count;
    qsort(rs->stmts, rs->stmt_count, sizeof *rs->stmts, by_start);
    return 0;
}

int mca_regions_build(mca_regions *regions, const mca_source *src,
                      const mca_scan *scan, mca_diags *diags)
{
    builder b = { .src = src, .diags = diags };
    regions->items = NULL;
    regions->count = 0;
    if (push_region(&b, "", 0, MCA_NO_OFFSET, 0) != 0)
        b.oom = 1;
    for (size_t i = 0; i < scan->comment_count && !b.oom; i++)
        handle_comment(&b, &scan->comments[i]);
    free(b.active);
    regions->items = b.items;
    regions->count = b.count;
    regions->stmts = NULL;
    regions->stmt_count = 0;
    if (!b.oom && (src->exp_count || past_input(regions, src)) &&
        stmt_order(regions, scan) != 0)
        b.oom = 1;
    if (b.oom)
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory reading regions");
    return b.failed || b.oom ? -1 : 0;
}

void mca_regions_free(mca_regions *regions)
{
    free(regions->stmts);
    regions->stmts = NULL;
    regions->stmt_count = 0;
    for (size_t i = 0; i < regions->count; i++)
        free(regions->items[i].name);
    free(regions->items);
    regions->items = NULL;
    regions->count = 0;
}

int mca_region_contains(const mca_region *r, size_t offset)
{
    if (r->end != MCA_NO_OFFSET && offset > r->end)
        return 0;
    if (r->begin != MCA_NO_OFFSET && offset < r->begin)
        return 0;
    return 1;
}

int mca_regions_holds(const mca_regions *rs, const mca_region *r, const mca_source *src,
                      size_t offset)
{
    if (!rs->stmts)
        return mca_region_contains(r, mca_source_origin(src, offset));
    /* the statement holding offset: the last one starting at or before it */
    size_t lo = 0, hi = rs->stmt_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (rs->stmts[mid].start <= offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    size_t k = lo ? rs->stmts[lo - 1].index : 0;
    if (r->begin != MCA_NO_OFFSET && (k < r->begin_seq || offset < r->begin))
        return 0;
    if (r->end != MCA_NO_OFFSET && k >= r->end_seq && offset > r->end)
        return 0;
    return 1;
}

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

static int push_region(builder *b, const char *name, size_t len, size_t begin)
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
    b->items[b->count++] = (mca_region){ copy, begin, MCA_NO_OFFSET };
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

static void close_active(builder *b, size_t pos, size_t offset)
{
    b->items[b->active[pos]].end = offset;
    b->active[pos] = b->active[--b->active_count];
}

static int default_untouched(const builder *b)
{
    return b->count == 1 && b->items[0].begin == MCA_NO_OFFSET &&
           b->items[0].end == MCA_NO_OFFSET;
}

static void begin_region(builder *b, const char *name, size_t len, size_t at)
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
    if (push_region(b, name, len, at) != 0 || push_active(b, b->count - 1) != 0)
        b->oom = 1;
}

static void end_region(builder *b, const char *name, size_t len, size_t at)
{
    if (len == 0 && b->active_count == 1) {
        close_active(b, 0, at);
        return;
    }
    if (len == 0 && b->active_count == 0 && default_untouched(b)) {
        b->items[0].end = at;
        return;
    }
    long pos = find_active(b, name, len);
    if (pos >= 0) {
        close_active(b, (size_t)pos, at);
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
        end_region(b, q, (size_t)(end - q), c->start);
    } else if (has_prefix(q, end, "LLVM-MCA-BEGIN")) {
        q = skip_blanks(q + strlen("LLVM-MCA-BEGIN"), end);
        begin_region(b, q, (size_t)(end - q), c->start);
    }
}

int mca_regions_build(mca_regions *regions, const mca_source *src,
                      const mca_scan *scan, mca_diags *diags)
{
    builder b = { .src = src, .diags = diags };
    regions->items = NULL;
    regions->count = 0;
    if (push_region(&b, "", 0, MCA_NO_OFFSET) != 0)
        b.oom = 1;
    for (size_t i = 0; i < scan->comment_count && !b.oom; i++)
        handle_comment(&b, &scan->comments[i]);
    free(b.active);
    regions->items = b.items;
    regions->count = b.count;
    if (b.oom)
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory reading regions");
    return b.failed || b.oom ? -1 : 0;
}

void mca_regions_free(mca_regions *regions)
{
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

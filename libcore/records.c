/* records: tokenizing model and catalog files (see records.h). */
#include <config.h>

#include "records.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void mca_records_init(mca_records *r, const mca_source *src, mca_diags *diags)
{
    memset(r, 0, sizeof *r);
    r->src = src;
    r->diags = diags;
}

void mca_records_free(mca_records *r)
{
    free(r->fields);
    r->fields = NULL;
    r->count = r->capacity = 0;
}

static int push_field(mca_records *r, const char *s, size_t len)
{
    if (r->count == r->capacity) {
        size_t cap = r->capacity ? r->capacity * 2 : 16;
        mca_field *p = realloc(r->fields, cap * sizeof *p);
        if (!p)
            return -1;
        r->fields = p;
        r->capacity = cap;
    }
    r->fields[r->count++] = (mca_field){ s, len, (size_t)(s - r->src->text) };
    return 0;
}

bool mca_records_next(mca_records *r)
{
    const char *t = r->src->text;
    size_t n = r->src->len;
    while (r->next < n) {
        size_t start = r->next;
        const char *nl = memchr(t + start, '\n', n - start);
        size_t end = nl ? (size_t)(nl - t) : n;
        r->next = end < n ? end + 1 : end;
        if (end > start && t[end - 1] == '\r')
            end--;
        if (end == start || t[start] == '#')
            continue;
        r->line_start = start;
        r->line_end = end;
        r->count = 0;
        size_t i = start;
        while (i < end) {
            const char *sp = memchr(t + i, ' ', end - i);
            size_t j = sp ? (size_t)(sp - t) : end;
            if (j > i && push_field(r, t + i, j - i) != 0) {
                r->oom = r->failed = 1;
                mca_diags_add(r->diags, MCA_DIAG_ERROR, "out of memory reading %s",
                              r->src->name);
                return false;
            }
            i = j + 1;
        }
        if (r->count)
            return true;
    }
    return false;
}

void mca_records_error(mca_records *r, size_t i, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    size_t at = i < r->count ? r->fields[i].offset : r->line_end;
    size_t span = i < r->count ? r->fields[i].len : 1;
    mca_source_diag(r->src, r->diags, MCA_DIAG_ERROR, at, span, "%s", msg);
    r->failed = 1;
}

bool mca_field_is(const mca_field *f, const char *word)
{
    return strlen(word) == f->len && memcmp(f->s, word, f->len) == 0;
}

bool mca_parse_long(const mca_field *f, long *out)
{
    /* the common case, a short decimal, without strtol */
    size_t neg = f->len > 1 && f->s[0] == '-';
    if (f->len > neg && f->len - neg <= 18) {
        long v = 0;
        size_t i = neg;
        while (i < f->len && f->s[i] >= '0' && f->s[i] <= '9')
            v = v * 10 + (f->s[i++] - '0');
        if (i == f->len) {
            *out = neg ? -v : v;
            return true;
        }
    }
    char buf[32];
    if (f->len == 0 || f->len >= sizeof buf)
        return false;
    memcpy(buf, f->s, f->len);
    buf[f->len] = '\0';
    char *end;
    errno = 0;
    int hex = f->len > 2 && buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X');
    long v = hex ? (long)strtoul(buf, &end, 16) : strtol(buf, &end, 10);
    if (errno || *end || end == buf)
        return false;
    *out = v;
    return true;
}

bool mca_records_long(mca_records *r, size_t i, long min, long max, long *out)
{
    if (i >= r->count) {
        mca_records_error(r, i, "missing number");
        return false;
    }
    if (!mca_parse_long(&r->fields[i], out)) {
        mca_records_error(r, i, "expected a number, found '%.*s'",
                          (int)r->fields[i].len, r->fields[i].s);
        return false;
    }
    if (*out < min || *out > max) {
        mca_records_error(r, i, "number %ld out of range [%ld, %ld]", *out, min, max);
        return false;
    }
    return true;
}

bool mca_records_kv(mca_records *r, size_t i, mca_field *key, mca_field *value)
{
    const mca_field *f = &r->fields[i];
    const char *eq = memchr(f->s, '=', f->len);
    if (!eq) {
        mca_records_error(r, i, "expected key=value, found '%.*s'", (int)f->len, f->s);
        return false;
    }
    *key = (mca_field){ f->s, (size_t)(eq - f->s), f->offset };
    *value = (mca_field){ eq + 1, f->len - key->len - 1, f->offset + key->len + 1 };
    return true;
}

bool mca_records_need(mca_records *r, size_t n)
{
    if (r->count >= n)
        return true;
    mca_records_error(r, r->count, "'%.*s' needs %zu fields, found %zu",
                      (int)r->fields[0].len, r->fields[0].s, n - 1, r->count - 1);
    return false;
}

mca_field mca_records_rest(const mca_records *r, size_t i)
{
    size_t start = r->fields[i].offset;
    return (mca_field){ r->src->text + start, r->line_end - start, start };
}

int mca_split(const mca_field *value, char sep, mca_field **items, size_t *count)
{
    const char *s = value->s, *end = s + value->len;
    size_t n = 1;
    for (const char *p = s; (p = memchr(p, sep, (size_t)(end - p))) != NULL; p++)
        n++;
    mca_field *list = malloc(n * sizeof *list);
    if (!list)
        return -1;
    const char *start = s;
    for (size_t k = 0; k < n; k++) {
        const char *stop = memchr(start, sep, (size_t)(end - start));
        if (!stop)
            stop = end;
        list[k] = (mca_field){ start, (size_t)(stop - start),
                               value->offset + (size_t)(start - s) };
        start = stop + 1;
    }
    *items = list;
    *count = n;
    return 0;
}

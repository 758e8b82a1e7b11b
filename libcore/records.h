/* records: reading the line-based files of mca-models(5).  Internal.
 *
 * Each non-empty line that does not start with '#' is a record: fields
 * separated by single spaces, the first being the keyword.  Errors are
 * located at the column of the offending field, through the source's
 * diagnostics, and make the reader fail (failed is set). */
#ifndef MCA_RECORDS_H
#define MCA_RECORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "mca/source.h"

typedef struct {
    const char *s;
    size_t len;
    size_t offset; /* in the source text */
} mca_field;

typedef struct {
    const mca_source *src;
    mca_diags *diags;
    size_t next;        /* offset of the next line */
    size_t line_start, line_end;
    mca_field *fields;
    size_t count, capacity;
    int failed, oom;
} mca_records;

void mca_records_init(mca_records *r, const mca_source *src, mca_diags *diags);
void mca_records_free(mca_records *r);

/* Advance to the next record; false at the end (or on out of memory). */
bool mca_records_next(mca_records *r);

/* Report an error at field i (i == count: the end of the line). */
void mca_records_error(mca_records *r, size_t i, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

bool mca_field_is(const mca_field *f, const char *word);

/* Parse field i as a number (decimal, or hex with 0x); false after
 * reporting an error when it is not one or lies outside [min, max]. */
bool mca_records_long(mca_records *r, size_t i, long min, long max, long *out);

/* Split field i as key=value; false (with an error) without '='. */
bool mca_records_kv(mca_records *r, size_t i, mca_field *key, mca_field *value);

/* Check the record has at least n fields. */
bool mca_records_need(mca_records *r, size_t n);

/* The text from field i to the end of the line. */
mca_field mca_records_rest(const mca_records *r, size_t i);

/* Split a value at sep into the caller's list (items point into value). */
int mca_split(const mca_field *value, char sep, mca_field **items, size_t *count);

/* Parse a number from a sub-field; false when it is not one. */
bool mca_parse_long(const mca_field *f, long *out);

#endif

/* json: the one JSON writer of both tools, laid out as llvm-mca 22 lays out
 * its JSON (docs/llvm-mca-behaviour.md 13):
 * two-space indentation, one member or element per line, doubles with
 * %.17g, strings escaped as LLVM's JSON writer escapes them.  Callers
 * write object members in sorted key order. */
#ifndef MCA_JSON_H
#define MCA_JSON_H

#include <stdbool.h>

#include "mca/strbuf.h"

enum { MCA_JSON_MAX_DEPTH = 32 };

typedef struct {
    mca_strbuf *b;
    unsigned depth;
    bool first[MCA_JSON_MAX_DEPTH];
    bool compact;           /* no newlines, no indentation */
} mca_json;

void mca_json_init(mca_json *j, mca_strbuf *b);
/* The same layout on one line: without the newlines and indentation
 * (members still separated by "," and keys by ": "), and without the
 * newline after the top-level value (batch mode's JSON lines). */
void mca_json_init_compact(mca_json *j, mca_strbuf *b);
/* key is NULL for array elements and the top-level value. */
void mca_json_object(mca_json *j, const char *key);
void mca_json_array(mca_json *j, const char *key);
void mca_json_end_object(mca_json *j);
void mca_json_end_array(mca_json *j);
void mca_json_uint(mca_json *j, const char *key, unsigned long long v);
void mca_json_int(mca_json *j, const char *key, long long v);
void mca_json_double(mca_json *j, const char *key, double v);
void mca_json_bool(mca_json *j, const char *key, bool v);
void mca_json_string(mca_json *j, const char *key, const char *s);
/* A string from bytes (may contain NUL). */
void mca_json_string_n(mca_json *j, const char *key, const char *s, unsigned n);

#endif

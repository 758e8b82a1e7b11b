/* a64-sysreg: named system registers (mrs/msr operands) as LLVM 22 reads
 * and prints them.  The table is LLVM's, written by mca-a64-sysregs
 * (libcore/modelgen/a64-sysregs.cpp): every record with its encoding,
 * whether mrs may read and msr write it, and the features it needs.
 *
 * Reading: a name (any case) whose record's features are on gives its
 * encoding where the record allows the access; any other name is tried as
 * the generic S<op0>_<op1>_C<n>_C<m>_<op2> spelling.  Printing: the first
 * record of the encoding (table order) that allows the access and whose
 * features are on, else the generic spelling.  A record's features count
 * as on when "all" is (LLVM's FeatureAll). */
#include <config.h>

#include <ctype.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"
#include "../fixed-strings.h"

typedef struct {              /* (strings in place: fixed-strings.h) */
    char name[24];
    uint16_t enc;
    uint8_t readable, writable;
    char features[16];        /* "a,b": all needed; "" none */
} a64_sysreg_rec;

MCA_FIXED_STRINGS_BEGIN
#include "../models/aarch64/sysregs.inc"
MCA_FIXED_STRINGS_END

static bool features_on(const a64_features *f, const char *list)
{
    return !*list || a64_feature_on(f, "all") || a64_feature_list_on(f, list);
}

/* Compares s (upper-cased on the fly) with a record's upper-cased name. */
static int cmp_upper(const char *s, const char *name)
{
    for (;; s++, name++) {
        int a = toupper((unsigned char)*s), b = toupper((unsigned char)*name);
        if (a != b || !a)
            return a - b;
    }
}

/* The first record (in name order) named s, or NULL. */
static const a64_sysreg_rec *by_name(const char *s)
{
    size_t lo = 0, hi = A64_SYSREG_COUNT;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (cmp_upper(s, a64_sysregs[a64_sysreg_by_name[mid]].name) > 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < A64_SYSREG_COUNT && !cmp_upper(s, a64_sysregs[a64_sysreg_by_name[lo]].name))
        return &a64_sysregs[a64_sysreg_by_name[lo]];
    return NULL;
}

/* A decimal number of s in [0, max] without leading zeros (LLVM's pattern
 * is "[0-7]", "[0-3]" or "[0-9]|1[0-5]"); its end, or NULL. */
static const char *field(const char *s, int max, int *v)
{
    if (!isdigit((unsigned char)*s))
        return NULL;
    int n = *s++ - '0';
    if (n == 1 && max > 9 && isdigit((unsigned char)*s))
        n = 10 + (*s++ - '0');
    if (n > max || isdigit((unsigned char)*s))
        return NULL;
    *v = n;
    return s;
}

static int generic(const char *s)
{
    int op0, op1, crn, crm, op2;
    if (toupper((unsigned char)*s) != 'S' || !(s = field(s + 1, 3, &op0)) || *s++ != '_' ||
        !(s = field(s, 7, &op1)) || *s++ != '_' || toupper((unsigned char)*s++) != 'C' ||
        !(s = field(s, 15, &crn)) || *s++ != '_' || toupper((unsigned char)*s++) != 'C' ||
        !(s = field(s, 15, &crm)) || *s++ != '_' || !(s = field(s, 7, &op2)) || *s)
        return -1;
    return op0 << 14 | op1 << 11 | crn << 7 | crm << 3 | op2;
}

void a64_sysreg_parse(const a64_features *f, const char *s, int *mrs, int *msr)
{
    const a64_sysreg_rec *r = by_name(s);
    if (r && features_on(f, r->features)) {
        *mrs = r->readable ? r->enc : -1;
        *msr = r->writable ? r->enc : -1;
        return;
    }
    *mrs = *msr = generic(s);
}

void a64_sysreg_text(const a64_features *f, int enc, bool read, mca_strbuf *b)
{
    for (size_t i = 0; i < A64_SYSREG_COUNT && a64_sysregs[i].enc <= enc; i++) {
        const a64_sysreg_rec *r = &a64_sysregs[i];
        if (r->enc == enc && (read ? r->readable : r->writable) && features_on(f, r->features)) {
            mca_strbuf_puts(b, r->name);
            return;
        }
    }
    mca_strbuf_printf(b, "S%d_%d_C%d_C%d_%d", (enc >> 14) & 3, (enc >> 11) & 7,
                      (enc >> 7) & 15, (enc >> 3) & 15, enc & 7);
}

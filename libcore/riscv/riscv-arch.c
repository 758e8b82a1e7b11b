/* riscv-arch: ISA strings ("rv64imafdc_zba1p0_zbb"), as ".attribute arch"
 * and ".option arch, rv64..." give them: LLVM's assembler first turns every
 * extension off, then on those the string names, with what they imply,
 * and takes its XLEN.  Compilers write one at the top of every file, so
 * the extensions a file may use are the string's, not the CPU's. */
#include <config.h>

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "riscv-internal.h"

static int fail(char **msg, const char *s, size_t n, const char *fmt, ...)
{
    char why[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    size_t size = n + strlen(why) + 32;
    *msg = malloc(size);
    if (*msg)
        snprintf(*msg, size, "invalid arch name '%.*s', %s", (int)n, s, why);
    return -1;
}

/* A version after an extension name: MAJOR or MAJORpMINOR. */
typedef struct {
    int given, has_minor;
    unsigned major, minor;
} version;

/* Read digits at s[*pos] (at most end); 0 when there are none. */
static int digits(const char *s, size_t *pos, size_t end, unsigned *out)
{
    size_t start = *pos;
    unsigned v = 0;
    while (*pos < end && isdigit((unsigned char)s[*pos])) {
        if (v < 100000)
            v = v * 10 + (unsigned)(s[*pos] - '0');
        (*pos)++;
    }
    *out = v;
    return *pos > start;
}

static int check_version(const rv_extension *e, const version *v, char **msg, const char *s,
                         size_t n)
{
    if (!v->given)
        return 0;
    unsigned minor = v->has_minor ? v->minor : 0;
    if (v->major == e->major && minor == e->minor)
        return 0;
    if (v->has_minor)
        return fail(msg, s, n, "unsupported version number %u.%u for extension '%s'", v->major,
                    v->minor, e->name);
    return fail(msg, s, n, "unsupported version number %u for extension '%s'", v->major,
                e->name);
}

static void turn_on(rv_features *f, const char *name)
{
    int x = rv_feature_named(name, strlen(name));
    if (x >= 0)
        rv_feature_enable(f, x);
}

/* Split a multi-letter item "zve32x1p0" into its name and version: the
 * version is the trailing digits (and pDIGITS) after the name's last
 * letter. */
static size_t split_version(const char *item, size_t len, version *v)
{
    memset(v, 0, sizeof *v);
    size_t end = len;
    while (end > 0 && isdigit((unsigned char)item[end - 1]))
        end--;
    if (end == len)
        return len;
    size_t name_end = end;
    if (end >= 2 && item[end - 1] == 'p' && isdigit((unsigned char)item[end - 2])) {
        size_t p = end - 1;
        size_t m = p;
        while (m > 0 && isdigit((unsigned char)item[m - 1]))
            m--;
        if (m == 0)
            return len;
        size_t q = m;
        digits(item, &q, p, &v->major);
        q = p + 1;
        digits(item, &q, len, &v->minor);
        v->has_minor = 1;
        name_end = m;
    } else {
        size_t q = end;
        digits(item, &q, len, &v->major);
    }
    v->given = 1;
    return name_end;
}

int rv_arch_reset(rv_features *f, int *rv64, const char *s, size_t n, char **msg)
{
    *msg = NULL;
    for (int x = 0; x < RVF_COUNT; x++)
        if (x != RVF_64BIT && x != RVF_TUNE_LUI_ADDI_FUSION)
            f->bits[x / 64] &= ~(1ull << (x % 64));
    for (size_t i = 0; i < n; i++)
        if (!islower((unsigned char)s[i]) && !isdigit((unsigned char)s[i]) && s[i] != '_')
            return fail(msg, s, n, "string may only contain [a-z0-9_]");
    if (n < 5 || (strncmp(s, "rv32", 4) != 0 && strncmp(s, "rv64", 4) != 0) ||
        !strchr("ieg", s[4]))
        return fail(msg, s, n, "string must begin with rv32{i,e,g}, rv64{i,e,g}, or a "
                               "supported profile name");
    int xlen = s[2] == '3' ? 32 : 64;
    size_t pos = 4;
    /* the base and the single-letter extensions, underscores allowed */
    while (pos < n && !strchr("zsx", s[pos])) {
        if (s[pos] == '_') {
            pos++;
            if (pos == n || s[pos] == '_')
                return fail(msg, s, n, "extension name missing after separator '_'");
            continue;
        }
        char name[2] = { s[pos++], 0 };
        version v = { 0, 0, 0, 0 };
        if (pos < n && isdigit((unsigned char)s[pos])) {
            v.given = 1;
            digits(s, &pos, n, &v.major);
            if (pos + 1 < n && s[pos] == 'p' && isdigit((unsigned char)s[pos + 1])) {
                pos++;
                v.has_minor = 1;
                digits(s, &pos, n, &v.minor);
            }
        }
        if (name[0] == 'g') {
            static const char *const g[] = { "m", "a", "f", "d", "zicsr", "zifencei" };
            for (size_t k = 0; k < sizeof g / sizeof *g; k++)
                turn_on(f, g[k]);
            continue;
        }
        const rv_extension *e = rv_extension_named(name);
        if (!e)
            return fail(msg, s, n, "invalid standard user-level extension '%s'", name);
        if (check_version(e, &v, msg, s, n) != 0)
            return -1;
        turn_on(f, name);
    }
    /* the multi-letter extensions, one per '_'-separated item */
    while (pos < n) {
        size_t end = pos;
        while (end < n && s[end] != '_')
            end++;
        if (end == pos)
            return fail(msg, s, n, "extension name missing after separator '_'");
        char item[64];
        size_t len = end - pos < sizeof item - 1 ? end - pos : sizeof item - 1;
        memcpy(item, s + pos, len);
        item[len] = 0;
        version v;
        size_t name_len = split_version(item, len, &v);
        item[name_len] = 0;
        const rv_extension *e = rv_extension_named(item);
        if (!e)
            return fail(msg, s, n, "unsupported %s extension '%s'",
                        item[0] == 's'   ? "standard supervisor-level"
                        : item[0] == 'x' ? "non-standard user-level"
                                         : "standard user-level",
                        item);
        if (check_version(e, &v, msg, s, n) != 0)
            return -1;
        turn_on(f, item);
        pos = end;
        if (pos < n) {
            pos++;
            if (pos == n)
                return fail(msg, s, n, "extension name missing after separator '_'");
        }
    }
    /* LLVM's ISA rules: C with D brings Zcd, on RV32 C with F brings Zcf,
     * and Zba, Zbb and Zbs together are B */
    if (rv_has(f, RVF_ZBA) && rv_has(f, RVF_ZBB) && rv_has(f, RVF_ZBS))
        rv_feature_enable(f, RVF_B);
    if (rv_has(f, RVF_C) && rv_has(f, RVF_D))
        rv_feature_enable(f, RVF_ZCD);
    if (rv_has(f, RVF_C) && rv_has(f, RVF_F) && xlen == 32)
        rv_feature_enable(f, RVF_ZCF);
    if (xlen == 64)
        f->bits[RVF_64BIT / 64] |= 1ull << (RVF_64BIT % 64);
    else
        f->bits[RVF_64BIT / 64] &= ~(1ull << (RVF_64BIT % 64));
    *rv64 = xlen == 64;
    return 0;
}

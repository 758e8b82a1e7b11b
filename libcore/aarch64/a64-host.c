/* a64-host: LLVM 22's host CPU name from /proc/cpuinfo (see a64-host.h). */
#include <config.h>

#include "a64-host.h"
#include "../host-cpuinfo.h"

#include <stdbool.h>
#include <string.h>

/* A piece of the text: lines are not NUL-terminated. */
typedef struct {
    const char *p;
    size_t n;
} span;

static bool span_is(span s, const char *lit)
{
    return strlen(lit) == s.n && memcmp(s.p, lit, s.n) == 0;
}

static bool span_ends_with(span s, const char *lit)
{
    size_t n = strlen(lit);
    return s.n >= n && memcmp(s.p + s.n - n, lit, n) == 0;
}

/* The rest of line after prefix, with leading tabs, spaces and colons
 * dropped (LLVM: consume_front, then ltrim("\t :")); false when the line
 * does not start with prefix. */
static bool field(span line, const char *prefix, span *value)
{
    size_t n = strlen(prefix);
    if (line.n < n || memcmp(line.p, prefix, n) != 0)
        return false;
    while (n < line.n && (line.p[n] == '\t' || line.p[n] == ' ' || line.p[n] == ':'))
        n++;
    *value = (span){line.p + n, line.n - n};
    return true;
}

/* LLVM's StringRef::getAsInteger with radix 0 into a 32-bit unsigned:
 * 0x/0X hexadecimal, 0b/0B binary, 0o octal, a leading 0 octal, else
 * decimal; the whole text must be digits of that radix, without overflow. */
static bool as_unsigned(span s, unsigned *out)
{
    unsigned radix = 10;
    size_t i = 0;
    if (s.n >= 2 && s.p[0] == '0' && (s.p[1] == 'x' || s.p[1] == 'X'))
        radix = 16, i = 2;
    else if (s.n >= 2 && s.p[0] == '0' && (s.p[1] == 'b' || s.p[1] == 'B'))
        radix = 2, i = 2;
    else if (s.n >= 2 && s.p[0] == '0' && s.p[1] == 'o')
        radix = 8, i = 2;
    else if (s.n >= 2 && s.p[0] == '0' && s.p[1] >= '0' && s.p[1] <= '9')
        radix = 8, i = 1;
    if (i == s.n)
        return false;
    unsigned long long v = 0;
    for (; i < s.n; i++) {
        char c = s.p[i];
        unsigned d = c >= '0' && c <= '9'   ? (unsigned)(c - '0')
                     : c >= 'a' && c <= 'z' ? (unsigned)(c - 'a' + 10)
                     : c >= 'A' && c <= 'Z' ? (unsigned)(c - 'A' + 10)
                                            : 99;
        if (d >= radix)
            return false;
        v = v * radix + d;
        if (v > 0xffffffffull)
            return false;
    }
    *out = (unsigned)v;
    return true;
}

/* Implementer and part spellings LLVM 22 names, as it compares them. */
static const struct {
    const char *implementer, *part, *name;
} parts[] = {
    {"0x41", "0xb36", "arm1136j-s"},
    {"0x41", "0xb56", "arm1156t2-s"},
    {"0x41", "0xb76", "arm1176jz-s"},
    {"0x41", "0x926", "arm926ej-s"},
    {"0x41", "0xd8a", "c1-nano"},
    {"0x41", "0xd90", "c1-premium"},
    {"0x41", "0xd8b", "c1-pro"},
    {"0x41", "0xd8c", "c1-ultra"},
    {"0x41", "0xc0f", "cortex-a15"},
    {"0x41", "0xc0e", "cortex-a17"},
    {"0x41", "0xd8f", "cortex-a320"},
    {"0x41", "0xd02", "cortex-a34"},
    {"0x41", "0xd04", "cortex-a35"},
    {"0x41", "0xc05", "cortex-a5"},
    {"0x41", "0xd46", "cortex-a510"},
    {"0x41", "0xd80", "cortex-a520"},
    {"0x41", "0xd88", "cortex-a520ae"},
    {"0x41", "0xd03", "cortex-a53"},
    {"0x41", "0xd05", "cortex-a55"},
    {"0x41", "0xd07", "cortex-a57"},
    {"0x41", "0xd06", "cortex-a65"},
    {"0x41", "0xd43", "cortex-a65ae"},
    {"0x41", "0xc07", "cortex-a7"},
    {"0x41", "0xd47", "cortex-a710"},
    {"0x41", "0xd4d", "cortex-a715"},
    {"0x41", "0xd08", "cortex-a72"},
    {"0x41", "0xd81", "cortex-a720"},
    {"0x41", "0xd89", "cortex-a720ae"},
    {"0x41", "0xd87", "cortex-a725"},
    {"0x41", "0xd09", "cortex-a73"},
    {"0x41", "0xd0a", "cortex-a75"},
    {"0x41", "0xd0b", "cortex-a76"},
    {"0x41", "0xd0e", "cortex-a76ae"},
    {"0x41", "0xd0d", "cortex-a77"},
    {"0x41", "0xd41", "cortex-a78"},
    {"0x41", "0xd42", "cortex-a78ae"},
    {"0x41", "0xd4b", "cortex-a78c"},
    {"0x41", "0xc08", "cortex-a8"},
    {"0x41", "0xc09", "cortex-a9"},
    {"0x41", "0xc20", "cortex-m0"},
    {"0x41", "0xd20", "cortex-m23"},
    {"0x41", "0xc23", "cortex-m3"},
    {"0x41", "0xd21", "cortex-m33"},
    {"0x41", "0xc24", "cortex-m4"},
    {"0x41", "0xd24", "cortex-m52"},
    {"0x41", "0xd22", "cortex-m55"},
    {"0x41", "0xc27", "cortex-m7"},
    {"0x41", "0xd23", "cortex-m85"},
    {"0x41", "0xd13", "cortex-r52"},
    {"0x41", "0xd16", "cortex-r52plus"},
    {"0x41", "0xc18", "cortex-r8"},
    {"0x41", "0xd15", "cortex-r82"},
    {"0x41", "0xd14", "cortex-r82ae"},
    {"0x41", "0xd44", "cortex-x1"},
    {"0x41", "0xd4c", "cortex-x1c"},
    {"0x41", "0xd48", "cortex-x2"},
    {"0x41", "0xd4e", "cortex-x3"},
    {"0x41", "0xd82", "cortex-x4"},
    {"0x41", "0xd85", "cortex-x925"},
    {"0x41", "0xb02", "mpcore"},
    {"0x41", "0xd4a", "neoverse-e1"},
    {"0x41", "0xd0c", "neoverse-n1"},
    {"0x41", "0xd49", "neoverse-n2"},
    {"0x41", "0xd8e", "neoverse-n3"},
    {"0x41", "0xd40", "neoverse-v1"},
    {"0x41", "0xd4f", "neoverse-v2"},
    {"0x41", "0xd84", "neoverse-v3"},
    {"0x41", "0xd83", "neoverse-v3ae"},
    {"0x42", "0x0516", "thunderx2t99"},
    {"0x42", "0x0af", "thunderx2t99"},
    {"0x42", "0x516", "thunderx2t99"},
    {"0x42", "0xaf", "thunderx2t99"},
    {"0x42", "0x0a1", "thunderxt88"},
    {"0x42", "0xa1", "thunderxt88"},
    {"0x43", "0x0516", "thunderx2t99"},
    {"0x43", "0x0af", "thunderx2t99"},
    {"0x43", "0x516", "thunderx2t99"},
    {"0x43", "0xaf", "thunderx2t99"},
    {"0x43", "0x0a1", "thunderxt88"},
    {"0x43", "0xa1", "thunderxt88"},
    {"0x46", "0x001", "a64fx"},
    {"0x46", "0x003", "fujitsu-monaka"},
    {"0x48", "0xd01", "tsv110"},
    {"0x4e", "0x004", "carmel"},
    {"0x4e", "0x010", "olympus"},
    {"0x4e", "0x10", "olympus"},
    {"0x51", "0x800", "cortex-a73"},
    {"0x51", "0x801", "cortex-a73"},
    {"0x51", "0x802", "cortex-a75"},
    {"0x51", "0x803", "cortex-a75"},
    {"0x51", "0x804", "cortex-a76"},
    {"0x51", "0x805", "cortex-a76"},
    {"0x51", "0xc00", "falkor"},
    {"0x51", "0x06f", "krait"},
    {"0x51", "0x201", "kryo"},
    {"0x51", "0x205", "kryo"},
    {"0x51", "0x211", "kryo"},
    {"0x51", "0x001", "oryon-1"},
    {"0x51", "0xc01", "saphira"},
    {"0x61", "0x020", "apple-m1"},
    {"0x61", "0x021", "apple-m1"},
    {"0x61", "0x022", "apple-m1"},
    {"0x61", "0x023", "apple-m1"},
    {"0x61", "0x024", "apple-m1"},
    {"0x61", "0x025", "apple-m1"},
    {"0x61", "0x028", "apple-m1"},
    {"0x61", "0x029", "apple-m1"},
    {"0x61", "0x030", "apple-m2"},
    {"0x61", "0x031", "apple-m2"},
    {"0x61", "0x032", "apple-m2"},
    {"0x61", "0x033", "apple-m2"},
    {"0x61", "0x034", "apple-m2"},
    {"0x61", "0x035", "apple-m2"},
    {"0x61", "0x038", "apple-m2"},
    {"0x61", "0x039", "apple-m2"},
    {"0x61", "0x048", "apple-m3"},
    {"0x61", "0x049", "apple-m3"},
    {"0x63", "0x132", "star-mc1"},
    {"0x63", "0xd25", "star-mc3"},
    {"0x6d", "0xd49", "neoverse-n2"},
    {"0xc0", "0xac3", "ampere1"},
    {"0xc0", "0xac4", "ampere1a"},
    {"0xc0", "0xac5", "ampere1b"},
    {"0xc0", "0xac7", "ampere1c"},
};

/* Samsung names its cores by variant and part together. */
static const char *exynos(unsigned variant, span part)
{
    unsigned p = 0;
    as_unsigned(part, &p);
    return ((variant << 12) | p) == 0x1003 ? "exynos-m4" : "exynos-m3";
}

const char *mca_a64_cpu_name_from_cpuinfo(const char *text, size_t len)
{
    span implementer = {"", 0}, hardware = {"", 0}, part = {"", 0};
    /* The distinct parts, for the one big.LITTLE pair LLVM 22 names
     * (Cortex-X925 with Cortex-A725): at most two matter. */
    span distinct[3];
    size_t ndistinct = 0;
    unsigned variant = 0;       /* the last "CPU variant" that reads as a number */

    const char *end = text + len;
    for (const char *p = text; p <= end;) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        span line = {p, (size_t)((nl ? nl : end) - p)};
        span v;
        if (field(line, "CPU implementer", &v)) {
            implementer = v;
        } else if (field(line, "Hardware", &v)) {
            hardware = v;
        } else if (field(line, "CPU part", &v)) {
            part = v;
            bool seen = false;
            for (size_t i = 0; i < ndistinct && !seen; i++)
                seen = distinct[i].n == v.n && memcmp(distinct[i].p, v.p, v.n) == 0;
            if (!seen && ndistinct < 3)
                distinct[ndistinct++] = v;
        }
        if (field(line, "CPU variant", &v))
            as_unsigned(v, &variant);
        if (!nl)
            break;
        p = nl + 1;
    }

    if (span_is(implementer, "0x41")) {
        if (span_ends_with(hardware, "MSM8994") || span_ends_with(hardware, "MSM8996"))
            return "cortex-a53";
        if (ndistinct == 2 &&
            ((span_is(distinct[0], "0xd85") && span_is(distinct[1], "0xd87")) ||
             (span_is(distinct[0], "0xd87") && span_is(distinct[1], "0xd85"))))
            return "cortex-x925";
    }
    if (span_is(implementer, "0x53"))
        return exynos(variant, part);
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        if (span_is(implementer, parts[i].implementer) && span_is(part, parts[i].part))
            return parts[i].name;
    return "generic";
}

char *mca_a64_host_cpu(void)
{
#if defined(__aarch64__) && defined(__linux__)
    return mca_read_cpuinfo_name(mca_a64_cpu_name_from_cpuinfo);
#else
    return NULL;
#endif
}

/* a64-feat: the subtarget features in effect (the CPU's, then -mattr) and
 * the assembler predicates an opcode needs, as LLVM 22's AArch64 assembler
 * checks them ("instruction requires: sve or sme").  The tables are
 * LLVM's, written by mca-modelgen (libcore/modelgen/features.cpp). */
#include <config.h>

#include <stdint.h>
#include <string.h>

#include "a64-internal.h"
#include "../fixed-strings.h"

#define A64F_WORDS_MAX 8
#define A64F_ALTS_MAX 4
#define A64F_PREDS_MAX 4

/* The names are in place (fixed-strings.h), but a CPU's list of features,
 * hundreds of bytes long, and the few aliases. */
typedef struct {
    char name[40];
    uint64_t implies[A64F_WORDS_MAX];   /* itself and what it implies */
} a64f_feature;

typedef struct {
    char name[24];
    uint64_t on[A64F_WORDS_MAX];
    const char *names;                  /* the same features by name, "a,b" */
} a64f_cpu;

typedef struct {
    const char *name, *subtarget;
} a64f_alias;

typedef struct {
    char name[16];
    uint64_t on[A64F_WORDS_MAX];        /* what .arch NAME sets, nothing else */
    uint64_t crypto_on[A64F_WORDS_MAX], crypto_off[A64F_WORDS_MAX];
} a64f_arch;

typedef struct {
    char name[16];
    uint64_t on[A64F_WORDS_MAX], off[A64F_WORDS_MAX]; /* by ext, by noext */
} a64f_ext;

typedef struct {
    char text[40];                      /* as the error message names it */
    unsigned alt_count;
    uint64_t alts[A64F_ALTS_MAX][A64F_WORDS_MAX]; /* any alternative, all of its features */
} a64f_predicate;

typedef struct {
    uint16_t opcode;
    uint8_t preds[A64F_PREDS_MAX];      /* predicate index + 1, 0 ends */
} a64f_need;

MCA_FIXED_STRINGS_BEGIN
#include "../models/aarch64/features.inc"
MCA_FIXED_STRINGS_END

_Static_assert(A64F_WORDS <= A64F_WORDS_MAX, "feature set too small");
_Static_assert(A64F_MAX_ALTS <= A64F_ALTS_MAX, "too many alternatives");
_Static_assert(A64F_MAX_PREDS <= A64F_PREDS_MAX, "too many predicates");
_Static_assert(A64F_WORDS_MAX <= sizeof ((a64_features *)0)->w / sizeof (uint64_t),
               "a64_features too small");

static int feature_index(const char *name, size_t n)
{
    for (int i = 0; i < A64F_COUNT; i++)
        if (strlen(a64f_features[i].name) == n && !strncmp(a64f_features[i].name, name, n))
            return i;
    return -1;
}

static bool has(const uint64_t *set, int i)
{
    return (set[i / 64] >> (i % 64)) & 1;
}

/* "+x": x and what it implies; "-x": x and every feature implying it. */
static void apply_to(uint64_t *bits, int x, bool on)
{
    for (int w = 0; w < A64F_WORDS; w++)
        if (on)
            bits[w] |= a64f_features[x].implies[w];
    if (on)
        return;
    for (int i = 0; i < A64F_COUNT; i++)
        if (has(a64f_features[i].implies, x))
            bits[i / 64] &= ~((uint64_t)1 << (i % 64));
}

static void apply(a64_features *f, int x, bool on)
{
    apply_to(f->w, x, on);
    apply_to(f->own, x, on);
}

/* The CPU's row, NULL when the tables lack it. */
static const a64f_cpu *cpu_row(const char *cpu)
{
    size_t lo = 0, hi = sizeof a64f_cpus / sizeof a64f_cpus[0];
    while (cpu && lo < hi) {
        size_t mid = (lo + hi) / 2;
        int d = strcmp(a64f_cpus[mid].name, cpu);
        if (!d)
            return &a64f_cpus[mid];
        if (d < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

const char *a64_cpu_features(const char *cpu)
{
    const a64f_cpu *row = cpu_row(cpu);
    return row ? row->names : NULL;
}

void a64_features_for(a64_features *f, const char *cpu, const char *mattr)
{
    memset(f, 0, sizeof *f);
    f->known = false;
    const a64f_cpu *row = cpu_row(cpu);
    if (row) {
        memcpy(f->w, row->on, sizeof row->on);
        memcpy(f->own, row->on, sizeof row->on);
        f->known = true;
    }
    for (const char *p = mattr; p && *p;) {
        const char *e = strchr(p, ',');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n == 4 && !strncmp(p, "+all", 4)) {
            /* LLVM sets every feature bit for "+all", not only what the
             * "all" feature implies (llvm-mc then accepts lsui, cmpbr, aes) */
            for (int i = 0; i < A64F_COUNT; i++)
                f->w[i / 64] |= (uint64_t)1 << (i % 64);
            int x = feature_index("all", 3);
            if (x >= 0)
                apply_to(f->own, x, true);
        } else if (n > 1 && (*p == '+' || *p == '-')) {
            int x = feature_index(p + 1, n - 1);
            if (x >= 0)
                apply(f, x, *p == '+');
        }
        p = e ? e + 1 : NULL;
    }
}

static bool satisfied(const a64_features *f, const a64f_predicate *p)
{
    for (unsigned a = 0; a < p->alt_count; a++) {
        bool all = true;
        for (int w = 0; w < A64F_WORDS; w++)
            if ((f->w[w] & p->alts[a][w]) != p->alts[a][w])
                all = false;
        if (all)
            return true;
    }
    return false;
}

bool a64_features_missing(const a64_features *f, unsigned opcode, mca_strbuf *msg)
{
    /* LLVM's assembler predicates also take its "all" feature: "+all,-lse"
     * still reads ldadd */
    if (!f || !f->known || a64_feature_own(f, "all"))
        return false;
    size_t lo = 0, hi = sizeof a64f_needs / sizeof a64f_needs[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (a64f_needs[mid].opcode == opcode) {
            bool missing = false;
            for (int k = 0; k < A64F_PREDS_MAX && a64f_needs[mid].preds[k]; k++) {
                const a64f_predicate *p = &a64f_predicates[a64f_needs[mid].preds[k] - 1];
                if (satisfied(f, p))
                    continue;
                if (msg) {
                    mca_strbuf_puts(msg, missing ? " " : "instruction requires: ");
                    mca_strbuf_puts(msg, p->text);
                }
                missing = true;
            }
            return missing;
        }
        if (a64f_needs[mid].opcode < opcode)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

bool a64_features_listed(unsigned opcode)
{
    size_t lo = 0, hi = sizeof a64f_needs / sizeof a64f_needs[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (a64f_needs[mid].opcode == opcode)
            return true;
        if (a64f_needs[mid].opcode < opcode)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

const char *a64_subtarget_cpu(const char *cpu)
{
    for (size_t i = 0; i < sizeof a64f_aliases / sizeof a64f_aliases[0]; i++)
        if (!strcmp(a64f_aliases[i].name, cpu))
            return a64f_aliases[i].subtarget;
    return NULL;
}

bool a64_feature_on(const a64_features *f, const char *name)
{
    int x = f ? feature_index(name, strlen(name)) : -1;
    return x >= 0 && has(f->w, x);
}

bool a64_feature_own(const a64_features *f, const char *name)
{
    int x = f ? feature_index(name, strlen(name)) : -1;
    return x >= 0 && has(f->own, x);
}

bool a64_feature_list_on(const a64_features *f, const char *list)
{
    for (const char *p = list; *p;) {
        size_t n = strcspn(p, ",");
        int x = f ? feature_index(p, n) : -1;
        if (x < 0 || !has(f->w, x))
            return false;
        p += n + (p[n] == ',');
    }
    return true;
}

static bool named(const char *entry, const char *name, size_t n)
{
    return strlen(entry) == n && !strncmp(entry, name, n);
}

bool a64_features_arch(a64_features *f, const char *name, size_t n)
{
    for (size_t i = 0; i < sizeof a64f_archs / sizeof a64f_archs[0]; i++)
        if (named(a64f_archs[i].name, name, n)) {
            memcpy(f->w, a64f_archs[i].on, sizeof a64f_archs[i].on);
            f->known = true;
            f->arch = (int)i + 1;
            return true;
        }
    return false;
}

bool a64_features_cpu(a64_features *f, const char *name, size_t n)
{
    char cpu[64];
    if (n >= sizeof cpu)
        return false;
    memcpy(cpu, name, n);
    cpu[n] = 0;
    const a64f_cpu *row = cpu_row(cpu);
    if (!row)
        return false;
    memcpy(f->w, row->on, sizeof row->on);
    memcpy(f->own, row->on, sizeof row->on);
    f->known = true;
    f->arch = 0;
    return true;
}

/* Set or clear the features of set in f. */
static void change(a64_features *f, const uint64_t *set, bool on)
{
    for (int w = 0; w < A64F_WORDS; w++) {
        f->w[w] = on ? f->w[w] | set[w] : f->w[w] & ~set[w];
        f->own[w] = on ? f->own[w] | set[w] : f->own[w] & ~set[w];
    }
}

bool a64_features_ext(a64_features *f, const char *name, size_t n, bool on, bool in_arch)
{
    /* in .arch, crypto means what the architecture version makes it */
    if (in_arch && f->arch && named("crypto", name, n)) {
        const a64f_arch *a = &a64f_archs[f->arch - 1];
        change(f, on ? a->crypto_on : a->crypto_off, on);
        return true;
    }
    for (size_t i = 0; i < sizeof a64f_exts / sizeof a64f_exts[0]; i++)
        if (named(a64f_exts[i].name, name, n)) {
            change(f, on ? a64f_exts[i].on : a64f_exts[i].off, on);
            return true;
        }
    return false;
}

/* asm-symtab: LLVM's symbol table order (see asm-symtab.h). */
#include <config.h>

#include "asm-symtab.h"

#include <stdlib.h>
#include <string.h>

/* ---- XXH3, 64 bits, seed 0 (the xxHash specification) ----------------- */

static const uint8_t secret[192] = {
    0xb8, 0xfe, 0x6c, 0x39, 0x23, 0xa4, 0x4b, 0xbe, 0x7c, 0x01, 0x81, 0x2c, 0xf7, 0x21, 0xad, 0x1c,
    0xde, 0xd4, 0x6d, 0xe9, 0x83, 0x90, 0x97, 0xdb, 0x72, 0x40, 0xa4, 0xa4, 0xb7, 0xb3, 0x67, 0x1f,
    0xcb, 0x79, 0xe6, 0x4e, 0xcc, 0xc0, 0xe5, 0x78, 0x82, 0x5a, 0xd0, 0x7d, 0xcc, 0xff, 0x72, 0x21,
    0xb8, 0x08, 0x46, 0x74, 0xf7, 0x43, 0x24, 0x8e, 0xe0, 0x35, 0x90, 0xe6, 0x81, 0x3a, 0x26, 0x4c,
    0x3c, 0x28, 0x52, 0xbb, 0x91, 0xc3, 0x00, 0xcb, 0x88, 0xd0, 0x65, 0x8b, 0x1b, 0x53, 0x2e, 0xa3,
    0x71, 0x64, 0x48, 0x97, 0xa2, 0x0d, 0xf9, 0x4e, 0x38, 0x19, 0xef, 0x46, 0xa9, 0xde, 0xac, 0xd8,
    0xa8, 0xfa, 0x76, 0x3f, 0xe3, 0x9c, 0x34, 0x3f, 0xf9, 0xdc, 0xbb, 0xc7, 0xc7, 0x0b, 0x4f, 0x1d,
    0x8a, 0x51, 0xe0, 0x4b, 0xcd, 0xb4, 0x59, 0x31, 0xc8, 0x9f, 0x7e, 0xc9, 0xd9, 0x78, 0x73, 0x64,
    0xea, 0xc5, 0xac, 0x83, 0x34, 0xd3, 0xeb, 0xc3, 0xc5, 0x81, 0xa0, 0xff, 0xfa, 0x13, 0x63, 0xeb,
    0x17, 0x0d, 0xdd, 0x51, 0xb7, 0xf0, 0xda, 0x49, 0xd3, 0x16, 0x55, 0x26, 0x29, 0xd4, 0x68, 0x9e,
    0x2b, 0x16, 0xbe, 0x58, 0x7d, 0x47, 0xa1, 0xfc, 0x8f, 0xf8, 0xb8, 0xd1, 0x7a, 0xd0, 0x31, 0xce,
    0x45, 0xcb, 0x3a, 0x8f, 0x95, 0x16, 0x04, 0x28, 0xaf, 0xd7, 0xfb, 0xca, 0xbb, 0x4b, 0x40, 0x7e,
};

#define P32_1 UINT64_C(0x9E3779B1)
#define P32_2 UINT64_C(0x85EBCA77)
#define P32_3 UINT64_C(0xC2B2AE3D)
#define P64_1 UINT64_C(0x9E3779B185EBCA87)
#define P64_2 UINT64_C(0xC2B2AE3D27D4EB4F)
#define P64_3 UINT64_C(0x165667B19E3779F9)
#define P64_4 UINT64_C(0x85EBCA77C2B2AE63)
#define P64_5 UINT64_C(0x27D4EB2F165667C5)
#define PMX_1 UINT64_C(0x165667919E3779F9)
#define PMX_2 UINT64_C(0x9FB21C651E98DF25)

static uint64_t rd64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t rotl(uint64_t x, unsigned r)
{
    return x << r | x >> (64 - r);
}

static uint64_t swap64(uint64_t x)
{
    uint64_t r = 0;
    for (int i = 0; i < 8; i++, x >>= 8)
        r = r << 8 | (x & 0xff);
    return r;
}

/* The 128-bit product of a and b, its two halves xored. */
static uint64_t fold(uint64_t a, uint64_t b)
{
    unsigned __int128 p = (unsigned __int128)a * b;
    return (uint64_t)p ^ (uint64_t)(p >> 64);
}

static uint64_t avalanche64(uint64_t h)
{
    h ^= h >> 33;
    h *= P64_2;
    h ^= h >> 29;
    h *= P64_3;
    return h ^ (h >> 32);
}

static uint64_t avalanche3(uint64_t h)
{
    h ^= h >> 37;
    h *= PMX_1;
    return h ^ (h >> 32);
}

static uint64_t mix16(const uint8_t *in, const uint8_t *sec)
{
    return fold(rd64(in) ^ rd64(sec), rd64(in + 8) ^ rd64(sec + 8));
}

static void accumulate(uint64_t acc[8], const uint8_t *in, const uint8_t *sec)
{
    for (int i = 0; i < 8; i++) {
        uint64_t v = rd64(in + 8 * i), k = v ^ rd64(sec + 8 * i);
        acc[i ^ 1] += v;
        acc[i] += (k & 0xffffffffu) * (k >> 32);
    }
}

static uint64_t hash_long(const uint8_t *in, size_t n)
{
    enum { STRIPE = 64, PER_BLOCK = (sizeof secret - STRIPE) / 8, BLOCK = STRIPE * PER_BLOCK };
    uint64_t acc[8] = { P32_3, P64_1, P64_2, P64_3, P64_4, P32_2, P64_5, P32_1 };
    size_t blocks = (n - 1) / BLOCK;
    for (size_t b = 0; b < blocks; b++) {
        for (size_t s = 0; s < PER_BLOCK; s++)
            accumulate(acc, in + b * BLOCK + s * STRIPE, secret + s * 8);
        for (int i = 0; i < 8; i++) {
            uint64_t a = acc[i];
            a ^= a >> 47;
            a ^= rd64(secret + sizeof secret - STRIPE + 8 * i);
            acc[i] = a * P32_1;
        }
    }
    size_t stripes = ((n - 1) - BLOCK * blocks) / STRIPE;
    for (size_t s = 0; s < stripes; s++)
        accumulate(acc, in + blocks * BLOCK + s * STRIPE, secret + s * 8);
    accumulate(acc, in + n - STRIPE, secret + sizeof secret - STRIPE - 7);
    uint64_t r = n * P64_1;
    for (int i = 0; i < 4; i++)
        r += fold(acc[2 * i] ^ rd64(secret + 11 + 16 * i), acc[2 * i + 1] ^ rd64(secret + 19 + 16 * i));
    return avalanche3(r);
}

uint64_t mca_xxh3_64(const void *s, size_t n)
{
    const uint8_t *in = s;
    if (n == 0)
        return avalanche64(rd64(secret + 56) ^ rd64(secret + 64));
    if (n <= 3) {
        uint32_t c = (uint32_t)in[0] << 16 | (uint32_t)in[n >> 1] << 24 | in[n - 1] |
                     (uint32_t)n << 8;
        return avalanche64((uint64_t)c ^ (uint64_t)(rd32(secret) ^ rd32(secret + 4)));
    }
    if (n <= 8) {
        uint64_t x = (uint64_t)rd32(in + n - 4) + ((uint64_t)rd32(in) << 32);
        uint64_t h = x ^ (rd64(secret + 8) ^ rd64(secret + 16));
        h ^= rotl(h, 49) ^ rotl(h, 24);
        h *= PMX_2;
        h ^= (h >> 35) + n;
        h *= PMX_2;
        return h ^ (h >> 28);
    }
    if (n <= 16) {
        uint64_t lo = rd64(in) ^ (rd64(secret + 24) ^ rd64(secret + 32));
        uint64_t hi = rd64(in + n - 8) ^ (rd64(secret + 40) ^ rd64(secret + 48));
        return avalanche3(n + swap64(lo) + hi + fold(lo, hi));
    }
    if (n <= 128) {
        uint64_t acc = n * P64_1;
        if (n > 32) {
            if (n > 64) {
                if (n > 96) {
                    acc += mix16(in + 48, secret + 96);
                    acc += mix16(in + n - 64, secret + 112);
                }
                acc += mix16(in + 32, secret + 64);
                acc += mix16(in + n - 48, secret + 80);
            }
            acc += mix16(in + 16, secret + 32);
            acc += mix16(in + n - 32, secret + 48);
        }
        acc += mix16(in, secret);
        acc += mix16(in + n - 16, secret + 16);
        return avalanche3(acc);
    }
    if (n <= 240) {
        uint64_t acc = n * P64_1;
        size_t rounds = n / 16;
        for (size_t i = 0; i < 8; i++)
            acc += mix16(in + 16 * i, secret + 16 * i);
        acc = avalanche3(acc);
        for (size_t i = 8; i < rounds; i++)
            acc += mix16(in + 16 * i, secret + 16 * (i - 8) + 3);
        acc += mix16(in + n - 16, secret + 136 - 17);
        return avalanche3(acc);
    }
    return hash_long(in, n);
}

/* ---- the table ---------------------------------------------------------- */

void mca_asm_symtab_init(mca_asm_symtab *t)
{
    memset(t, 0, sizeof *t);
}

void mca_asm_symtab_free(mca_asm_symtab *t)
{
    free(t->b);
    memset(t, 0, sizeof *t);
}

/* Where an entry of hash h goes in b (n buckets, not full): its bucket,
 * then quadratic probing over the occupied ones. */
static size_t free_slot(const mca_asm_symtab_entry *b, size_t n, uint32_t h)
{
    size_t k = h & (n - 1), step = 1;
    while (b[k].name)
        k = (k + step++) & (n - 1);
    return k;
}

int mca_asm_symtab_add(mca_asm_symtab *t, const char *name, size_t len, size_t tag)
{
    if (t->oom)
        return -1;
    if (!t->b) {
        if (!(t->b = calloc(16, sizeof *t->b))) {
            t->oom = 1;
            return -1;
        }
        t->nbuckets = 16;
    }
    uint32_t h = (uint32_t)mca_xxh3_64(name, len);
    size_t k = h & (t->nbuckets - 1), step = 1;
    while (t->b[k].name) {
        if (t->b[k].hash == h && t->b[k].len == len && !memcmp(t->b[k].name, name, len))
            return 0;
        k = (k + step++) & (t->nbuckets - 1);
    }
    t->b[k] = (mca_asm_symtab_entry){ name, len, h, tag };
    t->count++;
    if (t->count * 4 <= t->nbuckets * 3)
        return 0;
    size_t n = t->nbuckets * 2;
    mca_asm_symtab_entry *nb = calloc(n, sizeof *nb);
    if (!nb) {
        t->oom = 1;
        return -1;
    }
    for (size_t i = 0; i < t->nbuckets; i++)
        if (t->b[i].name)
            nb[free_slot(nb, n, t->b[i].hash)] = t->b[i];
    free(t->b);
    t->b = nb;
    t->nbuckets = n;
    return 0;
}

/* ---- the log ------------------------------------------------------------ */

static _Thread_local mca_asm_symlog *current;

mca_asm_symlog *mca_asm_symlog_new(void)
{
    return calloc(1, sizeof(mca_asm_symlog));
}

void mca_asm_symlog_free(mca_asm_symlog *l)
{
    if (!l)
        return;
    for (size_t i = 0; i < l->n; i++)
        free(l->v[i].name);
    free(l->v);
    free(l);
}

mca_asm_symlog *mca_asm_symlog_use(mca_asm_symlog *l)
{
    mca_asm_symlog *old = current;
    current = l;
    return old;
}

size_t mca_asm_symlog_count(void)
{
    return current ? current->n : 0;
}

void mca_asm_symlog_drop(size_t from, size_t to)
{
    mca_asm_symlog *l = current;
    for (size_t i = from; l && i < to && i < l->n; i++)
        l->v[i].kind = MCA_SYMLOG_DROPPED;
}

void mca_asm_symlog_note(mca_symlog_kind kind, size_t at, const char *name, size_t len)
{
    mca_asm_symlog *l = current;
    if (!l || l->oom || !len)
        return;
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 32;
        struct mca_symlog_entry *v = realloc(l->v, cap * sizeof *v);
        if (!v) {
            l->oom = 1;
            return;
        }
        l->v = v;
        l->cap = cap;
    }
    char *copy = malloc(len + 1);
    if (!copy) {
        l->oom = 1;
        return;
    }
    memcpy(copy, name, len);
    copy[len] = 0;
    l->v[l->n] = (struct mca_symlog_entry){ at, l->n, copy, len, kind };
    l->n++;
}

/* ---- LLVM's check of the temporaries ------------------------------------ */

typedef struct {
    size_t start, index;
} stmt_at;

static int cmp_stmt_at(const void *a, const void *b)
{
    const stmt_at *x = a, *y = b;
    return x->start < y->start ? -1 : x->start > y->start;
}

typedef struct {
    size_t stmt, at, seq, entry;
} order_key;

static int cmp_key(const void *a, const void *b)
{
    const order_key *x = a, *y = b;
    if (x->stmt != y->stmt)
        return x->stmt < y->stmt ? -1 : 1;
    if (x->at != y->at)
        return x->at < y->at ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* The index of the statement holding offset at (statements lie in the text
 * in any order: those of expansions past the input). */
static size_t stmt_of(const stmt_at *s, size_t n, size_t at)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (s[mid].start <= at)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo ? s[lo - 1].index : 0;
}

static int is_temporary(const char *name)
{
    return name[0] == 'L';
}

size_t mca_asm_symlog_report(const mca_asm_symlog *l, const mca_scan *scan,
                             const mca_source *src, mca_diags *diags)
{
    if (!l || !l->n)
        return 0;
    stmt_at *st = malloc((scan->stmt_count + 1) * sizeof *st);
    order_key *keys = malloc(l->n * sizeof *keys);
    mca_asm_symtab names, defined;
    mca_asm_symtab_init(&names);
    mca_asm_symtab_init(&defined);
    size_t errors = 0;
    if (!st || !keys || l->oom)
        goto oom;
    for (size_t i = 0; i < scan->stmt_count; i++)
        st[i] = (stmt_at){ scan->stmts[i].start, i };
    qsort(st, scan->stmt_count, sizeof *st, cmp_stmt_at);
    size_t nk = 0;
    for (size_t i = 0; i < l->n; i++)
        if (l->v[i].kind != MCA_SYMLOG_DROPPED)
            keys[nk++] = (order_key){ stmt_of(st, scan->stmt_count, l->v[i].at), l->v[i].at,
                               l->v[i].seq, i };
    qsort(keys, nk, sizeof *keys, cmp_key);
    for (size_t i = 0; i < nk; i++) {
        const struct mca_symlog_entry *e = &l->v[keys[i].entry];
        if (mca_asm_symtab_add(&names, e->name, e->len, keys[i].entry) != 0)
            goto oom;
        if ((e->kind == MCA_SYMLOG_LABEL || e->kind == MCA_SYMLOG_VARIABLE ||
             e->kind == MCA_SYMLOG_UNNAMED) &&
            mca_asm_symtab_add(&defined, e->name, e->len, 0) != 0)
            goto oom;
    }
    for (size_t k = 0; k < names.nbuckets; k++) {
        const mca_asm_symtab_entry *e = &names.b[k];
        if (!e->name || !is_temporary(e->name))
            continue;
        /* (defined: in the other table) */
        uint32_t h = e->hash;
        size_t b = h & (defined.nbuckets - 1), step = 1;
        int found = 0;
        while (defined.nbuckets && defined.b[b].name && !found) {
            found = defined.b[b].hash == h && defined.b[b].len == e->len &&
                    !memcmp(defined.b[b].name, e->name, e->len);
            b = (b + step++) & (defined.nbuckets - 1);
        }
        if (found)
            continue;
        mca_source_diag(src, diags, MCA_DIAG_ERROR, src->len, 1,
                        "assembler local symbol '%s' not defined", e->name);
        errors++;
    }
    goto done;
oom:
    mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    errors++;
done:
    mca_asm_symtab_free(&names);
    mca_asm_symtab_free(&defined);
    free(st);
    free(keys);
    return errors;
}

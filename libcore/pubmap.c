/* pubmap: strings to objects, read without a lock (see pubmap.h). */
#include <config.h>

#include "pubmap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>


/* A slot is published by its object pointer (release): a reader that sees
 * the object sees the key, length and hash written before it. */
typedef struct {
    _Atomic(void *) obj;
    const char *key;
    uint32_t len, hash;
} slot;

struct mca_pubmap_table {
    size_t mask;              /* capacity - 1, a power of two */
    mca_pubmap_table *older;  /* the retired list's link */
    slot slots[];
};

void mca_pubmap_init(mca_pubmap *m)
{
    atomic_init(&m->table, NULL);
    m->retired = NULL;
    m->count = 0;
}

void mca_pubmap_free(mca_pubmap *m)
{
    free(atomic_load_explicit(&m->table, memory_order_relaxed));
    while (m->retired) {
        mca_pubmap_table *t = m->retired;
        m->retired = t->older;
        free(t);
    }
    mca_pubmap_init(m);
}

/* The keys (statement texts, mnemonics) are hashed eight bytes at a time:
 * a byte-at-a-time hash was 3% of a 1,000-line x86 run.  The hash lives
 * only in memory, so it needs to agree with nothing else. */
static uint32_t hash_of(const char *key, size_t len)
{
    const uint64_t k = 0x9e3779b97f4a7c15ull;
    uint64_t h = (uint64_t)len * k;
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        uint64_t w;
        memcpy(&w, key + i, 8);
        h = (h ^ w) * k;
        h ^= h >> 29;
    }
    if (i < len) {
        uint64_t w = 0;
        memcpy(&w, key + i, len - i);
        h = (h ^ w) * k;
        h ^= h >> 29;
    }
    h *= k;
    return (uint32_t)(h >> 32);
}

void *mca_pubmap_get(const mca_pubmap *m, const char *key, size_t len)
{
    const mca_pubmap_table *t = atomic_load_explicit(&m->table, memory_order_acquire);
    if (!t || len > UINT32_MAX)
        return NULL;
    uint32_t h = hash_of(key, len);
    for (size_t i = h & t->mask;; i = (i + 1) & t->mask) {
        const slot *s = &t->slots[i];
        void *obj = atomic_load_explicit(&s->obj, memory_order_acquire);
        if (!obj)
            return NULL;
        if (s->hash == h && s->len == len && memcmp(s->key, key, len) == 0)
            return obj;
    }
}

/* Put key -> obj in t, which has room (writers only). */
static void place(mca_pubmap_table *t, const char *key, uint32_t len, uint32_t h, void *obj)
{
    size_t i = h & t->mask;
    while (atomic_load_explicit(&t->slots[i].obj, memory_order_relaxed))
        i = (i + 1) & t->mask;
    t->slots[i].key = key;
    t->slots[i].len = len;
    t->slots[i].hash = h;
    atomic_store_explicit(&t->slots[i].obj, obj, memory_order_release);
}

/* A table twice as large holding t's objects (64 slots when t is NULL). */
static mca_pubmap_table *bigger(const mca_pubmap_table *t)
{
    size_t cap = t ? (t->mask + 1) * 2 : 64;
    mca_pubmap_table *n = malloc(sizeof *n + cap * sizeof n->slots[0]);
    if (!n)
        return NULL;
    n->mask = cap - 1;
    n->older = NULL;
    for (size_t i = 0; i < cap; i++)
        atomic_init(&n->slots[i].obj, NULL);
    for (size_t i = 0; t && i <= t->mask; i++) {
        const slot *s = &t->slots[i];
        void *obj = atomic_load_explicit(&s->obj, memory_order_relaxed);
        if (obj)
            place(n, s->key, s->len, s->hash, obj);
    }
    return n;
}

int mca_pubmap_put(mca_pubmap *m, const char *key, size_t len, void *obj)
{
    if (len > UINT32_MAX)
        return -1;
    mca_pubmap_table *t = atomic_load_explicit(&m->table, memory_order_relaxed);
    if (!t || (m->count + 1) * 2 > t->mask + 1) {
        mca_pubmap_table *n = bigger(t);
        if (!n)
            return -1;
        if (t) {
            t->older = m->retired;
            m->retired = t;
        }
        atomic_store_explicit(&m->table, n, memory_order_release);
        t = n;
    }
    place(t, key, (uint32_t)len, hash_of(key, len), obj);
    m->count++;
    return 0;
}

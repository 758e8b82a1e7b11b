/* strmap: string to index hash map (see strmap.h). */
#include <config.h>

#include "strmap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void mca_strmap_init(mca_strmap *m, int fold_case)
{
    memset(m, 0, sizeof *m);
    m->fold_case = fold_case;
}

void mca_strmap_free(mca_strmap *m)
{
    free(m->keys);
    free(m->lens);
    free(m->values);
    mca_strmap_init(m, m->fold_case);
}

uint64_t mca_strmap_hash(const char *s, size_t n, int fold)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        /* tolower of the C locale (the tools never set another), inline */
        h ^= fold && c >= 'A' && c <= 'Z' ? (unsigned char)(c + 32) : c;
        h *= 1099511628211ull;
    }
    return h;
}

static int same(const mca_strmap *m, size_t slot, const char *key, size_t len)
{
    if (m->lens[slot] != len)
        return 0;
    return m->fold_case ? strncasecmp(m->keys[slot], key, len) == 0
                        : memcmp(m->keys[slot], key, len) == 0;
}

/* Slot holding key, or the empty slot where it would go. */
static size_t find(const mca_strmap *m, const char *key, size_t len)
{
    size_t mask = m->capacity - 1;
    size_t i = (size_t)mca_strmap_hash(key, len, m->fold_case) & mask;
    while (m->keys[i] && !same(m, i, key, len))
        i = (i + 1) & mask;
    return i;
}

static int grow(mca_strmap *m)
{
    size_t cap = m->capacity ? m->capacity * 2 : 64;
    mca_strmap bigger = { calloc(cap, sizeof(char *)), malloc(cap * sizeof(size_t)),
                          malloc(cap * sizeof(size_t)), cap, 0, m->fold_case };
    if (!bigger.keys || !bigger.lens || !bigger.values) {
        mca_strmap_free(&bigger);
        return -1;
    }
    for (size_t i = 0; i < m->capacity; i++)
        if (m->keys[i]) {
            size_t j = find(&bigger, m->keys[i], m->lens[i]);
            bigger.keys[j] = m->keys[i];
            bigger.lens[j] = m->lens[i];
            bigger.values[j] = m->values[i];
            bigger.count++;
        }
    mca_strmap_free(m);
    *m = bigger;
    return 0;
}

int mca_strmap_put(mca_strmap *m, const char *key, size_t len, size_t value)
{
    if ((m->count + 1) * 2 > m->capacity && grow(m) != 0)
        return -1;
    size_t i = find(m, key, len);
    if (!m->keys[i]) {
        m->keys[i] = key;
        m->lens[i] = len;
        m->count++;
    }
    m->values[i] = value;
    return 0;
}

int mca_strmap_get(const mca_strmap *m, const char *key, size_t len, size_t *value)
{
    if (!m->capacity)
        return 0;
    size_t i = find(m, key, len);
    if (!m->keys[i])
        return 0;
    *value = m->values[i];
    return 1;
}

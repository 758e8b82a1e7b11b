/* tcache: per-thread storage that outlives one simulation (see tcache.h). */
#include <config.h>

#include "tcache.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

typedef struct {
    void *block[MCA_TCACHE_SLOTS];
    void (*free_fn[MCA_TCACHE_SLOTS])(void *);
    mca_tcache_key key[MCA_TCACHE_SLOTS];
} slots;

static pthread_key_t slots_key;
static bool key_ok;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;

static void free_block(slots *s, unsigned k)
{
    if (s->block[k])
        (s->free_fn[k] ? s->free_fn[k] : free)(s->block[k]);
    s->block[k] = NULL;
}

/* The thread ended: its slots go. */
static void free_slots(void *p)
{
    slots *s = p;
    for (unsigned k = 0; k < MCA_TCACHE_SLOTS; k++)
        free_block(s, k);
    free(s);
}

static void make_key(void)
{
    key_ok = pthread_key_create(&slots_key, free_slots) == 0;
}

static slots *thread_slots(bool create)
{
    if (pthread_once(&key_once, make_key) != 0 || !key_ok)
        return NULL;
    slots *s = pthread_getspecific(slots_key);
    if (!s && create) {
        s = calloc(1, sizeof *s);
        if (s && pthread_setspecific(slots_key, s) != 0) {
            free(s);
            s = NULL;
        }
    }
    return s;
}

void *mca_tcache_get(mca_tcache_slot k, mca_tcache_key key)
{
    slots *s = thread_slots(false);
    if (!s || !s->block[k])
        return NULL;
    const mca_tcache_key *h = &s->key[k];
    return h->a == key.a && h->b == key.b && h->n == key.n ? s->block[k] : NULL;
}

void mca_tcache_put(mca_tcache_slot k, mca_tcache_key key, void *block,
                    void (*free_fn)(void *))
{
    slots *s = thread_slots(true);
    if (!s) {
        (free_fn ? free_fn : free)(block);
        return;
    }
    free_block(s, k);
    s->block[k] = block;
    s->free_fn[k] = free_fn;
    s->key[k] = key;
}

void *mca_tcache_take(mca_tcache_slot k)
{
    slots *s = thread_slots(false);
    if (!s)
        return NULL;
    void *b = s->block[k];
    s->block[k] = NULL;
    return b;
}

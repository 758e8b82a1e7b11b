/* Unit tests of libcore's internal allocators: lazytab (objects by index,
 * made on first use, racing threads keep the first), the arena's marks
 * (scratch allocations given back, later ones reusing their place) and
 * pubmap (strings to objects, read by threads while another adds). */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <threads.h>

#include "../../libcore/arena.h"
#include "../../libcore/lazytab.h"
#include "../../libcore/pubmap.h"
#include "tap.h"

static int drops;

static void drop(void *p)
{
    drops++;
    free(p);
}

static void test_lazytab(void)
{
    mca_lazytab t;
    size_t size = 3 * MCA_LAZYTAB_CHUNK + 5;
    tap_ok(mca_lazytab_init(&t, size) == 0, "a table of a few chunks");
    tap_ok(mca_lazytab_get(&t, 0) == NULL && mca_lazytab_get(&t, size - 1) == NULL,
           "empty at first");
    tap_ok(mca_lazytab_get(&t, size) == NULL, "out of range: nothing");
    int *a = malloc(sizeof *a), *b = malloc(sizeof *b), *c = malloc(sizeof *c);
    tap_ok(mca_lazytab_put(&t, MCA_LAZYTAB_CHUNK - 1, a) == a, "put at a chunk's end");
    tap_ok(mca_lazytab_put(&t, size - 1, b) == b, "put at the last index");
    tap_ok(mca_lazytab_get(&t, MCA_LAZYTAB_CHUNK - 1) == a &&
           mca_lazytab_get(&t, size - 1) == b && mca_lazytab_get(&t, MCA_LAZYTAB_CHUNK) == NULL,
           "got back where put, neighbours empty");
    tap_ok(mca_lazytab_put(&t, size - 1, c) == b, "a second put keeps the first object");
    tap_ok(mca_lazytab_put(&t, size, c) == NULL, "put out of range refused");
    free(c);
    drops = 0;
    mca_lazytab_free(&t, drop);
    tap_is_num(drops, 2, "free drops every object once");
    tap_ok(mca_lazytab_init(&t, 0) == 0 && mca_lazytab_get(&t, 0) == NULL, "an empty table");
    mca_lazytab_free(&t, drop);
}

/* Threads put their own object at every index; all must see one winner. */
typedef struct {
    mca_lazytab *t;
    size_t n;
    void **got;
} racer;

static int race(void *arg)
{
    racer *r = arg;
    for (size_t i = 0; i < r->n; i++) {
        void *mine = malloc(1);
        void *won = mca_lazytab_put(r->t, i, mine);
        if (won != mine)
            free(mine);
        r->got[i] = won;
    }
    return 0;
}

static void test_race(void)
{
    mca_lazytab t;
    size_t n = 20 * MCA_LAZYTAB_CHUNK;
    mca_lazytab_init(&t, n);
    racer r[4];
    thrd_t th[4];
    int started = 0;
    for (int i = 0; i < 4; i++) {
        r[i] = (racer){ &t, n, calloc(n, sizeof(void *)) };
        if (!r[i].got || thrd_create(&th[i], race, &r[i]) != thrd_success) {
            free(r[i].got);
            break;
        }
        started++;
    }
    for (int i = 0; i < started; i++)
        thrd_join(th[i], NULL);
    size_t differ = 0;
    for (size_t k = 0; k < n; k++)
        for (int i = 0; i < started; i++)
            differ += r[i].got[k] != mca_lazytab_get(&t, k) || !r[i].got[k];
    tap_ok(started == 4 && differ == 0, "racing threads all get the first object stored");
    for (int i = 0; i < started; i++)
        free(r[i].got);
    mca_lazytab_free(&t, free);
}

static void test_arena_marks(void)
{
    mca_arena a;
    mca_arena_init(&a);
    mca_arena_mark empty = mca_arena_mark_now(&a);
    char *keep = mca_arena_strndup(&a, "kept", 4);
    mca_arena_mark m = mca_arena_mark_now(&a);
    char *scratch = mca_arena_alloc(&a, 100);
    memset(scratch, 'x', 100);
    mca_arena_release(&a, m);
    char *again = mca_arena_alloc(&a, 100);
    tap_ok(again == scratch, "after a release the next allocation reuses the place");
    tap_ok(again[0] == 0 && again[99] == 0, "and is zeroed again");
    tap_is_str(keep, "kept", "what came before the mark stays");
    m = mca_arena_mark_now(&a);
    /* more than a block: new blocks are freed by the release */
    char *big = mca_arena_alloc(&a, (size_t)3 << 20);
    tap_ok(big != NULL, "an allocation larger than a block");
    mca_arena_release(&a, m);
    tap_ok(mca_arena_alloc(&a, 100) == (char *)again + 112, "released back into the first block");
    mca_arena_release(&a, empty);
    tap_ok(a.head == NULL, "released to before the first block: nothing held");
    mca_arena_free(&a);
}

enum { PUB_KEYS = 20000 };

static void pub_key(char *buf, size_t i)
{
    snprintf(buf, 16, "k%zu", i * 7919 % 1000003);
}

typedef struct {
    mca_pubmap *m;
    char (*keys)[16];
    size_t *vals;
    _Atomic size_t *published;
    size_t wrong, found;
} pub_reader;

/* Look up published keys (all must be found, with their object) and
 * unpublished ones (found or not, never with another's object) while the
 * writer adds. */
static int pub_read(void *arg)
{
    pub_reader *r = arg;
    size_t k = 1;
    for (;;) {
        size_t done = atomic_load(r->published);
        k = k * 6364136223846793005u + 1442695040888963407u;
        size_t i = (size_t)(k >> 33) % PUB_KEYS;
        size_t *v = mca_pubmap_get(r->m, r->keys[i], strlen(r->keys[i]));
        r->wrong += (i < done && v != &r->vals[i]) || (v && v != &r->vals[i]);
        r->found += v != NULL;
        if (done == PUB_KEYS && r->found > PUB_KEYS)
            return 0;
    }
}

static void test_pubmap(void)
{
    mca_pubmap m;
    mca_pubmap_init(&m);
    tap_ok(mca_pubmap_get(&m, "a", 1) == NULL, "an empty map has nothing");
    char (*keys)[16] = malloc(PUB_KEYS * sizeof *keys);
    size_t *vals = malloc(PUB_KEYS * sizeof *vals);
    _Atomic size_t published = 0;
    pub_reader r[2];
    thrd_t th[2];
    int started = 0;
    for (size_t i = 0; i < PUB_KEYS; i++) {
        pub_key(keys[i], i);
        vals[i] = i;
    }
    for (int t = 0; t < 2; t++) {
        r[t] = (pub_reader){ &m, keys, vals, &published, 0, 0 };
        if (thrd_create(&th[t], pub_read, &r[t]) == thrd_success)
            started++;
    }
    int failed = 0;
    for (size_t i = 0; i < PUB_KEYS; i++) {
        failed |= mca_pubmap_put(&m, keys[i], strlen(keys[i]), &vals[i]) != 0;
        atomic_store(&published, i + 1);
    }
    size_t wrong = 0;
    for (int t = 0; t < started; t++) {
        thrd_join(th[t], NULL);
        wrong += r[t].wrong;
    }
    size_t missing = 0;
    for (size_t i = 0; i < PUB_KEYS; i++)
        missing += mca_pubmap_get(&m, keys[i], strlen(keys[i])) != &vals[i];
    tap_ok(!failed && missing == 0, "20,000 keys put, each found with its object");
    tap_ok(started == 2 && wrong == 0,
           "threads reading while the map grows find every published key, nothing wrong");
    tap_ok(mca_pubmap_get(&m, "k", 1) == NULL && mca_pubmap_get(&m, keys[0], 1) == NULL,
           "a prefix of a key is not the key");
    mca_pubmap_free(&m);
    free(keys);
    free(vals);
}

int main(void)
{
    test_lazytab();
    test_race();
    test_arena_marks();
    test_pubmap();
    return tap_done();
}

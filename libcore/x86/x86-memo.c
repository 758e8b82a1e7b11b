/* x86-memo: statements already assembled, kept in the front end for every
 * later parse (see x86_memo in x86-internal.h). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "x86-internal.h"

/* A printed text and the print settings it was printed with. */
struct x86_memo_print {
    unsigned how;
    char s[];
};

int x86_memo_init(x86_memo *m)
{
    memset(m, 0, sizeof *m);
    mca_pubmap_init(&m->map);
    mca_arena_init(&m->arena);
    return pthread_mutex_init(&m->mu, NULL) == 0 ? 0 : -1;
}

void x86_memo_free(x86_memo *m)
{
    /* (the entries' texts are in the arena) */
    mca_pubmap_free(&m->map);
    mca_arena_free(&m->arena);
    pthread_mutex_destroy(&m->mu);
    memset(m, 0, sizeof *m);
}

x86_memo_entry *x86_memo_get(x86_memo *m, const char *key, size_t klen)
{
    return mca_pubmap_get(&m->map, key, klen);
}

/* The new entry (with the lock held); NULL when memory runs out. */
static x86_memo_entry *make(x86_memo *m, const mca_inst *in, unsigned nex, const char *pfx)
{
    x86_memo_entry *e = mca_arena_alloc(&m->arena, sizeof *e);
    if (!e)
        return NULL;
    e->opcode = in->opcode;
    e->flags = in->flags;
    e->op_count = in->op_count;
    e->nex = nex;
    if (in->op_count) {
        e->ops = mca_arena_alloc(&m->arena, in->op_count * sizeof *e->ops);
        if (!e->ops)
            return NULL;
        memcpy(e->ops, in->ops, in->op_count * sizeof *e->ops);
    }
    if (pfx && !(e->pfx = mca_arena_strndup(&m->arena, pfx, strlen(pfx))))
        return NULL;
    atomic_init(&e->text, NULL);
    return e;
}

x86_memo_entry *x86_memo_put(x86_memo *m, const char *key, size_t klen, const mca_inst *in,
                             unsigned nex, const char *pfx)
{
    pthread_mutex_lock(&m->mu);
    x86_memo_entry *e = mca_pubmap_get(&m->map, key, klen); /* another parse's, meanwhile */
    if (!e && m->n < X86_MEMO_MAX) {
        /* (the memo is optional: what a failure took stays in the arena) */
        char *k = mca_arena_strndup(&m->arena, key, klen);
        if (k && (e = make(m, in, nex, pfx)) != NULL &&
            mca_pubmap_put(&m->map, k, klen, e) == 0) {
            e->older = m->last;
            m->last = e;
            m->n++;
        } else {
            e = NULL;
        }
    }
    pthread_mutex_unlock(&m->mu);
    return e;
}

const char *x86_memo_text(const x86_memo_entry *e, unsigned how)
{
    const x86_memo_print *t = atomic_load_explicit(&e->text, memory_order_acquire);
    return t && t->how == how ? t->s : NULL;
}

void x86_memo_set_text(x86_memo *m, x86_memo_entry *e, unsigned how, const char *text)
{
    if (atomic_load_explicit(&e->text, memory_order_relaxed))
        return;
    /* in the memo's arena, with the lock held (a malloc per statement
     * cost more than the lock; and another parse may be setting it) */
    pthread_mutex_lock(&m->mu);
    if (!atomic_load_explicit(&e->text, memory_order_relaxed)) {
        size_t n = strlen(text);
        x86_memo_print *t = mca_arena_alloc(&m->arena, sizeof *t + n + 1);
        if (t) { /* (optional, as the memo) */
            t->how = how;
            memcpy(t->s, text, n + 1);
            atomic_store_explicit(&e->text, t, memory_order_release);
        }
    }
    pthread_mutex_unlock(&m->mu);
}

/* arena: chunked bump allocator (see arena.h). */
#include <config.h>

#include "arena.h"

#include <stdalign.h>
#include <stdlib.h>
#include <string.h>

struct mca_arena_block {
    mca_arena_block *next;
    size_t used, size;
    alignas(max_align_t) unsigned char data[];
};

void mca_arena_init(mca_arena *a)
{
    a->head = NULL;
}

void mca_arena_free(mca_arena *a)
{
    while (a->head) {
        mca_arena_block *next = a->head->next;
        free(a->head);
        a->head = next;
    }
}

void *mca_arena_alloc(mca_arena *a, size_t n)
{
    const size_t align = alignof(max_align_t);
    n = (n + align - 1) & ~(align - 1);
    if (n == 0)
        n = align;
    mca_arena_block *b = a->head;
    if (!b || b->size - b->used < n) {
        size_t size = n > (1u << 20) ? n : (1u << 20);
        b = malloc(sizeof *b + size);
        if (!b)
            return NULL;
        b->used = 0;
        b->size = size;
        b->next = a->head;
        a->head = b;
    }
    void *p = b->data + b->used;
    b->used += n;
    memset(p, 0, n);
    return p;
}

mca_arena_mark mca_arena_mark_now(const mca_arena *a)
{
    return (mca_arena_mark){ a->head, a->head ? a->head->used : 0 };
}

void mca_arena_release(mca_arena *a, mca_arena_mark m)
{
    while (a->head && a->head != m.block) {
        mca_arena_block *next = a->head->next;
        free(a->head);
        a->head = next;
    }
    if (a->head)
        a->head->used = m.used;
}

char *mca_arena_strndup(mca_arena *a, const char *s, size_t len)
{
    char *p = mca_arena_alloc(a, len + 1);
    if (p) {
        memcpy(p, s, len);
        p[len] = '\0';
    }
    return p;
}

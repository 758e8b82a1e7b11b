/* arena: bump allocation of many small objects freed together.  Internal. */
#ifndef MCA_ARENA_H
#define MCA_ARENA_H

#include <stddef.h>

typedef struct mca_arena_block mca_arena_block;

typedef struct {
    mca_arena_block *head;
} mca_arena;

void mca_arena_init(mca_arena *a);
void mca_arena_free(mca_arena *a);
/* Zeroed memory of n bytes aligned for any object; NULL when out of memory. */
void *mca_arena_alloc(mca_arena *a, size_t n);
/* Everything allocated after a mark is given back by mca_arena_release
 * (for scratch work whose pages should be reused, not new ones touched). */
typedef struct {
    mca_arena_block *block;
    size_t used;
} mca_arena_mark;
mca_arena_mark mca_arena_mark_now(const mca_arena *a);
void mca_arena_release(mca_arena *a, mca_arena_mark m);
/* A NUL-terminated copy of s[0..len). */
char *mca_arena_strndup(mca_arena *a, const char *s, size_t len);

#endif

/* asm-sym: the symbols .set/.equ/.equiv/"=" assign, each assignment from a
 * statement on (see asm.h).  An assignment chains to the previous one of
 * the same name, so a lookup at an earlier statement walks back. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "asm.h"

typedef struct {
    char *name;
    size_t len, stmt, prev; /* prev: the name's earlier assignment, or NONE */
    int64_t val;
    int constant;
} assign;

#define NONE ((size_t)-1)

struct mca_asm_syms {
    mca_strmap map; /* name -> its latest assignment */
    assign *v;
    size_t n, cap;
};

static int add(struct mca_asm_syms **sp, const char *name, size_t n, int64_t val, int constant,
               size_t stmt)
{
    struct mca_asm_syms *s = *sp;
    if (!s) {
        if (!(s = calloc(1, sizeof *s)))
            return -1;
        mca_strmap_init(&s->map, 0);
        *sp = s;
    }
    if (s->n == s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 16;
        assign *v = realloc(s->v, cap * sizeof *v);
        if (!v)
            return -1;
        s->v = v;
        s->cap = cap;
    }
    size_t last;
    assign a = { NULL, n, stmt, NONE, val, constant };
    if (mca_strmap_get(&s->map, name, n, &last)) {
        a.prev = last;
        a.name = s->v[last].name; /* the map's key stays the first copy */
    } else if (!(a.name = malloc(n + 1))) {
        return -1;
    } else {
        memcpy(a.name, name, n);
        a.name[n] = 0;
    }
    if (mca_strmap_put(&s->map, a.name, n, s->n) != 0) {
        if (a.prev == NONE)
            free(a.name);
        return -1;
    }
    s->v[s->n++] = a;
    return 0;
}

int mca_asm_syms_set(struct mca_asm_syms **s, const char *name, size_t n, int64_t val,
                     size_t stmt)
{
    return add(s, name, n, val, 1, stmt);
}

int mca_asm_syms_unset(struct mca_asm_syms **s, const char *name, size_t n, size_t stmt)
{
    return add(s, name, n, 0, 0, stmt);
}

int mca_asm_syms_get(const struct mca_asm_syms *s, const char *name, size_t n, size_t stmt,
                     int64_t *val)
{
    size_t i;
    if (!s || !mca_strmap_get(&s->map, name, n, &i))
        return 0;
    for (; i != NONE; i = s->v[i].prev)
        if (s->v[i].stmt <= stmt) {
            *val = s->v[i].val;
            return s->v[i].constant;
        }
    return 0;
}

int mca_asm_syms_known(const struct mca_asm_syms *s, const char *name, size_t n)
{
    size_t i;
    return s && mca_strmap_get(&s->map, name, n, &i);
}

void mca_asm_syms_free(struct mca_asm_syms *s)
{
    if (!s)
        return;
    for (size_t i = 0; i < s->n; i++)
        if (s->v[i].prev == NONE)
            free(s->v[i].name);
    free(s->v);
    mca_strmap_free(&s->map);
    free(s);
}

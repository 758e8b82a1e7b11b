/* strmap: an open-addressing hash map from strings (not owned) to indices.
 * Internal to libcore.  Keys must outlive the map. */
#ifndef MCA_STRMAP_H
#define MCA_STRMAP_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    const char **keys;
    size_t *lens;
    size_t *values;
    size_t capacity, count;
    int fold_case; /* compare keys case-insensitively */
} mca_strmap;

void mca_strmap_init(mca_strmap *m, int fold_case);
void mca_strmap_free(mca_strmap *m);
/* Insert or replace; 0 on success, -1 when memory runs out. */
int mca_strmap_put(mca_strmap *m, const char *key, size_t len, size_t value);
/* The hash of a key (folded to lower case when fold is set); the compiled
 * tables of builtin.h use it too. */
uint64_t mca_strmap_hash(const char *key, size_t len, int fold);
/* 1 and *value when found, 0 otherwise. */
int mca_strmap_get(const mca_strmap *m, const char *key, size_t len, size_t *value);

#endif

/* pubmap: a map from strings to objects that threads read without a lock
 * while one of them at a time adds to it (under a lock of the caller's).
 * Internal to libcore.
 *
 * What parses learn and share (the x86 front end's statements already
 * assembled) is looked up for every statement of every block of a data
 * set, by every thread: a lookup is a hash, a probe of one table and a
 * comparison, with no lock.  Nothing is ever removed.  The table doubles
 * when half full; the tables it outgrew stay until mca_pubmap_free (a
 * reader may still be probing one), and together are smaller than the
 * table in use.  Keys are not copied: they must live as long as the map. */
#ifndef MCA_PUBMAP_H
#define MCA_PUBMAP_H

#include <stdatomic.h>
#include <stddef.h>

typedef struct mca_pubmap_table mca_pubmap_table;

typedef struct {
    _Atomic(mca_pubmap_table *) table;  /* NULL until the first put */
    mca_pubmap_table *retired;          /* tables outgrown, in a list */
    size_t count;                       /* writers' */
} mca_pubmap;

void mca_pubmap_init(mca_pubmap *m);
void mca_pubmap_free(mca_pubmap *m);
/* The object of key[0..len) (compared byte for byte), or NULL; any thread,
 * any time. */
void *mca_pubmap_get(const mca_pubmap *m, const char *key, size_t len);
/* Add key -> obj (obj not NULL; key not in the map) with the writers' lock
 * held; 0, or -1 when memory runs out (the map is unchanged). */
int mca_pubmap_put(mca_pubmap *m, const char *key, size_t len, void *obj);

#endif

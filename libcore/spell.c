/* spell: near mnemonics for "did you mean" (see spell.h). */
#include <config.h>

#include "spell.h"

#include <string.h>

#define SPELL_MAX 2 /* LLVM's matchers suggest up to this distance */

/* Insertions plus deletions turning a into b, or SPELL_MAX + 1 when more:
 * a row of the usual table per character of a, given up once a whole row
 * exceeds the limit. */
static unsigned distance(const char *a, size_t n, const char *b, size_t m)
{
    if ((n > m ? n - m : m - n) > SPELL_MAX || m > 63)
        return SPELL_MAX + 1;
    unsigned row[64];
    for (size_t j = 0; j <= m; j++)
        row[j] = (unsigned)j;
    for (size_t i = 1; i <= n; i++) {
        unsigned diag = row[0], best;
        row[0] = (unsigned)i;
        best = row[0];
        for (size_t j = 1; j <= m; j++) {
            unsigned up = row[j];
            unsigned v = a[i - 1] == b[j - 1] ? diag : (up < row[j - 1] ? up : row[j - 1]) + 1;
            diag = up;
            row[j] = v;
            if (v < best)
                best = v;
        }
        if (best > SPELL_MAX)
            return SPELL_MAX + 1;
    }
    return row[m];
}

void mca_spell_suggest(const mca_spell_table *t, const char *word, size_t len,
                       mca_spell_usable usable, const void *ctx, mca_strbuf *out)
{
    size_t found = 0;
    for (size_t r = 0; r < t->nrows; r++) {
        const mca_spell_row *row = &t->rows[r];
        if (distance(word, len, row->name, strlen(row->name)) > SPELL_MAX)
            continue;
        bool ok = false;
        for (unsigned k = 0; k < row->count && !ok; k++) {
            unsigned op = t->ops[row->first + k];
            ok = usable(ctx, row->name, op & ~MCA_SPELL_NEEDS, (op & MCA_SPELL_NEEDS) != 0);
        }
        if (!ok)
            continue;
        mca_strbuf_puts(out, found++ ? ", " : ", did you mean: ");
        mca_strbuf_puts(out, row->name);
    }
    if (found)
        mca_strbuf_putc(out, '?');
}

bool mca_spell_known(const mca_spell_table *t, const char *word, size_t len)
{
    size_t lo = 0, hi = t->nrows;
    while (lo < hi) { /* the rows are sorted bytewise, as LLVM's table */
        size_t mid = (lo + hi) / 2;
        const char *name = t->rows[mid].name;
        int c = strncmp(name, word, len);
        if (c == 0 && name[len] == 0)
            return true;
        if (c < 0) /* a longer name with word as its prefix sorts after it */
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

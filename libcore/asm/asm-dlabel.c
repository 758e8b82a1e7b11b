/* asm-dlabel: GNU directional local labels ("2:", "jmp 2b", "jne 2f") with
 * the names LLVM's MC layer gives them: each definition and each first
 * forward reference is a temporary symbol .LtmpN, numbered in order of
 * creation; a definition takes over a waiting forward reference's symbol.
 * ("1b" is no label: LLVM reads [01]+b as a binary number.) */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "asm-symtab.h"

/* The entry for label number n, created when absent; NULL out of memory. */
static mca_asm_dlabel *entry(mca_asm_dlabels *d, unsigned long n)
{
    for (size_t i = 0; i < d->n; i++)
        if (d->v[i].number == n)
            return &d->v[i];
    if (d->n == d->cap) {
        size_t cap = d->cap ? d->cap * 2 : 8;
        mca_asm_dlabel *v = realloc(d->v, cap * sizeof *v);
        if (!v)
            return NULL;
        d->v = v;
        d->cap = cap;
    }
    mca_asm_dlabel *e = &d->v[d->n++];
    memset(e, 0, sizeof *e);
    e->number = n;
    return e;
}

/* A new temporary (numbered in creation order) at offset at.  LLVM's
 * table holds its name without a symbol, and the base name of the numbers
 * from the first one on (Mach-O names them LtmpN). */
static size_t new_temp(mca_asm_dlabels *d, size_t at)
{
    char name[32];
    if (!d->temps)
        mca_asm_symlog_note(MCA_SYMLOG_UNNAMED, at, "Ltmp", 4);
    int n = snprintf(name, sizeof name, "Ltmp%zu", d->temps);
    mca_asm_symlog_note(MCA_SYMLOG_UNNAMED, at, name, (size_t)n);
    return d->temps++;
}

int mca_asm_dlabel_define(mca_asm_dlabels *d, unsigned long n, size_t at)
{
    mca_asm_dlabel *e = entry(d, n);
    if (!e)
        return -1;
    e->defined = 1;
    if (e->pending) {
        e->pending = 0;
        e->def_temp = e->temp;
    } else {
        e->def_temp = new_temp(d, at);
    }
    return 0;
}

int mca_asm_dlabel_resolve(mca_asm_dlabels *d, mca_asm_val *v, size_t at, int *undefined)
{
    *undefined = 0;
    const char *s = v->sym;
    size_t len = s ? strlen(s) : 0;
    if (len < 2 || (s[len - 1] != 'f' && s[len - 1] != 'b'))
        return 0;
    for (size_t i = 0; i + 1 < len; i++)
        if (!isdigit((unsigned char)s[i]))
            return 0;
    unsigned long n = strtoul(s, NULL, 10);
    mca_asm_dlabel *e = entry(d, n);
    if (!e)
        return -1;
    char buf[32];
    if (s[len - 1] == 'b') {
        if (!e->defined) {
            *undefined = 1;
            return 0;
        }
        snprintf(buf, sizeof buf, ".Ltmp%zu", e->def_temp);
    } else {
        if (!e->pending) {
            e->pending = 1;
            e->temp = new_temp(d, at);
            e->ref_at = at;
        }
        snprintf(buf, sizeof buf, ".Ltmp%zu", e->temp);
        /* each reference (a statement read again names it once) */
        if (!d->nrefs || d->refs[d->nrefs - 1].at != at) {
            if (d->nrefs == d->caprefs) {
                size_t cap = d->caprefs ? d->caprefs * 2 : 8;
                mca_asm_dlabel_ref *r = realloc(d->refs, cap * sizeof *r);
                if (!r)
                    return -1;
                d->refs = r;
                d->caprefs = cap;
            }
            d->refs[d->nrefs++] = (mca_asm_dlabel_ref){ at, n, e->temp };
        }
    }
    char *t = strdup(buf);
    if (!t)
        return -1;
    free(v->sym);
    v->sym = t;
    return 0;
}

int mca_asm_dlabel_ref_undefined(const mca_asm_dlabels *d, size_t k)
{
    const mca_asm_dlabel_ref *r = &d->refs[k];
    for (size_t i = 0; i < d->n; i++)
        if (d->v[i].number == r->number)
            return d->v[i].pending && d->v[i].temp == r->temp;
    return 0;
}

void mca_asm_dlabels_free(mca_asm_dlabels *d)
{
    free(d->v);
    free(d->refs);
    memset(d, 0, sizeof *d);
}

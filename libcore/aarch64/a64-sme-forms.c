/* a64-sme-forms: the SME forms of each mnemonic, found once per front end
 * (see a64-sme.h).
 *
 * Every statement asks a64-sme-match for the SME forms of its mnemonic
 * before the other matchers run, and a mnemonic such as mov, add or ldr
 * has hundreds of catalog forms of which a few are SME's: telling them
 * apart by their operand classes and text, statement after statement,
 * cost twice what the rest of the reader did.  The answer depends on the
 * catalog only, so it is kept here, shared by the threads parsing with one
 * front end: lookups take no lock (pubmap), a miss builds the list under
 * the store's lock. */
#include <config.h>

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "a64-sme.h"
#include "arena.h"
#include "pubmap.h"

struct a64_sme_store {
    pthread_mutex_t mu;
    mca_arena arena;
    mca_pubmap map;
    /* Per register class: an SME one? (a64_sme_opcode's; read and written
     * with mu held, as the lists are built.)  Mnemonics such as mov have
     * hundreds of forms over a few classes. */
    unsigned char *known;
};

a64_sme_store *a64_sme_store_new(void)
{
    a64_sme_store *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    if (pthread_mutex_init(&s->mu, NULL) != 0) {
        free(s);
        return NULL;
    }
    mca_arena_init(&s->arena);
    mca_pubmap_init(&s->map);
    return s;
}

void a64_sme_store_free(a64_sme_store *s)
{
    if (!s)
        return;
    pthread_mutex_destroy(&s->mu);
    free(s->known);
    mca_pubmap_free(&s->map);
    mca_arena_free(&s->arena);
    free(s);
}

/* The list of mn (lower case, len bytes), built with the lock held. */
static const a64_sme_forms *build(const a64_fe *fe, const char *mn, size_t len)
{
    a64_sme_store *s = fe->sme;
    const a64_sme_forms *got = mca_pubmap_get(&s->map, mn, len);
    if (got)
        return got;
    const mca_form_ref *refs;
    size_t nref = mca_catalog_forms_named(fe->cat, MCA_FORM_ASM, mn, len, &refs);
    a64_sme_forms *l = mca_arena_alloc(&s->arena, sizeof *l);
    a64_sme_form *keep = mca_arena_alloc(&s->arena, (nref ? nref : 1) * sizeof *keep);
    char *key = mca_arena_strndup(&s->arena, mn, len);
    if (!l || !keep || !key)
        return NULL;
    if (!s->known)  /* (without it every class is looked at each time) */
        s->known = calloc(mca_catalog_regclass_count(fe->cat) + 1, 1);
    /* the assembler's own forms first, then those it rejects */
    for (int pass = 0; pass < 2; pass++)
        for (size_t k = 0; k < nref; k++) {
            mca_form form;
            if (!mca_catalog_form(fe->cat, refs[k].opcode, refs[k].form, &form) ||
                form.pick != (pass == 0 ? MCA_PICK_SELF : MCA_PICK_ERROR))
                continue;
            const mca_opcode *op = mca_catalog_opcode(fe->cat, refs[k].opcode);
            if (!op || !a64_sme_opcode(fe, op, form.text, s->known) ||
                op->op_count > SME_SLOTS)
                l->non_sme += pass == 0;
            else
                keep[l->n++] = (a64_sme_form){ refs[k], a64_sme_tile_dir(op->name),
                                               a64_sme_index_range(op->name) };
        }
    l->forms = keep;
    if (mca_pubmap_put(&s->map, key, len, l) != 0)
        return NULL;
    return l;
}

const a64_sme_forms *a64_sme_forms_of(const a64_fe *fe, const char *mn)
{
    size_t len = strlen(mn);
    const a64_sme_forms *l = mca_pubmap_get(&fe->sme->map, mn, len);
    if (l)
        return l;
    pthread_mutex_lock(&fe->sme->mu);
    l = build(fe, mn, len);
    pthread_mutex_unlock(&fe->sme->mu);
    return l;
}

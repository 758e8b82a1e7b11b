/* a64-sveidx: where LLVM reports the scalar index register of an SVE
 * contiguous load, store or prefetch ([x0, x1, lsl #2]) that is not the
 * register its forms want.  LLVM's operand class for that index carries
 * its own message ("register must be x0..x30 with required shift 'lsl
 * #2'"), and every form of such a mnemonic fails at the index at the
 * latest (the immediate and vector-index forms there too, with the plain
 * message), so the index's message is the one reported.  The
 * catalog-form matcher fails at the memory operand as a whole; the place
 * and the words are worked out here from the forms' text. */
#include <config.h>

#include <string.h>

#include "a64-internal.h"

/* The shift of form text f's scalar index ("[@a, @b]" 0, "[@a, @b, lsl
 * #K]" K), -1 when f has none; SVE and SME forms only (a '{' list or an
 * SVE prefetch), whose index is LLVM's shifted-register class. */
static int form_shift(const char *f, bool prefetch)
{
    const char *sp = strchr(f, ' ');
    if (!sp || (!prefetch && strncmp(sp, " { @", 4) != 0))
        return -1;
    const char *b = strchr(sp, '[');
    if (!b || b[1] != '@')
        return -1;
    const char *p = b + 2 + strspn(b + 2, "0123456789");
    if (strncmp(p, ", @", 3) != 0)
        return -1;
    p += 3 + strspn(p + 3, "0123456789");
    if (*p == ']')
        return 0;
    if (strncmp(p, ", lsl #", 7) != 0 || p[7] < '1' || p[7] > '4' || p[8] != ']')
        return -1;
    return p[7] - '0';
}

size_t a64_sve_index_miss(const a64_cur *c, const char *mn, size_t mlen,
                          const a64_operands *ops, size_t fail_at, const char **msg)
{
    const a64_operand *o = NULL;
    for (unsigned k = 0; k < ops->n; k++)
        if (ops->v[k].kind == A64_OP_MEM)
            o = &ops->v[k];
    if (!o || !o->has_index || (o->index.kind != A64_R_X && o->index.kind != A64_R_W) ||
        o->base.kind != A64_R_X || (fail_at != (size_t)-1 && fail_at < o->start))
        return (size_t)-1;
    bool prefetch = mlen == 4 && !strncmp(mn, "prf", 3);
    const mca_form_ref *refs;
    size_t n = mca_catalog_forms_named(c->fe->cat, MCA_FORM_ASM, mn, mlen, &refs);
    int want = -1;
    for (size_t k = 0; k < n && want < 0; k++) {
        mca_form form;
        if (mca_catalog_form(c->fe->cat, refs[k].opcode, refs[k].form, &form))
            want = form_shift(form.text, prefetch);
    }
    if (want < 0)
        return (size_t)-1;
    /* first-faulting loads take xzr (LLVM's GPR64shifted, the others'
     * GPR64NoXZRshifted) */
    bool zr = mlen > 5 && !strncmp(mn, "ldff1", 5);
    static const char *const words[2][5] = {
        { "register must be x0..x30 without shift",
          "register must be x0..x30 with required shift 'lsl #1'",
          "register must be x0..x30 with required shift 'lsl #2'",
          "register must be x0..x30 with required shift 'lsl #3'",
          "register must be x0..x30 with required shift 'lsl #4'" },
        { "register must be x0..x30 or xzr, without shift",
          "register must be x0..x30 or xzr, with required shift 'lsl #1'",
          "register must be x0..x30 or xzr, with required shift 'lsl #2'",
          "register must be x0..x30 or xzr, with required shift 'lsl #3'",
          "register must be x0..x30 or xzr, with required shift 'lsl #4'" },
    };
    *msg = words[zr][want];
    return o->index_start;
}

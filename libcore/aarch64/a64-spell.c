/* a64-spell: "unrecognized instruction mnemonic" with LLVM's suggestion of
 * near mnemonics the features in effect allow (libcore/spell.h). */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "a64-internal.h"
#include "../spell.h"

MCA_FIXED_STRINGS_BEGIN
#include "../models/aarch64/mnemonics.inc"
MCA_FIXED_STRINGS_END

/* The entries LLVM guards by a feature where the feature table has no row
 * for the opcode: aliases of an opcode that itself needs nothing (hints:
 * psb, esb; dsb's dfb), whose guard a row per opcode cannot hold, and
 * sysp, whose probe the generator cannot build (xzr pair); what each
 * mnemonic needs, measured with llvm-mca 22 on cortex-a55, neoverse-v2,
 * apple-m4 and cortex-a320.  The others need nothing a CPU lacks (aliases
 * kept from -mattr=+no-neg-immediates: cmp, cmn, bic...). */
static bool unlisted_usable(const a64_features *f, const char *m)
{
    static const struct {
        const char *mnemonic, *feature;
    } needs[] = {
        { "psb", "spe" }, { "esb", "ras" }, { "sysp", "d128" }, { "dfb", NULL },
    };
    for (size_t k = 0; k < sizeof needs / sizeof needs[0]; k++)
        if (!strcmp(m, needs[k].mnemonic))
            return needs[k].feature && a64_feature_on(f, needs[k].feature);
    return true;
}

static bool usable(const void *ctx, const char *mnemonic, unsigned opcode, bool needs)
{
    if (needs && !a64_features_listed(opcode))
        return unlisted_usable(ctx, mnemonic);
    return !a64_features_missing(ctx, opcode, NULL);
}

/* A NEON arrangement suffix (s, n bytes after the '.'); the element ones
 * (.b, .s ...) LLVM takes only on Apple's lane forms (mov.s v0[1], w0), so
 * elsewhere they are invalid suffixes. */
static bool arrangement(const char *s, size_t n)
{
    static const char *const names[] = { "8b", "16b", "4h", "8h", "2s", "4s", "1d", "2d",
                                         "1q" };
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
        if (strlen(names[k]) == n && !strncmp(names[k], s, n))
            return true;
    return false;
}

int a64_mnemonic_error(a64_cur *c, size_t at, const char *mn, size_t len)
{
    static const mca_spell_table table = {
        MCA_SPELL_ROWS, sizeof MCA_SPELL_ROWS / sizeof MCA_SPELL_ROWS[0], MCA_SPELL_OPS
    };
    /* LLVM's matcher sees the mnemonic up to its first '.' (the rest are
     * suffix tokens: "addd.4s" is "addd") */
    size_t head = 0;
    while (head < len && mn[head] != '.')
        head++;
    if (head < len && mca_spell_known(&table, mn, head)) {
        /* the mnemonic is known: LLVM's match fails on the suffix token,
         * unless it is an arrangement of Apple's NEON syntax ("add.4s"),
         * whose forms the reader does not know */
        if (!arrangement(mn + head + 1, len - head - 1))
            return a64_error(c, at + head + 1, 1, "invalid type suffix for instruction");
        return a64_error(c, at, 1, "unrecognized instruction mnemonic");
    }
    mca_strbuf hint;
    mca_strbuf_init(&hint);
    mca_spell_suggest(&table, mn, head, usable, c->feat, &hint);
    if (hint.failed) {
        mca_strbuf_free(&hint);
        return -1; /* no message: out of memory */
    }
    int r = a64_error(c, at, 1, "unrecognized instruction mnemonic%s",
                      hint.data ? hint.data : "");
    mca_strbuf_free(&hint);
    return r;
}

/* a64-spell: "unrecognized instruction mnemonic" with LLVM's suggestion of
 * near mnemonics the features in effect allow (libcore/spell.h). */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>

#include "a64-internal.h"
#include "../spell.h"

#include "../models/aarch64/mnemonics.inc"

static bool usable(const void *ctx, const char *mnemonic, unsigned opcode, bool needs)
{
    (void)mnemonic;
    (void)needs;
    return !a64_features_missing(ctx, opcode, NULL);
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

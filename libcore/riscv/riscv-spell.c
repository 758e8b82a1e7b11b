/* riscv-spell: "unrecognized instruction mnemonic" with LLVM's suggestion
 * of near mnemonics the features in effect allow (libcore/spell.h). */
#include <config.h>

#include <stdint.h>
#include <string.h>

#include "riscv-internal.h"
#include "../spell.h"

MCA_FIXED_STRINGS_BEGIN
#include "../models/riscv64/mnemonics.inc"
MCA_FIXED_STRINGS_END

/* The base opcodes LLVM guards by the register width alone (IsRV32,
 * IsRV64), which the reader tells by their suffix. */
static bool rv_opcode_base(const char *name)
{
    size_t n = strlen(name);
    return n > 5 && (!strcmp(name + n - 5, "_RV32") || !strcmp(name + n - 5, "_RV64"));
}

/* What the opcode's own feature does not tell: vendor mnemonics (aliases of
 * standard opcodes too, qc.c.delay), Q's conversions, Zabha's byte and
 * halfword atomics. */
static bool extra_feature_on(const rv_ctx *x, const char *m)
{
    static const char *const vendor[] = { "qc.", "th.", "cv.", "sf.", "nds.", "mips.", "ri.",
                                          "ct.", "aif.", NULL };
    for (const char *const *p = vendor; *p; p++)
        if (!strncmp(m, *p, strlen(*p)))
            return false;
    size_t n = strlen(m);
    bool q = (n >= 2 && !strcmp(m + n - 2, ".q")) || strstr(m, ".q.") != NULL;
    if (q && !strncmp(m, "fcvt", 4)) {
        int f = rv_feature_named("q", 1);
        return f >= 0 && rv_has(&x->feat, f);
    }
    /* the vector crypto extensions (the opcodes' own feature is V's) */
    static const struct {
        const char *prefix, *feature;
    } vcrypto[] = {
        { "vclmul", "zvbc" }, { "vandn.", "zvkb" }, { "vbrev8.", "zvkb" },
        { "vrev8.", "zvkb" }, { "vrol.", "zvkb" }, { "vror.", "zvkb" }, { "vbrev.", "zvbb" },
        { "vclz.", "zvbb" }, { "vctz.", "zvbb" }, { "vcpop.v", "zvbb" }, { "vwsll.", "zvbb" },
        { "vaes", "zvkned" }, { "vsha2", "zvknha" }, { "vsm3", "zvksh" }, { "vsm4", "zvksed" },
        { "vghsh.", "zvkg" }, { "vgmul.", "zvkg" },
    };
    for (size_t k = 0; k < sizeof vcrypto / sizeof vcrypto[0]; k++)
        if (!strncmp(m, vcrypto[k].prefix, strlen(vcrypto[k].prefix))) {
            int f = rv_feature_named(vcrypto[k].feature, strlen(vcrypto[k].feature));
            if (f < 0 || !rv_has(&x->feat, f))
                return false;
            break;
        }
    if (!strncmp(m, "amo", 3) && (strstr(m, ".b") || strstr(m, ".h"))) {
        int f = rv_feature_named("zabha", 5);
        return f >= 0 && rv_has(&x->feat, f);
    }
    return true;
}

static bool usable(const void *ctx, const char *mnemonic, unsigned opcode, bool needs)
{
    const rv_ctx *x = ctx;
    const mca_opcode *op = mca_catalog_opcode(x->fe->cat, opcode);
    if (needs && !extra_feature_on(x, mnemonic))
        return false;
    if (op) {
        /* an entry LLVM guards by a feature the reader's table does not
         * name (P, vendor and experimental extensions) is off */
        if (needs && rv_opcode_feature(op->name) == -1 && !rv_opcode_base(op->name))
            return false;
        return rv_opcode_usable(x, opcode);
    }
    /* the assembler's pseudos the catalog omits: la, lla, lga, la.tls.*
     * need nothing, vmsge.vx and friends the vector instructions */
    return mnemonic[0] != 'v' || rv_has(&x->feat, RVF_ZVE32X);
}

int rv_mnemonic_error(const rv_ctx *x, rv_cur *c, size_t off, const char *mnem)
{
    static const mca_spell_table table = {
        MCA_SPELL_ROWS, sizeof MCA_SPELL_ROWS / sizeof MCA_SPELL_ROWS[0], MCA_SPELL_OPS
    };
    mca_strbuf hint;
    mca_strbuf_init(&hint);
    mca_spell_suggest(&table, mnem, strlen(mnem), usable, x, &hint);
    if (hint.failed) {
        mca_strbuf_free(&hint);
        c->oom = 1;
        return -1;
    }
    int r = rv_error(c, off, 1, "unrecognized instruction mnemonic%s", hint.data ? hint.data : "");
    mca_strbuf_free(&hint);
    return r;
}
